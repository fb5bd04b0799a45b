/* What the notes' tracees need of the running kernel: each need_*()
 * checks one feature and, without it, prints the reason and exits 77,
 * which the test turns into a skip. */
#ifndef ABT_NEED_H
#define ABT_NEED_H

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>

/* abitrace takes a copy of a tracee's descriptor with pidfd_getfd
 * (Linux 5.6) to ask what is still queued on it: without it, what a
 * close leaves queued is not known. */
static inline void need_pidfd_getfd(void)
{
#if defined(SYS_pidfd_open) && defined(SYS_pidfd_getfd)
	int pfd = (int)syscall(SYS_pidfd_open, getpid(), 0);
	int copy = pfd < 0 ? -1 : (int)syscall(SYS_pidfd_getfd, pfd, 1, 0);

	if (copy < 0) {
		printf("skip: no pidfd_getfd here (%s)\n", strerror(errno));
		exit(77);
	}
	close(copy);
	close(pfd);
#else
	printf("skip: no pidfd_getfd in these headers\n");
	exit(77);
#endif
}

#endif
