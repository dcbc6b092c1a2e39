# run_program(PROGRAM ARGUMENT... ) runs PROGRAM without a display (no DISPLAY,
# WAYLAND_DISPLAY or QT_QPA_PLATFORM: what needs no window must not need one)
# and sets `output` and `errors` in the caller to its standard output and
# error. Fails unless it exits 0.
function(run_program program)
    execute_process(COMMAND "${CMAKE_COMMAND}" -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY --unset=QT_QPA_PLATFORM
                            "${program}" ${ARGN}
                    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
        list(JOIN ARGN " " arguments)
        message(FATAL_ERROR "${program} ${arguments} exited with ${status}:\n${out}${err}")
    endif()
    set(output "${out}" PARENT_SCOPE)
    set(errors "${err}" PARENT_SCOPE)
endfunction()
