/* A bit of everything the seccomp filter must not change in a trace:
 * plain calls, calls of other personalities (int $0x80, x32 numbers),
 * a fork, threads, and a signal that arrives while the tracee blocks
 * in a call that is not traced.
 *
 * It prints "Seccomp:\tN" with its seccomp mode (PR_GET_SECCOMP: 2
 * when a filter is installed), as /proc/self/status would say it; the
 * file itself is not read, since its length changes from run to run
 * (context switch counts). Built 64-bit and, when the compiler can,
 * 32-bit. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kfeature.h"

static void print_seccomp_mode(void)
{
	int mode = prctl(PR_GET_SECCOMP, 0, 0, 0, 0);

	if (mode < 0)
		return;
	printf("Seccomp:\t%d\n", mode);
	fflush(stdout);
}

static void some_calls(int null)
{
	int fd;

	getppid();
	write(null, "some calls\n", 11);
	fd = open("/etc/hostname", O_RDONLY);
	if (fd >= 0)
		close(fd);
}

/* Calls of the other personalities of an x86_64 process. The i386 ones
 * only where the kernel takes int $0x80 (kfeature.h); the x32 ones fail
 * with ENOSYS where the kernel has no x32, which is a call all the same. */
static void other_abis(int null)
{
#ifdef __x86_64__
	/* int $0x80 takes 32-bit pointers: the text must be below 4G. */
	char *low = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS | MAP_32BIT, -1, 0);
	long ret;

	if (low == MAP_FAILED)
		return;
	if (kf_int80_works()) {
		memcpy(low, "i386 write\n", 11);
		__asm__ volatile("int $0x80"
				 : "=a"(ret)
				 : "0"(4L), "b"((long)null), "c"(low), "d"(11L)
				 : "memory");
		__asm__ volatile("int $0x80" : "=a"(ret) : "0"(64L) : "memory");
	}
	/* The x32 calls by the instruction, not by syscall(): a program
	 * that imports syscall() gets no filter without -f (it may reach
	 * ptrace that way), and this one is here to run under it. */
	__asm__ volatile("syscall"
			 : "=a"(ret)
			 : "0"(0x40000000L | 1), "D"((long)null),
			   "S"("x32 write\n"), "d"(10L)
			 : "rcx", "r11", "memory");
	__asm__ volatile("syscall" : "=a"(ret) : "0"(0x40000000L | 110)
			 : "rcx", "r11", "memory");
	munmap(low, 4096);
#else
	(void)null;
#endif
}

static void *thread_main(void *arg)
{
	some_calls(*(int *)arg);
	return NULL;
}

static void threads(int null)
{
	pthread_t t[4];

	/* One at a time: thread IDs then follow program order, which
	 * the test's normalisation relies on. */
	for (int i = 0; i < 4; i++) {
		pthread_create(&t[i], NULL, thread_main, &null);
		pthread_join(t[i], NULL);
	}
}

static void on_usr1(int sig)
{
	(void)sig;
}

/* The child signals us while we block in read(): with trace=write the
 * read is not traced, and the signal must still be shown. */
static void signal_in_untraced_call(int null)
{
	struct sigaction sa = { .sa_handler = on_usr1,
				.sa_flags = SA_RESTART };
	int p[2];
	char c;
	pid_t pid;

	sigaction(SIGUSR1, &sa, NULL);
	if (pipe(p) < 0)
		return;
	pid = fork();
	if (pid == 0) {
		some_calls(null);
		usleep(20000);	/* let the parent block in read() */
		kill(getppid(), SIGUSR1);
		usleep(20000);
		write(p[1], "x", 1);
		_exit(0);
	}
	read(p[0], &c, 1);
	waitpid(pid, NULL, 0);
	close(p[0]);
	close(p[1]);
}

int main(void)
{
	int null = open("/dev/null", O_WRONLY);
	sigset_t chld;

	/* When SIGCHLD would arrive, before or during wait4, is a race
	 * of its own: keep it pending. */
	sigemptyset(&chld);
	sigaddset(&chld, SIGCHLD);
	sigprocmask(SIG_BLOCK, &chld, NULL);

	print_seccomp_mode();
	some_calls(null);
	other_abis(null);
	threads(null);
	signal_in_untraced_call(null);
	some_calls(null);
	return 0;
}
