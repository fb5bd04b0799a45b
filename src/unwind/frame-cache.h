/* Symbolised frames cached by pc for one generation of the mappings. */
#ifndef ABT_UNWIND_FRAME_CACHE_H
#define ABT_UNWIND_FRAME_CACHE_H

#include <stdbool.h>
#include <stdint.h>
#include "unwind.h"

#define FRAME_CACHE_BUCKETS 512

struct frame_cache_entry;

/*
 * What unwind-libdw.c's first step learnt from the .eh_frame at a pc
 * (its FDE's rule there, or that the step is libdwfl's): the same for
 * as long as the module at pc is, which is the frames' generation, so
 * it is kept and cleared with them. A noted call's site walk looked
 * the rule up twice (~1,600 instructions) at every call.
 */
#define FRAME_RULE_SLOTS 64
struct frame_rule {
	uint64_t pc;		/* the key; valid says the slot holds one */
	bool valid;
	bool ok;		/* a rule the first step takes */
	unsigned char reg;	/* CFA = DWARF register reg + cfa_off */
	uint64_t cfa_off;
	uint64_t ra_off;	/* the return address at CFA + ra_off */
};

struct frame_cache {
	struct frame_cache_entry *bucket[FRAME_CACHE_BUCKETS];
	unsigned long count;
	struct frame_rule rule[FRAME_RULE_SLOTS];	/* frame 0's, by pc */
	struct frame_rule caller[FRAME_RULE_SLOTS];	/* frame 1's check */
};

/* The slot of pc in one of the rule tables (the caller fills it when
 * it is not pc's: valid false, or another pc). */
struct frame_rule *frame_rule_slot(struct frame_rule *table, uint64_t pc);

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
