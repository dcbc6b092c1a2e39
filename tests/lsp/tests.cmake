# The tests of foulplay-lsp (included from tests/CMakeLists.txt): they run
# the built server over a pipe with raw messages.
foulplay_add_test(tst_lspserver SOURCES tst_lspserver.cpp)
add_dependencies(tst_lspserver foulplay-lsp)
target_compile_definitions(tst_lspserver PRIVATE FOULPLAY_LSP_PATH="$<TARGET_FILE:foulplay-lsp>")
