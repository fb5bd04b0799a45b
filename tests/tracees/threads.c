/* Two threads interleave: one blocks in read on a pipe, the main one
 * makes calls meanwhile, then writes what the reader gets. The
 * reader's line must be cut with "<unfinished ...>" and finished with
 * "<... read resumed>". Run with -f -o FILE. */
#include "expect.h"

#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static int pfd[2];
static volatile pid_t reader_tid;

static void *reader(void *arg)
{
	char c;

	(void)arg;
	reader_tid = my_tid();
	if (read(pfd[0], &c, 1) != 1)
		exit(1);
	return NULL;
}

static int read_proc(pid_t tid, const char *what, char *buf, size_t size)
{
	char path[64];
	ssize_t n;
	int fd;

	snprintf(path, sizeof(path), "/proc/self/task/%d/%s", tid, what);
	fd = open(path, O_RDONLY);
	if (fd < 0)
		return -1;
	n = read(fd, buf, size - 1);
	close(fd);
	if (n <= 0)
		return -1;
	buf[n] = '\0';
	return 0;
}

/* The reader sleeps in read (state S, not a tracing stop 't' at the
 * entry, which the tracer may not have printed yet): /proc's syscall
 * file starts with read's number. */
static int in_read(pid_t tid)
{
	char buf[512], want[16], *p;

	snprintf(want, sizeof(want), "%d ", (int)SYS_read);
	if (read_proc(tid, "syscall", buf, sizeof(buf)) < 0 ||
	    strncmp(buf, want, strlen(want)))
		return 0;
	if (read_proc(tid, "stat", buf, sizeof(buf)) < 0)
		return 0;
	p = strrchr(buf, ')');
	return p && p[1] == ' ' && p[2] == 'S';
}

int main(void)
{
	pthread_t th;
	pid_t t;
	char call[64];

	expect_prefixed(1);
	if (pipe(pfd) < 0)
		return 1;
	pthread_create(&th, NULL, reader, NULL);
	while (!reader_tid || !in_read(reader_tid))
		usleep(1000);
	t = reader_tid;

	/* The ", " before the buffer comes with the exit half, as strace
	 * 7.2 writes it (6.1 ended the cut line with it). */
	snprintf(call, sizeof(call), "read(%d", pfd[0]);
	printf("expect: %-5d %s <unfinished ...>\n", t, call);
	expect_call(getpid(), "getppid()", "%d", getppid());
	if (write(pfd[1], "x", 1) != 1)
		return 1;
	expect_call(t, "<... read resumed>, \"x\", 1)", "1");
	pthread_join(th, NULL);
	return 0;
}
