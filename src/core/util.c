/* Small helpers used everywhere: fatal errors and checked allocation. */
#include "abitrace.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

const char *progname = "abitrace";
/* Set by the output layer: a warning must not overtake trace lines
 * still in its buffers. */
void (*warn_flush_hook)(void);

void die(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", progname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(1);
}

void warnx_(const char *fmt, ...)
{
	va_list ap;

	if (warn_flush_hook)
		warn_flush_hook();
	fprintf(stderr, "%s: ", progname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

/* -d, which main sets: core sees no options. */
bool debug_enabled;

/* -d: a line about abitrace's own work, on stderr. */
void debug_msg(const char *fmt, ...)
{
	va_list ap;

	if (!debug_enabled)
		return;
	if (warn_flush_hook)
		warn_flush_hook();
	fprintf(stderr, "%s: debug: ", progname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p)
		die("out of memory");
	return p;
}

void *xcalloc(size_t n, size_t m)
{
	void *p = calloc(n ? n : 1, m ? m : 1);

	if (!p)
		die("out of memory");
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		die("out of memory");
	return p;
}

char *xstrdup(const char *s)
{
	char *p = strdup(s);

	if (!p)
		die("out of memory");
	return p;
}
