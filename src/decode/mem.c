/* Memory: mmap's flags word, mincore's vector, NUMA node masks. */
#include "printers.h"

#define MAP_TYPE_MASK 0xfu
#define HUGE_SHIFT 26
#define HUGE_MASK 0x3fu

/* The low nibble is the mapping type (one value), the other bits flags;
 * the top six bits are log2 of the huge page size (meant for MAP_HUGETLB,
 * shown whenever set). */
int print_mmap_flags(const struct pctx *c, uint64_t v)
{
	uint64_t u = (uint32_t)v;
	uint64_t huge = (u >> HUGE_SHIFT) & HUGE_MASK;
	const char *type = xlat_name(&xlat_map_type, u & MAP_TYPE_MASK);
	uint64_t rest;

	v_flags_begin(c, u, &xlat_map_flags);
	if (type) {
		v_flag_name(c, type);
	} else {
		v_flag_bits(c, u & MAP_TYPE_MASK);
		v_text(c, " /* MAP_??? */");
	}
	rest = u & ~(uint64_t)MAP_TYPE_MASK;
	rest &= ~((uint64_t)HUGE_MASK << HUGE_SHIFT);
	if (rest) {
		rest = v_flag_names(c, &xlat_map_flags, rest);
		if (rest)
			v_flag_bits(c, rest);
	}
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

	if (!addr || !nlongs || !maxnode || umove_ulong(c, addr, &v) < 0)
		return v_addr(c, addr);
	v_array_begin(c);
	for (i = 0; i < nlongs; i++) {
		if (i >= (uint64_t)c->opt->string_limit ||
		    umove_ulong(c, addr + i * w, &v) < 0) {
			v_more(c);
			break;
		}
		v_elem(c);
		v_numf(c, VK_UINT, v, "%#0*llx", (int)(2 * w),
		       (unsigned long long)v);
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
			v_more(c);
			v_textf(c, " /* %#llx */", (unsigned long long)at);
			break;
		}
		if (i == (uint64_t)c->opt->string_limit) {
			v_more(c);	/* the cut, past a readable element */
			break;
		}
		v_elem(c);
		if (kind == MP_ADDR)
			v_addr(c, w);
		else if (kind == MP_STATUS && x < 0 && (en = errno_name(-x)) &&
			 c->opt->xlat_style == XLAT_ABBREV)
			v_numf(c, VK_ENUM, (uint64_t)(int64_t)x, "-%s", en);
		else if (kind == MP_STATUS && x < 0 && (en = errno_name(-x)) &&
			 c->opt->xlat_style == XLAT_VERBOSE)
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
	if (c->tcp->err && n)
		return v_addr(c, addr);
	move_pages_array(c, addr, n, MP_STATUS);
	return PRINT_OK;
}
