# FukYorBrane tests.

# The conformance battles, when the folder is there (CI always has it).
if(EXISTS "${FOULPLAY_FYB_CONFORMANCE_DIR}/expected.tsv")
    foulplay_add_test(tst_fybconformance SOURCES tst_fybconformance.cpp LIBRARIES foulplay_core)
    target_compile_definitions(tst_fybconformance PRIVATE
        FOULPLAY_FYB_CONFORMANCE_DIR="${FOULPLAY_FYB_CONFORMANCE_DIR}")
endif()

foulplay_add_test(tst_fyb SOURCES tst_fyb.cpp LIBRARIES foulplay_core)

foulplay_add_test(tst_fybcli SOURCES tst_fybcli.cpp LIBRARIES foulplay_clilib)
add_dependencies(tst_fybcli foulplay-cli)
target_compile_definitions(tst_fybcli PRIVATE FOULPLAY_CLI_PATH="$<TARGET_FILE:foulplay-cli>")

# Battles that fill the process table, against the original interpreter: a
# build of its published source that the project does not ship, given as
# FOULPLAY_FYB_ORIGINAL (with more builds of smaller tables, N=PATH items,
# in FOULPLAY_FYB_ORIGINAL_TABLES). Without it the test is not registered.
set(FOULPLAY_FYB_ORIGINAL "" CACHE FILEPATH "The original FukYorBrane interpreter, for tst_fybtablefill")
set(FOULPLAY_FYB_ORIGINAL_TABLES "" CACHE STRING "Builds of the original with smaller tables: N=PATH items")
if(FOULPLAY_FYB_ORIGINAL)
    string(REPLACE ";" "," tables "${FOULPLAY_FYB_ORIGINAL_TABLES}")
    foulplay_add_test(tst_fybtablefill SOURCES tst_fybtablefill.cpp LIBRARIES foulplay_core)
    target_compile_definitions(tst_fybtablefill PRIVATE
        FOULPLAY_FYB_ORIGINAL="${FOULPLAY_FYB_ORIGINAL}"
        FOULPLAY_FYB_ORIGINAL_TABLES="${tables}")
    set_tests_properties(tst_fybtablefill PROPERTIES TIMEOUT 3600)
endif()
