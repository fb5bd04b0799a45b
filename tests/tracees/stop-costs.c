/* A loop of cheap calls for tests/trace/stop-costs.test, which counts what
 * the tracer does per stop: a call without arguments (getppid), one
 * with a buffer (write), one with a path (openat) and its close, and
 * one with a path that is not mapped (openat on a page just unmapped,
 * EFAULT). Prints "rounds N". */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#define ROUNDS 300

int main(void)
{
	int null_fd = open("/dev/null", O_WRONLY);
	char *gone = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS,
			  -1, 0);

	if (null_fd < 0 || gone == MAP_FAILED || munmap(gone, 4096))
		return 1;
	for (int i = 0; i < ROUNDS; i++) {
		syscall(SYS_getppid);
		if (write(null_fd, "x", 1) != 1)
			return 1;
		close(open("/dev/null", O_RDONLY));
		syscall(SYS_openat, AT_FDCWD, gone, O_RDONLY);
	}
	printf("rounds %d\n", ROUNDS);
	return 0;
}
