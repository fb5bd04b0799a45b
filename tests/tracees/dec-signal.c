/* rt_sigaction and rt_sigprocmask: sigsets (plain, inverted, real-time
 * names), sa_flags, handlers, and unreadable pointers. */
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "dec.h"

static void handler(int sig)
{
	(void)sig;
}

/* The kernel's struct sigaction, to control every field. */
struct ksa {
	void (*handler)(int);
	unsigned long flags;
	void (*restorer)(void);
	unsigned long mask;
};

/* "HUP INT ... RT_n": signals lo..hi by strace's short names (the
 * abbreviation of each SIGxxx, IO for SIGIO/SIGPOLL, RTMIN for the
 * kernel's 32 and RT_n above it). */
static const char *sig_names(int lo, int hi)
{
	static char buf[1024];
	size_t len = 0;

	buf[0] = '\0';
	for (int s = lo; s <= hi; s++) {
		char one[16];
		const char *abbr = sigabbrev_np(s);

		if (s > 32)
			snprintf(one, sizeof(one), "RT_%d", s - 32);
		else if (s == 32)
			snprintf(one, sizeof(one), "RTMIN");
		else if (s == SIGIO)
			snprintf(one, sizeof(one), "IO");
		else if (abbr)
			snprintf(one, sizeof(one), "%s", abbr);
		else
			snprintf(one, sizeof(one), "%d", s);
		len += (size_t)snprintf(buf + len, sizeof(buf) - len, "%s%s",
					len ? " " : "", one);
	}
	return buf;
}

int main(void)
{
	struct ksa sa = { handler, 0x04000000 | SA_ONSTACK | SA_SIGINFO,
			  (void (*)(void))0x1234, 0 };
	struct ksa old;
	unsigned long set;

	setvbuf(stdout, NULL, _IONBF, 0);
	sa.mask = 1ul << (SIGINT - 1) | 1ul << (32 - 1) | 1ul << (37 - 1);
	syscall(SYS_rt_sigaction, SIGUSR1, &sa, NULL, 8);
	expect("0", "rt_sigaction(SIGUSR1, {sa_handler=%p, sa_mask=[INT "
	       "RTMIN RT_5], sa_flags=SA_RESTORER|SA_ONSTACK|SA_SIGINFO, "
	       "sa_restorer=0x1234}, NULL, 8)", (void *)handler);
	syscall(SYS_rt_sigaction, SIGUSR1, NULL, &old, 8);
	expect("0", "rt_sigaction(SIGUSR1, NULL, {sa_handler=%p, sa_mask="
	       "[INT RTMIN RT_5], sa_flags=SA_RESTORER|SA_ONSTACK|SA_SIGINFO"
	       ", sa_restorer=0x1234}, 8)", (void *)handler);
	sa.handler = SIG_IGN;
	sa.flags = SA_NOCLDSTOP | SA_NOCLDWAIT;
	sa.mask = 0;
	syscall(SYS_rt_sigaction, SIGCHLD, &sa, NULL, 8);
	expect("0", "rt_sigaction(SIGCHLD, {sa_handler=SIG_IGN, sa_mask=[], "
	       "sa_flags=SA_NOCLDSTOP|SA_NOCLDWAIT}, NULL, 8)");
	syscall(SYS_rt_sigaction, SIGUSR2, BAD_PTR, (char *)BAD_PTR + 8, 8);
	expect("-1 EFAULT (Bad address)",
	       "rt_sigaction(SIGUSR2, 0x8, 0x10, 8)");
	syscall(SYS_rt_sigaction, 77, NULL, NULL, 8);
	expect("-1 EINVAL (Invalid argument)",
	       "rt_sigaction(77, NULL, NULL, 8)");

	set = ~(1ul << (SIGINT - 1) | 1ul << (SIGKILL - 1));
	syscall(SYS_rt_sigprocmask, SIG_BLOCK, &set, NULL, 8);
	expect("0", "rt_sigprocmask(SIG_BLOCK, ~[INT KILL], NULL, 8)");
	set = 1ul << (SIGCHLD - 1);
	syscall(SYS_rt_sigprocmask, SIG_SETMASK, &set, &set, 8);
	expect("0", "rt_sigprocmask(SIG_SETMASK, [CHLD], ~[INT KILL STOP], "
	       "8)");
	syscall(SYS_rt_sigprocmask, SIG_UNBLOCK, BAD_PTR, NULL, 8);
	expect("-1 EFAULT (Bad address)",
	       "rt_sigprocmask(SIG_UNBLOCK, 0x8, NULL, 8)");
	syscall(SYS_rt_sigprocmask, 5, &set, NULL, 8);
	expect("-1 EINVAL (Invalid argument)",
	       "rt_sigprocmask(0x5 /* SIG_??? */, ~[INT KILL STOP], NULL, 8)");
	/* Inverted from two thirds of the 64 bits on: signals 23..64 (42
	 * bits) are "all but 1..22"; 24..64 (41 bits) are listed. The
	 * names come from the list the tracee builds itself. */
	set = ~((1ul << 22) - 1);
	syscall(SYS_rt_sigprocmask, SIG_BLOCK, &set, NULL, 8);
	expect("0", "rt_sigprocmask(SIG_BLOCK, ~[%s], NULL, 8)",
	       sig_names(1, 22));
	set = ~((1ul << 23) - 1);
	syscall(SYS_rt_sigprocmask, SIG_BLOCK, &set, NULL, 8);
	expect("0", "rt_sigprocmask(SIG_BLOCK, [%s], NULL, 8)",
	       sig_names(24, 64));
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
