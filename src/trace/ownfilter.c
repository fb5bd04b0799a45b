/* The program's own seccomp filters.
 *
 * The kernel runs every filter of a thread on each of its calls and
 * acts on the most restrictive answer. abitrace's own filter
 * (seccomp.c) answers SECCOMP_RET_TRACE for the calls it shows, and
 * KILL, TRAP and ERRNO all outrank TRACE: under a filter of the
 * program's own, a call that filter refuses never stops, and a tracee
 * restarted with PTRACE_CONT would hide it. The syscall-entry stop of
 * PTRACE_SYSCALL comes before any filter runs, so from the moment a
 * thread has a filter of its own it is stepped through every call,
 * and so are the threads and children that inherit the filter.
 *
 * Filters are per thread: one installed without TSYNC belongs to the
 * calling thread and the threads and processes it creates later; with
 * TSYNC the kernel also puts it on every other thread of the process
 * the moment the call runs. Those threads must step before that, or a
 * call they make in between is lost: the caller is held at its entry
 * stop until each of them has stopped once.
 *
 * The filters themselves are read with PTRACE_SECCOMP_GET_FILTER after
 * each install (the thread is stopped at the call's exit), so that the
 * notes engine can run them on a call (bpf.c) even when the filter
 * then kills the thread. The kernel only hands them to a tracer with
 * CAP_SYS_ADMIN that runs under no filter of its own: otherwise the
 * count from /proc/PID/status is all we know, and we say so. */
#include "abitrace.h"
#include "core/bpf.h"
#include "trace/trace.h"
#include "trace/ownfilter.h"
#include "trace/seccomp.h"
#include "unwind/stacktrace.h"
#include "arch/arch.h"

#include <errno.h>
#include <linux/seccomp.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>

#ifndef PTRACE_SECCOMP_GET_FILTER
#define PTRACE_SECCOMP_GET_FILTER 0x420c
#endif
#ifndef SECCOMP_FILTER_FLAG_NEW_LISTENER
#define SECCOMP_FILTER_FLAG_NEW_LISTENER (1UL << 3)
#endif

/* own_task.install */
enum {
	SCI_FILTER = 1 << 0,	/* a filter */
	SCI_STRICT = 1 << 1,	/* strict mode */
	SCI_TSYNC = 1 << 2,	/* on every thread of the process */
	SCI_LISTENER = 1 << 3,	/* returns a descriptor on success */
	SCI_PRCTL = 1 << 4,	/* through prctl(PR_SET_SECCOMP) */
};

/* The kernel's limit on a thread's filters is 32768 instructions in
 * all, each filter counting 4 more than its length. */
#define MAX_FILTERS 8192

static void notice(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static void notice(const char *fmt, ...)
{
	char buf[512];
	va_list ap;

	if (trace.cfg->qflag)
		return;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	warnx_("%s", buf);
}

/* "Seccomp:" or "Seccomp_filters:" of a thread, -1 when unknown. */
static int status_number(pid_t pid, pid_t tid, const char *key)
{
	char path[64], line[128];
	size_t klen = strlen(key);
	int v = -1;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/task/%d/status", pid, tid);
	f = fopen(path, "re");
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		if (!strncmp(line, key, klen) && line[klen] == ':') {
			v = atoi(line + klen + 1);
			break;
		}
	}
	fclose(f);
	return v;
}

static void copy_printable(char *dst, size_t size, const char *src)
{
	size_t i = 0;

	for (; src[i] && i + 1 < size; i++)
		dst[i] = src[i] >= 0x20 && src[i] < 0x7f ? src[i] : '?';
	dst[i] = '\0';
}

/* " at FUNC (FILE:LINE)" of the current call, or "" without an
 * unwinder or debug information. Tracee strings: made printable. */
static void call_site(struct tcb *tcp, char *buf, size_t size)
{
	struct unwind_proc *up = stack_proc(tcp);
	struct unwind_frame f;
	char func[128], file[256];

	buf[0] = '\0';
	if (!up)
		return;
	unwind_proc_invalidate(up);
	if (unwind_call_site(up, tcp->tid, &f) < 0 || !f.func)
		return;
	copy_printable(func, sizeof(func), f.func);
	if (f.file && f.line > 0) {
		copy_printable(file, sizeof(file), f.file);
		snprintf(buf, size, " at %s (%s:%d)", func, file, f.line);
	} else {
		snprintf(buf, size, " at %s", func);
	}
}

static char *origin_of_install(struct tcb *tcp, unsigned what)
{
	char site[420], *s;
	size_t n;

	call_site(tcp, site, sizeof(site));
	n = strlen(site) + 96;
	s = xmalloc(n);
	snprintf(s, n, "%s by pid %d with %s%s",
		 (what & SCI_STRICT) ? "set" : "installed", tcp->pid,
		 (what & SCI_PRCTL) ? "prctl(PR_SET_SECCOMP)" :
		 (what & SCI_TSYNC) ? "seccomp(SECCOMP_FILTER_FLAG_TSYNC)" :
		 "seccomp()", site);
	return s;
}

/* The length of filter i, or -1 (errno set). */
static long filter_len(pid_t tid, unsigned i)
{
	return ptrace(PTRACE_SECCOMP_GET_FILTER, tid, (unsigned long)i, NULL);
}

/* Reads the instructions of every filter of tcp into c; false (errno
 * set) when the kernel does not let us. Index i of a thread's filters
 * stays the same filter for its life (new ones come last), so the
 * length asked first is the length copied. */
static bool read_filters(struct tcb *tcp, struct sc_chain *c)
{
	for (unsigned i = 0; i < c->n; i++) {
		long len = filter_len(tcp->tid, i);

		if (len <= 0 || len > BPF_MAXINSNS)
			return false;
		c->f[i].insns = xcalloc((size_t)len, sizeof(struct sock_filter));
		c->f[i].len = (unsigned)len;
		if (ptrace(PTRACE_SECCOMP_GET_FILTER, tcp->tid,
			   (unsigned long)i, c->f[i].insns) != len)
			return false;
	}
	return true;
}

/* How many filters tcp has: from the kernel, else from /proc. */
static unsigned count_filters(struct tcb *tcp, int *err)
{
	unsigned n = 0;
	int st;

	*err = 0;
	while (n < MAX_FILTERS && filter_len(tcp->tid, n) > 0)
		n++;
	if (n > 0 && (errno == ENOENT || n == MAX_FILTERS))
		return n;
	*err = errno ? errno : EIO;
	st = status_number(tcp->pid, tcp->tid, "Seccomp_filters");
	return st > 0 ? (unsigned)st : 0;
}

static bool warned_unreadable;

/* The filters of tcp now, keeping what old knew about the older ones;
 * top_origin (taken) says how the newest came. */
static struct sc_chain *fetch_chain(struct tcb *tcp, const struct sc_chain *old,
				    char *top_origin)
{
	int err;
	unsigned n = count_filters(tcp, &err);
	struct sc_chain *c = sc_chain_new(n);

	c->mode = SECCOMP_MODE_FILTER;
	c->fetch_err = err;
	c->readable = !err && n > 0;
	if (c->readable && !read_filters(tcp, c)) {
		c->readable = false;
		c->fetch_err = errno ? errno : EIO;
	}
	if (c->readable && seccomp_is_ours(c->f[0].insns, c->f[0].len))
		c->ours = 1;
	for (unsigned i = 0; i < n; i++) {
		const char *o = NULL;

		if (old && i < old->n && old->f[i].origin)
			o = old->f[i].origin;
		else if (i < c->ours)
			o = "abitrace's own (--seccomp-bpf)";
		if (o)
			c->f[i].origin = xstrdup(o);
	}
	if (n > 0 && top_origin && !c->f[n - 1].origin) {
		c->f[n - 1].origin = top_origin;
		top_origin = NULL;
	}
	free(top_origin);
	if (c->fetch_err && !warned_unreadable) {
		warned_unreadable = true;
		notice("cannot read the seccomp filters of pid %d: %s "
		       "(PTRACE_SECCOMP_GET_FILTER needs CAP_SYS_ADMIN, and "
		       "abitrace itself outside seccomp): no seccomp-denied "
		       "notes for them", tcp->pid, strerror(c->fetch_err));
	}
	return c;
}

const struct sc_chain *ownfilter_chain(const struct tcb *tcp)
{
	return tcp->tr->filters;
}

/* A thread with filters of its own is stepped from now on. */
static void set_chain(struct tcb *tcp, struct sc_chain *c)
{
	sc_chain_unref(tcp->tr->filters);
	tcp->tr->filters = c;
	if (c) {
		tcp->flags &= ~TCB_SECCOMP;
		tcp->flags |= TCB_SC_STEP;
	}
}

/* ---- -p and a filtered abitrace -------------------------------------- */

bool ownfilter_tracer_filtered(void)
{
	return status_number(getpid(), getpid(), "Seccomp") > 0;
}

void ownfilter_launched(struct tcb *tcp)
{
	tcp->flags |= TCB_SC_FETCH;
}

void ownfilter_attached(struct tcb *tcp)
{
	int mode = status_number(tcp->pid, tcp->tid, "Seccomp");

	if (mode == SECCOMP_MODE_FILTER) {
		tcp->flags |= TCB_SC_FETCH;
	} else if (mode == SECCOMP_MODE_STRICT) {
		set_chain(tcp, sc_chain_new(0));
		tcp->tr->filters->mode = SECCOMP_MODE_STRICT;
	}
}

/* ---- installs ------------------------------------------------------- */

static unsigned install_request(const struct tcb *tcp)
{
	unsigned t = sd_traits(tcp->call.sd);
	uint32_t op = (uint32_t)tcp->call.args[0];

	if (t & SDT_SECCOMP) {
		uint64_t flags = tcp->call.args[1];
		unsigned what;

		if (op == SECCOMP_SET_MODE_STRICT)
			return SCI_STRICT;
		if (op != SECCOMP_SET_MODE_FILTER)
			return 0;
		what = SCI_FILTER;
		if (flags & SECCOMP_FILTER_FLAG_TSYNC)
			what |= SCI_TSYNC;
		if (flags & SECCOMP_FILTER_FLAG_NEW_LISTENER)
			what |= SCI_LISTENER;
		return what;
	}
	/* prctl's option is an int in the kernel. */
	if ((t & SDT_PRCTL) && (int)op == PR_SET_SECCOMP) {
		if (tcp->call.args[1] == SECCOMP_MODE_STRICT)
			return SCI_STRICT | SCI_PRCTL;
		if (tcp->call.args[1] == SECCOMP_MODE_FILTER)
			return SCI_FILTER | SCI_PRCTL;
	}
	return 0;
}

static struct own_task *own_of(struct tcb *tcp)
{
	if (!tcp->tr->own)
		tcp->tr->own = xcalloc(1, sizeof(*tcp->tr->own));
	return tcp->tr->own;
}

/* A TSYNC install: every other thread of the process that runs without
 * stepping is interrupted, and steps from its next stop on. */
static void sync_threads(struct tcb *t, void *data)
{
	struct tcb *caller = data;

	if (t == caller || t->pid != caller->pid ||
	    (t->flags & TCB_SC_SYNC) ||
	    !(t->flags & TCB_SECCOMP))
		return;
	t->flags &= ~TCB_SECCOMP;
	t->flags |= TCB_SC_STEP;
	if (ptrace(PTRACE_INTERRUPT, t->tid, 0, 0) < 0)
		return;		/* gone: nothing to wait for */
	t->flags |= TCB_SC_SYNC;
	own_of(t)->holder = caller->tid;
	own_of(caller)->wait++;
}

bool ownfilter_entry(struct tcb *tcp)
{
	unsigned what = install_request(tcp);

	if (!what) {
		if (tcp->tr->own)
			tcp->tr->own->install = 0;
		return false;
	}
	own_of(tcp)->install = (unsigned char)what;
	if ((what & SCI_STRICT) && (tcp->flags & TCB_SECCOMP) &&
	    !tcp->tr->filters)
		notice("pid %d asks for seccomp strict mode, which the kernel "
		       "refuses (EINVAL) under abitrace's own seccomp filter: "
		       "trace it with --seccomp-bpf=never", tcp->pid);
	if (what & SCI_TSYNC)
		tcb_foreach(sync_threads, tcp);
	return tcp->tr->own->wait > 0;
}

static bool install_worked(const struct tcb *tcp, unsigned what)
{
	if (tcp->call.err)
		return false;
	/* TSYNC reports the thread it could not synchronise as a
	 * positive return, unless a listener descriptor is returned. */
	return !(what & SCI_TSYNC) || (what & SCI_LISTENER) ||
	       tcp->call.rval == 0;
}

struct tsync {
	struct tcb *caller;
	struct sc_chain *c;
};

static void share_chain(struct tcb *t, void *data)
{
	struct tsync *ts = data;

	if (t == ts->caller || t->pid != ts->caller->pid)
		return;
	set_chain(t, sc_chain_ref(ts->c));
}

void ownfilter_exit(struct tcb *tcp)
{
	unsigned what = tcp->tr->own ? tcp->tr->own->install : 0;
	bool first, switched;

	if (!what)
		return;
	tcp->tr->own->install = 0;
	if (!install_worked(tcp, what))
		return;
	if (what & SCI_STRICT) {
		struct sc_chain *c = sc_chain_new(0);

		c->mode = SECCOMP_MODE_STRICT;
		c->strict_origin = origin_of_install(tcp, what);
		set_chain(tcp, c);
		return;
	}
	first = !tcp->tr->filters;
	switched = tcp->flags & TCB_SECCOMP;
	set_chain(tcp, fetch_chain(tcp, tcp->tr->filters,
				   origin_of_install(tcp, what)));
	if (what & SCI_TSYNC) {
		struct tsync ts = { tcp, tcp->tr->filters };

		tcb_foreach(share_chain, &ts);
	}
	if (switched && first)
		notice("pid %d installed a seccomp filter of its own: "
		       "tracing it%s by syscall stepping from here on, "
		       "since its filter can refuse a call before "
		       "abitrace's filter stops it", tcp->pid,
		       trace.cfg->follow_forks ? " and its children" : "");
}

/* ---- a TRACE of the program's own ------------------------------------ */

/* Only abitrace's filter makes the kernel stop for a tracer here
 * (PTRACE_O_TRACESECCOMP): a filter of the program's that answers
 * SECCOMP_RET_TRACE expects no tracer, and without one the call fails
 * with ENOSYS. Between equal answers the newest filter's counts, and
 * ours is the oldest: the program's TRACE decides whenever it gives
 * one. */
void ownfilter_trace_stop(struct tcb *tcp)
{
	struct sc_verdict v;

	if (!sc_call_verdict(tcp, &v) ||
	    v.filter < (int)tcp->tr->filters->ours ||
	    sc_action(v.ret) != SECCOMP_RET_TRACE)
		return;
	if (arch_set_scno(tcp, -1) < 0 && errno != ESRCH)
		warnx_("cannot skip a call of %d: %s", tcp->tid,
		       strerror(errno));
}

/* ---- stops, forks, ends ------------------------------------------------ */

static void release_holder(struct tcb *tcp)
{
	struct tcb *holder;

	tcp->flags &= ~TCB_SC_SYNC;
	holder = tcp->tr->own ? tcb_lookup(tcp->tr->own->holder) : NULL;
	if (holder && holder->tr->own && holder->tr->own->wait &&
	    --holder->tr->own->wait == 0)
		trace_restart(holder, 0);
}

void ownfilter_stop(struct tcb *tcp)
{
	if (tcp->flags & TCB_SC_SYNC)
		release_holder(tcp);
	if (tcp->flags & TCB_SC_FETCH) {
		tcp->flags &= ~TCB_SC_FETCH;
		set_chain(tcp, fetch_chain(tcp, NULL, NULL));
		for (unsigned i = 0; i < tcp->tr->filters->n; i++)
			if (!tcp->tr->filters->f[i].origin)
				tcp->tr->filters->f[i].origin = xstrdup(
					"in place before the trace began");
	}
}

void ownfilter_fork(struct tcb *parent, struct tcb *child)
{
	set_chain(child, sc_chain_ref(parent->tr->filters));
	/* A -p process's child made before its parent's filters were read:
	 * it has the same ones. */
	child->flags |= parent->flags & TCB_SC_FETCH;
}

void ownfilter_gone(struct tcb *tcp)
{
	if (tcp->flags & TCB_SC_SYNC)
		release_holder(tcp);
	set_chain(tcp, NULL);
	free(tcp->tr->own);
	tcp->tr->own = NULL;
}

bool ownfilter_release_waiter(struct tcb *tcp)
{
	if (!ownfilter_waiting(tcp))
		return false;
	tcp->tr->own->wait = 0;
	trace_restart(tcp, 0);
	return true;
}
