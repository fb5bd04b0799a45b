/* legacy.c - old system calls next to the successors that replaced them.
 * run: abitrace --start-at=main --notes=legacy-syscall ./legacy
 * Each "expect:" line is what the program predicts abitrace will say. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	int p[2];

	/* glibc's pipe() already calls pipe2(p, 0), so ask for the old one.
	 * (arm64 never had pipe nor dup2: its libc calls the successors.) */
#ifdef SYS_pipe
	printf("expect: note[legacy-syscall]: pipe is the old interface:"
	       " pipe2\n");
	fflush(stdout);
	syscall(SYS_pipe, p);
#else
	printf("expect: pipe2([\n");
	fflush(stdout);
	pipe(p);
#endif
	/* dup2 + fcntl(FD_CLOEXEC): two calls, and a gap between them in
	 * which another thread could fork and exec with fd 10 still open. */
#ifdef SYS_dup2
	printf("expect: note[legacy-syscall]: dup2 is the old interface:"
	       " dup3\n");
	fflush(stdout);
#endif
	dup2(p[0], 10);
	fcntl(10, F_SETFD, FD_CLOEXEC);

	/* The successors do it in one step; no note for them. */
	dup3(p[0], 11, O_CLOEXEC);
	pipe2(p, O_CLOEXEC);
	return 0;
}
