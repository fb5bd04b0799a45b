# Shared helpers for the test scripts. Each test is a shell script that
# sources this file, runs the real abitrace on a real tracee and compares
# its output with what the tracee itself says it did.
#
# Exit codes follow automake: 0 pass, 1 fail, 77 skip, 99 hard error.

set -u

: "${srcdir:=.}"
: "${top_builddir:=..}"
ABITRACE=${ABITRACE:-$top_builddir/src/abitrace}
TRACEES=$top_builddir/tests/tracees
me=$(basename "$0" .test)
work=$(mktemp -d "${TMPDIR:-/tmp}/abt-$me.XXXXXX")
trap 'rm -rf "$work"' EXIT
# abitrace reads the user's default suppressions file: a tester's own
# must not hide the notes a test expects.
XDG_CONFIG_HOME=$work/config
export XDG_CONFIG_HOME

fail() { echo "FAIL: $me: $*" >&2; exit 1; }
skip() { echo "SKIP: $me: $*" >&2; exit 77; }
framework_failure() { echo "ERROR: $me: $*" >&2; exit 99; }

# Kernel features. A kernel may lack what a test needs: ia32 emulation
# (ia32_emulation=0, CONFIG_IA32_EMULATION=n), x32, user namespaces,
# perf_event_open, io_uring, huge pages, seccomp user notification. A
# test never fails or hangs for that: it probes first, then skips, or
# leaves out the part, saying why.
#
# have FEATURE: whether the running kernel (and this build) can do it;
# when not, the reason is in $why. FEATURE is m32 (run the 32-bit
# compat programs this tree built: i386 on x86_64, arm on aarch64), or
# one of tests/tracees/kfeature's: int80 x32 userns perf io_uring
# hugepages seccomp_notify; or root.
have() {
	why=
	case $1 in
	m32)
		[ -x "$TRACEES/kfeature-32" ] || {
			why="no 32-bit compat build of the tracees (M32_CFLAGS)"
			return 1
		}
		[ "$("$TRACEES/kfeature-32" exec 2> /dev/null)" = ok ] && return 0
		why="the kernel runs no 32-bit programs (exec gives ENOEXEC: no ia32/compat emulation, or ia32_emulation=0)"
		return 1 ;;
	root)
		[ "$(id -u)" = 0 ] && return 0
		why="needs root"
		return 1 ;;
	esac
	[ -x "$TRACEES/kfeature" ] || framework_failure "tests/tracees/kfeature is not built"
	why=$("$TRACEES/kfeature" "$1") && return 0
	[ -n "$why" ] || why="no $1 here"
	return 1
}

# require FEATURE...: skip the test, with the reason, unless the kernel
# has every FEATURE.
require() {
	for f in "$@"; do
		have "$f" || skip "$why"
	done
}

# skip_part WHAT [WHY]: a test that checks several things leaves one out.
# The reason is WHY, or else $why (set by have FEATURE when it failed). It
# is said on stderr and recorded in tests/skipped-parts.txt of the build
# tree, which .ci/run prints: a part left out is never silently counted as
# passed. A part left out without any reason is a fault of the test.
skip_part() {
	local r=${2:-${why:-}}
	[ -n "$r" ] || framework_failure "skip_part \"$1\" without a reason"
	echo "SKIP-PART: $me: $1: $r" >&2
	echo "$me: $1: $r" >> "$top_builddir/tests/skipped-parts.txt"
}

# m32_tracee PATH: whether PATH, a 32-bit build of a tracee, is there
# and can run; when not, the part is recorded as skipped (skip_part).
m32_tracee() {
	if [ ! -x "$1" ]; then
		why="not built (no 32-bit compiler)"
	elif have m32; then
		return 0
	fi
	skip_part "${1##*/}"
	return 1
}

# run_abitrace ARGS... : runs abitrace, trace in $work/log, status in $rc,
# the tracee's stdout in $work/out, abitrace's stderr in $work/err.
# With -j/--json, every line written must be JSON (json_lines_valid).
run_abitrace() {
	rc=0
	"$ABITRACE" -o "$work/log" "$@" > "$work/out" 2> "$work/err" || rc=$?
	# abitrace killed by a signal (an abort, a crash): say how it was
	# run and what it said last, whatever the test then checks.
	if [ "$rc" -ge 128 ]; then
		echo "abitrace died with status $rc: $*" >&2
		tail -n 5 "$work/err" >&2
	fi
	if wants_json "$@"; then
		json_lines_valid "$work"/log*
	fi
}

# bounded SECONDS CMD...: runs CMD (with the caller's redirections) and
# returns its status; if it has not ended after SECONDS (counted in
# sleeps of 0.1 s: somewhat longer in all), writes the
# state of its process and of every descendant (status lines, wchan,
# the call each is in: /proc) to $work/stalled, kills them all and
# returns 124. A hang then fails fast and says where it stalled, rather
# than taking the whole run's time with nothing to read.
bounded() {
	_left=$(($1 * 10))
	shift
	"$@" &
	_pid=$!
	# (Its end is seen in /proc: a shell may leave its background
	# child a zombie, alive to kill -0, until wait.)
	while _line= && read -r _line 2> /dev/null < "/proc/$_pid/stat"; do
		_st=${_line##*) }
		[ "${_st%% *}" = Z ] && break
		if [ "$_left" -le 0 ]; then
			stall_report "$_pid" > "$work/stalled"
			# shellcheck disable=SC2046
			kill -KILL $(descendants "$_pid") 2> /dev/null
			wait "$_pid"
			return 124
		fi
		_left=$((_left - 1))
		sleep 0.1
	done
	_rc=0
	wait "$_pid" || _rc=$?
	return $_rc
}

# descendants PID: PID and its descendants, parents first.
descendants() {
	ps -e -o pid=,ppid= | awk -v top="$1" '
		{ kids[$2] = kids[$2] " " $1 }
		END {
			n = split(top, q, " ")
			for (i = 1; i <= n; i++) {
				print q[i]
				m = split(kids[q[i]], k, " ")
				for (j = 1; j <= m; j++) q[++n] = k[j]
			}
		}'
}

# stall_report PID: what PID and its descendants are doing.
stall_report() {
	for _p in $(descendants "$1"); do
		[ -d "/proc/$_p" ] || continue
		echo "== $_p: $(tr '\0' ' ' < "/proc/$_p/cmdline" 2> /dev/null)"
		grep -E '^(State|PPid|TracerPid|SigQ|SigPnd|ShdPnd|SigBlk|SigIgn|SigCgt|Seccomp):' \
			"/proc/$_p/status" 2> /dev/null
		echo "wchan: $(cat "/proc/$_p/wchan" 2> /dev/null)"
		echo "syscall: $(cat "/proc/$_p/syscall" 2> /dev/null)"
	done
}

# wants_json ARGS...: whether abitrace's arguments ask for JSON.
wants_json() {
	for a in "$@"; do
		case $a in
		--json) return 0 ;;
		--*) ;;
		-*j*) return 0 ;;
		[!-]*) return 1 ;;	# the traced program: its own options
		esac
	done
	return 1
}

# json_lines_valid FILE...: every line of every file is one JSON value, in
# pure ASCII (doc/json-schema.md). Fails the test otherwise; without
# python3 there is nothing to check with.
json_lines_valid() {
	command -v python3 > /dev/null || return 0
	python3 - "$@" <<'EOF' || fail "invalid JSON output (see above)"
import json, sys
bad = 0
for name in sys.argv[1:]:
    try:
        data = open(name, "rb").read()
    except OSError:
        continue
    for n, line in enumerate(data.split(b"\n")[:-1], 1):
        try:
            json.loads(line.decode("ascii"))
        except (UnicodeDecodeError, ValueError) as e:
            print(f"{name}:{n}: not JSON ({e}): {line[:200]!r}")
            bad = 1
    if data and not data.endswith(b"\n"):
        print(f"{name}: last line not terminated")
        bad = 1
sys.exit(bad)
EOF
}

# match_lines EXPECTED ACTUAL: every line of EXPECTED is an extended
# regular expression that must match a line of ACTUAL, in order (other
# lines may come between).
match_lines() {
	awk -v exp_file="$1" '
	BEGIN {
		while ((getline l < exp_file) > 0)
			pat[n++] = l
		i = 0
	}
	i < n && $0 ~ pat[i] { i++ }
	END {
		if (i < n) {
			printf("no line matches: %s\n", pat[i]) > "/dev/stderr"
			exit 1
		}
	}' "$2"
}

# match_exact EXPECTED ACTUAL: EXPECTED's lines appear verbatim, in
# order, in ACTUAL.
match_exact() {
	awk -v exp_file="$1" '
	BEGIN {
		while ((getline l < exp_file) > 0)
			want[n++] = l
		i = 0
	}
	i < n && $0 == want[i] { i++ }
	END {
		if (i < n) {
			printf("missing line: %s\n", want[i]) > "/dev/stderr"
			exit 1
		}
	}' "$2"
}

# Lines that the tracee printed on stdout starting with "expect: " are
# the exact lines it expects in the trace; in $work/expected for the tests
# that derive other forms of them (-ff files, -n, -N). Tests that compare
# use check_expected.
expected_from_tracee() {
	sed -n 's/^expect: //p' "$work/out" > "$work/expected"
	[ -s "$work/expected" ] || fail "tracee printed no expectations"
}

# The stack unwinder abitrace was built with: libdw, libunwind or none.
unwinder() {
	"$ABITRACE" -V | sed -n 's/.*unwinder: *//p'
}

# Without an unwinder a note has no call site: an expected note line
# that ends with its site (".*\[at FUNC \(FILE:LINE\)\]$") must end
# without one.
expect_no_sites() {
	sed 's/\.\*\\\[at .*\\\]\$$/[^[]*$/' "$work/expected" > "$work/expected.t"
	mv "$work/expected.t" "$work/expected"
}

# drop_pids LOG: a -f -o log without the "PID " that starts each of its
# lines (note lines included), for tests that match lines written for
# one process ("^  ^ note[...]").
drop_pids() {
	# The pid is left-aligned in 5 columns, then one blank.
	awk 'match($0, /^[0-9]+ /) {
		w = RLENGTH - 1; if (w < 5) w = 5
		$0 = substr($0, w + 2)
	} { print }' "$1" > "$1.nopid" && mv "$1.nopid" "$1"
}

# repad_calls LOG: after drop_pids, the padding before "= " of each
# call line as it is without a "PID " prefix ("= " at column 40), so
# that lines a tracee expects for one process match a -f log.
repad_calls() {
	awk 'match($0, /^[^ ].*\) +=( |$)/) && !/^(\+\+\+|---) / {
		s = substr($0, 1, RLENGTH)
		rest = substr($0, RLENGTH + 1)
		sub(/ +=( |$)$/, "", s)
		$0 = sprintf("%-39s = %s", s, rest)
		sub(/ $/, "")
	} { print }' "$1" > "$1.repad" && mv "$1.repad" "$1"
}

# For -f -o logs ("PID " prefixes) of processes that run concurrently:
# the expected lines of each pid must appear in order among that pid's
# lines, whatever the other processes printed in between. A call split
# into "<unfinished ...>" and "<... NAME resumed>" is joined first, and
# the padding before "= " is ignored, since it depends on the split.
match_by_pid() {
	awk -v exp_file="$1" '
	function norm(s) {
		sub(/\) += /, ") = ", s)
		sub(/\) +=$/, ") =", s)
		return s
	}
	function feed(pid, s) {
		if (pid in want && next_[pid] < want[pid] &&
		    norm(s) == norm(line[pid, next_[pid]]))
			next_[pid]++
	}
	BEGIN {
		while ((getline l < exp_file) > 0) {
			split(l, f, " ")
			line[f[1], want[f[1]]++] = l
			next_[f[1]] = 0
		}
	}
	{
		pid = $1
		if (sub(/ <unfinished \.\.\.>$/, "")) {
			open_[pid] = $0
			next
		}
		rest = substr($0, length(pid) + 1)
		sub(/^ +/, "", rest)
		if ((pid in open_) && rest ~ /^<\.\.\. [^ ]+ resumed>/) {
			sub(/^<\.\.\. [^ ]+ resumed>/, "", rest)
			s = open_[pid] rest
			delete open_[pid]
			feed(pid, s)
			next
		}
		feed(pid, $0)
	}
	END {
		bad = 0
		for (pid in want) {
			if (next_[pid] < want[pid]) {
				printf("missing line: %s\n",
				       line[pid, next_[pid]]) > "/dev/stderr"
				bad = 1
			}
		}
		exit bad
	}' "$2"
}

# wait_for CMD...: retries CMD for up to 10 seconds.
wait_for() {
	_i=0
	until "$@"; do
		_i=$((_i + 1))
		[ $_i -gt 1000 ] && return 1
		sleep 0.01
	done
}

# start_spinner: runs tracees/spinner untraced; its pid in $spin.
start_spinner() {
	# Empty first: the "ready" of an earlier spinner must not be read
	# before this one's shell has truncated the file.
	: > "$work/spin"
	"$TRACEES/spinner" > "$work/spin" &
	spin_job=$!
	wait_for grep -q "^ready" "$work/spin" 2>/dev/null ||
		framework_failure "spinner did not start"
	spin=$(sed -n 's/^ready //p' "$work/spin")
}

# Whether no thread of process $1 is traced any more.
untraced() {
	for s in /proc/"$1"/task/*/status; do
		grep -q '^TracerPid:[[:space:]]*0$' "$s" || return 1
	done
}

# check_expected [--re] [--by-pid] [--no-sites] [--what TEXT] [LOG]:
# the one way a test holds the trace (LOG, $work/log by default) to what
# the tracee says it expects. The tracee prints, on its stdout
# ($work/out, as run_abitrace leaves it):
#   expect: LINE     LINE appears verbatim, in order (other lines may
#                    come between);
#   expect-re: RE    a line matches the extended regular expression RE,
#                    in order (a sequence of its own);
#   nexpect-re: RE   no line matches RE.
# At least one expect: or expect-re: line, or the test fails.
#   --re        the expect: lines are regular expressions too (the
#               notes' tracees print patterns: times, cookies, sites);
#   --by-pid    a -f log of processes that run concurrently: each
#               "PID LINE" in order among that pid's lines (match_by_pid);
#   --no-sites  no unwinder: expected notes end without "[at ...]"
#               (expect_no_sites);
#   --what TEXT the failure message, instead of the default.
# Normalising, the one way: what the tracee cannot know, it does not
# print verbatim. Pids: a -f log is matched --by-pid, or its "PID "
# prefixes are taken off first (drop_pids LOG, then repad_calls LOG when
# the tracee's lines are padded as for one process). Addresses, times
# and other values the tracee cannot predict: it prints an expect-re:
# line (or, with --re, a pattern) with a regular expression in their
# place.
check_expected() {
	local mode=exact what="trace does not match what the tracee expects"
	local sites=yes log re
	while [ $# -gt 0 ]; do
		case $1 in
		--re) mode=re ;;
		--by-pid) mode=pid ;;
		--no-sites) sites= ;;
		--what) shift; what=$1 ;;
		*) break ;;
		esac
		shift
	done
	log=${1:-$work/log}
	sed -n 's/^expect: //p' "$work/out" > "$work/expected"
	sed -n 's/^expect-re: //p' "$work/out" > "$work/expected-re"
	sed -n 's/^nexpect-re: //p' "$work/out" > "$work/unexpected-re"
	[ -s "$work/expected" ] || [ -s "$work/expected-re" ] ||
		fail "tracee printed no expectations"
	[ -n "$sites" ] || expect_no_sites
	case $mode in
	exact) match_exact "$work/expected" "$log" ;;
	re) match_lines "$work/expected" "$log" ;;
	pid) match_by_pid "$work/expected" "$log" ;;
	esac && match_lines "$work/expected-re" "$log" || {
		echo "--- trace:" >&2; cat "$log" >&2
		fail "$what"
	}
	while IFS= read -r re; do
		! grep -E -q -- "$re" "$log" || {
			echo "--- trace:" >&2; cat "$log" >&2
			fail "trace has a line the tracee did not want: $re"
		}
	done < "$work/unexpected-re"
}
