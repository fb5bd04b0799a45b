/* Per-process state, shared by a process's threads: what the notes
 * engine tracks (descriptor table, watches) and the unwinder's caches.
 * Found by thread group id; made on first use; freed with the last
 * thread. */
#include "abitrace.h"
#include "unwind/unwind.h"

#include <stdlib.h>

#define NBUCKETS 256

static struct proc *buckets[NBUCKETS];

void (*proc_free_notes)(void *notes);

static unsigned bucket_of(pid_t pid)
{
	return ((uint32_t)pid * 2654435761u) >> 24;
}

struct proc *proc_of(struct tcb *tcp)
{
	struct proc *p;
	unsigned b;

	if (tcp->proc && tcp->proc->pid == tcp->pid)
		return tcp->proc;
	if (tcp->proc)
		proc_release(tcp);
	b = bucket_of(tcp->pid);
	for (p = buckets[b]; p; p = p->hash_next)
		if (p->pid == tcp->pid)
			break;
	if (!p) {
		p = xcalloc(1, sizeof(*p));
		p->pid = tcp->pid;
		p->hash_next = buckets[b];
		buckets[b] = p;
	}
	p->refs++;
	tcp->proc = p;
	return p;
}

static void proc_free(struct proc *p)
{
	struct proc **pp = &buckets[bucket_of(p->pid)];

	for (; *pp; pp = &(*pp)->hash_next) {
		if (*pp == p) {
			*pp = p->hash_next;
			break;
		}
	}
	if (p->notes && proc_free_notes)
		proc_free_notes(p->notes);
#ifdef ENABLE_STACKTRACE
	if (p->unwind)
		unwind_proc_free(p->unwind);
#endif
	free(p);
}

void proc_release(struct tcb *tcp)
{
	struct proc *p = tcp->proc;

	if (!p)
		return;
	tcp->proc = NULL;
	if (--p->refs == 0)
		proc_free(p);
}
