/* execve from a thread that is not the leader: the thread takes the
 * leader's pid, the leader is "superseded". The new image (argv[1] is
 * "after" and argv[2] the old tid) says what it expects from then on.
 * Run with -f -o FILE. */
#include "expect.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static char *self;

/* Wait until the leader sleeps in pthread_join's futex: an execve that
 * comes sooner finds it elsewhere, and the trace has no futex line to
 * cut. /proc/PID/task/TID/syscall names the call a thread blocks in. */
static void wait_leader_in_futex(pid_t leader)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/self/task/%d/syscall", leader);
	for (int i = 0; i < 20000; i++) {
		FILE *f = fopen(path, "r");
		long nr = -1;

		if (f) {
			if (fscanf(f, "%ld", &nr) != 1)
				nr = -1;
			fclose(f);
		}
		if (nr == SYS_futex)
			return;
		usleep(1000);
	}
}

static void *exec_self(void *arg)
{
	char tid[16];
	char *argv[] = { self, "after", tid, NULL };

	wait_leader_in_futex(*(pid_t *)arg);
	snprintf(tid, sizeof(tid), "%d", my_tid());
	execv(self, argv);
	exit(1);
}

int main(int argc, char **argv)
{
	pthread_t th;
	pid_t me = getpid();

	expect_prefixed(1);
	if (argc > 2 && !strcmp(argv[1], "after")) {
		expect_msg(me, "+++ superseded by execve in pid %s +++",
			   argv[2]);
		expect_call(me, "<... execve resumed>)", "0");
		syscall(SYS_getppid);
		expect_call(me, "getppid()", "%d", getppid());
		expect_msg(me, "+++ exited with 0 +++");
		return 0;
	}
	self = argv[0];
	pthread_create(&th, NULL, exec_self, &me);
	pthread_join(th, NULL);
	return 1;
}
