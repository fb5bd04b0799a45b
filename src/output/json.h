/* -j/--json: JSON Lines output. The schema is doc/json-schema.md. */
#ifndef ABT_JSON_H
#define ABT_JSON_H

#include "abitrace.h"

#include <stdarg.h>

/* ---- for the output layer (text.c, summary.c) ------------------- */

/* Appends s (n bytes, any values) as a JSON string literal. */
void json_string(struct strbuf *sb, const char *s, size_t n);
void json_syscall(struct tcb *tcp, unsigned status);
void json_signal(struct tcb *tcp, const void *siginfo, const char *text);
void json_exited(struct tcb *tcp, int status);
void json_message(struct tcb *tcp, const char *fmt, va_list ap);
/* Writes the finished object in sb as one line to f. */
void json_emit(FILE *f, struct strbuf *sb);

#endif
