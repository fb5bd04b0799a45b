/* The tracee of tests/tree/hacking-recipes.test, run by an abitrace built from
 * a copy of the tree with doc/HACKING.md's recipes applied: getcpu given
 * its syscalls.list line (recipe 1), rseq's struct shown by a decoder
 * (recipe 2), and getppid, on which the example note kind fires (recipe
 * 3; the test checks the note line). It prints the lines it expects;
 * the values are its own. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdint.h>
#include <string.h>
#include "expect.h"

/* struct rseq's first fields (linux/rseq.h), aligned as the kernel
 * wants; rseq_len 16 is below its size, so the call fails with EINVAL
 * whether or not the C library registered one already. */
static struct {
	uint32_t cpu_id_start;
	uint32_t cpu_id;
	uint64_t rseq_cs;
	uint32_t flags;
	uint32_t pad[3];
} __attribute__((aligned(32))) area = { 7, 9, 0, 0, { 0 } };

int main(void)
{
	unsigned cpu = ~0u, node = ~0u;
	pid_t tid = my_tid();
	char call[128];
	long r;

	setvbuf(stdout, NULL, _IONBF, 0);
	if (syscall(SYS_getcpu, &cpu, &node, NULL) != 0) {
		printf("error: getcpu: %s\n", strerror(errno));
		return 1;
	}
	snprintf(call, sizeof(call), "getcpu([%u], [%u], NULL)", cpu, node);
	expect_call(tid, call, "0");

	r = syscall(SYS_rseq, &area, 16, 0, 0x53053053);
	if (r == 0 || (errno != EINVAL && errno != ENOSYS)) {
		printf("error: rseq with length 16: %ld, %s\n", r,
		       strerror(errno));
		return 1;
	}
	snprintf(call, sizeof(call),
		 "rseq({cpu_id_start=%u, cpu_id=%u, ...}, 0x10, 0, 0x53053053)",
		 area.cpu_id_start, area.cpu_id);
	expect_call(tid, call, "-1 %s (%s)",
		    errno == EINVAL ? "EINVAL" : "ENOSYS", strerror(errno));

	expect_call(tid, "getppid()", "%d", (int)getppid());
	return 0;
}
