// SPDX-License-Identifier: MIT
/*
 * many-threads: NTHREADS live threads (more than the tracer's threshold
 * for asking a just restarted thread again, trace/process.c), each
 * making CALLS getppid calls between two barriers, so that every one
 * of them is a tracee for the whole busy phase. Prints what the trace
 * must hold: the program's ppid, and each thread's tid.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

#define NTHREADS 64
#define CALLS 20

static pthread_barrier_t start_line, finish_line;
static pid_t tids[NTHREADS];

static void *worker(void *arg)
{
	long i = (long)arg;

	tids[i] = (pid_t)syscall(SYS_gettid);
	pthread_barrier_wait(&start_line);
	for (int n = 0; n < CALLS; n++)
		syscall(SYS_getppid);
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
	pthread_barrier_wait(&start_line);
	pthread_barrier_wait(&finish_line);
	for (int i = 0; i < NTHREADS; i++)
		pthread_join(th[i], NULL);
	printf("ppid %d\ncalls %d\n", (int)getppid(), CALLS);
	for (int i = 0; i < NTHREADS; i++)
		printf("tid %d\n", (int)tids[i]);
	return 0;
}
