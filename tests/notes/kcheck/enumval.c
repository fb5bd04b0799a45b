/* enumval.c - what the kernel does with a value outside an enumerated
 * argument's set (unknown-value-rejected, unknown-value-ignored), and
 * whether syscalls/xlat holds every value the running kernel knows.
 *
 * For each call, every candidate value that the set (syscalls/xlat/SET.in,
 * found from this file's own path) does not name must get the call's
 * "unknown" answer; a value that gets anything else is one the kernel
 * knows and the table lacks, and the rule's complete= release would lie:
 *   madvise(2) ERRORS EINVAL "advice is not valid": 0..255 on an anonymous
 *     page (a known advice can also be EINVAL for its own reasons: the
 *     scan only finds missing ones among those that are not);
 *   fcntl(2) ERRORS EINVAL "the value specified in cmd is not recognized":
 *     0..127 and 1024..1151 on a regular file;
 *   prctl(2) ERRORS EINVAL "option is not recognized": 0..127, each in a
 *     child of its own (a known option changes the process);
 *   lseek(2) ERRORS EINVAL "whence is not valid": 0..63 on a regular file
 *     (the call itself refuses whence > SEEK_MAX before any file's llseek,
 *     even /dev/null's, which ignores it);
 *   sigprocmask(2): "If set is NULL, then the signal mask is unchanged
 *     (i.e., how is ignored)": rt_sigprocmask(77, NULL, &old) succeeds —
 *     the ignored case; with a set, EINVAL "how was invalid";
 *   posix_fadvise(2) ERRORS EINVAL "an invalid value was specified for
 *     advice": 0..63 on a regular file (the raw call: the glibc wrapper
 *     returns the error instead of setting errno);
 *   epoll_ctl(2) ERRORS EINVAL "op is not supported": 0..63 with a pipe;
 *   getrlimit(2) ERRORS EINVAL "resource is not valid" (getrlimit and
 *     prlimit64, reading only), getrusage(2) EINVAL "who is invalid",
 *     setrlimit (with limits that are valid: only the resource is wrong),
 *     getitimer(2) EINVAL "which is not one of ITIMER_*", waitid(2)
 *     EINVAL "idtype ... is invalid" (with WEXITED|WNOHANG): 0..63.
 * Where the set file is not there (KCHECK_BIN), the scans are skipped and
 * only the single unknown values are checked. */
#include "kcheck.h"
#include <fcntl.h>
#include <stdint.h>
#include <sys/epoll.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>

static char known[4096];	/* value -> named by the set */
static unsigned long known_big[64];	/* values >= 4096 (prctl's magic ones) */
static int nbig;

static int load_set(const char *set)
{
	char path[4096], line[256];
	const char *slash = strrchr(__FILE__, '/');
	FILE *f;

	memset(known, 0, sizeof(known));
	nbig = 0;
	if (!slash || __FILE__[0] != '/')
		return 0;
	snprintf(path, sizeof(path), "%.*s/../../../syscalls/xlat/%s.in",
		 (int)(slash - __FILE__), __FILE__, set);
	f = fopen(path, "r");
	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f)) {
		char name[128];
		unsigned long v;

		if (line[0] == '#' || sscanf(line, "%127s %li", name, &v) != 2)
			continue;
		if (v < sizeof(known))
			known[v] = 1;
		else if (nbig < 64)
			known_big[nbig++] = v;
	}
	fclose(f);
	return 1;
}

/* Every value of [lo, hi) outside the set must fail with unknown_errno. */
static void scan(const char *call, const char *set, long lo, long hi,
		 int unknown_errno, long (*try)(long))
{
	char what[128];
	int missing = 0, n = 0;

	snprintf(what, sizeof(what), "%s: every value %ld..%ld not in %s.in",
		 call, lo, hi - 1, set);
	if (!load_set(set)) {
		kc_skip(what, "syscalls/xlat not found from this program's source path");
		return;
	}
	for (long v = lo; v < hi; v++) {
		long r;
		int e;

		if (known[v])
			continue;
		n++;
		errno = 0;
		r = try(v);
		e = r == -1 ? errno : 0;
		if (e != unknown_errno) {
			printf("     %s(%ld): %ld %s: known to this kernel, not to %s.in\n",
			       call, v, r, e ? strerrorname_np(e) : "", set);
			missing++;
		}
	}
	kc_report(!missing, what, "%d values, %d known to the kernel but not "
		  "to the set (expected %s for all)", n, missing,
		  strerrorname_np(unknown_errno));
}

static long try_madvise(long v)
{
	void *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	long r;
	int e;

	if (p == MAP_FAILED)
		return -2;
	r = madvise(p, 4096, (int)v);
	e = errno;
	munmap(p, 4096);
	errno = e;
	return r;
}

static int regfd = -1;

static long try_fcntl(long v)
{
	long r = syscall(SYS_fcntl, regfd, v, 0L);
	int e = errno;

	/* F_DUPFD and its like give a new descriptor */
	if (r > regfd && v != 1 && v != 3 && v != 9 && v != 11)
		close((int)r);
	errno = e;
	return r;
}

static long try_prctl(long v)
{
	int pfd[2], st;
	long r = -2;
	int e = 0;
	pid_t pid;

	if (pipe(pfd))
		return -2;
	pid = fork();
	if (pid == 0) {
		long res[2];

		errno = 0;
		res[0] = syscall(SYS_prctl, v, 0L, 0L, 0L, 0L);
		res[1] = errno;
		if (write(pfd[1], res, sizeof(res)) != sizeof(res))
			_exit(1);
		_exit(0);
	}
	close(pfd[1]);
	if (pid > 0) {
		long res[2];

		if (read(pfd[0], res, sizeof(res)) == sizeof(res)) {
			r = res[0];
			e = (int)res[1];
		}
		waitpid(pid, &st, 0);
	}
	close(pfd[0]);
	errno = e;
	return r;
}

static long try_lseek(long v)
{
	return syscall(SYS_lseek, regfd, 0L, v);
}

static long try_fadvise(long v)
{
	return syscall(SYS_fadvise64, regfd, 0L, 0L, v);
}

static int epfd = -1, pfds[2];

static long try_epoll(long v)
{
	struct epoll_event ev = { .events = EPOLLIN };

	return syscall(SYS_epoll_ctl, epfd, v, pfds[0], &ev);
}

static long try_sigmask(long v)
{
	uint64_t set = 0;	/* blocks nothing, whatever how means */

	return syscall(SYS_rt_sigprocmask, v, &set, NULL, 8L);
}

static long try_getrlimit(long v)
{
	struct { unsigned long cur, max; } rl;

	return syscall(SYS_getrlimit, v, &rl);
}

static long try_prlimit(long v)
{
	struct { unsigned long long cur, max; } rl;

	return syscall(SYS_prlimit64, 0L, v, NULL, &rl);
}

static long try_getrusage(long v)
{
	char ru[512];

	return syscall(SYS_getrusage, v, ru);
}

static long try_getitimer(long v)
{
	long it[4];

	return syscall(SYS_getitimer, v, it);
}

static long try_waitid(long v)
{
	char si[128];

	return syscall(SYS_waitid, v, 0L, si, (long)(WEXITED | WNOHANG), NULL);
}

int main(void)
{
	char tmpl[] = "/tmp/kcheck-enumval-XXXXXX";
	int efd;
	uint64_t old = 0;

	regfd = mkstemp(tmpl);
	if (regfd < 0 || write(regfd, "0123456789", 10) != 10) {
		kc_skip("enumval", "no temporary file");
		return kc_exit();
	}
	unlink(tmpl);
	epfd = epoll_create1(0);
	if (epfd < 0 || pipe(pfds))
		return 1;

	KC_EXPECT("madvise advice 77 on an anonymous page", try_madvise(77), EINVAL);
	KC_EXPECT("madvise MADV_NORMAL (control)", try_madvise(MADV_NORMAL), 0);
	KC_EXPECT("fcntl cmd 77 on a regular file", try_fcntl(77), EINVAL);
	KC_EXPECT("fcntl F_GETFD (control)", try_fcntl(F_GETFD), 0);
	KC_EXPECT("prctl option 1000", try_prctl(1000), EINVAL);
	KC_EXPECT("lseek whence 77 on a regular file", try_lseek(77), EINVAL);
	efd = open("/dev/null", O_RDONLY);
	if (efd < 0)
		kc_skip("lseek on /dev/null", "cannot open /dev/null");
	else
		KC_EXPECT("lseek whence 77 on /dev/null (refused before its llseek)",
			  syscall(SYS_lseek, efd, 0L, 77L), EINVAL);
	KC_EXPECT("rt_sigprocmask how 77 with a NULL set (how ignored)",
		  syscall(SYS_rt_sigprocmask, 77L, NULL, &old, 8L), 0);
	KC_EXPECT("rt_sigprocmask how 77 with a set", 
		  syscall(SYS_rt_sigprocmask, 77L, &old, NULL, 8L), EINVAL);
	KC_EXPECT("fadvise64 advice 77 on a regular file", try_fadvise(77), EINVAL);
	KC_EXPECT("epoll_ctl op 77", try_epoll(77), EINVAL);

	scan("madvise", "madvise_advice", 0, 256, EINVAL, try_madvise);
	scan("fcntl", "fcntl_cmd", 0, 128, EINVAL, try_fcntl);
	scan("fcntl", "fcntl_cmd", 1024, 1152, EINVAL, try_fcntl);
	scan("prctl", "prctl_option", 0, 128, EINVAL, try_prctl);
	scan("lseek", "seek_whence", 0, 64, EINVAL, try_lseek);
	scan("fadvise64", "fadvise_advice", 0, 64, EINVAL, try_fadvise);
	scan("epoll_ctl", "epoll_ctl_op", 0, 64, EINVAL, try_epoll);
	scan("rt_sigprocmask", "sigprocmask_how", 0, 64, EINVAL, try_sigmask);
	scan("getrlimit", "rlimit_res", 0, 64, EINVAL, try_getrlimit);
	scan("prlimit64", "rlimit_res", 0, 64, EINVAL, try_prlimit);
	scan("getrusage", "rusage_who", 0, 64, EINVAL, try_getrusage);
	scan("getitimer", "itimer_which", 0, 64, EINVAL, try_getitimer);
	scan("waitid", "waitid_which", 0, 64, EINVAL, try_waitid);
	KC_EXPECT("getrusage RUSAGE_CHILDREN (-1, control)", try_getrusage(-1), 0);
	{
		struct { unsigned long cur, max; } rl = { 1, 1 };	/* valid */

		KC_EXPECT("setrlimit resource 77 with valid limits",
			  syscall(SYS_setrlimit, 77L, &rl), EINVAL);
	}
	return kc_exit();
}
