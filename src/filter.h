/* Which syscalls and signals are shown (-e trace=, -e signal=). */
#ifndef ABT_FILTER_H
#define ABT_FILTER_H

#include <stdbool.h>

/* -e status=: bits of opt.status_mask; 0 means no filter at all. */
enum {
	STATUS_SUCCESSFUL = 1 << 0,
	STATUS_FAILED = 1 << 1,
	STATUS_UNFINISHED = 1 << 2,	/* the call never returned */
	STATUS_UNAVAILABLE = 1 << 3,	/* returned, result unreadable */
	STATUS_DETACHED = 1 << 4,	/* we detached during the call */
	STATUS_ALL = (1 << 5) - 1,
	STATUS_NONE = 1 << 5,		/* a filter that shows nothing */
};

void filter_syscalls(const char *spec);
void filter_status(const char *spec);
void filter_signals(const char *spec);
bool filter_is_everything(void);
bool filter_nr_traced(unsigned pers, unsigned nr);
struct sysdesc;
/* For a call a multiplexer carries: is its description in the set? */
bool filter_desc_traced(const struct sysdesc *sd);

#endif
