/* failure-cause on memory: EFAULT, ENOMEM, EAGAIN of the memory calls
 * and E2BIG of execve (src/notes/fc_mem.c). */
#ifndef ABT_NOTES_FC_MEM_H
#define ABT_NOTES_FC_MEM_H

#include "notes/engine.h"

/* The note of a call that failed with EFAULT, ENOMEM, E2BIG or (a mem=
 * line's) EAGAIN, from the process's mappings at the call's exit. */
void fc_mem_note(struct tcb *tcp, const struct rule *r);
/* A failure-cause note without a path: the argument at fault (-1:
 * none) and a limit (has_limit); NULL when the note is not shown.
 * Shared with kinds/failure_cause.c, which calls down into this file. */
struct note *fc_note_plain(struct tcb *tcp, const struct rule *r, int arg,
			   const char *why, bool has_limit, uint64_t limit);

#endif
