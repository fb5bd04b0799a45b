/* Per-process state, shared by a process's threads: what the notes
 * engine tracks (descriptor table, watches) and the unwinder's caches.
 * Found by thread group id; made on first use; freed with the last
 * thread. */
#include "abitrace.h"
#include "unwind/unwind.h"

#include <stdlib.h>
#include <string.h>

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

static bool is_loader_path(const char *path)
{
	const char *base = strrchr(path, '/');

	base = base ? base + 1 : path;
	return !strncmp(base, "ld-linux", 8) || !strncmp(base, "ld64.so", 7) ||
	       !strncmp(base, "ld-musl", 7) || !strncmp(base, "ld.so", 5);
}

/* Finds the executable mapping of ld.so in /proc/PID/maps. */
static void find_loader(struct proc *p)
{
	char path[64], line[4352];
	FILE *f;

	p->ldso_state = 2;
	snprintf(path, sizeof(path), "/proc/%d/maps", p->pid);
	f = fopen(path, "re");
	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		unsigned long long lo, hi;
		char perms[8], file[4096];

		file[0] = '\0';
		if (sscanf(line, "%llx-%llx %7s %*s %*s %*s %4095s", &lo, &hi,
			   perms, file) < 3 || perms[2] != 'x' || !file[0])
			continue;
		if (!is_loader_path(file))
			continue;
		p->ldso_lo = lo;
		p->ldso_hi = hi;
		p->ldso_state = 1;
		break;
	}
	fclose(f);
}

/* Calls made from ld.so's own code are the loader's work (mapping a
 * program's libraries, dlopen): the notes engine uses this to tell the
 * runtime's habits from the program's choices without a stack walk. */
bool proc_ip_in_loader(struct tcb *tcp)
{
	struct proc *p = proc_of(tcp);

	if (!p->ldso_state)
		find_loader(p);
	return p->ldso_state == 1 && tcp->ip >= p->ldso_lo &&
	       tcp->ip < p->ldso_hi;
}

void proc_exec(struct tcb *tcp)
{
	proc_of(tcp)->ldso_state = 0;
}
