/* The tracer's own per-thread bookkeeping, reached through tcb.tr: no
 * layer below trace/ sees it. */
#ifndef ABT_TASK_H
#define ABT_TASK_H

#include "abitrace.h"

enum { SILENT_TASK = 1, SILENT_PROGRAM = 2 };

struct held_regs {
	uint64_t scno, args[MAX_ARGS], ip, sp;
	unsigned char pers;
};

struct trace_task {
	struct tcb *hash_next;	/* tcb.c's bucket chain */
	unsigned pass;		/* last collection pass that handled it */
	/* Its entry in process.c's ring of restarted threads (0: none). */
	unsigned ring_seq;
	/* TCB_EXIT_HELD: the registers of the call whose end is held
	 * while the next call's entry is read (trace/loop.c). Made at the
	 * thread's first held call: few threads ever hold one, and 80
	 * bytes in every record are 80 kB with 1,000 threads. */
	struct held_regs *held;
	/* -e inject=: the thread's counts and held signal (inject.c). */
	struct inj_task *inj_task;
	/* Its install in progress and TSYNC waits (ownfilter.h). */
	struct own_task *own;
	/* The program's own seccomp filters, per thread as in the kernel
	 * (NULL: none of its own): ownfilter.c reads them into it; core/
	 * bpf.c runs them and the notes read them through sc_chain_of(),
	 * the function trace hands core at init. */
	struct sc_chain *filters;
	/* Followed only because it inherits our seccomp filter, which
	 * needs a tracer (no -f, trace.silent_follow): SILENT_TASK is
	 * never shown, never counted, always restarted with PTRACE_CONT.
	 * SILENT_PROGRAM: the program's own leader once a silent thread
	 * of it called execve: what it runs now is that thread's, but
	 * its end is the program's, shown as without the filter. */
	unsigned char silent;
	/* A silent task we are the parent of (CLONE_PARENT): its end is
	 * an unknown pid's, as without the filter. */
	bool our_child;
	/* Its last stop was the entry of a hidden call whose exit nothing
	 * reads (loop.c, exit_unread): the next syscall stop is that exit,
	 * restarted without a register read. Any other stop clears it. */
	bool quiet_exit;
	/* Another thread's execve replaced this leader under -e status=:
	 * until one of its traced calls ends, what it shows is held as an
	 * unfinished call's output is, so its "+++ exited" line is dropped
	 * unless status=detached is asked (strace 7.2's staged output). */
	bool exit_held;
	/* The personality of its last stop, to tell a change of ABI
	 * (here, beside the other bytes: no padding of its own). */
	unsigned char last_pers;
};

#endif
