/* The LSM calls (Linux 6.8): struct lsm_ctx, the list of LSM ids, and
 * the u32 size the kernel reads and writes back. */
#include "printers.h"

#include <stdlib.h>

/* struct lsm_ctx: __u64 id, flags, len, ctx_len; __u8 ctx[]. */
#define LSM_CTX_HDR 32

/* ctx_len bytes of context, each as \xNN (a context need not be text),
 * cut at -s; only the part shown is read. */
static void print_lsm_ctx_bytes(const struct pctx *c, uint64_t addr,
				uint64_t len)
{
	size_t show = len < (uint64_t)c->opt->string_limit ? (size_t)len :
		      (size_t)c->opt->string_limit;
	unsigned char *b = xmalloc(show ? show : 1);

	if (show && umove(c, addr, show, b) < 0)
		v_addr(c, addr);
	else
		v_hexstr(c, b, show, len > show);
	free(b);
}

/* lsm_set_self_attr: the context the caller passes. An id without a
 * name is a bare number, as strace shows it. */
int print_lsm_ctx_in(const struct pctx *c, uint64_t addr)
{
	uint64_t h[4];

	if (!umove_or_addr(c, addr, sizeof(h), h))
		return PRINT_OK;
	v_struct_begin(c);
	v_field(c, "id");
	v_enum(c, &xlat_lsm_id, h[0], NULL);
	v_field(c, "flags");
	v_hex(c, h[1]);
	v_field(c, "len");
	v_uint(c, h[2]);
	v_field(c, "ctx_len");
	v_uint(c, h[3]);
	if (h[3]) {
		v_field(c, "ctx");
		print_lsm_ctx_bytes(c, addr + LSM_CTX_HDR, h[3]);
	}
	v_struct_end(c);
	return PRINT_OK;
}

/* lsm_list_modules: the call returns how many u64 ids it wrote. Without
 * a readable size the kernel can have written none, and strace shows
 * the address. */
int print_lsm_ids_out(const struct pctx *c, uint64_t addr,
		      const uint32_t *sizep, int64_t n)
{
	uint64_t id;

	if (!addr || !sizep || n < 0 ||
	    (n && umove(c, addr, sizeof(id), &id) < 0))
		return v_addr(c, addr);
	/* Past the first id, where the array stops being readable is
	 * shown in it, as strace does. */
	v_array_begin(c);
	for (int64_t i = 0; i < n; i++) {
		uint64_t at = addr + (uint64_t)i * sizeof(id);

		if (umove(c, at, sizeof(id), &id) < 0) {
			v_more(c);
			v_textf(c, " /* %#llx */", (unsigned long long)at);
			break;
		}
		if (i >= c->opt->string_limit) {
			v_more(c);
			break;
		}
		v_elem(c);
		v_enum(c, &xlat_lsm_id, id, "LSM_ID_???");
	}
	v_array_end(c);
	return PRINT_OK;
}

/* The size of the caller's buffer, which the kernel sets to what it
 * wrote (or, failing with E2BIG, to what it needs). */
int print_lsm_size(const struct pctx *c, uint64_t addr, const uint32_t *peek)
{
	uint32_t now;

	if (!addr || umove(c, addr, sizeof(now), &now) < 0) {
		if (!peek)
			return v_addr(c, addr);
		now = *peek;
	}
	v_array_begin(c);
	v_elem(c);
	if (peek && *peek != now) {
		v_uint(c, *peek);
		v_changed(c);
	}
	v_uint(c, now);
	v_array_end(c);
	return PRINT_OK;
}
