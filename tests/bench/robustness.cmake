# Robustness benchmarks: programs whose cost once outgrew their steps.
add_executable(robustness_bench robustness_bench.cpp)
target_link_libraries(robustness_bench PRIVATE foulplay_core foulplay_settings benchmark::benchmark)
