/* The decoders as the tracer (trace/) and main.c see them: a call's
 * entry and exit, the filters of -e, the signal line and the -e
 * read=/write= dumps. The printers' own interface is printers.h. */
#ifndef ABITRACE_DECODE_H
#define ABITRACE_DECODE_H

#include "abitrace.h"

/* i386's socketcall: the call it stands for, with that call's
 * arguments read from the tracee in place of the multiplexer's. */
void decode_demux(struct tcb *tcp);
/* Whether a multiplexer (socketcall, ipc) carries a call that -e trace=
 * shows: seccomp must then stop on the multiplexer. */
bool demux_traced(const struct sysdesc *mux);
const struct sysdesc *sysdesc_by_name(const char *name);
void decode_entry(struct tcb *tcp);
void decode_exit(struct tcb *tcp);
void decode_noreturn(struct tcb *tcp);
/* The same for the leader's call when another thread's execve replaced
 * it: strace shows " <unfinished ...>) = ?" when output arguments were
 * still to come. */
void decode_superseded(struct tcb *tcp);
bool syscall_is_traced(const struct tcb *tcp);
/* -e read=SET, -e write=SET (which: 'r', 'w'): the hex dumps. */
void dump_parse(int which, const char *spec);
/* At a call's exit: the hex dump lines of the data it read or wrote,
 * when asked for (NULL: none); *len gets their length. */
const char *dump_io(struct tcb *tcp, size_t *len);
bool signal_is_traced(int sig);
/* A signal stop, "--- SIGCHLD {...} ---" (syscall.c). */
void print_signal(struct tcb *tcp, const siginfo_t *si);
/* The printers follow cfg (-s, -v, -x, ...). */
void decode_init(const struct options *cfg);

#endif
