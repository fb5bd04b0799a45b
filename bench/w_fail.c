// SPDX-License-Identifier: MIT
/*
 * w_fail - a loop of calls that fail with a cause failure-cause finds,
 * or the same calls made to succeed, for what the note costs.
 *
 *   w_fail fail|ok ITERATIONS
 *
 * Each iteration makes six calls; with "fail" each fails:
 *   read of a descriptor closed before the loop   EBADF (closed by close)
 *   openat of /nonexistent-w_fail/x               ENOENT (path walk)
 *   uname at an unmapped address                  EFAULT (struct range)
 *   lseek of a file with whence 99                EINVAL (argument rule)
 *   write of an unmapped buffer into a pipe       EFAULT (buffer range)
 *   sethostname, to the name the host has         EPERM (no CAP_SYS_ADMIN)
 * and with "ok" each succeeds (an open descriptor, an existing path, a
 * mapped buffer, SEEK_SET; gethostname, which is uname, for
 * sethostname), with a close after the open and a read after the write
 * to keep the descriptors and the pipe flat: 8 calls an iteration.
 *
 * Run as root, it drops to uid/gid 65534 before the loop (setresuid
 * empties the effective capabilities), so that sethostname fails with
 * EPERM for want of CAP_SYS_ADMIN; it sets the name the host already
 * has, so a call that succeeded anyway would change nothing, and then
 * w_fail stops with status 1. Every call is checked: a call that does
 * not fail (or succeed) as meant is an error, so the bench never times
 * a workload other than the one it names.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <unistd.h>

static int check(const char *what, long ret, int want_errno)
{
	if (want_errno ? (ret == -1 && errno == want_errno) : ret >= 0)
		return 0;
	fprintf(stderr, "w_fail: %s returned %ld (%s), meant %s\n", what,
		ret, ret < 0 ? strerror(errno) : "no error",
		want_errno ? strerror(want_errno) : "success");
	return 1;
}

int main(int argc, char **argv)
{
	char host[256], buf[16];
	void *bad = (void *)8;	/* page 0: never mapped */
	int fail, closed_fd, file_fd, pipe_fd[2];
	long n;

	if (argc != 3 || (strcmp(argv[1], "fail") && strcmp(argv[1], "ok"))) {
		fprintf(stderr, "usage: w_fail fail|ok ITERATIONS\n");
		return 2;
	}
	fail = !strcmp(argv[1], "fail");
	n = atol(argv[2]);
	if (gethostname(host, sizeof(host)) < 0 ||
	    pipe(pipe_fd) < 0 ||
	    (file_fd = open("/etc/passwd", O_RDONLY)) < 0 ||
	    (closed_fd = open("/dev/null", O_RDONLY)) < 0) {
		perror("w_fail: setup");
		return 1;
	}
	host[sizeof(host) - 1] = 0;
	if (fail) {
		close(closed_fd);
		if (geteuid() == 0 &&
		    (setgroups(0, NULL) < 0 || setresgid(65534, 65534, 65534) < 0 ||
		     setresuid(65534, 65534, 65534) < 0)) {
			perror("w_fail: dropping root");
			return 1;
		}
	}
	for (long i = 0; i < n; i++) {
		int err = 0;

		if (fail) {
			err |= check("read", read(closed_fd, buf, 1), EBADF);
			err |= check("open", open("/nonexistent-w_fail/x",
						  O_RDONLY), ENOENT);
			err |= check("uname", syscall(SYS_uname, bad), EFAULT);
			err |= check("lseek", lseek(file_fd, 0, 99), EINVAL);
			err |= check("write",
				     syscall(SYS_write, pipe_fd[1], bad, 1), EFAULT);
			err |= check("sethostname",
				     sethostname(host, strlen(host)), EPERM);
		} else {
			struct utsname u;
			int fd;

			err |= check("read", read(closed_fd, buf, 1), 0);
			fd = open("/etc/passwd", O_RDONLY);
			err |= check("open", fd, 0);
			close(fd);
			err |= check("uname", syscall(SYS_uname, &u), 0);
			err |= check("lseek", lseek(file_fd, 0, SEEK_SET), 0);
			err |= check("write", write(pipe_fd[1], "x", 1), 0);
			/* Keep the pipe from filling. */
			err |= check("read", read(pipe_fd[0], buf, 1), 0);
			err |= check("gethostname",
				     gethostname(host, sizeof(host)), 0);
		}
		if (err)
			return 1;
	}
	return 0;
}
