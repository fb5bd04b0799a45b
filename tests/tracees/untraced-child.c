/* Without -f a child and a thread must run free of the tracer: not
 * traced (so that it can be traced by someone else: PTRACE_TRACEME
 * works) and never stopped or refused by abitrace's seccomp filter (a
 * filter call without a tracer fails with ENOSYS). The child makes
 * many calls of the traced set and checks each result; the thread does
 * a few. The parent prints the lines it expects: its own calls only.
 *
 * Run under abitrace -e trace=getppid,getpid (a narrow set, where the
 * filter would pay off). Exit status 0 when every check passed. */
#include "expect.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <sys/ptrace.h>
#include <sys/wait.h>

#define CALLS 2000

static int bad, thread_bad;

static void *thread_calls(void *arg)
{
	pid_t ppid = *(pid_t *)arg;

	for (int i = 0; i < 100; i++)
		if (syscall(SYS_getppid) != ppid)
			thread_bad = 1;
	return NULL;
}

static int child_calls(pid_t parent)
{
	pid_t self = (pid_t)syscall(SYS_getpid);

	for (int i = 0; i < CALLS; i++) {
		long pp = syscall(SYS_getppid);
		long me = syscall(SYS_getpid);

		if (pp != parent || me != self) {
			fprintf(stderr, "child call %d: getppid %ld (%d), "
				"getpid %ld (%d): %s\n", i, pp, (int)parent,
				me, (int)self, strerror(errno));
			return 1;
		}
	}
	/* Nobody traces us: we may ask our parent to. */
	if (ptrace(PTRACE_TRACEME, 0, 0, 0) != 0) {
		fprintf(stderr, "PTRACE_TRACEME: %s\n", strerror(errno));
		return 1;
	}
	return 0;
}

int main(void)
{
	pid_t me, ppid, child;
	pthread_t th;
	int status;

	setvbuf(stdout, NULL, _IONBF, 0);
	me = (pid_t)syscall(SYS_getpid);
	expect_call(me, "getpid()", "%d", (int)me);
	ppid = (pid_t)syscall(SYS_getppid);
	expect_call(me, "getppid()", "%d", (int)ppid);
	if (pthread_create(&th, NULL, thread_calls, &ppid) != 0)
		return 2;
	pthread_join(th, NULL);
	child = fork();
	if (child < 0)
		return 2;
	if (child == 0)
		_exit(child_calls(me));
	if (waitpid(child, &status, 0) != child)
		return 2;
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
		bad = 1;
	syscall(SYS_getpid);
	expect_call(me, "getpid()", "%d", (int)me);
	printf("child: %s, thread: %s\n",
	       WIFEXITED(status) && !WEXITSTATUS(status) ? "ok" : "failed",
	       thread_bad ? "failed" : "ok");
	return bad || thread_bad;
}
