/* Signals reach the tracee unchanged: SIGUSR1 sent with kill and with
 * tgkill is handled, and each delivery shows as a siginfo line. */
#include "expect.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>

static volatile sig_atomic_t handled;

static void on_usr1(int sig)
{
	(void)sig;
	handled++;
}

int main(void)
{
	struct sigaction sa;
	pid_t pid = getpid(), tid = my_tid();
	unsigned uid = getuid();
	char call[128];

	expect_prefixed(0);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_usr1;
	sigaction(SIGUSR1, &sa, NULL);

	kill(pid, SIGUSR1);
	snprintf(call, sizeof(call), "kill(%d, SIGUSR1)", pid);
	expect_call(0, call, "0");
	expect_msg(0, "--- SIGUSR1 {si_signo=SIGUSR1, si_code=SI_USER, "
		   "si_pid=%d, si_uid=%u} ---", pid, uid);

	syscall(SYS_tgkill, pid, tid, SIGUSR1);
	snprintf(call, sizeof(call), "tgkill(%d, %d, SIGUSR1)", pid, tid);
	expect_call(0, call, "0");
	expect_msg(0, "--- SIGUSR1 {si_signo=SIGUSR1, si_code=SI_TKILL, "
		   "si_pid=%d, si_uid=%u} ---", pid, uid);

	/* The handler ran both times: nothing was lost or added. */
	printf("handled %d\n", (int)handled);
	expect_call(0, "exit_group(0)", "?");
	expect_msg(0, "+++ exited with 0 +++");
	return 0;
}
