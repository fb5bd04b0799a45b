/* rseq(2)'s struct rseq and the struct rseq_cs it points to, and
 * membarrier(2), whose RSEQ commands restart those sequences. */
#include "printers.h"
#include "structs_gen.h"

/* ---- membarrier ---------------------------------------------------- */

#define MEMBARRIER_CMD_QUERY_K 0
#define MEMBARRIER_CMD_FLAG_CPU_K 1u

/* MEMBARRIER_CMD_QUERY returns the mask of the supported commands. */
static int membarrier_query_ret(const struct pctx *c, int64_t rval,
				const union dec_ret_data *d)
{
	(void)d;
	v_hex(c, (uint64_t)rval);
	if (!rval)
		return PRINT_OK;
	v_text(c, " (");
	v_flags(c, &xlat_membarrier_cmd, (uint32_t)rval, NULL);
	v_putc(c, ')');
	return PRINT_OK;
}

int print_membarrier_cmd(const struct pctx *c, uint64_t v)
{
	if ((uint32_t)v == MEMBARRIER_CMD_QUERY_K)
		set_ret_printer(c, membarrier_query_ret);
	v_enum(c, &xlat_membarrier_cmd, (uint32_t)v, "MEMBARRIER_CMD_???");
	return PRINT_OK;
}

/* cpu_id counts only with MEMBARRIER_CMD_FLAG_CPU in flags. */
int print_membarrier_cpu(const struct pctx *c, uint64_t v, uint64_t flags)
{
	if (!((uint32_t)flags & MEMBARRIER_CMD_FLAG_CPU_K))
		return PRINT_SKIP;
	return v_int(c, (int32_t)v);
}

/* ---- rseq ---------------------------------------------------------- */

/* The kernel refuses a struct rseq shorter than the original 32 bytes
 * or not aligned to 32 (kernel/rseq.c). */
#define RSEQ_MIN_LEN 32u

static void rseq_cpu(const struct pctx *c, const char *name, uint32_t v)
{
	const char *n = xlat_name(&xlat_rseq_cpu_id, v);

	v_field(c, name);
	if (n)
		v_namef(c, VS_DEC, v, "%s", n);
	else
		v_uint(c, v);
}

/* The critical section rseq_cs points to: its fields and the address,
 * or the address alone when it cannot be read. */
static void rseq_cs(const struct pctx *c, uint64_t addr)
{
	unsigned p = c->tcp->pers;
	unsigned char b[64];
	size_t sz = struct_sizes[p][LS_RSEQ_CS];

	if (!addr || sz > sizeof(b) || umove(c, addr, sz, b) < 0) {
		v_addr(c, addr);
		return;
	}
	v_struct_begin(c);
	v_field(c, "version");
	v_uint(c, layout_get(p, LF_RSEQ_CS_VERSION, b));
	v_field(c, "flags");
	v_flags(c, &xlat_rseq_cs_flags, layout_get(p, LF_RSEQ_CS_FLAGS, b),
		"RSEQ_CS_FLAG_???");
	v_field(c, "start_ip");
	v_hex(c, layout_get(p, LF_RSEQ_CS_START_IP, b));
	v_field(c, "post_commit_offset");
	v_hex(c, layout_get(p, LF_RSEQ_CS_POST_COMMIT_OFFSET, b));
	v_field(c, "abort_ip");
	v_hex(c, layout_get(p, LF_RSEQ_CS_ABORT_IP, b));
	v_struct_end(c);
	v_textf(c, " /* %#llx */", (unsigned long long)addr);
}

/* rseq(rseq, rseq_len, ...): the struct as far as rseq_len reaches
 * (what is past it shows as 0), when the kernel could take it at all. */
int print_rseq(const struct pctx *c, uint64_t addr, uint64_t len)
{
	unsigned p = c->tcp->pers;
	unsigned char b[64] = { 0 };
	size_t sz = struct_sizes[p][LS_RSEQ];

	len = (uint32_t)len;
	if (len < RSEQ_MIN_LEN || addr % RSEQ_MIN_LEN || sz > sizeof(b))
		return v_addr(c, addr);
	if (!umove_or_addr(c, addr, len < sz ? (size_t)len : sz, b))
		return PRINT_OK;
	v_struct_begin(c);
	rseq_cpu(c, "cpu_id_start", layout_get(p, LF_RSEQ_CPU_ID_START, b));
	rseq_cpu(c, "cpu_id", layout_get(p, LF_RSEQ_CPU_ID, b));
	v_field(c, "rseq_cs");
	rseq_cs(c, layout_get(p, LF_RSEQ_RSEQ_CS, b));
	v_field(c, "flags");
	v_flags(c, &xlat_rseq_cs_flags, layout_get(p, LF_RSEQ_FLAGS, b),
		"RSEQ_CS_FLAG_???");
	v_field(c, "node_id");
	v_uint(c, layout_get(p, LF_RSEQ_NODE_ID, b));
	v_field(c, "mm_cid");
	v_uint(c, layout_get(p, LF_RSEQ_MM_CID, b));
	v_field(c, "slice_ctrl");
	v_struct_begin(c);
	v_field(c, "request");
	v_uint(c, layout_get(p, LF_RSEQ_SLICE_REQUEST, b));
	v_field(c, "granted");
	v_uint(c, layout_get(p, LF_RSEQ_SLICE_GRANTED, b));
	v_field(c, "__reserved");
	v_hex(c, layout_get(p, LF_RSEQ_SLICE_RESERVED, b));
	v_struct_end(c);
	v_field(c, "__reserved");
	v_hex(c, layout_get(p, LF_RSEQ_RESERVED, b));
	v_struct_end(c);
	return PRINT_OK;
}
