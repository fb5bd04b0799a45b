#!/bin/sh
# Regenerate syscalls/arch/<arch>.tbl from the kernel's UAPI headers.
#
# usage: gen/import-unistd.sh [OUTDIR]     (default: the arch/ dir beside gen/)
#
# Environment overrides (paths to the include roots):
#   HOST_INC   default /usr/include                       (x86_64, i386, x32)
#   HOST_ASM   default $HOST_INC/x86_64-linux-gnu
#   A64_INC    default /usr/aarch64-linux-gnu/include     (aarch64)
#   ARM_INC    default /usr/arm-linux-gnueabihf/include   (arm EABI)
#   RV64_INC   default /usr/riscv64-linux-gnu/include     (riscv64)
#   CPP        default "cpp"
#
# How it works, for every architecture:
#   1. `cpp -dM` over the arch's <asm/unistd.h> lists every macro the header
#      set up under the arch's configuration (the asm-generic header hides
#      entries behind __BITS_PER_LONG, __ARCH_WANT_* and the like, so the
#      preprocessor has to decide, not a regexp over the file);
#   2. every __NR_<lowercase name> becomes a line "@@ name __NR_name", and a
#      second cpp pass expands those macros to plain arithmetic such as
#      "(0 + 3)" or "(1024 + 15)" or "(__X32_SYSCALL_BIT + 512)";
#   3. awk evaluates the arithmetic (integers, + and -, parentheses), drops
#      aliases that share a number with the canonical name, sorts by number.
# x32's numbers are taken with __X32_SYSCALL_BIT defined as 0, so the table
# holds 0..334 and the x32-only 512..547 range without the ABI bit.
#
# A section at the end of an existing table that starts with the line
# "# ---- newer than the installed headers ----" is carried over to the new
# table (see keep_newer): numbers the kernel assigned after the headers'
# version. Entries the headers now define are dropped from it.
#
# Only POSIX sh, awk, sort and cpp are used.

set -eu

here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here/../arch}
HOST_INC=${HOST_INC:-/usr/include}
HOST_ASM=${HOST_ASM:-$HOST_INC/x86_64-linux-gnu}
A64_INC=${A64_INC:-/usr/aarch64-linux-gnu/include}
ARM_INC=${ARM_INC:-/usr/arm-linux-gnueabihf/include}
RV64_INC=${RV64_INC:-/usr/riscv64-linux-gnu/include}
CPP=${CPP:-cpp}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

# Version string of the headers, for the table comment (best effort).
hdr_version() {
	v=$(sed -n 's/^#define LINUX_VERSION_CODE \([0-9]*\).*/\1/p' \
		"$1/linux/version.h" 2>/dev/null | head -n 1)
	if [ -n "$v" ]; then
		echo "$((v >> 16)).$(((v >> 8) & 255)).$((v & 255))"
	else
		echo unknown
	fi
}

# The hand-kept section at the end of a table: syscalls the running
# kernels have but the headers imported from do not (yet). It starts at
# the marker line and runs to the end of the file.
newer_marker='# ---- newer than the installed headers ----'

# keep_newer OLD_TABLE NEW_ENTRIES: print OLD_TABLE's newer section (with
# the blank line before it), without the entries whose name or number the
# freshly imported NEW_ENTRIES now has; nothing if no entry is left.
keep_newer() {
	[ -f "$1" ] || return 0
	awk -v marker="$newer_marker" '
	FNR == 1 { f++ }
	f == 1 { have[$2] = 1; taken[$1] = 1; next }
	$0 == marker { on = 1 }
	!on { next }
	/^[0-9]+[ \t]/ {
		if (($2 in have) || ($1 in taken)) next
		n++
	}
	{ line[++nl] = $0 }
	END {
		if (!n) exit
		print ""
		for (i = 1; i <= nl; i++) print line[i]
	}' "$2" "$1"
}

# gen ARCH HEADER SOURCE_DESC CPPFLAGS...
# HEADER is the file to include (as written in #include), the rest of the
# arguments are given to cpp (include paths and defines).
gen() {
	arch=$1 hdr=$2 desc=$3 ver=$4
	shift 4
	printf '#include %s\n' "$hdr" >"$tmp/$arch.c"
	# -undef: no host (x86_64) predefined macros leak into the arch config.
	"$CPP" -undef -nostdinc -dM "$@" "$tmp/$arch.c" >"$tmp/$arch.dm"
	awk '$1 == "#define" && $2 ~ /^__NR_[a-z_][a-z0-9_]*$/ {
		n = substr($2, 6)
		if (n == "syscalls" || n == "arch_specific_syscall")
			next
		print "@@ " n " " $2
	}' "$tmp/$arch.dm" >"$tmp/$arch.names"
	if [ ! -s "$tmp/$arch.names" ]; then
		echo "import-unistd: $arch: no __NR_ macros found in $hdr" >&2
		exit 1
	fi
	{ cat "$tmp/$arch.c"; cat "$tmp/$arch.names"; } >"$tmp/$arch.x.c"
	"$CPP" -undef -nostdinc -P "$@" "$tmp/$arch.x.c" |
	awk -v arch="$arch" -v drop="${DROP:-}" '
	# tiny recursive-descent evaluator for "( a + b - c )" style values
	function peek() { return pos <= ntok ? tok[pos] : "" }
	function num(s) {
		if (s ~ /^0[xX][0-9a-fA-F]+$/) {
			v = 0; s = tolower(substr(s, 3))
			for (k = 1; k <= length(s); k++)
				v = v * 16 + index("0123456789abcdef", substr(s, k, 1)) - 1
			return v
		}
		if (s ~ /^[0-9]+[uUlL]*$/) { sub(/[uUlL]+$/, "", s); return s + 0 }
		bad = s
		return 0
	}
	function prim(   t, v) {
		t = tok[pos++]
		if (t == "(") { v = expr(); pos++; return v }
		if (t == "-") return -prim()
		if (t == "+") return prim()
		return num(t)
	}
	function expr(   v, op) {
		v = prim()
		while (peek() == "+" || peek() == "-") {
			op = tok[pos++]
			v = (op == "+") ? v + prim() : v - prim()
		}
		return v
	}
	BEGIN {
		nd = split(drop, d, ",")
		for (i = 1; i <= nd; i++) dropped[d[i]] = 1
	}
	$1 == "@@" {
		name = $2
		if (name in dropped) next
		$1 = ""; $2 = ""
		s = $0
		gsub(/[()+-]/, " & ", s)
		ntok = split(s, tok, " ")
		pos = 1; bad = ""
		v = expr()
		if (bad != "" || pos <= ntok) {
			printf "import-unistd: %s: cannot evaluate __NR_%s = %s\n", arch, name, $0 > "/dev/stderr"
			err = 1
			next
		}
		if (v in byno) {
			printf "import-unistd: %s: %s and %s share number %d (add one to DROP)\n", arch, byno[v], name, v > "/dev/stderr"
			err = 1
			next
		}
		byno[v] = name
		print v, name
	}
	END { exit err }' | sort -n -k1,1 >"$tmp/$arch.tbl"

	count=$(wc -l <"$tmp/$arch.tbl" | tr -d ' ')
	keep_newer "$out/$arch.tbl" "$tmp/$arch.tbl" >"$tmp/$arch.newer"
	{
		echo "# $arch system call numbers: NUMBER NAME, sorted by number."
		echo "# Generated by syscalls/gen/import-unistd.sh from $desc"
		echo "# (Linux UAPI headers $ver). $count entries. Do not edit by hand:"
		echo "# fix the script or the headers and regenerate."
		cat "$tmp/$arch.tbl"
		cat "$tmp/$arch.newer"
	} >"$out/$arch.tbl"
	echo "$arch: $count syscalls -> $out/$arch.tbl"
}

mkdir -p "$out"
hv=$(hdr_version "$HOST_INC")

# x86: the installed headers already carry plain numbers (x32 adds the bit).
gen x86_64 '<asm/unistd_64.h>' "asm/unistd_64.h" "$hv" \
	-I"$HOST_ASM" -I"$HOST_INC"
gen i386 '<asm/unistd_32.h>' "asm/unistd_32.h" "$hv" \
	-I"$HOST_ASM" -I"$HOST_INC"
gen x32 '<asm/unistd_x32.h>' "asm/unistd_x32.h (__X32_SYSCALL_BIT removed)" "$hv" \
	-I"$HOST_ASM" -I"$HOST_INC" -D__X32_SYSCALL_BIT=0

# asm-generic based 64-bit architectures: the arch header sets the
# __ARCH_WANT_* switches and includes <asm-generic/unistd.h>.
gen aarch64 '<asm/unistd.h>' "aarch64 asm/unistd.h + asm-generic/unistd.h" \
	"$(hdr_version "$A64_INC")" \
	-I"$A64_INC" -D__aarch64__ -D__LP64__
gen riscv64 '<asm/unistd.h>' "riscv asm/unistd.h + asm-generic/unistd.h (LP64)" \
	"$(hdr_version "$RV64_INC")" \
	-I"$RV64_INC" -D__riscv -D__riscv_xlen=64 -D__LP64__ \
	-D__SIZEOF_POINTER__=8

# arm EABI: __NR_SYSCALL_BASE is 0. The header also defines
# __NR_sync_file_range2 as an alias of __NR_arm_sync_file_range (341); the
# table keeps the name sync_file_range2 (the kernel's entry point is
# sys_sync_file_range2). The private __ARM_NR_* calls (0x0f0001 and up:
# breakpoint, cacheflush, usr26, usr32, set_tls, get_tls) are not __NR_
# macros and are not listed.
DROP=arm_sync_file_range gen arm '<asm/unistd.h>' "arm asm/unistd.h (EABI: asm/unistd-eabi.h)" \
	"$(hdr_version "$ARM_INC")" \
	-I"$ARM_INC" -D__arm__ -D__ARM_EABI__
