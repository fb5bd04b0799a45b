/* ignored.c - arguments that look important but are never used.
 * run: abitrace --start-at=main --notes=ignored-argument ./ignored
 * Each "expect:" line is what the program predicts abitrace will say. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <sys/epoll.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	/* "Room for 100000 descriptors"?  No: any size > 0 means the same.
	 * (arm64 has no epoll_create system call: the libc checks the size
	 * itself and calls epoll_create1, so the kernel never sees it.) */
#ifdef SYS_epoll_create
	printf("expect: note[ignored-argument]: epoll_create: the kernel does"
	       " not use size (%d)\n", 100000);
	fflush(stdout);
#endif
	epoll_create(100000);

	/* A mode without O_CREAT: nothing is created or chmod'ed.  (glibc's
	 * open() would not even pass the mode on, so we call openat.) */
	printf("expect: note[ignored-argument]: openat: the kernel does not"
	       " use mode (%#o)\n", 0600);
	fflush(stdout);
	syscall(SYS_openat, AT_FDCWD, "/etc/hostname", O_RDONLY, 0600);

	/* An anonymous mapping has no file: the fd 0 is not looked at. */
	printf("expect: note[ignored-argument]: mmap: the kernel does not"
	       " use fd (0)\n");
	fflush(stdout);
	mmap(NULL, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, 0, 0);
	return 0;
}
