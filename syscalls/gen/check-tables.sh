#!/bin/sh
# Check a syscall table dump against the x86 kernel headers.
#
# usage: check-tables.sh [INCLUDE_DIR] < DUMP
#   INCLUDE_DIR  root of the kernel UAPI headers (default /usr/include;
#                the asm/ headers are looked up in INCLUDE_DIR and
#                INCLUDE_DIR/x86_64-linux-gnu)
#   DUMP lines:  sys ARCH NR NAME NARGS   (other lines are ignored)
#
# For x86_64 (<asm/unistd_64.h>), i386 (<asm/unistd_32.h>) and x32
# (<asm/unistd_x32.h>, numbers without __X32_SYSCALL_BIT) every __NR_name
# the header defines must be in the dump for that arch with the same
# number. A dump entry the header does not define is accepted only when
# its number is one the header leaves free: above the header's highest
# number (x32: the highest below 512, where its own range starts) -- the
# syscalls newer than the installed headers, kept at the end of
# arch/*.tbl -- or in a hole below it (x86_64's 335/336). Any other extra
# entry is a mismatch. A negative NARGS (no syscalls.list line) is reported
# too. Other arches in the dump are not checked here. Exit status 1 on any
# mismatch.

set -eu
inc=${1:-/usr/include}
CPP=${CPP:-cpp}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

cat >"$tmp/dump"

# hdr ARCH HEADER EXTRA_CPP_FLAGS: "NR NAME" lines from the header
hdr() {
	printf '#include %s\n' "$2" >"$tmp/$1.c"
	"$CPP" -undef -nostdinc -dM -I"$inc/x86_64-linux-gnu" -I"$inc" $3 "$tmp/$1.c" |
	awk '$1 == "#define" && $2 ~ /^__NR_[a-z_][a-z0-9_]*$/ { print "@@", substr($2, 6), $2 }' >"$tmp/$1.names"
	{ cat "$tmp/$1.c"; cat "$tmp/$1.names"; } >"$tmp/$1.x.c"
	# expand to numbers, then fold simple sums such as (0x40000000 + 12)
	"$CPP" -undef -nostdinc -P -I"$inc/x86_64-linux-gnu" -I"$inc" $3 "$tmp/$1.x.c" |
	awk '$1 == "@@" {
		name = $2; $1 = ""; $2 = ""; s = $0
		gsub(/[()]/, " ", s)
		n = split(s, t, " "); v = 0; sign = 1
		for (i = 1; i <= n; i++) {
			if (t[i] == "+") { sign = 1; continue }
			if (t[i] == "-") { sign = -1; continue }
			x = t[i]
			if (x ~ /^0[xX]/) {
				y = 0; x = tolower(substr(x, 3))
				for (j = 1; j <= length(x); j++) y = y * 16 + index("0123456789abcdef", substr(x, j, 1)) - 1
				x = y
			}
			v += sign * x
		}
		print v, name
	}' >"$tmp/$1.hdr"
}

hdr x86_64 '<asm/unistd_64.h>' ''
hdr i386 '<asm/unistd_32.h>' ''
hdr x32 '<asm/unistd_x32.h>' '-D__X32_SYSCALL_BIT=0x40000000'

status=0
for arch in x86_64 i386 x32; do
	awk -v arch="$arch" -v bit=$((0x40000000)) '
	FNR == 1 { f++ }
	f == 1 {
		nr = $1 + 0
		if (arch == "x32") nr -= bit
		h[$2] = nr; nh++; used[nr] = 1
		if (nr < 512 && nr > top) top = nr
		next
	}
	$1 == "sys" && $2 == arch {
		nd++
		if ($4 in d) { printf "%s: %s listed twice in the dump\n", arch, $4; bad++ }
		d[$4] = $3 + 0
		if ($5 + 0 < 0) { printf "%s: %s has no argument count\n", arch, $4; bad++ }
	}
	END {
		for (n in h) {
			if (!(n in d)) { printf "%s: %s (%d) is in the header, not in the dump\n", arch, n, h[n]; bad++ }
			else if (d[n] != h[n]) { printf "%s: %s is %d in the header, %d in the dump\n", arch, n, h[n], d[n]; bad++ }
		}
		for (n in d) {
			if (n in h) continue
			if (d[n] in used) { printf "%s: %s (%d) takes a number the header gives another syscall\n", arch, n, d[n]; bad++ }
			else if (d[n] > top) newer++
			else hole++
		}
		printf "check-tables: %s: %d in header, %d in dump (%d newer above %d, %d in holes), %d problem(s)\n", arch, nh, nd, newer, top, hole, bad
		exit bad != 0
	}' "$tmp/$arch.hdr" "$tmp/dump" || status=1
done
exit $status
