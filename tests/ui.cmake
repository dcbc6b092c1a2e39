# The IDE's main window: widget tests that drive the real window under offscreen.
foulplay_add_test(tst_mainwindow SOURCES tst_mainwindow.cpp uitesthelpers.h LIBRARIES foulplay_ui)
foulplay_add_test(tst_idedebug SOURCES tst_idedebug.cpp uitesthelpers.h LIBRARIES foulplay_ui)
target_compile_definitions(tst_mainwindow PRIVATE FOULPLAY_SOURCE_ROOT="${PROJECT_SOURCE_DIR}")
target_compile_definitions(tst_idedebug PRIVATE FOULPLAY_SOURCE_ROOT="${PROJECT_SOURCE_DIR}")
