/*
 * Unwinder backend on elfutils libdwfl.
 *
 * One Dwfl per process. Mappings are (re)reported lazily: invalidate only
 * marks them stale, and the next walk calls dwfl_report_begin/end again,
 * which keeps the modules that are still mapped at the same place (and
 * their already loaded symbol tables and DWARF). The tracer has the
 * threads ptrace-stopped already, so libdwfl is told not to attach.
 *
 * A walk after an invalidation whose /proc/PID/maps reads the same as at
 * the last report reports nothing (refresh, read_maps); one whose frames
 * all run in mappings the kernel says are still the reported ones reads
 * no maps at all (unwind_walk, vma-check.c).
 *
 * A call site's first step is taken here, without libdwfl's unwinder,
 * when libdwfl would take it from a plain .eh_frame rule (fast_walk).
 *
 * Symbolised frames are cached by pc for as long as the set of modules
 * stays the same: most invalidations are for anonymous memory (malloc,
 * thread stacks) and leave every pc's module, symbol and line as they
 * were. Symbolising a frame costs ~100 us, a cached one ~1 us.
 *
 * The Dwfl's unwinding state (dwfl_linux_proc_attach) is tied to the
 * executable's machine: libdwfl picks its ebl backend from /proc/PID/exe
 * once. After an execve of another executable (possibly of another
 * bitness) the whole Dwfl is rebuilt. Doing this is also what makes
 * 32-bit tracees work: the i386 backend reads the 64-bit tracer's
 * ptrace registers and truncates memory reads to 32 bits.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <sys/user.h>
#include <gelf.h>
#include <elfutils/libdwfl.h>
#include <dwarf.h>
#include "unwind.h"
#include "dwfl-sym.h"
#include "dwfl-door.h"
#include "frame-cache.h"
#include "vma-check.h"
#include "core/core.h"
#include "libs.h"

struct unwind_proc {
	pid_t pid;
	Dwfl *dwfl;
	bool stale;		/* mappings must be reported again */
	dev_t exe_dev;		/* the executable the Dwfl is built for */
	ino_t exe_ino;
	struct frame_cache cache;
	char *maps;		/* /proc/PID/maps as last reported, or NULL */
	size_t maps_len;
	struct vma_table vt;	/* the same, parsed, and its query fd */
	/* A Dwfl and cache replaced in the middle of a walk, whose frames
	 * the caller still holds: freed at the next walk. */
	Dwfl *old_dwfl;
	struct frame_cache old_cache;
	/* unwind_stop_regs: the registers the tracer read with this stop,
	 * for the next walk of stop_tid (0: none). */
	pid_t stop_tid;
	uint64_t stop_pc, stop_sp;
};

static char *debuginfo_path;

/* Files the process names are opened through the door (dwfl-door.c),
 * never by libdwfl's own look-ups. */
static const Dwfl_Callbacks proc_callbacks = {
	.find_elf = dwfl_door_find_elf,
	.find_debuginfo = dwfl_door_find_debuginfo,
	.debuginfo_path = &debuginfo_path,
};

const char *unwind_backend(void)
{
	return "libdw";
}

struct unwind_proc *unwind_proc_new(pid_t pid)
{
	struct unwind_proc *up = calloc(1, sizeof(*up));

	if (!up)
		return NULL;
	up->pid = pid;
	up->stale = true;
	vma_table_init(&up->vt);
	return up;
}

static void free_retired(struct unwind_proc *up)
{
	if (!up->old_dwfl)
		return;
	frame_cache_clear(&up->old_cache);
	dwfl_end(up->old_dwfl);
	up->old_dwfl = NULL;
}

void unwind_proc_free(struct unwind_proc *up)
{
	if (!up)
		return;
	free_retired(up);
	vma_table_clear(&up->vt);
	frame_cache_clear(&up->cache);
	if (up->dwfl)
		dwfl_end(up->dwfl);
	free(up->maps);
	free(up);
}

void unwind_proc_invalidate(struct unwind_proc *up)
{
	if (!up)
		return;
	/* The frame cache goes in refresh(), if the modules changed. */
	up->stale = true;
}

void unwind_stop_regs(struct unwind_proc *up, pid_t tid, uint64_t pc,
		      uint64_t sp)
{
	if (!up)
		return;
	up->stop_tid = tid;
	up->stop_pc = pc;
	up->stop_sp = sp;
}

int unwind_maps_fd(struct unwind_proc *up)
{
	return up ? up->vt.fd : -1;
}

void unwind_proc_exec(struct unwind_proc *up)
{
	if (!up)
		return;
	/* Its query descriptor is the old program's address space. */
	vma_table_clear(&up->vt);
	up->stale = true;
}

static int stat_exe(pid_t pid, struct stat *st)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/%d/exe", (int)pid);
	return stat(path, st);
}

static int count_module(Dwfl_Module *mod, void **userdata,
			const char *name, Dwarf_Addr start, void *arg)
{
	(void)mod;
	(void)userdata;
	(void)name;
	(void)start;
	++*(unsigned long *)arg;
	return DWARF_CB_OK;
}

static unsigned long count_modules(Dwfl *dwfl)
{
	unsigned long n = 0;

	dwfl_getmodules(dwfl, count_module, &n, 0);
	return n;
}

static int count_removed(Dwfl_Module *mod, void *userdata,
			 const char *name, Dwarf_Addr start, void *arg)
{
	(void)mod;
	(void)userdata;
	(void)name;
	(void)start;
	++*(unsigned long *)arg;
	return DWARF_CB_OK;
}

/*
 * Report the mappings again. *changed tells whether the set of modules
 * changed: with none removed and as many as before, none was added
 * either, and what the frame cache says about each pc still holds.
 */
static int report_maps(struct unwind_proc *up, bool *changed)
{
	unsigned long before = count_modules(up->dwfl), removed = 0;
	int ret;

	dwfl_report_begin(up->dwfl);
	ret = dwfl_linux_proc_report(up->dwfl, up->pid);
	if (dwfl_report_end(up->dwfl, count_removed, &removed) || ret)
		return -1;
	*changed = removed || count_modules(up->dwfl) != before;
	return 0;
}

static void drop_dwfl(struct unwind_proc *up)
{
	if (!up->dwfl)
		return;
	frame_cache_clear(&up->cache);	/* its strings are the Dwfl's */
	dwfl_end(up->dwfl);
	up->dwfl = NULL;
}

static int new_dwfl(struct unwind_proc *up, const struct stat *exe)
{
	bool changed;

	if (unwind_libs_load())
		return -1;
	up->dwfl = dwfl_begin(&proc_callbacks);
	if (!up->dwfl)
		return -1;
	if (report_maps(up, &changed) ||
	    dwfl_linux_proc_attach(up->dwfl, up->pid, true)) {
		drop_dwfl(up);
		return -1;
	}
	up->exe_dev = exe->st_dev;
	up->exe_ino = exe->st_ino;
	return 0;
}

/*
 * /proc/PID/maps as text, in a malloc'd copy, or NULL. Note call sites
 * invalidate before every walk (not every mmap stops), and reporting
 * the maps again through libdwfl (parsing every line, looking up every
 * module) cost ~100 us a walk; reading the text costs the kernel's part
 * of that alone, and nothing when failure-cause read it at this stop
 * already (proc_maps_text). The same text is the same mappings of the
 * same files (device, inode, offset, path): nothing to report.
 */
static char *read_maps(pid_t pid, size_t *len)
{
	const char *text = proc_maps_text(pid, len);
	char *copy;

	if (!text)
		return NULL;
	copy = malloc(*len ? *len : 1);
	if (copy)
		memcpy(copy, text, *len);
	return copy;
}

/* Bring the Dwfl up to date with the process' mappings. */
static int refresh(struct unwind_proc *up)
{
	struct stat exe;
	bool changed;
	char *maps;
	size_t maps_len = 0;

	if (!up->stale)
		return 0;
	if (stat_exe(up->pid, &exe))
		return -1;
	if (up->dwfl && (exe.st_dev != up->exe_dev ||
			 exe.st_ino != up->exe_ino))
		drop_dwfl(up);	/* execve'd: maybe another machine */
	/* Read before libdwfl reads: a change in between makes the next
	 * text differ from this one, and so is reported then. */
	maps = read_maps(up->pid, &maps_len);
	if (up->dwfl && maps && up->maps && maps_len == up->maps_len &&
	    !memcmp(maps, up->maps, maps_len)) {
		if (up->vt.fd < 0)
			vma_table_set(&up->vt, up->pid, maps, maps_len);
		free(maps);
		up->stale = false;
		return 0;
	}
	vma_table_clear(&up->vt);
	free(up->maps);
	up->maps = NULL;
	if (!up->dwfl) {
		if (new_dwfl(up, &exe)) {
			free(maps);
			return -1;
		}
	} else if (report_maps(up, &changed)) {
		frame_cache_clear(&up->cache);
		free(maps);
		return -1;
	} else if (changed) {
		frame_cache_clear(&up->cache);
	}
	up->maps = maps;
	up->maps_len = maps_len;
	if (maps)
		vma_table_set(&up->vt, up->pid, maps, maps_len);
	up->stale = false;
	return 0;
}

static const struct unwind_frame *symbolise(struct unwind_proc *up,
					    Dwarf_Addr pc, bool activation,
					    struct unwind_frame *scratch)
{
	const struct unwind_frame *f;

	bool complete;

	f = frame_cache_find(&up->cache, pc, activation,
			     !unwind_user_lines_only);
	if (f)
		return f;
	memset(scratch, 0, sizeof(*scratch));
	scratch->pc = pc;
	complete = dwfl_sym_fill(up->dwfl, activation, scratch);
	f = frame_cache_add(&up->cache, activation, !complete, scratch);
	return f ? f : scratch;	/* out of memory: uncached is fine */
}

struct walk {
	struct unwind_proc *up;
	int max_frames;
	int count;
	int skip;		/* frames handed to cb before a restart */
	bool verify;		/* check each frame's mapping first */
	bool changed;		/* a frame's mapping was not the reported one */
	unwind_cb cb;
	void *data;
};

/* One frame of a walk, from libdwfl's or the first step's (fast_walk). */
static int walk_frame(struct walk *w, Dwarf_Addr pc, bool activation)
{
	struct unwind_frame scratch;
	const struct unwind_frame *f;

	/* A return address is looked up at pc - 1, as symbolise does:
	 * the call instruction's mapping is the one that counts. */
	if (w->verify &&
	    vma_check(&w->up->vt, activation ? pc : pc - 1) != VMA_SAME) {
		w->changed = true;
		return DWARF_CB_ABORT;
	}
	if (w->count < w->skip) {
		w->count++;
		return DWARF_CB_OK;
	}
	f = symbolise(w->up, pc, activation, &scratch);
	w->count++;
	if (w->cb(w->data, f) || w->count >= w->max_frames)
		return DWARF_CB_ABORT;
	return DWARF_CB_OK;
}

static int frame_cb(Dwfl_Frame *state, void *arg)
{
	Dwarf_Addr pc;
	bool activation;

	if (!dwfl_frame_pc(state, &pc, &activation))
		return DWARF_CB_ABORT;
	return walk_frame(arg, pc, activation);
}

#if defined(__x86_64__)
/*
 * The first step of a walk without libdwfl's unwinder, which costs
 * ~10,000 instructions a step: a note's call site is most often the
 * return address of the libc function that made the call (frame 1), and
 * libdwfl unwinds that frame too, to tell whether it is an activation.
 *
 * Taken only where the answer is libdwfl's own: its first step looks in
 * the module's .eh_frame first, and when the FDE there says CFA = REG +
 * OFFSET and the return address is saved at CFA + N, it reads the
 * registers with PTRACE_GETREGS and the word at that address, as done
 * here. Frame 1 is an activation only when its own FDE is a signal
 * frame's: one found in .eh_frame and not a signal frame's says no.
 * Anything else (no FDE, another rule, a signal frame, a 32-bit or x32
 * module, an unreadable word) is left to libdwfl from frame 0.
 */
/* x86_64's DWARF registers 0..15 in struct user_regs_struct; 16 is the
 * return address column. */
#define UREG(r) offsetof(struct user_regs_struct, r)
static const size_t dwarf_ureg[16] = {
	UREG(rax), UREG(rdx), UREG(rcx), UREG(rbx), UREG(rsi), UREG(rdi),
	UREG(rbp), UREG(rsp), UREG(r8), UREG(r9), UREG(r10), UREG(r11),
	UREG(r12), UREG(r13), UREG(r14), UREG(r15),
};
#define X86_64_RA_COLUMN 16

/* The .eh_frame rule at pc of an x86_64 ELFCLASS64 module, or NULL
 * (the caller frees it). */
static Dwarf_Frame *eh_frame_at(Dwfl *dwfl, Dwarf_Addr pc, bool *signal)
{
	Dwfl_Module *mod = dwfl_addrmodule(dwfl, pc);
	Dwarf_Addr bias, start, end;
	Dwarf_Frame *frame;
	Dwarf_CFI *cfi;
	GElf_Ehdr eh;
	Elf *elf;

	if (!mod || !(elf = dwfl_module_getelf(mod, &bias)) ||
	    !gelf_getehdr(elf, &eh) || eh.e_machine != EM_X86_64 ||
	    eh.e_ident[EI_CLASS] != ELFCLASS64 ||
	    !(cfi = dwfl_module_eh_cfi(mod, &bias)) ||
	    dwarf_cfi_addrframe(cfi, pc - bias, &frame))
		return NULL;
	if (dwarf_frame_info(frame, &start, &end, signal) < 0) {
		free(frame);
		return NULL;
	}
	return frame;
}

/* Frame 0's rule at pc into fr, when it is simple (!fr->ok otherwise). */
static void step_rule(Dwfl *dwfl, Dwarf_Addr pc, struct frame_rule *fr)
{
	Dwarf_Op mem[3], *ops;
	Dwarf_Frame *frame;
	size_t n;
	bool signal = true, ok;

	fr->ok = false;
	frame = eh_frame_at(dwfl, pc, &signal);
	if (!frame)
		return;
	ok = !signal && !dwarf_frame_cfa(frame, &ops, &n) && n == 1 &&
	     ops[0].atom == DW_OP_bregx && ops[0].number < 16;
	if (ok) {
		fr->reg = (unsigned char)ops[0].number;
		fr->cfa_off = ops[0].number2;
		fr->ra_off = 0;
		ok = !dwarf_frame_register(frame, X86_64_RA_COLUMN, mem, &ops,
					   &n) &&
		     n >= 1 && n <= 2 && ops[0].atom == DW_OP_call_frame_cfa;
	}
	if (ok && n == 2) {
		ok = ops[1].atom == DW_OP_plus_uconst;
		fr->ra_off = ops[1].number;
	}
	free(frame);
	fr->ok = ok;
}

/* fr's slot for pc, filled by step_rule (frame 0's) or the caller
 * check (frame 1's) when it holds no answer for pc yet. */
static const struct frame_rule *rule_of(struct unwind_proc *up,
					 struct frame_rule *table,
					 Dwarf_Addr pc, bool caller)
{
	struct frame_rule *fr = frame_rule_slot(table, pc);
	Dwarf_Frame *frame;
	bool signal = true;

	if (fr->valid && fr->pc == pc)
		return fr;
	fr->valid = true;
	fr->pc = pc;
	if (!caller) {
		step_rule(up->dwfl, pc, fr);
		return fr;
	}
	frame = eh_frame_at(up->dwfl, pc, &signal);
	free(frame);
	fr->ok = frame && !signal;
	return fr;
}

/* Frame 1's pc by frame 0's rule at regs' pc, when the rule is simple. */
static bool first_step(struct unwind_proc *up, pid_t tid,
		       const struct user_regs_struct *regs, Dwarf_Addr *ra)
{
	const struct frame_rule *fr = rule_of(up, up->cache.rule, regs->rip,
					      false);
	uint64_t base;
	struct iovec local = { ra, sizeof(*ra) }, remote;

	if (!fr->ok)
		return false;
	memcpy(&base, (const char *)regs + dwarf_ureg[fr->reg], sizeof(base));
	remote.iov_base = (void *)(uintptr_t)(base + fr->cfa_off + fr->ra_off);
	remote.iov_len = sizeof(*ra);
	return process_vm_readv(tid, &local, 1, &remote, 1, 0) ==
	       (ssize_t)sizeof(*ra) && *ra != 0;
}

/*
 * Frames 0 and 1 handed to cb as libdwfl would; true when the walk is
 * over (cb had enough, or a frame's mapping changed: w->changed), false
 * when it goes on through libdwfl (w->count frames seen). The rules at
 * both pcs are the frame cache's (frame_rule): the mappings they were
 * read from are the frames' generation.
 */
/* DWARF's number of rsp: a first step by the rule CFA = rsp + N needs
 * only the pc and sp the tracer read with the stop. */
#define X86_64_DWARF_RSP 7

/* The registers of frame 0 into regs: from the stop (pc and sp only,
 * when the rule at pc needs no other) or PTRACE_GETREGS. */
static bool frame0_regs(struct unwind_proc *up, pid_t tid, bool from_stop,
			struct user_regs_struct *regs)
{
	if (from_stop) {
		const struct frame_rule *fr = rule_of(up, up->cache.rule,
						      up->stop_pc, false);

		if (fr->ok && fr->reg == X86_64_DWARF_RSP) {
			memset(regs, 0, sizeof(*regs));
			regs->rip = up->stop_pc;
			regs->rsp = up->stop_sp;
			return true;
		}
	}
	return !ptrace(PTRACE_GETREGS, tid, 0, regs);
}

static bool fast_walk(struct unwind_proc *up, pid_t tid, bool from_stop,
		      struct walk *w)
{
	struct user_regs_struct regs;
	Dwarf_Addr ra;

	if (!frame0_regs(up, tid, from_stop, &regs) ||
	    !first_step(up, tid, &regs, &ra))
		return false;
	if (!rule_of(up, up->cache.caller, ra - 1, true)->ok)
		return false;
	return walk_frame(w, regs.rip, true) != DWARF_CB_OK ||
	       walk_frame(w, ra, false) != DWARF_CB_OK;
}
#else
static bool fast_walk(struct unwind_proc *up, pid_t tid, bool from_stop,
		      struct walk *w)
{
	(void)up;
	(void)tid;
	(void)from_stop;
	(void)w;
	return false;
}
#endif

/*
 * A frame ran in a mapping the Dwfl does not know: report the maps
 * again. The frames handed to cb already keep their strings, which may
 * be the old Dwfl's: then a new one is built, and the old one lives
 * until the next walk.
 */
static int restart(struct unwind_proc *up, struct walk *w)
{
	if (w->count > 0 && up->dwfl) {
		up->old_dwfl = up->dwfl;
		up->old_cache = up->cache;
		memset(&up->cache, 0, sizeof(up->cache));
		up->dwfl = NULL;
	}
	free(up->maps);
	up->maps = NULL;
	up->stale = true;
	w->skip = w->count;
	w->count = 0;
	w->verify = false;
	w->changed = false;
	return refresh(up);
}

/*
 * Mappings may have changed (stale) where the Dwfl was reported from a
 * text and the kernel answers PROCMAP_QUERY: each frame's mapping is
 * checked as the walk reaches it (vma-check.c), and only a frame in a
 * changed one makes the walk read the maps. A check that passes leaves
 * the Dwfl stale: the mappings no frame ran in are not known to be the
 * same.
 */
int unwind_walk(struct unwind_proc *up, pid_t tid, int max_frames,
		unwind_cb cb, void *data)
{
	struct walk w = {
		.up = up, .max_frames = max_frames, .cb = cb, .data = data,
	};
	bool from_stop;
	int r;

	if (!up)
		return -1;
	/* The stop's registers serve one walk (the next), of their
	 * thread: never a later stop's. */
	from_stop = up->stop_tid == tid;
	up->stop_tid = 0;
	if (max_frames <= 0)
		return -1;
	free_retired(up);
	dwfl_door_pid = up->pid;
	w.verify = up->stale && up->dwfl && up->maps && up->vt.fd >= 0;
	if (!w.verify && refresh(up))
		return -1;
	/*
	 * The walk ends with an error when the outermost frame has no CFI
	 * (_start, clone) or memory is unreadable; the frames seen up to
	 * there are still good, so only a walk with no frame at all fails.
	 */
	r = 0;
	/* Call sites only: a -k stack goes on past frame 1, and libdwfl
	 * would take those two steps again. */
	if (!(unwind_user_lines_only && fast_walk(up, tid, from_stop, &w)) &&
	    !w.changed) {
		w.skip = w.count;
		w.count = 0;
		r = dwfl_getthread_frames(up->dwfl, tid, frame_cb, &w);
	}
	if (w.changed) {
		if (restart(up, &w))
			return w.skip ? w.skip : -1;
		r = dwfl_getthread_frames(up->dwfl, tid, frame_cb, &w);
	}
	if (r == -1 && w.count == 0)
		return -1;
	return w.count;
}
