# Read by cpack before it makes the package (CPACK_PROJECT_CONFIG_FILE).
# A Debian package names a maintainer who can be written to: there is no
# made-up one, so without one there is no package.
if(NOT CPACK_PACKAGE_CONTACT)
    message(FATAL_ERROR "The package needs a maintainer, the person who builds it: set DEBFULLNAME and DEBEMAIL "
                        "(or git's user.name and user.email) and configure again, or configure with "
                        "-DFOULPLAY_PACKAGE_MAINTAINER=\"Name <address>\".")
endif()
