/* A tracee for the wall-clock columns and the unknown calls of -c
 * (tests/output/summary-wall-clock.test): one nanosleep of 200 ms, which takes that much
 * wall-clock time and next to no system time, then calls with numbers
 * no kernel has (1000 twice, 1001 once), which fail with ENOSYS. It
 * says what it did: "slept: NS" (the wall-clock time it measured) and
 * "unknown: NAME CALLS", NAME as a trace line names the number.
 * usage: opt-wall */
#include <errno.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

int main(void)
{
	struct timespec req = { 0, 200000000 }, a, b;

	setvbuf(stdout, NULL, _IOLBF, 0);
	clock_gettime(CLOCK_MONOTONIC, &a);
	if (syscall(SYS_nanosleep, &req, NULL))
		return 3;
	clock_gettime(CLOCK_MONOTONIC, &b);
	printf("slept: %lld\n", (b.tv_sec - a.tv_sec) * 1000000000LL +
	       (b.tv_nsec - a.tv_nsec));
	if (syscall(1000) != -1 || errno != ENOSYS ||
	    syscall(1001) != -1 || errno != ENOSYS ||
	    syscall(1000) != -1 || errno != ENOSYS)
		return 3;
	printf("unknown: syscall_%#x 2\n", 1000);
	printf("unknown: syscall_%#x 1\n", 1001);
	return 0;
}
