/* Personalities: built for x86_64 it calls getpid through int $0x80
 * (i386 number 20) between two native calls; built with -m32 (or for
 * arm on arm64) it runs as a 32-bit process from its execve on. Either way the tracer must
 * decode each call with the right table and say when the mode changes.
 * Run without -f. */
#include "expect.h"

int main(void)
{
	pid_t me = getpid();
	long r;

	expect_prefixed(0);
#ifdef __x86_64__
	pid_t pp = getppid();

	syscall(SYS_getppid);
	expect_call(0, "getppid()", "%d", pp);
	asm volatile("int $0x80" : "=a"(r) : "a"(20L) : "memory");
	expect_msg(0, "[ Process PID=%d runs in 32 bit mode. ]", me);
	expect_call(0, "getpid()", "%ld", r);
	syscall(SYS_getppid);
	expect_msg(0, "[ Process PID=%d runs in 64 bit mode. ]", me);
	expect_call(0, "getppid()", "%d", pp);
#elif __SIZEOF_LONG__ == 4
	/* A 32-bit build (-m32 on x86_64, arm on arm64). */
	r = syscall(SYS_getppid);
	expect_msg(0, "[ Process PID=%d runs in 32 bit mode. ]", me);
	expect_call(0, "getppid()", "%ld", r);
#else
	/* A native 64-bit program elsewhere: no mode line at all. */
	(void)me;
	r = syscall(SYS_getppid);
	expect_call(0, "getppid()", "%ld", r);
#endif
	expect_call(0, "exit_group(0)", "?");
	expect_msg(0, "+++ exited with 0 +++");
	return 0;
}
