/* family.c - a parent, a child, a thread: one page and one timeline.
 * run: abitrace -f --report=family.html --timeline=family.json ./family
 * Each "expect:" line is what the program predicts abitrace will say. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

static void *worker(void *mem)
{
	mprotect((char *)mem + 100, 100, PROT_READ);	/* not page-aligned */
	return NULL;
}

int main(void)
{
	long pg = sysconf(_SC_PAGESIZE);
	char *mem = mmap(NULL, pg, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	pthread_t t;

	printf("expect: note[misaligned-address]: mprotect failed\n");
	printf("expect: note[zero-length]: munmap with length 0 fails\n");
	printf("expect: note[bad-fd]: fd 3 was closed\n");
	fflush(stdout);
	pthread_create(&t, NULL, worker, mem);	/* a thread of this process */
	pthread_join(t, NULL);
	if (fork() == 0) {			/* a child process */
		munmap(mem, 0);			/* length 0 */
		_exit(0);
	}
	wait(NULL);
	close(dup2(1, 3));
	close(3);				/* closed twice */
	return 0;
}
