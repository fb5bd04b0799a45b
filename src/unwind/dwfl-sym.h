/* Symbols and source lines for a pc, from a Dwfl (used by both backends). */
#ifndef ABT_UNWIND_DWFL_SYM_H
#define ABT_UNWIND_DWFL_SYM_H

#include <stdbool.h>
#include <elfutils/libdwfl.h>
#include "unwind.h"

/*
 * Fill module, modoff, func, funcoff, file and line of f for f->pc.
 * activation is false for return addresses, which are looked up at
 * pc - 1 so that a call at the end of a function (noreturn, tail of a
 * block) is attributed to its caller's line, not the next one.
 * Fields that cannot be found are left NULL/0. Strings belong to dwfl
 * (a relative source path joined to its unit's DW_AT_comp_dir: to
 * dwfl-sym.c, for the life of abitrace).
 */
/* Returns false when the frame was left without its source line (see
 * unwind_user_lines_only): it may be cached only for searches that skip
 * lines too (frame_cache_add's lines_skipped). */
bool dwfl_sym_fill(Dwfl *dwfl, bool activation, struct unwind_frame *f);

/* Only the line part, for backends that name functions another way. */
void dwfl_sym_fill_line(Dwfl_Module *mod, bool activation,
			struct unwind_frame *f);

#endif
