/* Suppressions (--suppress=FILE, the per-user default file): notes the
 * user has judged and does not want to see again. A suppressed note is
 * not shown in any output nor counted in the --lint report, but counted
 * here and said at the end, per entry, so a suppression is never
 * silent. --gen-suppressions writes one entry per distinct (note,
 * syscall, site) that was shown, to paste into such a file.
 *
 * The format (doc/suppressions.md): one entry per line, words
 * KEY=GLOB with KEY note, syscall, lib or site, globs as fnmatch(3);
 * a key left out matches anything; '#' at the start of a line and
 * blank lines are ignored. */
#include "notes/engine.h"
#include "output/output.h"

#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* A suppressions file is written by hand: a megabyte is plenty, and a
 * bound on what we read. */
#define SUPP_FILE_MAX (1 << 20)
#define GEN_MAX 1000

enum { SF_NOTE, SF_SYSCALL, SF_LIB, SF_SITE, SF_COUNT };
static const char *const field_names[SF_COUNT] = {
	"note", "syscall", "lib", "site",
};

struct supp_entry {
	char *glob[SF_COUNT];	/* NULL: any */
	const char *file;	/* escaped, for the count line */
	unsigned line;
	unsigned long hits;
};

static struct supp_entry *entries;
static unsigned nentries;
static bool no_default;		/* --suppress=none */
static bool gen_wanted;		/* --gen-suppressions */
static unsigned long total_hits;
static char **gen;		/* the generated lines, distinct */
static unsigned ngen;
static bool gen_full;
/* What a file being read holds, and the names of the files read: kept
 * here so that notes_suppress_reset frees them even after a die() that
 * the options fuzzer's harness turned into a return. */
static char *reading;
static struct supp_entry partial;
static char **names;
static unsigned nnames;

static void free_globs(struct supp_entry *e)
{
	for (unsigned f = 0; f < SF_COUNT; f++) {
		free(e->glob[f]);
		e->glob[f] = NULL;
	}
}

void notes_suppress_reset(void)
{
	for (unsigned i = 0; i < nentries; i++)
		free_globs(&entries[i]);
	free(entries);
	entries = NULL;
	nentries = 0;
	free_globs(&partial);
	for (unsigned i = 0; i < nnames; i++)
		free(names[i]);
	free(names);
	names = NULL;
	nnames = 0;
	for (unsigned i = 0; i < ngen; i++)
		free(gen[i]);
	free(gen);
	gen = NULL;
	ngen = 0;
	free(reading);
	reading = NULL;
	no_default = gen_wanted = gen_full = false;
	total_hits = 0;
}

static void add_entry(const struct supp_entry *e)
{
	entries = xrealloc(entries, (nentries + 1) * sizeof(*entries));
	entries[nentries++] = *e;
}

static int field_of(const char *key, size_t len)
{
	for (unsigned i = 0; i < SF_COUNT; i++)
		if (strlen(field_names[i]) == len &&
		    !strncmp(key, field_names[i], len))
			return (int)i;
	if (len == 7 && !strncmp(key, "library", 7))
		return SF_LIB;
	return -1;
}

static bool has_wildcard(const char *s)
{
	return strpbrk(s, "*?[\\") != NULL;
}

/* One line (NUL-terminated, no newline); NULL when fine, else what is
 * wrong. A line that is blank or a comment adds nothing. */
static const char *parse_line(char *s, const char *file, unsigned line)
{
	struct supp_entry *e = &partial;
	bool any = false;
	char *save = NULL;

	free_globs(e);
	e->file = file;
	e->line = line;
	e->hits = 0;

	s += strspn(s, " \t\r");
	if (!*s || *s == '#')
		return NULL;
	for (char *w = strtok_r(s, " \t\r", &save); w;
	     w = strtok_r(NULL, " \t\r", &save)) {
		char *eq = strchr(w, '=');
		int f;

		if (!eq)
			return "expected KEY=GLOB (note, syscall, lib, site)";
		f = field_of(w, (size_t)(eq - w));
		if (f < 0)
			return "unknown key (note, syscall, lib, site)";
		if (e->glob[f])
			return "a key given twice";
		if (!eq[1])
			return "an empty glob";
		/* A typo in a note id would suppress nothing, silently. */
		if (f == SF_NOTE && !has_wildcard(eq + 1) &&
		    note_find(eq + 1) < 0)
			return "no such note (abitrace --list-notes)";
		e->glob[f] = xstrdup(eq + 1);
		any = true;
	}
	if (any) {
		add_entry(e);
		memset(e, 0, sizeof(*e));	/* the entry owns its globs */
	}
	return NULL;
}

/* Reads at most SUPP_FILE_MAX bytes of an open file, NUL-terminated. */
static char *read_bounded(int fd, const char *path, size_t *lenp)
{
	char *buf = xmalloc(SUPP_FILE_MAX + 1);

	/* Freed by the caller, or by notes_suppress_reset after a die. */
	reading = buf;
	size_t len = 0;

	while (len <= SUPP_FILE_MAX) {
		ssize_t n = read(fd, buf + len, SUPP_FILE_MAX + 1 - len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			int e = errno;

			close(fd);
			die("%s: %s", path, strerror(e));
		}
		if (!n)
			break;
		len += (size_t)n;
	}
	if (len > SUPP_FILE_MAX) {
		close(fd);
		die("%s: larger than %d bytes", path, SUPP_FILE_MAX);
	}
	buf[len] = '\0';
	*lenp = len;
	return buf;
}

/* Opens a suppressions file without ever waiting on it: O_NONBLOCK for
 * a FIFO or a device named by mistake, then only a regular file is
 * read. The default file is also skipped unless it is a regular file of
 * our own user (O_NOFOLLOW: not a link to something else). -1 when the
 * default file is not to be read. */
static int open_supp(const char *path, bool dflt)
{
	struct stat st;
	int fd;

	fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC |
		  (dflt ? O_NOFOLLOW : 0));
	if (fd < 0) {
		if (dflt)
			return -1;
		die("%s: %s", path, strerror(errno));
	}
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode) ||
	    (dflt && st.st_uid != geteuid())) {
		close(fd);
		if (dflt)
			return -1;
		die("%s: not a regular file", path);
	}
	return fd;
}

static void load_file(const char *path, bool dflt)
{
	char name[512];
	char *file;
	char *buf, *s, *nl;
	unsigned line = 0;
	size_t len;
	int fd = open_supp(path, dflt);

	if (fd < 0)
		return;
	free(reading);
	reading = buf = read_bounded(fd, path, &len);
	close(fd);
	escape_to(name, sizeof(name), path);
	file = xstrdup(name);
	names = xrealloc(names, (nnames + 1) * sizeof(*names));
	names[nnames++] = (char *)file;
	if (strlen(buf) != len)
		die("%s: a NUL byte: not a text file", file);
	for (s = buf; s; s = nl ? nl + 1 : NULL) {
		const char *err;

		nl = strchr(s, '\n');
		if (nl)
			*nl = '\0';
		line++;
		if (!nl && !*s)
			break;
		err = parse_line(s, file, line);
		if (err)
			die("%s:%u: %s", file, line, err);
	}
	free(buf);
	reading = NULL;
}

void notes_suppress_option(const char *arg)
{
	if (!*arg)
		die("--suppress needs a FILE (or none)");
	if (!strcmp(arg, "none")) {
		no_default = true;
		return;
	}
	load_file(arg, false);
}

void notes_gen_suppressions(void)
{
	gen_wanted = true;
}

/* $XDG_CONFIG_HOME/abitrace/suppressions, else
 * ~/.config/abitrace/suppressions; only an absolute base counts, as the
 * XDG spec says. */
void notes_suppress_ready(void)
{
	const char *base = getenv("XDG_CONFIG_HOME");
	const char *sub = "abitrace/suppressions";
	char path[4096];

	if (no_default)
		return;
	if (!base || base[0] != '/') {
		base = getenv("HOME");
		sub = ".config/abitrace/suppressions";
	}
	if (!base || base[0] != '/')
		return;
	if ((size_t)snprintf(path, sizeof(path), "%s/%s", base, sub) >=
	    sizeof(path))
		return;
	load_file(path, true);
}

/* ---- matching -------------------------------------------------------- */

static bool glob_any(const char *glob, const char *const *cand, unsigned n)
{
	for (unsigned i = 0; i < n; i++)
		if (cand[i] && !fnmatch(glob, cand[i], 0))
			return true;
	return false;
}

/* The strings a site= glob is tried on: the function, "file:line" and
 * "base:line", "module+offset"; "unknown" when the note has no site. */
static unsigned site_strings(const struct note *n, const char **c,
			     char *fl, char *bl, size_t size)
{
	unsigned k = 0;

	if (!n->site_func)
		c[k++] = "unknown";
	else
		c[k++] = n->site_func;
	if (n->site_file) {
		const char *b = strrchr(n->site_file, '/');

		snprintf(fl, size, "%s:%d", n->site_file, n->site_line);
		snprintf(bl, size, "%s:%d", b ? b + 1 : n->site_file,
			 n->site_line);
		c[k++] = fl;
		c[k++] = bl;
	}
	if (n->site_module)
		c[k++] = n->site_module;
	return k;
}

static bool entry_matches(const struct supp_entry *e, const struct note *n,
			  const char *call, const char *const *libs)
{
	const char *c[4];
	char fl[320], bl[320];
	unsigned k;

	if (e->glob[SF_NOTE] && fnmatch(e->glob[SF_NOTE], n->id, 0))
		return false;
	if (e->glob[SF_SYSCALL] && fnmatch(e->glob[SF_SYSCALL], call, 0))
		return false;
	if (e->glob[SF_LIB] && !glob_any(e->glob[SF_LIB], libs, 3))
		return false;
	if (!e->glob[SF_SITE])
		return true;
	k = site_strings(n, c, fl, bl, sizeof(fl));
	return glob_any(e->glob[SF_SITE], c, k);
}

/* A glob that matches exactly s: fnmatch's specials escaped, blanks
 * (which end a word) as '?'. */
static void glob_quote(struct strbuf *sb, const char *s)
{
	for (; *s; s++) {
		if (strchr("*?[]\\", *s))
			sb_putc(sb, '\\');
		sb_putc(sb, *s == ' ' || *s == '\t' ? '?' : *s);
	}
}

static void gen_add(const struct note *n, const char *call)
{
	static struct strbuf sb;

	if (!gen_wanted || gen_full)
		return;
	sb.len = 0;
	sb_puts(&sb, "note=");
	glob_quote(&sb, n->id);
	sb_puts(&sb, " syscall=");
	glob_quote(&sb, call);
	sb_puts(&sb, " site=");
	glob_quote(&sb, n->site_func ? n->site_func : "unknown");
	for (unsigned i = 0; i < ngen; i++)
		if (!strcmp(gen[i], sb.s))
			return;
	if (ngen == GEN_MAX) {
		gen_full = true;
		return;
	}
	gen = xrealloc(gen, (ngen + 1) * sizeof(*gen));
	gen[ngen++] = xstrdup(sb.s);
}

bool note_suppressed(const struct note *n, const char *call,
		     const char *by, const char *module)
{
	const char *base = module ? strrchr(module, '/') : NULL;
	const char *libs[3] = { by && *by ? by : NULL, module,
				base ? base + 1 : NULL };

	for (unsigned i = 0; i < nentries; i++) {
		if (!entry_matches(&entries[i], n, call, libs))
			continue;
		entries[i].hits++;
		total_hits++;
		return true;
	}
	gen_add(n, call);
	return false;
}

unsigned long notes_suppressed_count(void)
{
	return total_hits;
}

/* ---- at the end ------------------------------------------------------ */

void suppress_summary(void)
{
	struct suppressed_by *by;
	struct suppressed_view v = { .total = total_hits };

	if (gen_wanted) {
		fprintf(stderr, "# abitrace --gen-suppressions: %u entr%s\n",
			ngen, ngen == 1 ? "y" : "ies");
		for (unsigned i = 0; i < ngen; i++)
			fprintf(stderr, "%s\n", gen[i]);
		if (gen_full)
			fprintf(stderr, "# more left out (at most %d)\n",
				GEN_MAX);
	}
	if (!total_hits)
		return;
	by = xcalloc(nentries, sizeof(*by));
	for (unsigned i = 0; i < nentries; i++) {
		if (!entries[i].hits)
			continue;
		by[v.nby].file = entries[i].file;
		by[v.nby].line = entries[i].line;
		by[v.nby++].count = entries[i].hits;
	}
	v.by = by;
	out_notes_suppressed(&v);
	free(by);
}
