# gentables.awk - turn the data in syscalls/ into C tables.
#
# Usage:
#   awk -v arch=x86_64 -v pers="x86_64 i386 x32" -v out_h=FILE.h \
#       -v out_xh=XLAT.h -v out_rh=RET.h -f gentables.awk types.list \
#       syscalls.list xlat/*.in arch/x86_64.tbl arch/i386.tbl arch/x32.tbl > FILE.c
#
# arch is the build architecture. pers lists the personalities, in
# personality order, the host's own first. XLAT.h declares the constant
# sets alone, for the bottom layer (src/core/), which must not see the
# printers of FILE.h; RET.h the enum of the return types, for
# abitrace.h; each needs its arch/<name>.tbl
# among the inputs, and picks its NAME=VALUE constants in xlat/. Input kinds are told apart by file
# name. Any error in the data stops the build with file:line.

function die(msg) {
	printf("%s:%d: %s\n", FILENAME, FNR, msg) > "/dev/stderr"
	failed = 1
	exit 1
}

function basename(path,    n, parts) {
	n = split(path, parts, "/")
	return parts[n]
}

function strip_comment(line) {
	sub(/[ \t]*#.*$/, "", line)
	return line
}

# "a,b,+t" -> "CLS_A|CLS_B" (the +words are traits: trait_bits)
function class_bits(list,    n, parts, i, s) {
	if (list == "-")
		return "0"
	n = split(list, parts, ",")
	s = ""
	for (i = 1; i <= n; i++) {
		if (parts[i] ~ /^\+/)
			continue
		if (!(parts[i] in known_class))
			die("unknown class '" parts[i] "'")
		s = s (s == "" ? "" : "|") "CLS_" toupper(parts[i])
	}
	return s == "" ? "0" : s
}

# "a,+exec" and the return type -> "SDT_EXEC|SDT_MAKES_FD"
function trait_bits(list, ret,    n, parts, i, s, t) {
	s = ret == "fd" ? "SDT_MAKES_FD" : ""
	n = split(list, parts, ",")
	for (i = 1; i <= n; i++) {
		if (parts[i] !~ /^\+/)
			continue
		t = substr(parts[i], 2)
		if (!(t in known_sys_trait))
			die("unknown syscall trait '" t "'")
		if (t == "makes_fd" && ret == "fd")
			continue
		s = s (s == "" ? "" : "|") "SDT_" toupper(t)
	}
	return s == "" ? "0" : s
}

BEGIN {
	split("file desc process network signal ipc memory creds clock " \
	      "stat lstat fstat statfs fstatfs statfs_like pure", cl, " ")
	for (i in cl)
		known_class[cl[i]] = 1
	nrets = 0
	split("value reg addr", kl, " ")
	for (i in kl)
		known_kind[kl[i]] = 1
	# Where a printer's extra parameters come from: the argument named
	# by TYPE:N, the constant set of TYPE:SET, the return value, the
	# word a value-result argument pointed to at entry, or the whole
	# argument array (a decoder that shows the call as one piece);
	# argpeek: the entry word of the value-result argument TYPE:N names
	# (a buffer's length the caller gave, which the kernel overwrote);
	# peek4: the entry word at offset 4 of the struct the argument
	# points to (perf_event_attr's size, which E2BIG overwrites).
	split("arg set ret peek args argpeek peek4", sl, " ")
	for (i in sl)
		known_src[sl[i]] = 1
	# Argument traits: fd = the argument is a descriptor; path, fdset,
	# pollfd = it names files -P matches (a path, select's set, poll's
	# array); long = the kernel reads the whole word (unsigned long);
	# dirfd = the directory the path arguments after it are relative to.
	# bytes, iov: a buffer of the next argument's length, an iovec
	# array of the next argument's count (of the argument TYPE:N
	# names, for a type that takes one) (struct=NAME, a struct of
	# structs.list, is read apart): how far the kernel reads or writes
	# through the pointer, which the failure-cause note checks.
	split("fd path fdset pollfd long dirfd bytes iov strvec", tl, " ")
	for (i in tl)
		known_trait[tl[i]] = 1
	# Syscall traits (+name in the classes column); a fd return type
	# implies makes_fd.
	split("exec clone clone3 close pipe socketpair fcntl fcntl64 " \
	      "inotify_init makes_fd fork socketcall ipc seccomp prctl unshare socket " \
	      "restart", sy, " ")
	for (i in sy)
		known_sys_trait[sy[i]] = 1
	nfns = 0
	ntypes = 0
	npers = split(pers, pers_list, " ")
	for (i = 1; i <= npers; i++)
		pers_index[pers_list[i]] = i - 1
	nsig = 0
	nargs_total = 0
	nsets = 0
}

# ---- types.list -------------------------------------------------------
#   TYPE PHASE KIND FUNCTION [NAME=SOURCE...] [TRAIT...]   # description
#   ret:NAME FUNCTION [set]                                 # a return type
FILENAME ~ /types\.list$/ {
	line = strip_comment($0)
	if (line == "")
		next
	n = split(line, f, /[ \t]+/)
	if (f[1] ~ /^ret:/) {
		t = substr(f[1], 5)
		if (t !~ /^[a-z][a-z0-9_]*$/ || f[2] !~ /^[a-z_][a-z0-9_]*$/ ||
		    n > 3 || (n == 3 && f[3] != "set"))
			die("expected ret:NAME FUNCTION [set]")
		if (t in known_ret)
			die("return type '" t "' listed twice")
		known_ret[t] = 1
		ret_fn[t] = f[2]
		ret_takes_set[t] = n == 3
		ret_order[nrets++] = t
		next
	}
	if (n < 4)
		die("expected TYPE PHASE KIND FUNCTION [PARAMS] [TRAITS]")
	if (f[2] != "in" && f[2] != "out" && f[2] != "both")
		die("phase must be in, out or both")
	if (!(f[3] in known_kind))
		die("kind must be value, reg or addr")
	if (f[1] in type_fn)
		die("type '" f[1] "' listed twice")
	t = f[1]
	type_phase[t] = f[2]
	type_kind[t] = f[3]
	type_fn[t] = f[4]
	type_params[t] = ""
	type_traits[t] = ""
	type_fail[t] = ""
	type_needs[t] = ""
	for (i = 5; i <= n; i++) {
		w = f[i]
		if (w ~ /^struct=/) {
			type_struct[t] = substr(w, 8)
			if (type_struct[t] !~ /^[a-z_][a-z0-9_]*$/)
				die("struct= needs a struct of structs.list")
			if (f[3] != "addr")
				die("struct= needs kind addr")
			continue
		}
		if (w ~ /^fail=/) {
			type_fail[t] = substr(w, 6)
			if (type_fail[t] != "addr")
				die("fail= must be addr")
			if (type_phase[t] == "in")
				die("fail=addr needs phase out or both")
			continue
		}
		if (index(w, "=")) {
			pname = substr(w, 1, index(w, "=") - 1)
			src = substr(w, index(w, "=") + 1)
			if (!(src in known_src))
				die("unknown parameter source '" src "'")
			if (pname !~ /^[a-z_][a-z0-9_]*$/)
				die("bad parameter name '" pname "'")
			if (src == "argpeek")
				src_need = "arg"
			else
				src_need = src
			if (src_need == "arg" || src_need == "set") {
				if (type_needs[t] != "" && \
				    (type_needs[t] != "arg" || src_need != "arg" ||
				     !(src == "argpeek" || type_has_peek[t])))
					die("at most one parameter from TYPE:PARAM")
				type_needs[t] = src_need
				if (src == "argpeek")
					type_has_peek[t] = 1
			}
			type_params[t] = type_params[t] " " pname "=" src
			continue
		}
		if (!(w in known_trait))
			die("unknown trait '" w "'")
		type_traits[t] = type_traits[t] " " w
	}
	# One prototype per function: types sharing a printer must agree.
	sig = type_params[t]
	if ((f[4] in fn_sig) && fn_sig[f[4]] != sig)
		die(f[4] " is listed with two different signatures")
	if (!(f[4] in fn_sig))
		fn_order[nfns++] = f[4]
	fn_sig[f[4]] = sig
	fn_params[f[4]] = type_params[t]
	type_order[ntypes++] = t
	next
}

# ---- syscalls.list ----------------------------------------------------
FILENAME ~ /syscalls\.list$/ {
	line = strip_comment($0)
	if (line == "")
		next
	n = split(line, f, /[ \t]+/)
	if (n < 3)
		die("expected NAME CLASSES RET [ARGS...]")
	name = f[1]
	archs = ""
	if (index(name, "@")) {
		archs = substr(name, index(name, "@") + 1)
		name = substr(name, 1, index(name, "@") - 1)
	}
	if (n - 3 > 6)
		die(name ": more than 6 arguments")
	ret = f[3]
	retset = ""
	if (index(ret, ":")) {
		retset = substr(ret, index(ret, ":") + 1)
		ret = substr(ret, 1, index(ret, ":") - 1)
		need_set[retset] = FILENAME ":" FNR
	}
	if (!(ret in known_ret))
		die("unknown return type '" ret "' (see types.list)")
	if (ret_takes_set[ret] != (retset != ""))
		die("return type '" ret "' " \
		    (retset == "" ? "needs :SET" : "takes no :SET"))

	s = nsig++
	sig_name[s] = name
	sig_cls[s] = class_bits(f[2])
	sig_traits[s] = trait_bits(f[2], ret)
	sig_loc[s] = FILENAME ":" FNR
	sig_ret[s] = ret
	sig_retset[s] = retset
	sig_nargs[s] = n - 3
	sig_first[s] = nargs_total
	for (i = 4; i <= n; i++) {
		t = f[i]
		param = ""
		aname = ""
		# NAME=TYPE: the man page's name of the argument (-N).
		if (index(t, "=")) {
			aname = substr(t, 1, index(t, "=") - 1)
			t = substr(t, index(t, "=") + 1)
			if (aname !~ /^[a-z_][a-z0-9_]*$/)
				die("bad argument name '" aname "'")
		}
		if (index(t, ":")) {
			param = substr(t, index(t, ":") + 1)
			t = substr(t, 1, index(t, ":") - 1)
		}
		if (!(t in type_fn))
			die("unknown argument type '" t "' (see types.list)")
		if (type_needs[t] == "arg" && param !~ /^[0-9]+$/)
			die(name ": " t " needs :N, the index of an argument")
		if (type_needs[t] == "set" && (param == "" || param ~ /^[0-9]+$/))
			die(name ": " t " needs :SET, a constant set")
		if (type_needs[t] == "" && param != "")
			die(name ": " t " takes no :" param)
		if (param ~ /^[0-9]+$/ && param + 0 >= n - 3)
			die(name ": " t ":" param " names no argument")
		# bytes and iov: the length or count is the argument TYPE:N
		# names, else the next one, a number the kernel takes by value
		if (i > 4 && type_traits[arg_type[nargs_total - 1]] ~ \
		    / (bytes|iov)( |$)/ && \
		    type_needs[arg_type[nargs_total - 1]] != "arg" && \
		    (type_kind[t] != "value" || \
		     type_fn[t] !~ /^print_(u?int|u?long)$/))
			die(name ": the argument after " \
			    arg_type[nargs_total - 1] " is its length (bytes, " \
			    "iov), not " t)
		if (i == n && type_traits[t] ~ / (bytes|iov)( |$)/ && \
		    type_needs[t] != "arg")
			die(name ": " t " needs its length as the next argument")
		arg_type[nargs_total] = t
		arg_param[nargs_total] = param
		arg_name[nargs_total] = aname
		if (param != "" && param !~ /^[0-9]+$/)
			need_set[param] = FILENAME ":" FNR
		nargs_total++
	}
	if (archs == "") {
		if (name in generic_sig)
			die(name ": described twice")
		generic_sig[name] = s
	} else {
		na = split(archs, al, ",")
		for (i = 1; i <= na; i++)
			arch_sig[name, al[i]] = s
	}
	next
}

# ---- xlat/*.in --------------------------------------------------------
FILENAME ~ /\.in$/ {
	set = basename(FILENAME)
	sub(/\.in$/, "", set)
	if (!(set in set_seen)) {
		set_seen[set] = 1
		set_order[nsets++] = set
		set_kind[set] = "flags"
		set_n[set] = 0
		set_header[set] = ""
	}
	if ($1 == "#kind") {
		if ($2 != "flags" && $2 != "enum" && $2 != "bitenum")
			die("#kind must be flags, enum or bitenum")
		set_kind[set] = $2
		next
	}
	if ($1 == "#header") {
		for (i = 2; i <= NF; i++)
			set_header[set] = set_header[set] " " $i
		next
	}
	if ($1 == "#unknown") {
		set_unknown[set] = $2
		next
	}
	if ($1 == "#nocheck") {
		nocheck[set, $2] = 1
		set_nocheck[set] = set_nocheck[set] $2 " "
		next
	}
	line = strip_comment($0)
	if (line == "")
		next
	n = split(line, f, /[ \t]+/)
	if (n < 2)
		die("expected NAME VALUE [arch=VALUE...]")
	# The value for each personality: its own ARCH=VALUE, else the
	# generic one; "-" where the ABI does not define the constant.
	for (p = 1; p <= npers; p++) {
		val = f[2]
		for (i = 3; i <= n; i++)
			if (index(f[i], pers_list[p] "=") == 1)
				val = substr(f[i], length(pers_list[p]) + 2)
		if (val == "-")
			continue
		k = set_pn[set, p]++
		set_pconst[set, p, k] = f[1]
		set_pval[set, p, k] = val
	}
	next
}

# ---- arch/*.tbl -------------------------------------------------------
FILENAME ~ /\.tbl$/ {
	a = basename(FILENAME)
	sub(/\.tbl$/, "", a)
	if (!(a in pers_index))
		next
	line = strip_comment($0)
	if (line == "")
		next
	n = split(line, f, /[ \t]+/)
	if (n != 2 || f[1] !~ /^[0-9]+$/)
		die("expected NUMBER NAME")
	nr = f[1] + 0
	tbl[a, nr] = f[2]
	if (!((a, "max") in tbl) || nr > tbl[a, "max"])
		tbl[a, "max"] = nr
	next
}

{
	die("unexpected input file")
}

function c_string(s) {
	gsub(/\\/, "\\\\", s)
	gsub(/"/, "\\\"", s)
	return "\"" s "\""
}

# Whether personality p sees set exactly as the first one does.
function same_as_host(set, p,    k) {
	if (set_pn[set, p] != set_pn[set, 1])
		return 0
	for (k = 0; k < set_pn[set, 1]; k++)
		if (set_pconst[set, p, k] != set_pconst[set, 1, k] ||
		    set_pval[set, p, k] != set_pval[set, 1, k])
			return 0
	return 1
}

# The entries hold no pointer, so that they stay in .rodata: the loader
# would write each name pointer at start and make every page of them
# resident, where a trace reads a few sets.  A name is its offset in
# xlat_strs[] (each distinct name once; 0 is NULL), read by
# xlat_ename().  Offsets count bytes: the generator runs with LC_ALL=C.
function xstr(s) {
	if (!xstr_len)
		xstr_len = 1
	if (!(s in xstr_off)) {
		xstr_off[s] = xstr_len
		xstr_list[++nxstr] = s
		xstr_len += length(s) + 1
	}
	return xstr_off[s]
}

function emit_xlat_strs(    i) {
	printf("const char xlat_strs[] =\n\t\"\\0\"\n")
	for (i = 1; i <= nxstr; i++)
		printf("\t%s \"\\0\"\n", c_string(xstr_list[i]))
	printf("\t;\n\n")
}

# One set as personality p defines it; suffix names the C objects.
function emit_xlat(set, p, suffix, abi, storage,    k, n) {
	n = set_pn[set, p] + 0
	printf("static const struct xlat_entry xe_%s%s[] = {\n", set, suffix)
	for (k = 0; k < n; k++)
		printf("\t{ (uint64_t)(%s), %d },\n", set_pval[set, p, k],
		       xstr(set_pconst[set, p, k]))
	if (n == 0)
		printf("\t{ 0, 0 },\n")
	printf("};\n")
	printf("%sconst struct xlat xlat_%s%s = { xe_%s%s, %d, XLAT_%s, %s, %s, %s };\n\n",
	       storage, set, suffix, set, suffix, n, toupper(set_kind[set]),
	       c_string(set), abi,
	       set in set_unknown ? c_string(set_unknown[set]) : "NULL")
}

# The host's set is xlat_SET; a set whose values differ on another
# personality of the host also gets xlat_SET__PERS and a table of the
# variant of each personality, which xlat_for() picks from.
function emit_xlats(    i, set, p, differs, abi) {
	for (i = 0; i < nsets; i++) {
		set = set_order[i]
		differs = 0
		for (p = 2; p <= npers; p++)
			if (!same_as_host(set, p))
				differs = 1
		abi = "NULL"
		if (differs) {
			abi = "xlat_" set "__abi"
			printf("extern const struct xlat *const %s[];\n", abi)
			for (p = 2; p <= npers; p++)
				if (!same_as_host(set, p))
					emit_xlat(set, p, "__" pers_list[p],
						  abi, "static ")
		}
		emit_xlat(set, 1, "", abi, "")
		if (differs) {
			printf("const struct xlat *const %s[] = {\n", abi)
			for (p = 1; p <= npers; p++)
				printf("\t&xlat_%s%s,\n", set,
				       p == 1 || same_as_host(set, p) ? "" : \
				       "__" pers_list[p])
			printf("};\n\n")
		}
		printf("extern const struct xlat xlat_%s;\n", set) > out_xh
	}
	emit_xlat_strs()
	printf("\nconst struct xlat *const xlat_all[] = {\n")
	for (i = 0; i < nsets; i++)
		printf("\t&xlat_%s,\n", set_order[i])
	printf("\tNULL\n};\n")
	printf("const char *const xlat_headers[] = {\n")
	for (i = 0; i < nsets; i++)
		printf("\t%s,\n", c_string(set_header[set_order[i]]))
	printf("\tNULL\n};\n")
	# " A B " per set: the constants the header check leaves out.
	printf("const char *const xlat_nocheck[] = {\n")
	for (i = 0; i < nsets; i++)
		printf("\t%s,\n", c_string(" " set_nocheck[set_order[i]]))
	printf("\tNULL\n};\n\n")
}

function emit_args(    i, t, p, set, idx, phase, tr, span) {
	printf("static const struct argdesc all_args[] = {\n")
	for (i = 0; i < nargs_total; i++) {
		t = arg_type[i]
		p = arg_param[i]
		set = "NULL"
		idx = -1
		if (p ~ /^[0-9]+$/)
			idx = p + 0
		else if (p != "")
			set = "&xlat_" p
		phase = type_phase[t] == "out" ? "ARG_OUT" : \
			type_phase[t] == "both" ? "ARG_BOTH" : "ARG_IN"
		tr = type_traits[t] ~ / fd( |$)/ ? "AT_FD" : "0"
		if (type_traits[t] ~ / path( |$)/)
			tr = tr "|AT_PATH"
		if (type_traits[t] ~ / fdset( |$)/)
			tr = tr "|AT_FDSET"
		if (type_traits[t] ~ / pollfd( |$)/)
			tr = tr "|AT_POLLFD"
		if (type_traits[t] ~ / long( |$)/)
			tr = tr "|AT_LONG"
		if (type_traits[t] ~ / dirfd( |$)/)
			tr = tr "|AT_DIRFD"
		if (type_traits[t] ~ / strvec( |$)/)
			tr = tr "|AT_STRVEC"
		if (type_kind[t] == "addr")
			tr = tr "|AT_PTR"
		if (type_params[t] ~ /=peek( |$)/)
			tr = tr "|AT_PEEK"
		if (type_params[t] ~ /=peek4( |$)/)
			tr = tr "|AT_PEEK4"
		span = type_traits[t] ~ / bytes( |$)/ ? "SPAN_BYTES, 0" : \
		       type_traits[t] ~ / iov( |$)/ ? "SPAN_IOV, 0" : \
		       (t in type_struct) ? "SPAN_STRUCT, LS_" \
		       toupper(type_struct[t]) : "SPAN_NONE, 0"
		printf("\t{ ad_%s, %s, %d, %s, %s, %s, %s },\t/* %s */\n", t,
		       set, idx, phase, tr,
		       arg_name[i] == "" ? "NULL" : c_string(arg_name[i]),
		       span, t (p == "" ? "" : ":" p))
	}
	if (nargs_total == 0)
		printf("\t{ NULL, NULL, 0, 0, 0, NULL, SPAN_NONE, 0 },\n")
	printf("};\n\n")
}

# The C type of a printer's parameter from its source.
function param_ctype(src) {
	if (src == "set")
		return "const struct xlat *"
	if (src == "peek" || src == "argpeek" || src == "peek4")
		return "const uint32_t *"
	if (src == "args")
		return "const uint64_t *"
	if (src == "ret")
		return "int64_t "
	return "uint64_t "
}

function param_value(src) {
	if (src == "set")
		return "ad->set"
	if (src == "peek" || src == "peek4")
		return "arg_peek(c, i)"
	if (src == "argpeek")
		return "arg_peek(c, ad->param)"
	if (src == "args")
		return "c->call->args"
	if (src == "ret")
		return "c->call->rval"
	return "arg_word(c, ad->param)"
}

# Printer prototypes, from the types that name them.
function emit_prototypes(    k, fn, np, pp, j, nm, src, first) {
	printf("\n/* Printers named in types.list. */\n") > out_h
	for (k = 0; k < nfns; k++) {
		fn = fn_order[k]
		printf("int %s(const struct pctx *c, uint64_t v", fn) > out_h
		np = split(fn_params[fn], pp, " ")
		for (j = 1; j <= np; j++) {
			nm = substr(pp[j], 1, index(pp[j], "=") - 1)
			src = substr(pp[j], index(pp[j], "=") + 1)
			printf(", %s%s", param_ctype(src), nm) > out_h
		}
		printf(");\n") > out_h
	}
}

# One adapter per type: the argument's value (a word of the tracee, or
# the whole register for reg), the parameters, and for fail=addr the
# address alone when the call failed.
function emit_adapters(    k, t, np, pp, j, src, get) {
	for (k = 0; k < ntypes; k++) {
		t = type_order[k]
		get = type_kind[t] == "reg" ? "c->call->args[i]" : "arg_word(c, i)"
		printf("static int __attribute__((unused))\n" \
		       "ad_%s(const struct pctx *c, " \
		       "const struct argdesc *ad, unsigned i)\n{\n", t)
		printf("\tuint64_t v = %s;\n\n", get)
		if (type_needs[t] == "")
			printf("\t(void)ad;\n")
		if (type_fail[t] == "addr")
			printf("\tif (c->exiting && c->call->err)\n" \
			       "\t\treturn v_addr(c, v);\n")
		printf("\treturn %s(c, v", type_fn[t])
		np = split(type_params[t], pp, " ")
		for (j = 1; j <= np; j++) {
			src = substr(pp[j], index(pp[j], "=") + 1)
			printf(", %s", param_value(src))
		}
		printf(");\n}\n\n")
	}
}

# The return types: their enum (in its own header, for abitrace.h's
# struct sysdesc and the layers that test a call's type), the printers'
# prototypes and the table print_retval() dispatches through.
function emit_rets(    k, t) {
	printf("/* Generated by syscalls/gen/gentables.awk: do not edit. */\n" \
	       "#ifndef ABT_RETTYPES_GEN_H\n#define ABT_RETTYPES_GEN_H\n" \
	       "/* The return types of types.list (ret:NAME), in its order. */\n" \
	       "enum ret_type {\n") > out_rh
	for (k = 0; k < nrets; k++)
		printf("\tRET_%s,\n", toupper(ret_order[k])) > out_rh
	printf("};\n#define RET_TYPES %d\n#endif\n", nrets) > out_rh
	printf("\n/* Return value printers named in types.list: v is the " \
	       "value (the low\n * 32 bits, sign-extended, on a compat ABI), " \
	       "u the same unsigned, set\n * the call's :SET or NULL. */\n" \
	       "typedef void rettype_printer(const struct pctx *c, int64_t v,\n" \
	       "\t\t\t     uint64_t u, const struct xlat *set);\n" \
	       "extern rettype_printer *const rettype_printers[RET_TYPES];\n") \
		> out_h
	for (k = 0; k < nrets; k++) {
		t = ret_order[k]
		if (ret_fn[t] in ret_fn_seen)
			continue
		ret_fn_seen[ret_fn[t]] = 1
		printf("rettype_printer %s;\n", ret_fn[t]) > out_h
	}
	printf("rettype_printer *const rettype_printers[RET_TYPES] = {\n")
	for (k = 0; k < nrets; k++)
		printf("\t[RET_%s] = %s,\n", toupper(ret_order[k]),
		       ret_fn[ret_order[k]])
	printf("};\n\n")
}

function emit_sigs(    s, rs) {
	printf("const struct sysdesc sysdescs[] = {\n")
	for (s = 0; s < nsig; s++) {
		rs = sig_retset[s] == "" ? "NULL" : "&xlat_" sig_retset[s]
		printf("\t{ %s, %s, %s, RET_%s, %s, %d, &all_args[%d] },\n",
		       c_string(sig_name[s]), sig_cls[s], sig_traits[s],
		       toupper(sig_ret[s]), rs, sig_nargs[s], sig_first[s])
	}
	printf("};\n")
	printf("const unsigned sysdescs_count = %d;\n\n", nsig)
}

function emit_tables(    i, a, nr, max, name, s) {
	for (i = 1; i <= npers; i++) {
		a = pers_list[i]
		max = ((a, "max") in tbl) ? tbl[a, "max"] : -1
		printf("static const struct sysdesc *const sysent_%s[%d] = {\n",
		       a, max + 1 > 0 ? max + 1 : 1)
		for (nr = 0; nr <= max; nr++) {
			if (!((a, nr) in tbl))
				continue
			name = tbl[a, nr]
			if ((name, a) in arch_sig)
				s = arch_sig[name, a]
			else if (name in generic_sig)
				s = generic_sig[name]
			else {
				# Known number, no description: the name
				# alone, printed with all six raw arguments.
				s = -1
			}
			if (s >= 0)
				printf("\t[%d] = &sysdescs[%d],\n", nr, s)
			else
				printf("\t[%d] = &undescribed_%s_%d,\n", nr, a, nr)
		}
		printf("};\n\n")
	}
	printf("const struct sysent_table sysent_tables[] = {\n")
	for (i = 1; i <= npers; i++) {
		a = pers_list[i]
		max = ((a, "max") in tbl) ? tbl[a, "max"] : -1
		printf("\t{ %s, sysent_%s, %d },\n", c_string(a), a, max + 1)
	}
	printf("};\n")
	printf("const unsigned sysent_tables_count = %d;\n", npers)
}

function emit_undescribed(    i, a, nr, max, name) {
	for (i = 1; i <= npers; i++) {
		a = pers_list[i]
		max = ((a, "max") in tbl) ? tbl[a, "max"] : -1
		for (nr = 0; nr <= max; nr++) {
			if (!((a, nr) in tbl))
				continue
			name = tbl[a, nr]
			if ((name, a) in arch_sig || name in generic_sig)
				continue
			printf("static const struct sysdesc undescribed_%s_%d = " \
			       "{ %s, 0, 0, RET_LONG, NULL, 6, raw_args };\n",
			       a, nr, c_string(name))
		}
	}
	printf("\n")
}

END {
	if (failed)
		exit 1
	for (set in need_set)
		if (!(set in set_seen)) {
			printf("%s: unknown constant set '%s'\n", need_set[set],
			       set) > "/dev/stderr"
			exit 1
		}
	# A call keeps its traits on every ABI: the tracer and the notes
	# ask them whatever line describes the call there.
	for (k in arch_sig) {
		split(k, kp, SUBSEP)
		if (kp[1] in generic_sig &&
		    sig_traits[arch_sig[k]] != sig_traits[generic_sig[kp[1]]]) {
			printf("%s: %s@ needs the +traits of its generic " \
			       "line\n", sig_loc[arch_sig[k]], kp[1]) \
				> "/dev/stderr"
			exit 1
		}
	}
	for (i = 1; i <= npers; i++)
		if (!((pers_list[i], "max") in tbl)) {
			printf("gentables: no table for %s\n", pers_list[i]) \
				> "/dev/stderr"
			exit 1
		}

	printf("/* Generated by syscalls/gen/gentables.awk: do not edit. */\n")
	printf("#include \"abitrace.h\"\n#include \"decode/printers.h\"\n#include \"structs_gen.h\"\n\n")
	printf("/* Generated by syscalls/gen/gentables.awk: do not edit. */\n" \
	       "#ifndef ABT_SYSCALLS_GEN_H\n#define ABT_SYSCALLS_GEN_H\n" \
	       "#include \"abitrace.h\"\n#include \"output/view.h\"\n" \
	       "#include \"xlat_gen.h\"\n") > out_h
	printf("/* Generated by syscalls/gen/gentables.awk: do not edit. */\n" \
	       "#ifndef ABT_XLAT_GEN_H\n#define ABT_XLAT_GEN_H\n" \
	       "#include \"core/core.h\"\n") > out_xh
	emit_xlats()
	emit_prototypes()
	emit_rets()
	emit_adapters()
	printf("static const struct argdesc raw_args[6] __attribute__((unused)) = {\n")
	for (i = 0; i < 6; i++)
		printf("\t{ ad_x, NULL, -1, 0, 0 },\n")
	printf("};\n")
	printf("const struct argdesc *const unknown_args = raw_args;\n\n")
	printf("/* Six raw arguments, for a number with no description. */\n" \
	       "extern const struct argdesc *const unknown_args;\n") > out_h
	emit_args()
	emit_sigs()
	emit_undescribed()
	emit_tables()
	printf("#endif\n") > out_h
	printf("#endif\n") > out_xh
}
