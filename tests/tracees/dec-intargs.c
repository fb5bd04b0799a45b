/* Arguments the kernel takes as an int (or unsigned int): the upper half
 * of the register is not shown, an unknown value is the 32-bit one; and
 * flag sets shown in strace's order. */
#define _GNU_SOURCE
#include <stdint.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "dec.h"

#define HI 0xdead000000000000ULL

static const char *res(long r)
{
	static char buf[64];

	if (r < 0)
		return failed_with(errno);
	snprintf(buf, sizeof(buf), "%ld", r);
	return buf;
}

int main(void)
{
	void *p;
	long r;

	setvbuf(stdout, NULL, _IONBF, 0);
	p = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	r = syscall(SYS_madvise, p, 4096, HI | MADV_RANDOM);
	expect(res(r), "madvise(%p, 4096, MADV_RANDOM)", p);
	r = syscall(SYS_mlock2, p, 4096, HI | 0x2);
	expect(res(r), "mlock2(%p, 4096, 0x2 /* MLOCK_??? */)", p);
	/* SEMAPHORE|CLOEXEC|NONBLOCK; the flags are an int. */
	r = syscall(SYS_eventfd2, 0, HI | 0x80801);
	expect(res(r), "eventfd2(0, EFD_SEMAPHORE|EFD_CLOEXEC|EFD_NONBLOCK)");
	if (r >= 0)
		close((int)r);
	r = syscall(SYS_inotify_init1, HI | 0x800 | 0x10);
	expect(res(r), "inotify_init1(IN_NONBLOCK|0x10)");
	r = syscall(SYS_renameat2, -1, "a", -1, "b", HI | 1);
	expect(res(r), "renameat2(-1, \"a\", -1, \"b\", RENAME_NOREPLACE)");
	r = syscall(SYS_setrlimit, HI | 0x7777, NULL);
	expect(res(r), "setrlimit(0x7777 /* RLIMIT_??? */, NULL)");
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
