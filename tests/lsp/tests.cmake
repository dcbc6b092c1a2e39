# The tests of foulplay-lsp (included from tests/CMakeLists.txt): they run
# the built server over a pipe with raw messages.
foulplay_add_test(tst_lspserver SOURCES tst_lspserver.cpp)
add_dependencies(tst_lspserver foulplay-lsp)
target_compile_definitions(tst_lspserver PRIVATE FOULPLAY_LSP_PATH="$<TARGET_FILE:foulplay-lsp>")

# foulplay-lsp with every message worded in nonsense, and the test that
# finds its completion the same as foulplay-lsp's.
add_executable(nonsense-lsp lsp/nonsenselsp.cpp nonsensewords.h)
target_link_libraries(nonsense-lsp PRIVATE foulplay_lsplib foulplay_settings)
target_include_directories(nonsense-lsp PRIVATE "${CMAKE_CURRENT_SOURCE_DIR}")
foulplay_add_test(tst_lspwords SOURCES tst_lspwords.cpp lspprocess.h jsonrpcpipe.h)
add_dependencies(tst_lspwords foulplay-lsp nonsense-lsp)
target_compile_definitions(tst_lspwords PRIVATE
    FOULPLAY_LSP_PATH="$<TARGET_FILE:foulplay-lsp>"
    NONSENSE_LSP_PATH="$<TARGET_FILE:nonsense-lsp>"
    FOULPLAY_SOURCE_ROOT="${PROJECT_SOURCE_DIR}")

# foulplay-lsp, foulplay-dap and the command line load neither Qt Widgets
# nor Qt Gui; the same check finds both in the IDE, so it can tell.
add_test(NAME servers_without_widgets
    COMMAND "${CMAKE_COMMAND}"
        "-DPROGRAMS=$<TARGET_FILE:foulplay-lsp>,$<TARGET_FILE:foulplay-dap>,$<TARGET_FILE:foulplay-cli>,$<TARGET_FILE:foulplay-cli-commands>"
        -P "${CMAKE_CURRENT_SOURCE_DIR}/nowidgets.cmake")
add_test(NAME servers_without_widgets_tells
    COMMAND "${CMAKE_COMMAND}" "-DPROGRAMS=$<TARGET_FILE:foulplay>" -P "${CMAKE_CURRENT_SOURCE_DIR}/nowidgets.cmake")
# CMake wraps a long message at any space, so the words may stand on two lines.
set_tests_properties(servers_without_widgets_tells PROPERTIES
    PASS_REGULAR_EXPRESSION "loads[ \n]+libQt6Widgets")
