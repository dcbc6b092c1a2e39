# Cheat: golden runs of the seed's examples, the parser, the rules, the command line.
foulplay_add_test(tst_cheatgolden SOURCES tst_cheatgolden.cpp LIBRARIES foulplay_core)
foulplay_add_test(tst_cheatengine SOURCES tst_cheatengine.cpp LIBRARIES foulplay_core)
foulplay_add_test(tst_cheatparser SOURCES tst_cheatparser.cpp LIBRARIES foulplay_core)
foulplay_add_test(tst_cheatcli SOURCES tst_cheatcli.cpp LIBRARIES foulplay_clilib)
foulplay_add_test(tst_cheatmemory SOURCES tst_cheatmemory.cpp cheatprogramgenerator.h LIBRARIES foulplay_core)
