/* Kernel features a test program probes before it relies on them: a
 * kernel may lack them (tests/lib.sh's have and require ask the same
 * questions from the shell, through kfeature.c). */
#ifndef ABT_KFEATURE_H
#define ABT_KFEATURE_H

#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#ifdef __x86_64__
/* An i386 call from this 64-bit process, through int $0x80. */
static inline long kf_int80(long nr, long a, long b, long c)
{
	long r;

	__asm__ volatile("int $0x80" : "=a"(r)
			 : "0"(nr), "b"(a), "c"(b), "d"(c)
			 : "memory", "r8", "r9", "r10", "r11");
	return r;
}

/* Whether the kernel takes int $0x80 at all. Without ia32 emulation
 * (not built, or booted with ia32_emulation=0) it raises SIGSEGV, and a
 * handler that returns would meet the same instruction again forever:
 * ask a child, once. */
static inline int kf_int80_works(void)
{
	static int known = -1;
	pid_t child;
	int st;

	if (known >= 0)
		return known;
	child = fork();
	if (child == 0) {
		signal(SIGSEGV, SIG_DFL);
		_exit(kf_int80(20, 0, 0, 0) == getpid() ? 0 : 1);  /* getpid */
	}
	known = child > 0 && waitpid(child, &st, 0) == child &&
		WIFEXITED(st) && WEXITSTATUS(st) == 0;
	return known;
}
#endif

#endif
