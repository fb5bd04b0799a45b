/* futex_wake, futex_wait, futex_requeue (Linux 6.7): futex2 flags (a
 * size field that is always named, then flags), the wake/wait mask, and
 * futex_requeue's two struct futex_waitv. Real calls that wake nobody
 * or do not wait; the results are the kernel's (ENOSYS before 6.7). */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include "dec.h"

#define NR_futex_wake 454
#define NR_futex_wait 455
#define NR_futex_requeue 456

struct waitv_t {		/* struct futex_waitv */
	uint64_t val, uaddr;
	uint32_t flags, rsv;
};

static const char *res(long r)
{
	static char buf[32];

	if (r < 0)
		return failed_with(errno);
	snprintf(buf, sizeof(buf), "%ld", r);
	return buf;
}

int main(void)
{
	static uint32_t word[2];
	struct waitv_t w[2];
	long r;

	setvbuf(stdout, NULL, _IONBF, 0);
	/* U32|PRIVATE (0x82) is what a process-private 32-bit futex is. */
	r = syscall(NR_futex_wake, &word[0], 0xffffffffUL, 1, 0x82);
	expect(res(r), "futex_wake(%p, FUTEX_BITSET_MATCH_ANY, 1, "
	       "FUTEX2_SIZE_U32|FUTEX2_PRIVATE)", (void *)&word[0]);
	/* Every bit: the size field is U64, then each flag, then the
	 * rest; the size field alone when 0 is U8. */
	r = syscall(NR_futex_wake, &word[0], 0x1234UL, 1, ~0u);
	expect(res(r), "futex_wake(%p, 0x1234, 1, FUTEX2_SIZE_U64|FUTEX2_NUMA|"
	       "FUTEX2_MPOL|FUTEX2_PRIVATE|0xffffff70)", (void *)&word[0]);
	r = syscall(NR_futex_wake, NULL, 0UL, 0, 0);
	expect(res(r), "futex_wake(NULL, 0, 0, FUTEX2_SIZE_U8)");
	/* The word is 0, not 1: the call returns at once (EAGAIN). */
	r = syscall(NR_futex_wait, &word[0], 1UL, 0xffffffffUL, 0x82, NULL,
		    CLOCK_MONOTONIC);
	expect(res(r), "futex_wait(%p, 1, FUTEX_BITSET_MATCH_ANY, "
	       "FUTEX2_SIZE_U32|FUTEX2_PRIVATE, NULL, CLOCK_MONOTONIC)",
	       (void *)&word[0]);

	memset(w, 0, sizeof(w));
	w[0].uaddr = (uintptr_t)&word[0];
	w[0].flags = 0x82;
	w[1].uaddr = (uintptr_t)&word[1];
	w[1].flags = 0x2;
	r = syscall(NR_futex_requeue, w, 0, 1, 0);
	expect(res(r), "futex_requeue([{val=0, uaddr=%p, flags=FUTEX2_SIZE_U32|"
	       "FUTEX2_PRIVATE, __reserved=0}, {val=0, uaddr=%p, "
	       "flags=FUTEX2_SIZE_U32, __reserved=0}], 0, 1, 0)",
	       (void *)&word[0], (void *)&word[1]);
	r = syscall(NR_futex_requeue, BAD_PTR, 0, 1, 0);
	expect(res(r), "futex_requeue(%p, 0, 1, 0)", BAD_PTR);
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
