/* capget/capset lines, in full (strace's) or with --short-caps
 * ("dec-caps short"): a set holding two thirds or more of the
 * capabilities the running kernel knows (0 to cap_last_cap) as what it
 * lacks, ~[CAP_X CAP_Y], or "all". The tracee, root, reads its own sets,
 * then sets few bits, asks for every capability and drops two, and
 * prints each line from the kernel's answers. Exit status 77 with a
 * reason on stdout ("skip: ...") when it cannot. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/capability.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "dec.h"

#define N(x) [x] = #x
static const char *const names[64] = {
	N(CAP_CHOWN), N(CAP_DAC_OVERRIDE), N(CAP_DAC_READ_SEARCH),
	N(CAP_FOWNER), N(CAP_FSETID), N(CAP_KILL), N(CAP_SETGID),
	N(CAP_SETUID), N(CAP_SETPCAP), N(CAP_LINUX_IMMUTABLE),
	N(CAP_NET_BIND_SERVICE), N(CAP_NET_BROADCAST), N(CAP_NET_ADMIN),
	N(CAP_NET_RAW), N(CAP_IPC_LOCK), N(CAP_IPC_OWNER), N(CAP_SYS_MODULE),
	N(CAP_SYS_RAWIO), N(CAP_SYS_CHROOT), N(CAP_SYS_PTRACE),
	N(CAP_SYS_PACCT), N(CAP_SYS_ADMIN), N(CAP_SYS_BOOT), N(CAP_SYS_NICE),
	N(CAP_SYS_RESOURCE), N(CAP_SYS_TIME), N(CAP_SYS_TTY_CONFIG),
	N(CAP_MKNOD), N(CAP_LEASE), N(CAP_AUDIT_WRITE), N(CAP_AUDIT_CONTROL),
	N(CAP_SETFCAP), N(CAP_MAC_OVERRIDE), N(CAP_MAC_ADMIN),
	N(CAP_SYSLOG), N(CAP_WAKE_ALARM), N(CAP_BLOCK_SUSPEND),
	N(CAP_AUDIT_READ),
#ifdef CAP_PERFMON
	N(CAP_PERFMON),
#endif
#ifdef CAP_BPF
	N(CAP_BPF),
#endif
#ifdef CAP_CHECKPOINT_RESTORE
	N(CAP_CHECKPOINT_RESTORE),
#endif
};

static int short_mode;
static uint64_t known;	/* bits 0 to cap_last_cap */

static void skip(const char *why)
{
	printf("skip: %s\n", why);
	exit(77);
}

/* The text abitrace shows for set v. */
static const char *caps(uint64_t v)
{
	static char out[3][2048];
	static int k;
	char *s = out[k++ % 3];
	size_t n = 0;
	int have = __builtin_popcountll(v);
	int all = __builtin_popcountll(known);

	s[0] = '\0';
	if (short_mode && !(v & ~known) && have * 3 >= all * 2) {
		if (v == known)
			return strcpy(s, "all");
		n += (size_t)snprintf(s, 2048, "~[");
		for (int i = 0; i < 64; i++)
			if (known & ~v & 1ull << i)
				n += (size_t)snprintf(s + n, 2048 - n, "%s%s",
						      s[n - 1] == '[' ? "" : " ",
						      names[i]);
		snprintf(s + n, 2048 - n, "]");
		return s;
	}
	if (!v)
		return strcpy(s, "0");
	for (int i = 0; i < 64; i++)
		if (v & 1ull << i)
			n += (size_t)snprintf(s + n, 2048 - n, "%s1<<%s",
					      n ? "|" : "", names[i]);
	return s;
}

static const char *result(long r)
{
	return r == 0 ? "0" : failed_with(errno);
}

#define HDR "{version=_LINUX_CAPABILITY_VERSION_3, pid=0}"

static struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };

static void expect_get(uint64_t e, uint64_t p, uint64_t i)
{
	char call[8192];

	snprintf(call, sizeof(call),
		 "capget(" HDR ", {effective=%s, permitted=%s, inheritable=%s})",
		 caps(e), caps(p), caps(i));
	printf("expect: %-39s = 0\n", call);
}

static uint64_t get_sets(uint64_t *p)
{
	struct __user_cap_data_struct d[2];
	uint64_t e, i;

	if (syscall(SYS_capget, &h, d))
		skip("capget failed");
	e = d[0].effective | (uint64_t)d[1].effective << 32;
	*p = d[0].permitted | (uint64_t)d[1].permitted << 32;
	i = d[0].inheritable | (uint64_t)d[1].inheritable << 32;
	expect_get(e, *p, i);
	return e;
}

static void set(uint64_t e, uint64_t p)
{
	struct __user_cap_data_struct d[2] = {
		{ (uint32_t)e, (uint32_t)p, 0 },
		{ (uint32_t)(e >> 32), (uint32_t)(p >> 32), 0 },
	};
	char call[8192];
	long r = syscall(SYS_capset, &h, d);

	snprintf(call, sizeof(call),
		 "capset(" HDR ", {effective=%s, permitted=%s, inheritable=0})",
		 caps(e), caps(p));
	printf("expect: %-39s = %s\n", call, result(r));
}

int main(int argc, char **argv)
{
	uint64_t e, p, drop = 0;
	char buf[16];
	long last;
	int fd;
	ssize_t n;

	setvbuf(stdout, NULL, _IONBF, 0);
	short_mode = argc > 1 && !strcmp(argv[1], "short");
	if (getuid() != 0)
		skip("not root");
	fd = open("/proc/sys/kernel/cap_last_cap", O_RDONLY);
	if (fd < 0)
		skip("no /proc/sys/kernel/cap_last_cap");
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		skip("cannot read /proc/sys/kernel/cap_last_cap");
	buf[n] = '\0';
	last = strtol(buf, NULL, 10);
	if (last < 0 || last > 63 || !names[last])
		skip("the kernel knows capabilities these headers do not name");
	known = last == 63 ? ~0ull : (1ull << (last + 1)) - 1;

	/* Root's own sets, whatever the container left it. */
	e = get_sets(&p);
	if ((p & (1ull << CAP_CHOWN | 1ull << CAP_KILL | 1ull << CAP_SETPCAP))
	    != (1ull << CAP_CHOWN | 1ull << CAP_KILL | 1ull << CAP_SETPCAP))
		skip("root without CAP_CHOWN, CAP_KILL or CAP_SETPCAP");
	(void)e;

	/* Few bits: listed in full either way. */
	set(1ull << CAP_CHOWN | 1ull << CAP_KILL, p);
	get_sets(&p);

	/* Every capability the kernel knows: "all" (refused with EPERM
	 * when the permitted set lacks one: the line shows what was asked). */
	set(known, known);

	/* All but two: those the permitted set already lacks first, then
	 * CAP_SYS_ADMIN and CAP_NET_RAW. */
	for (int i = 0; i < 64 && __builtin_popcountll(drop) < 2; i++)
		if (known & ~p & 1ull << i)
			drop |= 1ull << i;
	if (__builtin_popcountll(drop) < 2)
		drop |= 1ull << CAP_SYS_ADMIN;
	if (__builtin_popcountll(drop) < 2)
		drop |= 1ull << CAP_NET_RAW;
	set(known & ~drop, known & ~drop);
	get_sets(&p);
	return 0;
}
