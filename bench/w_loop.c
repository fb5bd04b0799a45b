// SPDX-License-Identifier: MIT
/*
 * w_loop - a tight loop of cheap syscalls, for per-syscall tracer cost.
 *
 *   w_loop [ITERATIONS [PATH]]
 *
 * Each iteration makes four syscalls: getppid, a 1-byte write to
 * /dev/null, openat of PATH and close. The mix is deliberate: one
 * syscall with no arguments, one with a buffer a tracer prints, one
 * with a path it must read from the tracee, and one it filters out
 * under -e trace=openat. The default 20000 iterations give ~80k
 * syscalls, large enough that exec and startup are noise.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	const char *path = argc > 2 ? argv[2] : "/etc/passwd";
	long n = argc > 1 ? atol(argv[1]) : 20000;
	int null_fd;

	null_fd = open("/dev/null", O_WRONLY);
	if (null_fd < 0) {
		perror("/dev/null");
		return 1;
	}
	for (long i = 0; i < n; i++) {
		int fd;

		getppid();
		if (write(null_fd, "x", 1) != 1)
			return 1;
		/* glibc's open() is openat(AT_FDCWD, ...) on every arch. */
		fd = open(path, O_RDONLY);
		if (fd < 0) {
			perror(path);
			return 1;
		}
		close(fd);
	}
	return 0;
}
