/* privs.c - privileged calls made without the privilege (run it as uid
 * 65534 without capabilities), each with harmless arguments.  For every
 * call that fails the way the rule says, it prints
 *   expect: REGEX      the capability-required note abitrace must print
 * and at the end of each process (the second one is in a user namespace)
 *   count: N           how many of those it expects
 * The expectations come from what the calls returned and from the sysctls
 * the gated rules depend on, read here; never from abitrace's output.
 * Calls that must get no note (they succeed, or fail for another reason)
 * are made too, and the count catches a note on them. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "note-expect.h"

static int notes;

/* An expected capability-required note, counted. */
#define expect_msg(...) \
	(note_expect("capability-required", __VA_ARGS__), notes++)

/* One call: if it failed with ERR, the note names CAP (and CAP2). */
static void check(const char *call, long r, int err, const char *cap,
		  const char *cap2)
{
	if (r != -1 || errno != err)
		return;
	if (cap2)
		expect_msg("%s failed with %s: the kernel checks %s or %s "
			   "here, and this thread had neither in its "
			   "effective set", call, strerrorname_np(err), cap,
			   cap2);
	else
		expect_msg("%s failed with %s: the kernel checks %s here, and "
			   "this thread did not have it in its effective set",
			   call, strerrorname_np(err), cap);
}

static long sysctl(const char *path)
{
	FILE *f = fopen(path, "r");
	long v = -1;

	if (f) {
		if (fscanf(f, "%ld", &v) != 1)
			v = -1;
		fclose(f);
	}
	return v;
}

static long uid_of(pid_t pid, int which)	/* 0 real .. 2 saved */
{
	char path[64], line[256];
	long u[4] = { -1, -1, -1, -1 };
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/status", pid);
	if (!(f = fopen(path, "r")))
		return -1;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "Uid: %ld %ld %ld %ld", &u[0], &u[1], &u[2],
			   &u[3]) == 4)
			break;
	fclose(f);
	return u[which];
}

int main(void)
{
	char dir[] = "/tmp/abt-privs-XXXXXX", path[300];
	struct timespec now;
	int fd;

	if (geteuid() == 0) {
		printf("skip: run me without privileges\n");
		return 77;
	}
	if (!mkdtemp(dir))
		return 1;

	/* mounts and namespaces */
	check("mount", syscall(SYS_mount, "none", "/", "abt-no-such-fs", 0, NULL), EPERM, "CAP_SYS_ADMIN", NULL);
	check("fsopen", syscall(SYS_fsopen, "tmpfs", 0), EPERM, "CAP_SYS_ADMIN", NULL);
	check("pivot_root", syscall(SYS_pivot_root, "/abt-nonexistent", "/abt-nonexistent"), EPERM, "CAP_SYS_ADMIN", NULL);
	check("unshare", syscall(SYS_unshare, CLONE_NEWNS), EPERM, "CAP_SYS_ADMIN", NULL);
	check("swapoff", syscall(SYS_swapoff, "/abt-nonexistent"), EPERM, "CAP_SYS_ADMIN", NULL);
	/* open_tree without OPEN_TREE_CLONE needs nothing: ENOENT, no note */
	syscall(SYS_open_tree, AT_FDCWD, "/abt-nonexistent", 0);
	/* the machine */
	check("reboot", syscall(SYS_reboot, 0xfee1dead, 0, 0, NULL), EPERM, "CAP_SYS_BOOT", NULL);
	check("acct", syscall(SYS_acct, "/abt-nonexistent"), EPERM, "CAP_SYS_PACCT", NULL);
	check("settimeofday", syscall(SYS_settimeofday, NULL, NULL), EPERM, "CAP_SYS_TIME", NULL);
	clock_gettime(CLOCK_REALTIME, &now);
	check("clock_settime", syscall(SYS_clock_settime, CLOCK_REALTIME, &now), EPERM, "CAP_SYS_TIME", NULL);
	check("syslog", syscall(SYS_syslog, 8, NULL, 0), EPERM, "CAP_SYSLOG", "CAP_SYS_ADMIN");
	/* files and credentials */
	snprintf(path, sizeof(path), "%s/null", dir);
#ifdef SYS_mknod	/* asm-generic ABIs (arm64): mknodat only */
	check("mknod", syscall(SYS_mknod, path, S_IFCHR | 0600, 0x103), EPERM, "CAP_MKNOD", NULL);
	/* a FIFO needs no capability: no note */
	snprintf(path, sizeof(path), "%s/fifo", dir);
	syscall(SYS_mknod, path, S_IFIFO | 0600, 0);
	unlink(path);
#endif
	check("setuid", syscall(SYS_setuid, 0), EPERM, "CAP_SETUID", NULL);
	check("setresgid", syscall(SYS_setresgid, 0, 0, 0), EPERM, "CAP_SETGID", NULL);
	check("setgroups", syscall(SYS_setgroups, 0, NULL), EPERM, "CAP_SETGID", NULL);
	/* scheduling and sockets */
	{
		struct { int prio; } sp = { 1 };

		check("sched_setscheduler", syscall(SYS_sched_setscheduler, 0, 1 /* SCHED_FIFO */, &sp), EPERM, "CAP_SYS_NICE", NULL);
	}
	fd = syscall(SYS_socket, AF_INET, SOCK_RAW, IPPROTO_ICMP);
	check("socket", fd, EPERM, "CAP_NET_RAW", NULL);
	fd = syscall(SYS_socket, AF_INET, SOCK_STREAM, 0);
	if (fd >= 0) {
		struct sockaddr_in sa = { .sin_family = AF_INET, .sin_port = htons(80),
					  .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
		long r = syscall(SYS_bind, fd, &sa, sizeof(sa));

		if (sysctl("/proc/sys/net/ipv4/ip_unprivileged_port_start") >= 1024)
			check("bind", r, EACCES, "CAP_NET_BIND_SERVICE", NULL);
		close(fd);
	}
	{
		struct { unsigned short len; void *f; } prog = { 1, (void *)8 };

		check("seccomp", syscall(SYS_seccomp, 1, 0, &prog), EACCES, "CAP_SYS_ADMIN", NULL);
	}
	/* sysctl-dependent: the note only where the gate says so */
	{
		unsigned attr[32] = { 2, 4, 4, 1 };
		long r = syscall(SYS_bpf, 0, attr, sizeof(attr));

		if (r >= 0)
			close(r);
		else if (sysctl("/proc/sys/kernel/unprivileged_bpf_disabled") != 0)
			check("bpf", r, EPERM, "CAP_BPF", "CAP_SYS_ADMIN");
	}
	{
		unsigned long long attr[16] = { 1 | (128ULL << 32), 0, 0, 0, 0, 1 };
		long r = syscall(SYS_perf_event_open, attr, 0, -1, -1, 0);

		if (r >= 0)
			close(r);
		else if (sysctl("/proc/sys/kernel/perf_event_paranoid") == 2)
			check("perf_event_open", r, EACCES, "CAP_PERFMON", "CAP_SYS_ADMIN");
	}
	{
		long r = syscall(SYS_userfaultfd, O_CLOEXEC);

		if (r >= 0)
			close(r);
		else if (sysctl("/proc/sys/vm/unprivileged_userfaultfd") == 0)
			check("userfaultfd", r, EPERM, "CAP_SYS_PTRACE", NULL);
	}
	/* a signal to root's pid 1: the uid rule, with the uids */
	if (syscall(SYS_kill, 1, 0) == -1 && errno == EPERM)
		expect_msg("kill failed with EPERM: the kernel checks CAP_KILL "
			   "here, and this thread did not have it in its "
			   "effective set; without it your real (%ld) or "
			   "effective (%ld) uid must equal the target's real "
			   "(%ld) or saved (%ld) uid", uid_of(getpid(), 0),
			   uid_of(getpid(), 1), uid_of(1, 0), uid_of(1, 2));

	/* A user namespace of its own: CLONE_NEWUSER needs no capability and
	 * makes the child the owner of its other new namespaces (no note);
	 * there, the clock is still out of reach although CapEff is full. */
	fflush(stdout);
	pid_t c = fork();
	if (c == 0) {
		notes = 0;
		if (syscall(SYS_unshare, CLONE_NEWUSER | CLONE_NEWUTS) < 0)
			_exit(3);
		if (syscall(SYS_settimeofday, NULL, NULL) == -1 && errno == EPERM)
			expect_msg("settimeofday failed with EPERM: the kernel "
				   "checks CAP_SYS_TIME here, and this thread "
				   "had it in its effective set; it had it only "
				   "inside its own user namespace, which counts "
				   "only for what that namespace owns");
		printf("count: %d\n", notes);
		fflush(stdout);
		_exit(0);
	}
	int st;
	waitpid(c, &st, 0);
	rmdir(dir);
	printf("count: %d\n", notes);
	return 0;
}
