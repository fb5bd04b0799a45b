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

/* An expect line for the note "note[ID]: MESSAGE...", the message
 * taken literally (ERE special characters escaped). */
static void expect(const char *id, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	printf("expect: ^  \\^ note\\[%s\\]: ", id);
	for (const char *s = msg; *s; s++) {
		if (strchr("\\^$.|?*+()[]{}", *s))
			putchar('\\');
		putchar(*s);
	}
	putchar('\n');
}

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
		expect("bad-fd", "fd %d was closed by an earlier close in "
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

/* A child made with CLONE_FILES closes a descriptor of the table it
 * shares with its parent: the parent's read then fails with EBADF, a
 * use after close. A child made without it, and one that unshared its
 * table first, close their own copy: the parent's read works. */
static void shared(void)
{
	char c;
	int fd;
	pid_t pid;

	if ((fd = open("/dev/zero", O_RDONLY)) < 0)
		fail("open");
	pid = run_child(closer, &fd, CLONE_FILES);
	if (read(fd, &c, 1) < 0 && errno == EBADF)
		expect("bad-fd", "fd %d was closed by an earlier close in "
		       "process %d, which shares this descriptor table "
		       "(CLONE_FILES) and nothing reopened it: read fails "
		       "with EBADF", fd, (int)pid);
	else
		fail("CLONE_FILES: the parent's read did not fail");

	if ((fd = open("/dev/zero", O_RDONLY)) < 0)
		fail("open");
	run_child(closer, &fd, 0);		/* fork: a copy */
	if (read(fd, &c, 1) != 1)
		fail("fork: the parent's read failed");
	run_child(unsharer, &fd, CLONE_FILES);	/* its own copy */
	if (read(fd, &c, 1) != 1)
		fail("unshare: the parent's read failed");
	/* Its own close after both children: not theirs to note. */
	close(fd);
	printf("count: bad-fd 1\n");
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
	else
		return 2;
	return 0;
}
