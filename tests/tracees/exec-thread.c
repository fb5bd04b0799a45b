/* execve from a thread that is not the leader: the thread takes the
 * leader's pid, the leader is "superseded". The new image (argv[1] is
 * "after" and argv[2] the old tid) says what it expects from then on.
 * Run with -f -o FILE. */
#include "expect.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static char *self;

static void *exec_self(void *arg)
{
	char tid[16];
	char *argv[] = { self, "after", tid, NULL };

	(void)arg;
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
	pthread_create(&th, NULL, exec_self, NULL);
	pthread_join(th, NULL);
	return 1;
}
