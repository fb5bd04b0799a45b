/* reserve.c - MAP_FIXED inside the program's own PROT_NONE reservation
 * (issue 29.1): allocators and JITs reserve address space with
 * PROT_NONE, make parts of it accessible, and later map over those
 * parts with MAP_FIXED (decommit, recommit). Nothing but the program's
 * own mappings can be inside the reservation, so that is the safe
 * pattern mmap(2) NOTES describes ("Using MAP_FIXED safely"): an info
 * note, no warning. MAP_FIXED over memory outside any reservation, or
 * over a reservation already unmapped, still warns. Unmapping part of a
 * reservation (an aligned one's head and tail) ends only that part.
 * Each replacement is proved here: the bytes written before are gone.
 * Prints
 *   expect: REGEX      a line abitrace must print, in order
 *   count: ID N        how many ID notes the trace must hold
 *   warnings: N        how many of them are warnings */
#define _GNU_SOURCE
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "note-expect.h"

#ifndef MAP_FIXED_NOREPLACE
#define MAP_FIXED_NOREPLACE 0x100000
#endif

/* The start of an expected note line: its message up to here, taken
 * literally; the caller ends the line. */
__attribute__((format(printf, 2, 3)))
static void note_expect_start(const char *id, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	note_expect_v(id, fmt, ap);
	va_end(ap);
}

static long pg;
static int notes, warnings;

/* The note under the MAP_FIXED that replaced [p, p + len); safe: the
 * reservation's info note, else the warning. */
static void expect_fixed(char *p, size_t len, bool safe)
{
	printf("expect: ^mmap\\(%#lx, %zu, PROT_READ\\|PROT_WRITE, "
	       "MAP_PRIVATE\\|MAP_FIXED\\|MAP_ANONYMOUS, -1, 0\\) += %#lx$\n",
	       (unsigned long)p, len, (unsigned long)p);
	note_expect_start("mmap-fixed-replaced", "mmap MAP_FIXED on [%#lx, "
			  "%#lx) silently unmapped what was there, in: ",
			  (unsigned long)p, (unsigned long)p + len);
	printf(safe ? ".*rw-p anonymous; all inside a PROT_NONE reservation "
	       "this address space made: the safe pattern, as allocators "
	       "use it\n" : ".*rw-p anonymous( \\[at .*)?$\n");
}

static void trimmed_reservation(void)
{
	size_t align = 8 * (size_t)pg, want = 8 * (size_t)pg;
	char *raw, *base, *end;

	raw = mmap(NULL, want + 2 * align, PROT_NONE, MAP_PRIVATE |
		   MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
	if (raw == MAP_FAILED)
		return;
	/* Skip at least one page, so that there is a head to unmap. */
	base = (char *)(((unsigned long)raw + pg + align - 1) &
			~(unsigned long)(align - 1));
	end = base + want;
	if (munmap(raw, (size_t)(base - raw)) ||
	    munmap(end, (size_t)(raw + want + 2 * align - end)))
		return;
	if (mprotect(base + 2 * pg, 2 * pg, PROT_READ | PROT_WRITE))
		return;
	memset(base + 2 * pg, 'd', 2 * pg);
	if (mmap(base + 2 * pg, 2 * pg, PROT_READ | PROT_WRITE, MAP_PRIVATE |
		 MAP_ANONYMOUS | MAP_FIXED, -1, 0) != base + 2 * pg)
		return;
	if (base[2 * pg] != 0) {
		printf("note: MAP_FIXED kept the old bytes: no replacement\n");
		return;
	}
	expect_fixed(base + 2 * pg, 2 * pg, true);
	notes++;
}

static void hole_in_reservation(void)
{
	char *r, *h;

	r = mmap(NULL, 8 * pg, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS |
		 MAP_NORESERVE, -1, 0);
	if (r == MAP_FAILED)
		return;
	h = r + 3 * pg;
	if (munmap(h, 2 * pg))
		return;
	if (mmap(h, 2 * pg, PROT_READ | PROT_WRITE, MAP_PRIVATE |
		 MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0) != h) {
		printf("note: the hole was not free again\n");
		return;
	}
	memset(h, 'e', 2 * pg);
	if (mmap(h, pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS |
		 MAP_FIXED, -1, 0) != h || h[0] != 0)
		return;
	expect_fixed(h, pg, false);
	notes++;
	warnings++;
}

int main(void)
{
	char *r, *q, *u;

	pg = sysconf(_SC_PAGESIZE);
	printf("note: page size %ld\n", pg);

	/* 1. Reserve 16 pages, commit 4, write, map over them. */
	r = mmap(NULL, 16 * pg, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS |
		 MAP_NORESERVE, -1, 0);
	if (r == MAP_FAILED)
		return 1;
	if (mprotect(r, 4 * pg, PROT_READ | PROT_WRITE))
		return 1;
	memset(r, 'a', 4 * pg);
	if (mmap(r, 4 * pg, PROT_READ | PROT_WRITE, MAP_PRIVATE |
		 MAP_ANONYMOUS | MAP_FIXED, -1, 0) != r)
		return 1;
	if (r[0] != 0) {
		printf("note: MAP_FIXED kept the old bytes: no replacement\n");
	} else {
		expect_fixed(r, 4 * pg, true);
		notes++;
	}

	/* 2. A mistake: MAP_FIXED over a mapping of the program's in use,
	 * outside any reservation. */
	q = mmap(NULL, 4 * pg, PROT_READ | PROT_WRITE, MAP_PRIVATE |
		 MAP_ANONYMOUS, -1, 0);
	if (q == MAP_FAILED)
		return 1;
	memset(q, 'b', 4 * pg);
	if (mmap(q + pg, pg, PROT_READ | PROT_WRITE, MAP_PRIVATE |
		 MAP_ANONYMOUS | MAP_FIXED, -1, 0) != q + pg)
		return 1;
	if (q[pg] == 0) {
		expect_fixed(q + pg, pg, false);
		notes++;
		warnings++;
	}

	/* 3. A reservation unmapped, the address reused by a mapping of
	 * its own (MAP_FIXED_NOREPLACE: nothing replaced), then MAP_FIXED
	 * over that: the reservation is gone, so this warns. */
	u = mmap(NULL, 4 * pg, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (u == MAP_FAILED || munmap(u, 4 * pg))
		return 1;
	if (mmap(u, 4 * pg, PROT_READ | PROT_WRITE, MAP_PRIVATE |
		 MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0) == u) {
		memset(u, 'c', 4 * pg);
		if (mmap(u, pg, PROT_READ | PROT_WRITE, MAP_PRIVATE |
			 MAP_ANONYMOUS | MAP_FIXED, -1, 0) == u && u[0] == 0) {
			expect_fixed(u, pg, false);
			notes++;
			warnings++;
		}
	} else {
		printf("note: the freed address was not free again\n");
	}
	/* 4. An aligned reservation the way chromium's allocator makes
	 * one: reserve more than needed, unmap the unaligned head and the
	 * tail, commit part of the rest, then map over it with MAP_FIXED.
	 * What is left is still the program's own reservation. */
	trimmed_reservation();

	/* 5. The control: a hole unmapped in the middle of a reservation is
	 * no longer reserved (the kernel may put anything there). The
	 * program maps there (MAP_FIXED_NOREPLACE: nothing replaced), then
	 * MAP_FIXED over that: this warns. */
	hole_in_reservation();

	printf("count: mmap-fixed-replaced %d\n", notes);
	printf("warnings: %d\n", warnings);
	return 0;
}
