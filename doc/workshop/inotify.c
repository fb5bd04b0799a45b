/* inotify.c - a rename seen from a watched directory: only half of it.
 * run: abitrace --start-at=main ./inotify
 * Each "expect:" line is what the program predicts abitrace will say. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <unistd.h>

int main(void)
{
	char top[] = "/tmp/inotify-XXXXXX", from[64], to[64], buf[4096];

	mkdtemp(top);
	snprintf(from, sizeof from, "%s/watched", top);
	mkdir(from, 0700);
	int in = inotify_init1(0);
	inotify_add_watch(in, from, IN_MOVED_FROM | IN_MOVED_TO);

	snprintf(from, sizeof from, "%s/watched/f", top);
	snprintf(to, sizeof to, "%s/f", top);	/* not watched */
	close(creat(from, 0600));
	rename(from, to);

	ssize_t n = read(in, buf, sizeof buf);
	struct inotify_event *ev = (struct inotify_event *)buf;
	printf("read %zd bytes: mask %#x, cookie %u\n", n, ev->mask, ev->cookie);
	printf("expect: note[inotify-rename-unpaired]: IN_MOVED_FROM \"f\""
	       " (cookie %u) never got its IN_MOVED_TO\n", ev->cookie);
	fflush(stdout);
	close(in);

	unlink(to);
	snprintf(from, sizeof from, "%s/watched", top);
	rmdir(from);
	rmdir(top);
	return 0;
}
