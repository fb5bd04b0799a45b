/* whymem [inject]: calls that fail with EFAULT or ENOMEM, each for a
 * cause of its own, and prints the failure-cause note it expects of
 * each, computed from its own addresses and /proc/self/status.
 *
 * EFAULT (the range of each pointer argument, as types.list sizes it):
 * a buffer not mapped, one mapped read-only for the kernel to write, a
 * struct (uname, clock_gettime, fstat, pipe2) and a length (getcwd)
 * that run from a mapped page into a hole, an iovec array not mapped,
 * an iovec element not mapped (readv writes nothing before it), a path
 * not mapped and one without its NUL before the hole, sendto's address
 * not mapped (named before its buffer, whose tail is not mapped either:
 * the kernel reads the address first). Control: sendmsg
 * whose msghdr is mapped but whose msg_iov is not: the note says what
 * was checked, never a false cause.
 *
 * ENOMEM: mprotect, mlock and munlock of a range with an unmapped page;
 * mmap over a lowered RLIMIT_AS; mlock over a lowered RLIMIT_MEMLOCK
 * (CAP_IPC_LOCK dropped first: the limit does not bind it); control:
 * an mmap larger than the address space with RLIMIT_AS unlimited, which
 * the note must not blame on RLIMIT_AS. Under that RLIMIT_MEMLOCK too:
 * mlockall(MCL_CURRENT) (ENOMEM: VmSize), an mmap with MAP_LOCKED and a
 * mremap growing a locked mapping (EAGAIN: VmLck and the new pages).
 *
 * vm.max_map_count: pages of one mapping protected in turn until
 * mprotect fails at the limit; then munmap and mlock of a page inside a
 * mapping (ENOMEM) and madvise of one (EAGAIN), the split each must
 * make named; a second mmap over the limit (do_mmap() refuses at more
 * than it); control: an mprotect over a hole, at the limit, is the hole.
 * Only with the argument "maxmap": it takes some 32,000 traced calls,
 * which an emulated machine (vm-check's arm64) needs minutes for, so
 * the test asks for it in one run of several.
 *
 * "inject" (run with -e inject=uname:error=EFAULT -e
 * inject=munlock:error=ENOMEM): calls the kernel would have done, whose
 * state explains nothing: "checked ..., not the cause". */
#define _GNU_SOURCE
#include "note-expect.h"

#include <errno.h>
#include <limits.h>
#include <fcntl.h>
#include <linux/capability.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

/* A kB field of /proc/self/status in bytes, read without stdio (its
 * buffer would change VmSize). */
static unsigned long long status_kb(const char *key)
{
	static char buf[4096];
	int fd = open("/proc/self/status", O_RDONLY);
	ssize_t n = fd < 0 ? -1 : read(fd, buf, sizeof(buf) - 1);
	char *p;

	if (fd >= 0)
		close(fd);
	if (n <= 0)
		exit(2);
	buf[n] = '\0';
	p = strstr(buf, key);
	if (!p)
		exit(2);
	return strtoull(p + strlen(key) + 1, NULL, 10) * 1024;
}

/* The range note: "NAME ADDR (LEN bytes): [S, E) is not mapped". */
static void expect_hole(const char *name, const void *a, unsigned long len,
			const void *s, const void *e)
{
	note_expect("failure-cause", "%s %p (%lu bytes): [%p, %p) is not "
		    "mapped", name, a, len, s, e);
}

static int inject(void)
{
	long ps = sysconf(_SC_PAGESIZE);
	struct utsname u;
	char *p = mmap(NULL, ps, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	long r;

	if (p == MAP_FAILED)
		return 2;
	r = syscall(SYS_uname, &u);
	failed("injected uname", r, EFAULT);
	note_expect("failure-cause", "checked: buf [%p, %p) is mapped with "
		    "the access the call needs; not the cause of EFAULT",
		    (void *)&u, (void *)((char *)&u + sizeof(u)));
	r = syscall(SYS_munlock, p, ps);
	failed("injected munlock", r, ENOMEM);
	note_expect("failure-cause", "checked: every page of [%p, %p) is "
		    "mapped", (void *)p, (void *)(p + ps));
	return 0;
}

/* Drops CAP_IPC_LOCK from the effective set, where it is: mlock's limit
 * does not bind a thread that has it. */
static void drop_ipc_lock(void)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2];

	if (syscall(SYS_capget, &h, d))
		exit(2);
	d[0].effective &= ~(1u << CAP_IPC_LOCK);
	if (syscall(SYS_capset, &h, d))
		exit(2);
}

/* /proc/self/maps, read without stdio or malloc (either could add a
 * mapping): its mappings less [vsyscall], and the one addr is strictly
 * inside (*s, *e; 0 when none). */
static unsigned long long maps_at(uintptr_t addr, uintptr_t *s, uintptr_t *e)
{
	static char buf[16 << 20];
	unsigned long long n = 0;
	size_t len = 0;
	ssize_t k;
	int fd = open("/proc/self/maps", O_RDONLY);
	char *p, *nl;

	if (fd < 0)
		exit(2);
	while ((k = read(fd, buf + len, sizeof(buf) - 1 - len)) > 0)
		len += (size_t)k;
	close(fd);
	if (k < 0 || len >= sizeof(buf) - 1)
		exit(2);
	buf[len] = '\0';
	*s = *e = 0;
	for (p = buf; *p; p = nl + 1) {
		uintptr_t a, b;

		nl = strchr(p, '\n');
		if (!nl)
			break;
		*nl = '\0';
		if (!strstr(p, " [vsyscall]"))
			n++;
		a = strtoul(p, &p, 16);
		b = strtoul(p + 1, NULL, 16);
		if (a < addr && addr < b) {
			*s = a;
			*e = b;
		}
	}
	return n;
}

/* The split note of a call over [a, a + len) refused at the limit: the
 * mapping an end of it is inside, at the call's exit. */
static void expect_split(char *a, long len, unsigned long long max)
{
	uintptr_t s, e, at = (uintptr_t)a;
	unsigned long long n = maps_at(at, &s, &e);

	if (!s) {
		at = (uintptr_t)(a + len);
		n = maps_at(at, &s, &e);
	}
	note_expect("failure-cause", "the process has %llu mappings, "
		    "vm.max_map_count is %llu: the mapping [%#lx, %#lx) would "
		    "be split at %#lx, one more", n, max, (unsigned long)s,
		    (unsigned long)e, (unsigned long)at);
}

/* vm.max_map_count reached by splitting one mapping page by page. */
static int at_max_map_count(long ps, char *three)
{
	unsigned long long max = 0;
	char buf[32], *big, *p;
	uintptr_t s, e;
	int fd = open("/proc/sys/vm/max_map_count", O_RDONLY);
	ssize_t k = fd < 0 ? -1 : read(fd, buf, sizeof(buf) - 1);
	long r, i, pages;
	int zero;

	if (fd >= 0)
		close(fd);
	if (k > 0) {
		buf[k] = '\0';
		max = strtoull(buf, NULL, 10);
	}
	if (!max || max > 1000000) {
		printf("skip: vm.max_map_count %llu: too many to reach\n", max);
		return 0;
	}
	pages = (long)max + 16;
	big = mmap(NULL, (size_t)pages * ps, PROT_READ, MAP_PRIVATE |
		   MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
	zero = open("/dev/zero", O_RDWR);
	if (big == MAP_FAILED || zero < 0)
		return 2;
	for (i = 1, r = 0; i < pages - 1; i += 2) {
		r = syscall(SYS_mprotect, big + i * ps, ps, PROT_NONE);
		if (r)
			break;
	}
	failed("mprotect at vm.max_map_count", r, ENOMEM);
	expect_split(big + i * ps, ps, max);
	/* a page well inside the mapping left over at the end */
	p = big + (i + 3) * ps;
	if (maps_at((uintptr_t)p, &s, &e) < max || !s)
		return 2;
	r = syscall(SYS_munmap, p, ps);
	failed("munmap inside a mapping at vm.max_map_count", r, ENOMEM);
	expect_split(p, ps, max);
	r = syscall(SYS_mlock, p, ps);
	failed("mlock inside a mapping at vm.max_map_count", r, ENOMEM);
	expect_split(p, ps, max);
	r = syscall(SYS_madvise, p, ps, MADV_DONTFORK);
	failed("madvise inside a mapping at vm.max_map_count", r, EAGAIN);
	expect_split(p, ps, max);
	/* control: the same errno for a hole, at the limit */
	r = syscall(SYS_mprotect, three, 3 * ps, PROT_READ);
	failed("mprotect over a hole at vm.max_map_count", r, ENOMEM);
	note_expect("failure-cause", "[%p, %p) of the range [%p, %p) is not "
		    "mapped", (void *)(three + ps), (void *)(three + 2 * ps),
		    (void *)three, (void *)(three + 3 * ps));
	/* do_mmap() takes one more (a shared /dev/zero mapping merges with
	 * none), then refuses */
	if (mmap(NULL, ps, PROT_READ, MAP_SHARED, zero, 0) == MAP_FAILED)
		return 2;
	r = (long)mmap(NULL, ps, PROT_READ, MAP_SHARED, zero, 0);
	failed("mmap over vm.max_map_count", r == (long)MAP_FAILED ? -1 : 0,
	       ENOMEM);
	note_expect("failure-cause", "the process has %llu mappings, over "
		    "vm.max_map_count %llu", maps_at(0, &s, &e), max);
	return 0;
}

int main(int argc, char **argv)
{
	long ps = sysconf(_SC_PAGESIZE);
	char *two, *hole, *ro, *three, *e;
	struct stat st;
	struct iovec iov[2];
	struct msghdr msg;
	struct rlimit as, ml;
	int fd = open("/dev/zero", O_RDONLY), sv[2];
	unsigned long long vm, lck;
	size_t big;
	long r;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc > 1 && !strcmp(argv[1], "inject"))
		return inject();
	/* two pages, the second unmapped again: a hole after the first */
	two = mmap(NULL, 2 * ps, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ro = mmap(NULL, ps, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (fd < 0 || two == MAP_FAILED || ro == MAP_FAILED ||
	    munmap(two + ps, ps) || socketpair(AF_UNIX, SOCK_STREAM, 0, sv))
		return 2;
	hole = two + ps;
	e = hole;	/* the end of the mapped bytes */
	printf("hole: %p\n", (void *)hole);

	/* ---- EFAULT: buffers and structs */
	r = syscall(SYS_read, fd, hole, 16);
	failed("read into a hole", r, EFAULT);
	expect_hole("buf", hole, 16, hole, hole + 16);
	r = syscall(SYS_read, fd, ro, 16);
	failed("read into a read-only page", r, EFAULT);
	note_expect("failure-cause", "buf %p (16 bytes): [%p, %p) is in a "
		    "mapping without write permission (r--p)", (void *)ro,
		    (void *)ro, (void *)(ro + 16));
	r = syscall(SYS_uname, e - 100);
	failed("uname across the hole", r, EFAULT);
	expect_hole("buf", e - 100, sizeof(struct utsname), e,
		    e - 100 + sizeof(struct utsname));
	r = syscall(SYS_clock_gettime, CLOCK_MONOTONIC, e - 8);
	failed("clock_gettime across the hole", r, EFAULT);
	expect_hole("tp", e - 8, sizeof(struct timespec), e,
		    e - 8 + sizeof(struct timespec));
	r = syscall(SYS_fstat, fd, e - 16);
	failed("fstat across the hole", r, EFAULT);
	expect_hole("statbuf", e - 16, sizeof(struct stat), e,
		    e - 16 + sizeof(struct stat));
	r = syscall(SYS_pipe2, e - 4, 0);
	failed("pipe2 across the hole", r, EFAULT);
	expect_hole("pipefd", e - 4, 2 * sizeof(int), e, e + 4);
	r = syscall(SYS_getcwd, e - 1, 200);
	failed("getcwd across the hole", r, EFAULT);
	expect_hole("buf", e - 1, 200, e, e + 199);

	/* ---- EFAULT: iovec arrays and their elements */
	r = syscall(SYS_readv, fd, hole, 2);
	failed("readv of an unmapped array", r, EFAULT);
	expect_hole("iov", hole, 2 * sizeof(struct iovec), hole,
		    hole + 2 * sizeof(struct iovec));
	iov[0].iov_base = two;
	iov[0].iov_len = 0;
	iov[1].iov_base = hole;
	iov[1].iov_len = 32;
	r = syscall(SYS_readv, fd, iov, 2);
	failed("readv into an unmapped element", r, EFAULT);
	note_expect("failure-cause", "iov[1] {iov_base=%p, iov_len=32}: "
		    "[%p, %p) is not mapped", (void *)hole, (void *)hole,
		    (void *)(hole + 32));

	/* ---- EFAULT: paths */
	r = syscall(SYS_newfstatat, AT_FDCWD, hole, &st, 0);
	failed("stat of an unmapped path", r, EFAULT);
	note_expect("failure-cause", "pathname %p: [%p, %p) is not mapped",
		    (void *)hole, (void *)hole, (void *)(hole + PATH_MAX));
	memset(two, 'a', ps);
	r = syscall(SYS_newfstatat, AT_FDCWD, e - 8, &st, 0);
	failed("stat of a path that runs into the hole", r, EFAULT);
	note_expect("failure-cause", "pathname %p: no NUL in its 8 readable "
		    "bytes, and then [%p, %p) is not mapped", (void *)(e - 8),
		    (void *)hole, (void *)(e - 8 + PATH_MAX));

	/* sendto reads dest_addr before buf: the address, whose first
	 * byte is not mapped, is named, not the buffer's tail */
	r = syscall(SYS_sendto, sv[0], e - 8, 16, 0, hole, 16);
	failed("sendto to an unmapped address", r, EFAULT);
	note_expect("failure-cause", "dest_addr %p: [%p, %p) is not mapped",
		    (void *)hole, (void *)hole, (void *)(hole + 1));

	/* control: the msghdr is fine, the iovec it points to is not */
	memset(&msg, 0, sizeof(msg));
	msg.msg_iov = (struct iovec *)hole;
	msg.msg_iovlen = 1;
	r = syscall(SYS_sendmsg, sv[0], &msg, 0);
	failed("sendmsg of an unmapped msg_iov", r, EFAULT);
	note_expect("failure-cause", "checked: msg [%p, %p) is mapped with "
		    "the access the call needs; not the cause of EFAULT (the "
		    "fault is further in", (void *)&msg,
		    (void *)((char *)&msg + sizeof(msg)));

	/* ---- ENOMEM: a range with a page not mapped */
	three = mmap(NULL, 3 * ps, PROT_READ | PROT_WRITE,
		     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (three == MAP_FAILED || munmap(three + ps, ps))
		return 2;
	r = syscall(SYS_mprotect, three, 3 * ps, PROT_READ);
	failed("mprotect over a hole", r, ENOMEM);
	note_expect("failure-cause", "[%p, %p) of the range [%p, %p) is not "
		    "mapped", (void *)(three + ps), (void *)(three + 2 * ps),
		    (void *)three, (void *)(three + 3 * ps));
	r = syscall(SYS_munlock, three, 3 * ps);
	failed("munlock over a hole", r, ENOMEM);
	note_expect("failure-cause", "[%p, %p) of the range [%p, %p) is not "
		    "mapped", (void *)(three + ps), (void *)(three + 2 * ps),
		    (void *)three, (void *)(three + 3 * ps));

	/* ---- ENOMEM: RLIMIT_AS, then its control */
	if (getrlimit(RLIMIT_AS, &as))
		return 2;
	if (as.rlim_cur == RLIM_INFINITY) {
		/* more than any x86_64 or arm64 user address space */
		big = (size_t)1 << (sizeof(long) == 8 ? 57 : 31);
		r = (long)mmap(NULL, big, PROT_NONE, MAP_PRIVATE |
			       MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
		failed("mmap larger than the address space",
		       r == (long)MAP_FAILED ? -1 : 0, ENOMEM);
		note_expect("failure-cause", "checked: RLIMIT_AS is unlimited "
			    "and ");
	}
	vm = status_kb("VmSize:");
	{
		struct rlimit low = { vm + 16 * ps, as.rlim_max };

		if (as.rlim_max != RLIM_INFINITY && as.rlim_max < low.rlim_cur)
			low.rlim_cur = as.rlim_max;
		if (setrlimit(RLIMIT_AS, &low))
			return 2;
		vm = status_kb("VmSize:");
		r = (long)mmap(NULL, 64 * ps, PROT_READ, MAP_PRIVATE |
			       MAP_ANONYMOUS, -1, 0);
		failed("mmap over RLIMIT_AS", r == (long)MAP_FAILED ? -1 : 0,
		       ENOMEM);
		note_expect("failure-cause", "RLIMIT_AS is %llu bytes: the "
			    "process has %llu bytes mapped (VmSize), and %llu "
			    "more to map would go over it",
			    (unsigned long long)low.rlim_cur, vm,
			    (unsigned long long)(64 * ps));
		if (setrlimit(RLIMIT_AS, &as))
			return 2;
	}

	/* ---- ENOMEM: RLIMIT_MEMLOCK, then a hole within it */
	if (geteuid() == 0)
		drop_ipc_lock();
	if (getrlimit(RLIMIT_MEMLOCK, &ml))
		return 2;
	{
		struct rlimit low = { 16 * ps, ml.rlim_max };
		char *a = mmap(NULL, 8 * ps, PROT_READ | PROT_WRITE,
			       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		char *b = mmap(NULL, 12 * ps, PROT_READ | PROT_WRITE,
			       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

		if (ml.rlim_max != RLIM_INFINITY && ml.rlim_max < low.rlim_cur) {
			printf("skip: RLIMIT_MEMLOCK hard limit below 16 pages\n");
			return 0;
		}
		if (a == MAP_FAILED || b == MAP_FAILED ||
		    setrlimit(RLIMIT_MEMLOCK, &low) || mlock(a, 8 * ps))
			return 2;
		lck = status_kb("VmLck:");
		r = syscall(SYS_mlock, b, 12 * ps);
		failed("mlock over RLIMIT_MEMLOCK", r, ENOMEM);
		note_expect("failure-cause", "RLIMIT_MEMLOCK is %llu bytes: %llu "
			    "bytes are locked (VmLck) and %llu more would be, "
			    "without CAP_IPC_LOCK",
			    (unsigned long long)low.rlim_cur, lck,
			    (unsigned long long)(12 * ps));
		r = syscall(SYS_mlock, three, 3 * ps);
		failed("mlock over a hole", r, ENOMEM);
		note_expect("failure-cause", "[%p, %p) of the range [%p, %p) "
			    "is not mapped", (void *)(three + ps),
			    (void *)(three + 2 * ps), (void *)three,
			    (void *)(three + 3 * ps));

		/* mlockall(MCL_CURRENT): every mapped byte against it */
		vm = status_kb("VmSize:");
		r = syscall(SYS_mlockall, MCL_CURRENT);
		failed("mlockall over RLIMIT_MEMLOCK", r, ENOMEM);
		note_expect("failure-cause", "RLIMIT_MEMLOCK is %llu bytes: "
			    "locking every mapping would lock the %llu bytes "
			    "the process has mapped (VmSize), without "
			    "CAP_IPC_LOCK", (unsigned long long)low.rlim_cur,
			    vm);
		/* mlock_future_ok(): EAGAIN, VmLck and the new pages (the
		 * mlock over a hole locked the page before it) */
		lck = status_kb("VmLck:");
		r = (long)mmap(NULL, 12 * ps, PROT_READ, MAP_PRIVATE |
			       MAP_ANONYMOUS | MAP_LOCKED, -1, 0);
		failed("mmap MAP_LOCKED over RLIMIT_MEMLOCK",
		       r == (long)MAP_FAILED ? -1 : 0, EAGAIN);
		note_expect("failure-cause", "RLIMIT_MEMLOCK is %llu bytes: "
			    "%llu bytes are locked (VmLck), and the new mapping "
			    "would lock %llu more, without CAP_IPC_LOCK",
			    (unsigned long long)low.rlim_cur, lck,
			    (unsigned long long)(12 * ps));
		r = (long)mremap(a, 8 * ps, 20 * ps, MREMAP_MAYMOVE);
		failed("mremap of a locked mapping over RLIMIT_MEMLOCK",
		       r == (long)MAP_FAILED ? -1 : 0, EAGAIN);
		note_expect("failure-cause", "RLIMIT_MEMLOCK is %llu bytes: "
			    "%llu bytes are locked (VmLck), and growing the "
			    "locked mapping would lock %llu more, without "
			    "CAP_IPC_LOCK", (unsigned long long)low.rlim_cur,
			    lck, (unsigned long long)(12 * ps));
	}
	if (argc > 1 && !strcmp(argv[1], "maxmap"))
		return at_max_map_count(ps, three);
	return 0;
}
