/* --start-at=main: a constructor makes calls before main (getpid,
 * umask), and main's first call is getppid, whose line the tracee
 * prints as the one it expects first in the trace. Built by
 * tests/trace/start-at-main.test as PIE, non-PIE and static. */
#define _GNU_SOURCE
#include <stdio.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "dec.h"

__attribute__((constructor)) static void before_main(void)
{
	syscall(SYS_getpid);
	umask(022);
}

int main(void)
{
	char ret[32];

	snprintf(ret, sizeof(ret), "%ld", (long)syscall(SYS_getppid));
	expect(ret, "getppid()");
	/* a thread of main's would be shown too: nothing hides after it */
	syscall(SYS_getpid);
	return 0;
}
