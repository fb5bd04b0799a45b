# strace-diff.sh - shared by the differential tests: run a program
# under strace and abitrace, compare the normalised traces line by line,
# and summarise. Sourced after lib.sh; needs $work, $ABITRACE (absolute),
# $STRACE, $AWKPROG and $work/tmpl (the directory each run starts from).

# run_both NAME COMMAND...: traces COMMAND with both tracers, the same
# environment and ASLR off; traces in $work/NAME.{st,ab}.
run_both() {
	name=$1
	shift
	for t in st ab; do
		if [ $t = st ]; then tracer=$STRACE; else tracer=$ABITRACE; fi
		rm -rf "$work/run" && cp -a "$work/tmpl" "$work/run" ||
			framework_failure "cannot copy the template"
		(
			cd "$work/run" &&
			env -i PATH=/usr/bin:/bin HOME="$work/home" LANG=C \
				PYTHONHASHSEED=0 PYTHONDONTWRITEBYTECODE=1 \
				TZ=UTC setarch -R \
				"$tracer" -f -o "$work/$name.$t" "$@" \
				< /dev/null > "$work/$name.$t.out" 2>&1
		) || return 1
		awk -f "$AWKPROG" "$work/$name.$t" > "$work/$name.$t.n"
	done
}

# Prints "NAME total identical" and fails when the syscall names and
# return values of the two traces do not match line for line.
compare() {
	name=$1
	awk -F '\t' '
	function key(s,    k) {
		k = s
		sub(/\(.*/, "", k)
		if (match(s, / = [^=]*$/))
			k = k substr(s, RSTART)
		return $1 " " k
	}
	NR == FNR { st[++n] = $0; next }
	{ ab[++m] = $0 }
	END {
		same = 0
		for (i = 1; i <= n || i <= m; i++) {
			split(st[i], a, "\t"); split(ab[i], b, "\t")
			if (key(a[1] "\t" a[2]) != key(b[1] "\t" b[2])) {
				printf("%s: line %d differs in call or result:\n" \
				       "  strace:   %s\n  abitrace: %s\n",
				       name, i, st[i], ab[i]) > "/dev/stderr"
				bad = 1
				break
			}
			if (st[i] == ab[i])
				same++
		}
		printf("%s %d %d\n", name, n, same)
		exit bad
	}' name="$name" "$work/$name.st.n" "$work/$name.ab.n"
}

# A program's own nondeterminism (when a SIGCHLD lands, a lock race)
# can change which calls it makes between two runs. A disagreement
# gets two more pairs of runs; one pair that agrees counts, and the
# disagreement of every pair is logged.
run_prog() {
	name=$1
	shift
	for try in 1 2 3; do
		run_both "$name" "$@" ||
			{ echo "$name: could not run" >&2; return; }
		compare "$name" > "$work/$name.stat" && break
		[ $try -lt 3 ] && echo "$name: run $try disagreed, again" >&2
	done
	cat "$work/$name.stat" >> "$work/stats"
	[ $try -eq 3 ] && ! compare "$name" > /dev/null 2>&1 && status=1
	# Keep the differing lines for whoever reads the log.
	diff "$work/$name.st.n" "$work/$name.ab.n" | sed -n '1,40p' \
		> "$work/$name.diff"
}

# summarise: per-program figures, the first differences, and the
# verdict against $THRESHOLD.
summarise() {
	total=0
	same=0
	while read -r name n s; do
		pct=$(awk -v n="$n" -v s="$s" 'BEGIN { printf("%.1f", n ? 100 * s / n : 0) }')
		printf '%-8s %5d lines, %5d identical (%s%%)\n' "$name" "$n" "$s" "$pct"
		total=$((total + n))
		same=$((same + s))
		if [ -s "$work/$name.diff" ]; then
			echo "  first differences (< strace, > abitrace):"
			sed 's/^/    /' "$work/$name.diff" | head -20
		fi
	done < "$work/stats"
	[ "$total" -gt 0 ] || fail "no program could be traced"
	pct=$(awk -v n="$total" -v s="$same" 'BEGIN { printf("%d", 100 * s / n) }')
	echo "all      $total lines, $same identical ($pct%)"
	[ "$status" -eq 0 ] || fail "the traces disagree on calls or results"
	[ "$pct" -ge "$THRESHOLD" ] || fail "only $pct% identical lines (< $THRESHOLD%)"
	exit 0
}
