/* -P PATH: only the calls that touch PATH; --trace-fds=SET: only the
 * calls on these descriptors (src/trace/pathtrace.c). */
#ifndef ABT_PATHTRACE_H
#define ABT_PATHTRACE_H

#include "abitrace.h"

void pathtrace_add(const char *path);
void pathtrace_fds(const char *spec);	/* --trace-fds=SET */
void pathtrace_reset(void);	/* tests/fuzz's option harness */
bool pathtrace_active(void);
/* Whether the call at its entry stop touches a -P path or a
 * --trace-fds descriptor (true without either). */
bool pathtrace_match(struct tcb *tcp);

#endif
