/*
 * Unwinder backend on libunwind-ptrace.
 *
 * libunwind does the unwinding; modules come from a cached parse of
 * /proc/PID/maps; function names and file:line (which libunwind does not
 * provide) from an offline libdwfl session into which each module is
 * reported, at its load address, the first time a walk meets it, with
 * unw_get_proc_name for code libdwfl cannot read (see fill_proc_name).
 *
 * Only tracees of the tracer's own bitness are supported: a 64-bit
 * libunwind's remote unwinder knows x86_64 registers and ELF64 unwind
 * tables only, so walks of a 32-bit process fail with UNWIND_UNSUPPORTED
 * (use the libdw backend for those).
 */
#define _GNU_SOURCE
#include <elf.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <elfutils/libdwfl.h>
#include <libunwind-ptrace.h>
#include "unwind.h"
#include "dwfl-sym.h"
#include "dwfl-door.h"
#include "frame-cache.h"
#include "proc-maps.h"
#include "upt-tables.h"
#include "libs.h"

/* Threads whose _UPT state (with its cached ELF image) is kept. */
#define UPT_SLOTS 8
#define PROC_NAME_MAX 512

struct upt_slot {
	pid_t tid;
	void *ui;
};

/* Function names from libunwind, kept until the next invalidate. */
struct name_node {
	struct name_node *next;
	char name[];
};

struct unwind_proc {
	pid_t pid;
	unw_addr_space_t as;
	struct upt_slot upt[UPT_SLOTS];
	unsigned int upt_next;	/* slot to recycle next */
	bool stale;		/* maps must be reread */
	bool elf32;		/* 32-bit process: not supported */
	struct proc_maps maps;
	struct upt_tables tables;	/* unwind tables, by module */
	Dwfl *lines;		/* offline session for file:line */
	struct frame_cache cache;
	struct name_node *names;
};

static char *debuginfo_path;
/* libunwind-ptrace's accessors, less those that open mapped files. */
static unw_accessors_t accessors;
static bool accessors_set;

/* section_address is libdw's own, set once libdw is loaded (libs.h). */
static Dwfl_Callbacks offline_callbacks = {
	.find_elf = dwfl_door_find_elf,
	.find_debuginfo = dwfl_door_find_debuginfo,
	.debuginfo_path = &debuginfo_path,
};

const char *unwind_backend(void)
{
	return "libunwind";
}

struct unwind_proc *unwind_proc_new(pid_t pid)
{
	struct unwind_proc *up = calloc(1, sizeof(*up));

	if (!up)
		return NULL;
	if (!accessors_set) {
		accessors = upt_tables_accessors();
		accessors_set = true;
	}
	up->as = unw_create_addr_space(&accessors, 0);
	if (!up->as) {
		free(up);
		return NULL;
	}
	unw_set_caching_policy(up->as, UNW_CACHE_GLOBAL);
	up->pid = pid;
	up->stale = true;
	return up;
}

static void drop_upts(struct unwind_proc *up)
{
	unsigned int i;

	for (i = 0; i < UPT_SLOTS; i++) {
		if (up->upt[i].ui)
			_UPT_destroy(up->upt[i].ui);
		up->upt[i].ui = NULL;
		up->upt[i].tid = 0;
	}
}

static void drop_names(struct unwind_proc *up)
{
	while (up->names) {
		struct name_node *next = up->names->next;

		free(up->names);
		up->names = next;
	}
}

static void drop_lines(struct unwind_proc *up)
{
	if (!up->lines)
		return;
	dwfl_end(up->lines);
	up->lines = NULL;
}

void unwind_proc_free(struct unwind_proc *up)
{
	if (!up)
		return;
	frame_cache_clear(&up->cache);
	drop_names(up);
	drop_upts(up);
	drop_lines(up);
	upt_tables_clear(&up->tables);
	proc_maps_free(&up->maps);
	unw_destroy_addr_space(up->as);
	free(up);
}

/* The rereading happens in refresh(), on the next walk. */
void unwind_proc_invalidate(struct unwind_proc *up)
{
	if (!up)
		return;
	up->stale = true;
}

/* Its walks read the registers themselves. */
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
	unwind_proc_invalidate(up);
}

/*
 * Forget what was learnt about code that may be gone: symbolised frames,
 * the _UPT states (each caches an ELF image by address range) and
 * libunwind's unwind info cache.
 */
static void forget_code(struct unwind_proc *up)
{
	frame_cache_clear(&up->cache);
	drop_names(up);
	drop_upts(up);
	upt_tables_clear(&up->tables);
	unw_flush_cache(up->as, 0, 0);
}

static bool exe_is_elf32(pid_t pid)
{
	unsigned char ident[EI_NIDENT];
	char path[64];
	ssize_t n;
	int fd;

	snprintf(path, sizeof(path), "/proc/%d/exe", (int)pid);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return false;
	n = read(fd, ident, sizeof(ident));
	close(fd);
	return n == EI_NIDENT && ident[EI_CLASS] == ELFCLASS32;
}

static bool module_still_mapped(const struct proc_maps *pm,
				const char *name, Dwarf_Addr start)
{
	const struct map_entry *m = proc_maps_find(pm, start);

	return m && m->base == start && !strcmp(m->path, name);
}

struct mapped_check {
	const struct proc_maps *maps;
	bool all_mapped;
};

static int check_module(Dwfl_Module *mod, void **userdata, const char *name,
			Dwarf_Addr start, void *arg)
{
	struct mapped_check *mc = arg;

	(void)mod;
	(void)userdata;
	if (module_still_mapped(mc->maps, name, start))
		return DWARF_CB_OK;
	mc->all_mapped = false;
	return DWARF_CB_ABORT;
}

/*
 * Keep the line session (and the DWARF it has loaded) while all its
 * modules are still mapped where they were: mappings mostly come and go
 * for heap and stacks. An unloaded library ends the session, since
 * another one may now sit at its addresses.
 */
static void prune_lines(struct unwind_proc *up)
{
	struct mapped_check mc = { .maps = &up->maps, .all_mapped = true };

	if (!up->lines)
		return;
	dwfl_getmodules(up->lines, check_module, &mc, 0);
	if (!mc.all_mapped)
		drop_lines(up);
}

/*
 * Reread the maps. Most invalidations are for anonymous memory (malloc,
 * thread stacks) and leave the file mappings as they were: then all
 * the caches still hold, and walking stays ~50 times cheaper.
 */
static int refresh(struct unwind_proc *up)
{
	struct proc_maps maps;

	if (!up->stale)
		return 0;
	if (proc_maps_read(up->pid, &maps)) {
		forget_code(up);
		return -1;
	}
	if (!proc_maps_equal(&maps, &up->maps)) {
		forget_code(up);
		up->elf32 = exe_is_elf32(up->pid);
	}
	proc_maps_free(&up->maps);
	up->maps = maps;
	prune_lines(up);
	up->stale = false;
	return 0;
}

static void *upt_for(struct unwind_proc *up, pid_t tid)
{
	struct upt_slot *slot;
	unsigned int i;

	for (i = 0; i < UPT_SLOTS; i++) {
		if (up->upt[i].ui && up->upt[i].tid == tid)
			return up->upt[i].ui;
	}
	slot = &up->upt[up->upt_next];
	up->upt_next = (up->upt_next + 1) % UPT_SLOTS;
	if (slot->ui)
		_UPT_destroy(slot->ui);
	slot->tid = tid;
	slot->ui = _UPT_create(tid);
	return slot->ui;
}

/* The line session's module for m, reporting the file on first use. */
static Dwfl_Module *line_module(struct unwind_proc *up,
				const struct map_entry *m)
{
	Dwfl_Module *mod;
	int fd;

	if (m->path[0] != '/')
		return NULL;	/* [vdso] and friends: not a file */
	if (!up->lines) {
		if (unwind_libs_load())
			return NULL;
		offline_callbacks.section_address = dwfl_offline_section_address;
		up->lines = dwfl_begin(&offline_callbacks);
		if (!up->lines)
			return NULL;
	}
	mod = dwfl_addrmodule(up->lines, m->base);
	if (mod)
		return mod;
	/* Opened through the door: given no fd, libdwfl would open the
	 * name itself, blocking, with our rights. */
	fd = dwfl_door_open_elf(m->path);
	if (fd < 0)
		return NULL;
	dwfl_report_begin_add(up->lines);
	mod = dwfl_report_elf(up->lines, m->path, m->path, fd, m->base,
			      false);
	dwfl_report_end(up->lines, NULL, NULL);
	return mod;
}

static const char *keep_name(struct unwind_proc *up, const char *name)
{
	size_t len = strlen(name) + 1;
	struct name_node *n = malloc(sizeof(*n) + len);

	if (!n)
		return NULL;
	memcpy(n->name, name, len);
	n->next = up->names;
	up->names = n;
	return n->name;
}

/*
 * libunwind only reads the symbol tables of the mapped file itself and
 * takes the nearest symbol below the pc whatever its size: in a stripped
 * distribution libc, static functions get the name of some exported
 * neighbour (start_thread shows as pthread_condattr_setpshared+0x515).
 * libdwfl also reads separate debuginfo and checks symbol sizes, so its
 * silence in a file means "a static function of a stripped object",
 * which libunwind would misname. libunwind's name is only used where
 * libdwfl had no file to read: the vdso.
 */
static void fill_proc_name(struct unwind_proc *up, unw_cursor_t *c,
			   struct unwind_frame *f)
{
	char buf[PROC_NAME_MAX];
	unw_word_t off;
	const char *name;

	if (unw_get_proc_name(c, buf, sizeof(buf), &off) < 0)
		return;
	name = keep_name(up, buf);
	if (!name)
		return;
	f->func = name;
	f->funcoff = off;
}

/* Returns false when the frame was left without its line (see
 * dwfl_sym_fill): the cache then keeps it for searches without lines. */
static bool fill_frame(struct unwind_proc *up, unw_cursor_t *c,
		       bool activation, struct unwind_frame *f)
{
	uint64_t addr = activation ? f->pc : f->pc - 1;
	const struct map_entry *m = proc_maps_find(&up->maps, addr);
	Dwfl_Module *mod;
	bool complete = true;

	if (!m)
		return true;
	mod = line_module(up, m);
	if (mod)
		complete = dwfl_sym_fill(up->lines, activation, f);
	if (f->module)
		return complete;
	/* Not a file, or not an ELF one: name it from the maps. */
	f->module = m->path;
	f->modoff = f->pc - m->base;
	if (!mod)
		fill_proc_name(up, c, f);
	return complete;
}

static const struct unwind_frame *symbolise(struct unwind_proc *up,
					    unw_cursor_t *c, uint64_t pc,
					    bool activation,
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
	complete = fill_frame(up, c, activation, scratch);
	f = frame_cache_add(&up->cache, activation, !complete, scratch);
	return f ? f : scratch;
}

int unwind_walk(struct unwind_proc *up, pid_t tid, int max_frames,
		unwind_cb cb, void *data)
{
	struct unwind_frame scratch;
	const struct unwind_frame *f;
	bool activation = true;	/* the innermost frame is not a return */
	unw_cursor_t c;
	unw_word_t ip;
	void *ui;
	int n = 0;

	if (!up || max_frames <= 0)
		return -1;
	dwfl_door_pid = up->pid;
	if (refresh(up))
		return -1;
	if (up->elf32)
		return UNWIND_UNSUPPORTED;
	upt_tables_use(&up->tables, &up->maps);
	ui = upt_for(up, tid);
	if (!ui || unw_init_remote(&c, up->as, ui) < 0)
		return -1;
	while (n < max_frames) {
		if (unw_get_reg(&c, UNW_REG_IP, &ip) < 0 || !ip)
			break;
		f = symbolise(up, &c, ip, activation, &scratch);
		n++;
		if (cb(data, f))
			break;
		/* Below a signal frame is an interrupted pc, not a return. */
		activation = unw_is_signal_frame(&c) > 0;
		if (unw_step(&c) <= 0)
			break;
	}
	return n;
}
