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
					    uint64_t pc, bool activation,
					    bool need_lines);

/*
 * Copies *f (not its strings: they must outlive the generation).
 * lines_skipped: f was symbolised without its source line (a system
 * library's frame under unwind_user_lines_only); it is found again only
 * by a search that does not need lines (need_lines false), where the
 * same rule would skip the line again. Call-site searches walk the C
 * runtime's frames at every noted call: without this each of those
 * frames cost a symbol table search (~100 us) every time.
 */
const struct unwind_frame *frame_cache_add(struct frame_cache *fc,
					   bool activation, bool lines_skipped,
					   const struct unwind_frame *f);

void frame_cache_clear(struct frame_cache *fc);

#endif
