/* The "expect:" lines of the notes' tracees: extended regular
 * expressions the tests grep the trace for, built from text the
 * tracee computed, so that the text must match literally. */
#ifndef ABT_NOTE_EXPECT_H
#define ABT_NOTE_EXPECT_H

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Prints S as an ERE that matches S itself. With HEX given, two tokens
 * stay patterns: "@X@" is a hex number (HEX is its pattern) and " = "
 * the padding before a call's result, whose width varies. */
static inline void ere_put(const char *s, const char *hex)
{
	for (; *s; s++) {
		if (hex && !strncmp(s, "@X@", 3)) {
			fputs(hex, stdout);
			s += 2;
			continue;
		}
		if (hex && !strncmp(s, " = ", 3)) {
			fputs(" += ", stdout);
			s += 2;
			continue;
		}
		if (strchr("\\^$.|?*+()[]{}", *s))
			putchar('\\');
		putchar(*s);
	}
}

/* "expect: " and the start of a line of note ID whose message is FMT
 * formatted, taken literally; the caller ends the line. */
__attribute__((format(printf, 2, 0)))
static inline void note_expect_v(const char *id, const char *fmt, va_list ap)
{
	char msg[600];

	vsnprintf(msg, sizeof(msg), fmt, ap);
	printf("expect: ^  \\^ note\\[%s\\]: ", id);
	ere_put(msg, NULL);
}

/* An "expect:" line for a line of note ID starting with the message
 * FMT formats, taken literally. */
__attribute__((format(printf, 2, 3)))
static inline void note_expect(const char *id, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	note_expect_v(id, fmt, ap);
	va_end(ap);
	putchar('\n');
}

/* "expect: " and a trace line FMT formats, taken literally but for two
 * tokens: "@X@" is any hex number (or 0) and " = " the padding before
 * the call's result; TAIL, an ERE, follows (NULL: nothing). */
__attribute__((format(printf, 2, 0)))
static inline void expect_line_v(const char *tail, const char *fmt, va_list ap)
{
	char msg[600];

	vsnprintf(msg, sizeof(msg), fmt, ap);
	printf("expect: ");
	ere_put(msg, "(0|0x[0-9a-f]+)");
	if (tail)
		fputs(tail, stdout);
	putchar('\n');
}

__attribute__((format(printf, 1, 2)))
static inline void expect_line(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	expect_line_v(NULL, fmt, ap);
	va_end(ap);
}

/* The same, and the line may go on only with a call site ("[at ..."). */
__attribute__((format(printf, 1, 2)))
static inline void expect_line_end(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	expect_line_v("( \\[.*)?$", fmt, ap);
	va_end(ap);
}

/* A call the tracee makes to fail: it returned R with errno, and must
 * have failed with WANT, else the expectations printed so far are void
 * and the tracee stops with status 1. */
static inline void failed(const char *what, long r, int want)
{
	if (r == -1 && errno == want)
		return;
	printf("FAIL: %s: %ld %s, expected %s\n", what, r, strerror(errno),
	       strerror(want));
	exit(1);
}

#endif
