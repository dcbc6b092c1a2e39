# Run by cpack after it has installed the package's files into its staging
# folder and before it packs them (CPACK_PRE_BUILD_SCRIPTS): the GPL's text
# stays out of the package, whose copyright file points to Debian's copy in
# /usr/share/common-licenses/GPL-3 (lintian: extra-license-file).
file(GLOB_RECURSE licence_copies "${CPACK_TEMPORARY_INSTALL_DIRECTORY}/*/share/doc/foulplay/COPYING")
if(NOT licence_copies)
    message(FATAL_ERROR "no share/doc/foulplay/COPYING under ${CPACK_TEMPORARY_INSTALL_DIRECTORY}")
endif()
file(REMOVE ${licence_copies})
