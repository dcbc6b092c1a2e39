# Robustness: the fuzz regressions, replayed in the normal build.
foulplay_add_test(tst_fuzzregressions SOURCES tst_fuzzregressions.cpp
    fuzz/fuzztargets.cpp fuzz/fuzztargets.h LIBRARIES foulplay_core)
target_include_directories(tst_fuzzregressions PRIVATE "${CMAKE_CURRENT_SOURCE_DIR}")
target_compile_definitions(tst_fuzzregressions PRIVATE
    FOULPLAY_FUZZ_REGRESSIONS="${CMAKE_CURRENT_SOURCE_DIR}/fuzz/regressions")

foulplay_add_test(tst_robustness SOURCES tst_robustness.cpp LIBRARIES foulplay_clilib)
