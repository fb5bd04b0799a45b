/* Placeholder until the rules engine lands: no notes are produced. */
#include "notes/notes.h"

void notes_entry(struct tcb *tcp) { (void)tcp; }
void notes_exit(struct tcb *tcp) { (void)tcp; }
void notes_entry_hidden(struct tcb *tcp) { (void)tcp; }
void notes_exit_hidden(struct tcb *tcp) { (void)tcp; }
void notes_print(struct tcb *tcp) { (void)tcp; }
