/* SCSI generic, <scsi/sg.h>: SG_SCSI_RESET's argument. (The other
 * requests are ioctls.list lines; SG_IO's sg_io_hdr is not decoded
 * yet.) */
#include "decode/ioctl.h"

/* The kernel's flag above the kind of reset (include/scsi/sg.h, not in
 * glibc's header). */
#define SG_SCSI_RESET_NO_ESCALATE 0x100

/* [KIND] or [SG_SCSI_RESET_NO_ESCALATE|KIND]; a value with other bits
 * or an unknown kind is the number with a comment. */
int ioctl_sg_scsi_reset(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint32_t v;
	const char *kind;

	(void)cmd;
	if (c->compat)
		addr = (uint32_t)addr;
	if (!addr || umove(c, addr, sizeof(v), &v) < 0) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	kind = xlat_name(&xlat_sg_scsi_reset, v & 0xff);
	v_array_begin(c);
	v_elem(c);
	if (!kind || (v & ~(uint32_t)(0xff | SG_SCSI_RESET_NO_ESCALATE))) {
		v_enum(c, &xlat_sg_scsi_reset, v, "SG_SCSI_RESET_???");
	} else {
		v_flags_begin(c, v, NULL);
		if (v & SG_SCSI_RESET_NO_ESCALATE)
			v_flag_name(c, "SG_SCSI_RESET_NO_ESCALATE");
		v_flag_name(c, kind);
		v_flags_end(c);
	}
	v_array_end(c);
	return IOCTL_DONE;
}
