# The Tournament window (Run → Tournament…).
foulplay_add_test(tst_tournament SOURCES tst_tournament.cpp uitesthelpers.h LIBRARIES foulplay_ui)

# Tournament → Evolve… (the worker thread, the plot, champions and battles).
foulplay_add_test(tst_evolvewindow SOURCES tst_evolvewindow.cpp uitesthelpers.h LIBRARIES foulplay_ui foulplay_clilib)
