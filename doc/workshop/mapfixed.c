/* mapfixed.c - MAP_FIXED throws away what was mapped there.
 * run: abitrace --start-at=main ./mapfixed
 * Each "expect:" line is what the program predicts abitrace will say. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

int main(void)
{
	long pg = sysconf(_SC_PAGESIZE);
	char *data = mmap(NULL, 2 * pg, PROT_READ | PROT_WRITE,
			  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	strcpy(data + pg, "precious");

	/* Ask for a new page exactly at data + pg, where our data lives. */
	printf("expect: note[mmap-fixed-replaced]: mmap MAP_FIXED on [%p, %p)"
	       " silently unmapped\n", (void *)(data + pg),
	       (void *)(data + 2 * pg));
	fflush(stdout);
	mmap(data + pg, pg, PROT_READ | PROT_WRITE,
	     MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
	printf("the page now holds \"%s\"\n", data + pg);

	/* MAP_FIXED_NOREPLACE (Linux 4.17) refuses instead. */
	void *p = mmap(data, pg, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS |
		       MAP_FIXED_NOREPLACE, -1, 0);
	printf("MAP_FIXED_NOREPLACE: %s\n",
	       p == MAP_FAILED ? strerror(errno) : "mapped");
	return 0;
}
