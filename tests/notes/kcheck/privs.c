/* privs.c - the capability checks of the privileged calls, one by one.
 *
 * For each call the rule in syscalls/rules.list names (capability-required),
 * run with arguments that are harmless whatever happens:
 *   - as root with every capability: the call must fail with an argument
 *     error (or do something undone with the child, in a private
 *     namespace): that error is NOT the rule's errno;
 *   - as root with the rule's capability dropped from the effective set:
 *     the call must fail with the rule's errno.
 * Together they prove the order on this kernel: the capability check comes
 * before the argument check that the first run tripped over.
 *   - as uid 65534 (run.sh runs this program again through setpriv): every
 *     call fails with the rule's errno.
 * Calls this kernel was built without (ENOSYS) or whose answer depends on
 * a sysctl that is not set the way the rule's gate says are skipped, with
 * the reason.  Every call runs in a throw-away child; nothing touches the
 * clock, the hostname, mounts, modules, swap or the network outside that
 * child's private namespaces.
 * Rule checked: capability-required (the capability and credrule lines
 * under "privileged calls" in rules.list). */
#include "kcheck.h"
#include "../../tracees/kfeature.h"
#include <dirent.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/capability.h>
#include <netinet/in.h>
#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>

#define NOCAP -1

static char tmpdir[64];
static pid_t root_target;	/* a root-owned process to signal */

static int root_owned(pid_t pid)
{
	char path[64];
	struct stat st;

	snprintf(path, sizeof(path), "/proc/%d", pid);
	return stat(path, &st) == 0 && st.st_uid == 0;
}

static int has_cap(int cap)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2];

	if (syscall(SYS_capget, &h, d))
		return 0;
	return !!(d[cap / 32].effective & (1u << (cap % 32)));
}

static int in_bounding_set(int cap)
{
	return prctl(PR_CAPBSET_READ, cap) == 1;
}

static void drop_cap(int cap)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2];

	syscall(SYS_capget, &h, d);
	d[cap / 32].effective &= ~(1u << (cap % 32));
	syscall(SYS_capset, &h, d);
	if (has_cap(cap))
		_exit(250);	/* never run a probe that could still act */
}

static long read_sysctl(const char *path)
{
	FILE *f = fopen(path, "r");
	long v = -1;

	if (f) {
		if (fscanf(f, "%ld", &v) != 1)
			v = -1;
		fclose(f);
	}
	return v;
}

/* ---- the probes: each returns the call's result (-1 and errno) ---- */

static long p_mount(void)
{
	return mount("none", "/", "abt-no-such-fs", 0, NULL);
}
static long p_umount2(void)
{
	return syscall(SYS_umount2, tmpdir, 0);	/* not a mount point */
}
static long p_fsopen(void)
{
	return syscall(SYS_fsopen, "abt-no-such-fs", 0);
}
static long p_fspick(void)
{
	return syscall(SYS_fspick, AT_FDCWD, "/abt-nonexistent", 0);
}
static long p_fsmount(void)
{
	return syscall(SYS_fsmount, -1, 0, 0);
}
static long p_move_mount(void)
{
	return syscall(SYS_move_mount, -1, "", -1, "", 0);
}
static long p_open_tree(void)
{
	return syscall(SYS_open_tree, AT_FDCWD, "/abt-nonexistent",
		       1 /* OPEN_TREE_CLONE */);
}
static long p_mount_setattr(void)
{
	unsigned long long attr[4] = { 0 };	/* struct mount_attr */

	return syscall(SYS_mount_setattr, AT_FDCWD, "/abt-nonexistent", 0,
		       attr, sizeof(attr));
}
/* fsconfig(CMD_CREATE) needs an fs context; made with every capability
 * before the drop (a tmpfs superblock that is never mounted) */
static int fsconfig_fd = -1;
static int s_fsconfig(void)
{
	fsconfig_fd = syscall(SYS_fsopen, "tmpfs", 1 /* FSOPEN_CLOEXEC */);
	return fsconfig_fd < 0 ? -1 : 0;
}
static long p_fsconfig(void)
{
	return syscall(SYS_fsconfig, fsconfig_fd, 6 /* FSCONFIG_CMD_CREATE */,
		       NULL, NULL, 0);
}
static long p_pivot_root(void)
{
	return syscall(SYS_pivot_root, "/abt-nonexistent", "/abt-nonexistent");
}
static long p_unshare(void)
{
	return unshare(CLONE_NEWUTS);
}
static long p_clone(void)
{
	long r = syscall(SYS_clone, CLONE_NEWUTS | SIGCHLD, 0, 0, 0, 0);

	if (r == 0)
		_exit(0);
	if (r > 0)
		waitpid(r, NULL, 0);
	return r < 0 ? -1 : 0;
}
static long p_clone3(void)
{
	unsigned long long args[11] = { 0 };	/* struct clone_args */
	long r;

	args[0] = CLONE_NEWUTS;
	args[4] = SIGCHLD;	/* exit_signal */
	r = syscall(SYS_clone3, args, 88 /* CLONE_ARGS_SIZE_VER0 */);
	if (r == 0)
		_exit(0);
	if (r > 0)
		waitpid(r, NULL, 0);
	return r < 0 ? -1 : 0;
}
static int uts_fd = -1;
static int s_setns(void)
{
	uts_fd = open("/proc/self/ns/uts", O_RDONLY);
	return uts_fd < 0 ? -1 : 0;
}
static long p_setns(void)
{
	return setns(uts_fd, CLONE_NEWUTS);	/* the namespace it is in */
}
static long p_swapon(void)
{
	return syscall(SYS_swapon, "/abt-nonexistent", 0);
}
static long p_swapoff(void)
{
	return syscall(SYS_swapoff, "/abt-nonexistent");
}
/* sethostname/setdomainname: in a private UTS namespace, made with every
 * capability; the name is set to what it already is */
static int s_private_uts(void)
{
	return unshare(CLONE_NEWUTS);
}
static long p_setdomainname(void)
{
	char name[65] = "";

	if (getdomainname(name, sizeof(name)))
		return -1;
	return setdomainname(name, strlen(name));
}
static long p_reboot(void)
{
	/* second magic number wrong: EINVAL once the capability passed */
	return syscall(SYS_reboot, 0xfee1dead, 0, 0, NULL);
}
static long p_kexec_load(void)
{
	return syscall(SYS_kexec_load, 0, 0, NULL, 0xffffffffUL);
}
static long p_kexec_file_load(void)
{
	return syscall(SYS_kexec_file_load, -1, -1, 0, NULL, 0xffffffffUL);
}
static long p_init_module(void)
{
	return syscall(SYS_init_module, NULL, 0, "");
}
static long p_finit_module(void)
{
	return syscall(SYS_finit_module, -1, "", 0);
}
static long p_delete_module(void)
{
	return syscall(SYS_delete_module, "abt-no-such-module", O_NONBLOCK);
}
static long p_acct(void)
{
	return syscall(SYS_acct, "/abt-nonexistent/acct");
}
static long p_settimeofday(void)
{
	return syscall(SYS_settimeofday, NULL, NULL);	/* sets nothing */
}
/* Only ever run without CAP_SYS_TIME (the table marks it): with the
 * capability it would set the clock, to the time it is. */
static long p_clock_settime(void)
{
	struct timespec now;

	clock_gettime(CLOCK_REALTIME, &now);
	return syscall(SYS_clock_settime, CLOCK_REALTIME, &now);
}
/* ADJ_TICK with a tick far out of range: EINVAL after the check */
struct abt_timex { unsigned modes; int pad; long f[24]; };
static long p_adjtimex(void)
{
	struct timex tx = { .modes = 0x4000 /* ADJ_TICK */, .tick = 1 };

	return syscall(SYS_adjtimex, &tx);
}
static long p_clock_adjtime(void)
{
	struct timex tx = { .modes = 0x4000, .tick = 1 };

	return syscall(SYS_clock_adjtime, CLOCK_REALTIME, &tx);
}
/* x86 only: iopl and ioperm; mknod is not in the asm-generic ABIs. */
#ifdef SYS_iopl
static long p_iopl(void)
{
	return syscall(SYS_iopl, 3);
}
static long p_ioperm(void)
{
	return syscall(SYS_ioperm, 0x80, 1, 1);
}
#endif
#ifdef SYS_mknod
static long p_mknod(void)
{
	char path[128];
	long r;
	int e;

	snprintf(path, sizeof(path), "%s/null", tmpdir);
	r = syscall(SYS_mknod, path, S_IFCHR | 0600, makedev(1, 3));
	e = errno;
	unlink(path);
	errno = e;
	return r;
}
#endif
static long p_mknodat(void)
{
	char path[128];
	long r;
	int e;

	snprintf(path, sizeof(path), "%s/blk", tmpdir);
	r = syscall(SYS_mknodat, AT_FDCWD, path, S_IFBLK | 0600, makedev(7, 200));
	e = errno;
	unlink(path);
	errno = e;
	return r;
}
static long p_setuid(void) { return syscall(SYS_setuid, 12345); }
static long p_setgid(void) { return syscall(SYS_setgid, 12345); }
static long p_setreuid(void) { return syscall(SYS_setreuid, 12345, 12345); }
static long p_setregid(void) { return syscall(SYS_setregid, 12345, 12345); }
static long p_setresuid(void)
{
	return syscall(SYS_setresuid, 12345, 12345, 12345);
}
static long p_setresgid(void)
{
	return syscall(SYS_setresgid, 12345, 12345, 12345);
}
static long p_setgroups(void)
{
	gid_t g = 12345;

	return syscall(SYS_setgroups, 1, &g);
}
/* RLIMIT_RTPRIO 0: only the capability allows a real-time policy */
static int s_no_rtprio(void)
{
	struct rlimit rl = { 0, 0 };

	return setrlimit(RLIMIT_RTPRIO, &rl);
}
static long p_sched_setscheduler(void)
{
	struct sched_param sp = { .sched_priority = 1 };

	return syscall(SYS_sched_setscheduler, 0, SCHED_FIFO, &sp);
}
static long p_sched_setattr(void)
{
	unsigned attr[14] = { 56, SCHED_RR };	/* size, policy */

	attr[5] = 1;	/* sched_priority (after u64 flags, s32 nice) */
	return syscall(SYS_sched_setattr, 0, attr, 0);
}
static int s_no_memlock(void)
{
	struct rlimit rl = { 0, 0 };

	return setrlimit(RLIMIT_MEMLOCK, &rl);
}
static long p_mlockall(void)
{
	return mlockall(MCL_FUTURE);	/* nothing locked now */
}
static int s_small_memlock(void)
{
	struct rlimit rl = { 4096, 4096 };

	return setrlimit(RLIMIT_MEMLOCK, &rl);
}
static long p_mlockall_over(void)
{
	return mlockall(MCL_CURRENT);
}
static long p_mlock2_over(void)
{
	void *m = mmap(NULL, 8 * 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS,
		       -1, 0);

	return syscall(SYS_mlock2, m, 8 * 4096, 0);
}
static long p_open_by_handle_at(void)
{
	/* a well-formed handle (FILEID_INO32_GEN) of no file */
	struct { unsigned bytes; int type; unsigned h[2]; } fh = { 8, 1, { 1, 1 } };

	return syscall(SYS_open_by_handle_at, AT_FDCWD, &fh, O_RDONLY);
}
static long p_vhangup(void)
{
	setsid();	/* no controlling terminal: nothing to hang up */
	return syscall(SYS_vhangup);
}
static long p_syslog(void)
{
	/* SYSLOG_ACTION_CONSOLE_LEVEL with level 0: EINVAL after the check */
	return syscall(SYS_syslog, 8, NULL, 0);
}
static long p_setrlimit(void)
{
	struct rlimit rl;

	getrlimit(RLIMIT_NOFILE, &rl);
	if (rl.rlim_max == RLIM_INFINITY) {
		errno = ENOTSUP;
		return -1;
	}
	rl.rlim_max += 1;	/* nr_open allows it with the capability */
	return setrlimit(RLIMIT_NOFILE, &rl);
}
static long p_prlimit64(void)
{
	struct rlimit rl;

	getrlimit(RLIMIT_CORE, &rl);
	if (rl.rlim_max == RLIM_INFINITY) {
		errno = ENOTSUP;
		return -1;
	}
	rl.rlim_max += 1;
	return syscall(SYS_prlimit64, 0, RLIMIT_CORE, &rl, NULL);
}
static int s_low_core(void)
{
	struct rlimit rl = { 0, 4096 };

	return setrlimit(RLIMIT_CORE, &rl);
}
static long p_fanotify_init(void)
{
	long fd = syscall(SYS_fanotify_init, 0x4 /* FAN_CLASS_CONTENT */,
			  O_RDONLY);

	if (fd >= 0)
		close(fd);
	return fd < 0 ? -1 : 0;
}
static long p_userfaultfd(void)
{
	long fd = syscall(SYS_userfaultfd, O_CLOEXEC);

	if (fd >= 0)
		close(fd);
	return fd < 0 ? -1 : 0;
}
static long p_socket_raw(void)
{
	int fd = socket(AF_INET, SOCK_RAW, IPPROTO_ICMP);

	if (fd >= 0)
		close(fd);
	return fd < 0 ? -1 : 0;
}
static long p_socket_packet(void)
{
	int fd = socket(AF_PACKET, SOCK_DGRAM, 0);

	if (fd >= 0)
		close(fd);
	return fd < 0 ? -1 : 0;
}
/* bind to port 1 of the loopback address of a private network namespace
 * (made with every capability; its loopback is down, which bind ignores) */
static int s_private_net(void)
{
	return unshare(CLONE_NEWNET);
}
static long p_bind_low(void)
{
	struct sockaddr_in sa = { .sin_family = AF_INET, .sin_port = htons(1),
				  .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
	int fd = socket(AF_INET, SOCK_STREAM, 0);
	long r;

	if (fd < 0)
		return -1;
	r = bind(fd, (struct sockaddr *)&sa, sizeof(sa));
	close(fd);
	return r;
}
static long p_bind_low6(void)
{
	struct sockaddr_in6 sa = { .sin6_family = AF_INET6,
				   .sin6_port = htons(1),
				   .sin6_addr = IN6ADDR_LOOPBACK_INIT };
	int fd = socket(AF_INET6, SOCK_STREAM, 0);
	long r;

	if (fd < 0)
		return -1;
	r = bind(fd, (struct sockaddr *)&sa, sizeof(sa));
	close(fd);
	return r;
}
/* a filter program at an unmapped address: EFAULT after the check */
struct abt_fprog { unsigned short len; void *filter; };
static long p_seccomp(void)
{
	struct abt_fprog p = { 1, (void *)8 };

	return syscall(SYS_seccomp, 1 /* SECCOMP_SET_MODE_FILTER */, 0, &p);
}
static long p_prctl_seccomp(void)
{
	struct abt_fprog p = { 1, (void *)8 };

	return prctl(PR_SET_SECCOMP, 2 /* SECCOMP_MODE_FILTER */, &p, 0, 0);
}
static long p_capbset_drop(void)
{
	return prctl(PR_CAPBSET_DROP, CAP_WAKE_ALARM, 0, 0, 0);
}
static long p_set_mm(void)
{
	return prctl(PR_SET_MM, PR_SET_MM_START_CODE, 1, 0, 0);
}
static long p_mbind_move_all(void)
{
	void *m = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	/* MPOL_DEFAULT, MPOL_MF_MOVE_ALL */
	return syscall(SYS_mbind, m, 4096, 0, NULL, 0, 4);
}
static long p_move_pages_all(void)
{
	return syscall(SYS_move_pages, 0, 0, NULL, NULL, NULL, 4);
}
static long p_quotactl_fd(void)
{
	int fd = open("/", O_RDONLY | O_DIRECTORY);
	long r;

	/* Q_QUOTAON (0x800002) for user quota, format -1: EINVAL after */
	r = syscall(SYS_quotactl_fd, fd, (0x800002 << 8) | 0, -1, NULL);
	close(fd);
	return r;
}
/* a one-entry array map, closed at once (the kernel checks the attribute
 * layout before the privilege, so it has to be a valid one) */
static long p_bpf(void)
{
	unsigned attr[32] = { 2, 4, 4, 1 };	/* ARRAY, key, value, max */
	long fd = syscall(SYS_bpf, 0 /* BPF_MAP_CREATE */, attr, sizeof(attr));

	if (fd >= 0)
		close(fd);
	return fd < 0 ? -1 : 0;
}
/* a software clock event of this thread that counts in the kernel too
 * (exclude_kernel clear), created disabled and closed at once */
static long p_perf_kernel(void)
{
	unsigned long long attr[16] = { 0 };	/* struct perf_event_attr */
	long fd;

	attr[0] = 1 | (128ULL << 32);	/* PERF_TYPE_SOFTWARE, size 128 */
	attr[1] = 0;			/* PERF_COUNT_SW_CPU_CLOCK */
	attr[5] = 1;			/* disabled; exclude_kernel (bit 5) clear */
	fd = syscall(SYS_perf_event_open, attr, 0, -1, -1, 0);
	if (fd >= 0)
		close(fd);
	return fd < 0 ? -1 : 0;
}
/* quotactl() names the filesystem by its block device: the one of "/" */
static long p_quotactl(void)
{
	static char dev[300];
	struct stat root, st;
	struct dirent *d;
	DIR *dir;

	if (!dev[0] && stat("/", &root) == 0 && (dir = opendir("/dev"))) {
		while ((d = readdir(dir))) {
			char path[300];

			snprintf(path, sizeof(path), "/dev/%s", d->d_name);
			if (stat(path, &st) == 0 && S_ISBLK(st.st_mode) &&
			    st.st_rdev == root.st_dev) {
				strcpy(dev, path);
				break;
			}
		}
		closedir(dir);
	}
	if (!dev[0]) {
		errno = ENOTBLK;	/* reported as a skip */
		return -1;
	}
	/* Q_QUOTAON for user quota with format -1: EINVAL after the check */
	return syscall(SYS_quotactl, (0x800002 << 8) | 0, dev, -1, NULL);
}
#ifdef __x86_64__
/* The i386 entry point from this 64-bit process (int $0x80): the
 * 32-bit uid/gid calls glibc uses there. */
static long int80(long nr, long a, long b, long c)
{
	long ret;

	__asm__ volatile("int $0x80" : "=a"(ret) : "a"(nr), "b"(a), "c"(b), "d"(c)
			 : "memory", "r8", "r9", "r10", "r11");
	if (ret < 0 && ret > -4096) {
		errno = -ret;
		return -1;
	}
	return ret;
}
static long p_setuid32(void) { return int80(213, 12345, 0, 0); }
static long p_setgid32(void) { return int80(214, 12345, 0, 0); }
static long p_setreuid32(void) { return int80(203, 12345, 12345, 0); }
static long p_setregid32(void) { return int80(204, 12345, 12345, 0); }
static long p_setresuid32(void) { return int80(208, 12345, 12345, 12345); }
static long p_setresgid32(void) { return int80(210, 12345, 12345, 12345); }
static long p_setgroups32(void)
{
	/* the list must be below 4 GiB for the 32-bit pointer */
	unsigned *g = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
			   MAP_PRIVATE | MAP_ANONYMOUS | MAP_32BIT, -1, 0);

	if (g == MAP_FAILED)
		return -1;
	g[0] = 12345;
	return int80(206, 1, (long)g, 0);
}
#endif
static long p_kill_root(void)
{
	return kill(root_target, 0);	/* signal 0: only the permission */
}
static long p_tkill_root(void)
{
	return syscall(SYS_tkill, root_target, 0);
}
static long p_tgkill_root(void)
{
	return syscall(SYS_tgkill, root_target, root_target, 0);
}
static long p_sigqueue_root(void)
{
	siginfo_t si = { .si_signo = 0, .si_code = SI_QUEUE };

	si.si_pid = getpid();
	si.si_uid = getuid();
	return syscall(SYS_rt_sigqueueinfo, root_target, 0, &si);
}
static long p_socket_raw6(void)
{
	int fd = socket(AF_INET6, SOCK_RAW, IPPROTO_ICMPV6);

	if (fd >= 0)
		close(fd);
	return fd < 0 ? -1 : 0;
}

struct probe {
	const char *what;
	int cap, cap2;		/* either one is enough; NOCAP when unused */
	int err;		/* what the rule says the call fails with */
	long (*fn)(void);
	int (*setup)(void);	/* before the drop, with every capability */
	int root_only_run;	/* 1: never run with the capability */
	const char *gate;	/* a sysctl the rule depends on, or NULL */
	char gate_op;		/* '=': the rule holds when it is gate_val, */
	long gate_val;		/* '>': above it, '!': not it */
};

static const struct probe probes[] = {
	{ "mount(\"none\", \"/\", \"abt-no-such-fs\")", CAP_SYS_ADMIN, NOCAP, EPERM, p_mount },
	{ "umount2(not a mount point)", CAP_SYS_ADMIN, NOCAP, EPERM, p_umount2 },
	{ "fsopen(\"abt-no-such-fs\")", CAP_SYS_ADMIN, NOCAP, EPERM, p_fsopen },
	{ "fspick(\"/abt-nonexistent\")", CAP_SYS_ADMIN, NOCAP, EPERM, p_fspick },
	{ "fsmount(-1)", CAP_SYS_ADMIN, NOCAP, EPERM, p_fsmount },
	{ "move_mount(-1, -1)", CAP_SYS_ADMIN, NOCAP, EPERM, p_move_mount },
	{ "open_tree(\"/abt-nonexistent\", OPEN_TREE_CLONE)", CAP_SYS_ADMIN, NOCAP, EPERM, p_open_tree },
	{ "mount_setattr(\"/abt-nonexistent\")", CAP_SYS_ADMIN, NOCAP, EPERM, p_mount_setattr },
	{ "fsconfig(tmpfs context, FSCONFIG_CMD_CREATE)", CAP_SYS_ADMIN, NOCAP, EPERM, p_fsconfig, s_fsconfig },
	{ "pivot_root(\"/abt-nonexistent\")", CAP_SYS_ADMIN, NOCAP, EPERM, p_pivot_root },
	{ "unshare(CLONE_NEWUTS)", CAP_SYS_ADMIN, NOCAP, EPERM, p_unshare },
	{ "clone(CLONE_NEWUTS)", CAP_SYS_ADMIN, NOCAP, EPERM, p_clone },
	{ "clone3(CLONE_NEWUTS)", CAP_SYS_ADMIN, NOCAP, EPERM, p_clone3 },
	{ "setns(own UTS namespace)", CAP_SYS_ADMIN, NOCAP, EPERM, p_setns, s_setns },
	{ "swapon(\"/abt-nonexistent\")", CAP_SYS_ADMIN, NOCAP, EPERM, p_swapon },
	{ "swapoff(\"/abt-nonexistent\")", CAP_SYS_ADMIN, NOCAP, EPERM, p_swapoff },
	{ "setdomainname(same name, private UTS ns)", CAP_SYS_ADMIN, NOCAP, EPERM, p_setdomainname, s_private_uts },
	{ "reboot(bad magic2)", CAP_SYS_BOOT, NOCAP, EPERM, p_reboot },
	{ "kexec_load(nothing)", CAP_SYS_BOOT, NOCAP, EPERM, p_kexec_load },
	{ "kexec_file_load(-1)", CAP_SYS_BOOT, NOCAP, EPERM, p_kexec_file_load },
	{ "init_module(NULL, 0)", CAP_SYS_MODULE, NOCAP, EPERM, p_init_module },
	{ "finit_module(-1)", CAP_SYS_MODULE, NOCAP, EPERM, p_finit_module },
	{ "delete_module(\"abt-no-such-module\")", CAP_SYS_MODULE, NOCAP, EPERM, p_delete_module },
	{ "acct(\"/abt-nonexistent/acct\")", CAP_SYS_PACCT, NOCAP, EPERM, p_acct },
	{ "settimeofday(NULL, NULL)", CAP_SYS_TIME, NOCAP, EPERM, p_settimeofday },
	{ "clock_settime(CLOCK_REALTIME, now)", CAP_SYS_TIME, NOCAP, EPERM, p_clock_settime, NULL, 1 },
	{ "adjtimex(ADJ_TICK, tick 1)", CAP_SYS_TIME, NOCAP, EPERM, p_adjtimex },
	{ "clock_adjtime(CLOCK_REALTIME, ADJ_TICK, tick 1)", CAP_SYS_TIME, NOCAP, EPERM, p_clock_adjtime },
#ifdef SYS_iopl
	{ "iopl(3)", CAP_SYS_RAWIO, NOCAP, EPERM, p_iopl },
	{ "ioperm(0x80, 1, on)", CAP_SYS_RAWIO, NOCAP, EPERM, p_ioperm },
#endif
#ifdef SYS_mknod
	{ "mknod(S_IFCHR 1:3 in a temp dir)", CAP_MKNOD, NOCAP, EPERM, p_mknod },
#endif
	{ "mknodat(S_IFBLK 7:200 in a temp dir)", CAP_MKNOD, NOCAP, EPERM, p_mknodat },
	{ "setuid(12345)", CAP_SETUID, NOCAP, EPERM, p_setuid },
	{ "setreuid(12345, 12345)", CAP_SETUID, NOCAP, EPERM, p_setreuid },
	{ "setresuid(12345 x3)", CAP_SETUID, NOCAP, EPERM, p_setresuid },
	{ "setgid(12345)", CAP_SETGID, NOCAP, EPERM, p_setgid },
	{ "setregid(12345, 12345)", CAP_SETGID, NOCAP, EPERM, p_setregid },
	{ "setresgid(12345 x3)", CAP_SETGID, NOCAP, EPERM, p_setresgid },
	{ "setgroups({12345})", CAP_SETGID, NOCAP, EPERM, p_setgroups },
	{ "sched_setscheduler(self, SCHED_FIFO 1), RLIMIT_RTPRIO 0", CAP_SYS_NICE, NOCAP, EPERM, p_sched_setscheduler, s_no_rtprio },
	{ "sched_setattr(self, SCHED_RR 1), RLIMIT_RTPRIO 0", CAP_SYS_NICE, NOCAP, EPERM, p_sched_setattr, s_no_rtprio },
	{ "mlockall(MCL_FUTURE), RLIMIT_MEMLOCK 0", CAP_IPC_LOCK, NOCAP, EPERM, p_mlockall, s_no_memlock },
	{ "mlockall(MCL_CURRENT), RLIMIT_MEMLOCK 4096", CAP_IPC_LOCK, NOCAP, ENOMEM, p_mlockall_over, s_small_memlock },
	{ "mlock2(8 pages), RLIMIT_MEMLOCK 4096", CAP_IPC_LOCK, NOCAP, ENOMEM, p_mlock2_over, s_small_memlock },
	{ "open_by_handle_at(handle of no file)", CAP_DAC_READ_SEARCH, NOCAP, EPERM, p_open_by_handle_at },
	{ "vhangup() without a terminal", CAP_SYS_TTY_CONFIG, NOCAP, EPERM, p_vhangup },
	{ "syslog(CONSOLE_LEVEL, level 0)", CAP_SYSLOG, CAP_SYS_ADMIN, EPERM, p_syslog },
	{ "setrlimit(NOFILE, hard + 1)", CAP_SYS_RESOURCE, NOCAP, EPERM, p_setrlimit },
	{ "prlimit64(self, CORE, hard + 1)", CAP_SYS_RESOURCE, NOCAP, EPERM, p_prlimit64, s_low_core },
	{ "fanotify_init(FAN_CLASS_CONTENT)", CAP_SYS_ADMIN, NOCAP, EPERM, p_fanotify_init },
	{ "userfaultfd(O_CLOEXEC)", CAP_SYS_PTRACE, NOCAP, EPERM, p_userfaultfd, NULL, 0, "/proc/sys/vm/unprivileged_userfaultfd", '=', 0 },
	{ "socket(AF_INET, SOCK_RAW, IPPROTO_ICMP)", CAP_NET_RAW, NOCAP, EPERM, p_socket_raw },
	{ "socket(AF_INET6, SOCK_RAW, IPPROTO_ICMPV6)", CAP_NET_RAW, NOCAP, EPERM, p_socket_raw6 },
	{ "socket(AF_PACKET, SOCK_DGRAM)", CAP_NET_RAW, NOCAP, EPERM, p_socket_packet },
	{ "bind(127.0.0.1:1, private net ns)", CAP_NET_BIND_SERVICE, NOCAP, EACCES, p_bind_low, s_private_net, 0, "/proc/sys/net/ipv4/ip_unprivileged_port_start", '>', 1023 },
	{ "bind([::1]:1, private net ns)", CAP_NET_BIND_SERVICE, NOCAP, EACCES, p_bind_low6, s_private_net, 0, "/proc/sys/net/ipv4/ip_unprivileged_port_start", '>', 1023 },
	{ "seccomp(SET_MODE_FILTER, bad filter), no no_new_privs", CAP_SYS_ADMIN, NOCAP, EACCES, p_seccomp },
	{ "prctl(PR_SET_SECCOMP, FILTER, bad filter), no no_new_privs", CAP_SYS_ADMIN, NOCAP, EACCES, p_prctl_seccomp },
	{ "prctl(PR_CAPBSET_DROP, CAP_WAKE_ALARM)", CAP_SETPCAP, NOCAP, EPERM, p_capbset_drop },
	{ "prctl(PR_SET_MM, START_CODE)", CAP_SYS_RESOURCE, NOCAP, EPERM, p_set_mm },
	{ "mbind(MPOL_MF_MOVE_ALL)", CAP_SYS_NICE, NOCAP, EPERM, p_mbind_move_all },
	{ "move_pages(self, 0 pages, MPOL_MF_MOVE_ALL)", CAP_SYS_NICE, NOCAP, EPERM, p_move_pages_all },
	{ "quotactl_fd(/, Q_QUOTAON, format -1)", CAP_SYS_ADMIN, NOCAP, EPERM, p_quotactl_fd },
	{ "bpf(BPF_MAP_CREATE, 1-entry array)", CAP_BPF, CAP_SYS_ADMIN, EPERM, p_bpf, NULL, 0, "/proc/sys/kernel/unprivileged_bpf_disabled", '!', 0 },
	{ "perf_event_open(own cpu clock, kernel counted)", CAP_PERFMON, CAP_SYS_ADMIN, EACCES, p_perf_kernel, NULL, 0, "/proc/sys/kernel/perf_event_paranoid", '=', 2 },
	{ "quotactl(Q_QUOTAON, device of /, format -1)", CAP_SYS_ADMIN, NOCAP, EPERM, p_quotactl },
#ifdef __x86_64__
	{ "i386 setuid32(12345)", CAP_SETUID, NOCAP, EPERM, p_setuid32 },
	{ "i386 setreuid32(12345, 12345)", CAP_SETUID, NOCAP, EPERM, p_setreuid32 },
	{ "i386 setresuid32(12345 x3)", CAP_SETUID, NOCAP, EPERM, p_setresuid32 },
	{ "i386 setgid32(12345)", CAP_SETGID, NOCAP, EPERM, p_setgid32 },
	{ "i386 setregid32(12345, 12345)", CAP_SETGID, NOCAP, EPERM, p_setregid32 },
	{ "i386 setresgid32(12345 x3)", CAP_SETGID, NOCAP, EPERM, p_setresgid32 },
	{ "i386 setgroups32({12345})", CAP_SETGID, NOCAP, EPERM, p_setgroups32 },
#endif
	{ "kill(pid 1, 0) from another uid", CAP_KILL, NOCAP, EPERM, p_kill_root },
	{ "tkill(pid 1, 0) from another uid", CAP_KILL, NOCAP, EPERM, p_tkill_root },
	{ "tgkill(1, 1, 0) from another uid", CAP_KILL, NOCAP, EPERM, p_tgkill_root },
	{ "rt_sigqueueinfo(pid 1, 0) from another uid", CAP_KILL, NOCAP, EPERM, p_sigqueue_root },
};

/* A user namespace of one's own: full capabilities inside it, which count
 * for what it owns (its UTS namespace) and not for the rest. */
static long u_newuser(void) { return unshare(CLONE_NEWUSER); }
static long u_newuser_uts(void)
{
	char name[65] = "";

	if (unshare(CLONE_NEWUSER | CLONE_NEWUTS))
		return -1;
	gethostname(name, sizeof(name));
	return sethostname(name, strlen(name));
}
static long u_settime_in_userns(void)
{
	if (unshare(CLONE_NEWUSER))
		return -2;
	if (!has_cap(CAP_SYS_TIME))
		return -3;	/* the premise: CapEff has it */
	return syscall(SYS_settimeofday, NULL, NULL);
}

static int userns_child(long (*fn)(void))
{
	pid_t c;
	int st;

	fflush(stdout);
	c = fork();
	if (c == 0) {
		long r;

		errno = 0;
		r = fn();
		_exit(r == -1 ? (errno & 0xff) : r < 0 ? 0xf0 - r : 0);
	}
	waitpid(c, &st, 0);
	return WIFEXITED(st) ? WEXITSTATUS(st) : 255;
}

static const char *en(int e);

static void userns_cases(void)
{
	int r = userns_child(u_newuser);

	if (r) {
		kc_skip("user namespaces", "unshare(CLONE_NEWUSER) fails here");
		return;
	}
	kc_report(1, "unshare(CLONE_NEWUSER)", "success: no capability needed "
		  "(the rule leaves CLONE_NEWUSER out)");
	r = userns_child(u_newuser_uts);
	kc_report(r == 0, "unshare(CLONE_NEWUSER|CLONE_NEWUTS) + sethostname",
		  "%s (expected success: the new user namespace owns the new "
		  "UTS namespace)", en(r));
	r = userns_child(u_settime_in_userns);
	kc_report(r == EPERM, "settimeofday(NULL, NULL) in a new user namespace",
		  "%s with CAP_SYS_TIME in CapEff (expected EPERM: only the "
		  "initial namespace's capability counts)",
		  r < 0xf0 ? en(r) : "premise failed");
}

static const char *en(int e)
{
	return e ? strerrorname_np(e) : "success";
}

/* Run one probe in a child: setup, drop (or not), call.  Returns the
 * errno (0 on success), 256 for a setup that failed, 257 if dropped. */
static int run(const struct probe *p, int drop)
{
	pid_t c;
	int st;

	fflush(stdout);
	c = fork();
	if (c == 0) {
		long r;

		if (p->setup && p->setup())
			_exit(0xfe);
		if (p->cap == CAP_KILL && geteuid() == 0) {
			/* a process of another user, keeping CAP_KILL unless
			 * it is the one dropped */
			prctl(PR_SET_KEEPCAPS, 1);
			if (setresuid(12345, 12345, 12345))
				_exit(0xfe);
			struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
			struct __user_cap_data_struct d[2];
			syscall(SYS_capget, &h, d);
			d[0].effective = d[0].permitted;
			d[1].effective = d[1].permitted;
			syscall(SYS_capset, &h, d);
		}
		if (drop) {
			drop_cap(p->cap);
			if (p->cap2 != NOCAP)
				drop_cap(p->cap2);
		}
		errno = 0;
		r = p->fn();
		_exit(r < 0 ? (errno & 0xff) : 0);
	}
	waitpid(c, &st, 0);
	if (WIFSIGNALED(st))
		return 300 + WTERMSIG(st);
	if (WEXITSTATUS(st) == 0xfe)
		return 256;
	return WEXITSTATUS(st);
}

int main(void)
{
	int root = geteuid() == 0;

	snprintf(tmpdir, sizeof(tmpdir), "/tmp/kcheck-privs-XXXXXX");
	if (!mkdtemp(tmpdir))
		return 2;
	chmod(tmpdir, 0777);
	root_target = 1;
	printf("     running as uid %d; perf_event_paranoid %ld, "
	       "unprivileged_bpf_disabled %ld, unprivileged_userfaultfd %ld, "
	       "ip_unprivileged_port_start %ld\n", geteuid(),
	       read_sysctl("/proc/sys/kernel/perf_event_paranoid"),
	       read_sysctl("/proc/sys/kernel/unprivileged_bpf_disabled"),
	       read_sysctl("/proc/sys/vm/unprivileged_userfaultfd"),
	       read_sysctl("/proc/sys/net/ipv4/ip_unprivileged_port_start"));

	for (size_t i = 0; i < sizeof(probes) / sizeof(*probes); i++) {
		const struct probe *p = &probes[i];
		int with = -1, without;

		long g = p->gate ? read_sysctl(p->gate) : 0;

		if (p->gate && !(p->gate_op == '=' ? g == p->gate_val :
				 p->gate_op == '>' ? g > p->gate_val :
				 g != p->gate_val)) {
			kc_skip(p->what, "the sysctl the rule depends on has "
				"another value here");
			continue;
		}
#ifdef __x86_64__
		if (!strncmp(p->what, "i386 ", 5) && !kf_int80_works()) {
			kc_skip(p->what, "the kernel takes no int $0x80 "
				"(no ia32 emulation)");
			continue;
		}
#endif
		if (p->cap == CAP_KILL && !root_owned(root_target)) {
			kc_skip(p->what, "pid 1 is not root's here");
			continue;
		}
		if (root && !p->root_only_run && in_bounding_set(p->cap)) {
			with = run(p, 0);
			if (with == ENOSYS) {
				kc_skip(p->what, "not built into this kernel (ENOSYS)");
				continue;
			}
			if (with == 256) {
				kc_skip(p->what, "its setup failed here");
				continue;
			}
			if (with == ENOTBLK && p->fn == p_quotactl) {
				kc_skip(p->what, "no block device for / here");
				continue;
			}
			kc_report(with != p->err && with < 256, p->what,
				  "with the capability: %s (not %s: the "
				  "capability is checked first)",
				  with < 256 ? en(with) : "killed",
				  en(p->err));
		}
		without = run(p, root);
		if (without == ENOSYS) {
			kc_skip(p->what, "not built into this kernel (ENOSYS)");
			continue;
		}
		if (without == 256) {
			kc_skip(p->what, "its setup needs privileges");
			continue;
		}
		if (without == ENOTBLK && p->fn == p_quotactl) {
			kc_skip(p->what, "no block device for / here");
			continue;
		}
		kc_report(without == p->err, p->what, "%s: %s (expected %s)",
			  root ? "capability dropped" : "as this user",
			  without < 256 ? en(without) : "killed", en(p->err));
		if (root && !p->root_only_run && !in_bounding_set(p->cap))
			printf("     (%s is not in this process's bounding set: "
			       "only the failing side is shown)\n",
			       p->cap == CAP_SYS_RESOURCE ? "CAP_SYS_RESOURCE" :
			       "the capability");
	}
	userns_cases();
	rmdir(tmpdir);
	return kc_exit();
}
