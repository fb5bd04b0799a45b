/* A program that calls clone() with CLONE_PTRACE, and neither ptrace()
 * nor syscall(), for tests/trace/seccomp-clone-ptrace.test: the kernel hands the
 * child to the program's tracer, which without -f lets it go. The child
 * waits for SIGUSR1, which kills it; "expect-err: " gives the tracer's
 * line for it, and "clone-ptrace: ok" says the parent saw it killed. */
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

static int child_fn(void *arg)
{
	(void)arg;
	for (;;)
		pause();
	return 0;
}

int main(void)
{
	static char stack[64 * 1024];
	int status;
	pid_t pid;

	setvbuf(stdout, NULL, _IOLBF, 0);
	pid = clone(child_fn, stack + sizeof(stack), CLONE_PTRACE | SIGCHLD,
		    NULL);
	if (pid < 0) {
		perror("clone");
		return 1;
	}
	kill(pid, SIGUSR1);
	while (waitpid(pid, &status, 0) != pid)
		if (errno != EINTR) {
			perror("waitpid");
			return 1;
		}
	if (!WIFSIGNALED(status) || WTERMSIG(status) != SIGUSR1) {
		printf("clone-ptrace: child status %#x\n", status);
		return 1;
	}
	printf("expect-err: Detached unknown pid %d\n", pid);
	printf("clone-ptrace: ok\n");
	return 0;
}
