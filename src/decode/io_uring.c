/* io_uring: io_uring_setup's struct io_uring_params and the argument
 * of each io_uring_register operation. */
#include "decode/io_uring.h"
#include "decode/fields.h"

#include <string.h>

/* ---- io_uring_setup ----------------------------------------------- */

/* struct io_uring_params (<linux/io_uring.h>): 32-bit fields, then the
 * two ring offset structs at 40 and 80. */
#define IOU_PARAMS_SIZE 120
#define IOU_SETUP_ATTACH_WQ 0x20u

static uint32_t iou_u32(const unsigned char *b, size_t off)
{
	uint32_t v;

	memcpy(&v, b + off, 4);
	return v;
}

static void iou_offsets(const struct pctx *c, const unsigned char *b,
			const char *const *names)
{
	uint64_t user_addr;

	v_struct_begin(c);
	for (unsigned i = 0; i < 7; i++) {
		v_field(c, names[i]);
		v_uint(c, iou_u32(b, 4 * i));
	}
	/* IORING_SETUP_NO_MMAP's ring address (6.5), after a u32 of
	 * padding */
	memcpy(&user_addr, b + 32, sizeof(user_addr));
	v_field(c, "user_addr");
	v_hex(c, user_addr);
	v_struct_end(c);
}

/* struct io_uring_params: what the caller sets (wq_fd, with
 * IORING_SETUP_ATTACH_WQ, in between), resv when set, and what the
 * kernel fills (before the ring offsets). */
static const struct sfield params_in[] = {
	{ LF_IO_URING_PARAMS_FLAGS, SF_FLAGS, &xlat_io_uring_setup_flags },
	{ LF_IO_URING_PARAMS_SQ_THREAD_CPU, SF_HEX },
	{ LF_IO_URING_PARAMS_SQ_THREAD_IDLE, SF_DEC },
};
static const struct sfield params_resv[] = {
	{ LF_IO_URING_PARAMS_RESV, SF_NZ },
};
static const struct sfield params_out[] = {
	{ LF_IO_URING_PARAMS_SQ_ENTRIES, SF_DEC },
	{ LF_IO_URING_PARAMS_CQ_ENTRIES, SF_DEC },
	{ LF_IO_URING_PARAMS_FEATURES, SF_FLAGS, &xlat_io_uring_features },
};

/* What the caller set is shown, and on success what the kernel filled;
 * all of it is read at exit (the kernel writes the struct back whole, or
 * not at all when the call fails). */
int print_io_uring_params(const struct pctx *c, uint64_t addr)
{
	static const char *const sq[] = {
		"head", "tail", "ring_mask", "ring_entries", "flags",
		"dropped", "array",
	};
	static const char *const cq[] = {
		"head", "tail", "ring_mask", "ring_entries", "overflow",
		"cqes", "flags",
	};
	unsigned char b[IOU_PARAMS_SIZE];
	uint32_t flags;

	if (!c->exiting)
		return PRINT_OK;
	if (!umove_or_addr(c, addr, sizeof(b), b))
		return PRINT_OK;
	flags = iou_u32(b, 8);
	v_struct_begin(c);
	print_fields_in(c, params_in, ARRAY_SIZE(params_in), b);
	if (flags & IOU_SETUP_ATTACH_WQ) {
		v_field(c, "wq_fd");
		v_fd(c, (int)iou_u32(b, 24));
	}
	print_fields_in(c, params_resv, ARRAY_SIZE(params_resv), b);
	if (!c->call->err) {
		print_fields_in(c, params_out, ARRAY_SIZE(params_out), b);
		v_field(c, "sq_off");
		iou_offsets(c, b + 40, sq);
		v_field(c, "cq_off");
		iou_offsets(c, b + 80, cq);
	}
	v_struct_end(c);
	return PRINT_OK;
}

/* ---- io_uring_register ---------------------------------------------- */

/* A reserved field, in hex when it is set. */
static void nz_hex(const struct pctx *c, const char *name, uint64_t v)
{
	if (!v)
		return;
	v_field(c, name);
	v_hex(c, v);
}

/* "[0xa, 0xb]" of n u32 words, only when one is set. */
static void uring_resv(const struct pctx *c, const char *name,
		       const unsigned char *b, unsigned n, size_t size)
{
	uint64_t w[3] = { 0 };
	bool any = false;

	for (unsigned i = 0; i < n; i++) {
		memcpy(&w[i], b + i * size, size);
		any |= w[i] != 0;
	}
	if (!any)
		return;
	v_field(c, name);
	v_array_begin(c);
	for (unsigned i = 0; i < n; i++) {
		v_elem(c);
		v_hex(c, w[i]);
	}
	v_array_end(c);
}

enum uring_elem {
	UE_FD,		/* int: a descriptor */
	UE_FD_SKIP,	/* the same, -2 is IORING_REGISTER_FILES_SKIP */
	UE_TAG,		/* u64 tag, hex */
	UE_RESTRICTION,	/* struct io_uring_restriction */
	UE_RSRC_FD,	/* struct io_uring_rsrc_update, data a descriptor */
	UE_RSRC_IDX,	/* the same, data a registered ring's index */
};

static const size_t uring_elem_size[] = { 4, 4, 8, 16, 16, 16 };

static void uring_elem(const struct pctx *c, enum uring_elem kind,
		       const unsigned char *b)
{
	uint32_t u, resv;
	uint64_t q;
	int32_t fd;

	switch (kind) {
	case UE_FD:
	case UE_FD_SKIP:
		memcpy(&fd, b, 4);
		if (kind == UE_FD_SKIP && fd == -2)
			v_namef(c, VS_DEC, (uint64_t)(int64_t)fd, "%s",
				"IORING_REGISTER_FILES_SKIP");
		else
			v_fd(c, fd);
		return;
	case UE_TAG:
		memcpy(&q, b, 8);
		v_hex(c, q);
		return;
	case UE_RESTRICTION: {
		uint16_t op;

		memcpy(&op, b, 2);
		v_struct_begin(c);
		v_field(c, "opcode");
		v_enum(c, &xlat_io_uring_restriction_op, op,
		       "IORING_RESTRICTION_???");
		switch (op) {
		case 0:
			v_field(c, "register_op");
			v_enum(c, &xlat_io_uring_register_op, b[2],
			       "IORING_REGISTER_???");
			break;
		case 1:
			v_field(c, "sqe_op");
			v_enum(c, &xlat_io_uring_op, b[2], "IORING_OP_???");
			break;
		case 2:
		case 3:
			v_field(c, "sqe_flags");
			v_flags(c, &xlat_io_uring_sqe_flags, b[2], "IOSQE_???");
			break;
		default:
			if (b[2])
				v_textf(c, " /* op: %#x */", b[2]);
			else
				v_text(c, " /* op: 0 */");
		}
		if (b[3]) {
			v_field(c, "resv");
			v_hex(c, b[3]);
		}
		uring_resv(c, "resv2", b + 4, 3, 4);
		v_struct_end(c);
		return;
	}
	case UE_RSRC_FD:
	case UE_RSRC_IDX:
		memcpy(&u, b, 4);
		memcpy(&resv, b + 4, 4);
		memcpy(&q, b + 8, 8);
		v_struct_begin(c);
		v_field(c, "offset");
		/* -1 asks the kernel to pick a slot. */
		if (kind == UE_RSRC_FD && u == 0xffffffffu)
			v_int(c, -1);
		else
			v_uint(c, u);
		nz_hex(c, "resv", resv);
		/* Unregistering reads only the offset. */
		if (kind == UE_RSRC_FD) {
			v_field(c, "data");
			v_fd(c, (int32_t)q);
		} else if (q) {
			v_field(c, "data");
			v_hex(c, q);
		}
		v_struct_end(c);
		return;
	}
}

/* n elements at addr: the address when the first cannot be read, "..."
 * and the address of the first that cannot, cut at -s elements. */
static void uring_array(const struct pctx *c, uint64_t addr, uint64_t n,
			enum uring_elem kind)
{
	size_t sz = uring_elem_size[kind];
	unsigned char b[16];

	if (!addr || (n && umove(c, addr, sz, b) < 0)) {
		v_addr(c, addr);
		return;
	}
	v_array_begin(c);
	for (uint64_t i = 0; i < n; i++) {
		if (umove(c, addr + i * sz, sz, b) < 0) {
			v_more(c);
			v_textf(c, " /* %#llx */",
				(unsigned long long)(addr + i * sz));
			break;
		}
		/* -s cuts the array too, past a readable element. */
		if (!c->opt->verbose && i == (uint64_t)c->opt->string_limit) {
			v_more(c);
			break;
		}
		v_elem(c);
		uring_elem(c, kind, b);
	}
	v_array_end(c);
}

/* struct io_uring_files_update: {offset, resv, fds}, nr_args fds. */
static void uring_files_update(const struct pctx *c, uint64_t addr,
			       uint32_t nr)
{
	unsigned char b[16];
	uint32_t off, resv;
	uint64_t fds;

	if (!umove_or_addr(c, addr, sizeof(b), b))
		return;
	memcpy(&off, b, 4);
	memcpy(&resv, b + 4, 4);
	memcpy(&fds, b + 8, 8);
	v_struct_begin(c);
	v_field(c, "offset");
	v_uint(c, off);
	nz_hex(c, "resv", resv);
	v_field(c, "fds");
	uring_array(c, fds, nr, UE_FD_SKIP);
	v_struct_end(c);
}

/* Bytes of a struct past the ones this kernel's version defines (size
 * from nr_args): "???" when unreadable, shown when one is set. */
static void uring_tail(const struct pctx *c, uint64_t addr, size_t known,
		       uint64_t size)
{
	unsigned char b[64];
	size_t n;
	bool any = false;

	if (size <= known)
		return;
	n = size - known > sizeof(b) ? sizeof(b) : (size_t)(size - known);
	if (size - known > sizeof(b) || umove(c, addr + known, n, b) < 0) {
		v_text(c, ", ???");
		return;
	}
	for (size_t i = 0; i < n; i++)
		any |= b[i] != 0;
	if (!any)
		return;
	v_textf(c, ", /* bytes %zu..%llu */ ", known,
		(unsigned long long)(size - 1));
	v_hexstr(c, b, n, false);
}

/* struct io_uring_rsrc_register (FILES2, BUFFERS2) and
 * io_uring_rsrc_update2 (FILES_UPDATE2, BUFFERS_UPDATE), nr_args their
 * size: nr descriptors or iovecs, and nr u64 tags. */
static void uring_rsrc(const struct pctx *c, uint64_t addr, uint64_t size,
		       bool update, bool files)
{
	unsigned char b[32];
	uint32_t nr, flags, off, resv, resv2u;
	uint64_t resv2, data, tags;

	if (!addr || size < sizeof(b) || umove(c, addr, sizeof(b), b) < 0) {
		v_addr(c, addr);
		return;
	}
	v_struct_begin(c);
	if (update) {	/* offset, resv, data, tags, nr, resv2 */
		memcpy(&off, b, 4);
		memcpy(&resv, b + 4, 4);
		memcpy(&data, b + 8, 8);
		memcpy(&tags, b + 16, 8);
		memcpy(&nr, b + 24, 4);
		memcpy(&resv2u, b + 28, 4);
		v_field(c, "offset");
		v_uint(c, off);
		nz_hex(c, "resv", resv);
	} else {	/* nr, flags, resv2, data, tags */
		memcpy(&nr, b, 4);
		memcpy(&flags, b + 4, 4);
		memcpy(&resv2, b + 8, 8);
		memcpy(&data, b + 16, 8);
		memcpy(&tags, b + 24, 8);
		v_field(c, "nr");
		v_uint(c, nr);
		v_field(c, "flags");
		v_flags(c, &xlat_io_uring_rsrc_flags, flags,
			"IORING_RSRC_REGISTER_???");
		nz_hex(c, "resv2", resv2);
	}
	v_field(c, "data");
	if (files)
		uring_array(c, data, nr, update ? UE_FD_SKIP : UE_FD);
	else
		print_iov_addrs(c, data, nr);
	v_field(c, "tags");
	uring_array(c, tags, nr, UE_TAG);
	if (update) {
		v_field(c, "nr");
		v_uint(c, nr);
		nz_hex(c, "resv2", resv2u);
	}
	uring_tail(c, addr, sizeof(b), size);
	v_struct_end(c);
}

/* struct io_uring_buf_reg (PBUF_RING), one (nr_args 1): ring_addr,
 * ring_entries, bgid, flags (IOU_PBUF_RING_*, in hex as strace 7.2
 * shows them), min_left (6.12), resv[5] when one is set. */
static void uring_buf_reg(const struct pctx *c, uint64_t addr, uint32_t nr)
{
	unsigned char b[40];
	uint64_t ring;
	uint32_t entries, min_left, resv[5];
	uint16_t bgid, flags;
	bool any = false;

	if (nr != 1 || !umove_or_addr(c, addr, sizeof(b), b)) {
		if (nr != 1)
			v_addr(c, addr);
		return;
	}
	memcpy(&ring, b, 8);
	memcpy(&entries, b + 8, 4);
	memcpy(&bgid, b + 12, 2);
	memcpy(&flags, b + 14, 2);
	memcpy(&min_left, b + 16, 4);
	memcpy(resv, b + 20, sizeof(resv));
	v_struct_begin(c);
	v_field(c, "ring_addr");
	v_addr(c, ring);
	v_field(c, "ring_entries");
	v_uint(c, entries);
	v_field(c, "bgid");
	v_uint(c, bgid);
	v_field(c, "flags");
	v_hex(c, flags);
	v_field(c, "min_left");
	v_uint(c, min_left);
	for (unsigned i = 0; i < ARRAY_SIZE(resv); i++)
		any |= resv[i] != 0;
	if (any) {
		v_field(c, "resv");
		v_array_begin(c);
		for (unsigned i = 0; i < ARRAY_SIZE(resv); i++) {
			v_elem(c);
			v_hex(c, resv[i]);
		}
		v_array_end(c);
	}
	v_struct_end(c);
}

/* IORING_REGISTER_IOWQ_AFF: a CPU mask of nr_args bytes. */
static void uring_cpus(const struct pctx *c, uint64_t addr, uint64_t len)
{
	unsigned char b[1024];

	if (!addr || len > sizeof(b) || umove(c, addr, (size_t)len, b) < 0) {
		v_addr(c, addr);
		return;
	}
	print_bit_list(c, b, (size_t)len);
}

/* An index or op in decimal, by name when set has one: "47 / * dflt * /"
 * as strace shows a probe's ops and IOWQ_MAX_WORKERS's slots. */
static void uring_dec(const struct pctx *c, const struct xlat *set,
		      unsigned v, const char *dflt)
{
	const char *n = xlat_name(set, v);

	if (n)
		v_namef(c, VS_DEC, v, "%s", n);
	else if (c->opt->xlat_style == XLAT_RAW)
		v_uint(c, v);
	else
		v_numf(c, VK_ENUM, v, "%u /* %s */", v, dflt);
}

/* The probe's ops the kernel may fill: at most 256 (op is a u8). */
#define URING_PROBE_MAX 256

/* struct io_uring_probe and its n ops, read whole into b; cut marks
 * ops the buffer holds past the ones shown ("..."). */
static void uring_probe_show(const struct pctx *c, const unsigned char *b,
			     unsigned n, bool cut)
{
	uint16_t resv, flags;
	uint32_t r2;

	memcpy(&resv, b + 2, 2);
	v_struct_begin(c);
	v_field(c, "last_op");
	uring_dec(c, &xlat_io_uring_op, b[0], "IORING_OP_???");
	v_field(c, "ops_len");
	v_uint(c, b[1]);
	nz_hex(c, "resv", resv);
	uring_resv(c, "resv2", b + 4, 3, 4);
	v_field(c, "ops");
	v_array_begin(c);
	for (unsigned i = 0; i < n; i++) {
		const unsigned char *o = b + 16 + i * 8;

		if (!c->opt->verbose && i == (unsigned)c->opt->string_limit) {
			cut = true;
			break;
		}
		memcpy(&flags, o + 2, 2);
		memcpy(&r2, o + 4, 4);
		v_elem(c);
		v_struct_begin(c);
		v_field(c, "op");
		uring_dec(c, &xlat_io_uring_op, o[0], "IORING_OP_???");
		if (o[1]) {
			v_field(c, "resv");
			v_hex(c, o[1]);
		}
		v_field(c, "flags");
		v_flags(c, &xlat_io_uring_probe_op_flags, flags,
			"IO_URING_OP_???");
		nz_hex(c, "resv2", r2);
		v_struct_end(c);
	}
	if (cut)
		v_more(c);
	v_array_end(c);
	v_struct_end(c);
}

/* IORING_REGISTER_PROBE: what the caller set at entry (an all-zero
 * probe is an output only), and on success what the kernel filled. */
static void uring_probe(const struct pctx *c, uint64_t addr, uint32_t nr)
{
	static unsigned char b[16 + URING_PROBE_MAX * 8];
	size_t len = 16 + (size_t)nr * 8;
	bool zero = true, ok = !c->call->err && (int64_t)c->call->rval >= 0;

	if (!addr || nr > URING_PROBE_MAX || umove(c, addr, len, b) < 0) {
		if (!c->exiting)
			v_addr(c, addr);
		return;
	}
	for (size_t i = 0; i < len; i++)
		zero &= b[i] == 0;
	if (!c->exiting) {
		if (!zero) {
			uring_probe_show(c, b, nr, false);
			c->tcp->dec->ret_data.uring_shown = 1;
		}
		return;
	}
	/* The entry showed the caller's probe, or nothing. */
	if (c->tcp->dec->ret_data.uring_shown) {
		if (!ok)
			return;
		v_changed(c);
	} else if (!ok) {
		v_addr(c, addr);
		return;
	}
	uring_probe_show(c, b, nr < b[1] ? nr : b[1], b[1] > nr);
}

/* IORING_REGISTER_IOWQ_MAX_WORKERS: a u32 per worker kind, which the
 * kernel replaces with the old limits. */
static bool uring_max_workers(const struct pctx *c, uint64_t addr,
			      uint32_t nr)
{
	uint32_t w;

	if (!addr || (nr && umove(c, addr, 4, &w) < 0)) {
		v_addr(c, addr);
		return false;
	}
	v_array_begin(c);
	for (uint32_t i = 0; i < nr; i++) {
		if (umove(c, addr + (uint64_t)i * 4, 4, &w) < 0) {
			v_more(c);
			v_textf(c, " /* %#llx */",
				(unsigned long long)(addr + (uint64_t)i * 4));
			v_array_end(c);
			return false;
		}
		if (!c->opt->verbose && i == (uint32_t)c->opt->string_limit) {
			v_more(c);
			v_array_end(c);
			return false;
		}
		v_elem(c);
		v_text(c, "[");
		uring_dec(c, &xlat_io_wq_type, i, "IO_WQ_???");
		v_text(c, "]=");
		v_uint(c, w);
	}
	v_array_end(c);
	return nr != 0;
}

/* IORING_REGISTER_USE_REGISTERED_RING (6.3): fd is an index into the
 * thread's registered rings (IORING_REGISTER_RING_FDS), not a
 * descriptor. */
#define IOU_REGISTERED_RING 0x80000000u

int print_io_uring_reg_fd(const struct pctx *c, uint64_t v, uint64_t op)
{
	if ((uint32_t)op & IOU_REGISTERED_RING)
		return v_int(c, (int32_t)v);
	return v_fd(c, (int32_t)v);
}

/* The opcode, with the registered-ring bit after it by name. */
static void uring_opcode(const struct pctx *c, uint32_t op)
{
	v_enum(c, &xlat_io_uring_register_op, op & ~IOU_REGISTERED_RING,
	       "IORING_REGISTER_???");
	if (!(op & IOU_REGISTERED_RING))
		return;
	v_putc(c, '|');
	v_flags(c, &xlat_io_uring_register_flags, IOU_REGISTERED_RING, NULL);
}

/* io_uring_register(fd, opcode, arg, nr_args): what arg points to
 * depends on the opcode (<linux/io_uring.h>). */
int print_io_uring_register(const struct pctx *c, uint64_t v,
			    const uint64_t *args)
{
	uint32_t op = (uint32_t)v & ~IOU_REGISTERED_RING;
	uint32_t nr = (uint32_t)args[3];
	/* A 32-bit caller's pointer: the register's upper half is noise. */
	uint64_t arg = c->compat ? (uint32_t)args[2] : args[2];

	if (c->exiting) {
		/* PROBE and IOWQ_MAX_WORKERS: what the kernel wrote back. */
		if (op == 8) {
			uring_probe(c, arg, nr);
		} else if (uring_reg_struct_out(c, op, arg, nr)) {
			/* NAPI's: the rest, or what the kernel wrote back */
		} else if (op == 19 && c->tcp->dec->ret_data.uring_shown) {
			v_changed(c);
			if (!c->call->err && (int64_t)c->call->rval >= 0)
				uring_max_workers(c, arg, nr);
			else
				v_addr(c, arg);
		} else {
			return PRINT_OK;
		}
		v_text(c, ", ");
		v_uint(c, nr);
		return PRINT_OK;
	}
	uring_opcode(c, (uint32_t)v);
	v_text(c, ", ");
	switch (op) {
	case 8:		/* REGISTER_PROBE: the rest at exit */
		uring_probe(c, arg, nr);
		return PRINT_OK;
	case 19:	/* REGISTER_IOWQ_MAX_WORKERS */
		if (uring_max_workers(c, arg, nr)) {
			c->tcp->dec->ret_data.uring_shown = 1;
			return PRINT_OK;	/* " => " at exit */
		}
		break;
	case 0:		/* REGISTER_BUFFERS */
		print_iov_addrs(c, arg, nr);
		break;
	case 2:		/* REGISTER_FILES */
	case 4:		/* REGISTER_EVENTFD */
	case 7:		/* REGISTER_EVENTFD_ASYNC */
		uring_array(c, arg, nr, UE_FD);
		break;
	case 6:		/* REGISTER_FILES_UPDATE */
		uring_files_update(c, arg, nr);
		break;
	case 11:	/* REGISTER_RESTRICTIONS */
		uring_array(c, arg, nr, UE_RESTRICTION);
		break;
	case 13:	/* REGISTER_FILES2 */
	case 15:	/* REGISTER_BUFFERS2 */
		uring_rsrc(c, arg, nr, false, op == 13);
		break;
	case 14:	/* REGISTER_FILES_UPDATE2 */
	case 16:	/* REGISTER_BUFFERS_UPDATE */
		uring_rsrc(c, arg, nr, true, op == 14);
		break;
	case 17:	/* REGISTER_IOWQ_AFF */
		uring_cpus(c, arg, nr);
		break;
	case 20:	/* REGISTER_RING_FDS */
	case 21:	/* UNREGISTER_RING_FDS */
		uring_array(c, arg, nr, op == 20 ? UE_RSRC_FD : UE_RSRC_IDX);
		break;
	case 31:	/* REGISTER_SEND_MSG_RING */
		uring_send_msg_ring(c, arg, nr);
		break;
	case 35:	/* REGISTER_QUERY: a chain, nr_args 0 */
		if (nr)
			v_addr(c, arg);
		else
			uring_query(c, arg);
		break;
	case 22:	/* REGISTER_PBUF_RING */
	case 23:	/* UNREGISTER_PBUF_RING */
		uring_buf_reg(c, arg, nr);
		break;
	default:
		switch (uring_reg_struct_in(c, op, arg, nr)) {
		case UR_LATER:
			return PRINT_OK;
		case UR_NONE:
			v_addr(c, arg);
		}
	}
	v_text(c, ", ");
	v_uint(c, nr);
	return PRINT_OK;
}

/* ---- io_uring_enter ----------------------------------------------- */

#define IOU_ENTER_EXT_ARG 0x08u
#define IOU_ENTER_EXT_ARG_REG 0x40u

/* Its fifth argument by the flags: with IORING_ENTER_EXT_ARG a struct
 * io_uring_getevents_arg (sigmask, sigmask_sz, min_wait_usec 6.12, ts),
 * with IORING_ENTER_EXT_ARG_REG (6.13) an offset into the registered
 * wait region; a signal set otherwise, and when both are set (EINVAL),
 * as strace 7.2 shows them. */
int print_io_uring_enter_arg(const struct pctx *c, uint64_t addr,
			     const uint64_t *args)
{
	uint32_t flags = (uint32_t)args[3];
	uint64_t size = c->compat ? (uint32_t)args[5] : args[5];
	struct {
		uint64_t sigmask;
		uint32_t sigmask_sz, min_wait_usec;
		uint64_t ts;
	} a;

	if (c->compat)
		addr = (uint32_t)addr;
	switch (flags & (IOU_ENTER_EXT_ARG | IOU_ENTER_EXT_ARG_REG)) {
	case IOU_ENTER_EXT_ARG_REG:
		return v_uint(c, addr);
	case IOU_ENTER_EXT_ARG:
		break;
	default:
		return print_sigset_in(c, addr, size);
	}
	if (!umove_or_addr(c, addr, sizeof(a), &a))
		return PRINT_OK;
	v_struct_begin(c);
	v_field(c, "sigmask");
	print_sigset_in(c, a.sigmask, a.sigmask_sz);
	v_field(c, "sigmask_sz");
	v_uint(c, a.sigmask_sz);
	v_field(c, "min_wait_usec");
	v_uint(c, a.min_wait_usec);
	v_field(c, "ts");
	print_timespec64_at(c, a.ts);
	v_struct_end(c);
	return PRINT_OK;
}
