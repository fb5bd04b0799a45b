/* -k stack traces and call sites, on top of unwind.h. */
#ifndef ABT_STACKTRACE_H
#define ABT_STACKTRACE_H

#include "abitrace.h"
#include "unwind/unwind.h"

/* The unwinder state of tcp's process (NULL without an unwinder). */
struct unwind_proc *stack_proc(struct tcb *tcp);
/* Walks the stack of the syscall being entered; kept until the next. */
void stack_capture(struct tcb *tcp);
/* The frames captured for the current syscall (strings owned by the
 * thread's arena); *error says in one line why the walk failed (NULL
 * when it did not). */
const struct unwind_frame *stack_frames(const struct tcb *tcp, unsigned *n,
					const char **error);
/* Whether the stack had more frames than the limit kept. */
bool stack_cut(const struct tcb *tcp);
/* The address space of tcp's process changed. */
void stack_invalidate(struct tcb *tcp);
/* An execve that worked, seen whether or not -k is on: the unwinder's
 * checks of the old address space (note call sites) must stop. */
void stack_exec(struct tcb *tcp);

/*
 * The syscalls whose exits -k must see even when they are not traced:
 * the memory class (mmap, mmap2, munmap, mremap, mprotect, pkey_mprotect,
 * brk, shmat, shmdt, ...) changes the mappings, and execve/execveat
 * replace them. Missing one leaves the unwinder with stale mappings:
 * frames of a dlopen'ed library come out as "?" or, worse, named after
 * whatever was mapped there before.
 *
 * For a seccomp-bpf filter that lets untraced syscalls run without
 * stopping: with -k, every syscall for which this returns true must
 * still stop (SECCOMP_RET_TRACE), and its exit must be seen (restart
 * with PTRACE_SYSCALL, as for a traced call); the call stays hidden
 * when the trace set excludes it. Returns false without -k, and for
 * syscalls our tables do not know (sd == NULL).
 */
#define STACKTRACE_SYSCALL_CLASSES CLS_MEMORY
bool stacktrace_needs_syscall(const struct sysdesc *sd);
/* cfg: the options, read-only (-k). */
void stack_init(const struct options *cfg);
/* At every syscall exit, traced or hidden: invalidates the unwinder's
 * mappings after a successful call that changed them. */
void stack_syscall_exit(struct tcb *tcp);
void stack_free(struct tcb *tcp);

#endif
