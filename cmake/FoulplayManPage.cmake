# cmake -DSOURCE=resources/man/PROGRAM.1.md -DOUTPUT=PROGRAM.1 -DVERSION=X.Y.Z
#       [-DGZIP_OUTPUT=PROGRAM.1.gz] -P FoulplayManPage.cmake
#
# Turns a manual page written in a small part of Markdown into roff, the
# language of man(1). The source, line by line:
#   % PROGRAM SECTION         the title (first line)
#   # HEADING                 a section (NAME, SYNOPSIS, ...)
#   ## HEADING                a subsection
#   TERM                      a line followed by a ":   TEXT" line: an
#   :   TEXT                  indented paragraph under TERM (an option); lines
#       MORE TEXT             indented by four spaces continue it
#   (four spaces) TEXT        elsewhere: a line shown as it is (an example)
#   TEXT                      a paragraph; an empty line ends it
# and in any text **bold**, *italic* and `bold`. Hyphens become \- (roff's
# minus, which man pages use for options), and a backslash \e.
cmake_minimum_required(VERSION 3.16)

foreach(variable SOURCE OUTPUT VERSION)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "FoulplayManPage.cmake needs -D${variable}=...")
    endif()
endforeach()

# One list element a line: semicolons and brackets, which CMake's lists
# treat specially, are kept out of the way until the end.
file(READ "${SOURCE}" source)
string(REPLACE ";" "@SEMICOLON@" source "${source}")
string(REPLACE "[" "@OPEN@" source "${source}")
string(REPLACE "]" "@CLOSE@" source "${source}")
string(REGEX REPLACE "\n$" "" source "${source}")
string(REPLACE "\n" ";" lines "${source}")

# Escapes text for roff and turns the inline marks into font changes.
function(roff_text text result)
    string(REPLACE "\\" "\\e" text "${text}")
    string(REPLACE "-" "\\-" text "${text}")
    string(REGEX REPLACE "\\*\\*([^*]+)\\*\\*" "\\\\fB\\1\\\\fR" text "${text}")
    string(REGEX REPLACE "`([^`]+)`" "\\\\fB\\1\\\\fR" text "${text}")
    string(REGEX REPLACE "\\*([^*]+)\\*" "\\\\fI\\1\\\\fR" text "${text}")
    # A line that starts with a dot or an apostrophe would be a request.
    string(REGEX REPLACE "^([.'])" "\\\\&\\1" text "${text}")
    set(${result} "${text}" PARENT_SCOPE)
endfunction()

list(LENGTH lines count)
set(roff "")
set(state "") # "" between blocks, "text" in a paragraph, "example" in an example
set(index 0)
while(index LESS count)
    list(GET lines ${index} line)
    math(EXPR next "${index} + 1")
    set(following "")
    if(next LESS count)
        list(GET lines ${next} following)
    endif()
    if(index EQUAL 0)
        if(NOT line MATCHES "^% ([^ ]+) ([0-9])$")
            message(FATAL_ERROR "${SOURCE}:1: the first line must be '% PROGRAM SECTION'")
        endif()
        string(TOUPPER "${CMAKE_MATCH_1}" title)
        string(REPLACE "-" "\\-" title "${title}")
        string(APPEND roff ".TH ${title} ${CMAKE_MATCH_2} \"\" \"Foul Play ${VERSION}\" \"Foul Play\"\n")
    elseif(line STREQUAL "")
        if(state STREQUAL "example")
            string(APPEND roff ".fi\n.RE\n")
        endif()
        set(state "")
    elseif(line MATCHES "^## (.+)$")
        roff_text("${CMAKE_MATCH_1}" text)
        string(APPEND roff ".SS \"${text}\"\n")
        set(state "")
    elseif(line MATCHES "^# (.+)$")
        roff_text("${CMAKE_MATCH_1}" text)
        string(APPEND roff ".SH \"${text}\"\n")
        set(state "")
    elseif(following MATCHES "^:   ")
        roff_text("${line}" text)
        string(APPEND roff ".TP\n${text}\n")
        set(state "term")
    elseif(line MATCHES "^:   (.+)$")
        roff_text("${CMAKE_MATCH_1}" text)
        string(APPEND roff "${text}\n")
        set(state "definition")
    elseif(line MATCHES "^    (.+)$" AND state STREQUAL "definition")
        roff_text("${CMAKE_MATCH_1}" text)
        string(APPEND roff "${text}\n")
    elseif(line MATCHES "^    (.*)$")
        if(NOT state STREQUAL "example")
            string(APPEND roff ".PP\n.RS 4\n.nf\n")
            set(state "example")
        endif()
        string(REPLACE "\\" "\\e" text "${CMAKE_MATCH_1}")
        string(REPLACE "-" "\\-" text "${text}")
        string(REGEX REPLACE "^([.'])" "\\\\&\\1" text "${text}")
        string(APPEND roff "${text}\n")
    else()
        roff_text("${line}" text)
        if(NOT state STREQUAL "text")
            string(APPEND roff ".PP\n")
            set(state "text")
        endif()
        string(APPEND roff "${text}\n")
    endif()
    set(index ${next})
endwhile()
if(state STREQUAL "example")
    string(APPEND roff ".fi\n.RE\n")
endif()

string(REPLACE "@SEMICOLON@" ";" roff "${roff}")
string(REPLACE "@OPEN@" "[" roff "${roff}")
string(REPLACE "@CLOSE@" "]" roff "${roff}")
file(WRITE "${OUTPUT}" "${roff}")

# Compressed as Debian policy asks, with no name or time stamp in the gzip
# header, so the package is reproducible.
if(DEFINED GZIP_OUTPUT)
    execute_process(COMMAND gzip -n -9 -c "${OUTPUT}" OUTPUT_FILE "${GZIP_OUTPUT}" RESULT_VARIABLE gzip_result)
    if(NOT gzip_result EQUAL 0)
        message(FATAL_ERROR "gzip could not compress ${OUTPUT}")
    endif()
endif()
