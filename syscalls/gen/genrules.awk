# genrules.awk - turn the notes data into C tables.
#
# Usage:
#   awk -v pers="x86_64 i386 x32" -f genrules.awk \
#       doc/notes/*.txt syscalls/xlat/errno.in syscalls/arch/*.tbl \
#       syscalls/rules.list > rules_gen.c
#
# doc/notes/<id>.txt gives the catalogue (severity, summary, message
# template, explanation); rules.list says when each note fires (format:
# doc/notes.md). Syscall names are resolved to numbers through
# arch/<pers>.tbl for each personality in pers; every table is read so
# that a name no architecture knows is an error. Any error stops the
# build with file:line.

function die(msg) {
	printf("%s:%d: %s\n", FILENAME, FNR, msg) > "/dev/stderr"
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

BEGIN {
	npers = split(pers, pers_list, " ")
	split("range align flags dropped legacy ignored zerolen deprecated " \
	      "mode capability credrule fdstate mmap-fixed recvmmsg-timeout " \
	      "inotify-pairing setown", kl, " ")
	for (i = 1; i in kl; i++) {
		kname = kl[i]
		gsub(/-/, "_", kname)
		kind_c[kl[i]] = "K_" toupper(kname)
	}
	split("caller-euid-vs-target-ruid-or-euid " \
	      "target-ruid-vs-caller-ruid-or-euid ptrace-read-realcreds " \
	      "signal-sender-vs-target",
	      cr, " ")
	for (i in cr)
		known_credrule[cr[i]] = 1
	severity_c["info"] = "SEV_INFO"
	severity_c["warning"] = "SEV_WARNING"
	severity_c["error"] = "SEV_ERROR"
	# An empty table (an ABI not imported yet) still names an arch.
	for (i = 1; i < ARGC; i++)
		if (ARGV[i] ~ /\.tbl$/) {
			a = basename(ARGV[i])
			sub(/\.tbl$/, "", a)
			known_arch[a] = 1
		}
	nnotes = 0
	nrules = 0
	nconds = 0
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
		if (match($0, /^(summary|message|severity): /)) {
			key = substr($0, 1, index($0, ":") - 1)
			note_field[n, key] = substr($0, RLENGTH + 1)
			next
		}
		die("expected summary:, message: or severity: (then a blank line)")
	}
	note_text[n] = note_text[n] $0 "\n"
	next
}

# ---- xlat/errno.in ----------------------------------------------------
FILENAME ~ /errno\.in$/ {
	if ($1 ~ /^E[A-Z0-9]+$/)
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

function c_int(s) {
	if (s ~ /^-/)
		return "(int64_t)" s
	return "(int64_t)UINT64_C(" s ")"
}

function is_number(s) {
	return s ~ /^-?(0[xX][0-9a-fA-F]+|[0-9]+)$/
}

# Returns the C initializer of an operand, or dies.
function operand(s,    m, t) {
	if (s ~ /^a[0-5]$/)
		return "{ OP_ARG, " substr(s, 2) ", 0, 0, 0, 0, 0 }"
	if (s == "ret")
		return "{ OP_RET, 0, 0, 0, 0, 0, 0 }"
	if (s == "P")
		return "{ OP_PAGE, 0, 0, 0, 0, 0, 0 }"
	if (is_number(s))
		return "{ OP_CONST, 0, 0, 0, 0, 0, " c_int(s) " }"
	if (s ~ /^\*a[0-5]\+[0-9]+:(u16|s16|u32|u64)(\[a[0-5],[0-9]+\])?$/) {
		t = s
		sub(/^.*:/, "", t)
		sub(/\[.*$/, "", t)
		m = "MT_" toupper(t)
		if (index(s, "[")) {
			split(substr(s, index(s, "[") + 1), ar, /[a,\]]/)
			return sprintf("{ OP_ARRAY, %s, %s, %s, %s, %s, 0 }",
				substr(s, 3, 1), m, ar[2],
				substr(s, 5, index(s, ":") - 5), ar[3])
		}
		return sprintf("{ OP_MEM, %s, %s, 0, %s, 0, 0 }",
			substr(s, 3, 1), m, substr(s, 5, index(s, ":") - 5))
	}
	die("bad operand '" s "'")
}

function number(s) {
	if (!is_number(s))
		die("expected a number, got '" s "'")
	return "UINT64_C(" s ")"
}

function add_cond(op, x, v, mask) {
	cond_c[nconds++] = sprintf("{ %s, %s, %s, %s }", op, operand(x),
		v == "" ? "{ 0 }" : operand(v), mask == "" ? "0" : number(mask))
}

# when=ATOM&&ATOM...: returns the number of conditions added.
function parse_when(s,    n, atoms, i, at, neg, lhs, rhs, op) {
	n = split(s, atoms, /&&/)
	for (i = 1; i <= n; i++) {
		at = atoms[i]
		if (match(at, /(==|!=)/)) {
			op = substr(at, RSTART, 2)
			lhs = substr(at, 1, RSTART - 1)
			rhs = substr(at, RSTART + 2)
			if (index(lhs, "&")) {
				add_cond(op == "==" ? "C_MEQ" : "C_MNE",
					substr(lhs, 1, index(lhs, "&") - 1), rhs,
					substr(lhs, index(lhs, "&") + 1))
			} else {
				add_cond(op == "==" ? "C_EQ" : "C_NE", lhs, rhs, "")
			}
		} else if (match(at, /[<>]/)) {
			op = substr(at, RSTART, 1) == "<" ? "C_LT" : "C_GT"
			add_cond(op, substr(at, 1, RSTART - 1),
				substr(at, RSTART + 1), "")
		} else if (at ~ /%P$/) {
			add_cond("C_UNALIGNED", substr(at, 1, length(at) - 2), "", "")
		} else if (index(at, "&")) {
			neg = substr(at, 1, 1) == "!"
			if (neg)
				at = substr(at, 2)
			add_cond(neg ? "C_NONE" : "C_ANY",
				substr(at, 1, index(at, "&") - 1), "",
				substr(at, index(at, "&") + 1))
		} else {
			die("bad condition '" at "'")
		}
	}
	return n
}

function need(key) {
	if (!(key in kv))
		die(kind ": missing " key "=")
	return kv[key]
}

function errno_c(e) {
	if (!(e in known_errno))
		die("unknown errno '" e "'")
	return e
}

function cap_c(c) {
	if (c !~ /^CAP_[A-Z_]+$/)
		die("bad capability '" c "'")
	return c
}

function str_or_null(s) {
	return s == "" ? "NULL" : c_string(s)
}

FILENAME ~ /rules\.list$/ {
	n = tokenize($0)
	if (n == 0)
		next
	if (n < 3)
		die("expected SYSCALL KIND PARAM... note=ID src=...")
	name = tok[1]
	archs = ""
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
	if (!(kind in kind_c))
		die("unknown kind '" kind "'")
	delete kv
	npos = 0
	delete pos
	for (i = 3; i <= n; i++) {
		if (tok[i] ~ /^[a-z0-9_]+=/) {
			k = substr(tok[i], 1, index(tok[i], "=") - 1)
			kv[k] = substr(tok[i], index(tok[i], "=") + 1)
		} else {
			pos[++npos] = tok[i]
		}
	}
	note = need("note")
	if (!(note in note_index))
		die("unknown note '" note "' (no doc/notes/" note ".txt)")
	need("src")
	if (!("chk" in kv))
		die("missing chk= (kcheck program or -)")

	r = nrules++
	rule_sys[r] = name
	rule_archs[r] = archs
	rule_key[r] = name SUBSEP kind SUBSEP note
	if (archs != "")
		for (i = 1; i <= na; i++)
			arch_override[name, kind, note, al[i]] = 1
	opa = opb = opc = "{ 0 }"
	opt = "0"
	mask = "0"
	err = "0"
	cap1 = cap2 = "-1"
	s1 = s2 = s3 = ""
	label = ("label" in kv) ? kv["label"] : ""
	first_cond = nconds
	ncond = ("when" in kv) ? parse_when(kv["when"]) : 0
	if ("errno" in kv)
		err = errno_c(kv["errno"])

	if (kind == "range") {
		if (npos != 2)
			die("range: expected ADDR LEN")
		opa = operand(pos[1])
		opb = operand(pos[2])
		opt = "0"
		if (need("start") == "down")
			opt = opt "|R_START_DOWN"
		else if (kv["start"] != "keep" && kv["start"] != "einval")
			die("range: start=down|keep|einval")
		if (need("end") == "down")
			opt = opt "|R_END_DOWN"
		else if (kv["end"] != "up")
			die("range: end=up|down")
		if (kv["zero"] == "einval")
			opt = opt "|R_ZERO_EINVAL"
		if (kv["base"] == "ret")
			opt = opt "|R_BASE_RET"
		if ("len2" in kv)
			opc = operand(kv["len2"])
	} else if (kind == "align" || kind == "zerolen") {
		if (npos != 1)
			die(kind ": expected one operand")
		opa = operand(pos[1])
		need("errno")
	} else if (kind == "flags" || kind == "dropped") {
		if (npos < 1)
			die(kind ": expected OPERAND")
		opa = operand(pos[1])
		mask = number(kind == "flags" ? need("mask") : need("keep"))
		if (kind == "dropped")
			s1 = need("why")
		if (kind == "flags") {
			if (npos != 2 || (pos[2] != "ignore" && pos[2] != "reject"))
				die("flags: expected ignore or reject")
			if (pos[2] == "reject") {
				opt = "R_REJECT"
				if (err == "0")
					err = "EINVAL"
			}
		}
	} else if (kind == "legacy") {
		s1 = need("successor")
		s2 = need("since")
		s3 = need("adds")
	} else if (kind == "deprecated") {
		s1 = need("since")
		s2 = need("instead")
	} else if (kind == "ignored") {
		if (npos != 1)
			die("ignored: expected ARG")
		opa = operand(pos[1])
		s1 = need("why")
	} else if (kind == "mode") {
		if (npos != 1)
			die("mode: expected ARG")
		opa = operand(pos[1])
		if (need("flags") == "-") {
			opt = "R_ALWAYS"
		} else {
			opb = operand(kv["flags"])
			mask = number(need("create"))
		}
	} else if (kind == "capability") {
		if (npos < 1 || npos > 2)
			die("capability: expected CAP [CAP2]")
		cap1 = cap_c(pos[1])
		if (npos == 2)
			cap2 = cap_c(pos[2])
		need("errno")
	} else if (kind == "credrule") {
		s1 = need("rule")
		if (!(s1 in known_credrule))
			die("unknown credential rule '" s1 "'")
		opa = operand(need("target"))
		need("errno")
	} else if (kind == "fdstate") {
		if ("closes" in kv) {
			opa = operand(kv["closes"])
			opt = "FD_CLOSES"
		} else if ("range" in kv) {
			split(kv["range"], rg, ",")
			opa = operand(rg[1])
			opb = operand(rg[2])
			opt = "FD_RANGE"
		} else if ("reopens" in kv) {
			opa = operand(kv["reopens"])
			opt = "FD_REOPENS"
		} else if (kv["uses"] == "fd-args") {
			opt = "FD_USES"
		} else {
			die("fdstate: closes=, range=, reopens= or uses=fd-args")
		}
	} else if (kind == "mmap-fixed") {
		opa = operand(need("addr"))
		opb = operand(need("len"))
		opc = operand(need("flags"))
		mask = number(need("fixed"))
	} else if (kind == "recvmmsg-timeout") {
		opa = operand(need("timeout"))
		# ts=64: a 64-bit struct timespec on every ABI (*_time64)
		if (("ts" in kv) && kv["ts"] != "64")
			die("recvmmsg-timeout: ts=64 or nothing")
		if ("ts" in kv)
			opt = "R_TIME64"
	} else if (kind == "inotify-pairing") {
		opa = operand(need("fd"))
		opb = operand(need("buf"))
	} else if (kind == "setown") {
		opa = operand(need("cmd"))
		opb = operand(need("arg"))
	}
	if (name == "*" && kind != "fdstate")
		die("only fdstate rules may apply to every syscall")

	rule_c[r] = sprintf("\t{ %s, %s, %d, %s, %d,\n\t  %s,\n\t  %s,\n\t  %s,\n" \
		"\t  %s, %s, { %s, %s }, %s,\n\t  { %s, %s, %s },\n" \
		"\t  %s, %s, %d },\n",
		c_string(name), kind_c[kind], note_index[note], opt, ncond,
		opa, opb, opc, mask, err, cap1, cap2, str_or_null(label),
		str_or_null(s1), str_or_null(s2), str_or_null(s3),
		ncond ? "&conds[" first_cond "]" : "NULL", c_string(kv["src"]),
		FNR)
	next
}

{
	die("unexpected input file")
}

# Is rule r in effect on personality p?
function applies(r, p,    na, al, i, k) {
	if (rule_archs[r] != "") {
		na = split(rule_archs[r], al, ",")
		for (i = 1; i <= na; i++)
			if (al[i] == p)
				return 1
		return 0
	}
	split(rule_key[r], k, SUBSEP)
	return !((k[1], k[2], k[3], p) in arch_override)
}

function emit_table(p,    r, nr, max, i, list, cnt, nref, any) {
	max = nr_of[p, "max"]
	nref = 0
	any = ""
	delete list
	for (r = 0; r < nrules; r++) {
		if (!applies(r, p))
			continue
		if (rule_sys[r] == "*") {
			any = any r ", "
			nany[p]++
			continue
		}
		if (!((p, rule_sys[r]) in nr_of))
			continue	# the call does not exist on this ABI
		nr = nr_of[p, rule_sys[r]]
		list[nr] = list[nr] r ", "
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
}

END {
	if (failed)
		exit 1
	for (n = 0; n < nnotes; n++)
		for (k = 1; k <= 3; k++) {
			f = k == 1 ? "summary" : k == 2 ? "message" : "severity"
			if (!((n, f) in note_field)) {
				printf("doc/notes/%s.txt: missing %s:\n", note_id[n],
				       f) > "/dev/stderr"
				exit 1
			}
		}
	for (i = 1; i <= npers; i++)
		if (!((pers_list[i], "max") in nr_of)) {
			printf("genrules: no table for %s\n", pers_list[i]) \
				> "/dev/stderr"
			exit 1
		}
	printf("/* Generated by syscalls/gen/genrules.awk: do not edit. */\n")
	printf("#include \"notes/engine.h\"\n\n#include <errno.h>\n")
	printf("#include <linux/capability.h>\n\n")

	printf("const struct note_def note_defs[] = {\n")
	for (n = 0; n < nnotes; n++) {
		sev = note_field[n, "severity"]
		if (!(sev in severity_c)) {
			printf("doc/notes/%s.txt: severity must be info, " \
			       "warning or error\n", note_id[n]) > "/dev/stderr"
			exit 1
		}
		text = note_text[n]
		printf("\t{ %s, %s,\n\t  %s,\n\t  %s,\n\t  %s },\n",
		       c_string(note_id[n]), severity_c[sev],
		       c_string(note_field[n, "summary"]),
		       c_string(note_field[n, "message"]), c_string(text))
	}
	printf("};\nconst unsigned note_defs_count = %d;\n\n", nnotes)

	printf("static const struct cond conds[] = {\n")
	for (i = 0; i < nconds; i++)
		printf("\t%s,\n", cond_c[i])
	if (nconds == 0)
		printf("\t{ 0 },\n")
	printf("};\n\n")

	printf("const struct rule rules[] = {\n")
	for (r = 0; r < nrules; r++)
		printf("%s", rule_c[r])
	printf("};\nconst unsigned rules_count = %d;\n\n", nrules)

	for (i = 1; i <= npers; i++)
		emit_table(pers_list[i])
	printf("const struct rule_table rule_tables[] = {\n")
	for (i = 1; i <= npers; i++) {
		p = pers_list[i]
		printf("\t{ %s, start_%s, %d, refs_%s, any_%s, %d },\n",
		       c_string(p), p, nr_of[p, "max"] + 1, p, p, nany[p] + 0)
	}
	printf("};\nconst unsigned rule_tables_count = %d;\n", npers)
}
