/* -k stack traces and call sites, on top of unwind.h. */
#ifndef ABT_STACKTRACE_H
#define ABT_STACKTRACE_H

#include "abitrace.h"
#include "unwind/unwind.h"

struct stack_frame {
	struct unwind_frame f;	/* strings owned by the thread's arena */
};

/* The unwinder state of tcp's process (NULL without an unwinder). */
struct unwind_proc *stack_proc(struct tcb *tcp);
/* Walks the stack of the syscall being entered; kept until the next. */
void stack_capture(struct tcb *tcp);
/* The frames captured for the current syscall. */
const struct stack_frame *stack_frames(const struct tcb *tcp, unsigned *n,
				       bool *failed);
/* The address space of tcp's process changed. */
void stack_invalidate(struct tcb *tcp);
void stack_format_frame(struct strbuf *sb, const struct unwind_frame *f);
void stack_free(struct tcb *tcp);

#endif
