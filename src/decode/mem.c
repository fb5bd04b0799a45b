/* Memory mapping: mmap's flags word. */
#include "printers.h"

extern const struct xlat xlat_map_type;
extern const struct xlat xlat_map_flags;

#define MAP_TYPE_MASK 0xfu
#define HUGE_SHIFT 26
#define HUGE_MASK 0x3fu

/* The low nibble is the mapping type (one value), the other bits flags;
 * the top six bits are log2 of the huge page size (meant for MAP_HUGETLB,
 * shown whenever set). */
PRINTER(print_mmap_flags)
{
	uint64_t v = (uint32_t)tcp->args[argi];
	uint64_t huge = (v >> HUGE_SHIFT) & HUGE_MASK;
	uint64_t rest;

	print_xlat_enum(&xlat_map_type, v & MAP_TYPE_MASK, "MAP_???");
	rest = v & ~(uint64_t)MAP_TYPE_MASK;
	rest &= ~((uint64_t)HUGE_MASK << HUGE_SHIFT);
	if (rest) {
		tputc('|');
		print_xlat_flags(xlat_for(&xlat_map_flags, tcp), rest, NULL);
	}
	if (huge)
		tprintf("|%llu<<MAP_HUGE_SHIFT", (unsigned long long)huge);
	return PRINT_OK;
}

/* mmap2's offset counts 4096-byte units; strace shows it in bytes. */
PRINTER(print_pgoff)
{
	tprintf("%#llx", (unsigned long long)arg_ulong(tcp, argi) * 4096);
	return PRINT_OK;
}

/* mincore: one byte per page of the length (argument N); bit 0 says
 * whether the page is resident. */
PRINTER(print_mincore_vec_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	uint64_t len = arg_ulong(tcp, ad->param);
	uint64_t ps = proc_page_size(tcp);
	uint64_t pages = len / ps + (len % ps != 0);
	unsigned char b[256];
	uint64_t i, show;

	show = pages < (uint64_t)opt.string_limit ? pages :
	       (uint64_t)opt.string_limit;
	if (show > sizeof(b))
		show = sizeof(b);
	if (tcp->err || !addr || (show && umoven(tcp, addr, show, b) < 0)) {
		print_addr(addr);
		return PRINT_OK;
	}
	tputc('[');
	for (i = 0; i < show; i++)
		tprintf(i ? ", %u" : "%u", b[i] & 1u);
	if (pages > show)
		tputs(", ...");
	tputc(']');
	return PRINT_OK;
}

/* A NUMA node bitmap of maxnode (argument N) bits, shown as the longs
 * the kernel reads, each zero-padded to the width of a long. */
static void print_nodemask_at(struct tcb *tcp, uint64_t addr,
			      uint64_t maxnode)
{
	size_t w = personalities[tcp->pers].wordsize;
	uint64_t nlongs = (maxnode + 8 * w - 2) / (8 * w);
	uint64_t i, v;

	if (!addr || !nlongs || !maxnode) {
		print_addr(addr);
		return;
	}
	if (umove_ulong(tcp, addr, &v) < 0) {
		print_addr(addr);
		return;
	}
	tputc('[');
	for (i = 0; i < nlongs; i++) {
		if (i)
			tputs(", ");
		if (i >= (uint64_t)opt.string_limit) {
			tputs("...");
			break;
		}
		if (umove_ulong(tcp, addr + i * w, &v) < 0) {
			tputs("...");
			break;
		}
		tprintf("%#0*llx", (int)(2 * w), (unsigned long long)v);
	}
	tputc(']');
}

PRINTER(print_nodemask_in)
{
	print_nodemask_at(tcp, arg_ulong(tcp, argi),
			  arg_ulong(tcp, ad->param));
	return PRINT_OK;
}

PRINTER(print_nodemask_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	if (tcp->err)
		print_addr(addr);
	else
		print_nodemask_at(tcp, addr, arg_ulong(tcp, ad->param));
	return PRINT_OK;
}

/* sched_setaffinity's mask of len (argument N) bytes: [0 3]. */
PRINTER(print_cpuset_in)
{
	uint64_t addr = arg_ulong(tcp, argi);
	uint64_t len = arg_ulong(tcp, ad->param);
	unsigned char buf[1024];

	if (!addr || len > sizeof(buf) || umoven(tcp, addr, len, buf) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	print_bit_list(buf, len);
	return PRINT_OK;
}
