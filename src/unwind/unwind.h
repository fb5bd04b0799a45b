/* Stack unwinding of a stopped tracee thread (-k and note call sites). */
#ifndef ABT_UNWIND_H
#define ABT_UNWIND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "../output/frame.h"	/* struct unwind_frame */

/* Per-process state: mappings and symbol tables, cached across walks. */
struct unwind_proc;

/* Called once; returns the backend's name ("libdw", "libunwind"). */
const char *unwind_backend(void);

struct unwind_proc *unwind_proc_new(pid_t pid);
void unwind_proc_free(struct unwind_proc *up);

/* The address space changed (mmap, munmap, mremap, mprotect, execve):
 * drop cached mappings so the next walk rereads them. Cheap: the reread
 * happens lazily. */
void unwind_proc_invalidate(struct unwind_proc *up);

/* Thread tid's pc and stack pointer at this stop, as the tracer read
 * them with the stop (PTRACE_GET_SYSCALL_INFO): the next walk of tid
 * uses them instead of reading the registers again where its first
 * step needs no other register (a CFA of sp + N), and forgets them.
 * Give them only when they are the thread's registers now. */
void unwind_stop_regs(struct unwind_proc *up, pid_t tid, uint64_t pc,
		      uint64_t sp);

/* The process ran execve: nothing of the old address space holds. */
void unwind_proc_exec(struct unwind_proc *up);

/* Walk the stack of thread tid (a thread of up's process, ptrace-stopped).
 * cb is called innermost frame first; a non-zero return stops the walk.
 * Strings in the frame stay valid until the next invalidate or free.
 * Returns the number of frames walked, -1 on error, or
 * UNWIND_UNSUPPORTED when the backend cannot walk this process at all
 * (a 32-bit tracee under libunwind): worth saying once, not as noise. */
#define UNWIND_UNSUPPORTED (-2)
typedef int (*unwind_cb)(void *data, const struct unwind_frame *f);
int unwind_walk(struct unwind_proc *up, pid_t tid, int max_frames,
		unwind_cb cb, void *data);

/* A descriptor of /proc/PID/maps on the process's current address space
 * that the unwinder keeps for its PROCMAP_QUERY checks (vma-check.c),
 * or -1: closed at exec and when the process goes, so it never answers
 * for another program; the caller only borrows it (never closes it). */
int unwind_maps_fd(struct unwind_proc *up);

/* The call site of the current syscall: the innermost frame whose module
 * is not libc, ld.so, libpthread or another system library. Returns 0 and
 * fills *site when found; the frame's strings live as in unwind_walk. */
int unwind_call_site(struct unwind_proc *up, pid_t tid,
		     struct unwind_frame *site);

/* Who a frame's module is (unwind_module_role). */
enum {
	MODULE_OTHER,		/* [vdso] and other pseudo modules, unknown */
	MODULE_RUNTIME,		/* the C runtime: libc, ld.so, libpthread, ... */
	MODULE_PROGRAM,		/* an executable */
	MODULE_LIBRARY,		/* any other shared object */
};

/* Who made the current syscall: the module of the innermost frame
 * outside the C runtime, MODULE_RUNTIME when every frame is the C
 * runtime's (the loader before main, a thread the C runtime started).
 * name: a library's DT_SONAME, or its base name; raw bytes of the
 * traced program's file, to be escaped. */
struct call_by {
	int role;
	char name[64];
};

/* unwind_call_site, and who made the call. With no frame of the
 * program, the site is the innermost frame outside the C runtime when
 * there is one. */
int unwind_call_site_by(struct unwind_proc *up, pid_t tid,
			struct unwind_frame *site, struct call_by *by);

/* The role of the module at path, read (as thread tid could read it)
 * from its ELF headers: the C runtime by DT_SONAME, an executable by
 * ET_EXEC, PT_INTERP or DF_1_PIE; a file that cannot be read by its
 * base name. A library's soname (or base name) goes to name. */
int unwind_module_role(pid_t tid, const char *path, char *name, size_t size);

/* The GNU build ID of the module at path in hex (read as thread tid
 * could, through the cache unwind_module_role reads), or NULL. */
const char *unwind_module_build_id(pid_t tid, const char *path);

/* --start-at=main. Whether the ELF file at path, read as thread tid
 * could read it, defines a function called name (in .symtab, or in
 * .dynsym when stripped): 1, 0, or -1 when it cannot be read. */
int unwind_module_defines(pid_t tid, const char *path, const char *name);
/* Whether a frame of thread tid's stack is the function name of an
 * executable (a program's main, not a library's function of that
 * name), or the C runtime's function caller (NULL: none) that calls it
 * and nothing before it: 1, 0, or -1 when the walk failed. */
int unwind_stack_has_program_func(struct unwind_proc *up, pid_t tid,
				  const char *name, const char *caller);

/* For the backends: while true (during unwind_call_site), frames of
 * system libraries are not given source lines. */
extern bool unwind_user_lines_only;
bool unwind_module_is_user(const char *path);

#endif
