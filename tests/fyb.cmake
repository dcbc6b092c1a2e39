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
