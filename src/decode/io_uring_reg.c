/* io_uring_register's arguments that are a single struct: each a table
 * of its fields, by the layouts of syscalls/structs.list, and how each
 * field is shown. */
#include "decode/io_uring.h"
#include "structs_gen.h"

#include <string.h>

enum uf_kind {
	UF_DEC,		/* unsigned decimal */
	UF_SDEC,	/* signed decimal */
	UF_HEX,
	UF_ADDR,	/* NULL or hex */
	UF_FD,
	UF_FLAGS,	/* set's names, unknown bits in hex */
	UF_ENUM,	/* set's name or "0x.. / * PREFIX_??? * /" */
	UF_ENUM_IF0,	/* UF_ENUM when field `when` is 0, else UF_HEX */
	UF_NZ,		/* hex, shown when set; an array when any is */
	UF_NZ_IN,	/* name={field=hex}, shown when set */
	UF_OPEN,	/* name={ ... of the fields up to UF_CLOSE */
	UF_CLOSE,
};

struct uf {
	enum layout_field f;
	unsigned char kind;
	const struct xlat *set;
	const char *name;	/* NULL: the field's name in structs.list */
	enum layout_field when;	/* UF_ENUM_IF0's */
	/* Shown only when field if_f is if_v (a union's member); ok: and
	 * at the exit of a call that worked (what the kernel filled). */
	bool has_if, ok;
	enum layout_field if_f;
	uint32_t if_v;
	const char *sub;	/* UF_NZ_IN's field name */
};

/* A field of a union member: shown when sel is v. */
#define UF_IF(f, kind, set, name, sel, v) \
	{ f, kind, set, name, 0, true, false, sel, v }
#define UF_IF_OK(f, kind, set, name, sel, v) \
	{ f, kind, set, name, 0, true, true, sel, v }

/* The struct op reads, and the nr_args with which the kernel reads it
 * (1 but for CLOCK's 0); `out`: the kernel writes it back on success,
 * `out_only`: and reads nothing of it (UNREGISTER_NAPI); `defer`: when
 * field defer_f is defer_v the kernel fills a part (ZCRX_CTRL_EXPORT's
 * descriptor), and the whole is shown at exit. */
struct uring_reg {
	uint32_t op;
	enum layout_struct s;
	const struct uf *fields;
	unsigned n;
	uint32_t nr;
	bool out, out_only, defer;
	enum layout_field defer_f;
	uint32_t defer_v;
};

static const struct uf sync_cancel[] = {
	{ LF_IO_URING_SYNC_CANCEL_REG_ADDR, UF_ADDR },
	{ LF_IO_URING_SYNC_CANCEL_REG_FD, UF_FD },
	{ LF_IO_URING_SYNC_CANCEL_REG_FLAGS, UF_FLAGS,
	  &xlat_io_uring_async_cancel_flags },
	{ 0, UF_OPEN, NULL, "timeout" },
	{ LF_IO_URING_SYNC_CANCEL_REG_TIMEOUT_TV_SEC, UF_SDEC, NULL, "tv_sec" },
	{ LF_IO_URING_SYNC_CANCEL_REG_TIMEOUT_TV_NSEC, UF_SDEC, NULL,
	  "tv_nsec" },
	{ 0, UF_CLOSE },
	{ LF_IO_URING_SYNC_CANCEL_REG_OPCODE, UF_ENUM, &xlat_io_uring_op },
	{ LF_IO_URING_SYNC_CANCEL_REG_PAD, UF_NZ },
	{ LF_IO_URING_SYNC_CANCEL_REG_PAD2, UF_NZ },
};

static const struct uf file_index_range[] = {
	{ LF_IO_URING_FILE_INDEX_RANGE_OFF, UF_DEC },
	{ LF_IO_URING_FILE_INDEX_RANGE_LEN, UF_DEC },
	{ LF_IO_URING_FILE_INDEX_RANGE_RESV, UF_NZ },
};

static const struct uf napi[] = {
	{ LF_IO_URING_NAPI_BUSY_POLL_TO, UF_HEX },
	{ LF_IO_URING_NAPI_PREFER_BUSY_POLL, UF_HEX },
	{ LF_IO_URING_NAPI_OPCODE, UF_ENUM, &xlat_io_uring_napi_op },
	{ LF_IO_URING_NAPI_PAD, UF_NZ },
	{ LF_IO_URING_NAPI_OP_PARAM, UF_ENUM_IF0, &xlat_io_uring_napi_tracking,
	  NULL, LF_IO_URING_NAPI_OPCODE },
	{ LF_IO_URING_NAPI_RESV, UF_NZ },
};

static const struct uf clock_reg[] = {
	{ LF_IO_URING_CLOCK_REGISTER_CLOCKID, UF_ENUM, &xlat_clockid },
	{ LF_IO_URING_CLOCK_REGISTER___RESV, UF_NZ },
};

static const struct uf clone_buffers[] = {
	{ LF_IO_URING_CLONE_BUFFERS_SRC_FD, UF_FD },
	{ LF_IO_URING_CLONE_BUFFERS_FLAGS, UF_FLAGS,
	  &xlat_io_uring_clone_buffers_flags },
	{ LF_IO_URING_CLONE_BUFFERS_SRC_OFF, UF_DEC },
	{ LF_IO_URING_CLONE_BUFFERS_DST_OFF, UF_DEC },
	{ LF_IO_URING_CLONE_BUFFERS_NR, UF_DEC },
	{ LF_IO_URING_CLONE_BUFFERS_PAD, UF_NZ },
};

static const struct uf mem_region[] = {
	{ LF_IO_URING_MEM_REGION_REG_REGION_UPTR, UF_ADDR },
	{ LF_IO_URING_MEM_REGION_REG_FLAGS, UF_FLAGS,
	  &xlat_io_uring_mem_region_flags },
	{ LF_IO_URING_MEM_REGION_REG___RESV, UF_NZ },
};

#define UREG(op, s, t, nr, out, oo) \
	{ op, LS_##s, t, ARRAY_SIZE(t), nr, out, oo, false, 0, 0 }

static const struct uf buf_status[] = {
	{ LF_IO_URING_BUF_STATUS_BUF_GROUP, UF_HEX },
	{ LF_IO_URING_BUF_STATUS_HEAD, UF_HEX },
	{ LF_IO_URING_BUF_STATUS_RESV, UF_NZ },
};

static const struct uf resize_rings[] = {
	{ LF_IO_URING_PARAMS_SQ_ENTRIES, UF_DEC },
	{ LF_IO_URING_PARAMS_CQ_ENTRIES, UF_DEC },
	{ LF_IO_URING_PARAMS_FLAGS, UF_FLAGS, &xlat_io_uring_setup_flags },
	{ LF_IO_URING_PARAMS_RESV, UF_NZ },
	{ LF_IO_URING_PARAMS_SQ_OFF_USER_ADDR, UF_NZ_IN, NULL, "sq_off",
	  .sub = "user_addr" },
	{ LF_IO_URING_PARAMS_CQ_OFF_USER_ADDR, UF_NZ_IN, NULL, "cq_off",
	  .sub = "user_addr" },
};

static const struct uf zcrx_ifq[] = {
	{ LF_IO_URING_ZCRX_IFQ_REG_IF_IDX, UF_DEC },
	{ LF_IO_URING_ZCRX_IFQ_REG_IF_RXQ, UF_DEC },
	{ LF_IO_URING_ZCRX_IFQ_REG_RQ_ENTRIES, UF_DEC },
	{ LF_IO_URING_ZCRX_IFQ_REG_FLAGS, UF_FLAGS, &xlat_zcrx_reg_flags },
	{ LF_IO_URING_ZCRX_IFQ_REG_AREA_PTR, UF_ADDR },
	{ LF_IO_URING_ZCRX_IFQ_REG_REGION_PTR, UF_ADDR },
	{ 0, UF_OPEN, NULL, "offsets" },
	{ LF_IO_URING_ZCRX_IFQ_REG_OFFSETS_HEAD, UF_DEC, NULL, "head" },
	{ LF_IO_URING_ZCRX_IFQ_REG_OFFSETS_TAIL, UF_DEC, NULL, "tail" },
	{ LF_IO_URING_ZCRX_IFQ_REG_OFFSETS_RQES, UF_DEC, NULL, "rqes" },
	{ LF_IO_URING_ZCRX_IFQ_REG_OFFSETS___RESV2, UF_NZ, NULL, "__resv2" },
	{ LF_IO_URING_ZCRX_IFQ_REG_OFFSETS___RESV, UF_NZ, NULL, "__resv" },
	{ 0, UF_CLOSE },
	{ LF_IO_URING_ZCRX_IFQ_REG_ZCRX_ID, UF_DEC },
	{ LF_IO_URING_ZCRX_IFQ_REG_RX_BUF_LEN, UF_DEC },
	{ LF_IO_URING_ZCRX_IFQ_REG_EVENT_DESC, UF_ADDR },
	{ LF_IO_URING_ZCRX_IFQ_REG___RESV, UF_NZ },
};

#define ZC_OP LF_ZCRX_CTRL_OP
static const struct uf zcrx_ctrl[] = {
	{ LF_ZCRX_CTRL_ZCRX_ID, UF_DEC },
	{ LF_ZCRX_CTRL_OP, UF_ENUM, &xlat_zcrx_ctrl_op },
	{ LF_ZCRX_CTRL___RESV, UF_NZ },
	UF_IF(0, UF_OPEN, NULL, "zc_flush", ZC_OP, 0),
	UF_IF(LF_ZCRX_CTRL_FLUSH_RQ_ZC_FLUSH___RESV, UF_NZ, NULL, "__resv",
	      ZC_OP, 0),
	UF_IF(0, UF_CLOSE, NULL, NULL, ZC_OP, 0),
	UF_IF_OK(0, UF_OPEN, NULL, "zc_export", ZC_OP, 1),
	UF_IF_OK(LF_ZCRX_CTRL_ZC_EXPORT_ZCRX_FD, UF_FD, NULL, "zcrx_fd",
		 ZC_OP, 1),
	UF_IF_OK(LF_ZCRX_CTRL_ZC_EXPORT___RESV1, UF_NZ, NULL, "__resv1",
		 ZC_OP, 1),
	UF_IF_OK(0, UF_CLOSE, NULL, NULL, ZC_OP, 1),
	UF_IF(0, UF_OPEN, NULL, "zc_arm_event", ZC_OP, 2),
	UF_IF(LF_ZCRX_CTRL_ARM_EVENT_EVENT_TYPE, UF_ENUM, &xlat_zcrx_event_type,
	      NULL, ZC_OP, 2),
	UF_IF(LF_ZCRX_CTRL_ARM_EVENT_ZC_ARM_EVENT___RESV, UF_NZ, NULL, "__resv",
	      ZC_OP, 2),
	UF_IF(0, UF_CLOSE, NULL, NULL, ZC_OP, 2),
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

/* An array field (or a scalar) in hex, when any element is set. */
static void uf_nonzero(const struct pctx *c, const char *name, unsigned p,
		       enum layout_field f, const unsigned char *b)
{
	unsigned n = field_layouts[p][f].count;
	bool any = false;

	for (unsigned i = 0; i < n; i++)
		any |= layout_get_elem(p, f, b, i) != 0;
	if (!any)
		return;
	v_field(c, name);
	if (n == 1) {
		v_hex(c, layout_get(p, f, b));
		return;
	}
	v_array_begin(c);
	for (unsigned i = 0; i < n; i++) {
		v_elem(c);
		v_hex(c, layout_get_elem(p, f, b, i));
	}
	v_array_end(c);
}

static void uf_print(const struct pctx *c, const struct uf *u,
		     const unsigned char *b)
{
	unsigned p = c->tcp->pers;
	const char *name = u->name;
	uint64_t v;

	if (u->has_if && layout_get(p, u->if_f, b) != u->if_v)
		return;
	if (u->ok && (!c->exiting || c->tcp->err ||
		      (int64_t)c->tcp->rval < 0))
		return;
	if (u->kind == UF_CLOSE) {
		v_struct_end(c);
		return;
	}
	if (!name)
		name = strchr(layout_field_names[u->f], '.') + 1;
	if (u->kind == UF_NZ) {
		uf_nonzero(c, name, p, u->f, b);
		return;
	}
	if (u->kind == UF_NZ_IN) {
		if (!layout_get(p, u->f, b))
			return;
		v_field(c, name);
		v_struct_begin(c);
		uf_nonzero(c, u->sub, p, u->f, b);
		v_struct_end(c);
		return;
	}
	v_field(c, name);
	if (u->kind == UF_OPEN) {
		v_struct_begin(c);
		return;
	}
	v = layout_get(p, u->f, b);
	switch (u->kind) {
	case UF_DEC:
		v_uint(c, v);
		break;
	case UF_SDEC:
		v_int(c, (int64_t)v);
		break;
	case UF_ADDR:
		v_addr(c, v);
		break;
	case UF_FD:
		v_fd(c, (int32_t)v);
		break;
	case UF_FLAGS:
		v_flags(c, u->set, v, xlat_unknown(u->set));
		break;
	case UF_ENUM_IF0:
		if (layout_get(p, u->when, b)) {
			v_hex(c, v);
			break;
		}
		/* fall through */
	case UF_ENUM:
		v_enum(c, u->set, v, xlat_unknown(u->set));
		break;
	default:
		v_hex(c, v);
	}
}

/* The struct in b. */
static void uring_reg_print(const struct pctx *c, const struct uring_reg *r,
			    const unsigned char *b)
{
	v_struct_begin(c);
	for (unsigned i = 0; i < r->n; i++)
		uf_print(c, &r->fields[i], b);
	v_struct_end(c);
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
	bool ok = !c->tcp->err && (int64_t)c->tcp->rval >= 0;
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
