# cmake -DPROGRAM=path/to/foulplay-cli -DNAME=foulplay-cli -DPAGE=man/foulplay-cli.1 -P manpage.cmake
#
# A manual page and its program's --help name the same options and commands:
# every option (-x, --xyz) and every command (NAME WORD, as in
# "foulplay-cli run") of `NAME --help` appears in the page, and every one of
# the page appears in --help. Fails with the difference.
cmake_minimum_required(VERSION 3.16)

foreach(variable PROGRAM NAME PAGE)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "manpage.cmake needs -D${variable}=...")
    endif()
endforeach()

# --help needs no display (the IDE answers it without a window); foulplay-dap
# and foulplay-lsp print it on standard error.
include("${CMAKE_CURRENT_LIST_DIR}/runprogram.cmake")
run_program("${PROGRAM}" --help)
set(help "${output}${errors}")

file(READ "${PAGE}" page)
# The page as its reader sees it: roff's minus as a hyphen, no font changes.
string(REPLACE "\\-" "-" page "${page}")
string(REGEX REPLACE "\\\\f[BIRP]" "" page "${page}")
string(REPLACE "\\&" "" page "${page}")

# The options and commands a text names, sorted, each once. A command is
# NAME and a word at the start of a line ("  foulplay-cli run PROGRAM").
function(words_of text result)
    # Brackets and semicolons would upset CMake's lists, and name nothing.
    string(REGEX REPLACE "[][;]" " " text "${text}")
    set(words)
    string(REGEX MATCHALL "(^|[^A-Za-z0-9_-])--?[A-Za-z][A-Za-z0-9-]*" options "${text}")
    foreach(option IN LISTS options)
        string(REGEX REPLACE "^[^-]" "" option "${option}")
        list(APPEND words "${option}")
    endforeach()
    string(REGEX MATCHALL "(^|\n)[ \t]*${NAME} [a-z]+" commands "${text}")
    foreach(command IN LISTS commands)
        string(STRIP "${command}" command)
        list(APPEND words "${command}")
    endforeach()
    list(REMOVE_DUPLICATES words)
    list(SORT words)
    set(${result} "${words}" PARENT_SCOPE)
endfunction()

words_of("${help}" in_help)
words_of("${page}" in_page)
if(NOT in_help)
    message(FATAL_ERROR "${NAME} --help names no option:\n${help}")
endif()
set(missing ${in_help})
list(REMOVE_ITEM missing ${in_page})
set(extra ${in_page})
list(REMOVE_ITEM extra ${in_help})
if(missing OR extra)
    list(JOIN missing ", " missing)
    list(JOIN extra ", " extra)
    message(FATAL_ERROR "${PAGE} and ${NAME} --help differ.\n"
                        "  in --help, not in the page: ${missing}\n"
                        "  in the page, not in --help: ${extra}")
endif()
list(JOIN in_help ", " named)
message(STATUS "${NAME}: the page and --help name the same: ${named}")
