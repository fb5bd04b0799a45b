/* Helpers for the decoding tracees: each call is followed by the line
 * the tracee expects abitrace to print for it. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* "expect: CALL<padding> = RET" with "= " at column 40, as strace. */
static void expect(const char *ret, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void expect(const char *ret, const char *fmt, ...)
{
	char call[4096];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(call, sizeof(call), fmt, ap);
	va_end(ap);
	printf("expect: %-39s = %s\n", call, ret);
}

/* A pointer that no process has mapped. */
#define BAD_PTR ((void *)8)

/* "-1 ENAME (text)" for a failed call, for the errors whose order of
 * checks changed between kernels (a bad pointer and a missing path:
 * 6.1 reports EFAULT where later kernels report ENOENT). */
static const char *failed_with(int err)
{
	static char buf[128];

	snprintf(buf, sizeof(buf), "-1 %s (%s)", strerrorname_np(err),
		 strerror(err));
	return buf;
}
