/* manyprocs.c - many traced processes alive at once, each with a note
 * whose call site the unwinder finds (it keeps descriptors per process:
 * the maps, the modules' files), under a low soft RLIMIT_NOFILE.
 *
 *   manyprocs N LIMIT
 *
 * Checks first that it was given LIMIT as its soft limit (the tracer
 * raises its own, and must give the program back what it was given),
 * then forks N children that each replace a mapping of their parent's
 * (MAP_FIXED over a read-write page: a warning, with a call site) and
 * stay alive until all have made that call. Prints
 *   count: mmap-fixed-replaced N   the notes abitrace must show
 *   site-line: L                   the line of the children's mmap
 * Exits 1 when the limit differs or a child fails, 77 when the system
 * cannot give N processes. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long pg = sysconf(_SC_PAGESIZE);
	int ready[2], go[2], n, status, bad = 0;
	struct rlimit rl;
	char c, *m;

	if (argc != 3)
		return 2;
	n = atoi(argv[1]);
	if (getrlimit(RLIMIT_NOFILE, &rl) ||
	    rl.rlim_cur != strtoul(argv[2], NULL, 10)) {
		printf("soft limit %lu, given %s\n",
		       (unsigned long)rl.rlim_cur, argv[2]);
		return 1;
	}
	m = mmap(NULL, (size_t)pg, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (m == MAP_FAILED || pipe(ready) || pipe(go))
		return 1;
	printf("count: mmap-fixed-replaced %d\n", n);
	fflush(stdout);
	for (int i = 0; i < n; i++) {
		pid_t pid = fork();

		if (pid < 0) {
			printf("skip: fork %d of %d failed\n", i + 1, n);
			return 77;
		}
		if (pid)
			continue;
		close(go[1]);
		close(ready[0]);
		printf("site-line: %d\n", __LINE__ + 2);
		fflush(stdout);
		if (mmap(m, (size_t)pg, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS |
			 MAP_FIXED, -1, 0) != m)
			_exit(1);
		if (write(ready[1], "r", 1) != 1 || read(go[0], &c, 1) < 0)
			_exit(1);
		_exit(0);
	}
	close(ready[1]);
	close(go[0]);
	for (int i = 0; i < n; i++)
		if (read(ready[0], &c, 1) != 1)
			return 1;
	close(go[1]);
	while (wait(&status) > 0)
		bad += !WIFEXITED(status) || WEXITSTATUS(status);
	return bad ? 1 : 0;
}
