# genops.awk: an operation list of syscalls/ (prctl.list, keyctl.list,
# fcntl.list, ptrace.list, bpf.list, ioctls.list) -> src/CALL_gen.h, the
# argument shapes of a call's operations as a struct op_table (or, for a
# call whose operations pass a struct, its fields as struct op_field
# arrays and the operations as struct op_struct rows; see below) of
# src/decode/opargs.h, that the call's decoder includes after its
# printers, which stay static. This file is the one place that knows
# the table's layout, made to cost little at start: a row (struct
# op_row, 8 bytes) holds no pointer, so it needs no relocation; its
# %args argument columns are indexes (NAME_argv, rows with the same
# columns sharing them) into the distinct shapes (NAME_shapes, each
# written once), its printer of the result an index into NAME_rets,
# and a %byname row's op where its name starts in NAME_names.
#   awk -f genops.awk syscalls/xlat/OPSET.in... syscalls/CALL.list \
#       > src/CALL_gen.h
#
# The list says first what it makes and how many argument columns its
# rows have, then one row an operation (by its name in the OPSET.in
# files: all the files but the last):
#   %table NAME		the struct op_table's name
#   %args N		argument columns (1..4): the arguments after
#			the operation's own
#   %byname		the rows are found by the operation's name, not
#			its number (ioctl: a request's number differs
#			between ABIs, its name does not): each row's op is
#			where its name starts in the table's names
#   OPERATION  ARG...  HEX_FROM  RET
#   %if C-EXPRESSION ... %endif	the rows between are the build's
#			where the expression holds (an architecture's)
# ARG:      - (not shown), uint, uint32, int, hex, addr, str, buf:argN,
#   iov:argN (the length or count in argument N), enum:SET:UNKNOWN,
#   enum32:SET:UNKNOWN, flags:SET:UNKNOWN, flags32:SET:UNKNOWN (SET a
#   set of xlat/SET.in, UNKNOWN the name of a value outside it, - for
#   none), fn:FUNCTION (void FUNCTION(const struct pctx *c, uint64_t v),
#   of the decoder, at entry), out:FUNCTION (the same, at exit: what
#   the kernel wrote, the address when the call failed), exit:FUNCTION
#   (at exit, a failed call too), opfn:FUNCTION (int FUNCTION(const
#   struct pctx *c, unsigned op, uint64_t v), of any file of the
#   decoder (the list declares it), at entry, given the operation too:
#   it shows the argument when it wants, and its result is the
#   decoder's, e.g. ioctl's IOCTL_LATER), fd (a descriptor),
#   in:TYPE (a pointer to a TYPE the kernel reads: shown at entry,
#   "[value]"), out:TYPE (one it writes: shown at exit, the address
#   when the call failed); TYPE one of int, uint, ulong (the tracee's
#   long), u64, s64, hex32, hex64 (in hex), u64pair ("[a, b]"),
#   flags:SET:UNKNOWN, enum:SET:UNKNOWN (a u32 of the set); a TYPE word
#   is never a printer's name. The arguments shown at exit come after
#   those shown at entry.
# HEX_FROM: - (nothing more), or argN: that argument and the ones after
#   it, in hex
# RET:      - (a number), or the decoder's printer of the result:
#   int FUNCTION(const struct pctx *c, int64_t rval,
#                const union dec_ret_data *d)
#
# An operation that passes a struct (bpf's union bpf_attr, a member per
# command) has its fields as rows too, in the same file, and the
# operations as a table of struct op_struct instead of %table/%args:
#   %kinds PREFIX WORD...	the decoder's ways to show a field: WORD
#			is PREFIX_WORD of its enum
#   %fields NAME LAYOUT	a struct op_field array NAME, the fields of
#			structs.list's LAYOUT (LF_LAYOUT_FIELD), one a row:
#     FIELD  KIND[:SET]  MODIFIER...
#       KIND one of %kinds, SET a set of xlat/SET.in for it; MODIFIERs:
#       group (shown only when the size passed goes past its start),
#       len:FIELD (the field holding its length), if:FIELD&MASK (shown
#       only when FIELD has a bit of MASK), after:FIELD (only when the
#       size goes past FIELD's start), out (the kernel writes it: shown
#       at exit, with the rows after it)
#   %structs NAME		a struct op_struct array NAME, one row an
#			operation:
#     OPERATION  FIELDS  WRAP  MORE  WHEN  RET
#       FIELDS a %fields NAME or -, WRAP the member's name the fields are
#       shown in or -, MORE the decoder's printer of the fields that
#       depend on others or -, WHEN entry or exit, RET as above
function die(msg) {
	printf("%s:%d: %s\n", FILENAME, FNR, msg) > "/dev/stderr"
	err = 1
	exit 1
}
function name_ok(s) {
	return s ~ /^[a-z_][a-z0-9_]*$/
}
# Whether xlat/SET.in exists, beside the operations' own set.
function set_ok(set,    f, d, line, r) {
	if (set in sets)
		return sets[set]
	d = ARGV[1]
	sub(/[^\/]*$/, "", d)
	f = d set ".in"
	r = (getline line < f) > 0
	close(f)
	return sets[set] = r
}
# "argN" as an index of the call's arguments (arg1 is index 0).
function argidx(s) {
	if (s !~ /^arg[1-6]$/)
		die("expected arg1..arg6, not " s)
	return substr(s, 4) - 1
}
# One argument's shape as C, a struct op_arg initializer (also the key
# that makes identical shapes one); a shape word ending in 32 is its
# kind on the low 32 bits.
function arg(s,    p, n, k, w) {
	if (s == "-")
		return "{ .kind = OA_NONE }"
	if (s ~ /^(uint|uint32|int|hex|str|addr|fd)$/) {
		w = s ~ /32$/
		sub(/32$/, "", s)
		return "{ .kind = OA_" toupper(s) (w ? ", .low32 = true" : "") " }"
	}
	n = split(s, p, ":")
	if ((p[1] == "in" || p[1] == "out") && p[2] in at_types)
		return at_arg(s, p, n)
	if (p[1] == "opfn") {
		if (n != 2 || !name_ok(p[2]))
			die("opfn takes a printer's name: " s)
		if (!(p[2] in opfns))
			opfns[p[2]] = ++nopfns
		return "{ .kind = OA_OPFN, .opfn = " p[2] " }"
	}
	if (p[1] == "buf" || p[1] == "iov") {
		if (n != 2)
			die(p[1] " takes :argN: " s)
		return "{ .kind = OA_" toupper(p[1]) ", .len = " argidx(p[2]) " }"
	}
	if (p[1] ~ /^(fn|out|exit)$/) {
		if (n != 2 || !name_ok(p[2]))
			die(p[1] " takes a printer's name: " s)
		k = "OA_" toupper(p[1])
		return "{ .kind = " k ", .fn = " p[2] " }"
	}
	if (p[1] !~ /^(enum|enum32|flags|flags32)$/)
		die("unknown shape " s)
	if (n != 3)
		die(p[1] " takes :SET:UNKNOWN: " s)
	w = p[1] ~ /32$/
	sub(/32$/, "", p[1])
	return "{ .kind = OA_" toupper(p[1]) (w ? ", .low32 = true" : "") \
		", " set_unknown(s, p[2], p[3]) " }"
}
# ".set = &xlat_SET, .dflt = UNKNOWN" as C, of a shape word s.
function set_unknown(s, set, unknown) {
	if (!name_ok(set) || unknown !~ /^([A-Z_0-9?]+|-)$/)
		die("expected SET:UNKNOWN in " s)
	if (!set_ok(set))
		die("no constant set xlat/" set ".in")
	return ".set = &xlat_" set \
		(unknown == "-" ? "" : ", .dflt = \"" unknown "\"")
}
# in:TYPE, out:TYPE (p its words, n of them): what is at the address.
function at_arg(s, p, n,    k, set) {
	k = p[1] == "in" ? "OA_IN" : "OA_AT_OUT"
	set = ""
	if (p[2] == "flags" || p[2] == "enum") {
		if (n != 4)
			die(p[1] ":" p[2] " takes :SET:UNKNOWN: " s)
		set = ", " set_unknown(s, p[3], p[4])
	} else if (n != 2) {
		die(p[1] ":" p[2] " takes nothing more: " s)
	}
	return "{ .kind = " k ", .at = OAT_" toupper(p[2]) set " }"
}
# The index of a row's shape (C text) among the table's, each distinct
# one kept once; the first rows that use it are under cond (an %if's
# expression, "" for none): a shape only such rows use is under it too,
# as the printers it names may be.
function shape(c,    i) {
	if (!(c in shape_at)) {
		shape_at[c] = nshapes
		shape_c[nshapes] = c
		shape_if[nshapes++] = cond
	}
	i = shape_at[c]
	if (shape_if[i] != cond)
		shape_if[i] = ""
	return i
}
# The same for a printer of the result (0: none).
function ret_index(r,    i) {
	if (r == "-")
		return 0
	if (!(r in ret_at)) {
		ret_at[r] = ++nrets
		ret_c[nrets] = r
		ret_if[nrets] = cond
	}
	i = ret_at[r]
	if (ret_if[i] != cond)
		ret_if[i] = ""
	return i
}
# Where a row's argument indexes (a list of them, k) start in argv: rows
# with the same ones share them.
function tuple(k, n,    i, w) {
	if (k in tuple_at)
		return tuple_at[k]
	tuple_at[k] = nargv
	n = split(k, w, ",")
	for (i = 1; i <= n; i++)
		argv_c[nargv++] = w[i]
	return tuple_at[k]
}
# A field row's modifier FIELD as its enum layout_field.
function lf(s) {
	if (s !~ /^[A-Z_0-9]+$/)
		die("expected a FIELD of " layout ", not " s)
	return "LF_" layout "_" s
}
function field_row(    k, p, n, i, m, group, when, mask, after, out, set) {
	n = split($2, p, ":")
	if (!(p[1] in kinds))
		die("unknown kind " p[1] " (not in %kinds)")
	set = "NULL"
	if (n == 2) {
		if (!name_ok(p[2]) || !set_ok(p[2]))
			die("no constant set xlat/" p[2] ".in")
		set = "&xlat_" p[2]
	} else if (n != 1) {
		die("KIND or KIND:SET, not " $2)
	}
	group = "false"; when = "0"; mask = "0"; after = "false"; out = "false"
	for (i = 3; i <= NF; i++) {
		if ($i == "group") {
			group = "true"
		} else if ($i == "out") {
			out = "true"
		} else if ($i ~ /^len:/) {
			when = lf(substr($i, 5))
		} else if ($i ~ /^after:/) {
			when = lf(substr($i, 7))
			after = "true"
		} else if ($i ~ /^if:[A-Z_0-9]+&0x[0-9a-f]+$/) {
			split(substr($i, 4), m, "&")
			when = lf(m[1])
			mask = m[2]
		} else {
			die("unknown modifier " $i)
		}
	}
	row[nr++] = sprintf("	{ %s, %s, %s, %s, %s_%s, %s, %s, %s },",
			    set, lf($1), when, mask, kprefix, toupper(p[1]),
			    group, after, out)
}
# An operation's number, by its name in the set; each once.
function op_num(s) {
	if (!(s in num))
		die("operation " s " is not in " sets_named)
	if (s in seen)
		die("repeated operation " s)
	seen[s] = 1
	return num[s]
}
function struct_row(    f, w, m, r) {
	if (NF != 6)
		die("expected OPERATION, FIELDS, WRAP, MORE, WHEN, RET")
	op_num($1)
	if ($2 != "-" && !($2 in fieldsets))
		die("no %fields " $2)
	if ($3 != "-" && !name_ok($3))
		die("WRAP is - or a member's name, not " $3)
	if ($4 != "-" && !name_ok($4))
		die("MORE is - or a printer's name, not " $4)
	if ($5 != "entry" && $5 != "exit")
		die("WHEN is entry or exit, not " $5)
	if ($6 != "-" && !name_ok($6))
		die("RET is - or a printer's name, not " $6)
	f = $2 == "-" ? "0, NULL" : "ARRAY_SIZE(" $2 "), " $2
	w = $3 == "-" ? "NULL" : "\"" $3 "\""
	m = $4 == "-" ? "NULL" : $4
	r = $6 == "-" ? "NULL" : $6
	row[nr++] = sprintf("	{ %s /* %s */, %s, %s, %s, %s, %s },",
			    num[$1], $1, f, w, m, r, $5 == "exit" ? "true" : "false")
}
# Ends the array being made, if any.
function close_array() {
	if (open_array)
		row[nr++] = "};"
	open_array = 0
}
BEGIN {
	nshapes = nargv = nrets = names_len = 0
	shape(arg("-"))		# [0], the shape of no argument
	split("int uint ulong u64 s64 hex32 hex64 u64pair flags enum", w, " ")
	for (i in w)
		at_types[w[i]] = 1
	for (i = 1; i < ARGC - 1; i++)
		sets_named = sets_named (i > 1 ? " or " : "") ARGV[i]
}
# The operation numbers, from the xlat files.
FILENAME != ARGV[ARGC - 1] {
	if ($0 !~ /^#/ && NF >= 2)
		num[$1] = $2
	next
}
{
	sub(/#.*/, "")
	if (NF == 0)
		next
}
$1 == "%kinds" {
	if (NF < 3 || $2 !~ /^[A-Z][A-Z0-9_]*$/)
		die("%kinds takes the enum's prefix and its words")
	kprefix = $2
	for (i = 3; i <= NF; i++)
		kinds[$i] = 1
	next
}
$1 == "%fields" {
	if (NF != 3 || !name_ok($2) || $3 !~ /^[A-Z][A-Z0-9_]*$/)
		die("%fields takes the array's name and a LAYOUT")
	if (!kprefix)
		die("%kinds comes before %fields")
	close_array()
	mode = "fields"
	layout = $3
	fieldsets[$2] = 1
	row[nr++] = "static const struct op_field " $2 "[] = {"
	open_array = 1
	next
}
$1 == "%structs" {
	if (NF != 2 || !name_ok($2))
		die("%structs takes the array's name")
	close_array()
	mode = "structs"
	row[nr++] = "static const struct op_struct " $2 "[] = {"
	open_array = 1
	next
}
mode == "fields" {
	field_row()
	next
}
mode == "structs" {
	struct_row()
	next
}
$1 == "%table" {
	if (NF != 2 || !name_ok($2))
		die("%table takes the array's name")
	table = $2
	next
}
$1 == "%if" {
	if (NF < 2 || inif)
		die("%if takes a C expression, and does not nest")
	inif = 1
	$1 = ""
	cond = $0
	row[nr++] = "#if" $0
	next
}
$1 == "%endif" {
	if (NF != 1 || !inif)
		die("%endif without %if")
	inif = 0
	cond = ""
	row[nr++] = "#endif"
	next
}
$1 == "%byname" {
	if (NF != 1)
		die("%byname takes nothing")
	byname = 1
	next
}
$1 == "%args" {
	if (NF != 2 || $2 !~ /^[1-4]$/)
		die("%args takes 1..4")
	nargs = $2
	next
}
{
	if (!table || !nargs)
		die("%table and %args come before the rows")
	if (NF != nargs + 3)
		die("expected OPERATION, " nargs " ARG, HEX_FROM, RET")
	op_num($1)
	late = 0
	for (i = 2; i <= nargs + 1; i++) {
		if ($i ~ /^(out|exit):/)
			late = 1
		else if (late && $i != "-")
			die("an argument shown at entry after one shown at exit")
	}
	k = ""
	for (i = 2; i <= nargs + 1; i++)
		k = k (i > 2 ? "," : "") shape(arg($i))
	h = $(nargs + 2)
	from = h == "-" ? 0 : argidx(h)
	if (h != "-" && from < 1)
		die("HEX_FROM is - or arg2.., not " h)
	r = $(nargs + 3)
	if (r != "-" && !name_ok(r))
		die("RET is - or a printer's name, not " r)
	if (byname) {
		op = names_len " /* " $1 " */"
		names_c[nnames++] = $1
		names_len += length($1) + 1
	} else {
		op = num[$1] " /* " $1 " */"
	}
	row[nr++] = sprintf("\t{ %s, %d, %d, %d },", op, tuple(k), from,
			    ret_index(r))
}
# Entries from..to of an array's initializer, each at its index (so that
# one under an #if leaves the others' indexes as they are).
function entries(c, cond_of, from, to,    i) {
	for (i = from; i <= to; i++) {
		if (cond_of[i] != "")
			printf("#if%s\n", cond_of[i])
		printf("\t[%d] = %s,\n", i, c[i])
		if (cond_of[i] != "")
			print "#endif"
	}
}
# A %table's arrays: the distinct shapes, the rows' indexes of them, the
# printers of results, the names (%byname), the rows, and the table.
function table_out(    i) {
	if (nshapes > 256 || nrets > 255 || nargv > 65535)
		die("more shapes, printers or arguments than a row can index")
	printf("static const struct op_arg %s_shapes[] = {\n", table)
	entries(shape_c, shape_if, 0, nshapes - 1)
	print "};"
	printf("static const unsigned char %s_argv[] = {", table)
	for (i = 0; i < nargv; i++)
		printf("%s%s", i % 16 ? " " : "\n\t", argv_c[i] ",")
	print "\n};"
	printf("static const ret_printer %s_rets[] = {\n\t[0] = NULL,\n", table)
	entries(ret_c, ret_if, 1, nrets)
	print "};"
	if (byname) {
		printf("static const char %s_names[] =", table)
		for (i = 0; i < nnames; i++)
			printf("\n\t\"%s\\0\"", names_c[i])
		print ";"
	}
	printf("static const struct op_row %s_rows[] = {\n", table)
	for (i = 0; i < nr; i++)
		print row[i]
	print "};"
	printf("static const struct op_table %s = {\n", table)
	printf("\t%s_rows, ARRAY_SIZE(%s_rows), %d,\n", table, table, nargs)
	printf("\t%s_shapes, %s_argv, %s_rets, %s\n};\n", table, table, table,
	       byname ? table "_names" : "NULL")
}
END {
	if (err)
		exit 1
	if (inif) {
		print "genops.awk: %if without %endif" > "/dev/stderr"
		exit 1
	}
	if (!nr) {
		print "genops.awk: no operations" > "/dev/stderr"
		exit 1
	}
	src = ARGV[ARGC - 1]
	sub(/.*syscalls\//, "syscalls/", src)
	printf("/* Generated by syscalls/gen/genops.awk from %s. */\n", src)
	# the opfn: printers are the decoder's, in files of their own
	for (f in opfns)
		opfn_at[opfns[f]] = f
	for (i = 1; i <= nopfns; i++)
		printf("int %s(const struct pctx *c, unsigned op, uint64_t v);\n",
		       opfn_at[i])
	if (mode) {
		close_array()
		for (i = 0; i < nr; i++)
			print row[i]
		exit 0
	}
	table_out()
}
