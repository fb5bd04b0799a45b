/* The stat family: stat/fstat/newfstatat, statx and statfs results.
 *
 * strace's default (non -v) form is abbreviated to the fields people
 * look at: the type and permissions, then the size, or the device
 * number for device nodes. */
#include "printers.h"

#include <linux/stat.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>

extern const struct xlat xlat_statx_mask;
extern const struct xlat xlat_statx_attrs;
extern const struct xlat xlat_statx_sync;
extern const struct xlat xlat_at_flags;

static bool is_device(unsigned mode)
{
	return S_ISCHR(mode) || S_ISBLK(mode);
}

static void print_makedev(unsigned maj, unsigned min)
{
	tprintf("makedev(%#x, %#x)", maj, min);
}

/* struct stat of the 64-bit ABI; a 32-bit tracee's struct stat64 has
 * another layout, printed as an address until it has its own decoder. */
static void print_stat_at(struct tcb *tcp, uint64_t addr)
{
	struct stat st;

	if (is_compat(tcp) || umoven(tcp, addr, sizeof(st), &st) < 0) {
		print_addr(addr);
		return;
	}
	tputs("{st_mode=");
	print_mode_value(st.st_mode);
	if (is_device(st.st_mode)) {
		tputs(", st_rdev=");
		print_makedev(major(st.st_rdev), minor(st.st_rdev));
	} else {
		tprintf(", st_size=%lld", (long long)st.st_size);
	}
	tputs(", ...}");
}

PRINTER(print_stat_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	if (tcp->err)
		print_addr(addr);
	else
		print_stat_at(tcp, addr);
	return PRINT_OK;
}

PRINTER(print_statx_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	struct statx sx;

	if (tcp->err || umoven(tcp, addr, sizeof(sx), &sx) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	tputs("{stx_mask=");
	print_xlat_flags(&xlat_statx_mask, sx.stx_mask, "STATX_???");
	tputs(", stx_attributes=");
	print_xlat_flags(&xlat_statx_attrs, sx.stx_attributes,
			 "STATX_ATTR_???");
	tputs(", stx_mode=");
	print_mode_value(sx.stx_mode);
	tprintf(", stx_size=%llu, ...}", (unsigned long long)sx.stx_size);
	return PRINT_OK;
}

/* statx's flags: the sync type is a two-bit enumeration inside the AT_*
 * flags and is always named, even when it is 0. */
PRINTER(print_statx_flags)
{
	unsigned v = (unsigned)tcp->args[argi];
	unsigned sync = v & 0x6000;

	print_xlat_enum(&xlat_statx_sync, sync, NULL);
	v &= ~0x6000u;
	if (!v)
		return PRINT_OK;
	tputc('|');
	print_xlat_flags(&xlat_at_flags, v, NULL);
	return PRINT_OK;
}

static const struct { uint64_t magic; const char *name; } fs_magics[] = {
	{ 0xef53, "EXT2_SUPER_MAGIC" },
	{ 0x01021994, "TMPFS_MAGIC" },
	{ 0x9fa0, "PROC_SUPER_MAGIC" },
	{ 0x62656572, "SYSFS_MAGIC" },
	{ 0x1cd1, "DEVPTS_SUPER_MAGIC" },
	{ 0x794c7630, "OVERLAYFS_SUPER_MAGIC" },
	{ 0x58465342, "XFS_SUPER_MAGIC" },
	{ 0x9123683e, "BTRFS_SUPER_MAGIC" },
	{ 0x27e0eb, "CGROUP_SUPER_MAGIC" },
	{ 0x63677270, "CGROUP2_SUPER_MAGIC" },
	{ 0x6969, "NFS_SUPER_MAGIC" },
	{ 0x65735546, "FUSE_SUPER_MAGIC" },
	{ 0x858458f6, "RAMFS_MAGIC" },
	{ 0x73717368, "SQUASHFS_MAGIC" },
	{ 0x4d44, "MSDOS_SUPER_MAGIC" },
	{ 0x01021997, "V9FS_MAGIC" },
};

static const struct { uint64_t bit; const char *name; } st_flags[] = {
	{ 0x0001, "ST_RDONLY" }, { 0x0002, "ST_NOSUID" },
	{ 0x0004, "ST_NODEV" }, { 0x0008, "ST_NOEXEC" },
	{ 0x0010, "ST_SYNCHRONOUS" }, { 0x0020, "ST_VALID" },
	{ 0x0040, "ST_MANDLOCK" }, { 0x0400, "ST_NOATIME" },
	{ 0x0800, "ST_NODIRATIME" }, { 0x1000, "ST_RELATIME" },
	{ 0x2000, "ST_NOSYMFOLLOW" },
};

static void print_fs_type(uint64_t t)
{
	for (size_t i = 0; i < sizeof(fs_magics) / sizeof(fs_magics[0]); i++) {
		if (fs_magics[i].magic == t) {
			tputs(fs_magics[i].name);
			return;
		}
	}
	tprintf("%#llx", (unsigned long long)t);
}

static void print_st_flags(uint64_t v)
{
	bool any = false;

	for (size_t i = 0; i < sizeof(st_flags) / sizeof(st_flags[0]); i++) {
		if (!(v & st_flags[i].bit))
			continue;
		tprintf("%s%s", any ? "|" : "", st_flags[i].name);
		v &= ~st_flags[i].bit;
		any = true;
	}
	if (v || !any)
		tprintf("%s%#llx", any ? "|" : "", (unsigned long long)v);
}

PRINTER(print_statfs_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	struct statfs f;

	if (tcp->err || is_compat(tcp) ||
	    umoven(tcp, addr, sizeof(f), &f) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	tputs("{f_type=");
	print_fs_type((uint64_t)f.f_type);
	tprintf(", f_bsize=%lld, f_blocks=%llu, f_bfree=%llu, f_bavail=%llu"
		", f_files=%llu, f_ffree=%llu, f_fsid={val=[%#x, %#x]}"
		", f_namelen=%lld, f_frsize=%lld, f_flags=",
		(long long)f.f_bsize, (unsigned long long)f.f_blocks,
		(unsigned long long)f.f_bfree, (unsigned long long)f.f_bavail,
		(unsigned long long)f.f_files, (unsigned long long)f.f_ffree,
		(unsigned)f.f_fsid.__val[0], (unsigned)f.f_fsid.__val[1],
		(long long)f.f_namelen, (long long)f.f_frsize);
	print_st_flags((uint64_t)f.f_flags);
	tputc('}');
	return PRINT_OK;
}
