/* whymem: calls that fail with EFAULT, each for a cause of its own:
 * a buffer that is not mapped, one mapped read-only for the kernel to
 * write, a path that is not mapped; the control: a path whose first
 * byte is mapped but that runs into an unmapped page without its NUL,
 * which the note must not blame on the first byte (it says what was
 * checked). Prints the failure-cause note it expects of each. */
#define _GNU_SOURCE
#include "note-expect.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	long ps = sysconf(_SC_PAGESIZE);
	char *two, *hole, *ro;
	struct stat st;
	int fd = open("/dev/zero", O_RDONLY);
	long r;

	setvbuf(stdout, NULL, _IOLBF, 0);
	/* two pages, the second unmapped again: a hole after the first */
	two = mmap(NULL, 2 * ps, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ro = mmap(NULL, ps, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (fd < 0 || two == MAP_FAILED || ro == MAP_FAILED ||
	    munmap(two + ps, ps))
		return 2;
	hole = two + ps;

	r = syscall(SYS_read, fd, hole, 16);
	failed("read into a hole", r, EFAULT);
	note_expect("failure-cause", "buf %p is not mapped", (void *)hole);
	r = syscall(SYS_read, fd, ro, 16);
	failed("read into a read-only page", r, EFAULT);
	note_expect("failure-cause", "buf %p is in a mapping without write "
		    "permission (r--p)", (void *)ro);
	r = syscall(SYS_newfstatat, AT_FDCWD, hole, &st, 0);
	failed("stat of an unmapped path", r, EFAULT);
	note_expect("failure-cause", "pathname %p is not mapped", (void *)hole);

	/* control: the path's first byte is there, its NUL is not */
	memset(two, 'a', ps);
	r = syscall(SYS_newfstatat, AT_FDCWD, two + ps - 8, &st, 0);
	failed("stat of a path that runs into the hole", r, EFAULT);
	note_expect("failure-cause", "checked: the first byte of pathname "
		    "%p, statbuf %p is mapped with the access the call needs; "
		    "the fault is further in", (void *)(two + ps - 8),
		    (void *)&st);
	return 0;
}
