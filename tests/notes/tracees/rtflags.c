/* rtflags.c - who set the sa_flags bits the kernel does not define
 * (issue 30.2). Built with -std=c99: strict ISO C, so <signal.h> makes
 * signal() glibc's __sysv_signal, as in every -std=c99 program.
 *
 * Each scenario first proves, untraced, which sa_flags the kernel got:
 * a child (not traced without -f) makes the same C library call under
 * a seccomp filter that traps rt_sigaction(SIGUSR2), and its SIGSYS
 * handler reads the kernel's struct sigaction the call passed. The
 * bits the kernel defines come from the kernel itself: all ones stored
 * with a raw rt_sigaction and read back (it clears the others, 5.11+).
 * Then it makes the calls under the tracer and prints
 *   expect: REGEX   a note line abitrace must print, in order
 *   count: ID N     how many ID notes the whole trace must hold
 * "runtime": signal() and sigaction(SA_RESETHAND), whose unknown bits
 * the C library set (expected at info level only, --notes=all);
 * "program": the program's own unknown bits, by syscall() and through
 * sigaction(): warnings. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdarg.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#include <linux/filter.h>
#include <linux/seccomp.h>

#include "note-expect.h"

/* unistd.h declares it only beyond strict ISO C. */
long syscall(long number, ...);

#define SA_INTERRUPT_BIT 0x20000000ul	/* glibc's historical no-op */
#define UNKNOWN_BIT 0x00100000ul	/* no SA_* on any ABI */

/* The kernel's struct sigaction (uapi asm-generic/signal.h, x86's
 * asm/signal.h): the handler, then sa_flags, an unsigned long. */
struct ksigaction {
	void (*handler)(int);
	unsigned long flags;
	void (*restorer)(void);
	unsigned long mask[2];
};

/* The registers of the trapped call: its second argument and the
 * return value. glibc names the fields __gregs/__regs in strict ISO C. */
#if defined(__x86_64__)
# ifdef __USE_MISC
#  define GREGS gregs
# else
#  define GREGS __gregs
# endif
# define UC_ARG1(uc) ((uc)->uc_mcontext.GREGS[9])	/* REG_RSI */
# define UC_RET(uc) ((uc)->uc_mcontext.GREGS[13])	/* REG_RAX */
#elif defined(__aarch64__)
# ifdef __USE_MISC
#  define XREGS regs
# else
#  define XREGS __regs
# endif
# define UC_ARG1(uc) ((uc)->uc_mcontext.XREGS[1])
# define UC_RET(uc) ((uc)->uc_mcontext.XREGS[0])
#endif

static void handler(int sig)
{
	(void)sig;
}

/* expect: a note line "note[ID]: MESSAGE" and then tail, a regular
 * expression (the message is taken literally). */
static void expect(const char *id, const char *tail, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void expect(const char *id, const char *tail, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	note_expect_v(id, fmt, ap);
	va_end(ap);
	printf("%s\n", tail);
}

static void fail(const char *what)
{
	printf("kernel: %s: %s\n", what, strerror(errno));
	exit(2);
}

static void skip(const char *why)
{
	printf("skip: %s\n", why);
	exit(77);
}

static int raw_sigaction(int sig, const struct ksigaction *act,
			 struct ksigaction *old)
{
	return (int)syscall(SYS_rt_sigaction, sig, act, old,
			    sizeof(act->mask[0]));
}

/* What the kernel defines: it keeps only those bits of all ones. */
static unsigned long known_flags(void)
{
	struct ksigaction all = { handler, ~0ul, NULL, { 0 } }, old, dfl;

	memset(&dfl, 0, sizeof(dfl));
	dfl.handler = SIG_DFL;
	if (raw_sigaction(SIGUSR1, &all, NULL) ||
	    raw_sigaction(SIGUSR1, &dfl, &old))
		fail("rt_sigaction");
	return old.flags;
}

/* ---- the untraced proof --------------------------------------------- */

static volatile unsigned long trapped_flags;
static volatile int trapped;

#ifdef UC_ARG1
static void on_sigsys(int sig, siginfo_t *si, void *ctx)
{
	ucontext_t *uc = ctx;
	const struct ksigaction *act = (const void *)UC_ARG1(uc);

	(void)sig;
	(void)si;
	if (act) {
		trapped_flags = act->flags;
		trapped = 1;
	}
	UC_RET(uc) = 0;
}
#endif

/* The sa_flags that call() gives the kernel for SIGUSR2, seen by a
 * seccomp trap in an untraced child. */
static unsigned long kernel_got(void (*call)(void))
{
#ifdef UC_ARG1
	struct sock_filter code[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
			 offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_rt_sigaction, 0, 3),
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
			 offsetof(struct seccomp_data, args[0])),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SIGUSR2, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_TRAP),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = { sizeof(code) / sizeof(code[0]), code };
	struct sigaction sa;
	unsigned long got = 0;
	int p[2], st;
	pid_t pid;

	if (pipe(p))
		fail("pipe");
	fflush(stdout);
	pid = fork();
	if (pid < 0)
		fail("fork");
	if (pid == 0) {
		memset(&sa, 0, sizeof(sa));
		sa.sa_sigaction = on_sigsys;
		sa.sa_flags = SA_SIGINFO;
		if (sigaction(SIGSYS, &sa, NULL) ||
		    syscall(SYS_prctl, 38 /* PR_SET_NO_NEW_PRIVS */, 1, 0, 0, 0) ||
		    syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog))
			_exit(3);
		call();
		if (!trapped)
			_exit(4);
		got = trapped_flags;
		if (write(p[1], &got, sizeof(got)) != sizeof(got))
			_exit(5);
		_exit(0);
	}
	close(p[1]);
	if (read(p[0], &got, sizeof(got)) != sizeof(got) ||
	    waitpid(pid, &st, 0) != pid || !WIFEXITED(st) ||
	    WEXITSTATUS(st) != 0)
		skip("no seccomp trap to see what the C library passed");
	close(p[0]);
	return got;
#else
	(void)call;
	skip("no register map for this architecture's SIGSYS context");
	return 0;
#endif
}

/* ---- the calls ------------------------------------------------------ */

static void iso_signal(void)
{
	signal(SIGUSR2, handler);
}

static void sigaction_resethand(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = handler;
	sa.sa_flags = (int)SA_RESETHAND;
	sigaction(SIGUSR2, &sa, NULL);
}

/* The program passes SA_INTERRUPT itself, through the C library. */
static void sigaction_interrupt(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = handler;
	sa.sa_flags = (int)SA_INTERRUPT_BIT;
	sigaction(SIGUSR2, &sa, NULL);
}

static const char *prefix(unsigned long bits, unsigned long known)
{
	static char buf[300];

	snprintf(buf, sizeof(buf), "rt_sigaction: sa_flags has bits %#lx "
		 "this kernel does not define (known: %#lx); the call "
		 "succeeded as if they were not there", bits, known);
	return buf;
}

/* The C library's bits: a note only at info level (all = --notes=all),
 * that names the C runtime. */
static void runtime(int all)
{
	unsigned long known = known_flags();
	unsigned long g1 = kernel_got(iso_signal);
	unsigned long g2 = kernel_got(sigaction_resethand);
	struct ksigaction old;

	if (!(g1 & ~known) && !(g2 & ~known))
		skip("this C library passes no sa_flags bit the kernel "
		     "does not define");
	/* known_flags()'s all ones, by syscall(): the program's own */
	expect("unknown-flags-ignored", "( \\[at [^;]*)?$", "%s",
	       prefix(~0ul & ~known, known));
	/* What the kernel kept is what the program asked for: the bits
	 * it cleared were not the program's business. */
	iso_signal();
	if (raw_sigaction(SIGUSR2, NULL, &old))
		fail("rt_sigaction");
	if (old.flags != (g1 & known))
		fail("read back after signal()");
	if (all && (g1 & ~known))
		expect("unknown-flags-ignored", "", "%s; the C runtime set them, "
		       "not the program:", prefix(g1 & ~known, known));
	sigaction_resethand();
	if (raw_sigaction(SIGUSR2, NULL, &old))
		fail("rt_sigaction");
	if (old.flags != (g2 & known))
		fail("read back after sigaction()");
	if (all && (g2 & ~known))
		expect("unknown-flags-ignored", "", "%s; the C runtime set them, "
		       "not the program:", prefix(g2 & ~known, known));
	printf("count: unknown-flags-ignored %d\n",
	       1 + (all ? !!(g1 & ~known) + !!(g2 & ~known) : 0));
}

/* The program's own bits: a warning, wherever they went through. */
static void program(void)
{
	unsigned long known = known_flags();
	unsigned long g = kernel_got(sigaction_interrupt);
	struct ksigaction act = { handler, UNKNOWN_BIT | SA_INTERRUPT_BIT,
				  NULL, { 0 } };

	/* known_flags()'s all ones */
	expect("unknown-flags-ignored", "( \\[at [^;]*)?$", "%s",
	       prefix(~0ul & ~known, known));
	if (raw_sigaction(SIGUSR2, &act, NULL))
		fail("rt_sigaction");
	expect("unknown-flags-ignored", "( \\[at [^;]*)?$", "%s",
	       prefix(act.flags & ~known, known));
	sigaction_interrupt();
	if (g & SA_INTERRUPT_BIT & ~known)
		expect("unknown-flags-ignored", "( \\[at [^;]*)?$", "%s",
		       prefix(g & ~known, known));
	printf("count: unknown-flags-ignored %d\n",
	       2 + !!(g & SA_INTERRUPT_BIT & ~known));
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc > 1 && !strcmp(argv[1], "runtime"))
		runtime(0);
	else if (argc > 1 && !strcmp(argv[1], "runtime-all"))
		runtime(1);
	else if (argc > 1 && !strcmp(argv[1], "program"))
		program();
	else
		return 1;
	return 0;
}
