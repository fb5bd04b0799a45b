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
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
