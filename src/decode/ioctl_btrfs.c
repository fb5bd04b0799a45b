/* btrfs, <linux/btrfs.h>: the requests whose argument is a small struct
 * the kernel reads, shown at entry. The structs have the same layout on
 * every ABI (u64s and chars only). */
#include "decode/ioctl.h"

#include <string.h>

#define N(a) (sizeof(a) / sizeof(*(a)))
#define F(name, off, size, fmt) { name, off, size, fmt, NULL, NULL }
#define VOL_NAME 4088	/* BTRFS_PATH_NAME_MAX + 1 */

/* The request numbers (_IOC_NR) this file decodes. */
enum {
	SNAP_CREATE_NR = 1, RESIZE_NR = 3, SCAN_DEV_NR = 4,
	FORGET_DEV_NR = 5, ADD_DEV_NR = 10, RM_DEV_NR = 11,
	CLONE_RANGE_NR = 13, SUBVOL_CREATE_NR = 14, SNAP_DESTROY_NR = 15,
	SPACE_INFO_NR = 20,
	QUOTA_CTL_NR = 40, QGROUP_ASSIGN_NR = 41, QGROUP_CREATE_NR = 42,
	QUOTA_RESCAN_NR = 44,
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

	if (umove(c, addr, sizeof(b), b) < 0) {
		v_addr(c, addr);
		return;
	}
	memcpy(&fd, b, 8);
	v_struct_begin(c);
	v_field(c, "fd");
	v_int(c, fd);
	v_field(c, "name");
	ioctl_cstr_field(c, b + 8, VOL_NAME);
	v_struct_end(c);
}

static void fields_at(const struct pctx *c, uint64_t addr,
		      const struct ioctl_field *f, size_t n, size_t size)
{
	uint8_t b[32];

	if (size > sizeof(b) || umove(c, addr, size, b) < 0) {
		v_addr(c, addr);
		return;
	}
	v_struct_begin(c);
	ioctl_fields(c, b, f, n);
	v_struct_end(c);
}

int ioctl_btrfs(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	if (c->compat)
		addr = (uint32_t)addr;
	if (c->exiting)
		return IOCTL_DONE;
	if (!addr) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	switch (_IOC_NR(cmd)) {
	case SNAP_CREATE_NR:
	case SUBVOL_CREATE_NR:
	case SNAP_DESTROY_NR:
	case RESIZE_NR:
	case SCAN_DEV_NR:
	case FORGET_DEV_NR:
	case ADD_DEV_NR:
	case RM_DEV_NR:
		vol_args(c, addr);
		break;
	case CLONE_RANGE_NR:
		fields_at(c, addr, clone_range, N(clone_range), 32);
		break;
	case SPACE_INFO_NR:
		fields_at(c, addr, space_info, N(space_info), 8);
		break;
	case QUOTA_CTL_NR:
		fields_at(c, addr, quota_ctl, N(quota_ctl), 8);
		break;
	case QGROUP_ASSIGN_NR:
		fields_at(c, addr, qgroup_assign, N(qgroup_assign), 24);
		break;
	case QGROUP_CREATE_NR:
		fields_at(c, addr, qgroup_create, N(qgroup_create), 16);
		break;
	case QUOTA_RESCAN_NR:
		fields_at(c, addr, quota_rescan, N(quota_rescan), 8);
		break;
	default:
		v_addr(c, addr);
	}
	return IOCTL_DONE;
}
