# genattrs.awk: syscalls/nlattrs.list -> src/nlattrs_gen.c and (out_h)
# src/nlattrs_gen.h: the netlink attribute sets, the structs their values
# and the family headers are made of (see the list's header).
#   awk -v out_h=src/nlattrs_gen.h -f genattrs.awk syscalls/nlattrs.list
function die(msg) {
	printf("%s:%d: %s\n", FILENAME, FNR, msg) > "/dev/stderr"
	err = 1
	exit 1
}
function cstr(s) {
	return s == "-" ? "NULL" : "\"" s "\""
}
function cset(s) {
	return s == "-" ? "NULL" : "&xlat_" s
}
# The size of struct ct, or where field f ends ("f+").
function csize(ct, f) {
	if (f == "")
		return "sizeof(struct " ct ")"
	if (f ~ /\+$/) {
		sub(/\+$/, "", f)
		return "(offsetof(struct " ct ", " f ") + sizeof(((struct " \
		       ct " *)0)->" f "))"
	}
	return "offsetof(struct " ct ", " f ")"
}
function opt(word, key,    v) {
	if (index(word, key "=") != 1)
		return ""
	return substr(word, length(key) + 2)
}
# A field line of the current struct or msg: FIELD KIND [SET DFLT] [as=NAME].
function field(    k, name, set, dflt, i, n, substruct) {
	name = $1; set = "-"; dflt = "-"; n = NF
	for (i = 2; i <= NF; i++)
		if (opt($i, "as") != "") {
			name = opt($i, "as")
			n = i - 1
		}
	k = $2
	if (!(k in kinds))
		die("unknown field kind " k)
	if (n >= 3)
		set = $3
	if (n >= 4)
		dflt = $4
	substruct = "NULL"
	if (kinds[k] == 3) {
		if (n != 3)
			die(k " takes a struct")
		need_struct[set] = FNR
		substruct = "&nla_struct_" set
		set = "-"
	} else if (n > 4 || (kinds[k] == 2 && set == "-")) {
		die(k " takes a constant set and its unknown name")
	} else if (kinds[k] != 2 && n > 2) {
		die(k " takes no constant set")
	}
	fl[cur] = fl[cur] sprintf("\t{ \"%s\", offsetof(struct %s, %s), " \
		"sizeof(((struct %s *)0)->%s), NF_%s, %s, %s, %s },\n", name,
		ctype[cur], $1, ctype[cur], $1, toupper(k), cset(set),
		cstr(dflt), substruct)
	nf[cur]++
}
# A reference, on line `line`, to a block the list does not define.
function missing(prefix, name, line, kind) {
	if ((prefix name) in what)
		return
	printf("%s:%d: no %s %s\n", FILENAME, line, kind, name) \
		> "/dev/stderr"
	err = 1
}
# An attrs or family block named $2: both make an nla_set.
function new_set(w) {
	cur = "a:" $2
	if (cur in what)
		die("repeated set " $2)
	what[cur] = w; aname[na++] = $2
}
function flagset(set, dflt,    key) {
	key = set " " dflt
	if (!(key in fsid)) {
		fsid[key] = nfs
		fsdecl = fsdecl sprintf("static const struct nla_flagset " \
			"nlfs_%d = { %s, %s };\n", nfs++, cset(set), cstr(dflt))
	}
	return "&nlfs_" fsid[key]
}
# An attribute line of the current set: ATTR PRINTER [ARGS].
function attr(    p, fn, arg, size, kind, names, hex, i, dflt, names1) {
	p = $2; arg = "NULL"; fn = "nla_" p
	if (p in plain) {
		if (NF != 2)
			die(p " takes nothing more")
	} else if (p == "nested") {
		if (NF != 3)
			die("nested takes a set")
		arg = "&nla_set_" $3
		need_set[$3] = FNR
	} else if (p == "fields" || p == "structs") {
		if (NF != 3)
			die(p " takes a struct")
		arg = "&nla_struct_" $3
		need_struct[$3] = FNR
		fn = p == "fields" ? "nla_fields" : "nla_struct_array"
	} else if (p == "array") {
		names = "NULL"; hex = 0; dflt = "-"; names1 = 0
		for (i = 4; i <= NF; i++)
			if ($i == "hex")
				hex = 1
			else if (opt($i, "names") != "")
				names = "&xlat_" opt($i, "names")
			else if (opt($i, "names1") != "") {
				names = "&xlat_" opt($i, "names1")
				names1 = 1
			}
			else if (opt($i, "unknown") != "")
				dflt = opt($i, "unknown")
			else
				die("array takes hex, names=SET, unknown=NAME after its type")
		if (NF < 3 || ($3 != "u16" && $3 != "u32" && $3 != "s32" &&
		    $3 != "u64" && $3 != "long"))
			die("array takes u16, u32, s32, u64 or long")
		size = $3 == "u16" ? 2 : $3 ~ /32$/ ? 4 : $3 == "u64" ? 8 : 0
		kind = hex ? "NF_HEX" : $3 == "s32" ? "NF_INT" : "NF_UINT"
		arg = "&nle_" $3 (hex ? "_hex" : "")
		if (names != "NULL")
			arg = arg (names1 ? "_1" : "") "_" substr(names, 7)
		if (!(arg in elems_done)) {
			elems_done[arg] = 1
			fsdecl = fsdecl sprintf("static const struct nla_elems " \
				"%s = { %d, %s, %s, %s, %s };\n", substr(arg, 2),
				size, kind, names, cstr(dflt),
				names1 ? "true" : "false")
		}
		fn = "nla_array"
	} else if (p in setprint) {
		if (NF != 4)
			die(p " takes a constant set and its unknown name")
		arg = flagset($3, $4)
	} else if (p == "call") {
		if (NF != 3 && NF != 4)
			die("call takes a function [and a set]")
		fn = $3
		if (!($3 in calls))
			calls[$3] = ncalls++
		if (NF == 4) {
			arg = "&nla_set_" $4
			need_set[$4] = FNR
		}
	} else if (p == "bykind") {
		if (NF != 3)
			die("bykind takes a kinds block")
		fn = "nla_by_kind"
		arg = "&nla_kinds_" $3
		need_kinds[$3] = FNR
	} else {
		die("unknown value printer " p)
	}
	if ((cur, $1) in seen_attr)
		die("repeated attribute " $1)
	seen_attr[cur, $1] = 1
	if (what[cur] == "kinds")
		vl[cur] = vl[cur] sprintf("\t{ \"%s\", { %s, %s } },\n", $1,
					  fn, arg)
	else
		vl[cur] = vl[cur] sprintf("\t[%s] = { %s, %s },\n", $1, fn,
					  arg)
}
# Every word of list as a key of arr, with value v.
function words(list, arr, v,    w, n, i) {
	n = split(list, w, " ")
	for (i = 1; i <= n; i++)
		arr[w[i]] = v
}
BEGIN {
	# Field kinds. 1: a plain field; 2: one that names a constant set;
	# 3: a struct of this list inside.
	words("uint int hex ifindex hex_nz u32x2 sockid dev bytes bytes_nz " \
	      "bytes_len str u8s hwaddr famaddr", kinds, 1)
	words("enum enum_hex be16enum flags bits bits1 u64s", kinds, 2)
	words("struct structs", kinds, 3)
	# Value printers: plain ones, and those given a constant set.
	words("u8 u16 u32 u64 s32 x8 x16 x32 str u8_array fd clock_t " \
	      "clock_t_var be16 be32 be64 hwaddr inaddr in4addr in6addr ifindex " \
	      "uid kind slave_kind", plain, 1)
	words("enum8 enum16 enum32 enum_be16 flags8 flags8c flags16 flags32",
	      setprint, 1)
	cur = ""
	nfs = 0
	ncalls = 0
	nk = 0
}
{
	sub(/#.*/, "")
	if (NF == 0)
		next
}
/^include[ \t]/ {
	if (NF != 2)
		die("include takes one header")
	includes = includes "#include " $2 "\n"
	cur = ""
	next
}
/^struct[ \t]/ {
	if (NF < 3)
		die("expected struct NAME CTYPE [size=FIELD+] [min=FIELD[+]] [rest]")
	cur = "s:" $2
	if (cur in what)
		die("repeated struct " $2)
	what[cur] = "struct"; ctype[cur] = $3; sname[ns++] = $2
	ssize[cur] = csize($3, ""); smin[cur] = "0"
	for (i = 4; i <= NF; i++) {
		if (opt($i, "size") != "")
			ssize[cur] = csize($3, opt($i, "size"))
		else if (opt($i, "min") != "")
			smin[cur] = csize($3, opt($i, "min"))
		else if ($i == "rest")
			srest[cur] = 1
		else
			die("unknown option " $i)
	}
	next
}
/^attrs[ \t]/ {
	if (NF != 4)
		die("expected attrs NAME CONSTSET UNKNOWN")
	new_set("attrs")
	aset[cur] = $3; adflt[cur] = $4
	next
}
/^family[ \t]/ {
	if (NF != 2)
		die("expected family NAME")
	new_set("family")
	next
}
/^kinds[ \t]/ {
	if (NF != 3 || ($3 != "kind" && $3 != "slave_kind"))
		die("expected kinds NAME kind|slave_kind")
	cur = "k:" $2
	if (cur in what)
		die("repeated kinds " $2)
	what[cur] = "kinds"; kslot[cur] = $3 == "kind" ? 0 : 1
	kname[nk++] = $2
	next
}
/^msg[ \t]/ {
	if (NF < 5)
		die("expected msg NAME CTYPE FAMILYFIELD ATTRSET|- " \
		    "[families=SET UNKNOWN]")
	cur = "m:" $2
	if (cur in what)
		die("repeated msg " $2)
	what[cur] = "msg"; ctype[cur] = $3; mfam[cur] = $4; mset[cur] = $5
	mfs[cur] = "NULL"; mfd[cur] = "NULL"
	if (NF > 5) {
		if (NF != 7 || opt($6, "families") == "")
			die("expected families=SET UNKNOWN")
		mfs[cur] = cset(opt($6, "families"))
		mfd[cur] = cstr($7)
	}
	mname[nm++] = $2
	if ($5 != "-")
		need_set[$5] = FNR
	next
}
/^[ \t]/ {
	if (cur == "")
		die("a field or attribute outside a struct, msg or attrs")
	if (what[cur] == "family") {
		if (NF != 2)
			die("expected FAMILY ATTRS")
		need_set[$2] = FNR
		vl[cur] = vl[cur] sprintf("\t{ %s, &nla_set_%s },\n",
					  $1 == "*" ? "NLA_ANY_FAMILY" : $1, $2)
	} else if (what[cur] == "attrs" || what[cur] == "kinds")
		attr()
	else
		field()
	next
}
{
	die("unknown line " $1)
}
END {
	if (err)
		exit 1
	for (x in need_set)
		missing("a:", x, need_set[x], "attrs")
	for (x in need_kinds)
		missing("k:", x, need_kinds[x], "kinds")
	for (x in need_struct)
		missing("s:", x, need_struct[x], "struct")
	if (err)
		exit 1
	hdr = "/* Generated by syscalls/gen/genattrs.awk from " \
	      "syscalls/nlattrs.list. */\n"
	printf("%s#ifndef ABT_NLATTRS_GEN_H\n#define ABT_NLATTRS_GEN_H\n\n",
	       hdr) > out_h
	print "#include <stdbool.h>\n#include <stddef.h>\n" > out_h
	print "struct pctx;\nstruct nlbuf;\nstruct nla_set;\nstruct nla_struct;" > out_h
	print "struct nl_struct;\nstruct nla_kinds;\n" > out_h
	print "/* The printers the list names with \"call\". */" > out_h
	for (f in calls)
		call_at[calls[f]] = f
	for (i = 0; i < ncalls; i++)
		printf("bool %s(const struct pctx *c, const struct nlbuf *nb, " \
		       "size_t off,\n\tsize_t len, const void *arg);\n",
		       call_at[i]) > out_h
	print "" > out_h
	for (i = 0; i < na; i++)
		printf("extern const struct nla_set nla_set_%s;\n",
		       aname[i]) > out_h
	for (i = 0; i < ns; i++)
		printf("extern const struct nla_struct nla_struct_%s;\n",
		       sname[i]) > out_h
	for (i = 0; i < nm; i++)
		printf("extern const struct nl_struct nl_msg_%s;\n",
		       mname[i]) > out_h
	for (i = 0; i < nk; i++)
		printf("extern const struct nla_kinds nla_kinds_%s;\n",
		       kname[i]) > out_h
	print "\n#endif" > out_h
	printf("%s#include \"decode/netlink.h\"\n#include \"nlattrs_gen.h\"\n\n",
	       hdr)
	printf("#include <stddef.h>\n%s\n", includes)
	printf("%s\n", fsdecl)
	for (i = 0; i < ns; i++) {
		k = "s:" sname[i]
		printf("static const struct nl_field nlf_%s[] = {\n%s};\n",
		       sname[i], fl[k])
		printf("const struct nla_struct nla_struct_%s = {\n" \
		       "\t%s, nlf_%s, %d, %s, %s\n};\n", sname[i], ssize[k],
		       sname[i], nf[k], smin[k], srest[k] ? "true" : "false")
	}
	for (i = 0; i < na; i++) {
		k = "a:" aname[i]
		if (what[k] == "family") {
			printf("static const struct nla_by_family nlb_%s[] = " \
			       "{\n%s};\n", aname[i], vl[k])
			printf("const struct nla_set nla_set_%s = {\n\tNULL, " \
			       "NULL, NULL, 0, nlb_%s,\n\tsizeof(nlb_%s) / " \
			       "sizeof(nlb_%s[0])\n};\n", aname[i], aname[i],
			       aname[i], aname[i])
			continue
		}
		if (vl[k] == "") {
			printf("const struct nla_set nla_set_%s = { %s, %s, " \
			       "NULL, 0 };\n", aname[i], cset(aset[k]),
			       cstr(adflt[k]))
			continue
		}
		printf("static const struct nla_value nlv_%s[] = {\n%s};\n",
		       aname[i], vl[k])
		printf("const struct nla_set nla_set_%s = {\n\t%s, %s, " \
		       "nlv_%s,\n\tsizeof(nlv_%s) / sizeof(nlv_%s[0])\n};\n",
		       aname[i], cset(aset[k]), cstr(adflt[k]), aname[i],
		       aname[i], aname[i])
	}
	for (i = 0; i < nk; i++) {
		k = "k:" kname[i]
		printf("static const struct nla_kind nlk_%s[] = {\n%s};\n",
		       kname[i], vl[k])
		printf("const struct nla_kinds nla_kinds_%s = {\n\t%d, nlk_%s, " \
		       "sizeof(nlk_%s) / sizeof(nlk_%s[0])\n};\n", kname[i],
		       kslot[k], kname[i], kname[i], kname[i])
	}
	for (i = 0; i < nm; i++) {
		k = "m:" mname[i]
		if (nf[k])
			printf("static const struct nl_field nlm_%s[] = {\n%s};\n",
			       mname[i], fl[k])
		printf("const struct nl_struct nl_msg_%s = {\n\tsizeof(struct " \
		       "%s), \"%s\", %s, %d,\n\t%s, %s, %s\n};\n", mname[i],
		       ctype[k], mfam[k], nf[k] ? "nlm_" mname[i] : "NULL",
		       nf[k] + 0, mset[k] == "-" ? "NULL" : "&nla_set_" mset[k],
		       mfs[k], mfd[k])
	}
}
