/* capability: a call that failed with errno= for want of a capability;
 * the note says whether the thread had it, and when it had it, what else
 * may have refused (never that the capability check failed). When the
 * process's own seccomp filter gave the error, no note: seccomp-denied
 * names the filter. With sysctl=, only when the
 * sysctl is set the way the check applies: with any other value the
 * EPERM/EACCES has another cause (or the call would not need the
 * capability).
 *
 * With before=, the checks the kernel makes before the capability check
 * are evaluated from the process's state first, and when one of them
 * decided there is no note; when the capability was never needed (the
 * gate passed without it) a thread without it gets none either: a note
 * naming the wrong cause is worse than none. The rules and what
 * each evaluates (doc/notes.md, "Capability rules and the checks before
 * them", lists every capability rule):
 *   setrlimit, prlimit64 (rlimit): kernel/sys.c do_prlimit() refuses a
 *     RLIMIT_NOFILE hard limit above fs.nr_open with EPERM before it
 *     looks at any capability, and asks CAP_SYS_RESOURCE only when the
 *     new hard limit is above the old one (/proc/PID/limits; the call
 *     failed, so it is still the old one).
 *   mlock, mlock2, mlockall EPERM (memlock): can_do_mlock() asks
 *     CAP_IPC_LOCK only when RLIMIT_MEMLOCK is 0.
 *   mlock, mlock2 ENOMEM (memlock-range): do_mlock() rounds the range to
 *     pages (a length that wraps to 0 locks nothing and succeeds), adds
 *     VmLck, takes off what the range already has locked, and asks
 *     CAP_IPC_LOCK only when that is above RLIMIT_MEMLOCK; otherwise the
 *     ENOMEM comes from a hole in the range (apply_vma_lock_flags()).
 *   mlockall ENOMEM (memlock-all): only with MCL_CURRENT and a VmSize
 *     above RLIMIT_MEMLOCK.
 *   setgroups EPERM (setgroups): may_setgroups() asks CAP_SETGID in the
 *     thread's user namespace, and then refuses a namespace that has no
 *     gid_map yet or whose setgroups file says deny: with the
 *     capability, that was the cause (/proc/PID/gid_map, setgroups).
 *   sched_setscheduler, sched_setattr EPERM, SCHED_FIFO/SCHED_RR (rtprio):
 *     kernel/sched/syscalls.c user_check_sched_setscheduler() asks
 *     CAP_SYS_NICE only when the policy changes with RLIMIT_RTPRIO 0, the
 *     priority goes above both the thread's rt_priority and RLIMIT_RTPRIO,
 *     a SCHED_IDLE thread's nice is beyond RLIMIT_NICE, or the thread has
 *     reset-on-fork and the call drops it (the thread's /proc stat and
 *     limits, soft limits: task_rlimit()); otherwise the EPERM is the RT
 *     group's bandwidth (rt_runtime 0) or an LSM's.
 *   setpriority EACCES, PRIO_PROCESS (nice): kernel/sys.c set_one_prio()
 *     gives EACCES from can_nice() only when the new nice is below the
 *     target thread's, and can_nice() takes the target's RLIMIT_NICE
 *     before CAP_SYS_NICE; otherwise security_task_setnice() refused. */
#include "notes/engine.h"
#include "notes/procmem.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/nsfs.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/xattr.h>
#include <unistd.h>

static bool capability_read_long(const char *path, long *v)
{
	FILE *f = fopen(path, "re");
	bool ok;

	if (!f)
		return false;
	ok = fscanf(f, "%ld", v) == 1;
	fclose(f);
	return ok;
}

static bool capability_same_ns(pid_t pid, const char *ns)
{
	char a[64], b[64], pa[64], pb[64];
	ssize_t na, nb;

	snprintf(pa, sizeof(pa), "/proc/self/ns/%s", ns);
	snprintf(pb, sizeof(pb), "/proc/%d/ns/%s", pid, ns);
	na = readlink(pa, a, sizeof(a));
	nb = readlink(pb, b, sizeof(b));
	return na > 0 && na == nb && !memcmp(a, b, (size_t)na);
}

/* The sysctl is read from the tracer's side: one under net/ belongs to
 * a network namespace, so it only tells when the tracee shares the
 * tracer's. False when the gate is closed or cannot be read. */
static bool capability_gate_open(struct tcb *tcp, const struct sysctl_cond *g)
{
	char path[96];
	long v;

	if (!g->path)
		return true;
	snprintf(path, sizeof(path), "/proc/sys/%s", g->path);
	if (!capability_read_long(path, &v))
		return false;
	if (!strncmp(g->path, "net/", 4) &&
	    !capability_same_ns(tcp->pid, "net"))
		return false;
	return g->op == '=' ? v == g->val : g->op == '>' ? v > g->val :
	       v != g->val;
}

/* ---- the checks before the capability (before=) ------------------- */

/* DECIDED: the capability check is what refused (for a thread without
 * it) or passed (with it); EARLIER: a check before it, or one it
 * leaves to (setgroups' gid_map), gave the errno: no note at all;
 * PASSED: the gate was passed without the capability being needed (a
 * hard limit not raised, RLIMIT_MEMLOCK not 0), so the errno is
 * someone else's: no note for a thread without it, and for one with it
 * the usual "that check passed and something else refused it";
 * UNKNOWN: the state could not be read. */
enum { CAPB_DECIDED, CAPB_EARLIER, CAPB_PASSED, CAPB_UNKNOWN };

#define CAPB_INFINITY UINT64_MAX

/* setrlimit, prlimit64: kernel/sys.c do_prlimit(). */
static int capability_before_rlimit(struct tcb *tcp,
				    const struct capability_params *p)
{
	uint64_t res, max, nofile, soft, hard;
	long nr_open;

	if (!opnd_value(tcp, &p->res, &res) ||
	    !opnd_value(tcp, &p->max, &max) ||
	    !opnd_value(tcp, &p->nofile, &nofile))
		return CAPB_UNKNOWN;
	res = (uint32_t)res;	/* an unsigned int in the kernel */
	/* compat_sys_setrlimit() widens COMPAT_RLIM_INFINITY */
	if (p->max.type == MT_U32 && max == UINT32_MAX)
		max = CAPB_INFINITY;
	if (res == nofile) {
		if (!capability_read_long("/proc/sys/fs/nr_open", &nr_open))
			return CAPB_UNKNOWN;
		if (max > (uint64_t)nr_open)
			return CAPB_EARLIER;
	}
	if (!pm_rlimit(tcp->pid, res, &soft, &hard))
		return CAPB_UNKNOWN;
	return max > hard ? CAPB_DECIDED : CAPB_PASSED;
}

static uint64_t capability_res(struct tcb *tcp, const struct capability_params *p)
{
	uint64_t res;

	return opnd_value(tcp, &p->res, &res) ? res : UINT64_MAX;
}

/* mlock, mlock2: mm/mlock.c do_mlock(), in the kernel's unsigned long
 * (64 bits here whatever the ABI: a compat length is zero-extended). */
static int capability_before_mlock_range(struct tcb *tcp,
					 const struct capability_params *p)
{
	uint64_t addr, len, soft, hard, vmlck, had, pg = page_size(tcp);
	uint64_t locked, start;

	if (!opnd_value(tcp, &p->addr, &addr) ||
	    !opnd_value(tcp, &p->len, &len) ||
	    !pm_rlimit(tcp->pid, capability_res(tcp, p), &soft, &hard))
		return CAPB_UNKNOWN;
	if (soft == CAPB_INFINITY)
		return CAPB_EARLIER;
	/* a length that wraps to 0 locks nothing: only VmLck counts */
	len = (len + (addr & (pg - 1)) + pg - 1) & ~(pg - 1);
	start = addr & ~(pg - 1);
	if (!pm_status_kb(tcp, "VmLck", &vmlck))
		return CAPB_UNKNOWN;
	locked = len / pg + vmlck / pg;
	if (locked > soft / pg) {
		/* an end past the top is EINVAL after the limit passed:
		 * this ENOMEM can only be the limit's */
		if (start + len < start)
			return CAPB_DECIDED;
		if (!pm_locked_in(tcp, start, start + len, &had))
			return CAPB_UNKNOWN;
		locked -= had / pg;
	}
	return locked > soft / pg ? CAPB_DECIDED : CAPB_EARLIER;
}

/* setgroups: kernel/groups.c may_setgroups(), userns_may_setgroups(). */
static int capability_before_setgroups(struct tcb *tcp, bool had)
{
	char buf[32];
	ssize_t n;

	if (!had)	/* the capability is asked first */
		return CAPB_DECIDED;
	n = proc_read_small(tcp->pid, "gid_map", buf, sizeof(buf));
	if (n < 0)
		return CAPB_UNKNOWN;
	if (!n)		/* no gid_map written yet */
		return CAPB_EARLIER;
	if (proc_read_small(tcp->pid, "setgroups", buf, sizeof(buf)) < 0)
		return CAPB_UNKNOWN;
	return strncmp(buf, "deny", 4) ? CAPB_DECIDED : CAPB_EARLIER;
}

/* Fields of /proc/TID/stat as proc(5) numbers them (the ascending
 * numbers of want[]), each a decimal. The command name, field 2, may
 * hold blanks and ')': the fields after it follow the last ')'. */
static bool capability_stat(pid_t tid, const int *want, long *v, unsigned n)
{
	char buf[1024], *s, *end;
	unsigned k = 0;
	int field = 3;

	if (proc_read_small(tid, "stat", buf, sizeof(buf)) <= 0)
		return false;
	s = strrchr(buf, ')');
	if (!s)
		return false;
	for (s++; k < n; field++) {
		s += strspn(s, " ");
		if (!*s || *s == '\n')
			return false;
		if (field == want[k]) {
			errno = 0;
			v[k++] = strtol(s, &end, 10);
			if (errno || end == s || (*end != ' ' && *end != '\n' &&
						 *end != '\0'))
				return false;
		}
		s += strcspn(s, " ");
	}
	return true;
}

/* nice_to_rlimit(): RLIMIT_NICE counts nice 19..-20 as 1..40 */
static bool capability_nice_allowed(long nice, uint64_t rlim_nice)
{
	return (uint64_t)(20 - nice) <= rlim_nice;
}

/* sched_setscheduler, sched_setattr to SCHED_FIFO or SCHED_RR of the
 * calling thread: kernel/sched/syscalls.c user_check_sched_setscheduler()
 * goes to CAP_SYS_NICE for each of these; when none holds, the call
 * passed without it. The call failed, so the thread's policy, priority
 * and nice are still the old ones. */
static int capability_before_rtprio(struct tcb *tcp,
				    const struct capability_params *p)
{
	static const int want[] = { 19, 40, 41 };  /* nice, rt_priority, policy */
	uint64_t pol, prio, flg, rof, res, nres, rtprio, rlim_nice, hard;
	long st[3];
	int now;

	if (!opnd_value(tcp, &p->pol, &pol) ||
	    !opnd_value(tcp, &p->prio, &prio) ||
	    !opnd_value(tcp, &p->flg, &flg) ||
	    !opnd_value(tcp, &p->rof, &rof) ||
	    !opnd_value(tcp, &p->res, &res) ||
	    !opnd_value(tcp, &p->nres, &nres) ||
	    !capability_stat(tcp->tid, want, st, 3) ||
	    !pm_rlimit(tcp->pid, res, &rtprio, &hard) ||
	    !pm_rlimit(tcp->pid, nres, &rlim_nice, &hard))
		return CAPB_UNKNOWN;
	/* The reset-on-fork flag is in no /proc file; sched_getscheduler()
	 * tells it of any thread, without privileges. */
	now = sched_getscheduler(tcp->tid);
	if (now < 0)
		return CAPB_UNKNOWN;
	/* an unsigned int in struct sched_attr: 1..99, or it was EINVAL */
	prio = (uint32_t)prio;
	/* task_rlimit(): the soft limits */
	if ((long)pol != st[2] && rtprio == 0)
		return CAPB_DECIDED;
	if (prio > (uint64_t)st[1] && prio > rtprio)
		return CAPB_DECIDED;
	/* SCHED_IDLE counts as nice 20: leaving it needs RLIMIT_NICE to
	 * allow the thread's nice value (is_nice_reduction()) */
	if (st[2] == SCHED_IDLE && !capability_nice_allowed(st[0], rlim_nice))
		return CAPB_DECIDED;
	if ((now & SCHED_RESET_ON_FORK) && !(flg & rof))
		return CAPB_DECIDED;
	return CAPB_PASSED;
}

/* setpriority(PRIO_PROCESS, who, niceval): kernel/sys.c set_one_prio()
 * on the thread who (0: the caller) gives EACCES when the nice value
 * goes below the thread's and can_nice() fails, which takes the
 * target's RLIMIT_NICE before CAP_SYS_NICE; then
 * security_task_setnice() may give EACCES too. */
static int capability_before_nice(struct tcb *tcp,
				  const struct capability_params *p)
{
	static const int want[] = { 19 };	/* nice */
	uint64_t who, val, res, soft, hard;
	int32_t w, nice;
	pid_t target;
	long cur;

	if (!opnd_value(tcp, &p->who, &who) ||
	    !opnd_value(tcp, &p->val, &val) ||
	    !opnd_value(tcp, &p->res, &res))
		return CAPB_UNKNOWN;
	/* both ints; niceval clamped to MIN_NICE..MAX_NICE first */
	w = (int32_t)who;
	nice = (int32_t)val;
	nice = nice < -20 ? -20 : nice > 19 ? 19 : nice;
	if (w < 0)
		return CAPB_UNKNOWN;
	/* who is a number of the tracee's pid namespace: only ours is
	 * known to be the same */
	if (w && !capability_same_ns(tcp->pid, "pid"))
		return CAPB_UNKNOWN;
	target = w ? w : tcp->tid;
	if (!capability_stat(target, want, &cur, 1) ||
	    !pm_rlimit(target, res, &soft, &hard))
		return CAPB_UNKNOWN;
	if (nice >= cur || capability_nice_allowed(nice, soft))
		return CAPB_PASSED;
	return CAPB_DECIDED;
}

static int capability_before(struct tcb *tcp, const struct capability_params *p,
			     bool had)
{
	uint64_t soft, hard, res, flags, cur, vm;

	switch (p->before) {
	case CAPABILITY_BEFORE_RLIMIT:
		return capability_before_rlimit(tcp, p);
	case CAPABILITY_BEFORE_MEMLOCK_RANGE:
		return capability_before_mlock_range(tcp, p);
	case CAPABILITY_BEFORE_SETGROUPS:
		return capability_before_setgroups(tcp, had);
	case CAPABILITY_BEFORE_RTPRIO:
		return capability_before_rtprio(tcp, p);
	case CAPABILITY_BEFORE_NICE:
		return capability_before_nice(tcp, p);
	case CAPABILITY_BEFORE_MEMLOCK:
	case CAPABILITY_BEFORE_MEMLOCK_ALL:
		break;
	default:
		return CAPB_DECIDED;
	}
	if (!opnd_value(tcp, &p->res, &res) ||
	    !pm_rlimit(tcp->pid, res, &soft, &hard))
		return CAPB_UNKNOWN;
	/* can_do_mlock(): the capability only counts with a limit of 0 */
	if (p->before == CAPABILITY_BEFORE_MEMLOCK)
		return soft == 0 ? CAPB_DECIDED : CAPB_PASSED;
	/* do_mlockall(): with MCL_CURRENT, total_vm against the limit */
	if (!opnd_value(tcp, &p->flg, &flags) ||
	    !opnd_value(tcp, &p->cur, &cur) ||
	    !pm_status_kb(tcp, "VmSize", &vm))
		return CAPB_UNKNOWN;
	if (!(flags & cur) || soft == CAPB_INFINITY)
		return CAPB_PASSED;
	return vm / page_size(tcp) > soft / page_size(tcp) ?
	       CAPB_DECIDED : CAPB_PASSED;
}

/* A capability in the effective set of a thread in a user namespace of
 * its own counts only for what that namespace owns: say so when the
 * thread had it and still failed. Otherwise the capability check
 * passed, and the note says what else may have refused; without the
 * capability, whether its own seccomp filter may have refused first. */
static void capability_why(struct note_vars *nv, struct tcb *tcp, bool had)
{
	char why[300];

	if (had && !capability_same_ns(tcp->pid, "user")) {
		var_str(nv, "rule", "; it had it only inside its own user "
			"namespace, which counts only for what that namespace "
			"owns");
		return;
	}
	if (had)
		refused_elsewhere(tcp, why, sizeof(why));
	else
		maybe_own_filter(tcp, why, sizeof(why));
	var_str(nv, "rule", "%s", why);
}

void kind_capability_exit(struct tcb *tcp, const struct rule *r)
{
	const struct capability_params *p = &r->p.capability;
	const int caps[2] = { p->cap, p->cap2 };
	struct note_vars nv;
	uint64_t eff;
	int before;
	bool had;

	if (!conds_hold(tcp, &p->when) || !cap_eff(tcp, &eff))
		return;
	/* With CAP_IPC_LOCK mlock has no limit: its ENOMEM then means an
	 * unmapped range, nothing to do with the capability. */
	if (r->err == ENOMEM && (eff >> p->cap & 1))
		return;
	if (!capability_gate_open(tcp, &p->sysctl))
		return;
	/* Whether the capability check is what refused: an earlier check
	 * may have given the same errno, or kept the kernel from asking.
	 * Unknown: a thread without it gets no note (it would name a cause
	 * that may be wrong); one with it still hears what else refused. */
	had = (eff >> p->cap & 1) || (p->cap2 >= 0 && (eff >> p->cap2 & 1));
	before = capability_before(tcp, p, had);
	if (before == CAPB_EARLIER || (before != CAPB_DECIDED && !had))
		return;
	/* The process's own seccomp filter answered before any check of
	 * the kernel's: seccomp-denied says so. */
	if (own_filter_refused(tcp) == OWN_YES)
		return;
	base_vars(tcp, &nv);
	cap_vars(&nv, caps, eff);
	capability_why(&nv, tcp, had);
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}

bool kind_capability_guards(struct tcb *tcp, const struct rule *r,
			    int caps[2])
{
	const struct capability_params *p = &r->p.capability;

	uint64_t eff;
	bool had;
	int before;

	if (!conds_hold(tcp, &p->when) ||
	    !capability_gate_open(tcp, &p->sysctl))
		return false;
	/* Refused by a check before this one, or by another with the gate
	 * passed: the call did not meet this check as the report means it
	 * (it would otherwise say the capability refused the call). */
	if (tcp->call.err && tcp->call.err == r->err && cap_eff(tcp, &eff)) {
		had = (eff >> p->cap & 1) ||
		      (p->cap2 >= 0 && (eff >> p->cap2 & 1));
		before = capability_before(tcp, p, had);
		if (before == CAPB_EARLIER || (before == CAPB_PASSED && !had))
			return false;
	}
	caps[0] = p->cap;
	caps[1] = p->cap2;
	return true;
}

/* ---- failure-cause: why the thread lacks the capability ------------ */

/* The user namespace's inode of an nsfs descriptor or /proc link. */
static bool capability_ns_ino(int fd, const char *path, uint64_t *ino)
{
	struct stat st;

	if (fd >= 0) {
		if (fstat(fd, &st))
			return false;
	} else if (!path || stat(path, &st)) {
		return false;
	}
	*ino = st.st_ino;
	return true;
}

/* Whether user namespace fd (an nsfs descriptor, closed here) is
 * mine or below mine: its parents, at most 33 levels (the kernel's
 * limit is 32), as NS_GET_PARENT gives them; -1 when unknown. */
static int capability_ns_below(int fd, uint64_t mine)
{
	int found = 0;

	for (unsigned depth = 0; fd >= 0 && depth < 33; depth++) {
		uint64_t ino;
		int up;

		if (!capability_ns_ino(fd, NULL, &ino)) {
			found = -1;
			break;
		}
		if (ino == mine) {
			found = 1;
			break;
		}
		/* EPERM: the initial namespace, or one above ours */
		up = ioctl(fd, NS_GET_PARENT);
		close(fd);
		fd = up;
	}
	if (fd >= 0)
		close(fd);
	return found;
}

/* The user namespace that owns what the line's capability is checked
 * against: its descriptor (NS_GET_USERNS of the thread's namespace of
 * that kind), or -2 for the initial one (capable()), -1 unknown. */
static int capability_owner_fd(struct tcb *tcp, unsigned owner)
{
	static const char *const ns[] = {
		[CAPABILITY_OWNER_UTS] = "uts", [CAPABILITY_OWNER_MNT] = "mnt",
		[CAPABILITY_OWNER_NET] = "net", [CAPABILITY_OWNER_IPC] = "ipc",
		[CAPABILITY_OWNER_PID] = "pid",
	};
	char path[64];
	int fd, u;

	if (owner == CAPABILITY_OWNER_INIT)
		return -2;
	if (!owner || owner >= ARRAY_SIZE(ns) || !ns[owner])
		return -1;
	snprintf(path, sizeof(path), "/proc/%d/task/%d/ns/%s", tcp->pid,
		 tcp->tid, ns[owner]);
	fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	if (fd < 0)
		return -1;
	u = ioctl(fd, NS_GET_USERNS);
	close(fd);
	return u < 0 ? -1 : u;
}

static const char *const capability_owner_what[] = {
	[CAPABILITY_OWNER_INIT] = "the system (the initial user namespace)",
	[CAPABILITY_OWNER_UTS] = "its UTS namespace",
	[CAPABILITY_OWNER_MNT] = "its mount namespace",
	[CAPABILITY_OWNER_NET] = "its network namespace",
	[CAPABILITY_OWNER_IPC] = "its IPC namespace",
	[CAPABILITY_OWNER_PID] = "its PID namespace",
};

/* A thread that has the capability in its effective set: the check
 * still fails when the object belongs to a user namespace that is not
 * the thread's or below it (user_namespaces(7), "Capabilities").
 * 1: that is the cause, 0: it is not, -1: not known. */
static int capability_userns(struct tcb *tcp, unsigned owner, uint64_t *mine,
			     char *what, size_t size)
{
	char path[64];
	int fd, below;

	snprintf(path, sizeof(path), "/proc/%d/task/%d/ns/user", tcp->pid,
		 tcp->tid);
	if (!capability_ns_ino(-1, path, mine))
		return -1;
	fd = capability_owner_fd(tcp, owner);
	if (fd == -1)
		return -1;
	snprintf(what, size, "%s", capability_owner_what[owner]);
	/* capable(): the initial user namespace, whose inode number is
	 * fixed (PROC_USER_INIT_INO, include/linux/proc_ns.h) */
	if (fd == -2)
		return *mine != 0xEFFFFFFDu;
	below = capability_ns_below(fd, *mine);
	return below < 0 ? -1 : !below;
}

/* The thread's credentials from /proc/PID/task/TID/status (read once a
 * stop): its effective uid, CapEff, CapPrm, CapBnd (hex) and NoNewPrivs. */
static bool capability_creds(struct tcb *tcp, struct cap_cause *cc)
{
	const char *text = proc_status_text(tcp->pid, tcp->tid);
	char line[256];
	unsigned seen = 0;

	if (!text)
		return false;
	cc->euid = -1;
	/* Only the lines these start with are copied; NoNewPrivs comes
	 * after the others, and none of them after it. */
	while (text_line_of(&text, "UCN", line, sizeof(line))) {
		unsigned long u[2];

		if (!strncmp(line, "Uid:", 4) &&
		    status_ulongs(line + 4, u, 2) == 2)
			cc->euid = (long)u[1];
		else if (!strncmp(line, "CapEff:", 7))
			cc->eff = strtoull(line + 7, NULL, 16), seen |= 1;
		else if (!strncmp(line, "CapPrm:", 7))
			cc->prm = strtoull(line + 7, NULL, 16), seen |= 2;
		else if (!strncmp(line, "CapBnd:", 7))
			cc->bnd = strtoull(line + 7, NULL, 16), seen |= 4;
		else if (!strncmp(line, "NoNewPrivs:", 11)) {
			cc->nnp = atoi(line + 11) == 1;
			break;
		}
	}
	return seen == 7;
}

enum exe_priv { EXE_PLAIN, EXE_PRIVILEGED, EXE_NOSUID };

/* The process's program file as last seen (kind_proc_data): its name
 * and whether it has file capabilities, for the inode and ctime statx
 * gave then. A setxattr, chmod, rename or link of the file changes its
 * ctime, an exec or PR_SET_MM_EXE_FILE its inode: with the same three
 * the file's name and xattr are what they were, and an EPERM's cause
 * costs one statx instead of a readlink, a statx and a getxattr. */
struct cap_exe {
	bool valid;
	uint32_t dev_major, dev_minor;
	uint64_t ino;
	int64_t ctime_sec;
	uint32_t ctime_nsec;
	int fcaps;		/* -1 not read yet, else getxattr found them */
	char link[64];
};

static bool cap_exe_same(const struct cap_exe *e, const struct statx *stx)
{
	return e->valid && e->dev_major == stx->stx_dev_major &&
	       e->dev_minor == stx->stx_dev_minor && e->ino == stx->stx_ino &&
	       e->ctime_sec == stx->stx_ctime.tv_sec &&
	       e->ctime_nsec == stx->stx_ctime.tv_nsec;
}

/* The program the thread runs is set-user-ID root, or has file
 * capabilities: an execve of it gives capabilities, unless
 * no_new_privs, or its mount is nosuid, where execve ignores both
 * (EXE_NOSUID; statvfs's ST_NOSUID is the mount's flag). statx and
 * getxattr of /proc/PID/exe: no open; the statx asks no FUSE or
 * remote server, AT_STATX_DONT_SYNC. */
static enum exe_priv capability_exe_privileged(struct tcb *tcp, char *name,
					       size_t size)
{
	const unsigned want = STATX_MODE | STATX_UID | STATX_INO |
			      STATX_CTIME;
	static struct strbuf sb;
	struct cap_exe *e = kind_proc_data(tcp, K_CAPABILITY, sizeof(*e));
	char path[64], buf[64];
	struct statx stx;
	struct statvfs vfs;
	ssize_t n;
	bool known;

	sb.len = 0;
	sb_lit(&sb, "/proc/");
	sb_put_dec(&sb, tcp->pid);
	sb_lit(&sb, "/exe");
	sb_copy_out(&sb, path, sizeof(path));
	if (statx(AT_FDCWD, path, AT_STATX_DONT_SYNC, want, &stx))
		memset(&stx, 0, sizeof(stx));
	known = (stx.stx_mask & want) == want;
	if (!known || !cap_exe_same(e, &stx)) {
		n = readlink(path, buf, sizeof(buf) - 1);
		buf[n > 0 ? n : 0] = '\0';
		memcpy(e->link, buf, sizeof(e->link));
		e->valid = known;
		e->dev_major = stx.stx_dev_major;
		e->dev_minor = stx.stx_dev_minor;
		e->ino = stx.stx_ino;
		e->ctime_sec = stx.stx_ctime.tv_sec;
		e->ctime_nsec = stx.stx_ctime.tv_nsec;
		e->fcaps = -1;
	}
	escape_to(name, size, e->link);
	if (!(stx.stx_mask & STATX_MODE) || !(stx.stx_mask & STATX_UID))
		return EXE_PLAIN;
	if (!((stx.stx_mode & S_ISUID) && stx.stx_uid == 0)) {
		if (e->fcaps < 0)
			e->fcaps = getxattr(path, "security.capability", buf,
					    sizeof(buf)) > 0;
		if (!e->fcaps)
			return EXE_PLAIN;
	}
	if (!statvfs(path, &vfs) && (vfs.f_flag & ST_NOSUID))
		return EXE_NOSUID;
	return EXE_PRIVILEGED;
}

/* Why the thread without the capability (mask, named cap) lacks it.
 * capabilities(7), "Transformation of capabilities during execve()":
 * P'(permitted) = (P(inheritable) & F(inheritable)) | (F(permitted) &
 * P(bounding)) | P'(ambient), where root, or a set-user-ID-root
 * program, counts as F(permitted) all ones; "Capability bounding set";
 * prctl(2) PR_SET_NO_NEW_PRIVS: execve then grants nothing by the
 * set-user-ID bit or file capabilities. Proved by
 * tests/notes/kcheck/capwhy.c. */
static void capability_missing(struct tcb *tcp, struct cap_cause *cc,
			       uint64_t mask)
{
	static struct strbuf sb;
	char exe[200];
	enum exe_priv how;
	bool root, priv;

	root = cc->euid == 0;
	if (cc->prm & mask) {
		cc->cause = "effective";
		snprintf(cc->why, sizeof(cc->why), "%s is in its permitted set "
			 "but not in its effective one (CapPrm has it, CapEff "
			 "not): the program lowered it, and capset(2) can raise "
			 "it again", cc->cap);
		return;
	}
	how = capability_exe_privileged(tcp, exe, sizeof(exe));
	priv = how == EXE_PRIVILEGED;
	if (cc->nnp && how != EXE_PLAIN && (cc->bnd & mask)) {
		cc->cause = "no-new-privs";
		snprintf(cc->why, sizeof(cc->why), "no_new_privs is set "
			 "(NoNewPrivs: 1), so the execve of \"%s\", which is "
			 "set-user-ID root or has file capabilities, gave it "
			 "no capabilities: %s is in none of its sets (euid %ld)",
			 exe, cc->cap, cc->euid);
		return;
	}
	if (!(cc->bnd & mask) && (root || priv)) {
		cc->cause = "bounding";
		snprintf(cc->why, sizeof(cc->why), "%s is not in its bounding "
			 "set (CapBnd), which limits what execve gives %s: it "
			 "is in none of its sets, and no execve can give it "
			 "back", cc->cap, root ? "uid 0" :
			 "a set-user-ID or file-capability program");
		return;
	}
	if (how == EXE_NOSUID && !root) {
		cc->cause = "nosuid";
		snprintf(cc->why, sizeof(cc->why), "%s is in neither its "
			 "effective nor its permitted set (euid %ld): its "
			 "program \"%s\" is set-user-ID root or has file "
			 "capabilities, but it is on a nosuid mount, where "
			 "execve ignores both", cc->cap, cc->euid, exe);
		return;
	}
	/* The common case (a thread that never had it), in pieces:
	 * snprintf was ~1,500 instructions of each such note. */
	sb.len = 0;
	sb_puts(&sb, cc->cap);
	sb_lit(&sb, " is in neither its effective nor its permitted set "
	       "(euid ");
	sb_put_dec(&sb, cc->euid);
	sb_lit(&sb, "); checked: it is ");
	if (!(cc->bnd & mask))
		sb_lit(&sb, "not ");
	sb_lit(&sb, "in the bounding set and no_new_privs is ");
	if (cc->nnp)
		sb_lit(&sb, "set (but the program is not set-user-ID root and "
		       "has no file capabilities)");
	else
		sb_lit(&sb, "not set");
	sb_lit(&sb, ", so neither is the reason: ");
	sb_puts(&sb, root ? "it is root (euid 0), so it was dropped after its "
		"execve or securebits kept the execve from giving it; /proc "
		"does not say which" : priv ? "its program is set-user-ID "
		"root or has file capabilities, so it was dropped after its "
		"execve or securebits kept the execve from giving it" :
		"it is not root and its program is not set-user-ID root nor "
		"has file capabilities, so only an inherited ambient set "
		"could have given it");
	sb_copy_out(&sb, cc->why, sizeof(cc->why));
}

/* One capability line that applies to the failed call: whether its
 * check is the one that refused, and why the thread lacked it. */
static bool capability_cause_of(struct tcb *tcp, const struct rule *r,
				struct cap_cause *cc)
{
	const struct capability_params *p = &r->p.capability;
	uint64_t mask, mine;
	char what[80];
	int before, ns;
	bool had;

	if (r->kind != K_CAPABILITY || r->err != (int)tcp->call.err ||
	    !conds_hold(tcp, &p->when) || !capability_gate_open(tcp, &p->sysctl))
		return false;
	if (!capability_creds(tcp, cc))
		return false;
	mask = 1ull << p->cap | (p->cap2 >= 0 ? 1ull << p->cap2 : 0);
	if (p->cap2 >= 0)
		snprintf(cc->cap, sizeof(cc->cap), "%s or %s", cap_name(p->cap),
			 cap_name(p->cap2));
	else
		str_copy(cc->cap, sizeof(cc->cap), cap_name(p->cap));
	cc->cause = NULL;
	had = cc->eff & mask;
	before = capability_before(tcp, p, had);
	cc->needs = false;
	if (before == CAPB_EARLIER || (before == CAPB_PASSED && !had)) {
		snprintf(cc->why, sizeof(cc->why), "checked: %s is not what "
			 "refused it; a check the kernel makes before it, or one "
			 "that passed without it, gave %s (%s)", cc->cap,
			 errno_name(tcp->call.err) ?
			 errno_name(tcp->call.err) : "it",
			 r->src);
		return true;
	}
	if (before == CAPB_UNKNOWN && !had) {
		snprintf(cc->why, sizeof(cc->why), "checked: it lacks %s, but "
			 "the checks the kernel makes before it could not be "
			 "read, so that is not named as the cause", cc->cap);
		return true;
	}
	cc->needs = true;
	if (!had) {
		capability_missing(tcp, cc, mask);
		return true;
	}
	ns = capability_userns(tcp, p->owner, &mine, what, sizeof(what));
	if (ns == 1 && p->owner == CAPABILITY_OWNER_INIT) {
		cc->cause = "user-namespace";
		snprintf(cc->why, sizeof(cc->why), "it has %s only in its own "
			 "user namespace (user:[%llu]), and the kernel checks it "
			 "in the initial user namespace (capable()), where the "
			 "thread has none", cc->cap, (unsigned long long)mine);
		return true;
	}
	if (ns == 1) {
		cc->cause = "user-namespace";
		snprintf(cc->why, sizeof(cc->why), "it has %s only in its own "
			 "user namespace (user:[%llu]), and %s belongs to a user "
			 "namespace that is not that one nor below it: the "
			 "capability does not count there", cc->cap,
			 (unsigned long long)mine, what);
		return true;
	}
	{
		char else_[300];

		refused_elsewhere(tcp, else_, sizeof(else_));
		snprintf(cc->why, sizeof(cc->why), "checked: it has %s in its "
			 "effective set%s; not the cause of %s%s", cc->cap,
			 ns == 0 ? ", in a user namespace that owns what the call "
			 "acts on" : ns < 0 ? " (which user namespace owns what "
			 "the call acts on is not known here)" : "",
			 errno_name(tcp->call.err) ?
			 errno_name(tcp->call.err) : "it",
			 else_);
	}
	return true;
}

/* A credrule line (kill of another user's process, ...): the uid rule
 * that failed, then why the thread lacked the capability that would
 * have overridden it. */
static bool capability_credrule_of(struct tcb *tcp, const struct rule *r,
				   struct cap_cause *cc)
{
	char uidrule[300], lack[600], else_[300];
	int cap;
	uint64_t mask;

	if (!kind_credrule_cause(tcp, r, &cap, uidrule, sizeof(uidrule)) ||
	    !capability_creds(tcp, cc))
		return false;
	snprintf(cc->cap, sizeof(cc->cap), "%s", cap_name(cap));
	mask = 1ull << cap;
	cc->cause = NULL;
	cc->needs = true;
	if (cc->eff & mask) {
		refused_elsewhere(tcp, else_, sizeof(else_));
		snprintf(cc->why, sizeof(cc->why), "checked: it has %s in its "
			 "effective set, which overrides the uid rule; not the "
			 "cause of %s%s", cc->cap, errno_name(tcp->call.err) ?
			 errno_name(tcp->call.err) : "it", else_);
		return true;
	}
	capability_missing(tcp, cc, mask);
	memcpy(lack, cc->why, sizeof(lack));
	lack[sizeof(lack) - 1] = '\0';
	/* both bounded: the uid rule is short, the rest gets what is left */
	snprintf(cc->why, sizeof(cc->why), "%.200s; %.390s", uidrule + 2, lack);
	return true;
}

bool kind_capability_cause(struct tcb *tcp, struct cap_cause *cc)
{
	const struct rule_table *t;
	unsigned i, end;

	if (!call_rules(tcp, &t, &i, &end))
		return false;
	/* its own seccomp filter answered first: seccomp-denied */
	for (; i < end; i++)
		if (capability_cause_of(tcp, rule_at(t->refs[i]), cc) ||
		    capability_credrule_of(tcp, rule_at(t->refs[i]), cc))
			return own_filter_refused(tcp) != OWN_YES;
	return false;
}
