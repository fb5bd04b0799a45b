/* flags.c - the same unknown flag bit, given to an old and a new call.
 * run: abitrace --start-at=main --pictures ./flags
 * Each "expect:" line is what the program predicts abitrace will say. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <linux/openat2.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>

#define NO_SUCH_FLAG 0x1000000	/* no O_* constant uses this bit */

int main(void)
{
	/* open() never checked its flags: the bit is accepted and ignored. */
	printf("expect: note[unknown-flags-ignored]: openat: flags has bits"
	       " %#x\n", NO_SUCH_FLAG);
	fflush(stdout);
	int fd = open("/etc/hostname", O_RDONLY | NO_SUCH_FLAG);
	printf("open returned %d\n", fd);

	/* openat2() (Linux 5.6) checks every bit: EINVAL. */
	struct open_how how = { .flags = O_RDONLY | NO_SUCH_FLAG };
	printf("expect: note[unknown-flags-rejected]: openat2 failed with"
	       " EINVAL ... flags has bits %#x\n", NO_SUCH_FLAG);
	fflush(stdout);
	long r = syscall(SYS_openat2, AT_FDCWD, "/etc/hostname",
			 &how, sizeof how);
	printf("openat2 returned %ld\n", r);

	/* Valid flags can vanish too: F_SETFL cannot turn on O_SYNC. */
	printf("expect: note[flags-dropped]: fcntl: flags bits %#x\n", O_SYNC);
	fflush(stdout);
	fcntl(fd, F_SETFL, O_SYNC);
	printf("O_SYNC after F_SETFL: %s\n",
	       (fcntl(fd, F_GETFL) & O_SYNC) == O_SYNC ? "on" : "off");
	return 0;
}
