/* caps.c - "Operation not permitted" that has nothing to do with files.
 * run: abitrace --start-at=main --notes=capability-required ./caps
 * Each "expect:" line is what the program predicts abitrace will say. */
#define _GNU_SOURCE
#include <linux/capability.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	static char buf[4096] __attribute__((aligned(4096)));
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2] = { { 0 } };
	struct rlimit none = { 0, 0 };

	/* Drop every capability (root's too: the sets are empty, and a
	 * short line, not forty names) and allow 0 bytes of locked memory. */
	syscall(SYS_capset, &h, d);
	setrlimit(RLIMIT_MEMLOCK, &none);

	printf("running as uid %d\n", getuid());
	printf("expect: note[capability-required]: mlock failed with EPERM:"
	       " the kernel checks CAP_IPC_LOCK here, and this thread did not"
	       " have it\n");
	fflush(stdout);
	if (mlock(buf, sizeof buf) < 0)
		perror("mlock");
	return 0;
}
