# Cheat benchmarks: slots per second of a four-player game, and parse speed.
add_executable(cheat_bench cheat_bench.cpp)
target_link_libraries(cheat_bench PRIVATE foulplay_core foulplay_settings benchmark::benchmark)

# Big programs drawn from a seed, for memory and load-time measurements.
add_executable(cheat_bigprogram cheat_bigprogram.cpp)
target_include_directories(cheat_bigprogram PRIVATE "${PROJECT_SOURCE_DIR}/tests")
