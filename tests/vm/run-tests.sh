#!/bin/bash
# Runs abitrace's tests inside the arm64 machine the way automake's test
# driver does (srcdir, top_builddir; exit 0 pass, 77 skip, 99 error),
# one at a time, and prints for the host:
#   @@abt uname KERNEL MACHINE PAGESIZE
#   @@abt result NAME PASS|FAIL|ERROR|SKIP[: why]
#   @@abt log-begin NAME ... @@abt log-end      (for what failed)
# usage: run-tests.sh [VAR=VALUE...] [TEST...]   (default: every test in /abt/tests.list)
src=/abt/src
export srcdir=$src/tests top_builddir=/abt/build
# The tests that need a compiler at run time skip (none in this machine).
export CC=/nonexistent-cc
TIMEOUT=${TIMEOUT:-900}

# Leading VAR=VALUE arguments are settings for the tests.
while [ $# -gt 0 ]; do
	case $1 in *=*) export "${1?}"; shift ;; *) break ;; esac
done
echo "@@abt uname $(uname -r) $(uname -m)"
if [ $# -gt 0 ]; then tests="$*"; else tests=$(cat /abt/tests.list); fi
for t in $tests; do
	name=$(basename "$t" .test)
	log=/tmp/$name.log
	s0=$(date +%s)
	timeout "$TIMEOUT" bash "$src/$t" > "$log" 2>&1
	rc=$?
	s1=$(date +%s)
	case $rc in
	0) st=PASS ;;
	77) st="SKIP: $(sed -n 's/^SKIP: [^:]*: //p' "$log" | head -1)" ;;
	99) st=ERROR ;;
	*) st=FAIL ;;
	esac
	echo "@@abt result $name $st ($((s1 - s0)) s)"
	case $st in
	PASS|SKIP*) ;;
	*)	echo "@@abt log-begin $name"
		tail -n 60 "$log"
		echo "@@abt log-end" ;;
	esac
	# What the tracee measured about pages, for the host's report.
	[ "$name" = notes-pagesize ] && sed -n 's/^/@@abt note /p' "$log"
done
