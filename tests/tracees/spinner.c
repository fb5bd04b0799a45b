/* A helper for the -p tests, not traced from its start: three threads
 * count loops of getppid and a short sleep; the main thread sleeps in
 * sigwaitinfo. It prints "ready PID"; on SIGUSR1 (sent by the test
 * after abitrace is gone) it checks that every thread still makes
 * progress, prints "progress ok" and exits 0. */
#include "expect.h"

#include <pthread.h>
#include <signal.h>
#include <time.h>

#define NTHREADS 3

static volatile unsigned long count[NTHREADS];

static void *spin(void *arg)
{
	volatile unsigned long *c = arg;
	struct timespec ts = { 0, 5 * 1000 * 1000 };

	for (;;) {
		syscall(SYS_getppid);
		nanosleep(&ts, NULL);
		(*c)++;
	}
	return NULL;
}

int main(void)
{
	unsigned long before[NTHREADS];
	struct timespec ts = { 0, 100 * 1000 * 1000 };
	pthread_t th;
	sigset_t set;
	int sig;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigprocmask(SIG_BLOCK, &set, NULL);
	for (int i = 0; i < NTHREADS; i++)
		pthread_create(&th, NULL, spin, (void *)&count[i]);
	printf("ready %d\n", getpid());
	fflush(stdout);
	if (sigwait(&set, &sig) != 0)
		return 1;
	for (int i = 0; i < NTHREADS; i++)
		before[i] = count[i];
	/* Each thread must move within 5 s: a thread left stopped or
	 * traced never does, a slow machine (TCG) does late. */
	for (int tries = 0; tries < 50; tries++) {
		int moved = 0;

		nanosleep(&ts, NULL);
		for (int i = 0; i < NTHREADS; i++)
			moved += count[i] != before[i];
		if (moved == NTHREADS)
			break;
	}
	for (int i = 0; i < NTHREADS; i++) {
		if (count[i] == before[i]) {
			printf("thread %d made no progress\n", i);
			return 1;
		}
	}
	printf("progress ok\n");
	return 0;
}
