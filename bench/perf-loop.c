/* A syscall-heavy tracee for measuring per-stop tracer cost:
 * N rounds of getppid, write to /dev/null, open and close.
 * Usage: perf-loop [ROUNDS] (default 20000, i.e. 80000 syscalls). */
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long rounds = argc > 1 ? atol(argv[1]) : 20000;
	int null = open("/dev/null", O_WRONLY);

	for (long i = 0; i < rounds; i++) {
		int fd;

		getppid();
		write(null, "hello, world\n", 13);
		fd = open("/etc/hostname", O_RDONLY);
		if (fd >= 0)
			close(fd);
	}
	return 0;
}
