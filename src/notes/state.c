/* Per-process state of the notes engine: each kind's own (none of the
 * kinds keeps any per process today: see below), made when the kind
 * first needs it, and which once-per-process rules already fired. Hung on
 * proc_of(tcp)->notes, freed with the process; the kinds' fork, exec
 * and track hooks run from here. The state of the fd-table kinds
 * (closed descriptors, F_SETOWN owners) lives in descriptor tables,
 * shared and copied between tasks as the kernel does it (clone(2)
 * CLONE_FILES, unshare(2), execve(2)); that of the address-space kinds
 * (the extents of what each mmap made) in address spaces, shared by
 * CLONE_VM, copied by fork, new at execve. */
#include "notes/engine.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef CLONE_VM
#define CLONE_VM 0x00000100
#endif
#ifndef CLONE_FILES
#define CLONE_FILES 0x00000400
#endif
#ifndef CLONE_VFORK
#define CLONE_VFORK 0x00004000
#endif

#define FILES_MAX_PIDS 8

/* A descriptor table as the kernel keeps it (struct files_struct): the
 * state of the fd-table kinds. Held by each thread that has one of its
 * own (thread_files) and by its process for the others. */
struct notes_files {
	unsigned refs;
	/* The processes other than the first that a CLONE_FILES clone
	 * made share it: whose close a bad-fd note may name. */
	unsigned npids;
	pid_t pids[FILES_MAX_PIDS];
	void *kind[K_COUNT];
	size_t size[K_COUNT];
};

/* An address space as the kernel keeps it (struct mm_struct): the state
 * of the address-space kinds (the extents of what each mmap made). The
 * processes of a CLONE_VM clone (vfork, posix_spawn) hold the same one;
 * a fork child gets a copy; execve a new one. */
struct notes_mm {
	unsigned refs;
	void *kind[K_COUNT];
	size_t size[K_COUNT];
};

struct notes_proc {
	uint64_t *once;		/* one bit per rule */
	void *kind[K_COUNT];	/* kind_proc_data() */
	struct notes_mm *mm;	/* NULL while no kind made state in it */
	/* The table of the threads we saw no clone of (attached with -p,
	 * or there before us). */
	struct notes_files *files;
	/* A descriptor of /proc/PID/maps for PROCMAP_QUERY (nproc_maps_fd),
	 * one of at most MAPS_KEPT kept open; maps_used orders them. */
	bool maps_open;
	int maps_fd;
	uint64_t maps_used;
};

static struct notes_proc *nproc_of(struct tcb *tcp)
{
	struct proc *p = proc_of(tcp);

	if (!p->notes) {
		struct notes_proc *np = xcalloc(1, sizeof(*np));

		np->once = xcalloc((rules_count + 63) / 64, sizeof(uint64_t));
		p->notes = np;
		proc_free_notes = nproc_free;
	}
	return p->notes;
}

static struct notes_files *files_new(void)
{
	struct notes_files *f = xcalloc(1, sizeof(*f));

	f->refs = 1;
	return f;
}

static struct notes_files *files_get(struct notes_files *f)
{
	f->refs++;
	return f;
}

void files_put(struct notes_files *f)
{
	if (!f || --f->refs)
		return;
	for (unsigned k = 0; k < K_COUNT; k++)
		free(f->kind[k]);
	free(f);
}

/* What fork and unshare give: a table of the same descriptors, which
 * nobody else uses (yet). */
static struct notes_files *files_copy(const struct notes_files *from)
{
	struct notes_files *f = files_new();

	if (!from)
		return f;
	for (unsigned k = 0; k < K_COUNT; k++) {
		if (!from->kind[k])
			continue;
		f->kind[k] = xmalloc(from->size[k]);
		memcpy(f->kind[k], from->kind[k], from->size[k]);
		f->size[k] = from->size[k];
	}
	return f;
}

static bool files_empty(const struct notes_files *f)
{
	for (unsigned k = 0; k < K_COUNT; k++)
		if (f->kind[k])
			return false;
	return true;
}

static void files_add_pid(struct notes_files *f, pid_t pid)
{
	for (unsigned i = 0; i < f->npids; i++)
		if (f->pids[i] == pid)
			return;
	if (f->npids == FILES_MAX_PIDS)	/* forget the oldest */
		memmove(f->pids, f->pids + 1, --f->npids * sizeof(f->pids[0]));
	f->pids[f->npids++] = pid;
}

/* The table tcp's thread uses now; NULL while no kind made state. */
static struct notes_files *files_peek(const struct tcb *tcp)
{
	struct notes_files *f = thread_files(tcp);
	const struct notes_proc *np;

	if (f)
		return f;
	np = tcp->proc && tcp->proc->pid == tcp->pid ? tcp->proc->notes : NULL;
	return np ? np->files : NULL;
}

/* The table of the process's threads we saw no clone or unshare of. */
static struct notes_files *proc_files(const struct tcb *tcp)
{
	const struct notes_proc *np = tcp->proc ? tcp->proc->notes : NULL;

	return np ? np->files : NULL;
}

static struct notes_files *files_of(struct tcb *tcp)
{
	struct notes_files *f = thread_files(tcp);
	struct notes_proc *np;

	if (f)
		return f;
	np = nproc_of(tcp);
	if (!np->files)
		np->files = files_new();
	thread_files_set(tcp, files_get(np->files));
	return np->files;
}

bool files_shared_with(const struct tcb *tcp, pid_t pid)
{
	const struct notes_files *f = files_peek(tcp);

	if (!f)
		return false;
	for (unsigned i = 0; i < f->npids; i++)
		if (f->pids[i] == pid)
			return true;
	return false;
}

/* The thread gets a private copy of its table: unshare(CLONE_FILES),
 * close_range(CLOSE_RANGE_UNSHARE). A table nobody else uses is copied
 * too; the copy is the same state, and the old one stays with the
 * process for threads we have not seen. */
void nproc_unshare_files(struct tcb *tcp)
{
	struct notes_files *f = files_peek(tcp);

	if (!f)
		return;
	thread_files_set(tcp, files_copy(f));
}

static void mm_put(struct notes_mm *m)
{
	if (!m || --m->refs)
		return;
	for (unsigned k = 0; k < K_COUNT; k++)
		free(m->kind[k]);
	free(m);
}

/* What fork gives: the same mappings, in an address space of its own. */
static struct notes_mm *mm_copy(const struct notes_mm *from)
{
	struct notes_mm *m = xcalloc(1, sizeof(*m));

	m->refs = 1;
	for (unsigned k = 0; k < K_COUNT; k++) {
		if (!from->kind[k])
			continue;
		m->kind[k] = xmalloc(from->size[k]);
		memcpy(m->kind[k], from->kind[k], from->size[k]);
		m->size[k] = from->size[k];
	}
	return m;
}

void *kind_proc_data(struct tcb *tcp, unsigned kind, size_t size)
{
	struct notes_proc *np;

	if (kind_defs[kind].policy & POL_FD_TABLE) {
		struct notes_files *f = files_of(tcp);

		if (!f->kind[kind]) {
			f->kind[kind] = xcalloc(1, size);
			f->size[kind] = size;
		}
		return f->kind[kind];
	}
	np = nproc_of(tcp);
	if (kind_defs[kind].policy & POL_MM) {
		if (!np->mm) {
			np->mm = xcalloc(1, sizeof(*np->mm));
			np->mm->refs = 1;
		}
		if (!np->mm->kind[kind]) {
			np->mm->kind[kind] = xcalloc(1, size);
			np->mm->size[kind] = size;
		}
		return np->mm->kind[kind];
	}
	if (!np->kind[kind])
		np->kind[kind] = xcalloc(1, size);
	return np->kind[kind];
}

void *kind_proc_peek(const struct tcb *tcp, unsigned kind)
{
	const struct notes_proc *np;

	if (kind_defs[kind].policy & POL_FD_TABLE) {
		const struct notes_files *f = files_peek(tcp);

		return f ? f->kind[kind] : NULL;
	}
	if (!tcp->proc || !(np = tcp->proc->notes))
		return NULL;
	if (kind_defs[kind].policy & POL_MM)
		return np->mm ? np->mm->kind[kind] : NULL;
	return np->kind[kind];
}

/*
 * The kept descriptors of /proc/PID/maps. An open maps file holds the
 * address space of its open (proc_mem_open() grabs the mm), and the
 * queries through it answer from that mm as it is at each query: live
 * while the process runs its image, wrong after its execve (a vfork
 * child's would still show its parent's mappings; another one's fails
 * with ESRCH), so the descriptor is closed at the exec and with the
 * process. Opening it costs more than the query itself, and the notes
 * of one ld.so start ask four or five times. At most MAPS_KEPT are
 * open, the least recently used closed first, so that a trace of
 * thousands of processes never runs short of descriptors.
 */
enum { MAPS_KEPT = 16 };
static struct notes_proc *maps_kept[MAPS_KEPT];
static unsigned maps_nkept;
static uint64_t maps_clock;

static void maps_close(struct notes_proc *np)
{
	if (!np->maps_open)
		return;
	close(np->maps_fd);
	np->maps_open = false;
	for (unsigned i = 0; i < maps_nkept; i++) {
		if (maps_kept[i] == np) {
			maps_kept[i] = maps_kept[--maps_nkept];
			break;
		}
	}
}

int nproc_maps_fd(struct tcb *tcp)
{
	struct notes_proc *np = nproc_of(tcp);
	char path[64];
	int fd;

	if (np->maps_open) {
		np->maps_used = ++maps_clock;
		return np->maps_fd;
	}
	/* Any thread's file is the process's address space; the calling
	 * one is alive (the leader may be a zombie). */
	snprintf(path, sizeof(path), "/proc/%d/maps", tcp->tid);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	if (maps_nkept == MAPS_KEPT) {
		struct notes_proc *old = maps_kept[0];

		for (unsigned i = 1; i < maps_nkept; i++)
			if (maps_kept[i]->maps_used < old->maps_used)
				old = maps_kept[i];
		maps_close(old);
	}
	maps_kept[maps_nkept++] = np;
	np->maps_open = true;
	np->maps_fd = fd;
	np->maps_used = ++maps_clock;
	return fd;
}

void nproc_maps_fd_drop(struct tcb *tcp, int fd)
{
	struct notes_proc *np = tcp->proc && tcp->proc->pid == tcp->pid ?
				tcp->proc->notes : NULL;

	if (np && np->maps_open && np->maps_fd == fd)
		maps_close(np);
}

void nproc_free(struct notes_proc *np)
{
	maps_close(np);

	for (unsigned k = 0; k < K_COUNT; k++)
		free(np->kind[k]);
	files_put(np->files);
	mm_put(np->mm);
	free(np->once);
	free(np);
}

/* The flags of the clone that made child, from the parent's call (it
 * is inside it: the fork event comes before its exit). A call we did
 * not stop at: a thread shares its table, a process has a copy. */
static uint64_t clone_flags(struct tcb *parent, struct tcb *child)
{
	unsigned t;
	uint64_t flags;

	if (!(parent->flags & TCB_INSYSCALL) || !parent->call.sd)
		return child->pid != child->tid ? CLONE_FILES : 0;
	t = sd_traits(parent->call.sd);
	if (t & SDT_CLONE3)
		return umoven(parent, parent->call.args[0], sizeof(flags),
			      &flags) < 0 ? 0 : flags;
	if (t & SDT_CLONE)	/* the first argument on every ABI we trace */
		return is_wordsize4(parent) ? (uint32_t)parent->call.args[0] :
		       parent->call.args[0];
	/* the memory, not the table */
	if (!strcmp(parent->call.sd->name, "vfork"))
		return CLONE_VM | CLONE_VFORK;
	return 0;	/* fork */
}

/* A new process: with CLONE_VM it uses its parent's address space
 * (vfork, posix_spawn: until it execs), otherwise a copy. */
static void mm_fork(struct tcb *parent, struct tcb *child, uint64_t flags)
{
	struct notes_proc *pp = parent->proc ? parent->proc->notes : NULL;
	struct notes_proc *cp;

	if (!pp || !pp->mm || child->pid == parent->pid)
		return;
	cp = nproc_of(child);
	mm_put(cp->mm);
	if (flags & CLONE_VM) {
		cp->mm = pp->mm;
		cp->mm->refs++;
	} else {
		cp->mm = mm_copy(pp->mm);
	}
}

/* A new task: with CLONE_FILES it uses its parent's descriptor table,
 * otherwise a copy of it (clone(2): CLONE_FILES). Nothing to make when
 * the parent has nothing: with -f on a shell loop, most children exec
 * at once and the new program starts from scratch. Then each kind's
 * fork hook, for a new process. */
void nproc_fork(struct tcb *parent, struct tcb *child)
{
	uint64_t flags = clone_flags(parent, child);
	struct notes_files *pf;

	mm_fork(parent, child, flags);
	if ((flags & CLONE_FILES) && child->pid == parent->pid &&
	    files_peek(parent) == proc_files(parent)) {
		/* A thread on its process's table: it finds it there
		 * (files_peek, through its proc, linked now), without a
		 * per-thread record of its own, which 1000 threads would
		 * each pay for at their clone. */
		proc_of(child);
	} else if (flags & CLONE_FILES) {
		pf = files_of(parent);
		thread_files_set(child, files_get(pf));
		if (child->pid != parent->pid) {
			files_add_pid(pf, parent->pid);
			files_add_pid(pf, child->pid);
		}
	} else if ((pf = files_peek(parent)) && !files_empty(pf)) {
		thread_files_set(child, files_copy(pf));
	} else if (child->pid == parent->pid) {
		/* A thread of its own table: not its process's. */
		thread_files_set(child, files_new());
	}
	if (child->pid != child->tid || !parent->proc || !parent->proc->notes)
		return;
	for (unsigned k = 0; k < K_COUNT; k++)
		if (kind_defs[k].fork)
			kind_defs[k].fork(parent, child);
}

/* execve unshares the table (the kernel's unshare_files()), and the
 * process's other threads are gone: one private table again. */
static void files_exec(struct tcb *tcp, struct notes_proc *np)
{
	struct notes_files *f = files_peek(tcp);

	if (!f)
		return;
	f = files_copy(f);
	if (np) {
		files_put(np->files);
		np->files = files_get(f);
	}
	thread_files_set(tcp, f);
}

/* A new program: forget what the old image did. */
void nproc_exec(struct tcb *tcp)
{
	struct notes_proc *np = proc_of(tcp)->notes;

	files_exec(tcp, np);
	if (np) {		/* a new address space */
		maps_close(np);
		mm_put(np->mm);
		np->mm = NULL;
	}
	if (!np && !thread_files(tcp))
		return;		/* nothing tracked yet */
	if (np)
		memset(np->once, 0, (rules_count + 63) / 64 * sizeof(uint64_t));
	for (unsigned k = 0; k < K_COUNT; k++)
		if (kind_defs[k].exec)
			kind_defs[k].exec(tcp);
}

/* Every exit of a call that worked, traced or filtered, of the calls
 * a tracker follows (notes.c's tracked_at_exit: the others change no
 * descriptor table and no path). */
void nproc_track(struct tcb *tcp)
{
	if (tcp->call.err || !tcp->call.sd)
		return;
	if ((sd_traits(tcp->call.sd) & SDT_UNSHARE) &&
	    (tcp->call.args[0] & CLONE_FILES))
		nproc_unshare_files(tcp);
	for (unsigned i = 0; i < kinds_tracking_count; i++)
		kind_defs[kinds_tracking[i]].track(tcp);
}

bool nproc_once(struct tcb *tcp, const struct rule *r)
{
	struct notes_proc *np = nproc_of(tcp);
	unsigned i = r->idx;

	if (np->once[i / 64] >> (i % 64) & 1)
		return false;
	np->once[i / 64] |= 1ull << (i % 64);
	return true;
}
