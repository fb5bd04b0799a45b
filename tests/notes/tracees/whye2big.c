/* whye2big [inject]: execve calls that fail with E2BIG, each for a cause
 * of its own, and the failure-cause note each should draw, computed from
 * the tracee's page size and RLIMIT_STACK by fs/exec.c's rules: a
 * string over MAX_ARG_STRLEN (32 pages with its NUL); strings and
 * pointers over the RLIMIT_STACK/4 the kernel gives them (RLIMIT_STACK
 * lowered to 1 MiB: 256 KiB, at least ARG_MAX). "inject" (run with
 * -e inject=execve:error=E2BIG): a small execve the kernel would
 * have refused with ENOENT, said as checked, not the cause. */
#include "note-expect.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#define NARGS 300
#define ARGLEN 999

int main(int argc, char **argv)
{
	unsigned long long ps = (unsigned long long)sysconf(_SC_PAGESIZE);
	unsigned long long maxstr = 32 * ps, limit;
	static char *args[NARGS + 1];
	char *envp[] = { NULL };
	/* the kernel opens the file before it copies the strings: one that
	 * exists (this program; the calls fail before it runs again) */
	const char *bin = "/proc/self/exe";
	struct rlimit st;
	char *big;
	long r;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc > 1 && !strcmp(argv[1], "inject")) {
		char *small[] = { "x", NULL };

		r = syscall(SYS_execve, "/nonexistent/whye2big", small, envp);
		failed("injected execve", r, E2BIG);
		note_expect("failure-cause", "checked: argv and envp are 1 and "
			    "0 strings of 2 bytes, none over MAX_ARG_STRLEN "
			    "(%llu)", maxstr);
		return 0;
	}

	/* one string over MAX_ARG_STRLEN */
	big = malloc(maxstr + 10);
	if (!big)
		return 2;
	memset(big, 'a', maxstr + 9);
	big[maxstr + 9] = '\0';
	args[0] = "x";
	args[1] = big;
	args[2] = NULL;
	r = syscall(SYS_execve, bin, args, envp);
	failed("execve of a string over MAX_ARG_STRLEN", r, E2BIG);
	note_expect("failure-cause", "argv[1] is %llu bytes or more with its "
		    "NUL, over MAX_ARG_STRLEN (%llu)", maxstr + 1, maxstr);
	free(big);

	/* 300 strings of 1000 bytes over RLIMIT_STACK/4 of 1 MiB */
	if (getrlimit(RLIMIT_STACK, &st))
		return 2;
	st.rlim_cur = 1 << 20;
	if (st.rlim_max != RLIM_INFINITY && st.rlim_max < st.rlim_cur)
		st.rlim_cur = st.rlim_max;
	if (setrlimit(RLIMIT_STACK, &st))
		return 2;
	limit = st.rlim_cur / 4 < (8ULL << 20) / 4 * 3 ? st.rlim_cur / 4 :
		(8ULL << 20) / 4 * 3;
	if (limit < 131072)
		limit = 131072;
	for (int i = 0; i < NARGS; i++) {
		args[i] = malloc(ARGLEN + 1);
		if (!args[i])
			return 2;
		memset(args[i], 'b', ARGLEN);
		args[i][ARGLEN] = '\0';
	}
	args[NARGS] = NULL;
	if ((unsigned long long)NARGS * (ARGLEN + 1) <= limit) {
		printf("skip: RLIMIT_STACK hard limit too high to exceed\n");
		return 0;
	}
	r = syscall(SYS_execve, bin, args, envp);
	failed("execve over RLIMIT_STACK/4", r, E2BIG);
	note_expect("failure-cause", "argv and envp are %d and 0 strings of "
		    "%d bytes with their NULs, and the file name %zu: over the "
		    "%llu bytes that RLIMIT_STACK/4 leaves after %zu bytes of "
		    "pointers", NARGS, NARGS * (ARGLEN + 1), strlen(bin) + 1,
		    limit, NARGS * sizeof(char *));
	return 0;
}
