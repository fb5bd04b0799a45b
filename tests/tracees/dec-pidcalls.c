/* The calls that take process ids and their companions: kcmp, setns,
 * unshare, pidfd_open/getfd/send_signal, waitid, ioprio, getpriority,
 * move_pages, process_vm_readv, fcntl's owners, sched_setattr. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>
#include "dec.h"

#ifndef F_SETOWN_EX
#define F_SETOWN_EX 15
#define F_GETOWN_EX 16
#endif

/* What abitrace shows after "= " for a result. */
static const char *res(long rc)
{
	static char buf[128];

	if (rc < 0)
		return failed_with(errno);
	snprintf(buf, sizeof(buf), "%ld", rc);
	return buf;
}

int main(void)
{
	char ret[64], local[8] = "", remote[8] = "abcdefg";
	struct iovec lv = { local, 4 }, rv = { remote, 4 };
	struct { int type; int pid; } owner = { 1, 0 };
	void *page = NULL;
	static const char *const classes[] = {
		"IOPRIO_CLASS_NONE", "IOPRIO_CLASS_RT", "IOPRIO_CLASS_BE",
		"IOPRIO_CLASS_IDLE",
	};
	int node = 0, status = 1, pidfd;
	long rc;
	uint32_t attr[14] = { 1 };
	siginfo_t si;
	pid_t me = getpid(), child;

	setvbuf(stdout, NULL, _IONBF, 0);

	/* kcmp: the descriptors of KCMP_FILE; an unknown type shows both
	 * indexes in hex. */
	expect(res(syscall(SYS_kcmp, me, me, 0, 1, 1)),
	       "kcmp(%d, %d, KCMP_FILE, 1, 1)", me, me);
	expect(res(syscall(SYS_kcmp, me, me, 99, 0x10, 0x20)),
	       "kcmp(%d, %d, 0x63 /* KCMP_??? */, 0x10, 0x20)", me, me);

	/* Namespace types of an int; unshare's own flags. */
	syscall(SYS_setns, -1, 0x80);
	expect("-1 EBADF (Bad file descriptor)", "setns(-1, CLONE_NEWTIME)");
	syscall(SYS_setns, -1, 0x1);
	expect("-1 EBADF (Bad file descriptor)",
	       "setns(-1, 0x1 /* CLONE_NEW??? */)");
	syscall(SYS_unshare, 0x1UL);
	expect("-1 EINVAL (Invalid argument)",
	       "unshare(0x1 /* CLONE_??? */)");

	/* pidfd_open's flags; pidfd_getfd's target descriptor. */
	syscall(SYS_pidfd_open, me, 0x1);
	expect("-1 EINVAL (Invalid argument)",
	       "pidfd_open(%d, 0x1 /* PIDFD_??? */)", me);
	/* O_EXCL and O_TRUNC's bits are PIDFD_THREAD, PIDFD_AUTOKILL. */
	syscall(SYS_pidfd_open, me, 0x80 | 0x200 | 0x1);
	expect("-1 EINVAL (Invalid argument)",
	       "pidfd_open(%d, PIDFD_THREAD|PIDFD_AUTOKILL|0x1)", me);
	pidfd = (int)syscall(SYS_pidfd_open, me, 0);
	if (pidfd >= 0) {
		snprintf(ret, sizeof(ret), "%d", pidfd);
		expect(ret, "pidfd_open(%d, 0)", me);
		syscall(SYS_pidfd_getfd, pidfd, 1, 0xbad);
		expect("-1 EINVAL (Invalid argument)",
		       "pidfd_getfd(%d, 1, 0xbad)", pidfd);
		/* PIDFD_SIGNAL_*: the kernel refuses unknown bits. */
		syscall(SYS_pidfd_send_signal, pidfd, 0, NULL, 0x9);
		expect("-1 EINVAL (Invalid argument)",
		       "pidfd_send_signal(%d, 0, NULL, "
		       "PIDFD_SIGNAL_THREAD|0x8)", pidfd);
		close(pidfd);
	}

	/* waitid: the id is a pid, its options in strace's order, the
	 * rusage of a call that returned 0. */
	child = fork();
	if (!child)
		_exit(0);
	/* waitid leaves the siginfo's times as they were: zero them. */
	memset(&si, 0, sizeof(si));
	syscall(SYS_waitid, P_PID, child, &si, WEXITED | WSTOPPED, NULL);
	expect("0", "waitid(P_PID, %d, {si_signo=SIGCHLD, si_code=CLD_EXITED, "
	       "si_pid=%d, si_uid=%u, si_status=0, si_utime=%ld, "
	       "si_stime=%ld}, WEXITED|WSTOPPED, NULL)", child, child,
	       (unsigned)getuid(), (long)si.si_utime, (long)si.si_stime);
	syscall(SYS_wait4, -1, NULL, WNOHANG | WUNTRACED | 0x100000000UL,
		NULL);
	expect("-1 ECHILD (No child processes)",
	       "wait4(-1, NULL, WNOHANG|WSTOPPED, NULL)");

	/* ioprio: which, who by which, the priority that came back. */
	rc = syscall(SYS_ioprio_get, 1, 0);
	if (rc >= 0 && rc >> 13 < 4) {
		snprintf(ret, sizeof(ret), "%ld (IOPRIO_PRIO_VALUE(%s, %ld))",
			 rc, classes[rc >> 13], rc & 0x1fff);
		expect(ret, "ioprio_get(IOPRIO_WHO_PROCESS, 0)");
	}
	syscall(SYS_ioprio_get, 0x99, 0);
	expect("-1 EINVAL (Invalid argument)",
	       "ioprio_get(0x99 /* IOPRIO_WHO_??? */, 0)");
	expect(res(syscall(SYS_getpriority, PRIO_PGRP, 0)),
	       "getpriority(PRIO_PGRP, 0)");
	snprintf(ret, sizeof(ret), "0 (SCHED_OTHER)");
	if (sched_getscheduler(0) == SCHED_OTHER)
		expect(ret, "sched_getscheduler(0)");

	/* move_pages: the page array, no nodes, the status it wrote. */
	page = (void *)((uintptr_t)&node & ~(uintptr_t)4095);
	if (!syscall(SYS_move_pages, 0, 1, &page, NULL, &status, 2)) {
		if (status < 0)
			snprintf(ret, sizeof(ret), "[-%s]",
				 strerrorname_np(-status));
		else
			snprintf(ret, sizeof(ret), "[%d]", status);
		expect("0", "move_pages(0, 1, [%p], NULL, %s, MPOL_MF_MOVE)",
		       page, ret);
	}

	/* process_vm_readv: our buffer filled, the remote vector's
	 * addresses only. */
	syscall(SYS_process_vm_readv, me, &lv, 1, &rv, 1, 0);
	expect("4", "process_vm_readv(%d, [{iov_base=\"abcd\", iov_len=4}], "
	       "1, [{iov_base=%p, iov_len=4}], 1, 0)", me, (void *)remote);

	/* fcntl's owners: struct f_owner_ex both ways, F_GETOWN. */
	owner.pid = me;
	syscall(SYS_fcntl, 0, F_SETOWN_EX, &owner);
	expect("0", "fcntl(0, F_SETOWN_EX, {type=F_OWNER_PID, pid=%d})", me);
	syscall(SYS_fcntl, 0, F_GETOWN_EX, &owner);
	expect("0", "fcntl(0, F_GETOWN_EX, {type=F_OWNER_PID, pid=%d})", me);
	snprintf(ret, sizeof(ret), "%d", me);
	syscall(SYS_fcntl, 0, F_GETOWN);
	expect(ret, "fcntl(0, F_GETOWN)");
	syscall(SYS_fcntl, 0, F_SETSIG, SIGHUP);
	expect("0", "fcntl(0, F_SETSIG, SIGHUP)");
	syscall(SYS_fcntl, 0, F_GETSIG);
	expect("1 (SIGHUP)", "fcntl(0, F_GETSIG)");
	syscall(SYS_fcntl, 0, F_SETOWN, 0);
	expect("0", "fcntl(0, F_SETOWN, 0)");

	/* sched_setattr with a size too small: the one the kernel wants
	 * comes back. */
	syscall(SYS_sched_setattr, 0, attr, 0);
	expect("-1 E2BIG (Argument list too long)",
	       "sched_setattr(0, {size=1} => {size=%u}, 0)", attr[0]);
#ifdef SYS_clone3
	/* clone3: exit_signal is a whole word; bytes past the struct we
	 * know that are not zero (the kernel refuses them). */
	{
		uint64_t args[12] = { 0 };

		args[4] = 250;
		syscall(SYS_clone3, args, 64);
		expect("-1 EINVAL (Invalid argument)", "clone3({flags=0, "
		       "exit_signal=250, stack=NULL, stack_size=0}, 64)");
		args[4] = 0;
		args[11] = 0x0102;
		syscall(SYS_clone3, args, 96);
		expect("-1 E2BIG (Argument list too long)", "clone3({flags=0, "
		       "exit_signal=0, stack=NULL, stack_size=0, /* bytes "
		       "88..95 */ \"\\x02\\x01\\x00\\x00\\x00\\x00\\x00"
		       "\\x00\"}, 96)");
	}
#endif
	return 0;
}
