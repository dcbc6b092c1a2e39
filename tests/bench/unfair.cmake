# Unfair benchmarks: statements per second of the counting loop, and parse speed.
add_executable(unfair_bench unfair_bench.cpp)
target_link_libraries(unfair_bench PRIVATE foulplay_core foulplay_settings benchmark::benchmark)
