/* A tracee for --trace-fds (tests/options/trace-fds.test): calls on descriptors
 * 40 (/dev/zero), 41 and 42 (/dev/null), which the test opens, and on
 * descriptors of its own. Each call is announced as the trace line it
 * makes, "expect: LINE" when the filter must show it and "absent: LINE"
 * when not, from the set and path it is given, by strace's rule: a
 * call is shown when one of its descriptor arguments is in SET or open
 * on PATH, or a path argument is PATH; epoll_ctl's own epoll
 * descriptor does not count.
 * usage: opt-fds SET [PATH]   SET: N[,N]... or !N[,N]... */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/syscall.h>
#include <unistd.h>

static int set[16];
static unsigned nset;
static bool inverted;
static const char *path;

static bool in_set(int fd)
{
	bool in = false;

	if (fd < 0)
		return false;
	for (unsigned i = 0; i < nset; i++)
		in |= set[i] == fd;
	return in != inverted;
}

static bool on_path(int fd)
{
	char link[64], buf[PATH_MAX];
	ssize_t n;

	if (!path || fd < 0)
		return false;
	snprintf(link, sizeof(link), "/proc/self/fd/%d", fd);
	n = readlink(link, buf, sizeof(buf) - 1);
	if (n <= 0)
		return false;
	buf[n] = '\0';
	return !strcmp(buf, path);
}

static bool fd_shown(int fd)
{
	return in_set(fd) || on_path(fd);
}

static void say(bool shown, const char *call, const char *ret)
{
	printf("%s: %-39s = %s\n", shown ? "expect" : "absent", call, ret);
}

int main(int argc, char **argv)
{
	char call[256], ret[128], *spec, *tok;
	struct pollfd pfd = { .fd = 41, .events = POLLIN };
	char c;
	int fd, e;
	bool before;

	if (argc < 2)
		return 2;
	setvbuf(stdout, NULL, _IOLBF, 0);
	spec = argv[1];
	if (*spec == '!') {
		inverted = true;
		spec++;
	}
	for (tok = strtok(spec, ","); tok && nset < 16; tok = strtok(NULL, ","))
		set[nset++] = atoi(tok);
	path = argc > 2 ? argv[2] : NULL;

	before = fd_shown(40);
	fd = dup(40);
	if (fd < 0)
		return 3;
	snprintf(ret, sizeof(ret), "%d", fd);
	say(before, "dup(40)", ret);

	before = fd_shown(41) || fd_shown(50);
	if (syscall(SYS_dup3, 41, 50, 0) != 50)
		return 3;
	say(before, "dup3(41, 50, 0)", "50");

	before = fd_shown(50);
	if (close(50))
		return 3;
	say(before, "close(50)", "0");

	before = fd_shown(fd);
	if (close(fd))
		return 3;
	snprintf(call, sizeof(call), "close(%d)", fd);
	say(before, call, "0");

	if (read(42, &c, 0) != 0)
		return 3;
	say(fd_shown(42), "read(42, \"\", 0)", "0");

	if (syscall(SYS_ppoll, &pfd, 1, NULL, NULL, 8) != 1)
		return 3;
	say(fd_shown(41), "ppoll([{fd=41, events=POLLIN}], 1, NULL, NULL, 8)",
	    "1 ([{fd=41, revents=POLLIN}])");

	/* The epoll descriptor is not what epoll_ctl operates on; -1 is
	 * no descriptor at all. */
	e = epoll_create1(0);
	if (e < 0)
		return 3;
	if (epoll_ctl(e, EPOLL_CTL_DEL, -1, NULL) == 0 || errno != EBADF)
		return 3;
	snprintf(call, sizeof(call), "epoll_ctl(%d, EPOLL_CTL_DEL, -1, NULL)", e);
	say(false, call, "-1 EBADF (Bad file descriptor)");

	/* AT_FDCWD is no descriptor either; the path can match. */
	fd = openat(AT_FDCWD, "/dev/null", O_RDONLY);
	if (fd < 0)
		return 3;
	snprintf(ret, sizeof(ret), "%d", fd);
	say(path && !strcmp(path, "/dev/null"),
	    "openat(AT_FDCWD, \"/dev/null\", O_RDONLY)", ret);
	return 0;
}
