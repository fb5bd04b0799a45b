#!/bin/sh
# The README's quick start:
#   ./build.sh demo    install build dependencies, build, trace the demo
#   ./build.sh check   build (if needed) and run the test suite
#   ./build.sh vm-check the test suite on arm64 and on x86_64 kernels with
#                      and without ia32, in emulated machines
#                      (tests/vm/vm-check.sh; x86_64 host, as root;
#                      VM_ONLY=arm64|x86 for one of them)
# Other targets: build, headers (the build against each linux-libc-dev
# the mirror offers, and with clang), sanitize (the suite under
# ASan+UBSan), fuzz
# [SECONDS] (the libFuzzer harnesses, 25 s each, the decoders' 35 s,
# and their coverage),
# bench, distcheck. Needs root only to install missing Debian packages.
#   ./build.sh static  one self-contained abitrace, no shared libraries
#                      (build-static/src/abitrace), tested in a chroot
#   ./build.sh deb     the Debian package (build-deb/*.deb), from the
#                      dist tarball, with bash and zsh completions
#   ./build.sh deb-check  deb, then installs it in a clean bookworm
#                      chroot (debootstrap, cached in build-deb/) and
#                      traces a program there
set -eu
cd "$(dirname "$0")"
top=$(pwd)

DEPS="build-essential autoconf automake pkg-config gawk libelf-dev
libdw-dev libunwind-dev gcc-multilib strace python3 procps util-linux
manpages-dev libseccomp-dev jq"

# The test suite also opens the --report page in a browser
# (tests/output/report-html.test), and builds a tracee with clang
# (tests/unwind/callsite-clang.test): check and sanitize install them.
CHECK_DEPS="chromium clang"

# The Debian package (./build.sh deb, deb-check): the packaging tools, and
# debootstrap for the clean chroot the package is installed in.
DEB_DEPS="dpkg-dev debhelper fakeroot bash-completion debootstrap"
DEB_MIRROR=${DEB_MIRROR:-http://deb.debian.org/debian}
# Where deb-check keeps its debootstrapped bookworm (CI keeps it outside
# the clone, so that later runs on the same machine reuse it).
DEB_CHROOT_CACHE=${DEB_CHROOT_CACHE:-$top/build-deb}

# The libFuzzer harnesses (./build.sh fuzz) need clang, its runtime
# and llvm-cov; only that target installs them.
FUZZ_DEPS="clang-14 libclang-rt-14-dev llvm-14"

install_deps() {
	missing=
	# Installed for this machine's architecture (or for all): a foreign
	# architecture's package of the same name (an earlier vm-check
	# installed some) does not count.
	native=$(dpkg --print-architecture)
	for p in $DEPS; do
		dpkg-query -W -f='${Status} ${Architecture}\n' "$p" 2>/dev/null |
			grep -Eq "ok installed ($native|all)$" || missing="$missing $p"
	done
	[ -z "$missing" ] && return 0
	if [ "$(id -u)" != 0 ]; then
		echo "build.sh: missing packages:$missing (run as root to install)" >&2
		exit 1
	fi
	echo "build.sh: installing$missing"
	# An index that fails (a foreign architecture's, mid-sync on the
	# mirror) leaves the older ones; the install says what it lacks.
	apt-get update -qq ||
		echo "build.sh: apt-get update failed in part; going on with the indexes there are" >&2
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
		--no-install-recommends $missing >/dev/null
}

# configure_in DIR [CONFIGURE-ARGS]: a build tree, reconfigured when the
# build system changed.
configure_in() {
	dir=$1; shift
	if [ ! -f configure ] || [ configure.ac -nt configure ] ||
	   [ Makefile.am -nt configure ] ||
	   [ ! -f src/output/backends.am ]; then
		./bootstrap
	fi
	if [ ! -f "$dir/Makefile" ] || [ configure -nt "$dir/Makefile" ]; then
		mkdir -p "$dir"
		(cd "$dir" && "$top/configure" -q "$@")
	fi
}

# A static abitrace, the way a static strace is copied into a container:
# glibc, libelf and libdw (-k) with libdw's compression libraries, all
# linked in (pkg-config --static names libdw's and libelf's own).
# tests/tree/static.test, which skips in the dynamic trees, runs it in a chroot.
static_build() {
	install_deps
	configure_in build-static LDFLAGS=-static \
		PKG_CONFIG="pkg-config --static"
	make -s -C build-static -j"$(nproc)"
	if ldd build-static/src/abitrace >/dev/null 2>&1; then
		echo "build.sh: build-static/src/abitrace is not static" >&2
		return 1
	fi
	# Only its test, and only the tracee that test needs.
	make -C build-static check TESTS=tests/tree/static.test \
		check_PROGRAMS=tests/tracees/static-tracee
}

# The Debian package, built in build-deb/pkg/ from the dist tarball with
# debian/ added, never in this tree: an in-tree configure would stop the
# build trees here from configuring, and dpkg-buildpackage writes to the
# parent directory.
deb() {
	DEPS="$DEPS $DEB_DEPS"; build
	v=$(sed -n 's/^AC_INIT(\[abitrace\], \[\([^]]*\)\].*/\1/p' configure.ac)
	head -n 1 debian/changelog | grep -q "^abitrace ($v-" || {
		echo "build.sh: debian/changelog is not for version $v" >&2
		return 1
	}
	make -s -C build dist
	rm -rf build-deb/pkg
	mkdir -p build-deb/pkg
	mv "build/abitrace-$v.tar.gz" "build-deb/pkg/abitrace_$v.orig.tar.gz"
	tar -C build-deb/pkg -xzf "build-deb/pkg/abitrace_$v.orig.tar.gz"
	cp -r debian "build-deb/pkg/abitrace-$v/"
	(cd "build-deb/pkg/abitrace-$v" && dpkg-buildpackage -us -uc -b)
	ls build-deb/pkg/*.deb
}

# deb, then the package installed in a clean bookworm: a minimal
# debootstrap, made once and kept as build-deb/bookworm.tar, is unpacked
# afresh into build-deb/root; dpkg -i there, apt-get install -f for the
# dependencies, and debian/tests/smoke (a trace of getpid).
deb_check() {
	deb
	tarball=$DEB_CHROOT_CACHE/bookworm.tar
	mkdir -p "$DEB_CHROOT_CACHE"
	if [ ! -f "$tarball" ]; then
		rm -rf build-deb/bookworm.new
		debootstrap --variant=minbase bookworm build-deb/bookworm.new \
			"$DEB_MIRROR"
		tar -C build-deb/bookworm.new -cf "$tarball.tmp" .
		mv "$tarball.tmp" "$tarball"
		rm -rf build-deb/bookworm.new
	fi
	root=$top/build-deb/root
	rm -rf "$root"
	mkdir -p "$root"
	tar -C "$root" -xf "$tarball"
	cp build-deb/pkg/abitrace_*.deb debian/tests/smoke "$root/tmp/"
	cp /etc/resolv.conf "$root/etc/"
	# /proc for apt and abitrace, in a mount namespace of its own so
	# that nothing stays mounted.
	unshare -m sh -c 'mount -t proc proc "$1/proc" && chroot "$1" sh -c "
		export DEBIAN_FRONTEND=noninteractive
		apt-get update -qq &&
		{ dpkg -i /tmp/abitrace_*.deb ||
		  apt-get install -f -y -qq -o Dpkg::Use-Pty=0; } &&
		dpkg -s abitrace | grep -q \"^Status: install ok installed\" &&
		/tmp/smoke"' sh "$root"
}

build() {
	install_deps
	configure_in build
	make -s -C build -j"$(nproc)"
}

# The tests whose outcome can depend on the unwinder: those that look
# at call sites or stacks (-k, "[at ...]", lib.sh's unwinder and
# expect_no_sites), and the notes, reports, pages, profiles and
# timelines that carry them. Found in the scripts, so a new test joins
# by what it does.
unwinder_tests() {
	(cd "$top" && grep -lE -- \
		'(^|[ "])-k|stack|\[at |unwind|expect_no_sites|notes|report|lint|seccomp-profile|timeline|callsite' \
		$(find tests -name '*.test' | sort)) | tr '\n' ' '
}

# Those tests again with the other unwinder and with none, so that every
# configuration is proven on every run: tests that need call sites adapt
# (notes without sites) or skip with a reason. (The rest of the suite
# does not change with the unwinder, and runs in the first tree.)
check_tree() {	# DIR CONFIGURE-ARGS...
	dir=$1; shift
	configure_in "$dir" "$@"
	make -s -C "$dir" -j"$(nproc)"
	make -C "$dir" -j"$(nproc)" check TESTS="$(unwinder_tests)"
}

# What the running kernel let the tests do (tests/lib.sh's probes), which
# tests skipped and which parts of tests were left out, and why: a skip
# is never read as a pass.
kernel_report() {	# BUILD-DIR
	echo "== kernel $(uname -r) ($(uname -m)): what the tests could use"
	(top_builddir=$top/$1 srcdir=$top/tests
	 . "$top/tests/lib.sh"
	 for f in m32 int80 x32 userns perf io_uring hugepages seccomp_notify root; do
		case $f in int80|x32) [ "$(uname -m)" = x86_64 ] || continue ;; esac
		if have $f; then echo "  $f: yes"; else echo "  $f: no: $why"; fi
	 done)
	echo "== tests skipped, and why"
	for log in $(grep -l '^:test-result: SKIP' "$top"/build*/tests/*.trs \
		"$top"/build*/tests/*/*.trs 2>/dev/null); do
		echo "  ${log#"$top"/}: $(grep -m1 '^SKIP: ' "${log%.trs}.log" | cut -c7-)"
	done
	echo "== parts of tests left out, and why"
	cat "$top"/build*/tests/skipped-parts.txt 2>/dev/null | sort | uniq -c |
		sed 's/^ *\([0-9]*\) \(.*\)/  \2 (x\1)/'
}

# abitrace carries the kernel UAPI headers it decodes (uapi/), so the
# host's linux-libc-dev must not matter: build it, warning-free
# (-Werror), against each version of that package the mirror offers,
# unpacked into a sysroot of its own (the host's installed one is what
# `build` uses), and with clang. The test tracees, which do use the
# host's headers, are built too (with warnings allowed).
check_headers() {
	cache=$top/build-headers
	mkdir -p "$cache/debs"
	hrc=0
	vers=$(apt-cache madison linux-libc-dev |
		awk -F'|' '{ gsub(/ /, "", $2); print $2 }' | sort -u)
	[ -n "$vers" ] || { echo "build.sh: the mirror offers no linux-libc-dev (apt-get update?)" >&2; return 1; }
	multiarch=$(gcc -print-multiarch)
	for v in $vers; do
		root=$cache/root-$v
		if [ ! -d "$root/usr/include/linux" ]; then
			(cd "$cache/debs" && apt-get download -q -o APT::Sandbox::User=root "linux-libc-dev=$v" \
				> /dev/null) || { echo "headers $v: download failed" >&2; hrc=1; continue; }
			dpkg-deb -x "$cache/debs/linux-libc-dev_${v}_"*.deb "$root"
		fi
		headers_tree "linux-libc-dev $v" "$cache/gcc-$v" \
			CPPFLAGS="-isystem $root/usr/include -isystem $root/usr/include/$multiarch" || hrc=1
	done
	headers_tree "clang $(clang --version | sed -n '1s/.*version \([0-9.]*\).*/\1/p')" \
		"$cache/clang" CC=clang || hrc=1
	return $hrc
}

headers_tree() {	# WHAT DIR CONFIGURE-ARGS...
	what=$1; shift
	dir=$1
	configure_in "$@"
	if make -s -C "$dir" -j"$(nproc)" CFLAGS="-g -O2 -Werror" all > "$dir/build.log" 2>&1 &&
	   make -s -C "$dir" -j"$(nproc)" check TESTS= >> "$dir/build.log" 2>&1; then
		echo "build.sh: $what: abitrace and the tracees build, no warnings"
		return 0
	fi
	grep -E 'error|warning' "$dir/build.log" | head -20 >&2
	echo "build.sh: $what: FAILED (see $dir/build.log)" >&2
	return 1
}

# The whole suite against an abitrace built with ASan and UBSan; the
# tracees are built as usual (configure.ac keeps the flags off them).
# Any report fails: halt_on_error, and the reports, written to files,
# are looked for even when a test did not read abitrace's stderr.
check_sanitized() {
	configure_in build-asan --enable-sanitizers
	make -s -C build-asan -j"$(nproc)"
	logs=$top/build-asan/sanitizer-logs
	rm -rf "$logs"
	mkdir -p "$logs"
	src=0
	ASAN_OPTIONS=halt_on_error=1:detect_leaks=1:exitcode=86:log_path=$logs/asan \
	UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1:exitcode=86:log_path=$logs/ubsan \
		make -C build-asan -j"$(nproc)" check || src=$?
	if [ -n "$(ls "$logs")" ]; then
		echo "build.sh: sanitizer reports in $logs:" >&2
		head -n 40 "$logs"/* >&2
		src=1
	fi
	return $src
}

case "${1:-build}" in
build)	build ;;
demo)	build; make -s -C build demo ;;
# install [--prefix=DIR]: the binary, man page and completions under DIR
# (default /usr/local); nothing built depends on the prefix, so the one
# build tree serves any.
install) shift; prefix=/usr/local
	for a in "$@"; do
		case $a in
		--prefix=?*) prefix=${a#--prefix=} ;;
		*) echo "build.sh: install takes --prefix=DIR, not '$a'" >&2
		   exit 1 ;;
		esac
	done
	build
	make -s -C build install prefix="$prefix"
	echo "build.sh: installed $prefix/bin/abitrace" ;;
check)	DEPS="$DEPS $CHECK_DEPS"; build
	rc=0
	rm -f build*/tests/skipped-parts.txt
	make -C build -j"$(nproc)" check || rc=$?
	check_tree build-libunwind --with-unwinder=libunwind || rc=$?
	check_tree build-none --with-unwinder=none || rc=$?
	kernel_report build
	exit $rc ;;
sanitize) DEPS="$DEPS $CHECK_DEPS"; install_deps; check_sanitized ;;
fuzz)	DEPS="$DEPS $FUZZ_DEPS"; build; shift
	exec "$top/tests/fuzz/libfuzzer/run" -c "${1:-25}" ;;
bench)	build; shift; exec "$top/bench/run" "$@" ;;
headers) DEPS="$DEPS clang"; install_deps; check_headers ;;
vm-check) install_deps; shift; exec "$top/tests/vm/vm-check.sh" "$@" ;;
distcheck) build; make -C build distcheck ;;
static)	static_build ;;
deb)	deb ;;
deb-check) deb_check ;;
*)	echo "usage: ./build.sh [build|demo|install [--prefix=DIR]|check|headers|sanitize|fuzz|vm-check|bench|distcheck|static|deb|deb-check]" >&2
	exit 1 ;;
esac
