# The IDE's main window: widget tests that drive the real window under offscreen.
foulplay_add_test(tst_mainwindow SOURCES tst_mainwindow.cpp uitesthelpers.h LIBRARIES foulplay_ui)
foulplay_add_test(tst_idedebug SOURCES tst_idedebug.cpp uitesthelpers.h LIBRARIES foulplay_ui)
target_compile_definitions(tst_mainwindow PRIVATE FOULPLAY_SOURCE_ROOT="${PROJECT_SOURCE_DIR}")
target_compile_definitions(tst_idedebug PRIVATE FOULPLAY_SOURCE_ROOT="${PROJECT_SOURCE_DIR}")

# The window's layout on a 1600×1000 screen: the offscreen platform reads the
# screen from a configuration file.
foulplay_add_test(tst_windowlayout SOURCES tst_windowlayout.cpp uitesthelpers.h LIBRARIES foulplay_ui)
set_tests_properties(tst_windowlayout PROPERTIES ENVIRONMENT
    "QT_QPA_PLATFORM=offscreen:configfile=${PROJECT_SOURCE_DIR}/tests/data/offscreen-1600x1000.json")
foulplay_add_test(tst_manual SOURCES tst_manual.cpp uitesthelpers.h LIBRARIES foulplay_ui)

# The installed tree runs on its own, and its desktop files validate.
foulplay_add_test(tst_install SOURCES tst_install.cpp)
add_dependencies(tst_install foulplay foulplay-cli foulplay-dap foulplay-lsp)
target_compile_definitions(tst_install PRIVATE
    FOULPLAY_CMAKE="${CMAKE_COMMAND}" FOULPLAY_BUILD_DIR="${PROJECT_BINARY_DIR}" FOULPLAY_VERSION="${PROJECT_VERSION}")

# The Breakpoints and Watches docks: every breakpoint kind through the dialog.
foulplay_add_test(tst_breakpointsdock SOURCES tst_breakpointsdock.cpp uitesthelpers.h LIBRARIES foulplay_ui)
# The one owner of breakpoints against real runs: hits kept through edits,
# one message per edit, two tabs, a breakpoint following its statement.
foulplay_add_test(tst_breakpointmanager SOURCES tst_breakpointmanager.cpp uitesthelpers.h LIBRARIES foulplay_ui)
# The Watches' history plot: what it reads in the background against stepping, and its clicks.
foulplay_add_test(tst_historyplot SOURCES tst_historyplot.cpp valueprograms.h cheatprogramgenerator.h
                  LIBRARIES foulplay_ui)
# Every command of the manual's table in the Debug menu, and one run per tab.
foulplay_add_test(tst_debugcommands SOURCES tst_debugcommands.cpp uitesthelpers.h LIBRARIES foulplay_ui)
target_compile_definitions(tst_debugcommands PRIVATE FOULPLAY_SOURCE_ROOT="${PROJECT_SOURCE_DIR}")
# Each program's run: its own event log, the programs it loaded, its history freed with its tab.
foulplay_add_test(tst_programrun SOURCES tst_programrun.cpp uitesthelpers.h LIBRARIES foulplay_ui)
