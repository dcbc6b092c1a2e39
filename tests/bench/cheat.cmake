# Cheat benchmarks: slots per second of a four-player game, and parse speed.
add_executable(cheat_bench cheat_bench.cpp)
target_link_libraries(cheat_bench PRIVATE foulplay_core foulplay_settings benchmark::benchmark)
