/* The program tests/tree/static.test traces with the static abitrace in a
 * chroot that holds nothing but the two of them, so it is linked
 * statically too. It makes a write, a getpid and a getuid, and prints
 * the lines it expects for them ("expect: ...") and, for -k, the
 * function and line that made the getpid ("site: FUNC FILE:LINE"). */
#include "expect.h"

static const char msg[] = "static tracee\n";

/* Its own frame under getpid: not inlined, and no tail call (the
 * volatile is read after the call returns), whatever the -O. */
static __attribute__((noinline)) pid_t ask_pid(int *line)
{
	volatile pid_t pid;

	*line = __LINE__ + 1;
	pid = getpid();
	return pid;
}

int main(void)
{
	const char *file = strrchr(__FILE__, '/');
	ssize_t n = write(1, msg, sizeof(msg) - 1);
	int line;
	pid_t pid = ask_pid(&line);
	uid_t uid = getuid();
	char call[64];

	snprintf(call, sizeof(call), "write(1, \"static tracee\\n\", %zu)",
		 sizeof(msg) - 1);
	expect_call(0, call, "%zd", n);
	expect_call(0, "getpid()", "%d", (int)pid);
	expect_call(0, "getuid()", "%u", (unsigned)uid);
	printf("site: ask_pid %s:%d\n", file ? file + 1 : __FILE__, line);
	return 0;
}
