/* fdstate.c - what happens to a descriptor number after close().
 *  - a second close of the same number fails with EBADF;
 *  - read() on it fails with EBADF ... until the number is reused: the
 *    next open() returns the lowest free number, so a stale descriptor
 *    silently refers to a different file (the real danger of a double
 *    close in a threaded program);
 *  - closing a number that was never opened also gives EBADF: the kernel
 *    cannot tell the two cases apart, only a tracer that saw the history
 *    can.
 * Rule checked: bad-fd. */
#include "kcheck.h"
#include <fcntl.h>

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
	unlink(a); unlink(b); rmdir(dir);
	return kc_exit();
}
