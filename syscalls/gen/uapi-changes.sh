#!/bin/sh
# What a newer kernel's UAPI has that the data in syscalls/ lacks: the
# list to review when moving to a new release (doc/HACKING.md, "Keeping
# up with the kernel"). It changes nothing; each line is a candidate to
# add by hand, with its first release in versions.list when a rule's set
# gains a bit.
#
# usage: uapi-changes.sh TREE
#
# TREE is an unpacked kernel source tree (Debian's linux-source-X.Y), or
# any directory laid out like one for the headers alone: include/uapi/
# and arch/*/include/uapi/ (a tracer's bundled copy of the headers). It
# prints
#
#   version X.Y.Z
#   syscall ABI NAME NUMBER       in TREE's table for ABI, not in
#                                 syscalls/arch/ABI.tbl
#   signature NAME                in a table, without a syscalls.list line
#   const SET NAME FILE           a macro of FILE, where SET's constants
#                                 are defined, with their prefix, that no
#                                 set has
#
# The syscall part needs the source tree's tables (arch/x86/entry/
# syscalls/, arch/arm/tools/, scripts/syscall.tbl of 6.11 and later);
# a headers-only TREE gives the constants only. The constants are found
# by place and prefix: a set whose constants live in <linux/fs.h> and
# start with RWF_ is offered the RWF_ macros of that file. It is a
# reviewer's list, not a rule: some macros are masks or sizes, and a
# constant whose set is new gets no line.
set -eu
tree=${1:?usage: uapi-changes.sh TREE}
top=$(cd "$(dirname "$0")/../.." && pwd)
data=$top/syscalls
[ -d "$tree/include/uapi" ] || {
	echo "uapi-changes.sh: $tree has no include/uapi" >&2
	exit 1
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

# ---- the release -------------------------------------------------------
if [ -f "$tree/Makefile" ] && grep -q '^PATCHLEVEL' "$tree/Makefile"; then
	awk -F' *= *' '$1 == "VERSION" { v = $2 } $1 == "PATCHLEVEL" { p = $2 }
		$1 == "SUBLEVEL" { s = $2 }
		END { print "version " v "." p "." s }' "$tree/Makefile"
elif [ -f "$tree/include/uapi/linux/version.h" ]; then
	awk '$2 == "LINUX_VERSION_MAJOR" { v = $3 }
		$2 == "LINUX_VERSION_PATCHLEVEL" { p = $3 }
		$2 == "LINUX_VERSION_SUBLEVEL" { s = $3 }
		END { if (v != "") print "version " v "." p "." s }' \
		"$tree/include/uapi/linux/version.h"
fi

# ---- syscalls ----------------------------------------------------------
# table ABI FILE ABIS: the NUMBER NAME lines of a kernel .tbl whose ABI
# column is one of ABIS.
table() {
	[ -f "$2" ] || return 0
	awk -v want=",$3," '!/^#/ && NF >= 3 && index(want, "," $2 ",") {
		print $1, $3 }' "$2" > "$tmp/tbl.$1"
}
table x86_64 "$tree/arch/x86/entry/syscalls/syscall_64.tbl" common,64
table x32 "$tree/arch/x86/entry/syscalls/syscall_64.tbl" common,x32
table i386 "$tree/arch/x86/entry/syscalls/syscall_32.tbl" i386
table arm "$tree/arch/arm/tools/syscall.tbl" common,eabi
# Since 6.11 the generic ABIs have a table too; each architecture adds
# its own ABI words (renameat, rlimit, memfd_secret, ...), which are left
# out here: they are named in the arch's Makefile.syscalls, not the table.
table aarch64 "$tree/scripts/syscall.tbl" common,64
table riscv64 "$tree/scripts/syscall.tbl" common,64,riscv
for t in "$tmp"/tbl.*; do
	[ -f "$t" ] || continue
	abi=${t##*/tbl.}
	[ -f "$data/arch/$abi.tbl" ] || continue
	awk -v abi="$abi" 'NR == FNR { if (!/^#/) have[$2] = 1; next }
		!($2 in have) { print "syscall " abi, $2, $1 }' \
		"$data/arch/$abi.tbl" "$t"
done
# Every name of a table needs a signature.
awk '!/^#/ && NF { print $1 }' "$data/syscalls.list" | sed 's/@.*//' |
	sort -u > "$tmp/sigs"
cat "$tmp"/tbl.* 2>/dev/null | awk '{ print $2 }' | sort -u |
	comm -13 "$tmp/sigs" - | sed 's/^/signature /'

# ---- constants ---------------------------------------------------------
# Every macro of the tree's UAPI headers: FILE LINE NAME.
find "$tree/include/uapi" "$tree"/arch/*/include/uapi -name '*.h' \
	2> /dev/null | sort > "$tmp/files"
while read -r f; do
	awk -v f="${f#"$tree"/}" '
		/^[[:space:]]*#[[:space:]]*define[[:space:]]+[A-Za-z_]/ {
			sub(/^[[:space:]]*#[[:space:]]*define[[:space:]]+/, "")
			sub(/[^A-Za-z0-9_].*/, "")
			print f, FNR, $0
		}' "$f"
done < "$tmp/files" > "$tmp/defs"
# Every constant of every set: SET NAME.
for x in "$data"/xlat/*.in; do
	s=${x##*/}
	s=${s%.in}
	awk -v s="$s" '/^[A-Za-z_]/ { print s, $1 }' "$x"
done > "$tmp/consts"
# A set's constants sit together in a header: offer the macros near
# them (a few lines from one of them) that share the set's prefix (its
# names' commonest first word: RWF_, CLONE_, O_) and that no set has.
awk -v slack=4 '
	NR == FNR { known[$2] = 1; sets[$2] = sets[$2] " " $1; next }
	{ f[++n] = $1; ln[n] = $2; nm[n] = $3 }
	END {
		for (i = 1; i <= n; i++) {
			if (!(nm[i] in known))
				continue
			k = split(sets[nm[i]], ss, " ")
			for (j = 1; j <= k; j++) {
				s = ss[j]
				if (!((f[i], s) in has)) {
					has[f[i], s] = 1
					in_file[f[i]] = in_file[f[i]] " " s
				}
				for (d = -slack; d <= slack; d++)
					near[s, f[i], ln[i] + d] = 1
				if (match(nm[i], /^_*[A-Za-z0-9]+_/)) {
					p = substr(nm[i], 1, RLENGTH)
					if (++cnt[s, p] > bestn[s]) {
						bestn[s] = cnt[s, p]
						best[s] = p
					}
				}
			}
		}
		for (i = 1; i <= n; i++) {
			if (nm[i] in known || !(f[i] in in_file))
				continue
			k = split(in_file[f[i]], ss, " ")
			for (j = 1; j <= k; j++)
				if ((ss[j], f[i], ln[i]) in near &&
				    index(nm[i], best[ss[j]]) == 1)
					print "const " ss[j], nm[i], f[i]
		}
	}' "$tmp/consts" "$tmp/defs" | sort -u
