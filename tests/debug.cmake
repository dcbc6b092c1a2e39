# Debug layer tests: the parts without a thread, and the session on real engines.
foulplay_add_test(tst_breakpoints SOURCES tst_breakpoints.cpp LIBRARIES foulplay_core foulplay_translations)
foulplay_add_test(tst_debugsession SOURCES tst_debugsession.cpp LIBRARIES foulplay_core foulplay_translations)
foulplay_add_test(tst_debugwords SOURCES tst_debugwords.cpp LIBRARIES foulplay_core foulplay_translations)
