#!/bin/sh
# Compare constant values with the C headers that define them.
#
# usage: check-xlat.sh [-k] < DUMP
#   DUMP lines:  xlat SET NAME VALUE HEADER [HEADER...]
#   (other lines are ignored; HEADER is written as in #include: <x.h>)
#   -k  keep the generated C files (their directory is printed)
#   -v  also list the constants the headers do not define
#
# For every distinct HEADER list a small C program is written that includes
# those headers and, for each NAME the headers define (#ifdef NAME), checks
# (long long)(NAME) == (long long)(VALUE). Lines sharing a header list share
# one program, and each program is built on its own, so headers that cannot
# be included together (glibc vs. <linux/...>) do not get in each other's
# way. Constants the headers do not define are counted as "not checked".
#
# Environment: CC (default cc), CFLAGS (default -D_GNU_SOURCE, so glibc
# headers show every constant they have).
# Exit status: 0 if every checked value matches, 1 otherwise.

set -eu

keep=0 verbose=0
while [ $# -gt 0 ]; do
	case $1 in
	-k) keep=1 ;;
	-v) verbose=1 ;;
	*) echo "usage: $0 [-k] [-v] < DUMP" >&2; exit 2 ;;
	esac
	shift
done
CC=${CC:-cc}
CFLAGS=${CFLAGS:--D_GNU_SOURCE}

tmp=$(mktemp -d)
if [ "$keep" = 0 ]; then
	trap 'rm -rf "$tmp"' EXIT INT TERM
else
	echo "check-xlat: files kept in $tmp" >&2
fi

# Split the dump into one C file per header list; groups.txt lists them.
awk -v dir="$tmp" '
function cstr(s) { gsub(/\\/, "\\\\", s); gsub(/"/, "\\\"", s); return s }
$1 != "xlat" || NF < 5 || $5 == "-" { next }
{
	set = $2; name = $3; value = $4
	hdr = $5
	for (i = 6; i <= NF; i++) hdr = hdr " " $i
	if (!(hdr in gid)) {
		gid[hdr] = ++ng
		f = dir "/g" ng ".c"
		file[ng] = f
		print "#include <stdio.h>" > f
		n = split(hdr, h, " ")
		for (i = 1; i <= n; i++) print "#include " h[i] > f
		print "static int bad, checked, skipped;" > f
		print "static void cmp(const char *set, const char *name, long long hv, long long tv)" > f
		print "{" > f
		print "\tchecked++;" > f
		print "\tif (hv != tv) {" > f
		print "\t\tprintf(\"MISMATCH %s %s: header %lld (%#llx), table %lld (%#llx)\\n\"," > f
		print "\t\t       set, name, hv, (unsigned long long)hv, tv, (unsigned long long)tv);" > f
		print "\t\tbad++;" > f
		print "\t}" > f
		print "}" > f
		print "int main(void)" > f
		print "{" > f
		printf "%d\t%s\n", ng, hdr > (dir "/groups.txt")
	}
	f = file[gid[hdr]]
	print "#ifdef " name > f
	print "\tcmp(\"" cstr(set) "\", \"" cstr(name) "\", (long long)(" name "), (long long)(" value "));" > f
	print "#else" > f
	print "\tskipped++;\n\tprintf(\"UNDEF " cstr(set) " " cstr(name) "\\n\");" > f
	print "#endif" > f
	total++
}
END {
	for (g = 1; g <= ng; g++) {
		f = file[g]
		print "\tprintf(\"%d %d %d\\n\", checked, skipped, bad);" > f
		print "\treturn bad != 0;" > f
		print "}" > f
		close(f)
	}
	if (!total) print "check-xlat: no xlat lines on stdin" > "/dev/stderr"
}' 

[ -f "$tmp/groups.txt" ] || exit 1

status=0 checked=0 skipped=0 bad=0 failed=0
while IFS="	" read -r g hdr; do
	if ! $CC $CFLAGS -w -o "$tmp/g$g" "$tmp/g$g.c" 2>"$tmp/g$g.err"; then
		echo "check-xlat: cannot build the check for $hdr:" >&2
		sed -n '1,20p' "$tmp/g$g.err" >&2
		failed=$((failed + 1))
		status=1
		continue
	fi
	"$tmp/g$g" >"$tmp/g$g.out" || status=1
	grep '^MISMATCH' "$tmp/g$g.out" | sed "s|\$| [$hdr]|" || :
	if [ "$verbose" = 1 ]; then grep "^UNDEF" "$tmp/g$g.out" || :; fi
	set -- $(tail -n 1 "$tmp/g$g.out")
	checked=$((checked + $1)) skipped=$((skipped + $2)) bad=$((bad + $3))
done <"$tmp/groups.txt"

echo "check-xlat: $checked checked, $bad mismatched, $skipped not defined by the headers (not checked), $failed header groups failed to build"
exit $status
