/* SCSI generic, <scsi/sg.h>: SG_SCSI_RESET's argument and SG_IO's
 * struct sg_io_v4. (The other requests are ioctls.list lines. The v3
 * struct sg_io_hdr is not decoded yet: its SG_DXFER_TO_FROM_DEV buffer
 * must be shown as it was at entry and as the kernel left it, which
 * needs the entry's bytes kept until exit.) */
#include "decode/ioctl.h"

#include <string.h>

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

/* ---- SG_IO: struct sg_io_v4 ('Q', <linux/bsg.h>) -------------------- */

#define N(a) (sizeof(a) / sizeof(*(a)))
#define F(name, off, size, fmt) { name, off, size, fmt, NULL, NULL }

static uint32_t u32_at(const uint8_t *b, size_t off)
{
	uint32_t v;

	memcpy(&v, b + off, 4);
	return v;
}

static uint64_t u64_at(const uint8_t *b, size_t off)
{
	uint64_t v;

	memcpy(&v, b + off, 8);
	return v;
}

/* A data buffer: an iovec array when count says so (at most len bytes
 * in all), else len bytes in hex. */
static void sg_data(const struct pctx *c, uint64_t addr, uint32_t count,
		    uint64_t len)
{
	if (count)
		print_iov_at(c, addr, count, true, len);
	else
		v_hexbuf_at(c, addr, len);
}

/* What the call passes, then what the kernel returns: strace 6.1 shows
 * both parts whatever the result, so it is all shown at exit. */
static void sg_io_v4(const struct pctx *c, const uint8_t *b)
{
	static const struct ioctl_field in1[] = {
		{ "protocol", 4, 4, IOF_ENUM, &xlat_bsg_protocol,
		  "BSG_PROTOCOL_???" },
		{ "subprotocol", 8, 4, IOF_ENUM, &xlat_bsg_subprotocol,
		  "BSG_SUB_PROTOCOL_???" },
		F("request_len", 12, 4, IOF_UINT),
	};
	static const struct ioctl_field in2[] = {
		F("request_tag", 24, 8, IOF_HEX),
		F("request_attr", 32, 4, IOF_UINT),
		F("request_priority", 36, 4, IOF_UINT),
		F("request_extra", 40, 4, IOF_UINT),
		F("max_response_len", 44, 4, IOF_UINT),
		F("dout_iovec_count", 56, 4, IOF_UINT),
		F("dout_xfer_len", 60, 4, IOF_UINT),
		F("din_iovec_count", 64, 4, IOF_UINT),
		F("din_xfer_len", 68, 4, IOF_UINT),
	};
	static const struct ioctl_field in3[] = {
		F("timeout", 88, 4, IOF_UINT),
		{ "flags", 92, 4, IOF_FLAGS, &xlat_bsg_flags, "BSG_FLAG_???" },
		F("usr_ptr", 96, 8, IOF_HEX),
		F("response_len", 132, 4, IOF_UINT),
	};
	static const struct ioctl_field out[] = {
		F("driver_status", 108, 4, IOF_HEX),
		F("transport_status", 112, 4, IOF_HEX),
		F("device_status", 116, 4, IOF_HEX),
		F("retry_delay", 120, 4, IOF_UINT),
		{ "info", 124, 4, IOF_FLAGS, &xlat_sg_io_info, "SG_INFO_???" },
		F("duration", 128, 4, IOF_UINT),
		F("response_len", 132, 4, IOF_UINT),
		F("din_resid", 136, 4, IOF_INT),
		F("dout_resid", 140, 4, IOF_INT),
		F("generated_tag", 144, 8, IOF_HEX),
	};
	int32_t din_resid = (int32_t)u32_at(b, 136);
	uint32_t din_len = u32_at(b, 68);

	v_struct_begin(c);
	v_field(c, "guard");
	v_numf(c, VK_INT, 'Q', "'Q'");
	ioctl_fields(c, b, in1, N(in1));
	v_field(c, "request");
	v_hexbuf_at(c, u64_at(b, 16), u32_at(b, 12));
	ioctl_fields(c, b, in2, N(in2));
	v_field(c, "dout_xferp");
	sg_data(c, u64_at(b, 72), u32_at(b, 56), u32_at(b, 60));
	ioctl_fields(c, b, in3, N(in3));
	v_field(c, "response");
	v_hexbuf_at(c, u64_at(b, 48), u32_at(b, 132));
	v_field(c, "din_xferp");
	sg_data(c, u64_at(b, 80), u32_at(b, 64),
		din_resid > 0 && (uint32_t)din_resid <= din_len ?
		din_len - (uint32_t)din_resid : din_len);
	ioctl_fields(c, b, out, N(out));
	v_struct_end(c);
}

/* SG_IO: the interface is the first int ('S' sg_io_hdr, 'Q' sg_io_v4);
 * any other is shown as the int. */
int ioctl_sg_io(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t b[160];
	int32_t guard;

	(void)cmd;
	if (c->compat)
		addr = (uint32_t)addr;
	if (!c->exiting)
		return IOCTL_LATER;
	if (!addr || umove(c, addr, 4, &guard) < 0) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	if (guard != 'Q') {
		v_array_begin(c);
		v_elem(c);
		v_uint(c, (uint32_t)guard);
		v_array_end(c);
		return IOCTL_DONE;
	}
	if (umove(c, addr, sizeof(b), b) < 0) {
		v_struct_begin(c);
		v_field(c, "guard");
		v_numf(c, VK_INT, 'Q', "'Q'");
		v_item(c, "rest");
		v_addr(c, addr + 4);
		v_struct_end(c);
		return IOCTL_DONE;
	}
	sg_io_v4(c, b);
	return IOCTL_DONE;
}
