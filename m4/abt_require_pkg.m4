# ABT_REQUIRE_PKG(VARIABLE-PREFIX, MODULES, DEBIAN-PACKAGE)
# Like PKG_CHECK_MODULES, but a missing library stops configure with one
# line that names the Debian package to install.
AC_DEFUN([ABT_REQUIRE_PKG], [
	PKG_CHECK_MODULES([$1], [$2], [],
		[AC_MSG_ERROR([$2 not found: install the Debian package $3 (apt-get install $3)])])
])
