/* The ABI-notes engine: rules evaluated at syscall entry and exit. */
#ifndef ABT_NOTES_H
#define ABT_NOTES_H

#include "abitrace.h"

void notes_entry(struct tcb *tcp);
void notes_exit(struct tcb *tcp);
/* Calls that are filtered out still feed the stateful trackers. */
void notes_entry_hidden(struct tcb *tcp);
void notes_exit_hidden(struct tcb *tcp);
/* Prints the notes of the call that just completed (after its line). */
void notes_print(struct tcb *tcp);

#endif
