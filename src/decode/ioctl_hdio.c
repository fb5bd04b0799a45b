/* ATA disks, <linux/hdreg.h>: geometry, raw commands, the nice bits. */
#include "decode/ioctl.h"

#include <string.h>

/* struct hd_geometry, filled by the kernel. */
int ioctl_hdio_getgeo(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t g[16];
	uint16_t cyl;
	uint64_t start = 0;
	size_t w = abi_word(c);

	(void)cmd;
	if (!c->exiting)
		return IOCTL_LATER;
	if (c->compat)
		addr = (uint32_t)addr;
	/* heads, sectors (u8), cylinders (u16), then a long */
	if (c->tcp->err || !addr || umove(c, addr, w == 8 ? 16 : 8, g) < 0) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	memcpy(&cyl, g + 2, 2);
	memcpy(&start, g + w, w);
	v_struct_begin(c);
	v_field(c, "heads");
	v_uint(c, g[0]);
	v_field(c, "sectors");
	v_uint(c, g[1]);
	v_field(c, "cylinders");
	v_uint(c, cyl);
	v_field(c, "start");
	v_uint(c, start);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* struct hd_drive_cmd_hdr, then sector_count * 512 bytes of data the
 * kernel returns: the command at entry, the status at exit. */
int ioctl_hdio_drive_cmd(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t h[4];

	(void)cmd;
	if (c->compat)
		addr = (uint32_t)addr;
	if (!addr || umove(c, addr, sizeof(h), h) < 0) {
		if (!c->exiting)
			v_addr(c, addr);
		return IOCTL_DONE;
	}
	if (!c->exiting) {
		v_struct_begin(c);
		v_field(c, "command");
		v_enum(c, &xlat_ata_cmd, h[0], "ATA_CMD_???");
		v_field(c, "sector_number");
		v_uint(c, h[1]);
		v_field(c, "feature");
		v_uint(c, h[2]);
		v_field(c, "sector_count");
		v_uint(c, h[3]);
		v_struct_end(c);
		return IOCTL_LATER;
	}
	if (c->tcp->err)
		return IOCTL_DONE;
	v_changed(c);
	v_struct_begin(c);
	v_field(c, "status");
	v_hex(c, h[0]);
	v_field(c, "error");
	v_uint(c, h[1]);
	v_field(c, "nsector");
	v_uint(c, h[2]);
	if (h[3]) {
		v_field(c, "buf");
		v_hexbuf_at(c, addr + 4, (uint64_t)h[3] * 512);
	}
	v_struct_end(c);
	return IOCTL_DONE;
}

/* HDIO_DRIVE_RESET, HDIO_SCAN_HWIF: three ints the kernel reads. */
int ioctl_hdio_args3(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint32_t a[3];

	(void)cmd;
	if (c->compat)
		addr = (uint32_t)addr;
	if (!addr || umove(c, addr, sizeof(a), a) < 0) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	v_array_begin(c);
	for (int i = 0; i < 3; i++) {
		v_elem(c);
		v_hex(c, a[i]);
	}
	v_array_end(c);
	return IOCTL_DONE;
}

/* The IDE_NICE_* bits, each shown as "1 << NAME". */
static void nice_flags(const struct pctx *c, uint64_t v)
{
	const struct xlat *x = &xlat_ide_nice;
	uint64_t rest = v;

	v_flags_begin(c, v, NULL);
	for (unsigned i = 0; i < x->n; i++) {
		uint64_t bit = 1ull << x->e[i].val;

		if (v & bit) {
			v_flag_text(c, "1 << %s", x->e[i].name);
			rest &= ~bit;
		}
	}
	if (rest || !v)
		v_flag_bits(c, rest);
	v_flags_end(c);
}

int ioctl_hdio_set_nice(const struct pctx *c, unsigned cmd, uint64_t v)
{
	(void)cmd;
	nice_flags(c, c->compat ? (uint32_t)v : v);
	return IOCTL_DONE;
}

/* HDIO_GET_NICE, HDIO_GET_BUSSTATE: a long the kernel writes. */
int ioctl_hdio_get_long(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint64_t v;

	if (!c->exiting)
		return IOCTL_LATER;
	if (c->compat)
		addr = (uint32_t)addr;
	if (c->tcp->err || !addr || umove_ulong(c, addr, &v) < 0) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	v_array_begin(c);
	v_elem(c);
	if (_IOC_NR(cmd) == 0x0c)	/* HDIO_GET_NICE */
		nice_flags(c, v);
	else
		v_enum(c, &xlat_hdio_busstate, v, "BUSSTATE_???");
	v_array_end(c);
	return IOCTL_DONE;
}

int ioctl_hdio_set_busstate(const struct pctx *c, unsigned cmd, uint64_t v)
{
	(void)cmd;
	v_enum(c, &xlat_hdio_busstate, c->compat ? (uint32_t)v : v,
	       "BUSSTATE_???");
	return IOCTL_DONE;
}

/* HDIO_GET_IDENTITY: 512 bytes (142 for the obsolete request). */
int ioctl_hdio_identity(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	if (!c->exiting)
		return IOCTL_LATER;
	if (c->compat)
		addr = (uint32_t)addr;
	if (c->tcp->err || !addr) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	v_buf_at(c, addr, _IOC_NR(cmd) == 0x07 ? 142 : 512);
	return IOCTL_DONE;
}
