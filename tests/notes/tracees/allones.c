/* allones.c - a flags argument with every bit set (issue 29.1): a
 * program that passes ~0 asks the kernel which bits it knows, and the
 * refusal is the answer. That is a feature check, an info note, not the
 * unknown-flags-rejected warning. One unknown bit among known ones, with
 * no fallback, is still the warning.
 * Each call's refusal is checked here on the running kernel (its manual
 * page's ERRORS: EINVAL for an invalid flags value), not assumed. Prints
 *   expect: REGEX      a line abitrace must print, in order
 *   count: ID N        how many ID notes the trace must hold
 *   warnings: N        how many of them are warnings */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "note-expect.h"

#define NO_MFD_BIT 0x1000U		/* in no kernel's MFD_* */

static int notes, values, warnings;

/* The info note under a call refused for flags ~0 of the given width
 * (a 64-bit word's unknown bits reach above bit 32). */
static void expect_check(long r, const char *call, const char *label,
			 int width)
{
	if (r != -1 || errno != EINVAL) {
		printf("note: %s(~0) was not refused with EINVAL (%s): no "
		       "note\n", call, r == -1 ? strerror(errno) : "success");
		return;
	}
	printf("expect: ^%s\\(.* += -1 EINVAL\n", call);
	printf("expect: ^  \\^ note\\[unknown-flags-rejected\\]: %s failed "
	       "with EINVAL because %s has bits 0x[0-9a-f]{%s} this kernel "
	       "does not define \\(known: 0x[0-9a-f]+\\); every bit of %s "
	       "was set: a feature check of which bits this kernel knows, "
	       "answered by the refusal\n", call, label,
	       width == 64 ? "9,16" : "1,8", label);
	notes++;
}

int main(void)
{
	int fds[2];
	void *page;
	long r;

	printf("note: all-ones flags on the running kernel\n");

	r = syscall(SYS_memfd_create, "allones", ~0U);
	expect_check(r, "memfd_create", "flags", 32);
	syscall(SYS_getppid);

	r = syscall(SYS_pipe2, fds, ~0U);
	expect_check(r, "pipe2", "flags", 32);
	syscall(SYS_getppid);

	r = syscall(SYS_eventfd2, 0, ~0U);
	expect_check(r, "eventfd2", "flags", 32);
	syscall(SYS_getppid);

	r = syscall(SYS_epoll_create1, ~0U);
	expect_check(r, "epoll_create1", "flags", 32);
	syscall(SYS_getppid);

#ifdef SYS_clone3
	{
		/* clone3's flags are a 64-bit field: every one of its
		 * bits set. */
		uint64_t args[11] = { 0 };

		args[0] = UINT64_MAX;
		r = syscall(SYS_clone3, args, sizeof(args));
		if (r == 0)
			syscall(SYS_exit_group, 0);
		if (r == -1 && errno == ENOSYS)
			printf("note: no clone3 on this kernel\n");
		else
			expect_check(r, "clone3", "flags", 64);
		syscall(SYS_getppid);
	}
#endif

	/* An enumerated value with every bit set: madvise's advice -1
	 * (chromium asks so), unknown-value-rejected as info. */
	page = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE |
		    MAP_ANONYMOUS, -1, 0);
	if (page != MAP_FAILED) {
		r = syscall(SYS_madvise, page, 4096, -1);
		if (r == -1 && errno == EINVAL) {
			printf("expect: ^madvise\\(.* += -1 EINVAL\n");
			printf("expect: ^  \\^ note\\[unknown-value-rejected"
			       "\\]: madvise failed with EINVAL because "
			       "advice 0xffffffff is not one this kernel "
			       "knows.*; every bit of advice was set: a "
			       "feature check, answered by the refusal\n");
			values++;
		} else {
			printf("note: madvise(-1) was not refused with "
			       "EINVAL: no note\n");
		}
		syscall(SYS_getppid);
		munmap(page, 4096);
	}

	/* The control: one bit no kernel defines, no fallback. */
	r = syscall(SYS_memfd_create, "oops", NO_MFD_BIT);
	if (r == -1 && errno == EINVAL) {
		printf("expect: ^memfd_create\\(\"oops\", .* += -1 EINVAL\n");
		note_expect("unknown-flags-rejected", "memfd_create failed "
			    "with EINVAL because flags has bits 0x1000 this "
			    "kernel does not define");
		notes++;
		warnings++;
	} else if (r >= 0) {
		close((int)r);
	}
	syscall(SYS_getppid);

	printf("count: unknown-flags-rejected %d\n", notes);
	printf("count: unknown-value-rejected %d\n", values);
	printf("warnings: %d\n", warnings);
	return 0;
}
