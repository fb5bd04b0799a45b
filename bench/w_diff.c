// SPDX-License-Identifier: MIT
/*
 * w_diff - one program in two versions, for timing `abitrace diff`.
 *
 *   w_diff a|b [ITERATIONS]
 *
 * Each iteration makes four cheap syscalls: getppid, openat and close
 * of /dev/null, and an access of a path that is not there (ENOENT).
 * Version b differs, spread over the whole run, in three ways:
 *
 *   - every 1000th iteration (from the 500th) opens with O_CLOEXEC:
 *     a changed flag;
 *   - every 1500th (from the 700th) asks for /dev/null/x, which fails
 *     with ENOTDIR instead of ENOENT: a changed path and errno;
 *   - every 2000th (from the 1000th) opens / once more and closes it:
 *     two calls only in b.
 *
 * So two traces of 250000 iterations are 1,000,000 calls each that
 * mostly agree, with 667 differences for the diff to find, the case
 * issue 28 times (bench/run's W9).
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long n = argc > 2 ? atol(argv[2]) : 250000;
	int b;

	if (argc < 2 || (strcmp(argv[1], "a") && strcmp(argv[1], "b"))) {
		fprintf(stderr, "usage: w_diff a|b [ITERATIONS]\n");
		return 2;
	}
	b = argv[1][0] == 'b';
	for (long i = 0; i < n; i++) {
		int fd, fl = O_RDONLY;

		getppid();
		if (b && i % 1000 == 500)
			fl |= O_CLOEXEC;
		/* glibc's open() is openat(AT_FDCWD, ...) on every arch. */
		fd = open("/dev/null", fl);
		if (fd < 0) {
			perror("/dev/null");
			return 1;
		}
		close(fd);
		/* Expected to fail; which errno is the difference. */
		(void)access(b && i % 1500 == 700 ? "/dev/null/x" :
			     "/nonexistent-w_diff/x", F_OK);
		if (b && i % 2000 == 1000) {
			fd = open("/", O_RDONLY);
			if (fd >= 0)
				close(fd);
		}
	}
	return 0;
}
