/* bpf(2): union bpf_attr by command (a field table per command, as far
 * as strace shows it), the address for the others. Shown at entry,
 * but for the commands whose attribute the kernel fills in (at exit). */
#include "printers.h"
#include "opargs.h"
#include "netlink.h"
#include "structs_gen.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* The kernel refuses an attribute larger than a page (E2BIG) without
 * reading it. */
enum { BPF_ATTR_MAX = 4096 };

/* How a field of a command's part of union bpf_attr is shown. */
enum bpf_kind {
	BK_UINT, BK_INT, BK_FD, BK_ADDR, BK_STR, BK_HEX, BK_ENUM, BK_FLAGS,
	BK_KVERSION, BK_NAME, BK_IFINDEX, BK_NUMA, BK_BUF, BK_LOG, BK_IDS,
	BK_NZ, BK_MAPFDS, BK_STRS, BK_U64S, BK_U32S, BK_INSNS,
	BK_INFO_LEN, BK_INFO, BK_DEV, BK_HEXBUF, BK_DIRFD, BK_TARGET,
	BK_RELATIVE, BK_IDFLAGS,
};

static size_t link_create_more(const struct pctx *c, const unsigned char *b,
			       uint64_t size);

/* The fields of each command's member of union bpf_attr and the
 * commands (syscalls/bpf.list, by gen/genops.awk): bpf_cmds, and the
 * field tables link_create_more and bpf_obj_info show. */
#include "bpf_gen.h"

#define N(a) a, ARRAY_SIZE(a)

/* KERNEL_VERSION(a, b, c), a number under -X raw, both under verbose. */
static void bpf_kversion(const struct pctx *c, uint32_t v)
{
	struct vstyle st;

	v_style_begin(c, &st);
	v_textf(c, "KERNEL_VERSION(%u, %u, %u)", v >> 16, (v >> 8) & 0xff,
		v & 0xff);
	v_style_end(c, &st, v, VS_HEX);
}

/* A char[16] object name of which avail bytes were passed: "..." when
 * they hold no NUL, one byte less shown then (as strace does). */
static void bpf_name(const struct pctx *c, const unsigned char *b,
		     size_t avail)
{
	size_t lim = avail < 16 ? avail : 16;
	size_t n = strnlen((const char *)b, lim);

	if (lim && n == lim)
		v_str(c, b, lim - 1, true);
	else
		v_str(c, b, n, false);
}

/* A log buffer of len bytes: the text in it up to a NUL, cut at -s;
 * "..." when no NUL ends it within what is shown. */
static void bpf_log(const struct pctx *c, uint64_t addr, uint64_t len)
{
	static char buf[BPF_ATTR_MAX];
	size_t n = (size_t)c->opt->string_limit;
	ssize_t got;

	if (len < n)
		n = (size_t)len;
	if (n > sizeof(buf))
		n = sizeof(buf);
	if (!addr || !n) {
		v_addr(c, addr);
		return;
	}
	got = umovestr(c->tcp, addr, n, buf);
	if (got < 0)
		v_addr(c, addr);
	else
		v_str(c, buf, (size_t)got, (size_t)got == n);
}

/* A part of an instruction's code by name, or its bits. */
static void code_part(const struct pctx *c, const struct xlat *set,
		      unsigned v)
{
	const char *name = xlat_name(set, v);

	if (name)
		v_flag_name(c, name);
	else
		v_flag_bits(c, v);
}

/* An eBPF instruction's code: its class, then the parts that class
 * has ("BPF_JMP|BPF_K|BPF_EXIT"). */
static void ebpf_code(const struct pctx *c, unsigned code)
{
	unsigned cls = code & 0x07;

	v_flags_begin(c, code, NULL);
	code_part(c, &xlat_ebpf_class, cls);
	switch (cls) {
	case 0x04:	/* BPF_ALU */
	case 0x07:	/* BPF_ALU64 */
		code_part(c, &xlat_bpf_src, code & 0x08);
		code_part(c, &xlat_ebpf_alu_op, code & 0xf0);
		break;
	case 0x05:	/* BPF_JMP */
	case 0x06:	/* BPF_JMP32 */
		code_part(c, &xlat_bpf_src, code & 0x08);
		code_part(c, &xlat_ebpf_jmp_op, code & 0xf0);
		break;
	default:	/* loads and stores */
		code_part(c, &xlat_ebpf_size, code & 0x18);
		code_part(c, &xlat_ebpf_mode, code & 0xe0);
	}
	v_flags_end(c);
}

/* struct bpf_insn: code, dst_reg:4 and src_reg:4 (low nibble first on
 * little-endian ABIs), off, imm. */
static void ebpf_insn(const struct pctx *c, const unsigned char *in)
{
	int16_t off;
	uint32_t imm;
	bool be = __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__;
	unsigned dst = be ? in[1] >> 4 : in[1] & 0xf;
	unsigned src = be ? in[1] & 0xf : in[1] >> 4;

	memcpy(&off, in + 2, sizeof(off));
	memcpy(&imm, in + 4, sizeof(imm));
	v_struct_begin(c);
	v_field(c, "code");
	ebpf_code(c, in[0]);
	v_field(c, "dst_reg");
	v_enum(c, &xlat_ebpf_reg, dst, xlat_ebpf_reg.unknown);
	v_field(c, "src_reg");
	v_enum(c, &xlat_ebpf_reg, src, xlat_ebpf_reg.unknown);
	v_field(c, "off");
	v_int(c, off);
	v_field(c, "imm");
	v_hex(c, imm);
	v_struct_end(c);
}

/* Elements of an array the attribute points to, read one by one: the
 * address when the first cannot be read, "... / * address * /" at a later
 * one, cut at -s elements unless -v. iter_info's elements are 4-byte
 * map fds, syms' pointers to names, addrs' and cookies' u64. */
static void bpf_array(const struct pctx *c, unsigned kind,
		      const struct xlat *set, uint64_t addr, uint64_t cnt)
{
	bool w4 = kind == BK_MAPFDS || kind == BK_U32S || kind == BK_IDFLAGS;
	size_t w = w4 ? 4 :
		   kind == BK_STRS ? abi_word(c) : 8;
	uint64_t v = 0;
	unsigned char insn[8];

	if (!addr) {
		v_addr(c, addr);
		return;
	}
	if (cnt && umove(c, addr, w, &v) < 0) {
		v_addr(c, addr);
		return;
	}
	v_array_begin(c);
	for (uint64_t i = 0; i < cnt; i++) {
		uint64_t at = addr + i * w;
		uint32_t v32 = 0;
		int r;

		if (w4) {
			r = umove(c, at, 4, &v32);
			v = v32;
		} else if (kind == BK_INSNS) {
			r = umove(c, at, 8, insn);
		} else if (kind == BK_STRS) {
			r = umove_ulong(c, at, &v);
		} else {
			r = umove(c, at, 8, &v);
		}
		if (r < 0) {
			v_more(c);
			v_textf(c, " /* %#llx */", (unsigned long long)at);
			break;
		}
		if (!c->opt->verbose && i == (uint64_t)c->opt->string_limit) {
			v_more(c);
			break;
		}
		v_elem(c);
		if (kind == BK_MAPFDS) {
			v_struct_begin(c);
			v_field(c, "map");
			v_struct_begin(c);
			v_field(c, "map_fd");
			v_fd(c, (int32_t)v);
			v_struct_end(c);
			v_struct_end(c);
		} else if (kind == BK_STRS) {
			v_str_at(c, v, (size_t)c->opt->string_limit);
		} else if (kind == BK_INSNS) {
			ebpf_insn(c, insn);
		} else if (kind == BK_U32S) {
			v_uint(c, v);
		} else if (kind == BK_IDFLAGS) {
			v_flags(c, set, v, set->unknown);
		} else {
			v_hex(c, v);
		}
	}
	v_array_end(c);
}

static void bpf_obj_info(const struct pctx *c, uint64_t addr,
			 const unsigned char *b);

/* A field shown from its value alone; false for the kinds that read
 * more (the tracee's memory, other fields). */
static bool bpf_plain(const struct pctx *c, const struct op_field *fd,
		      uint64_t v)
{
	const char *unk = fd->set ? fd->set->unknown : NULL;

	switch (fd->kind) {
	case BK_UINT:
	case BK_NZ:
		v_uint(c, v);
		return true;
	case BK_INT:
		v_int(c, (int32_t)v);
		return true;
	case BK_FD:
	case BK_TARGET:		/* not the ifindex (bpf_union_member) */
	case BK_RELATIVE:	/* not the id */
		v_fd(c, (int32_t)v);
		return true;
	case BK_DIRFD:
		v_dirfd(c, (int32_t)v);
		return true;
	case BK_ADDR:
		v_addr(c, v);
		return true;
	case BK_HEX:
		v_hex(c, v);
		return true;
	case BK_ENUM:
		v_enum(c, fd->set, v, unk);
		return true;
	case BK_FLAGS:
		v_flags(c, fd->set, v, unk);
		return true;
	case BK_KVERSION:
		bpf_kversion(c, (uint32_t)v);
		return true;
	case BK_IFINDEX:
		print_ifindex(c, (uint32_t)v);
		return true;
	case BK_NUMA:
		v_uint(c, v);
		/* the kernel's "any node" */
		if ((uint32_t)v == UINT32_MAX)
			v_text(c, " /* NUMA_NO_NODE */");
		return true;
	case BK_DEV:
		print_devnum_value(c, v);
		return true;
	}
	return false;
}

/* What a pointer field points to, len bytes of it (BK_BUF, BK_HEXBUF),
 * or the string; NULL is the address. */
static void bpf_pointed(const struct pctx *c, unsigned kind, uint64_t v,
			uint64_t len)
{
	if (!v)
		v_addr(c, v);
	else if (kind == BK_STR)
		v_str_at(c, v, (size_t)c->opt->string_limit);
	else if (kind == BK_BUF)
		v_buf_at(c, v, len);
	else
		v_hexbuf_at(c, v, len);
}

/* The attach types whose target is a network device: tcx, netkit,
 * XDP. */
static bool attach_on_ifindex(uint32_t type)
{
	switch (type) {
	case 37:	/* BPF_XDP */
	case 46:	/* BPF_TCX_INGRESS */
	case 47:	/* BPF_TCX_EGRESS */
	case 54:	/* BPF_NETKIT_PRIMARY */
	case 55:	/* BPF_NETKIT_PEER */
		return true;
	}
	return false;
}

/* A union member chosen by the field `when` names (v its value): the
 * target's ifindex by the attach type, the relative program's id with
 * BPF_F_ID; false for the other member, shown by its kind. */
static bool bpf_union_member(const struct pctx *c, unsigned kind,
			     uint64_t v, uint64_t when)
{
	if (kind == BK_TARGET && attach_on_ifindex((uint32_t)when)) {
		v_field(c, "target_ifindex");
		print_ifindex(c, (uint32_t)v);
		return true;
	}
	if (kind == BK_RELATIVE && (when & 0x20)) {	/* BPF_F_ID */
		v_field(c, "relative_id");
		v_uint(c, (uint32_t)v);
		return true;
	}
	return false;
}

static void bpf_field(const struct pctx *c, const struct op_field *fd,
		      const unsigned char *b, uint64_t size)
{
	unsigned p = c->tcp->pers;
	const struct field_layout *l = &field_layouts[p][fd->f];
	const char *name = strchr(layout_field_names[fd->f], '.') + 1;
	uint64_t v = layout_get(p, fd->f, b);
	/* the length or count in the field `when` names (len:), if any */
	uint64_t len = fd->when ? layout_get(p, fd->when, b) : 0;

	if (bpf_union_member(c, fd->kind, v, len))
		return;
	v_field(c, name);
	if (bpf_plain(c, fd, v))
		return;
	switch (fd->kind) {
	case BK_STR:
	case BK_BUF:
	case BK_HEXBUF:
		bpf_pointed(c, fd->kind, v, len);
		break;
	case BK_LOG:
		bpf_log(c, v, len);
		break;
	case BK_INFO_LEN:
		/* the kernel writes back how much it filled: the size the
		 * caller gave (kept at entry) => that */
		if (c->tcp->dec->ret_data.bpf.known &&
		    c->tcp->dec->ret_data.bpf.len != v) {
			v_uint(c, c->tcp->dec->ret_data.bpf.len);
			v_changed(c);
		}
		v_uint(c, v);
		break;
	case BK_IDS:
	case BK_IDFLAGS:
		/* filled by the kernel (read at exit): none when the call
		 * failed; ids, or the flags each was attached with */
		if (v && !len) {
			v_array_begin(c);
			v_array_end(c);
		} else if (c->call->err || !v) {
			v_addr(c, v);
		} else {
			bpf_array(c, fd->kind == BK_IDS ? BK_U32S : BK_IDFLAGS,
				  fd->set, v, len);
		}
		break;
	case BK_INSNS:
		/* the program, with -v only (strace shows it so) */
		if (!c->opt->verbose) {
			v_addr(c, v);
			break;
		}
		/* fall through */
	case BK_MAPFDS:
	case BK_STRS:
	case BK_U64S:
	case BK_U32S:
		bpf_array(c, fd->kind, NULL, v, len);
		break;
	case BK_NAME:
		bpf_name(c, b + l->off, size > l->off ? size - l->off : 0);
		break;
	case BK_INFO:
		bpf_obj_info(c, v, b);
		break;
	}
}

/* BPF_OBJ_GET_INFO_BY_FD's info, at exit: with -v, what the kernel
 * wrote for a map (as many fields as the info_len it returned covers),
 * the address otherwise, or when the call failed. */
static void bpf_obj_info(const struct pctx *c, uint64_t addr,
			 const unsigned char *attr)
{
	unsigned p = c->tcp->pers;
	static unsigned char b[BPF_ATTR_MAX];
	uint64_t len = layout_get(p, LF_BPF_INFO_INFO_LEN, attr);
	int fd = (int32_t)layout_get(p, LF_BPF_INFO_BPF_FD, attr);
	size_t want = struct_sizes[p][LS_BPF_MAP_INFO];

	if (!c->opt->verbose || c->call->err || !addr || !len ||
	    !fd_link_is(c, fd, "anon_inode:bpf-map")) {
		v_addr(c, addr);
		return;
	}
	if (len < want)
		want = (size_t)len;
	memset(b, 0, sizeof(b));
	if (umove(c, addr, want, b) < 0) {
		v_addr(c, addr);
		return;
	}
	v_struct_begin(c);
	for (unsigned i = 0; i < ARRAY_SIZE(map_info);
	     i++) {
		if (map_info[i].group &&
		    len <= field_layouts[p][map_info[i].f].off)
			break;
		bpf_field(c, &map_info[i], b, len);
	}
	v_struct_end(c);
}

/* The end of the last of the n fields f on ABI p (where the bytes the
 * kernel refuses when not zero begin). */
static size_t bpf_fields_end(unsigned p, const struct op_field *f, unsigned n)
{
	size_t end = 0;

	for (unsigned i = 0; i < n; i++) {
		const struct field_layout *l = &field_layouts[p][f[i].f];
		size_t e = l->off + (size_t)l->size * l->count;

		if (e > end)
			end = e;
	}
	return end;
}

/* Fields all shown, in a struct named name when it is not NULL;
 * returns where the last one ends. */
static size_t bpf_fields(const struct pctx *c, const char *name,
			 const struct op_field *f, unsigned n,
			 const unsigned char *b, uint64_t size)
{
	unsigned p = c->tcp->pers;

	if (name) {
		v_field(c, name);
		v_struct_begin(c);
	}
	for (unsigned i = 0; i < n; i++) {
		/* a later field the size stops before */
		if (f[i].group && size <= field_layouts[p][f[i].f].off)
			break;
		if (f[i].kind == BK_NZ && !layout_get(p, f[i].f, b))
			continue;
		bpf_field(c, &f[i], b, size);
	}
	if (name)
		v_struct_end(c);
	return bpf_fields_end(p, f, n);
}

/* The cgroup attach types of BPF_LINK_CREATE (the fields after the
 * common part: a BTF id, or the mprog part with BPF_F_BEFORE/AFTER). */
static bool attach_is_cgroup(uint32_t type)
{
	static const unsigned char cgroup[] = {
		0, 1, 2, 3, 6, 8, 9, 10, 11, 12, 13, 14, 15, 18, 19, 20, 21,
		22, 29, 30, 31, 32, 34, 49, 50, 51, 52, 53,
	};

	for (size_t i = 0; i < ARRAY_SIZE(cgroup); i++)
		if (cgroup[i] == type)
			return true;
	return false;
}

/* BPF_LINK_CREATE: what follows the common part depends on the attach
 * type (the union in link_create); for the others, nothing (the bytes
 * after flags, when not zero, are "..."). */
static size_t link_create_more(const struct pctx *c, const unsigned char *b,
			       uint64_t size)
{
	unsigned p = c->tcp->pers;
	uint32_t type = (uint32_t)layout_get(p, LF_BPF_LINK_CREATE_ATTACH_TYPE,
					     b);
	uint32_t flags = (uint32_t)layout_get(p, LF_BPF_LINK_CREATE_FLAGS, b);

	/* the attach type's part came later: a size that stops before
	 * it passed none */
	if (size <= 16)
		return 16;
	if (attach_is_cgroup(type)) {
		if (flags & 0x18)	/* BPF_F_BEFORE, BPF_F_AFTER */
			return bpf_fields(c, "cgroup", N(link_mprog), b, size);
		return bpf_fields(c, NULL, N(link_btf), b, size);
	}
	switch (type) {
	case 28:	/* BPF_TRACE_ITER */
		return bpf_fields(c, NULL, N(link_iter), b, size);
	case 41:	/* BPF_PERF_EVENT */
		return bpf_fields(c, "perf_event", N(link_perf), b, size);
	case 42:	/* BPF_TRACE_KPROBE_MULTI */
		return bpf_fields(c, "kprobe_multi", N(link_kprobe), b, size);
	case 24:	/* BPF_TRACE_FENTRY */
	case 25:	/* BPF_TRACE_FEXIT */
	case 26:	/* BPF_MODIFY_RETURN */
	case 27:	/* BPF_LSM_MAC */
	case 58:	/* BPF_TRACE_FSESSION */
		return bpf_fields(c, "tracing", N(link_tracing), b, size);
	case 45:	/* BPF_NETFILTER */
		return bpf_fields(c, "netfilter", N(link_netfilter), b, size);
	case 46:	/* BPF_TCX_INGRESS */
	case 47:	/* BPF_TCX_EGRESS */
		return bpf_fields(c, "tcx", N(link_mprog), b, size);
	case 54:	/* BPF_NETKIT_PRIMARY */
	case 55:	/* BPF_NETKIT_PEER */
		return bpf_fields(c, "netkit", N(link_mprog), b, size);
	case 48:	/* BPF_TRACE_UPROBE_MULTI */
		return bpf_fields(c, "uprobe_multi", N(link_uprobe), b, size);
	case 59:	/* BPF_TRACE_FENTRY_MULTI */
	case 60:	/* BPF_TRACE_FEXIT_MULTI */
	case 61:	/* BPF_TRACE_FSESSION_MULTI */
		return bpf_fields(c, "tracing_multi", N(link_tracing_multi), b,
				  size);
	}
	return 16;
}

/* cmd's fields from the one at index from: at entry up to the first
 * one the kernel writes (whose index is returned), at exit the rest
 * (n returned). The first one shown at exit continues the struct the
 * entry left open: its separator is written by hand (*shown tells
 * whether one was). */
static unsigned bpf_cmd_fields(const struct pctx *c, const struct op_struct *cmd,
			       unsigned from, const unsigned char *b,
			       uint64_t size, bool *shown)
{
	unsigned p = c->tcp->pers;
	bool first = !from;

	*shown = false;
	for (unsigned i = from; i < cmd->n; i++) {
		const struct op_field *fd = &cmd->fields[i];

		if (fd->out && !c->exiting)
			return i;
		if (fd->group && !first &&
		    size <= field_layouts[p][fd->f].off)
			break;
		if (fd->mask && !(layout_get(p, fd->when, b) & fd->mask))
			continue;
		if (fd->after && size <= field_layouts[p][fd->when].off)
			continue;
		if (fd->kind == BK_NZ && !layout_get(p, fd->f, b))
			continue;
		if (from && !*shown)
			v_text(c, ", ");
		first = false;
		*shown = true;
		bpf_field(c, fd, b, size);
	}
	return cmd->n;
}

/* The bytes past the fields shown that are not zero (the kernel's
 * E2BIG): ", ..." or, with -v, all of them; then the struct's end.
 * sep: nothing was shown yet in this half of the line. */
static void bpf_attr_close(const struct pctx *c, const unsigned char *b,
			   size_t end, uint64_t size, bool sep)
{
	bool tail = false;

	for (size_t i = end; i < size; i++)
		if (b[i]) {
			tail = true;
			break;
		}
	if (tail && sep)
		v_text(c, ", ");
	/* -v shows the bytes the kernel refuses, all of them */
	if (tail && c->opt->verbose) {
		v_field(c, "extra_data");
		v_hexstr(c, b + end, (size_t)size - end, false);
		v_textf(c, " /* bytes %zu..%llu */", end,
			(unsigned long long)size - 1);
	} else if (tail) {
		v_more(c);
	}
	v_struct_end(c);
}

/* The attribute is read as far as the size says (the rest is zero, as
 * the kernel takes it); unreadable, it is its address. A command with
 * fields the kernel writes (FOUT) shows those at exit, read again. */
static int bpf_attr(const struct pctx *c, const struct op_struct *cmd,
		    uint64_t addr, uint64_t size)
{
	static unsigned char b[BPF_ATTR_MAX];
	uint64_t *open = &c->tcp->dec->ret_data.bpf.open;
	size_t end = bpf_fields_end(c->tcp->pers, cmd->fields, cmd->n);
	unsigned from = 0;
	bool shown;

	if (c->exiting && !cmd->at_exit && !*open)
		return PRINT_OK;
	if (!addr || !size || size > BPF_ATTR_MAX)
		return v_addr(c, addr);
	memset(b, 0, sizeof(b));
	if (umove(c, addr, (size_t)size, b) < 0) {
		/* gone at exit: the struct the entry opened ends */
		if (!*open)
			return v_addr(c, addr);
		v_struct_end(c);
		return PRINT_OK;
	}
	if (c->exiting && *open) {
		bpf_cmd_fields(c, cmd, (unsigned)*open, b, size, &shown);
		bpf_attr_close(c, b, end, size, !shown);
		return PRINT_OK;
	}
	v_struct_begin(c);
	if (cmd->wrap) {
		v_field(c, cmd->wrap);
		v_struct_begin(c);
	}
	from = bpf_cmd_fields(c, cmd, 0, b, size, &shown);
	if (from < cmd->n) {
		*open = from;
		return PRINT_OK;
	}
	if (cmd->more) {
		size_t e = cmd->more(c, b, size);

		if (e > end)
			end = e;
	}
	if (cmd->wrap)
		v_struct_end(c);
	bpf_attr_close(c, b, end, size, false);
	return PRINT_OK;
}

int print_bpf_attr(const struct pctx *c, uint64_t addr, const uint64_t *args)
{
	uint32_t cmd = (uint32_t)args[0];
	const struct op_struct *row = OP_STRUCT_FIND(bpf_cmds, cmd);

	if (!c->exiting && row && row->ret)
		set_ret_printer(c, row->ret);
	/* BPF_OBJ_GET_INFO_BY_FD: info_len as the caller gave it, for the
	 * exit */
	if (!c->exiting && cmd == 15 && addr && (uint32_t)args[2] >= 8 &&
	    (uint32_t)args[2] <= BPF_ATTR_MAX) {
		uint32_t len;

		if (umove(c, addr + 4, sizeof(len), &len) == 0) {
			c->tcp->dec->ret_data.bpf.len = len;
			c->tcp->dec->ret_data.bpf.known = 1;
		}
	}

	if (!row || !row->fields)
		return c->exiting ? PRINT_OK : v_addr(c, addr);
	if (row->at_exit != c->exiting &&
	    !(c->exiting && c->tcp->dec->ret_data.bpf.open))
		return PRINT_OK;
	return bpf_attr(c, row, addr, (uint32_t)args[2]);
}
