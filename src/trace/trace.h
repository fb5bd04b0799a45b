/* The tracing core's internal interface. */
#ifndef ABT_TRACE_H
#define ABT_TRACE_H

#include "abitrace.h"

#include <signal.h>

struct trace_state {
	pid_t main_pid;		/* the program we started, or 0 */
	int main_status;	/* its wait status when it ended */
	bool seccomp_active;	/* the launched program gets our filter */
	/* --kill-on-exit, or implied by seccomp_active: the launched
	 * program dies with us, never let go (PTRACE_O_EXITKILL). */
	bool kill_on_exit;
	/* Without -f: its threads and children, which inherit the
	 * filter, are followed silently (trace_task.silent). */
	bool silent_follow;
	unsigned long nstops;	/* ptrace stops seen (debug, tests) */
	/* What the stops cost (debug, tests/trace/stop-costs.test): register
	 * reads (ptrace requests) and wait calls made; of those, the
	 * waits for any tracee, which walk the kernel's list of them. */
	unsigned long nregreads, nwaits, nwaits_any;
	uint64_t event_stime_ns;	/* the tracee's system time then */
	unsigned ptrace_opts;
	volatile sig_atomic_t interrupted;	/* SIGINT/TERM/HUP seen */
	unsigned long ncaptured;	/* calls shown, for --syscall-limit */
	bool limit_reached;	/* --syscall-limit: detach all now */
	const struct options *cfg;	/* main's options, read-only */
	void (*child_setup)(void);	/* main's, in the launched child */
};

extern struct trace_state trace;

/* tcb.c: a ring of restarted threads, oldest first (process.c's
 * guesses). pop returns NULL when it is empty. */
void tcb_ring_push(struct tcb *tcp);
struct tcb *tcb_ring_pop(void);

/* startmain.c: --start-at=main. cfg: the options. */
void startmain_init(const struct options *cfg);
/* Whether calls are still hidden until main. */
bool startmain_pending(void);
/* At the launched program's execve: a program without main ends the
 * run with a one-line error. */
void startmain_exec(struct tcb *tcp);
/* At a traced call's entry: whether main is on the stack now (from
 * then on, true for every call). */
bool startmain_reached(struct tcb *tcp);

/* loop.c */
/* cfg: the options; child_setup: run by the launched child between
 * being seized and its execve (-E, -u). */
void trace_init(const struct options *cfg, void (*child_setup)(void));
void trace_dispatch(pid_t tid, int status);
void trace_restart(struct tcb *tcp, int sig);
/* Shows the end of tcp's held call (a possible feature probe, whose
 * note waits for the next call); next_call: tcp is at that call's entry
 * stop, its number and arguments read. */
void trace_release_exit(struct tcb *tcp, bool next_call);
/* --abi-report=verify (verify.c): runs the program again once per call
 * newer than its ABI, that call failing with ENOSYS, and hands the
 * notes layer what each run did; status: this run's wait status. */
void trace_verify(int status);

/* elfuse.c: whether the ELF file at path has a function symbol name in
 * its dynamic or static symbol table, imported or defined: 1 yes, 0 no,
 * -1 not an ELF file of ours, or unreadable. */
int elf_names_function(const char *path, const char *name);

/* limits.c: the tracer's soft RLIMIT_NOFILE up to its hard limit (at
 * init); the launched program's back to the one we were given (in the
 * child, before its execve). */
void trace_raise_nofile(void);
void trace_restore_nofile(void);

/* process.c */
pid_t trace_launch(char **argv);
int trace_attach(pid_t pid);
int trace_run(void);
pid_t child_tgid(struct tcb *parent, pid_t child);
/* At a fork event: the flags of the parent's clone or clone3 (0 for
 * fork, vfork, or when they cannot be read). */
uint64_t parent_clone_flags(struct tcb *parent);
/* tcb.c: marks a thread as followed silently. */
void tcb_set_silent(struct tcb *tcp);
void tcb_take_over(struct tcb *leader, struct tcb *from);

/* Hooks around process lifetime, for the notes engine and unwinder. */
void process_forked(struct tcb *parent, struct tcb *child);
void process_exec(struct tcb *tcp);
void process_exited(struct tcb *tcp);
void after_syscall_hooks(struct tcb *tcp);

#endif
