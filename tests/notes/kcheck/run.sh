#!/bin/sh
# run.sh - build and run every kernel check; prints "N passed, N failed".
# Each program exits non-zero when the running kernel does not behave as
# the corresponding rule in syscalls/rules.list claims.
# As root, the programs in UNPRIV are run a second time as uid/gid 65534
# (via setpriv) so the capability rules are seen from both sides.
# Usage: run.sh [-v] [CHECK...]     (-v: show each program's output)
# KCHECK_BIN=DIR runs the programs found there instead of building them.
set -u
here=$(cd "$(dirname "$0")" && pwd)
CC=${CC:-gcc}
verbose=0
[ "${1:-}" = -v ] && { verbose=1; shift; }
UNPRIV="caps flags mode fdstate legacy privs seccomp pathcause fdkind memcause capwhy"

out=$(mktemp -d /tmp/kcheck-run-XXXXXX)
chmod 755 "$out"
helper=
. "$here/../hugepages.sh"
cleanup() { [ -n "$helper" ] && kill "$helper" 2>/dev/null; hugepages_release; rm -rf "$out"; }
trap cleanup EXIT INT TERM

if [ $# -gt 0 ]; then checks="$*"; else
	checks=$(cd "$here" && ls *.c | sed 's/\.c$//')
fi

pass=0 fail=0
run_one() {	# name label cmd...
	name=$1 label=$2; shift 2
	if "$@" >"$out/$name.log" 2>&1; then
		pass=$((pass + 1)); st=PASS
	else
		fail=$((fail + 1)); st=FAIL
	fi
	printf '%-4s %s\n' "$st" "$label"
	if [ $verbose = 1 ] || [ $st = FAIL ]; then sed 's/^/     /' "$out/$name.log"
	# what could not be checked here is always said
	else sed -n 's/^skip /     skip /p' "$out/$name.log"; fi
}

for c in $checks; do
	# KCHECK_BIN: programs built beforehand (a machine without a
	# compiler, such as the emulated arm64 one of tests/vm/).
	if [ -n "${KCHECK_BIN:-}" ] && [ -x "$KCHECK_BIN/$c" ]; then
		cp "$KCHECK_BIN/$c" "$out/$c"
	elif ! $CC -O1 -w -pthread -o "$out/$c" "$here/$c.c" 2>"$out/$c.cc"; then
		fail=$((fail + 1)); echo "FAIL $c (does not compile)"; sed 's/^/     /' "$out/$c.cc"
		continue
	fi
	# hugetlb: huge pages reserved for it (vm.nr_hugepages) and given
	# back; without them it reports each check as skipped
	[ "$c" = hugetlb ] && ! hugepages_reserve 4 &&
		echo "     (hugetlb: $hugepages_why)"
	run_one "$c" "$c" "$out/$c"
	[ "$c" = hugetlb ] && hugepages_release
	if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null && echo " $UNPRIV " | grep -q " $c "; then
		arg=
		if [ "$c" = caps ]; then
			sleep 60 & helper=$!	# a root-owned process nobody may not touch
			arg=$helper
		fi
		run_one "$c.nobody" "$c (as uid 65534)" \
			setpriv --reuid=65534 --regid=65534 --clear-groups --inh-caps=-all "$out/$c" $arg
		if [ -n "$helper" ]; then kill "$helper" 2>/dev/null; wait "$helper" 2>/dev/null; helper=; fi
	fi
done
echo "$pass passed, $fail failed"
[ $fail = 0 ]
