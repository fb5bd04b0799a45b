/* wideflags.c - flag words the kernel reads as unsigned long (issue
 * 23.1): a bit above 31 must be decoded and judged, not cut off.
 * Each call is made with bit 32 set, by syscall() (a C wrapper would
 * take an int), and the tracee measures what the kernel did with it:
 *   clone      the bit is thrown away (lower_32_bits): CLONE_CLEAR_SIGHAND
 *              from clone() leaves the child's handler in place
 *   mremap, mprotect, pkey_alloc, get_mempolicy   it fails with EINVAL
 *   mmap       MAP_SHARED_VALIDATE fails with EOPNOTSUPP; MAP_PRIVATE
 *              maps as if the bit were not there
 *   dup3       an int: the kernel never sees the upper half (no note)
 * It prints
 *   expect: REGEX      a line abitrace must print, in order
 *   count: ID N        how many ID notes the whole trace must hold
 * from what it measured, never from what abitrace printed. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "note-expect.h"

#define BIT32 0x100000000ul
#define CLEAR_SIGHAND 0x100000000ul	/* CLONE_CLEAR_SIGHAND, clone3's */

static int ignored, rejected;

static void handler(int sig)
{
	(void)sig;
}

static void wclone(void)
{
	struct sigaction sa;
	int st;
	long pid;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = handler;
	if (sigaction(SIGUSR1, &sa, NULL))
		exit(2);
	/* the control: no bit above 31, no note */
	pid = syscall(SYS_clone, (unsigned long)SIGCHLD, 0, 0, 0, 0);
	if (pid == 0)
		_exit(0);
	if (pid < 0 || waitpid(pid, &st, 0) != pid)
		exit(2);
	pid = syscall(SYS_clone, SIGCHLD | CLEAR_SIGHAND, 0, 0, 0, 0);
	if (pid == 0) {
		sigaction(SIGUSR1, NULL, &sa);
		_exit(sa.sa_handler == handler ? 1 : 0);
	}
	if (pid < 0 || waitpid(pid, &st, 0) != pid || !WIFEXITED(st))
		exit(2);
	expect_line("clone(child_stack=NULL, flags=%#lx|SIGCHLD) = %ld", BIT32,
	       pid);
	if (WEXITSTATUS(st) != 1) {
		printf("kernel: clone() took CLONE_CLEAR_SIGHAND\n");
		return;
	}
	expect_line("  ^ note[unknown-flags-ignored]: clone: flags has bits %#lx "
	       "this kernel does not define (known: @X@); the call succeeded "
	       "as if they were not there; the kernel keeps only the low 32 "
	       "bits of flags: %#lx was thrown away", BIT32, BIT32);
	ignored++;
}

static void wmem(void)
{
	long ps = sysconf(_SC_PAGESIZE);
	void *p = mmap(NULL, ps, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	int fd = (int)syscall(SYS_memfd_create, "wide", 0);
	long r;

	if (p == MAP_FAILED || fd < 0 || ftruncate(fd, ps))
		exit(2);
	r = syscall(SYS_mremap, p, ps, ps, MREMAP_MAYMOVE | BIT32, 0);
	if (r == -1 && errno == EINVAL) {
		expect_line("mremap(%p, %ld, %ld, MREMAP_MAYMOVE|%#lx) = -1 EINVAL",
		       p, ps, ps, BIT32);
		expect_line("  ^ note[unknown-flags-rejected]: mremap failed with "
		       "EINVAL because flags has bits %#lx this kernel does "
		       "not define (known: @X@)", BIT32);
		rejected++;
	}
	r = syscall(SYS_mprotect, p, ps, PROT_READ | BIT32);
	if (r == -1 && errno == EINVAL) {
		expect_line("mprotect(%p, %ld, PROT_READ|%#lx) = -1 EINVAL", p, ps,
		       BIT32);
		expect_line("  ^ note[unknown-flags-rejected]: mprotect failed with "
		       "EINVAL because prot has bits %#lx this kernel does "
		       "not define (known: @X@)", BIT32);
		rejected++;
	}
	r = syscall(SYS_mmap, NULL, ps, PROT_READ,
		    MAP_SHARED_VALIDATE | BIT32, fd, 0);
	if (r == -1 && errno == EOPNOTSUPP) {
		expect_line("mmap(NULL, %ld, PROT_READ, MAP_SHARED_VALIDATE|%#lx, "
		       "%d, 0) = -1 EOPNOTSUPP", ps, BIT32, fd);
		expect_line("  ^ note[unknown-flags-rejected]: mmap failed with "
		       "EOPNOTSUPP because flags has bits %#lx this kernel "
		       "does not define (known: @X@)", BIT32);
		rejected++;
	}
	r = syscall(SYS_mmap, NULL, ps, PROT_READ, MAP_PRIVATE | BIT32, fd, 0);
	if (r != -1) {
		expect_line("mmap(NULL, %ld, PROT_READ, MAP_PRIVATE|%#lx, %d, 0) = "
		       "%#lx", ps, BIT32, fd, r);
		expect_line("  ^ note[unknown-flags-ignored]: mmap: flags has bits "
		       "%#lx this kernel does not define (known: @X@); the call "
		       "succeeded as if they were not there", BIT32);
		ignored++;
	}
	/* the control: the same call without the bit, no note */
	r = syscall(SYS_mmap, NULL, ps, PROT_READ, MAP_SHARED_VALIDATE, fd, 0);
	if (r == -1)
		exit(2);
#ifdef SYS_pkey_alloc
	r = syscall(SYS_pkey_alloc, BIT32, 0);
	if (r == -1 && errno == EINVAL) {
		expect_line("pkey_alloc(%#lx, PKEY_UNRESTRICTED) = -1 EINVAL",
			    BIT32);
		expect_line("  ^ note[unknown-flags-rejected]: pkey_alloc failed "
		       "with EINVAL because flags has bits %#lx this kernel "
		       "does not define (known: 0)", BIT32);
		rejected++;
	}
#endif
	/* get_mempolicy: no rule, but the decoder shows the bit that made
	 * the call fail */
	r = syscall(SYS_get_mempolicy, NULL, NULL, 0, NULL, BIT32);
	if (r == -1 && errno == EINVAL)
		expect_line("get_mempolicy(NULL, NULL, 0, NULL, %#lx /* MPOL_??? */) = "
		       "-1 EINVAL",
		       BIT32);
	/* dup3 takes an int: the upper half is not part of the call */
	r = syscall(SYS_dup3, fd, 100, BIT32);
	if (r != 100)
		exit(2);
	expect_line("dup3(%d, 100, 0) = 100", fd);
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	if (sizeof(long) != 8) {
		printf("skip: no bit above 31 in a 32-bit ABI's word\n");
		return 77;
	}
	if (argc > 1 && !strcmp(argv[1], "clone"))
		wclone();
	else if (argc > 1 && !strcmp(argv[1], "mem"))
		wmem();
	else
		return 1;
	printf("count: unknown-flags-ignored %d\n", ignored);
	printf("count: unknown-flags-rejected %d\n", rejected);
	return 0;
}
