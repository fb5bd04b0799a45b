#!/bin/sh
# Seed the since-when data from the section 2 manual pages (Debian's
# manpages-dev): print syscalls/versions-man.list on stdout.
#
# usage: gen/import-man.sh [MAN2DIR] > syscalls/versions-man.list
#        (MAN2DIR defaults to /usr/share/man/man2)
#
# What it reads, and what it believes:
#   - syscalls(2), "System call list": the Kernel column of every call
#     that has a number in one of arch/*.tbl, and "Removed in X" /
#     "Deprecated ... since X" in its Notes column;
#   - every page's VERSIONS (or HISTORY) section: sentences that name a
#     call as `name()` (or "This system call" / "These system calls" for
#     the page's own calls) together with "Linux X" and a verb such as
#     "appeared", "added", "available" or "introduced";
#   - tags of the form `.TP` / `.BR NAME " (since Linux X)"`: a constant
#     that came after the rest of its flag set.  Only names found in a
#     syscalls/xlat/*.in set (errno excepted) are kept.
# Versions of the unstable series before 2.6 are shown as the stable
# release that first had them, as syscalls(2) does (2.5.60 -> 2.6,
# 2.1.116 -> 2.2, 1.3.57 -> 2.0).
# When a page and syscalls(2) disagree beyond that, the page wins (it is
# the more specific text) and a comment line says so.
#
# The output is committed; corrections and facts the pages do not state
# go into syscalls/versions.list, whose lines replace these.  The test
# tests/tree/versions-man.test reruns this script and compares.
# Only POSIX sh, awk, sort, gzip are used.

set -eu
# byte order for globs and sort: the output must not depend on the locale
LC_ALL=C
export LC_ALL

here=$(cd "$(dirname "$0")" && pwd)
data=$here/..
man=${1:-/usr/share/man/man2}
[ -f "$man/syscalls.2.gz" ] || [ -f "$man/syscalls.2" ] || {
	echo "import-man.sh: no syscalls(2) in $man (install manpages-dev)" >&2
	exit 1
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

page_text() {	# FILE -> roff text on stdout
	case "$1" in
	*.gz) gzip -dc "$1" ;;
	*) cat "$1" ;;
	esac
}

# Every page, once: a page that only says ".so other.2" adds nothing.
for f in "$man"/*.2 "$man"/*.2.gz; do
	[ -f "$f" ] || continue
	p=$(basename "$f"); p=${p%.gz}; p=${p%.2}
	page_text "$f" | awk -v page="$p" '
	NR == 1 && /^\.so / { exit }
	{ print page "\t" $0 }'
done > "$tmp/pages"

# The man-pages release, for the header.
relver=$(page_text "$(ls "$man"/syscalls.2* | head -n 1)" |
	sed -n 's/^\.TH .*"Linux man-pages \([0-9.]*\)".*/\1/p' | head -n 1)

cat "$data"/arch/*.tbl | awk '!/^#/ && NF >= 2 { print $2 }' |
	sort -u > "$tmp/names"
for s in "$data"/xlat/*.in; do
	b=$(basename "$s" .in)
	[ "$b" = errno ] && continue
	awk -v set="$b" '!/^#/ && NF >= 2 { print set, $1 }' "$s"
done > "$tmp/consts"

# The calls of each set, the page owner first: a `set` line of
# versions.list names them in that order; else the calls whose arguments
# syscalls.list types with the set, in file order.  A constant's version
# is taken from the page of its set's first call if that page gives one,
# else from another page of one of its calls, else from any page: setns(2)
# says "CLONE_NEWNS (since Linux 3.8)" of setns, not of clone.
{
	awk '$1 == "set" && $3 != "-" { n = split($3, c, ","); s = $2
		for (i = 1; i <= n; i++) s = s " " c[i]; print s }' \
		"$data/versions.list"
	awk '!/^#/ && NF >= 3 { nm = $1; sub(/@.*/, "", nm)
		for (i = 3; i <= NF; i++) if ($i ~ /:[a-z]/) {
			s = $i; sub(/.*:/, "", s); print s, nm } }' \
		"$data/syscalls.list"
} | awk '{ for (i = 2; i <= NF; i++) if (!(($1, $i) in seen)) {
		seen[$1, $i] = 1; calls[$1] = calls[$1] " " $i }
	if (!($1 in order)) order[$1] = ++n; name[order[$1]] = $1 }
	END { for (i = 1; i <= n; i++) print name[i] calls[name[i]] }' \
	> "$tmp/setcalls"

awk -v relver="${relver:-unknown}" -v names="$tmp/names" \
    -v consts="$tmp/consts" -v setcalls="$tmp/setcalls" \
    -f "$here/import-man.awk" "$tmp/pages"
