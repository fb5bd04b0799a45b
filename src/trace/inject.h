/* -e inject= and -e fault=: tampering with the calls of the tracee. */
#ifndef ABT_INJECT_H
#define ABT_INJECT_H

#include "abitrace.h"

/* One -e inject=SET:... (fault: -e fault=SET:..., where only error=
 * and when= are allowed and error= defaults to ENOSYS). Dies with one
 * line on a bad expression. */
void inject_parse(const char *spec, bool fault);
/* Forgets every rule (tests/fuzz's option harness). */
void inject_reset(void);
bool inject_active(void);

/* At the entry of a call that is shown, before it is decoded: counts
 * the call and, when a rule fires, changes the call (or the memory of
 * its arguments), and may hold the thread back. */
void inject_entry(struct tcb *tcp);
/* At its exit, before it is decoded: the return value the rule wants. */
void inject_exit(struct tcb *tcp);
/* The signal to hand over when the thread is restarted now (0: none);
 * it is handed over once. */
int inject_take_signal(struct tcb *tcp);

/* delay_enter=, delay_exit=: whether the thread must wait before it is
 * restarted (it then stays in its ptrace-stop), and the restart of the
 * threads whose time has come. inject_next_wakeup gives the time to
 * the earliest one in ns (CLOCK_MONOTONIC), or 0 when none waits. */
bool inject_holds(struct tcb *tcp);
uint64_t inject_next_wakeup(void);
void inject_release_due(void);
/* The thread is gone: drop its counts and its place in the queue. */
void inject_forget(struct tcb *tcp);

#endif
