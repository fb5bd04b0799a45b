/* ATA disks, <linux/hdreg.h>: geometry, raw commands, the nice bits. */
#include "decode/ioctl.h"
#include "structs_gen.h"

/* struct hd_geometry (syscalls/structs.list), filled by the kernel. */
int ioctl_hdio_getgeo(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	unsigned p = c->tcp->pers;
	uint8_t g[32];

	(void)cmd;
	if (!c->exiting)
		return IOCTL_LATER;
	if (c->compat)
		addr = (uint32_t)addr;
	if (c->call->err || !addr ||
	    umove(c, addr, struct_sizes[p][LS_HD_GEOMETRY], g) < 0) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	v_struct_begin(c);
	f_uint(c, "heads", layout_get(p, LF_HD_GEOMETRY_HEADS, g));
	f_uint(c, "sectors", layout_get(p, LF_HD_GEOMETRY_SECTORS, g));
	f_uint(c, "cylinders", layout_get(p, LF_HD_GEOMETRY_CYLINDERS, g));
	f_uint(c, "start", layout_get(p, LF_HD_GEOMETRY_START, g));
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
	if (!addr || umove(c, addr, sizeof(h), h) < 0)
		return ioctl_unread(c, addr);
	if (!c->exiting) {
		v_struct_begin(c);
		f_enum(c, "command", &xlat_ata_cmd, h[0], "ATA_CMD_???");
		f_uint(c, "sector_number", h[1]);
		f_uint(c, "feature", h[2]);
		f_uint(c, "sector_count", h[3]);
		v_struct_end(c);
		return IOCTL_LATER;
	}
	if (!ioctl_out_begin(c))
		return IOCTL_DONE;
	f_hex(c, "status", h[0]);
	f_uint(c, "error", h[1]);
	f_uint(c, "nsector", h[2]);
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
	if (!umove_or_addr(c, addr, sizeof(a), a))
		return IOCTL_DONE;
	v_array_begin(c);
	for (int i = 0; i < 3; i++) {
		v_elem(c);
		v_hex(c, a[i]);
	}
	v_array_end(c);
	return IOCTL_DONE;
}

/* The IDE_NICE_* bits, each shown as "1<<NAME" (strace 7.2's spelling;
 * 6.1 spaced it). */
static void nice_flags(const struct pctx *c, uint64_t v)
{
	ioctl_bitflags(c, &xlat_ide_nice, v, "1<<%s", NULL);
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
	if (c->call->err || !addr || umove_ulong(c, addr, &v) < 0) {
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
	if (c->call->err || !addr) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	v_buf_at(c, addr, _IOC_NR(cmd) == 0x07 ? 142 : 512);
	return IOCTL_DONE;
}
