/* btrfs, <linux/btrfs.h>: the requests whose argument is a small struct
 * the kernel reads, shown at entry. The structs have the same layout on
 * every ABI (u64s and chars only). */
#include "decode/ioctl.h"
#include "printers.h"

#include <stdio.h>
#include <string.h>

#define F IOCTL_FIELD
#define VOL_NAME 4088	/* BTRFS_PATH_NAME_MAX + 1 */

/* The request numbers (_IOC_NR) this file decodes. */
enum {
	SNAP_CREATE_NR = 1, RESIZE_NR = 3, SCAN_DEV_NR = 4,
	FORGET_DEV_NR = 5, ADD_DEV_NR = 10, RM_DEV_NR = 11,
	CLONE_RANGE_NR = 13, SUBVOL_CREATE_NR = 14, SNAP_DESTROY_NR = 15,
	SET_RECEIVED_NR = 37, SEND_NR = 38, SNAP_CREATE_V2_NR = 23,
	SUBVOL_CREATE_V2_NR = 24, BALANCE_V2_NR = 32, FEATURES_NR = 57,
	DEFRAG_RANGE_NR = 16, TREE_SEARCH_NR = 17, INO_LOOKUP_NR = 18,
	SPACE_INFO_NR = 20, SUBVOL_SETFLAGS_NR = 26, SCRUB_NR = 27,
	SCRUB_PROGRESS_NR = 29, DEV_INFO_NR = 30, INO_PATHS_NR = 35,
	LOGICAL_INO_NR = 36, QUOTA_CTL_NR = 40, QGROUP_ASSIGN_NR = 41,
	QGROUP_CREATE_NR = 42, QUOTA_RESCAN_NR = 44, GET_DEV_STATS_NR = 52,
	DEV_REPLACE_NR = 53, DEDUPE_NR = 54, LOGICAL_INO_V2_NR = 59,
};

/* struct file_clone_range (FICLONERANGE, BTRFS_IOC_CLONE_RANGE) */
static const struct ioctl_field clone_range[] = {
	F("src_fd", 0, 8, IOF_INT), F("src_offset", 8, 8, IOF_UINT),
	F("src_length", 16, 8, IOF_UINT), F("dest_offset", 24, 8, IOF_UINT),
};
/* struct btrfs_ioctl_space_args: what the kernel reads of it */
static const struct ioctl_field space_info[] = {
	F("space_slots", 0, 8, IOF_UINT),
};
/* struct btrfs_ioctl_defrag_range_args */
static const struct ioctl_field defrag_range[] = {
	F("start", 0, 8, IOF_UINT), F("len", 8, 8, IOF_UMAX),
	{ "flags", 16, 8, IOF_FLAGS, &xlat_btrfs_defrag_flags,
	  "BTRFS_DEFRAG_RANGE_???" },
	F("extent_thresh", 24, 4, IOF_UINT),
	{ "compress_type", 28, 4, IOF_ENUM, &xlat_btrfs_compress_types,
	  "BTRFS_COMPRESS_???" },
};
/* struct btrfs_ioctl_scrub_args: what the kernel reads of it; the
 * progress it fills is not shown */
static const struct ioctl_field scrub[] = {
	F("devid", 0, 8, IOF_DEV), F("start", 8, 8, IOF_UINT),
	F("end", 16, 8, IOF_UMAX),
	{ "flags", 24, 8, IOF_FLAGS, &xlat_btrfs_scrub_flags,
	  "BTRFS_SCRUB_???" },
};
static const struct ioctl_field scrub_progress[] = {
	F("devid", 0, 8, IOF_DEV),
};
/* struct btrfs_ioctl_ino_path_args (reserved[4] between) */
static const struct ioctl_field ino_paths[] = {
	F("inum", 0, 8, IOF_UINT), F("size", 8, 8, IOF_UINT),
	F("fspath", 48, 8, IOF_ADDR),
};
/* struct btrfs_ioctl_get_dev_stats: what the kernel reads of it */
static const struct ioctl_field dev_stats[] = {
	F("devid", 0, 8, IOF_DEV), F("nr_items", 8, 8, IOF_UINT),
	{ "flags", 16, 8, IOF_FLAGS, &xlat_btrfs_dev_stats_flags,
	  "BTRFS_DEV_STATS_???" },
};
/* struct btrfs_ioctl_ino_lookup_args: what the kernel reads of it */
static const struct ioctl_field ino_lookup[] = {
	{ "treeid", 0, 8, IOF_UMAX, &xlat_btrfs_objectids, NULL },
	{ "objectid", 8, 8, IOF_UMAX, &xlat_btrfs_objectids, NULL },
};
/* struct btrfs_ioctl_search_key, after min/max_objectid */
#define SEARCH_KEY 104	/* sizeof(struct btrfs_ioctl_search_key) */
#define FIRST_FREE 256ULL	/* BTRFS_FIRST_FREE_OBJECTID */
#define LAST_FREE (-256ULL)	/* BTRFS_LAST_FREE_OBJECTID */
static const struct ioctl_field search_tree[] = {
	{ "tree_id", 0, 8, IOF_UMAX, &xlat_btrfs_objectids, NULL },
};
static const struct ioctl_field search_min[] = {
	{ "min_objectid", 8, 8, IOF_UMAX, &xlat_btrfs_objectids, NULL },
};
static const struct ioctl_field search_max[] = {
	{ "max_objectid", 16, 8, IOF_UMAX, &xlat_btrfs_objectids, NULL },
};
static const struct ioctl_field search_rest[] = {
	F("min_offset", 24, 8, IOF_UMAX), F("max_offset", 32, 8, IOF_UMAX),
	F("min_transid", 40, 8, IOF_UMAX), F("max_transid", 48, 8, IOF_UMAX),
	{ "min_type", 56, 4, IOF_UMAX, &xlat_btrfs_key_types, NULL },
	{ "max_type", 60, 4, IOF_UMAX, &xlat_btrfs_key_types, NULL },
	F("nr_items", 64, 4, IOF_UINT),
};
static const struct ioctl_field quota_ctl[] = {
	{ "cmd", 0, 8, IOF_ENUM, &xlat_btrfs_qgroup_ctl_cmds,
	  "BTRFS_QUOTA_CTL_???" },
};
static const struct ioctl_field qgroup_assign[] = {
	F("assign", 0, 8, IOF_UINT), F("src", 8, 8, IOF_UINT),
	F("dst", 16, 8, IOF_UINT),
};
static const struct ioctl_field qgroup_create[] = {
	F("create", 0, 8, IOF_UINT), F("qgroupid", 8, 8, IOF_UINT),
};
static const struct ioctl_field quota_rescan[] = {
	F("flags", 0, 8, IOF_UINT),
};

/* struct btrfs_ioctl_vol_args: a descriptor and a name. */
static void vol_args(const struct pctx *c, uint64_t addr)
{
	static char b[8 + VOL_NAME];
	int64_t fd;

	if (!umove_or_addr(c, addr, sizeof(b), b))
		return;
	memcpy(&fd, b, 8);
	v_struct_begin(c);
	f_int(c, "fd", fd);
	v_field(c, "name");
	ioctl_cstr(c, b + 8, VOL_NAME);
	v_struct_end(c);
}

/* struct btrfs_ioctl_dev_info_args: a device by its id and UUID */
static void dev_info(const struct pctx *c, uint64_t addr)
{
	static const struct ioctl_field devid[] = {
		F("devid", 0, 8, IOF_DEV),
	};
	uint8_t b[24];

	if (!umove_or_addr(c, addr, sizeof(b), b))
		return;
	v_struct_begin(c);
	ioctl_fields(c, b, devid, 1);
	v_field(c, "uuid");
	ioctl_uuid(c, b + 8);
	v_struct_end(c);
}

static void subvol_flags(const struct pctx *c, uint64_t addr)
{
	uint64_t v;

	if (umove(c, addr, sizeof(v), &v) < 0)
		v_addr(c, addr);
	else
		v_flags(c, &xlat_btrfs_subvol_flags, v, "BTRFS_SUBVOL_???");
}

/* BTRFS_IOC_SUBVOL_GETFLAGS: the flags the kernel wrote, at exit. */
int ioctl_btrfs_getflags(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	int rc;

	(void)cmd;
	if (ioctl_when(c, true, &addr, &rc))
		subvol_flags(c, addr);
	return rc;
}

/* BTRFS_IOC_TREE_SEARCH and _V2: the key the kernel reads (without -v
 * the objectid bounds are left out when they are the defaults, as
 * strace shows them), then the size of V2's buffer. The items the
 * kernel finds are not shown. */
static void tree_search(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	bool v2 = _IOC_SIZE(cmd) == SEARCH_KEY + 8;	/* both are 0x11 */
	uint8_t b[SEARCH_KEY + 8];
	uint64_t min, max, size;

	if (umove(c, addr, v2 ? sizeof(b) : SEARCH_KEY, b) < 0) {
		v_addr(c, addr);
		return;
	}
	memcpy(&min, b + 8, 8);
	memcpy(&max, b + 16, 8);
	v_struct_begin(c);
	v_field(c, "key");
	v_struct_begin(c);
	ioctl_fields(c, b, search_tree, 1);
	if (c->opt->verbose || min != FIRST_FREE)
		ioctl_fields(c, b, search_min, 1);
	if (c->opt->verbose || max != LAST_FREE)
		ioctl_fields(c, b, search_max, 1);
	ioctl_fields(c, b, search_rest, ARRAY_SIZE(search_rest));
	v_struct_end(c);
	if (v2) {
		memcpy(&size, b + SEARCH_KEY, 8);
		f_uint(c, "buf_size", size);
	}
	v_struct_end(c);
}

/* struct btrfs_ioctl_logical_ino_args: reserved[3] only when one of
 * them is set, as strace shows it */
static void logical_ino(const struct pctx *c, uint64_t addr)
{
	static const struct ioctl_field head[] = {
		F("logical", 0, 8, IOF_UINT), F("size", 8, 8, IOF_UINT),
	};
	static const struct ioctl_field tail[] = {
		{ "flags", 40, 8, IOF_FLAGS, &xlat_btrfs_logical_ino_flags,
		  "BTRFS_LOGICAL_INO_ARGS_???" },
		F("inodes", 48, 8, IOF_ADDR),
	};
	uint64_t b[7];

	if (!umove_or_addr(c, addr, sizeof(b), b))
		return;
	v_struct_begin(c);
	ioctl_fields(c, b, head, ARRAY_SIZE(head));
	if (b[2] || b[3] || b[4]) {
		v_field(c, "reserved");
		v_array_begin(c);
		for (int i = 2; i < 5; i++) {
			v_elem(c);
			v_hex(c, b[i]);
		}
		v_array_end(c);
	}
	ioctl_fields(c, b, tail, ARRAY_SIZE(tail));
	v_struct_end(c);
}

/* struct btrfs_ioctl_dev_replace_args: the command, and for START the
 * devices (the names are char arrays of BTRFS_DEVICE_PATH_NAME_MAX + 1) */
#define DEV_NAME 1025
static void dev_replace(const struct pctx *c, uint64_t addr)
{
	static const struct ioctl_field cmd[] = {
		{ "cmd", 0, 8, IOF_ENUM, &xlat_btrfs_dev_replace_cmds,
		  "BTRFS_IOCTL_DEV_REPLACE_CMD_???" },
	};
	static const struct ioctl_field start[] = {
		F("srcdevid", 16, 8, IOF_DEV),
		{ "cont_reading_from_srcdev_mode", 24, 8, IOF_ENUM,
		  &xlat_btrfs_cont_reading_modes,
		  "BTRFS_IOCTL_DEV_REPLACE_CONT_READING_FROM_SRCDEV_MODE_???" },
	};
	static char b[32 + 2 * DEV_NAME];
	uint64_t cmdv;

	if (!umove_or_addr(c, addr, 8, b))
		return;
	memcpy(&cmdv, b, 8);
	if (cmdv == 0 && umove(c, addr, sizeof(b), b) < 0) {
		v_addr(c, addr);
		return;
	}
	v_struct_begin(c);
	ioctl_fields(c, b, cmd, 1);
	if (cmdv == 0) {	/* BTRFS_IOCTL_DEV_REPLACE_CMD_START */
		v_field(c, "start");
		v_struct_begin(c);
		ioctl_fields(c, b, start, ARRAY_SIZE(start));
		v_field(c, "srcdev_name");
		ioctl_cstr(c, b + 32, DEV_NAME);
		v_field(c, "tgtdev_name");
		ioctl_cstr(c, b + 32 + DEV_NAME, DEV_NAME);
		v_struct_end(c);
	}
	v_struct_end(c);
}

/* struct file_dedupe_range and its dest_count struct
 * file_dedupe_range_info; without -v two of them, as strace shows it */
static void dedupe(const struct pctx *c, uint64_t addr)
{
	static const struct ioctl_field head[] = {
		F("src_offset", 0, 8, IOF_UINT), F("src_length", 8, 8, IOF_UINT),
		F("dest_count", 16, 2, IOF_UINT),
	};
	static const struct ioctl_field info[] = {
		F("dest_fd", 0, 8, IOF_INT), F("dest_offset", 8, 8, IOF_UINT),
	};
	uint8_t b[24], e[32];
	uint16_t count;

	if (!umove_or_addr(c, addr, sizeof(b), b))
		return;
	memcpy(&count, b + 16, 2);
	v_struct_begin(c);
	ioctl_fields(c, b, head, ARRAY_SIZE(head));
	v_field(c, "info");
	v_array_begin(c);
	for (unsigned i = 0; i < count; i++) {
		if (i >= 2 && !c->opt->verbose) {
			v_more(c);
			break;
		}
		if (ioctl_array_cut(c, i))
			break;
		v_elem(c);
		if (umove(c, addr + 24 + 32 * i, sizeof(e), e) < 0) {
			v_addr(c, addr + 24 + 32 * i);
			break;
		}
		v_struct_begin(c);
		ioctl_fields(c, e, info, ARRAY_SIZE(info));
		v_struct_end(c);
	}
	v_array_end(c);
	v_struct_end(c);
}

/* struct btrfs_ioctl_received_subvol_args: what the kernel reads of it.
 * The i386 struct (192 bytes, the request says which) packs struct
 * btrfs_ioctl_timespec in 12 bytes, which moves flags. */
static void set_received(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t b[72];
	size_t flags_off = _IOC_SIZE(cmd) == 192 ? 56 : 64;
	uint64_t stransid, sec, flags;
	uint32_t nsec;

	if (umove(c, addr, flags_off + 8, b) < 0) {
		v_addr(c, addr);
		return;
	}
	memcpy(&stransid, b + 16, 8);
	memcpy(&sec, b + 32, 8);
	memcpy(&nsec, b + 40, 4);
	memcpy(&flags, b + flags_off, 8);
	v_struct_begin(c);
	v_field(c, "uuid");
	ioctl_uuid(c, b);
	f_uint(c, "stransid", stransid);
	v_field(c, "stime");
	v_struct_begin(c);
	f_int(c, "sec", (int64_t)sec);
	f_uint(c, "nsec", nsec);
	v_struct_end(c);
	print_date_comment(c, (int64_t)sec, nsec, 9, false);
	f_hex(c, "flags", flags);
	v_struct_end(c);
}

/* struct btrfs_ioctl_send_args (the clone source ids with -v); on i386 (68 bytes, the request says
 * which) clone_sources is a 4-byte pointer */
static void send_args(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	bool narrow = _IOC_SIZE(cmd) == 68;
	size_t after = narrow ? 20 : 24;	/* parent_root */
	uint8_t b[40];
	int64_t fd;
	uint64_t count, src = 0, parent, flags, id;

	if (umove(c, addr, after + 16, b) < 0) {
		v_addr(c, addr);
		return;
	}
	memcpy(&fd, b, 8);
	memcpy(&count, b + 8, 8);
	memcpy(&src, b + 16, narrow ? 4 : 8);
	memcpy(&parent, b + after, 8);
	memcpy(&flags, b + after + 8, 8);
	v_struct_begin(c);
	v_field(c, "send_fd");
	v_fd(c, (int)fd);
	f_uint(c, "clone_sources_count", count);
	v_field(c, "clone_sources");
	/* the ids only with -v, as strace shows them */
	if (!src || !c->opt->verbose ||
	    (count && umove(c, src, 8, &id) < 0)) {
		v_addr(c, src);
	} else {
		v_array_begin(c);
		for (uint64_t i = 0; i < count; i++) {
			if (ioctl_array_cut(c, (unsigned)i))
				break;
			v_elem(c);
			if (umove(c, src + 8 * i, 8, &id) < 0) {
				v_addr(c, src + 8 * i);
				break;
			}
			if (xlat_name(&xlat_btrfs_objectids, id))
				v_namef(c, VS_UDEC, id, "%s",
					xlat_name(&xlat_btrfs_objectids, id));
			else
				v_uint(c, id);
		}
		v_array_end(c);
	}
	f_uint(c, "parent_root", parent);
	f_flags(c, "flags", &xlat_btrfs_send_flags, flags,
		"BTRFS_SEND_FLAG_???");
	v_struct_end(c);
}

/* struct btrfs_qgroup_inherit: the head, then with -v the qgroup ids
 * that fill the rest of size bytes; NULL or unreadable, its address */
#define INHERIT_HEAD 72
static void qgroup_inherit(const struct pctx *c, uint64_t addr,
			   uint64_t size)
{
	static const struct ioctl_field head[] = {
		{ "flags", 0, 8, IOF_FLAGS, &xlat_btrfs_qgroup_inherit_flags,
		  "BTRFS_QGROUP_INHERIT_???" },
		F("num_qgroups", 8, 8, IOF_UINT),
		F("num_ref_copies", 16, 8, IOF_UINT),
		F("num_excl_copies", 24, 8, IOF_UINT),
	};
	static const struct ioctl_field lim[] = {
		{ "flags", 32, 8, IOF_FLAGS, &xlat_btrfs_qgroup_limit_flags,
		  "BTRFS_QGROUP_LIMIT_???" },
		F("max_rfer", 40, 8, IOF_UINT), F("max_excl", 48, 8, IOF_UINT),
		F("rsv_rfer", 56, 8, IOF_UINT), F("rsv_excl", 64, 8, IOF_UINT),
	};
	uint8_t b[INHERIT_HEAD];
	uint64_t n, id;

	if (!addr || size < INHERIT_HEAD || umove(c, addr, sizeof(b), b) < 0) {
		v_addr(c, addr);
		return;
	}
	memcpy(&n, b + 8, 8);
	v_struct_begin(c);
	ioctl_fields(c, b, head, ARRAY_SIZE(head));
	v_field(c, "lim");
	v_struct_begin(c);
	ioctl_fields(c, b, lim, ARRAY_SIZE(lim));
	v_struct_end(c);
	if (ioctl_struct_cut(c))
		return;
	v_field(c, "qgroups");
	v_array_begin(c);
	/* as many ids as num_qgroups says, within size */
	for (uint64_t i = 0; i < n && INHERIT_HEAD + 8 * (i + 1) <= size;
	     i++) {
		if (ioctl_array_cut(c, (unsigned)i))
			break;
		v_elem(c);
		if (umove(c, addr + INHERIT_HEAD + 8 * i, 8, &id) < 0) {
			v_addr(c, addr + INHERIT_HEAD + 8 * i);
			break;
		}
		v_uint(c, id);
	}
	v_array_end(c);
	v_struct_end(c);
}

/* struct btrfs_ioctl_vol_args_v2 of SNAP_CREATE_V2 / SUBVOL_CREATE_V2;
 * the qgroup_inherit pointer is 4 bytes on i386 */
#define V2_NAME 4040	/* BTRFS_SUBVOL_NAME_MAX + 1 */
static void vol_args_v2(const struct pctx *c, uint64_t addr)
{
	static char b[56 + V2_NAME];
	int64_t fd;
	uint64_t flags, size, inherit = 0;

	if (!umove_or_addr(c, addr, sizeof(b), b))
		return;
	memcpy(&fd, b, 8);
	memcpy(&flags, b + 16, 8);
	memcpy(&size, b + 24, 8);
	memcpy(&inherit, b + 32, c->compat ? 4 : 8);
	v_struct_begin(c);
	v_field(c, "fd");
	v_fd(c, (int)fd);
	f_flags(c, "flags", &xlat_btrfs_subvol_flags, flags,
		"BTRFS_SUBVOL_???");
	f_uint(c, "size", size);
	v_field(c, "qgroup_inherit");
	qgroup_inherit(c, inherit, size);
	v_field(c, "name");
	ioctl_cstr(c, b + 56, V2_NAME);
	v_struct_end(c);
}

/* struct btrfs_ioctl_balance_args: the flags and the three struct
 * btrfs_balance_args the kernel reads */
static void balance_v2(const struct pctx *c, uint64_t addr)
{
	static const struct ioctl_field flags[] = {
		{ "flags", 0, 8, IOF_FLAGS, &xlat_btrfs_balance_flags,
		  "BTRFS_BALANCE_???" },
	};
	static const struct ioctl_field args[] = {
		{ "profiles", 0, 8, IOF_FLAGS, &xlat_btrfs_block_group_flags,
		  "BTRFS_BLOCK_GROUP_???" },
		F("usage", 8, 8, IOF_UMAX), F("devid", 16, 8, IOF_DEV),
		F("pstart", 24, 8, IOF_UMAX), F("pend", 32, 8, IOF_UMAX),
		F("vstart", 40, 8, IOF_UMAX), F("vend", 48, 8, IOF_UMAX),
		F("target", 56, 8, IOF_UMAX),
		{ "flags", 64, 8, IOF_FLAGS, &xlat_btrfs_balance_args_flags,
		  "BTRFS_BALANCE_ARGS_???" },
	};
	static const char *const name[] = { "data", "meta", "sys" };
	uint8_t b[16 + 3 * 136];

	if (!umove_or_addr(c, addr, sizeof(b), b))
		return;
	v_struct_begin(c);
	ioctl_fields(c, b, flags, 1);
	for (int i = 0; i < 3; i++) {
		v_field(c, name[i]);
		v_struct_begin(c);
		ioctl_fields(c, b + 16 + 136 * i, args, ARRAY_SIZE(args));
		v_struct_end(c);
	}
	v_struct_end(c);
}

/* BTRFS_IOC_SET_FEATURES: two struct btrfs_ioctl_feature_flags, the
 * flags to set and the mask of those to change */
static void set_features(const struct pctx *c, uint64_t addr)
{
	static const struct ioctl_field f[] = {
		{ "compat_flags", 0, 8, IOF_FLAGS, &xlat_btrfs_feature_compat,
		  "BTRFS_FEATURE_COMPAT_???" },
		{ "compat_ro_flags", 8, 8, IOF_FLAGS,
		  &xlat_btrfs_feature_compat_ro, "BTRFS_FEATURE_COMPAT_RO_???" },
		{ "incompat_flags", 16, 8, IOF_FLAGS,
		  &xlat_btrfs_feature_incompat, "BTRFS_FEATURE_INCOMPAT_???" },
	};
	uint8_t b[48];

	if (!umove_or_addr(c, addr, sizeof(b), b))
		return;
	v_array_begin(c);
	for (int i = 0; i < 2; i++) {
		v_elem(c);
		v_struct_begin(c);
		ioctl_fields(c, b + 24 * i, f, ARRAY_SIZE(f));
		v_struct_end(c);
	}
	v_array_end(c);
}

static void fields_at(const struct pctx *c, uint64_t addr,
		      const struct ioctl_field *f, size_t n, size_t size)
{
	uint8_t b[56];

	if (size > sizeof(b) || umove(c, addr, size, b) < 0) {
		v_addr(c, addr);
		return;
	}
	v_struct_begin(c);
	ioctl_fields(c, b, f, n);
	v_struct_end(c);
}

/* How a request's struct is shown: by a table of fields and the size
 * to read, or by a decoder of its own (fn, or cmd_fn when the layout
 * depends on the request's size). */
struct btrfs_req {
	unsigned char nr, size, n;
	const struct ioctl_field *f;
	void (*fn)(const struct pctx *c, uint64_t addr);
	void (*cmd_fn)(const struct pctx *c, unsigned cmd, uint64_t addr);
};
#define FIELDS(nr, t, size) { nr, size, ARRAY_SIZE(t), t, NULL, NULL }
#define FN(nr, fn) { nr, 0, 0, NULL, fn, NULL }
#define CMD_FN(nr, fn) { nr, 0, 0, NULL, NULL, fn }

static const struct btrfs_req reqs[] = {
	FN(SNAP_CREATE_NR, vol_args), FN(SUBVOL_CREATE_NR, vol_args),
	FN(SNAP_DESTROY_NR, vol_args), FN(RESIZE_NR, vol_args),
	FN(SCAN_DEV_NR, vol_args), FN(FORGET_DEV_NR, vol_args),
	FN(ADD_DEV_NR, vol_args), FN(RM_DEV_NR, vol_args),
	FIELDS(CLONE_RANGE_NR, clone_range, 32),
	FIELDS(DEFRAG_RANGE_NR, defrag_range, 32),
	FIELDS(SCRUB_NR, scrub, 32),
	FIELDS(SCRUB_PROGRESS_NR, scrub_progress, 8),
	FN(DEV_INFO_NR, dev_info),
	FIELDS(INO_PATHS_NR, ino_paths, 56),
	FIELDS(GET_DEV_STATS_NR, dev_stats, 24),
	CMD_FN(TREE_SEARCH_NR, tree_search),
	FIELDS(INO_LOOKUP_NR, ino_lookup, 16),
	FN(SUBVOL_SETFLAGS_NR, subvol_flags),	/* a u64, no brackets */
	FN(LOGICAL_INO_NR, logical_ino), FN(LOGICAL_INO_V2_NR, logical_ino),
	FN(DEV_REPLACE_NR, dev_replace),
	FN(DEDUPE_NR, dedupe),
	CMD_FN(SET_RECEIVED_NR, set_received),
	CMD_FN(SEND_NR, send_args),
	FN(SNAP_CREATE_V2_NR, vol_args_v2),
	FN(SUBVOL_CREATE_V2_NR, vol_args_v2),
	FN(BALANCE_V2_NR, balance_v2),
	FN(FEATURES_NR, set_features),	/* SET_FEATURES; the GETs are ptr */
	FIELDS(SPACE_INFO_NR, space_info, 8),
	FIELDS(QUOTA_CTL_NR, quota_ctl, 8),
	FIELDS(QGROUP_ASSIGN_NR, qgroup_assign, 24),
	FIELDS(QGROUP_CREATE_NR, qgroup_create, 16),
	FIELDS(QUOTA_RESCAN_NR, quota_rescan, 8),
};

int ioctl_btrfs(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	const struct btrfs_req *r = NULL;

	if (c->compat)
		addr = (uint32_t)addr;
	if (c->exiting)
		return IOCTL_DONE;
	for (size_t i = 0; i < ARRAY_SIZE(reqs) && addr; i++)
		if (reqs[i].nr == _IOC_NR(cmd))
			r = &reqs[i];
	if (!r)
		v_addr(c, addr);
	else if (r->fn)
		r->fn(c, addr);
	else if (r->cmd_fn)
		r->cmd_fn(c, cmd, addr);
	else
		fields_at(c, addr, r->f, r->n, r->size);
	return IOCTL_DONE;
}
