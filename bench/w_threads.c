// SPDX-License-Identifier: MIT
/*
 * w_threads - many live threads in one process, same total syscalls.
 *
 *   w_threads [THREADS [TOTAL]]
 *
 * Starts THREADS threads (default 1) that together make TOTAL getppid
 * calls (default 100000), TOTAL/THREADS each. A barrier holds them all
 * until every thread exists, and another until every thread is done,
 * so for the whole measured phase the tracer knows THREADS live
 * tracees. Because the total is fixed, wall time at 1 and at 1000
 * threads compares per-syscall cost directly: a tracer whose thread
 * lookup is linear in the thread count shows it here.
 *
 * Thread creation and teardown (clone, mmap, set_robust_list, futex,
 * exit: about ten syscalls a thread) is on top of TOTAL; at 1000
 * threads that is ~10% of the default total, which the bench target
 * leaves room for.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

static pthread_barrier_t start_line, finish_line;
static long per_thread;

static void *worker(void *arg)
{
	(void)arg;
	pthread_barrier_wait(&start_line);
	/* syscall() so that no libc caching can skip the kernel entry. */
	for (long i = 0; i < per_thread; i++)
		syscall(SYS_getppid);
	pthread_barrier_wait(&finish_line);
	return NULL;
}

int main(int argc, char **argv)
{
	long nthreads = argc > 1 ? atol(argv[1]) : 1;
	long total = argc > 2 ? atol(argv[2]) : 100000;
	pthread_attr_t attr;
	pthread_t *tids;
	int err;

	if (nthreads < 1) {
		fprintf(stderr, "w_threads: need at least one thread\n");
		return 1;
	}
	per_thread = total / nthreads;
	tids = calloc(nthreads, sizeof(*tids));
	if (!tids)
		return 1;

	/* Small stacks: 1000 default 8 MiB stacks would be a memory test. */
	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, 64 * 1024);

	/* The main thread joins both barriers so it can't race ahead. */
	pthread_barrier_init(&start_line, NULL, nthreads + 1);
	pthread_barrier_init(&finish_line, NULL, nthreads + 1);
	for (long i = 0; i < nthreads; i++) {
		err = pthread_create(&tids[i], &attr, worker, NULL);
		if (err) {
			fprintf(stderr, "w_threads: thread %ld: %s\n", i,
				strerror(err));
			exit(1);
		}
	}
	pthread_barrier_wait(&start_line);
	pthread_barrier_wait(&finish_line);
	for (long i = 0; i < nthreads; i++)
		pthread_join(tids[i], NULL);
	return 0;
}
