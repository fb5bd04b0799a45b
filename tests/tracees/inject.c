/* A tracee for -e inject= and -e fault= (tests/trace/inject-fault.test).
 *
 * argv[1] names the rule the test gives abitrace; the tracee makes the
 * calls, checks that it saw what the rule promises (and exits 1 with a
 * message when not), and prints "expect: LINE" for the lines the trace
 * must hold. Raw syscalls: libc must not retry or cache anything. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

static int failures;

static void check(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "inject tracee: %s\n", what);
		failures++;
	}
}

static void expect(const char *call, const char *ret)
{
	printf("expect: %-39s = %s\n", call, ret);
}

/* -e inject=chdir:error=ENOENT: the directory exists, yet the call
 * fails, and the working directory stays. */
static void error_rule(void)
{
	char before[256], after[256];
	long r;

	check(getcwd(before, sizeof(before)) != NULL, "getcwd");
	errno = 0;
	r = syscall(SYS_chdir, "/");
	check(r == -1 && errno == ENOENT, "chdir did not fail with ENOENT");
	check(getcwd(after, sizeof(after)) && !strcmp(before, after),
	      "chdir ran");
	expect("chdir(\"/\")",
	       "-1 ENOENT (No such file or directory) (INJECTED)");
}

/* -e inject=getppid:retval=42:when=2..3: the 2nd and 3rd calls get
 * 42, the 1st and 4th the real parent. */
static void retval_rule(void)
{
	long real = syscall(SYS_getppid), r;
	char buf[64];

	snprintf(buf, sizeof(buf), "%ld", real);
	expect("getppid()", buf);
	for (int i = 2; i <= 3; i++) {
		r = syscall(SYS_getppid);
		check(r == 42, "getppid did not return 42");
		expect("getppid()", "42 (INJECTED)");
	}
	r = syscall(SYS_getppid);
	check(r == real, "the 4th getppid was changed");
	expect("getppid()", buf);
}

/* -e inject=getpgid:when=2+2:error=EPERM: every other call from the
 * 2nd on (getpgid(0): arm64 and riscv64 have no getpgrp). */
static void step_rule(void)
{
	for (int i = 1; i <= 5; i++) {
		long r = syscall(SYS_getpgid, 0);
		char buf[64];

		if (i % 2 == 0) {
			check(r == -1 && errno == EPERM, "getpgid not failed");
			expect("getpgid(0)",
			       "-1 EPERM (Operation not permitted) (INJECTED)");
		} else {
			check(r > 0, "getpgid failed");
			snprintf(buf, sizeof(buf), "%ld", r);
			expect("getpgid(0)", buf);
		}
	}
}

static volatile sig_atomic_t got;

static void on_usr1(int sig)
{
	got = sig;
}

/* -e inject=getpid:signal=USR1: the call runs, then the signal, from
 * the kernel. */
static void signal_rule(void)
{
	char buf[64];
	long r;

	signal(SIGUSR1, on_usr1);
	r = syscall(SYS_getpid);
	check(r == getpid(), "getpid was changed");
	check(got == SIGUSR1, "no SIGUSR1");
	snprintf(buf, sizeof(buf), "%ld", r);
	expect("getpid()", buf);
	printf("expect: --- SIGUSR1 {si_signo=SIGUSR1, si_code=SI_KERNEL} ---\n");
}

/* -e inject=umask:syscall=gettid:retval=7: gettid runs instead, and the
 * program gets 7; the umask is untouched. */
static void syscall_rule(void)
{
	mode_t old = umask(022);	/* libc's umask: the same call */

	check(old == 7, "umask did not return 7");
	old = (mode_t)syscall(SYS_umask, 0);
	check(old == 7, "umask did not return 7");
	expect("umask(022)", "007 (INJECTED)");
	expect("umask(000)", "007 (INJECTED)");
}

/* -e inject=uname:poke_exit=@arg1=6162633132:error=EAGAIN: the kernel
 * never ran uname, yet the buffer starts with what was poked. */
static void poke_rule(void)
{
	struct utsname u;
	long r;

	memset(&u, 'x', sizeof(u));
	r = syscall(SYS_uname, &u);
	check(r == -1 && errno == EAGAIN, "uname did not fail");
	check(!memcmp(u.sysname, "abc12x", 6), "no poke");
	printf("expect-re: ^uname\\(0x[0-9a-f]+\\) += -1 EAGAIN "
	       "\\(Resource temporarily unavailable\\) "
	       "\\(INJECTED: args, retval\\)$\n");
}

/* -e inject=nanosleep:delay_exit=300ms: the thread comes back from a
 * zero sleep at least 300 ms later. */
static void delay_rule(void)
{
	struct timespec t0, t1, zero = { 0, 0 };
	long ms;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	syscall(SYS_nanosleep, &zero, NULL);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	ms = (t1.tv_sec - t0.tv_sec) * 1000 +
	     (t1.tv_nsec - t0.tv_nsec) / 1000000;
	check(ms >= 300, "the delay was shorter than 300 ms");
	expect("nanosleep({tv_sec=0, tv_nsec=0}, NULL)", "0 (DELAYED)");
}

/* -e fault=dup:when=1: ENOSYS, once (the dynamic loader makes no
 * dup of its own to count). */
static void fault_rule(void)
{
	int fd = open("/dev/null", O_RDONLY);
	long r;
	char call[64], ret[64];

	errno = 0;
	r = syscall(SYS_dup, fd);
	check(r == -1 && errno == ENOSYS, "dup not failed with ENOSYS");
	snprintf(call, sizeof(call), "dup(%d)", fd);
	expect(call, "-1 ENOSYS (Function not implemented) (INJECTED)");
	r = syscall(SYS_dup, fd);
	check(r > fd, "the 2nd dup failed");
	snprintf(ret, sizeof(ret), "%ld", r);
	expect(call, ret);
}

/* -e inject=exit_group:error=ENOSYS:when=1: even exit_group comes
 * back; the 2nd ends the program. */
static void exit_rule(void)
{
	long r = syscall(SYS_exit_group, 3);

	check(r == -1 && errno == ENOSYS, "exit_group returned wrongly");
	expect("exit_group(3)",
	       "-1 ENOSYS (Function not implemented) (INJECTED)");
	printf("expect: %-39s = ?\n", "exit_group(0)");
	fflush(stdout);
	syscall(SYS_exit_group, failures ? 1 : 0);
}

int main(int argc, char **argv)
{
	static const struct { const char *name; void (*fn)(void); } modes[] = {
		{ "error", error_rule }, { "retval", retval_rule },
		{ "step", step_rule }, { "signal", signal_rule },
		{ "syscall", syscall_rule }, { "poke", poke_rule },
		{ "delay", delay_rule }, { "fault", fault_rule },
		{ "exit", exit_rule },
	};

	setvbuf(stdout, NULL, _IONBF, 0);
	for (size_t i = 0; argc > 1 && i < sizeof(modes) / sizeof(modes[0]);
	     i++)
		if (!strcmp(argv[1], modes[i].name)) {
			modes[i].fn();
			return failures ? 1 : 0;
		}
	fprintf(stderr, "usage: inject MODE\n");
	return 2;
}
