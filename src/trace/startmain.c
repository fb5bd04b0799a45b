/* --start-at=main: nothing is shown before the program's main is on
 * the stack of a call, so that a trace starts where the student's code
 * does, not with the dynamic loader's thirty calls.
 *
 * The stack is walked at each traced call until the first one with a
 * frame of main in an executable (the unwinder names it from the
 * program's symbol table, PIE or not, static or dynamic); from then on
 * every call is shown, in every process. A breakpoint at main's address
 * would cost no walk, but it means writing the tracee's code and
 * stepping over it on each architecture; the walks stop at main, a few
 * dozen calls into the run. Calls the loader makes itself (its code is
 * known by address) are never from main: no walk for them.
 *
 * Without a symbol main in the program (a stripped binary, a script's
 * interpreter) the first call could never come: abitrace says so at
 * the program's execve and ends, instead of showing nothing. */
#include "abitrace.h"
#include "trace/trace.h"
#include "unwind/stacktrace.h"
#include "output/view.h"

#include <limits.h>
#include <stdio.h>
#include <unistd.h>

static bool pending;	/* main not reached yet */
static bool checked;	/* the program's file was looked at */

void startmain_init(const struct options *cfg)
{
	pending = cfg->start_main;
}

bool startmain_pending(void)
{
	return pending;
}

/* The executable of tcp's process, from its /proc link: the file the
 * unwinder's frames name. */
static bool exe_path(const struct tcb *tcp, char *buf, size_t size)
{
	char link[64];
	ssize_t n;

	snprintf(link, sizeof(link), "/proc/%d/exe", proc_tid(tcp->pid));
	n = readlink(link, buf, size - 1);
	if (n <= 0)
		return false;
	buf[n] = '\0';
	return true;
}

/* Once, at the program's execve (or, with -p, the first call seen): a
 * program without main ends the run in one line. */
static void check_program(struct tcb *tcp)
{
	char exe[PATH_MAX];
	int r;

	checked = true;
	if (!exe_path(tcp, exe, sizeof(exe)))
		die("--start-at=main: cannot find the executable of process %d",
		    tcp->pid);
	r = unwind_module_defines(tcp->tid, exe, "main");
	if (r < 0)
		die("--start-at=main: cannot read the symbols of %s", exe);
	if (!r)
		die("--start-at=main: %s has no symbol main (stripped?)", exe);
}

void startmain_exec(struct tcb *tcp)
{
	if (pending && !checked && tcp->pid == trace.main_pid)
		check_program(tcp);
}

bool startmain_reached(struct tcb *tcp)
{
	struct unwind_proc *up;

	if (!pending)
		return true;
	if (!checked)
		check_program(tcp);
	if (proc_ip_in_loader(tcp) || !(up = stack_proc(tcp)))
		return false;
	/* Not every mmap stops (our seccomp filter, -e trace=): never
	 * trust the unwinder's idea of the mappings here. */
	unwind_proc_invalidate(up);
	/* glibc (2.34 on) calls main from __libc_start_call_main, and
	 * constructors from elsewhere: its frame is main running even
	 * when the unwinder skipped main's own. */
	if (unwind_stack_has_program_func(up, tcp->tid, "main",
					  "__libc_start_call_main") <= 0)
		return false;
	pending = false;
	return true;
}
