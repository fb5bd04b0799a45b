/* pipe2, fcntl, ioctl, readv/writev, poll, lseek, dup3: descriptor
 * calls and their structures. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>
#include "dec.h"

int main(void)
{
	char buf[64], ret[32];
	int p[2], n;

	setvbuf(stdout, NULL, _IONBF, 0);
	pipe2(p, O_CLOEXEC | O_NONBLOCK);
	expect("0", "pipe2([%d, %d], O_NONBLOCK|O_CLOEXEC)", p[0], p[1]);
	fcntl(p[1], F_GETFL);
	expect("0x801 (flags O_WRONLY|O_NONBLOCK)", "fcntl(%d, F_GETFL)", p[1]);
	fcntl(p[0], F_GETFD);
	expect("0x1 (flags FD_CLOEXEC)", "fcntl(%d, F_GETFD)", p[0]);
	fcntl(p[0], F_SETFD, 0);
	expect("0", "fcntl(%d, F_SETFD, 0)", p[0]);
	fcntl(p[0], F_GETFD);
	expect("0", "fcntl(%d, F_GETFD)", p[0]);
	fcntl(p[0], F_SETFL, O_APPEND | O_NONBLOCK);
	expect("0", "fcntl(%d, F_SETFL, O_RDONLY|O_APPEND|O_NONBLOCK)", p[0]);
	n = fcntl(p[0], F_DUPFD_CLOEXEC, 40);
	snprintf(ret, sizeof(ret), "%d", n);
	expect(ret, "fcntl(%d, F_DUPFD_CLOEXEC, 40)", p[0]);
	fcntl(p[0], 1234, 5);
	expect("-1 EINVAL (Invalid argument)",
	       "fcntl(%d, 0x4d2 /* F_??? */, 0x5)", p[0]);
	/* The write-life hint is a u64 behind a pointer, set at entry and
	 * read back at exit; 9 is no RWH_* value (EINVAL). */
	{
		uint64_t hint = 2;	/* RWH_WRITE_LIFE_SHORT */
		long r;

		r = fcntl(p[0], 1036 /* F_SET_RW_HINT */, &hint);
		expect(r ? failed_with(errno) : "0",
		       "fcntl(%d, F_SET_RW_HINT, [RWH_WRITE_LIFE_SHORT])",
		       p[0]);
		hint = 0;
		r = fcntl(p[0], 1035 /* F_GET_RW_HINT */, &hint);
		if (r)
			expect(failed_with(errno), "fcntl(%d, F_GET_RW_HINT, "
			       "%p)", p[0], (void *)&hint);
		else
			expect("0", "fcntl(%d, F_GET_RW_HINT, "
			       "[RWH_WRITE_LIFE_SHORT])", p[0]);
		hint = 9;
		r = fcntl(p[0], 1036 /* F_SET_RW_HINT */, &hint);
		expect(r ? failed_with(errno) : "0", "fcntl(%d, F_SET_RW_HINT, "
		       "[0x9 /* RWH_WRITE_LIFE_??? */])", p[0]);
		r = fcntl(p[0], 1035 /* F_GET_RW_HINT */, NULL);
		expect(r ? failed_with(errno) : "0",
		       "fcntl(%d, F_GET_RW_HINT, NULL)", p[0]);
	}
	/* struct delegation (F_SETDELEG, Linux 6.19): read at entry; what
	 * F_GETDELEG fills is shown at exit, its address when it failed. */
	{
		struct { uint32_t flags; uint16_t type, pad; } dl = { 0, F_WRLCK, 1 };
		long r;

		r = fcntl(p[0], 1040 /* F_SETDELEG */, &dl);
		expect(r ? failed_with(errno) : "0", "fcntl(%d, F_SETDELEG, "
		       "{d_flags=0, d_type=F_WRLCK, __pad=0x1})", p[0]);
		r = fcntl(-1, 1039 /* F_GETDELEG */, &dl);
		expect(failed_with(errno), "fcntl(-1, F_GETDELEG, %p)",
		       (void *)&dl);
	}
	dup3(p[0], 50, O_CLOEXEC);
	expect("50", "dup3(%d, 50, O_CLOEXEC)", p[0]);

	write(p[1], "ab\0\1\177\377\"\\\t\n012", 14);
	expect("14", "write(%d, \"ab\\0\\1\\177\\377\\\"\\\\\\t\\n012\\0\", 14)",
	       p[1]);
	ioctl(p[0], FIONREAD, &n);
	expect("0", "ioctl(%d, FIONREAD, [14])", p[0]);
	ioctl(p[0], TCGETS, BAD_PTR);
	expect("-1 ENOTTY (Inappropriate ioctl for device)",
	       "ioctl(%d, TCGETS, 0x8)", p[0]);
	ioctl(p[0], 0x12345678, 0);
	expect("-1 ENOTTY (Inappropriate ioctl for device)",
	       "ioctl(%d, _IOC(_IOC_NONE, 0x56, 0x78, 0x1234), 0)", p[0]);
	ioctl(p[0], _IOR('x', 3, int), 0);
	expect("-1 ENOTTY (Inappropriate ioctl for device)",
	       "ioctl(%d, _IOC(_IOC_READ, 0x78, 0x3, 0x4), 0)", p[0]);
	read(p[0], buf, sizeof(buf));

	{
		struct iovec iv[2] = { { "hello", 5 }, { "world\n", 6 } };
		struct iovec ov[2] = { { buf, 3 }, { buf + 10, 20 } };

		writev(p[1], iv, 2);
		expect("11", "writev(%d, [{iov_base=\"hello\", iov_len=5}, "
		       "{iov_base=\"world\\n\", iov_len=6}], 2)", p[1]);
		readv(p[0], ov, 2);
		expect("11", "readv(%d, [{iov_base=\"hel\", iov_len=3}, "
		       "{iov_base=\"loworld\\n\", iov_len=20}], 2)", p[0]);
		writev(p[1], BAD_PTR, 2);
		expect("-1 EFAULT (Bad address)", "writev(%d, 0x8, 2)", p[1]);
	}
	{
		struct pollfd pf[2] = { { p[0], POLLIN | POLLPRI, 0 },
					{ p[1], POLLOUT, 0 } };

#ifdef SYS_poll
		poll(pf, 2, 100);
		snprintf(ret, sizeof(ret), "1 ([{fd=%d, revents=POLLOUT}])",
			 p[1]);
		expect(ret, "poll([{fd=%d, "
		       "events=POLLIN|POLLPRI}, {fd=%d, events=POLLOUT}], 2, "
		       "100)", p[0], p[1]);
		poll(pf, 1, 0);
		expect("0 (Timeout)", "poll([{fd=%d, events=POLLIN|POLLPRI}]"
		       ", 1, 0)", p[0]);
#else	/* asm-generic ABIs: ppoll only (no timeout: the time left varies) */
		struct timespec zero = { 0, 0 };

		syscall(SYS_ppoll, pf, 2, NULL, NULL, 0);
		snprintf(ret, sizeof(ret), "1 ([{fd=%d, revents=POLLOUT}])",
			 p[1]);
		expect(ret, "ppoll([{fd=%d, "
		       "events=POLLIN|POLLPRI}, {fd=%d, events=POLLOUT}], 2, "
		       "NULL, NULL, 0)", p[0], p[1]);
		syscall(SYS_ppoll, pf, 1, &zero, NULL, 0);
		expect("0 (Timeout)", "ppoll([{fd=%d, events=POLLIN|POLLPRI}]"
		       ", 1, {tv_sec=0, tv_nsec=0}, NULL, 0)", p[0]);
#endif
	}
	lseek(p[0], 0, 7);
	expect("-1 EINVAL (Invalid argument)",
	       "lseek(%d, 0, 0x7 /* SEEK_??? */)", p[0]);
	lseek(p[0], -5, SEEK_CUR);
	expect("-1 ESPIPE (Illegal seek)", "lseek(%d, -5, SEEK_CUR)", p[0]);
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
