#!/bin/bash
# Runs abitrace's tests inside a test machine (arm64, x86_64) the way
# automake's test driver does (srcdir, top_builddir; exit 0 pass, 77
# skip, 99 error), JOBS at a time as make -j does, and prints for the host:
#   @@abt uname KERNEL MACHINE
#   @@abt result NAME[SUFFIX] PASS|FAIL|ERROR|SKIP[: why] (SECONDS s)
#   @@abt log-begin NAME ... @@abt log-end      (for what failed)
#   @@abt part NAME: PART: why                  (a part left out)
#   @@abt file-begin FILE LINES SHA256, then @@abt file FILE LINE...
#                                  (a file a test left in $VM_EXPORT,
#                                   FILE beginning with its name)
# usage: run-tests.sh [VAR=VALUE...] [TEST...]
#   (default: every test in /abt/tests.list; VAR=VALUE are settings for
#   the tests and for this script: TIMEOUT, JOBS, SUFFIX, ABITRACE,
#   RUN_ALL=1 to run the tests left out or bounded below in full,
#   ONLY=NAME,NAME... to keep only those of the list, as they would run
#   in the whole suite -- a TEST named runs even if left out)
src=/abt/src
export srcdir=$src/tests top_builddir=/abt/build
# Debian's gcc for the tests that build programs as they run.
export CC=cc

while [ $# -gt 0 ]; do
	case $1 in *=*) export "${1?}"; shift ;; *) break ;; esac
done
TIMEOUT=${TIMEOUT:-900}
# What a test leaves for the host (tests/interfaces/diff-arm64.test's trace): a
# text file of lines, sent on the console after the test's result.
export VM_EXPORT=/tmp/vm-export
mkdir -p "$VM_EXPORT"
JOBS=${JOBS:-2}
echo "@@abt uname $(uname -r) $(uname -m)"
if [ $# -gt 0 ]; then tests="$*"; else tests=$(cat /abt/tests.list); fi
if [ -n "${ONLY:-}" ]; then
	kept=
	for t in $tests; do
		case ",$ONLY," in *",$(basename "$t" .test),"*) kept="$kept $t" ;; esac
	done
	tests=$kept
fi

# run_one TEST: runs it and prints its result (and its log if it failed)
# in one write, so that parallel runs do not interleave.
run_one() {
	name=$(basename "$1" .test)
	log=/tmp/vmrun-$name${SUFFIX//\//-}.log
	s0=$(date +%s)
	# shellcheck disable=SC2046
	# -k: a test (or its tracer, or a tracee) that outlives the TERM is
	# killed, its whole process group, so a hang costs its timeout and
	# no more of the machine's time.
	timeout -k 20 "$(time_for "$name")" env $(bounds "$name") bash "$src/$1" > "$log" 2>&1
	rc=$?
	s1=$(date +%s)
	case $rc in
	0) st=PASS
	   [ -n "$(bounds "$name")" ] && st="PASS, bounded: $(bounds "$name")" ;;
	77) st="SKIP: $(sed -n 's/^SKIP: [^:]*: //p' "$log" | head -1)" ;;
	99) st=ERROR ;;
	124|137) st="FAIL (timed out)" ;;
	*) st=FAIL ;;
	esac
	{
		echo "@@abt result $name${SUFFIX:-} $st ($((s1 - s0)) s)"
		case $st in
		PASS*|SKIP*) ;;
		*)	echo "@@abt log-begin $name${SUFFIX:-}"
			# The reason comes first, the trace's end last.
			if [ "$(wc -l < "$log")" -gt 70 ]; then
				head -n 10 "$log"
				echo "[...]"
				tail -n 50 "$log"
			else
				cat "$log"
			fi
			echo "@@abt log-end" ;;
		esac
		# The parts a test left out (lib.sh's skip_part), with why.
		sed -n "s/^SKIP-PART: /@@abt part /p" "$log"
		# What the tracee measured about pages, for the host's report.
		[ "$name" = page-size ] &&
			grep -e '^page size' -e 'note\[' "$log" |
			sed 's/^/@@abt note /'
		# The differential against Debian's strace of the machine.
		[ "$name" = strace-diff ] && sed 's/^/@@abt diff /' "$log"
		# The files it left for the host, with their sums: the host
		# (vm-check.sh) keeps only a file that arrived whole.
		for f in "$VM_EXPORT/$name".*; do
			[ -f "$f" ] || continue
			echo "@@abt file-begin ${f##*/} $(wc -l < "$f") $(sha256sum < "$f" | cut -d' ' -f1)"
			sed "s|^|@@abt file ${f##*/} |" "$f"
		done
	} > "$log.report"
	cat "$log.report"
}

# Emulation is some 20 times slower than the host, and the VM part of
# CI must stay within its budget: a test can be left out, with the
# reason, or bounded by the settings it takes for that. Every category
# of the arm64 issue is still covered.
left_out() {
	case $1 in
	# Pure data checks of every ABI's tables: the same on any host,
	# and slow under emulation (one took over 300 s on a busy machine).
	rules-gen|layering|hacking-backend|decode-cycles|code-limits|uapi-changes|task-state) echo "a check of the data and sources, the same on every host; the host's suite runs it" ;;
	# The headers' constants compiled in one go: over 300 s under TCG.
	tables-vs-headers) [ "$(uname -m)" = x86_64 ] && echo "a check of the data against the UAPI headers, the same on every kernel; the host's suite runs it" ;;
	# (On x86_64 too: 17 runs of its tracee took over 300 s in all.)
	hostile-tracee) echo "a single traced run of its tracee exceeded its 120 s bound under TCG (the whole test takes 15 s on the host); fuzz runs hostile arguments through every output mode here" ;;
	esac
}

# The fuzzer keeps every output mode with one seed and fewer calls (on
# the host: 2 seeds x 2000 calls).
bounds() {
	[ -n "${RUN_ALL:-}" ] && return 0
	case $1 in
	fuzz) echo "FUZZ_SEEDS=1 FUZZ_CALLS=300" ;;
	# Two of the four option sets per tracee: the host runs all four.
	json-modes) echo "JSON_MODES_SETS=2" ;;
	# The initramfs has no kernel modules: no sock_diag for -yy.
	misc-strace-options) echo "NO_SOCK_DIAG=1" ;;
	# 20,000 lines of maps instead of 100,000: tracing the calls that
	# make them took over 120 s under TCG (the host: a few seconds).
	security-maps) echo "SEC_MAPS_N=10000" ;;
	esac
}

# time_for TEST: its timeout. unwind-backends compiles its tracer and
# five tracees inside the machine, which under TCG takes longer than
# any test's tracing (it reached 300 s on a loaded host).
time_for() {
	case $1 in
	unwind-backends) echo $((TIMEOUT * 3)) ;;
	*) echo "$TIMEOUT" ;;
	esac
}

running=0
for t in $tests; do
	why=$(left_out "$(basename "$t" .test)")
	if [ -n "$why" ] && [ -z "${RUN_ALL:-}" ] && [ $# -eq 0 ]; then
		echo "@@abt result $(basename "$t" .test)${SUFFIX:-} SKIP: not run in the VM: $why (0 s)"
		continue
	fi
	if [ "$running" -ge "$JOBS" ]; then
		wait -n
		running=$((running - 1))
	fi
	run_one "$t" &
	running=$((running + 1))
done
wait
