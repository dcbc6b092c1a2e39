# The Tournament window (Run → Tournament…).
foulplay_add_test(tst_tournament SOURCES tst_tournament.cpp uitesthelpers.h LIBRARIES foulplay_ui)
