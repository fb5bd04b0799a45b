/* caps.c - permission checks that are really capability (or credential)
 * checks.  Run as root and as an unprivileged user: every expectation is
 * computed from the capabilities this thread actually has in its
 * effective set (CapEff), so the same program proves the rule both ways.
 * With root it also drops single capabilities to show which one the
 * kernel asks for, and builds processes with mixed uids to show that
 * setpriority and ioprio_set match credentials differently.
 * Everything that could change the system runs in a throw-away child, on
 * values that leave things as they were, or in a private namespace.
 * Rule checked: capability-required. */
#include "kcheck.h"
#include <fcntl.h>
#include <grp.h>
#include <linux/capability.h>
#include <sched.h>
#include <signal.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#define IOPRIO_PRIO_VALUE(c, d) (((c) << 13) | (d))
#define IOPRIO_CLASS_RT 1
#define IOPRIO_CLASS_BE 2
#define IOPRIO_WHO_PROCESS 1

static int has_cap(int cap)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2];
	if (syscall(SYS_capget, &h, d))
		return 0;
	return !!(d[cap / 32].effective & (1u << (cap % 32)));
}

/* remove one capability from the effective set of this (child) process */
static void drop_cap(int cap)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2];
	syscall(SYS_capget, &h, d);
	d[cap / 32].effective &= ~(1u << (cap % 32));
	syscall(SYS_capset, &h, d);
}

/* run fn in a child; the child's exit code is 0 on success or the errno */
static int in_child(int (*fn)(void *), void *arg)
{
	fflush(stdout);
	pid_t c = fork();
	if (c == 0) {
		errno = 0;
		int r = fn(arg);
		_exit(r == -1 ? errno : 0);
	}
	int st;
	waitpid(c, &st, 0);
	return WIFEXITED(st) ? WEXITSTATUS(st) : 255;
}

static const char *en(int e) { return e ? strerrorname_np(e) : "success"; }

static void expect(const char *what, int got, int want, const char *why)
{
	kc_report(got == want, what, "%s (expected %s: %s)", en(got), en(want), why);
}

/* ---- individual probes (each runs in a child) ---- */
static int p_mlock_zero_limit(void *a)
{
	int drop = a ? *(int *)a : -1;
	struct rlimit rl = { 0, 0 };
	if (drop >= 0) drop_cap(drop);
	setrlimit(RLIMIT_MEMLOCK, &rl);
	char *m = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	return mlock(m, 4096);
}
/* A limit of one page, or the caller's hard limit when that is lower
 * and cannot be raised: any non-zero limit below the four pages shows
 * the rule (a zero one takes the other path, EPERM). */
static int p_mlock_over_limit(void *a)
{
	(void)a;
	struct rlimit rl;
	getrlimit(RLIMIT_MEMLOCK, &rl);
	if (rl.rlim_max > 4096 || has_cap(CAP_SYS_RESOURCE))
		rl.rlim_max = 4096;
	rl.rlim_cur = rl.rlim_max;
	setrlimit(RLIMIT_MEMLOCK, &rl);
	char *m = mmap(NULL, 4 * 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	return mlock(m, 4 * 4096);
}
/* A RLIMIT_NOFILE hard limit above fs.nr_open: EPERM with or without
 * CAP_SYS_RESOURCE (do_prlimit checks nr_open first). */
static int p_nofile_above_nr_open(void *a)
{
	(void)a;
	struct rlimit rl;
	long nr = -1;
	FILE *f = fopen("/proc/sys/fs/nr_open", "r");
	if (!f || fscanf(f, "%ld", &nr) != 1)
		return -1;
	fclose(f);
	getrlimit(RLIMIT_NOFILE, &rl);
	rl.rlim_max = (rlim_t)nr + 1;
	if (rl.rlim_cur > rl.rlim_max)
		rl.rlim_cur = rl.rlim_max;
	return (int)syscall(SYS_setrlimit, RLIMIT_NOFILE, &rl);
}
/* mlock over an unmapped page, far below RLIMIT_MEMLOCK: ENOMEM with or
 * without CAP_IPC_LOCK (the hole, not the limit). */
static int p_mlock_hole(void *a)
{
	(void)a;
	struct rlimit rl;
	getrlimit(RLIMIT_MEMLOCK, &rl);
	if (rl.rlim_max < 16 * 4096 && has_cap(CAP_SYS_RESOURCE))
		rl.rlim_max = 16 * 4096;
	rl.rlim_cur = rl.rlim_max;	/* a limit of 0 would be EPERM first */
	setrlimit(RLIMIT_MEMLOCK, &rl);
	char *m = mmap(NULL, 3 * 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	munmap(m + 4096, 4096);
	return mlock(m, 3 * 4096);
}
/* setgroups in a new user namespace (CAP_SETGID there) before its
 * gid_map is written: EPERM from userns_may_setgroups(). */
static int p_setgroups_no_map(void *a)
{
	(void)a;
	if (unshare(CLONE_NEWUSER))
		return -1;
	return setgroups(0, NULL);
}
static int p_sethostname(void *a)
{
	(void)a;
	char name[65];
	gethostname(name, sizeof name);
	if (has_cap(CAP_SYS_ADMIN) && unshare(CLONE_NEWUTS))
		return -1;	/* never touch the real hostname */
	return sethostname(name, strlen(name));
}
static int p_chroot(void *a) { (void)a; return chroot("/"); }
/* "foreign": a process of another user, started for us by run.sh */
static pid_t foreign;
static int p_setprio_foreign(void *a)
{
	(void)a;
	errno = 0;
	int cur = getpriority(PRIO_PROCESS, foreign);
	if (cur == -1 && errno)
		return -1;
	return setpriority(PRIO_PROCESS, foreign, cur);	/* same value: no change */
}
/* Lowers this child's nice value by one, a raise of priority. At -20
 * there is nothing lower (the kernel clamps, and the call succeeds), so
 * start from 0 then: going up from -20 needs nothing. */
static int p_lower_nice(void *a)
{
	int drop = a ? *(int *)a : -1;
	struct rlimit rl = { 0, 0 };
	int cur = getpriority(PRIO_PROCESS, 0);
	if (cur <= -20 && setpriority(PRIO_PROCESS, 0, cur = 0) < 0)
		return -1;
	if (drop >= 0) drop_cap(drop);
	setrlimit(RLIMIT_NICE, &rl);
	return setpriority(PRIO_PROCESS, 0, cur - 1);
}
static int p_ioprio_rt(void *a)
{
	int *drops = a;
	for (int i = 0; drops && drops[i] >= 0; i++)
		drop_cap(drops[i]);
	return syscall(SYS_ioprio_set, IOPRIO_WHO_PROCESS, 0, IOPRIO_PRIO_VALUE(IOPRIO_CLASS_RT, 4));
}
static int p_ioprio_foreign(void *a)
{
	(void)a;
	long cur = syscall(SYS_ioprio_get, IOPRIO_WHO_PROCESS, foreign);
	if (cur == -1)
		return -1;
	return syscall(SYS_ioprio_set, IOPRIO_WHO_PROCESS, foreign, cur);
}
static int p_migrate_foreign(void *a)
{
	(void)a;
	unsigned long node0 = 1;
	long r = syscall(SYS_migrate_pages, foreign, 64, &node0, &node0);
	return r < 0 ? -1 : 0;
}

/* ---- credential-matching rules (root only): caller and target uids ---- */
struct uids { uid_t r, e, s; };
static struct uids caller_ids;
static pid_t target;

/* The target tells on a pipe when its uids are set: a fixed sleep was
 * not enough on a loaded machine, and the probes then met a target
 * still running as root. */
static pid_t spawn_target(struct uids u)
{
	int p[2];
	char c1 = 0;

	fflush(stdout);
	if (pipe(p) < 0)
		return -1;
	pid_t c = fork();
	if (c == 0) {
		close(p[0]);
		setresuid(u.r, u.e, u.s);
		/* a uid change clears "dumpable", which by itself fails the
		 * ptrace-style check migrate_pages uses; restore it so that
		 * only the uid matching rules are compared */
		prctl(PR_SET_DUMPABLE, 1);
		if (write(p[1], &c1, 1) != 1)
			_exit(1);
		pause();
		_exit(0);
	}
	close(p[1]);
	if (read(p[0], &c1, 1) != 1)
		c = -1;
	close(p[0]);
	return c;
}
/* Sets the target's nice value to the one it has: only the credential
 * rule can refuse that. A fixed value (0) would be a raise of priority
 * for a target that inherited the caller's nice 10 (nice make check),
 * and fail with EACCES for want of CAP_SYS_NICE instead. */
static int p_setprio_target(void *a)
{
	(void)a;
	errno = 0;
	int cur = getpriority(PRIO_PROCESS, target);
	if (cur == -1 && errno)
		return -1;
	setresuid(caller_ids.r, caller_ids.e, caller_ids.s);	/* drops all caps */
	return setpriority(PRIO_PROCESS, target, cur);
}
static int p_ioprio_target(void *a)
{
	(void)a;
	setresuid(caller_ids.r, caller_ids.e, caller_ids.s);
	return syscall(SYS_ioprio_set, IOPRIO_WHO_PROCESS, target, IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4));
}
static int p_migrate_target(void *a)
{
	(void)a;
	unsigned long node0 = 1;
	setresuid(caller_ids.r, caller_ids.e, caller_ids.s);
	return syscall(SYS_migrate_pages, target, 64, &node0, &node0) < 0 ? -1 : 0;
}

static void cred_case(struct uids caller, struct uids tgt, int want_prio, int want_ioprio, int want_migr)
{
	char what[160];
	caller_ids = caller;
	target = spawn_target(tgt);
	if (target <= 0) {	/* never kill(-1) below */
		kc_report(0, "spawn a target", "fork or pipe failed");
		return;
	}
	snprintf(what, sizeof what, "caller r/e/s %d/%d/%d -> target r/e/s %d/%d/%d",
		 caller.r, caller.e, caller.s, tgt.r, tgt.e, tgt.s);
	int g1 = in_child(p_setprio_target, NULL);
	int g2 = in_child(p_ioprio_target, NULL);
	int g3 = in_child(p_migrate_target, NULL);
	kc_report(g1 == want_prio && g2 == want_ioprio && g3 == want_migr, what,
		  "setpriority %s, ioprio_set %s, migrate_pages %s", en(g1), en(g2), en(g3));
	kill(target, SIGKILL);
	waitpid(target, NULL, 0);
}

int main(int argc, char **argv)
{
	int root = geteuid() == 0;

	if (argc > 1)
		foreign = atoi(argv[1]);
	printf("     running as uid %d, CapEff has IPC_LOCK=%d SYS_ADMIN=%d SYS_NICE=%d SYS_CHROOT=%d SYS_PTRACE=%d\n",
	       geteuid(), has_cap(CAP_IPC_LOCK), has_cap(CAP_SYS_ADMIN), has_cap(CAP_SYS_NICE),
	       has_cap(CAP_SYS_CHROOT), has_cap(CAP_SYS_PTRACE));

	expect("mlock with RLIMIT_MEMLOCK=0", in_child(p_mlock_zero_limit, NULL),
	       has_cap(CAP_IPC_LOCK) ? 0 : EPERM, "CAP_IPC_LOCK or a non-zero limit");
	struct rlimit ml;
	getrlimit(RLIMIT_MEMLOCK, &ml);
	if (ml.rlim_max == 0 && !has_cap(CAP_SYS_RESOURCE))
		kc_skip("mlock above RLIMIT_MEMLOCK", "the caller's hard limit is 0 and cannot be raised");
	else
		expect("mlock above RLIMIT_MEMLOCK", in_child(p_mlock_over_limit, NULL),
		       has_cap(CAP_IPC_LOCK) ? 0 : ENOMEM, "over the limit without CAP_IPC_LOCK is ENOMEM, not EPERM");
	expect("setrlimit(NOFILE, hard nr_open+1)", in_child(p_nofile_above_nr_open, NULL),
	       EPERM, "fs.nr_open refuses before CAP_SYS_RESOURCE is asked");
	if (ml.rlim_max < 3 * 4096 && !has_cap(CAP_SYS_RESOURCE))
		kc_skip("mlock over a hole below RLIMIT_MEMLOCK", "the caller's hard limit is below 3 pages");
	else
		expect("mlock over a hole below RLIMIT_MEMLOCK", in_child(p_mlock_hole, NULL),
		       ENOMEM, "the hole, with or without CAP_IPC_LOCK");
	expect("setgroups in a new user namespace without gid_map", in_child(p_setgroups_no_map, NULL),
	       EPERM, "CAP_SETGID passes there, the missing gid_map refuses");
	expect("sethostname", in_child(p_sethostname, NULL),
	       has_cap(CAP_SYS_ADMIN) ? 0 : EPERM, "CAP_SYS_ADMIN (in the UTS namespace's user ns)");
	expect("chroot(\"/\")", in_child(p_chroot, NULL), has_cap(CAP_SYS_CHROOT) ? 0 : EPERM, "CAP_SYS_CHROOT");
	expect("setpriority(self, nice-1) with RLIMIT_NICE=0", in_child(p_lower_nice, NULL),
	       has_cap(CAP_SYS_NICE) ? 0 : EACCES, "raising priority needs CAP_SYS_NICE: EACCES, not EPERM");
	expect("ioprio_set(self, RT)", in_child(p_ioprio_rt, NULL),
	       has_cap(CAP_SYS_ADMIN) || has_cap(CAP_SYS_NICE) ? 0 : EPERM, "real-time I/O class needs CAP_SYS_ADMIN or CAP_SYS_NICE");
	if (foreign > 0 && !has_cap(CAP_SYS_NICE)) {
		char what[96];
		snprintf(what, sizeof what, "setpriority(foreign pid %d, unchanged)", foreign);
		expect(what, in_child(p_setprio_foreign, NULL), EPERM, "caller euid must match target's ruid or euid, or CAP_SYS_NICE");
		snprintf(what, sizeof what, "ioprio_set(foreign pid %d, unchanged)", foreign);
		expect(what, in_child(p_ioprio_foreign, NULL), EPERM, "target ruid must match caller ruid or euid, or CAP_SYS_NICE");
		snprintf(what, sizeof what, "migrate_pages(foreign pid %d)", foreign);
		expect(what, in_child(p_migrate_foreign, NULL), EPERM, "ptrace read access (real creds) to the target");
	} else if (!root)
		kc_skip("foreign-process cases", "pass the pid of another user's process as argv[1]");

	if (root) {
		int c;
		c = CAP_IPC_LOCK;
		expect("as root without CAP_IPC_LOCK: mlock, RLIMIT_MEMLOCK=0", in_child(p_mlock_zero_limit, &c), EPERM,
		       "being uid 0 is not enough; the capability is");
		c = CAP_SYS_NICE;
		expect("as root without CAP_SYS_NICE: lower nice", in_child(p_lower_nice, &c), EACCES, "CAP_SYS_NICE");
		int only_admin[] = { CAP_SYS_NICE, -1 }, only_nice[] = { CAP_SYS_ADMIN, -1 }, none[] = { CAP_SYS_NICE, CAP_SYS_ADMIN, -1 };
		expect("ioprio RT with CAP_SYS_ADMIN only", in_child(p_ioprio_rt, only_admin), 0, "either capability is enough");
		expect("ioprio RT with CAP_SYS_NICE only", in_child(p_ioprio_rt, only_nice), 0, "either capability is enough (man page names only CAP_SYS_ADMIN)");
		expect("ioprio RT with neither", in_child(p_ioprio_rt, none), EPERM, "CAP_SYS_ADMIN or CAP_SYS_NICE");

		/* Kerrisk's example: three calls, three matching rules. */
		printf("     credential rules (caller has no capabilities):\n");
		/* caller euid 1000 == target euid: setpriority ok; ioprio: target ruid 2000 vs caller 65534/1000: EPERM */
		cred_case((struct uids){65534, 1000, 1000}, (struct uids){2000, 1000, 1000}, 0, EPERM, EPERM);
		/* caller ruid 1000 == target ruid: ioprio ok; setpriority: caller euid 2000 vs target 1000/1000: EPERM */
		/* migrate_pages compares the caller's *real* uid with all target uids: allowed */
		cred_case((struct uids){1000, 2000, 2000}, (struct uids){1000, 1000, 1000}, EPERM, 0, 0);
		/* all match: everything allowed */
		cred_case((struct uids){1000, 1000, 1000}, (struct uids){1000, 1000, 1000}, 0, 0, 0);
		/* migrate_pages: the old man-page rule (caller ruid/euid == target ruid or
		 * saved uid) would allow this; the ptrace rule (since 4.15) wants the
		 * caller's real uid to equal all three target uids */
		cred_case((struct uids){1000, 1000, 1000}, (struct uids){2000, 2000, 1000}, EPERM, EPERM, EPERM);
	} else
		kc_skip("cap-drop and credential-rule cases", "need root to build the processes");
	return kc_exit();
}
