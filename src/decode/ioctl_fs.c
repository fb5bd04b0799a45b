/* File system requests with a structure: FS_IOC_FIEMAP, FITRIM,
 * FS_IOC_FSGETXATTR / FS_IOC_FSSETXATTR. */
#include "decode/ioctl.h"

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
		v_field(c, "fe_logical");
		v_uint(c, e.logical);
		v_field(c, "fe_physical");
		v_uint(c, e.physical);
		v_field(c, "fe_length");
		v_uint(c, e.length);
		v_field(c, "fe_flags");
		v_flags(c, &xlat_fiemap_extent_flags, e.flags,
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
	if (!addr || umove(c, addr, sizeof(f), &f) < 0) {
		if (!c->exiting)
			v_addr(c, addr);
		return IOCTL_DONE;
	}
	if (!c->exiting) {
		v_struct_begin(c);
		v_field(c, "fm_start");
		v_uint(c, f.start);
		v_field(c, "fm_length");
		v_uint(c, f.length);
		v_field(c, "fm_flags");
		v_flags(c, &xlat_fiemap_flags, f.flags, "FIEMAP_FLAG_???");
		v_field(c, "fm_extent_count");
		v_uint(c, f.count);
		v_struct_end(c);
		return IOCTL_LATER;
	}
	if (c->tcp->err)
		return IOCTL_DONE;
	v_changed(c);
	v_struct_begin(c);
	v_field(c, "fm_flags");
	v_flags(c, &xlat_fiemap_flags, f.flags, "FIEMAP_FLAG_???");
	v_field(c, "fm_mapped_extents");
	v_uint(c, f.mapped);
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

	(void)cmd;
	if (c->compat)
		addr = (uint32_t)addr;
	if (!umove_or_addr(c, addr, sizeof(r), r))
		return IOCTL_DONE;
	v_struct_begin(c);
	v_field(c, "start");
	v_hex(c, r[0]);
	v_field(c, "len");
	v_uint(c, r[1]);
	v_field(c, "minlen");
	v_uint(c, r[2]);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* struct fsxattr: set at entry, got at exit (with fsx_nextents). */
int ioctl_fsxattr(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint32_t x[7];	/* five fields and 8 bytes of padding */
	bool get = _IOC_DIR(cmd) & _IOC_READ;

	if (c->compat)
		addr = (uint32_t)addr;
	if (get && !c->exiting)
		return IOCTL_LATER;
	if ((get && c->tcp->err) || !addr ||
	    umove(c, addr, sizeof(x), x) < 0) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	v_struct_begin(c);
	v_field(c, "fsx_xflags");
	v_flags(c, &xlat_fs_xflags, x[0], "FS_XFLAG_???");
	v_field(c, "fsx_extsize");
	v_uint(c, x[1]);
	if (get) {
		v_field(c, "fsx_nextents");
		v_uint(c, x[2]);
	}
	v_field(c, "fsx_projid");
	v_hex(c, x[3]);
	v_field(c, "fsx_cowextsize");
	v_uint(c, x[4]);
	v_struct_end(c);
	return IOCTL_DONE;
}
