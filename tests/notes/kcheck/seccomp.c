/* seccomp.c - what the kernel does with a process's own seccomp filters,
 * as the tracer and the seccomp-denied note rely on it.  Run as root and
 * as an unprivileged user: expectations that depend on CAP_SYS_ADMIN are
 * computed from the effective set.  Everything runs in children.
 *   - ERRNO(E) fails the call with E before the kernel's own checks
 *     (sethostname with CAP_SYS_ADMIN; uname(NULL) is not EFAULT);
 *     ERRNO(0) returns 0 without running the call
 *   - precedence between two filters: KILL_PROCESS, KILL_THREAD, TRAP,
 *     ERRNO, TRACE, LOG, ALLOW; the newer filter's data between equals
 *   - TRAP: SIGSYS with si_errno = data, si_syscall = nr
 *   - a tracer: the syscall-entry stop comes before the filters; at the
 *     exit of a TRAP, KILL_PROCESS or KILL_THREAD (last thread) call
 *     the registers are put back: the return register holds the call's
 *     number on x86, its first argument on arm64 and arm; a KILL_THREAD of
 *     one of two threads gives no exit stop and the other lives on;
 *     with PTRACE_CONT and a TRACE filter below an ERRNO one the
 *     refused call does not stop at all
 *   - seccomp_data.instruction_pointer is PTRACE_GET_SYSCALL_INFO's
 *   - PTRACE_SECCOMP_GET_FILTER: index 0 is the oldest filter (not the
 *     newest, as ptrace(2) says), ENOENT past the last, EINVAL without
 *     a filter, ESRCH unless the tracee is stopped, EACCES without
 *     CAP_SYS_ADMIN or when the tracer itself has a filter
 *   - strict mode: EINVAL under a filter; SIGKILL on getppid, no exit
 *     stop
 *   - filters are inherited across fork and execve, and put on other
 *     threads by SECCOMP_FILTER_FLAG_TSYNC
 * Rule checked: seccomp-denied (and the tracer's stepping). */
#include "kcheck.h"
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <pthread.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>

#define RET(a) BPF_STMT(BPF_RET | BPF_K, (a))

/* What the return register holds after the kernel's rollback
 * (syscall_rollback): orig_rax, the number, on x86; orig_x0, the first
 * argument, on arm64 and arm, where x0 (r0) is both. getppid is called
 * with MARK as its (unused) first argument to tell them apart. */
#define MARK 4242L
#if defined(__x86_64__) || defined(__i386__)
#define ROLLBACK(nr) ((long)(nr))
#define ROLLBACK_WHAT "the call's number"
#else
#define ROLLBACK(nr) MARK
#define ROLLBACK_WHAT "the call's first argument"
#endif

static int has_cap(int cap)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2];
	if (syscall(SYS_capget, &h, d))
		return 0;
	return !!(d[cap / 32].effective & (1u << (cap % 32)));
}

/* nr gets action, everything else is allowed; -1: every call */
static long install(long nr, uint32_t action, unsigned flags)
{
	struct sock_filter f[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)nr, 0, 1),
		RET(action),
		RET(SECCOMP_RET_ALLOW),
	};
	struct sock_filter all[] = { RET(action) };
	struct sock_fprog p = { 4, f };

	if (nr < 0) {
		p.len = 1;
		p.filter = all;
	}
	prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	return syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, flags, &p);
}

/* fn in a child; its wait status */
static int in_child(int (*fn)(void *), void *arg)
{
	fflush(stdout);
	pid_t c = fork();
	if (c == 0) {
		struct rlimit none = { 0, 0 };
		setrlimit(RLIMIT_CORE, &none);
		_exit(fn(arg));
	}
	int st;
	waitpid(c, &st, 0);
	return st;
}

static const char *status_text(int st)
{
	static char b[64];
	if (WIFEXITED(st))
		snprintf(b, sizeof b, "exit %d", WEXITSTATUS(st));
	else
		snprintf(b, sizeof b, "killed by %s", strsignal(WTERMSIG(st)));
	return b;
}

/* ---- ERRNO before the kernel's checks -------------------------------- */
static int c_sethostname(void *a)
{
	(void)a;
	if (install(SYS_sethostname, SECCOMP_RET_ERRNO | EPERM, 0))
		return 99;
	/* never reaches the kernel: a real name change cannot happen */
	return sethostname("kcheck", 6) == -1 ? errno : 0;
}
static int c_uname_null(void *a)
{
	(void)a;
	if (install(SYS_uname, SECCOMP_RET_ERRNO | EACCES, 0))
		return 99;
	return syscall(SYS_uname, NULL) == -1 ? errno : 0;
}
static int c_errno0(void *a)
{
	(void)a;
	if (install(SYS_uname, SECCOMP_RET_ERRNO | 0, 0))
		return 99;
	/* returns 0 with a NULL buffer: it never ran */
	return syscall(SYS_uname, NULL) == 0 ? 0 : 1;
}

/* ---- precedence ------------------------------------------------------ */
struct pair { uint32_t older, newer; };
static volatile int trap_errno = -1, trap_nr = -1;
static void on_sigsys(int sig, siginfo_t *si, void *uc)
{
	(void)sig; (void)uc;
	trap_errno = si->si_errno;
	trap_nr = si->si_syscall;
}
/* what the pair does to getppid: "ERRNO n", "TRAP n", "ALLOW", ... as an
 * exit code: 1..: errno, 200 + data for TRAP, 100 allowed */
static int c_pair(void *a)
{
	struct pair *p = a;
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = on_sigsys;
	sa.sa_flags = SA_SIGINFO;
	sigaction(SIGSYS, &sa, NULL);
	if (install(SYS_getppid, p->older, 0) || install(SYS_getppid, p->newer, 0))
		return 99;
	long r = syscall(SYS_getppid, MARK);
	if (trap_nr == SYS_getppid)
		return r == ROLLBACK(SYS_getppid) ? 200 + trap_errno : 98;
	if (r == -1)
		return errno;
	return 100;
}

static void precedence(void)
{
	static const struct {
		struct pair p;
		int want_sig, want_code;
		const char *what;
	} t[] = {
		{ { SECCOMP_RET_ERRNO | 1, SECCOMP_RET_ERRNO | 2 }, 0, 2, "ERRNO(1) older, ERRNO(2) newer: the newer's data" },
		{ { SECCOMP_RET_ERRNO | 2, SECCOMP_RET_ERRNO | 1 }, 0, 1, "ERRNO(2) older, ERRNO(1) newer: the newer's data" },
		{ { SECCOMP_RET_TRAP | 3, SECCOMP_RET_TRAP | 4 }, 0, 204, "TRAP(3), TRAP(4): the newer's data" },
		{ { SECCOMP_RET_ERRNO | 5, SECCOMP_RET_TRAP | 6 }, 0, 206, "ERRNO older, TRAP newer: TRAP" },
		{ { SECCOMP_RET_TRAP | 6, SECCOMP_RET_ERRNO | 5 }, 0, 206, "TRAP older, ERRNO newer: TRAP" },
		{ { SECCOMP_RET_LOG, SECCOMP_RET_ERRNO | 7 }, 0, 7, "LOG, ERRNO: ERRNO" },
		{ { SECCOMP_RET_ERRNO | 7, SECCOMP_RET_LOG }, 0, 7, "ERRNO, LOG: ERRNO" },
		{ { SECCOMP_RET_TRACE, SECCOMP_RET_ERRNO | 8 }, 0, 8, "TRACE, ERRNO: ERRNO" },
		{ { SECCOMP_RET_ERRNO | 8, SECCOMP_RET_TRACE }, 0, 8, "ERRNO, TRACE: ERRNO" },
		{ { SECCOMP_RET_TRACE, SECCOMP_RET_LOG }, 0, ENOSYS, "TRACE, LOG, no tracer: TRACE (ENOSYS)" },
		{ { SECCOMP_RET_LOG, SECCOMP_RET_ALLOW }, 0, 100, "LOG, ALLOW: runs" },
		{ { SECCOMP_RET_TRAP | 1, SECCOMP_RET_KILL_THREAD }, SIGSYS, 0, "TRAP, KILL_THREAD: killed" },
		{ { SECCOMP_RET_KILL_THREAD, SECCOMP_RET_ERRNO | 1 }, SIGSYS, 0, "KILL_THREAD older, ERRNO newer: killed" },
		{ { SECCOMP_RET_ERRNO | 1, SECCOMP_RET_KILL_PROCESS }, SIGSYS, 0, "ERRNO, KILL_PROCESS: killed" },
		{ { SECCOMP_RET_ERRNO | 1, 0x00010000 }, SIGSYS, 0, "ERRNO, unknown action 0x10000: killed" },
	};
	for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
		struct pair p = t[i].p;
		int st = in_child(c_pair, &p);
		int ok = t[i].want_sig ? WIFSIGNALED(st) && WTERMSIG(st) == t[i].want_sig :
			 WIFEXITED(st) && WEXITSTATUS(st) == t[i].want_code;
		kc_report(ok, t[i].what, "%s", status_text(st));
	}
}

/* ---- what a tracer sees ---------------------------------------------- */
struct seen {
	int entry_stops;	/* of getppid */
	int exit_stops;
	long exit_rval;
	int status;		/* final wait status */
	uint64_t ip;		/* at getppid's entry */
};

struct scenario {
	uint32_t action;	/* for getppid */
	int cont;		/* PTRACE_CONT with a TRACE filter below */
	int thread;		/* the call in a second thread */
	int ip_errno;		/* filter answers ERRNO(ip & 0xfff) */
};

static int tracee(const struct scenario *s)
{
	raise(SIGSTOP);
	if (s->cont && install(SYS_getppid, SECCOMP_RET_TRACE, 0))
		return 99;
	if (s->ip_errno) {
		struct sock_filter f[] = {
			BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
			BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_getppid, 1, 0),
			RET(SECCOMP_RET_ALLOW),
			BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, instruction_pointer)),
			BPF_STMT(BPF_ALU | BPF_AND | BPF_K, 0xfff),
			BPF_STMT(BPF_ALU | BPF_OR | BPF_K, SECCOMP_RET_ERRNO),
			BPF_STMT(BPF_RET | BPF_A, 0),
		};
		struct sock_fprog p = { 7, f };
		prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
		if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &p))
			return 99;
		long r = syscall(SYS_getppid);
		return r == -1 ? (errno & 0xff) : 98;
	}
	if (install(SYS_getppid, s->action, 0))
		return 99;
	syscall(SYS_getppid, MARK);
	return 0;
}

static void *thread_main(void *a)
{
	const struct scenario *s = a;
	if (install(SYS_getppid, s->action, 0))
		_exit(99);
	syscall(SYS_getppid);
	return NULL;
}

static int tracee_threaded(const struct scenario *s)
{
	pthread_t t;
	raise(SIGSTOP);
	pthread_create(&t, NULL, thread_main, (void *)s);
	pthread_join(t, NULL);
	return 7;	/* the main thread lives on */
}

static struct seen trace_it(const struct scenario *s)
{
	struct seen r = { 0, 0, 0, 0, 0 };
	pid_t c, caller = 0;
	int st;

	fflush(stdout);
	c = fork();
	if (c == 0) {
		struct rlimit none = { 0, 0 };
		setrlimit(RLIMIT_CORE, &none);
		_exit(s->thread ? tracee_threaded(s) : tracee(s));
	}
	waitpid(c, &st, WUNTRACED);
	ptrace(PTRACE_SEIZE, c, 0, PTRACE_O_TRACESYSGOOD | PTRACE_O_EXITKILL |
	       PTRACE_O_TRACECLONE | (s->cont ? PTRACE_O_TRACESECCOMP : 0));
	kill(c, SIGCONT);
	for (;;) {
		pid_t w = waitpid(-1, &st, __WALL);
		if (w < 0)
			break;
		if (!WIFSTOPPED(st)) {
			if (w == c) {
				r.status = st;
				break;
			}
			continue;
		}
		int sig = WSTOPSIG(st), ev = st >> 16, inj = 0;
		if (sig == (SIGTRAP | 0x80) || ev == PTRACE_EVENT_SECCOMP) {
			struct __ptrace_syscall_info si;
			ptrace(PTRACE_GET_SYSCALL_INFO, w, sizeof si, &si);
			if (si.op == PTRACE_SYSCALL_INFO_EXIT) {
				/* the exit of the thread's getppid */
				if (w == caller && r.entry_stops > r.exit_stops) {
					r.exit_stops++;
					r.exit_rval = si.exit.rval;
				}
			} else if (si.entry.nr == SYS_getppid) {
				r.entry_stops++;
				r.ip = si.instruction_pointer;
				caller = w;
			}
		} else if (ev == 0 && sig != SIGSTOP && sig != SIGCONT) {
			inj = sig;
		}
		ptrace(s->cont ? PTRACE_CONT : PTRACE_SYSCALL, w, 0, inj);
	}
	return r;
}

static void tracer_view(void)
{
	struct scenario s;
	struct seen r;

	memset(&s, 0, sizeof s);
	s.action = SECCOMP_RET_ERRNO | EPERM;
	r = trace_it(&s);
	kc_report(r.entry_stops == 1 && r.exit_stops == 1 && r.exit_rval == -EPERM,
		  "PTRACE_SYSCALL, ERRNO(EPERM): entry stop, exit with -EPERM",
		  "%d entry, %d exit stops, rval %ld", r.entry_stops, r.exit_stops, r.exit_rval);
	s.action = SECCOMP_RET_KILL_PROCESS;
	r = trace_it(&s);
	kc_report(r.entry_stops == 1 && r.exit_stops == 1 && r.exit_rval == ROLLBACK(SYS_getppid) &&
		  WIFSIGNALED(r.status) && WTERMSIG(r.status) == SIGSYS,
		  "PTRACE_SYSCALL, KILL_PROCESS: exit stop with " ROLLBACK_WHAT ", then SIGSYS",
		  "%d entry, %d exit stops, rval %ld, %s", r.entry_stops, r.exit_stops,
		  r.exit_rval, status_text(r.status));
	s.action = SECCOMP_RET_KILL_THREAD;
	r = trace_it(&s);
	kc_report(r.entry_stops == 1 && r.exit_stops == 1 && r.exit_rval == ROLLBACK(SYS_getppid) &&
		  WIFSIGNALED(r.status) && WTERMSIG(r.status) == SIGSYS,
		  "PTRACE_SYSCALL, KILL_THREAD of the only thread: as KILL_PROCESS",
		  "%d entry, %d exit stops, rval %ld, %s", r.entry_stops, r.exit_stops,
		  r.exit_rval, status_text(r.status));
	s.action = SECCOMP_RET_TRAP | 9;
	r = trace_it(&s);
	kc_report(r.entry_stops == 1 && r.exit_stops == 1 && r.exit_rval == ROLLBACK(SYS_getppid),
		  "PTRACE_SYSCALL, TRAP: exit stop with " ROLLBACK_WHAT,
		  "%d entry, %d exit stops, rval %ld", r.entry_stops, r.exit_stops, r.exit_rval);
	s.thread = 1;
	s.action = SECCOMP_RET_KILL_THREAD;
	r = trace_it(&s);
	kc_report(r.entry_stops == 1 && r.exit_stops == 0 && WIFEXITED(r.status) &&
		  WEXITSTATUS(r.status) == 7,
		  "PTRACE_SYSCALL, KILL_THREAD of one of two threads: no exit stop, the other lives",
		  "%d entry, %d exit stops, %s", r.entry_stops, r.exit_stops, status_text(r.status));
	s.thread = 0;
	s.cont = 1;
	for (int i = 0; i < 3; i++) {
		static const uint32_t a[] = { SECCOMP_RET_ERRNO | EPERM,
			SECCOMP_RET_KILL_PROCESS, SECCOMP_RET_TRAP };
		s.action = a[i];
		r = trace_it(&s);
		kc_report(r.entry_stops == 0, "PTRACE_CONT, TRACE filter below ERRNO/KILL/TRAP: no stop",
			  "action %#x: %d stops", a[i], r.entry_stops);
	}
	s.action = SECCOMP_RET_LOG;
	r = trace_it(&s);
	kc_report(r.entry_stops == 1, "PTRACE_CONT, TRACE filter below LOG: a seccomp stop",
		  "%d stops", r.entry_stops);
	memset(&s, 0, sizeof s);
	s.ip_errno = 1;
	r = trace_it(&s);
	kc_report(WIFEXITED(r.status) && WEXITSTATUS(r.status) == (int)(r.ip & 0xff),
		  "seccomp_data.instruction_pointer = PTRACE_GET_SYSCALL_INFO's",
		  "filter saw ip & 0xff = %#x, tracer %#llx", WIFEXITED(r.status) ?
		  WEXITSTATUS(r.status) : -1, (unsigned long long)r.ip);
}

/* ---- PTRACE_SECCOMP_GET_FILTER ---------------------------------------- */
static int get_filter_child(int nfilters)
{
	int p[2];
	pipe(p);
	pid_t c = fork();
	if (c == 0) {
		for (int i = 0; i < nfilters; i++)
			install(SYS_getppid + i, SECCOMP_RET_ERRNO | (i + 1), 0);
		write(p[1], "x", 1);
		for (;;)
			pause();
	}
	char x;
	read(p[0], &x, 1);
	close(p[0]);
	close(p[1]);
	return c;
}

static void get_filter(int tracer_filtered)
{
	int cap = has_cap(CAP_SYS_ADMIN) && !tracer_filtered;
	pid_t c = get_filter_child(2);
	struct sock_filter f[8];
	long r;
	const char *who = tracer_filtered ? " (tracer under a filter)" : "";
	char what[128];

	ptrace(PTRACE_SEIZE, c, 0, 0);
	r = ptrace(PTRACE_SECCOMP_GET_FILTER, c, 0, NULL);
	snprintf(what, sizeof what, "GET_FILTER on a running tracee%s", who);
	kc_report(r == -1 && errno == (cap ? ESRCH : ESRCH), what, "%ld %s", r,
		  r < 0 ? strerrorname_np(errno) : "");
	ptrace(PTRACE_INTERRUPT, c, 0, 0);
	waitpid(c, NULL, __WALL);
	r = ptrace(PTRACE_SECCOMP_GET_FILTER, c, 0, f);
	snprintf(what, sizeof what, "GET_FILTER index 0%s", who);
	if (cap)
		kc_report(r == 4 && f[1].k == SYS_getppid && f[2].k == (SECCOMP_RET_ERRNO | 1),
			  what, "%ld insns, the filter on nr %u: the oldest", r, r == 4 ? f[1].k : 0);
	else
		kc_report(r == -1 && errno == EACCES, what, "%ld %s (no CAP_SYS_ADMIN, or filtered)",
			  r, r < 0 ? strerrorname_np(errno) : "");
	if (cap) {
		r = ptrace(PTRACE_SECCOMP_GET_FILTER, c, 1, f);
		kc_report(r == 4 && f[1].k == SYS_getppid + 1, "GET_FILTER index 1: the newest",
			  "%ld insns, nr %u", r, r == 4 ? f[1].k : 0);
		r = ptrace(PTRACE_SECCOMP_GET_FILTER, c, 2, NULL);
		kc_report(r == -1 && errno == ENOENT, "GET_FILTER past the last", "%ld %s", r,
			  r < 0 ? strerrorname_np(errno) : "");
	}
	kill(c, SIGKILL);
	waitpid(c, NULL, __WALL);
	if (!cap)
		return;
	c = get_filter_child(0);
	ptrace(PTRACE_SEIZE, c, 0, 0);
	ptrace(PTRACE_INTERRUPT, c, 0, 0);
	waitpid(c, NULL, __WALL);
	r = ptrace(PTRACE_SECCOMP_GET_FILTER, c, 0, NULL);
	kc_report(r == -1 && errno == EINVAL, "GET_FILTER without a filter", "%ld %s", r,
		  r < 0 ? strerrorname_np(errno) : "");
	kill(c, SIGKILL);
	waitpid(c, NULL, __WALL);
}

static int c_get_filter_filtered(void *a)
{
	(void)a;
	kc_failed = 0;
	if (install(-1, SECCOMP_RET_ALLOW, 0))
		return 99;
	get_filter(1);
	fflush(stdout);
	return kc_failed;
}

/* ---- strict mode, inheritance, TSYNC -------------------------------- */
static int c_strict_under_filter(void *a)
{
	(void)a;
	if (install(SYS_getppid, SECCOMP_RET_ERRNO | 1, 0))
		return 99;
	return prctl(PR_SET_SECCOMP, SECCOMP_MODE_STRICT) == -1 ? errno : 0;
}
static int c_strict(void *a)
{
	(void)a;
	if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_STRICT))
		return 99;
	syscall(SYS_getppid);
	syscall(SYS_exit, 98);
	return 98;
}
static int c_fork_exec(void *a)
{
	const char *self = a;
	if (install(SYS_getppid, SECCOMP_RET_ERRNO | 12, 0))
		return 99;
	pid_t c = fork();
	if (c == 0) {
		execl(self, self, "--getppid-errno", (char *)NULL);
		_exit(99);
	}
	int st;
	waitpid(c, &st, 0);
	return WIFEXITED(st) ? WEXITSTATUS(st) : 98;
}
static volatile int tsync_go;
static volatile long tsync_r, tsync_e;
static void *tsync_thread(void *a)
{
	(void)a;
	while (!tsync_go)
		;
	tsync_r = syscall(SYS_getppid);
	tsync_e = errno;
	return NULL;
}
static int c_tsync(void *a)
{
	(void)a;
	pthread_t t;
	pthread_create(&t, NULL, tsync_thread, NULL);
	if (install(SYS_getppid, SECCOMP_RET_ERRNO | 13, SECCOMP_FILTER_FLAG_TSYNC))
		return 99;
	tsync_go = 1;
	pthread_join(t, NULL);
	return tsync_r == -1 ? (int)tsync_e : 0;
}

int main(int argc, char **argv)
{
	char self[4096];
	ssize_t n;

	if (argc > 1 && !strcmp(argv[1], "--getppid-errno"))
		return syscall(SYS_getppid) == -1 ? errno : 0;
	n = readlink("/proc/self/exe", self, sizeof self - 1);
	self[n > 0 ? n : 0] = '\0';

	int st = in_child(c_sethostname, NULL);
	kc_report(WIFEXITED(st) && WEXITSTATUS(st) == EPERM,
		  "ERRNO(EPERM) on sethostname", "%s (CAP_SYS_ADMIN %s)", status_text(st),
		  has_cap(CAP_SYS_ADMIN) ? "held: the kernel's check never ran" : "not held");
	st = in_child(c_uname_null, NULL);
	kc_report(WIFEXITED(st) && WEXITSTATUS(st) == EACCES,
		  "ERRNO(EACCES) on uname(NULL): not EFAULT", "%s", status_text(st));
	st = in_child(c_errno0, NULL);
	kc_report(WIFEXITED(st) && WEXITSTATUS(st) == 0,
		  "ERRNO(0) on uname(NULL): returns 0, never ran", "%s", status_text(st));
	precedence();
	tracer_view();
	get_filter(0);
	st = in_child(c_get_filter_filtered, NULL);
	kc_report(WIFEXITED(st) && WEXITSTATUS(st) == 0,
		  "GET_FILTER checks from a tracer under a filter", "%s", status_text(st));
	st = in_child(c_strict_under_filter, NULL);
	kc_report(WIFEXITED(st) && WEXITSTATUS(st) == EINVAL,
		  "strict mode under a filter", "%s (EINVAL expected)", status_text(st));
	st = in_child(c_strict, NULL);
	kc_report(WIFSIGNALED(st) && WTERMSIG(st) == SIGKILL,
		  "strict mode, getppid", "%s", status_text(st));
	st = in_child(c_fork_exec, self);
	kc_report(WIFEXITED(st) && WEXITSTATUS(st) == 12,
		  "filter inherited across fork and execve", "%s (errno 12 expected)",
		  status_text(st));
	st = in_child(c_tsync, NULL);
	kc_report(WIFEXITED(st) && WEXITSTATUS(st) == 13,
		  "TSYNC puts the filter on the other thread", "%s (errno 13 expected)",
		  status_text(st));
	return kc_exit();
}
