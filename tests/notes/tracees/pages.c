/* pages.c - a range note in the tracee's own page size. The kernel gave
 * the program its page size in AT_PAGESZ (4K on x86; 4K, 16K or 64K on
 * arm64); mlock(mem + 4000, 6000) locks whole pages of that size. The
 * tracee measures the locked range in /proc/self/smaps and prints the
 * note abitrace must show as an "expect: REGEX" line, and its page size
 * as "page size: N". */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/mman.h>
#include <unistd.h>

/* The VMA holding addr, and whether its VmFlags say "lo" (locked). */
static int locked_vma(void *addr, unsigned long *lo, unsigned long *hi)
{
	FILE *f = fopen("/proc/self/smaps", "r");
	char line[512];
	unsigned long a, b, want = (unsigned long)addr;
	int in = 0, found = 0;

	while (f && fgets(line, sizeof(line), f)) {
		char *dash = strchr(line, '-'), *sp = strchr(line, ' ');

		if (dash && sp && dash < sp &&
		    sscanf(line, "%lx-%lx ", &a, &b) == 2) {
			in = want >= a && want < b;
			if (in) {
				*lo = a;
				*hi = b;
			}
		} else if (in && !strncmp(line, "VmFlags:", 8)) {
			found = strstr(line, " lo") != NULL;
		}
	}
	if (f)
		fclose(f);
	return found;
}

int main(void)
{
	unsigned long page = getauxval(AT_PAGESZ), lo, hi, start, end;
	char *mem;

	setvbuf(stdout, NULL, _IOLBF, 0);
	printf("page size: %lu\n", page);
	mem = mmap(NULL, 4 * page, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (mem == MAP_FAILED)
		return 2;
	memset(mem, 1, 4 * page);
	if (mlock(mem + 4000, 6000) < 0) {
		printf("skip: mlock not allowed here (%s)\n", strerror(errno));
		return 0;
	}
	if (!locked_vma(mem + 4000, &lo, &hi)) {
		printf("kernel: no locked mapping after mlock\n");
		return 2;
	}
	start = (unsigned long)mem + 4000;
	end = start + 6000;
	printf("measured: [%#lx, %#lx) locked\n", lo, hi);
	printf("expect: ^  \\^ note\\[range-expanded\\]: mlock acts on \\[%#lx, %#lx\\), %lu bytes in %lu page\\(s\\), for the 6000 bytes asked: start rounded down by %lu bytes, end rounded up by %lu bytes\n",
	       lo, hi, hi - lo, (hi - lo) / page, start - lo, hi - end);
	munlock(mem, 4 * page);
	return 0;
}
