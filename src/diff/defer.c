/* A forked child's records held until its parent's fork result. With
 * -f the tracer writes each task's records as it sees them stop, so a
 * child's first calls (even its execve and the "maps" record after it)
 * may come before the parent's clone/fork returns. The loader gives a
 * process its mappings from its parent at the fork record (maps.c); a
 * child handled before it would name its addresses from no mappings,
 * or see the mappings its own execve made replaced by its parent's
 * copy. So a record of a process the trace has not seen made is kept
 * here, and handed back in file order right after the fork record
 * that made its process: the loader then sees every trace in the one
 * order, parent's fork result first, whatever the timing was.
 *
 * The first process a run shows (after each "header": -A appends runs)
 * is a root. A process no fork record makes (-p, an -e trace= without
 * clone) waits until the end of the trace or until too much is held,
 * then becomes a root: its records come back in their order. */
#include <stdlib.h>

#include "abitrace.h"
#include "diff/diff.h"

/* Held records beyond this many bytes (their text and their entries):
 * the process held longest is taken as a root, so that memory stays
 * bounded whatever the trace. */
#define MAX_HELD	(256u << 20)

/* GONE: exited; its pid may come back as another process. */
enum { ABSENT, KNOWN, HELD, GONE };

struct hproc {
	int pid;
	int state;
	uint32_t head, tail;	/* its held records, a list; UINT32_MAX */
};

struct held {
	size_t off, len;	/* in text */
	uint32_t lineno;
	uint32_t next;		/* the process's next held record */
	int pid;
};

static struct hproc *procs;
static size_t nprocs, used;
static struct held *recs;
static uint32_t nrecs, caprecs, oldest;	/* oldest: scan start */
static struct strbuf text;
static size_t held_bytes;
static int *ready;		/* processes whose records come back */
static size_t nready, capready, rhead;
static bool want_root = true;

void defer_reset(void)
{
	free(procs);
	free(recs);
	free(text.s);
	free(ready);
	procs = NULL;
	recs = NULL;
	ready = NULL;
	text = (struct strbuf){ 0 };
	nprocs = used = nready = capready = rhead = held_bytes = 0;
	nrecs = caprecs = oldest = 0;
	want_root = true;
}

void defer_root(void)
{
	want_root = true;
}

static struct hproc *hproc_of(int pid)
{
	size_t i;

	if (used * 2 >= nprocs) {
		struct hproc *old = procs;
		size_t n = nprocs;

		nprocs = n ? n * 2 : 64;
		procs = xmalloc(nprocs * sizeof(*procs));
		for (i = 0; i < nprocs; i++)
			procs[i].state = ABSENT;
		used = 0;
		for (size_t k = 0; k < n; k++)
			if (old[k].state != ABSENT)
				*hproc_of(old[k].pid) = old[k];
		free(old);
	}
	i = (unsigned)pid * 2654435761u & (nprocs - 1);
	while (procs[i].state != ABSENT && procs[i].pid != pid)
		i = (i + 1) & (nprocs - 1);
	if (procs[i].state == ABSENT) {
		procs[i] = (struct hproc){ .pid = pid, .state = ABSENT,
					  .head = UINT32_MAX,
					  .tail = UINT32_MAX };
		used++;
	}
	return &procs[i];
}

/* P's held records come back, after those already coming back. */
static void release(struct hproc *p)
{
	p->state = KNOWN;
	if (nready == capready) {
		capready = capready ? capready * 2 : 16;
		ready = xrealloc(ready, capready * sizeof(*ready));
	}
	ready[nready++] = p->pid;
}

bool defer_keep(int pid, const char *line, size_t len, uint32_t lineno)
{
	struct hproc *p = hproc_of(pid);

	if (p->state == KNOWN)
		return false;
	if (p->state != HELD && want_root) {
		want_root = false;
		p->state = KNOWN;
		return false;
	}
	p->state = HELD;
	if (nrecs == UINT32_MAX - 1)
		diff_fail("too many records of unknown processes");
	if (nrecs == caprecs) {
		caprecs = caprecs ? caprecs * 2 : 64;
		recs = xrealloc(recs, caprecs * sizeof(*recs));
	}
	recs[nrecs] = (struct held){ text.len, len, lineno, UINT32_MAX, pid };
	sb_grow(&text, len);
	memcpy(text.s + text.len, line, len);
	text.len += len;
	held_bytes += len + sizeof(struct held);
	if (p->tail == UINT32_MAX)
		p->head = nrecs;
	else
		recs[p->tail].next = nrecs;
	p->tail = nrecs++;
	return true;
}

void defer_born(int child)
{
	struct hproc *p = hproc_of(child);

	if (p->state == HELD)
		release(p);
	else
		p->state = KNOWN;
}

void defer_gone(int pid)
{
	struct hproc *p = hproc_of(pid);

	/* Its pid may be another process's later: that one's records
	 * wait for the fork that makes it, as any child's. */
	if (p->state == KNOWN)
		p->state = GONE;
}

bool defer_next(const char **line, size_t *len, uint32_t *lineno)
{
	while (rhead < nready) {
		struct hproc *p = hproc_of(ready[rhead]);
		struct held *h;

		if (p->head == UINT32_MAX) {
			rhead++;
			continue;
		}
		h = &recs[p->head];
		p->head = h->next;
		if (p->head == UINT32_MAX)
			p->tail = UINT32_MAX;
		h->pid = 0;	/* handed back */
		held_bytes -= h->len + sizeof(struct held);
		*line = text.s + h->off;
		*len = h->len;
		*lineno = h->lineno;
		return true;
	}
	rhead = nready = 0;
	if (!held_bytes) {
		/* Nothing held: the space is used again. */
		text.len = 0;
		nrecs = oldest = 0;
	}
	return false;
}

bool defer_flush(bool all)
{
	if (!all && held_bytes <= MAX_HELD)
		return false;
	while (oldest < nrecs && !recs[oldest].pid)
		oldest++;
	if (oldest == nrecs)
		return false;
	release(hproc_of(recs[oldest].pid));
	return true;
}
