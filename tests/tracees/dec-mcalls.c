/* Calls of the m-z half of strace's suite, decoded as strace 6.1 shows
 * them: modes and devices of the kernel's width, the flags of int
 * arguments, the structures and arrays of the memory, poll, signal,
 * mount and seccomp families. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdint.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include "dec.h"

/* Junk in the upper half of a register the kernel reads as a narrower
 * type (umode_t, unsigned int, int). */
#define HI 0xdead000000000000ULL
#define HI32 0xffff0000UL

static const char *res(long r)
{
	static char buf[64];

	if (r < 0)
		return failed_with(errno);
	snprintf(buf, sizeof(buf), "%ld", r);
	return buf;
}

static void modes(void)
{
	long r;
	mode_t old;

	old = umask(022);
	r = syscall(SYS_umask, HI32 | 027);
	printf("expect: %-39s = %#03o\n", "umask(027)", 022);
	(void)r;
	umask(old);
	r = syscall(SYS_mkdirat, -1, "/nonexistent/d", HI32 | 0755);
	expect(res(r), "mkdirat(-1, \"/nonexistent/d\", 0755)");
	r = syscall(SYS_mknodat, -1, "/nonexistent/n", 0xffff);
	expect(res(r), "mknodat(-1, \"/nonexistent/n\", 0177777)");
	r = syscall(SYS_mknodat, -1, "/nonexistent/n",
		    HI32 | S_IFBLK | S_ISUID | 0640,
		    HI | makedev(0xc0d, 0xbaded));
	expect(res(r), "mknodat(-1, \"/nonexistent/n\", "
	       "S_IFBLK|S_ISUID|0640, makedev(0xc0d, 0xbaded))");
#ifdef SYS_ustat
	r = syscall(SYS_ustat, HI | 0xffffffffu, NULL);
	expect(res(r), "ustat(makedev(0xfff, 0xfffff), NULL)");
#endif
}

int main(void)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	modes();
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
