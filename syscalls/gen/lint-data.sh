#!/bin/sh
# Consistency checks over the data files in syscalls/.
#
# usage: gen/lint-data.sh       (exit 1 and a message per problem)
#
#  - every name in arch/*.tbl has exactly one generic line in syscalls.list,
#    and every generic line names a syscall of some table;
#  - name@arch lines name known architectures, and arches that have the name;
#  - no table has a number or a name twice;
#  - every argument type is declared in types.list; every flags:/enum:/
#    ipc_cmd: parameter names a set in xlat/, and every numeric parameter
#    is a valid argument index of its line;
#  - classes and +traits, and return types, are the documented ones;
#  - every xlat/*.in has #kind (flags, enum or bitenum) and #header, one
#    NAME VALUE per line with arch=VALUE extras, and no name twice.
# Prints a summary of counts at the end.

set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"

awk '
function err(msg) { print "lint: " msg; bad++ }
FNR == 1 { file = FILENAME }
# ---- architecture tables
file ~ /^arch\// {
	if ($0 ~ /^[ \t]*(#|$)/) next
	arch = file; sub(/^arch\//, "", arch); sub(/\.tbl$/, "", arch)
	archs[arch] = 1
	if (NF != 2 || $1 !~ /^[0-9]+$/) { err(file ":" FNR ": bad line"); next }
	if ((arch SUBSEP $1) in nr) err(file ": number " $1 " twice")
	if ((arch SUBSEP $2) in nm) err(file ": name " $2 " twice")
	nr[arch, $1] = 1; nm[arch, $2] = 1
	inany[$2] = 1; count[arch]++
	next
}
# ---- types
file == "types.list" {
	if ($0 ~ /^[ \t]*(#|$)/) next
	if (NF < 4 || ($2 != "in" && $2 != "out" && $2 != "both") ||
	    $3 !~ /^(value|reg|addr)$/) err("types.list:" FNR ": bad line")
	if ($1 in type) err("types.list: type " $1 " twice")
	type[$1] = 1; ntypes++
	next
}
# ---- xlat sets
file ~ /^xlat\// {
	set = file; sub(/^xlat\//, "", set); sub(/\.in$/, "", set)
	if (!(set in sets)) { sets[set] = 1; nsets++ }
	if ($1 == "#kind") { kind[set] = $2; if ($2 !~ /^(flags|enum|bitenum)$/) err(file ": bad #kind " $2); next }
	if ($1 == "#header") { hdr[set] = 1; next }
	if ($1 == "#nocheck") next
	if ($0 ~ /^[ \t]*(#|$)/) next
	if ($1 !~ /^[A-Za-z_][A-Za-z0-9_]*$/) err(file ":" FNR ": bad name " $1)
	if ($2 !~ /^[-(]?[0-9][0-9A-Fa-fxXuUlL<>()]*$/) err(file ":" FNR ": bad value " $2)
	for (i = 3; i <= NF; i++)
		if ($i !~ /^[a-z0-9_]+=(-|-?[0-9][0-9A-Fa-fxXuUlL<>()]*)$/) err(file ":" FNR ": bad arch value " $i)
	if ((set SUBSEP $1) in cname) err(file ": constant " $1 " twice")
	cname[set, $1] = 1; nconst++
	next
}
# ---- syscalls.list
file == "syscalls.list" {
	if ($0 ~ /^[ \t]*(#|$)/) next
	if (NF < 3) { err("syscalls.list:" FNR ": too few columns"); next }
	n = split($1, p, "@")
	name = p[1]
	if (n == 1) {
		if (name in generic) err("syscalls.list:" FNR ": second generic line for " name)
		generic[name] = 1; ngeneric++
	} else {
		noverride++
		k = split(p[2], a, ",")
		for (i = 1; i <= k; i++) ovr[name, a[i]] = FNR
	}
	if ($2 != "-") {
		k = split($2, c, ",")
		for (i = 1; i <= k; i++)
			if (c[i] !~ /^(file|desc|process|network|signal|ipc|memory|creds|clock|stat|lstat|fstat|statfs|fstatfs|statfs_like|pure)$/ &&
			    c[i] !~ /^\+(exec|fork|clone|clone3|close|pipe|socketpair|fcntl|fcntl64|inotify_init|makes_fd|socketcall|ipc|seccomp|prctl|unshare|socket|restart)$/)
				err("syscalls.list:" FNR ": unknown class or trait " c[i])
	}
	r = $3
	if (r ~ /^(enum|flags):/) { split(r, rr, ":"); useset[rr[2]] = "syscalls.list:" FNR }
	else if (r !~ /^(int|long|ssize|fd|pid|hex|oct|uid|none|sig|sigmask|handler)$/) err("syscalls.list:" FNR ": bad return type " r)
	nargs = NF - 3
	if (nargs > 6) err("syscalls.list:" FNR ": more than 6 arguments")
	for (i = 4; i <= NF; i++) {
		word = $i
		if (word ~ /=/) {
			if (word !~ /^[a-z_][a-z0-9_]*=/)
				err("syscalls.list:" FNR ": bad argument name in " $i)
			sub(/^[^=]*=/, "", word)
		}
		k = split(word, w, ":")
		usetype[w[1]] = "syscalls.list:" FNR
		if (k > 2) err("syscalls.list:" FNR ": bad word " $i)
		if (k == 2) {
			if (w[2] ~ /^[0-9]+$/) {
				if (w[2] + 0 >= nargs) err("syscalls.list:" FNR ": " $i ": no argument " w[2])
			} else useset[w[2]] = "syscalls.list:" FNR
		} else if (w[1] == "flags" || w[1] == "enum" || w[1] == "ipc_cmd")
			err("syscalls.list:" FNR ": " w[1] " needs a set")
	}
	next
}
END {
	for (n in inany) if (!(n in generic)) err("no generic syscalls.list line for " n)
	for (n in generic) if (!(n in inany)) err("syscalls.list: " n " is in no arch table")
	for (k in ovr) {
		split(k, q, SUBSEP)
		if (!(q[2] in archs)) err("syscalls.list:" ovr[k] ": unknown arch " q[2])
		else if (!((q[2] SUBSEP q[1]) in nm)) err("syscalls.list:" ovr[k] ": " q[1] " is not in the " q[2] " table")
	}
	for (t in usetype) if (!(t in type)) err(usetype[t] ": type " t " not in types.list")
	for (s in useset) if (!(s in sets)) err(useset[s] ": set " s " has no xlat/" s ".in")
	for (s in sets) {
		if (!(s in kind)) err("xlat/" s ".in: no #kind")
		if (!(s in hdr)) err("xlat/" s ".in: no #header")
	}
	nu = 0; for (n in inany) nu++
	printf "tables:"
	for (ar in count) printf " %s=%d", ar, count[ar]
	printf "\nsyscalls.list: %d generic lines (%d names in the tables), %d overrides\n", ngeneric, nu, noverride
	nus = 0; for (s in useset) nus++
	printf "xlat: %d sets (%d referenced by syscalls.list), %d constants\n", nsets, nus, nconst
	printf "types: %d declared\n", ntypes
	if (bad) { printf "lint: %d problem(s)\n", bad; exit 1 }
	print "lint: ok"
}' arch/*.tbl types.list xlat/*.in syscalls.list
