# Debug layer tests: the parts without a thread, and the session on real engines.
foulplay_add_test(tst_breakpoints SOURCES tst_breakpoints.cpp LIBRARIES foulplay_core foulplay_translations)
foulplay_add_test(tst_debugsession SOURCES tst_debugsession.cpp LIBRARIES foulplay_core foulplay_translations)
foulplay_add_test(tst_debugwords SOURCES tst_debugwords.cpp LIBRARIES foulplay_core foulplay_translations)

# foulplay-cli history: every change of a value, against stepping, in each language.
foulplay_add_test(tst_history SOURCES tst_history.cpp valueprograms.h cheatprogramgenerator.h LIBRARIES foulplay_clilib foulplay_core)
add_dependencies(tst_history foulplay-cli)
target_compile_definitions(tst_history PRIVATE FOULPLAY_CLI_PATH="$<TARGET_FILE:foulplay-cli>")

# Data breakpoints forwards and backwards, against stepping, in each language.
foulplay_add_test(tst_databreakpoints SOURCES tst_databreakpoints.cpp valueprograms.h cheatprogramgenerator.h
                  LIBRARIES foulplay_core)
