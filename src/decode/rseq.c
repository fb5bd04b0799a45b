/* rseq(2)'s struct rseq and the struct rseq_cs it points to, and
 * membarrier(2), whose RSEQ commands restart those sequences. */
#include "decode/fields.h"

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

static const struct sfield rseq_cs_fields[] = {
	{ LF_RSEQ_CS_VERSION, SF_DEC },
	{ LF_RSEQ_CS_FLAGS, SF_FLAGS, &xlat_rseq_cs_flags },
	{ LF_RSEQ_CS_START_IP, SF_HEX },
	{ LF_RSEQ_CS_POST_COMMIT_OFFSET, SF_HEX },
	{ LF_RSEQ_CS_ABORT_IP, SF_HEX },
};

/* The critical section rseq_cs points to: its fields and the address,
 * or the address alone when it cannot be read. */
static void rseq_cs(const struct pctx *c, uint64_t addr)
{
	unsigned char b[64];
	size_t sz = struct_sizes[c->tcp->pers][LS_RSEQ_CS];

	if (!addr || sz > sizeof(b) || umove(c, addr, sz, b) < 0) {
		v_addr(c, addr);
		return;
	}
	print_fields(c, rseq_cs_fields, ARRAY_SIZE(rseq_cs_fields), b);
	v_textf(c, " /* %#llx */", (unsigned long long)addr);
}

static const struct sfield rseq_fields[] = {
	{ LF_RSEQ_CPU_ID_START, SF_NAMED_DEC, &xlat_rseq_cpu_id },
	{ LF_RSEQ_CPU_ID, SF_NAMED_DEC, &xlat_rseq_cpu_id },
	{ LF_RSEQ_RSEQ_CS, SF_FN, .fn = rseq_cs },
	{ LF_RSEQ_FLAGS, SF_FLAGS, &xlat_rseq_cs_flags },
	{ LF_RSEQ_NODE_ID, SF_DEC },
	{ LF_RSEQ_MM_CID, SF_DEC },
	{ 0, SF_OPEN, NULL, "slice_ctrl" },
	{ LF_RSEQ_SLICE_REQUEST, SF_DEC, NULL, "request" },
	{ LF_RSEQ_SLICE_GRANTED, SF_DEC, NULL, "granted" },
	{ LF_RSEQ_SLICE_RESERVED, SF_HEX, NULL, "__reserved" },
	{ 0, SF_CLOSE },
	{ LF_RSEQ_RESERVED, SF_HEX, NULL, "__reserved" },
};

/* rseq(rseq, rseq_len, ...): the struct as far as rseq_len reaches
 * (what is past it shows as 0), when the kernel could take it at all. */
int print_rseq(const struct pctx *c, uint64_t addr, uint64_t len)
{
	unsigned char b[64] = { 0 };
	size_t sz = struct_sizes[c->tcp->pers][LS_RSEQ];

	len = (uint32_t)len;
	if (len < RSEQ_MIN_LEN || addr % RSEQ_MIN_LEN || sz > sizeof(b))
		return v_addr(c, addr);
	if (!umove_or_addr(c, addr, len < sz ? (size_t)len : sz, b))
		return PRINT_OK;
	print_fields(c, rseq_fields, ARRAY_SIZE(rseq_fields), b);
	return PRINT_OK;
}
