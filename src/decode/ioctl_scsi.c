/* SCSI generic, <scsi/sg.h>: SG_SCSI_RESET's argument and SG_IO's
 * structs, sg_io_hdr (v3) and sg_io_v4. (The other requests are
 * ioctls.list lines.) */
#include "decode/ioctl.h"
#include "structs_gen.h"

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
	if (!umove_or_addr(c, addr, sizeof(v), &v))
		return IOCTL_DONE;
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

#define F IOCTL_FIELD

/* A data buffer: an iovec array when count says so (at most len bytes
 * in all), else len bytes in hex. */
static void sg_data(const struct pctx *c, uint64_t addr, uint32_t count,
		    uint64_t len)
{
	if (count)
		print_iov_upto(c, addr, count, len);
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
	ioctl_fields(c, b, in1, ARRAY_SIZE(in1));
	v_field(c, "request");
	v_hexbuf_at(c, u64_at(b, 16), u32_at(b, 12));
	ioctl_fields(c, b, in2, ARRAY_SIZE(in2));
	v_field(c, "dout_xferp");
	sg_data(c, u64_at(b, 72), u32_at(b, 56), u32_at(b, 60));
	ioctl_fields(c, b, in3, ARRAY_SIZE(in3));
	v_field(c, "response");
	v_hexbuf_at(c, u64_at(b, 48), u32_at(b, 132));
	v_field(c, "din_xferp");
	sg_data(c, u64_at(b, 80), u32_at(b, 64),
		din_resid > 0 && (uint32_t)din_resid <= din_len ?
		din_len - (uint32_t)din_resid : din_len);
	ioctl_fields(c, b, out, ARRAY_SIZE(out));
	v_struct_end(c);
}

/* ---- SG_IO: struct sg_io_hdr ('S', <scsi/sg.h>) -------------------- */

#define SGF(name) LF_SG_IO_HDR_##name

static uint64_t sg3(const struct pctx *c, enum layout_field f,
		    const uint8_t *b)
{
	return layout_get(c->tcp->pers, f, b);
}

static bool sg3_read(const struct pctx *c, uint64_t addr, uint8_t *b)
{
	return umove(c, addr, struct_sizes[c->tcp->pers][LS_SG_IO_HDR],
		     b) == 0;
}

/* What the kernel reads, at entry: the data going to the device is
 * shown as it was before the call. */
static void sg_io_v3_in(const struct pctx *c, const uint8_t *b)
{
	int32_t dir = (int32_t)sg3(c, SGF(DXFER_DIRECTION), b);

	f_enum(c, "dxfer_direction", &xlat_sg_dxfer_direction,
	       (uint64_t)(int64_t)dir, "SG_DXFER_???");
	f_uint(c, "cmd_len", sg3(c, SGF(CMD_LEN), b));
	v_field(c, "cmdp");
	v_hexbuf_at(c, sg3(c, SGF(CMDP), b), sg3(c, SGF(CMD_LEN), b));
	f_uint(c, "mx_sb_len", sg3(c, SGF(MX_SB_LEN), b));
	f_uint(c, "iovec_count", sg3(c, SGF(IOVEC_COUNT), b));
	f_uint(c, "dxfer_len", sg3(c, SGF(DXFER_LEN), b));
	f_uint(c, "timeout", sg3(c, SGF(TIMEOUT), b));
	f_flags(c, "flags", &xlat_sg_io_flags, sg3(c, SGF(FLAGS), b),
		"SG_FLAG_???");
	if (dir == -2 || dir == -4) {	/* TO_DEV, TO_FROM_DEV */
		v_field(c, "dxferp");
		sg_data(c, sg3(c, SGF(DXFERP), b),
			(uint32_t)sg3(c, SGF(IOVEC_COUNT), b),
			sg3(c, SGF(DXFER_LEN), b));
	}
}

/* What the kernel returns, at exit (whatever the result): the data
 * read from the device, less the residue. Data going both ways shows
 * its exit value after " => " without the field's name again (strace
 * 7.2's form; 6.1 repeated "dxferp="). */
static void sg_io_v3_out(const struct pctx *c, const uint8_t *b)
{
	int32_t dir = (int32_t)sg3(c, SGF(DXFER_DIRECTION), b);
	int32_t resid = (int32_t)sg3(c, SGF(RESID), b);
	uint32_t len = (uint32_t)sg3(c, SGF(DXFER_LEN), b);

	if (resid > 0 && (uint32_t)resid <= len)
		len -= (uint32_t)resid;
	/* The struct opened at entry goes on: its separator by hand. */
	if (dir == -4 && len) {		/* TO_FROM_DEV: data before, after */
		v_changed(c);
		sg_data(c, sg3(c, SGF(DXFERP), b),
			(uint32_t)sg3(c, SGF(IOVEC_COUNT), b), len);
	} else if (dir == -3) {		/* FROM_DEV */
		v_textf(c, ", dxferp=");
		sg_data(c, sg3(c, SGF(DXFERP), b),
			(uint32_t)sg3(c, SGF(IOVEC_COUNT), b), len);
	}
	v_textf(c, ", ");
	f_hex(c, "status", sg3(c, SGF(STATUS), b));
	f_hex(c, "masked_status", sg3(c, SGF(MASKED_STATUS), b));
	f_hex(c, "msg_status", sg3(c, SGF(MSG_STATUS), b));
	f_uint(c, "sb_len_wr", sg3(c, SGF(SB_LEN_WR), b));
	v_field(c, "sbp");
	v_hexbuf_at(c, sg3(c, SGF(SBP), b), sg3(c, SGF(SB_LEN_WR), b));
	f_hex(c, "host_status", sg3(c, SGF(HOST_STATUS), b));
	f_hex(c, "driver_status", sg3(c, SGF(DRIVER_STATUS), b));
	f_int(c, "resid", resid);
	f_uint(c, "duration", sg3(c, SGF(DURATION), b));
	f_flags(c, "info", &xlat_sg_io_info, sg3(c, SGF(INFO), b),
		"SG_INFO_???");
}

/* Entry: the header up to what the kernel reads; exit: the rest. */
static int sg_io_v3(const struct pctx *c, uint64_t addr)
{
	uint8_t b[128];

	if (c->exiting) {
		if (sg3_read(c, addr, b))
			sg_io_v3_out(c, b);
		v_struct_end(c);
		return IOCTL_DONE;
	}
	v_struct_begin(c);
	v_field(c, "interface_id");
	v_numf(c, VK_INT, 'S', "'S'");
	if (!sg3_read(c, addr, b)) {
		v_item(c, "rest");
		v_addr(c, addr + 4);
		v_struct_end(c);
		return IOCTL_DONE;
	}
	sg_io_v3_in(c, b);
	c->tcp->dec->ret_data.ioctl.fam.sg_v3 = true;
	return IOCTL_LATER;
}

/* SG_IO: the interface is the first int ('S' sg_io_hdr, shown in two
 * parts; 'Q' sg_io_v4, at exit); any other is shown as the int. */
int ioctl_sg_io(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t b[160];
	int32_t guard;

	(void)cmd;
	if (c->compat)
		addr = (uint32_t)addr;
	if (c->exiting && c->tcp->dec->ret_data.ioctl.fam.sg_v3)
		return sg_io_v3(c, addr);
	if (!c->exiting) {
		if (addr && umove(c, addr, 4, &guard) == 0 && guard == 'S')
			return sg_io_v3(c, addr);
		return IOCTL_LATER;
	}
	if (!umove_or_addr(c, addr, 4, &guard))
		return IOCTL_DONE;
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
