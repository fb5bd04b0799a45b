/* Calls of the m-z half of strace's suite, decoded as strace 6.1 shows
 * them: modes and devices of the kernel's width, the flags of int
 * arguments, the structures and arrays of the memory, poll, signal,
 * mount and seccomp families. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <stdint.h>
#include <string.h>
#include <time.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/quota.h>
#include <sys/select.h>
#include <sys/sem.h>
#include <sys/stat.h>
#include <sys/swap.h>
#include <sys/times.h>
#include <sys/uio.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include "dec.h"

/* Junk in the upper half of a register the kernel reads as a narrower
 * type (umode_t, unsigned int, int). */
#define HI 0xdead000000000000ULL
#define HI32 0xffff0000UL

static const char *res(long r)
{
	static char buf[64];

	if (r < 0)
		return failed_with(errno);
	snprintf(buf, sizeof(buf), "%ld", r);
	return buf;
}

static void modes(void)
{
	long r;
	mode_t old;

	old = umask(022);
	r = syscall(SYS_umask, HI32 | 027);
	printf("expect: %-39s = %#03o\n", "umask(027)", 022);
	(void)r;
	umask(old);
	r = syscall(SYS_mkdirat, -1, "/nonexistent/d", HI32 | 0755);
	expect(res(r), "mkdirat(-1, \"/nonexistent/d\", 0755)");
	r = syscall(SYS_mknodat, -1, "/nonexistent/n", 0xffff);
	expect(res(r), "mknodat(-1, \"/nonexistent/n\", 0177777)");
	r = syscall(SYS_mknodat, -1, "/nonexistent/n",
		    HI32 | S_IFBLK | S_ISUID | 0640,
		    HI | makedev(0xc0d, 0xbaded));
	expect(res(r), "mknodat(-1, \"/nonexistent/n\", "
	       "S_IFBLK|S_ISUID|0640, makedev(0xc0d, 0xbaded))");
#ifdef SYS_ustat
	r = syscall(SYS_ustat, HI | 0xffffffffu, NULL);
	expect(res(r), "ustat(makedev(0xfff, 0xfffff), NULL)");
#endif
}

/* Flags of int arguments, and sets with a field inside (huge page
 * sizes, the old mount magic, NUMA mode flags). */
static void flag_args(void)
{
	char name[300];
	void *p;
	long r;
	int fds[2];

	r = syscall(SYS_pipe2, fds, HI | O_NONBLOCK);
	if (r == 0) {
		expect("0", "pipe2([%d, %d], O_NONBLOCK)", fds[0], fds[1]);
		close(fds[0]);
		close(fds[1]);
	}
	r = syscall(SYS_unlinkat, -1, "/nonexistent/u", HI | 0xffffffffu);
	expect(res(r), "unlinkat(-1, \"/nonexistent/u\", AT_SYMLINK_NOFOLLOW|"
	       "AT_REMOVEDIR|AT_SYMLINK_FOLLOW|AT_NO_AUTOMOUNT|AT_EMPTY_PATH|"
	       "AT_RECURSIVE|0xffff60ff)");
	r = syscall(SYS_memfd_create, NULL, HI | 0xffffffffu);
	expect(res(r), "memfd_create(NULL, MFD_CLOEXEC|MFD_ALLOW_SEALING|"
	       "MFD_HUGETLB|MFD_NOEXEC_SEAL|MFD_EXEC|0x3ffffe0|"
	       "63<<MFD_HUGE_SHIFT)");
	/* A name longer than the kernel takes: 250 bytes shown, cut. */
	memset(name, 'n', sizeof(name) - 1);
	name[sizeof(name) - 1] = '\0';
	r = syscall(SYS_memfd_create, name, 30u << 26);
	expect(res(r), "memfd_create(\"%.250s\"..., 30<<MFD_HUGE_SHIFT)",
	       name);
	r = syscall(SYS_timerfd_create, CLOCK_MONOTONIC, HI | 02004000);
	if (r >= 0) {
		expect(res(r), "timerfd_create(CLOCK_MONOTONIC, "
		       "TFD_CLOEXEC|TFD_NONBLOCK)");
		close((int)r);
	}
	r = syscall(SYS_open_tree, -1, "", HI | 0x1001);
	expect(res(r), "open_tree(-1, \"\", OPEN_TREE_CLONE|AT_EMPTY_PATH)");
	/* OPEN_TREE_NAMESPACE (7.0); AT_REMOVEDIR is no flag of it. */
	r = syscall(SYS_open_tree, -1, "", HI | 0x202);
	expect(res(r), "open_tree(-1, \"\", OPEN_TREE_NAMESPACE|0x200)");
	/* Without O_CREAT mq_open reads neither mode nor attributes. */
	r = syscall(SYS_mq_open, "abt-nonexistent-q", O_RDONLY, 0644, BAD_PTR);
	expect(res(r), "mq_open(\"abt-nonexistent-q\", O_RDONLY)");
	if (r >= 0)
		close((int)r);
	r = syscall(SYS_move_mount, -1, "", -1, "", HI | 0x44);
	expect(res(r), "move_mount(-1, \"\", -1, \"\", "
	       "MOVE_MOUNT_F_EMPTY_PATH|MOVE_MOUNT_T_EMPTY_PATH)");
	/* Both sync bits: each named (the kernel refuses the pair). */
	r = syscall(SYS_statx, -1, "/nonexistent/x", 0x6000, 0, BAD_PTR);
	expect(res(r), "statx(-1, \"/nonexistent/x\", "
	       "AT_STATX_FORCE_SYNC|AT_STATX_DONT_SYNC, 0, 0x8)");
	r = syscall(SYS_openat, -1, "/nonexistent/o", 04000000);
	expect(res(r), "openat(-1, \"/nonexistent/o\", O_RDONLY|__O_SYNC)");
	/* A bind mount reads neither type nor data: their addresses. */
	r = mount("/nonexistent/s", "/nonexistent/t", "tmpfs",
		  0xc0ed0000u | MS_BIND, "data");
	expect(res(r), "mount(\"/nonexistent/s\", \"/nonexistent/t\", %p, "
	       "MS_MGC_VAL|MS_BIND, %p)", (void *)"tmpfs", (void *)"data");
	p = mmap(NULL, 8192, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	/* Shrinking in place: new_address is not read, nor shown. */
	r = syscall(SYS_mremap, p, 8192, 4096, 0, 0x1234);
	{
		char ret[32];

		snprintf(ret, sizeof(ret), "%p", (void *)r);
		expect(ret, "mremap(%p, 8192, 4096, 0)", p);
	}
	r = syscall(SYS_set_mempolicy, HI | 0x8000, NULL, 0);
	expect(res(r), "set_mempolicy(MPOL_DEFAULT|MPOL_F_STATIC_NODES, "
	       "NULL, 0)");
	r = syscall(SYS_mbind, p, 4096, 0, NULL, 0, HI | 0xffffffffu);
	expect(res(r), "mbind(%p, 4096, MPOL_DEFAULT, NULL, 0, "
	       "MPOL_MF_STRICT|MPOL_MF_MOVE|MPOL_MF_MOVE_ALL|0xfffffff8)", p);
	{
		struct sembuf sb = { 0, 1, SEM_UNDO | IPC_NOWAIT };

		r = syscall(SYS_semop, -1, &sb, 1);
		expect(res(r), "semop(-1, [{sem_num=0, sem_op=1, "
		       "sem_flg=SEM_UNDO|IPC_NOWAIT}], 1)");
	}
	{
		struct timespec ts[2] = { { 0, 0 }, { 0, UTIME_OMIT } };

		r = syscall(SYS_utimensat, -1, "/nonexistent/f", ts, HI);
		expect(res(r), "utimensat(-1, \"/nonexistent/f\", "
		       "[{tv_sec=0, tv_nsec=0}, UTIME_OMIT], 0)");
	}
}

/* Scalars strace decorates: swapon's priority, times' seconds. */
static void decorated(void)
{
	struct tms t;
	long r;

	r = syscall(SYS_swapon, "/nonexistent/s",
		    HI | SWAP_FLAG_PREFER | SWAP_FLAG_DISCARD | 10);
	expect(res(r), "swapon(\"/nonexistent/s\", "
	       "SWAP_FLAG_PREFER|SWAP_FLAG_DISCARD|10)");
	r = syscall(SYS_swapon, "/nonexistent/s", 42);
	expect(res(r), "swapon(\"/nonexistent/s\", 42)");
	r = syscall(SYS_times, &t);
	expect(res(r), "times({tms_utime=%ld /* %ld.%02ld s */, "
	       "tms_stime=%ld /* %ld.%02ld s */, "
	       "tms_cutime=%ld /* %ld.%02ld s */, "
	       "tms_cstime=%ld /* %ld.%02ld s */})",
	       (long)t.tms_utime, (long)t.tms_utime / 100,
	       (long)t.tms_utime % 100,
	       (long)t.tms_stime, (long)t.tms_stime / 100,
	       (long)t.tms_stime % 100,
	       (long)t.tms_cutime, (long)t.tms_cutime / 100,
	       (long)t.tms_cutime % 100,
	       (long)t.tms_cstime, (long)t.tms_cstime / 100,
	       (long)t.tms_cstime % 100);
}

/* quotactl: what the command reads of id and addr. */
static void quota(void)
{
	uint32_t fmt = 0;
	long r;

	r = syscall(SYS_quotactl, QCMD(Q_SYNC, USRQUOTA), NULL, 5, 8);
	expect(res(r), "quotactl(QCMD(Q_SYNC, USRQUOTA), NULL)");
	r = syscall(SYS_quotactl, QCMD(Q_QUOTAON, GRPQUOTA), "/nonexistent/q",
		    2, "/nonexistent/f");
	expect(res(r), "quotactl(QCMD(Q_QUOTAON, GRPQUOTA), "
	       "\"/nonexistent/q\", QFMT_VFS_V0, \"/nonexistent/f\")");
	/* a format no kernel has: the whole QFMT_ set's placeholder */
	r = syscall(SYS_quotactl, QCMD(Q_QUOTAON, GRPQUOTA), "/nonexistent/q",
		    0x77, "/nonexistent/f");
	expect(res(r), "quotactl(QCMD(Q_QUOTAON, GRPQUOTA), "
	       "\"/nonexistent/q\", 0x77 /* QFMT_??? */, \"/nonexistent/f\")");
	r = syscall(SYS_quotactl, QCMD(Q_GETFMT, PRJQUOTA), "/nonexistent/q",
		    7, &fmt);
	expect(res(r), "quotactl(QCMD(Q_GETFMT, PRJQUOTA), "
	       "\"/nonexistent/q\", %p)", (void *)&fmt);
	r = syscall(SYS_quotactl, QCMD(Q_GETQUOTA, USRQUOTA), "/nonexistent/q",
		    -1, BAD_PTR);
	expect(res(r), "quotactl(QCMD(Q_GETQUOTA, USRQUOTA), "
	       "\"/nonexistent/q\", -1, 0x8)");
}

/* poll: a negative fd's events are not shown; the element past the
 * end of the readable memory is named by its address. */
static void polls(void)
{
	char *page = mmap(NULL, 8192, PROT_READ | PROT_WRITE,
			  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	struct pollfd *p;
	long r;

	if (page == MAP_FAILED)
		return;
	munmap(page + 4096, 4096);
	p = (struct pollfd *)(page + 4096) - 1;
	p->fd = -1;
	p->events = POLLIN;
#ifdef SYS_poll		/* not on arm64: ppoll there */
	r = syscall(SYS_poll, p, HI | 2, 0);
	expect(res(r), "poll([{fd=-1}, ... /* %p */], 2, 0)",
	       (void *)(page + 4096));
#else
	r = syscall(SYS_ppoll, p, HI | 2, NULL, NULL, 8);
	expect(res(r), "ppoll([{fd=-1}, ... /* %p */], 2, NULL, NULL, 8)",
	       (void *)(page + 4096));
#endif
	/* An iovec array cut by the end of the mapping; a failed read's
	 * buffers are their addresses. */
	{
		struct iovec *v = (struct iovec *)(page + 4096) - 1;
		char buf[4];

		v->iov_base = "ab";
		v->iov_len = 2;
		r = syscall(SYS_writev, -1, v, 2);
		expect(res(r), "writev(-1, [{iov_base=\"ab\", iov_len=2}, "
		       "... /* %p */], 2)", (void *)(page + 4096));
		/* gids: unsigned, but -1; the unreadable one by address */
		{
			uint32_t *g = (uint32_t *)(page + 4096) - 1;

			*g = 0xffffffffu;
			r = syscall(SYS_setgroups, 2, g);
			expect(res(r), "setgroups(2, [-1, ... /* %p */])",
			       (void *)(page + 4096));
			*g = 0xfffffffeu;
			r = syscall(SYS_setgroups, 0x10000, g);
			expect(res(r), "setgroups(65536, [4294967294, ... "
			       "/* %p */])", (void *)(page + 4096));
		}
		v->iov_base = buf;
		v->iov_len = sizeof(buf);
		r = syscall(SYS_readv, -1, v, 1);
		expect(res(r), "readv(-1, [{iov_base=%p, iov_len=4}], 1)",
		       (void *)buf);
	}
	munmap(page, 4096);
}

/* seccomp: the argument by the operation; sizes at exit. */
static void seccomps(void)
{
	struct seccomp_notif_sizes sz = { 0 };
	uint32_t act = SECCOMP_RET_LOG;
	long r;

	r = syscall(SYS_seccomp, SECCOMP_GET_ACTION_AVAIL, 0, &act);
	expect(res(r), "seccomp(SECCOMP_GET_ACTION_AVAIL, 0, "
	       "[SECCOMP_RET_LOG])");
	r = syscall(SYS_seccomp, HI | SECCOMP_GET_NOTIF_SIZES, 0, &sz);
	if (r == 0)
		expect("0", "seccomp(SECCOMP_GET_NOTIF_SIZES, 0, "
		       "{seccomp_notif=%u, seccomp_notif_resp=%u, "
		       "seccomp_data=%u})", sz.seccomp_notif,
		       sz.seccomp_notif_resp, sz.seccomp_data);
	/* A set shorter than the kernel's is written, and shown. */
	{
		uint64_t set = ~0ull;

		r = syscall(SYS_rt_sigpending, &set, 4);
		if (r == 0 && !(uint32_t)set)
			expect("0", "rt_sigpending([], 4)");
	}
	/* Longer than the kernel takes: refused unread. */
	{
		static char host[65];

		r = syscall(SYS_sethostname, host, 65);
		expect(res(r), "sethostname(%p, 65)", (void *)host);
	}
#ifdef SYS__sysctl
	{
		unsigned long args[10] = { 0 };	/* struct __sysctl_args */

		r = syscall(SYS__sysctl, args);
		expect(res(r), "_sysctl({name=NULL, nlen=0, oldval=NULL, "
		       "oldlenp=NULL, newval=NULL, newlen=0})");
	}
#endif
#if defined __x86_64__ && defined SYS_get_thread_area
	{
		uint32_t ud[4] = { 12, 0, 0, 0 };	/* struct user_desc */

		r = syscall(SYS_get_thread_area, ud);
		if (r < 0)
			expect(res(r), "get_thread_area({entry_number=12, "
			       "...})");
	}
#endif
	/* Bad magic numbers: refused before anything is done. */
	r = syscall(SYS_reboot, 0, 0, 0, NULL);
	expect(res(r), "reboot(0 /* LINUX_REBOOT_MAGIC1??? */, "
	       "0 /* LINUX_REBOOT_MAGIC2??? */, LINUX_REBOOT_CMD_CAD_OFF)");
#ifdef SYS_pkey_alloc
	/* flags must be 0: EINVAL; no right taken away is named */
	r = syscall(SYS_pkey_alloc, 1, 0);
	expect(res(r), "pkey_alloc(0x1, PKEY_UNRESTRICTED)");
	r = syscall(SYS_pkey_alloc, 1, 3);
	expect(res(r), "pkey_alloc(0x1, PKEY_DISABLE_ACCESS|"
	       "PKEY_DISABLE_WRITE)");
#endif
	r = syscall(SYS_syslog, 10, NULL, 0);
	expect(res(r), "syslog(10 /* SYSLOG_ACTION_SIZE_BUFFER */)");
	r = syscall(SYS_syslog, 8, NULL, 99);
	expect(res(r), "syslog(8 /* SYSLOG_ACTION_CONSOLE_LEVEL */, NULL, "
	       "99 /* LOGLEVEL_??? */)");
	r = syscall(SYS_personality, HI | 0xffffffffu);
	if (r == 0)
		expect("0 (PER_LINUX)", "personality(0xffffffff)");
	r = syscall(SYS_seccomp, 0xbad, 0xdead, BAD_PTR);
	expect(res(r), "seccomp(0xbad /* SECCOMP_??? */, 0xdead, "
	       "0x8)");
}

/* select with one buffer for the three sets: the kernel's last write
 * (the empty exceptions) is what the sets read after it. */
static void selects(void)
{
#ifdef SYS_select
	fd_set s;
	int p[2];
	long r;

	if (pipe(p))
		return;
	FD_ZERO(&s);
	FD_SET(p[1], &s);
	r = syscall(SYS_select, p[1] + 1, &s, &s, &s, NULL);
	if (r == 1)
		expect("1 ()", "select(%d, [%d], [%d], [%d], NULL)", p[1] + 1,
		       p[1], p[1], p[1]);
	close(p[0]);
	close(p[1]);
#endif
}

int main(void)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	modes();
	flag_args();
	decorated();
	quota();
	polls();
	seccomps();
	selects();
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
