/* failure-cause on memory: EFAULT and ENOMEM (src/notes/fc_mem.c). */
#ifndef ABT_NOTES_FC_MEM_H
#define ABT_NOTES_FC_MEM_H

#include "notes/engine.h"

/* The note of a call that failed with EFAULT or ENOMEM, from the
 * process's mappings at the call's exit. */
void fc_mem_note(struct tcb *tcp, const struct rule *r);

#endif
