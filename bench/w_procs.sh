#!/bin/sh
# w_procs.sh [COUNT] - start COUNT (default 500) short-lived processes.
#
# Measures what -f costs per process: every /bin/true is a fork, an
# exec, a dynamic link and an exit that the tracer must attach to,
# look up and forget. The shell's own syscalls are few next to that.
n=${1:-500}
i=0
while [ "$i" -lt "$n" ]; do
	/bin/true
	i=$((i + 1))
done
