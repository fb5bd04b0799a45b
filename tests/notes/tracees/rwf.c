/* rwf.c - pwritev2's RWF_* bits of newer kernels (issue 23.4): each is
 * decoded by name, and "this kernel does not define" is said only of a
 * bit the running kernel lacks. The tracee measures each bit with
 * pwritev2 on a file of its own: an unknown bit fails with EOPNOTSUPP
 * before anything else (kiocb_set_rw_flags), so a write that works
 * proves the kernel defines the bit. RWF_ATOMIC fails with EOPNOTSUPP
 * on a file without atomic writes whether or not the kernel has it;
 * the kernel has it from Linux 6.11 on (uname). It prints
 *   expect: REGEX      a line abitrace must print, in order
 *   count: ID N        how many ID notes the whole trace must hold */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "note-expect.h"

#define NOAPPEND 0x20
#define ATOMIC 0x40
#define DONTCACHE 0x80
#define NOSIGNAL 0x100
#define UNKNOWN 0x40000000	/* no RWF_ bit */

static char path[] = "/tmp/abt-rwf-XXXXXX";

static int kernel_at_least(int a, int b)
{
	struct utsname u;
	int x = 0, y = 0;

	if (uname(&u) || sscanf(u.release, "%d.%d", &x, &y) != 2)
		return 0;
	return x > a || (x == a && y >= b);
}

static long pw(int fd, unsigned flags)
{
	static char buf[16] = "abitrace rwf\n";
	struct iovec v = { buf, sizeof(buf) };

	errno = 0;
	return syscall(SYS_pwritev2, fd, &v, 1, 0L, 0L, (long)flags);
}

int main(void)
{
	int fd = mkstemp(path), rejected = 0;
	long r;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (fd < 0)
		return 2;
	unlink(path);
	if (pw(fd, 0) < 0) {
		printf("skip: no pwritev2 here: %s\n", strerror(errno));
		return 77;
	}
	/* A bit the kernel has works: no note, decoded by name. One that
	 * fails although its release is older than this kernel's (a file
	 * without uncached I/O) draws no note either; one that fails on a
	 * kernel before its release does. */
	static const struct {
		unsigned bit;
		const char *name;
		int major, minor;
	} w[] = {
		{ NOAPPEND, "RWF_NOAPPEND", 6, 9 },
		{ DONTCACHE, "RWF_DONTCACHE", 6, 14 },
		{ NOSIGNAL, "RWF_NOSIGNAL", 6, 18 },
	};
	for (unsigned i = 0; i < sizeof(w) / sizeof(w[0]); i++) {
		r = pw(fd, w[i].bit);
		if (r >= 0)
			expect_line("pwritev2(%d, [{iov_base=\"abitrace rwf\\n\\0\\0\\0\", "
			       "iov_len=16}], 1, 0, %s) = %ld", fd, w[i].name, r);
		else if (errno == EOPNOTSUPP &&
			 !kernel_at_least(w[i].major, w[i].minor))
			rejected++;
	}
	/* RWF_ATOMIC: the file, not the flag, makes it fail here. */
	r = pw(fd, ATOMIC);
	if (r < 0 && errno == EOPNOTSUPP) {
		expect_line("pwritev2(%d, [{iov_base=\"abitrace rwf\\n\\0\\0\\0\", "
		       "iov_len=16}], 1, 0, RWF_ATOMIC) = -1 EOPNOTSUPP", fd);
		if (!kernel_at_least(6, 11)) {
			expect_line("  ^ note[unknown-flags-rejected]: pwritev2 failed "
			       "with EOPNOTSUPP because flags has bits 0x40 this "
			       "kernel does not define (known: @X@); RWF_ATOMIC "
			       "came in Linux 6.11");
			rejected++;
		}
	}
	/* A bit no kernel has: the note, with this kernel's known bits. */
	r = pw(fd, UNKNOWN);
	if (r != -1 || errno != EOPNOTSUPP) {
		printf("kernel: pwritev2 took bit %#x\n", UNKNOWN);
		return 2;
	}
	expect_line("pwritev2(%d, [{iov_base=\"abitrace rwf\\n\\0\\0\\0\", "
	       "iov_len=16}], 1, 0, %#x /* RWF_??? */) = -1 EOPNOTSUPP", fd,
	       UNKNOWN);
	expect_line("  ^ note[unknown-flags-rejected]: pwritev2 failed with "
	       "EOPNOTSUPP because flags has bits %#x this kernel does not "
	       "define (known: @X@)", UNKNOWN);
	rejected++;
	printf("count: unknown-flags-rejected %d\n", rejected);
	return 0;
}
