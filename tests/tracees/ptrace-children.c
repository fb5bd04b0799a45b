/* ptrace-children MODE: a program that traces its own children, as a
 * debugger, a tracer or a crash handler does, for
 * tests/trace/seccomp-silent-ptrace.test. Each mode opens /dev/null in the parent
 * before and after (the traced call), and says on stdout what its own
 * ptrace calls got: "MODE: ok" when all worked.
 *   traceme   a forked child calls PTRACE_TRACEME and stops; the parent
 *             reads a word of it (PTRACE_PEEKDATA), lets it go on and
 *             sees it exit 0 (it opened /dev/null meanwhile);
 *   attach    the parent attaches to a running child (PTRACE_ATTACH),
 *             reads the word, detaches, and the child exits 0;
 *   seize     the same with PTRACE_SEIZE and PTRACE_INTERRUPT;
 *             (the child of these two waits for a flag in shared
 *             memory that the parent sets once it has detached: a
 *             signal sent for that, as SIGUSR1 to a child in pause(),
 *             is lost when it comes before the child's pause(), and
 *             the program then hangs, with or without a tracer;)
 *   parent    a child made with CLONE_PARENT is its parent's sibling:
 *             wait() finds no child; "expect-err: " then gives the
 *             tracer's line for that child's end, which it reaps.
 * Its first line, "mode: N", is the seccomp mode it runs in. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile long word = 0x5eed1234;

static int seccomp_mode(void)
{
	char line[256];
	int mode = -1;
	FILE *f = fopen("/proc/self/status", "r");

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "Seccomp: %d", &mode) == 1)
			break;
	fclose(f);
	return mode;
}

static void open_null(void)
{
	int fd = open("/dev/null", O_RDONLY);

	if (fd >= 0)
		close(fd);
}

static int bad(const char *mode, const char *what)
{
	printf("%s: %s: %s\n", mode, what, strerror(errno));
	return 1;
}

/* The child's word through ptrace, and the child's end. A child
 * attached to (*released not NULL) is detached and then released. */
static int peek_and_end(const char *mode, pid_t pid, volatile int *released)
{
	long v;
	int st;

	errno = 0;
	v = ptrace(PTRACE_PEEKDATA, pid, (void *)&word, 0);
	if (errno)
		return bad(mode, "PTRACE_PEEKDATA");
	if (v != word) {
		printf("%s: read %#lx, not %#lx\n", mode, v, word);
		return 1;
	}
	if (ptrace(released ? PTRACE_DETACH : PTRACE_CONT, pid, 0, 0) < 0)
		return bad(mode, released ? "PTRACE_DETACH" : "PTRACE_CONT");
	if (released)
		__atomic_store_n(released, 1, __ATOMIC_SEQ_CST);
	while (waitpid(pid, &st, 0) != pid || WIFSTOPPED(st)) {
		if (errno == ECHILD)
			return bad(mode, "waitpid");
		if (WIFSTOPPED(st))
			ptrace(PTRACE_CONT, pid, 0, WSTOPSIG(st));
	}
	if (!WIFEXITED(st) || WEXITSTATUS(st)) {
		printf("%s: child ended with status %#x\n", mode, st);
		return 1;
	}
	return 0;
}

static int traceme(void)
{
	pid_t pid = fork();
	int st;

	if (pid < 0)
		return bad("traceme", "fork");
	if (pid == 0) {
		if (ptrace(PTRACE_TRACEME, 0, 0, 0) < 0)
			_exit(bad("traceme", "PTRACE_TRACEME"));
		raise(SIGSTOP);
		open_null();
		_exit(0);
	}
	if (waitpid(pid, &st, 0) != pid || !WIFSTOPPED(st)) {
		printf("traceme: the child did not stop (status %#x)\n", st);
		return 1;
	}
	return peek_and_end("traceme", pid, NULL);
}

static int attach(bool seize)
{
	const char *mode = seize ? "seize" : "attach";
	volatile int *released;
	int p[2], st;
	pid_t pid;
	char c;

	released = mmap(NULL, sizeof(*released), PROT_READ | PROT_WRITE,
			MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (released == MAP_FAILED)
		return bad(mode, "mmap");
	if (pipe(p) < 0)
		return bad(mode, "pipe");
	pid = fork();
	if (pid < 0)
		return bad(mode, "fork");
	if (pid == 0) {
		close(p[0]);
		write(p[1], "r", 1);
		/* Running (not blocked in a call) until the parent, done
		 * with it, sets the flag, which cannot be missed. */
		while (!__atomic_load_n(released, __ATOMIC_SEQ_CST))
			sched_yield();
		open_null();
		_exit(0);
	}
	close(p[1]);
	if (read(p[0], &c, 1) != 1)
		return bad(mode, "read");
	if (ptrace(seize ? PTRACE_SEIZE : PTRACE_ATTACH, pid, 0, 0) < 0)
		return bad(mode, seize ? "PTRACE_SEIZE" : "PTRACE_ATTACH");
	if (seize && ptrace(PTRACE_INTERRUPT, pid, 0, 0) < 0)
		return bad(mode, "PTRACE_INTERRUPT");
	if (waitpid(pid, &st, 0) != pid || !WIFSTOPPED(st)) {
		printf("%s: the child did not stop (status %#x)\n", mode, st);
		return 1;
	}
	return peek_and_end(mode, pid, released);
}

static int child_fn(void *arg)
{
	(void)arg;
	return 0;
}

static int clone_parent(void)
{
	static char stack[64 * 1024];
	pid_t pid;

	pid = clone(child_fn, stack + sizeof(stack), CLONE_PARENT | SIGCHLD,
		    NULL);
	if (pid < 0)
		return bad("parent", "clone");
	if (wait(NULL) >= 0 || errno != ECHILD) {
		printf("parent: wait found a child\n");
		return 1;
	}
	/* Its parent, the tracer, reaps it (a bound for a run without
	 * one, where nobody does). */
	for (int i = 0; kill(pid, 0) == 0; i++) {
		if (i == 10000) {
			printf("parent: the child was not reaped\n");
			return 1;
		}
		usleep(1000);
	}
	printf("expect-err: Exit of unknown pid %d ignored\n", pid);
	return 0;
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "";
	int r;

	setvbuf(stdout, NULL, _IOLBF, 0);
	printf("mode: %d\n", seccomp_mode());
	open_null();
	if (!strcmp(mode, "traceme"))
		r = traceme();
	else if (!strcmp(mode, "attach"))
		r = attach(false);
	else if (!strcmp(mode, "seize"))
		r = attach(true);
	else if (!strcmp(mode, "parent"))
		r = clone_parent();
	else {
		fprintf(stderr, "usage: ptrace-children "
			"traceme|attach|seize|parent\n");
		return 2;
	}
	if (r)
		return r;
	open_null();
	printf("%s: ok\n", mode);
	return 0;
}
