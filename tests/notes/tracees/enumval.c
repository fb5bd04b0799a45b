/* enumval.c - enumerated arguments with a value the kernel does not know
 * (unknown-value-rejected, unknown-value-ignored), and a control of known
 * values that must draw no note. argv[1] is the release the rules say
 * the sets are complete for (complete= in syscalls/rules.list): on a
 * newer kernel no note is due, since the kernel may know the value. The
 * tracee measures each call: a note is expected only when the kernel
 * refused the value (EINVAL), or, for sigprocmask with a NULL set, when
 * it took it (and the same value with a set is then EINVAL).
 * Prints "expect: REGEX" (in order) and "count: ID N". */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/epoll.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "note-expect.h"

#define BAD 77	/* in no set: no advice, command, option, whence or how */

static int rejected, ignored, covered;
static struct utsname u;
static const char *complete;

static unsigned long kv(const char *s)
{
	unsigned long a, b = 0;
	char *e;

	a = strtoul(s, &e, 10);
	if (*e == '.')
		b = strtoul(e + 1, &e, 10);
	return a << 8 | b;
}

/* The call returned r: the note it is due, if any. */
static void rejected_if(const char *call, const char *label, long value,
			long r, const char *set)
{
	if (r != -1 || errno != EINVAL || !covered)
		return;
	note_expect("unknown-value-rejected", "%s failed with EINVAL because %s "
		    "%#lx is not one this kernel knows; abitrace's %s has every "
		    "value up to Linux %s (this kernel: %s)", call, label, value,
		    set, complete, u.release);
	rejected++;
}

int main(int argc, char **argv)
{
	char tmpl[] = "/tmp/abt-enumval-XXXXXX";
	void *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	int fd = mkstemp(tmpl), ep = epoll_create1(0), pfd[2];
	struct epoll_event ev = { .events = EPOLLIN };
	unsigned long long set = 0, old, rl[2];
	char ru[512], si[128];
	long it[4];
	long r;

	if (argc < 2 || uname(&u) || p == MAP_FAILED || fd < 0 || ep < 0 ||
	    pipe(pfd))
		return 1;
	unlink(tmpl);
	complete = argv[1];
	covered = kv(u.release) <= kv(complete);

	/* The control: known values, whatever they answer, draw no note. */
	madvise(p, 4096, MADV_NORMAL);
	syscall(SYS_fcntl, fd, F_GETFD, 0L);
	syscall(SYS_prctl, PR_GET_DUMPABLE, 0L, 0L, 0L, 0L);
	syscall(SYS_lseek, fd, 0L, SEEK_END);
	syscall(SYS_fadvise64, fd, 0L, 0L, POSIX_FADV_NORMAL);
	syscall(SYS_epoll_ctl, ep, EPOLL_CTL_ADD, pfd[0], &ev);
	syscall(SYS_rt_sigprocmask, SIG_BLOCK, NULL, &old, 8L);
	syscall(SYS_rt_sigprocmask, SIG_BLOCK, &set, NULL, 8L);
	syscall(SYS_getrlimit, (long)RLIMIT_NOFILE, rl);
	syscall(SYS_prlimit64, 0L, (long)RLIMIT_NOFILE, NULL, rl);
	syscall(SYS_getrusage, (long)RUSAGE_CHILDREN, ru);	/* -1 */
	syscall(SYS_getitimer, (long)ITIMER_REAL, it);
	syscall(SYS_waitid, (long)P_ALL, 0L, si, (long)(WEXITED | WNOHANG), NULL);
	/* An unknown idtype with invalid options: EINVAL for the options,
	 * so no note may blame the idtype. */
	syscall(SYS_waitid, (long)BAD, 0L, si, 0L, NULL);

	r = syscall(SYS_madvise, p, 4096L, (long)BAD);
	rejected_if("madvise", "advice", BAD, r, "madvise_advice");
	r = syscall(SYS_fcntl, fd, (long)BAD, 0L);
	rejected_if("fcntl", "cmd", BAD, r, "fcntl_cmd");
	r = syscall(SYS_prctl, 1000L, 0L, 0L, 0L, 0L);
	rejected_if("prctl", "option", 1000, r, "prctl_option");
	r = syscall(SYS_lseek, fd, 0L, (long)BAD);
	rejected_if("lseek", "whence", BAD, r, "seek_whence");
	r = syscall(SYS_fadvise64, fd, 0L, 0L, (long)BAD);
	rejected_if("fadvise64", "advice", BAD, r, "fadvise_advice");
	r = syscall(SYS_epoll_ctl, ep, (long)BAD, pfd[0], &ev);
	rejected_if("epoll_ctl", "op", BAD, r, "epoll_ctl_op");
	r = syscall(SYS_getrlimit, (long)BAD, rl);
	rejected_if("getrlimit", "resource", BAD, r, "rlimit_res");
	r = syscall(SYS_prlimit64, 0L, (long)BAD, NULL, rl);
	rejected_if("prlimit64", "resource", BAD, r, "rlimit_res");
	r = syscall(SYS_getrusage, (long)BAD, ru);
	rejected_if("getrusage", "who", BAD, r, "rusage_who");
	r = syscall(SYS_getitimer, (long)BAD, it);
	rejected_if("getitimer", "which", BAD, r, "itimer_which");
	r = syscall(SYS_waitid, (long)BAD, 0L, si, (long)(WEXITED | WNOHANG), NULL);
	rejected_if("waitid", "idtype", BAD, r, "waitid_which");

	/* how with a NULL set: never looked at. */
	r = syscall(SYS_rt_sigprocmask, (long)BAD, NULL, &old, 8L);
	if (r == 0 && covered) {
		note_expect("unknown-value-ignored", "rt_sigprocmask: how %#x is "
			    "not one this kernel knows, and the call succeeded all "
			    "the same; abitrace's sigprocmask_how has every value "
			    "up to Linux %s (this kernel: %s); with set NULL the "
			    "kernel never looks at how", BAD, complete, u.release);
		ignored++;
	}
	r = syscall(SYS_rt_sigprocmask, (long)BAD, &set, NULL, 8L);
	rejected_if("rt_sigprocmask", "how", BAD, r, "sigprocmask_how");

	if (!covered)
		printf("# this kernel (%s) is newer than the sets (%s): no notes\n",
		       u.release, complete);
	printf("count: unknown-value-rejected %d\n", rejected);
	printf("count: unknown-value-ignored %d\n", ignored);
	return 0;
}
