# foulplay-lsp benchmark: diagnostics after didChange on a 1 MB Cheat file,
# a keystroke on a 10,000-line file, completion. Prints its figures.
add_executable(lsp_bench lsp_bench.cpp)
target_link_libraries(lsp_bench PRIVATE foulplay_lsplib foulplay_settings)
