/* cachestat (Linux 6.5): the page cache state of a file range. Both
 * structs are of u64 fields, the same on every ABI. */
#include "printers.h"
#include "decode/ioctl.h"

#define F IOCTL_FIELD

static const struct ioctl_field cachestat_range[] = {
	F("off", 0, 8, IOF_HEX), F("len", 8, 8, IOF_UINT),
};
static const struct ioctl_field cachestat[] = {
	F("nr_cache", 0, 8, IOF_UINT), F("nr_dirty", 8, 8, IOF_UINT),
	F("nr_writeback", 16, 8, IOF_UINT), F("nr_evicted", 24, 8, IOF_UINT),
	F("nr_recently_evicted", 32, 8, IOF_UINT),
};

static int print_u64_struct(const struct pctx *c, uint64_t addr,
			    const struct ioctl_field *f, size_t n,
			    size_t size)
{
	uint64_t b[5];

	if (!addr || size > sizeof(b) || umove(c, addr, size, b) < 0)
		return v_addr(c, addr);
	v_struct_begin(c);
	ioctl_fields(c, b, f, n);
	v_struct_end(c);
	return PRINT_OK;
}

int print_cachestat_range(const struct pctx *c, uint64_t addr)
{
	return print_u64_struct(c, addr, cachestat_range,
				ARRAY_SIZE(cachestat_range), 16);
}

int print_cachestat(const struct pctx *c, uint64_t addr)
{
	return print_u64_struct(c, addr, cachestat, ARRAY_SIZE(cachestat),
				40);
}
