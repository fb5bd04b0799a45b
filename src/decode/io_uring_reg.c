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
