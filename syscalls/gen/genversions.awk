# genversions.awk - turn the since-when data into src/since_gen.c.
#
# Usage:
#   LC_ALL=C awk -f genversions.awk arch/*.tbl xlat/*.in \
#       versions-man.list versions.list > since_gen.c
#
# Input kinds are told apart by file name.  The two .list files share one
# format (syscalls/README.md, "versions.list"); a line of a later file
# replaces the line of an earlier one with the same kind and key, so the
# hand-kept versions.list corrects what import-man.sh read in the pages.
# Every name must be in an arch table (calls) or an xlat set (constants):
# anything else stops the build with file:line.  Whether every call has a
# version is the test's business (tests/tree/versions-data.test), not the
# build's.

function die(msg) {
	printf("%s:%d: %s\n", FILENAME, FNR, msg) > "/dev/stderr"
	failed = 1
	exit 1
}

function basename(path,    n, parts) {
	n = split(path, parts, "/")
	return parts[n]
}

# Split a data line into w[1..n]: blank-separated words, "..." quoted
# values kept whole (quotes removed), a `#` outside quotes ends the line.
function words(line, w,    n, c, cur, inq, i, have) {
	n = 0; cur = ""; inq = 0; have = 0
	for (i = 1; i <= length(line); i++) {
		c = substr(line, i, 1)
		if (inq) {
			if (c == "\"") inq = 0
			else cur = cur c
			continue
		}
		if (c == "\"") { inq = 1; have = 1; continue }
		if (c == "#") break
		if (c == " " || c == "\t") {
			if (have) { w[++n] = cur; cur = ""; have = 0 }
			continue
		}
		cur = cur c; have = 1
	}
	if (inq)
		die("unterminated quote")
	if (have)
		w[++n] = cur
	return n
}

function kv(v,    parts, n) {
	if (v !~ /^[0-9]+\.[0-9]+(\.[0-9]+)?$/)
		die("bad version '" v "'")
	n = split(v, parts, ".")
	if (parts[1] > 255 || parts[2] > 255 || parts[3] > 255)
		die("bad version '" v "'")
	return parts[1] * 65536 + parts[2] * 256 + parts[3]
}

function cstr(s) {
	gsub(/\\/, "\\\\", s)
	gsub(/"/, "\\\"", s)
	return "\"" s "\""
}

# The tables hold no pointer (the loader would write every one at start,
# dirtying each page of them): every string is an offset into one blob,
# since_strs[], each distinct string once; offset 0 is NULL.
function intern(s) {
	if (s in str_off)
		return str_off[s]
	str_off[s] = blob_len
	blob[++nblob] = s
	blob_len += length(s) + 1
	return str_off[s]
}

# NULL when S is "" (the data has no such string), else its offset.
function sref(s) {
	return s == "" ? 0 : intern(s)
}

function fact(v, src) {
	if (v == "")
		return "{ 0, 0, 0 }"
	return "{ " kv(v) ", " intern(v) ", " intern(src) " }"
}

# In a pointer table (since_abis[], a handful of rows).
function fact_ptr(v, src) {
	if (v == "")
		return "{ 0, NULL, NULL }"
	return "{ " kv(v) ", " cstr(v) ", " cstr(src) " }"
}

function need_name(nm) {
	if (!(nm in known))
		die("'" nm "' is in no syscalls/arch/*.tbl")
}

function abi_list(list, res,    n, names, i) {
	if (list == "all") {
		for (i = 0; i < nabi; i++) res[abis[i]] = 1
		return
	}
	n = split(list, names, ",")
	for (i = 1; i <= n; i++) {
		if (!(names[i] in abi_idx))
			die("unknown ABI '" names[i] "'")
		res[names[i]] = 1
	}
}

# val[] / vsrc[] entry, or "" -- without creating it: gawk 5.2 mishandles
# an element that a function call creates by passing it.
function getv(k, nm) { return ((k, nm) in val) ? val[k, nm] : "" }
function gets(k, nm) { return ((k, nm) in vsrc) ? vsrc[k, nm] : "" }

# When NM got its number on ABI: the `on` line if there is one, else the
# call's version; never before the ABI itself existed.
function abi_fact(nm, abi,    v, src) {
	if (!((nm, abi) in nr))
		return fact("", "")
	if ((nm, abi) in on_ver) {
		v = on_ver[nm, abi]; src = on_src[nm, abi]
	} else {
		v = getv("sys", nm); src = gets("sys", nm)
	}
	if (v == "")
		return fact("", "")
	if (kv(v) < kv(abi_first[abi])) {
		v = abi_first[abi]; src = abi_src[abi]
	}
	return fact(v, src)
}

# in-place quicksort of keys[lo..hi] by byte order
function qsort(keys, lo, hi,    i, last, t) {
	if (lo >= hi) return
	t = keys[lo]; keys[lo] = keys[int((lo + hi) / 2)]; keys[int((lo + hi) / 2)] = t
	last = lo
	for (i = lo + 1; i <= hi; i++)
		if (keys[i] < keys[lo]) {
			t = keys[++last]; keys[last] = keys[i]; keys[i] = t
		}
	t = keys[lo]; keys[lo] = keys[last]; keys[last] = t
	qsort(keys, lo, last - 1)
	qsort(keys, last + 1, hi)
}

BEGIN {
	# the order of enum abi_id in src/core/since.h
	nabi = split("aarch64 arm i386 riscv64 x32 x86_64", tmp, " ")
	for (i = 1; i <= nabi; i++) { abis[i - 1] = tmp[i]; abi_idx[tmp[i]] = i - 1 }
	# offset 0 of since_strs[] is the NUL that stands for NULL
	blob_len = 1
	nblob = 0
	# since_fallbacks[0] is the 0 that stands for "no list"
	nfb = 1
}

FNR == 1 { file = basename(FILENAME) }

file ~ /\.tbl$/ {
	if ($0 ~ /^#/ || NF < 2) next
	a = file; sub(/\.tbl$/, "", a)
	if (!(a in abi_idx)) die("unknown ABI table " file)
	known[$2] = 1
	nr[$2, a] = $1
	next
}

file ~ /\.in$/ {
	if ($0 ~ /^#/ || NF < 2) next
	s = file; sub(/\.in$/, "", s)
	setnames[s] = 1
	inset[s, $1] = 1
	next
}

file ~ /\.list$/ {
	n = words($0, w)
	if (n == 0) next
	src = ""
	for (i = 2; i <= n; i++)
		if (w[i] ~ /^src=/) { src = substr(w[i], 5); n = i - 1; break }
	if (src == "")
		die("no src= (every fact says where it comes from)")
	k = w[1]
	if (k == "abi") {
		if (n != 3) die("abi ABI VERSION src=...")
		if (!(w[2] in abi_idx)) die("unknown ABI '" w[2] "'")
		kv(w[3])
		abi_first[w[2]] = w[3]; abi_src[w[2]] = src
	} else if (k == "sys" || k == "removed" || k == "deprecated") {
		if (n != 3) die(k " NAME VERSION src=...")
		need_name(w[2]); kv(w[3])
		val[k, w[2]] = w[3]; vsrc[k, w[2]] = src
	} else if (k == "on") {
		if (n != 4) die("on NAME ABI[,ABI...] VERSION src=...")
		need_name(w[2]); kv(w[4])
		split("", res); abi_list(w[3], res)
		for (a in res) {
			if (!((w[2], a) in nr))
				die("'" w[2] "' has no number on " a)
			on_ver[w[2], a] = w[4] ""; on_src[w[2], a] = src ""
		}
	} else if (k == "stub") {
		if (n != 3) die("stub NAME ABI[,ABI...]|all src=...")
		need_name(w[2])
		split("", res); abi_list(w[3], res)
		stubmask[w[2]] = 0
		for (a in res)
			if ((w[2], a) in nr)
				stubmask[w[2]] += 2 ^ abi_idx[a]
		stub_src[w[2]] = src
	} else if (k == "config") {
		if (n != 3) die("config NAME CONFIG_X[,CONFIG_Y] src=...")
		need_name(w[2])
		if (w[3] !~ /^CONFIG_[A-Z0-9_]+(,CONFIG_[A-Z0-9_]+)*$/)
			die("bad config option list '" w[3] "'")
		c = w[3]; gsub(/,/, " ", c)
		config[w[2]] = c; config_src[w[2]] = src
	} else if (k == "successor") {
		if (n != 3) die("successor NAME NEWNAME|- src=...")
		need_name(w[2])
		if (w[3] != "-") need_name(w[3])
		succ[w[2]] = w[3]; succ_src[w[2]] = src
	} else if (k == "fallback") {
		if (n != 3) die("fallback NAME OLD[,OLD...] src=...")
		need_name(w[2])
		nf = split(w[3], calls, ",")
		for (i = 1; i <= nf; i++) {
			need_name(calls[i])
			if (calls[i] == w[2])
				die("'" w[2] "' cannot fall back to itself")
		}
		fallback[w[2]] = w[3]; fallback_src[w[2]] = src
	} else if (k == "set") {
		# only for the test, like `order`
		if (n != 3) die("set SET CALL[,CALL...]|- src=...")
		if (!(w[2] in setnames))
			die("no syscalls/xlat/" w[2] ".in")
		if (w[3] != "-") {
			ns = split(w[3], calls, ",")
			for (i = 1; i <= ns; i++) need_name(calls[i])
		}
	} else if (k == "orig") {
		# only for the test: no version, on purpose
		if (n != 3) die("orig SET NAME src=...")
		if (!((w[2], w[3]) in inset))
			die("no constant " w[3] " in syscalls/xlat/" w[2] ".in")
	} else if (k == "order") {
		# only for the test; checked here so that a typo is caught
		if (n != 3) die("order NAME ABI[,ABI...]|all src=...")
		need_name(w[2])
		split("", res); abi_list(w[3], res)
	} else if (k == "const") {
		if (n != 4) die("const SET NAME VERSION src=...")
		if (!((w[2], w[3]) in inset))
			die("no constant " w[3] " in syscalls/xlat/" w[2] ".in")
		kv(w[4])
		cver[w[2] SUBSEP w[3]] = w[4]; csrc[w[2] SUBSEP w[3]] = src
	} else
		die("unknown line kind '" k "'")
	next
}

{ die("unexpected input file") }

END {
	if (failed) exit 1
	for (i = 0; i < nabi; i++)
		if (!(abis[i] in abi_first)) {
			printf("genversions.awk: no `abi %s` line\n", abis[i]) > "/dev/stderr"
			exit 1
		}
	print "/* Generated by syscalls/gen/genversions.awk from syscalls/"
	print " * versions-man.list and versions.list. Do not edit. */"
	print "#include \"core/since.h\""
	print ""
	print "const struct abi_since since_abis[ABI_COUNT] = {"
	for (i = 0; i < nabi; i++)
		printf("\t{ %s, %s },\n", cstr(abis[i]),
		       fact_ptr(abi_first[abis[i]], abi_src[abis[i]]))
	print "};"
	print ""

	nk = 0
	for (nm in known) keys[++nk] = nm
	qsort(keys, 1, nk)
	nc = 0
	for (k in cver) ckeys[++nc] = k
	qsort(ckeys, 1, nc)
	# the keys first, together at the start of since_strs[]: a bsearch
	# then reads a few pages of it, not the sources between the names
	for (j = 1; j <= nk; j++)
		intern(keys[j])
	for (j = 1; j <= nc; j++) {
		split(ckeys[j], p, SUBSEP)
		intern(p[1])
		intern(p[2])
	}
	rows = ""
	fbs = "\t0,\n"
	for (j = 1; j <= nk; j++) {
		nm = keys[j]
		rows = rows sprintf("\t{ %d,\n", intern(nm))
		rows = rows sprintf("\t  %s,\n", fact(getv("sys", nm), gets("sys", nm)))
		rows = rows sprintf("\t  %s,\n", fact(getv("removed", nm), gets("removed", nm)))
		rows = rows sprintf("\t  %s,\n", fact(getv("deprecated", nm),
					gets("deprecated", nm)))
		s = ""
		for (i = 0; i < nabi; i++)
			s = s (i ? ", " : "") ((nm, abis[i]) in nr ? nr[nm, abis[i]] : -1)
		rows = rows sprintf("\t  { %s },\n\t  {", s)
		for (i = 0; i < nabi; i++)
			rows = rows sprintf("\n\t    %s,", abi_fact(nm, abis[i]))
		rows = rows sprintf("\n\t  },\n")
		rows = rows sprintf("\t  %d, %d,\n", stubmask[nm] + 0,
		       nm in stub_src ? intern(stub_src[nm]) : 0)
		rows = rows sprintf("\t  %d, %d,\n", nm in config ? intern(config[nm]) : 0,
		       nm in config ? intern(config_src[nm]) : 0)
		rows = rows sprintf("\t  %d, %d,\n",
		       (nm in succ) && succ[nm] != "-" ? intern(succ[nm]) : 0,
		       nm in succ ? intern(succ_src[nm]) : 0)
		if (nm in fallback) {
			nf = split(fallback[nm], calls, ",")
			s = ""
			for (i = 1; i <= nf; i++)
				s = s intern(calls[i]) ", "
			fbs = fbs sprintf("\t%s0, /* %s */\n", s, nm)
			rows = rows sprintf("\t  %d, %d },\n", nfb,
			       intern(fallback_src[nm]))
			nfb += nf + 1
		} else
			rows = rows sprintf("\t  0, 0 },\n")
	}

	crows = ""
	for (j = 1; j <= nc; j++) {
		split(ckeys[j], p, SUBSEP)
		crows = crows sprintf("\t{ %d, %d, %s },\n", intern(p[1]),
		       intern(p[2]), fact(cver[ckeys[j]], csrc[ckeys[j]]))
	}
	if (!nc)
		crows = "\t{ 0, 0, { 0, 0, 0 } },\n"

	print "const char since_strs[] ="
	print "\t\"\\0\""
	for (i = 1; i <= nblob; i++)
		printf("\t%s \"\\0\" /* %d */\n", cstr(blob[i]), str_off[blob[i]])
	print "\t;"
	print ""
	print "const uint32_t since_fallbacks[] = {"
	printf("%s", fbs)
	print "};"
	print ""
	print "const struct sys_since_row since_sys_rows[] = {"
	printf("%s", rows)
	print "};"
	printf("const unsigned since_sys_count = %d;\n\n", nk)
	print "const struct const_since_row since_const_rows[] = {"
	printf("%s", crows)
	print "};"
	printf("const unsigned since_const_count = %d;\n", nc)
}
