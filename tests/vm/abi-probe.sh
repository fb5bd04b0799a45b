#!/bin/bash
# In the x86_64 test machine (tests/vm/vm-check.sh), before the suite:
# what the kernel was booted with, and which ABIs it serves, asked of
# the probes the host built (tests/vm/abi-probe.c, static: -m64, -m32,
# -mx32), so that the host can tell that the machine is the one it
# meant (ia32 on or off, x32 on) whatever the tests then conclude:
#   @@abt cmdline ...
#   @@abt abi x86_64|int80|x32-nr|i386|x32 yes|no [why]
# Then abitrace traces the i386 and x32 probes, as results:
#   @@abt result abi-probe-i386|abi-probe-x32 PASS|FAIL|SKIP: why
p=/abt/probe
echo "@@abt cmdline $(cat /proc/cmdline)"
"$p/abi-64" 2>&1 | sed 's/^/@@abt abi /'
for abi in i386 x32; do
	out=$("$p/abi-$abi" 2>&1) || out="$abi no (exec: ${out##*: })"
	echo "@@abt abi $out"
	# The same program traced: abitrace names the ABI of each call
	# (-e trace=getpid@32 / @x32 selects that ABI's getpid only).
	case $out in
	"$abi yes")
		set=getpid@32
		[ $abi = x32 ] && set=getpid@x32
		log=/tmp/abi-probe-$abi.log
		if /abt/build/src/abitrace -o "$log" -e trace="$set" \
			"$p/abi-$abi" > /dev/null 2>&1 &&
		   grep -q 'getpid() *= *[1-9]' "$log"; then
			echo "@@abt result abi-probe-$abi PASS (0 s)"
		else
			echo "@@abt result abi-probe-$abi FAIL (0 s)"
			echo "@@abt log-begin abi-probe-$abi"
			cat "$log"
			echo "@@abt log-end"
		fi ;;
	*)	echo "@@abt result abi-probe-$abi SKIP: the kernel does not run $abi programs: $out (0 s)" ;;
	esac
done
