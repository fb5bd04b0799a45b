/* abi-verify.c - for --abi-report=verify (issue 29.2).
 *   threads: starts a thread and joins it. glibc makes its thread with
 *     clone3 and, where the kernel answers ENOSYS, with clone: the run
 *     ends the same way either way.
 *   needs: calls close_range (Linux 5.9) and fails, exit status 3, when
 *     it is missing: a call the program cannot do without.
 * Each prints "expect-status: N", the exit status it ends with when all
 * goes well. */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

static void *run(void *arg)
{
	return arg;
}

int main(int argc, char **argv)
{
	pthread_t t;

	if (argc > 1 && !strcmp(argv[1], "threads")) {
		if (pthread_create(&t, NULL, run, NULL) ||
		    pthread_join(t, NULL))
			return 1;
		printf("expect-status: 0\n");
		return 0;
	}
#ifdef SYS_close_range
	if (argc > 1 && !strcmp(argv[1], "needs")) {
		if (syscall(SYS_close_range, 1000, 1000, 0) < 0 &&
		    errno == ENOSYS) {
			fprintf(stderr, "close_range: %s\n", strerror(errno));
			return 3;
		}
		printf("expect-status: 0\n");
		return 0;
	}
#endif
	printf("skip: no such mode here\n");
	return 77;
}
