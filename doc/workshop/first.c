/* first.c - a first trace: a success, an error, a signal, an exit code.
 * run: abitrace --start-at=main ./first
 * Each "expect:" line is a line (or part of one) the trace will show. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

static void on_usr1(int sig)
{
	(void)sig;		/* nothing to do: we only want to see it */
}

int main(void)
{
	printf("expect: openat(AT_FDCWD, \"/etc/hostname\", O_RDONLY) = 3\n");
	printf("expect: openat(AT_FDCWD, \"/no/such/file\", O_RDONLY) = -1"
	       " ENOENT (No such file or directory)\n");
	printf("expect: --- SIGUSR1 {si_signo=SIGUSR1, si_code=SI_USER\n");
	printf("expect: +++ exited with 3 +++\n");
	fflush(stdout);

	open("/etc/hostname", O_RDONLY);	/* works: a new descriptor */
	open("/no/such/file", O_RDONLY);	/* fails: -1 and errno */

	signal(SIGUSR1, on_usr1);
	kill(getpid(), SIGUSR1);		/* a signal, sent to ourselves */
	return 3;				/* the exit status */
}
