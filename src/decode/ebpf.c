/* bpf(2): the attribute union of the commands decoded so far
 * (BPF_PROG_LOAD), the address for the others. */
#include "printers.h"
#include "netlink.h"
#include "structs_gen.h"

#include <string.h>

enum { BPF_CMD_PROG_LOAD = 5 };

/* How a field of struct bpf_prog_load is shown. */
enum bpf_kind {
	BK_UINT, BK_INT, BK_ADDR, BK_STR, BK_PROG_TYPE, BK_KVERSION,
	BK_PROG_FLAGS, BK_NAME, BK_IFINDEX, BK_ATTACH_TYPE, BK_SKIP,
};

/* A field; group: shown only when the size the caller passed goes past
 * the field's start (fields came to the union in groups, and strace
 * shows as many groups as the size covers). */
struct bpf_field {
	enum layout_field f;
	unsigned char kind;
	bool group;
};

#define F(fld, kind, group) { LF_BPF_PROG_LOAD_##fld, kind, group }

static const struct bpf_field prog_load[] = {
	F(PROG_TYPE, BK_PROG_TYPE, false), F(INSN_CNT, BK_UINT, false),
	F(INSNS, BK_ADDR, false), F(LICENSE, BK_STR, false),
	F(LOG_LEVEL, BK_UINT, true), F(LOG_SIZE, BK_UINT, false),
	F(LOG_BUF, BK_ADDR, false), F(KERN_VERSION, BK_KVERSION, false),
	F(PROG_FLAGS, BK_PROG_FLAGS, true), F(PROG_NAME, BK_NAME, true),
	F(PROG_IFINDEX, BK_IFINDEX, true),
	F(EXPECTED_ATTACH_TYPE, BK_ATTACH_TYPE, true),
	F(PROG_BTF_FD, BK_INT, true), F(FUNC_INFO_REC_SIZE, BK_UINT, false),
	F(FUNC_INFO, BK_ADDR, false), F(FUNC_INFO_CNT, BK_UINT, false),
	F(LINE_INFO_REC_SIZE, BK_UINT, true), F(LINE_INFO, BK_ADDR, false),
	F(LINE_INFO_CNT, BK_UINT, false), F(ATTACH_BTF_ID, BK_UINT, true),
	F(ATTACH_PROG_FD, BK_INT, true), F(CORE_RELO_CNT, BK_SKIP, true),
	F(FD_ARRAY, BK_ADDR, true),
};

/* KERNEL_VERSION(a, b, c), a number under -X raw, both under verbose. */
static void bpf_kversion(const struct pctx *c, uint32_t v)
{
	struct vstyle st;

	v_style_begin(c, &st);
	v_textf(c, "KERNEL_VERSION(%u, %u, %u)", v >> 16, (v >> 8) & 0xff,
		v & 0xff);
	v_style_end(c, &st, v, VS_HEX);
}

/* A char[16] object name: "..." when it has no NUL, 15 bytes shown. */
static void bpf_name(const struct pctx *c, const unsigned char *b)
{
	size_t n = strnlen((const char *)b, 16);

	if (n == 16)
		v_str(c, b, 15, true);
	else
		v_str(c, b, n, false);
}

static void bpf_field(const struct pctx *c, const struct bpf_field *fd,
		      const unsigned char *b)
{
	unsigned p = c->tcp->pers;
	const struct field_layout *l = &field_layouts[p][fd->f];
	const char *name = strchr(layout_field_names[fd->f], '.') + 1;
	uint64_t v = layout_get(p, fd->f, b);

	v_field(c, name);
	switch (fd->kind) {
	case BK_UINT:
		v_uint(c, v);
		break;
	case BK_INT:
		v_int(c, (int32_t)v);
		break;
	case BK_ADDR:
		v_addr(c, v);
		break;
	case BK_STR:
		v_str_at(c, v, (size_t)c->opt->string_limit);
		break;
	case BK_PROG_TYPE:
		v_enum(c, &xlat_bpf_prog_type, v, "BPF_PROG_TYPE_???");
		break;
	case BK_ATTACH_TYPE:
		v_enum(c, &xlat_bpf_attach_type, v, "BPF_???");
		break;
	case BK_KVERSION:
		bpf_kversion(c, (uint32_t)v);
		break;
	case BK_PROG_FLAGS:
		v_flags(c, &xlat_bpf_prog_flags, v, "BPF_F_???");
		break;
	case BK_NAME:
		bpf_name(c, b + l->off);
		break;
	case BK_IFINDEX:
		nl_ifindex(c, (uint32_t)v);
		break;
	case BK_SKIP:
		break;
	}
}

/* The attribute is read as far as the size says (the rest is zero, as
 * the kernel takes it); unreadable, it is its address. */
static int bpf_prog_load(const struct pctx *c, uint64_t addr, uint64_t size)
{
	unsigned p = c->tcp->pers;
	unsigned char b[256] = { 0 };
	size_t have = struct_sizes[p][LS_BPF_PROG_LOAD];
	bool first = true;

	if (have > sizeof(b))
		return v_addr(c, addr);
	if (size < have)
		have = (size_t)size;
	if (!addr || !have || umove(c, addr, have, b) < 0)
		return v_addr(c, addr);
	v_struct_begin(c);
	for (size_t i = 0; i < sizeof(prog_load) / sizeof(prog_load[0]); i++) {
		const struct bpf_field *fd = &prog_load[i];

		if (fd->group && !first &&
		    size <= field_layouts[p][fd->f].off)
			break;
		first = false;
		if (fd->kind != BK_SKIP)
			bpf_field(c, fd, b);
	}
	v_struct_end(c);
	return PRINT_OK;
}

int print_bpf_attr(const struct pctx *c, uint64_t addr, const uint64_t *args)
{
	uint64_t size = (uint32_t)args[2];

	switch ((uint32_t)args[0]) {
	case BPF_CMD_PROG_LOAD:
		return bpf_prog_load(c, addr, size);
	}
	return v_addr(c, addr);
}
