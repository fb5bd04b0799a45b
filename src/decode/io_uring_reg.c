/* io_uring_register's arguments that are a single struct: each a table
 * of its fields, by the layouts of syscalls/structs.list, and how each
 * field is shown. */
#include "decode/io_uring.h"
#include "decode/fields.h"

#include <string.h>

/* The struct op reads, and the nr_args with which the kernel reads it
 * (1 but for CLOCK's 0); `out`: the kernel writes it back on success,
 * `out_only`: and reads nothing of it (UNREGISTER_NAPI); `defer`: when
 * field defer_f is defer_v the kernel fills a part (ZCRX_CTRL_EXPORT's
 * descriptor), and the whole is shown at exit. */
struct uring_reg {
	uint32_t op;
	enum layout_struct s;
	const struct sfield *fields;
	unsigned n;
	uint32_t nr;
	bool out, out_only, defer;
	enum layout_field defer_f;
	uint32_t defer_v;
};

static const struct sfield sync_cancel[] = {
	{ LF_IO_URING_SYNC_CANCEL_REG_ADDR, SF_ADDR },
	{ LF_IO_URING_SYNC_CANCEL_REG_FD, SF_FD },
	{ LF_IO_URING_SYNC_CANCEL_REG_FLAGS, SF_FLAGS,
	  &xlat_io_uring_async_cancel_flags },
	{ 0, SF_OPEN, NULL, "timeout" },
	{ LF_IO_URING_SYNC_CANCEL_REG_TIMEOUT_TV_SEC, SF_SDEC, NULL, "tv_sec" },
	{ LF_IO_URING_SYNC_CANCEL_REG_TIMEOUT_TV_NSEC, SF_SDEC, NULL,
	  "tv_nsec" },
	{ 0, SF_CLOSE },
	{ LF_IO_URING_SYNC_CANCEL_REG_OPCODE, SF_ENUM, &xlat_io_uring_op },
	{ LF_IO_URING_SYNC_CANCEL_REG_PAD, SF_NZ },
	{ LF_IO_URING_SYNC_CANCEL_REG_PAD2, SF_NZ },
};

static const struct sfield file_index_range[] = {
	{ LF_IO_URING_FILE_INDEX_RANGE_OFF, SF_DEC },
	{ LF_IO_URING_FILE_INDEX_RANGE_LEN, SF_DEC },
	{ LF_IO_URING_FILE_INDEX_RANGE_RESV, SF_NZ },
};

static const struct sfield napi[] = {
	{ LF_IO_URING_NAPI_BUSY_POLL_TO, SF_HEX },
	{ LF_IO_URING_NAPI_PREFER_BUSY_POLL, SF_HEX },
	{ LF_IO_URING_NAPI_OPCODE, SF_ENUM, &xlat_io_uring_napi_op },
	{ LF_IO_URING_NAPI_PAD, SF_NZ },
	{ LF_IO_URING_NAPI_OP_PARAM, SF_ENUM_IF0, &xlat_io_uring_napi_tracking,
	  NULL, LF_IO_URING_NAPI_OPCODE },
	{ LF_IO_URING_NAPI_RESV, SF_NZ },
};

static const struct sfield clock_reg[] = {
	{ LF_IO_URING_CLOCK_REGISTER_CLOCKID, SF_ENUM, &xlat_clockid },
	{ LF_IO_URING_CLOCK_REGISTER___RESV, SF_NZ },
};

static const struct sfield clone_buffers[] = {
	{ LF_IO_URING_CLONE_BUFFERS_SRC_FD, SF_FD },
	{ LF_IO_URING_CLONE_BUFFERS_FLAGS, SF_FLAGS,
	  &xlat_io_uring_clone_buffers_flags },
	{ LF_IO_URING_CLONE_BUFFERS_SRC_OFF, SF_DEC },
	{ LF_IO_URING_CLONE_BUFFERS_DST_OFF, SF_DEC },
	{ LF_IO_URING_CLONE_BUFFERS_NR, SF_DEC },
	{ LF_IO_URING_CLONE_BUFFERS_PAD, SF_NZ },
};

static const struct sfield mem_region[] = {
	{ LF_IO_URING_MEM_REGION_REG_REGION_UPTR, SF_ADDR },
	{ LF_IO_URING_MEM_REGION_REG_FLAGS, SF_FLAGS,
	  &xlat_io_uring_mem_region_flags },
	{ LF_IO_URING_MEM_REGION_REG___RESV, SF_NZ },
};

#define UREG(op, s, t, nr, out, oo) \
	{ op, LS_##s, t, ARRAY_SIZE(t), nr, out, oo, false, 0, 0 }

static const struct sfield buf_status[] = {
	{ LF_IO_URING_BUF_STATUS_BUF_GROUP, SF_HEX },
	{ LF_IO_URING_BUF_STATUS_HEAD, SF_HEX },
	{ LF_IO_URING_BUF_STATUS_RESV, SF_NZ },
};

static const struct sfield resize_rings[] = {
	{ LF_IO_URING_PARAMS_SQ_ENTRIES, SF_DEC },
	{ LF_IO_URING_PARAMS_CQ_ENTRIES, SF_DEC },
	{ LF_IO_URING_PARAMS_FLAGS, SF_FLAGS, &xlat_io_uring_setup_flags },
	{ LF_IO_URING_PARAMS_RESV, SF_NZ },
	{ LF_IO_URING_PARAMS_SQ_OFF_USER_ADDR, SF_NZ_IN, NULL, "sq_off",
	  .sub = "user_addr" },
	{ LF_IO_URING_PARAMS_CQ_OFF_USER_ADDR, SF_NZ_IN, NULL, "cq_off",
	  .sub = "user_addr" },
};

static const struct sfield zcrx_ifq[] = {
	{ LF_IO_URING_ZCRX_IFQ_REG_IF_IDX, SF_DEC },
	{ LF_IO_URING_ZCRX_IFQ_REG_IF_RXQ, SF_DEC },
	{ LF_IO_URING_ZCRX_IFQ_REG_RQ_ENTRIES, SF_DEC },
	{ LF_IO_URING_ZCRX_IFQ_REG_FLAGS, SF_FLAGS, &xlat_zcrx_reg_flags },
	{ LF_IO_URING_ZCRX_IFQ_REG_AREA_PTR, SF_ADDR },
	{ LF_IO_URING_ZCRX_IFQ_REG_REGION_PTR, SF_ADDR },
	{ 0, SF_OPEN, NULL, "offsets" },
	{ LF_IO_URING_ZCRX_IFQ_REG_OFFSETS_HEAD, SF_DEC, NULL, "head" },
	{ LF_IO_URING_ZCRX_IFQ_REG_OFFSETS_TAIL, SF_DEC, NULL, "tail" },
	{ LF_IO_URING_ZCRX_IFQ_REG_OFFSETS_RQES, SF_DEC, NULL, "rqes" },
	{ LF_IO_URING_ZCRX_IFQ_REG_OFFSETS___RESV2, SF_NZ, NULL, "__resv2" },
	{ LF_IO_URING_ZCRX_IFQ_REG_OFFSETS___RESV, SF_NZ, NULL, "__resv" },
	{ 0, SF_CLOSE },
	{ LF_IO_URING_ZCRX_IFQ_REG_ZCRX_ID, SF_DEC },
	{ LF_IO_URING_ZCRX_IFQ_REG_RX_BUF_LEN, SF_DEC },
	{ LF_IO_URING_ZCRX_IFQ_REG_EVENT_DESC, SF_ADDR },
	{ LF_IO_URING_ZCRX_IFQ_REG___RESV, SF_NZ },
};

#define ZC_OP LF_ZCRX_CTRL_OP
static const struct sfield zcrx_ctrl[] = {
	{ LF_ZCRX_CTRL_ZCRX_ID, SF_DEC },
	{ LF_ZCRX_CTRL_OP, SF_ENUM, &xlat_zcrx_ctrl_op },
	{ LF_ZCRX_CTRL___RESV, SF_NZ },
	SF_IF(0, SF_OPEN, NULL, "zc_flush", ZC_OP, 0),
	SF_IF(LF_ZCRX_CTRL_FLUSH_RQ_ZC_FLUSH___RESV, SF_NZ, NULL, "__resv",
	      ZC_OP, 0),
	SF_IF(0, SF_CLOSE, NULL, NULL, ZC_OP, 0),
	SF_IF_OK(0, SF_OPEN, NULL, "zc_export", ZC_OP, 1),
	SF_IF_OK(LF_ZCRX_CTRL_ZC_EXPORT_ZCRX_FD, SF_FD, NULL, "zcrx_fd",
		 ZC_OP, 1),
	SF_IF_OK(LF_ZCRX_CTRL_ZC_EXPORT___RESV1, SF_NZ, NULL, "__resv1",
		 ZC_OP, 1),
	SF_IF_OK(0, SF_CLOSE, NULL, NULL, ZC_OP, 1),
	SF_IF(0, SF_OPEN, NULL, "zc_arm_event", ZC_OP, 2),
	SF_IF(LF_ZCRX_CTRL_ARM_EVENT_EVENT_TYPE, SF_ENUM, &xlat_zcrx_event_type,
	      NULL, ZC_OP, 2),
	SF_IF(LF_ZCRX_CTRL_ARM_EVENT_ZC_ARM_EVENT___RESV, SF_NZ, NULL, "__resv",
	      ZC_OP, 2),
	SF_IF(0, SF_CLOSE, NULL, NULL, ZC_OP, 2),
};

static const struct uring_reg uring_regs[] = {
	UREG(24, IO_URING_SYNC_CANCEL_REG, sync_cancel, 1, false, false),
	UREG(25, IO_URING_FILE_INDEX_RANGE, file_index_range, 1, false, false),
	UREG(27, IO_URING_NAPI, napi, 1, true, false),	/* REGISTER_NAPI */
	UREG(28, IO_URING_NAPI, napi, 1, true, true),	/* UNREGISTER_NAPI */
	UREG(29, IO_URING_CLOCK_REGISTER, clock_reg, 0, false, false),
	UREG(30, IO_URING_CLONE_BUFFERS, clone_buffers, 1, false, false),
	UREG(34, IO_URING_MEM_REGION_REG, mem_region, 1, false, false),
	UREG(26, IO_URING_BUF_STATUS, buf_status, 1, true, true),
	UREG(32, IO_URING_ZCRX_IFQ_REG, zcrx_ifq, 1, false, false),
	UREG(33, IO_URING_PARAMS, resize_rings, 1, false, false),
	/* ZCRX_CTRL_EXPORT: the kernel fills zc_export's descriptor */
	{ 36, LS_ZCRX_CTRL, zcrx_ctrl, ARRAY_SIZE(zcrx_ctrl), 1, false, false,
	  true, LF_ZCRX_CTRL_OP, 1 },
};

/* The largest of these structs (io_uring_params). */
#define URING_REG_MAX 128

static const struct uring_reg *uring_reg_of(uint32_t op)
{
	for (size_t i = 0; i < ARRAY_SIZE(uring_regs); i++)
		if (uring_regs[i].op == op)
			return &uring_regs[i];
	return NULL;
}

/* The struct in b. */
static void uring_reg_print(const struct pctx *c, const struct uring_reg *r,
			    const unsigned char *b)
{
	print_fields(c, r->fields, r->n, b);
}

/* Reads the struct at addr into b (true), or prints the address. */
static bool uring_reg_read(const struct pctx *c, const struct uring_reg *r,
			   uint64_t addr, unsigned char *b, size_t len)
{
	size_t sz = struct_sizes[c->tcp->pers][r->s];

	if (!addr || sz > len || umove(c, addr, sz, b) < 0) {
		v_addr(c, addr);
		return false;
	}
	return true;
}

/* What the entry left to the exit, in ret_data.uring_shown. */
enum { URS_NONE, URS_AGAIN = 1, URS_WHOLE = 2 };

int uring_reg_struct_in(const struct pctx *c, uint32_t op, uint64_t arg,
			uint32_t nr)
{
	const struct uring_reg *r = uring_reg_of(op);
	unsigned char b[URING_REG_MAX];

	if (!r)
		return UR_NONE;
	if (nr != r->nr) {
		v_addr(c, arg);
		return UR_DONE;
	}
	if (r->out_only)
		return UR_LATER;
	if (!uring_reg_read(c, r, arg, b, sizeof(b)))
		return UR_DONE;
	if (r->defer && layout_get(c->tcp->pers, r->defer_f, b) == r->defer_v) {
		c->tcp->dec->ret_data.uring_shown = URS_WHOLE;
		return UR_LATER;
	}
	uring_reg_print(c, r, b);
	if (!r->out)
		return UR_DONE;
	c->tcp->dec->ret_data.uring_shown = URS_AGAIN;
	return UR_LATER;
}

bool uring_reg_struct_out(const struct pctx *c, uint32_t op, uint64_t arg,
			  uint32_t nr)
{
	const struct uring_reg *r = uring_reg_of(op);
	bool ok = !c->call->err && (int64_t)c->call->rval >= 0;
	unsigned shown = c->tcp->dec->ret_data.uring_shown;
	unsigned char b[URING_REG_MAX];

	if (!r || nr != r->nr)
		return false;
	if (r->out_only || shown == URS_WHOLE) {
		if (!ok && r->out_only)
			v_addr(c, arg);
		else if (uring_reg_read(c, r, arg, b, sizeof(b)))
			uring_reg_print(c, r, b);
		return true;
	}
	if (shown != URS_AGAIN)
		return false;
	if (ok) {
		v_changed(c);
		if (uring_reg_read(c, r, arg, b, sizeof(b)))
			uring_reg_print(c, r, b);
	}
	return true;
}

/* ---- IORING_REGISTER_QUERY (7.2) ---------------------------------- */

/* A header of the chain, without its query_data's struct and its link. */
static const struct sfield query_hdr[] = {
	{ LF_IO_URING_QUERY_HDR_QUERY_DATA, SF_ADDR },
	{ LF_IO_URING_QUERY_HDR_QUERY_OP, SF_ENUM, &xlat_io_uring_query_op },
	{ LF_IO_URING_QUERY_HDR_SIZE, SF_DEC },
	{ LF_IO_URING_QUERY_HDR_RESULT, SF_SDEC },
	{ LF_IO_URING_QUERY_HDR___RESV, SF_NZ },
};

static const struct sfield query_opcode[] = {
	{ LF_IO_URING_QUERY_OPCODE_NR_REQUEST_OPCODES, SF_DEC },
	{ LF_IO_URING_QUERY_OPCODE_NR_REGISTER_OPCODES, SF_DEC },
	{ LF_IO_URING_QUERY_OPCODE_FEATURE_FLAGS, SF_FLAGS,
	  &xlat_io_uring_features },
	{ LF_IO_URING_QUERY_OPCODE_RING_SETUP_FLAGS, SF_FLAGS,
	  &xlat_io_uring_setup_flags },
	{ LF_IO_URING_QUERY_OPCODE_ENTER_FLAGS, SF_FLAGS,
	  &xlat_io_uring_enter_flags },
	{ LF_IO_URING_QUERY_OPCODE_SQE_FLAGS, SF_FLAGS,
	  &xlat_io_uring_sqe_flags },
	{ LF_IO_URING_QUERY_OPCODE_NR_QUERY_OPCODES, SF_DEC },
	{ LF_IO_URING_QUERY_OPCODE___PAD, SF_NZ },
};

static const struct sfield query_zcrx[] = {
	{ LF_IO_URING_QUERY_ZCRX_REGISTER_FLAGS, SF_FLAGS,
	  &xlat_zcrx_reg_flags },
	{ LF_IO_URING_QUERY_ZCRX_AREA_FLAGS, SF_FLAGS, &xlat_zcrx_area_flags },
	{ LF_IO_URING_QUERY_ZCRX_NR_CTRL_OPCODES, SF_DEC },
	{ LF_IO_URING_QUERY_ZCRX_FEATURES, SF_HEX },
	{ LF_IO_URING_QUERY_ZCRX_RQ_HDR_SIZE, SF_DEC },
	{ LF_IO_URING_QUERY_ZCRX_RQ_HDR_ALIGNMENT, SF_DEC },
	{ LF_IO_URING_QUERY_ZCRX___RESV2, SF_NZ },
};

static const struct sfield query_scq[] = {
	{ LF_IO_URING_QUERY_SCQ_HDR_SIZE, SF_DEC },
	{ LF_IO_URING_QUERY_SCQ_HDR_ALIGNMENT, SF_DEC },
};

static const struct sfield query_zcrx_event[] = {
	{ LF_IO_URING_QUERY_ZCRX_EVENT_EVENT_FLAGS, SF_HEX },
	{ LF_IO_URING_QUERY_ZCRX_EVENT_STATS_SIZE, SF_DEC },
	{ LF_IO_URING_QUERY_ZCRX_EVENT_STATS_OFF_ALIGNMENT, SF_DEC },
	{ LF_IO_URING_QUERY_ZCRX_EVENT___RESV1, SF_NZ },
	{ LF_IO_URING_QUERY_ZCRX_EVENT___RESV2, SF_NZ },
};

/* The struct of each IO_URING_QUERY_* op, by its value. */
static const struct uring_query {
	enum layout_struct s;
	const struct sfield *f;
	unsigned n;
} uring_queries[] = {
	{ LS_IO_URING_QUERY_OPCODE, query_opcode, ARRAY_SIZE(query_opcode) },
	{ LS_IO_URING_QUERY_ZCRX, query_zcrx, ARRAY_SIZE(query_zcrx) },
	{ LS_IO_URING_QUERY_SCQ, query_scq, ARRAY_SIZE(query_scq) },
	{ LS_IO_URING_QUERY_ZCRX_EVENT, query_zcrx_event,
	  ARRAY_SIZE(query_zcrx_event) },
};

/* Room for a header (40 bytes) and for the largest of these structs
 * (io_uring_query_opcode, io_uring_query_zcrx_event: 48). */
#define URING_QUERY_MAX 48

/* The struct s at addr as the fields f say, or its address (NULL, or
 * one that cannot be read). */
static void fields_at(const struct pctx *c, enum layout_struct s,
		      uint64_t addr, const struct sfield *f, unsigned n)
{
	unsigned char b[URING_QUERY_MAX];
	size_t sz = struct_sizes[c->tcp->pers][s];

	if (!addr || sz > sizeof(b) || umove(c, addr, sz, b) < 0) {
		v_addr(c, addr);
		return;
	}
	print_fields(c, f, n, b);
}

/* The header h's query_data again, as the struct its op names when the
 * header's size holds it, else its address (an unknown op's too). */
static void uring_query_data(const struct pctx *c, const unsigned char *h)
{
	unsigned p = c->tcp->pers;
	uint64_t data = layout_get(p, LF_IO_URING_QUERY_HDR_QUERY_DATA, h);
	uint64_t op = layout_get(p, LF_IO_URING_QUERY_HDR_QUERY_OP, h);
	uint64_t size = layout_get(p, LF_IO_URING_QUERY_HDR_SIZE, h);
	const struct uring_query *q;

	if (!data)
		return;
	v_field(c, "query_data");
	if (op >= ARRAY_SIZE(uring_queries)) {
		v_addr(c, data);
		return;
	}
	q = &uring_queries[op];
	if (size < struct_sizes[p][q->s]) {
		v_addr(c, data);
		return;
	}
	fields_at(c, q->s, data, q->f, q->n);
}

/* The chain of headers from addr, each link inside the one before it.
 * The walk stops after the string limit's count of links, whatever -v
 * says (the tracee may have linked a header to itself), and after 32
 * whatever -s says: the output nests so deep and no deeper. */
#define URING_QUERY_LINKS 32
void uring_query(const struct pctx *c, uint64_t addr)
{
	unsigned char h[URING_QUERY_MAX];
	size_t sz = struct_sizes[c->tcp->pers][LS_IO_URING_QUERY_HDR];
	unsigned depth = 0, max = c->opt->string_limit;

	if (max < 1)
		max = 1;
	if (max > URING_QUERY_LINKS)
		max = URING_QUERY_LINKS;
	if (!addr || sz > sizeof(h) || umove(c, addr, sz, h) < 0) {
		v_addr(c, addr);
		return;
	}
	for (;;) {
		v_struct_begin(c);
		depth++;
		print_fields_in(c, query_hdr, ARRAY_SIZE(query_hdr), h);
		uring_query_data(c, h);
		v_field(c, "next_entry");
		addr = layout_get(c->tcp->pers, LF_IO_URING_QUERY_HDR_NEXT_ENTRY,
				  h);
		if (!addr || depth == max || umove(c, addr, sz, h) < 0) {
			v_addr(c, addr);
			if (addr && depth == max)
				v_text(c, " /* ... */");
			break;
		}
	}
	while (depth--)
		v_struct_end(c);
}

/* ---- IORING_REGISTER_SEND_MSG_RING (6.13): one struct io_uring_sqe -- */

#define SQE_SIZE 64
#define SQE128_SIZE 128

/* What an opcode changes in how its SQE is shown: the name and set of
 * the op flags' union member (rw_flags, in hex, for the others), the
 * set of ioprio's bits (a number otherwise), a read or write's
 * attribute pointer in place of optval, a URING_CMD's cmd_op, a
 * 128-byte SQE. */
struct sqe_op {
	uint8_t op;
	const char *flags_name;
	const struct xlat *flags_set, *ioprio_set;
	bool rw_attr, cmd, big;
};

static const struct sqe_op sqe_ops[] = {
	{ 0, "nop_flags", &xlat_io_uring_nop_flags },		/* NOP */
	{ 63, "nop_flags", &xlat_io_uring_nop_flags, .big = true },
	{ 40, "msg_ring_flags", &xlat_io_uring_msg_ring_flags },
	{ 54, "install_fd_flags", &xlat_io_uring_fixed_fd_flags },
	{ 13, .ioprio_set = &xlat_io_uring_accept_flags },	/* ACCEPT */
	{ 9, .ioprio_set = &xlat_io_uring_recvsend_flags },	/* SENDMSG */
	{ 10, .ioprio_set = &xlat_io_uring_recvsend_flags },	/* RECVMSG */
	{ 26, .ioprio_set = &xlat_io_uring_recvsend_flags },	/* SEND */
	{ 27, .ioprio_set = &xlat_io_uring_recvsend_flags },	/* RECV */
	{ 47, .ioprio_set = &xlat_io_uring_recvsend_flags },	/* SEND_ZC */
	{ 48, .ioprio_set = &xlat_io_uring_recvsend_flags },
	{ 1, .rw_attr = true }, { 2, .rw_attr = true },	/* READV, WRITEV */
	{ 4, .rw_attr = true }, { 5, .rw_attr = true },	/* READ/WRITE_FIXED */
	{ 22, .rw_attr = true }, { 23, .rw_attr = true },	/* READ, WRITE */
	{ 46, .cmd = true },				/* URING_CMD */
	{ 64, .cmd = true, .big = true },		/* URING_CMD128 */
};

static const struct sqe_op *sqe_op_of(uint8_t op)
{
	static const struct sqe_op plain;

	for (size_t i = 0; i < ARRAY_SIZE(sqe_ops); i++)
		if (sqe_ops[i].op == op)
			return &sqe_ops[i];
	return &plain;
}

static const struct sfield sqe_head[] = {
	{ LF_IO_URING_SQE_OPCODE, SF_NAMED_DEC, &xlat_io_uring_op },
	{ LF_IO_URING_SQE_FLAGS, SF_FLAGS, &xlat_io_uring_sqe_flags },
};

static const struct sfield sqe_mid[] = {
	{ LF_IO_URING_SQE_ADDR, SF_HEX },
	{ LF_IO_URING_SQE_LEN, SF_DEC },
};

static const struct sfield sqe_ids[] = {
	{ LF_IO_URING_SQE_USER_DATA, SF_HEX },
	{ LF_IO_URING_SQE_BUF_INDEX, SF_HEX },
	{ LF_IO_URING_SQE_PERSONALITY, SF_DEC },
	{ LF_IO_URING_SQE_FILE_INDEX, SF_HEX },
};

static const struct sfield attr_pi[] = {
	{ LF_IO_URING_ATTR_PI_FLAGS, SF_HEX },
	{ LF_IO_URING_ATTR_PI_APP_TAG, SF_HEX },
	{ LF_IO_URING_ATTR_PI_LEN, SF_DEC },
	{ LF_IO_URING_ATTR_PI_ADDR, SF_HEX },
	{ LF_IO_URING_ATTR_PI_SEED, SF_HEX },
	{ LF_IO_URING_ATTR_PI_RSVD, SF_HEX },
};

#define IORING_RW_ATTR_FLAG_PI 0x1u

/* A read or write's attributes: the protection information's struct
 * when that is the only one named, else the pointer. */
static void sqe_attr(const struct pctx *c, uint64_t mask, uint64_t ptr)
{
	v_field(c, "attr_type_mask");
	v_flags(c, &xlat_io_uring_rw_attr_flags, mask,
		xlat_unknown(&xlat_io_uring_rw_attr_flags));
	v_field(c, "attr_ptr");
	if (mask != IORING_RW_ATTR_FLAG_PI) {
		v_addr(c, ptr);
		return;
	}
	fields_at(c, LS_IO_URING_ATTR_PI, ptr, attr_pi, ARRAY_SIZE(attr_pi));
}

/* A 128-byte SQE's command bytes past the first 64. */
static void sqe_cmd(const struct pctx *c, const unsigned char *b)
{
	unsigned n = SQE128_SIZE - SQE_SIZE;

	v_field(c, "cmd");
	v_array_begin(c);
	for (unsigned i = 0; i < n; i++) {
		if (!c->opt->verbose && i == (unsigned)c->opt->string_limit) {
			v_more(c);
			break;
		}
		v_elem(c);
		v_hex(c, b[SQE_SIZE + i]);
	}
	v_array_end(c);
}

static void sqe_print(const struct pctx *c, const struct sqe_op *o,
		      const unsigned char *b)
{
	unsigned p = c->tcp->pers;
	uint64_t v;
	int32_t fd = (int32_t)layout_get(p, LF_IO_URING_SQE_FD, b);

	v_struct_begin(c);
	print_fields_in(c, sqe_head, ARRAY_SIZE(sqe_head), b);
	v_field(c, "ioprio");
	v = layout_get(p, LF_IO_URING_SQE_IOPRIO, b);
	if (o->ioprio_set)
		v_flags(c, o->ioprio_set, v, xlat_unknown(o->ioprio_set));
	else
		v_uint(c, v);
	v_field(c, "fd");
	v_fd(c, fd);
	/* A URING_CMD's off is its cmd_op, a socket's by name. */
	v_field(c, "off");
	v = layout_get(p, LF_IO_URING_SQE_OFF, b);
	if (o->cmd && fd_is_socket(c, fd))
		v_namef(c, VS_DEC, v, "%s", xlat_name(&xlat_io_uring_socket_op,
						      v) ?: "SOCKET_URING_OP_???");
	else
		v_hex(c, v);
	print_fields_in(c, sqe_mid, ARRAY_SIZE(sqe_mid), b);
	v_field(c, o->flags_name ? o->flags_name : "rw_flags");
	v = layout_get(p, LF_IO_URING_SQE_RW_FLAGS, b);
	if (o->flags_set)
		v_flags(c, o->flags_set, v, xlat_unknown(o->flags_set));
	else
		v_hex(c, v);
	print_fields_in(c, sqe_ids, ARRAY_SIZE(sqe_ids), b);
	v = layout_get(p, LF_IO_URING_SQE_ATTR_TYPE_MASK, b);
	if (o->rw_attr && v) {
		sqe_attr(c, v, layout_get(p, LF_IO_URING_SQE_OPTVAL, b));
	} else {
		v_field(c, "optval");
		v_hex(c, layout_get(p, LF_IO_URING_SQE_OPTVAL, b));
	}
	if (o->big)
		sqe_cmd(c, b);
	v_struct_end(c);
}

/* The SQE sent to the ring, nr_args 1; the 128-byte kind by its
 * opcode. */
void uring_send_msg_ring(const struct pctx *c, uint64_t addr, uint32_t nr)
{
	unsigned char b[SQE128_SIZE];
	const struct sqe_op *o;

	if (nr != 1 || !addr || umove(c, addr, SQE_SIZE, b) < 0) {
		v_addr(c, addr);
		return;
	}
	o = sqe_op_of(b[0]);
	if (o->big && umove(c, addr, SQE128_SIZE, b) < 0) {
		v_addr(c, addr);
		return;
	}
	sqe_print(c, o, b);
}
