/* The stat family: stat/fstat/newfstatat, statx and statfs results.
 *
 * strace's default (non -v) form is abbreviated to the fields people
 * look at: the type and permissions, then the size, or the device
 * number for device nodes. */
#include "printers.h"

#include <linux/stat.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <string.h>
#include <time.h>

static bool is_device(unsigned mode)
{
	return S_ISCHR(mode) || S_ISBLK(mode);
}

/* A stat result whatever its layout. */
struct kstat {
	uint64_t dev, ino, nlink, rdev, blksize, blocks;
	int64_t size;
	unsigned mode, uid, gid;
	int64_t atime, mtime, ctime;
	uint64_t atime_ns, mtime_ns, ctime_ns;
};

/* i386's struct stat64: packed to 4 bytes, 96 long; and the 32-bit
 * struct stat of the plain stat/fstat/lstat calls, 64 long. */
#define STAT64_I386_SIZE 96
#define STAT_32_SIZE 64

static uint32_t u32_at(const unsigned char *b, size_t off)
{
	uint32_t v;

	memcpy(&v, b + off, 4);
	return v;
}

static uint64_t u64_at(const unsigned char *b, size_t off)
{
	uint64_t v;

	memcpy(&v, b + off, 8);
	return v;
}

/* struct stat64 of the 32-bit ABIs: the same fields everywhere, but
 * st_size and st_blocks are 8-aligned where the ABI aligns 64-bit
 * integers so (arm EABI), which moves what follows them. */
static int read_stat64_32(const struct pctx *c, uint64_t addr,
			  struct kstat *k)
{
	unsigned a = c->pers->align64 == 8 ? 4 : 0;
	unsigned char b[STAT64_I386_SIZE + 8];

	if (umove(c, addr, STAT64_I386_SIZE + 2 * a, b) < 0)
		return -1;
	k->dev = u64_at(b, 0);
	k->mode = u32_at(b, 16);
	k->nlink = u32_at(b, 20);
	k->uid = u32_at(b, 24);
	k->gid = u32_at(b, 28);
	k->rdev = u64_at(b, 32);
	k->size = (int64_t)u64_at(b, 44 + a);
	k->blksize = u32_at(b, 52 + a);
	k->blocks = u64_at(b, 56 + 2 * a);
	k->atime = (int32_t)u32_at(b, 64 + 2 * a);
	k->atime_ns = u32_at(b, 68 + 2 * a);
	k->mtime = (int32_t)u32_at(b, 72 + 2 * a);
	k->mtime_ns = u32_at(b, 76 + 2 * a);
	k->ctime = (int32_t)u32_at(b, 80 + 2 * a);
	k->ctime_ns = u32_at(b, 84 + 2 * a);
	k->ino = u64_at(b, 88 + 2 * a);
	return 0;
}

static int read_stat_32(const struct pctx *c, uint64_t addr, struct kstat *k)
{
	unsigned char b[STAT_32_SIZE];
	uint16_t h[4];

	if (umove(c, addr, sizeof(b), b) < 0)
		return -1;
	memcpy(h, b + 8, sizeof(h));
	k->dev = u32_at(b, 0);
	k->ino = u32_at(b, 4);
	k->mode = h[0];
	k->nlink = h[1];
	k->uid = h[2];
	k->gid = h[3];
	k->rdev = u32_at(b, 16);
	k->size = (int32_t)u32_at(b, 20);
	k->blksize = u32_at(b, 24);
	k->blocks = u32_at(b, 28);
	k->atime = (int32_t)u32_at(b, 32);
	k->atime_ns = u32_at(b, 36);
	k->mtime = (int32_t)u32_at(b, 40);
	k->mtime_ns = u32_at(b, 44);
	k->ctime = (int32_t)u32_at(b, 48);
	k->ctime_ns = u32_at(b, 52);
	return 0;
}

/* The 64-bit ABI's struct stat, which is the host's. */
static int read_stat_native(const struct pctx *c, uint64_t addr, struct kstat *k)
{
	struct stat st;

	if (umove(c, addr, sizeof(st), &st) < 0)
		return -1;
	k->dev = st.st_dev;
	k->ino = st.st_ino;
	k->mode = st.st_mode;
	k->nlink = st.st_nlink;
	k->uid = st.st_uid;
	k->gid = st.st_gid;
	k->rdev = st.st_rdev;
	k->size = st.st_size;
	k->blksize = (uint64_t)st.st_blksize;
	k->blocks = (uint64_t)st.st_blocks;
	k->atime = st.st_atim.tv_sec;
	k->atime_ns = (uint64_t)st.st_atim.tv_nsec;
	k->mtime = st.st_mtim.tv_sec;
	k->mtime_ns = (uint64_t)st.st_mtim.tv_nsec;
	k->ctime = st.st_ctim.tv_sec;
	k->ctime_ns = (uint64_t)st.st_ctim.tv_nsec;
	return 0;
}

/* makedev(0x8, 0x1), a struct of two numbers. */
static void print_dev(const struct pctx *c, uint64_t d)
{
	struct vstyle st;

	v_style_begin(c, &st);
	v_open(c, VK_STRUCT, d, "makedev(");
	v_name(c, "major");
	v_hex(c, major(d));
	v_text(c, ", ");
	v_name(c, "minor");
	v_hex(c, minor(d));
	v_close(c, ")");
	v_style_end(c, &st, d, VS_HEX);
}

static void stat_date_comment(const struct pctx *c, int64_t sec,
			      uint64_t nsec)
{
	time_t t = (time_t)sec;
	struct tm tm;
	char buf[64], zone[16];

	if (!localtime_r(&t, &tm))
		return;
	strftime(buf, sizeof(buf), "%Y-%m-%dT%H:%M:%S", &tm);
	strftime(zone, sizeof(zone), "%z", &tm);
	if (nsec)
		v_textf(c, " /* %s.%09llu%s */", buf, (unsigned long long)nsec,
			zone);
	else
		v_textf(c, " /* %s%s */", buf, zone);
}

/* Seconds and an ISO 8601 comment, as strace's -v shows
 * times: the local time, nanoseconds only when there are some. */
void print_time_comment(const struct pctx *c, int64_t sec, uint64_t nsec)
{
	v_int(c, sec);
	stat_date_comment(c, sec, nsec);
}

static void print_stime(const struct pctx *c, const char *name,
			const char *name_nsec, int64_t sec, uint64_t nsec)
{
	v_field(c, name);
	print_time_comment(c, sec, nsec);
	v_field(c, name_nsec);
	v_uint(c, nsec);
}

static void print_size_or_rdev(const struct pctx *c, const struct kstat *k)
{
	if (is_device(k->mode)) {
		v_field(c, "st_rdev");
		print_dev(c, k->rdev);
	} else {
		v_field(c, "st_size");
		v_int(c, k->size);
	}
}

static void print_kstat(const struct pctx *c, const struct kstat *k)
{
	v_struct_begin(c);
	if (!c->opt->verbose) {
		v_field(c, "st_mode");
		v_mode(c, k->mode);
		print_size_or_rdev(c, k);
		v_more(c);
		v_struct_end(c);
		return;
	}
	v_field(c, "st_dev");
	print_dev(c, k->dev);
	v_field(c, "st_ino");
	v_uint(c, k->ino);
	v_field(c, "st_mode");
	v_mode(c, k->mode);
	v_field(c, "st_nlink");
	v_uint(c, k->nlink);
	v_field(c, "st_uid");
	v_uint(c, k->uid);
	v_field(c, "st_gid");
	v_uint(c, k->gid);
	v_field(c, "st_blksize");
	v_uint(c, k->blksize);
	v_field(c, "st_blocks");
	v_uint(c, k->blocks);
	print_size_or_rdev(c, k);
	print_stime(c, "st_atime", "st_atime_nsec", k->atime, k->atime_ns);
	print_stime(c, "st_mtime", "st_mtime_nsec", k->mtime, k->mtime_ns);
	print_stime(c, "st_ctime", "st_ctime_nsec", k->ctime, k->ctime_ns);
	v_struct_end(c);
}

static int print_stat_with(const struct pctx *c, uint64_t addr,
			   int (*rd)(const struct pctx *, uint64_t,
				     struct kstat *))
{
	struct kstat k;

	memset(&k, 0, sizeof(k));
	if (!addr || rd(c, addr, &k) < 0)
		return v_addr(c, addr);
	print_kstat(c, &k);
	return PRINT_OK;
}

int print_stat_out(const struct pctx *c, uint64_t addr)
{
	return print_stat_with(c, addr,
			       c->compat ? read_stat_32 : read_stat_native);
}

/* stat64 and fstatat64 exist on 32-bit ABIs only. */
int print_stat64_out(const struct pctx *c, uint64_t addr)
{
	if (!c->pers->split64)
		return v_addr(c, addr);
	return print_stat_with(c, addr, read_stat64_32);
}

static void statx_time(const struct pctx *c, const char *name,
		       const struct statx_timestamp *t)
{
	v_field(c, name);
	v_struct_begin(c);
	v_field(c, "tv_sec");
	v_int(c, t->tv_sec);
	v_field(c, "tv_nsec");
	v_uint(c, t->tv_nsec);
	v_struct_end(c);
	stat_date_comment(c, t->tv_sec, t->tv_nsec);
}

/* -v: every field of struct statx in strace's order; the mount id
 * when the kernel says it filled it. */
static int print_statx_all(const struct pctx *c, const struct statx *sx)
{
	static const struct { const char *name; size_t off; } u32s[] = {
		{ "stx_rdev_major", offsetof(struct statx, stx_rdev_major) },
		{ "stx_rdev_minor", offsetof(struct statx, stx_rdev_minor) },
		{ "stx_dev_major", offsetof(struct statx, stx_dev_major) },
		{ "stx_dev_minor", offsetof(struct statx, stx_dev_minor) },
	};

	v_struct_begin(c);
	v_field(c, "stx_mask");
	v_flags(c, &xlat_statx_mask, sx->stx_mask, "STATX_???");
	v_field(c, "stx_blksize");
	v_uint(c, sx->stx_blksize);
	v_field(c, "stx_attributes");
	v_flags(c, &xlat_statx_attrs, sx->stx_attributes, "STATX_ATTR_???");
	v_field(c, "stx_nlink");
	v_uint(c, sx->stx_nlink);
	v_field(c, "stx_uid");
	v_uint(c, sx->stx_uid);
	v_field(c, "stx_gid");
	v_uint(c, sx->stx_gid);
	v_field(c, "stx_mode");
	v_mode(c, sx->stx_mode);
	v_field(c, "stx_ino");
	v_uint(c, sx->stx_ino);
	v_field(c, "stx_size");
	v_uint(c, sx->stx_size);
	v_field(c, "stx_blocks");
	v_uint(c, sx->stx_blocks);
	v_field(c, "stx_attributes_mask");
	v_flags(c, &xlat_statx_attrs, sx->stx_attributes_mask,
		"STATX_ATTR_???");
	/* a time the kernel did not fill (its STATX_ bit) is not shown */
	if (sx->stx_mask & STATX_ATIME)
		statx_time(c, "stx_atime", &sx->stx_atime);
	if (sx->stx_mask & STATX_BTIME)
		statx_time(c, "stx_btime", &sx->stx_btime);
	if (sx->stx_mask & STATX_CTIME)
		statx_time(c, "stx_ctime", &sx->stx_ctime);
	if (sx->stx_mask & STATX_MTIME)
		statx_time(c, "stx_mtime", &sx->stx_mtime);
	for (size_t i = 0; i < ARRAY_SIZE(u32s); i++) {
		uint32_t v;

		memcpy(&v, (const char *)sx + u32s[i].off, sizeof(v));
		v_field(c, u32s[i].name);
		v_uint(c, v);
	}
	if (sx->stx_mask & 0x1000) {	/* STATX_MNT_ID */
		v_field(c, "stx_mnt_id");
		v_hex(c, sx->stx_mnt_id);
	}
	v_struct_end(c);
	return PRINT_OK;
}

int print_statx_out(const struct pctx *c, uint64_t addr)
{
	struct statx sx;

	if (!umove_or_addr(c, addr, sizeof(sx), &sx))
		return PRINT_OK;
	if (c->opt->verbose)
		return print_statx_all(c, &sx);
	v_struct_begin(c);
	v_field(c, "stx_mask");
	v_flags(c, &xlat_statx_mask, sx.stx_mask, "STATX_???");
	v_field(c, "stx_attributes");
	v_flags(c, &xlat_statx_attrs, sx.stx_attributes, "STATX_ATTR_???");
	v_field(c, "stx_mode");
	v_mode(c, sx.stx_mode);
	v_field(c, "stx_size");
	v_uint(c, sx.stx_size);
	v_more(c);
	v_struct_end(c);
	return PRINT_OK;
}

/* statx's flags: the sync type is a two-bit enumeration inside the AT_*
 * flags and is always named, even when it is 0. */
int print_statx_flags(const struct pctx *c, uint64_t v)
{
	unsigned u = (unsigned)v;
	unsigned sync = u & 0x6000;
	const char *n = xlat_name(&xlat_statx_sync, sync);

	v_flags_begin(c, u, &xlat_at_flags);
	if (n) {
		v_flag_name(c, n);
	} else {
		/* both bits: each by its name, as strace */
		unsigned left = (unsigned)v_flag_names(c, &xlat_statx_sync,
						       sync);

		if (left)
			v_flag_bits(c, left);
	}
	u &= ~0x6000u;
	if (u) {
		u = (unsigned)v_flag_names(c, &xlat_at_flags, u);
		if (u)
			v_flag_bits(c, u);
	}
	v_flags_end(c);
	return PRINT_OK;
}


static const struct { uint64_t bit; const char *name; } st_flags[] = {
	{ 0x0001, "ST_RDONLY" }, { 0x0002, "ST_NOSUID" },
	{ 0x0004, "ST_NODEV" }, { 0x0008, "ST_NOEXEC" },
	{ 0x0010, "ST_SYNCHRONOUS" }, { 0x0020, "ST_VALID" },
	{ 0x0040, "ST_MANDLOCK" }, { 0x0400, "ST_NOATIME" },
	{ 0x0800, "ST_NODIRATIME" }, { 0x1000, "ST_RELATIME" },
	{ 0x2000, "ST_NOSYMFOLLOW" },
};

/* The magics with a name are data (syscalls/xlat/fs_magic.in), which
 * statmount's sb_magic shares. */
static void print_fs_type(const struct pctx *c, uint64_t t)
{
	const char *name = xlat_name(&xlat_fs_magic, t);

	if (name)
		v_const(c, t, name);
	else
		v_hex(c, t);
}

static void print_st_flags(const struct pctx *c, uint64_t v)
{
	bool any = false;

	v_flags_begin(c, v, NULL);
	for (size_t i = 0; i < ARRAY_SIZE(st_flags); i++) {
		if (!(v & st_flags[i].bit))
			continue;
		v_flag_name(c, st_flags[i].name);
		v &= ~st_flags[i].bit;
		any = true;
	}
	if (v || !any)
		v_flag_bits(c, v);
	v_flags_end(c);
}

struct kstatfs {
	uint64_t type, bsize, blocks, bfree, bavail, files, ffree;
	uint32_t fsid[2];
	uint64_t namelen, frsize, flags;
};

static void print_kstatfs(const struct pctx *c, const struct kstatfs *f)
{
	static const char *const names[] = {
		"f_bsize", "f_blocks", "f_bfree", "f_bavail", "f_files",
		"f_ffree",
	};
	const uint64_t v[] = {
		f->bsize, f->blocks, f->bfree, f->bavail, f->files, f->ffree,
	};

	v_struct_begin(c);
	v_field(c, "f_type");
	print_fs_type(c, f->type);
	for (size_t i = 0; i < ARRAY_SIZE(v); i++) {
		v_field(c, names[i]);
		v_uint(c, v[i]);
	}
	v_field(c, "f_fsid");
	v_struct_begin(c);
	v_field(c, "val");
	v_array_begin(c);
	for (size_t i = 0; i < ARRAY_SIZE(f->fsid); i++) {
		v_elem(c);
		v_hex(c, f->fsid[i]);
	}
	v_array_end(c);
	v_struct_end(c);
	v_field(c, "f_namelen");
	v_uint(c, f->namelen);
	v_field(c, "f_frsize");
	v_uint(c, f->frsize);
	v_field(c, "f_flags");
	print_st_flags(c, f->flags);
	v_struct_end(c);
}

/* Layouts, in offsets: the 64-bit ABI's struct statfs (all longs), the
 * 32-bit one (all 32-bit), and struct statfs64 (64-bit counts, 4-aligned
 * on i386, 8-aligned elsewhere). Each field is 4 or 8 bytes wide. */
struct statfs_layout {
	unsigned char off[11], width[11];
	unsigned char size;
};

enum { SF_TYPE, SF_BSIZE, SF_BLOCKS, SF_BFREE, SF_BAVAIL, SF_FILES, SF_FFREE,
       SF_FSID, SF_NAMELEN, SF_FRSIZE, SF_FLAGS };

static const struct statfs_layout statfs_64 = {
	{ 0, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80 },
	{ 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8 }, 120,
};
static const struct statfs_layout statfs_32 = {
	{ 0, 4, 8, 12, 16, 20, 24, 28, 36, 40, 44 },
	{ 4, 4, 4, 4, 4, 4, 4, 8, 4, 4, 4 }, 64,
};
static const struct statfs_layout statfs64_i386 = {
	{ 0, 4, 8, 16, 24, 32, 40, 48, 56, 60, 64 },
	{ 4, 4, 8, 8, 8, 8, 8, 8, 4, 4, 4 }, 84,
};

static int print_statfs_layout(const struct pctx *c, uint64_t addr,
			       const struct statfs_layout *l)
{
	unsigned char b[128];
	uint64_t v[11];
	struct kstatfs f;

	if (!umove_or_addr(c, addr, l->size, b))
		return PRINT_OK;
	for (int i = 0; i < 11; i++) {
		v[i] = 0;
		memcpy(&v[i], b + l->off[i], l->width[i] == 8 ? 8 : 4);
	}
	f.type = v[SF_TYPE];
	f.bsize = v[SF_BSIZE];
	f.blocks = v[SF_BLOCKS];
	f.bfree = v[SF_BFREE];
	f.bavail = v[SF_BAVAIL];
	f.files = v[SF_FILES];
	f.ffree = v[SF_FFREE];
	memcpy(f.fsid, b + l->off[SF_FSID], 8);
	f.namelen = v[SF_NAMELEN];
	f.frsize = v[SF_FRSIZE];
	f.flags = v[SF_FLAGS];
	print_kstatfs(c, &f);
	return PRINT_OK;
}

int print_statfs_out(const struct pctx *c, uint64_t addr)
{
	return print_statfs_layout(c, addr,
				   c->compat ? &statfs_32 : &statfs_64);
}

int print_statfs64_out(const struct pctx *c, uint64_t addr)
{
	/* arm packs its statfs64 to i386's layout. */
	return print_statfs_layout(c, addr, c->pers->split64 ?
				   &statfs64_i386 : &statfs_64);
}
