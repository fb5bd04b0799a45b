/* membarrier's commands (QUERY's result as the mask of those the
 * kernel supports, cpu_id only with MEMBARRIER_CMD_FLAG_CPU), rseq's
 * struct rseq and the rseq_cs it points to (the address when the kernel
 * could not take it: shorter than 32 bytes or misaligned), and
 * name_to_handle_at's handle: the size offered after any failure, the
 * size needed after EOVERFLOW. Run with glibc's own rseq registration
 * off (GLIBC_TUNABLES), so that unregistering fails with EINVAL. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "dec.h"

/* The kernel's layouts (<linux/rseq.h>), here in bytes: the host's
 * header may be older. */
struct k_rseq_cs {
	uint32_t version, flags;
	uint64_t start_ip, post_commit_offset, abort_ip;
} __attribute__((aligned(32)));

struct k_rseq {
	uint32_t cpu_id_start, cpu_id;
	uint64_t rseq_cs;
	uint32_t flags, node_id, mm_cid;
	uint8_t request, granted;
	uint16_t slice_reserved;
	uint8_t reserved;
} __attribute__((aligned(32)));

static const char *result(long r)
{
	static char buf[32];

	if (r < 0)
		return failed_with(errno);
	snprintf(buf, sizeof(buf), "%ld", r);
	return buf;
}

static void membarrier_calls(void)
{
	static const char *const cmds[] = {
		"MEMBARRIER_CMD_GLOBAL",
		"MEMBARRIER_CMD_GLOBAL_EXPEDITED",
		"MEMBARRIER_CMD_REGISTER_GLOBAL_EXPEDITED",
		"MEMBARRIER_CMD_PRIVATE_EXPEDITED",
		"MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED",
		"MEMBARRIER_CMD_PRIVATE_EXPEDITED_SYNC_CORE",
		"MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED_SYNC_CORE",
		"MEMBARRIER_CMD_PRIVATE_EXPEDITED_RSEQ",
		"MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED_RSEQ",
		"MEMBARRIER_CMD_GET_REGISTRATIONS",
	};
	char names[1024] = "", ret[1100];
	long r = syscall(SYS_membarrier, 0, 0, 0);
	unsigned long rest;

	if (r < 0) {
		expect(result(r), "membarrier(MEMBARRIER_CMD_QUERY, 0)");
	} else if (r == 0) {
		expect("0", "membarrier(MEMBARRIER_CMD_QUERY, 0)");
	} else {
		rest = (unsigned long)r;
		for (unsigned i = 0; i < sizeof(cmds) / sizeof(*cmds); i++) {
			if (!(rest & 1ul << i))
				continue;
			rest &= ~(1ul << i);
			snprintf(names + strlen(names),
				 sizeof(names) - strlen(names), "%s%s",
				 names[0] ? "|" : "", cmds[i]);
		}
		if (rest)
			snprintf(names + strlen(names),
				 sizeof(names) - strlen(names), "%s%#lx",
				 names[0] ? "|" : "", rest);
		snprintf(ret, sizeof(ret), "%#lx (%s)", r, names);
		expect(ret, "membarrier(MEMBARRIER_CMD_QUERY, 0)");
	}
	/* Not registered for it: EPERM (EINVAL before 5.10's FLAG_CPU). */
	r = syscall(SYS_membarrier, 128, 1, 0);
	expect(result(r), "membarrier(MEMBARRIER_CMD_PRIVATE_EXPEDITED_RSEQ, "
	       "MEMBARRIER_CMD_FLAG_CPU, 0)");
	r = syscall(SYS_membarrier, 3, 0, 7);
	expect(result(r), "membarrier(0x3 /* MEMBARRIER_CMD_??? */, 0)");
}

static void rseq_calls(void)
{
	static struct k_rseq_cs cs = {
		.flags = 0x2, .start_ip = 0x1000, .post_commit_offset = 0x10,
		.abort_ip = 0x2000,
	};
	static struct {
		struct k_rseq rs;
		char more[64];
	} b;
	const unsigned sig = 0x53053053;
	long r;

	r = syscall(SYS_rseq, &b.rs, 31, 0, sig);
	expect(result(r), "rseq(%p, 31, 0, %#x)", (void *)&b.rs, sig);
	r = syscall(SYS_rseq, (char *)&b.rs + 1, 32, 1, sig);
	expect(result(r), "rseq(%p, 32, RSEQ_FLAG_UNREGISTER, %#x)",
	       (void *)((char *)&b.rs + 1), sig);

	b.rs.cpu_id_start = 0xffffffff;
	b.rs.cpu_id = 0xfffffffe;
	b.rs.rseq_cs = (uintptr_t)&cs;
	b.rs.flags = 0x41;
	b.rs.node_id = 3;
	b.rs.request = 1;
	b.rs.reserved = 0xad;	/* past rseq_len 32: not read */
	r = syscall(SYS_rseq, &b.rs, 32, 1, sig);
	expect(result(r), "rseq({cpu_id_start=RSEQ_CPU_ID_UNINITIALIZED, "
	       "cpu_id=RSEQ_CPU_ID_REGISTRATION_FAILED, rseq_cs={version=0, "
	       "flags=RSEQ_CS_FLAG_NO_RESTART_ON_SIGNAL, start_ip=0x1000, "
	       "post_commit_offset=0x10, abort_ip=0x2000} /* %p */, "
	       "flags=RSEQ_CS_FLAG_NO_RESTART_ON_PREEMPT|0x40, node_id=3, "
	       "mm_cid=0, slice_ctrl={request=1, granted=0, __reserved=0}, "
	       "__reserved=0}, 32, RSEQ_FLAG_UNREGISTER, %#x)",
	       (void *)&cs, sig);
	b.rs.cpu_id_start = 2;
	b.rs.rseq_cs = (uintptr_t)BAD_PTR;
	r = syscall(SYS_rseq, &b.rs, 64, 1, sig);
	expect(result(r), "rseq({cpu_id_start=2, "
	       "cpu_id=RSEQ_CPU_ID_REGISTRATION_FAILED, rseq_cs=%p, "
	       "flags=RSEQ_CS_FLAG_NO_RESTART_ON_PREEMPT|0x40, node_id=3, "
	       "mm_cid=0, slice_ctrl={request=1, granted=0, __reserved=0}, "
	       "__reserved=0xad}, 64, RSEQ_FLAG_UNREGISTER, %#x)",
	       BAD_PTR, sig);
}

static void handle_calls(void)
{
	static struct {
		unsigned handle_bytes;
		int handle_type;
		unsigned char f_handle[128];
	} fh;
	int mnt;
	long r;

	/* 0x4 is no flag of name_to_handle_at's: EINVAL. */
	fh.handle_bytes = 8;
	r = syscall(SYS_name_to_handle_at, AT_FDCWD, ".", &fh, &mnt, 0x404);
	expect(result(r), "name_to_handle_at(AT_FDCWD, \".\", "
	       "{handle_bytes=8}, %p, AT_SYMLINK_FOLLOW|0x4)", (void *)&mnt);
	/* Room for nothing: EOVERFLOW and the size needed. */
	fh.handle_bytes = 0;
	r = syscall(SYS_name_to_handle_at, AT_FDCWD, ".", &fh, &mnt, 0);
	if (r < 0 && errno == EOVERFLOW)
		expect(result(r), "name_to_handle_at(AT_FDCWD, \".\", "
		       "{handle_bytes=0 => %u}, %p, 0)", fh.handle_bytes,
		       (void *)&mnt);
}

int main(void)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	membarrier_calls();
	rseq_calls();
	handle_calls();
	return 0;
}
