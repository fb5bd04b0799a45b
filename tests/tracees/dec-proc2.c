/* Scheduling parameters and attributes, capabilities, I/O priorities,
 * keyrings and futex_waitv, with an unreadable pointer for each. */
#define _GNU_SOURCE
#include <errno.h>
#include <linux/capability.h>
#include <stdint.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include "dec.h"

struct sattr {
	uint32_t size, policy;
	uint64_t flags;
	int32_t nice;
	uint32_t priority;
	uint64_t runtime, deadline, period;
	uint32_t util_min, util_max;
};

struct waitv {
	uint64_t val, uaddr;
	uint32_t flags, rsv;
};

/* The return value as strace shows it, for calls whose outcome depends
 * on the kernel's configuration. */
static const char *ret_str(long r)
{
	static char buf[96];
	static const struct { int e; const char *s; } names[] = {
		{ EPERM, "EPERM (Operation not permitted)" },
		{ EINVAL, "EINVAL (Invalid argument)" },
		{ EFAULT, "EFAULT (Bad address)" },
		{ ENOSYS, "ENOSYS (Function not implemented)" },
		{ EAGAIN, "EAGAIN (Resource temporarily unavailable)" },
		{ ENOKEY, "ENOKEY (Required key not available)" },
		{ EACCES, "EACCES (Permission denied)" },
		{ EDQUOT, "EDQUOT (Disk quota exceeded)" },
	};

	if (r >= 0) {
		snprintf(buf, sizeof(buf), "%ld", r);
		return buf;
	}
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (names[i].e == errno) {
			snprintf(buf, sizeof(buf), "-1 %s", names[i].s);
			return buf;
		}
	snprintf(buf, sizeof(buf), "-1 errno %d", errno);
	return buf;
}

int main(void)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2];
	struct timespec ts = { 0, 0 };
	struct waitv wv[2];
	uint32_t f1 = 0, f2 = 0;
	struct sattr sa;
	int prio = -1;
	long r;

	setvbuf(stdout, NULL, _IONBF, 0);
	syscall(SYS_sched_getparam, 0, &prio);
	expect("0", "sched_getparam(0, {sched_priority=%d})", prio);
	/* The policy word with SCHED_RESET_ON_FORK or'ed in, by name; a
	 * negative one is none. The kernel refuses a negative policy, then
	 * reads the param: EINVAL, else EFAULT. */
	syscall(SYS_sched_setscheduler, 0, 0x40000007, BAD_PTR);
	expect("-1 EFAULT (Bad address)", "sched_setscheduler(0, "
	       "SCHED_RESET_ON_FORK|SCHED_EXT, 0x8)");
	syscall(SYS_sched_setscheduler, 0, 0x43218765, BAD_PTR);
	expect("-1 EFAULT (Bad address)", "sched_setscheduler(0, "
	       "SCHED_RESET_ON_FORK|0x3218765, 0x8)");
	syscall(SYS_sched_setscheduler, 0, 0xfaceda7a, BAD_PTR);
	expect("-1 EINVAL (Invalid argument)", "sched_setscheduler(0, "
	       "0xfaceda7a /* SCHED_??? */, 0x8)");
	syscall(SYS_sched_getattr, 0, &sa, 48, -2);
	expect("-1 EINVAL (Invalid argument)", "sched_getattr(0, %p, 48, "
	       "0xfffffffe /* SCHED_GETATTR_FLAG_??? */)", (void *)&sa);
	syscall(SYS_sched_setparam, 0, BAD_PTR);
	expect("-1 EFAULT (Bad address)", "sched_setparam(0, 0x8)");
	syscall(SYS_sched_getparam, 0, BAD_PTR);
	expect("-1 EFAULT (Bad address)", "sched_getparam(0, 0x8)");

	memset(&sa, 0, sizeof(sa));
	syscall(SYS_sched_getattr, 0, &sa, sizeof(sa), 0);
	expect("0", "sched_getattr(0, {size=56, sched_policy=SCHED_OTHER, "
	       "sched_flags=0, sched_nice=%d, sched_priority=0, "
	       "sched_runtime=%llu, sched_deadline=%llu, sched_period=%llu, "
	       "sched_util_min=%u, sched_util_max=%u}, 56, 0)", sa.nice,
	       (unsigned long long)sa.runtime,
	       (unsigned long long)sa.deadline,
	       (unsigned long long)sa.period, sa.util_min, sa.util_max);
	sa.size = 48;
	sa.flags = 1 | 0x80;
	sa.policy = 9;
	syscall(SYS_sched_setattr, 0, &sa, 0);
	expect("-1 EINVAL (Invalid argument)", "sched_setattr(0, {size=48, "
	       "sched_policy=0x9 /* SCHED_??? */, sched_flags="
	       "SCHED_FLAG_RESET_ON_FORK|0x80, sched_nice=%d, "
	       "sched_priority=0, sched_runtime=%llu, sched_deadline=%llu, "
	       "sched_period=%llu}, 0)", sa.nice,
	       (unsigned long long)sa.runtime,
	       (unsigned long long)sa.deadline,
	       (unsigned long long)sa.period);
	syscall(SYS_sched_setattr, 0, BAD_PTR, 0);
	expect("-1 EFAULT (Bad address)", "sched_setattr(0, 0x8, 0)");

	memset(d, 0, sizeof(d));
	d[0].effective = 1 | 1 << 5;
	d[1].effective = 1;
	d[1].inheritable = 0xfffffe00;
	r = syscall(SYS_capset, &h, d);
	expect(ret_str(r), "capset({version=_LINUX_CAPABILITY_VERSION_3, "
	       "pid=0}, {effective=1<<CAP_CHOWN|1<<CAP_KILL|"
	       "1<<CAP_MAC_OVERRIDE, permitted=0, inheritable=0xfffffe00 "
	       "/* CAP_??? */})");
	syscall(SYS_capget, &h, NULL);
	expect("0", "capget({version=_LINUX_CAPABILITY_VERSION_3, pid=0}, "
	       "NULL)");
	syscall(SYS_capget, &h, BAD_PTR);
	expect("-1 EFAULT (Bad address)", "capget({version="
	       "_LINUX_CAPABILITY_VERSION_3, pid=0}, 0x8)");
	syscall(SYS_capget, BAD_PTR, d);
	expect("-1 EFAULT (Bad address)", "capget(0x8, %p)", (void *)d);
	h.version = 0x123;
	syscall(SYS_capget, &h, d);
	expect("-1 EINVAL (Invalid argument)", "capget({version=0x123 /* "
	       "_LINUX_CAPABILITY_VERSION_??? */, pid=0}, %p)", (void *)d);

	syscall(SYS_ioprio_set, 1, 0, 2 << 13 | 4);
	expect("0", "ioprio_set(IOPRIO_WHO_PROCESS, 0, IOPRIO_PRIO_VALUE("
	       "IOPRIO_CLASS_BE, 4))");
	syscall(SYS_ioprio_set, 1, 0, 7 << 13 | 5);
	expect("-1 EINVAL (Invalid argument)", "ioprio_set(IOPRIO_WHO_PROCESS"
	       ", 0, IOPRIO_PRIO_VALUE(0x7 /* IOPRIO_CLASS_??? */, 5))");

	r = syscall(SYS_request_key, "user", "abt-none", NULL, -7);
	expect(ret_str(r), "request_key(\"user\", \"abt-none\", NULL, "
	       "KEY_SPEC_REQKEY_AUTH_KEY)");
	r = syscall(SYS_request_key, "user", "abt-none", NULL, 12345);
	expect(ret_str(r), "request_key(\"user\", \"abt-none\", NULL, 12345)");

	memset(wv, 0, sizeof(wv));
	wv[0].uaddr = (uintptr_t)&f1;
	wv[0].val = 1;
	wv[0].flags = 2;
	wv[1].uaddr = (uintptr_t)&f2;
	wv[1].flags = 2 | 128;
	r = syscall(SYS_futex_waitv, wv, 2, 0, &ts, CLOCK_MONOTONIC);
	expect(ret_str(r), "futex_waitv([{val=0x1, uaddr=%p, flags=FUTEX2_SIZE_U32}, "
	       "{val=0, uaddr=%p, flags=FUTEX2_SIZE_U32|FUTEX2_PRIVATE}], 2, 0, "
	       "{tv_sec=0, tv_nsec=0}, CLOCK_MONOTONIC)", (void *)&f1,
	       (void *)&f2);
	r = syscall(SYS_futex_waitv, BAD_PTR, 2, 0, NULL, CLOCK_REALTIME);
	expect(ret_str(r), "futex_waitv(0x8, 2, 0, NULL, CLOCK_REALTIME)");
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
