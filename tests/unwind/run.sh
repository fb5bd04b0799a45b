#!/bin/sh
# Tests of src/unwind with a minimal tracer (walk-driver), for both
# backends. The tracee prints, before each getppid(), the call site
# its compiler saw (__func__, __FILE__, __LINE__); walk-driver prints
# what the unwinder found while the tracee is stopped in that getppid.
#
# Usage: tests/unwind/run.sh [--bench N]
# Builds in $BUILD_DIR (default: a temporary directory).
set -u

here=$(cd "$(dirname "$0")" && pwd)
src=$here/../../src/unwind
bench=0
[ "${1:-}" = --bench ] && bench=${2:-10000}

# debuginfod would fetch 32-bit libc debuginfo from the network.
unset DEBUGINFOD_URLS

b=${BUILD_DIR:-$(mktemp -d)}
[ -n "${BUILD_DIR:-}" ] || trap 'rm -rf "$b"' EXIT
mkdir -p "$b"

pass=0
fail=0
ok() { pass=$((pass + 1)); echo "PASS: $*"; }
ko() { fail=$((fail + 1)); echo "FAIL: $*"; }

cflags="-std=gnu11 -O2 -Wall -Wextra -Werror -I$src/.."
common="$src/frame-cache.c $src/dwfl-sym.c $src/callsite.c $src/libs.c"
# libdwfl opens files through the door (dwfl-door.c, src/core/tfile.c),
# which uses core's helpers; they need nothing of config.h, nor of the
# return types' enum that the build generates (abitrace.h includes it).
: > "$b/config.h"
: > "$b/rettypes_gen.h"
cflags="$cflags -I$b"
core=$src/../core
common="$common $src/dwfl-door.c $core/tfile.c $core/util.c $core/quote.c \
	$core/strbuf.c"
uw_pkgs="libunwind-ptrace libunwind-generic libdw"

build() {
	cc $cflags -DUSE_LIBDW -o "$b/drv-libdw" "$here/walk-driver.c" \
		"$src/unwind-libdw.c" "$src/vma-check.c" $common \
		$(pkg-config --cflags --libs libdw) || return 1
	cc $cflags -DUSE_LIBUNWIND -o "$b/drv-libunwind" \
		"$here/walk-driver.c" "$src/unwind-libunwind.c" \
		"$src/proc-maps.c" "$src/upt-tables.c" $common \
		$(pkg-config --cflags --libs $uw_pkgs) || return 1
	# The no-unwinder stubs must at least build.
	cc $cflags -c -o "$b/unwind-none.o" "$src/unwind-none.c" || return 1
	cc -g -O0 -o "$b/tracee" "$here/tracee.c" -ldl -lpthread &&
	cc -g -O0 -no-pie -o "$b/tracee-nopie" "$here/tracee.c" \
		-ldl -lpthread &&
	cc -g -O0 -shared -fPIC -o "$b/plugin.so" "$here/plugin.c" ||
		return 1
	have_m32=no
	# NO_M32 (the reason) when the kernel runs no 32-bit programs.
	if [ -z "${NO_M32:-}" ] && cc -m32 -g -O0 -o "$b/tracee32" "$here/tracee.c" -ldl -lpthread &&
	   cc -m32 -g -O0 -shared -fPIC -o "$b/plugin32.so" \
		"$here/plugin.c"; then
		have_m32=yes
	fi
}

# Pair each "expect:" line with the next "site:" line; print one
# "ok|bad<TAB>expected<TAB>got<TAB>module<TAB>modoff" line per pair.
pair_sites() {
	awk '
	/^expect: / { tag = $2; want = $3 " " $4; next }
	/^site: / {
		if (tag == "") next
		got = $2
		if ($2 != "none") {
			loc = $3; sub(/^\(/, "", loc); sub(/\)$/, "", loc)
			n = split(loc, p, "/"); got = $2 " (" p[n] ")"
		}
		printf "%s\t%s\t%s\t%s\t%s\t%s\n",
		       (got == want ? "ok" : "bad"), tag, want, got, $4, $5
		tag = ""
	}'
}

# The site's [modoff] must be the address addr2line knows the line by:
# modoff - 1 is inside the call instruction.
# (sh has no locals: these use their own variable names.)
check_modoff() {
	cm_off=${2#[}
	cm_off=${cm_off%]}
	cm_line=$(addr2line -e "$1" "$(printf '0x%x' $((cm_off - 1)))")
	[ "${cm_line##*:}" = "${3##*:}" ]
}

check_run() {
	name=$1 out=$2
	if ! grep -q '^expect: ' "$out"; then
		ko "$name: tracee printed nothing"
		return
	fi
	pair_sites < "$out" > "$out.pairs"
	[ "$(grep -c '^expect: ' "$out")" = "$(wc -l < "$out.pairs")" ] ||
		ko "$name: some stops printed no site"
	while IFS="$(printf '\t')" read -r res tag want got mod off; do
		if [ "$res" != ok ]; then
			ko "$name/$tag: want $want, got $got"
		elif ! check_modoff "$mod" "$off" "${want%)}"; then
			ko "$name/$tag: $mod $off is not line ${want##*:}"
		else
			ok "$name/$tag: $got"
		fi
	done < "$out.pairs"
}

# $1: test name, $2: backend, rest: tracee command line
run_case() {
	name=$1 be=$2
	shift 2
	out="$b/$be-$name.out"
	if ! "$b/drv-$be" -- "$@" > "$out" 2>&1; then
		ko "$be/$name: driver or tracee failed (see $out)"
		return
	fi
	check_run "$be/$name" "$out"
}

# libunwind cannot walk 32-bit tracees: walks must fail, not crash.
run_m32_unsupported() {
	out="$b/libunwind-m32.out"
	if ! "$b/drv-libunwind" -- "$b/tracee32" libc > "$out" 2>&1; then
		ko "libunwind/m32: driver failed (see $out)"
	elif grep -q '^walk: failed' "$out" &&
	     grep -q '^site: none' "$out" && ! grep -q '^ > ' "$out"; then
		ok "libunwind/m32: walk fails cleanly (unsupported)"
	else
		ko "libunwind/m32: expected a clean failure (see $out)"
	fi
}

# Before main, the loader's mmaps have no user frame: the documented
# fallback is the outermost named frame, in ld.so.
run_loader_fallback() {
	be=$1
	out="$b/$be-loader.out"
	"$b/drv-$be" -n 9 -- "$b/tracee" > "$out" 2>&1
	site=$(grep -m1 '^site: ' "$out")
	case "$site" in
	"site: "*" ("*") "*/ld-linux*)
		ok "$be/loader: fallback $site" ;;
	*)	ko "$be/loader: want an ld.so frame, got '$site'" ;;
	esac
}

run_bench() {
	for be in libdw libunwind; do
		"$b/drv-$be" -b "$bench" -- "$b/tracee" libc | grep '^bench:'
		"$b/drv-$be-nocache" -b "$bench" -- "$b/tracee" libc |
			sed -n 's/^bench: /bench: no frame cache: /p'
	done
}

build_nocache() {
	cc $cflags -DUNWIND_NO_FRAME_CACHE -DUSE_LIBDW \
		-o "$b/drv-libdw-nocache" "$here/walk-driver.c" \
		"$src/unwind-libdw.c" "$src/vma-check.c" $common \
		$(pkg-config --cflags --libs libdw) &&
	cc $cflags -DUNWIND_NO_FRAME_CACHE -DUSE_LIBUNWIND \
		-o "$b/drv-libunwind-nocache" "$here/walk-driver.c" \
		"$src/unwind-libunwind.c" "$src/proc-maps.c" "$src/upt-tables.c" $common \
		$(pkg-config --cflags --libs $uw_pkgs)
}

if ! build; then
	echo "build failed"
	echo "0 passed, 1 failed"
	exit 1
fi

if [ "$bench" != 0 ]; then
	build_nocache && run_bench
	exit
fi

for be in libdw libunwind; do
	run_case pie $be "$b/tracee" libc syscall
	run_case nopie $be "$b/tracee-nopie" libc syscall
	run_case thread $be "$b/tracee" thread
	run_case dlopen $be "$b/tracee" plugin "$b/plugin.so"
	run_case execve $be "$b/tracee-nopie" libc exec "$b/tracee" syscall
	run_loader_fallback $be
done
if [ $have_m32 = yes ]; then
	run_case m32 libdw "$b/tracee32" libc syscall thread \
		plugin "$b/plugin32.so"
	run_case execve-m32 libdw "$b/tracee" libc \
		exec "$b/tracee32" libc exec "$b/tracee" syscall
	run_m32_unsupported
else
	echo "SKIP: 32-bit tracees: ${NO_M32:-cc -m32 does not work}"
fi

echo "$pass passed, $fail failed"
[ $fail = 0 ]
