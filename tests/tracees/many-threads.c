// SPDX-License-Identifier: MIT
/*
 * many-threads: NTHREADS live threads (more than the tracer's threshold
 * for guessing which thread stops next, trace/process.c), each making
 * getppid calls between two barriers, so that every one of them is a
 * tracee for the whole busy phase. They go on until the main thread,
 * which sleeps NAP_MS meanwhile, wakes and tells them to stop: its
 * sleep's end is a stop the tracer finds only by a wait for any
 * tracee, behind busy threads that always have a stop pending. A
 * tracer that starved it would keep them busy until CAP calls each,
 * and the program fails. Prints what the trace must hold: the
 * program's ppid, and each thread's tid and number of calls.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define NTHREADS 64
#define CALLS 5	/* at least, each */
#define CAP 2000	/* at most: reached only if the nap's end starved */
#define NAP_MS 100

static pthread_barrier_t start_line, finish_line;
static pid_t tids[NTHREADS];
static int made[NTHREADS];
static int stop;

static void *worker(void *arg)
{
	long i = (long)arg;

	tids[i] = (pid_t)syscall(SYS_gettid);
	pthread_barrier_wait(&start_line);
	int n = 0;

	while (n < CALLS || (!__atomic_load_n(&stop, __ATOMIC_RELAXED) &&
			     n < CAP)) {
		syscall(SYS_getppid);
		n++;
	}
	made[i] = n;
	pthread_barrier_wait(&finish_line);
	return NULL;
}

int main(void)
{
	pthread_t th[NTHREADS];
	pthread_attr_t attr;

	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, 64 * 1024);
	pthread_barrier_init(&start_line, NULL, NTHREADS + 1);
	pthread_barrier_init(&finish_line, NULL, NTHREADS + 1);
	for (long i = 0; i < NTHREADS; i++)
		if (pthread_create(&th[i], &attr, worker, (void *)i))
			return 1;
	struct timespec nap = { 0, NAP_MS * 1000000L };

	pthread_barrier_wait(&start_line);
	nanosleep(&nap, NULL);
	__atomic_store_n(&stop, 1, __ATOMIC_RELAXED);
	pthread_barrier_wait(&finish_line);
	for (int i = 0; i < NTHREADS; i++)
		pthread_join(th[i], NULL);
	printf("ppid %d\n", (int)getppid());
	for (int i = 0; i < NTHREADS; i++) {
		printf("tid %d %d\n", (int)tids[i], made[i]);
		if (made[i] == CAP) {
			fprintf(stderr, "many-threads: thread %d made %d "
				"calls: the main thread's %d ms nap ended "
				"too late\n", (int)tids[i], CAP, NAP_MS);
			return 2;
		}
	}
	return 0;
}
