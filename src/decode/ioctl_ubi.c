/* UBI volumes, <mtd/ubi-user.h>: attach, make, rename, resize, change
 * and map requests. The structs are the same on every ABI. */
#include "decode/ioctl.h"

#include <string.h>

#define F IOCTL_FIELD
#define NAME_MAX_LEN 127	/* UBI_MAX_VOLUME_NAME */
#define MAX_RNVOL 32		/* UBI_MAX_RNVOL */

static const struct ioctl_field attach_req[] = {
	F("ubi_num", 0, 4, IOF_INT), F("mtd_num", 4, 4, IOF_INT),
	F("vid_hdr_offset", 8, 4, IOF_INT),
	F("max_beb_per1024", 12, 2, IOF_INT),
	F("disable_fm", 14, 1, IOF_INT), F("need_resv_pool", 15, 1, IOF_INT),
};
static const struct ioctl_field leb_change_req[] = {
	F("lnum", 0, 4, IOF_INT), F("bytes", 4, 4, IOF_INT),
	{ "dtype", 8, 1, IOF_ENUM, &xlat_ubi_data_types, "UBI_???" },
};
static const struct ioctl_field map_req[] = {
	F("lnum", 0, 4, IOF_INT),
	{ "dtype", 4, 1, IOF_ENUM, &xlat_ubi_data_types, "UBI_???" },
};
static const struct ioctl_field mkvol_req[] = {
	F("vol_id", 0, 4, IOF_INT), F("alignment", 4, 4, IOF_INT),
	F("bytes", 8, 8, IOF_INT),
	{ "vol_type", 16, 1, IOF_ENUM, &xlat_ubi_volume_types,
	  "UBI_???_VOLUME" },
	{ "flags", 17, 1, IOF_FLAGS, &xlat_ubi_volume_flags,
	  "UBI_VOL_???" },
	F("name_len", 18, 2, IOF_INT),
};
static const struct ioctl_field rsvol_req[] = {
	F("bytes", 0, 8, IOF_INT), F("vol_id", 8, 4, IOF_INT),
};
static const struct ioctl_field vol_prop_req[] = {
	{ "property", 0, 1, IOF_ENUM, &xlat_ubi_volume_props,
	  "UBI_VOL_PROP_???" },
	F("value", 8, 8, IOF_HEX),
};

/* A volume name of name_len bytes (clamped to the array): up to a NUL
 * before that, else "..." when the byte after it is not a NUL. */
static void vol_name(const struct pctx *c, const uint8_t *name,
		     int16_t name_len)
{
	size_t len = name_len < 0 ? 0 :
		     name_len > NAME_MAX_LEN ? NAME_MAX_LEN : (size_t)name_len;
	size_t n = strnlen((const char *)name, len);

	v_field(c, "name");
	v_str(c, name, n, n == len && name[len]);
}

/* " => [N]": the number the kernel picked (ubi_num, vol_id). */
static void ubi_result(const struct pctx *c, uint64_t addr)
{
	int32_t v;

	if (c->call->err || umove(c, addr, sizeof(v), &v) < 0)
		return;
	v_changed(c);
	v_array_begin(c);
	v_elem(c);
	v_int(c, v);
	v_array_end(c);
}

static void rnvol(const struct pctx *c, const uint8_t *b)
{
	int32_t count;

	memcpy(&count, b, 4);
	v_struct_begin(c);
	f_int(c, "count", count);
	v_field(c, "ents");
	v_array_begin(c);
	for (int32_t i = 0; i < count && i < MAX_RNVOL; i++) {
		const uint8_t *e = b + 16 + 136 * i;
		int16_t len;
		static const struct ioctl_field f[] = {
			F("vol_id", 0, 4, IOF_INT),
			F("name_len", 4, 2, IOF_INT),
		};

		memcpy(&len, e + 4, 2);
		v_elem(c);
		v_struct_begin(c);
		ioctl_fields(c, e, f, ARRAY_SIZE(f));
		vol_name(c, e + 8, len);
		v_struct_end(c);
	}
	v_array_end(c);
	v_struct_end(c);
}

int ioctl_ubi(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	static uint8_t b[16 + 136 * MAX_RNVOL];
	unsigned nr = _IOC_NR(cmd);
	bool vol = _IOC_TYPE(cmd) == 'O';	/* the volume requests */

	if (c->compat)
		addr = (uint32_t)addr;
	if (c->exiting) {	/* UBI_IOCATT, UBI_IOCMKVOL */
		ubi_result(c, addr);
		return IOCTL_DONE;
	}
	if (vol) {
		if (nr == 2 && umove_or_addr(c, addr, 12, b)) {	/* EBCH */
			v_struct_begin(c);
			ioctl_fields(c, b, leb_change_req,
				     ARRAY_SIZE(leb_change_req));
			v_struct_end(c);
		} else if (nr == 3 && umove_or_addr(c, addr, 8, b)) { /* EBMAP */
			v_struct_begin(c);
			ioctl_fields(c, b, map_req, ARRAY_SIZE(map_req));
			v_struct_end(c);
		} else if (nr == 6 && umove_or_addr(c, addr, 16, b)) { /* PROP */
			v_struct_begin(c);
			ioctl_fields(c, b, vol_prop_req,
				     ARRAY_SIZE(vol_prop_req));
			v_struct_end(c);
		}
		return IOCTL_DONE;
	}
	switch (nr) {
	case 0x40:	/* UBI_IOCATT */
		if (!umove_or_addr(c, addr, 24, b))
			return IOCTL_DONE;
		v_struct_begin(c);
		ioctl_fields(c, b, attach_req, ARRAY_SIZE(attach_req));
		v_struct_end(c);
		return IOCTL_LATER;
	case 0x00: {	/* UBI_IOCMKVOL */
		int16_t len;

		if (!umove_or_addr(c, addr, 152, b))
			return IOCTL_DONE;
		memcpy(&len, b + 18, 2);
		v_struct_begin(c);
		ioctl_fields(c, b, mkvol_req, ARRAY_SIZE(mkvol_req));
		vol_name(c, b + 24, len);
		v_struct_end(c);
		return IOCTL_LATER;
	}
	case 0x02:	/* UBI_IOCRSVOL: a packed struct of 12 bytes */
		if (umove_or_addr(c, addr, 12, b)) {
			v_struct_begin(c);
			ioctl_fields(c, b, rsvol_req, ARRAY_SIZE(rsvol_req));
			v_struct_end(c);
		}
		return IOCTL_DONE;
	case 0x03:	/* UBI_IOCRNVOL */
		if (umove_or_addr(c, addr, sizeof(b), b))
			rnvol(c, b);
		return IOCTL_DONE;
	}
	v_addr(c, addr);
	return IOCTL_DONE;
}
