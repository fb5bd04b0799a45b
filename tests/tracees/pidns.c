/* pidns: calls made in a child pid namespace, for --pidns-translation.
 *
 * T (the process abitrace starts, in abitrace's namespace) unshares a
 * user and a pid namespace (exit 77 when the kernel refuses) and forks
 * C, the namespace's init (id 1 there). C makes its own session and
 * forks G (2), which makes its own process group and forks H (3); C
 * reaps G before H asks for its group, so group 2 then has no process
 * 2: only its NSpgid lines can tell who it is.
 *
 * The ids as abitrace sees them: T knows C's from fork(); G and H send
 * T a datagram on a socket with SO_PASSCRED, and the kernel gives T
 * their ids in T's namespace. T prints G's and H's expected lines, C
 * prints its own (the test matches them per pid). */
#define _GNU_SOURCE
#include "expect.h"

#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <sys/wait.h>

static int sp[2];		/* G, H -> T: their credentials */

static void put_pid(int fd, pid_t p)
{
	if (write(fd, &p, sizeof(p)) != sizeof(p))
		_exit(99);
}

static pid_t get_pid(int fd)
{
	pid_t p;

	if (read(fd, &p, sizeof(p)) != sizeof(p))
		_exit(99);
	return p;
}

/* The sender's id in our namespace, from the credentials the kernel
 * adds to a datagram on a socket with SO_PASSCRED. */
static pid_t sender(void)
{
	union {
		struct cmsghdr h;
		char buf[CMSG_SPACE(sizeof(struct ucred))];
	} cm;
	char byte;
	struct iovec iov = { &byte, 1 };
	struct msghdr mh = {
		.msg_iov = &iov, .msg_iovlen = 1,
		.msg_control = cm.buf, .msg_controllen = sizeof(cm.buf),
	};
	struct cmsghdr *h;
	struct ucred cr;

	if (recvmsg(sp[0], &mh, 0) != 1)
		_exit(99);
	h = CMSG_FIRSTHDR(&mh);
	if (!h || h->cmsg_type != SCM_CREDENTIALS)
		_exit(99);
	memcpy(&cr, CMSG_DATA(h), sizeof(cr));
	return cr.pid;
}

static void hello(void)
{
	if (write(sp[1], "x", 1) != 1)
		_exit(99);
}

static int run_h(int go)
{
	hello();
	get_pid(go);			/* G is gone */
	syscall(SYS_getpgid, 0);
	syscall(SYS_getsid, 0);
	return 0;
}

static int run_g(int go)
{
	pid_t h;

	/* No call of G's shows its own id: H's getpgid is the first to
	 * ask for id 2, when no process has it. */
	hello();
	syscall(SYS_getppid);
	syscall(SYS_getsid, 0);
	syscall(SYS_setpgid, 0, 0);
	h = fork();
	if (h < 0)
		return 1;
	if (!h)
		_exit(run_h(go));
	return 0;
}

static int run_c(int from_t)
{
	pid_t me = get_pid(from_t), g, p;
	int go[2], st, bad = 0;
	char call[80];

	if (pipe(go))
		return 1;
	expect_call(me, "getpid()", "1 /* %d in strace's PID NS */", me);
	syscall(SYS_getpid);
	expect_call(me, "gettid()", "1 /* %d in strace's PID NS */", me);
	syscall(SYS_gettid);
	expect_call(me, "setsid()", "1 /* %d in strace's PID NS */", me);
	syscall(SYS_setsid);
	g = fork();
	if (g < 0)
		return 1;
	if (!g)
		_exit(run_g(go[0]));
	if (waitpid(g, &st, 0) != g || !WIFEXITED(st) || WEXITSTATUS(st))
		return 1;
	put_pid(go[1], 0);		/* H may ask now */
	snprintf(call, sizeof(call), "kill(1 /* %d in strace's PID NS */, 0)",
		 me);
	expect_call(me, call, "0");
	syscall(SYS_kill, 1, 0);
	/* No such process in the namespace: nothing to translate. */
	expect_call(me, "kill(9999, 0)", "-1 ESRCH (No such process)");
	syscall(SYS_kill, 9999, 0);
	/* H, reparented to us, the namespace's init. */
	while ((p = wait(&st)) > 0)
		if (!WIFEXITED(st) || WEXITSTATUS(st))
			bad = 1;
	return bad;
}

int main(void)
{
	pid_t c, g, h;
	int to_c[2], st, on = 1;

	expect_prefixed(1);
	if (unshare(CLONE_NEWUSER | CLONE_NEWPID))
		return 77;
	if (pipe(to_c) || socketpair(AF_UNIX, SOCK_DGRAM, 0, sp) ||
	    setsockopt(sp[0], SOL_SOCKET, SO_PASSCRED, &on, sizeof(on)))
		return 1;
	c = fork();
	if (c < 0)
		return 1;
	if (!c)
		_exit(run_c(to_c[0]));
	put_pid(to_c[1], c);
	g = sender();
	h = sender();
	expect_call(g, "getppid()", "1 /* %d in strace's PID NS */", c);
	expect_call(g, "getsid(0)", "1 /* %d in strace's PID NS */", c);
	expect_call(g, "setpgid(0, 0)", "0");
	expect_call(h, "getpgid(0)", "2 /* %d in strace's PID NS */", g);
	expect_call(h, "getsid(0)", "1 /* %d in strace's PID NS */", c);
	if (waitpid(c, &st, 0) != c || !WIFEXITED(st))
		return 1;
	return WEXITSTATUS(st);
}
