/* kfeature FEATURE: whether the running kernel can do FEATURE, for the
 * tests' `require` (tests/lib.sh). Exit 0 when it can; otherwise exit 1
 * and print the reason on one line. Each probe runs in a child where a
 * missing feature could kill the caller (int $0x80 on a kernel without
 * ia32 emulation raises SIGSEGV), and is never traced.
 *
 * Features: int80 x32 userns perf io_uring hugepages seccomp_notify.
 * (ia32, running an i386 program, is probed by lib.sh itself: it execs
 * this program's -m32 build, which prints "ok".) */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/perf_event.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kfeature.h"

/* A probe returns 0 when the feature works, else sets why. */
typedef int (*probe_fn)(void);

static int probe_int80(void)
{
#ifdef __x86_64__
	return kf_int80_works() ? 0 : 1;
#else
	return 1;
#endif
}

static int probe_x32(void)
{
#ifdef __x86_64__
	/* x32's getpid: 39 with __X32_SYSCALL_BIT. ENOSYS when the kernel
	 * was built without x32 or booted without syscall.x32=y. */
	long r = syscall(0x40000000L | 39);

	return r == getpid() ? 0 : 1;
#else
	return 1;
#endif
}

static int probe_userns(void)
{
	return unshare(CLONE_NEWUSER) == 0 ? 0 : 1;
}

static int probe_perf(void)
{
	struct perf_event_attr a;
	long fd;

	memset(&a, 0, sizeof(a));
	a.size = sizeof(a);
	a.type = PERF_TYPE_SOFTWARE;
	a.config = PERF_COUNT_SW_TASK_CLOCK;
	a.disabled = 1;
	a.exclude_kernel = 1;
	a.exclude_hv = 1;
	fd = syscall(SYS_perf_event_open, &a, 0, -1, -1, 0);
	return fd >= 0 ? 0 : 1;
}

static int probe_io_uring(void)
{
	/* struct io_uring_params is 120 bytes; zeroed means defaults. */
	unsigned char p[120];
	long fd;

	memset(p, 0, sizeof(p));
	fd = syscall(425 /* io_uring_setup, the same on every ABI */, 1, p);
	return fd >= 0 ? 0 : 1;
}

static int probe_hugepages(void)
{
	size_t len = 2UL << 20;
	void *m = mmap(NULL, len, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS | MAP_HUGETLB, -1, 0);

	if (m == MAP_FAILED)
		return 1;
	*(volatile char *)m = 1;	/* a reservation may still fail here */
	return 0;
}

static int probe_seccomp_notify(void)
{
	unsigned int action = SECCOMP_RET_USER_NOTIF;

	return syscall(SYS_seccomp, SECCOMP_GET_ACTION_AVAIL, 0, &action) == 0 ?
		0 : 1;
}

static const struct {
	const char *name;
	probe_fn fn;
	const char *missing;
} probes[] = {
	{ "int80", probe_int80,
	  "the kernel does not take int $0x80 from a 64-bit program (no ia32 emulation)" },
	{ "x32", probe_x32,
	  "the kernel runs no x32 calls (no CONFIG_X86_X32_ABI, or syscall.x32=n)" },
	{ "userns", probe_userns, "no user namespaces here" },
	{ "perf", probe_perf, "perf_event_open is not allowed here" },
	{ "io_uring", probe_io_uring, "io_uring_setup is not allowed here" },
	{ "hugepages", probe_hugepages, "no huge pages reserved (vm.nr_hugepages)" },
	{ "seccomp_notify", probe_seccomp_notify,
	  "no seccomp user notification (SECCOMP_RET_USER_NOTIF)" },
};

int main(int argc, char **argv)
{
	int st, e;

	pid_t pid;
	size_t i;

	if (argc != 2) {
		fprintf(stderr, "usage: kfeature FEATURE\n");
		return 2;
	}
	if (!strcmp(argv[1], "exec")) {
		puts("ok");
		return 0;
	}
	for (i = 0; i < sizeof(probes) / sizeof(probes[0]); i++)
		if (!strcmp(argv[1], probes[i].name))
			break;
	if (i == sizeof(probes) / sizeof(probes[0])) {
		fprintf(stderr, "kfeature: unknown feature %s\n", argv[1]);
		return 2;
	}
	pid = fork();
	if (pid < 0)
		return 2;
	if (pid == 0) {
		/* The exit status carries errno, for the reason. */
		errno = 0;
		e = probes[i].fn();
		_exit(e ? (errno > 0 && errno < 255 ? errno : 255) : 0);
	}
	if (waitpid(pid, &st, 0) != pid)
		return 2;
	if (WIFEXITED(st) && WEXITSTATUS(st) == 0)
		return 0;
	const char *why = probes[i].missing;
	if (WIFSIGNALED(st))
		printf("%s (the probe died of %s)\n", why, strsignal(WTERMSIG(st)));
	else if (WIFEXITED(st) && WEXITSTATUS(st) != 255)
		printf("%s (%s)\n", why, strerror(WEXITSTATUS(st)));
	else
		printf("%s\n", why);
	return 1;
}
