/* Opens, reads, writes and closes, printing the trace lines it expects
 * (it knows its own descriptors, counts and errors). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define PAD "%-39s "

int main(int argc, char **argv)
{
	char path[] = "/tmp/abt-basic-io.XXXXXX";
	char buf[64];
	char line[256];
	int fd = mkstemp(path);
	ssize_t n;

	(void)argc; (void)argv;
	setvbuf(stdout, NULL, _IONBF, 0);
	close(fd);

	fd = openat(AT_FDCWD, path, O_WRONLY | O_TRUNC);
	snprintf(line, sizeof(line), "openat(AT_FDCWD, \"%s\", O_WRONLY|O_TRUNC)", path);
	printf("expect: " PAD "= %d\n", line, fd);

	n = write(fd, "hello\n", 6);
	snprintf(line, sizeof(line), "write(%d, \"hello\\n\", 6)", fd);
	printf("expect: " PAD "= %zd\n", line, n);

	close(fd);
	snprintf(line, sizeof(line), "close(%d)", fd);
	printf("expect: " PAD "= 0\n", line);

	fd = open(path, O_RDONLY);
	n = read(fd, buf, sizeof(buf));
	snprintf(line, sizeof(line), "read(%d, \"hello\\n\", 64)", fd);
	printf("expect: " PAD "= %zd\n", line, n);
	close(fd);

	unlink(path);
	fd = openat(AT_FDCWD, path, O_RDONLY);
	snprintf(line, sizeof(line), "openat(AT_FDCWD, \"%s\", O_RDONLY)", path);
	printf("expect: " PAD "= -1 ENOENT (No such file or directory)\n", line);
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
