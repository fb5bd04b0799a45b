/* Which syscalls and signals are shown (-e trace=, -e signal=). */
#ifndef ABT_FILTER_H
#define ABT_FILTER_H

#include <stdbool.h>
#include <stdint.h>

#include "output/view.h"

/* -e status= takes the STATUS_* bits of output/view.h. */

/* A set of syscalls, per personality (-e trace=, abbrev=, verbose=,
 * raw=, inject=). */
struct sysset;
struct sysdesc;
struct tcb;
extern struct sysset *const trace_set;
struct sysset *sysset_new(void);	/* empty */
void sysset_free(struct sysset *s);
/* Replaces s with SPEC; what names the option in errors. */
void sysset_parse(struct sysset *s, const char *spec, const char *what);
bool sysset_is_everything(const struct sysset *s);
bool sysset_has_nr(const struct sysset *s, unsigned pers, uint64_t nr);
bool sysset_has_desc(const struct sysset *s, unsigned pers,
		     const struct sysdesc *sd);
/* The current call of tcp, demultiplexed or not. */
bool sysset_has_call(const struct sysset *s, const struct tcb *tcp);

/* A signal by name (with or without SIG) or number; -1 if none. */
int parse_signal(const char *s);

void filter_syscalls(const char *spec);
/* -e abbrev=, verbose=, raw= (which: 'a', 'v', 'x'), and -v. */
void filter_style(int which, const char *spec);
/* How the current call of tcp prints: STYLE_* bits. */
enum { STYLE_ABBREV = 1, STYLE_VERBOSE = 2, STYLE_RAW = 4 };
unsigned filter_call_style(const struct tcb *tcp);
/* Every set back to its default (tests/fuzz's option harness). */
void filter_reset(void);
/* -e status=SPEC: the mask for options.status_mask. */
unsigned filter_status(const char *spec);
void filter_signals(const char *spec);
bool filter_is_everything(void);
bool filter_nr_traced(unsigned pers, unsigned nr);
/* For a call a multiplexer carries: is its description in the set? */
bool filter_desc_traced(const struct sysdesc *sd);

#endif
