/* -e inject= and -e fault=: make a call fail, succeed with a chosen
 * value, deliver a signal, run another call, write into the memory
 * its arguments point to, or hold the thread back for a while.
 *
 *   SET[:error=E|:retval=V][:signal=S][:syscall=NAME]
 *      [:delay_enter=T][:delay_exit=T]
 *      [:poke_enter=@argN=HEX,...][:poke_exit=@argN=HEX,...]
 *      [:when=FIRST[..LAST][+[STEP]]][:bits=@argN=MASK|:value=@argN=V]
 *
 * A failure or a chosen return value works at the entry stop: the
 * call's number becomes -1 (or the number of the syscall= call, which
 * must be one without effects), so the kernel runs nothing; at the
 * exit stop the return register gets the error or the value. The
 * tracee never knows. The register work is src/arch/'s.
 *
 * Counting is per thread and per call: when=3+ fails the third and
 * every later chdir of each thread. Only calls that are shown count
 * (-e trace=, -P), and a later rule for the same call replaces an
 * earlier one, as in strace. */
#include "abitrace.h"
#include "trace/task.h"
#include "decode/filter.h"
#include "decode/qualify.h"
#include "trace/trace.h"
#include "trace/inject.h"
#include "arch/arch.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define WHEN_INF 0xffffu	/* last: no end */
#define MAX_PERS 8

enum {
	R_ERROR = 1 << 0, R_RETVAL = 1 << 1, R_SIGNAL = 1 << 2,
	R_SYSCALL = 1 << 3, R_DELAY_ENTER = 1 << 4, R_DELAY_EXIT = 1 << 5,
	R_POKE_ENTER = 1 << 6, R_POKE_EXIT = 1 << 7,
	R_ACTIONS = R_ERROR | R_RETVAL | R_SIGNAL | R_DELAY_ENTER |
		    R_DELAY_EXIT | R_POKE_ENTER | R_POKE_EXIT,
};

struct poke {
	bool at_exit;
	unsigned char arg;		/* 1..7 */
	unsigned len;
	unsigned char *data;
};

struct rule {
	struct sysset *set;
	unsigned flags;
	unsigned first, last, step;	/* when= */
	int err;
	uint64_t retval;
	int sig;
	int64_t sub_nr[MAX_PERS];	/* syscall=, per personality */
	int64_t delay_ns[2];		/* enter, exit */
	struct poke *pokes;
	unsigned npokes;
	char *what;			/* in words, for the note */
	/* bits=: only calls whose argument bits_arg (1..7; 0: any call)
	 * has every bit of bits_mask, counted by when= among themselves.
	 * A flag's probe (--abi-report=verify: MFD_NOEXEC_SEAL refused
	 * with EINVAL as a kernel older than the flag does). */
	unsigned char bits_arg;
	uint64_t bits_mask;
	/* value=: the argument equals bits_mask instead (an enumerated
	 * one: MADV_WIPEONFORK refused as an unknown advice). */
	bool bits_equal;
};

static struct rule *rules;
static unsigned nrules;

bool inject_active(void)
{
	return nrules > 0;
}

/* ---- parsing ------------------------------------------------------ */

/* A bad expression: one line, with the words scripts look for
 * ("invalid inject argument"). */
static void __attribute__((noreturn))
bad(const char *spec, bool fault, const char *why)
{
	die("invalid %s argument '%s': %s", fault ? "fault" : "inject", spec,
	    why);
}

/* Digits only, 1..max; -1 otherwise. */
static long small_number(const char *s, const char **end, long max)
{
	long v = 0;
	const char *p = s;

	while (*p >= '0' && *p <= '9') {
		v = v * 10 + (*p - '0');
		if (v > max)
			return -1;
		p++;
	}
	if (p == s)
		return -1;
	*end = p;
	return v;
}

/* FIRST[..LAST][+[STEP]]: FIRST and STEP in 1..65535, LAST in
 * FIRST..65534. FIRST alone fires once; with "+" and no step, the
 * step is 1; FIRST..LAST fires at each call of the range. */
static const char *parse_when(struct rule *r, const char *v)
{
	const char *p;
	long n = small_number(v, &p, 65535);

	if (n < 1)
		return "when= wants FIRST[..LAST][+[STEP]], FIRST 1..65535";
	r->first = (unsigned)n;
	r->last = WHEN_INF;
	r->step = 0;
	if (p[0] == '.') {
		if (p[1] != '.')
			return "when= range is FIRST..LAST";
		n = small_number(p + 2, &p, 65534);
		if (n < (long)r->first)
			return "when= LAST must be FIRST..65534";
		r->last = (unsigned)n;
		r->step = 1;
	}
	if (p[0] == '+') {
		r->step = 1;
		if (p[1]) {
			n = small_number(p + 1, &p, 65535);
			if (n < 1)
				return "when= STEP must be 1..65535";
			r->step = (unsigned)n;
		} else {
			p++;
		}
	}
	if (*p)
		return "when= wants FIRST[..LAST][+[STEP]]";
	return NULL;
}

static int errno_by_name(const char *s)
{
	for (int i = 1; i < 4096; i++) {
		const char *n = errno_name(i);

		if (n && !strcasecmp(n, s))
			return i;
	}
	return -1;
}

static const char *parse_error(struct rule *r, const char *v)
{
	const char *end;
	long n = small_number(v, &end, 4095);

	if (n >= 0 && *end)
		n = -1;
	if (n < 0 && !(v[0] >= '0' && v[0] <= '9'))
		n = errno_by_name(v);
	if (n < 1)
		return "error= wants an errno name or 1..4095";
	r->err = (int)n;
	return NULL;
}

/* A value in -4095..-1 is what the kernel returns for an error: the
 * program (and libc) will take it for one. */
static void warn_retval(uint64_t v)
{
	int64_t s64 = (int64_t)v;
	int32_t s32 = (int32_t)v;

	if (s64 < 0 && s64 >= -4095)
		warnx_("retval=%llu looks like error %lld to the program: a "
		       "return value in -4095..-1 is an error code",
		       (unsigned long long)v, (long long)-s64);
	else if (s32 < 0 && s32 >= -4095)
		warnx_("retval=%llu looks like error %d to a 32-bit program",
		       (unsigned long long)v, -s32);
	else if ((uint32_t)v != v)
		warnx_("retval=%llu is cut to %u for a 32-bit program",
		       (unsigned long long)v, (unsigned)v);
}

static const char *parse_retval(struct rule *r, const char *v)
{
	unsigned long long n;
	char *end;

	errno = 0;
	n = strtoull(v, &end, 0);
	if (end == v || *end || errno || v[0] == '-')
		return "retval= wants a number (0x for hex)";
	r->retval = n;
	warn_retval(n);
	return NULL;
}

/* syscall=NAME: a call without effects (strace's %pure), known in
 * every personality, runs in place of the original. */
static const char *parse_syscall(struct rule *r, const char *v)
{
	for (unsigned p = 0; p < npersonalities && p < MAX_PERS; p++) {
		const struct sysent_table *t = personalities[p].table;
		int64_t nr = -1;

		for (unsigned i = 0; i < t->size && nr < 0; i++)
			if (t->ent[i] && !strcmp(t->ent[i]->name, v))
				nr = i;
		if (nr < 0)
			return "syscall= wants the name of a call";
		if (!(t->ent[nr]->classes & CLS_PURE))
			return "syscall= takes only calls without effects "
			       "(%pure: getpid, gettid, ...)";
		r->sub_nr[p] = nr;
	}
	return NULL;
}

/* @argN=HEX[,@argM=HEX]...: N in 1..7, an even number of hex digits,
 * at most 1024 bytes; each argument once per direction. */
static const char *parse_pokes(struct rule *r, const char *v, bool at_exit)
{
	char *copy = xstrdup(v), *tok, *save;
	const char *why = NULL;

	if (!*v)
		why = "poke wants @argN=HEX";
	for (tok = strtok_r(copy, ",", &save); tok && !why;
	     tok = strtok_r(NULL, ",", &save)) {
		struct poke pk = { .at_exit = at_exit };
		size_t len;

		if (strncmp(tok, "@arg", 4) || tok[4] < '1' || tok[4] > '7' ||
		    tok[5] != '=') {
			why = "poke wants @argN=HEX, N 1..7";
			break;
		}
		pk.arg = (unsigned char)(tok[4] - '0');
		tok += 6;
		len = strlen(tok);
		if (!len || len % 2 || len > 2048) {
			why = "poke data is 1..1024 bytes in hex digit pairs";
			break;
		}
		for (unsigned i = 0; i < r->npokes; i++)
			if (r->pokes[i].arg == pk.arg &&
			    r->pokes[i].at_exit == at_exit)
				why = "an argument is poked once per stop";
		if (why)
			break;
		pk.len = (unsigned)(len / 2);
		pk.data = xmalloc(pk.len);
		for (unsigned i = 0; i < pk.len; i++) {
			int hi = hex_digit(tok[2 * i]);
			int lo = hex_digit(tok[2 * i + 1]);

			if (hi < 0 || lo < 0) {
				why = "poke data is hex digits";
				break;
			}
			pk.data[i] = (unsigned char)(hi << 4 | lo);
		}
		if (why) {
			free(pk.data);
			break;
		}
		r->pokes = xrealloc(r->pokes, (r->npokes + 1) * sizeof(pk));
		r->pokes[r->npokes++] = pk;
	}
	free(copy);
	return why;
}

static const char *parse_bits(struct rule *r, const char *v, bool equal)
{
	char *end;

	if (strncmp(v, "@arg", 4) || v[4] < '1' || v[4] > '7' || v[5] != '=')
		return equal ? "value wants @argN=VALUE, N 1..7" :
			       "bits wants @argN=MASK, N 1..7";
	r->bits_arg = (unsigned char)(v[4] - '0');
	r->bits_equal = equal;
	errno = 0;
	r->bits_mask = strtoull(v + 6, &end, 0);
	if (errno || end == v + 6 || *end || v[6] == '-')
		return equal ? "value= VALUE is a number (0x for hex)" :
			       "bits= MASK is a non-zero number (0x for hex)";
	if (!equal && !r->bits_mask)
		return "bits= MASK is a non-zero number (0x for hex)";
	return NULL;
}

/* Whether tcp's call passes bits= or value= (a rule without either
 * takes every call). An int argument's upper half is not the
 * program's: a value is compared at both widths. */
static bool bits_match(const struct rule *r, const struct tcb *tcp)
{
	uint64_t a;

	if (!r->bits_arg)
		return true;
	a = tcp->call.args[r->bits_arg - 1];
	if (r->bits_equal)
		return a == r->bits_mask ||
		       (r->bits_mask >> 32 == 0 && (uint32_t)a == r->bits_mask);
	return (a & r->bits_mask) == r->bits_mask;
}

static bool prefix(const char *tok, const char *p, const char **val)
{
	size_t n = strlen(p);

	if (strncmp(tok, p, n))
		return false;
	*val = tok + n;
	return true;
}

static const char *parse_token(struct rule *r, const char *tok, bool fault)
{
	const char *v;

	if (prefix(tok, "when=", &v))
		return parse_when(r, v);
	if (prefix(tok, "bits=", &v) || prefix(tok, "value=", &v)) {
		if (r->bits_arg)
			return "one bits= or value= only";
		return parse_bits(r, v, tok[0] == 'v');
	}
	if (prefix(tok, "error=", &v)) {
		if (r->flags & (R_ERROR | R_RETVAL))
			return "one error= or retval= only";
		r->flags |= R_ERROR;
		return parse_error(r, v);
	}
	if (prefix(tok, "syscall=", &v)) {
		if (r->flags & R_SYSCALL)
			return "one syscall= only";
		r->flags |= R_SYSCALL;
		return parse_syscall(r, v);
	}
	if (fault)
		return "fault takes error=, syscall=, when=, bits= and "
		       "value= only";
	if (prefix(tok, "retval=", &v)) {
		if (r->flags & (R_ERROR | R_RETVAL))
			return "one error= or retval= only";
		r->flags |= R_RETVAL;
		return parse_retval(r, v);
	}
	if (prefix(tok, "signal=", &v)) {
		if (r->flags & R_SIGNAL)
			return "one signal= only";
		r->flags |= R_SIGNAL;
		r->sig = parse_signal(v);
		return r->sig < 1 ? "signal= wants a signal name or 1..64" :
				    NULL;
	}
	for (int exit = 0; exit < 2; exit++) {
		unsigned bit = exit ? R_DELAY_EXIT : R_DELAY_ENTER;

		if (!prefix(tok, exit ? "delay_exit=" : "delay_enter=", &v))
			continue;
		if (r->flags & bit)
			return "one delay per stop";
		r->flags |= bit;
		r->delay_ns[exit] = parse_duration(v, 1000);
		return r->delay_ns[exit] < 0 ?
			"a delay is a number of us, or NUMBER{s,ms,us,ns}" :
			NULL;
	}
	for (int exit = 0; exit < 2; exit++) {
		unsigned bit = exit ? R_POKE_EXIT : R_POKE_ENTER;

		if (!prefix(tok, exit ? "poke_exit=" : "poke_enter=", &v))
			continue;
		if (r->flags & bit)
			return "one poke per stop";
		r->flags |= bit;
		return parse_pokes(r, v, exit);
	}
	return "unknown part (error=, retval=, signal=, syscall=, "
	       "delay_enter=, delay_exit=, poke_enter=, poke_exit=, when=, "
	       "bits=, value=)";
}

/* What a rule does, in the words of the injected-call note: "kept
 * the kernel from running it and made it fail with ENOENT", ... */
static char *describe(const struct rule *r)
{
	struct strbuf sb = { 0 };
	const char *sep = "";
	const struct sysdesc *sub = r->flags & R_SYSCALL ?
		personalities[0].table->ent[r->sub_nr[0]] : NULL;

	sb_grow(&sb, 64);
	if (r->flags & (R_ERROR | R_RETVAL)) {
		if (sub)
			sb_printf(&sb, "had the kernel run %s in its place",
				  sub->name);
		else
			sb_puts(&sb, "kept the kernel from running it");
		if (r->flags & R_ERROR)
			sb_printf(&sb, " and made it fail with %s",
				  errno_name(r->err) ? errno_name(r->err) :
				  "an error");
		else
			sb_printf(&sb, " and made it return %llu",
				  (unsigned long long)r->retval);
		sep = ", ";
	}
	if (r->flags & R_SIGNAL) {
		sb_printf(&sb, "%ssent %s as it started", sep,
			  signal_name(r->sig) ? signal_name(r->sig) :
			  "a signal");
		sep = ", ";
	}
	for (int exit = 0; exit < 2; exit++)
		if (r->flags & (exit ? R_DELAY_EXIT : R_DELAY_ENTER)) {
			sb_printf(&sb, "%sheld the thread %lld us %s", sep,
				  (long long)(r->delay_ns[exit] / 1000),
				  exit ? "before it returned" :
				  "before it ran");
			sep = ", ";
		}
	for (unsigned i = 0; i < r->npokes; i++) {
		sb_printf(&sb, "%swrote %u byte%s where argument %u points "
			  "%s", sep, r->pokes[i].len,
			  r->pokes[i].len == 1 ? "" : "s", r->pokes[i].arg,
			  r->pokes[i].at_exit ? "before it returned" :
			  "before it ran");
		sep = ", ";
	}
	return sb.s;
}

void inject_parse(const char *spec, bool fault)
{
	struct rule r = { .first = 1, .last = WHEN_INF, .step = 1 };
	char *copy, *tok, *save, *set;
	const char *why;

	if (!*spec || *spec == ':')
		bad(spec, fault, "no system call set");
	copy = xstrdup(spec);
	set = strtok_r(copy, ":", &save);
	while ((tok = strtok_r(NULL, ":", &save))) {
		why = parse_token(&r, tok, fault);
		if (why)
			bad(spec, fault, why);
	}
	if (!(r.flags & R_ACTIONS)) {
		if (!fault)
			bad(spec, fault, "nothing to do (error=, retval=, "
			    "signal=, delay_*=, poke_*=)");
		r.flags |= R_ERROR;
		r.err = ENOSYS;
	}
	r.set = sysset_new();
	sysset_parse(r.set, set, fault ? "-e fault=" : "-e inject=");
	r.what = describe(&r);
	free(copy);
	rules = xrealloc(rules, (nrules + 1) * sizeof(r));
	rules[nrules++] = r;
}

void inject_reset(void)
{
	for (unsigned i = 0; i < nrules; i++) {
		for (unsigned k = 0; k < rules[i].npokes; k++)
			free(rules[i].pokes[k].data);
		free(rules[i].pokes);
		free(rules[i].what);
		sysset_free(rules[i].set);
	}
	free(rules);
	rules = NULL;
	nrules = 0;
}


/* ---- counting ------------------------------------------------------ */

/* Per thread: how many times each call was made, keyed by personality
 * and number (or description, for a demultiplexed call). */
struct count {
	uint32_t key;
	uint32_t n;
};

struct counts {
	unsigned len, cap;
	struct count c[];
};

/* A thread's own state here (tcb.tr->inj_task), made at its first call that
 * a rule's set holds; threads no rule touches have none. */
struct inj_task {
	struct counts *counts;
	int sig;			/* signal to hand over on restart */
	struct timespec delay_until;	/* held back until then (delay_*) */
};

static struct inj_task *task_of(struct tcb *tcp)
{
	if (!tcp->tr->inj_task)
		tcp->tr->inj_task = xcalloc(1, sizeof(*tcp->tr->inj_task));
	return tcp->tr->inj_task;
}

static uint32_t call_key(const struct tcb *tcp)
{
	if ((tcp->flags & TCB_DEMUXED) && tcp->call.sd >= sysdescs &&
	    tcp->call.sd < sysdescs + sysdescs_count)
		return 1u << 31 | (uint32_t)tcp->pers << 24 |
		       (uint32_t)(tcp->call.sd - sysdescs);
	return (uint32_t)tcp->pers << 24 |
	       (uint32_t)(tcp->call.scno & 0xffffff);
}

static uint32_t count_call(struct tcb *tcp)
{
	struct inj_task *t = task_of(tcp);
	struct counts *cs = t->counts;
	uint32_t key = call_key(tcp);

	for (unsigned i = 0; cs && i < cs->len; i++)
		if (cs->c[i].key == key)
			return cs->c[i].n < UINT32_MAX ? ++cs->c[i].n :
			       UINT32_MAX;
	if (!cs || cs->len == cs->cap) {
		unsigned cap = cs ? cs->cap * 2 : 8;

		cs = xrealloc(cs, sizeof(*cs) + cap * sizeof(cs->c[0]));
		if (!t->counts)
			cs->len = 0;
		cs->cap = cap;
		t->counts = cs;
	}
	cs->c[cs->len].key = key;
	cs->c[cs->len].n = 1;
	return cs->c[cs->len++].n;
}

/* Whether the n-th call fires: FIRST, then every STEP up to LAST. */
static bool fires(const struct rule *r, uint32_t n)
{
	if (n < r->first || (r->last != WHEN_INF && n > r->last))
		return false;
	if (!r->step)
		return n == r->first;
	return (n - r->first) % r->step == 0;
}

static int rule_of(const struct tcb *tcp)
{
	for (unsigned i = nrules; i-- > 0;)
		if (sysset_has_call(rules[i].set, tcp))
			return (int)i;
	return -1;
}

/* ---- delays -------------------------------------------------------- */

static struct tcb **held;
static unsigned nheld, held_cap;

static uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static uint64_t ts_ns(const struct timespec *ts)
{
	return (uint64_t)ts->tv_sec * 1000000000u + (uint64_t)ts->tv_nsec;
}

static void hold(struct tcb *tcp, int64_t ns)
{
	uint64_t until = now_ns() + (uint64_t)ns;

	struct inj_task *t = task_of(tcp);

	t->delay_until.tv_sec = (time_t)(until / 1000000000u);
	t->delay_until.tv_nsec = (long)(until % 1000000000u);
	tcp->call.inj.how |= INJ_DELAYED | INJ_HELD;
}

bool inject_holds(struct tcb *tcp)
{
	if (!(tcp->call.inj.how & INJ_HELD))
		return false;
	for (unsigned i = 0; i < nheld; i++)
		if (held[i] == tcp)
			return true;
	if (nheld == held_cap) {
		held_cap = held_cap ? held_cap * 2 : 8;
		held = xrealloc(held, held_cap * sizeof(*held));
	}
	held[nheld++] = tcp;
	return true;
}

uint64_t inject_next_wakeup(void)
{
	uint64_t next = 0;

	for (unsigned i = 0; i < nheld; i++) {
		uint64_t t = ts_ns(&held[i]->tr->inj_task->delay_until);

		if (!next || t < next)
			next = t;
	}
	return next;
}

static void unhold(unsigned i)
{
	held[i] = held[--nheld];
}

void inject_release_due(void)
{
	uint64_t now = now_ns();

	for (unsigned i = 0; i < nheld;) {
		struct tcb *tcp = held[i];

		if (ts_ns(&tcp->tr->inj_task->delay_until) > now) {
			i++;
			continue;
		}
		unhold(i);
		tcp->call.inj.how &= (unsigned short)~INJ_HELD;
		trace_restart(tcp, inject_take_signal(tcp));
	}
}

void inject_forget(struct tcb *tcp)
{
	for (unsigned i = 0; i < nheld; i++)
		if (held[i] == tcp) {
			unhold(i);
			break;
		}
	if (!tcp->tr->inj_task)
		return;
	free(tcp->tr->inj_task->counts);
	free(tcp->tr->inj_task);
	tcp->tr->inj_task = NULL;
}

/* ---- tampering ----------------------------------------------------- */

static void poke_all(struct tcb *tcp, const struct rule *r, bool at_exit)
{
	unsigned nargs = tcp->call.sd ? tcp->call.sd->nargs : MAX_ARGS;

	for (unsigned i = 0; i < r->npokes; i++) {
		const struct poke *pk = &r->pokes[i];
		size_t n;

		if (pk->at_exit != at_exit)
			continue;
		if (pk->arg > nargs) {
			/* strace's words, which scripts may look for */
			warnx_("Failed to tamper with process %d: requested "
			       "to tamper with argument #%u, but system call "
			       "'%s' has only %u arguments", tcp->tid, pk->arg,
			       tcp->call.sd ? tcp->call.sd->name : "?", nargs);
			continue;
		}
		n = upoken(tcp, tcp->call.args[pk->arg - 1], pk->len, pk->data);
		if (!n) {
			/* strace's words (its tests match whole lines) */
			warnx_("Failed to tamper with process %d: couldn't "
			       "poke", tcp->tid);
			continue;
		}
		if (n < pk->len)
			warnx_("pid:%d short write (%zu < %u) @%#llx",
			       tcp->tid, n, pk->len,
			       (unsigned long long)tcp->call.args[pk->arg - 1]);
		tcp->call.inj.how |= INJ_POKED;
	}
}

void inject_entry(struct tcb *tcp)
{
	const struct rule *r;
	int i;

	tcp->call.inj.how = 0;
	tcp->call.inj.rule = -1;
	if (tcp->tr->inj_task)
		tcp->tr->inj_task->sig = 0;
	if (!nrules || (i = rule_of(tcp)) < 0)
		return;
	r = &rules[i];
	if (!bits_match(r, tcp))
		return;
	tcp->call.inj.nth = count_call(tcp);
	if (!fires(r, tcp->call.inj.nth))
		return;
	tcp->call.inj.rule = (short)i;
	tcp->call.inj.what = r->what;
	debug_msg("pid %d: -e inject rule %d fires on %s", tcp->tid, i + 1,
		  tcp->call.sd ? tcp->call.sd->name : "an unknown call");
	if (r->flags & R_SIGNAL)
		task_of(tcp)->sig = r->sig;
	if (r->flags & (R_ERROR | R_RETVAL)) {
		int64_t nr = r->flags & R_SYSCALL ? r->sub_nr[tcp->pers] : -1;

		if (arch_set_scno(tcp, nr) == 0)
			tcp->call.inj.how |= INJ_RETURN |
					     (nr >= 0 ? INJ_NOFAIL : 0);
		else
			warnx_("Failed to tamper with process %d: cannot set "
			       "the syscall number: %s", tcp->tid,
			       strerror(errno));
	}
	if (r->flags & R_POKE_ENTER)
		poke_all(tcp, r, false);
	if (r->flags & R_POKE_EXIT)
		tcp->call.inj.how |= INJ_POKE_EXIT;
	if (r->flags & R_DELAY_ENTER)
		hold(tcp, r->delay_ns[0]);
	if (r->flags & R_DELAY_EXIT)
		tcp->call.inj.how |= INJ_DELAY_EXIT;
}

void inject_exit(struct tcb *tcp)
{
	const struct rule *r;
	bool failed;
	int64_t v;

	if (tcp->call.inj.rule < 0 || (unsigned)tcp->call.inj.rule >= nrules)
		return;
	r = &rules[tcp->call.inj.rule];
	if (tcp->call.inj.how & INJ_POKE_EXIT)
		poke_all(tcp, r, true);
	if (tcp->call.inj.how & INJ_DELAY_EXIT)
		hold(tcp, r->delay_ns[1]);
	if (!(tcp->call.inj.how & INJ_RETURN))
		return;
	/* The call we stood in for must have done nothing: -1 fails
	 * with ENOSYS, a syscall= substitute succeeds. */
	failed = tcp->call.err != 0;
	if (failed == !!(tcp->call.inj.how & INJ_NOFAIL)) {
		warnx_("Failed to tamper with process %d: the call %s (return "
		       "value %#llx)", tcp->tid,
		       failed ? "failed" : "did not fail",
		       (unsigned long long)tcp->call.rval);
		tcp->call.inj.how &= (unsigned short)~INJ_RETURN;
		return;
	}
	v = r->flags & R_RETVAL ? (int64_t)r->retval : -(int64_t)r->err;
	if (arch_set_return(tcp, v) < 0) {
		warnx_("Failed to tamper with process %d: cannot set the "
		       "return value: %s", tcp->tid, strerror(errno));
		tcp->call.inj.how &= (unsigned short)~INJ_RETURN;
		return;
	}
	tcp->call.rval = v;
	tcp->call.err = r->flags & R_RETVAL ? 0 : r->err;
}

/* At a syscall-entry or -exit stop the kernel delivers the signal it
 * is restarted with as if it sent it (si_code SI_KERNEL). A seccomp
 * stop drops it: there it waits for the exit stop of the call. */
int inject_take_signal(struct tcb *tcp)
{
	int sig = tcp->tr->inj_task ? tcp->tr->inj_task->sig : 0;

	if (!sig || (tcp->call.inj.how & INJ_HELD))
		return 0;
	if (tcp->flags & TCB_SECCOMP_STOP)
		return 0;
	tcp->tr->inj_task->sig = 0;
	return sig;
}
