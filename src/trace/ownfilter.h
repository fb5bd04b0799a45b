/* The program's own seccomp filters: seeing them installed, reading
 * them, and tracing their threads by syscall stepping. */
#ifndef ABT_OWNFILTER_H
#define ABT_OWNFILTER_H

#include "abitrace.h"
#include "trace/task.h"

/* A thread's install in progress and TSYNC waits (tcb.tr->own), made at its
 * first install or when a TSYNC install of another thread holds it. */
struct own_task {
	unsigned char install;	/* SCI_* of the call in progress, 0: none */
	unsigned wait;		/* threads a TSYNC install waits for */
	pid_t holder;		/* the TSYNC installer this thread holds */
};

/* The thread is in an install call: its exit must be seen. */
static inline bool ownfilter_installing(const struct tcb *tcp)
{
	return tcp->tr->own && tcp->tr->own->install;
}

/* The thread waits at a TSYNC install for others to stop. */
static inline bool ownfilter_waiting(const struct tcb *tcp)
{
	return tcp->tr->own && tcp->tr->own->wait;
}

/* Before launching: whether abitrace itself runs under a seccomp filter
 * (a container, a systemd unit), which the program would inherit.
 * Returns true when it does; the launched thread then gets filters of
 * its own from its first stop (ownfilter_launched). */
bool ownfilter_tracer_filtered(void);
void ownfilter_launched(struct tcb *tcp);

/* -p: a thread just seized; reads its mode from /proc. */
void ownfilter_attached(struct tcb *tcp);

/* A syscall entry of tcp, shown or hidden, whose description has
 * SDT_SECCOMP or SDT_PRCTL: notices a request to install a filter.
 * Returns true when tcp must stay stopped until other threads have
 * stopped (a TSYNC install while they run without stepping). */
bool ownfilter_entry(struct tcb *tcp);
/* The exit of that call (ownfilter_installing): on success, the thread
 * (and with TSYNC its process) has a new filter. */
void ownfilter_exit(struct tcb *tcp);

/* A PTRACE_EVENT_SECCOMP stop of a thread with filters of its own,
 * after its entry stop: when the program's filter, not ours, answered
 * SECCOMP_RET_TRACE, the call fails with ENOSYS as it would without a
 * tracer, instead of running because abitrace asked for such stops. */
void ownfilter_trace_stop(struct tcb *tcp);

/* A stop of a thread flagged TCB_SC_FETCH or TCB_SC_SYNC. */
void ownfilter_stop(struct tcb *tcp);
/* A new thread or process: it inherits its parent's filters. */
void ownfilter_fork(struct tcb *parent, struct tcb *child);
/* tcp is going away (exit, or freed). */
void ownfilter_gone(struct tcb *tcp);
struct sc_chain;
/* Its own filters (tcb.tr), for core's sc_chain_hook. */
const struct sc_chain *ownfilter_chain(const struct tcb *tcp);
/* Detaching: a thread held at a TSYNC install would never report the
 * interrupt, so it goes on now. Returns whether it was restarted. */
bool ownfilter_release_waiter(struct tcb *tcp);

#endif
