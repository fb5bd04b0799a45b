#!/bin/sh
# The README's quick start:
#   ./build.sh demo    install build dependencies, build, trace the demo
#   ./build.sh check   build (if needed) and run the test suite
#   ./build.sh vm-check the test suite on arm64 and on x86_64 kernels with
#                      and without ia32, in emulated machines
#                      (tests/vm/vm-check.sh; x86_64 host, as root;
#                      VM_ONLY=arm64|x86 for one of them)
# Other targets: build, sanitize (the suite under ASan+UBSan), fuzz
# [SECONDS] (the libFuzzer harnesses, 25 s each, the decoders' 35 s,
# and their coverage),
# bench, distcheck. Needs root only to install missing Debian packages.
set -eu
cd "$(dirname "$0")"
top=$(pwd)

DEPS="build-essential autoconf automake pkg-config gawk libelf-dev
libdw-dev libunwind-dev gcc-multilib strace python3 procps util-linux
manpages-dev libseccomp-dev jq"

# The test suite also opens the --report page in a browser
# (tests/report-html.test): check and sanitize install it.
CHECK_DEPS="chromium"

# The libFuzzer harnesses (./build.sh fuzz) need clang, its runtime
# and llvm-cov; only that target installs them.
FUZZ_DEPS="clang-14 libclang-rt-14-dev llvm-14"

install_deps() {
	missing=
	for p in $DEPS; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null |
			grep -q "ok installed" || missing="$missing $p"
	done
	[ -z "$missing" ] && return 0
	if [ "$(id -u)" != 0 ]; then
		echo "build.sh: missing packages:$missing (run as root to install)" >&2
		exit 1
	fi
	echo "build.sh: installing$missing"
	apt-get update -qq
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

build() {
	install_deps
	configure_in build
	make -s -C build -j"$(nproc)"
}

# The whole suite again with the other unwinder and with none, so that
# every configuration is proven on every run: tests that need call sites
# adapt (notes without sites) or skip with a reason.
check_tree() {	# DIR CONFIGURE-ARGS...
	dir=$1; shift
	configure_in "$dir" "$@"
	make -s -C "$dir" -j"$(nproc)"
	make -C "$dir" -j"$(nproc)" check
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
check)	DEPS="$DEPS $CHECK_DEPS"; build
	rc=0
	make -C build -j"$(nproc)" check || rc=$?
	check_tree build-libunwind --with-unwinder=libunwind || rc=$?
	check_tree build-none --with-unwinder=none || rc=$?
	exit $rc ;;
sanitize) DEPS="$DEPS $CHECK_DEPS"; install_deps; check_sanitized ;;
fuzz)	DEPS="$DEPS $FUZZ_DEPS"; build; shift
	exec "$top/tests/fuzz/libfuzzer/run" -c "${1:-25}" ;;
bench)	build; shift; exec "$top/bench/run" "$@" ;;
vm-check) install_deps; shift; exec "$top/tests/vm/vm-check.sh" "$@" ;;
distcheck) build; make -C build distcheck ;;
*)	echo "usage: ./build.sh [build|demo|check|sanitize|fuzz|vm-check|bench|distcheck]" >&2
	exit 1 ;;
esac
