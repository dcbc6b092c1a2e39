# The code editor: widget tests under offscreen, and the syntax definition files.
foulplay_add_test(tst_codeeditor SOURCES tst_codeeditor.cpp LIBRARIES foulplay_ui)
foulplay_add_test(tst_syntaxfiles SOURCES tst_syntaxfiles.cpp LIBRARIES foulplay_ui)
foulplay_add_test(tst_completion SOURCES tst_completion.cpp LIBRARIES foulplay_ui)
foulplay_add_test(tst_themechoice SOURCES tst_themechoice.cpp LIBRARIES foulplay_ui)
if(HAVE_KSYNTAXHIGHLIGHTING)
    # Checks the offered themes against the repository's own.
    target_link_libraries(tst_themechoice PRIVATE KF6::SyntaxHighlighting)
    # resources/syntax/*.xml loaded by KSyntaxHighlighting itself.
    foulplay_add_test(tst_syntaxrepository SOURCES tst_syntaxrepository.cpp
        LIBRARIES KF6::SyntaxHighlighting)
endif()
# Completion with every message worded in nonsense (tests/nonsensewords.h).
foulplay_add_test(tst_completionwords SOURCES tst_completionwords.cpp nonsensewords.h LIBRARIES foulplay_ui)
target_compile_definitions(tst_completionwords PRIVATE FOULPLAY_SOURCE_ROOT="${PROJECT_SOURCE_DIR}")
