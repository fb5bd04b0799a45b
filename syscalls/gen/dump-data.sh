#!/bin/sh
# Print the data files in the dump format the check scripts read, the same
# format `abitrace --dump-tables` prints, so the checks can be run on the
# data alone (before the tracer is built) and compared with the binary.
#
# usage: gen/dump-data.sh [sys|xlat|all]      (default all)
#   sys  ARCH NR NAME NARGS   one line per table entry, NARGS after the
#                             name@arch override lines are applied
#   xlat SET NAME VALUE HDR.. one line per constant (#nocheck ones left
#                             out), with the set's #header list; VALUE is
#                             the generic one (the host is x86_64)

set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
what=${1:-all}

if [ "$what" = sys ] || [ "$what" = all ]; then
	for t in "$here"/arch/*.tbl; do
		arch=$(basename "$t" .tbl)
		awk -v arch="$arch" '
		FNR == 1 { fileno++ }
		/^[ \t]*(#|$)/ { next }
		fileno == 1 {
			# syscalls.list: generic lines, then name@arch overrides
			n = split($1, p, "@")
			if (n == 1) { if (!(p[1] in nargs)) nargs[p[1]] = NF - 3; next }
			k = split(p[2], a, ",")
			for (i = 1; i <= k; i++)
				if (a[i] == arch) over[p[1]] = NF - 3
			next
		}
		{
			name = $2
			na = (name in over) ? over[name] : (name in nargs) ? nargs[name] : -1
			print "sys", arch, $1, name, na
		}' "$here/syscalls.list" "$t"
	done
fi

if [ "$what" = xlat ] || [ "$what" = all ]; then
	for f in "$here"/xlat/*.in; do
		set=$(basename "$f" .in)
		awk -v set="$set" '
		$1 == "#header" { hdr = $2; for (i = 3; i <= NF; i++) hdr = hdr " " $i; next }
		$1 == "#nocheck" { skip[$2] = 1; next }
		/^[ \t]*(#|$)/ { next }
		{ line[++n] = $1 " " $2 }
		END {
			for (i = 1; i <= n; i++) {
				split(line[i], w, " ")
				if (!(w[1] in skip)) print "xlat", set, w[1], w[2], hdr
			}
		}' "$f"
	done
fi
