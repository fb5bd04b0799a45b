/* Helpers for tracees that print the trace lines they expect.
 *
 * Under -f -o FILE every line starts with "PID " (the pid left-aligned
 * in five columns); a tracee run that way calls expect_prefixed(1).
 * Syscall lines are padded so that "= " starts at column 40, prefix
 * included. */
#ifndef ABT_EXPECT_H
#define ABT_EXPECT_H

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

static int expect_with_pid;

static inline void expect_prefixed(int on)
{
	expect_with_pid = on;
	setvbuf(stdout, NULL, _IONBF, 0);
}

static inline void expect_head(char *buf, size_t size, pid_t tid)
{
	buf[0] = '\0';
	if (expect_with_pid)
		snprintf(buf, size, "%-5d ", (int)tid);
}

/* A line of its own: "--- SIG... ---", "+++ exited with 0 +++". */
__attribute__((format(printf, 2, 3)))
static inline void expect_msg(pid_t tid, const char *fmt, ...)
{
	char line[512];
	size_t n;
	va_list ap;

	expect_head(line, sizeof(line), tid);
	n = strlen(line);
	va_start(ap, fmt);
	vsnprintf(line + n, sizeof(line) - n, fmt, ap);
	va_end(ap);
	printf("expect: %s\n", line);
}

/* A syscall line: CALL is "name(args)", RET what follows "= ". */
__attribute__((format(printf, 3, 4)))
static inline void expect_call(pid_t tid, const char *call,
			       const char *ret, ...)
{
	char line[512], r[256];
	size_t n;
	va_list ap;

	expect_head(line, sizeof(line), tid);
	n = strlen(line);
	snprintf(line + n, sizeof(line) - n, "%s", call);
	va_start(ap, ret);
	vsnprintf(r, sizeof(r), ret, ap);
	va_end(ap);
	printf("expect: %-39s = %s\n", line, r);
}

static inline pid_t my_tid(void)
{
	return (pid_t)syscall(SYS_gettid);
}

#endif
