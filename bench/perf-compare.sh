#!/bin/sh
# Wall time of abitrace against strace and against a bare ptrace loop
# (perf-floor.c) on perf-loop.c; alternated runs, medians.
#
# usage: bench/perf-compare.sh [-n RUNS] [-r ROUNDS] [-c CPU] [-- ABITRACE-ARGS]
#   -c CPU pins tracer and tracee to one CPU: on VMs where a cross-CPU
#   wakeup costs tens of microseconds the unpinned figures are noise.
#   ABITRACE_BASE=path/to/older/abitrace adds it as a fourth contender
#   (before/after figures from the same alternated runs).
set -eu
runs=7 rounds=20000 cpu=
while getopts n:r:c: o; do
	case $o in
	n) runs=$OPTARG ;; r) rounds=$OPTARG ;; c) cpu=$OPTARG ;;
	*) exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ "${1:-}" = -- ] && shift
top=$(cd "$(dirname "$0")/.." && pwd)
abt=${ABITRACE:-$top/src/abitrace}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc=${CC:-gcc}
$cc -O2 -o "$tmp/loop" "$top/bench/perf-loop.c"
$cc -O2 -o "$tmp/floor" "$top/bench/perf-floor.c"
pin=
[ -n "$cpu" ] && pin="taskset -c $cpu"

t() {	# prints the wall time of "$@" in seconds
	s=$(date +%s.%N)
	"$@" > /dev/null 2>&1
	e=$(date +%s.%N)
	echo "$e - $s" | bc
}
for i in $(seq "$runs"); do
	echo "floor $(t $pin "$tmp/floor" "$tmp/loop" "$rounds")"
	echo "strace $(t $pin strace -o /dev/null "$tmp/loop" "$rounds")"
	echo "abitrace $(t $pin "$abt" -o /dev/null "$@" "$tmp/loop" "$rounds")"
	[ -z "${ABITRACE_BASE:-}" ] ||
	echo "base $(t $pin "$ABITRACE_BASE" -o /dev/null "$@" "$tmp/loop" \
		"$rounds")"
done > "$tmp/times"
med() {
	awk -v k="$1" '$1 == k { print $2 }' "$tmp/times" | sort -n |
		awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}
f=$(med floor) s=$(med strace) a=$(med abitrace)
printf 'median s: floor %s  strace %s  abitrace %s\n' "$f" "$s" "$a"
printf 'abitrace/strace %.3f  abitrace/floor %.3f\n' \
	"$(echo "$a / $s" | bc -l)" "$(echo "$a / $f" | bc -l)"
if [ -n "${ABITRACE_BASE:-}" ]; then
	b=$(med base)
	printf 'base %s: base/strace %.3f  base/floor %.3f\n' "$b" \
		"$(echo "$b / $s" | bc -l)" "$(echo "$b / $f" | bc -l)"
fi
