/* tracee.c - calls for the seccomp loader test; prints what each returned.
 *   getcwd   getcwd(2) through syscall(), then a write
 *   socket   socket(AF_INET, SOCK_DGRAM) and socket(AF_INET6, SOCK_DGRAM)
 *   fork-getcwd  a child makes the getcwd; the parent reports it
 * Each line is "CALL: OK" or "CALL: ERRNONAME". */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static void report(const char *call, long r)
{
	printf("%s: %s\n", call, r < 0 ? strerrorname_np(errno) : "OK");
	fflush(stdout);
}

int main(int argc, char **argv)
{
	char buf[4096];

	if (argc > 1 && !strcmp(argv[1], "getcwd")) {
		report("getcwd", syscall(SYS_getcwd, buf, sizeof(buf)));
	} else if (argc > 1 && !strcmp(argv[1], "socket")) {
		long fd = socket(AF_INET, SOCK_DGRAM, 0);

		report("socket(AF_INET)", fd);
		if (fd >= 0)
			close(fd);
		fd = socket(AF_INET6, SOCK_DGRAM, 0);
		report("socket(AF_INET6)", fd);
		if (fd >= 0)
			close(fd);
	} else if (argc > 1 && !strcmp(argv[1], "socket-unix")) {
		long fd = socket(AF_UNIX, SOCK_DGRAM, 0);

		report("socket(AF_UNIX)", fd);
		if (fd >= 0)
			close(fd);
	} else if (argc > 1 && !strcmp(argv[1], "fork-getcwd")) {
		int st;
		pid_t pid = fork();

		if (pid == 0)
			_exit(syscall(SYS_getcwd, buf, sizeof(buf)) < 0 ?
			      errno : 0);
		if (pid < 0 || waitpid(pid, &st, 0) != pid || !WIFEXITED(st))
			return 1;
		printf("child getcwd: %s\n", WEXITSTATUS(st) ?
		       strerrorname_np(WEXITSTATUS(st)) : "OK");
	} else {
		fprintf(stderr, "usage: tracee getcwd|socket|socket-unix|fork-getcwd\n");
		return 2;
	}
	return 0;
}
