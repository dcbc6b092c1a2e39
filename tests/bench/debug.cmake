# Debug layer benchmark: a session running an FYB draw at full speed against
# the bare engine, and stepping back / jumping in that 10,000,000-turn battle.
add_executable(debug_bench debug_bench.cpp)
target_link_libraries(debug_bench PRIVATE foulplay_core foulplay_settings benchmark::benchmark)
target_compile_definitions(debug_bench PRIVATE FOULPLAY_TEST_DATA="${PROJECT_SOURCE_DIR}/tests/data")

# How much a data breakpoint slows a forward run, in each language.
add_executable(databreakpoint_bench databreakpoint_bench.cpp)
target_link_libraries(databreakpoint_bench PRIVATE foulplay_core foulplay_settings)
target_compile_definitions(databreakpoint_bench PRIVATE FOULPLAY_TEST_DATA="${PROJECT_SOURCE_DIR}/tests/data")
