# The Unfair and Cheat inspectors: widget tests with a real debug session.
foulplay_add_test(tst_unfairinspector SOURCES tst_unfairinspector.cpp LIBRARIES foulplay_inspectors)
foulplay_add_test(tst_cheatinspector SOURCES tst_cheatinspector.cpp LIBRARIES foulplay_inspectors)
# The Cheat evaluation trace a session publishes, across jumps and steps back.
foulplay_add_test(tst_cheatdebugtrace SOURCES tst_cheatdebugtrace.cpp LIBRARIES foulplay_core)
# The run timeline of the Unfair and Cheat inspectors, and the universe tree built from events.
foulplay_add_test(tst_runtimeline SOURCES tst_runtimeline.cpp LIBRARIES foulplay_inspectors)
target_compile_definitions(tst_runtimeline PRIVATE FOULPLAY_SOURCE_ROOT="${PROJECT_SOURCE_DIR}")
