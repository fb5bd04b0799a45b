/* A library for tests/notes-origin.test: its own memory calls, which
 * the notes must call its own ("liborigin-soname.so.1's call"), at the
 * level the program's own would have. The test links it under a file
 * name that is not its soname: the name shown is read from the file. */
#include <stddef.h>
#include <sys/mman.h>

void *origin_lib_map(unsigned long len);
int origin_lib_unmap(void *p, unsigned long len);

void *origin_lib_map(unsigned long len)
{
	return mmap(NULL, len, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
}

int origin_lib_unmap(void *p, unsigned long len)
{
	return munmap(p, len);
}
