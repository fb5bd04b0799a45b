/*
 * Tracee for walk-driver: makes getppid() syscalls from known functions
 * and, before each, prints where the call site is, so run.sh compares
 * the unwinder against values the compiler computed, not pasted ones.
 *
 * Usage: tracee STEP...   where STEP is one of
 *   libc            getppid() through the libc wrapper
 *   syscall         syscall(SYS_getppid)
 *   thread          getppid() from a second thread
 *   plugin PATH     dlopen PATH and call its plugin_call()
 *   exec PROG ARGS  execv PROG with ARGS (must be the last step)
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "tracee.h"

void expect_site(const char *tag, const char *file, const char *func,
		 int line)
{
	const char *base = strrchr(file, '/');

	printf("expect: %s %s (%s:%d)\n", tag, func, base ? base + 1 : file,
	       line);
	/* The tracer prints its answer while we are stopped in getppid. */
	fflush(stdout);
}

static void __attribute__((noinline)) via_libc(void)
{
	expect_site("libc", __FILE__, __func__, __LINE__ + 1);
	getppid();
}

static void __attribute__((noinline)) via_syscall(void)
{
	expect_site("syscall", __FILE__, __func__, __LINE__ + 1);
	syscall(SYS_getppid);
}

static void *thread_main(void *arg)
{
	(void)arg;
	expect_site("thread", __FILE__, __func__, __LINE__ + 1);
	getppid();
	return NULL;
}

static int via_thread(void)
{
	pthread_t t;

	if (pthread_create(&t, NULL, thread_main, NULL))
		return -1;
	return pthread_join(t, NULL) ? -1 : 0;
}

static int via_plugin(const char *path)
{
	void *h = dlopen(path, RTLD_NOW);
	void (*call)(expect_fn);

	if (!h) {
		fprintf(stderr, "tracee: %s\n", dlerror());
		return -1;
	}
	*(void **)&call = dlsym(h, "plugin_call");
	if (!call)
		return -1;
	call(expect_site);
	return 0;
}

int main(int argc, char **argv)
{
	int i;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "libc")) {
			via_libc();
		} else if (!strcmp(argv[i], "syscall")) {
			via_syscall();
		} else if (!strcmp(argv[i], "thread")) {
			if (via_thread())
				return 1;
		} else if (!strcmp(argv[i], "plugin") && i + 1 < argc) {
			if (via_plugin(argv[++i]))
				return 1;
		} else if (!strcmp(argv[i], "exec") && i + 1 < argc) {
			execv(argv[i + 1], argv + i + 1);
			perror("tracee: execv");
			return 1;
		} else {
			fprintf(stderr, "tracee: bad step %s\n", argv[i]);
			return 1;
		}
	}
	return 0;
}
