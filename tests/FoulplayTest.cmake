# foulplay_add_test(NAME SOURCES file.cpp... [LIBRARIES lib...] [ARGS arg...])
#
# Builds a Qt Test executable and registers it with CTest. Every test runs
# with QT_QPA_PLATFORM=offscreen, so widget tests need no display, and finds
# its data under FOULPLAY_TEST_DATA (tests/data).
function(foulplay_add_test name)
    cmake_parse_arguments(PARSE_ARGV 1 ARG "" "" "SOURCES;LIBRARIES;ARGS")
    add_executable(${name} ${ARG_SOURCES})
    target_link_libraries(${name} PRIVATE Qt6::Test foulplay_settings ${ARG_LIBRARIES})
    target_compile_definitions(${name} PRIVATE
        FOULPLAY_TEST_DATA="${PROJECT_SOURCE_DIR}/tests/data")
    add_test(NAME ${name} COMMAND ${name} ${ARG_ARGS})
    set_tests_properties(${name} PROPERTIES ENVIRONMENT "QT_QPA_PLATFORM=offscreen")
endfunction()
