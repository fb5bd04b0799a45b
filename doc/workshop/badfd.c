/* badfd.c - using a descriptor after closing it.
 * run: abitrace --start-at=main ./badfd
 * Each "expect:" line is what the program predicts abitrace will say. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

int main(void)
{
	char c;
	int log = open("/etc/hostname", O_RDONLY);

	close(log);		/* done with it ... */
	printf("expect: note[bad-fd]: fd %d was closed by an earlier close\n",
	       log);
	fflush(stdout);
	read(log, &c, 1);	/* ... or not: EBADF */

	/* Now a new file gets the lowest free number: the same one. */
	int other = open("/etc/passwd", O_RDONLY);
	printf("new file got fd %d; a stale close(%d) would close it\n",
	       other, log);

	close(other);
	printf("expect: note[bad-fd]: fd %d was closed by an earlier close"
	       " ... this second close fails with EBADF\n", other);
	fflush(stdout);
	close(other);
	return 0;
}
