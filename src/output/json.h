/* -j/--json: JSON Lines output. The schema is doc/json-schema.md. */
#ifndef ABT_JSON_H
#define ABT_JSON_H

#include "abitrace.h"

#include <stdarg.h>

/* ---- for the notes engine --------------------------------------- */

/* A note about the current call of tcp. Between begin and end, any
 * number of extra fields; the note goes into the "notes" array of the
 * next "syscall" object of that thread, or, if json_notes_flush() runs
 * first, into a "note" object of its own. All of these do nothing
 * unless --json is on, so callers need not check. Strings may hold any
 * bytes. Keys must be plain ASCII names chosen by the caller. */
void json_note_begin(struct tcb *tcp, const char *id, const char *severity,
		     const char *message);
void json_note_int(struct tcb *tcp, const char *key, long long value);
void json_note_uint(struct tcb *tcp, const char *key,
		    unsigned long long value);
void json_note_str(struct tcb *tcp, const char *key, const char *value);
void json_note_bool(struct tcb *tcp, const char *key, bool value);
void json_note_end(struct tcb *tcp);
/* Writes pending notes of tcp as {"type":"note",...} objects. */
void json_notes_flush(struct tcb *tcp);

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
