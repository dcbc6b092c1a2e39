# cmake -DPROGRAM=path/to/foulplay-dap -DVERSION=X.Y.Z -P version.cmake
#
# `PROGRAM --version` exits 0 and prints the version on standard output,
# without a display (the IDE answers it without a window).
cmake_minimum_required(VERSION 3.16)

include("${CMAKE_CURRENT_LIST_DIR}/runprogram.cmake")
run_program("${PROGRAM}" --version)
string(FIND "${output}" " ${VERSION}\n" found)
if(found EQUAL -1)
    message(FATAL_ERROR "${PROGRAM} --version printed '${output}${errors}', not the version ${VERSION}")
endif()
string(STRIP "${output}" output)
message(STATUS "${output}")
