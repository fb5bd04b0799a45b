/* whyfd [inject]: descriptor calls that fail, each for a cause of its
 * own, with a control of the same errno for another cause; prints the
 * failure-cause note it expects of each. EBADF: a number never opened,
 * one this program closed, O_RDONLY written, O_WRONLY read, O_PATH
 * read, a negative one, a dirfd never opened; EMFILE: every number
 * below a lowered RLIMIT_NOFILE in use. "inject" (run with -e
 * inject=dup:error=EMFILE -e inject=fstat:error=EBADF): a dup with
 * numbers to spare and an fstat of an open descriptor fail, and the
 * notes say that the state is not the cause. "filtered" (run with -e
 * trace=read): a read after a close the seccomp filter hid names no
 * cause it cannot know. Exits 1 when a call fails
 * otherwise than planned. */
#define _GNU_SOURCE
#include "note-expect.h"

#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

/* A number that is not open, above every open one. */
static int unused_fd(void)
{
	int fd = 200;

	while (fcntl(fd, F_GETFD) != -1)
		fd++;
	return fd;
}

static unsigned open_count(void)
{
	DIR *d = opendir("/proc/self/fd");
	struct dirent *e;
	unsigned n = 0;

	if (!d)
		exit(2);
	while ((e = readdir(d)))
		if (e->d_name[0] != '.')
			n++;
	closedir(d);
	return n - 1;	/* the directory's own descriptor */
}

int main(int argc, char **argv)
{
	char b[4];
	int fd, never, rd, wr, pa;
	long r;
	struct rlimit rl;
	struct stat st;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc > 1 && !strcmp(argv[1], "inject")) {
		rd = open("/dev/null", O_RDONLY);
		r = dup(rd);
		failed("injected dup", r, EMFILE);
		if (getrlimit(RLIMIT_NOFILE, &rl))
			return 2;
		note_expect("failure-cause", "checked: RLIMIT_NOFILE is %llu and "
			    "%u descriptors are open below it; not the cause of "
			    "EMFILE", (unsigned long long)rl.rlim_cur,
			    open_count());
		/* fstat(2) itself (glibc's fstat() is newfstatat), by a
		 * syscall() found at run time: a program that imports it
		 * runs without abitrace's filter when not followed (-f),
		 * and the "filtered" run of this program needs the filter. */
		long (*sc)(long, ...) = (long (*)(long, ...))
			dlsym(RTLD_DEFAULT, "syscall");
		if (!sc)
			return 2;
		r = sc(SYS_fstat, rd, &st);
		failed("injected fstat", r, EBADF);
		/* fdinfo's flags: F_GETFL's, and O_CLOEXEC (none here) */
		note_expect("failure-cause", "checked fd %d: it is open (flags "
			    "%#o); not the cause of EBADF", rd,
			    (unsigned)fcntl(rd, F_GETFL));
		return 0;
	}

	if (argc > 1 && !strcmp(argv[1], "filtered")) {
		/* Run with -e trace=read, no -f: abitrace's seccomp filter
		 * lets open and close run unseen, so a closed number and a
		 * number never opened look alike to it; the note must not
		 * claim either. */
		fd = open("/dev/null", O_RDONLY);
		close(fd);
		r = read(fd, b, 1);
		failed("read after an unseen close", r, EBADF);
		note_expect("failure-cause", "fd %d is not open; which call "
			    "closed it is not known: abitrace's seccomp filter "
			    "lets the calls outside -e trace= run unseen", fd);
		return 0;
	}

	/* never opened; control: closed by this program */
	never = unused_fd();
	r = read(never, b, 1);
	failed("read of a number never opened", r, EBADF);
	note_expect("failure-cause", "fd %d is not open, and abitrace saw no "
		    "call close it: it was never opened (or closed before "
		    "abitrace attached)", never);
	fd = open("/dev/null", O_RDONLY);
	close(fd);
	r = read(fd, b, 1);
	failed("read after close", r, EBADF);
	note_expect("failure-cause", "fd %d is not open: an earlier close in "
		    "this process closed it", fd);

	/* open, but not for this access */
	rd = open("/dev/null", O_RDONLY);
	r = write(rd, "x", 1);
	failed("write to O_RDONLY", r, EBADF);
	note_expect("failure-cause", "fd %d was opened O_RDONLY: not for "
		    "writing", rd);
	wr = open("/dev/null", O_WRONLY);
	r = read(wr, b, 1);
	failed("read of O_WRONLY", r, EBADF);
	note_expect("failure-cause", "fd %d was opened O_WRONLY: not for "
		    "reading", wr);
	pa = open("/dev/null", O_PATH);
	r = read(pa, b, 1);
	failed("read of O_PATH", r, EBADF);
	note_expect("failure-cause", "fd %d is an O_PATH descriptor: it can "
		    "be neither read nor written", pa);

	/* negative; a dirfd never opened (a relative path uses it) */
	r = close(-1);
	failed("close(-1)", r, EBADF);
	note_expect("failure-cause", "fd -1 is negative");
	r = openat(never, "x", O_RDONLY);
	failed("openat with a dirfd never opened", r, EBADF);
	note_expect("failure-cause", "dirfd %d is not open, and abitrace saw "
		    "no call close it: it was never opened (or closed before "
		    "abitrace attached)", never);

	/* EMFILE: every number below RLIMIT_NOFILE in use */
	rl.rlim_cur = rl.rlim_max = 64;
	if (setrlimit(RLIMIT_NOFILE, &rl))
		return 2;
	for (int last = -1;; last = fd) {
		fd = open("/dev/null", O_RDONLY);
		if (fd >= 0)
			continue;
		failed("open beyond RLIMIT_NOFILE", fd, EMFILE);
		/* counted with one number free for the count's own
		 * directory: as many as at the failure */
		close(last);
		note_expect("failure-cause", "RLIMIT_NOFILE is 64, and every "
			    "descriptor below it is in use (%u open)",
			    open_count() + 1);
		break;
	}
	return 0;
}
