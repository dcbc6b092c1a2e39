# Tests of the exact decimal type and the Unfair language.
foulplay_add_test(tst_decimal SOURCES tst_decimal.cpp LIBRARIES foulplay_core)
foulplay_add_test(tst_unfairgolden SOURCES tst_unfairgolden.cpp LIBRARIES foulplay_core)
foulplay_add_test(tst_unfair SOURCES tst_unfair.cpp LIBRARIES foulplay_core)
foulplay_add_test(tst_unfairuniverses SOURCES tst_unfairuniverses.cpp LIBRARIES foulplay_core)
foulplay_add_test(tst_unfairparser SOURCES tst_unfairparser.cpp LIBRARIES foulplay_core)
foulplay_add_test(tst_unfaircli SOURCES tst_unfaircli.cpp LIBRARIES foulplay_clilib)
add_dependencies(tst_unfaircli foulplay-cli)
target_compile_definitions(tst_unfaircli PRIVATE FOULPLAY_CLI_PATH="$<TARGET_FILE:foulplay-cli>")
