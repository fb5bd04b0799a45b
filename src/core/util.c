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

/* A message often echoes what the user or the program gave (a file
 * name, an option's value, a note id): its control bytes are shown as
 * \xNN, so that no escape sequence reaches the terminal through us. */
static void put_message(const char *fmt, va_list ap)
{
	char buf[2048];

	vsnprintf(buf, sizeof(buf), fmt, ap);
	fprintf(stderr, "%s: ", progname);
	for (const unsigned char *p = (const unsigned char *)buf; *p; p++) {
		if ((*p < 0x20 && *p != '\n' && *p != '\t') || *p == 0x7f)
			fprintf(stderr, "\\x%02x", *p);
		else
			fputc(*p, stderr);
	}
	fputc('\n', stderr);
}

void die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	put_message(fmt, ap);
	va_end(ap);
	exit(1);
}

void warnx_(const char *fmt, ...)
{
	va_list ap;

	if (warn_flush_hook)
		warn_flush_hook();
	va_start(ap, fmt);
	put_message(fmt, ap);
	va_end(ap);
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

ssize_t proc_read_small(pid_t pid, const char *name, char *buf, size_t size)
{
	char path[64];
	size_t n;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/%s", (int)pid, name);
	f = fopen(path, "re");
	if (!f)
		return -1;
	n = fread(buf, 1, size - 1, f);
	fclose(f);
	buf[n] = '\0';
	return (ssize_t)n;
}
