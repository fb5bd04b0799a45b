/* mmap, mprotect, munmap, brk: prot and flag sets, hex results. */
#define _GNU_SOURCE
#include <sys/mman.h>
#include <unistd.h>
#include "dec.h"

int main(void)
{
	char ret[64];
	void *a;

	setvbuf(stdout, NULL, _IONBF, 0);
	a = mmap(NULL, 4096, PROT_NONE,
		 MAP_SHARED | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
	snprintf(ret, sizeof(ret), "%p", a);
	expect(ret, "mmap(NULL, 4096, PROT_NONE, MAP_SHARED|MAP_ANONYMOUS|"
	       "MAP_NORESERVE|MAP_STACK, -1, 0)");
	mprotect(a, 4096, PROT_READ | PROT_EXEC | 0x8);
	expect("0", "mprotect(%p, 4096, PROT_READ|PROT_EXEC|PROT_SEM)", a);
	/* 0x10 is PROT_BTI on arm64 (Linux 5.8) and unnamed elsewhere. */
	mmap(NULL, 4096, 0x10, 0x7f00000f, -1, 0);
	expect("-1 EBADF (Bad file descriptor)", "mmap(NULL, 4096, %s, "
	       "0xf /* MAP_??? */|0x3000000|31<<MAP_HUGE_SHIFT, -1, 0)",
#ifdef __aarch64__
	       "PROT_BTI"
#else
	       "0x10 /* PROT_??? */"
#endif
	       );
	mmap(NULL, 8192, PROT_READ, MAP_PRIVATE | MAP_FIXED, 99, 0x3000);
	expect("-1 EBADF (Bad file descriptor)", "mmap(NULL, 8192, PROT_READ, "
	       "MAP_PRIVATE|MAP_FIXED, 99, 0x3000)");
	munmap(a, 4096);
	expect("0", "munmap(%p, 4096)", a);
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
