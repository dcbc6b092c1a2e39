# FukYorBrane hills: foulplay-cli hill, battles and hill --merge.

foulplay_add_test(tst_fybhill SOURCES tst_fybhill.cpp LIBRARIES foulplay_clilib)
add_dependencies(tst_fybhill foulplay-cli)
target_compile_definitions(tst_fybhill PRIVATE FOULPLAY_CLI_PATH="$<TARGET_FILE:foulplay-cli>")
