/* whyreport DIR: calls that fail for a cause failure-cause names, for
 * --report's list; prints "why: CALL\tMESSAGE" for each, the note's
 * message as the tracee computed it. The missing component's name
 * holds markup characters (<, >, &, '), which the page must escape.
 * Exits 1 when a call fails otherwise than planned. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	char path[PATH_MAX], missing[PATH_MAX];
	long r;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc != 2)
		return 2;
	snprintf(missing, sizeof(missing), "%s/no<b>&'x", argv[1]);
	snprintf(path, sizeof(path), "%s/y", missing);
	r = open(path, O_RDONLY);
	if (r != -1 || errno != ENOENT)
		return 1;
	printf("why: openat\tpathname \"%s\": \"%s\" does not exist\n",
	       path, missing);
	r = syscall(SYS_close, -1);
	if (r != -1 || errno != EBADF)
		return 1;
	printf("why: close\tfd -1 is negative\n");
	return 0;
}
