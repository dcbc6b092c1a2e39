# Frame time of the FYB battle view at 30,000 cells while the battle runs at full speed.
add_executable(fyb_battleview_bench fyb_battleview_bench.cpp)
target_link_libraries(fyb_battleview_bench PRIVATE foulplay_inspectors foulplay_settings)

# Scrubbing latency over a 10,000,000-turn battle.
add_executable(fyb_battleview_scrub_bench fyb_battleview_scrub_bench.cpp)
target_link_libraries(fyb_battleview_scrub_bench PRIVATE foulplay_inspectors foulplay_settings)
