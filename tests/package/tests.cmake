# foulplay-cli's completions in real shells (bash; fish and zsh when
# installed), against what its --help names.
add_test(NAME tst_bashcompletion
    COMMAND bash "${CMAKE_CURRENT_SOURCE_DIR}/package/completion.sh" "$<TARGET_FILE:foulplay-cli>"
            "${PROJECT_BINARY_DIR}/app/cli/completions/foulplay-cli")
add_test(NAME tst_fishzshcompletion
    COMMAND bash "${CMAKE_CURRENT_SOURCE_DIR}/package/fishzsh.sh" "$<TARGET_FILE:foulplay-cli>"
            "${PROJECT_BINARY_DIR}/app/cli/completions")
set_tests_properties(tst_fishzshcompletion PROPERTIES SKIP_RETURN_CODE 77)
