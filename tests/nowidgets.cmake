# cmake -DPROGRAMS=a,b -P nowidgets.cmake: fails when one of the programs
# loads Qt Widgets or Qt Gui (as ldd lists what a program loads). The
# servers and the command line run where there is no display.
string(REPLACE "," ";" programs "${PROGRAMS}")
foreach(program IN LISTS programs)
    execute_process(COMMAND ldd "${program}" OUTPUT_VARIABLE loads RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "ldd ${program} failed (${status})")
    endif()
    string(REGEX MATCHALL "libQt6(Widgets|Gui)[^ ]*" gui "${loads}")
    list(REMOVE_DUPLICATES gui)
    if(gui)
        message(FATAL_ERROR "${program} loads ${gui}")
    endif()
    message(STATUS "${program}: no Qt Widgets, no Qt Gui")
endforeach()
