# import-man.awk -- the parser behind import-man.sh (see there).
function norm(v,    a, n) {
	n = split(v, a, ".")
	if (a[1] == 1 && a[2] == 1) return "1.2"
	if (a[1] == 1 && a[2] == 3) return "2.0"
	if (a[1] == 2 && a[2] == 1) return "2.2"
	if (a[1] == 2 && a[2] == 3) return "2.4"
	if (a[1] == 2 && a[2] == 5) return "2.6"
	if (n >= 3 && a[3] == 0) return a[1] "." a[2]
	return v
}
# The first "Linux X.Y[.Z]" of s, normalised; "" if none.
function linux_ver(s,    m) {
	if (!match(s, /Linux [0-9]+\.[0-9]+(\.[0-9]+)?/))
		return ""
	m = substr(s, RSTART + 6, RLENGTH - 6)
	return norm(m)
}
# Strip roff: font escapes, quotes of .BR arguments, special characters.
function plain(s) {
	gsub(/\\f\[[A-Z]*\]|\\f[BIRP]/, "", s)
	gsub(/\\\[em\]|\\\[en\]/, "-", s)
	gsub(/\\\[aq\]/, "\047", s)
	gsub(/\\-/, "-", s)
	gsub(/\\&|\\%/, "", s)
	gsub(/\\\(/, "", s)
	return s
}
function macro_text(s,    w) {	# ".BR foo (2)," -> "foo(2),"
	if (s !~ /^\.[A-Z][A-Z]?( |$)/)
		return s
	sub(/^\.[A-Z][A-Z]? ?/, "", s)
	gsub(/"/, "", s)
	gsub(/ /, "", s)	# ".BR name ()" -> "name()"
	return s
}
BEGIN {
	FS = "\t"
	while ((getline l < names) > 0)
		isname[l] = 1
	while ((getline l < consts) > 0) {
		split(l, w, " ")
		sets[w[2]] = sets[w[2]] (sets[w[2]] == "" ? "" : " ") w[1]
	}
	while ((getline l < setcalls) > 0) {
		n = split(l, w, " ")
		primary[w[1]] = w[2]
		for (i = 2; i <= n; i++)
			setcall[w[1], w[i]] = 1
	}
}
{
	page = $1
	line = substr($0, length(page) + 2)
	if (page != cur) {
		flush(); cur = page; sect = ""; tp = 0; tbl = 0; name_done = 0
		firstname = ""
	}
	if (line ~ /^\.\\"/) next
	if (line ~ /^\.SH /) {
		flush_sentence()
		sect = line; sub(/^\.SH +/, "", sect); gsub(/"/, "", sect)
		next
	}
	# NAME: "open, openat, creat \- open ...": the names before "\-"
	if (sect == "NAME") {
		if (!name_done) {
			if (index(line, "\\-")) {
				line = substr(line, 1, index(line, "\\-") - 1)
				name_done = 1
			}
			pagenames = pagenames " " line
			if (firstname == "") {
				firstname = line
				sub(/^ +/, "", firstname)
				sub(/[ ,].*/, "", firstname)
			}
		}
		next
	}
	if (page == "syscalls" && line == ".TS") { tbl = 1; next }
	if (page == "syscalls" && line == ".TE") { tbl = 0; table_row(); next }
	if (tbl) { table_line(line); next }
	# a .TP tag line: the constants it names, and "since Linux X"
	if (line ~ /^\.TP/) { tp = 1; next }
	if (tp) {
		tp = 0
		if (line ~ /since Linux/ && sect != "ERRORS")
			tag(line)
	}
	if (sect == "VERSIONS" || sect == "HISTORY")
		sentence_text(line)
}
END { flush() }

# ---- syscalls(2): rows "\fBname\fP(2)<TAB>kernel[<TAB>notes]", notes
# possibly in a T{ ... T} block over several lines.
function table_line(l,    f) {
	if (inblock) {
		if (l ~ /^T\}/) { inblock = 0; return }
		row_note = row_note " " plain(macro_text(l))
		return
	}
	if (l ~ /^\\fB[a-z0-9_]+\\fP\(2\)/) {
		table_row()
		n = split(l, f, "\t")
		row_name = f[1]; sub(/^\\fB/, "", row_name); sub(/\\fP.*/, "", row_name)
		row_ver = f[2]; row_note = ""
		if (f[3] == "T{") inblock = 1
		else row_note = plain(f[3])
		return
	}
}
function table_row(    v, r, d) {
	if (row_name == "") return
	v = row_ver
	# "2.6; 2.4.18", "2.0.36; 2.2": also backported to an older
	# series; the later one is the release of the mainline series
	v = later_of(v)
	if (v == "" && match(row_note, /Added as "[a-z0-9_]+" in [0-9.]+/)) {
		v = substr(row_note, RSTART, RLENGTH); sub(/.* in /, "", v)
	}
	if (v != "") tab_ver[row_name] = norm(v)
	if (match(row_note, /[Rr]emoved in [0-9]+\.[0-9]+(\.[0-9]+)?/)) {
		r = substr(row_note, RSTART, RLENGTH); sub(/.* in /, "", r)
		tab_removed[row_name] = norm(r)
	}
	if (match(row_note, /[Dd]eprecated[^;,]* since [0-9]+\.[0-9]+(\.[0-9]+)?/)) {
		d = substr(row_note, RSTART, RLENGTH); sub(/.* since /, "", d)
		tab_depr[row_name] = norm(d)
	}
	row_name = ""
}

function later_of(s,    n, a, i, best) {
	n = split(s, a, /[;\/] */)
	best = ""
	for (i = 1; i <= n; i++)
		if (a[i] ~ /^[0-9]+\.[0-9]+/ && (best == "" || vcmp(a[i], best) > 0))
			best = a[i]
	return best
}
function vcmp(x, y,    a, b, i) {
	split(x, a, "."); split(y, b, ".")
	for (i = 1; i <= 3; i++)
		if (a[i] + 0 != b[i] + 0)
			return a[i] + 0 < b[i] + 0 ? -1 : 1
	return 0
}

# ---- VERSIONS / HISTORY prose, one sentence at a time
function sentence_text(l,    t, at) {
	if (l ~ /^\.(PP|P|LP|IP|TP|SS|RS|RE|nf|fi|in|EX|EE)( |$)/) {
		flush_sentence(); return
	}
	t = plain(macro_text(l))
	buf = buf " " t
	# a sentence ends with ". " or ";" outside a version number
	while (match(buf, /[.;]( |$)/)) {
		at = RSTART	# one_sentence() runs match() too
		one_sentence(substr(buf, 1, at))
		buf = substr(buf, at + 1)
	}
}
function flush_sentence() { if (buf != "") one_sentence(buf); buf = "" }
function one_sentence(s,    v, m, w, n, i, nm, low) {
	v = linux_ver(s)
	if (v == "") return
	low = tolower(s)
	if (low !~ /(appeared|added|available|introduced|new in)/) return
	# "glibc 2.x" is not a kernel version: linux_ver only takes "Linux X".
	if (low ~ /^ *(this|these) system calls?/) {
		n = split(pagenames, w, /[ ,]+/)
		for (i = 1; i <= n; i++)
			if (w[i] in isname) note_ver(w[i], v, s)
		return
	}
	while (match(s, /[a-z_0-9]+\(\)/)) {
		nm = substr(s, RSTART, RLENGTH - 2)
		s = substr(s, RSTART + RLENGTH)
		if (nm in isname) note_ver(nm, v, "")
		# only the names before the version belong to it
		if (index(s, "Linux ") == 0) break
	}
}
# The page named after the call is the one to cite (Debian installs
# copies of a page under each name it documents).
function note_ver(nm, v, s) {
	if ((nm in page_ver) && page_src[nm] == nm) return
	if ((nm in page_ver) && cur != nm && cur != firstname) return
	page_ver[nm] = v; page_src[nm] = cur
}

# How well the current page speaks for set s: 0 it documents the set's
# first call, 1 another of its calls, 2 none of them.
function page_rank(s,    n, w, i, r) {
	r = 2
	n = split(pagenames, w, /[ ,]+/)
	for (i = 1; i <= n; i++) {
		if (w[i] == "") continue
		if ((s in primary) && w[i] == primary[s]) return 0
		if ((s, w[i]) in setcall) r = 1
	}
	return r
}

# ---- tags: ".BR O_TMPFILE \" (since Linux 3.11)\""
function tag(l,    v, t, n, w, i, k, ns, ss, r) {
	v = linux_ver(l)
	if (v == "") return
	t = l
	sub(/since Linux.*/, "", t)
	gsub(/^\.[A-Z]+ |"|,|\(|\)/, " ", t)
	n = split(t, w, /[ \t]+/)
	for (i = 1; i <= n; i++) {
		if (w[i] !~ /^_*[A-Z][A-Z0-9_]+$/ || !(w[i] in sets)) continue
		ns = split(sets[w[i]], ss, " ")
		for (k = 1; k <= ns; k++) {
			key = ss[k] " " w[i]
			r = page_rank(ss[k])
			if (key in cver) {
				# a page closer to the set's calls wins; among
				# copies of one page, the one of its first name
				if (r > crank[key]) continue
				if (r == crank[key] && cur != firstname) continue
			}
			cver[key] = v; csrc[key] = cur "(2) " w[i]; crank[key] = r
		}
	}
}

function flush() {
	flush_sentence()
	if (cur == "unimplemented") unimpl = pagenames
	pagenames = ""
}

END {
	printf("# syscalls/versions-man.list -- generated by syscalls/gen/import-man.sh\n")
	printf("# from the section 2 pages of Linux man-pages %s. Do not edit:\n", relver)
	printf("# syscalls/versions.list holds corrections and the facts the pages do\n")
	printf("# not state; its lines replace these (format: syscalls/README.md).\n")
	for (nm in isname) {
		if (nm in page_ver) {
			if ((nm in tab_ver) && tab_ver[nm] != page_ver[nm])
				out["sys " nm " 0"] = "# " nm ": " page_src[nm] \
					"(2) says " page_ver[nm] ", syscalls(2) " \
					tab_ver[nm]
			out["sys " nm " 1"] = "sys " nm " " page_ver[nm] \
				" src=\"" page_src[nm] "(2) VERSIONS\""
		} else if (nm in tab_ver)
			out["sys " nm " 1"] = "sys " nm " " tab_ver[nm] \
				" src=\"syscalls(2) System call list\""
		if (nm in tab_removed)
			out["sys " nm " 2"] = "removed " nm " " tab_removed[nm] \
				" src=\"syscalls(2) System call list\""
		if (nm in tab_depr)
			out["sys " nm " 3"] = "deprecated " nm " " tab_depr[nm] \
				" src=\"syscalls(2) System call list\""
	}
	n = split(unimpl, w, /[ ,]+/)
	for (i = 1; i <= n; i++)
		if (w[i] in isname)
			out["stub " w[i]] = "stub " w[i] " all src=\"unimplemented(2)\""
	for (k in cver)
		out["const " k] = "const " k " " cver[k] " src=\"" csrc[k] "\""
	for (k in out)
		print k "\t" out[k] | "sort | cut -f2-"
}
