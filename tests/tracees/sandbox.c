/* A program that sandboxes itself with seccomp filters, for the tests
 * of programs with a filter of their own (tests/{trace,notes}/sandbox-*.test).
 *
 * usage: sandbox MODE [ARG]
 *   errno [prctl]   sethostname, mlock: ERRNO(EPERM); uname: ERRNO(EACCES)
 *                   (the kernel would say EFAULT for its NULL buffer);
 *                   getppid allowed
 *   kill [thread]   getppid: KILL_PROCESS (KILL_THREAD, the only thread)
 *   kill-thread     a second thread installs getppid: KILL_THREAD and
 *                   calls it; the main thread goes on
 *   trap            getppid: TRAP(42), caught by a SIGSYS handler
 *   log             getppid: LOG
 *   trace           getppid: TRACE(5): ENOSYS, as without a tracer
 *   tsync           a thread spins on getppid while the main thread
 *                   installs getppid: ERRNO(EPERM) with TSYNC
 *   fork-exec       the filter, then a child that runs "after-exec"
 *   stacked         two filters that disagree
 *   bpf             one filter that uses every instruction seccomp
 *                   accepts, on getppid calls with varied arguments
 *   strict          prctl(PR_SET_SECCOMP, SECCOMP_MODE_STRICT)
 *   wait            the errno and kill filters, then waits for a tracer
 *                   (-p) before its calls
 *   under-filter PROG ARG...  runs PROG under an allow-all filter
 *   landlock-kill PID  kill(PID, 0) from a Landlock domain that scopes
 *                   signals: EPERM with CAP_KILL held
 *
 * It prints the trace lines it expects ("expect: LINE", exact; with
 * "PID " in front when EXPECT_PIDS is set, as -f -o writes them), the
 * notes it expects ("note: REGEX"), and "count: WHAT N" for what a
 * test counts. Every expectation comes from what the calls returned. */
#define _GNU_SOURCE
#include "expect.h"

#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <pthread.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <ucontext.h>

/* ROLLBACK(nr, a0): what a call refused by TRAP or a kill returns,
 * since the kernel puts the registers back as they were at the call:
 * the return register held the number on x86 (orig_rax) and holds the
 * first argument on arm64 and arm (orig_x0), where the two are the same
 * register. ROLLBACK_WHAT names it as the note does. */
#if defined(__x86_64__) && !defined(__ILP32__)
#define ARCH AUDIT_ARCH_X86_64
#elif defined(__i386__)
#define ARCH AUDIT_ARCH_I386
#elif defined(__aarch64__)
#define ARCH AUDIT_ARCH_AARCH64
#elif defined(__arm__)
#define ARCH AUDIT_ARCH_ARM
#else
#error "no audit arch for this ABI"
#endif
#if defined(__x86_64__) || defined(__i386__)
#define ROLLBACK(nr, a0) ((long)(nr))
#define ROLLBACK_WHAT "number"
#else
#define ROLLBACK(nr, a0) ((long)(a0))
#define ROLLBACK_WHAT "first argument"
#endif
/* The first argument given to a call that takes none, so that what a
 * rollback puts back on arm64 and arm is known (also where the program
 * dies in the call and cannot look). */
#define MARK 4242L

#define RET(a) BPF_STMT(BPF_RET | BPF_K, (a))

static char self[4096];

struct rule {
	long nr;
	uint32_t action;
};

/* Where the last filter was installed, as abitrace names it. */
static int install_line;
static const char *install_how;

/* Installs prog; dies when the kernel refuses. */
static void install_prog(struct sock_filter *f, unsigned n, unsigned flags,
			 int via_prctl)
{
	struct sock_fprog p = { (unsigned short)n, f };
	long r;

	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)) {
		perror("PR_SET_NO_NEW_PRIVS");
		exit(99);
	}
	if (via_prctl) {
		r = prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &p); install_line = __LINE__;
		install_how = "prctl\\(PR_SET_SECCOMP\\)";
	} else {
		r = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, flags, &p); install_line = __LINE__;
		install_how = (flags & SECCOMP_FILTER_FLAG_TSYNC) ?
			"seccomp\\(SECCOMP_FILTER_FLAG_TSYNC\\)" : "seccomp\\(\\)";
	}
	if (r) {
		perror("seccomp");
		exit(99);
	}
}

/* A filter: the native arch only; each rule's number gets its action,
 * everything else is allowed. */
static void install_rules(const struct rule *r, unsigned nr, unsigned flags,
			  int via_prctl)
{
	struct sock_filter f[64];
	unsigned n = 0;

	f[n++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
		offsetof(struct seccomp_data, arch));
	f[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, ARCH,
					      1, 0);
	f[n++] = (struct sock_filter)RET(SECCOMP_RET_ALLOW);
	f[n++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
		offsetof(struct seccomp_data, nr));
	for (unsigned i = 0; i < nr; i++) {
		f[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K,
						      (uint32_t)r[i].nr, 0, 1);
		f[n++] = (struct sock_filter)RET(r[i].action);
	}
	f[n++] = (struct sock_filter)RET(SECCOMP_RET_ALLOW);
	install_prog(f, n, flags, via_prctl);
}

/* "installed by pid P with HOW at install_prog (sandbox.c:L)", as a
 * regular expression; the site is optional (no unwinder), and only its
 * line is checked (the function is the unwinder's business). */
static void origin_re(char *buf, size_t size, pid_t pid)
{
#ifdef __arm__
	/* An armhf libc has no CFI the unwinder can use past it: the
	 * site is then the libc function the program called (syscall),
	 * the fallback src/unwind/callsite.c documents. */
	snprintf(buf, size, "installed by pid %d with %s( at [a-z_]+( "
		 "\\(.*sandbox\\.c:%d\\))?)?", pid, install_how,
		 install_line);
#else
	snprintf(buf, size, "installed by pid %d with %s( at [a-z_]+ "
		 "\\(.*sandbox\\.c:%d\\))?", pid, install_how, install_line);
#endif
}

static const char *ename(int e)
{
	return strerrorname_np(e);
}

/* The note on a call that failed with ERR because filter K of N said
 * so. */
static void note_errno(pid_t tid, const char *call, int err, unsigned k,
		       unsigned n, const char *origin)
{
	(void)tid;
	printf("note: %s failed with %s from its own seccomp filter, not "
	       "from the kernel's checks: filter %u of %u \\(%s\\) returns "
	       "SECCOMP_RET_ERRNO\\(%s\\) for it, so the call never ran\n",
	       call, ename(err), k, n, origin, ename(err));
}

/* The note on a call the filter killed or trapped. */
static void note_refused(const char *call, const char *action,
			 unsigned k, unsigned n, const char *origin,
			 const char *effect)
{
	printf("note: %s was refused by its own seccomp filter: filter %u of "
	       "%u \\(%s\\) returns %s for it, so %s\n", call, k, n, origin,
	       action, effect);
}

static char hostbuf[] = "x";
static char page[4096] __attribute__((aligned(4096)));

/* sethostname, mlock, uname(NULL), getppid as the errno filter wants. */
static void errno_calls(pid_t tid, const char *origin)
{
	char call[128];
	long r;

	r = sethostname(hostbuf, 1);
	if (r == 0 || errno != EPERM)
		exit(98);
	expect_call(tid, "sethostname(\"x\", 1)",
		    "-1 EPERM (Operation not permitted)");
	note_errno(tid, "sethostname", EPERM, 1, 1, origin);
	r = mlock(page, sizeof(page));
	if (r == 0 || errno != EPERM)
		exit(98);
	snprintf(call, sizeof(call), "mlock(%p, 4096)", (void *)page);
	expect_call(tid, call, "-1 EPERM (Operation not permitted)");
	note_errno(tid, "mlock", EPERM, 1, 1, origin);
	r = syscall(SYS_uname, NULL);
	if (r == 0 || errno != EACCES)
		exit(98);
	expect_call(tid, "uname(NULL)", "-1 EACCES (Permission denied)");
	note_errno(tid, "uname", EACCES, 1, 1, origin);
	r = syscall(SYS_getppid);
	expect_call(tid, "getppid()", "%ld", r);
	printf("count: notes 3\n");
}

static const struct rule errno_rules[] = {
	{ SYS_sethostname, SECCOMP_RET_ERRNO | EPERM },
	{ SYS_mlock, SECCOMP_RET_ERRNO | EPERM },
	{ SYS_uname, SECCOMP_RET_ERRNO | EACCES },
};

static int mode_errno(int via_prctl)
{
	char origin[256];

	install_rules(errno_rules, 3, 0, via_prctl);
	origin_re(origin, sizeof(origin), getpid());
	errno_calls(my_tid(), origin);
	expect_msg(my_tid(), "+++ exited with 0 +++");
	return 0;
}

static void no_core(void)
{
	struct rlimit none = { 0, 0 };

	setrlimit(RLIMIT_CORE, &none);
}

static int mode_kill(int thread)
{
	struct rule r = { SYS_getppid, thread ? SECCOMP_RET_KILL_THREAD :
			  SECCOMP_RET_KILL_PROCESS };
	char origin[256];

	no_core();
	install_rules(&r, 1, 0, 0);
	origin_re(origin, sizeof(origin), getpid());
	/* The kernel puts the registers back as they were at the call. */
	expect_call(my_tid(), "getppid()", "%ld", ROLLBACK(SYS_getppid, MARK));
	note_refused("getppid", thread ? "SECCOMP_RET_KILL_THREAD" :
		     "SECCOMP_RET_KILL_PROCESS", 1, 1, origin,
		     thread ? "the call never ran and the thread dies of "
		     "SIGSYS: the return value shown is the call's "
		     ROLLBACK_WHAT ", put back by the kernel" :
		     "the call never ran and the process dies of SIGSYS: the "
		     "return value shown is the call's " ROLLBACK_WHAT
		     ", put back by the kernel");
	expect_msg(my_tid(), "+++ killed by SIGSYS +++");
	printf("count: notes 1\n");
	fflush(stdout);
	syscall(SYS_getppid, MARK);
	return 97;
}

static char thread_origin[256];
static volatile pid_t killed_tid;

static void *kill_thread(void *arg)
{
	struct rule r = { SYS_getppid, SECCOMP_RET_KILL_THREAD };

	(void)arg;
	killed_tid = my_tid();
	install_rules(&r, 1, 0, 0);
	origin_re(thread_origin, sizeof(thread_origin), getpid());
	expect_call(my_tid(), "getppid()", "?");
	note_refused("getppid", "SECCOMP_RET_KILL_THREAD", 1, 1,
		     thread_origin, "the call never ran and the thread dies "
		     "of SIGSYS");
	expect_msg(my_tid(), "+++ killed by SIGSYS +++");
	syscall(SYS_getppid);
	return NULL;
}

static int mode_kill_thread(void)
{
	pthread_t t;
	long r;

	expect_prefixed(1);
	if (pthread_create(&t, NULL, kill_thread, NULL))
		return 99;
	pthread_join(t, NULL);
	/* pthread_join returns when the thread has left its memory, but
	 * while traced it stays a zombie until the tracer reaps it, and
	 * once the process has exited, wait() reports the group's exit
	 * code for it, not its SIGSYS (wait_task_zombie): slow machines
	 * (the emulated arm64 one) showed "+++ exited with 0 +++". Its
	 * /proc entry goes when it is reaped; wait for that, bounded. */
	char task[64];
	snprintf(task, sizeof(task), "/proc/self/task/%d", (int)killed_tid);
	for (int i = 0; i < 10000 && access(task, F_OK) == 0; i++)
		usleep(1000);
	/* The main thread has no filter. */
	r = syscall(SYS_getppid);
	expect_call(my_tid(), "getppid()", "%ld", r);
	expect_msg(my_tid(), "+++ exited with 0 +++");
	printf("count: notes 1\n");
	return 0;
}

static volatile int sigsys_errno = -1, sigsys_nr = -1;

static void on_sigsys(int sig, siginfo_t *si, void *uc)
{
	(void)sig;
	(void)uc;
	sigsys_errno = si->si_errno;
	sigsys_nr = si->si_syscall;
}

static void catch_sigsys(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = on_sigsys;
	sa.sa_flags = SA_SIGINFO;
	sigaction(SIGSYS, &sa, NULL);
}

static int mode_trap(void)
{
	struct rule r = { SYS_getppid, SECCOMP_RET_TRAP | 42 };
	char origin[256];
	long ret;

	catch_sigsys();
	install_rules(&r, 1, 0, 0);
	origin_re(origin, sizeof(origin), getpid());
	/* MARK as the first argument: on arm64 and arm the rolled-back
	 * result is that register, which must not be left to chance. */
	ret = syscall(SYS_getppid, MARK);
	if (sigsys_errno != 42 || sigsys_nr != SYS_getppid ||
	    ret != ROLLBACK(SYS_getppid, MARK))
		return 98;
	expect_call(my_tid(), "getppid()", "%ld", ret);
	note_refused("getppid", "SECCOMP_RET_TRAP\\(42\\)", 1, 1, origin,
		     "the call never ran and the thread gets SIGSYS with "
		     "si_errno 42: the return value shown is the call's "
		     ROLLBACK_WHAT ", put back by the kernel");
	expect_msg(my_tid(), "+++ exited with 0 +++");
	printf("count: notes 1\n");
	return 0;
}

/* TRACE asks for a tracer of the program's own: without one (abitrace
 * is not one) the call fails with ENOSYS, traced or not. */
static int mode_trace(void)
{
	struct rule r = { SYS_getppid, SECCOMP_RET_TRACE | 5 };
	char origin[256];

	install_rules(&r, 1, 0, 0);
	origin_re(origin, sizeof(origin), getpid());
	if (syscall(SYS_getppid) != -1 || errno != ENOSYS)
		return 98;	/* the tracer changed what the program gets */
	expect_call(my_tid(), "getppid()", "-1 ENOSYS (Function not implemented)");
	printf("note: getppid failed with ENOSYS from its own seccomp filter, "
	       "not from the kernel's checks: filter 1 of 1 \\(%s\\) returns "
	       "SECCOMP_RET_TRACE for it, so the call never ran: that answer "
	       "hands it to a tracer of the program's own, and without one it "
	       "fails with ENOSYS\n", origin);
	expect_msg(my_tid(), "+++ exited with 0 +++");
	printf("count: notes 1\n");
	return 0;
}

static int mode_log(void)
{
	struct rule r = { SYS_getppid, SECCOMP_RET_LOG };
	long ret;

	install_rules(&r, 1, 0, 0);
	ret = syscall(SYS_getppid);
	expect_call(my_tid(), "getppid()", "%ld", ret);
	expect_msg(my_tid(), "+++ exited with 0 +++");
	printf("count: notes 0\n");
	return 0;
}

/* ---- tsync ---------------------------------------------------------- */

static volatile int spin_stop, spin_started;
static volatile long spin_allowed, spin_denied;
static volatile pid_t spin_tid;

/* Calls getppid as fast as it can, with an untraced call between, so
 * that it runs between stops when the tracer uses its filter. */
static void *spinner(void *arg)
{
	(void)arg;
	spin_tid = my_tid();
	spin_started = 1;
	while (!spin_stop) {
		if (syscall(SYS_getppid) < 0)
			spin_denied++;
		else
			spin_allowed++;
		syscall(SYS_getuid);
	}
	return NULL;
}

static int mode_tsync(void)
{
	struct rule r = { SYS_getppid, SECCOMP_RET_ERRNO | EPERM };
	struct timespec ms = { 0, 1000000 };
	pthread_t t;

	if (pthread_create(&t, NULL, spinner, NULL))
		return 99;
	while (!spin_started || spin_allowed < 50)
		nanosleep(&ms, NULL);
	install_rules(&r, 1, SECCOMP_FILTER_FLAG_TSYNC, 0);
	while (spin_denied < 50)
		nanosleep(&ms, NULL);
	spin_stop = 1;
	pthread_join(t, NULL);
	printf("count: allowed %d %ld\n", (int)spin_tid, spin_allowed);
	printf("count: denied %d %ld\n", (int)spin_tid, spin_denied);
	return 0;
}

/* ---- fork and exec -------------------------------------------------- */

static int mode_fork_exec(void)
{
	static const struct rule r = {
		SYS_sethostname, SECCOMP_RET_ERRNO | EPERM,
	};
	char origin[256];
	pid_t child;
	int st;

	expect_prefixed(1);
	install_rules(&r, 1, 0, 0);
	origin_re(origin, sizeof(origin), getpid());
	child = fork();
	if (child == 0) {
		execl(self, self, "after-exec", origin, (char *)NULL);
		_exit(99);
	}
	waitpid(child, &st, 0);
	if (!WIFEXITED(st) || WEXITSTATUS(st))
		return 98;
	if (sethostname(hostbuf, 1) == 0 || errno != EPERM)
		return 98;
	expect_call(my_tid(), "sethostname(\"x\", 1)",
		    "-1 EPERM (Operation not permitted)");
	note_errno(my_tid(), "sethostname", EPERM, 1, 1, origin);
	printf("count: notes 2\n");
	return 0;
}

/* The child after execve: the filter came with it. */
static int mode_after_exec(const char *origin)
{
	expect_prefixed(1);
	if (sethostname(hostbuf, 1) == 0 || errno != EPERM)
		return 98;
	expect_call(my_tid(), "sethostname(\"x\", 1)",
		    "-1 EPERM (Operation not permitted)");
	note_errno(my_tid(), "sethostname", EPERM, 1, 1, origin);
	return 0;
}

/* ---- stacked -------------------------------------------------------- */

static int mode_stacked(void)
{
	static const struct rule older[] = {
		{ SYS_sethostname, SECCOMP_RET_ERRNO | EACCES },
		{ SYS_uname, SECCOMP_RET_ERRNO | EACCES },
		{ SYS_mlock, SECCOMP_RET_ERRNO | ENOMEM },
	};
	static const struct rule newer[] = {
		{ SYS_sethostname, SECCOMP_RET_ERRNO | EPERM },
		{ SYS_uname, SECCOMP_RET_LOG },
		{ SYS_mlock, SECCOMP_RET_TRAP | 7 },
	};
	char o1[256], o2[256], call[128];
	long r;

	catch_sigsys();
	install_rules(older, 3, 0, 0);
	origin_re(o1, sizeof(o1), getpid());
	install_rules(newer, 3, 0, 1);
	origin_re(o2, sizeof(o2), getpid());
	/* Two ERRNO answers: the newer filter's wins. */
	if (sethostname(hostbuf, 1) == 0 || errno != EPERM)
		return 98;
	expect_call(my_tid(), "sethostname(\"x\", 1)",
		    "-1 EPERM (Operation not permitted)");
	note_errno(my_tid(), "sethostname", EPERM, 2, 2, o2);
	/* ERRNO outranks LOG, whichever filter says it. */
	if (syscall(SYS_uname, NULL) == 0 || errno != EACCES)
		return 98;
	expect_call(my_tid(), "uname(NULL)", "-1 EACCES (Permission denied)");
	note_errno(my_tid(), "uname", EACCES, 1, 2, o1);
	/* TRAP outranks ERRNO. */
	r = syscall(SYS_mlock, page, sizeof(page));
	if (sigsys_errno != 7 || sigsys_nr != SYS_mlock ||
	    r != ROLLBACK(SYS_mlock, page))
		return 98;
	snprintf(call, sizeof(call), "mlock(%p, 4096)", (void *)page);
	expect_call(my_tid(), call, "%ld", r);
	note_refused("mlock", "SECCOMP_RET_TRAP\\(7\\)", 2, 2, o2,
		     "the call never ran and the thread gets SIGSYS with "
		     "si_errno 7: the return value shown is the call's "
		     ROLLBACK_WHAT ", put back by the kernel");
	printf("count: notes 3\n");
	return 0;
}

/* ---- every instruction -------------------------------------------- */

#define ARG_LO(i) (offsetof(struct seccomp_data, args[i]))
#define ARG_HI(i) (offsetof(struct seccomp_data, args[i]) + 4)

/* For getppid (other calls are allowed), with M[] the scratch words:
 *   M[0] = a0 + a1 * 3 - a2;  M[1] = (a3 ^ (a4 << 2)) | (a5 >> 1)
 *   if (a2 & 0x80) return ERRNO(((M[0] ^ M[1]) & 0x1f) + 1)
 *   if (hi(a1) > 7) return ERRNO((-M[0] & 0x0f) + 2)
 *   if (a3 >= 1000) return LOG
 *   if (M[1] == a3) return ALLOW
 *   return ERRNO(((M[0] * (len / 16)) & 0x1f) + 1)
 * Errors stay within 1..33, which all have names. */
static struct sock_filter every_insn[] = {
	/* 0 */ BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
			offsetof(struct seccomp_data, arch)),
	BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, ARCH, 1, 0),
	RET(SECCOMP_RET_ALLOW),
	BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
	BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_getppid, 1, 0),
	/* 5 */ RET(SECCOMP_RET_ALLOW),
	BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARG_LO(2)),
	BPF_STMT(BPF_ST, 4),
	BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARG_LO(1)),
	BPF_STMT(BPF_ALU | BPF_MUL | BPF_K, 3),
	/* 10 */ BPF_STMT(BPF_MISC | BPF_TAX, 0),
	BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARG_LO(0)),
	BPF_STMT(BPF_ALU | BPF_ADD | BPF_X, 0),
	BPF_STMT(BPF_LDX | BPF_MEM, 4),
	BPF_STMT(BPF_ALU | BPF_SUB | BPF_X, 0),
	/* 15 */ BPF_STMT(BPF_ST, 0),
	BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARG_LO(4)),
	BPF_STMT(BPF_ALU | BPF_LSH | BPF_K, 2),
	BPF_STMT(BPF_MISC | BPF_TAX, 0),
	BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARG_LO(3)),
	/* 20 */ BPF_STMT(BPF_ALU | BPF_XOR | BPF_X, 0),
	BPF_STMT(BPF_STX, 2),
	BPF_STMT(BPF_ST, 3),
	BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARG_LO(5)),
	BPF_STMT(BPF_ALU | BPF_RSH | BPF_K, 1),
	/* 25 */ BPF_STMT(BPF_LDX | BPF_MEM, 3),
	BPF_STMT(BPF_ALU | BPF_OR | BPF_X, 0),
	BPF_STMT(BPF_ST, 1),
	BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARG_LO(2)),
	BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, 0x80, 0, 5),
	/* 30 */ BPF_STMT(BPF_LDX | BPF_MEM, 1),
	BPF_STMT(BPF_LD | BPF_MEM, 0),
	BPF_STMT(BPF_ALU | BPF_XOR | BPF_X, 0),
	BPF_STMT(BPF_ALU | BPF_AND | BPF_K, 0x1f),
	BPF_JUMP(BPF_JMP | BPF_JA, 21, 0, 0),	/* to 56 */
	/* 35 */ BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARG_HI(1)),
	BPF_STMT(BPF_LDX | BPF_IMM, 7),
	BPF_JUMP(BPF_JMP | BPF_JGT | BPF_X, 0, 0, 5),
	BPF_STMT(BPF_LD | BPF_MEM, 0),
	BPF_STMT(BPF_ALU | BPF_NEG, 0),
	/* 40 */ BPF_STMT(BPF_ALU | BPF_AND | BPF_K, 0x0f),
	BPF_STMT(BPF_ALU | BPF_ADD | BPF_K, 1),
	BPF_JUMP(BPF_JMP | BPF_JA, 13, 0, 0),	/* to 56 */
	BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARG_LO(3)),
	BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 1000, 0, 1),
	/* 45 */ RET(SECCOMP_RET_LOG),
	BPF_STMT(BPF_MISC | BPF_TAX, 0),
	BPF_STMT(BPF_LD | BPF_MEM, 1),
	BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_X, 0, 0, 1),
	RET(SECCOMP_RET_ALLOW),
	/* 50 */ BPF_STMT(BPF_LD | BPF_W | BPF_LEN, 0),
	BPF_STMT(BPF_ALU | BPF_DIV | BPF_K, 16),
	BPF_STMT(BPF_MISC | BPF_TAX, 0),
	BPF_STMT(BPF_LD | BPF_MEM, 0),
	BPF_STMT(BPF_ALU | BPF_MUL | BPF_X, 0),
	/* 55 */ BPF_STMT(BPF_ALU | BPF_AND | BPF_K, 0x1f),
	BPF_STMT(BPF_ALU | BPF_ADD | BPF_K, 1),
	BPF_STMT(BPF_ALU | BPF_OR | BPF_K, SECCOMP_RET_ERRNO),
	BPF_STMT(BPF_RET | BPF_A, 0),
};

static int mode_bpf(void)
{
	unsigned n = sizeof(every_insn) / sizeof(every_insn[0]);
	char origin[256];
	unsigned notes = 0;
	uint64_t seed = 0x9e3779b97f4a7c15ull;

	install_prog(every_insn, n, 0, 0);
	origin_re(origin, sizeof(origin), getpid());
	for (int i = 0; i < 96; i++) {
		long a[6], r;
		int e;

		for (int j = 0; j < 6; j++) {
			seed = seed * 6364136223846793005ull +
			       1442695040888963407ull;
			a[j] = (long)(seed >> 17);
		}
		if (i % 4 == 1)
			a[3] = 1000 + i;	/* LOG */
		if (i % 8 == 2)
			a[2] |= 0x80;
		if (i % 8 == 5) {		/* ALLOW: M[1] == a3 */
			a[2] &= ~0x80L;
			a[1] &= 0xffffffffL;
			a[3] = 77;
			a[4] = 0;
			a[5] = 0;
		}
		errno = 0;
		r = syscall(SYS_getppid, a[0], a[1], a[2], a[3], a[4], a[5]);
		e = r < 0 ? errno : 0;
		if (r < 0) {
			expect_call(my_tid(), "getppid()", "-1 %s (%s)",
				    ename(e), strerror(e));
			note_errno(my_tid(), "getppid", e, 1, 1, origin);
			notes++;
		} else {
			expect_call(my_tid(), "getppid()", "%ld", r);
		}
	}
	printf("count: notes %u\n", notes);
	return 0;
}

/* ---- strict --------------------------------------------------------- */

static int mode_strict(void)
{
	static const char msg[] = "strict\n";
	long r;

	no_core();
	/* Said before: nothing can be printed in strict mode. */
	printf("note: getppid was refused by seccomp strict mode: strict mode "
	       "\\(set by pid %d with prctl\\(PR_SET_SECCOMP\\)( at "
	       "[a-z_]+ \\(.*sandbox\\.c:%d\\))?\\) returns a kill "
	       "\\(it lets only read, write, _exit and sigreturn through\\) "
	       "for it, so the call never ran and the thread dies of "
	       "SIGKILL\n", (int)getpid(), __LINE__ + 3);
	printf("count: notes 1\n");
	fflush(stdout);
	r = prctl(PR_SET_SECCOMP, SECCOMP_MODE_STRICT, 0, 0, 0);
	if (r) {
		printf("strict: %s\n", ename(errno));
		return 0;
	}
	/* No printf from here: only read, write, _exit, sigreturn. */
	if (write(1, msg, sizeof(msg) - 1) < 0)
		syscall(SYS_exit, 98);
	syscall(SYS_getppid);
	syscall(SYS_exit, 97);
	return 97;
}

/* ---- wait for -p ---------------------------------------------------- */

static int traced(void)
{
	char line[256];
	int pid = 0;
	FILE *f = fopen("/proc/self/status", "r");

	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f))
		if (!strncmp(line, "TracerPid:", 10))
			pid = atoi(line + 10);
	fclose(f);
	return pid != 0;
}

static int mode_wait(void)
{
	static const struct rule r[] = {
		{ SYS_sethostname, SECCOMP_RET_ERRNO | EPERM },
		{ SYS_mlock, SECCOMP_RET_ERRNO | EPERM },
		{ SYS_uname, SECCOMP_RET_ERRNO | EACCES },
		{ SYS_getppid, SECCOMP_RET_KILL_PROCESS },
	};
	struct timespec ms = { 0, 10000000 };
	pid_t ppid = getppid();

	no_core();
	install_rules(r, 4, 0, 0);
	printf("ready %d\n", (int)getpid());
	fflush(stdout);
	for (int i = 0; i < 1000 && !traced(); i++)
		nanosleep(&ms, NULL);
	/* The tracer sees us from its first stop: let it get there. */
	nanosleep(&ms, NULL);
	if (sethostname(hostbuf, 1) == 0 || errno != EPERM)
		return 98;
	expect_call(my_tid(), "sethostname(\"x\", 1)",
		    "-1 EPERM (Operation not permitted)");
	note_errno(my_tid(), "sethostname", EPERM, 1, 1,
		   "in place before the trace began");
	expect_call(my_tid(), "getppid()", "%ld", ROLLBACK(SYS_getppid, MARK));
	note_refused("getppid", "SECCOMP_RET_KILL_PROCESS", 1, 1,
		     "in place before the trace began",
		     "the call never ran and the process dies of SIGSYS: the "
		     "return value shown is the call's " ROLLBACK_WHAT
		     ", put back by the kernel");
	expect_msg(my_tid(), "+++ killed by SIGSYS +++");
	printf("count: notes 2\n");
	fflush(stdout);
	(void)ppid;
	syscall(SYS_getppid, MARK);
	return 97;
}

/* Landlock (6.12, ABI 6) can forbid signals to processes outside the
 * sandbox: kill(target, 0) then fails with EPERM although this thread
 * has CAP_KILL, which the capability check lets through. */
static int mode_landlock_kill(pid_t target)
{
	struct { uint64_t fs, net, scoped; } attr = { 0, 0, 2 };
	long abi = syscall(SYS_landlock_create_ruleset, NULL, 0, 1);
	int fd;

	if (abi < 6) {
		printf("skip: no Landlock signal scoping (ABI %ld)\n", abi);
		return 0;
	}
	fd = (int)syscall(SYS_landlock_create_ruleset, &attr, sizeof(attr), 0);
	if (fd < 0 || prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) ||
	    syscall(SYS_landlock_restrict_self, fd, 0)) {
		perror("landlock");
		return 99;
	}
	if (kill(target, 0) == 0 || errno != EPERM)
		return 98;
	printf("refused: kill\n");
	return 0;
}

/* Runs argv under an allow-everything filter, as a container would run
 * abitrace itself. */
static int mode_under_filter(char **argv)
{
	struct sock_filter f[] = { RET(SECCOMP_RET_ALLOW) };
	struct sock_fprog p = { 1, f };

	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) ||
	    syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &p)) {
		perror("seccomp");
		return 99;
	}
	execv(argv[0], argv);
	perror(argv[0]);
	return 99;
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "";
	const char *arg = argc > 2 ? argv[2] : "";
	ssize_t n = readlink("/proc/self/exe", self, sizeof(self) - 1);

	if (n > 0)
		self[n] = '\0';
	setvbuf(stdout, NULL, _IOLBF, 0);
	/* Traced with -f -o: lines start with the pid. */
	if (getenv("EXPECT_PIDS"))
		expect_prefixed(1);
	if (!strcmp(mode, "errno"))
		return mode_errno(!strcmp(arg, "prctl"));
	if (!strcmp(mode, "kill"))
		return mode_kill(!strcmp(arg, "thread"));
	if (!strcmp(mode, "kill-thread"))
		return mode_kill_thread();
	if (!strcmp(mode, "trap"))
		return mode_trap();
	if (!strcmp(mode, "log"))
		return mode_log();
	if (!strcmp(mode, "trace"))
		return mode_trace();
	if (!strcmp(mode, "tsync"))
		return mode_tsync();
	if (!strcmp(mode, "fork-exec"))
		return mode_fork_exec();
	if (!strcmp(mode, "after-exec"))
		return mode_after_exec(arg);
	if (!strcmp(mode, "stacked"))
		return mode_stacked();
	if (!strcmp(mode, "bpf"))
		return mode_bpf();
	if (!strcmp(mode, "strict"))
		return mode_strict();
	if (!strcmp(mode, "wait"))
		return mode_wait();
	if (!strcmp(mode, "landlock-kill") && argc > 2)
		return mode_landlock_kill(atoi(arg));
	if (!strcmp(mode, "under-filter") && argc > 2)
		return mode_under_filter(argv + 2);
	fprintf(stderr, "usage: sandbox MODE (see the source)\n");
	return 2;
}
