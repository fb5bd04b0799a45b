/* -e trace=SET and -e signal=SET: which syscalls and signals are shown.
 *
 * A SET is a comma list of syscall names, %classes, /regexes, "all" or
 * "none"; a leading "!" inverts it, and a "?" before one item makes
 * it optional (no error when it matches nothing). The result is one bit per syscall
 * number per personality, so the check at each stop is one load.
 *
 * A call that a multiplexer carries (i386 socketcall and ipc) is shown
 * under the name of the call it carries, so the set is also kept per
 * description (traced_desc, by index in sysdescs[]): a demultiplexed call
 * is decided by what it carries, not by the multiplexer's number. */
#include "abitrace.h"
#include "decode/filter.h"

#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static unsigned char *traced[8];	/* per personality, by number */
static unsigned char *traced_desc;	/* by index in sysdescs[] */
static bool trace_unknown = true;	/* numbers not in the tables */
static bool trace_all = true;
static uint64_t signals_shown = ~(uint64_t)0;

static const struct { const char *name; unsigned bits; } classes[] = {
	{ "file", CLS_FILE }, { "desc", CLS_DESC },
	{ "process", CLS_PROCESS }, { "network", CLS_NETWORK },
	{ "net", CLS_NETWORK }, { "signal", CLS_SIGNAL },
	{ "ipc", CLS_IPC }, { "memory", CLS_MEMORY },
	{ "creds", CLS_CREDS }, { "clock", CLS_CLOCK },
	{ "stat", CLS_STAT }, { "lstat", CLS_LSTAT }, { "fstat", CLS_FSTAT },
	{ "%stat", CLS_STAT | CLS_LSTAT | CLS_FSTAT },
	{ "statfs", CLS_STATFS }, { "fstatfs", CLS_FSTATFS },
	{ "%statfs", CLS_STATFS | CLS_FSTATFS }, { "pure", CLS_PURE },
};

static void ensure_tables(void)
{
	for (unsigned p = 0; p < npersonalities; p++) {
		if (traced[p])
			continue;
		traced[p] = xcalloc(personalities[p].table->size + 1, 1);
		memset(traced[p], 1, personalities[p].table->size + 1);
	}
	if (!traced_desc) {
		traced_desc = xcalloc(sysdescs_count + 1, 1);
		memset(traced_desc, 1, sysdescs_count + 1);
	}
}

static void set_all(bool on)
{
	for (unsigned p = 0; p < npersonalities; p++)
		memset(traced[p], on, personalities[p].table->size + 1);
	memset(traced_desc, on, sysdescs_count + 1);
	trace_unknown = on;
}

/* Applies fn(pers, nr) == true entries to the bitmap. Returns how many
 * syscalls matched. */
typedef bool (*match_fn)(const struct sysdesc *sd, const void *arg);

static unsigned mark(match_fn fn, const void *arg, bool on)
{
	unsigned hits = 0;

	for (unsigned p = 0; p < npersonalities; p++) {
		const struct sysent_table *t = personalities[p].table;

		for (unsigned nr = 0; nr < t->size; nr++) {
			if (!t->ent[nr] || !fn(t->ent[nr], arg))
				continue;
			traced[p][nr] = on;
			hits++;
		}
	}
	/* Descriptions no table lists by number (the calls only a
	 * multiplexer reaches) count as matches too. */
	for (unsigned i = 0; i < sysdescs_count; i++) {
		if (!fn(&sysdescs[i], arg))
			continue;
		traced_desc[i] = on;
		hits++;
	}
	return hits;
}

static bool match_name(const struct sysdesc *sd, const void *arg)
{
	return !strcmp(sd->name, (const char *)arg);
}

static bool match_class(const struct sysdesc *sd, const void *arg)
{
	return sd->classes & *(const unsigned *)arg;
}

static bool match_regex(const struct sysdesc *sd, const void *arg)
{
	return regexec((const regex_t *)arg, sd->name, 0, NULL, 0) == 0;
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

static void add_token(const char *tok, bool on)
{
	bool optional = tok[0] == '?';

	if (optional)
		tok++;
	if (!strcmp(tok, "all")) {
		set_all(on);
		return;
	}
	if (!strcmp(tok, "none")) {
		set_all(!on);
		return;
	}
	if (tok[0] == '%') {
		for (size_t i = 0; i < sizeof(classes) / sizeof(classes[0]);
		     i++) {
			if (strcmp(tok + 1, classes[i].name))
				continue;
			mark(match_class, &classes[i].bits, on);
			return;
		}
		if (!optional)
			die("invalid system call class '%s'", tok);
		return;
	}
	if (tok[0] == '/') {
		const char *p = tok + 1;
		regex_t re;
		int r;

		if (re_size(&p, 0) > RE_SIZE_LIMIT) {
			if (optional)
				return;
			die("invalid regular expression '%s': repetitions "
			    "nested too deep or repeated", tok + 1);
		}
		r = regcomp(&re, tok + 1, REG_EXTENDED | REG_NOSUB);

		if (r && optional)
			return;
		if (r) {
			char msg[128];

			regerror(r, &re, msg, sizeof(msg));
			die("invalid regular expression '%s': %s", tok + 1,
			    msg);
		}
		mark(match_regex, &re, on);
		regfree(&re);
		return;
	}
	if (!mark(match_name, tok, on) && !optional)
		die("invalid system call '%s'", tok);
}

void filter_syscalls(const char *spec)
{
	bool neg = false;
	char *copy, *tok, *save;

	ensure_tables();
	while (*spec == '!') {
		neg = !neg;
		spec++;
	}
	if (*spec == '\0')
		die("empty system call set in -e trace=");
	/* "trace=open" means only open: start from nothing, add. With
	 * "!", start from everything and remove. */
	set_all(neg);
	trace_all = false;
	copy = xstrdup(spec);
	for (tok = strtok_r(copy, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		if (*tok)
			add_token(tok, !neg);
	}
	free(copy);
	if (!neg && !strcmp(spec, "all"))
		trace_all = true;
}

bool filter_is_everything(void)
{
	return trace_all;
}

bool syscall_is_traced(const struct tcb *tcp)
{
	if (trace_all)
		return true;
	if (!tcp->sd)
		return trace_unknown;
	if (tcp->demuxed)
		return filter_desc_traced(tcp->sd);
	if (tcp->scno >= personalities[tcp->pers].table->size)
		return trace_unknown;
	return traced[tcp->pers][tcp->scno];
}

bool filter_desc_traced(const struct sysdesc *sd)
{
	if (trace_all || !traced_desc)
		return true;
	if (sd < sysdescs || sd >= sysdescs + sysdescs_count)
		return trace_unknown;
	return traced_desc[sd - sysdescs];
}

bool filter_nr_traced(unsigned pers, unsigned nr)
{
	if (trace_all || !traced[pers])
		return true;
	if (nr >= personalities[pers].table->size)
		return trace_unknown;
	return traced[pers][nr];
}

static int parse_signal(const char *s)
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

	while (*spec == '!') {
		neg = !neg;
		spec++;
	}
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
		if (!strcmp(tok, "none")) {
			if (!*spec)
		die("empty signal set in -e signal=");
	signals_shown = neg ? ~(uint64_t)0 : 0;
			continue;
		}
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

/* -e status=SET: which outcomes of a call are printed. */
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
	for (size_t i = 0; i < sizeof(statuses) / sizeof(statuses[0]); i++)
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

	while (*spec == '!') {
		neg = !neg;
		spec++;
	}
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
