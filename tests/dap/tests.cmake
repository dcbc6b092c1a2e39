# The tests of foulplay-dap (included from tests/CMakeLists.txt): they run
# the built adapter over a pipe and compare with foulplay-cli.
find_package(Qt6 6.4 REQUIRED COMPONENTS Network)

foreach(name tst_dapserver tst_dapserverfuzz)
    foulplay_add_test(${name} SOURCES ${name}.cpp dap/dapprocess.h LIBRARIES Qt6::Network)
    add_dependencies(${name} foulplay-dap foulplay-cli)
    # The exit statuses the adapter reports: common/exitstatus.h, header only.
    target_include_directories(${name} PRIVATE "${CMAKE_CURRENT_SOURCE_DIR}" "${PROJECT_SOURCE_DIR}/core")
    target_compile_definitions(${name} PRIVATE
        FOULPLAY_DAP_PATH="$<TARGET_FILE:foulplay-dap>"
        FOULPLAY_CLI_PATH="$<TARGET_FILE:foulplay-cli>"
        FOULPLAY_EXAMPLES_DIR="${PROJECT_SOURCE_DIR}/resources/examples")
endforeach()

# Every golden program of tests/data through foulplay-cli, DebugSession and
# foulplay-dap: the same output and exit status from all three.
foulplay_add_test(tst_goldenfrontends SOURCES tst_goldenfrontends.cpp dap/dapprocess.h LIBRARIES foulplay_core)
add_dependencies(tst_goldenfrontends foulplay-dap foulplay-cli)
target_include_directories(tst_goldenfrontends PRIVATE "${CMAKE_CURRENT_SOURCE_DIR}")
target_compile_definitions(tst_goldenfrontends PRIVATE
    FOULPLAY_DAP_PATH="$<TARGET_FILE:foulplay-dap>"
    FOULPLAY_CLI_PATH="$<TARGET_FILE:foulplay-cli>")
