/* libunwind accessors that read unwind tables and the vdso's symbols
 * from the traced process's memory, never from the files it names
 * (upt-tables.c). */
#ifndef ABT_UNWIND_UPT_TABLES_H
#define ABT_UNWIND_UPT_TABLES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <libunwind.h>
#include "proc-maps.h"

/* A module's .eh_frame_hdr table, found at its load address. */
struct upt_table {
	uint64_t base;
	bool ok;		/* false: the module has none we can search */
	unw_dyn_info_t di;
};

/* One process's tables, valid while its maps are. */
struct upt_tables {
	const struct proc_maps *maps;
	struct upt_table *v;
	size_t n, cap;
};

/* _UPT_accessors with find_proc_info and get_proc_name replaced. */
unw_accessors_t upt_tables_accessors(void);
/* The process the next walk is for, and its current maps. */
void upt_tables_use(struct upt_tables *t, const struct proc_maps *maps);
/* Forget the tables: the maps changed. */
void upt_tables_clear(struct upt_tables *t);

#endif
