// SPDX-License-Identifier: MIT
/*
 * w_stack - syscalls from a few frames deep, with mapping changes, for
 * the cost of -k (see stacktrace-notes.md).
 *
 *   w_stack [ITERATIONS [EVERY]]
 *
 * Each iteration makes a getppid and a 1-byte write to stdout from two
 * calls below main; every EVERY iterations (default 500) it maps and
 * unmaps 1 MiB, which tells the unwinder its mappings are stale. The
 * default 10000 iterations give ~20k syscalls.
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

static void __attribute__((noinline)) leaf(void)
{
	getppid();
	if (write(1, "x", 1) != 1)
		exit(1);
}

static void __attribute__((noinline)) mid(void)
{
	leaf();
}

static void remap(void)
{
	void *p = mmap(NULL, 1 << 20, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p != MAP_FAILED)
		munmap(p, 1 << 20);
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 10000;
	long every = argc > 2 ? atol(argv[2]) : 500;

	for (long i = 0; i < n; i++) {
		mid();
		if (every > 0 && i % every == 0)
			remap();
	}
	return 0;
}
