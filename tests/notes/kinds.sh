# Shared by the notes-<kind>.test scripts: runs the kinds tracee's
# scenario under abitrace and checks the notes against what the tracee
# measured (its "expect:" lines, in order, and "count: ID N" totals).
KINDS=$top_builddir/tests/notes/tracees/kinds
AS_USER=

# check_kind [ABITRACE OPTIONS...] -- SCENARIO [ARGS...]
check_kind() {
	opts=
	while [ $# -gt 0 ] && [ "$1" != -- ]; do
		opts="$opts $1"
		shift
	done
	shift
	rc=0
	$AS_USER "$ABITRACE" -o "$work/log" $opts "$KINDS" "$@" \
		> "$work/out" 2> "$work/err" || rc=$?
	[ "$rc" -eq 77 ] && skip "$(sed -n 's/^skip: //p' "$work/out")"
	drop_pids "$work/log"	# -f: "PID " before each line
	[ "$rc" -eq 0 ] || { cat "$work/out" "$work/log" >&2; fail "exit status $rc"; }
	expected_from_tracee
	match_lines "$work/expected" "$work/log" || {
		cat "$work/log" >&2; fail "notes do not match what the tracee measured"; }
	# The loop runs in a subshell: its fail only ends that, so its
	# status must end the test.
	sed -n 's/^count: //p' "$work/out" | while read -r id n; do
		got=$(grep -c "^  ^ note\[$id\]" "$work/log")
		[ "$got" -eq "$n" ] || {
			cat "$work/log" >&2; fail "$got $id notes, expected $n"; }
	done || exit 1
}
