# abi.awk - per-ABI facts for the generators: the constants of
# xlat/*.in with their per-architecture values, 64-bit arithmetic on
# them, constant expressions, and the struct layouts of structs.list.
#
# Loaded before a generator (awk -f abi.awk -f genrules.awk ...). The
# generator feeds it lines with xlat_line() and structs_line() and
# defines die(msg), which stops with FILENAME:FNR.
#
# Values are strings of 64 "0"/"1" characters, most significant bit
# first: awk numbers are doubles, exact to 53 bits only, and POSIX awk
# has no bitwise operators. The few values the generators handle make
# the cost of this irrelevant.

BEGIN {
	V_ZERO = ""
	for (i = 0; i < 64; i++)
		V_ZERO = V_ZERO "0"
	for (i = 0; i < 16; i++) {
		d = substr("0123456789abcdef", i + 1, 1)
		b = ""
		for (k = 3; k >= 0; k--)
			b = b (int(i / 2 ^ k) % 2)
		HEX_BITS[d] = b
		HEX_BITS[toupper(d)] = b
		BITS_HEX[b] = d
		if (i < 8)
			OCT_BITS[d] = substr(b, 2)
	}
	# Sizes and alignments of the field types of structs.list that do
	# not depend on the ABI; ulong, slong, ptr, u64 and s64 do.
	split("u8 1 s8 1 u16 2 s16 2 u32 4 s32 4 au64 8 as64 8", tl, " ")
	for (i = 1; i in tl; i += 2) {
		TYPE_SIZE[tl[i]] = tl[i + 1]
		TYPE_ALIGN[tl[i]] = tl[i + 1]
	}
	split("u64 s64 ulong slong ptr", tl, " ")
	for (i in tl)
		TYPE_SIZE[tl[i]] = -1	# per ABI
	nabis = 0
}

# ---- 64-bit values ------------------------------------------------------

function v_pad(bits) {
	sub(/^0+/, "", bits)
	if (length(bits) > 64)
		return ""
	return substr(V_ZERO, 1, 64 - length(bits)) bits
}

function v_or(a, b,    i, r) {
	r = ""
	for (i = 1; i <= 64; i++)
		r = r ((substr(a, i, 1) == "1" || substr(b, i, 1) == "1") ? "1" : "0")
	return r
}

function v_and(a, b,    i, r) {
	r = ""
	for (i = 1; i <= 64; i++)
		r = r ((substr(a, i, 1) == "1" && substr(b, i, 1) == "1") ? "1" : "0")
	return r
}

function v_not(a,    i, r) {
	r = ""
	for (i = 1; i <= 64; i++)
		r = r (substr(a, i, 1) == "1" ? "0" : "1")
	return r
}

function v_shl(a, n) {
	if (n >= 64)
		return V_ZERO
	return substr(a, n + 1) substr(V_ZERO, 1, n)
}

function v_add(a, b,    i, c, s, r) {
	r = ""
	c = 0
	for (i = 64; i >= 1; i--) {
		s = substr(a, i, 1) + substr(b, i, 1) + c
		r = (s % 2) r
		c = s >= 2
	}
	return r
}

function v_is_zero(a) {
	return a == V_ZERO
}

# The value as a number, for shift counts and offsets (low 32 bits).
function v_small(a,    i, n) {
	n = 0
	for (i = 33; i <= 64; i++)
		n = n * 2 + substr(a, i, 1)
	return n
}

function v_hex(a,    i, r) {
	r = ""
	for (i = 1; i <= 64; i += 4)
		r = r BITS_HEX[substr(a, i, 4)]
	sub(/^0+/, "", r)
	return "0x" (r == "" ? "0" : r)
}

# A C integer literal (decimal, 0x hex, 0 octal, with an optional
# u/l suffix) as a value; "" when s is not one or does not fit.
function v_lit(s,    neg, i, bits, d, x) {
	neg = sub(/^-/, "", s)
	sub(/[uUlL]+$/, "", s)
	bits = ""
	if (s ~ /^0[xX][0-9a-fA-F]+$/) {
		for (i = 3; i <= length(s); i++)
			bits = bits HEX_BITS[substr(s, i, 1)]
		x = v_pad(bits)
	} else if (s ~ /^0[0-7]*$/) {
		for (i = 2; i <= length(s); i++)
			bits = bits OCT_BITS[substr(s, i, 1)]
		x = v_pad(bits)
	} else if (s ~ /^[1-9][0-9]*$/) {
		if (length(s) > 20)
			return ""
		x = V_ZERO
		for (i = 1; i <= length(s); i++) {
			d = v_pad(HEX_BITS[substr(s, i, 1)])
			x = v_add(v_add(v_shl(x, 3), v_shl(x, 1)), d)
		}
	} else {
		return ""
	}
	if (x != "" && neg)
		x = v_add(v_not(x), v_pad("1"))
	return x
}

# ---- xlat/*.in ------------------------------------------------------------
# Every constant of every set, with its base value and per-arch
# overrides (text; evaluated per ABI on use). A name may be in several
# sets; it is an error to use it where they disagree.

function xlat_line(set, line,    n, f, i, name, a) {
	if (!(set in XS_KIND)) {
		XS_KIND[set] = "flags"
		XS_N[set] = 0
	}
	if (line ~ /^#kind[ \t]/) {
		split(line, f, /[ \t]+/)
		XS_KIND[set] = f[2]
		return
	}
	sub(/[ \t]*#.*$/, "", line)
	if (line ~ /^[ \t]*$/)
		return
	n = split(line, f, /[ \t]+/)
	if (n < 2)
		die("expected NAME VALUE [arch=VALUE...]")
	name = f[1]
	XS_NAME[set, XS_N[set]++] = name
	XS_BASE[set, name] = f[2]
	for (i = 3; i <= n; i++) {
		a = substr(f[i], 1, index(f[i], "=") - 1)
		XS_OVR[set, name, a] = substr(f[i], index(f[i], "=") + 1)
	}
	XC_SETS[name] = XC_SETS[name] set " "
}

# The text of name's value in set on abi; "-" when not defined there.
function xs_text(set, name, abi) {
	if ((set, name, abi) in XS_OVR)
		return XS_OVR[set, name, abi]
	return XS_BASE[set, name]
}

# Value of a constant on abi: "" with ce_err set when unknown or
# ambiguous, V_ZERO when the ABI does not define it ("-").
function const_value(name, abi,    ns, sl, i, t, v, first, ft) {
	if (!(name in XC_SETS)) {
		ce_err = "unknown constant '" name "' (not in syscalls/xlat/)"
		return ""
	}
	ns = split(XC_SETS[name], sl, " ")
	first = ""
	for (i = 1; i <= ns; i++) {
		t = xs_text(sl[i], name, abi)
		v = t == "-" ? "-" : cexpr_value(t, abi)
		if (v == "")
			return ""
		if (i == 1) {
			first = v
			ft = sl[i]
		} else if (v != first) {
			ce_err = name " differs between xlat/" ft ".in and xlat/" \
				sl[i] ".in on " abi
			return ""
		}
	}
	return first == "-" ? V_ZERO : first
}

# OR of every constant of set that abi defines.
function set_value(set, abi,    k, t, v, r) {
	if (XS_KIND[set] == "enum") {
		ce_err = "xlat/" set ".in is an enum: name its values"
		return ""
	}
	r = V_ZERO
	for (k = 0; k < XS_N[set]; k++) {
		t = xs_text(set, XS_NAME[set, k], abi)
		if (t == "-")
			continue
		v = cexpr_value(t, abi)
		if (v == "")
			return ""
		r = v_or(r, v)
	}
	return r
}

# ---- constant expressions ---------------------------------------------
# C syntax and precedence: NAME, set name (all of its constants), literal,
# ( ), unary ~ and -, <<, &, |. On error the value is "" and ce_err says why.

function ce_tokenize(s,    n, c) {
	n = 0
	while (s != "") {
		c = substr(s, 1, 1)
		if (c == " " || c == "\t") {
			s = substr(s, 2)
			continue
		}
		if (match(s, /^[A-Za-z_][A-Za-z0-9_]*/) ||
		    match(s, /^[0-9][0-9A-Za-z]*/) || match(s, /^<</)) {
			CE_TOK[++n] = substr(s, 1, RLENGTH)
			s = substr(s, RLENGTH + 1)
			continue
		}
		if (index("|&~()-", c)) {
			CE_TOK[++n] = c
			s = substr(s, 2)
			continue
		}
		ce_err = "unexpected '" c "'"
		return -1
	}
	return n
}

function cexpr_value(s, abi,    v) {
	if ((s, abi) in CE_CACHE)
		return CE_CACHE[s, abi]
	ce_err = ""
	ce_n = ce_tokenize(s)
	if (ce_n < 0)
		return ""
	ce_i = 1
	ce_abi = abi
	v = ce_or()
	if (v != "" && ce_i <= ce_n) {
		ce_err = "unexpected '" CE_TOK[ce_i] "'"
		v = ""
	}
	if (v == "") {
		if (ce_err == "")
			ce_err = "bad expression"
		return ""
	}
	CE_CACHE[s, abi] = v
	return v
}

function ce_or(    a, b) {
	a = ce_and()
	while (a != "" && ce_i <= ce_n && CE_TOK[ce_i] == "|") {
		ce_i++
		b = ce_and()
		a = b == "" ? "" : v_or(a, b)
	}
	return a
}

function ce_and(    a, b) {
	a = ce_shift()
	while (a != "" && ce_i <= ce_n && CE_TOK[ce_i] == "&") {
		ce_i++
		b = ce_shift()
		a = b == "" ? "" : v_and(a, b)
	}
	return a
}

function ce_shift(    a, b) {
	a = ce_unary()
	while (a != "" && ce_i <= ce_n && CE_TOK[ce_i] == "<<") {
		ce_i++
		b = ce_unary()
		a = b == "" ? "" : v_shl(a, v_small(b))
	}
	return a
}

function ce_unary(    a, op) {
	if (ce_i <= ce_n && (CE_TOK[ce_i] == "~" || CE_TOK[ce_i] == "-")) {
		op = CE_TOK[ce_i++]
		a = ce_unary()
		if (a == "")
			return ""
		return op == "~" ? v_not(a) : v_add(v_not(a), v_pad("1"))
	}
	return ce_primary()
}

function ce_primary(    t, v, save_i, save_n, save_abi, k, toks) {
	if (ce_i > ce_n) {
		ce_err = "expression ends too early"
		return ""
	}
	t = CE_TOK[ce_i++]
	if (t == "(") {
		v = ce_or()
		if (v == "")
			return ""
		if (ce_i > ce_n || CE_TOK[ce_i] != ")") {
			ce_err = "missing )"
			return ""
		}
		ce_i++
		return v
	}
	if (t ~ /^[0-9]/) {
		v = v_lit(t)
		if (v == "")
			ce_err = "bad number '" t "'"
		return v
	}
	if (t !~ /^[A-Za-z_]/) {
		ce_err = "unexpected '" t "'"
		return ""
	}
	# A name's value is itself an expression: evaluating it reuses
	# the token array, so keep this expression's place.
	save_i = ce_i
	save_n = ce_n
	save_abi = ce_abi
	for (k = 1; k <= ce_n; k++)
		toks[k] = CE_TOK[k]
	v = (t in XS_KIND) ? set_value(t, ce_abi) : const_value(t, ce_abi)
	for (k = 1; k <= save_n; k++)
		CE_TOK[k] = toks[k]
	ce_i = save_i
	ce_n = save_n
	ce_abi = save_abi
	return v
}

# ---- structs.list -------------------------------------------------------
#   abi NAME word=W align64=A     an ABI: word (long, pointer) size and
#                                 the alignment of u64/s64 in structs
#   struct NAME                   then one field per line:
#       TYPE FIELD[N] [abi=A,B]   (types: u8 s8 u16 s16 u32 s32 u64 s64
#                                 au64 as64 ulong slong ptr; [N]: array;
#                                 abi=: only these ABIs have the field,
#                                 elsewhere it takes no room, size 0)

function structs_line(line,    n, f, i, st, fld, cnt, abis) {
	sub(/[ \t]*#.*$/, "", line)
	if (line ~ /^[ \t]*$/)
		return
	n = split(line, f, /[ \t]+/)
	if (line ~ /^abi[ \t]/) {
		if (n != 4 || f[3] !~ /^word=(4|8)$/ || f[4] !~ /^align64=(4|8)$/)
			die("expected abi NAME word=4|8 align64=4|8")
		ABI_LIST[++nabis] = f[2]
		ABI_WORD[f[2]] = substr(f[3], 6) + 0
		ABI_ALIGN64[f[2]] = substr(f[4], 9) + 0
		return
	}
	if (line ~ /^struct[ \t]/) {
		if (n != 2 || f[2] !~ /^[a-z_][a-z0-9_]*$/)
			die("expected struct NAME")
		if (f[2] in ST_NF)
			die("struct " f[2] " twice")
		cur_struct = f[2]
		ST_LIST[++nstructs] = f[2]
		ST_NF[f[2]] = 0
		return
	}
	if (line !~ /^[ \t]/ || cur_struct == "")
		die("expected abi, struct or an indented field")
	i = f[1] == "" ? 2 : 1
	abis = ""
	if (n - i == 2 && f[n] ~ /^abi=[a-z0-9_,]+$/) {
		abis = "," substr(f[n], 5) ","
		n--
	}
	if (n - i != 1 || !(f[i] in TYPE_SIZE))
		die("expected TYPE FIELD (types: u8 s8 u16 s16 u32 s32 u64 " \
		    "s64 au64 as64 ulong slong ptr)")
	fld = f[i + 1]
	cnt = 1
	if (match(fld, /\[[0-9]+\]$/)) {
		cnt = substr(fld, RSTART + 1, RLENGTH - 2) + 0
		fld = substr(fld, 1, RSTART - 1)
	}
	if (fld !~ /^[a-z_][a-z0-9_]*$/ || cnt < 1)
		die("bad field name '" f[i + 1] "'")
	if ((cur_struct, fld) in SF_INDEX)
		die("field " fld " twice in struct " cur_struct)
	st = cur_struct
	SF_INDEX[st, fld] = ST_NF[st]
	SF_NAME[st, ST_NF[st]] = fld
	SF_TYPE[st, ST_NF[st]] = f[i]
	SF_COUNT[st, ST_NF[st]] = cnt
	SF_ABIS[st, ST_NF[st]] = abis
	ST_NF[st]++
}

# Whether field k of st exists on abi (an abi= list may leave it out).
function field_on(st, k, abi) {
	return SF_ABIS[st, k] == "" || index(SF_ABIS[st, k], "," abi ",") > 0
}

function type_size(t, abi) {
	if (TYPE_SIZE[t] > 0)
		return TYPE_SIZE[t]
	return (t == "u64" || t == "s64") ? 8 : ABI_WORD[abi]
}

function type_align(t, abi) {
	if (t in TYPE_ALIGN)
		return TYPE_ALIGN[t]
	return (t == "u64" || t == "s64") ? ABI_ALIGN64[abi] : ABI_WORD[abi]
}

function round_up(n, a) {
	return int((n + a - 1) / a) * a
}

# Lays out st on abi (C rules: each field at a multiple of its
# alignment, the size a multiple of the largest alignment).
function layout(st, abi,    k, off, al, maxal, t) {
	if ((st, abi) in ST_SIZE)
		return
	off = 0
	maxal = 1
	for (k = 0; k < ST_NF[st]; k++) {
		t = SF_TYPE[st, k]
		if (!field_on(st, k, abi)) {
			SF_OFF[st, k, abi] = off
			continue
		}
		al = type_align(t, abi)
		off = round_up(off, al)
		SF_OFF[st, k, abi] = off
		off += type_size(t, abi) * SF_COUNT[st, k]
		if (al > maxal)
			maxal = al
	}
	ST_SIZE[st, abi] = round_up(off, maxal)
}

# Sets sf_off, sf_size, sf_signed for st.fld on abi; false if unknown.
function struct_field(st, fld, abi,    k) {
	if (!((st, fld) in SF_INDEX))
		return 0
	layout(st, abi)
	k = SF_INDEX[st, fld]
	sf_off = SF_OFF[st, k, abi]
	sf_size = field_on(st, k, abi) ? type_size(SF_TYPE[st, k], abi) : 0
	sf_signed = SF_TYPE[st, k] ~ /^(s|as)/ || SF_TYPE[st, k] == "slong"
	sf_count = SF_COUNT[st, k]
	return 1
}

function struct_size(st, abi) {
	layout(st, abi)
	return ST_SIZE[st, abi]
}

function is_abi(a,    i) {
	for (i = 1; i <= nabis; i++)
		if (ABI_LIST[i] == a)
			return 1
	return 0
}
