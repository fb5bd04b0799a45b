/* fdtable.c - whose descriptor a closed number was, and which table a
 * task uses: one scenario per argv[1], each measuring what the kernel
 * did (errno, F_GETFD, FIONREAD) and printing
 *   expect: REGEX      a note line abitrace must print, in order
 *   count: ID N        how many ID notes the whole trace must hold
 * as tests/notes/tracees/kinds.c does. Run with -f (the shared scenario
 * makes children). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/inotify.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "need.h"
#include "note-expect.h"

static void fail(const char *what)
{
	printf("FAIL: %s: %s\n", what, strerror(errno));
	exit(1);
}

static bool is_closed(int fd)
{
	return fcntl(fd, F_GETFD) < 0 && errno == EBADF;
}

/* The loader's fd 3 (ld.so.cache, each library: opened and closed
 * before main), then what daemons and spawners do with it: a close-all
 * loop, an F_SETFD sweep, an fstat probe of descriptors the program
 * closed itself. None is a use after close. A double close in the
 * program's own code still is. */
static void sweep(void)
{
	int fds[3], fd;

	/* A dynamically linked program: its loader ran and left fd 3
	 * closed (it is the first number anything opens). */
	if (!getauxval(AT_BASE) || !is_closed(3)) {
		printf("skip: not a dynamically linked program with fd 3 "
		       "closed at main\n");
		exit(77);
	}
	/* for (fd = 3; fd < 64; fd++) close(fd): 3 fails with EBADF (the
	 * others may be open, inherited from the test harness). */
	for (fd = 3; fd < 64; fd++) {
		int r = close(fd);

		if (r < 0 && errno != EBADF)
			fail("close-all loop");
		if (fd == 3 && r == 0)
			fail("close-all loop: close(3) worked");
	}
	/* libuv: F_SETFD over 0..15; 0..2 are open, 3..15 are not. */
	for (fd = 0; fd < 16; fd++)
		if (fcntl(fd, F_SETFD, FD_CLOEXEC) < 0 && (errno != EBADF || fd < 3))
			fail("F_SETFD sweep");
	/* The program's own: 3, 4, 5 opened, 4 and 5 closed, then an
	 * fstat probe over 0..15 finds 4 and 5 closed. */
	for (int i = 0; i < 3; i++)
		if ((fds[i] = open("/dev/null", O_RDONLY)) != 3 + i)
			fail("open did not give 3, 4, 5");
	close(fds[1]);
	close(fds[2]);
	for (fd = 0; fd < 16; fd++) {
		struct stat st;

		if ((fstat(fd, &st) < 0) != (fd > 3))
			fail("fstat probe");
	}
	/* The program's own double close: noted. */
	close(fds[0]);
	if (close(fds[0]) < 0 && errno == EBADF)
		note_expect("bad-fd", "fd %d was closed by an earlier close in "
		       "this program and nothing reopened it: this second "
		       "close fails with EBADF", fds[0]);
	else
		fail("second close");
	printf("count: bad-fd 1\n");
}

static char stack[256 * 1024] __attribute__((aligned(16)));

static int closer(void *arg)
{
	close(*(int *)arg);
	return 0;
}

static int unsharer(void *arg)
{
	if (unshare(CLONE_FILES) < 0)
		return 1;
	close(*(int *)arg);
	return 0;
}

/* close_range(fd, fd, CLOSE_RANGE_UNSHARE): the kernel gives the child
 * its own table first; 2 where there is no close_range. */
static int range_unsharer(void *arg)
{
#ifdef SYS_close_range
	int fd = *(int *)arg;

	if (syscall(SYS_close_range, fd, fd, 2u /* CLOSE_RANGE_UNSHARE */) == 0)
		return 0;
#else
	(void)arg;
#endif
	return 2;
}

/* Runs fn(&fd) in a child made with clone(flags), and waits for it;
 * returns its exit status. */
static int run_child_status(int (*fn)(void *), int *fd, int flags)
{
	int status;
	pid_t pid = clone(fn, stack + sizeof(stack), flags | SIGCHLD, fd);

	if (pid < 0)
		fail("clone");
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
		fail("child");
	return WEXITSTATUS(status);
}

/* Runs fn(&fd) in a child made with clone(flags), and waits for it. */
static pid_t run_child(int (*fn)(void *), int *fd, int flags)
{
	int status;
	pid_t pid = clone(fn, stack + sizeof(stack), flags | SIGCHLD, fd);

	if (pid < 0)
		fail("clone");
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) ||
	    WEXITSTATUS(status))
		fail("child");
	return pid;
}

static void *thread_closer(void *arg)
{
	close(*(int *)arg);
	return NULL;
}

static void *thread_reader(void *arg)
{
	char c;

	if (read(*(int *)arg, &c, 1) >= 0 || errno != EBADF)
		return arg;
	note_expect("bad-fd", "fd %d was closed by an earlier close in "
	       "this program and nothing reopened it: read fails "
	       "with EBADF", *(int *)arg);
	return NULL;
}

/* A child made with CLONE_FILES closes a descriptor of the table it
 * shares with its parent: the parent's read then fails with EBADF, a
 * use after close; so does a thread's close, and a fork child's read
 * of what its parent closed before the fork (its close of it is not). A child made without it, and one that unshared its
 * table first, close their own copy: the parent's read works. */
static void shared(void)
{
	char c;
	int fd, status;
	pid_t pid;

	if ((fd = open("/dev/zero", O_RDONLY)) < 0)
		fail("open");
	pid = run_child(closer, &fd, CLONE_FILES);
	if (read(fd, &c, 1) < 0 && errno == EBADF)
		note_expect("bad-fd", "fd %d was closed by an earlier close in "
		       "process %d (which shares this descriptor table: "
		       "CLONE_FILES) and nothing reopened it: read fails "
		       "with EBADF", fd, (int)pid);
	else
		fail("CLONE_FILES: the parent's read did not fail");

	/* A thread (pthread_create: clone3 or clone with CLONE_FILES). */
	if ((fd = open("/dev/zero", O_RDONLY)) < 0)
		fail("open");
	{
		pthread_t t;

		if (pthread_create(&t, NULL, thread_closer, &fd) ||
		    pthread_join(t, NULL))
			fail("pthread");
	}
	if (read(fd, &c, 1) < 0 && errno == EBADF)
		note_expect("bad-fd", "fd %d was closed by an earlier close in "
		       "this program and nothing reopened it: read fails "
		       "with EBADF", fd);
	else
		fail("thread: the read did not fail");

	if ((fd = open("/dev/zero", O_RDONLY)) < 0)
		fail("open");
	run_child(closer, &fd, 0);		/* fork: a copy */
	if (read(fd, &c, 1) != 1)
		fail("fork: the parent's read failed");
	run_child(unsharer, &fd, CLONE_FILES);	/* its own copy */
	if (read(fd, &c, 1) != 1)
		fail("unshare: the parent's read failed");
	/* close_range's CLOSE_RANGE_UNSHARE: its own copy too. */
	if (run_child_status(range_unsharer, &fd, CLONE_FILES) == 0) {
		if (read(fd, &c, 1) != 1)
			fail("close_range: the parent's read failed");
	} else {
		printf("no close_range(CLOSE_RANGE_UNSHARE) here: part left out\n");
	}
	/* Its own close after both children: not theirs to note. */
	close(fd);

	/* Closed before a fork: the child's copy has it closed too. Its
	 * read is a use after its parent's close; its close, a daemon's
	 * close-all loop starting clean, is not noted. */
	if ((fd = open("/dev/zero", O_RDONLY)) < 0)
		fail("open");
	close(fd);
	pid = getpid();
	if (fork() == 0) {
		if (read(fd, &c, 1) >= 0 || errno != EBADF)
			_exit(1);
		note_expect("bad-fd", "fd %d was closed by an earlier close in "
		       "process %d (before this process got a copy of its "
		       "descriptor table) and nothing reopened it: read "
		       "fails with EBADF", fd, (int)pid);
		_exit(close(fd) == 0 || errno != EBADF);
	}
	if (wait(&status) < 0 || !WIFEXITED(status) || WEXITSTATUS(status))
		fail("the fork child's read or close worked");

	/* A thread on the process's table (the tracer keeps no record
	 * of its own for it): it sees its process's close. */
	if ((fd = open("/dev/zero", O_RDONLY)) < 0)
		fail("open");
	close(fd);
	{
		pthread_t t;
		void *ret;

		if (pthread_create(&t, NULL, thread_reader, &fd) ||
		    pthread_join(t, &ret) || ret)
			fail("thread: the read after its process's close worked");
	}
	printf("count: bad-fd 4\n");
}

/* An inotify descriptor watching DIR/w for renames; the file w/NAME
 * made. */
static int watch_dir(const char *dir, const char *name, char *file,
		     size_t size)
{
	char w[300];
	int in = inotify_init1(IN_NONBLOCK), fd;

	snprintf(w, sizeof(w), "%s/w", dir);
	if (in < 0 || (mkdir(w, 0700) < 0 && errno != EEXIST) ||
	    inotify_add_watch(in, w, IN_MOVED_FROM | IN_MOVED_TO) < 0)
		fail("inotify");
	snprintf(file, size, "%s/%s", w, name);
	if ((fd = open(file, O_WRONLY | O_CREAT, 0600)) < 0)
		fail("open");
	close(fd);
	return in;
}

/* A rename within the watched directory queues IN_MOVED_FROM and its
 * IN_MOVED_TO. Read with room for one event, the first read has only
 * the IN_MOVED_FROM, and FIONREAD shows the IN_MOVED_TO's bytes still
 * queued: at the close, the partner was not read. A rename out of the
 * watched directory queues no IN_MOVED_TO: at the close, the file left.
 * After another process's rename within, the bytes queued may or may
 * not hold the partner: the close says so. Each read's note says the
 * IN_MOVED_TO is not in that read. */
static void queued(void)
{
	char dir[] = "/tmp/abt-fdtable-XXXXXX", a[300], b[300];
	/* One event with a name of up to 15 bytes: 16 + 16 bytes. */
	char small[sizeof(struct inotify_event) + 16 + 8];
	char big[4096] __attribute__((aligned(8)));
	struct inotify_event *e;
	int in, q = -1;
	ssize_t n;

	need_pidfd_getfd();
	if (!mkdtemp(dir))
		fail("mkdtemp");
	/* Within: "a" -> "b", both in w. */
	in = watch_dir(dir, "a", a, sizeof(a));
	snprintf(b, sizeof(b), "%s/w/b", dir);
	if (rename(a, b) < 0)
		fail("rename");
	n = read(in, small, sizeof(small));
	e = (struct inotify_event *)small;
	if (n != (ssize_t)(sizeof(*e) + e->len) || !(e->mask & IN_MOVED_FROM))
		fail("the first read is not one IN_MOVED_FROM");
	note_expect("inotify-rename-unpaired", "IN_MOVED_FROM \"a\" (cookie %u) "
	       "has no IN_MOVED_TO in this read", e->cookie);
	if (ioctl(in, FIONREAD, &q) < 0 || q != (int)sizeof(*e) + 16)
		fail("FIONREAD: the IN_MOVED_TO is not what is queued");
	note_expect("inotify-rename-unpaired", "IN_MOVED_FROM \"a\" (cookie %u) "
	       "was not read: its IN_MOVED_TO (from this program's rename "
	       "into a watched directory) was still queued, with %d bytes "
	       "of events, when the descriptor was closed", e->cookie, q);
	close(in);
	unlink(b);

	/* Out: "c" -> DIR/out, which no watch covers. */
	in = watch_dir(dir, "c", a, sizeof(a));
	snprintf(b, sizeof(b), "%s/out", dir);
	if (rename(a, b) < 0)
		fail("rename");
	n = read(in, big, sizeof(big));
	e = (struct inotify_event *)big;
	if (n != (ssize_t)(sizeof(*e) + e->len) || !(e->mask & IN_MOVED_FROM))
		fail("the read is not one IN_MOVED_FROM");
	note_expect("inotify-rename-unpaired", "IN_MOVED_FROM \"c\" (cookie %u) "
	       "has no IN_MOVED_TO in this read", e->cookie);
	if (ioctl(in, FIONREAD, &q) < 0 || q != 0)
		fail("FIONREAD: events queued after a rename out");
	note_expect("inotify-rename-unpaired", "IN_MOVED_FROM \"c\" (cookie %u) "
	       "never got its IN_MOVED_TO before the descriptor was closed: "
	       "the file left the watched directories", e->cookie);
	close(in);
	unlink(b);

	/* Within, "d" -> "e", by another process: its rename is not this
	 * program's, so what the queued bytes hold is not known. */
	in = watch_dir(dir, "d", a, sizeof(a));
	snprintf(b, sizeof(b), "%s/w/e", dir);
	if (fork() == 0)
		_exit(rename(a, b) < 0);
	if (wait(&q) < 0 || !WIFEXITED(q) || WEXITSTATUS(q))
		fail("the child's rename");
	n = read(in, small, sizeof(small));
	e = (struct inotify_event *)small;
	if (n != (ssize_t)(sizeof(*e) + e->len) || !(e->mask & IN_MOVED_FROM))
		fail("the first read is not one IN_MOVED_FROM");
	note_expect("inotify-rename-unpaired", "IN_MOVED_FROM \"d\" (cookie %u) "
	       "has no IN_MOVED_TO in this read", e->cookie);
	if (ioctl(in, FIONREAD, &q) < 0 || q != (int)sizeof(*e) + 16)
		fail("FIONREAD: the IN_MOVED_TO is not what is queued");
	note_expect("inotify-rename-unpaired", "IN_MOVED_FROM \"d\" (cookie %u) "
	       "never got its IN_MOVED_TO before the descriptor was closed "
	       "with %d bytes of events not read: it may be among them, or "
	       "the file left the watched directories", e->cookie, q);
	close(in);
	unlink(b);
	snprintf(a, sizeof(a), "%s/w", dir);
	rmdir(a);
	rmdir(dir);
	printf("count: inotify-rename-unpaired 6\n");
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc < 2)
		return 2;
	if (!strcmp(argv[1], "sweep"))
		sweep();
	else if (!strcmp(argv[1], "shared"))
		shared();
	else if (!strcmp(argv[1], "queued"))
		queued();
	else
		return 2;
	return 0;
}
