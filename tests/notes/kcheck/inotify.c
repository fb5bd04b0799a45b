/* inotify.c - a rename shows up as IN_MOVED_FROM + IN_MOVED_TO joined by a
 * cookie, but the pair is not guaranteed to arrive together.
 *  1. rename between two watched dirs: both halves, same cookie.
 *  2. rename to an unwatched dir: IN_MOVED_FROM only, no IN_MOVED_TO ever.
 *  3. rename between watched dirs read with a buffer that fits exactly one
 *     event: the halves come back in two different read() calls. In
 *     between, FIONREAD counts the unread IN_MOVED_TO, also through a
 *     copy of the descriptor that pidfd_getfd made (how abitrace asks at
 *     the close), and /proc fdinfo lists the target directory's inode
 *     and device (major << 20 | minor) among the watches.
 * Rule checked: inotify-rename-unpaired. */
#include "kcheck.h"
#include <fcntl.h>
#include <poll.h>
#include <sys/inotify.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>

/* Whether /proc/self/fdinfo/FD has a watch on the directory path. */
static int fdinfo_watches(int fd, const char *path)
{
	unsigned long long ino, dev;
	char p[64], line[512];
	struct stat sb;
	int found = 0;
	FILE *f;

	snprintf(p, sizeof p, "/proc/self/fdinfo/%d", fd);
	if (stat(path, &sb) < 0 || !(f = fopen(p, "r")))
		return 0;
	while (fgets(line, sizeof line, f)) {
		char *w = strstr(line, " ino:");
		if (!strncmp(line, "inotify ", 8) && w &&
		    sscanf(w, " ino:%llx sdev:%llx", &ino, &dev) == 2 &&
		    ino == sb.st_ino &&
		    dev == ((unsigned long long)major(sb.st_dev) << 20 | minor(sb.st_dev)))
			found = 1;
	}
	fclose(f);
	return found;
}

struct ev { unsigned mask, cookie; };

/* read once into a buffer of bufsize bytes; collect the move events */
static int read_once(int in, size_t bufsize, struct ev *out, int max)
{
	char buf[4096] __attribute__((aligned(8)));
	struct pollfd p = { in, POLLIN, 0 };
	int n = 0;
	if (poll(&p, 1, 200) <= 0)
		return 0;
	ssize_t len = read(in, buf, bufsize);
	for (char *q = buf; len > 0 && q < buf + len;) {
		struct inotify_event *e = (void *)q;
		if (n < max && (e->mask & (IN_MOVED_FROM | IN_MOVED_TO)))
			out[n++] = (struct ev){ e->mask, e->cookie };
		q += sizeof *e + e->len;
	}
	return n;
}

int main(void)
{
	char top[] = "/tmp/kcheck-inotify-XXXXXX", a[100], b[100], c[100], f[300], g[300];
	struct ev ev[8];
	int n;

	mkdtemp(top);
	snprintf(a, sizeof a, "%s/a", top);
	snprintf(b, sizeof b, "%s/b", top);
	snprintf(c, sizeof c, "%s/c", top);
	mkdir(a, 0700); mkdir(b, 0700); mkdir(c, 0700);
	int in = inotify_init1(IN_NONBLOCK);
	inotify_add_watch(in, a, IN_MOVED_FROM | IN_MOVED_TO);
	inotify_add_watch(in, b, IN_MOVED_FROM | IN_MOVED_TO);

	/* 1 */
	snprintf(f, sizeof f, "%s/f", a);
	snprintf(g, sizeof g, "%s/f", b);
	close(open(f, O_CREAT | O_WRONLY, 0600));
	rename(f, g);
	n = read_once(in, sizeof ev * 0 + 4096, ev, 8);
	kc_report(n == 2 && ev[0].mask & IN_MOVED_FROM && ev[1].mask & IN_MOVED_TO && ev[0].cookie == ev[1].cookie,
		  "inotify rename a->b (both watched)", "%d move events in one read, cookies %u/%u",
		  n, ev[0].cookie, n > 1 ? ev[1].cookie : 0);

	/* 2 */
	snprintf(f, sizeof f, "%s/f", c);
	rename(g, f);
	n = read_once(in, 4096, ev, 8);
	int more = read_once(in, 4096, ev + n, 8 - n);
	kc_report(n == 1 && more == 0 && ev[0].mask & IN_MOVED_FROM,
		  "inotify-rename-unpaired b->c (target unwatched)",
		  "%d event(s): IN_MOVED_FROM cookie %u; nothing follows (%d)", n, ev[0].cookie, more);

	/* 3: buffer fits exactly one event with a 1-char name (16 + 16 bytes) */
	snprintf(g, sizeof g, "%s/f", a);
	snprintf(f, sizeof f, "%s/f", c);
	rename(f, g);			/* c->a: IN_MOVED_TO only; drain it */
	read_once(in, 4096, ev, 8);
	snprintf(f, sizeof f, "%s/f", b);
	rename(g, f);			/* a->b */
	size_t one = sizeof(struct inotify_event) + 16;
	n = read_once(in, one, ev, 1);
	int q = -1, qcopy = -1;
	ioctl(in, FIONREAD, &q);
#if defined(SYS_pidfd_open) && defined(SYS_pidfd_getfd)
	int pfd = syscall(SYS_pidfd_open, getpid(), 0);
	int copy = pfd < 0 ? -1 : syscall(SYS_pidfd_getfd, pfd, in, 0);
	if (copy >= 0)
		ioctl(copy, FIONREAD, &qcopy);
	if (copy >= 0)
		close(copy);
	if (pfd >= 0)
		close(pfd);
	kc_report(q == (int)one && qcopy == q,
		  "inotify-rename-unpaired: the unread IN_MOVED_TO at FIONREAD",
		  "%d bytes queued, %d through a pidfd_getfd copy", q, qcopy);
#else
	printf("skip inotify FIONREAD through pidfd_getfd: no syscall numbers\n");
#endif
	kc_report(fdinfo_watches(in, b), "inotify-rename-unpaired: fdinfo lists the watched target",
		  "%s", "ino and sdev of the watched directory in /proc/self/fdinfo");
	int n2 = read_once(in, one, ev + 1, 1);
	kc_report(n == 1 && n2 == 1 && ev[0].mask & IN_MOVED_FROM && ev[1].mask & IN_MOVED_TO &&
		  ev[0].cookie == ev[1].cookie,
		  "inotify-rename-unpaired a->b split across reads",
		  "first read: %s, second read: %s (same cookie %u)",
		  n ? (ev[0].mask & IN_MOVED_FROM ? "IN_MOVED_FROM" : "IN_MOVED_TO") : "nothing",
		  n2 ? (ev[1].mask & IN_MOVED_TO ? "IN_MOVED_TO" : "IN_MOVED_FROM") : "nothing", ev[0].cookie);
	close(in);
	unlink(f);
	rmdir(a); rmdir(b); rmdir(c); rmdir(top);
	return kc_exit();
}
