/* A shared library for sec-note's "lib" mode (tests/interfaces/security-elf.test): its
 * noted call is made from the library's code, so that abitrace reads
 * the library's ELF file (symbols, line tables) for the call site.
 * The test corrupts the section header table of a copy first; the
 * dynamic loader needs only the program headers, so it still loads. */
#include <sys/mman.h>

void sec_lib_call(void *page);

/* The result is stored: the call stays a call, not a jump that would
 * leave no frame of this library on the stack. */
void sec_lib_call(void *page)
{
	volatile int r = munmap(page, 0);

	(void)r;
}
