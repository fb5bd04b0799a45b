/* Syscall sets (-e trace=, abbrev=, verbose=, raw=, the SET of
 * inject=) and the signal and status filters.
 *
 * A SET is a comma list of syscall names, numbers, %classes (or the
 * old class names without %), /regexes and "all"; a leading "!"
 * inverts it, and "?" before an item makes it optional (no error when
 * it matches nothing). "NAME@64", "@32" and "@x32" restrict an item
 * to one personality. A set is one byte per syscall number per
 * personality, so the check at each stop is one load.
 *
 * A call that a multiplexer carries (i386 socketcall and ipc) is shown
 * under the name of the call it carries, so a set is also kept per
 * description (desc[], by index in sysdescs[]): a demultiplexed call
 * is decided by what it carries, not by the multiplexer's number. */
#include "abitrace.h"
#include "decode/filter.h"
#include "decode/decode.h"
#include "decode/qualify.h"

#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define MAX_PERS 8

struct sysset {
	/* By number, per personality; the entry past the end of a
	 * table stands for every number the table does not reach. */
	unsigned char *nr[MAX_PERS];
	unsigned char *desc[MAX_PERS];	/* by index in sysdescs[] */
	bool everything;		/* fast path: no lookup at all */
};

static struct sysset trace_set_ = { .everything = true };
struct sysset *const trace_set = &trace_set_;

static uint64_t signals_shown = ~(uint64_t)0;

/* The classes, by the bits of the generated tables. "all" is the
 * class of every call; the names without % are the ones strace took
 * before classes had a mark, still accepted by its scripts. */
static const struct { const char *name; unsigned bits; } classes[] = {
	{ "%file", CLS_FILE }, { "%desc", CLS_DESC },
	{ "%process", CLS_PROCESS }, { "%network", CLS_NETWORK },
	{ "%net", CLS_NETWORK }, { "%signal", CLS_SIGNAL },
	{ "%ipc", CLS_IPC }, { "%memory", CLS_MEMORY },
	{ "%creds", CLS_CREDS }, { "%clock", CLS_CLOCK },
	{ "%stat", CLS_STAT }, { "%lstat", CLS_LSTAT },
	{ "%fstat", CLS_FSTAT },
	{ "%%stat", CLS_STAT | CLS_LSTAT | CLS_FSTAT },
	{ "%statfs", CLS_STATFS }, { "%fstatfs", CLS_FSTATFS },
	{ "%%statfs", CLS_STATFS | CLS_FSTATFS | CLS_STATFS_LIKE },
	{ "%pure", CLS_PURE },
	{ "all", 0 },
	{ "file", CLS_FILE }, { "desc", CLS_DESC },
	{ "process", CLS_PROCESS }, { "network", CLS_NETWORK },
	{ "signal", CLS_SIGNAL }, { "ipc", CLS_IPC },
	{ "memory", CLS_MEMORY },
};

/* "64", "32", "x32": the personality an item is restricted to, by
 * the word size and name of the personalities of this arch. */
static int personality_by_designator(const char *d)
{
	for (unsigned p = 0; p < npersonalities; p++) {
		const char *name = personalities[p].name;

		if (!strcmp(d, "x32") && !strcmp(name, "x32"))
			return (int)p;
		if (!strcmp(name, "x32"))
			continue;
		if (!strcmp(d, "64") && personalities[p].wordsize == 8)
			return (int)p;
		if (!strcmp(d, "32") && personalities[p].wordsize == 4)
			return (int)p;
	}
	return -1;
}

static void set_fill(struct sysset *s, bool on)
{
	for (unsigned p = 0; p < npersonalities; p++) {
		if (!s->nr[p])
			s->nr[p] = xmalloc(personalities[p].table->size + 1);
		if (!s->desc[p])
			s->desc[p] = xmalloc(sysdescs_count + 1);
		memset(s->nr[p], on, personalities[p].table->size + 1);
		memset(s->desc[p], on, sysdescs_count + 1);
	}
}

void sysset_free(struct sysset *s)
{
	if (!s || s == trace_set)
		return;
	for (unsigned p = 0; p < MAX_PERS; p++) {
		free(s->nr[p]);
		free(s->desc[p]);
	}
	free(s);
}

struct sysset *sysset_new(void)
{
	struct sysset *s = xcalloc(1, sizeof(*s));

	set_fill(s, false);
	return s;
}

/* What one item matches, and how. */
struct matcher {
	bool (*fn)(const struct sysdesc *sd, const struct matcher *m);
	const char *name;
	unsigned bits;
	regex_t re;
};

static bool match_name(const struct sysdesc *sd, const struct matcher *m)
{
	return !strcmp(sd->name, m->name);
}

static bool match_class(const struct sysdesc *sd, const struct matcher *m)
{
	return !m->bits || (sd->classes & m->bits);
}

static bool match_regex(const struct sysdesc *sd, const struct matcher *m)
{
	return regexec(&m->re, sd->name, 0, NULL, 0) == 0;
}

/* glibc's regcomp copies the tree under each "+" and "{m,n}": nested
 * ones cost the product, and "(((x+)+)+)..." or "x{99}{99}{99}" asked
 * for gigabytes; a run of repetition operators ("x**++") took it
 * minutes (found by tests/fuzz/libfuzzer). Estimates the size of the
 * expanded pattern from p, up to the end of the group it is in; *pp is
 * left after it. Saturates past RE_SIZE_LIMIT, and counts two
 * repetition operators in a row (undefined in POSIX EREs) as past it. */
#define RE_SIZE_LIMIT 2000

static unsigned long re_mul(unsigned long a, unsigned long b)
{
	return b && a > RE_SIZE_LIMIT / b ? RE_SIZE_LIMIT + 1 : a * b;
}

static unsigned long re_size(const char **pp, int depth)
{
	const char *p = *pp;
	unsigned long total = 0, atom = 0;
	bool repeated = false;

	while (*p && !(*p == ')' && depth)) {
		unsigned long m = 0, n = 0;

		if (strchr("+*?{", *p)) {
			if (repeated)
				atom = RE_SIZE_LIMIT + 1;
			repeated = true;
		} else {
			repeated = false;
		}
		switch (*p) {
		case '(':
			p++;
			total += atom;
			atom = depth < 64 ? re_size(&p, depth + 1) :
			       RE_SIZE_LIMIT + 1;
			if (*p == ')')
				p++;
			continue;
		case '|':
			total += atom;
			atom = 0;
			p++;
			continue;
		case '+':
			atom = re_mul(atom, 2);
			p++;
			continue;
		case '*': case '?':
			p++;
			continue;
		case '{':
			while (*++p >= '0' && *p <= '9')
				m = m < RE_SIZE_LIMIT ? m * 10 + (*p - '0') : m;
			if (*p == ',')
				while (*++p >= '0' && *p <= '9')
					n = n < RE_SIZE_LIMIT ?
					    n * 10 + (*p - '0') : n;
			if (*p == '}')
				p++;
			atom = re_mul(atom, (m > n ? m : n) + 1);
			continue;
		case '[':
			/* A bracket expression is one atom; "]" first in
			 * it, or after "^", is a member. */
			p++;
			if (*p == '^')
				p++;
			if (*p == ']')
				p++;
			while (*p && *p != ']')
				p++;
			if (*p)
				p++;
			break;
		case '\\':
			p += p[1] ? 2 : 1;
			break;
		default:
			p++;
		}
		total += atom;
		atom = 1;
	}
	*pp = p;
	total += atom;
	return total > RE_SIZE_LIMIT ? RE_SIZE_LIMIT + 1 : total;
}

/* Marks what m matches in personality p; returns how many. */
static unsigned mark_pers(struct sysset *s, unsigned p,
			  const struct matcher *m)
{
	const struct sysent_table *t = personalities[p].table;
	unsigned hits = 0;

	for (unsigned nr = 0; nr < t->size; nr++) {
		if (!t->ent[nr] || !m->fn(t->ent[nr], m))
			continue;
		s->nr[p][nr] = 1;
		hits++;
	}
	/* Descriptions no table lists by number (the calls only a
	 * multiplexer reaches) count as matches too. */
	for (unsigned i = 0; i < sysdescs_count; i++) {
		if (!m->fn(&sysdescs[i], m))
			continue;
		s->desc[p][i] = 1;
		hits++;
	}
	return hits;
}

/* A number is a number of personality p's table; strace takes one
 * that no name has, too (a hole in the table). */
static unsigned mark_number(struct sysset *s, unsigned p, const char *tok)
{
	char *end;
	unsigned long n = strtoul(tok, &end, 10);
	const struct sysent_table *t = personalities[p].table;

	if (*end || n >= t->size)
		return 0;
	s->nr[p][n] = 1;
	if (t->ent[n] && t->ent[n] >= sysdescs &&
	    t->ent[n] < sysdescs + sysdescs_count)
		s->desc[p][t->ent[n] - sysdescs] = 1;
	return 1;
}

static void fail(const char *what, const char *fmt, const char *arg,
		 const char *whole)
{
	char msg[256];

	snprintf(msg, sizeof(msg), fmt, arg);
	die("invalid %s '%s': %s", what, whole, msg);
}

static bool class_matcher(const char *tok, struct matcher *m)
{
	for (size_t i = 0; i < ARRAY_SIZE(classes); i++) {
		if (strcasecmp(tok, classes[i].name))
			continue;
		m->fn = match_class;
		m->bits = classes[i].bits;
		return true;
	}
	return false;
}

static bool regex_ok(const char *re)
{
	const char *p = re;
	regex_t r;

	if (re_size(&p, 0) > RE_SIZE_LIMIT || regcomp(&r, re,
						     REG_EXTENDED | REG_NOSUB))
		return false;
	regfree(&r);
	return true;
}

/* One item of a set: returns whether it matched anything. */
static bool add_item(struct sysset *s, const char *item, const char *what,
		     const char *whole)
{
	char *tok = xstrdup(item);
	char *at = strrchr(tok, '@');
	struct matcher m = { 0 };
	unsigned hits = 0;
	int only = -1;

	if (at) {
		*at = '\0';
		only = personality_by_designator(at + 1);
		if (only < 0)
			fail(what, "no personality '%s' (64, 32 or x32)",
			     at + 1, whole);
	}
	if (tok[0] >= '0' && tok[0] <= '9') {
		for (unsigned p = 0; p < npersonalities; p++)
			if (only < 0 || (int)p == only)
				hits += mark_number(s, p, tok);
		free(tok);
		return hits;
	}
	if (tok[0] == '/') {
		const char *p = tok + 1;
		int r;

		if (re_size(&p, 0) > RE_SIZE_LIMIT)
			fail(what, "bad regular expression: %s",
			     "repetitions nested too deep or repeated", whole);
		r = regcomp(&m.re, tok + 1, REG_EXTENDED | REG_NOSUB);
		if (r) {
			char msg[128];

			regerror(r, &m.re, msg, sizeof(msg));
			fail(what, "bad regular expression: %s", msg, whole);
		}
		m.fn = match_regex;
	} else if (!class_matcher(tok, &m)) {
		if (tok[0] == '%')
			fail(what, "no class '%s'", tok, whole);
		m.fn = match_name;
		m.name = tok;
	}
	for (unsigned p = 0; p < npersonalities; p++)
		if (only < 0 || (int)p == only)
			hits += mark_pers(s, p, &m);
	if (m.fn == match_regex)
		regfree(&m.re);
	free(tok);
	return hits;
}

static void invert(struct sysset *s)
{
	for (unsigned p = 0; p < npersonalities; p++) {
		for (unsigned i = 0; i <= personalities[p].table->size; i++)
			s->nr[p][i] ^= 1;
		for (unsigned i = 0; i <= sysdescs_count; i++)
			s->desc[p][i] ^= 1;
	}
}

/* Each parse replaces the set, as each -e trace= does in strace. */
void sysset_parse(struct sysset *s, const char *spec, const char *what)
{
	const char *items = spec;
	bool neg = false;
	char *copy, *tok, *save;

	neg = skip_negations(&items);
	if (*items == '\0')
		die("invalid %s '%s': no system call in it", what, spec);
	set_fill(s, false);
	s->everything = false;
	if (strcmp(items, "none")) {
		copy = xstrdup(items);
		for (tok = strtok_r(copy, ",", &save); tok;
		     tok = strtok_r(NULL, ",", &save)) {
			bool optional = false;

			while (*tok == '?') {
				optional = true;
				tok++;
			}
			/* "?/RE": a bad expression is not an error either. */
			if (optional && tok[0] == '/' && !regex_ok(tok + 1))
				continue;
			if (!add_item(s, tok, what, spec) && !optional)
				die("invalid system call '%s' in %s", tok,
				    what);
		}
		free(copy);
	}
	if (neg)
		invert(s);
	/* "all", "!none": no lookup at each stop. */
	s->everything = !strcmp(items, neg ? "none" : "all");
}

bool sysset_is_everything(const struct sysset *s)
{
	return s->everything;
}

bool sysset_has_nr(const struct sysset *s, unsigned pers, uint64_t nr)
{
	size_t size;

	if (s->everything)
		return true;
	if (pers >= npersonalities || !s->nr[pers])
		return false;
	size = personalities[pers].table->size;
	return s->nr[pers][nr < size ? nr : size];
}

bool sysset_has_desc(const struct sysset *s, unsigned pers,
		     const struct sysdesc *sd)
{
	if (s->everything)
		return true;
	if (pers >= npersonalities || !s->desc[pers])
		return false;
	if (sd < sysdescs || sd >= sysdescs + sysdescs_count)
		return s->desc[pers][sysdescs_count];
	return s->desc[pers][sd - sysdescs];
}

bool sysset_has_call(const struct sysset *s, const struct tcb *tcp)
{
	if (s->everything)
		return true;
	if (tcp->flags & TCB_DEMUXED)
		return sysset_has_desc(s, tcp->pers, tcp->call.sd);
	return sysset_has_nr(s, tcp->pers, tcp->call.scno);
}

/* ---- -e trace= -------------------------------------------------- */

void filter_syscalls(const char *spec)
{
	sysset_parse(trace_set, spec, "-e trace=");
}

bool filter_is_everything(void)
{
	return trace_set->everything;
}

/* A number with no call in the personality's table (past its end or
 * in a hole) is always shown, whatever -e trace= says, as strace shows
 * it: a call the kernel will refuse with ENOSYS is worth seeing, and no
 * -e trace= can name it. */
static bool nr_unknown(unsigned pers, uint64_t nr)
{
	return pers < npersonalities && !syscall_desc(pers, nr);
}

/* tcp->call.sd is the table's entry for the number (NULL: none), looked up
 * once at the call's entry. */
bool syscall_is_traced(const struct tcb *tcp)
{
	if (!(tcp->flags & TCB_DEMUXED) && !tcp->call.sd)
		return true;
	return sysset_has_call(trace_set, tcp);
}

/* For a multiplexer: whether it carries a shown call, in any of the
 * personalities that have multiplexers. */
bool filter_desc_traced(const struct sysdesc *sd)
{
	if (trace_set->everything)
		return true;
	for (unsigned p = 0; p < npersonalities; p++)
		if (sysset_has_desc(trace_set, p, sd))
			return true;
	return false;
}

bool filter_nr_traced(unsigned pers, unsigned nr)
{
	return nr_unknown(pers, nr) || sysset_has_nr(trace_set, pers, nr);
}

/* ---- -e abbrev=, verbose=, raw= ---------------------------------- */

/* NULL is the default: every call abbreviated and verbose, none raw.
 * -v is abbrev=none. */
static struct sysset *abbrev_set, *verbose_set, *raw_set;

void filter_style(int which, const char *spec)
{
	struct sysset **s = which == 'a' ? &abbrev_set :
			    which == 'v' ? &verbose_set : &raw_set;
	const char *what = which == 'a' ? "-e abbrev=" :
			   which == 'v' ? "-e verbose=" : "-e raw=";

	if (!*s)
		*s = sysset_new();
	sysset_parse(*s, spec, what);
}

unsigned filter_call_style(const struct tcb *tcp)
{
	unsigned style = 0;

	if (!abbrev_set || sysset_has_call(abbrev_set, tcp))
		style |= STYLE_ABBREV;
	if (!verbose_set || sysset_has_call(verbose_set, tcp))
		style |= STYLE_VERBOSE;
	if (raw_set && sysset_has_call(raw_set, tcp))
		style |= STYLE_RAW;
	return style;
}

/* Back to no option at all (the option harness). */
void filter_reset(void)
{
	struct sysset **sets[] = { &abbrev_set, &verbose_set, &raw_set };

	for (size_t i = 0; i < ARRAY_SIZE(sets); i++) {
		sysset_free(*sets[i]);
		*sets[i] = NULL;
	}
	trace_set_.everything = true;
	signals_shown = ~(uint64_t)0;
}

/* ---- -e signal= ------------------------------------------------- */

/* A signal by number (1..64), or by name with or without "SIG", in
 * any case. */
int parse_signal(const char *s)
{
	char *end;
	long n = strtol(s, &end, 10);

	if (*s && !*end)
		return n > 0 && n < 65 ? (int)n : -1;
	if (strncasecmp(s, "SIG", 3))
		for (int i = 1; i < 65; i++) {
			const char *nm = signal_name(i);

			if (nm && !strcasecmp(nm + 3, s))
				return i;
		}
	for (int i = 1; i < 65; i++) {
		const char *nm = signal_name(i);

		if (nm && !strcasecmp(nm, s))
			return i;
	}
	return -1;
}

void filter_signals(const char *spec)
{
	bool neg = false;
	char *copy, *tok, *save;

	neg = skip_negations(&spec);
	if (!*spec)
		die("empty signal set in -e signal=");
	signals_shown = neg ? ~(uint64_t)0 : 0;
	copy = xstrdup(spec);
	for (tok = strtok_r(copy, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		int sig;

		if (!strcmp(tok, "all")) {
			signals_shown = neg ? 0 : ~(uint64_t)0;
			continue;
		}
		if (!strcmp(tok, "none"))
			continue;
		sig = parse_signal(tok);
		if (sig < 0)
			die("invalid signal '%s'", tok);
		if (neg)
			signals_shown &= ~(1ull << (sig - 1));
		else
			signals_shown |= 1ull << (sig - 1);
	}
	free(copy);
}

bool signal_is_traced(int sig)
{
	if (sig < 1 || sig > 64)
		return true;
	return signals_shown & (1ull << (sig - 1));
}

/* ---- -e status= ------------------------------------------------- */

static const struct { const char *name; unsigned bit; } statuses[] = {
	{ "successful", STATUS_SUCCESSFUL }, { "failed", STATUS_FAILED },
	{ "unfinished", STATUS_UNFINISHED },
	{ "unavailable", STATUS_UNAVAILABLE }, { "detached", STATUS_DETACHED },
};

static unsigned status_bit(const char *tok)
{
	if (!strcmp(tok, "all"))
		return STATUS_ALL;
	if (!strcmp(tok, "none"))
		return 0;
	for (size_t i = 0; i < ARRAY_SIZE(statuses); i++)
		if (!strcmp(tok, statuses[i].name))
			return statuses[i].bit;
	die("invalid status '%s' (successful, failed, unfinished, "
	    "unavailable, detached)", tok);
}

unsigned filter_status(const char *spec)
{
	bool neg = false;
	unsigned mask = 0;
	char *copy, *tok, *save;

	neg = skip_negations(&spec);
	if (!*spec)
		die("empty status set in -e status=");
	copy = xstrdup(spec);
	for (tok = strtok_r(copy, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save))
		mask |= status_bit(tok);
	free(copy);
	mask = neg ? STATUS_ALL & ~mask : mask;
	/* Everything is the same as no filter, which prints calls as they
	 * start instead of waiting for their end. */
	if (mask == STATUS_ALL)
		return 0;
	return mask ? mask : STATUS_NONE;
}
