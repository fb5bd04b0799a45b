/* The dispatcher: which backends exist, which are on, and every event
 * handed to each active one in turn. */
#include "output/output.h"
#include "output/task.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* The backends are not listed here: each file registers its own with
 * OUTPUT_BACKEND() (output.h), which puts a pointer in the abt_backends
 * section; the linker gathers them and names the section's bounds. Weak,
 * so that a program linked without any backend (a fuzz harness) still
 * links and sees none. */
extern const struct backend *const __start_abt_backends[]
	__attribute__((weak));
extern const struct backend *const __stop_abt_backends[]
	__attribute__((weak));

#define MAX_BACKENDS 32

static const struct backend *backends[MAX_BACKENDS];
static unsigned nbackends;
static const struct backend *active[MAX_BACKENDS];
static unsigned nactive;
bool out_wants_nodes;

/* The section's order is the link order; -h and the default want the
 * rank each backend gives itself. */
static void collect(void)
{
	const struct backend *const *p;

	if (nbackends || !__start_abt_backends)
		return;
	for (p = __start_abt_backends; p < __stop_abt_backends; p++) {
		unsigned i = nbackends++;

		if (nbackends > MAX_BACKENDS)
			die("more than %d output backends", MAX_BACKENDS);
		while (i && backends[i - 1]->rank > (*p)->rank) {
			backends[i] = backends[i - 1];
			i--;
		}
		backends[i] = *p;
	}
}

bool out_wants_abi(void)
{
	for (unsigned i = 0; i < nactive; i++)
		if (active[i]->wants_abi)
			return true;
	return false;
}

const char *out_needs_calls(void)
{
	for (unsigned i = 0; i < nactive; i++)
		if (active[i]->needs_calls)
			return active[i]->long_opt;
	return NULL;
}

const char *out_status_name(unsigned status)
{
	switch (status) {
	case STATUS_SUCCESSFUL: return "successful";
	case STATUS_FAILED: return "failed";
	case STATUS_UNFINISHED: return "unfinished";
	case STATUS_DETACHED: return "detached";
	}
	return "unavailable";
}

struct timespec out_call_duration(const struct tcb *tcp)
{
	struct timespec d = tcp->call.times.exit_ts;

	d.tv_sec -= tcp->call.times.entry_ts.tv_sec;
	d.tv_nsec -= tcp->call.times.entry_ts.tv_nsec;
	if (d.tv_nsec < 0) {
		d.tv_sec--;
		d.tv_nsec += 1000000000;
	}
	return d;
}

unsigned out_backend_count(void)
{
	collect();
	return nbackends;
}

const struct backend *out_backend(unsigned i)
{
	collect();
	return i < nbackends ? backends[i] : NULL;
}

static bool is_active(const struct backend *b)
{
	for (unsigned i = 0; i < nactive; i++)
		if (active[i] == b)
			return true;
	return false;
}

void out_enable(const struct backend *b, const char *arg)
{
	if (b->enable)
		b->enable(arg);
	if (!is_active(b))
		active[nactive++] = b;
}

const struct options *out_cfg;
const struct out_threads *out_thr;

void out_init(const struct options *cfg, const struct out_threads *threads)
{
	bool main_trace = false, to_stdout = false;

	out_cfg = cfg;
	out_thr = threads;
	for (unsigned i = 0; i < nactive; i++)
		main_trace |= active[i]->main_trace;
	if (!main_trace)
		out_enable(out_backend(0), NULL);
	for (unsigned i = 0; i < nactive; i++)
		if (active[i]->main_trace)
			to_stdout |= active[i]->to_stdout;
	sink_init(to_stdout);
	warn_flush_hook = out_flush;
	for (unsigned i = 0; i < nactive; i++) {
		out_wants_nodes |= active[i]->wants_nodes;
		if (active[i]->init)
			active[i]->init();
	}
}

/* Calls hook F of every active backend that has one. */
#define EACH(F, ...) do {						\
	for (unsigned i_ = 0; i_ < nactive; i_++)			\
		if (active[i_]->F)					\
			active[i_]->F(__VA_ARGS__);			\
} while (0)

int out_cut_by;

void out_cut_short(int sig)
{
	out_cut_by = sig;
}

void out_syscall_entry(struct tcb *tcp)
{
	if (tcp->flags & TCB_HIDDEN)
		return;
	EACH(syscall_entry, tcp);
}

/* out_syscall_exit() is called with TCB_INSYSCALL still set only for a
 * call that ends without returning (the thread exited). */
static unsigned call_status(const struct tcb *tcp)
{
	if (tcp->flags & TCB_INSYSCALL)
		return STATUS_UNFINISHED;
	return tcp->call.err ? STATUS_FAILED : STATUS_SUCCESSFUL;
}

void out_syscall_exit(struct tcb *tcp, const struct call_extra *x)
{
	if (tcp->flags & TCB_HIDDEN)
		return;
	EACH(syscall_exit, tcp, call_status(tcp), x);
}

void out_syscall_abandon(struct tcb *tcp)
{
	EACH(syscall_abandon, tcp);
}

void out_signal(struct tcb *tcp, const struct signal_view *sv)
{
	EACH(signal, tcp, sv);
}

void out_exited(struct tcb *tcp, int status)
{
	EACH(exited, tcp, status);
}

void out_message(struct tcb *tcp, const char *fmt, ...)
{
	static struct strbuf text;
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	text.len = 0;
	sb_grow(&text, (size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(text.s, (size_t)n + 1, fmt, ap);
	va_end(ap);
	text.len = (size_t)n;
	EACH(message, tcp, text.s);
}

void out_report(const struct report_view *r)
{
	EACH(report, r);
}

void out_notes_summary(const struct notes_summary_view *s)
{
	EACH(notes_summary, s);
}

void out_notes_suppressed(const struct suppressed_view *s)
{
	EACH(notes_suppressed, s);
}

void out_summary(const struct summary_view *s)
{
	EACH(summary, s);
}

void out_flush(void)
{
	EACH(flush);
	sink_flush();
}

int out_finish(void)
{
	int r = 0;

	for (unsigned i = 0; i < nactive; i++)
		if (active[i]->finish && active[i]->finish() < 0)
			r = -1;
	if (sink_finish() < 0)
		r = -1;
	return r;
}

void out_close_for(struct tcb *tcp)
{
	EACH(close_for, tcp);
	sink_close_for(tcp);
}

void out_take_over(struct tcb *from, struct tcb *to)
{
	to->out->own->line_open = from->out->own->line_open;
	if (from->out->own->line_open)
		EACH(reassign, from, to);
}

void out_pid_changed(struct tcb *tcp, pid_t tid)
{
	if (tcp->flags & TCB_HIDDEN)
		return;
	EACH(pid_changed, tcp, tid);
}

void out_forked(struct tcb *parent, struct tcb *child)
{
	if (parent->flags & TCB_HIDDEN)
		return;
	EACH(forked, parent, child);
}

/* What the line holds beyond itself; the record is the tracer's (one
 * allocation per thread, trace/tcb.c). The stream is closed before
 * (out_close_for). */
void out_task_release(struct out_line *t)
{
	free(t->line.s);
	view_free(t->view);
}
