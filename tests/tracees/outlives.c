/* A program that goes on long after its tracer's output went away:
 * "outlives N [fork]" makes N getppid calls (in a child too with
 * "fork"), then prints "done N" and its TracerPid (0 once abitrace let
 * go of it), and exits with status 5, which abitrace must pass on. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static int tracer_pid(void)
{
	char line[256];
	int pid = -1;
	FILE *f = fopen("/proc/self/status", "r");

	while (f && fgets(line, sizeof(line), f))
		if (!strncmp(line, "TracerPid:", 10))
			pid = atoi(line + 10);
	if (f)
		fclose(f);
	return pid;
}

static void calls(long n)
{
	for (long i = 0; i < n; i++)
		syscall(SYS_getppid);
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 20000;
	pid_t child = -1;
	int st = 0;

	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc > 2 && !strcmp(argv[2], "fork")) {
		child = fork();
		if (child == 0) {
			calls(n);
			printf("child done %ld\n", n);
			_exit(0);
		}
	}
	calls(n);
	if (child > 0 && (waitpid(child, &st, 0) < 0 || st != 0))
		return 1;
	printf("done %ld\n", n);
	printf("tracer %d\n", tracer_pid());
	return 5;
}
