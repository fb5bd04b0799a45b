/* The floor for a ptrace syscall tracer: stop at every syscall entry
 * and exit, do nothing else. Usage: perf-floor PROG [ARGS] */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/ptrace.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	pid_t pid;
	int status;

	if (argc < 2)
		return 2;
	pid = fork();
	if (pid == 0) {
		ptrace(PTRACE_TRACEME, 0, 0, 0);
		raise(SIGSTOP);
		execvp(argv[1], argv + 1);
		_exit(127);
	}
	waitpid(pid, &status, 0);
	ptrace(PTRACE_SETOPTIONS, pid, 0, PTRACE_O_TRACESYSGOOD |
	       PTRACE_O_EXITKILL);
	ptrace(PTRACE_SYSCALL, pid, 0, 0);
	while (waitpid(pid, &status, 0) == pid) {
		int sig = 0;

		if (WIFEXITED(status) || WIFSIGNALED(status))
			break;
		if (WSTOPSIG(status) != (SIGTRAP | 0x80) &&
		    WSTOPSIG(status) != SIGTRAP)
			sig = WSTOPSIG(status);
		ptrace(PTRACE_SYSCALL, pid, 0, sig);
	}
	return 0;
}
