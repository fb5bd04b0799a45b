/* read() on an inotify descriptor with --decode-events: the tracee
 * creates, renames and removes files in a watched directory, reads the
 * events and prints the line it expects, built from the bytes the
 * kernel returned (so the cookies and the order are the kernel's). A
 * name longer than -s (32) is cut; -s events at most without -v. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <unistd.h>
#include "dec.h"

#define LIMIT 32	/* abitrace's default -s */

static const struct { unsigned bit; const char *name; } in_bits[] = {
	{ IN_ACCESS, "IN_ACCESS" }, { IN_MODIFY, "IN_MODIFY" },
	{ IN_ATTRIB, "IN_ATTRIB" }, { IN_CLOSE_WRITE, "IN_CLOSE_WRITE" },
	{ IN_CLOSE_NOWRITE, "IN_CLOSE_NOWRITE" }, { IN_OPEN, "IN_OPEN" },
	{ IN_MOVED_FROM, "IN_MOVED_FROM" }, { IN_MOVED_TO, "IN_MOVED_TO" },
	{ IN_CREATE, "IN_CREATE" }, { IN_DELETE, "IN_DELETE" },
	{ IN_DELETE_SELF, "IN_DELETE_SELF" }, { IN_MOVE_SELF, "IN_MOVE_SELF" },
	{ IN_UNMOUNT, "IN_UNMOUNT" }, { IN_Q_OVERFLOW, "IN_Q_OVERFLOW" },
	{ IN_IGNORED, "IN_IGNORED" }, { IN_ONLYDIR, "IN_ONLYDIR" },
	{ IN_DONT_FOLLOW, "IN_DONT_FOLLOW" },
	{ IN_EXCL_UNLINK, "IN_EXCL_UNLINK" },
	{ IN_MASK_CREATE, "IN_MASK_CREATE" }, { IN_MASK_ADD, "IN_MASK_ADD" },
	{ IN_ISDIR, "IN_ISDIR" }, { IN_ONESHOT, "IN_ONESHOT" },
};

static void put_mask(char **p, unsigned m)
{
	const char *sep = "";

	for (size_t i = 0; i < sizeof(in_bits) / sizeof(in_bits[0]); i++)
		if (m & in_bits[i].bit) {
			*p += sprintf(*p, "%s%s", sep, in_bits[i].name);
			sep = "|";
			m &= ~in_bits[i].bit;
		}
	if (m)
		*p += sprintf(*p, "%s%#x", sep, m);
	else if (!*sep)
		*p += sprintf(*p, "0");
}

/* The events of buf as abitrace shows them, at most max of them. */
static void events(char *out, const char *buf, ssize_t n, unsigned max)
{
	char *p = out;
	unsigned i = 0;

	*p++ = '[';
	for (ssize_t off = 0; off < n; i++) {
		const struct inotify_event *ev = (const void *)(buf + off);

		if (i)
			p += sprintf(p, ", ");
		if (i == max) {
			p += sprintf(p, "...");
			break;
		}
		p += sprintf(p, "{wd=%d, mask=", ev->wd);
		put_mask(&p, ev->mask);
		p += sprintf(p, ", cookie=%u, len=%u", ev->cookie, ev->len);
		if (ev->len) {
			size_t l = strnlen(ev->name, ev->len);

			/* names here are plain ASCII: no escapes */
			p += sprintf(p, ", name=\"%.*s\"%s",
				     (int)(l > LIMIT ? LIMIT : l), ev->name,
				     l > LIMIT ? "..." : "");
		}
		p += sprintf(p, "}");
		off += sizeof(*ev) + ev->len;
	}
	strcpy(p, "]");
}

static void expect_read(int fd, const char *line, size_t size, ssize_t n)
{
	char ret[32];

	snprintf(ret, sizeof(ret), "%zd", n);
	expect(ret, "read(%d, %s, %zu)", fd, line, size);
}

static void touch(const char *dir, const char *name)
{
	char path[512];
	int fd;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	fd = open(path, O_WRONLY | O_CREAT, 0600);
	if (fd < 0)
		exit(99);
	close(fd);
}

static void rename_in(const char *dir, const char *a, const char *b)
{
	char pa[512], pb[512];

	snprintf(pa, sizeof(pa), "%s/%s", dir, a);
	snprintf(pb, sizeof(pb), "%s/%s", dir, b);
	if (rename(pa, pb))
		exit(99);
}

static void rm(const char *dir, const char *name)
{
	char path[512];

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	unlink(path);
}

int main(void)
{
	static char buf[65536] __attribute__((aligned(8)));
	static char line[1 << 17];
	const char *longname =
		"a-name-longer-than-the-string-limit-of-abitrace";
	char dir[] = "/tmp/dec-inotify.XXXXXX";
	unsigned max = getenv("DEC_MAX") ? (unsigned)atoi(getenv("DEC_MAX")) :
		       LIMIT;
	int fd, wd;
	ssize_t n;

	if (!mkdtemp(dir))
		return 99;
	fd = inotify_init1(IN_CLOEXEC);
	if (fd < 0)
		return 99;
	wd = inotify_add_watch(fd, dir, IN_CREATE | IN_MOVED_FROM |
			       IN_MOVED_TO | IN_DELETE | IN_ONLYDIR);
	if (wd < 0)
		return 99;

	/* created, renamed (a pair with one cookie), a long name */
	touch(dir, "x");
	rename_in(dir, "x", "y");
	touch(dir, longname);
	n = read(fd, buf, sizeof(buf));
	if (n <= 0)
		return 99;
	events(line, buf, n, max);
	expect_read(fd, line, sizeof(buf), n);

	/* removed, and a directory (IN_ISDIR) */
	rm(dir, "y");
	rm(dir, longname);
	{
		char sub[512];

		snprintf(sub, sizeof(sub), "%s/d", dir);
		if (mkdir(sub, 0700))
			return 99;
		rmdir(sub);
	}
	/* more events than -s (the array is cut without -v) */
	for (int i = 0; i < LIMIT + 2; i++) {
		char name[16];

		snprintf(name, sizeof(name), "f%d", i);
		touch(dir, name);
		rm(dir, name);
	}
	n = read(fd, buf, sizeof(buf));
	if (n <= 0)
		return 99;
	events(line, buf, n, max);
	expect_read(fd, line, sizeof(buf), n);
	close(fd);
	rmdir(dir);
	return 0;
}
