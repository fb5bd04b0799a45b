/* probe.c - is a system call there on the running kernel?
 *
 * Reads "NAME ABI NR" lines on stdin (ABI x86_64, i386 or x32) and prints
 * "NAME ABI NR RESULT" for each, RESULT being
 *   enosys      the kernel answered ENOSYS: no such call here
 *   errno:E     any other error (the call exists and refused the arguments)
 *   ok          it returned a value
 *   signal:N    the process died of signal N (rt_sigreturn on garbage,
 *               uretprobe outside its trampoline): the call exists
 *   blocked     still running after a second (pause, sigsuspend)
 *   noabi       this kernel does not run that ABI at all
 * Every probe runs in its own child, in its own session (so vhangup has no
 * terminal to hang up), without core dumps, and, when started as root, as
 * uid/gid 65534 without capabilities.  The arguments are invalid on
 * purpose: -1 everywhere (a bad fd, a bad pointer, all flag bits) unless
 * the table below says otherwise, because a few calls answer ENOSYS to an
 * unknown command (futex, ipc, modify_ldt) and a few must not run with
 * whatever -1 means to them.  Nothing here can change the system: the
 * calls fail on their arguments or on the missing privilege. */
#define _GNU_SOURCE
#include <errno.h>
#include <grp.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include "../tracees/kfeature.h"
#include <unistd.h>

#define X32_BIT 0x40000000L

struct override {
	const char *name;
	long a[6];
	int skip;		/* never call it: the result is known */
};

/* Calls whose -1 arguments would not reach the kernel's table look-up
 * result we want, or would not fail harmlessly. */
static const struct override overrides[] = {
	/* an unknown op is ENOSYS by design: ask for FUTEX_WAIT at NULL */
	{ "futex", { 0, 0, 1, 0, 0, 0 } },
	{ "futex_time64", { 0, 0, 1, 0, 0, 0 } },
	/* ipc(): an unknown call number is ENOSYS; SEMCTL on semid -1 */
	{ "ipc", { 3, -1, 0, 0, 0, 0 } },
	/* msgget(): all flag bits include IPC_CREAT; ask for key -1 only */
	{ "msgget", { -1, 0, 0, 0, 0, 0 } },
	/* modify_ldt(): an unknown func is ENOSYS; read 0 bytes */
	{ "modify_ldt", { 0, 0, 0, 0, 0, 0 } },
	/* the process must survive to report */
	{ "exit", { 0 }, 1 },
	{ "exit_group", { 0 }, 1 },
	/* vfork's child would run on its parent's stack */
	{ "vfork", { 0 }, 1 },
};

static const struct override *find_override(const char *name)
{
	for (size_t i = 0; i < sizeof(overrides) / sizeof(*overrides); i++)
		if (!strcmp(overrides[i].name, name))
			return &overrides[i];
	return NULL;
}

#ifdef __x86_64__
/* The i386 ABI from a 64-bit process: int $0x80 goes through the ia32
 * table; pointers are truncated to 32 bits, which is fine for bad ones. */
static long int80(long nr, const long *a)
{
	long ret;

	/* the sixth argument goes in %ebp, which the compiler may be
	 * using: keep it in %r12 meanwhile (int $0x80 clobbers r8-r11) */
	__asm__ volatile("mov %%rbp, %%r12\n\t"
			 "mov %[a5], %%rbp\n\t"
			 "int $0x80\n\t"
			 "mov %%r12, %%rbp"
			 : "=a"(ret)
			 : "a"(nr), "b"(a[0]), "c"(a[1]), "d"(a[2]),
			   "S"(a[3]), "D"(a[4]), [a5] "r"(a[5])
			 : "memory", "r8", "r9", "r10", "r11", "r12");
	return ret;
}
#endif

/* As root: private IPC, UTS, mount and network namespaces first, so that
 * even a call that unexpectedly succeeds leaves nothing behind; then
 * uid/gid 65534, which clears every capability. */
static void drop_privileges(void)
{
	if (geteuid() != 0)
		return;
	if (unshare(CLONE_NEWIPC | CLONE_NEWUTS | CLONE_NEWNS | CLONE_NEWNET))
		_exit(99);
	if (setgroups(0, NULL) || setresgid(65534, 65534, 65534) ||
	    setresuid(65534, 65534, 65534))
		_exit(99);	/* never probe as root */
}

/* The child: exit 0 if the call answered, 1 for ENOSYS, 2 for anything
 * else, after writing the errno to fd 3. */
static void child(const char *abi, long nr, const long *a)
{
	struct rlimit no_core = { 0, 0 };
	long r;
	int e = 0;

	setsid();
	setrlimit(RLIMIT_CORE, &no_core);
	drop_privileges();
	if (!strcmp(abi, "i386")) {
#ifdef __x86_64__
		r = int80(nr, a);
		if (r < 0 && r > -4096)
			e = (int)-r;
#else
		_exit(3);
#endif
	} else {
		if (!strcmp(abi, "x32"))
			nr |= X32_BIT;
		errno = 0;
		r = syscall(nr, a[0], a[1], a[2], a[3], a[4], a[5]);
		if (r == -1)
			e = errno;
		if (r == 0 && (!strcmp(abi, "x86_64") || !strcmp(abi, "x32")) &&
		    getppid() == 1)
			_exit(0);	/* a fork child whose parent left */
	}
	if (write(3, &e, sizeof(e)) != sizeof(e))
		_exit(4);
	_exit(e == ENOSYS ? 1 : 0);
}

static int abi_runs(const char *abi)
{
	long none[6] = { 0 };

	if (!strcmp(abi, "x86_64"))
		return 1;
	if (!strcmp(abi, "x32"))	/* getpid on x32: ENOSYS without x32 */
		return syscall(X32_BIT | 39) != -1 || errno != ENOSYS;
#ifdef __x86_64__
	/* without ia32 emulation int $0x80 raises SIGSEGV: ask a child */
	if (!strcmp(abi, "i386"))
		return kf_int80_works();
#endif
	(void)none;
	return 0;
}

static void probe(const char *name, const char *abi, long nr)
{
	const struct override *o = find_override(name);
	long a[6] = { -1, -1, -1, -1, -1, -1 };
	int fds[2], st = 0, e = -1;
	pid_t c;

	if (o && o->skip) {
		printf("%s %s %ld skipped\n", name, abi, nr);
		return;
	}
	if (o)
		memcpy(a, o->a, sizeof(a));
	if (!abi_runs(abi)) {
		printf("%s %s %ld noabi\n", name, abi, nr);
		return;
	}
	if (pipe(fds))
		exit(2);
	fflush(stdout);
	c = fork();
	if (c < 0)
		exit(2);
	if (c == 0) {
		close(fds[0]);
		if (dup2(fds[1], 3) < 0)
			_exit(4);
		child(abi, nr, a);
	}
	close(fds[1]);
	/* a call that blocks (pause) is there: ENOSYS would be at once */
	alarm(1);
	if (waitpid(c, &st, 0) != c) {
		kill(c, SIGKILL);
		waitpid(c, &st, 0);
		alarm(0);
		printf("%s %s %ld blocked\n", name, abi, nr);
		close(fds[0]);
		return;
	}
	alarm(0);
	if (read(fds[0], &e, sizeof(e)) != sizeof(e))
		e = -1;
	close(fds[0]);
	if (WIFSIGNALED(st))
		printf("%s %s %ld signal:%d\n", name, abi, nr, WTERMSIG(st));
	else if (WEXITSTATUS(st) == 99)
		printf("%s %s %ld cannot-drop-root\n", name, abi, nr);
	else if (e == ENOSYS)
		printf("%s %s %ld enosys\n", name, abi, nr);
	else if (e > 0)
		printf("%s %s %ld errno:%s\n", name, abi, nr, strerrorname_np(e));
	else if (e == 0)
		printf("%s %s %ld ok\n", name, abi, nr);
	else
		printf("%s %s %ld exit:%d\n", name, abi, nr, WEXITSTATUS(st));
}

static void on_alarm(int sig)
{
	(void)sig;	/* only interrupts waitpid() */
}

int main(void)
{
	struct sigaction sa = { .sa_handler = on_alarm };	/* no SA_RESTART */
	char name[64], abi[16];
	long nr;

	sigaction(SIGALRM, &sa, NULL);

	while (scanf("%63s %15s %ld", name, abi, &nr) == 3)
		probe(name, abi, nr);
	return 0;
}
