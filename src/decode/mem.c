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
		print_xlat_flags(&xlat_map_flags, rest, NULL);
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
