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
/* The header's four words (id, flags, len, ctx_len), then n bytes of
 * the context. */
static void print_lsm_ctx_struct(const struct pctx *c, uint64_t addr,
				 const uint64_t *h, uint64_t n)
{
	v_struct_begin(c);
	v_field(c, "id");
	v_enum(c, &xlat_lsm_id, h[0], NULL);
	v_field(c, "flags");
	v_hex(c, h[1]);
	v_field(c, "len");
	v_uint(c, h[2]);
	v_field(c, "ctx_len");
	v_uint(c, h[3]);
	if (n) {
		v_field(c, "ctx");
		print_lsm_ctx_bytes(c, addr + LSM_CTX_HDR, n);
	}
	v_struct_end(c);
}

int print_lsm_ctx_in(const struct pctx *c, uint64_t addr)
{
	uint64_t h[4];

	if (!umove_or_addr(c, addr, sizeof(h), h))
		return PRINT_OK;
	print_lsm_ctx_struct(c, addr, h, h[3]);
	return PRINT_OK;
}

/* LSM_FLAG_SINGLE: the caller names one LSM in ctx->id, which the
 * kernel reads at entry (security/lsm_syscalls.c). */
#define LSM_FLAG_SINGLE_ 1

/* One struct lsm_ctx of a list len bytes long: its context is no
 * longer than the struct's own len or the list's leave room for. */
static void print_lsm_ctx_elem(const struct pctx *c, uint64_t addr,
			       const uint64_t *h, uint64_t len)
{
	uint64_t room = h[2] < len ? h[2] : len;
	uint64_t n = room > LSM_CTX_HDR ? room - LSM_CTX_HDR : 0;

	if (h[3] < n)
		n = h[3];
	print_lsm_ctx_struct(c, addr, h, n);
}

/* The list the kernel wrote, len bytes: each struct's len leads to the
 * next one. A header that does not fit or cannot be read ends it (the
 * first one: the address); -s caps the number of structs. */
static void print_lsm_ctx_list(const struct pctx *c, uint64_t addr,
			       uint64_t len)
{
	uint64_t h[4];

	if (len < LSM_CTX_HDR || umove(c, addr, sizeof(h), h) < 0) {
		v_addr(c, addr);
		return;
	}
	v_array_begin(c);
	for (uint64_t i = 0;; i++) {
		if (i && (len < LSM_CTX_HDR ||
			  umove(c, addr, sizeof(h), h) < 0)) {
			v_more_at(c, addr);
			break;
		}
		if (past_limit(c, i))
			break;
		v_elem(c);
		print_lsm_ctx_elem(c, addr, h, len);
		/* A len below the header's size, past the list or wrapping
		 * around leaves no next struct. */
		if (h[2] < LSM_CTX_HDR || h[2] >= len || addr + h[2] < addr)
			break;
		addr += h[2];
		len -= h[2];
	}
	v_array_end(c);
}

/* lsm_get_self_attr's ctx. At entry, with LSM_FLAG_SINGLE, the id the
 * kernel reads; at exit, the list it wrote, as long as the size it
 * wrote back says. Without a readable size (or, single, a readable
 * header) the kernel can do nothing with it: the address, once. */
int print_lsm_ctx_out(const struct pctx *c, uint64_t addr,
		      const uint32_t *sizep, const uint64_t *args)
{
	bool single = (uint32_t)args[3] & LSM_FLAG_SINGLE_;
	uint64_t h[4];
	uint32_t size;
	bool hdr = single && addr && umove(c, addr, sizeof(h), h) == 0;
	/* The size as the call began: ctx prints before the entry peeks
	 * of the arguments after it are made, so at entry it is read
	 * here; at exit sizep has it. */
	bool sized = c->exiting ? sizep != NULL :
		     umove(c, args[2], sizeof(size), &size) == 0;

	if (!sized || (single && !hdr)) {
		if (!c->exiting)
			v_addr(c, addr);
		return PRINT_OK;
	}
	if (!c->exiting) {
		if (single) {
			v_struct_begin(c);
			v_field(c, "id");
			v_enum(c, &xlat_lsm_id, h[0], NULL);
			v_struct_end(c);
		}
		return PRINT_OK;
	}
	if (single)
		v_changed(c);
	if (c->call->err || umove(c, args[2], sizeof(size), &size) < 0) {
		v_addr(c, addr);
		return PRINT_OK;
	}
	print_lsm_ctx_list(c, addr, size);
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

		if (!umove_or_more(c, at, sizeof(id), &id))
			break;
		if (past_limit(c, i))
			break;
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
