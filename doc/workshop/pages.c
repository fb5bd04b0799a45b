/* pages.c - memory calls work on whole pages.
 * run: abitrace --start-at=main --pictures ./pages
 * Each "expect:" line is what the program predicts abitrace will say. */
#define _GNU_SOURCE
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

int main(void)
{
	long pg = sysconf(_SC_PAGESIZE);
	char *mem = mmap(NULL, 4 * pg, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	/* 1. Lock 6000 bytes starting 4000 bytes into the first page. */
	long start = 4000, len = 6000, end = start + len;
	long lo = start / pg * pg, hi = (end + pg - 1) / pg * pg;
	printf("expect: note[range-expanded]: mlock ... %ld bytes in %ld page(s)"
	       " ... down by %ld bytes, end rounded up by %ld bytes\n",
	       hi - lo, (hi - lo) / pg, start - lo, hi - end);
	fflush(stdout);
	mlock(mem + start, len);

	/* 2. mprotect the same kind of address: no rounding, an error. */
	printf("expect: note[misaligned-address]: mprotect failed with EINVAL"
	       " ... not a multiple of the page size (%ld)\n", pg);
	fflush(stdout);
	mprotect(mem + 100, 100, PROT_READ);

	/* 3. Length 0: munmap refuses it, mprotect does nothing at all. */
	printf("expect: note[zero-length]: munmap with length 0 fails\n");
	fflush(stdout);
	mprotect(mem, 0, PROT_READ);
	munmap(mem, 0);
	return 0;
}
