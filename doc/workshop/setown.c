/* setown.c - F_SETOWN with a thread id, then with a process group.
 * run: abitrace -f --start-at=main ./setown
 * Each "expect:" line is what the program predicts abitrace will say. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

static volatile pid_t worker_tid;
static void *worker(void *unused)
{
	worker_tid = gettid();
	sleep(1);		/* stay alive while main uses our tid */
	return unused;
}

int main(void)
{
	int p[2];
	pthread_t t;

	pipe(p);
	pthread_create(&t, NULL, worker, NULL);
	while (!worker_tid)
		usleep(100000);	/* by then it sleeps: no cut lines */
	/* "Send SIGIO to this thread", we think.  The kernel hears "process". */
	printf("expect: note[setown-semantics]: F_SETOWN: %d is a thread of"
	       " process %d\n", worker_tid, getpid());
	fflush(stdout);
	fcntl(p[0], F_SETOWN, worker_tid);
	printf("F_GETOWN now says %d, not %d\n", fcntl(p[0], F_GETOWN),
	       worker_tid);
	/* A negative id is a process group; F_GETOWN returns it negative. */
	printf("expect: note[setown-semantics]: F_SETOWN: %d names process"
	       " group %d\n", -getpgrp(), getpgrp());
	fflush(stdout);
	fcntl(p[0], F_SETOWN, -getpgrp());
	return 0;
}
