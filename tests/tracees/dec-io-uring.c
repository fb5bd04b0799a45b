/* io_uring_register's argument as each opcode reads it: descriptor
 * arrays, io_uring_files_update (-2 is IORING_REGISTER_FILES_SKIP),
 * restrictions, a probe the caller set, IOWQ_MAX_WORKERS shown again at
 * exit, io_uring_rsrc_register, io_uring_buf_reg (one: nr_args 1)
 * and the registered-ring bit (fd an index, no path). The calls go to
 * /dev/null, which
 * is no ring: the kernel rejects each, after abitrace has decoded it. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <linux/io_uring.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "dec.h"

static const char *reg(int fd, unsigned op, const void *arg, unsigned nr)
{
	long r = syscall(SYS_io_uring_register, fd, op, arg, nr);
	static char buf[128];

	if (r < 0)
		return failed_with(errno);
	snprintf(buf, sizeof(buf), "%ld", r);
	return buf;
}

int main(void)
{
	int fd = open("/dev/null", O_RDONLY);
	int fds[2] = { fd, -1 }, upd_fds[2] = { -2, fd };
	struct io_uring_files_update upd = {
		.offset = 1, .fds = (uintptr_t)upd_fds,
	};
	struct io_uring_restriction res[2] = {
		{ .opcode = IORING_RESTRICTION_REGISTER_OP,
		  .register_op = IORING_REGISTER_PROBE },
		{ .opcode = IORING_RESTRICTION_SQE_FLAGS_ALLOWED,
		  .sqe_flags = IOSQE_ASYNC | IOSQE_IO_LINK },
	};
	struct {
		struct io_uring_probe p;
		struct io_uring_probe_op ops[2];
	} probe = { .p = { .last_op = IORING_OP_READV, .ops_len = 2 } };
	unsigned workers[2] = { 1, 2 };
	uint64_t tag = 0x2a;
	struct io_uring_rsrc_register rr = {
		.nr = 1, .flags = IORING_RSRC_REGISTER_SPARSE,
		.data = (uintptr_t)fds, .tags = (uintptr_t)&tag,
	};
	const char *r;

	setvbuf(stdout, NULL, _IONBF, 0);
	if (fd < 0)
		return 1;

	r = reg(fd, IORING_REGISTER_FILES, fds, 2);
	expect(r, "io_uring_register(%d, IORING_REGISTER_FILES, [%d, -1], 2)",
	       fd, fd);

	r = reg(fd, IORING_REGISTER_FILES_UPDATE, &upd, 2);
	expect(r, "io_uring_register(%d, IORING_REGISTER_FILES_UPDATE, "
	       "{offset=1, fds=[IORING_REGISTER_FILES_SKIP, %d]}, 2)",
	       fd, fd);

	r = reg(fd, IORING_REGISTER_RESTRICTIONS, res, 2);
	expect(r, "io_uring_register(%d, IORING_REGISTER_RESTRICTIONS, "
	       "[{opcode=IORING_RESTRICTION_REGISTER_OP, "
	       "register_op=IORING_REGISTER_PROBE}, "
	       "{opcode=IORING_RESTRICTION_SQE_FLAGS_ALLOWED, "
	       "sqe_flags=IOSQE_IO_LINK|IOSQE_ASYNC}], 2)", fd);

	/* Set by the caller: shown at entry; the kernel failed. */
	r = reg(fd, IORING_REGISTER_PROBE, &probe, 2);
	expect(r, "io_uring_register(%d, IORING_REGISTER_PROBE, "
	       "{last_op=IORING_OP_READV, ops_len=2, ops=["
	       "{op=IORING_OP_NOP, flags=0}, {op=IORING_OP_NOP, flags=0}]}"
	       ", 2)", fd);
	/* An unreadable probe: its address. */
	r = reg(fd, IORING_REGISTER_PROBE, BAD_PTR, 2);
	expect(r, "io_uring_register(%d, IORING_REGISTER_PROBE, %p, 2)",
	       fd, BAD_PTR);

	r = reg(fd, IORING_REGISTER_IOWQ_MAX_WORKERS, workers, 2);
	expect(r, "io_uring_register(%d, IORING_REGISTER_IOWQ_MAX_WORKERS, "
	       "[[IO_WQ_BOUND]=1, [IO_WQ_UNBOUND]=2] => %p, 2)", fd,
	       (void *)workers);

	r = reg(fd, IORING_REGISTER_FILES2, &rr, sizeof(rr));
	expect(r, "io_uring_register(%d, IORING_REGISTER_FILES2, {nr=1, "
	       "flags=IORING_RSRC_REGISTER_SPARSE, data=[%d], tags=[0x2a]}"
	       ", %zu)", fd, fd, sizeof(rr));

	/* IORING_REGISTER_PBUF_RING (22), Linux 6.12's struct: ring_addr,
	 * ring_entries, bgid, flags, min_left, resv[5]. Bytes here, the
	 * host's header may be older. */
	struct {
		uint64_t ring_addr;
		uint32_t ring_entries;
		uint16_t bgid, flags;
		uint32_t min_left, resv[5];
	} br = { .ring_entries = 8, .bgid = 3, .flags = 0x1, .min_left = 2 };
	r = reg(fd, 22, &br, 1);
	expect(r, "io_uring_register(%d, IORING_REGISTER_PBUF_RING, "
	       "{ring_addr=NULL, ring_entries=8, bgid=3, flags=0x1, "
	       "min_left=2}, 1)", fd);
	br.resv[4] = 5;
	r = reg(fd, 22, &br, 1);
	expect(r, "io_uring_register(%d, IORING_REGISTER_PBUF_RING, "
	       "{ring_addr=NULL, ring_entries=8, bgid=3, flags=0x1, "
	       "min_left=2, resv=[0, 0, 0, 0, 0x5]}, 1)", fd);
	/* The kernel reads one struct only: another count, the address. */
	r = reg(fd, 22, &br, 2);
	expect(r, "io_uring_register(%d, IORING_REGISTER_PBUF_RING, %p, 2)",
	       fd, (void *)&br);

	/* IORING_REGISTER_USE_REGISTERED_RING (1U << 31): fd is an index
	 * of the registered rings, a number (-y would add no path). */
	r = reg(fd, 0x80000000u | 1, NULL, 0);
	expect(r, "io_uring_register(%d, IORING_UNREGISTER_BUFFERS|"
	       "IORING_REGISTER_USE_REGISTERED_RING, NULL, 0)", fd);
	/* Structs of io_uring_reg.c's tables (Linux 6.0 to 6.12 layouts,
	 * in bytes: the host's header may be older). SYNC_CANCEL (24):
	 * addr, fd, flags, timeout, opcode, pad[7], pad2[3]. */
	struct {
		uint64_t addr;
		int32_t fd;
		uint32_t flags;
		int64_t sec, nsec;
		uint8_t opcode, pad[7];
		uint64_t pad2[3];
	} sc = { .fd = fd, .flags = 0x22, .sec = 1, .nsec = -1,
		 .opcode = 1 };
	r = reg(fd, 24, &sc, 1);
	expect(r, "io_uring_register(%d, IORING_REGISTER_SYNC_CANCEL, "
	       "{addr=NULL, fd=%d, flags=IORING_ASYNC_CANCEL_FD|"
	       "IORING_ASYNC_CANCEL_OP, timeout={tv_sec=1, tv_nsec=-1}, "
	       "opcode=IORING_OP_READV}, 1)", fd, fd);
	sc.pad[6] = 0xfe;
	r = reg(fd, 24, &sc, 2);
	expect(r, "io_uring_register(%d, IORING_REGISTER_SYNC_CANCEL, %p, 2)",
	       fd, (void *)&sc);
	/* CLOCK (29), read with nr_args 0: clockid, __resv[3]. */
	uint32_t clk[4] = { 1, 0, 7, 0 };
	r = reg(fd, 29, clk, 0);
	expect(r, "io_uring_register(%d, IORING_REGISTER_CLOCK, "
	       "{clockid=CLOCK_MONOTONIC, __resv=[0, 0x7, 0]}, 0)", fd);

	r = reg(fd, 0x80000000u | 0x7fff, NULL, 0);
	expect(r, "io_uring_register(%d, 0x7fff /* IORING_REGISTER_??? */|"
	       "IORING_REGISTER_USE_REGISTERED_RING, NULL, 0)", fd);
	return 0;
}
