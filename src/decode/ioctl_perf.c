/* perf events, <linux/perf_event.h>: PERF_EVENT_IOC_QUERY_BPF and
 * struct perf_event_attr (perf_event_open, PERF_EVENT_IOC_MODIFY_ATTRIBUTES). */
#include "decode/ioctl.h"

/* struct perf_event_query_bpf: ids_len (the room the caller gives),
 * then what the kernel fills: prog_cnt and ids[], an array inline. The
 * whole is shown at exit, ids_len as the call passed it. */
int ioctl_perf_query_bpf(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint32_t ids_len, cnt, n, v;
	size_t limit = (size_t)c->opt->string_limit;

	(void)cmd;
	if (c->compat)
		addr = (uint32_t)addr;
	if (!c->exiting) {
		if (!umove_or_addr(c, addr, 4, &ids_len))
			return IOCTL_DONE;
		c->tcp->dec->ret_data.ioctl.fam.perf_ids_len = ids_len;
		return IOCTL_LATER;
	}
	ids_len = c->tcp->dec->ret_data.ioctl.fam.perf_ids_len;
	v_struct_begin(c);
	f_uint(c, "ids_len", ids_len);
	if (c->call->err || umove(c, addr + 4, 4, &cnt) < 0) {
		v_more(c);
		v_struct_end(c);
		return IOCTL_DONE;
	}
	f_uint(c, "prog_cnt", cnt);
	v_field(c, "ids");
	n = cnt < ids_len ? cnt : ids_len;
	if (n && umove(c, addr + 8, 4, &v) < 0) {
		v_addr(c, addr + 8);
		v_struct_end(c);
		return IOCTL_DONE;
	}
	v_array_begin(c);
	for (uint32_t i = 0; i < n; i++) {
		uint64_t at = addr + 8 + 4 * (uint64_t)i;

		if (i >= limit) {
			v_more(c);
			break;
		}
		if (umove(c, at, 4, &v) < 0) {
			v_more(c);
			v_textf(c, " /* %#llx */", (unsigned long long)at);
			break;
		}
		v_elem(c);
		v_uint(c, v);
	}
	v_array_end(c);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* ---- struct perf_event_attr (perf_event_open, MODIFY_ATTRIBUTES) ---- */

#define PEA_SIZE_VER0 64	/* what a size of 0 stands for */
#define PEA_SIZE_KNOWN 144	/* PERF_ATTR_SIZE_VER9: the fields we name */
#define PEA_ABBREV 48		/* abbreviated: up to the bit fields */
#define PEA_TYPE_HW_CACHE 3
#define PEA_TYPE_BREAKPOINT 5
#define PEA_SAMPLE_BRANCH_STACK 0x800
#define PEA_SAMPLE_STACK_USER 0x2000

/* The one-bit fields of the u64 at offset 40, bit by bit; precise_ip
 * (bits 15..16) is printed apart, always, with what its value asks. */
static const char *const pea_bits[] = {
	"disabled", "inherit", "pinned", "exclusive", "exclude_user",
	"exclude_kernel", "exclude_hv", "exclude_idle", "mmap", "comm",
	"freq", "inherit_stat", "enable_on_exec", "task", "watermark",
	NULL, NULL, "mmap_data", "sample_id_all", "exclude_host",
	"exclude_guest", "exclude_callchain_kernel", "exclude_callchain_user",
	"mmap2", "comm_exec", "use_clockid", "context_switch",
	"write_backward", "namespaces", "ksymbol", "bpf_event",
	"aux_output", "cgroup", "text_poke", "build_id", "inherit_thread",
	"remove_on_exec", "sigtrap",
};
#define PEA_BIT_FREQ 10
#define PEA_BIT_WATERMARK 14
#define PEA_BIT_USE_CLOCKID 25
#define PEA_RESERVED_1 38	/* first bit no field holds */

static const char *const pea_skid[] = {
	"arbitrary skid", "constant skid", "requested to have 0 skid",
	"must have 0 skid",
};

static uint64_t pea_u64(const unsigned char *b, size_t off)
{
	uint64_t v;

	memcpy(&v, b + off, sizeof(v));
	return v;
}

static uint32_t pea_u32(const unsigned char *b, size_t off)
{
	uint32_t v;

	memcpy(&v, b + off, sizeof(v));
	return v;
}

static void pea_enum_u(const struct pctx *c, const struct xlat *set,
		       uint64_t v, const char *unknown)
{
	v_enum(c, set, v, unknown);
}

/* config means what the type says: an event id, a packed cache triple,
 * a tracepoint number, or raw bits. */
static void pea_config(const struct pctx *c, uint32_t type, uint64_t cfg)
{
	switch (type) {
	case 0:		/* PERF_TYPE_HARDWARE: the id is the low half */
		if (cfg >> 32)
			v_textf(c, "%#llx<<32|", (unsigned long long)(cfg >> 32));
		pea_enum_u(c, &xlat_perf_hw_id, (uint32_t)cfg,
			   "PERF_COUNT_HW_???");
		return;
	case 1:		/* PERF_TYPE_SOFTWARE */
		pea_enum_u(c, &xlat_perf_sw_ids, cfg, "PERF_COUNT_SW_???");
		return;
	case 2:		/* PERF_TYPE_TRACEPOINT: an id from tracefs */
		v_uint(c, cfg);
		return;
	case PEA_TYPE_HW_CACHE:
		if (cfg >> 32)
			v_textf(c, "%#llx<<32|", (unsigned long long)(cfg >> 32));
		if ((cfg >> 24) & 0xff)
			v_textf(c, "%#llx<<24|",
				(unsigned long long)((cfg >> 24) & 0xff));
		pea_enum_u(c, &xlat_perf_hw_cache_op_result_id,
			   (cfg >> 16) & 0xff, "PERF_COUNT_HW_CACHE_RESULT_???");
		v_text(c, "<<16|");
		pea_enum_u(c, &xlat_perf_hw_cache_op_id, (cfg >> 8) & 0xff,
			   "PERF_COUNT_HW_CACHE_OP_???");
		v_text(c, "<<8|");
		pea_enum_u(c, &xlat_perf_hw_cache_id, cfg & 0xff,
			   "PERF_COUNT_HW_CACHE_???");
		return;
	default:
		v_hex(c, cfg);
	}
}

/* From aux_sample_size (112) on, each field while size reaches into
 * it (the bytes past size read as 0): the AUX pause bits of 6.13, then
 * sig_data, config3 (6.3) and config4 (Linux 7.2's uapi). */
static void pea_tail(const struct pctx *c, const unsigned char *b,
		     uint32_t size)
{
	static const char *const aux_bits[] = {
		"aux_start_paused", "aux_pause", "aux_resume",
	};
	static const char *const words[] = { "sig_data", "config3", "config4" };
	uint32_t v;

	f_uint(c, "aux_sample_size", pea_u32(b, 112));
	if (size <= 116)
		return;
	v = pea_u32(b, 116);
	for (unsigned i = 0; i < ARRAY_SIZE(aux_bits); i++) {
		f_uint(c, aux_bits[i], v >> i & 1);
	}
	if (v >> 3) {
		f_hex(c, "__reserved_3", v >> 3);
		v_text(c, " /* Bits 931..959 */");
	}
	for (unsigned i = 0; i < ARRAY_SIZE(words); i++) {
		if (size <= 120 + 8 * i)
			return;
		f_hex(c, words[i], pea_u64(b, 120 + 8 * i));
	}
}

/* The fields after the bit fields (-v), each while size covers it. */
static void pea_rest(const struct pctx *c, const unsigned char *b,
		     uint32_t type, uint64_t bits, uint32_t size)
{
	uint64_t v;

	if (bits >> PEA_BIT_WATERMARK & 1)
		v_field(c, "wakeup_watermark");
	else
		v_field(c, "wakeup_events");
	v_uint(c, pea_u32(b, 48));
	if (type == PEA_TYPE_BREAKPOINT) {
		v = pea_u32(b, 52);
		v_field(c, "bp_type");
		if (v == 5)	/* R|W|X: a name the kernel refuses */
			v_text(c, "0x5 /* HW_BREAKPOINT_INVALID */");
		else
			v_enum(c, &xlat_hw_breakpoint_type, v,
			       "HW_BREAKPOINT_???");
	}
	f_hex(c, type == PEA_TYPE_BREAKPOINT ? "bp_addr" : "config1",
	      pea_u64(b, 56));
	if (size <= 64)
		return;
	if (type == PEA_TYPE_BREAKPOINT) {
		f_uint(c, "bp_len", pea_u64(b, 64));
	} else {
		f_hex(c, "config2", pea_u64(b, 64));
	}
	if (size <= 72)
		return;
	if (pea_u64(b, 24) & PEA_SAMPLE_BRANCH_STACK) {
		f_flags(c, "branch_sample_type", &xlat_perf_branch_sample_type,
			pea_u64(b, 72), "PERF_SAMPLE_BRANCH_???");
	}
	if (size <= 80)
		return;
	f_hex(c, "sample_regs_user", pea_u64(b, 80));
	if (size <= 88)
		return;
	if (pea_u64(b, 24) & PEA_SAMPLE_STACK_USER)
		f_hex(c, "sample_stack_user", pea_u32(b, 88));
	if (size <= 92)
		return;
	if (bits >> PEA_BIT_USE_CLOCKID & 1) {
		f_enum(c, "clockid", &xlat_clockid, pea_u32(b, 92),
		       "CLOCK_???");
	}
	if (size <= 96)
		return;
	f_hex(c, "sample_regs_intr", pea_u64(b, 96));
	if (size <= 104)
		return;
	f_uint(c, "aux_watermark", pea_u32(b, 104));
	if (size <= 108)
		return;
	f_uint(c, "sample_max_stack", (uint16_t)pea_u32(b, 108));
	if (size <= 110)
		return;
	/* __reserved_2, shown only when set */
	if (pea_u32(b, 108) >> 16)
		v_textf(c, " /* bytes 110..111: %#x */", pea_u32(b, 108) >> 16);
	if (size <= 112)
		return;
	pea_tail(c, b, size);
}

/* The struct as the kernel reads it: size bytes (0 means the first
 * published size), or, abbreviated, the fields up to the bit fields.
 * A size below the first version or memory we cannot read: the address.
 * size_in is the size at entry, when printed at the call's exit
 * (perf_event_open): a size the kernel does not support makes it fail
 * with E2BIG after writing the size it does support, shown as
 * "size=A => B". NULL when printed at entry (the ioctl). */
int print_perf_event_attr(const struct pctx *c, uint64_t addr,
			  const uint32_t *size_in)
{
	unsigned char b[PEA_SIZE_KNOWN];
	uint32_t size, type, len, i, now;
	uint64_t bits, v;
	bool full = c->opt->verbose;

	if (!addr || umove(c, addr + 4, sizeof(now), &now) < 0)
		return v_addr(c, addr);
	size = size_in ? *size_in : now;
	len = size ? size : PEA_SIZE_VER0;
	if (len > PEA_SIZE_KNOWN)
		len = PEA_SIZE_KNOWN;
	if (size && size < PEA_SIZE_VER0)
		return v_addr(c, addr);
	memset(b, 0, sizeof(b));
	if (umove(c, addr, full ? len : PEA_ABBREV, b) < 0)
		return v_addr(c, addr);
	if (!size)
		size = PEA_SIZE_VER0;
	type = pea_u32(b, 0);
	bits = pea_u64(b, 40);

	v_struct_begin(c);
	f_enum(c, "type", &xlat_perf_type, type, "PERF_TYPE_???");
	f_enum(c, "size", &xlat_perf_attr_size, size_in ? *size_in : now,
	       "PERF_ATTR_SIZE_???");
	if (size_in && now != *size_in) {
		v_changed(c);
		v_enum(c, &xlat_perf_attr_size, now, "PERF_ATTR_SIZE_???");
	}
	v_field(c, "config");
	pea_config(c, type, pea_u64(b, 8));
	f_uint(c, bits >> PEA_BIT_FREQ & 1 ? "sample_freq" : "sample_period",
	       pea_u64(b, 16));
	f_flags(c, "sample_type", &xlat_perf_event_sample_format,
		pea_u64(b, 24), "PERF_SAMPLE_???");
	f_flags(c, "read_format", &xlat_perf_event_read_format, pea_u64(b, 32),
		"PERF_FORMAT_???");
	for (i = 0; i < ARRAY_SIZE(pea_bits); i++) {
		if (i == 15) {
			v = bits >> 15 & 3;
			f_uint(c, "precise_ip", v);
			v_textf(c, " /* %s */", pea_skid[v]);
			continue;
		}
		if (!pea_bits[i] || (!full && !(bits >> i & 1)))
			continue;
		f_uint(c, pea_bits[i], bits >> i & 1);
	}
	if (bits >> PEA_RESERVED_1) {
		f_hex(c, "__reserved_1", bits >> PEA_RESERVED_1);
		v_text(c, " /* Bits 63..38 */");
	}
	if (!full) {
		v_more(c);
		v_struct_end(c);
		return PRINT_OK;
	}
	pea_rest(c, b, type, bits, size);
	if (size > len || size > PEA_SIZE_KNOWN)
		v_more(c);
	v_struct_end(c);
	return PRINT_OK;
}

/* PERF_EVENT_IOC_MODIFY_ATTRIBUTES: the new attributes, read at entry. */
int ioctl_perf_modify_attributes(const struct pctx *c, unsigned cmd,
				 uint64_t addr)
{
	(void)cmd;
	print_perf_event_attr(c, addr, NULL);
	return IOCTL_DONE;
}
