/* setown.c - what fcntl(F_SETOWN) really records.
 *  1. F_SETOWN with the TID of a non-main thread: recorded as a *process*
 *     owner (F_GETOWN_EX says F_OWNER_PID) and SIGIO is process-directed:
 *     the named thread gets it only if it does not block SIGIO, otherwise
 *     any other thread does.  With F_SETOWN_EX/F_OWNER_TID the signal
 *     waits for that thread.  The worker below blocks SIGIO to tell the
 *     two apart.
 *  2. F_SETOWN with a negative value means a process group; the raw
 *     F_GETOWN then returns a negative number, which for groups 1..4095 is
 *     indistinguishable from an error return (-errno) at the syscall ABI.
 *     Tested inside a new PID namespace so small ids exist (needs root;
 *     skipped otherwise).
 * Rule checked: setown-semantics. */
#include "kcheck.h"
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>

static volatile pid_t got_tid;
static volatile int stop;
static volatile pid_t worker_tid;
static volatile int unblock;

static void on_io(int s) { (void)s; got_tid = gettid(); }

static void *worker(void *a)
{
	sigset_t io;
	(void)a;
	sigemptyset(&io);
	sigaddset(&io, SIGIO);
	pthread_sigmask(SIG_BLOCK, &io, NULL);
	worker_tid = gettid();
	while (!stop) {
		if (unblock) {
			pthread_sigmask(SIG_UNBLOCK, &io, NULL);
			unblock = 0;
		}
		usleep(1000);
	}
	return NULL;
}

static pid_t deliver(int p[2])
{
	got_tid = 0;
	if (write(p[1], "x", 1) != 1)
		return -1;
	for (int i = 0; i < 2000 && !got_tid; i++)
		;	/* main thread stays runnable and unblocked */
	for (int i = 0; i < 200 && !got_tid; i++)
		usleep(1000);
	char c;
	if (read(p[0], &c, 1) != 1)
		return -1;
	return got_tid;
}

int main(void)
{
	int p[2];
	pthread_t t;
	struct f_owner_ex ex;

	signal(SIGIO, on_io);
	pthread_create(&t, NULL, worker, NULL);
	while (!worker_tid)
		usleep(1000);
	pipe(p);
	fcntl(p[0], F_SETFL, O_ASYNC | O_NONBLOCK);

	long r = syscall(SYS_fcntl, p[0], F_SETOWN, worker_tid);
	syscall(SYS_fcntl, p[0], F_GETOWN_EX, &ex);
	pid_t who = deliver(p);	/* worker blocks SIGIO */
	kc_report(r == 0 && ex.type == F_OWNER_PID && who == getpid(), "setown-semantics F_SETOWN(thread id) records a process owner",
		  "F_SETOWN(%d) = %ld; F_GETOWN_EX type %d (%s); SIGIO handled by tid %d (%s)",
		  worker_tid, r, ex.type, ex.type == F_OWNER_PID ? "F_OWNER_PID" : "other",
		  who, who == worker_tid ? "the worker" : who == getpid() ? "the main thread" : "?");

	ex.type = F_OWNER_TID;
	ex.pid = worker_tid;
	syscall(SYS_fcntl, p[0], F_SETOWN_EX, &ex);
	who = deliver(p);
	pid_t first = who;
	unblock = 1;
	for (int i = 0; i < 500 && !got_tid; i++)
		usleep(1000);
	who = got_tid;
	kc_report(first == 0 && who == worker_tid, "F_SETOWN_EX(F_OWNER_TID) targets the thread",
		  "while the worker blocked SIGIO nobody took it (%d); after unblocking, tid %d took it (worker %d)",
		  first, who, worker_tid);
	stop = 1;
	pthread_join(t, NULL);

	/* negative owner = process group; F_GETOWN returns it negated.
	 * A group id below 4096 comes back as -1..-4095, which the
	 * syscall() wrapper takes for an error: -1 with errno = the
	 * group id (the F_GETOWN trap setown-semantics notes). */
	r = syscall(SYS_fcntl, p[0], F_SETOWN, -getpgrp());
	errno = 0;
	long g = syscall(SYS_fcntl, p[0], F_GETOWN);
	int e = errno;
	kc_report(r == 0 && (g == -getpgrp() ||
			     (getpgrp() < 4096 && g == -1 && e == getpgrp())),
		  "setown-semantics F_SETOWN(-pgrp)",
		  "F_GETOWN returned %ld, errno %d (group %d)", g, e,
		  getpgrp());

	/* raw F_GETOWN for a small process group looks like an error */
	if (unshare(CLONE_NEWPID) == 0) {
		fflush(stdout);
		pid_t c = fork();
		if (c == 0) {		/* pid 1 in the new namespace */
			setpgid(0, 0);
			fcntl(p[0], F_SETOWN, -getpgrp());
			long raw;
			/* issue the syscall by hand to see the kernel's raw return */
#if defined(__x86_64__)
			__asm__ volatile ("syscall" : "=a"(raw) : "0"(SYS_fcntl), "D"(p[0]), "S"(F_GETOWN)
					  : "rcx", "r11", "memory");
#elif defined(__aarch64__)
			{
				register long x8 __asm__("x8") = SYS_fcntl;
				register long x0 __asm__("x0") = p[0];
				register long x1 __asm__("x1") = F_GETOWN;
				__asm__ volatile ("svc #0" : "+r"(x0) : "r"(x8), "r"(x1) : "memory");
				raw = x0;
			}
#else
#error "the raw F_GETOWN check needs this architecture's syscall instruction"
#endif
			long via_libc = syscall(SYS_fcntl, p[0], F_GETOWN);
			int e = errno;
			printf("     pgrp %d: raw F_GETOWN rax=%ld, syscall() wrapper says %ld errno %d (%s)\n",
			       getpgrp(), raw, via_libc, e, strerrorname_np(e) ? strerrorname_np(e) : "?");
			fflush(stdout);
			_exit(raw == -1 && via_libc == -1 && e == 1 ? 0 : 1);
		}
		int st;
		waitpid(c, &st, 0);
		kc_report(WIFEXITED(st) && WEXITSTATUS(st) == 0,
			  "setown-semantics F_GETOWN of group 1 looks like -EPERM",
			  "the raw return -1 is the group id, not an error");
	} else
		kc_skip("F_GETOWN small group", "unshare(CLONE_NEWPID) not permitted");
	return kc_exit();
}
