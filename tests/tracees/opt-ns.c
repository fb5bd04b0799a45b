/* A tracee for -e namespace=new (tests/trace/namespaces-entered.test): unshare, setns,
 * clone and clone3 into new namespaces, each announced as the line it
 * makes, with the namespace links it reads from /proc itself after
 * the call ("expect: LINE"). Not root, it first makes a user namespace
 * of its own, in which it may make the others. Prints "skip: WHY" and
 * exits 77 when the kernel lets it make none.
 * usage: opt-ns */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef CLONE_NEWTIME
#define CLONE_NEWTIME 0x80
#endif

/* " (NAME:[INODE], ...)" of tid's links NAMES (separated by spaces). */
static const char *links(pid_t tid, const char *names)
{
	static char out[512];
	char copy[128], *tok, *save;
	size_t len = 0;

	out[0] = '\0';
	snprintf(copy, sizeof(copy), "%s", names);
	for (tok = strtok_r(copy, " ", &save); tok;
	     tok = strtok_r(NULL, " ", &save)) {
		char link[64], buf[PATH_MAX];
		ssize_t n;

		snprintf(link, sizeof(link), "/proc/%d/ns/%s", (int)tid, tok);
		n = readlink(link, buf, sizeof(buf) - 1);
		if (n <= 0)
			continue;
		buf[n] = '\0';
		len += (size_t)snprintf(out + len, sizeof(out) - len, "%s%s",
					len ? ", " : " (", buf);
	}
	if (len)
		snprintf(out + len, sizeof(out) - len, ")");
	return out;
}

static void expect(const char *call, const char *ret)
{
	printf("expect: %-39s = %s\n", call, ret);
}

/* A child that lives until the parent has read its links. */
static void child_wait(int rfd)
{
	char c;

	(void)!read(rfd, &c, 1);
	_exit(0);
}

int main(void)
{
	pid_t self = (pid_t)syscall(SYS_gettid);
	char call[256], ret[600];
	int p[2], fd;
	pid_t pid;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (geteuid() != 0) {
		if (syscall(SYS_unshare, CLONE_NEWUSER) != 0) {
			printf("skip: unshare(CLONE_NEWUSER): %s\n",
			       strerror(errno));
			return 77;
		}
		snprintf(ret, sizeof(ret), "0%s", links(self, "user"));
		expect("unshare(CLONE_NEWUSER)", ret);
	}
	if (syscall(SYS_unshare, CLONE_NEWUTS | CLONE_NEWIPC) != 0) {
		printf("skip: unshare(CLONE_NEWUTS|CLONE_NEWIPC): %s\n",
		       strerror(errno));
		return 77;
	}
	snprintf(ret, sizeof(ret), "0%s", links(self, "ipc uts"));
	expect("unshare(CLONE_NEWUTS|CLONE_NEWIPC)", ret);

	/* No namespace named: nothing after the value. */
	if (syscall(SYS_unshare, 0) != 0)
		return 3;
	expect("unshare(0)", "0");

	fd = open("/proc/self/ns/uts", O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return 3;
	if (syscall(SYS_setns, fd, CLONE_NEWUTS) != 0)
		return 3;
	snprintf(call, sizeof(call), "setns(%d, CLONE_NEWUTS)", fd);
	snprintf(ret, sizeof(ret), "0%s", links(self, "uts"));
	expect(call, ret);
	if (syscall(SYS_setns, fd, 0) != 0)
		return 3;
	snprintf(call, sizeof(call), "setns(%d, 0)", fd);
	expect(call, "0");

	/* A failed call says nothing of namespaces. */
	if (syscall(SYS_setns, -1, CLONE_NEWNET) == 0)
		return 3;
	snprintf(ret, sizeof(ret), "-1 EBADF (%s)", strerror(EBADF));
	expect("setns(-1, CLONE_NEWNET)", ret);

	if (pipe(p))
		return 3;
	pid = (pid_t)syscall(SYS_clone, CLONE_NEWUTS | SIGCHLD, 0, 0, 0, 0);
	if (pid < 0)
		return 3;
	if (pid == 0)
		child_wait(p[0]);
	snprintf(ret, sizeof(ret), "%d%s", (int)pid, links(pid, "uts"));
	expect("clone(child_stack=NULL, flags=CLONE_NEWUTS|SIGCHLD)", ret);
	(void)!write(p[1], "x", 1);
	waitpid(pid, NULL, 0);

#ifdef SYS_clone3
	{
		uint64_t args[8] = { CLONE_NEWUTS | CLONE_NEWIPC, 0, 0, 0,
				     SIGCHLD, 0, 0, 0 };

		pid = (pid_t)syscall(SYS_clone3, args, sizeof(args));
		if (pid == 0)
			child_wait(p[0]);
		if (pid > 0) {
			snprintf(ret, sizeof(ret), "%d%s", (int)pid,
				 links(pid, "ipc uts"));
			expect("clone3({flags=CLONE_NEWUTS|CLONE_NEWIPC, "
			       "exit_signal=SIGCHLD, stack=NULL, stack_size=0}, 64)",
			       ret);
			(void)!write(p[1], "x", 1);
			waitpid(pid, NULL, 0);
		}
	}
#endif
	return 0;
}
