# genrules.awk - turn the notes data into C.
#
# Usage:
#   awk -v pers="x86_64 i386 x32" -v out_h=rules_gen.h \
#       -v out_kinds=notes/kinds_gen.c -f abi.awk -f genrules.awk \
#       doc/notes/*.txt syscalls/xlat/*.in syscalls/arch/*.tbl \
#       syscalls/structs.list syscalls/rule-kinds.list \
#       syscalls/rules.list > rules_gen.c
#   awk -v dump=1 -f abi.awk -f genrules.awk (the same files)
#
# doc/notes/<id>.txt is the catalogue (severity, summary, message
# template, explanation); rule-kinds.list the kinds a rule may be of;
# rules.list says when each note fires (format: doc/notes.md). Every
# line of rules.list is checked against its kind and resolved for every
# ABI of structs.list that has the syscall: constant names through
# xlat/*.in, struct fields through structs.list, syscall names through
# arch/<abi>.tbl. The personalities in pers get C tables; dump=1 prints
# what each line means on every ABI instead (see dump_rules below). Any
# error stops the build with file:line.

function die(msg) {
	printf("%s:%d: %s\n", FILENAME, FNR, msg) > "/dev/stderr"
	failed = 1
	exit 1
}

function die_at(file, line, msg) {
	printf("%s:%d: %s\n", file, line, msg) > "/dev/stderr"
	failed = 1
	exit 1
}

function basename(path,    n, parts) {
	n = split(path, parts, "/")
	return parts[n]
}

function c_string(s) {
	gsub(/\\/, "\\\\", s)
	gsub(/"/, "\\\"", s)
	gsub(/\t/, "\\t", s)
	gsub(/\n/, "\\n", s)
	return "\"" s "\""
}

# rules[] holds no pointer, so that it stays in .rodata: the loader would
# write each one at start and make every page of the table resident.  A
# string there is its offset in rule_strs[] (each distinct string once,
# offset 0 unused), cast to the member's pointer type, and a when='s
# conditions their index in conds[]; rule_fixes[] lists those members of
# each rule, and rule_at() (notes.c) rebases them in its copy of a rule.
# Offsets count bytes: the generator runs with LC_ALL=C.
function rstr(s) {
	if (!rstr_len)
		rstr_len = 1
	if (!(s in rstr_off)) {
		rstr_off[s] = rstr_len
		rstr_list[++nrstr] = s
		rstr_len += length(s) + 1
	}
	return rstr_off[s]
}

function rstr_c(s) {
	return "(const char *)" rstr(s)
}

function c_ident(s) {
	gsub(/-/, "_", s)
	return s
}

BEGIN {
	npers = split(pers, pers_list, " ")
	severity_c["info"] = "SEV_INFO"
	severity_c["warning"] = "SEV_WARNING"
	severity_c["error"] = "SEV_ERROR"
	split("entry exit track fork exec died", phase_list, " ")
	for (i in phase_list)
		known_phase[phase_list[i]] = 1
	split("success failure errno once runtime-info any-call fd-table address-space", pl, " ")
	for (i in pl)
		known_policy[pl[i]] = 1
	split("operand mask cond errno cap string syscall version sysctl", pl, " ")
	for (i in pl)
		known_type[pl[i]] = 1
	known_type["operand,operand"] = 1
	split("note src chk", pl, " ")
	for (i in pl)
		common_word[pl[i]] = 1
	# An empty table (an ABI not imported yet) still names an arch.
	for (i = 1; i < ARGC; i++)
		if (ARGV[i] ~ /\.tbl$/) {
			a = basename(ARGV[i])
			sub(/\.tbl$/, "", a)
			known_arch[a] = 1
		}
	nnotes = 0
	nkinds = 0
	nlines = 0
}

# ---- doc/notes/<id>.txt -----------------------------------------------
FILENAME ~ /\.txt$/ {
	if (FNR == 1) {
		id = basename(FILENAME)
		sub(/\.txt$/, "", id)
		note_index[id] = nnotes
		note_id[nnotes++] = id
		in_text = 0
	}
	n = note_index[id]
	if (!in_text && $0 == "") {
		in_text = 1
		next
	}
	if (!in_text) {
		if (match($0, /^(summary|message|severity|default): /)) {
			key = substr($0, 1, index($0, ":") - 1)
			note_field[n, key] = substr($0, RLENGTH + 1)
			next
		}
		die("expected summary:, message:, severity: or default: (then a blank line)")
	}
	note_text[n] = note_text[n] $0 "\n"
	next
}

# ---- xlat/*.in ----------------------------------------------------------
FILENAME ~ /\.in$/ {
	set = basename(FILENAME)
	sub(/\.in$/, "", set)
	xlat_line(set, $0)
	if (set == "errno" && $1 ~ /^E[A-Z0-9]+$/)
		known_errno[$1] = 1
	next
}

# ---- arch/*.tbl -------------------------------------------------------
FILENAME ~ /\.tbl$/ {
	a = basename(FILENAME)
	sub(/\.tbl$/, "", a)
	if ($0 ~ /^[ \t]*(#|$)/)
		next
	if (NF != 2 || $1 !~ /^[0-9]+$/)
		die("expected NUMBER NAME")
	nr_of[a, $2] = $1 + 0
	any_arch[$2] = 1
	if (!((a, "max") in nr_of) || $1 + 0 > nr_of[a, "max"])
		nr_of[a, "max"] = $1 + 0
	next
}

# ---- structs.list -------------------------------------------------------
FILENAME ~ /structs\.list$/ {
	structs_line($0)
	next
}

# ---- rule-kinds.list ----------------------------------------------------
# Reads a registry line into kind_*/kp_*/kc_* (see the file's header).

function kind_param(k, spec,    opt, pos, name, type, i, n, w, j, d, nd, dl) {
	opt = 0
	if (spec ~ /^\[.*\]$/) {
		opt = 1
		spec = substr(spec, 2, length(spec) - 2)
	}
	if (match(spec, /^[a-z][a-z0-9_]*[:=]/)) {
		name = substr(spec, 1, RLENGTH - 1)
		pos = substr(spec, RLENGTH, 1) == ":"
		type = substr(spec, RLENGTH + 1)
	} else {
		die(k ": expected NAME:TYPE or NAME=TYPE, got '" spec "'")
	}
	if (name in common_word)
		die(k ": " name "= is a word of every rule")
	if ((k, name) in kp_index)
		die(k ": parameter " name " twice")
	i = kp_n[k]++
	kp_index[k, name] = i
	kp_name[k, i] = name
	kp_opt[k, i] = opt
	kp_pos[k, i] = pos
	if (pos)
		kp_posidx[k, kp_npos[k]++] = i
	if (type ~ /^\{.*\}$/) {
		kp_type[k, i] = "enum"
		n = split(substr(type, 2, length(type) - 2), w, "|")
		kp_enum[k, i] = ""
		for (j = 1; j <= n; j++) {
			d = ""
			if (match(w[j], /\(.*\)$/)) {
				d = substr(w[j], RSTART + 1, RLENGTH - 2)
				w[j] = substr(w[j], 1, RSTART - 1)
			}
			if (w[j] !~ /^[a-z0-9][a-z0-9-]*$/)
				die(k ": bad word '" w[j] "' in " name)
			kp_enum[k, i] = kp_enum[k, i] w[j] " "
			kp_word[k, i, w[j]] = j
			if (d != "")
				kp_default[k, i, w[j]] = d
		}
	} else if (type in known_type) {
		kp_type[k, i] = type
		if (type == "cond") {
			if (kind_cond[k] != "")
				die(k ": one cond parameter at most")
			kind_cond[k] = name
		}
	} else {
		die(k ": unknown type '" type "' of " name)
	}
	if (name == "errno" && type != "errno")
		die(k ": errno= must have type errno")
}

function kind_constraint(k, spec,    t, n, l, j, c) {
	t = substr(spec, 1, index(spec, "(") - 1)
	n = split(substr(spec, index(spec, "(") + 1,
		  length(spec) - index(spec, "(") - 1), l, ",")
	if (n < 2)
		die(k ": " t "() needs two parameters or more")
	c = kc_n[k]++
	kc_type[k, c] = t
	kc_list[k, c] = ""
	for (j = 1; j <= n; j++) {
		if (!((k, l[j]) in kp_index) || !kp_opt[k, kp_index[k, l[j]]])
			die(k ": " t "(): " l[j] " is not an optional parameter")
		kc_list[k, c] = kc_list[k, c] l[j] " "
	}
}

function kind_line(line,    n, f, k, i, l, m, j) {
	n = split(line, f, /[ \t]+/)
	if (f[1] == "")
		die("a kind line starts at the first column")
	if (n < 4)
		die("expected KIND PHASES NOTES POLICIES PARAMETER...")
	k = f[1]
	if (k !~ /^[a-z][a-z0-9-]*$/ || (k in kind_num))
		die("bad or repeated kind name '" k "'")
	kind_num[k] = nkinds
	kind_list[nkinds++] = k
	kp_n[k] = 0
	kp_npos[k] = 0
	kc_n[k] = 0
	kind_cond[k] = ""
	m = split(f[2], l, ",")
	for (j = 1; j <= m; j++) {
		if (!(l[j] in known_phase))
			die(k ": unknown phase '" l[j] "' (entry exit track fork exec died)")
		kind_phase[k, l[j]] = 1
	}
	m = split(f[3], l, ",")
	for (j = 1; j <= m; j++) {
		if (!(l[j] in note_index))
			die(k ": unknown note '" l[j] "' (no doc/notes/" l[j] ".txt)")
		kind_note[k, l[j]] = 1
	}
	if (f[4] != "-") {
		m = split(f[4], l, ",")
		for (j = 1; j <= m; j++) {
			if (!(l[j] in known_policy))
				die(k ": unknown policy '" l[j] "'")
			kind_pol[k, l[j]] = 1
		}
	}
	for (i = 5; i <= n; i++) {
		if (f[i] ~ /^(one-of|together)\(.*\)$/)
			kind_constraint(k, f[i])
		else
			kind_param(k, f[i])
	}
	if (((k, "errno") in kind_pol) && !((k, "errno") in kp_index))
		die(k ": policy errno needs an errno= parameter")
	if (((k, "exit") in kind_phase) == 0 && ((k, "success") in kind_pol ||
	    (k, "failure") in kind_pol || (k, "errno") in kind_pol ||
	    (k, "once") in kind_pol))
		die(k ": an exit policy without the exit phase")
	# Defaults that words give must name parameters of the kind.
	for (i = 0; i < kp_n[k]; i++)
		if (kp_type[k, i] == "enum") {
			m = split(kp_enum[k, i], l, " ")
			for (j = 1; j <= m; j++)
				if ((k, i, l[j]) in kp_default)
					check_defaults(k, kp_default[k, i, l[j]])
		}
}

function check_defaults(k, d,    n, l, j, key) {
	n = split(d, l, ",")
	for (j = 1; j <= n; j++) {
		key = substr(l[j], 1, index(l[j], "=") - 1)
		if (!index(l[j], "=") || !((k, key) in kp_index))
			die(k ": default '" l[j] "' names no parameter")
	}
}

FILENAME ~ /rule-kinds\.list$/ {
	line = $0
	if (line ~ /^[ \t]*#/)
		line = ""
	sub(/[ \t]+#.*$/, "", line)
	if (kpending != "") {
		sub(/^[ \t]+/, "", line)
		line = kpending " " line
	}
	if (line ~ /\\[ \t]*$/) {
		sub(/[ \t]*\\[ \t]*$/, "", line)
		kpending = line
		next
	}
	kpending = ""
	if (line ~ /^[ \t]*$/)
		next
	if (line ~ /^%track[ \t]/) {
		track_line(line)
		next
	}
	kind_line(line)
	next
}

# "%track traits=A,B classes=C calls=D,E": the calls whose successful
# exit the track hooks read. A trait is a +word of syscalls.list
# (SDT_*), a class one of its classes (CLS_*): the compiler knows
# both; a call name must be one of some arch/*.tbl.
function track_line(line,    n, w, i, key, val, m, v, j, c) {
	if (track_seen)
		die("a second %track line")
	track_seen = 1
	track_traits = ""
	track_classes = ""
	ntrack_calls = 0
	n = split(line, w, /[ \t]+/)
	for (i = 2; i <= n; i++) {
		if (!match(w[i], /^(traits|classes|calls)=/))
			die("%track: expected traits=, classes= or calls=, not '" \
			    w[i] "'")
		key = substr(w[i], 1, RLENGTH - 1)
		val = substr(w[i], RLENGTH + 1)
		if (key in track_key)
			die("%track: " key "= twice")
		track_key[key] = 1
		m = split(val, v, ",")
		for (j = 1; j <= m; j++) {
			if (v[j] !~ /^[a-z][a-z0-9_]*$/)
				die("%track: bad " key " word '" v[j] "'")
			if (key == "traits")
				track_traits = track_traits \
					(track_traits == "" ? "" : " | ") \
					"SDT_" toupper(v[j])
			else if (key == "classes")
				track_classes = track_classes \
					(track_classes == "" ? "" : " | ") \
					"CLS_" toupper(v[j])
			else {
				if (!(v[j] in any_arch))
					die("%track: no arch/*.tbl has a call '" \
					    v[j] "'")
				track_call[ntrack_calls++] = v[j]
			}
		}
	}
}

# ---- rules.list -------------------------------------------------------
# Splits a line into words; "double quoted" parts may hold blanks.
function tokenize(line,    i, c, w, inq, n) {
	n = 0
	w = ""
	inq = 0
	for (i = 1; i <= length(line); i++) {
		c = substr(line, i, 1)
		if (c == "\"") {
			inq = !inq
			continue
		}
		if (!inq && c == "#")
			break
		if (!inq && (c == " " || c == "\t")) {
			if (w != "")
				tok[++n] = w
			w = ""
			continue
		}
		w = w c
	}
	if (inq)
		die("unterminated quote")
	if (w != "")
		tok[++n] = w
	return n
}

# Checks a value against its type where the ABI does not matter.
function check_value(k, name, type, v,    a) {
	if (type == "errno" && !(v in known_errno))
		die("unknown errno '" v "'")
	if (type == "cap" && v !~ /^CAP_[A-Z_]+$/)
		die(k ": bad capability '" v "'")
	if (type == "syscall" && !(v in any_arch))
		die(k ": " name "=" v ": no arch table has that syscall")
	if (type == "version" && v !~ /^[0-9]+(\.[0-9]+)*$/)
		die(k ": " name "=" v ": expected a kernel version")
	if (type == "operand,operand" && v !~ /^[^,]+,[^,]+$/)
		die(k ": " name "=" v ": expected two operands, A,B")
	if (type == "string" && v == "")
		die(k ": " name "= is empty")
	if (type == "sysctl" && v !~ /^[a-z0-9_]+(\/[a-z0-9_]+)+(==|!=|>)[0-9]+$/)
		die(k ": " name "=" v ": expected PATH==N, PATH!=N or " \
		    "PATH>N (PATH under /proc/sys)")
}

FILENAME ~ /rules\.list$/ {
	n = tokenize($0)
	if (n == 0)
		next
	if (n < 2)
		die("expected SYSCALL KIND PARAM... note=ID src=... chk=...")
	name = tok[1]
	archs = ""
	na = 0
	if (index(name, "@")) {
		archs = substr(name, index(name, "@") + 1)
		name = substr(name, 1, index(name, "@") - 1)
		na = split(archs, al, ",")
		for (i = 1; i <= na; i++)
			if (!(al[i] in known_arch))
				die("unknown architecture '" al[i] "'")
	}
	# Not an error: the tables may predate the call (fchmodat2 is 452
	# and arch/*.tbl may stop at 450). The warning catches typos.
	if (name != "*" && !(name in any_arch))
		printf("%s:%d: warning: no arch table has '%s' yet\n",
		       FILENAME, FNR, name) > "/dev/stderr"
	kind = tok[2]
	if (!(kind in kind_num))
		die("unknown kind '" kind "' (see syscalls/rule-kinds.list)")
	r = nlines++
	rl_sys[r] = name
	rl_kind[r] = kind
	rl_archs[r] = archs
	rl_line[r] = FNR
	rl_file = FILENAME
	npos = 0
	for (i = 3; i <= n; i++) {
		if (match(tok[i], /^[a-z][a-z0-9_]*=/)) {
			key = substr(tok[i], 1, RLENGTH - 1)
			v = substr(tok[i], RLENGTH + 1)
			if (!(key in common_word) &&
			    (!((kind, key) in kp_index) ||
			     kp_pos[kind, kp_index[kind, key]]))
				die(kind ": unknown word " key "= (see " \
				    "syscalls/rule-kinds.list)")
		} else {
			if (npos >= kp_npos[kind])
				die(kind ": unexpected word '" tok[i] "'")
			key = kp_name[kind, kp_posidx[kind, npos++]]
			v = tok[i]
		}
		if ((r, key) in rv)
			die(kind ": " key " given twice")
		rv[r, key] = v
	}
	if (!((r, "note") in rv))
		die("missing note=ID")
	if (!(rv[r, "note"] in note_index))
		die("unknown note '" rv[r, "note"] "' (no doc/notes/" \
		    rv[r, "note"] ".txt)")
	if (!((kind, rv[r, "note"]) in kind_note))
		die(kind ": cannot give note " rv[r, "note"] \
		    " (see syscalls/rule-kinds.list)")
	if (!((r, "src") in rv))
		die("missing src=\"man page SECTION\"")
	if (!((r, "chk") in rv))
		die("missing chk= (kcheck program or -)")
	# Words that choose defaults for other parameters.
	for (i = 0; i < kp_n[kind]; i++) {
		p = kp_name[kind, i]
		if (kp_type[kind, i] != "enum" || !((r, p) in rv))
			continue
		v = rv[r, p]
		if (!((kind, i, v) in kp_word))
			die(kind ": " p "= is one of: " kp_enum[kind, i] \
			    "(not '" v "')")
		if ((kind, i, v) in kp_default) {
			nd = split(kp_default[kind, i, v], dl, ",")
			for (j = 1; j <= nd; j++) {
				key = substr(dl[j], 1, index(dl[j], "=") - 1)
				if (!((r, key) in rv))
					rv[r, key] = substr(dl[j],
						index(dl[j], "=") + 1)
			}
		}
	}
	for (i = 0; i < kp_n[kind]; i++) {
		p = kp_name[kind, i]
		if (!((r, p) in rv)) {
			if (!kp_opt[kind, i])
				die(kind ": missing " p \
				    (kp_pos[kind, i] ? "" : "="))
			continue
		}
		check_value(kind, p, kp_type[kind, i], rv[r, p])
	}
	for (c = 0; c < kc_n[kind]; c++) {
		m = split(kc_list[kind, c], cl, " ")
		given = 0
		for (j = 1; j <= m; j++)
			given += (r, cl[j]) in rv
		if (kc_type[kind, c] == "one-of" && given != 1)
			die(kind ": exactly one of: " kc_list[kind, c] "(one-of)")
		if (kc_type[kind, c] == "together" && given != 0 && given != m)
			die(kind ": all or none of: " kc_list[kind, c] "(together)")
	}
	if (name == "*" && !((kind, "any-call") in kind_pol))
		die(kind ": only kinds with policy any-call apply to *")
	rule_key[r] = name SUBSEP kind SUBSEP rv[r, "note"]
	for (i = 1; i <= na; i++)
		arch_override[name, kind, rv[r, "note"], al[i]] = 1
	next
}

{
	die("unexpected input file")
}

# ---- per-ABI resolution -------------------------------------------------
# Runs at END (an @arch line may come after the line it overrides); an
# error names the rules.list line. Each function returns "" and sets
# res_err on error; cn_* hold the canonical text for dump=1.

function res_fail(msg) {
	if (res_err == "")
		res_err = msg
	return ""
}

function mt_of(size, signed) {
	if (size == 1)
		return signed ? "MT_S8" : "MT_U8"
	if (size == 2)
		return signed ? "MT_S16" : "MT_U16"
	if (size == 4)
		return signed ? "MT_S32" : "MT_U32"
	return "MT_U64"
}

function mt_name(size, signed) {
	return (signed ? "s" : "u") (size * 8)
}

function c_int(v) {
	return "(int64_t)UINT64_C(" v_hex(v) ")"
}

function opnd(kind, arg, mt, count, off, stride, val) {
	return sprintf("{ %s, %d, %s, %d, %d, %d, %s }", kind, arg, mt, count,
		       off, stride, val)
}

# The C initializer of operand s on abi; cn_opnd is its canonical text.
function operand_c(s, abi,    v, t, m, st, fld, cnt, ar, a, sz, sg, k) {
	if (s ~ /^a[0-5]$/) {
		cn_opnd = s
		return opnd("OP_ARG", substr(s, 2), "0", 0, 0, 0, "0")
	}
	if (s == "ret") {
		cn_opnd = s
		return opnd("OP_RET", 0, "0", 0, 0, 0, "0")
	}
	if (s == "P") {
		cn_opnd = s
		return opnd("OP_PAGE", 0, "0", 0, 0, 0, "0")
	}
	# *aN+OFF:T and *aN+OFF:T[aM,S]: explicit offsets
	if (s ~ /^\*a[0-5]\+[0-9]+:[us](8|16|32|64)(\[a[0-5],[0-9]+\])?$/) {
		a = substr(s, 3, 1)
		t = s
		sub(/^[^:]*:/, "", t)
		sub(/\[.*$/, "", t)
		sz = substr(t, 2) / 8
		sg = substr(t, 1, 1) == "s"
		if (t == "s64")
			return res_fail("s64 is not a memory type (u64 is)")
		k = substr(s, 5, index(s, ":") - 5)
		if (index(s, "[")) {
			split(substr(s, index(s, "[") + 1), ar, /[a,\]]/)
			cn_opnd = sprintf("*a%d+%d:%s[a%d,%d]", a, k,
					  mt_name(sz, sg), ar[2], ar[3])
			return opnd("OP_ARRAY", a, mt_of(sz, sg), ar[2], k,
				    ar[3], "0")
		}
		cn_opnd = sprintf("*a%d+%d:%s", a, k, mt_name(sz, sg))
		return opnd("OP_MEM", a, mt_of(sz, sg), 0, k, 0, "0")
	}
	# *aN.STRUCT.FIELD and *aN.STRUCT[aM].FIELD: structs.list
	if (s ~ /^\*a[0-5]\.[a-z_][a-z0-9_]*(\[a[0-5]\])?\.[a-z_][a-z0-9_]*$/) {
		a = substr(s, 3, 1)
		st = substr(s, 5)
		fld = st
		sub(/[.[].*$/, "", st)
		sub(/^.*\./, "", fld)
		cnt = ""
		if (match(s, /\[a[0-5]\]/))
			cnt = substr(s, RSTART + 2, 1)
		if (!(st in ST_NF))
			return res_fail("no struct " st " in structs.list")
		if (!struct_field(st, fld, abi))
			return res_fail("struct " st " has no field " fld)
		if (!sf_size)
			return res_fail(st "." fld " is not on " abi)
		if (sf_count != 1)
			return res_fail(st "." fld " is an array")
		if (sf_size == 8 && sf_signed)
			return res_fail(st "." fld ": a signed 64-bit field")
		if (cnt != "") {
			cn_opnd = sprintf("*a%d+%d:%s[a%d,%d]", a, sf_off,
					  mt_name(sf_size, sf_signed), cnt,
					  struct_size(st, abi))
			return opnd("OP_ARRAY", a, mt_of(sf_size, sf_signed),
				    cnt, sf_off, struct_size(st, abi), "0")
		}
		cn_opnd = sprintf("*a%d+%d:%s", a, sf_off,
				  mt_name(sf_size, sf_signed))
		return opnd("OP_MEM", a, mt_of(sf_size, sf_signed), 0, sf_off,
			    0, "0")
	}
	# *aN[K]: word K of an array of words (socketcall's arguments)
	if (s ~ /^\*a[0-5]\[[0-9]+\]$/) {
		a = substr(s, 3, 1)
		k = substr(s, 5, length(s) - 5) * ABI_WORD[abi]
		cn_opnd = sprintf("*a%d+%d:u%d", a, k, ABI_WORD[abi] * 8)
		return opnd("OP_MEM", a, ABI_WORD[abi] == 8 ? "MT_U64" :
			    "MT_U32", 0, k, 0, "0")
	}
	# a number, a constant or a constant expression
	if (s ~ /^[-~(0-9A-Z_]/) {
		v = cexpr_value(s, abi)
		if (v == "")
			return res_fail(ce_err)
		cn_opnd = v_hex(v)
		return opnd("OP_CONST", 0, "0", 0, 0, 0, c_int(v))
	}
	return res_fail("bad operand '" s "'")
}

function mask_c(s, abi,    v) {
	v = cexpr_value(s, abi)
	if (v == "")
		return res_fail(ce_err)
	cn_mask = v_hex(v)
	return "UINT64_C(" cn_mask ")"
}

# Where the comparison operator of a condition atom starts ("" if none):
# == and != first, then a < or > that is not part of <<.
function cmp_at(at,    i, c) {
	if (match(at, /==|!=/))
		return RSTART SUBSEP substr(at, RSTART, 2)
	for (i = 2; i < length(at); i++) {
		c = substr(at, i, 1)
		if (c == ">" || (c == "<" && substr(at, i - 1, 1) != "<" &&
				 substr(at, i + 1, 1) != "<"))
			return i SUBSEP c
	}
	return ""
}

function cond_c(op, x, v, m, abi,    xc, vc, mc, cx, cv) {
	xc = operand_c(x, abi)
	cx = cn_opnd
	vc = v == "" ? "{ 0 }" : operand_c(v, abi)
	cv = cn_opnd
	mc = m == "" ? "0" : mask_c(m, abi)
	if (xc == "" || vc == "" || mc == "")
		return ""
	if (op == "C_ANY" || op == "C_NONE")
		cn_cond = (op == "C_NONE" ? "!" : "") cx "&" cn_mask
	else if (op == "C_MEQ" || op == "C_MNE")
		cn_cond = cx "&" cn_mask (op == "C_MEQ" ? "==" : "!=") cv
	else if (op == "C_UNALIGNED")
		cn_cond = cx "%P"
	else
		cn_cond = cx cmp_sym[op] cv
	return sprintf("{ %s, %s, %s, %s }", op, xc, vc, mc)
}

# when=ATOM&&ATOM...: sets ncw conditions cw[1..ncw] (C) and cn_when.
function when_c(s, abi,    n, atoms, i, at, neg, lhs, rhs, op, p, c) {
	cmp_sym["C_EQ"] = "=="
	cmp_sym["C_NE"] = "!="
	cmp_sym["C_LT"] = "<"
	cmp_sym["C_GT"] = ">"
	n = split(s, atoms, /&&/)
	cn_when = ""
	for (i = 1; i <= n; i++) {
		at = atoms[i]
		p = cmp_at(at)
		if (p != "") {
			split(p, c, SUBSEP)
			op = c[2]
			lhs = substr(at, 1, c[1] - 1)
			rhs = substr(at, c[1] + length(op))
			if ((op == "==" || op == "!=") && index(lhs, "&")) {
				cw[i] = cond_c(op == "==" ? "C_MEQ" : "C_MNE",
					substr(lhs, 1, index(lhs, "&") - 1), rhs,
					substr(lhs, index(lhs, "&") + 1), abi)
			} else {
				cw[i] = cond_c(op == "==" ? "C_EQ" : op == "!=" ?
					"C_NE" : op == "<" ? "C_LT" : "C_GT",
					lhs, rhs, "", abi)
			}
		} else if (at ~ /%P$/) {
			cw[i] = cond_c("C_UNALIGNED", substr(at, 1, length(at) - 2),
				       "", "", abi)
		} else if (index(at, "&")) {
			neg = substr(at, 1, 1) == "!"
			if (neg)
				at = substr(at, 2)
			cw[i] = cond_c(neg ? "C_NONE" : "C_ANY",
				substr(at, 1, index(at, "&") - 1), "",
				substr(at, index(at, "&") + 1), abi)
		} else {
			return res_fail("bad condition '" at "'")
		}
		if (cw[i] == "")
			return res_fail("bad condition '" at "'")
		cn_when = cn_when (i > 1 ? "&&" : "") cn_cond
	}
	ncw = n
	return "ok"
}

function enum_c(k, p, w) {
	return toupper(c_ident(k) "_" p "_" c_ident(w))
}

# Resolves line r on abi: the rule's C initializer (the conditions as
# @WHEN@, in rc_conds), and its canonical text in rc_canon.
function resolve(r, abi,    k, i, p, t, v, s, c, canon, two, c1, c2, n1) {
	k = rl_kind[r]
	res_err = ""
	s = ""
	canon = ""
	rc_nconds = 0
	rc_fix = ""
	for (i = 0; i < kp_n[k]; i++) {
		p = kp_name[k, i]
		t = kp_type[k, i]
		if (t == "errno")
			continue	# in struct rule's err
		if (!((r, p) in rv)) {
			if (t == "cap")
				s = s sprintf(", .%s = -1", p)
			continue
		}
		v = rv[r, p]
		if (t == "operand") {
			c = operand_c(v, abi)
			canon = canon " " p "=" cn_opnd
		} else if (t == "operand,operand") {
			split(v, two, ",")
			c1 = operand_c(two[1], abi)
			n1 = cn_opnd
			c2 = operand_c(two[2], abi)
			c = (c1 == "" || c2 == "") ? "" : "{ " c1 ", " c2 " }"
			canon = canon " " p "=" n1 "," cn_opnd
		} else if (t == "mask") {
			c = mask_c(v, abi)
			canon = canon " " p "=" cn_mask
		} else if (t == "cond") {
			c = when_c(v, abi) == "" ? "" : "@WHEN@"
			if (c != "")
				rc_fix = rc_fix sprintf("\t{ offsetof(struct " \
					"rule, p.%s.%s.c), FIX_COND },\n",
					c_ident(k), p)
			rc_nconds = ncw
			for (c1 = 1; c1 <= ncw; c1++)
				rc_cond[c1] = cw[c1]
			canon = canon " " p "=" cn_when
		} else if (t == "cap") {
			c = v
			canon = canon " " p "=" v
		} else if (t == "enum") {
			c = enum_c(k, p, v)
			canon = canon " " p "=" v
		} else if (t == "sysctl") {
			match(v, /(==|!=|>)/)
			c = sprintf("{ %s, '%s', %s }", rstr_c(substr(v, 1,
				RSTART - 1)), substr(v, RSTART, 1),
				substr(v, RSTART + RLENGTH))
			rc_fix = rc_fix sprintf("\t{ offsetof(struct rule, " \
				"p.%s.%s.path), FIX_STR },\n", c_ident(k), p)
			canon = canon " " p "=" v
		} else {
			c = rstr_c(v)
			canon = canon " " p "=" c_string(v)
			rc_fix = rc_fix sprintf("\t{ offsetof(struct rule, " \
				"p.%s.%s), FIX_STR },\n", c_ident(k), p)
		}
		if (c == "")
			die_at(rl_file, rl_line[r], abi ": " p "=" v ": " res_err)
		s = s sprintf(", .%s = %s", p, c)
	}
	rc_canon = k " " rv[r, "note"] (((r, "errno") in rv) ?
		" errno=" rv[r, "errno"] : "") canon
	return sprintf("\t{ %s, %s, %d, %s, %s, %d,\n\t  .p.%s = { %s }, .idx = @IDX@ },\n",
		rstr_c(rl_sys[r]), "K_" toupper(c_ident(k)),
		note_index[rv[r, "note"]],
		((r, "errno") in rv) ? rv[r, "errno"] : "0",
		rstr_c(rv[r, "src"]), rl_line[r], c_ident(k), substr(s, 3))
}

# Is line r in effect on abi?
function applies(r, abi,    na, al, i, k) {
	if (rl_sys[r] != "*" && !((abi, rl_sys[r]) in nr_of))
		return 0	# the call does not exist on this ABI
	if (rl_archs[r] != "") {
		na = split(rl_archs[r], al, ",")
		for (i = 1; i <= na; i++)
			if (al[i] == abi)
				return 1
		return 0
	}
	split(rule_key[r], k, SUBSEP)
	return !((k[1], k[2], k[3], abi) in arch_override)
}

# ---- output -------------------------------------------------------------

# dump=1: one line per rules.list line in effect on an ABI, what it
# means there, with every constant, offset and mask as a number:
#   ABI SYSCALL KIND NOTE [errno=E] PARAM=VALUE...
function dump_rules(    i, a, r) {
	for (i = 1; i <= nabis; i++) {
		a = ABI_LIST[i]
		if (!(a in known_arch))
			continue
		for (r = 0; r < nlines; r++)
			if (applies(r, a)) {
				resolve(r, a)
				print a, rl_sys[r], rc_canon
			}
	}
}

# Instances: a rule line gets one C rule per distinct meaning across
# the personalities; inst_of[r, p] is its index in rules[].
function make_instances(    i, p, r, text, key, j, w) {
	ninst = 0
	nconds = 0
	for (r = 0; r < nlines; r++) {
		for (i = 1; i <= npers; i++) {
			p = pers_list[i]
			if (!applies(r, p))
				continue
			text = resolve(r, p)
			key = text
			for (j = 1; j <= rc_nconds; j++)
				key = key SUBSEP rc_cond[j]
			if ((r, key) in inst_seen) {
				inst_of[r, p] = inst_seen[r, key]
				continue
			}
			if (rc_nconds) {
				w = sprintf("{ (const struct cond *)%d, %d }",
					    nconds, rc_nconds)
				for (j = 1; j <= rc_nconds; j++)
					cond_text[nconds++] = rc_cond[j]
				j = index(text, "@WHEN@")
				text = substr(text, 1, j - 1) w substr(text, j + 6)
			}
			j = index(text, "@IDX@")
			text = substr(text, 1, j - 1) ninst substr(text, j + 5)
			inst_text[ninst] = text
			inst_fix[ninst] = rc_fix
			inst_seen[r, key] = ninst
			inst_of[r, p] = ninst++
		}
	}
}

function emit_table(p,    r, nr, max, i, list, cnt, nref, any, nany) {
	max = nr_of[p, "max"]
	nref = 0
	any = ""
	nany = 0
	for (r = 0; r < nlines; r++) {
		if (!((r, p) in inst_of))
			continue
		if (rl_sys[r] == "*") {
			any = any inst_of[r, p] ", "
			nany++
			continue
		}
		nr = nr_of[p, rl_sys[r]]
		list[nr] = list[nr] inst_of[r, p] ", "
		cnt[nr]++
	}
	printf("static const unsigned short refs_%s[] = {\n", p)
	for (nr = 0; nr <= max; nr++) {
		if (nr in list)
			printf("\t%s/* %d */\n", list[nr], nr)
	}
	printf("\t0\n};\n")
	printf("static const unsigned short start_%s[] = {", p)
	for (nr = 0; nr <= max + 1; nr++) {
		if (nr % 12 == 0)
			printf("\n\t")
		printf("%d, ", nref)
		if (nr in cnt)
			nref += cnt[nr]
	}
	printf("\n};\n")
	printf("static const unsigned short any_%s[] = { %s0 };\n\n", p, any)
	table_nany[p] = nany
}

function emit_header(    h, i, k, kc, j, p, t, m, w, ph) {
	h = out_h
	print "/* Generated by syscalls/gen/genrules.awk from " \
	      "syscalls/rule-kinds.list:\n * do not edit. Included by " \
	      "notes/engine.h. */" > h
	print "#ifndef ABT_RULES_GEN_H\n#define ABT_RULES_GEN_H\n" > h
	print "enum rule_kind {" > h
	for (i = 0; i < nkinds; i++)
		printf("\tK_%s,\n", toupper(c_ident(kind_list[i]))) > h
	print "\tK_COUNT\n};\n" > h
	for (i = 0; i < nkinds; i++) {
		k = kind_list[i]
		kc = c_ident(k)
		for (j = 0; j < kp_n[k]; j++) {
			if (kp_type[k, j] != "enum")
				continue
			m = split(kp_enum[k, j], w, " ")
			printf("enum {") > h
			for (p = 1; p <= m; p++)
				printf(" %s%s,", enum_c(k, kp_name[k, j], w[p]),
				       p == 1 ? " = 1" : "") > h
			printf(" };\n") > h
		}
		printf("/* %s: syscalls/rule-kinds.list */\n", k) > h
		printf("struct %s_params {\n", kc) > h
		for (j = 0; j < kp_n[k]; j++) {
			p = kp_name[k, j]
			t = kp_type[k, j]
			if (t == "errno")
				continue
			if (t == "operand")
				printf("\tstruct operand %s;\n", p) > h
			else if (t == "operand,operand")
				printf("\tstruct operand %s[2];\n", p) > h
			else if (t == "mask")
				printf("\tuint64_t %s;\n", p) > h
			else if (t == "cond")
				printf("\tstruct conds %s;\n", p) > h
			else if (t == "cap")
				printf("\tint %s;\n", p) > h
			else if (t == "enum")
				printf("\tunsigned char %s;\n", p) > h
			else if (t == "sysctl")
				printf("\tstruct sysctl_cond %s;\n", p) > h
			else
				printf("\tconst char *%s;\n", p) > h
		}
		if (kp_n[k] == 0)
			printf("\tchar unused;\n") > h
		printf("};\n") > h
		for (j = 1; j <= 6; j++) {
			ph = phase_list[j]
			if (!((k, ph) in kind_phase))
				continue
			if (ph == "entry" || ph == "exit")
				printf("void kind_%s_%s(struct tcb *tcp, " \
				       "const struct rule *r);\n", kc, ph) > h
			else if (ph == "died")
				printf("void kind_%s_died(struct tcb *tcp, " \
				       "const struct rule *r, int status);\n",
				       kc) > h
			else if (ph == "fork")
				printf("void kind_%s_fork(struct tcb *parent, " \
				       "struct tcb *child);\n", kc) > h
			else
				printf("void kind_%s_%s(struct tcb *tcp);\n",
				       kc, ph) > h
		}
		printf("\n") > h
	}
	print "union rule_params {" > h
	for (i = 0; i < nkinds; i++)
		printf("\tstruct %s_params %s;\n", c_ident(kind_list[i]),
		       c_ident(kind_list[i])) > h
	print "};\n\n#endif" > h
}

function hook(k, ph) {
	return ((k, ph) in kind_phase) ? "kind_" c_ident(k) "_" ph : "NULL"
}

function policy_c(k,    s) {
	s = ""
	if ((k, "success") in kind_pol)
		s = s "|POL_SUCCESS"
	if ((k, "failure") in kind_pol)
		s = s "|POL_FAILURE"
	if ((k, "errno") in kind_pol)
		s = s "|POL_ERRNO"
	if ((k, "once") in kind_pol)
		s = s "|POL_ONCE"
	if ((k, "runtime-info") in kind_pol)
		s = s "|POL_RUNTIME_INFO"
	if ((k, "fd-table") in kind_pol)
		s = s "|POL_FD_TABLE"
	if ((k, "address-space") in kind_pol)
		s = s "|POL_MM"
	return s == "" ? "0" : substr(s, 2)
}

END {
	if (failed)
		exit 1
	if (kpending != "") {
		printf("rule-kinds.list: a \\ on the last line\n") > "/dev/stderr"
		exit 1
	}
	for (n = 0; n < nnotes; n++)
		for (k = 1; k <= 3; k++) {
			f = k == 1 ? "summary" : k == 2 ? "message" : "severity"
			if (!((n, f) in note_field)) {
				printf("doc/notes/%s.txt: missing %s:\n", note_id[n],
				       f) > "/dev/stderr"
				exit 1
			}
		}
	if (dump) {
		dump_rules()
		exit failed
	}
	for (i = 1; i <= npers; i++)
		if (!((pers_list[i], "max") in nr_of) || !is_abi(pers_list[i])) {
			printf("genrules: no table or no abi line for %s\n",
			       pers_list[i]) > "/dev/stderr"
			exit 1
		}
	# Every line resolves on every ABI it applies to, generated or not.
	for (i = 1; i <= nabis; i++)
		for (r = 0; r < nlines; r++)
			if ((ABI_LIST[i] in known_arch) && applies(r, ABI_LIST[i]))
				resolve(r, ABI_LIST[i])
	if (failed)
		exit 1
	emit_header()
	if (out_kinds != "") {
		print "/* Generated by syscalls/gen/genrules.awk: the code of " \
		      "every rule kind of\n * syscalls/rule-kinds.list, one " \
		      "translation unit. Do not edit. */" > out_kinds
		for (i = 0; i < nkinds; i++)
			printf("#include \"notes/kinds/%s.c\"\n",
			       c_ident(kind_list[i])) > out_kinds
	}
	make_instances()

	printf("/* Generated by syscalls/gen/genrules.awk: do not edit. */\n")
	printf("#include \"notes/engine.h\"\n\n#include <errno.h>\n#include <stddef.h>\n")
	printf("#include <linux/capability.h>\n\n")

	printf("const struct note_def note_defs[] = {\n")
	for (n = 0; n < nnotes; n++) {
		sev = note_field[n, "severity"]
		if (!(sev in severity_c)) {
			printf("doc/notes/%s.txt: severity must be info, " \
			       "warning or error\n", note_id[n]) > "/dev/stderr"
			exit 1
		}
		# default: shown -- the note is shown without --notes at
		# its own level, even when that is info (failure-cause)
		dflt = note_field[n, "default"]
		if (dflt != "" && dflt != "shown") {
			printf("doc/notes/%s.txt: default must be shown\n",
			       note_id[n]) > "/dev/stderr"
			exit 1
		}
		printf("\t{ %s, %s,\n\t  %s,\n\t  %s,\n\t  %s, %s },\n",
		       c_string(note_id[n]), severity_c[sev],
		       c_string(note_field[n, "summary"]),
		       c_string(note_field[n, "message"]), c_string(note_text[n]),
		       dflt == "shown" ? "true" : "false")
	}
	printf("};\nconst unsigned note_defs_count = %d;\n\n", nnotes)

	printf("const struct kind_def kind_defs[K_COUNT] = {\n")
	for (i = 0; i < nkinds; i++) {
		k = kind_list[i]
		printf("\t[K_%s] = { %s, %s, %s,\n\t\t%s, %s, %s, %s, %s },\n",
		       toupper(c_ident(k)), c_string(k), hook(k, "entry"),
		       hook(k, "exit"), hook(k, "track"), hook(k, "fork"),
		       hook(k, "exec"), hook(k, "died"), policy_c(k))
	}
	printf("};\n\n")
	# The track hooks run at every exit: a list, not a scan of the table.
	printf("const unsigned char kinds_tracking[] = {")
	ntrack = 0
	for (i = 0; i < nkinds; i++)
		if ((kind_list[i], "track") in kind_phase) {
			printf(" K_%s,", toupper(c_ident(kind_list[i])))
			ntrack++
		}
	printf(" 0 };\nconst unsigned kinds_tracking_count = %d;\n\n", ntrack)
	# ... at the exits of the calls rule-kinds.list's %track names.
	if (ntrack && !track_seen) {
		printf("rule-kinds.list: kinds with a track phase and no " \
		       "%%track line\n") > "/dev/stderr"
		exit 1
	}
	printf("const unsigned track_traits = %s;\n",
	       track_traits == "" ? "0" : track_traits)
	printf("const unsigned track_classes = %s;\n",
	       track_classes == "" ? "0" : track_classes)
	printf("const char *const track_calls[] = {")
	for (i = 0; i < ntrack_calls; i++)
		printf(" %s,", c_string(track_call[i]))
	printf(" NULL };\n\n")

	printf("const struct cond rule_conds[] = {\n")
	for (i = 0; i < nconds; i++)
		printf("\t%s,\n", cond_text[i])
	if (nconds == 0)
		printf("\t{ 0 },\n")
	printf("};\n\n")

	printf("const struct rule rule_rows[] = {\n")
	for (i = 0; i < ninst; i++)
		printf("%s", inst_text[i])
	printf("};\nconst unsigned rules_count = %d;\n\n", ninst)

	# kind and errno= of each rule, for building the phase tables at
	# the first stop without reading (and so bringing in) rule_rows[]
	printf("const struct rule_brief rule_briefs[] = {")
	for (i = 0; i < ninst; i++) {
		split(inst_text[i], bf, ", ")
		printf("%s{ %s, %d },", i % 6 ? " " : "\n\t", bf[2],
		       bf[4] != "0")
	}
	printf("\n};\n\n")

	printf("const struct rule_fix rule_fixes[] = {\n")
	nfix = 0
	for (i = 0; i < ninst; i++) {
		fix_start[i] = nfix
		if (inst_fix[i] != "") {
			printf("%s", inst_fix[i])
			nfix += gsub(/\n/, "\n", inst_fix[i])
		}
	}
	if (!nfix)
		printf("\t{ 0, 0 },\n")
	printf("};\n")
	printf("const unsigned short rule_fix_start[] = {")
	for (i = 0; i <= ninst; i++)
		printf("%s%d,", i % 16 ? " " : "\n\t", i < ninst ? fix_start[i] : nfix)
	printf("\n};\n\n")

	printf("const char rule_strs[] =\n\t\"\\0\"\n")
	for (i = 1; i <= nrstr; i++)
		printf("\t%s \"\\0\"\n", c_string(rstr_list[i]))
	printf("\t;\n\n")

	printf("/* Every line of rules.list, for --explain. */\n")
	printf("const struct rule_line rule_lines[] = {\n")
	for (r = 0; r < nlines; r++)
		printf("\t{ %s, %d, %s },\n", c_string(rl_sys[r]),
		       note_index[rv[r, "note"]], c_string(rv[r, "src"]))
	printf("};\nconst unsigned rule_lines_count = %d;\n\n", nlines)

	for (i = 1; i <= npers; i++)
		emit_table(pers_list[i])
	printf("const struct rule_table rule_tables[] = {\n")
	for (i = 1; i <= npers; i++) {
		p = pers_list[i]
		printf("\t{ %s, start_%s, %d, refs_%s, any_%s, %d },\n",
		       c_string(p), p, nr_of[p, "max"] + 1, p, p, table_nany[p])
	}
	printf("};\nconst unsigned rule_tables_count = %d;\n", npers)
}
