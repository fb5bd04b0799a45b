/* seccomp(SECCOMP_SET_MODE_FILTER) and prctl(PR_SET_SECCOMP) with -v:
 * the classic BPF program instruction by instruction, the filter's
 * return values as seccomp actions. Every filter here is refused by
 * the kernel (a misaligned load, an empty or unreadable program), so
 * the tracee stays unfiltered. */
#define _GNU_SOURCE
#include <stddef.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include "dec.h"

static const char *res(long r)
{
	return r < 0 ? failed_with(errno) : "0";
}

int main(void)
{
	struct sock_filter prog[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
			 offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_K | BPF_JEQ, 39, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | 13),
		BPF_STMT(BPF_RET | BPF_K, 0x60000),
		/* misaligned: seccomp refuses the whole program */
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, 3),
	};
	const char *insns = "[BPF_STMT(BPF_LD|BPF_W|BPF_ABS, 0), "
		"BPF_JUMP(BPF_JMP|BPF_K|BPF_JEQ, 0x27, 0, 0x1), "
		"BPF_STMT(BPF_RET|BPF_K, SECCOMP_RET_ALLOW), "
		"BPF_STMT(BPF_RET|BPF_K, SECCOMP_RET_ERRNO|0xd), "
		"BPF_STMT(BPF_RET|BPF_K, 0x60000 /* SECCOMP_RET_??? */), "
		"BPF_STMT(BPF_LD|BPF_W|BPF_ABS, 0x3)]";
	struct sock_fprog fp = { .len = 6, .filter = prog };
	long page = sysconf(_SC_PAGESIZE);
	unsigned char *two;
	struct sock_filter *edge;
	long r;

	r = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &fp);
	expect(res(r), "seccomp(SECCOMP_SET_MODE_FILTER, 0, "
	       "{len=6, filter=%s})", insns);
	r = syscall(SYS_prctl, PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &fp);
	expect(res(r), "prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, "
	       "{len=6, filter=%s})", insns);

	/* an empty program */
	fp.len = 0;
	r = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &fp);
	expect(res(r), "seccomp(SECCOMP_SET_MODE_FILTER, 0, "
	       "{len=0, filter=[]})");

	/* the last instruction of a page, the next page unmapped */
	two = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (two == MAP_FAILED)
		return 1;
	munmap(two + page, page);
	edge = (struct sock_filter *)(two + page) - 1;
	*edge = prog[2];
	fp.len = 2;
	fp.filter = edge;
	r = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &fp);
	expect(res(r), "seccomp(SECCOMP_SET_MODE_FILTER, 0, "
	       "{len=2, filter=[BPF_STMT(BPF_RET|BPF_K, SECCOMP_RET_ALLOW), "
	       "... /* %p */]})", (void *)(edge + 1));
	fp.filter = edge + 1;
	r = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &fp);
	expect(res(r), "seccomp(SECCOMP_SET_MODE_FILTER, 0, "
	       "{len=2, filter=%p})", (void *)(edge + 1));
	return 0;
}
