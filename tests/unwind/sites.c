/*
 * Tracee for tests/unwind/callsite.test: makes calls that draw an ABI note
 * from known functions and lines, and prints each call site as its
 * compiler saw it (__func__, __FILE__, __LINE__), so the test compares
 * the note's site with values nobody typed in.
 *
 * The trap is a double close (note bad-fd: the second close fails with
 * EBADF), the same every time, so only the path to the syscall varies.
 * mlock(p + 4000, 6000) (note range-expanded) is tried once; its
 * expectation is printed only when the kernel allowed the lock.
 *
 * Usage: sites STEP...   where STEP is one of
 *   close           close() through the libc wrapper
 *   syscall         syscall(SYS_close, fd)
 *   raw             the syscall instruction inlined in our own function
 *   mlock           mlock() through libc, when allowed
 *   thread          close() from a second thread
 *   plugin PATH     dlopen PATH and call its plugin_trap()
 *   unplug PATH     the same, then dlclose PATH (the next library
 *                   dlopen'ed is likely mapped where it was)
 *   exec PROG ARGS  execv PROG with ARGS (must be the last step)
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "tracee.h"

void expect_site(const char *tag, const char *file, const char *func,
		 int line)
{
	const char *base = strrchr(file, '/');

	printf("expect: %s %s (%s:%d)\n", tag, func, base ? base + 1 : file,
	       line);
	fflush(stdout);
}

/* A closed descriptor that nothing will reopen before the second close:
 * stdout is a file or pipe already open, so printing takes no fd. */
static int closed_fd(void)
{
	int fd = open("/dev/null", O_RDONLY);

	close(fd);
	return fd;
}

static void __attribute__((noinline)) via_close(void)
{
	int fd = closed_fd();

	expect_site("close", __FILE__, __func__, __LINE__ + 1);
	close(fd);
}

static void __attribute__((noinline)) via_syscall(void)
{
	int fd = closed_fd();

	expect_site("syscall", __FILE__, __func__, __LINE__ + 1);
	syscall(SYS_close, fd);
}

/* close(fd) with no libc frame at all: the site is then the innermost
 * frame itself, an activation, looked up at its pc rather than pc - 1.
 * A macro, so that the instruction sits on the caller's line. */
#if defined(__x86_64__)
#define RAW_CLOSE(ret, fd) \
	__asm__ volatile ("syscall" : "=a" (ret) : "0" ((long)SYS_close), \
			  "D" ((long)(fd)) : "rcx", "r11", "memory")
#elif defined(__i386__)
#define RAW_CLOSE(ret, fd) \
	__asm__ volatile ("int $0x80" : "=a" (ret) : "0" ((long)SYS_close), \
			  "b" ((long)(fd)) : "memory")
#else
#define RAW_CLOSE(ret, fd) ((ret) = syscall(SYS_close, (fd)))
#endif

static void __attribute__((noinline)) via_raw(void)
{
	int fd = closed_fd();
	long ret;

	expect_site("raw", __FILE__, __func__, __LINE__ + 1);
	RAW_CLOSE(ret, fd);
	(void)ret;
}

static void __attribute__((noinline)) via_mlock(void)
{
	char *p = calloc(1, 3 * 4096 + 10000);
	int line = __LINE__ + 1;
	int r = p ? mlock(p + 4000, 6000) : -1;

	if (r == 0) {
		expect_site("mlock", __FILE__, __func__, line);
		munlock(p + 4000, 6000);
	}
	free(p);
}

static void *thread_main(void *arg)
{
	int fd = closed_fd();

	(void)arg;
	expect_site("thread", __FILE__, __func__, __LINE__ + 1);
	close(fd);
	return NULL;
}

static int via_thread(void)
{
	pthread_t t;

	if (pthread_create(&t, NULL, thread_main, NULL))
		return -1;
	return pthread_join(t, NULL) ? -1 : 0;
}

static int via_plugin(const char *path, bool unload)
{
	void *h = dlopen(path, RTLD_NOW);
	void (*trap)(expect_fn, int);

	if (!h) {
		fprintf(stderr, "sites: %s\n", dlerror());
		return -1;
	}
	*(void **)&trap = dlsym(h, "plugin_trap");
	if (!trap)
		return -1;
	trap(expect_site, closed_fd());
	return unload && dlclose(h) ? -1 : 0;
}

static int step(int argc, char **argv, int *i)
{
	const char *s = argv[*i];

	if (!strcmp(s, "close"))
		via_close();
	else if (!strcmp(s, "syscall"))
		via_syscall();
	else if (!strcmp(s, "raw"))
		via_raw();
	else if (!strcmp(s, "mlock"))
		via_mlock();
	else if (!strcmp(s, "thread"))
		return via_thread();
	else if (!strcmp(s, "plugin") && *i + 1 < argc)
		return via_plugin(argv[++*i], false);
	else if (!strcmp(s, "unplug") && *i + 1 < argc)
		return via_plugin(argv[++*i], true);
	else if (!strcmp(s, "exec") && *i + 1 < argc) {
		execv(argv[*i + 1], argv + *i + 1);
		perror("sites: execv");
		return -1;
	} else {
		fprintf(stderr, "sites: bad step %s\n", s);
		return -1;
	}
	return 0;
}

int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		if (step(argc, argv, &i))
			return 1;
	}
	return 0;
}
