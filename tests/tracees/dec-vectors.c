/* Memory that ends mid-argument, as strace shows it: execve's vectors
 * running into an unreadable page (the elements read, "... /+ ADDR +/"
 * at the first pointer that cannot be, "unterminated" in the count of
 * the environment), elements that are bad pointers, a counted buffer
 * whose shown part ends where the memory does (its address), a byte
 * 034 before '8' ("\348"), sendfile's offset -1 (unsigned), and
 * restart_syscall naming the sleep it resumes after a stop (also after
 * a second stop, which interrupts the restart_syscall itself). */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/sendfile.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "dec.h"

#define NOFILE "/nonexistent/abt-vectors"

/* What the trace says a call returned. */
static const char *result(long r)
{
	static char buf[64];

	if (r < 0)
		return failed_with(errno);
	snprintf(buf, sizeof(buf), "%ld", r);
	return buf;
}

int main(void)
{
	long pg = sysconf(_SC_PAGESIZE);
	char *m = mmap(NULL, 2 * pg, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	char **argv, **envp, *buf;
	off_t off = -1;
	int null = open("/dev/null", O_WRONLY);
	int zero = open("/dev/zero", O_RDONLY);
	long r;
	pid_t parent = getpid(), child;
	sigset_t chld;

	setvbuf(stdout, NULL, _IONBF, 0);
	if (m == MAP_FAILED || mprotect(m + pg, pg, PROT_NONE))
		return 2;
	strcpy(m, "first");
	/* Three pointers at the page's end, no NULL after them. */
	argv = (char **)(m + pg) - 3;
	argv[0] = m;
	argv[1] = (char *)-1;
	argv[2] = m;
	envp = (char **)(m + pg) - 2;
	/* ENOENT or EFAULT: kernels differ in what they check first. */
	r = syscall(SYS_execve, NOFILE, argv, envp);
	expect(result(r),
	       "execve(\"%s\", [\"first\", %p, \"first\", ... /* %p */], "
	       "%p /* 2 vars, unterminated */)", NOFILE, (void *)-1,
	       (void *)(m + pg), (void *)envp);
	/* Not one pointer readable: the addresses. */
	r = syscall(SYS_execve, NOFILE, m + pg, m + pg);
	expect(result(r), "execve(\"%s\", %p, %p)", NOFILE,
	       (void *)(m + pg), (void *)(m + pg));

	/* 32 bytes readable, 33 asked: more than -s shows, and the byte
	 * after what it shows cannot be read. */
	buf = m + pg - 32;
	memset(buf, 'x', 32);
	r = syscall(SYS_write, null, buf, 33);
	expect(result(r), "write(%d, %p, 33)", null, (void *)buf);
	/* A path without its NUL before the unreadable page: the
	 * address, and a word on stderr. */
	memset(m + pg - 16, '/', 16);
	r = syscall(SYS_chdir, m + pg - 16);
	expect(result(r), "chdir(%p)", (void *)(m + pg - 16));
	printf("stderr: short read (16 < 4096) @%p: %s\n",
	       (void *)(m + pg - 16), strerror(EFAULT));
	syscall(SYS_write, null, "\0348", 2);
	expect("2", "write(%d, \"\\348\", 2)", null);

	r = syscall(SYS_sendfile, null, zero, &off, 1);
	expect(result(r), "sendfile(%d, %d, [%llu], 1)", null, zero,
	       (unsigned long long)off);

	/* A stop during the sleep: the kernel resumes it with
	 * restart_syscall once continued. SIGCHLD is blocked: the child's
	 * exit must not interrupt the resumed sleep a second time (a
	 * traced process is stopped even for a signal it ignores). */
	sigemptyset(&chld);
	sigaddset(&chld, SIGCHLD);
	sigprocmask(SIG_BLOCK, &chld, NULL);
	child = fork();
	if (child == 0) {
		struct timespec t = { 0, 100 * 1000 * 1000 };

		/* Twice: the second stop interrupts the restart_syscall,
		 * and the one after it still resumes clock_nanosleep. */
		for (int i = 0; i < 2; i++) {
			nanosleep(&t, NULL);
			kill(parent, SIGSTOP);
			nanosleep(&t, NULL);
			kill(parent, SIGCONT);
		}
		_exit(0);
	}
	{
		struct timespec t = { 2, 0 };

		syscall(SYS_clock_nanosleep, CLOCK_MONOTONIC, 0, &t, NULL);
	}
	expect("0", "restart_syscall(<... resuming interrupted "
	       "clock_nanosleep ...>)");
	waitpid(child, NULL, 0);
	return 0;
}
