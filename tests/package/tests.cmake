# What makes the package complete: a manual page for each program that names
# what its --help names, --version on each, and foulplay-cli's completions in
# real shells (bash; fish and zsh when installed).
foreach(program foulplay foulplay-cli foulplay-dap foulplay-lsp)
    add_test(NAME tst_manpage_${program}
        COMMAND "${CMAKE_COMMAND}" "-DPROGRAM=$<TARGET_FILE:${program}>" "-DNAME=${program}"
                "-DPAGE=${PROJECT_BINARY_DIR}/man/${program}.1" -P "${CMAKE_CURRENT_SOURCE_DIR}/package/manpage.cmake")
    add_test(NAME tst_version_${program}
        COMMAND "${CMAKE_COMMAND}" "-DPROGRAM=$<TARGET_FILE:${program}>" "-DVERSION=${PROJECT_VERSION}"
                -P "${CMAKE_CURRENT_SOURCE_DIR}/package/version.cmake")
endforeach()
add_test(NAME tst_bashcompletion
    COMMAND bash "${CMAKE_CURRENT_SOURCE_DIR}/package/completion.sh" "$<TARGET_FILE:foulplay-cli>"
            "${PROJECT_BINARY_DIR}/app/cli/completions/foulplay-cli")
add_test(NAME tst_fishzshcompletion
    COMMAND bash "${CMAKE_CURRENT_SOURCE_DIR}/package/fishzsh.sh" "$<TARGET_FILE:foulplay-cli>"
            "${PROJECT_BINARY_DIR}/app/cli/completions")
set_tests_properties(tst_fishzshcompletion PROPERTIES SKIP_RETURN_CODE 77)
