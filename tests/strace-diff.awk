# strace-diff.awk - turn a "-f -o FILE" trace into one comparable line per
# syscall: "PIDn<TAB>line". Used by decode/strace-diff.test on both tracers'
# output, so whatever is done here is done to both.
#
# - An "<unfinished ...>" line and its "<... resumed>" line become one
#   line again, padded as an uninterrupted line would be.
# - Process ids are renamed PID1, PID2... in numeric order (the order
#   the kernel handed them out), inside lines too (clone's return value,
#   si_pid=...), and the lines are grouped by process, keeping their
#   order within a process: how processes interleave is up to the
#   scheduler. For the same reason a process's signal deliveries and
#   rt_sigreturn calls go to the end of its group, in their order.
# - The first execve's environment address is the launcher's, not the
#   program's: it depends on the tracer's own stack.
# - What changes from run to run is masked: random bytes, temporary file
#   names, clocks and counters of the whole system; getrandom calls are
#   left out (glibc makes a varying number of them).

function pad(s,    i, head, tail) {
	# Re-pad " = RET" so that "= " starts at column 40 of the original
	# line, whose "PID   " prefix took 6 columns.
	i = match(s, / += [^=]*$/)
	if (!i)
		return s
	head = substr(s, 1, i - 1)
	tail = substr(s, i)
	sub(/^ +/, "", tail)
	if (length(head) < 33)
		return sprintf("%-33s %s", head, tail)
	return head " " tail
}

function rename_pids(s,    out, rest, num, pre) {
	out = ""
	rest = s
	while (match(rest, /[0-9]+/)) {
		num = substr(rest, RSTART, RLENGTH)
		pre = substr(rest, 1, RSTART - 1)
		if ((num in pidname) && substr(pre, length(pre)) !~ /[0-9a-fx.]/)
			num = pidname[num]
		out = out pre num
		rest = substr(rest, RSTART + RLENGTH)
	}
	return out rest
}

function mask(s) {
	if (s ~ /^getrandom\(/)
		sub(/^getrandom\("([^"\\]|\\.)*"/, "getrandom(RANDOM", s)
	# It returns what the interrupted call was returning.
	if (s ~ /^rt_sigreturn\(/)
		sub(/= .*$/, "= RET", s)
	if (s ~ /^getppid\(\)/)
		sub(/= [0-9]+$/, "= PPID", s)
	if (s ~ /^sysinfo\(\{/)
		sub(/\{uptime=.*\}\)/, "{...})", s)
	gsub(/f_bfree=[0-9]+/, "f_bfree=N", s)
	gsub(/f_bavail=[0-9]+/, "f_bavail=N", s)
	gsub(/f_ffree=[0-9]+/, "f_ffree=N", s)
	gsub(/tv_usec=[0-9]+/, "tv_usec=N", s)
	# An absolute futex timeout is read from the clock at the call.
	if (s ~ /^futex\(/)
		gsub(/\{tv_sec=[0-9]+, tv_nsec=[0-9]+\}/, "{TIMEOUT}", s)
	# Ports the kernel picked, and what select/pselect6 had left.
	gsub(/sin6?_port=htons\([0-9]+\)/, "sin_port=htons(N)", s)
	gsub(/left \{tv_sec=[0-9]+, tv_nsec=[0-9]+\}/, "left {...}", s)
	gsub(/si_[us]time=[0-9]+( \/\* [0-9.]+ s \*\/)?/, "si_time=N", s)
	gsub(/\/tmp\/cc[A-Za-z0-9]{6}/, "/tmp/ccXXXXXX", s)
	# ip numbers its netlink requests from the clock; sock_diag's
	# timers and the kernel's counters move between the two runs.
	gsub(/nlmsg_seq=[0-9]+/, "nlmsg_seq=N", s)
	gsub(/idiag_expires=[0-9]+/, "idiag_expires=N", s)
	gsub(/rx_packets=[0-9]+/, "rx_packets=N", s)
	gsub(/tx_packets=[0-9]+/, "tx_packets=N", s)
	gsub(/rx_bytes=[0-9]+/, "rx_bytes=N", s)
	gsub(/tx_bytes=[0-9]+/, "tx_bytes=N", s)
	# git's index holds file times, and its checksum with them.
	if (s ~ /^write\([0-9]+, "DIRC/)
		sub(/"DIRC[^)]*,/, "INDEX,", s)
	return s
}

# abitrace's own line at the end (the notes of the loader's calls,
# counted) is no call: strace has no such line.
/^([^ ]*\/)?abitrace: / { next }

# Nor are its notes under a call (failure-cause is shown by default):
# "PID   ^ note[ID]: ..." with -f.
/^[0-9]+ +  \^ note\[/ { next }

{
	pid = $1
	line = $0
	sub(/^[0-9]+ +/, "", line)
	if (!(pid in seen)) {
		seen[pid] = 1
		pids[++npids] = pid + 0
	}
	if (line ~ / <unfinished \.\.\.>$/) {
		sub(/ <unfinished \.\.\.>$/, "", line)
		held[pid] = line
		next
	}
	if (line ~ /^<\.\.\. [a-z0-9_]+ resumed>/ && (pid in held)) {
		sub(/^<\.\.\. [a-z0-9_]+ resumed>/, "", line)
		line = pad(held[pid] line)
		delete held[pid]
	}
	out[++n] = pid SUBSEP line
}

END {
	for (pid in held)
		out[++n] = pid SUBSEP held[pid] " <unfinished ...>"
	# Insertion sort: a handful of processes.
	for (i = 2; i <= npids; i++)
		for (j = i; j > 1 && pids[j - 1] > pids[j]; j--) {
			t = pids[j]; pids[j] = pids[j - 1]; pids[j - 1] = t
		}
	for (i = 1; i <= npids; i++)
		pidname[pids[i]] = "PID" i
	for (k = 1; k <= npids; k++) {
		first = (k == 1)
		nlate = 0
		last = ""
		for (i = 1; i <= n; i++) {
			split(out[i], f, SUBSEP)
			if (f[1] + 0 != pids[k])
				continue
			line = mask(rename_pids(f[2]))
			if (first && line ~ /^execve\(/)
				sub(/0x[0-9a-f]+ \/\* [0-9]+ vars? \*\/\)/,
				    "ENVP)", line)
			first = 0
			# glibc draws random bytes a varying number of times
			# (mkstemp draws again when a value falls in a biased
			# range; malloc's tcache seeds once, at a varying
			# point): how many getrandom calls is chance.
			if (line ~ /^getrandom\(RANDOM/)
				continue
			# Lock contention between threads (glibc's lowlevellock
			# waits with 2 and wakes one) depends on the scheduler.
			if (line ~ /^futex\(0x[0-9a-f]+, FUTEX_(WAIT_PRIVATE, 2, NULL|WAKE_PRIVATE, 1)\)/)
				continue
			# So does whether pthread_join waits for the thread,
			# and whether a condition wait (python's GIL) blocks.
			if (line ~ /^futex\(0x[0-9a-f]+, FUTEX_WAIT_BITSET\|FUTEX_CLOCK_REALTIME, PID[0-9]+, NULL/)
				continue
			if (line ~ /^futex\(0x[0-9a-f]+, FUTEX_WAIT_BITSET_PRIVATE/)
				continue
			last = line
			if (line ~ /^(--- SIG|rt_sigreturn\()/) {
				late[++nlate] = line
				continue
			}
			printf("%s\t%s\n", pidname[pids[k]], line)
		}
		for (i = 1; i <= nlate; i++)
			printf("%s\t%s\n", pidname[pids[k]], late[i])
	}
}
