/* For tests/notes/loader-calls.test: a dynamically linked program whose
 * loader maps its libraries (the notes abitrace counts rather than
 * shows), and which makes one noted mapping call of its own: a MAP_FIXED
 * over the middle page of a mapping it wrote to. It proves that the
 * kernel replaced that page (the byte written reads back as 0) and
 * prints the call's line as abitrace shows it: "expect: LINE". */
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

int main(void)
{
	long pg = sysconf(_SC_PAGESIZE);
	char *p, *q;

	setvbuf(stdout, NULL, _IONBF, 0);
	p = mmap(NULL, 3 * pg, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED) {
		perror("mmap");
		return 1;
	}
	p[pg] = 1;
	q = mmap(p + pg, pg, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_FIXED | MAP_ANONYMOUS, -1, 0);
	if (q != p + pg || q[0] != 0) {
		printf("error: MAP_FIXED did not replace the page\n");
		return 1;
	}
	printf("expect: mmap(%p, %ld, PROT_READ|PROT_WRITE, "
	       "MAP_PRIVATE|MAP_FIXED|MAP_ANONYMOUS, -1, 0) = %p\n",
	       (void *)q, pg, (void *)q);
	munmap(p, 3 * pg);
	return 0;
}
