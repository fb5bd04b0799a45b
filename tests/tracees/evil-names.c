/* A program whose own ELF and DWARF carry terminal escapes: the test
 * renames evil_function's symbol to one with an OSC title sequence
 * (objcopy --redefine-sym) and runs it from a directory whose name
 * clears the screen; the #line below gives its DWARF source file name
 * the same kind of bytes. Under -k, and in the call sites of notes,
 * those names must come out escaped.
 *
 * Prints "expect-line: N", the DWARF line of each call it makes in
 * evil_function (getppid, then an mmap of length 0 that draws the
 * zero-length note). */
#define _GNU_SOURCE
#include <stdio.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

void evil_function(void);

int main(void)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	evil_function();
	return 0;
}

#line 1000 "evil\033]0;pwned\007\033[2J\033]52;c;cHduZWQ=\007.c"
__attribute__((noinline)) void evil_function(void)
{
	printf("expect-line: %d\n", __LINE__ + 1);
	syscall(SYS_getppid);
	printf("expect-line: %d\n", __LINE__ + 1);
	syscall(SYS_mmap, 0, 0, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	/* Not a tail call: evil_function must be on the stack of the
	 * mmap. The tracees get -O2 after -O0 (CFLAGS come last), and on
	 * arm64 the seven arguments fit in registers, so clang would
	 * jump to syscall() instead of calling it. */
	__asm__ volatile("" ::: "memory");
}
