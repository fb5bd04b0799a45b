/* SG_IO on a bad descriptor: struct sg_io_hdr (v3) shown in two parts,
 * what the kernel reads at entry and what it would return at exit, and
 * struct sg_io_v4's data going out (shown even when the call fails);
 * then the TEE client structs and device mapper headers. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/uio.h>
#include <unistd.h>
#include <scsi/sg.h>
#include <linux/bsg.h>
#include <linux/tee.h>
#include <linux/dm-ioctl.h>
#include <sys/sysmacros.h>
#include "dec.h"

static const char *ebadf = "-1 EBADF (Bad file descriptor)";

/* The fields the kernel would write back, as they are shown. */
static const char *v3_out(const struct sg_io_hdr *h)
{
	static char buf[512];

	snprintf(buf, sizeof(buf), "status=%#x, masked_status=%#x, "
		 "msg_status=%#x, sb_len_wr=0, sbp=\"\", host_status=%#x, "
		 "driver_status=%#x, resid=%d, duration=%u, info=SG_INFO_CHECK",
		 h->status, h->masked_status, h->msg_status, h->host_status,
		 h->driver_status, h->resid, h->duration);
	return buf;
}

static const char *v3_in(const struct sg_io_hdr *h, const char *dir,
			 const char *flags)
{
	static char buf[512];

	snprintf(buf, sizeof(buf), "interface_id='S', dxfer_direction=%s, "
		 "cmd_len=2, cmdp=\"\\x12\\x34\", mx_sb_len=%u, "
		 "iovec_count=%u, dxfer_len=%u, timeout=%u, flags=%s",
		 dir, h->mx_sb_len, h->iovec_count, h->dxfer_len, h->timeout,
		 flags);
	return buf;
}

static void tee(void)
{
	struct tee_ioctl_cancel_arg cancel = { .cancel_id = 7, .session = 0x2a };
	struct tee_ioctl_shm_alloc_data alloc = {
		.size = 0x1000, .flags = 0x1 | 0x40,	/* TEE_IOCTL_SHM_MAPPED */
	};
	struct {
		struct tee_ioctl_invoke_arg a;
		struct tee_ioctl_param p[2];
	} inv = {
		.a = { .func = 3, .session = 0x10, .cancel_id = 4,
		       .num_params = 2 },
		.p = { { .attr = TEE_IOCTL_PARAM_ATTR_TYPE_VALUE_INPUT |
			 TEE_IOCTL_PARAM_ATTR_META, .a = 1, .b = 2, .c = 3 },
		       { .attr = TEE_IOCTL_PARAM_ATTR_TYPE_MEMREF_OUTPUT,
			 .a = 0x10, .b = 0x20, .c = 5 } },
	};
	struct {
		struct tee_ioctl_open_session_arg a;
		struct tee_ioctl_param p[1];
	} os = {
		.a = { .uuid = { 0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde,
				 0xf0, 1, 2, 3, 4, 5, 6, 7, 8 },
		       .clnt_uuid = { 100 },
		       .clnt_login = TEE_IOCTL_LOGIN_GROUP, .cancel_id = 9,
		       .num_params = 1 },
	};
	struct tee_ioctl_buf_data bd = {
		.buf_ptr = (uintptr_t)&inv, .buf_len = sizeof(inv),
	};

	ioctl(-1, TEE_IOC_CANCEL, &cancel);
	expect(ebadf, "ioctl(-1, TEE_IOC_CANCEL, {cancel_id=7, "
	       "session=0x2a})");
	ioctl(-1, TEE_IOC_SHM_ALLOC, &alloc);
	expect(ebadf, "ioctl(-1, TEE_IOC_SHM_ALLOC, {size=0x1000, "
	       "flags=TEE_IOCTL_SHM_MAPPED|0x40})");
	ioctl(-1, TEE_IOC_INVOKE, &bd);
	expect(ebadf, "ioctl(-1, TEE_IOC_INVOKE, {buf_len=%zu, "
	       "buf_ptr={func=3, session=0x10, cancel_id=4, num_params=2, "
	       "params=[{attr=TEE_IOCTL_PARAM_ATTR_TYPE_VALUE_INPUT|"
	       "TEE_IOCTL_PARAM_ATTR_META, a=0x1, b=0x2, c=0x3}, "
	       "{attr=TEE_IOCTL_PARAM_ATTR_TYPE_MEMREF_OUTPUT, shm_offs=0x10, "
	       "size=0x20, shm_id=5}]}})", sizeof(inv));
	/* A length that disagrees with num_params: the pointer alone. */
	bd.buf_len--;
	ioctl(-1, TEE_IOC_INVOKE, &bd);
	expect(ebadf, "ioctl(-1, TEE_IOC_INVOKE, {buf_len=%zu, "
	       "buf_ptr=%p})", sizeof(inv) - 1, (void *)&inv);
	bd.buf_ptr = (uintptr_t)&os;
	bd.buf_len = sizeof(os);
	ioctl(-1, TEE_IOC_OPEN_SESSION, &bd);
	expect(ebadf, "ioctl(-1, TEE_IOC_OPEN_SESSION, {buf_len=%zu, "
	       "buf_ptr={uuid=12345678-9abc-def0-0102-030405060708, "
	       "clnt_login=TEE_IOCTL_LOGIN_GROUP, clnt_uuid=100, "
	       "cancel_id=9, num_params=1, "
	       "params=[{attr=TEE_IOCTL_PARAM_ATTR_TYPE_NONE}]}})",
	       sizeof(os));
}

/* Device mapper: the dm_ioctl header, the fields each request reads. */
static void dm(int verbose)
{
	struct {
		struct dm_ioctl h;
		struct dm_target_spec t;
		char params[24];
	} d = { .t = { .sector_start = 8, .length = 16, .next = 64,
		       .target_type = "linear" },
		.params = "/dev/sda 0",
		.h = {
		.version = { 4, 1, 0 }, .data_size = sizeof(d),
		.data_start = sizeof(struct dm_ioctl), .target_count = 1,
		.flags = DM_READONLY_FLAG | 0x80, .event_nr = 3,
		.dev = makedev(8, 1), .name = "vol", .uuid = "u-1",
	} };

	/* -v shows the targets after the header, "..." without. */
	ioctl(-1, DM_TABLE_LOAD, &d);
	expect(ebadf, "ioctl(-1, DM_TABLE_LOAD, [{version=[4, 1, 0], "
	       "data_size=%zu, data_start=%zu, dev=makedev(0x8, 0x1), "
	       "name=\"vol\", uuid=\"u-1\", target_count=1, "
	       "flags=DM_READONLY_FLAG|0x80}, %s])", sizeof(d),
	       sizeof(struct dm_ioctl), verbose ? "{sector_start=8, "
	       "length=16, target_type=\"linear\", string=\"/dev/sda 0\"}"
	       : "...");
	/* A second target claimed past data_size is misplaced. */
	d.h.target_count = 2;
	ioctl(-1, DM_TABLE_LOAD, &d);
	expect(ebadf, "ioctl(-1, DM_TABLE_LOAD, [{version=[4, 1, 0], "
	       "data_size=%zu, data_start=%zu, dev=makedev(0x8, 0x1), "
	       "name=\"vol\", uuid=\"u-1\", target_count=2, "
	       "flags=DM_READONLY_FLAG|0x80}, %s])", sizeof(d),
	       sizeof(struct dm_ioctl), verbose ? "{sector_start=8, "
	       "length=16, target_type=\"linear\", string=\"/dev/sda 0\"}"
	       ", ??? /* misplaced struct dm_target_spec */" : "...");
	d.h.flags = 0;
	ioctl(-1, DM_DEV_SUSPEND, &d);
	expect(ebadf, "ioctl(-1, DM_DEV_SUSPEND, [{version=[4, 1, 0], "
	       "data_size=%zu, dev=makedev(0x8, 0x1), name=\"vol\", "
	       "uuid=\"u-1\", event_nr=3, flags=0}])", sizeof(d));
	ioctl(-1, DM_LIST_DEVICES, &d);
	expect(ebadf, "ioctl(-1, DM_LIST_DEVICES, [{version=[4, 1, 0], "
	       "data_size=%zu, data_start=%zu, flags=0}])", sizeof(d),
	       sizeof(struct dm_ioctl));
	d.h.data_size = 14;
	ioctl(-1, DM_VERSION, &d);
	expect(ebadf, "ioctl(-1, DM_VERSION, [{version=[4, 1, 0], "
	       "data_size=14 /* data_size too small */}])");
	d.h.version[0] = 5;
	ioctl(-1, DM_VERSION, &d);
	expect(ebadf, "ioctl(-1, DM_VERSION, [{version=[5, 1, 0] "
	       "/* unsupported device mapper ABI version */}])");
}

/* -v -s2: the specs past the limit are the address of the first one
 * not shown (strace 7.2). Three specs of 48 bytes each. */
static void dm_limit(void)
{
	struct {
		struct dm_ioctl h;
		struct { struct dm_target_spec t; char p[8]; } s[3];
	} d = { .h = {
		.version = { 4, 1, 0 }, .data_size = sizeof(d),
		.data_start = sizeof(struct dm_ioctl), .target_count = 3,
		.dev = makedev(8, 1), .name = "v", .uuid = "u",
	} };

	for (int i = 0; i < 3; i++) {
		d.s[i].t.next = sizeof(d.s[i]);
		d.s[i].t.target_type[0] = 't';
		d.s[i].p[0] = 'p';
	}
	ioctl(-1, DM_TABLE_LOAD, &d);
	expect(ebadf, "ioctl(-1, DM_TABLE_LOAD, [{version=[4, 1, 0], "
	       "data_size=%zu, data_start=%zu, dev=makedev(0x8, 0x1), "
	       "name=\"v\", uuid=\"u\", target_count=3, flags=0}, "
	       "{sector_start=0, length=0, target_type=\"t\", "
	       "string=\"p\"}, {sector_start=0, length=0, "
	       "target_type=\"t\", string=\"p\"}, %p])", sizeof(d),
	       sizeof(struct dm_ioctl), (void *)&d.s[2]);
}

/* -v: a request of a type no table names (0xde) shows _IOC_SIZE bytes of its
 * argument: the kernel's input at entry, its output at exit, both when
 * the direction says both or neither (strace 7.2). */
static void raw(void)
{
	unsigned char b[4] = { 0xfe, 0xed, 0xfa, 0xce };
	static const char *const hex = "\"\\xfe\\xed\\xfa\\xce\"";

	ioctl(-1, _IOC(_IOC_READ, 0xde, 0x12, 4), b);
	expect(ebadf, "ioctl(-1, _IOC(_IOC_READ, 0xde, 0x12, 0x4), %s)", hex);
	ioctl(-1, _IOC(_IOC_WRITE, 0xde, 0x12, 4), b);
	expect(ebadf, "ioctl(-1, _IOC(_IOC_WRITE, 0xde, 0x12, 0x4), %s)",
	       hex);
	ioctl(-1, _IOC(_IOC_READ | _IOC_WRITE, 0xde, 0x12, 4), b);
	expect(ebadf, "ioctl(-1, _IOC(_IOC_READ|_IOC_WRITE, 0xde, 0x12, "
	       "0x4), %s => %s)", hex, hex);
	ioctl(-1, _IOC(_IOC_NONE, 0xde, 0x12, 4), b);
	expect(ebadf, "ioctl(-1, _IOC(_IOC_NONE, 0xde, 0x12, 0x4), %s => %s)",
	       hex, hex);
	/* unreadable, or no size: the word */
	ioctl(-1, _IOC(_IOC_WRITE, 0xde, 0x12, 4), 8);
	expect(ebadf, "ioctl(-1, _IOC(_IOC_WRITE, 0xde, 0x12, 0x4), 0x8)");
	ioctl(-1, _IOC(_IOC_WRITE, 0xde, 0x12, 0), b);
	expect(ebadf, "ioctl(-1, _IOC(_IOC_WRITE, 0xde, 0x12, 0), %p)",
	       (void *)b);
}

int main(int argc, char **argv)
{
	int verbose = argc > 1 && !strcmp(argv[1], "v");

	if (argc > 1 && !strcmp(argv[1], "s2")) {
		dm_limit();
		printf("expect: +++ exited with 0 +++\n");
		return 0;
	}
	if (verbose)
		raw();
	/* The header ends where the page does: a short one is cut. */
	long pg = sysconf(_SC_PAGESIZE);
	char *map = mmap(NULL, 2 * pg, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	unsigned char cmd[2] = { 0x12, 0x34 };
	char data[6] = "abcdef";
	struct iovec iov[2] = { { data, 2 }, { data + 2, 4 } };
	struct sg_io_hdr h = {
		.interface_id = 'S', .cmd_len = 2, .cmdp = cmd,
		.mx_sb_len = 9, .timeout = 1000, .status = 1,
		.masked_status = 2, .msg_status = 3, .host_status = 0x104,
		.driver_status = 5, .duration = 6, .info = SG_INFO_CHECK,
		.sbp = data,
	};
	struct sg_io_v4 q = { .guard = 'Q' };
	int *tail;

	if (map == MAP_FAILED || munmap(map + pg, pg))
		return 1;
	tail = (int *)(map + pg) - 1;
	*tail = 'S';
	ioctl(-1, SG_IO, tail);
	expect(ebadf, "ioctl(-1, SG_IO, {interface_id='S', %p})", tail + 1);

	/* Out of the program, through an iovec: dxfer_len bytes of it. */
	h.dxfer_direction = SG_DXFER_TO_DEV;
	h.iovec_count = 2;
	h.dxfer_len = 5;
	h.dxferp = iov;
	h.flags = 0x20 | 0x100;	/* SG_FLAG_Q_AT_HEAD: not in glibc */
	ioctl(-1, SG_IO, &h);
	expect(ebadf, "ioctl(-1, SG_IO, {%s, dxferp=[{iov_base=\"ab\", "
	       "iov_len=2}, {iov_base=\"cde\", iov_len=4}], %s})",
	       v3_in(&h, "SG_DXFER_TO_DEV", "SG_FLAG_Q_AT_HEAD|0x100"),
	       v3_out(&h));

	/* Into the program: less the residue the kernel reports. */
	h.dxfer_direction = SG_DXFER_FROM_DEV;
	h.iovec_count = 0;
	h.dxferp = data;
	h.resid = 2;
	h.flags = 0;
	ioctl(-1, SG_IO, &h);
	expect(ebadf, "ioctl(-1, SG_IO, {%s, dxferp=\"\\x61\\x62\\x63\", %s})",
	       v3_in(&h, "SG_DXFER_FROM_DEV", "0"), v3_out(&h));

	/* Both ways: before, then after the call. */
	h.dxfer_direction = SG_DXFER_TO_FROM_DEV;
	h.dxfer_len = 3;
	h.resid = 1;
	h.flags = SG_FLAG_DIRECT_IO;
	ioctl(-1, SG_IO, &h);
	expect(ebadf, "ioctl(-1, SG_IO, {%s, dxferp=\"\\x61\\x62\\x63\" => "
	       "\"\\x61\\x62\", %s})",
	       v3_in(&h, "SG_DXFER_TO_FROM_DEV", "SG_FLAG_DIRECT_IO"),
	       v3_out(&h));

	/* v4: the outgoing iovec's data is the program's, shown too. */
	q.dout_iovec_count = 2;
	q.dout_xfer_len = 3;
	q.dout_xferp = (uintptr_t)iov;
	ioctl(-1, SG_IO, &q);
	expect(ebadf, "ioctl(-1, SG_IO, {guard='Q', "
	       "protocol=BSG_PROTOCOL_SCSI, "
	       "subprotocol=BSG_SUB_PROTOCOL_SCSI_CMD, request_len=0, "
	       "request=NULL, request_tag=0, request_attr=0, "
	       "request_priority=0, request_extra=0, max_response_len=0, "
	       "dout_iovec_count=2, dout_xfer_len=3, din_iovec_count=0, "
	       "din_xfer_len=0, dout_xferp=[{iov_base=\"ab\", iov_len=2}, "
	       "{iov_base=\"c\", iov_len=4}], timeout=0, flags=0, usr_ptr=0, "
	       "response_len=0, response=NULL, din_xferp=NULL, "
	       "driver_status=0, transport_status=0, device_status=0, "
	       "retry_delay=0, info=0, duration=0, response_len=0, "
	       "din_resid=0, dout_resid=0, generated_tag=0})");
	tee();
	dm(verbose);
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
