/* A program that points abitrace at files of its choosing
 * (tests/interfaces/security-*.test). Each run makes noted calls: munmap with length 0
 * (note zero-length), so that abitrace looks for its call site (the
 * line tables of this file, its separate debug file) and --report
 * reads the source line around it.
 *
 * Built several times: with SEC_SOURCE, the noted call's line claims
 * to come from that file (#line), which --report then tries to read:
 * /dev/zero, or /proc/self/cwd/evil-source.c, a name the test makes a
 * FIFO or a file only root may read (a relative name would be joined
 * to the build directory by the compiler; /proc/self/cwd is abitrace's
 * own working directory when abitrace opens it).
 *
 *   sec-note            one noted call, then exit 0
 *   sec-note loop       noted calls until killed; "ready PID" on
 *                       stdout after the first (SIGINT, SIGHUP and
 *                       SIGTERM back to their default first: a
 *                       shell's background job gets SIGINT ignored,
 *                       nohup SIGHUP, and then abitrace's forwarded
 *                       signal would leave it spinning)
 *   sec-note deep N     the noted call N frames deep (recursion)
 *   sec-note maps N     N pages made separate mappings (2N lines of
 *                       /proc/self/maps), then the noted call
 *   sec-note lib FILE   the noted call made by sec_lib_call() of the
 *                       shared library FILE (tracees/sec-lib.c)
 *   sec-note swap FILE  the same, FILE deleted once loaded and a FIFO
 *                       made at "FILE (deleted)" */
#include <dlfcn.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static void *page;

static void noted_call(void);

/* Recursion the compiler cannot turn into a loop: the frame is used
 * after the call. */
static int deep(int n)
{
	volatile char pad[32];

	pad[0] = (char)n;
	if (n <= 0) {
		noted_call();
		return pad[0];
	}
	return deep(n - 1) + pad[0];
}

int main(int argc, char **argv)
{
	page = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (page == MAP_FAILED)
		return 2;
	if (argc > 1 && !strcmp(argv[1], "loop")) {
		signal(SIGINT, SIG_DFL);
		signal(SIGHUP, SIG_DFL);
		signal(SIGTERM, SIG_DFL);
		noted_call();
		printf("ready %d\n", (int)getpid());
		fflush(stdout);
		for (;;)
			noted_call();
	}
	if (argc > 2 && !strcmp(argv[1], "maps")) {
		long n = atol(argv[2]), pg = sysconf(_SC_PAGESIZE), lines = 0;
		char *p = mmap(NULL, 2 * n * pg, PROT_READ, MAP_PRIVATE |
			       MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
		FILE *f;
		int c;

		if (p == MAP_FAILED)
			return 2;
		/* Every other page: no two neighbours merge. */
		for (long i = 0; i < n; i++)
			if (mprotect(p + 2 * i * pg, pg, PROT_NONE))
				return 3;
		f = fopen("/proc/self/maps", "r");
		while (f && (c = getc(f)) != EOF)
			lines += c == '\n';
		printf("maps: %ld\n", lines);
		fflush(stdout);
		noted_call();
		return 0;
	}
	if (argc > 2 && !strcmp(argv[1], "lib")) {
		void *lib = dlopen(argv[2], RTLD_NOW);
		void (*call)(void *);

		if (!lib) {
			fprintf(stderr, "%s\n", dlerror());
			return 2;
		}
		*(void **)&call = dlsym(lib, "sec_lib_call");
		if (!call)
			return 2;
		call(page);
		return 0;
	}
	/* "swap LIB": the library's file is gone once it is loaded, and a
	 * FIFO sits at the name its mapping now shows ("LIB (deleted)"):
	 * a tracer that opens mapped files by that name would wait on it. */
	if (argc > 2 && !strcmp(argv[1], "swap")) {
		void *lib = dlopen(argv[2], RTLD_NOW);
		void (*call)(void *);
		char fifo[4096];

		if (!lib) {
			fprintf(stderr, "%s\n", dlerror());
			return 2;
		}
		*(void **)&call = dlsym(lib, "sec_lib_call");
		snprintf(fifo, sizeof(fifo), "%s (deleted)", argv[2]);
		if (!call || unlink(argv[2]) || mkfifo(fifo, 0666))
			return 2;
		call(page);
		return 0;
	}
	if (argc > 2 && !strcmp(argv[1], "deep")) {
		deep(atoi(argv[2]));
		return 0;
	}
	noted_call();
	return 0;
}

#ifdef SEC_SOURCE
#line 1 SEC_SOURCE
#endif
static void noted_call(void)
{
	munmap(page, 0);
}
