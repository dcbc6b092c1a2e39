# fyb_bench: turns and commands per second of FukYorBrane battles.
add_executable(fyb_bench fyb_bench.cpp)
target_link_libraries(fyb_bench PRIVATE foulplay_core foulplay_settings benchmark::benchmark)
target_compile_definitions(fyb_bench PRIVATE
    FOULPLAY_FYB_CONFORMANCE_DIR="${FOULPLAY_FYB_CONFORMANCE_DIR}")
