/* Small helpers used everywhere: fatal errors and checked allocation. */
#include "abitrace.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
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
	/* "NAME: message", as strace -d writes its lines: scripts (strace's
	 * kill-on-exit test among them) match them whole. */
	fprintf(stderr, "%s: ", progname);
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

unsigned long proc_stop_gen;

/* Reading maps costs the kernel a d_path per mapped file: tens of
 * microseconds for a small program, each time. */
const char *proc_maps_text(pid_t pid, size_t *len)
{
	static char *buf;
	static size_t cap, n;
	static pid_t pid_read;
	static unsigned long gen_read;
	static bool valid;
	char path[64];
	ssize_t r;
	int fd;

	if (valid && pid_read == pid && gen_read == proc_stop_gen) {
		*len = n;
		return buf;
	}
	valid = false;
	n = 0;
	snprintf(path, sizeof(path), "/proc/%d/maps", (int)pid);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return NULL;
	for (;;) {
		if (n + 1 >= cap) {
			size_t nc = cap ? 2 * cap : 16384;

			if (nc > PROC_MAPS_MAX + 1) {
				close(fd);
				return NULL;
			}
			buf = xrealloc(buf, nc);
			cap = nc;
		}
		r = read(fd, buf + n, cap - 1 - n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			close(fd);
			return NULL;
		}
		if (r == 0)
			break;
		n += (size_t)r;
	}
	close(fd);
	buf[n] = '\0';
	pid_read = pid;
	gen_read = proc_stop_gen;
	valid = true;
	*len = n;
	return buf;
}

const char *proc_maps_hex(const char *p, const char *end, uint64_t *v)
{
	const char *start = p;

	*v = 0;
	for (; p < end; p++) {
		unsigned d;

		if (*p >= '0' && *p <= '9')
			d = (unsigned)(*p - '0');
		else if (*p >= 'a' && *p <= 'f')
			d = (unsigned)(*p - 'a' + 10);
		else
			break;
		*v = *v << 4 | d;
	}
	if (p == start || p - start > 16)
		return NULL;
	return p;
}
