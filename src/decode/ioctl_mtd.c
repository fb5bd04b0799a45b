/* Memory technology devices, <mtd/mtd-abi.h>: erase ranges, OOB
 * buffers, the device and ECC information. The structs are the same on
 * every ABI but mtd_oob_buf, whose pointer is a word. */
#include "decode/ioctl.h"

#include <string.h>

#define F IOCTL_FIELD

static const struct ioctl_field erase32[] = {	/* erase_info_user */
	F("start", 0, 4, IOF_HEX), F("length", 4, 4, IOF_HEX),
};
static const struct ioctl_field erase64[] = {	/* erase_info_user64 */
	F("start", 0, 8, IOF_HEX), F("length", 8, 8, IOF_HEX),
};
static const struct ioctl_field oob64[] = {	/* mtd_oob_buf64 */
	F("start", 0, 8, IOF_HEX), F("length", 12, 4, IOF_HEX),
	F("usr_ptr", 16, 8, IOF_HEX),
};
static const struct ioctl_field otp_info[] = {
	F("start", 0, 4, IOF_HEX), F("length", 4, 4, IOF_HEX),
	F("locked", 8, 4, IOF_UINT),
};
static const struct ioctl_field write_req[] = {	/* mtd_write_req */
	F("start", 0, 8, IOF_HEX), F("len", 8, 8, IOF_HEX),
	F("ooblen", 16, 8, IOF_HEX), F("usr_data", 24, 8, IOF_HEX),
	F("usr_oob", 32, 8, IOF_HEX),
	{ "mode", 40, 1, IOF_ENUM, &xlat_mtd_ops, "MTD_OPS_???" },
};
static const struct ioctl_field info_user[] = {	/* mtd_info_user */
	{ "type", 0, 1, IOF_ENUM, &xlat_mtd_type, "MTD_???" },
	{ "flags", 4, 4, IOF_FLAGS, &xlat_mtd_flags, "MTD_???" },
	F("size", 8, 4, IOF_HEX), F("erasesize", 12, 4, IOF_HEX),
	F("writesize", 16, 4, IOF_HEX), F("oobsize", 20, 4, IOF_HEX),
	F("padding", 24, 8, IOF_HEX),
};
static const struct ioctl_field ecc_stats[] = {	/* mtd_ecc_stats */
	F("corrected", 0, 4, IOF_HEX), F("failed", 4, 4, IOF_HEX),
	F("badblocks", 8, 4, IOF_HEX), F("bbtblocks", 12, 4, IOF_HEX),
};
static const struct ioctl_field region_info[] = {	/* region_info_user */
	F("regionindex", 12, 4, IOF_HEX), F("offset", 0, 4, IOF_HEX),
	F("erasesize", 4, 4, IOF_HEX), F("numblocks", 8, 4, IOF_HEX),
};

/* n u32s in hex, "..." past -s */
static void u32_array(const struct pctx *c, const uint8_t *b, size_t n)
{
	size_t limit = (size_t)c->opt->string_limit;

	v_array_begin(c);
	for (size_t i = 0; i < n; i++) {
		uint32_t v;

		if (i >= limit) {
			v_more(c);
			break;
		}
		memcpy(&v, b + 4 * i, 4);
		v_elem(c);
		v_hex(c, v);
	}
	v_array_end(c);
}

/* struct nand_oobinfo: useecc, eccbytes, oobfree[8][2], eccpos[32] */
static void oobinfo(const struct pctx *c, const uint8_t *b)
{
	static const struct ioctl_field head[] = {
		{ "useecc", 0, 4, IOF_ENUM, &xlat_mtd_nandecc,
		  "MTD_NANDECC_???" },
		F("eccbytes", 4, 4, IOF_HEX),
	};

	v_struct_begin(c);
	ioctl_fields(c, b, head, ARRAY_SIZE(head));
	v_field(c, "oobfree");
	v_array_begin(c);
	for (int i = 0; i < 8; i++) {
		v_elem(c);
		u32_array(c, b + 8 + 8 * i, 2);
	}
	v_array_end(c);
	v_field(c, "eccpos");
	u32_array(c, b + 72, 32);
	v_struct_end(c);
}

/* struct nand_ecclayout_user: eccbytes, eccpos[64], oobavail,
 * oobfree[8] of {offset, length} */
static void ecclayout(const struct pctx *c, const uint8_t *b)
{
	static const struct ioctl_field free_f[] = {
		F("offset", 0, 4, IOF_HEX), F("length", 4, 4, IOF_HEX),
	};
	static const struct ioctl_field head[] = {
		F("eccbytes", 0, 4, IOF_HEX),
	};
	static const struct ioctl_field avail[] = {
		F("oobavail", 260, 4, IOF_HEX),
	};

	v_struct_begin(c);
	ioctl_fields(c, b, head, ARRAY_SIZE(head));
	v_field(c, "eccpos");
	u32_array(c, b + 4, 64);
	ioctl_fields(c, b, avail, ARRAY_SIZE(avail));
	v_field(c, "oobfree");
	v_array_begin(c);
	for (int i = 0; i < 8; i++) {
		v_elem(c);
		ioctl_struct(c, b + 264 + 8 * i, free_f, ARRAY_SIZE(free_f));
	}
	v_array_end(c);
	v_struct_end(c);
}

/* The requests the kernel fills: at exit, the address on error. */
static int mtd_out(const struct pctx *c, unsigned nr, uint64_t addr)
{
	uint8_t b[336];
	size_t size = nr == 1 ? 32 : nr == 10 ? 200 : nr == 17 ? 328 : 16;

	if (!c->exiting)
		return IOCTL_LATER;
	if (c->call->err) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	if (!umove_or_addr(c, addr, size, b))
		return IOCTL_DONE;
	switch (nr) {
	case 1:		/* MEMGETINFO */
		ioctl_struct(c, b, info_user, ARRAY_SIZE(info_user));
		break;
	case 10:	/* MEMGETOOBSEL */
		oobinfo(c, b);
		break;
	case 17:	/* ECCGETLAYOUT */
		ecclayout(c, b);
		break;
	default:	/* ECCGETSTATS */
		ioctl_struct(c, b, ecc_stats, ARRAY_SIZE(ecc_stats));
		break;
	}
	return IOCTL_DONE;
}

/* MEMGETREGIONINFO: the kernel reads regionindex and fills the rest;
 * all of it is shown at exit, regionindex as it was at entry. */
static int mtd_region(const struct pctx *c, uint64_t addr)
{
	uint8_t b[16];
	uint32_t idx;

	if (!c->exiting) {
		if (!umove_or_addr(c, addr, sizeof(b), b))
			return IOCTL_DONE;
		memcpy(&idx, b + 12, 4);
		c->tcp->dec->ret_data.ioctl.fam.mtd_region = idx;
		return IOCTL_LATER;
	}
	if (!c->call->err && !umove_or_addr(c, addr, sizeof(b), b))
		return IOCTL_DONE;
	idx = c->tcp->dec->ret_data.ioctl.fam.mtd_region;
	memcpy(b + 12, &idx, 4);
	ioctl_struct(c, b, region_info,
		   c->call->err ? 1 : ARRAY_SIZE(region_info));
	return IOCTL_DONE;
}

int ioctl_mtd(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t b[48];
	unsigned nr = _IOC_NR(cmd);

	if (c->compat)
		addr = (uint32_t)addr;
	switch (nr) {
	case 1: case 10: case 17: case 18:
		return mtd_out(c, nr, addr);
	case 8:		/* MEMGETREGIONINFO */
		return mtd_region(c, addr);
	case 2: case 5: case 6: case 23:	/* MEMERASE, MEMLOCK, ... */
		if (umove_or_addr(c, addr, 8, b))
			ioctl_struct(c, b, erase32, ARRAY_SIZE(erase32));
		return IOCTL_DONE;
	case 20:	/* MEMERASE64 */
		if (umove_or_addr(c, addr, 16, b))
			ioctl_struct(c, b, erase64, ARRAY_SIZE(erase64));
		return IOCTL_DONE;
	case 3: case 4: {	/* MEMWRITEOOB, MEMREADOOB */
		size_t w = c->compat ? 4 : 8;
		struct ioctl_field f[] = {
			F("start", 0, 4, IOF_HEX), F("length", 4, 4, IOF_HEX),
			F("ptr", (unsigned short)w, (unsigned char)w,
			  IOF_ADDR),
		};

		if (umove_or_addr(c, addr, 2 * w, b))
			ioctl_struct(c, b, f, ARRAY_SIZE(f));
		return IOCTL_DONE;
	}
	case 21: case 22:	/* MEMWRITEOOB64, MEMREADOOB64 */
		if (umove_or_addr(c, addr, 24, b))
			ioctl_struct(c, b, oob64, ARRAY_SIZE(oob64));
		return IOCTL_DONE;
	case 16:	/* OTPLOCK */
		if (umove_or_addr(c, addr, 12, b))
			ioctl_struct(c, b, otp_info, ARRAY_SIZE(otp_info));
		return IOCTL_DONE;
	case 24:	/* MEMWRITE */
		if (umove_or_addr(c, addr, 48, b))
			ioctl_struct(c, b, write_req, ARRAY_SIZE(write_req));
		return IOCTL_DONE;
	}
	v_addr(c, addr);
	return IOCTL_DONE;
}
