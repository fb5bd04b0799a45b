/* abi-report.c - calls the ABI report (--abi-report) must account for.
 * The tracee prints each report line it expects ("expect: LINE", sites
 * as "FUNC (abi-report.c:LINE)"), computed from what each call returned
 * and from the facts it states below (the release that added each call
 * or flag, from its man page; which ABIs lack a number, from the
 * asm-generic table):
 *   close_range       5.9   close_range(2) VERSIONS
 *   CLOSE_RANGE_CLOEXEC 5.11 close_range(2) CLOSE_RANGE_CLOEXEC
 *   openat2           5.6   openat2(2) VERSIONS
 *   MAP_FIXED_NOREPLACE 4.17 mmap(2) MAP_FIXED_NOREPLACE
 *   fchmodat2         6.6   Linux 6.6
 *   epoll_create, getpgrp: no number on aarch64 and riscv64.
 * A call that fails with ENOSYS, or with EINVAL on a flag newer than the
 * call, is a probe. Privileges: unshare(CLONE_NEWUTS) meets the
 * CAP_SYS_ADMIN check; in that new UTS namespace (never the machine's)
 * sethostname with CAP_SYS_ADMIN, then without it (dropped from the
 * effective set: EPERM). The glibc epoll_create() wrapper is called too:
 * the test finds in the trace which call it made. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/capability.h>
#include <sched.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#define KV(a, b, c) ((a) << 16 | (b) << 8 | (c))

/* Numbers given to every ABI at once (asm-generic and x86 alike). */
#if defined(__x86_64__) && defined(__ILP32__)
#define NR(n) (0x40000000 + (n))
#else
#define NR(n) (n)
#endif
#define NR_close_range NR(436)
#define NR_openat2 NR(437)
#define NR_fchmodat2 NR(452)
#ifndef CLOSE_RANGE_CLOEXEC
#define CLOSE_RANGE_CLOEXEC (1U << 2)
#endif
#ifndef MAP_FIXED_NOREPLACE
#define MAP_FIXED_NOREPLACE 0x100000
#endif

static const char *abi(void)
{
#if defined(__x86_64__) && defined(__ILP32__)
	return "x32";
#elif defined(__x86_64__)
	return "x86_64";
#elif defined(__i386__)
	return "i386";
#elif defined(__aarch64__)
	return "aarch64";
#elif defined(__arm__)
	return "arm";
#else
	return "riscv64";
#endif
}

struct need {
	unsigned ver;
	const char *vs, *what;
	int line;
};

static struct need needs[8], probes[8];
static unsigned nneeds, nprobes;
static const char *probe_err[8];
static const char *probe_next[8];	/* the call made next (ENOSYS) */

static void need(unsigned ver, const char *vs, const char *what, int line)
{
	needs[nneeds++] = (struct need){ ver, vs, what, line };
}

static void probe_then(unsigned ver, const char *vs, const char *what,
		       int line, const char *err, const char *next)
{
	probe_next[nprobes] = next;
	probe_err[nprobes] = err;
	probes[nprobes++] = (struct need){ ver, vs, what, line };
}

static void probe(unsigned ver, const char *vs, const char *what, int line,
		  const char *err)
{
	probe_then(ver, vs, what, line, err, NULL);
}

/* A call newer than the running kernel fails with ENOSYS: a probe, and
 * the report names NEXT, the call this program makes after it. */
static void call_result(long r, unsigned ver, const char *vs,
			const char *what, int line, const char *next)
{
	if (r < 0 && errno == ENOSYS)
		probe_then(ver, vs, what, line, "ENOSYS", next);
	else
		need(ver, vs, what, line);
}

#if defined(__x86_64__) && !defined(__ILP32__)
/* getpgrp by an instruction of our own (no C runtime frame). The site
 * of the innermost frame is looked up at its pc, the instruction after
 * the syscall: the store keeps that one on the same line. */
static int raw_line;
static volatile long raw_ret;

static void __attribute__((noinline)) raw_getpgrp(void)
{
	long ret;

	raw_line = __LINE__ + 1;
	__asm__ volatile("syscall" : "=a"(ret) : "0"((long)SYS_getpgrp) : "rcx", "r11", "memory"); raw_ret = ret;
}
#endif

static int by_version(const void *a, const void *b)
{
	const struct need *x = a, *y = b;

	return x->ver < y->ver ? 1 : x->ver > y->ver ? -1 : 0;
}

static bool has_cap(int cap)
{
	char line[256];
	unsigned long long eff = 0;
	FILE *f = fopen("/proc/self/status", "r");

	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "CapEff: %llx", &eff) == 1)
			break;
	if (f)
		fclose(f);
	return eff >> cap & 1;
}

static void drop_effective(int cap)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2];

	if (syscall(SYS_capget, &h, d) == 0) {
		d[cap / 32].effective &= ~(1u << cap % 32);
		syscall(SYS_capset, &h, d);
	}
}

/* "held; passed", "not held; refused with EPERM", ... */
static const char *outcome(bool held, long r, int err, char *buf, size_t n)
{
	if (r == 0 || err != EPERM)
		snprintf(buf, n, "%s; passed", held ? "held" : "not held");
	else
		snprintf(buf, n, "%s; refused with EPERM%s",
			 held ? "held" : "not held", held ? " all the same" : "");
	return buf;
}

/* With "tagged" (a 32-bit build traced by the 64-bit abitrace, whose
 * launch made the execve on the 64-bit ABI: two ABIs in one run), the
 * report names the ABI of each version line. */
int main(int argc, char **argv)
{
	char tag[16] = "";
	struct { uint64_t flags, mode, resolve; } how = { O_RDONLY, 0, 0 };
	int fd, l_cr, l_o2, l_mm, l_mp, l_fc, l_ec, l_us, l_sh1, l_sh2;
	int l_wrap;
	long r;
	void *p;
	char buf[128], buf2[128];
	bool held;
	int err, sh_err = 0;
	long r_us, r_sh2 = 0;
	bool used, missing;

	/* Needs, or probes on an older kernel. */
	fd = open("/dev/null", O_RDONLY);
	l_cr = __LINE__ + 1;
	r = syscall(NR_close_range, fd, fd, CLOSE_RANGE_CLOEXEC);
	if (r < 0 && errno == EINVAL) {
		need(KV(5, 9, 0), "5.9", "close_range", l_cr);
		probe(KV(5, 11, 0), "5.11", "CLOSE_RANGE_CLOEXEC of close_range",
		      l_cr, "EINVAL");
	} else {
		call_result(r, KV(5, 9, 0), "5.9", "close_range", l_cr,
			    "openat2");
		if (r == 0)
			need(KV(5, 11, 0), "5.11",
			     "CLOSE_RANGE_CLOEXEC of close_range", l_cr);
	}
	l_o2 = __LINE__ + 1;
	r = syscall(NR_openat2, AT_FDCWD, "/dev/null", &how, sizeof(how));
	call_result(r, KV(5, 6, 0), "5.6", "openat2", l_o2, "fchmodat2");
	l_fc = __LINE__ + 1;
	r = syscall(NR_fchmodat2, AT_FDCWD, "/nonexistent/abi-report", 0, 0);
#ifdef SYS_mmap2
	call_result(r, KV(6, 6, 0), "6.6", "fchmodat2", l_fc, "mmap2");
#else
	call_result(r, KV(6, 6, 0), "6.6", "fchmodat2", l_fc, "mmap");
#endif

	/* mmap with a flag newer than the call: once for real, once with
	 * a length the kernel refuses (EINVAL: a probe). 32-bit C runtimes
	 * call mmap2. */
	p = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	munmap(p, 4096);
	l_mm = __LINE__ + 1;
	p = mmap(p, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS |
		 MAP_FIXED_NOREPLACE, -1, 0);
	l_mp = __LINE__ + 1;
	mmap(NULL, 0, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS |
	     MAP_FIXED_NOREPLACE, -1, 0);
#ifdef SYS_mmap2
	const char *mm = "MAP_FIXED_NOREPLACE of mmap2";
#else
	const char *mm = "MAP_FIXED_NOREPLACE of mmap";
#endif
	/* Where the old flag is ignored, the address is taken: need. */
	need(KV(4, 17, 0), "4.17", mm, l_mm);
	probe(KV(4, 17, 0), "4.17", mm, l_mp, "EINVAL");

	/* Calls other ABIs lack: through syscall(), by the program's own
	 * instruction, and through the C runtime's wrapper. */
	l_ec = 0;
#ifdef SYS_epoll_create
	l_ec = __LINE__ + 1;
	syscall(SYS_epoll_create, 1);
#endif
	int l_pg = 0;
#if defined(__x86_64__) && !defined(__ILP32__)
	raw_getpgrp();
	l_pg = raw_line;
#endif
	l_wrap = __LINE__ + 1;
	epoll_create(1);

	/* Privileges, only in a UTS namespace of its own. */
	held = has_cap(CAP_SYS_ADMIN);
	l_us = __LINE__ + 1;
	r_us = unshare(CLONE_NEWUTS);
	err = errno;
	l_sh1 = l_sh2 = 0;
	if (r_us == 0 && held) {
		l_sh1 = __LINE__ + 1;
		sethostname("abi-report", 10);
		drop_effective(CAP_SYS_ADMIN);
		l_sh2 = __LINE__ + 1;
		r_sh2 = sethostname("abi-report", 10);
		sh_err = errno;
	}
	used = (r_us == 0 || err != EPERM) && held;
	missing = r_us < 0 && err == EPERM && !held;

	/* The report, as the tracee expects it. */
	if (argc > 1 && !strcmp(argv[1], "tagged"))
		snprintf(tag, sizeof(tag), " [%s]", abi());
	qsort(needs, nneeds, sizeof(needs[0]), by_version);
	qsort(probes, nprobes, sizeof(probes[0]), by_version);
	printf("expect: needs Linux >= %s: %s at main (abi-report.c:%d)\n",
	       needs[0].vs, needs[0].what, needs[0].line);
	for (unsigned i = 0; i < nneeds; i++)
		printf("expect:   Linux %s: %s%s x1 at main (abi-report.c:%d)\n",
		       needs[i].vs, needs[i].what, tag, needs[i].line);
	for (unsigned i = 0; i < nprobes; i++)
		printf("expect:   Linux %s: %s%s failed with %s x1%s%s at main "
		       "(abi-report.c:%d)\n", probes[i].vs, probes[i].what, tag,
		       probe_err[i], probe_next[i] ? ", then " : "",
		       probe_next[i] ? probe_next[i] : "", probes[i].line);
	if (l_ec)
		printf("expect:   epoll_create [%s]: no number on aarch64, "
		       "riscv64 (use epoll_create1); made by the program "
		       "through syscall(): breaks there x1 at main "
		       "(abi-report.c:%d)\n", abi(), l_ec);
	if (l_pg)
		printf("expect:   getpgrp [%s]: no number on aarch64, riscv64 "
		       "(use getpgid); made by the program's own syscall "
		       "instruction: breaks there x1 at raw_getpgrp "
		       "(abi-report.c:%d)\n", abi(), l_pg);
	printf("wrapper: epoll_create %s %d\n", abi(), l_wrap);
	printf("expect:   unshare: CAP_SYS_ADMIN %s x1 at main "
	       "(abi-report.c:%d)\n", outcome(held, r_us, err, buf,
	       sizeof(buf)), l_us);
	if (l_sh1) {
		printf("expect:   sethostname: CAP_SYS_ADMIN %s x1 at main "
		       "(abi-report.c:%d)\n",
		       outcome(true, 0, 0, buf, sizeof(buf)), l_sh1);
		printf("expect:   sethostname: CAP_SYS_ADMIN %s x1 at main "
		       "(abi-report.c:%d)\n",
		       outcome(false, r_sh2, sh_err, buf2, sizeof(buf2)),
		       l_sh2);
		used = true;
		missing |= r_sh2 < 0 && sh_err == EPERM;
	}
	printf("expect:   capabilities used: %s; missing: %s\n",
	       used ? "CAP_SYS_ADMIN" : "none",
	       missing ? "CAP_SYS_ADMIN" : "none");
	return 0;
}
