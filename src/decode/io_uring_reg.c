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
	UF_OPEN,	/* name={ ... of the fields up to UF_CLOSE */
	UF_CLOSE,
};

struct uf {
	enum layout_field f;
	unsigned char kind;
	const struct xlat *set;
	const char *name;	/* NULL: the field's name in structs.list */
	enum layout_field when;
};

/* The struct op reads, and the nr_args with which the kernel reads it
 * (1 but for CLOCK's 0); `out`: the kernel writes it back on success,
 * `out_only`: and reads nothing of it (UNREGISTER_NAPI). */
struct uring_reg {
	uint32_t op;
	enum layout_struct s;
	const struct uf *fields;
	unsigned n;
	uint32_t nr;
	bool out, out_only;
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
	{ op, LS_##s, t, ARRAY_SIZE(t), nr, out, oo }

static const struct uring_reg uring_regs[] = {
	UREG(24, IO_URING_SYNC_CANCEL_REG, sync_cancel, 1, false, false),
	UREG(25, IO_URING_FILE_INDEX_RANGE, file_index_range, 1, false, false),
	UREG(27, IO_URING_NAPI, napi, 1, true, false),	/* REGISTER_NAPI */
	UREG(28, IO_URING_NAPI, napi, 1, true, true),	/* UNREGISTER_NAPI */
	UREG(29, IO_URING_CLOCK_REGISTER, clock_reg, 0, false, false),
	UREG(30, IO_URING_CLONE_BUFFERS, clone_buffers, 1, false, false),
	UREG(34, IO_URING_MEM_REGION_REG, mem_region, 1, false, false),
};

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

/* The struct at addr (true), or its address when it cannot be read. */
static bool uring_reg_show(const struct pctx *c, const struct uring_reg *r,
			   uint64_t addr)
{
	unsigned char b[128];
	size_t sz = struct_sizes[c->tcp->pers][r->s];

	if (!addr || sz > sizeof(b) || umove(c, addr, sz, b) < 0) {
		v_addr(c, addr);
		return false;
	}
	v_struct_begin(c);
	for (unsigned i = 0; i < r->n; i++)
		uf_print(c, &r->fields[i], b);
	v_struct_end(c);
	return true;
}

int uring_reg_struct_in(const struct pctx *c, uint32_t op, uint64_t arg,
			uint32_t nr)
{
	const struct uring_reg *r = uring_reg_of(op);

	if (!r)
		return UR_NONE;
	if (nr != r->nr) {
		v_addr(c, arg);
		return UR_DONE;
	}
	if (r->out_only)
		return UR_LATER;
	if (!uring_reg_show(c, r, arg) || !r->out)
		return UR_DONE;
	c->tcp->dec->ret_data.uring_shown = 1;
	return UR_LATER;
}

bool uring_reg_struct_out(const struct pctx *c, uint32_t op, uint64_t arg,
			  uint32_t nr)
{
	const struct uring_reg *r = uring_reg_of(op);
	bool ok = !c->tcp->err && (int64_t)c->tcp->rval >= 0;

	if (!r || !r->out || nr != r->nr)
		return false;
	if (r->out_only) {
		if (ok)
			uring_reg_show(c, r, arg);
		else
			v_addr(c, arg);
		return true;
	}
	if (!c->tcp->dec->ret_data.uring_shown)
		return false;
	if (ok) {
		v_changed(c);
		uring_reg_show(c, r, arg);
	}
	return true;
}
