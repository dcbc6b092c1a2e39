# The code editor: widget tests under offscreen, and the syntax definition files.
foulplay_add_test(tst_codeeditor SOURCES tst_codeeditor.cpp LIBRARIES foulplay_ui)
foulplay_add_test(tst_syntaxfiles SOURCES tst_syntaxfiles.cpp LIBRARIES foulplay_ui)
foulplay_add_test(tst_completion SOURCES tst_completion.cpp LIBRARIES foulplay_ui)
