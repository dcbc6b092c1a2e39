# The editor: highlighting a changed line and typing into a 1 MB program.
add_executable(bench_highlighting bench_highlighting.cpp)
target_link_libraries(bench_highlighting PRIVATE foulplay_ui foulplay_settings benchmark::benchmark)
