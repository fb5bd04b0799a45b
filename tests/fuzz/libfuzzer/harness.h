/* Shared by the libFuzzer harnesses: abitrace's code is linked whole
 * (main renamed), with die() and exit() wrapped (-Wl,--wrap) so that a
 * rejected input returns to the harness instead of ending the process. */
#ifndef ABT_HARNESS_H
#define ABT_HARNESS_H

#include "abitrace.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static jmp_buf harness_env;
static int harness_armed;

/* die()'s one line is what a user would see: not worth printing a
 * million times. */
void __wrap_die(const char *fmt, ...)
{
	(void)fmt;
	if (harness_armed)
		longjmp(harness_env, 1);
	abort();
}

void __real_exit(int status);

void __wrap_exit(int status)
{
	if (harness_armed)
		longjmp(harness_env, 2);
	__real_exit(status);
}

/* Where the trace backends write (sink_file_for, sink_is_shared are
 * wrapped): a harness that renders calls sets it, the others leave the
 * real sink in charge. */
static FILE *harness_sink;

FILE *__real_sink_file_for(struct tcb *tcp);
bool __real_sink_is_shared(FILE *f);

FILE *__wrap_sink_file_for(struct tcb *tcp)
{
	return harness_sink ? harness_sink : __real_sink_file_for(tcp);
}

bool __wrap_sink_is_shared(FILE *f)
{
	return f == harness_sink || __real_sink_is_shared(f);
}

/* Whether every byte of s[0..n) is printable ASCII. */
static inline int all_printable(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if ((unsigned char)s[i] < 0x20 || (unsigned char)s[i] > 0x7e)
			return 0;
	return 1;
}

/* A property the output must have; a finding when it does not. */
#define MUST(cond) do { if (!(cond)) { \
	fprintf(stderr, "harness: %s:%d: %s\n", __FILE__, __LINE__, #cond); \
	abort(); } } while (0)

#endif
