/* io_uring_register's argument as each opcode reads it: descriptor
 * arrays, io_uring_files_update (-2 is IORING_REGISTER_FILES_SKIP),
 * restrictions, a probe the caller set, IOWQ_MAX_WORKERS shown again at
 * exit, io_uring_rsrc_register, io_uring_buf_reg (one: nr_args 1)
 * and the registered-ring bit (fd an index, no path), QUERY's chain
 * and SEND_MSG_RING's SQE. The calls go to /dev/null (or -1), which
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

	/* QUERY (35, Linux 7.2's <linux/io_uring/query.h>): a chain of
	 * headers (next_entry, query_data, query_op, size, result,
	 * __resv[3]), each with the struct its op names: OPCODES' (48
	 * bytes: two u32, four u64 flag sets, two u32) and SCQ's (two u64). */
	struct qhdr {
		uint64_t next, data;
		uint32_t op, size;
		int32_t result;
		uint32_t resv[3];
	} q1, q2;
	struct {
		uint32_t nr_req, nr_reg;
		uint64_t feat, setup, enter, sqe;
		uint32_t nr_query, pad;
	} qop = { .nr_req = 60, .nr_reg = 36, .feat = 1, .sqe = 0x2,
		  .nr_query = 4 };
	uint64_t scq[2] = { 64, 8 };
	q2 = (struct qhdr){ .data = (uintptr_t)scq, .op = 2, .size = 16,
			    .result = -22 };
	q1 = (struct qhdr){ .next = (uintptr_t)&q2, .data = (uintptr_t)&qop,
			    .size = sizeof(qop) };
	r = reg(-1, 35, &q1, 0);
	expect(r, "io_uring_register(-1, IORING_REGISTER_QUERY, "
	       "{query_data=%p, query_op=IO_URING_QUERY_OPCODES, size=48, "
	       "result=0, query_data={nr_request_opcodes=60, "
	       "nr_register_opcodes=36, feature_flags=IORING_FEAT_SINGLE_MMAP"
	       ", ring_setup_flags=0, enter_flags=0, sqe_flags=IOSQE_IO_DRAIN"
	       ", nr_query_opcodes=4}, next_entry={query_data=%p, "
	       "query_op=IO_URING_QUERY_SCQ, size=16, result=-22, query_data="
	       "{hdr_size=64, hdr_alignment=8}, next_entry=NULL}}, 0)",
	       (void *)&qop, (void *)scq);
	/* A size short of the op's struct: the address. (A kernel that
	 * knows QUERY answers it in each result: set again.) */
	q2.size = 8;
	q2.result = -22;
	r = reg(-1, 35, &q2, 0);
	expect(r, "io_uring_register(-1, IORING_REGISTER_QUERY, "
	       "{query_data=%p, query_op=IO_URING_QUERY_SCQ, size=8, "
	       "result=-22, query_data=%p, next_entry=NULL}, 0)",
	       (void *)scq, (void *)scq);
	/* A header linked to itself: the walk stops after the string
	 * limit's 32 links. */
	q2 = (struct qhdr){ .next = (uintptr_t)&q2, .op = 7 };
	r = reg(-1, 35, &q2, 0);
	{
		static char want[8192];
		size_t n = 0;

		for (int i = 0; i < 32; i++)
			n += snprintf(want + n, sizeof(want) - n, "{query_data="
				      "NULL, query_op=0x7 /* IO_URING_QUERY_???"
				      " */, size=0, result=0, next_entry=");
		n += snprintf(want + n, sizeof(want) - n, "%p /* ... */",
			      (void *)&q2);
		for (int i = 0; i < 32; i++)
			want[n++] = '}';
		want[n] = '\0';
		expect(r, "io_uring_register(-1, IORING_REGISTER_QUERY, %s, 0)",
		       want);
	}

	/* SEND_MSG_RING (31): one SQE (64 bytes: opcode, flags, ioprio,
	 * fd, off, addr, len, the op's flags, user_data, buf_index,
	 * personality, file_index, optval or attr_ptr, attr_type_mask). */
	struct {
		uint8_t opcode, flags;
		uint16_t ioprio;
		int32_t fd;
		uint64_t off, addr;
		uint32_t len, op_flags;
		uint64_t user_data;
		uint16_t buf_index, personality;
		uint32_t file_index;
		uint64_t optval, attr_mask;
	} sqe = { .opcode = 40 /* MSG_RING */, .flags = 0x1, .fd = fd,
		  .len = 7, .op_flags = 0x3, .user_data = 0xcafe,
		  .file_index = 0x10 };
	r = reg(fd, 31, &sqe, 1);
	expect(r, "io_uring_register(%d, IORING_REGISTER_SEND_MSG_RING, "
	       "{opcode=IORING_OP_MSG_RING, flags=IOSQE_FIXED_FILE, ioprio=0, "
	       "fd=%d, off=0, addr=0, len=7, msg_ring_flags="
	       "IORING_MSG_RING_CQE_SKIP|IORING_MSG_RING_FLAGS_PASS, "
	       "user_data=0xcafe, buf_index=0, personality=0, "
	       "file_index=0x10, optval=0}, 1)", fd, fd);
	/* A read with protection information (IORING_RW_ATTR_FLAG_PI):
	 * struct io_uring_attr_pi at attr_ptr. */
	struct {
		uint16_t flags, app_tag;
		uint32_t len;
		uint64_t addr, seed, rsvd;
	} pi = { .flags = 0x1, .app_tag = 0x2, .len = 512, .seed = 0x9 };
	sqe = (typeof(sqe)){ .opcode = 22 /* READ */, .fd = fd,
			     .ioprio = 3, .optval = (uintptr_t)&pi,
			     .attr_mask = 1 };
	r = reg(fd, 31, &sqe, 1);
	expect(r, "io_uring_register(%d, IORING_REGISTER_SEND_MSG_RING, "
	       "{opcode=IORING_OP_READ, flags=0, ioprio=3, fd=%d, off=0, "
	       "addr=0, len=0, rw_flags=0, user_data=0, buf_index=0, "
	       "personality=0, file_index=0, attr_type_mask="
	       "IORING_RW_ATTR_FLAG_PI, attr_ptr={flags=0x1, app_tag=0x2, "
	       "len=512, addr=0, seed=0x9, rsvd=0}}, 1)", fd, fd);
	/* The kernel reads one SQE: another count, the address. */
	r = reg(fd, 31, &sqe, 2);
	expect(r, "io_uring_register(%d, IORING_REGISTER_SEND_MSG_RING, %p, "
	       "2)", fd, (void *)&sqe);

	r = reg(fd, 0x80000000u | 0x7fff, NULL, 0);
	expect(r, "io_uring_register(%d, 0x7fff /* IORING_REGISTER_??? */|"
	       "IORING_REGISTER_USE_REGISTERED_RING, NULL, 0)", fd);
	return 0;
}
