/* taskstate.c - what the notes kinds keep about a task follows what the
 * kernel shares: the address space (CLONE_VM) and open files (fork,
 * exec, dup). One scenario per argv[1], each measuring what the kernel
 * did and printing
 *   expect: REGEX      a note line abitrace must print, in order
 *   reject: REGEX      a note line abitrace must not print
 *   count: ID N        how many ID notes the whole trace must hold
 * as tests/notes/tracees/kinds.c does. Run with -f (every scenario
 * makes children). */
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
#include <sys/wait.h>
#include <unistd.h>

#include "note-expect.h"

static long page;
static char stack[256 * 1024] __attribute__((aligned(16)));

static void fail(const char *what)
{
	printf("FAIL: %s: %s\n", what, strerror(errno));
	exit(1);
}

/* Runs fn(arg) in a child made with clone(flags) and waits for it; a
 * child that failed fails the scenario. */
static pid_t run_child(int (*fn)(void *), void *arg, int flags)
{
	int status;
	pid_t pid = clone(fn, stack + sizeof(stack), flags | SIGCHLD, arg);

	if (pid < 0)
		fail("clone");
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) ||
	    WEXITSTATUS(status))
		fail("child");
	return pid;
}

/* How many VMAs start in [a, a + len): /proc/self/maps. */
static int vmas_in(const char *a, long len)
{
	unsigned long lo, hi;
	char line[512];
	FILE *f = fopen("/proc/self/maps", "re");
	int n = 0;

	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "%lx-%lx", &lo, &hi) == 2 &&
		    lo >= (unsigned long)a && lo < (unsigned long)a + len)
			n++;
	if (f)
		fclose(f);
	return n;
}

/* ---- vm: the extents of what each mmap made, per address space -------- */

struct vm_arg {
	char *p;
	size_t len;
	bool split;		/* mprotect its first page */
};

/* mmap(len) and, with split, mprotect of the first page: two VMAs. */
static int map_one(void *arg)
{
	struct vm_arg *a = arg;

	a->p = mmap(NULL, a->len, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (a->p == MAP_FAILED)
		return 1;
	if (a->split && mprotect(a->p, page, PROT_READ) < 0)
		return 1;
	return 0;
}

static int unmap_5000(void *arg)
{
	return munmap(((struct vm_arg *)arg)->p, 5000) < 0;
}

static int exec_nop(void *arg)
{
	(void)arg;
	execl("/proc/self/exe", "taskstate", "nop", (char *)NULL);
	return 127;
}

/* munmap(p, 5000) of exactly what one mmap(5000) made, split by an
 * mprotect: its own padding, info (hidden by default); rejected as a
 * warning. */
static void reject_whole(const char *p)
{
	printf("reject: note\\[range-expanded\\]: munmap acts on \\[%p,\n",
	       (const void *)p);
}

/* A child made with CLONE_VM|CLONE_VFORK (posix_spawn's clone) maps in
 * its parent's address space: the parent's munmap of exactly what the
 * child's mmap made is the whole mapping (info), and its munmap of part
 * of a 3-page mapping the child made is a warning. A fork child maps in
 * a copy: its munmap ends the extent in its copy only, and the parent's
 * later munmap of the same whole mapping is still info. A CLONE_VM
 * child that execs gets a new address space and leaves its parent's
 * extents alone. */
static void vm(void)
{
	struct vm_arg a = { NULL, 5000, true };

	/* CLONE_VM: the child's mmap(5000), split; the parent's munmap. */
	run_child(map_one, &a, CLONE_VM | CLONE_VFORK);
	printf("measured: the CLONE_VM child's mmap(5000) then mprotect: "
	       "%d VMAs in the parent\n", vmas_in(a.p, 2 * page));
	if (vmas_in(a.p, 2 * page) != 2)
		fail("the child's mapping is not two VMAs in the parent");
	if (munmap(a.p, 5000) < 0 || vmas_in(a.p, 2 * page))
		fail("munmap(p, 5000) of the child's mapping");
	reject_whole(a.p);

	/* CLONE_VM: part of a 3-page mapping the child made. */
	a.len = 3 * page;
	a.split = false;
	run_child(map_one, &a, CLONE_VM | CLONE_VFORK);
	if (munmap(a.p, 5000) < 0 || vmas_in(a.p, 3 * page) != 1)
		fail("munmap(q, 5000) of part of the child's 3 pages");
	note_expect("range-expanded", "munmap acts on [%p, %p), %ld bytes in "
		    "2 page(s), for the 5000 bytes asked: end rounded up by "
		    "%ld bytes", (void *)a.p, (void *)(a.p + 2 * page),
		    2 * page, 2 * page - 5000);
	munmap(a.p, 3 * page);

	/* fork: the child unmaps its copy; the parent's stays whole. */
	a.len = 5000;
	a.split = true;
	if (map_one(&a))
		fail("mmap(5000)");
	run_child(unmap_5000, &a, 0);
	if (vmas_in(a.p, 2 * page) != 2)
		fail("the fork child's munmap unmapped the parent's");
	if (munmap(a.p, 5000) < 0)
		fail("munmap(p, 5000) after the fork child's");
	reject_whole(a.p);

	/* CLONE_VM, then execve in the child: the parent's extent stays. */
	if (map_one(&a))
		fail("mmap(5000)");
	run_child(exec_nop, NULL, CLONE_VM | CLONE_VFORK);
	if (munmap(a.p, 5000) < 0)
		fail("munmap(p, 5000) after the child's exec");
	reject_whole(a.p);
	printf("count: range-expanded 1\n");
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	page = sysconf(_SC_PAGESIZE);
	if (argc < 2)
		return 2;
	if (!strcmp(argv[1], "nop"))
		return 0;
	if (!strcmp(argv[1], "vm"))
		vm();
	else
		return 2;
	return 0;
}
