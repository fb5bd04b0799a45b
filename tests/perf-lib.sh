# Helpers for the performance-side tests (seccomp filter, hot path).

# normalise_trace FILE: a trace with -f prefixes ("TID  line") made
# comparable between runs: "<unfinished ...>" and "<... resumed>"
# halves are joined, lines are grouped by thread (threads ordered by
# TID, i.e. by creation, allowing for PIDs that wrapped), and TIDs,
# child PIDs, si_pid values and the parent's PID are replaced by their
# rank among the TIDs seen; random bytes are masked.
normalise_trace() {
	awk '
	function rank(n) { return "P" r[n] }
	# Replaces every decimal or hex number that is a known ID.
	function ids_out(line,    res, tok, v) {
		res = ""
		while (match(line, /0x[0-9a-f]+|[0-9]+/)) {
			tok = substr(line, RSTART, RLENGTH)
			v = tok ~ /^0x/ ? hex[tok] : tok
			res = res substr(line, 1, RSTART - 1)
			res = res ((v in r) ? rank(v) : tok)
			line = substr(line, RSTART + RLENGTH)
		}
		return res line
	}
	{
		tid = $1
		line = substr($0, length($1) + 1)
		sub(/^ +/, "", line)
		if (!(tid in seen)) { seen[tid] = 1; ids[nid++] = tid + 0 }
		if (line ~ / <unfinished \.\.\.>$/) {
			sub(/ <unfinished \.\.\.>$/, "", line)
			pending[tid] = line
			next
		}
		if (line ~ /^<\.\.\. [a-z0-9_]+ resumed>/) {
			sub(/^<\.\.\. [a-z0-9_]+ resumed>/, "", line)
			line = pending[tid] line
			delete pending[tid]
		}
		# strace pads "= " to column 40; the padding depends on
		# whether the line was split.
		sub(/ +=  ?/, " = ", line)
		out[tid, n[tid]++] = line
	}
	END {
		# Sort TIDs numerically (few of them: insertion sort).
		for (i = 1; i < nid; i++)
			for (j = i; j > 0 && ids[j - 1] > ids[j]; j--) {
				t = ids[j]; ids[j] = ids[j - 1]; ids[j - 1] = t
			}
		# PIDs wrap at pid_max (32768 here, and a test run makes
		# many processes): creation order starts after the widest
		# gap between the TIDs, seen round the circle.
		first = 0
		gap = nid ? ids[0] + pid_max - ids[nid - 1] : 0
		for (i = 1; i < nid; i++)
			if (ids[i] - ids[i - 1] > gap) {
				gap = ids[i] - ids[i - 1]
				first = i
			}
		for (i = 0; i < nid; i++)
			sorted[i] = ids[(first + i) % nid]
		for (i = 0; i < nid; i++)
			ids[i] = sorted[i]
		for (i = 0; i < nid; i++) {
			r[ids[i]] = i
			hex[sprintf("0x%x", ids[i])] = ids[i]
		}
		for (i = 0; i < nid; i++) {
			tid = ids[i]
			for (k = 0; k < n[tid]; k++) {
				line = ids_out(out[tid, k])
				sub(/getppid\(\) += [0-9]+/, "getppid() = PPID", line)
				# Random bytes differ from run to run.
				sub(/^getrandom\("([^"\\]|\\.)*"/, "getrandom(RANDOM",
				    line)
				gsub(/si_pid=[0-9]+/, "si_pid=PID", line)
				print rank(tid) " " line
			}
		}
	}' pid_max="$(cat /proc/sys/kernel/pid_max 2>/dev/null || echo 4194304)" "$1"
}
