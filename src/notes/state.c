/* Per-process state of the notes engine: each kind's own (closed
 * descriptors, inotify cookies, F_SETOWN owners: see src/notes/kinds/),
 * made when the kind first needs it, and which once-per-process rules
 * already fired. Hung on proc_of(tcp)->notes, freed with the process;
 * the kinds' fork, exec and track hooks run from here. */
#include "notes/engine.h"

#include <stdlib.h>
#include <string.h>

struct notes_proc {
	uint64_t *once;		/* one bit per rule */
	void *kind[K_COUNT];	/* kind_proc_data() */
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

void *kind_proc_data(struct tcb *tcp, unsigned kind, size_t size)
{
	struct notes_proc *np = nproc_of(tcp);

	if (!np->kind[kind])
		np->kind[kind] = xcalloc(1, size);
	return np->kind[kind];
}

void *kind_proc_peek(const struct tcb *tcp, unsigned kind)
{
	const struct notes_proc *np;

	if (!tcp->proc || !(np = tcp->proc->notes))
		return NULL;
	return np->kind[kind];
}

void nproc_free(void *p)
{
	struct notes_proc *np = p;

	for (unsigned k = 0; k < K_COUNT; k++)
		free(np->kind[k]);
	free(np->once);
	free(np);
}

/* The child of a fork has a copy of the parent's descriptor table;
 * each kind copies what it keeps. Nothing to make when the parent has
 * nothing: with -f on a shell loop, most children exec at once and the
 * new program starts from scratch. */
void nproc_fork(struct tcb *parent, struct tcb *child)
{
	if (child->pid != child->tid || !parent->proc || !parent->proc->notes)
		return;
	for (unsigned k = 0; k < K_COUNT; k++)
		if (kind_defs[k].fork)
			kind_defs[k].fork(parent, child);
}

/* A new program: forget what the old image did. */
void nproc_exec(struct tcb *tcp)
{
	struct notes_proc *np = proc_of(tcp)->notes;

	if (!np)
		return;		/* nothing tracked yet */
	memset(np->once, 0, (rules_count + 63) / 64 * sizeof(uint64_t));
	for (unsigned k = 0; k < K_COUNT; k++)
		if (kind_defs[k].exec)
			kind_defs[k].exec(tcp);
}

/* Every exit of a call that worked, traced or filtered. */
void nproc_track(struct tcb *tcp)
{
	if (tcp->err || !tcp->sd)
		return;
	for (unsigned i = 0; i < kinds_tracking_count; i++)
		kind_defs[kinds_tracking[i]].track(tcp);
}

bool nproc_once(struct tcb *tcp, const struct rule *r)
{
	struct notes_proc *np = nproc_of(tcp);
	unsigned i = (unsigned)(r - rules);

	if (np->once[i / 64] >> (i % 64) & 1)
		return false;
	np->once[i / 64] |= 1ull << (i % 64);
	return true;
}
