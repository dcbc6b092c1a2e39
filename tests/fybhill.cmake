# FukYorBrane hills: foulplay-cli hill, battles and hill --merge.

foulplay_add_test(tst_fybhill SOURCES tst_fybhill.cpp LIBRARIES foulplay_clilib)
add_dependencies(tst_fybhill foulplay-cli)
target_compile_definitions(tst_fybhill PRIVATE FOULPLAY_CLI_PATH="$<TARGET_FILE:foulplay-cli>")

# The hill of the conformance warriors, when the folder is there (CI always has it).
if(EXISTS "${FOULPLAY_FYB_CONFORMANCE_DIR}/expected.tsv")
    foulplay_add_test(tst_fybhillconformance SOURCES tst_fybhillconformance.cpp LIBRARIES foulplay_clilib)
    target_compile_definitions(tst_fybhillconformance PRIVATE
        FOULPLAY_FYB_CONFORMANCE_DIR="${FOULPLAY_FYB_CONFORMANCE_DIR}")
endif()

# The GNU parallel and Slurm recipes of docs/hill.md (.ci/install-deps installs parallel).
find_program(FOULPLAY_GNU_PARALLEL parallel)
if(FOULPLAY_GNU_PARALLEL)
    foulplay_add_test(tst_fybhillparallel SOURCES tst_fybhillparallel.cpp)
    add_dependencies(tst_fybhillparallel foulplay-cli)
    target_compile_definitions(tst_fybhillparallel PRIVATE
        FOULPLAY_CLI_PATH="$<TARGET_FILE:foulplay-cli>"
        FOULPLAY_DOCS_DIR="${PROJECT_SOURCE_DIR}/docs")
else()
    message(STATUS "GNU parallel not found: tst_fybhillparallel is not built")
endif()

# A hill killed with SIGKILL halfway and resumed from its --output file.
foulplay_add_test(tst_fybhillresume SOURCES tst_fybhillresume.cpp LIBRARIES foulplay_clilib)
add_dependencies(tst_fybhillresume foulplay-cli)
target_compile_definitions(tst_fybhillresume PRIVATE FOULPLAY_CLI_PATH="$<TARGET_FILE:foulplay-cli>")

# foulplay-cli evolve: determinism, resume after SIGKILL, batches, children.
foulplay_add_test(tst_evolve SOURCES tst_evolve.cpp LIBRARIES foulplay_clilib)
add_dependencies(tst_evolve foulplay-cli)
target_compile_definitions(tst_evolve PRIVATE FOULPLAY_CLI_PATH="$<TARGET_FILE:foulplay-cli>")
