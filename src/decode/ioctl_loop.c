/* Loop devices, <linux/loop.h>: struct loop_info (the old one, laid out
 * here), loop_info64 and loop_config (structs.list), and the requests
 * that take a number or a descriptor (ioctls.list). */
#include "decode/ioctl.h"
#include "structs_gen.h"

#include <string.h>

#define LO_NAME_SIZE 64
#define LO_KEY_SIZE 32

/* The key: as many of its bytes as its size says. */
static void loop_key(const struct pctx *c, const uint8_t *k, uint32_t size)
{
	v_str(c, k, size < LO_KEY_SIZE ? size : LO_KEY_SIZE, false);
}

static void loop_init(const struct pctx *c, uint64_t a, uint64_t b)
{
	v_array_begin(c);
	v_elem(c);
	v_hex(c, a);
	v_elem(c);
	v_hex(c, b);
	v_array_end(c);
}

/* The encryption fields are shown with -v or when a type is set. */
static bool loop_crypt_shown(const struct pctx *c, uint32_t type)
{
	return c->opt->verbose || type != 0;
}

/* struct loop_info: __kernel_old_dev_t is a long on x86_64, an int on
 * the other 64-bit ABIs, and compat_dev_t (16 bits) for a 32-bit
 * tracee on a 64-bit kernel (compat_loop_info). Fields are at their
 * natural alignment. */
struct old_info {
	int32_t number, offset, type, key_size, flags;
	uint64_t device, inode, rdevice, init[2];
	uint8_t name[LO_NAME_SIZE], key[LO_KEY_SIZE], reserved[4];
};

static size_t at(size_t *off, size_t size)
{
	size_t o = (*off + size - 1) / size * size;

	*off = o + size;
	return o;
}

static uint64_t get_n(const uint8_t *b, size_t off, size_t size)
{
	uint64_t v = 0;

	memcpy(&v, b + off, size);	/* the tracee's byte order is ours */
	return v;
}

static bool read_old_info(const struct pctx *c, uint64_t addr,
			  struct old_info *i)
{
	size_t w = c->compat ? 4 : 8;
	size_t dev = c->compat ? 2 :
		     !strcmp(c->pers->name, "x86_64") ? 8 : 4;
	size_t off = 0, o[12], size;
	uint8_t b[256];

	o[0] = at(&off, 4);		/* lo_number */
	o[1] = at(&off, dev);		/* lo_device */
	o[2] = at(&off, w);		/* lo_inode */
	o[3] = at(&off, dev);		/* lo_rdevice */
	o[4] = at(&off, 4);		/* lo_offset */
	o[5] = at(&off, 4);		/* lo_encrypt_type */
	o[6] = at(&off, 4);		/* lo_encrypt_key_size */
	o[7] = at(&off, 4);		/* lo_flags */
	o[8] = off;			/* lo_name */
	off += LO_NAME_SIZE + LO_KEY_SIZE;
	o[9] = at(&off, w);		/* lo_init[0] */
	o[10] = at(&off, w);		/* lo_init[1] */
	o[11] = off;			/* reserved */
	size = (off + 4 + w - 1) / w * w;
	if (!addr || umove(c, addr, size, b) < 0)
		return false;
	i->number = (int32_t)get_n(b, o[0], 4);
	i->device = get_n(b, o[1], dev);
	i->inode = get_n(b, o[2], w);
	i->rdevice = get_n(b, o[3], dev);
	i->offset = (int32_t)get_n(b, o[4], 4);
	i->type = (int32_t)get_n(b, o[5], 4);
	i->key_size = (int32_t)get_n(b, o[6], 4);
	i->flags = (int32_t)get_n(b, o[7], 4);
	memcpy(i->name, b + o[8], LO_NAME_SIZE);
	memcpy(i->key, b + o[8] + LO_NAME_SIZE, LO_KEY_SIZE);
	i->init[0] = get_n(b, o[9], w);
	i->init[1] = get_n(b, o[10], w);
	memcpy(i->reserved, b + o[11], 4);
	return true;
}

static void print_old_info(const struct pctx *c, const struct old_info *i)
{
	bool crypt = loop_crypt_shown(c, (uint32_t)i->type);

	v_struct_begin(c);
	f_int(c, "lo_number", i->number);
	if (c->opt->verbose) {
		v_field(c, "lo_device");
		print_devnum_value(c, i->device);
		f_uint(c, "lo_inode", i->inode);
		v_field(c, "lo_rdevice");
		print_devnum_value(c, i->rdevice);
	}
	f_hex(c, "lo_offset", (uint32_t)i->offset);
	if (crypt) {
		f_enum(c, "lo_encrypt_type", &xlat_loop_crypt,
		       (uint32_t)i->type, "LO_CRYPT_???");
		f_uint(c, "lo_encrypt_key_size", (uint32_t)i->key_size);
	}
	f_flags(c, "lo_flags", &xlat_loop_flags, (uint32_t)i->flags,
		"LO_FLAGS_???");
	v_field(c, "lo_name");
	ioctl_cstr(c, i->name, LO_NAME_SIZE);
	if (crypt) {
		v_field(c, "lo_encrypt_key");
		loop_key(c, i->key, (uint32_t)i->key_size);
	}
	if (c->opt->verbose) {
		v_field(c, "lo_init");
		loop_init(c, i->init[0], i->init[1]);
		v_field(c, "reserved");
		v_array_begin(c);
		for (int k = 0; k < 4; k++) {
			v_elem(c);
			v_hex(c, i->reserved[k]);
		}
		v_array_end(c);
	} else {
		v_more(c);
	}
	v_struct_end(c);
}

/* struct loop_info64 in b (structs.list's layout). */
static void print_info64(const struct pctx *c, const uint8_t *b)
{
	unsigned p = c->tcp->pers;
	const struct field_layout *fl = field_layouts[p];
	uint32_t type = (uint32_t)layout_get(p, LF_LOOP_INFO64_LO_ENCRYPT_TYPE,
					     b);
	uint32_t key_size = (uint32_t)layout_get(p,
				LF_LOOP_INFO64_LO_ENCRYPT_KEY_SIZE, b);
	bool crypt = loop_crypt_shown(c, type);

	v_struct_begin(c);
	if (c->opt->verbose) {
		v_field(c, "lo_device");
		print_devnum_value(c, layout_get(p, LF_LOOP_INFO64_LO_DEVICE,
						 b));
		f_uint(c, "lo_inode",
		       layout_get(p, LF_LOOP_INFO64_LO_INODE, b));
		v_field(c, "lo_rdevice");
		print_devnum_value(c, layout_get(p, LF_LOOP_INFO64_LO_RDEVICE,
						 b));
	}
	f_hex(c, "lo_offset", layout_get(p, LF_LOOP_INFO64_LO_OFFSET, b));
	if (c->opt->verbose) {
		f_uint(c, "lo_sizelimit",
		       layout_get(p, LF_LOOP_INFO64_LO_SIZELIMIT, b));
	}
	f_uint(c, "lo_number", layout_get(p, LF_LOOP_INFO64_LO_NUMBER, b));
	if (crypt) {
		f_enum(c, "lo_encrypt_type", &xlat_loop_crypt, type,
		       "LO_CRYPT_???");
		f_uint(c, "lo_encrypt_key_size", key_size);
	}
	f_flags(c, "lo_flags", &xlat_loop_flags,
		layout_get(p, LF_LOOP_INFO64_LO_FLAGS, b), "LO_FLAGS_???");
	v_field(c, "lo_file_name");
	ioctl_cstr(c, b + fl[LF_LOOP_INFO64_LO_FILE_NAME].off, LO_NAME_SIZE);
	if (crypt) {
		v_field(c, "lo_crypt_name");
		ioctl_cstr(c, b + fl[LF_LOOP_INFO64_LO_CRYPT_NAME].off,
			  LO_NAME_SIZE);
		v_field(c, "lo_encrypt_key");
		loop_key(c, b + fl[LF_LOOP_INFO64_LO_ENCRYPT_KEY].off,
			 key_size);
	}
	if (c->opt->verbose) {
		v_field(c, "lo_init");
		loop_init(c, layout_get_elem(p, LF_LOOP_INFO64_LO_INIT, b, 0),
			  layout_get_elem(p, LF_LOOP_INFO64_LO_INIT, b, 1));
	} else {
		v_more(c);
	}
	v_struct_end(c);
}

/* LOOP_SET_STATUS (0x4c02), LOOP_GET_STATUS (0x4c03) */
int ioctl_loop_status(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	struct old_info i;
	int r;

	/* SET at entry; GET at exit */
	if (!ioctl_when(c, _IOC_NR(cmd) == 0x03, &addr, &r))
		return r;
	if (!read_old_info(c, addr, &i))
		v_addr(c, addr);
	else
		print_old_info(c, &i);
	return IOCTL_DONE;
}

/* LOOP_SET_STATUS64 (0x4c04), LOOP_GET_STATUS64 (0x4c05) */
int ioctl_loop_status64(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t b[256];
	int r;

	/* SET at entry; GET at exit */
	if (!ioctl_when(c, _IOC_NR(cmd) == 0x05, &addr, &r))
		return r;
	if (!addr || umove(c, addr, struct_sizes[c->tcp->pers]
					   [LS_LOOP_INFO64], b) < 0)
		v_addr(c, addr);
	else
		print_info64(c, b);
	return IOCTL_DONE;
}

/* struct loop_config: fd, block_size, a loop_info64, 8 reserved u64s
 * (shown when one is set). */
int ioctl_loop_configure(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	unsigned p = c->tcp->pers;
	size_t isz = struct_sizes[p][LS_LOOP_INFO64];
	uint8_t b[8 + 256 + 64];
	uint64_t res[8];
	bool any = false;

	(void)cmd;
	if (c->compat)
		addr = (uint32_t)addr;
	if (!addr || umove(c, addr, 8 + isz + sizeof(res), b) < 0) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	memcpy(res, b + 8 + isz, sizeof(res));
	v_struct_begin(c);
	f_int(c, "fd", (int32_t)get_n(b, 0, 4));
	f_uint(c, "block_size", (uint32_t)get_n(b, 4, 4));
	v_field(c, "info");
	print_info64(c, b + 8);
	for (int k = 0; k < 8; k++)
		any |= res[k] != 0;
	if (any) {
		v_field(c, "__reserved");
		v_array_begin(c);
		for (int k = 0; k < 8; k++) {
			v_elem(c);
			v_hex(c, res[k]);
		}
		v_array_end(c);
	}
	v_struct_end(c);
	return IOCTL_DONE;
}
