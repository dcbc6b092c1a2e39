# A fourth language, Tally, in the tests alone (included from
# tests/CMakeLists.txt): it registers itself at start-up, and the real window
# and the Debug Adapter Protocol adapter serve it with their own code.
add_library(tally_core STATIC fourthlanguage/tally.h fourthlanguage/tallycore.cpp)
target_link_libraries(tally_core PUBLIC foulplay_core foulplay_settings)
target_include_directories(tally_core PUBLIC "${CMAKE_CURRENT_SOURCE_DIR}/fourthlanguage")

# foulplay-dap with Tally registered.
add_executable(tally-dap fourthlanguage/tallydap.cpp)
target_link_libraries(tally-dap PRIVATE tally_core foulplay_dap)

foulplay_add_test(tst_fourthlanguage
    SOURCES fourthlanguage/tst_fourthlanguage.cpp fourthlanguage/tallyui.h fourthlanguage/tallyui.cpp
            uitesthelpers.h dap/dapprocess.h
    LIBRARIES tally_core foulplay_ui Qt6::Network)
add_dependencies(tst_fourthlanguage tally-dap)
target_include_directories(tst_fourthlanguage PRIVATE "${CMAKE_CURRENT_SOURCE_DIR}")
target_compile_definitions(tst_fourthlanguage PRIVATE FOULPLAY_DAP_PATH="$<TARGET_FILE:tally-dap>")
