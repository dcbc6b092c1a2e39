# Tests of the exact decimal type and the Unfair language.
foulplay_add_test(tst_decimal SOURCES tst_decimal.cpp LIBRARIES foulplay_core)
foulplay_add_test(tst_unfair_golden SOURCES tst_unfair_golden.cpp LIBRARIES foulplay_core)
foulplay_add_test(tst_unfair SOURCES tst_unfair.cpp LIBRARIES foulplay_core)
foulplay_add_test(tst_unfair_parser SOURCES tst_unfair_parser.cpp LIBRARIES foulplay_core)
foulplay_add_test(tst_unfair_cli SOURCES tst_unfair_cli.cpp LIBRARIES foulplay_clilib)
add_dependencies(tst_unfair_cli foulplay-cli)
target_compile_definitions(tst_unfair_cli PRIVATE FOULPLAY_CLI_PATH="$<TARGET_FILE:foulplay-cli>")
