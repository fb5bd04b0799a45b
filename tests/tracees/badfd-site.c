/* badfd-site.c - a use after close for tests/notes/bad-fd-site.test: the
 * bad-fd note must name the close that closed the descriptor (its site)
 * as well as the read. Built by the test itself, with and without -g.
 * Prints "close: FD LINE" and "read: LINE", the lines of the two calls. */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

static int close_line, read_line;

/* Not inlined: the close has a function of its own to be found in. */
__attribute__((noinline)) static void drop(int fd)
{
	close_line = __LINE__ + 1;
	close(fd);
}

int main(void)
{
	char c;
	int fd = open("/dev/null", O_RDONLY);

	if (fd < 0)
		return 1;
	drop(fd);
	read_line = __LINE__ + 1;
	if (read(fd, &c, 1) >= 0)
		return 1;
	printf("close: %d %d\nread: %d\n", fd, close_line, read_line);
	return 0;
}
