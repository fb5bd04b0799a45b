/* -k: the stack of each traced syscall, handed to the backends with the
 * call (the text backend prints it after its line the way strace users
 * read it, plus the source line when the module has DWARF line info).
 *
 * The stack is captured at syscall entry (after a successful execve the
 * caller's stack is gone) and printed at exit. Frame strings are copied
 * into a per-thread arena, because another thread's mmap may invalidate
 * the unwinder's own strings before this call ends. */
#include "abitrace.h"
#include "unwind/stacktrace.h"
#include "unwind/libs.h"

#include <stdlib.h>
#include <string.h>

static const struct options *cfg;

void stack_init(const struct options *c)
{
	cfg = c;
#ifdef ENABLE_STACKTRACE
	/* -k asks for the libraries outright: without them, stop before
	 * the trace rather than show every call without its stack. A
	 * note's call site loads them when it first needs one. */
	if (c->stacktrace && unwind_libs_why())
		die("-k: %s", unwind_libs_why());
#endif
}

/* --stack-trace-frame-limit's default, strace's. */
#define DEFAULT_FRAMES 256

/* unwind's per-thread state (tcb.unwind): the frames of its current
 * call; fr grows up to the limit as deep stacks come, so that a limit
 * of millions costs nothing until it is used. */
struct unwind_task {
	struct unwind_frame *fr;
	unsigned n, cap;
	bool cut;		/* a frame past the limit was offered */
	const char *error;	/* why there are no frames, or NULL */
	struct strbuf arena;
	pid_t tid;		/* the thread walked */
};

#ifdef ENABLE_STACKTRACE

static unsigned frame_limit(void)
{
	return cfg->stack_frame_limit ? cfg->stack_frame_limit :
		DEFAULT_FRAMES;
}

struct unwind_proc *stack_proc(struct tcb *tcp)
{
	struct proc *p = proc_of(tcp);

	if (!p->unwind)
		p->unwind = unwind_proc_new(p->pid);
	return p->unwind;
}

static const char *keep(struct unwind_task *st, const char *s)
{
	size_t off;

	if (!s)
		return NULL;
	off = st->arena.len;
	sb_write(&st->arena, s, strlen(s) + 1);
	return (const char *)(uintptr_t)(off + 1);	/* fixed up later */
}

static int take_frame(void *data, const struct unwind_frame *f)
{
	struct unwind_task *st = data;
	struct unwind_frame *o;

	if (st->n == frame_limit()) {
		st->cut = true;
		return 1;
	}
	if (st->n == st->cap) {
		st->cap = st->cap ? st->cap * 2 : 64;
		if (st->cap > frame_limit())
			st->cap = frame_limit();
		st->fr = xrealloc(st->fr, st->cap * sizeof(*st->fr));
	}
	o = &st->fr[st->n++];
	*o = *f;
	o->module = keep(st, f->module);
	o->func = keep(st, f->func);
	o->file = keep(st, f->file);
	/* Without a line, module+offset is what leads back to the code:
	 * which build it is of too (read once per file, bounded). */
	o->build_id = f->file && f->line > 0 ? NULL :
		keep(st, unwind_module_build_id(st->tid, f->module));
	return 0;
}

/* keep() stored arena offsets + 1 (the arena may move while growing);
 * turn them into pointers once the walk is done. */
static const char *fix(struct unwind_task *st, const char *p)
{
	return p ? st->arena.s + ((uintptr_t)p - 1) : NULL;
}

static const char *walk_error(int r)
{
	if (r == UNWIND_UNSUPPORTED)
		return "the libunwind backend cannot unwind 32-bit processes;"
		       " use an abitrace built --with-unwinder=libdw";
	return r < 0 ? "the unwinder failed" : NULL;
}

void stack_capture(struct tcb *tcp)
{
	struct unwind_task *st = tcp->unwind;
	struct unwind_proc *up = stack_proc(tcp);

	if (!st)
		st = tcp->unwind = xcalloc(1, sizeof(*st));
	st->n = 0;
	st->cut = false;
	st->arena.len = 0;
	st->tid = tcp->tid;
	/* One frame past the limit, so that take_frame knows whether the
	 * stack went on. */
	st->error = up ? walk_error(unwind_walk(up, tcp->tid,
						 (int)frame_limit() + 1,
						 take_frame, st)) :
			 "the unwinder failed";
	for (unsigned i = 0; i < st->n; i++) {
		st->fr[i].module = fix(st, st->fr[i].module);
		st->fr[i].func = fix(st, st->fr[i].func);
		st->fr[i].file = fix(st, st->fr[i].file);
		st->fr[i].build_id = fix(st, st->fr[i].build_id);
	}
}

void stack_invalidate(struct tcb *tcp)
{
	struct proc *p = proc_of(tcp);

	if (p->unwind)
		unwind_proc_invalidate(p->unwind);
}

void stack_exec(struct tcb *tcp)
{
	struct proc *p = proc_of(tcp);

	if (p->unwind)
		unwind_proc_exec(p->unwind);
}

#else

struct unwind_proc *stack_proc(struct tcb *tcp) { (void)tcp; return NULL; }
void stack_capture(struct tcb *tcp) { (void)tcp; }
void stack_invalidate(struct tcb *tcp) { (void)tcp; }
void stack_exec(struct tcb *tcp) { (void)tcp; }

#endif

bool stacktrace_needs_syscall(const struct sysdesc *sd)
{
	if (!cfg->stacktrace || !sd)
		return false;
	return (sd->classes & STACKTRACE_SYSCALL_CLASSES) ||
	       (sd_traits(sd) & SDT_EXEC);
}

/* A failed call changed nothing. A successful execve is handled by
 * process_exec (on PTRACE_EVENT_EXEC) before its exit stop; doing it
 * again here is harmless. */
void stack_syscall_exit(struct tcb *tcp)
{
	if (!tcp->call.err && stacktrace_needs_syscall(tcp->call.sd))
		stack_invalidate(tcp);
}

const struct unwind_frame *stack_frames(const struct tcb *tcp, unsigned *n,
					const char **error)
{
	const struct unwind_task *st = tcp->unwind;

	*n = st ? st->n : 0;
	*error = st ? st->error : "no stack was captured";
	return st ? st->fr : NULL;
}

bool stack_cut(const struct tcb *tcp)
{
	const struct unwind_task *st = tcp->unwind;

	return st && st->cut;
}

void stack_free(struct tcb *tcp)
{
	struct unwind_task *st = tcp->unwind;

	if (!st)
		return;
	free(st->arena.s);
	free(st->fr);
	free(st);
	tcp->unwind = NULL;
}
