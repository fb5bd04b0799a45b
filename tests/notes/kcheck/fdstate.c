/* fdstate.c - what happens to a descriptor number after close().
 *  - a second close of the same number fails with EBADF;
 *  - read() on it fails with EBADF ... until the number is reused: the
 *    next open() returns the lowest free number, so a stale descriptor
 *    silently refers to a different file (the real danger of a double
 *    close in a threaded program);
 *  - closing a number that was never opened also gives EBADF: the kernel
 *    cannot tell the two cases apart, only a tracer that saw the history
 *    can;
 *  - a child made with clone(CLONE_FILES) shares its parent's table: its
 *    close makes the parent's read fail with EBADF; a fork child, and a
 *    CLONE_FILES child after unshare(CLONE_FILES), close their own copy.
 * Rule checked: bad-fd. */
#include "kcheck.h"
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <sys/wait.h>

static char stack[64 * 1024] __attribute__((aligned(16)));
static int child_fd, child_unshare;

static int child(void *arg)
{
	(void)arg;
	if (child_unshare && unshare(CLONE_FILES) < 0)
		return 1;
	return close(child_fd) < 0;
}

/* Whether the parent's read still works after a child made with flags
 * closed the descriptor. */
static int survives(int flags, int unshare_first)
{
	char c;
	int status;
	pid_t pid;

	child_fd = open("/dev/zero", O_RDONLY);
	child_unshare = unshare_first;
	pid = clone(child, stack + sizeof stack, flags | SIGCHLD, NULL);
	if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status) ||
	    WEXITSTATUS(status))
		return -1;
	if (read(child_fd, &c, 1) == 1) {
		close(child_fd);
		return 1;
	}
	return errno == EBADF ? 0 : -1;
}

int main(void)
{
	char dir[] = "/tmp/kcheck-fd-XXXXXX", a[100], b[100];
	char buf[8] = "";

	mkdtemp(dir);
	snprintf(a, sizeof a, "%s/a", dir);
	snprintf(b, sizeof b, "%s/b", dir);
	int fa = open(a, O_RDWR | O_CREAT, 0600);
	write(fa, "AAAA", 4);
	KC_EXPECT("first close", close(fa), 0);
	KC_EXPECT("bad-fd double close", close(fa), EBADF);
	KC_EXPECT("bad-fd read after close", read(fa, buf, 4), EBADF);

	int fb = open(b, O_RDWR | O_CREAT, 0600);
	write(fb, "BBBB", 4);
	lseek(fb, 0, SEEK_SET);
	ssize_t n = read(fa, buf, 4);		/* stale number, now file b */
	kc_report(fb == fa && n == 4 && buf[0] == 'B', "bad-fd use after close hits a reused number",
		  "new open returned %d (same number); read via the stale fd got \"%.4s\"", fb, buf);
	close(fb);
	KC_EXPECT("close of a never-opened fd (not a note: same EBADF)", close(987), EBADF);
	int r = survives(CLONE_FILES, 0);
	kc_report(r == 0, "bad-fd: a CLONE_FILES child's close is the parent's",
		  "the parent's read after it: %s", r == 0 ? "EBADF" : r > 0 ? "works" : "error");
	r = survives(0, 0);
	kc_report(r == 1, "bad-fd: a fork child closes its own copy",
		  "the parent's read after it: %s", r == 0 ? "EBADF" : r > 0 ? "works" : "error");
	r = survives(CLONE_FILES, 1);
	kc_report(r == 1, "bad-fd: unshare(CLONE_FILES) makes the child's table its own",
		  "the parent's read after it: %s", r == 0 ? "EBADF" : r > 0 ? "works" : "error");
	unlink(a); unlink(b); rmdir(dir);
	return kc_exit();
}
