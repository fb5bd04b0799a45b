/* Symbolised frames cached by pc for one generation of the mappings. */
#ifndef ABT_UNWIND_FRAME_CACHE_H
#define ABT_UNWIND_FRAME_CACHE_H

#include <stdbool.h>
#include <stdint.h>
#include "unwind.h"

#define FRAME_CACHE_BUCKETS 512

struct frame_cache_entry;

struct frame_cache {
	struct frame_cache_entry *bucket[FRAME_CACHE_BUCKETS];
	unsigned long count;
};

/*
 * The key is the pc plus whether the frame is an activation: a return
 * address is looked up at pc - 1, so the same pc can symbolise
 * differently in the innermost frame and in a caller.
 */
const struct unwind_frame *frame_cache_find(const struct frame_cache *fc,
					    uint64_t pc, bool activation);

/* Copies *f (not its strings: they must outlive the generation). */
const struct unwind_frame *frame_cache_add(struct frame_cache *fc,
					   bool activation,
					   const struct unwind_frame *f);

void frame_cache_clear(struct frame_cache *fc);

#endif
