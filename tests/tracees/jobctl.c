/* Job control works under tracing as without: a child stops itself
 * with SIGSTOP, the parent sees it stopped (WUNTRACED), continues it
 * with SIGCONT, sees that (WCONTINUED), and the child then exits.
 * Run with -f -o FILE. */
#include "expect.h"

#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>

int main(void)
{
	pid_t me = getpid(), pid;
	unsigned uid = getuid();
	int st, go[2];

	expect_prefixed(1);
	/* The child exits only when told: a zombie would be reported
	 * before its "continued" status, with or without tracing. */
	if (pipe(go) < 0)
		return 1;
	pid = fork();
	if (pid == 0) {
		char c;

		kill(getpid(), SIGSTOP);
		_exit(read(go[0], &c, 1) == 1 ? 0 : 1);
	}
	expect_msg(pid, "--- SIGSTOP {si_signo=SIGSTOP, si_code=SI_USER, "
		   "si_pid=%d, si_uid=%u} ---", pid, uid);
	expect_msg(pid, "--- stopped by SIGSTOP ---");
	expect_msg(pid, "--- SIGCONT {si_signo=SIGCONT, si_code=SI_USER, "
		   "si_pid=%d, si_uid=%u} ---", me, uid);
	expect_msg(pid, "+++ exited with 0 +++");

	if (waitpid(pid, &st, WUNTRACED) != pid || !WIFSTOPPED(st) ||
	    WSTOPSIG(st) != SIGSTOP) {
		printf("jobctl: not stopped (status %#x)\n", st);
		return 1;
	}
	kill(pid, SIGCONT);
	if (waitpid(pid, &st, WCONTINUED) != pid || !WIFCONTINUED(st)) {
		printf("jobctl: not continued (status %#x)\n", st);
		return 1;
	}
	if (write(go[1], "x", 1) != 1)
		return 1;
	if (waitpid(pid, &st, 0) != pid || !WIFEXITED(st) ||
	    WEXITSTATUS(st) != 0) {
		printf("jobctl: did not exit (status %#x)\n", st);
		return 1;
	}
	printf("jobctl: ok\n");
	expect_msg(me, "+++ exited with 0 +++");
	return 0;
}
