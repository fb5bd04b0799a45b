/*
 * Which x86 ABIs the running kernel serves, asked the way a program
 * meets them (tests/vm/abi-probe.sh runs it in the x86_64 machine).
 * vm-check.sh builds it three times: -m64, -m32 and -mx32, all static,
 * so that each build needs only the kernel.
 *
 * A 64-bit build prints
 *   int80 yes|no ...   an int $0x80 getpid from a 64-bit process (a
 *                      kernel without ia32 emulation kills it, 6.7+)
 *   x32-nr yes|no ...  getpid by its x32 number (bit 30 set): ENOSYS
 *                      while x32 is off (Debian: syscall.x32=y turns it on)
 * A 32-bit or x32 build prints "i386 yes" or "x32 yes" when its own
 * getpid works: that it printed at all says the kernel ran it.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#if defined(__x86_64__) && !defined(__ILP32__)
/* getpid through the i386 entry, in a child: it may be killed. */
static void int80(void)
{
	pid_t pid = fork();
	int st;

	if (pid == 0) {
		long r = 20;	/* __NR_getpid on i386 */

		__asm__ volatile("int $0x80" : "+a"(r) : : "memory");
		_exit(r == (long)getpid() ? 0 : 1);
	}
	if (pid < 0 || waitpid(pid, &st, 0) != pid) {
		printf("int80 no (cannot fork)\n");
		return;
	}
	if (WIFEXITED(st) && WEXITSTATUS(st) == 0)
		printf("int80 yes\n");
	else if (WIFSIGNALED(st))
		printf("int80 no (killed by signal %d)\n", WTERMSIG(st));
	else
		printf("int80 no (wrong result)\n");
}

static void x32_number(void)
{
	long r = syscall(0x40000000 | SYS_getpid);

	if (r == (long)getpid())
		printf("x32-nr yes\n");
	else
		printf("x32-nr no (%s)\n", strerror(errno));
}
#endif

int main(void)
{
#if defined(__x86_64__) && !defined(__ILP32__)
	printf("x86_64 yes\n");
	fflush(stdout);
	int80();
	x32_number();
#else
	/* glibc's startup already made calls of this ABI; one more, checked. */
	long r = syscall(SYS_getpid);
#ifdef __i386__
	const char *abi = "i386";
#else
	const char *abi = "x32";
#endif
	if (r == (long)getpid() && r > 0)
		printf("%s yes\n", abi);
	else
		printf("%s no (%s)\n", abi, strerror(errno));
#endif
	return 0;
}
