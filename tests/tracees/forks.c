/* -f follows every way of making a process or thread: fork, vfork,
 * clone (a thread, through glibc's clone wrapper) and clone3 (a raw
 * syscall). Each child makes a call of its own and exits with its own
 * status, which must show under its pid. Run with -f -o FILE. */
#define _GNU_SOURCE
#include "expect.h"

#include <linux/futex.h>
#include <linux/sched.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

static volatile pid_t thread_tid;	/* cleared by the kernel at exit */
static char stack[64 * 1024] __attribute__((aligned(16)));

static int thread_fn(void *arg)
{
	(void)arg;
	syscall(SYS_getppid);
	syscall(SYS_exit, 13);
	return 0;
}

static void wait_thread(void)
{
	pid_t t;

	while ((t = thread_tid) != 0)
		syscall(SYS_futex, &thread_tid, FUTEX_WAIT, t, NULL, NULL, 0);
}

int main(void)
{
	pid_t pid, me = getpid(), pp = getppid();
	struct clone_args ca;
	int status;

	expect_prefixed(1);

	pid = fork();
	if (pid == 0) {
		syscall(SYS_getppid);
		_exit(11);
	}
	expect_call(pid, "getppid()", "%d", me);
	expect_call(pid, "exit_group(11)", "?");
	expect_msg(pid, "+++ exited with 11 +++");
	waitpid(pid, &status, 0);

	pid = vfork();
	if (pid == 0) {
		syscall(SYS_getppid);
		_exit(12);
	}
	expect_call(pid, "getppid()", "%d", me);
	expect_call(pid, "exit_group(12)", "?");
	expect_msg(pid, "+++ exited with 12 +++");
	waitpid(pid, &status, 0);

	pid = clone(thread_fn, stack + sizeof(stack),
		    CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND |
		    CLONE_THREAD | CLONE_SYSVSEM | CLONE_CHILD_CLEARTID |
		    CLONE_PARENT_SETTID, NULL, &thread_tid, NULL,
		    &thread_tid);
	/* A thread's parent is the process's parent. */
	expect_call(pid, "getppid()", "%d", pp);
	expect_call(pid, "exit(13)", "?");
	expect_msg(pid, "+++ exited with 13 +++");
	wait_thread();

	memset(&ca, 0, sizeof(ca));
	ca.exit_signal = SIGCHLD;
	pid = syscall(SYS_clone3, &ca, sizeof(ca));
	if (pid == 0) {
		syscall(SYS_getppid);
		_exit(14);
	}
	expect_call(pid, "getppid()", "%d", me);
	expect_call(pid, "exit_group(14)", "?");
	expect_msg(pid, "+++ exited with 14 +++");
	waitpid(pid, &status, 0);

	expect_call(me, "exit_group(0)", "?");
	expect_msg(me, "+++ exited with 0 +++");
	return 0;
}
