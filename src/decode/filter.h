/* Which syscalls and signals are shown (-e trace=, -e signal=). */
#ifndef ABT_FILTER_H
#define ABT_FILTER_H

#include <stdbool.h>

#include "output/view.h"

/* -e status= takes the STATUS_* bits of output/view.h. */

void filter_syscalls(const char *spec);
/* -e status=SPEC: the mask for options.status_mask. */
unsigned filter_status(const char *spec);
void filter_signals(const char *spec);
bool filter_is_everything(void);
bool filter_nr_traced(unsigned pers, unsigned nr);
struct sysdesc;
/* For a call a multiplexer carries: is its description in the set? */
bool filter_desc_traced(const struct sysdesc *sd);

#endif
