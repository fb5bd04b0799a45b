/* siginfo passed to and filled by calls, sigaltstack, io_pgetevents'
 * signal set, and an unreadable pointer for each. */
#define _GNU_SOURCE
#include <signal.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include "dec.h"

#define SS_AUTODISARM_K (1u << 31)

int main(void)
{
	stack_t ss = { (void *)0x1000, 0, 8192 }, oss;
	siginfo_t si, o;
	struct timespec ts = { 0, 0 };
	sigset_t set;
	int pid = getpid(), child;

	setvbuf(stdout, NULL, _IONBF, 0);
	signal(SIGUSR1, SIG_IGN);
	memset(&si, 0, sizeof(si));
	si.si_signo = SIGUSR1;
	si.si_code = SI_QUEUE;
	si.si_pid = pid;
	si.si_uid = getuid();
	si.si_value.sival_int = 42;
	syscall(SYS_rt_sigqueueinfo, pid, SIGUSR1, &si);
	expect("0", "rt_sigqueueinfo(%d, SIGUSR1, {si_signo=SIGUSR1, si_code="
	       "SI_QUEUE, si_pid=%d, si_uid=%u, si_int=42, si_ptr=0x2a})",
	       pid, pid, getuid());
	si.si_errno = 5;
	syscall(SYS_rt_tgsigqueueinfo, pid, pid, SIGUSR1, &si);
	expect("0", "rt_tgsigqueueinfo(%d, %d, SIGUSR1, {si_signo=SIGUSR1, "
	       "si_code=SI_QUEUE, si_errno=EIO, si_pid=%d, si_uid=%u, "
	       "si_int=42, si_ptr=0x2a})", pid, pid, pid, getuid());
	/* A SIGSEGV's code 10 is SEGV_CPERR (6.6), as strace 7.2 names
	 * it; a positive code may be queued to oneself only. */
	memset(&si, 0, sizeof(si));
	si.si_signo = SIGSEGV;
	si.si_code = 10;
	si.si_addr = (void *)0x1000;
	syscall(SYS_rt_sigqueueinfo, pid, SIGUSR1, &si);
	expect("0", "rt_sigqueueinfo(%d, SIGUSR1, {si_signo=SIGSEGV, si_code="
	       "SEGV_CPERR, si_addr=0x1000})", pid);
	syscall(SYS_rt_sigqueueinfo, pid, SIGUSR1, BAD_PTR);
	expect("-1 EFAULT (Bad address)",
	       "rt_sigqueueinfo(%d, SIGUSR1, 0x8)", pid);

	syscall(SYS_sigaltstack, &ss, &oss);
	expect("0", "sigaltstack({ss_sp=0x1000, ss_flags=0, ss_size=8192}, "
	       "{ss_sp=NULL, ss_flags=SS_DISABLE, ss_size=0})");
	syscall(SYS_sigaltstack, NULL, &oss);
	expect("0", "sigaltstack(NULL, {ss_sp=0x1000, ss_flags=0, "
	       "ss_size=8192})");
	ss.ss_flags = SS_ONSTACK | SS_AUTODISARM_K;
	syscall(SYS_sigaltstack, &ss, BAD_PTR);
	expect("-1 EFAULT (Bad address)", "sigaltstack({ss_sp=0x1000, "
	       "ss_flags=SS_ONSTACK|SS_AUTODISARM, ss_size=8192}, 0x8)");
	ss.ss_flags = 0x100;
	syscall(SYS_sigaltstack, &ss, NULL);
	expect("-1 EINVAL (Invalid argument)", "sigaltstack({ss_sp=0x1000, "
	       "ss_flags=0x100 /* SS_??? */, ss_size=8192}, NULL)");
	syscall(SYS_sigaltstack, BAD_PTR, NULL);
	expect("-1 EFAULT (Bad address)", "sigaltstack(0x8, NULL)");

	sigemptyset(&set);
	sigaddset(&set, SIGUSR2);
	sigprocmask(SIG_BLOCK, &set, NULL);
	kill(pid, SIGUSR2);
	syscall(SYS_rt_sigtimedwait, &set, &o, &ts, 8);
	expect("12 (SIGUSR2)", "rt_sigtimedwait([USR2], {si_signo=SIGUSR2, "
	       "si_code=SI_USER, si_pid=%d, si_uid=%u}, {tv_sec=0, "
	       "tv_nsec=0}, 8)", pid, getuid());
	syscall(SYS_rt_sigtimedwait, &set, &o, &ts, 8);
	expect("-1 EAGAIN (Resource temporarily unavailable)",
	       "rt_sigtimedwait([USR2], %p, {tv_sec=0, tv_nsec=0}, 8)",
	       (void *)&o);

	child = fork();
	if (!child)
		_exit(3);
	syscall(SYS_waitid, P_PID, child, &o, WEXITED, NULL);
	expect("0", "waitid(P_PID, %d, {si_signo=SIGCHLD, si_code=CLD_EXITED, "
	       "si_pid=%d, si_uid=%u, si_status=3, si_utime=%ld, "
	       "si_stime=%ld}, WEXITED, NULL)", child, child, getuid(),
	       (long)o.si_utime, (long)o.si_stime);
	syscall(SYS_waitid, P_ALL, 0, BAD_PTR, WEXITED, NULL);
	expect("-1 EFAULT (Bad address)",
	       "waitid(P_ALL, 0, 0x8, WEXITED, NULL)");
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
