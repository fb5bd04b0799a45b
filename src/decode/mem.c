/* Memory: mmap's flags word, mincore's vector, NUMA node masks. */
#include "printers.h"

#define MAP_TYPE_MASK 0xfu
#define HUGE_SHIFT 26
#define HUGE_MASK 0x3fu

/* The low nibble is the mapping type (one value), the other bits flags;
 * the top six bits are log2 of the huge page size (meant for MAP_HUGETLB,
 * shown whenever set). */
/* The kernel reads mmap's flags as an unsigned long: the whole word of
 * the ABI (v), whose bits above 31 can make a MAP_SHARED_VALIDATE call
 * fail, so they are shown too. */
int print_mmap_flags(const struct pctx *c, uint64_t v)
{
	uint64_t u = v;
	uint64_t huge = (u >> HUGE_SHIFT) & HUGE_MASK;
	uint64_t rest = u & ~(uint64_t)MAP_TYPE_MASK &
			~((uint64_t)HUGE_MASK << HUGE_SHIFT);

	/* Type 0 is named too (MAP_FILE), as strace shows it. */
	v_flags_begin(c, u, &xlat_map_flags);
	v_flag_type_rest(c, &xlat_map_type, u & MAP_TYPE_MASK,
			 " /* MAP_??? */", &xlat_map_flags, rest);
	if (huge)
		v_flag_text(c, "%llu<<MAP_HUGE_SHIFT", (unsigned long long)huge);
	v_flags_end(c);
	return PRINT_OK;
}

/* mmap2's offset counts 4096-byte units; strace shows it in bytes. */
int print_pgoff(const struct pctx *c, uint64_t v)
{
	return v_hex(c, v * 4096);
}

/* mincore: one byte per page of the length; bit 0 says whether the page
 * is resident. */
int print_mincore_vec_out(const struct pctx *c, uint64_t addr, uint64_t len)
{
	uint64_t ps = proc_page_size(c->tcp);
	uint64_t pages = len / ps + (len % ps != 0);
	unsigned char b[256];
	uint64_t i, show;

	show = pages < (uint64_t)c->opt->string_limit ? pages :
	       (uint64_t)c->opt->string_limit;
	if (show > sizeof(b))
		show = sizeof(b);
	if (!addr || (show && umove(c, addr, show, b) < 0))
		return v_addr(c, addr);
	v_array_begin(c);
	for (i = 0; i < show; i++) {
		v_elem(c);
		v_uint(c, b[i] & 1u);
	}
	if (pages > show)
		v_more(c);
	v_array_end(c);
	return PRINT_OK;
}

/* A NUMA node bitmap of maxnode bits, shown as the longs the kernel
 * reads, each zero-padded to the width of a long. */
int print_nodemask_in(const struct pctx *c, uint64_t addr, uint64_t maxnode)
{
	size_t w = abi_word(c);
	uint64_t nlongs = (maxnode + 8 * w - 2) / (8 * w);
	uint64_t i, v;

	/* No bit to read: an empty mask, unless maxnode left one bit
	 * the kernel drops (then the address, as strace). */
	if (addr && !maxnode) {
		v_array_begin(c);
		v_array_end(c);
		return PRINT_OK;
	}
	if (!addr || !nlongs || umove_ulong(c, addr, &v) < 0)
		return v_addr(c, addr);
	v_array_begin(c);
	for (i = 0; i < nlongs; i++) {
		if (umove_ulong(c, addr + i * w, &v) < 0) {
			v_more_at(c, addr + i * w);
			break;
		}
		if (past_limit(c, i))
			break;
		v_elem(c);
		v_numf(c, VK_UINT, v, "%#0*llx", (int)(2 * w),
		       (unsigned long long)v);
	}
	v_array_end(c);
	return PRINT_OK;
}

/* memfd_create's flags: MFD_* bits, and with MFD_HUGETLB the top six
 * bits of the unsigned int are log2 of the huge page size. */
int print_memfd_flags(const struct pctx *c, uint64_t v)
{
	uint64_t u = (uint32_t)v;
	uint64_t huge = (u >> HUGE_SHIFT) & HUGE_MASK;
	uint64_t rest = u & ~((uint64_t)HUGE_MASK << HUGE_SHIFT);

	if (!huge)
		return v_flags(c, &xlat_memfd_flags, u, "MFD_???");
	v_flags_begin(c, u, &xlat_memfd_flags);
	if (rest) {
		rest = v_flag_names(c, &xlat_memfd_flags, rest);
		if (rest)
			v_flag_bits(c, rest);
	}
	v_flag_text(c, "%llu<<MFD_HUGE_SHIFT", (unsigned long long)huge);
	v_flags_end(c);
	return PRINT_OK;
}

/* mremap's fifth argument: the kernel reads new_address only when the
 * mapping may move to a fixed place (mremap(2)). */
int print_mremap_addr(const struct pctx *c, uint64_t v, uint64_t flags)
{
	const uint64_t need = 1 | 2;	/* MREMAP_MAYMOVE|MREMAP_FIXED */

	if ((flags & need) != need)
		return PRINT_SKIP;
	return v_addr(c, v);
}

/* A NUMA policy: the mode (MPOL_*) in the low bits, MPOL_F_* flags
 * above it (set_mempolicy(2)); raw is the argument as passed. */
#define MPOL_MODE_FLAGS 0xe000u

static int print_mpol_value(const struct pctx *c, uint64_t raw)
{
	uint64_t u = raw;
	uint64_t mode = u & ~(uint64_t)MPOL_MODE_FLAGS;
	const char *name = xlat_name(&xlat_mpol_mode, mode);

	if (!(u & MPOL_MODE_FLAGS)) {
		if (!name)
			return v_enum(c, &xlat_mpol_mode, u, "MPOL_???"),
			       PRINT_OK;
		mode = u;
	}
	v_flags_begin(c, raw, &xlat_mpol_mode_flags);
	if (name)
		v_flag_name(c, name);
	v_flag_names(c, &xlat_mpol_mode_flags, u & MPOL_MODE_FLAGS);
	if (!name)
		v_flag_bits(c, mode);
	v_flags_end(c);
	return PRINT_OK;
}

int print_mpol_mode(const struct pctx *c, uint64_t v)
{
	return print_mpol_value(c, v);
}

int print_mpol_mode32(const struct pctx *c, uint64_t v)
{
	return print_mpol_value(c, (uint32_t)v);
}

/* kexec_load's flags: the architecture (bits 16-31), then the others. */
#define KEXEC_ARCH_BITS 0xffff0000u

int print_kexec_flags(const struct pctx *c, uint64_t v)
{
	uint64_t arch = v & KEXEC_ARCH_BITS, rest = v & ~(uint64_t)KEXEC_ARCH_BITS;

	v_enum(c, &xlat_kexec_arch, arch, xlat_unknown(&xlat_kexec_arch));
	if (!rest)
		return PRINT_OK;
	v_putc(c, '|');
	return v_flags(c, &xlat_kexec_load_flags, rest,
		       xlat_unknown(&xlat_kexec_load_flags));
}

/* struct kexec_segment: buf, bufsz, mem, memsz, a word each. The kernel
 * takes at most KEXEC_SEGMENT_MAX (16): more is shown as the address. */
#define KEXEC_SEGMENT_MAX 16

int print_kexec_segments(const struct pctx *c, uint64_t addr, uint64_t nv)
{
	size_t w = abi_word(c), sz = 4 * w;
	unsigned char b[32];
	uint64_t n = nv, f[4];

	if (!addr || n > KEXEC_SEGMENT_MAX)
		return v_addr(c, addr);
	if (n && umove(c, addr, sz, b) < 0)
		return v_addr(c, addr);
	v_array_begin(c);
	for (uint64_t i = 0; i < n; i++) {
		/* An unreadable element is told apart even past -s. */
		if (!umove_or_more(c, addr + i * sz, sz, b))
			break;
		if (past_limit(c, i))
			break;
		for (unsigned k = 0; k < 4; k++) {
			f[k] = 0;
			memcpy(&f[k], b + k * w, w);
		}
		v_elem(c);
		v_struct_begin(c);
		f_addr(c, "buf", f[0]);
		f_uint(c, "bufsz", f[1]);
		f_addr(c, "mem", f[2]);
		f_uint(c, "memsz", f[3]);
		v_struct_end(c);
	}
	v_array_end(c);
	return PRINT_OK;
}

/* ---- move_pages ----------------------------------------------------- */

enum { MP_ADDR, MP_NODE, MP_STATUS };

/* One of move_pages's arrays of n elements: the pages (words), the
 * nodes asked for or the status the kernel wrote (ints: a node, or a
 * negative errno). Cut at -s elements; an element that cannot be read
 * after the first ends it with "..." and its address in a comment. */
static void move_pages_array(const struct pctx *c, uint64_t addr,
			     uint64_t n, int kind)
{
	size_t sz = kind == MP_ADDR ? abi_word(c) : 4;
	uint64_t i;

	uint64_t first;

	/* Nothing readable: the address alone. */
	if (!addr || (n && umove(c, addr, sz, &first) < 0)) {
		v_addr(c, addr);
		return;
	}
	v_array_begin(c);
	for (i = 0; i < n; i++) {
		uint64_t at = addr + i * sz, w = 0;
		int32_t x = 0;
		const char *en;
		int r;

		r = kind == MP_ADDR ? umove_ulong(c, at, &w) :
				      umove(c, at, 4, &x);
		if (r < 0) {
			v_more_at(c, at);
			break;
		}
		if (i == (uint64_t)c->opt->string_limit) {
			v_more(c);	/* the cut, past a readable element */
			break;
		}
		v_elem(c);
		/* A status of INT_MIN has no errno to name (nor a negation). */
		en = kind == MP_STATUS && x < 0 && x > INT32_MIN ?
		     errno_name(-x) : NULL;
		if (kind == MP_ADDR)
			v_addr(c, w);
		else if (en && c->opt->xlat_style == XLAT_ABBREV)
			v_numf(c, VK_ENUM, (uint64_t)(int64_t)x, "-%s", en);
		else if (en && c->opt->xlat_style == XLAT_VERBOSE)
			v_numf(c, VK_ENUM, (uint64_t)(int64_t)x, "%d /* -%s */",
			       x, en);
		else
			v_int(c, x);
	}
	v_array_end(c);
}

int print_move_pages_pages(const struct pctx *c, uint64_t addr, uint64_t n)
{
	move_pages_array(c, addr, n, MP_ADDR);
	return PRINT_OK;
}

int print_move_pages_nodes(const struct pctx *c, uint64_t addr, uint64_t n)
{
	move_pages_array(c, addr, n, MP_NODE);
	return PRINT_OK;
}

/* A failed call shows the address, but for an empty array. */
int print_move_pages_status(const struct pctx *c, uint64_t addr, uint64_t n)
{
	if (c->call->err && n)
		return v_addr(c, addr);
	move_pages_array(c, addr, n, MP_STATUS);
	return PRINT_OK;
}
