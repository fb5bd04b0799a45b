/* File system requests with a structure: FS_IOC_FIEMAP, FITRIM,
 * FS_IOC_FSGETXATTR / FS_IOC_FSSETXATTR, the 0x15 requests (the file
 * system's uuid and sysfs path, a block device's integrity metadata). */
#include "decode/ioctl.h"

#include <string.h>

/* struct fiemap: the request (start, length, flags, how many extents
 * fit), then what the kernel mapped. */
struct fiemap_k {
	uint64_t start, length;
	uint32_t flags, mapped, count, reserved;
};

struct fiemap_extent_k {
	uint64_t logical, physical, length, reserved64[2];
	uint32_t flags, reserved[3];
};

static void fiemap_extents(const struct pctx *c, uint64_t addr,
			   uint32_t n)
{
	struct fiemap_extent_k e;
	uint32_t limit = (uint32_t)c->opt->string_limit;

	/* an array whose first extent cannot be read is its address */
	if (n && umove(c, addr, sizeof(e), &e) < 0) {
		v_addr(c, addr);
		return;
	}
	v_array_begin(c);
	for (uint32_t i = 0; i < n; i++) {
		if (i >= limit) {
			v_more(c);
			break;
		}
		v_elem(c);
		if (umove(c, addr + i * sizeof(e), sizeof(e), &e) < 0) {
			v_addr(c, addr + i * sizeof(e));
			break;
		}
		v_struct_begin(c);
		f_uint(c, "fe_logical", e.logical);
		f_uint(c, "fe_physical", e.physical);
		f_uint(c, "fe_length", e.length);
		f_flags(c, "fe_flags", &xlat_fiemap_extent_flags, e.flags,
			"FIEMAP_EXTENT_???");
		v_struct_end(c);
	}
	v_array_end(c);
}

int ioctl_fiemap(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	struct fiemap_k f;

	(void)cmd;
	if (c->compat)
		addr = (uint32_t)addr;
	if (!addr || umove(c, addr, sizeof(f), &f) < 0)
		return ioctl_unread(c, addr);
	if (!c->exiting) {
		v_struct_begin(c);
		f_uint(c, "fm_start", f.start);
		f_uint(c, "fm_length", f.length);
		f_flags(c, "fm_flags", &xlat_fiemap_flags, f.flags,
			"FIEMAP_FLAG_???");
		f_uint(c, "fm_extent_count", f.count);
		v_struct_end(c);
		return IOCTL_LATER;
	}
	if (!ioctl_out_begin(c))
		return IOCTL_DONE;
	f_flags(c, "fm_flags", &xlat_fiemap_flags, f.flags, "FIEMAP_FLAG_???");
	f_uint(c, "fm_mapped_extents", f.mapped);
	if (c->opt->verbose) {
		v_field(c, "fm_extents");
		fiemap_extents(c, addr + sizeof(f), f.mapped);
	} else {
		v_more(c);
	}
	v_struct_end(c);
	return IOCTL_DONE;
}

/* struct fstrim_range: start in hex, as strace shows it. The kernel
 * writes back how much it trimmed into len; strace 6.1 does not show
 * it, so neither do we. */
int ioctl_fitrim(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint64_t r[3];
	int rc;

	(void)cmd;
	if (!ioctl_entry_struct(c, addr, r, sizeof(r), &rc))
		return rc;
	f_hex(c, "start", r[0]);
	f_uint(c, "len", r[1]);
	f_uint(c, "minlen", r[2]);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* struct fsxattr: set at entry, got at exit (with fsx_nextents). */
int ioctl_fsxattr(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint32_t x[7];	/* five fields and 8 bytes of padding */
	bool get = _IOC_DIR(cmd) & _IOC_READ;
	int rc;

	if (!ioctl_dir_struct(c, cmd, addr, x, sizeof(x), &rc))
		return rc;
	f_flags(c, "fsx_xflags", &xlat_fs_xflags, x[0], "FS_XFLAG_???");
	f_uint(c, "fsx_extsize", x[1]);
	if (get)
		f_uint(c, "fsx_nextents", x[2]);
	f_hex(c, "fsx_projid", x[3]);
	f_uint(c, "fsx_cowextsize", x[4]);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* FS_IOC_GETFSUUID: struct fsuuid2, filled by the kernel: the length,
 * then that many bytes of the uuid (at most its 16) in hex escapes. */
int ioctl_fs_uuid(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t u[17];
	int rc;

	(void)cmd;
	if (!ioctl_exit_struct(c, addr, u, sizeof(u), &rc))
		return rc;
	f_uint(c, "len", u[0]);
	v_field(c, "uuid");
	v_hexstr(c, u + 1, u[0] < 16 ? u[0] : 16, false);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* FS_IOC_GETFSSYSFSPATH: struct fs_sysfs_path, filled by the kernel:
 * the length, then the name (a path below /sys/fs, not cut by -s): up
 * to its NUL among the len + 1 bytes the kernel meant, cut ("...")
 * when there is none. */
int ioctl_fs_sysfs_path(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t p[129];
	size_t n, len;
	const uint8_t *nul;
	int rc;

	(void)cmd;
	if (!ioctl_exit_struct(c, addr, p, sizeof(p), &rc))
		return rc;
	n = p[0] + 1u < 128 ? p[0] + 1u : 128;
	nul = memchr(p + 1, '\0', n);
	len = nul ? (size_t)(nul - (p + 1)) : n - 1;
	f_uint(c, "len", p[0]);
	v_field(c, "name");
	v_str(c, p + 1, len, !nul);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* FS_IOC_GETLBMD_CAP: struct logical_block_metadata_cap (a kernel
 * newer than uapi/'s headers), the block device's integrity metadata,
 * filled by the kernel. */
int ioctl_fs_lbmd_cap(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	static const char *const names[] = {
		"lbmd_size", "lbmd_opaque_size", "lbmd_opaque_offset",
		"lbmd_pi_size", "lbmd_pi_offset",
	};
	uint8_t b[16];
	uint32_t flags;
	uint16_t interval;
	int rc;

	(void)cmd;
	if (!ioctl_exit_struct(c, addr, b, sizeof(b), &rc))
		return rc;
	memcpy(&flags, b, sizeof(flags));
	memcpy(&interval, b + 4, sizeof(interval));
	f_flags(c, "lbmd_flags", &xlat_lbmd_pi_caps, flags, "LBMD_PI_CAP_???");
	f_uint(c, "lbmd_interval", interval);
	for (unsigned i = 0; i < 5; i++) {
		f_uint(c, names[i], b[6 + i]);
	}
	f_enum(c, "lbmd_guard_tag_type", &xlat_lbmd_pi_csums, b[11],
	       "LBMD_PI_CSUM_???");
	f_uint(c, "lbmd_app_tag_size", b[12]);
	f_uint(c, "lbmd_ref_tag_size", b[13]);
	f_uint(c, "lbmd_storage_tag_size", b[14]);
	v_struct_end(c);
	return IOCTL_DONE;
}
