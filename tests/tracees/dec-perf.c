/* perf_event_open: the attribute's address (the struct is not decoded
 * yet) and the PERF_FLAG_* flags, an unsigned long. */
#define _GNU_SOURCE
#include <stdint.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/perf_event.h>
#include "dec.h"

static const char *res(long r)
{
	static char buf[32];

	if (r < 0)
		return failed_with(errno);
	snprintf(buf, sizeof(buf), "%ld", r);
	return buf;
}

int main(void)
{
	unsigned long junk = ~0xfUL;
	long r;

	/* unknown flags: EINVAL before the attribute is read */
	r = syscall(SYS_perf_event_open, NULL, 0, -1, -1,
		    PERF_FLAG_FD_CLOEXEC | junk);
	expect(res(r), "perf_event_open(NULL, 0, -1, -1, "
	       "PERF_FLAG_FD_CLOEXEC|%#lx)", junk);
	r = syscall(SYS_perf_event_open, BAD_PTR, -1, 1, -1,
		    PERF_FLAG_FD_NO_GROUP | PERF_FLAG_FD_OUTPUT |
		    PERF_FLAG_PID_CGROUP | 0x40UL);
	expect(res(r), "perf_event_open(%p, -1, 1, -1, PERF_FLAG_FD_NO_GROUP"
	       "|PERF_FLAG_FD_OUTPUT|PERF_FLAG_PID_CGROUP|0x40)", BAD_PTR);
	return 0;
}
