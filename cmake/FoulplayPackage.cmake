# The Debian package: `cpack -G DEB` in a build folder makes
# foulplay_VERSION_ARCH.deb from what `cmake --install` installs, with its
# Depends worked out by dpkg-shlibdeps. .ci/run-package builds one, checks it
# with lintian and installs it into a fresh Debian 12 tree.
include(GNUInstallDirs)

set(foulplay_doc_dir "${CMAKE_INSTALL_DATADIR}/doc/foulplay")

# The package's maintainer is whoever builds it, as Debian's tools name
# them: DEBFULLNAME and DEBEMAIL, else the name and address git has for the
# checkout. -DFOULPLAY_PACKAGE_MAINTAINER="Name <address>" sets it outright.
# Without any, cpack refuses to make the package (FoulplayPackageConfig.cmake).
if(NOT FOULPLAY_PACKAGE_MAINTAINER)
    set(maintainer_name "$ENV{DEBFULLNAME}")
    set(maintainer_address "$ENV{DEBEMAIL}")
    find_program(FOULPLAY_GIT git)
    foreach(field name address)
        if(NOT maintainer_${field} AND FOULPLAY_GIT)
            set(key user.name)
            if(field STREQUAL "address")
                set(key user.email)
            endif()
            execute_process(COMMAND "${FOULPLAY_GIT}" -C "${PROJECT_SOURCE_DIR}" config ${key}
                            OUTPUT_VARIABLE maintainer_${field} OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
        endif()
    endforeach()
    if(maintainer_name AND maintainer_address)
        set(FOULPLAY_PACKAGE_MAINTAINER "${maintainer_name} <${maintainer_address}>")
    endif()
endif()
set(FOULPLAY_PACKAGE_MAINTAINER "${FOULPLAY_PACKAGE_MAINTAINER}"
    CACHE STRING "The Debian package's maintainer, \"Name <address>\" (default: DEBFULLNAME and DEBEMAIL, or git's user)")
set(foulplay_changelog_maintainer "${FOULPLAY_PACKAGE_MAINTAINER}")
if(NOT foulplay_changelog_maintainer)
    set(foulplay_changelog_maintainer "unknown <unknown>")
endif()

# Debian's copyright file (machine-readable format) states the licence and
# points to its text in /usr/share/common-licenses, as Debian policy asks.
set(foulplay_copyright "${CMAKE_CURRENT_BINARY_DIR}/package/copyright")
file(WRITE "${foulplay_copyright}"
"Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Foul Play

Files: *
Copyright: 2026 The Foul Play developers
License: GPL-3+

Files: resources/foulplay.metainfo.xml
Copyright: 2026 The Foul Play developers
License: CC0-1.0
Comment: AppStream asks for a permissive licence for the metadata itself; the
 program it describes is GPL-3+.

License: GPL-3+
 This program is free software: you can redistribute it and/or modify
 it under the terms of the GNU General Public License as published by
 the Free Software Foundation, either version 3 of the License, or
 (at your option) any later version.
 .
 This program is distributed in the hope that it will be useful,
 but WITHOUT ANY WARRANTY; without even the implied warranty of
 MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
 GNU General Public License for more details.
 .
 On Debian systems, the complete text of the GNU General Public License
 version 3 can be found in /usr/share/common-licenses/GPL-3.

License: CC0-1.0
 To the extent possible under law, the authors have waived all copyright and
 related or neighbouring rights to this file.
 .
 On Debian systems, the complete text of the CC0 1.0 Universal licence can be
 found in /usr/share/common-licenses/CC0-1.0.
")

# A native package's changelog, compressed as Debian policy asks (no name or
# time stamp in the gzip header, so the package is reproducible).
set(foulplay_changelog "${CMAKE_CURRENT_BINARY_DIR}/package/changelog")
file(WRITE "${foulplay_changelog}"
"foulplay (${PROJECT_VERSION}) unstable; urgency=medium

  * Foul Play ${PROJECT_VERSION}.

 -- ${foulplay_changelog_maintainer}  Fri, 04 Dec 2026 12:00:00 +0000
")
execute_process(COMMAND gzip -n -9 -c "${foulplay_changelog}"
                OUTPUT_FILE "${foulplay_changelog}.gz" RESULT_VARIABLE gzip_result)
if(NOT gzip_result EQUAL 0)
    message(FATAL_ERROR "gzip could not compress ${foulplay_changelog}")
endif()
install(FILES "${foulplay_copyright}" "${foulplay_changelog}.gz" DESTINATION "${foulplay_doc_dir}")

# The manual pages of the four programs, each made from its source in
# resources/man (a little Markdown, see FoulplayManPage.cmake) and installed
# compressed. The tests tst_manpage_PROGRAM check each against its --help.
set(foulplay_man_dir "${CMAKE_CURRENT_BINARY_DIR}/man")
set(foulplay_man_pages)
foreach(program foulplay foulplay-cli foulplay-dap foulplay-lsp)
    set(page "${foulplay_man_dir}/${program}.1")
    add_custom_command(OUTPUT "${page}" "${page}.gz"
        COMMAND "${CMAKE_COMMAND}" -E make_directory "${foulplay_man_dir}"
        COMMAND "${CMAKE_COMMAND}" "-DSOURCE=${PROJECT_SOURCE_DIR}/resources/man/${program}.1.md" "-DOUTPUT=${page}"
                "-DGZIP_OUTPUT=${page}.gz" "-DVERSION=${PROJECT_VERSION}"
                -P "${PROJECT_SOURCE_DIR}/cmake/FoulplayManPage.cmake"
        DEPENDS "${PROJECT_SOURCE_DIR}/resources/man/${program}.1.md" "${PROJECT_SOURCE_DIR}/cmake/FoulplayManPage.cmake"
        COMMENT "Making the manual page ${program}(1)"
        VERBATIM)
    list(APPEND foulplay_man_pages "${page}" "${page}.gz")
    install(FILES "${page}.gz" DESTINATION "${CMAKE_INSTALL_MANDIR}/man1")
endforeach()
add_custom_target(foulplay-man-pages ALL DEPENDS ${foulplay_man_pages})
# Built with the programs, so that installing them (and cpack) finds the pages.
foreach(program foulplay foulplay-cli foulplay-dap foulplay-lsp)
    add_dependencies(${program} foulplay-man-pages)
endforeach()

# The bundled examples and the manual, readable without the IDE.
install(DIRECTORY "${PROJECT_SOURCE_DIR}/resources/examples/" DESTINATION "${CMAKE_INSTALL_DATADIR}/foulplay/examples")
install(DIRECTORY "${PROJECT_SOURCE_DIR}/docs/" DESTINATION "${foulplay_doc_dir}/manual")

# Directories the package makes are 0755 whatever the umask of the build.
set(CMAKE_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME foulplay)
set(CPACK_PACKAGE_VENDOR "Foul Play")
set(CPACK_PACKAGE_CONTACT "${FOULPLAY_PACKAGE_MAINTAINER}")
set(CPACK_PROJECT_CONFIG_FILE "${PROJECT_SOURCE_DIR}/cmake/FoulplayPackageConfig.cmake")
# The GPL's text is in /usr/share/common-licenses, which the copyright file
# names: the package leaves out the copy `cmake --install` puts beside it.
set(CPACK_PRE_BUILD_SCRIPTS "${PROJECT_SOURCE_DIR}/cmake/FoulplayPackageFiles.cmake")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "IDE and visual debugger for Unfair, Cheat and FukYorBrane")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# No Homepage field: the project has no public home yet.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The libraries come from dpkg-shlibdeps; Qt's platform plugins (loaded at
# run time, so no library names them) are needed for a window at all.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
# Qt's own buttons and dialogs in the user's language (the IDE loads them
# when they are installed).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# The long description Debian shows under the summary: CPack puts
# CPACK_PACKAGE_DESCRIPTION_SUMMARY first, indents each line by one space
# and turns the empty line between paragraphs into " .".
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Foul Play writes, runs and debugs programs in three esoteric languages:
Unfair, the counting game with parallel universes; Cheat, the counting game
where players cheat and call cheat; and FukYorBrane, where two programs
battle by editing each other.

It has an editor with live error messages and completion, breakpoints with
conditions, stepping forwards and backwards through time, inspectors for
each language and a battle view. foulplay-cli runs programs, battles and
hills from the command line; foulplay-dap and foulplay-lsp serve the Debug
Adapter Protocol and the Language Server Protocol to other editors.")
include(CPack)
