/* Ends the way argv[1] says: "exit N", "segv core", "segv nocore", or
 * "probe" (untraced: says whether a SIGSEGV here dumps core, so that
 * the test knows which "+++ killed by" line to expect). */
#include "expect.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>

static void crash(int core)
{
	struct rlimit rl = { 0, 0 };

	if (core)
		rl.rlim_cur = rl.rlim_max = RLIM_INFINITY;
	setrlimit(RLIMIT_CORE, &rl);
	*(volatile int *)8 = 1;
}

static int probe(void)
{
	int status;
	pid_t pid = fork();

	if (pid == 0)
		crash(1);
	waitpid(pid, &status, 0);
	printf("core: %s\n", WCOREDUMP(status) ? "yes" : "no");
	return 0;
}

int main(int argc, char **argv)
{
	expect_prefixed(0);
	if (argc > 1 && !strcmp(argv[1], "probe"))
		return probe();
	if (argc > 2 && !strcmp(argv[1], "exit")) {
		int code = atoi(argv[2]);
		char call[64];

		snprintf(call, sizeof(call), "exit_group(%d)", code);
		expect_call(0, call, "?");
		expect_msg(0, "+++ exited with %d +++", code);
		exit(code);
	}
	if (argc > 2 && !strcmp(argv[1], "segv")) {
		int core = !strcmp(argv[2], "core");

		expect_msg(0, "--- SIGSEGV {si_signo=SIGSEGV, "
			   "si_code=SEGV_MAPERR, si_addr=0x8} ---");
		expect_msg(0, "+++ killed by SIGSEGV%s +++",
			   core ? " (core dumped)" : "");
		crash(core);
	}
	return 99;
}
