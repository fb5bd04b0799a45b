/*
 * A chained hash of symbolised frames. Walks of the same call sites
 * (a loop calling read(), say) then cost one lookup per frame instead
 * of a symbol table search and a DWARF line table search.
 */
#include <stdlib.h>
#include <string.h>
#include "frame-cache.h"

struct frame_cache_entry {
	struct frame_cache_entry *next;
	bool activation;
	bool lines_skipped;
	struct unwind_frame frame;
};

static unsigned int frame_hash(uint64_t pc, bool activation)
{
	/* Fibonacci hashing: code addresses share their high bits. */
	uint64_t h = (pc ^ activation) * 0x9e3779b97f4a7c15ULL;

	return h >> 55;		/* 9 bits: FRAME_CACHE_BUCKETS */
}

const struct unwind_frame *frame_cache_find(const struct frame_cache *fc,
					    uint64_t pc, bool activation,
					    bool need_lines)
{
	struct frame_cache_entry *e;

#ifdef UNWIND_NO_FRAME_CACHE
	/* Benchmark builds: measure what the cache saves. */
	return NULL;
#endif
	for (e = fc->bucket[frame_hash(pc, activation)]; e; e = e->next) {
		if (e->frame.pc == pc && e->activation == activation &&
		    !(need_lines && e->lines_skipped))
			return &e->frame;
	}
	return NULL;
}

const struct unwind_frame *frame_cache_add(struct frame_cache *fc,
					   bool activation, bool lines_skipped,
					   const struct unwind_frame *f)
{
	unsigned int h = frame_hash(f->pc, activation);
	struct frame_cache_entry *e = malloc(sizeof(*e));

	if (!e)
		return NULL;
	e->activation = activation;
	e->lines_skipped = lines_skipped;
	e->frame = *f;
	e->next = fc->bucket[h];
	fc->bucket[h] = e;
	fc->count++;
	return &e->frame;
}

struct frame_rule *frame_rule_slot(struct frame_rule *table, uint64_t pc)
{
	return &table[(pc * 0x9e3779b97f4a7c15ULL) >> 58];	/* 6 bits */
}

void frame_cache_clear(struct frame_cache *fc)
{
	unsigned int i;

	for (i = 0; i < FRAME_CACHE_BUCKETS; i++) {
		struct frame_cache_entry *e = fc->bucket[i];

		while (e) {
			struct frame_cache_entry *next = e->next;

			free(e);
			e = next;
		}
		fc->bucket[i] = NULL;
	}
	fc->count = 0;
	memset(fc->rule, 0, sizeof(fc->rule));
	memset(fc->caller, 0, sizeof(fc->caller));
}
