/* Per-thread state, found by TID in O(1).
 *
 * An open-addressing table would need tombstones; a chained table with a
 * power-of-two bucket count that doubles at load 1 is simpler and keeps
 * lookups O(1) with 1000 threads. */
#include "abitrace.h"
#include "decode/decode.h"
#include "output/output.h"
#include "output/task.h"
#include "trace/inject.h"
#include "unwind/stacktrace.h"
#include "notes/notes.h"
#include "trace/ownfilter.h"
#include "trace/task.h"
#include "trace/trace.h"

#include <stdlib.h>
#include <string.h>

static struct tcb **buckets;
static unsigned nbuckets;
static unsigned count;
static unsigned nsilent;	/* of count, the silent ones */

static unsigned bucket_of(pid_t tid, unsigned n)
{
	return ((uint32_t)tid * 2654435761u) & (n - 1);
}

static void rehash(unsigned n)
{
	struct tcb **nb = xcalloc(n, sizeof(*nb));

	for (unsigned i = 0; i < nbuckets; i++) {
		struct tcb *t = buckets[i], *next;

		for (; t; t = next) {
			unsigned b = bucket_of(t->tid, n);

			next = t->tr->hash_next;
			t->tr->hash_next = nb[b];
			nb[b] = t;
		}
	}
	free(buckets);
	buckets = nb;
	nbuckets = n;
}

struct tcb *tcb_lookup(pid_t tid)
{
	struct tcb *t;

	if (!nbuckets)
		return NULL;
	for (t = buckets[bucket_of(tid, nbuckets)]; t; t = t->tr->hash_next)
		if (t->tid == tid)
			return t;
	return NULL;
}

/* Every layer's record of the thread that it has from its start lives
 * in the tcb's own allocation: one calloc per thread (a malloc header
 * and its rounding each saved, with thousands of threads), and the hash
 * chain beside the tid it is read with. */
struct tcb_block {
	struct tcb tcb;
	struct trace_task tr;
	struct dec_task dec;
	struct out_line out;
	struct out_task out_own;
};

struct tcb *tcb_new(pid_t tid)
{
	struct tcb_block *blk = xcalloc(1, sizeof(*blk));
	struct tcb *t = &blk->tcb;
	unsigned b;

	if (count + 1 > nbuckets)
		rehash(nbuckets ? nbuckets * 2 : 64);
	t->tr = &blk->tr;
	t->tid = tid;
	t->pid = tid;
	t->flags = TCB_STARTUP;
	t->out = &blk->out;
	t->out->own = &blk->out_own;
	t->dec = &blk->dec;
	b = bucket_of(tid, nbuckets);
	t->tr->hash_next = buckets[b];
	buckets[b] = t;
	count++;
	return t;
}

void tcb_free(struct tcb *tcp)
{
	struct tcb **pp = &buckets[bucket_of(tcp->tid, nbuckets)];

	for (; *pp; pp = &(*pp)->tr->hash_next) {
		if (*pp == tcp) {
			*pp = tcp->tr->hash_next;
			count--;
			nsilent -= tcp->tr->silent == SILENT_TASK;
			break;
		}
	}
	ownfilter_gone(tcp);
	proc_release(tcp);
	inject_forget(tcp);
	stack_free(tcp);
	notes_free_call(tcp->notes);
	dec_task_release(tcp->dec);
	out_task_release(tcp->out);
	free(tcp->tr->held);
	free(tcp);	/* its tcb_block: the tcb comes first */
}

unsigned tcb_count(void)
{
	return count;
}

unsigned tcb_shown_count(void)
{
	return count - nsilent;
}

void tcb_set_silent(struct tcb *tcp)
{
	if (tcp->tr->silent)
		return;
	tcp->tr->silent = SILENT_TASK;
	nsilent++;
}

void tcb_foreach(void (*fn)(struct tcb *, void *), void *data)
{
	for (unsigned i = 0; i < nbuckets; i++) {
		struct tcb *t = buckets[i], *next;

		for (; t; t = next) {
			next = t->tr->hash_next;
			fn(t, data);
		}
	}
}

#define RING_SIZE 1024		/* a power of two */

static struct { pid_t tid; unsigned seq; } ring[RING_SIZE];
static unsigned ring_head, ring_tail, ring_seq;

/* The threads restarted, oldest first, for trace/process.c's guess of
 * which stops next: tcp goes to the end, its older entry void. */
void tcb_ring_push(struct tcb *tcp)
{
	if (ring_tail - ring_head == RING_SIZE)
		ring_head++;
	if (!++ring_seq)
		ring_seq = 1;
	tcp->tr->ring_seq = ring_seq;
	ring[ring_tail % RING_SIZE].tid = tcp->tid;
	ring[ring_tail++ % RING_SIZE].seq = ring_seq;
}

/* The thread restarted longest ago whose entry still holds. */
struct tcb *tcb_ring_pop(void)
{
	while (ring_head != ring_tail) {
		unsigned i = ring_head++ % RING_SIZE;
		struct tcb *tcp = tcb_lookup(ring[i].tid);

		if (tcp && tcp->tr->ring_seq == ring[i].seq) {
			tcp->tr->ring_seq = 0;
			return tcp;
		}
	}
	return NULL;
}
