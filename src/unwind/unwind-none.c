/*
 * Built without an unwinder (--with-unwinder=none): -k is unavailable
 * and notes carry no call site. Link this file alone, without
 * callsite.c: it provides unwind_call_site too.
 */
#include <stddef.h>
#include "unwind.h"

const char *unwind_backend(void)
{
	return "none";
}

struct unwind_proc *unwind_proc_new(pid_t pid)
{
	(void)pid;
	return NULL;
}

void unwind_proc_free(struct unwind_proc *up)
{
	(void)up;
}

void unwind_proc_invalidate(struct unwind_proc *up)
{
	(void)up;
}

void unwind_stop_regs(struct unwind_proc *up, pid_t tid, uint64_t pc,
		      uint64_t sp)
{
	(void)up;
	(void)tid;
	(void)pc;
	(void)sp;
}

/* No query descriptor of its own. */
int unwind_maps_fd(struct unwind_proc *up)
{
	(void)up;
	return -1;
}

void unwind_proc_exec(struct unwind_proc *up)
{
	(void)up;
}

int unwind_walk(struct unwind_proc *up, pid_t tid, int max_frames,
		unwind_cb cb, void *data)
{
	(void)up;
	(void)tid;
	(void)max_frames;
	(void)cb;
	(void)data;
	return -1;
}

int unwind_call_site(struct unwind_proc *up, pid_t tid,
		     struct unwind_frame *site)
{
	(void)up;
	(void)tid;
	(void)site;
	return -1;
}

int unwind_call_site_by(struct unwind_proc *up, pid_t tid,
			struct unwind_frame *site, struct call_by *by)
{
	(void)by;
	return unwind_call_site(up, tid, site);
}

int unwind_module_role(pid_t tid, const char *path, char *name, size_t size)
{
	(void)tid;
	(void)path;
	if (size)
		name[0] = '\0';
	return MODULE_OTHER;
}

/* No frame is ever walked here; the notes link against these all the
 * same. */
bool unwind_user_lines_only;

bool unwind_module_is_user(const char *path)
{
	(void)path;
	return false;
}

int unwind_module_defines(pid_t tid, const char *path, const char *name)
{
	(void)tid;
	(void)path;
	(void)name;
	return -1;
}

int unwind_stack_has_program_func(struct unwind_proc *up, pid_t tid,
				  const char *name, const char *caller)
{
	(void)up;
	(void)tid;
	(void)name;
	(void)caller;
	return -1;
}

const char *unwind_module_build_id(pid_t tid, const char *path)
{
	(void)tid;
	(void)path;
	return NULL;
}
