/* Device mapper, <linux/dm-ioctl.h>: the struct dm_ioctl header every
 * request passes, shown at entry with the fields that request reads,
 * then with -v what follows it at data_start (target specs, a target
 * message, a string); without -v that is "...", as strace 6.1 shows it.
 * Every offset the program gave is checked against data_size. */
#include "decode/ioctl.h"

#include <string.h>

#define DM_MAJOR 4
#define DM_HEAD 305	/* offsetof(struct dm_ioctl, data) */
#define DM_SUSPEND 0x2	/* DM_SUSPEND_FLAG */

/* The request numbers (_IOC_NR) of <linux/dm-ioctl.h>. */
enum {
	DM_VERSION_NR, DM_REMOVE_ALL_NR, DM_LIST_DEVICES_NR,
	DM_DEV_CREATE_NR, DM_DEV_REMOVE_NR, DM_DEV_RENAME_NR,
	DM_DEV_SUSPEND_NR, DM_DEV_STATUS_NR, DM_DEV_WAIT_NR,
	DM_TABLE_LOAD_NR, DM_TABLE_CLEAR_NR, DM_TABLE_DEPS_NR,
	DM_TABLE_STATUS_NR, DM_LIST_VERSIONS_NR, DM_TARGET_MSG_NR,
	DM_DEV_SET_GEOMETRY_NR, DM_DEV_ARM_POLL_NR, DM_GET_TARGET_VERSION_NR,
};

#define BIT(nr) (1u << (nr))
/* Requests with data after the header (data_start says where). */
static const unsigned has_data = BIT(DM_LIST_DEVICES_NR) |
	BIT(DM_DEV_RENAME_NR) | BIT(DM_DEV_WAIT_NR) | BIT(DM_TABLE_LOAD_NR) |
	BIT(DM_TABLE_DEPS_NR) | BIT(DM_TABLE_STATUS_NR) |
	BIT(DM_LIST_VERSIONS_NR) | BIT(DM_TARGET_MSG_NR) |
	BIT(DM_DEV_SET_GEOMETRY_NR) | BIT(DM_GET_TARGET_VERSION_NR);
/* Requests that name no device. */
static const unsigned no_dev = BIT(DM_REMOVE_ALL_NR) |
	BIT(DM_LIST_DEVICES_NR) | BIT(DM_LIST_VERSIONS_NR);
/* Requests whose event_nr is an input. */
static const unsigned has_event = BIT(DM_DEV_REMOVE_NR) |
	BIT(DM_DEV_RENAME_NR) | BIT(DM_DEV_WAIT_NR);
/* Requests whose input goes on after the header. */
static const unsigned data_in = BIT(DM_DEV_RENAME_NR) |
	BIT(DM_TARGET_MSG_NR) | BIT(DM_DEV_SET_GEOMETRY_NR) |
	BIT(DM_GET_TARGET_VERSION_NR);

#define DM_SPEC 40	/* sizeof(struct dm_target_spec) */
#define DM_MSG 8	/* offsetof(struct dm_target_msg, message) */

static void dm_misplaced(const struct pctx *c, const char *what)
{
	v_elem(c);
	v_textf(c, "??? /* misplaced %s */", what);
}

/* The NUL-terminated string at off, inside data_size. */
static void dm_str(const struct pctx *c, uint64_t addr, uint64_t off,
		   uint32_t size)
{
	uint64_t room = size > off ? size - off : 0;

	if (!room) {
		v_str(c, "", 0, false);
		return;
	}
	if (room > (uint64_t)c->opt->string_limit)	/* -s cuts it */
		room = (uint64_t)c->opt->string_limit;
	v_str_at(c, addr + off, (size_t)room);
}

/* TABLE_LOAD: target_count specs, each followed by its parameter
 * string; each next offset is relative to the spec before it. */
static void dm_specs(const struct pctx *c, uint64_t addr, uint32_t start,
		     uint32_t size, uint32_t count)
{
	uint64_t off = start, end = 0;

	for (uint32_t i = 0; i < count; i++) {
		uint8_t t[DM_SPEC];
		uint64_t v;
		uint32_t next;

		/* past -s: where the next spec is (strace 7.2; 6.1
		 * showed "...") */
		if (i == (uint32_t)c->opt->string_limit) {
			v_elem(c);
			v_addr(c, addr + off);
			return;
		}
		if (off < end || off + DM_SPEC > size) {
			dm_misplaced(c, "struct dm_target_spec");
			return;
		}
		v_elem(c);
		if (umove(c, addr + off, DM_SPEC, t) < 0) {
			v_addr(c, addr + off);
			return;
		}
		v_struct_begin(c);
		memcpy(&v, t, 8);
		f_uint(c, "sector_start", v);
		memcpy(&v, t + 8, 8);
		f_uint(c, "length", v);
		v_field(c, "target_type");
		ioctl_cstr(c, t + 24, 16);
		v_field(c, "string");
		dm_str(c, addr, off + DM_SPEC, size);
		v_struct_end(c);
		next = u32_at(t, 20);
		end = off + DM_SPEC;
		off += next;
	}
}

static void dm_data(const struct pctx *c, unsigned nr, uint64_t addr,
		    const uint8_t *b)
{
	uint32_t start = u32_at(b, 16), size = u32_at(b, 12);
	uint64_t v;

	if (nr == DM_TABLE_LOAD_NR) {
		dm_specs(c, addr, start, size, u32_at(b, 20));
		return;
	}
	if (nr == DM_TARGET_MSG_NR) {
		if ((uint64_t)start + DM_MSG > size) {
			dm_misplaced(c, "struct dm_target_msg");
			return;
		}
		v_elem(c);
		if (umove(c, addr + start, 8, &v) < 0) {
			v_addr(c, addr + start);
			return;
		}
		v_struct_begin(c);
		f_uint(c, "sector", v);
		v_field(c, "message");
		dm_str(c, addr, (uint64_t)start + DM_MSG, size);
		v_struct_end(c);
		return;
	}
	/* RENAME, SET_GEOMETRY, GET_TARGET_VERSION: a string */
	if (start >= size) {
		dm_misplaced(c, "string");
		return;
	}
	v_elem(c);
	v_struct_begin(c);
	v_field(c, "string");
	dm_str(c, addr, start, size);
	v_struct_end(c);
}

/* [{header}] or [{header}, ...]: the kernel reads one dm_ioctl. */
int ioctl_dm(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t b[DM_HEAD];
	unsigned nr = _IOC_NR(cmd);
	unsigned bit = nr < 32 ? BIT(nr) : 0;
	uint32_t size, flags, targets;
	uint64_t dev;

	if (c->exiting)
		return IOCTL_DONE;
	if (c->compat)
		addr = (uint32_t)addr;
	if (!umove_or_addr(c, addr, DM_HEAD, b))
		return IOCTL_DONE;
	/* data_size 0: no header at all (strace 6.1 shows the address). */
	if (u32_at(b, 12) == 0) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	v_array_begin(c);
	v_elem(c);
	v_struct_begin(c);
	v_field(c, "version");
	ioctl_num_array(c, b, 3, true);
	if (u32_at(b, 0) != DM_MAJOR) {
		v_textf(c, " /* unsupported device mapper ABI version */");
		goto out;
	}
	size = u32_at(b, 12);
	f_uint(c, "data_size", size);
	if (size < DM_HEAD) {
		v_textf(c, " /* data_size too small */");
		goto out;
	}
	if (bit & has_data)
		f_uint(c, "data_start", u32_at(b, 16));
	memcpy(&dev, b + 40, 8);
	if (!(bit & no_dev)) {
		if (dev) {
			v_field(c, "dev");
			print_devnum_value(c, dev);
		}
		if (b[48]) {
			v_field(c, "name");
			ioctl_cstr(c, b + 48, 128);
		}
		if (b[176]) {
			v_field(c, "uuid");
			ioctl_cstr(c, b + 176, 129);
		}
	}
	flags = u32_at(b, 28);
	targets = u32_at(b, 20);
	if (nr == DM_TABLE_LOAD_NR)
		f_uint(c, "target_count", targets);
	if ((bit & has_event) ||
	    (nr == DM_DEV_SUSPEND_NR && !(flags & DM_SUSPEND))) {
		f_uint(c, "event_nr", u32_at(b, 32));
	}
	f_flags(c, "flags", &xlat_dm_flags, flags, "DM_???");
	v_struct_end(c);
	if ((bit & data_in) || (nr == DM_TABLE_LOAD_NR && targets)) {
		if (c->opt->verbose)
			dm_data(c, nr, addr, b);
		else
			v_more(c);
	}
	v_array_end(c);
	return IOCTL_DONE;
out:
	v_struct_end(c);
	v_array_end(c);
	return IOCTL_DONE;
}
