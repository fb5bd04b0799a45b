/* File calls' structures: extended attributes, old directory entries,
 * openat2's open_how, mount attributes, file handles, quotactl
 * commands, ustat and message queue attributes. */
#include "printers.h"
#include "decode/ioctl.h"

#include <stdlib.h>
#include <string.h>

/* The kernel refuses bigger attribute values (XATTR_SIZE_MAX). */
#define XATTR_MAX 65536

/* A value the way strace quotes it: one trailing NUL left out. */
int print_xattr_val_in(const struct pctx *c, uint64_t addr, uint64_t len)
{
	unsigned char *b;
	size_t n, show, want;

	if (!addr || len > XATTR_MAX)
		return v_addr(c, addr);
	n = (size_t)len;
	/* Only what is shown must be readable, as for strace: up to -s
	 * bytes, and one more to tell a trailing NUL from a cut. */
	want = n <= (size_t)c->opt->string_limit ? n :
	       (size_t)c->opt->string_limit + 1;
	b = xmalloc(want ? want : 1);
	if (want && umove(c, addr, want, b) < 0) {
		free(b);
		return v_addr(c, addr);
	}
	if (n && n == want && !b[n - 1])
		n--;
	show = n < (size_t)c->opt->string_limit ? n :
	       (size_t)c->opt->string_limit;
	v_str(c, b, show, n > show);
	free(b);
	return PRINT_OK;
}

/* getxattr: as many bytes as the call returned. */
/* A size of 0 asks for the value's length: nothing is written, so the
 * buffer is shown as an address. */
int print_xattr_val_out(const struct pctx *c, uint64_t addr, uint64_t size,
			int64_t len)
{
	if (!addr || !size)
		return v_addr(c, addr);
	return print_xattr_val_in(c, addr, (uint64_t)len);
}

/* The NUL-separated list, every byte shown. */
/* A size of 0 asks for the list's length: nothing is written. */
int print_xattr_list_out(const struct pctx *c, uint64_t addr, uint64_t size,
			 int64_t len)
{
	if (!addr || !size)
		return v_addr(c, addr);
	return v_buf_at(c, addr, (uint64_t)len);
}

/* ---- getdents, readdir -------------------------------------------- */

/* struct linux_dirent: d_ino and d_off are longs of the ABI, then the
 * 16-bit record length. Without -v strace counts the entries. */
int print_dirent_out(const struct pctx *c, uint64_t addr, int64_t len)
{
	if (c->opt->verbose)
		print_dirents(c, addr, len, false);
	else
		print_dirent_count(c, addr, len, 2 * abi_word(c));
	return PRINT_OK;
}

/* struct old_linux_dirent: d_ino, d_offset (longs), d_namlen (16-bit),
 * then the name; filled only when readdir returns 1. */
int print_old_dirent_out(const struct pctx *c, uint64_t addr, int64_t ret)
{
	size_t w = abi_word(c);
	unsigned char b[2 * 8 + 2];
	uint64_t ino = 0, doff = 0;
	uint16_t namlen;
	char name[256];

	if (ret != 1 || !addr || umove(c, addr, 2 * w + 2, b) < 0)
		return v_addr(c, addr);
	memcpy(&ino, b, w);
	memcpy(&doff, b + w, w);
	memcpy(&namlen, b + 2 * w, 2);
	v_struct_begin(c);
	f_uint(c, "d_ino", ino);
	f_uint(c, "d_off", doff);
	f_uint(c, "d_reclen", namlen);
	v_field(c, "d_name");
	if (namlen > 255 || umove(c, addr + 2 * w + 2, namlen, name) < 0)
		v_addr(c, addr + 2 * w + 2);
	else
		v_str(c, name, strnlen(name, namlen), false);
	v_struct_end(c);
	return PRINT_OK;
}

/* ---- extensible structs ------------------------------------------- */

/* Bytes past the fields we know must be zero for the kernel; strace
 * shows them when they are not. At most this many are read. */
#define EXT_TAIL_MAX 4096

void print_ext_tail(const struct pctx *c, uint64_t addr, size_t known,
		    uint64_t size)
{
	unsigned char *b;
	size_t n, i;

	if (size <= known || size > known + EXT_TAIL_MAX)
		return;
	n = (size_t)(size - known);
	b = xmalloc(n);
	if (umove(c, addr + known, n, b) < 0) {
		free(b);
		v_item(c, "tail");
		v_text(c, "???");	/* not readable: strace's mark */
		return;
	}
	for (i = 0; i < n && !b[i]; i++)
		;
	if (i < n) {
		size_t show = n < (size_t)c->opt->string_limit ?
			      n : (size_t)c->opt->string_limit;

		v_item(c, "tail");
		v_open(c, VK_STR, n, "");
		v_textf(c, "/* bytes %zu..%llu */ \"", known,
			(unsigned long long)size - 1);
		for (i = 0; i < show; i++)
			v_textf(c, "\\x%02x", b[i]);
		v_putc(c, '"');
		if (n > show)
			v_text(c, "...");
		v_bytes(c, b, show);
		v_close(c, "");
	}
	free(b);
}

#define OPEN_HOW_SIZE 24

/* {flags=O_..., mode=0..., resolve=RESOLVE_...}; the mode is shown
 * when set or when a file may be created. */
int print_open_how(const struct pctx *c, uint64_t addr, uint64_t size)
{
	uint64_t h[3];
	unsigned tmpfile = 020200000;

	if (!addr || size < OPEN_HOW_SIZE || umove(c, addr, sizeof(h), h) < 0)
		return v_addr(c, addr);
	v_struct_begin(c);
	v_field(c, "flags");
	print_open_flags_value(c, h[0], true);
	if (h[1] || (h[0] & 0100) || (h[0] & tmpfile) == tmpfile) {
		v_field(c, "mode");
		v_oct(c, h[1]);
	}
	f_flags(c, "resolve", &xlat_resolve_flags, h[2], "RESOLVE_???");
	print_ext_tail(c, addr, OPEN_HOW_SIZE, size);
	v_struct_end(c);
	return PRINT_OK;
}

#define MOUNT_ATTR_SIZE 32
#define MOUNT_ATTR_IDMAP_ 0x00100000

static int print_mount_attr(const struct pctx *c, uint64_t addr,
			    uint64_t size, const struct xlat *attrs)
{
	uint64_t a[4];

	if (!addr || size < MOUNT_ATTR_SIZE || umove(c, addr, sizeof(a), a) < 0)
		return v_addr(c, addr);
	v_struct_begin(c);
	f_flags(c, "attr_set", attrs, a[0], "MOUNT_ATTR_???");
	f_flags(c, "attr_clr", attrs, a[1], "MOUNT_ATTR_???");
	/* One propagation type, not a set of bits. */
	f_enum(c, "propagation", &xlat_mount_propagation, a[2], "MS_???");
	/* The kernel reads userns_fd only for an ID-mapped mount. */
	v_field(c, "userns_fd");
	if (a[0] & MOUNT_ATTR_IDMAP_)
		v_fd(c, (int)a[3]);
	else
		v_uint(c, a[3]);
	print_ext_tail(c, addr, MOUNT_ATTR_SIZE, size);
	v_struct_end(c);
	return PRINT_OK;
}

/* mount_setattr: each MOUNT_ATTR_* bit by name, as strace 6.1 shows
 * them. */
int print_mount_attr_in(const struct pctx *c, uint64_t addr, uint64_t size)
{
	return print_mount_attr(c, addr, size, &xlat_mount_attr_flags);
}

/* open_tree_attr (Linux 6.15, which strace 6.1 does not know): the
 * atime mode named whole (MOUNT_ATTR__ATIME) when all its bits are set,
 * as struct statmount's mnt_attr and strace 7.2 show it. */
int print_open_tree_mount_attr(const struct pctx *c, uint64_t addr,
			       uint64_t size)
{
	return print_mount_attr(c, addr, size, &xlat_statmount_mnt_attr);
}

/* ---- struct file_attr (file_getattr, file_setattr: Linux 6.17) ---- */

/* __u64 fa_xflags; __u32 fa_extsize, fa_nextents, fa_projid,
 * fa_cowextsize: the same on every ABI. Defined here: the UAPI headers
 * abitrace builds with predate it. */
#define FILE_ATTR_SIZE_VER0 24

/* fa_nextents is what the file has, which file_setattr does not set
 * (fs/file_attr.c ignores it), so the set call leaves it out. */
static const struct ioctl_field file_attr_get[] = {
	{ "fa_xflags", 0, 8, IOF_FLAGS, &xlat_fs_xflags, "FS_XFLAG_???" },
	IOCTL_FIELD("fa_extsize", 8, 4, IOF_UINT),
	IOCTL_FIELD("fa_nextents", 12, 4, IOF_UINT),
	IOCTL_FIELD("fa_projid", 16, 4, IOF_HEX),
	IOCTL_FIELD("fa_cowextsize", 20, 4, IOF_UINT),
};
static const struct ioctl_field file_attr_set[] = {
	{ "fa_xflags", 0, 8, IOF_FLAGS, &xlat_fs_xflags, "FS_XFLAG_???" },
	IOCTL_FIELD("fa_extsize", 8, 4, IOF_UINT),
	IOCTL_FIELD("fa_projid", 16, 4, IOF_HEX),
	IOCTL_FIELD("fa_cowextsize", 20, 4, IOF_UINT),
};

/* The kernel refuses a size below the first version's (EINVAL) or
 * above a page (E2BIG) before it reads anything: the address then. */
static int print_file_attr(const struct pctx *c, uint64_t addr,
			   uint64_t size, const struct ioctl_field *f,
			   size_t n)
{
	unsigned char b[FILE_ATTR_SIZE_VER0];

	if (size < FILE_ATTR_SIZE_VER0 || size > proc_page_size(c->tcp))
		return v_addr(c, addr);
	if (!umove_or_addr(c, addr, sizeof(b), b))
		return PRINT_OK;
	v_struct_begin(c);
	ioctl_fields(c, b, f, n);
	print_ext_tail(c, addr, FILE_ATTR_SIZE_VER0, size);
	v_struct_end(c);
	return PRINT_OK;
}

int print_file_attr_in(const struct pctx *c, uint64_t addr, uint64_t size)
{
	return print_file_attr(c, addr, size, file_attr_set,
			       ARRAY_SIZE(file_attr_set));
}

/* file_getattr, at exit: what the kernel wrote. */
int print_file_attr_out(const struct pctx *c, uint64_t addr, uint64_t size)
{
	return print_file_attr(c, addr, size, file_attr_get,
			       ARRAY_SIZE(file_attr_get));
}

/* ---- file handles ------------------------------------------------- */

#define MAX_HANDLE_SZ 128

static void print_handle_bytes(const struct pctx *c, uint64_t addr,
			       uint32_t n)
{
	unsigned char b[MAX_HANDLE_SZ];
	/* The kernel refuses more than MAX_HANDLE_SZ: that many are
	 * shown of a larger size, "..." for the rest. */
	unsigned len = n < MAX_HANDLE_SZ ? n : MAX_HANDLE_SZ;

	v_field(c, "f_handle");
	if (umove(c, addr + 8, len, b) < 0) {
		v_text(c, "???");
		return;
	}
	v_open(c, VK_STR, len, "\"");
	for (unsigned i = 0; i < len; i++)
		v_textf(c, "\\x%02x", b[i]);
	v_bytes(c, b, len);
	v_close(c, "\"");
	if (n > len)
		v_text(c, "...");
}

int print_file_handle_in(const struct pctx *c, uint64_t addr)
{
	uint32_t h[2];

	if (!umove_or_addr(c, addr, sizeof(h), h))
		return PRINT_OK;
	v_struct_begin(c);
	f_uint(c, "handle_bytes", h[0]);
	f_int(c, "handle_type", (int)h[1]);
	print_handle_bytes(c, addr, h[0]);
	v_struct_end(c);
	return PRINT_OK;
}

/* name_to_handle_at: the size offered, then what the kernel stored
 * ("handle_bytes=64 => 8"); with EOVERFLOW only the sizes, after any
 * other failure the size offered alone. */
int print_file_handle_out(const struct pctx *c, uint64_t addr,
			  const uint32_t *peek)
{
	int err = c->call->err;
	uint32_t h[2];

	if (!addr || !peek)
		return v_addr(c, addr);
	if (err && err != 75 /* EOVERFLOW */) {
		v_struct_begin(c);
		f_uint(c, "handle_bytes", *peek);
		v_struct_end(c);
		return PRINT_OK;
	}
	if (umove(c, addr, sizeof(h), h) < 0)
		return v_addr(c, addr);
	v_struct_begin(c);
	f_uint(c, "handle_bytes", *peek);
	if (h[0] != *peek) {
		v_changed(c);
		v_uint(c, h[0]);
	}
	if (!err) {
		f_int(c, "handle_type", (int)h[1]);
		if (h[0] <= MAX_HANDLE_SZ)
			print_handle_bytes(c, addr, h[0]);
	}
	v_struct_end(c);
	return PRINT_OK;
}

/* ---- quotactl ----------------------------------------------------- */

#define SUBCMDSHIFT 8

/* -X raw: the command as a decimal number; -X verbose adds QCMD(...). */
int print_quotactl_cmd(const struct pctx *c, uint64_t v)
{
	unsigned cmd = (unsigned)v;
	struct vstyle st;

	v_style_begin(c, &st);
	v_open(c, VK_STRUCT, cmd, "QCMD(");
	v_name(c, "cmd");
	v_enum(c, &xlat_quota_cmd, cmd >> SUBCMDSHIFT, "Q_???");
	v_text(c, ", ");
	v_name(c, "type");
	v_enum(c, &xlat_quota_type, cmd & 0xff, "???QUOTA");
	v_close(c, ")");
	v_style_end(c, &st, cmd, VS_DEC);
	return PRINT_OK;
}

/* What each quotactl command reads of id and addr (quotactl(2)). */
enum {
	QC_SYNC = 0x800001, QC_QUOTAON, QC_QUOTAOFF, QC_GETFMT, QC_GETINFO,
	QC_SETINFO, QC_GETQUOTA, QC_SETQUOTA, QC_GETNEXTQUOTA,
	/* XFS's, <linux/dqblk_xfs.h> */
	QC_XQUOTAON = 0x5801, QC_XQUOTAOFF, QC_XGETQUOTA, QC_XSETQLIM,
	QC_XGETQSTAT, QC_XQUOTARM, QC_XQUOTASYNC, QC_XGETQSTATV,
	QC_XGETNEXTQUOTA,
};

static unsigned quota_subcmd(uint64_t cmd)
{
	return (uint32_t)cmd >> SUBCMDSHIFT;
}

/* id: a quota format for Q_QUOTAON, nothing where the command ignores
 * it, else a user, group or project id. */
int print_quotactl_id(const struct pctx *c, uint64_t v, uint64_t cmd)
{
	switch (quota_subcmd(cmd)) {
	case QC_QUOTAON:
		v_enum(c, &xlat_quota_format, (uint32_t)v, "QFMT_???");
		return PRINT_OK;
	case QC_SYNC: case QC_QUOTAOFF: case QC_GETFMT: case QC_GETINFO:
	case QC_SETINFO:
	case QC_XQUOTAON: case QC_XQUOTAOFF: case QC_XGETQSTAT:
	case QC_XGETQSTATV: case QC_XQUOTARM: case QC_XQUOTASYNC:
		return PRINT_SKIP;
	}
	return print_uid(c, v);
}

/* struct if_dqblk (and if_nextdqblk, with the id after it): eight
 * u64 fields, then dqb_valid; without -v the six limits and usages. */
static void print_dqblk(const struct pctx *c, uint64_t addr, bool next)
{
	static const char *const names[] = {
		"dqb_bhardlimit", "dqb_bsoftlimit", "dqb_curspace",
		"dqb_ihardlimit", "dqb_isoftlimit", "dqb_curinodes",
		"dqb_btime", "dqb_itime",
	};
	uint64_t q[8];
	uint32_t tail[2];
	unsigned char b[72];
	int shown = c->opt->verbose ? 8 : 6;

	if (!umove_or_addr(c, addr, sizeof(b), b))
		return;
	memcpy(q, b, sizeof(q));
	memcpy(tail, b + 64, sizeof(tail));
	v_struct_begin(c);
	for (int i = 0; i < shown; i++)
		f_uint(c, names[i], q[i]);
	if (c->opt->verbose)
		f_flags(c, "dqb_valid", &xlat_quota_dqb_valid, tail[0],
			"QIF_???");
	if (next)
		f_uint(c, "dqb_id", tail[1]);
	if (!c->opt->verbose)
		v_more(c);
	v_struct_end(c);
}

/* struct if_dqinfo: two u64 grace times, the flags, the valid mask. */
static void print_dqinfo(const struct pctx *c, uint64_t addr)
{
	unsigned char b[24];
	uint64_t grace[2];
	uint32_t w[2];

	if (!umove_or_addr(c, addr, sizeof(b), b))
		return;
	memcpy(grace, b, sizeof(grace));
	memcpy(w, b + 16, sizeof(w));
	v_struct_begin(c);
	f_uint(c, "dqi_bgrace", grace[0]);
	f_uint(c, "dqi_igrace", grace[1]);
	f_flags(c, "dqi_flags", &xlat_quota_dqi_flags, w[0], "DQF_???");
	f_flags(c, "dqi_valid", &xlat_quota_dqi_valid, w[1], "IIF_???");
	v_struct_end(c);
}

/* ---- XFS quota structures (<linux/dqblk_xfs.h>) ---- */

#define QF IOCTL_FIELD

/* struct fs_disk_quota, the same on every ABI; without -v up to the
 * usages. */
static const struct ioctl_field xfs_dq_head[] = {
	QF("d_version", 0, 1, IOF_INT),
	{ "d_flags", 1, 1, IOF_FLAGS, &xlat_xfs_dqblk_flags, NULL },
	QF("d_fieldmask", 2, 2, IOF_HEX), QF("d_id", 4, 4, IOF_UINT),
	QF("d_blk_hardlimit", 8, 8, IOF_UINT),
	QF("d_blk_softlimit", 16, 8, IOF_UINT),
	QF("d_ino_hardlimit", 24, 8, IOF_UINT),
	QF("d_ino_softlimit", 32, 8, IOF_UINT),
	QF("d_bcount", 40, 8, IOF_UINT), QF("d_icount", 48, 8, IOF_UINT),
};
static const struct ioctl_field xfs_dq_tail[] = {
	QF("d_itimer", 56, 4, IOF_INT), QF("d_btimer", 60, 4, IOF_INT),
	QF("d_iwarns", 64, 2, IOF_UINT), QF("d_bwarns", 66, 2, IOF_UINT),
	QF("d_rtb_hardlimit", 72, 8, IOF_UINT),
	QF("d_rtb_softlimit", 80, 8, IOF_UINT),
	QF("d_rtbcount", 88, 8, IOF_UINT), QF("d_rtbtimer", 96, 4, IOF_INT),
	QF("d_rtbwarns", 100, 2, IOF_UINT),
};

/* fs_quota_stat: qs_uquota and qs_gquota (fs_qfilestat: two u64 and a
 * u32) are 24 bytes where a u64 is aligned to 8, 20 on i386; the
 * offsets here are x86_64's, the fields after qs_gquota 8 bytes
 * earlier on i386 and qs_gquota 4. */
static const struct ioctl_field xfs_qstat_tail[] = {
	QF("qs_incoredqs", 56, 4, IOF_UINT),
	QF("qs_btimelimit", 60, 4, IOF_INT),
	QF("qs_itimelimit", 64, 4, IOF_INT),
	QF("qs_rtbtimelimit", 68, 4, IOF_INT),
	QF("qs_bwarnlimit", 72, 2, IOF_UINT),
	QF("qs_iwarnlimit", 74, 2, IOF_UINT),
};
/* fs_quota_statv, the same on every ABI: after the three
 * fs_qfilestatv at 8, 32 and 56. */
static const struct ioctl_field xfs_qstatv_tail[] = {
	QF("qs_btimelimit", 80, 4, IOF_INT),
	QF("qs_itimelimit", 84, 4, IOF_INT),
	QF("qs_rtbtimelimit", 88, 4, IOF_INT),
	QF("qs_bwarnlimit", 92, 2, IOF_UINT),
	QF("qs_iwarnlimit", 94, 2, IOF_UINT),
};
static const struct ioctl_field xfs_qfilestat[] = {
	QF("qfs_ino", 0, 8, IOF_UINT), QF("qfs_nblks", 8, 8, IOF_UINT),
	QF("qfs_nextents", 16, 4, IOF_UINT),
};

static void xfs_qfilestat_at(const struct pctx *c, const char *name,
			     const unsigned char *b)
{
	v_field(c, name);
	v_struct_begin(c);
	ioctl_fields(c, b, xfs_qfilestat, ARRAY_SIZE(xfs_qfilestat));
	v_struct_end(c);
}

static void print_xfs_dquot(const struct pctx *c, uint64_t addr)
{
	unsigned char b[112];

	if (!umove_or_addr(c, addr, sizeof(b), b))
		return;
	v_struct_begin(c);
	ioctl_fields(c, b, xfs_dq_head, ARRAY_SIZE(xfs_dq_head));
	if (c->opt->verbose)
		ioctl_fields(c, b, xfs_dq_tail, ARRAY_SIZE(xfs_dq_tail));
	else
		v_more(c);
	v_struct_end(c);
}

/* Q_XGETQSTAT's fs_quota_stat, Q_XGETQSTATV's fs_quota_statv: the
 * version, the rest with -v. */
static void print_xfs_qstat(const struct pctx *c, uint64_t addr, bool v2)
{
	static const struct ioctl_field flags16 = {
		"qs_flags", 2, 2, IOF_FLAGS, &xlat_xfs_quota_flags, NULL };
	bool packed = !v2 && c->pers->align64 == 4;
	size_t size = v2 ? 160 : packed ? 68 : 80;
	unsigned char b[160], tail[24];
	int8_t version;

	if (!umove_or_addr(c, addr, size, b))
		return;
	memcpy(&version, b, 1);
	v_struct_begin(c);
	f_int(c, "qs_version", version);
	if (!c->opt->verbose) {
		v_more(c);
		v_struct_end(c);
		return;
	}
	ioctl_fields(c, b, &flags16, 1);
	if (v2) {
		v_field(c, "qs_incoredqs");
		v_uint(c, (uint64_t)b[4] | (uint64_t)b[5] << 8 |
			  (uint64_t)b[6] << 16 | (uint64_t)b[7] << 24);
		xfs_qfilestat_at(c, "qs_uquota", b + 8);
		xfs_qfilestat_at(c, "qs_gquota", b + 32);
		xfs_qfilestat_at(c, "qs_pquota", b + 56);
		ioctl_fields(c, b, xfs_qstatv_tail,
			     ARRAY_SIZE(xfs_qstatv_tail));
		v_struct_end(c);
		return;
	}
	xfs_qfilestat_at(c, "qs_uquota", b + 8);
	xfs_qfilestat_at(c, "qs_gquota", b + (packed ? 28 : 32));
	if (packed) {	/* move the tail to x86_64's offsets */
		memcpy(tail, b + 48, 20);
		memcpy(b + 56, tail, 20);
	}
	ioctl_fields(c, b, xfs_qstat_tail, ARRAY_SIZE(xfs_qstat_tail));
	v_struct_end(c);
}

/* addr: the quota file's path for Q_QUOTAON, a structure the kernel
 * reads (at entry) or fills (at exit, when the call succeeded),
 * nothing where the command ignores it, else the address. */
int print_quotactl_addr(const struct pctx *c, uint64_t v, uint64_t cmd)
{
	unsigned sub = quota_subcmd(cmd);
	bool out = sub == QC_GETQUOTA || sub == QC_GETNEXTQUOTA ||
		   sub == QC_GETINFO || sub == QC_GETFMT ||
		   sub == QC_XGETQUOTA || sub == QC_XGETNEXTQUOTA ||
		   sub == QC_XGETQSTAT || sub == QC_XGETQSTATV;

	if (out) {
		if (!c->exiting)
			return PRINT_OK;
		if (c->call->err)
			return v_addr(c, v);
		if (sub == QC_XGETQUOTA || sub == QC_XGETNEXTQUOTA)
			print_xfs_dquot(c, v);
		else if (sub == QC_XGETQSTAT || sub == QC_XGETQSTATV)
			print_xfs_qstat(c, v, sub == QC_XGETQSTATV);
		else if (sub == QC_GETINFO)
			print_dqinfo(c, v);
		else if (sub == QC_GETFMT)
			print_enum_box_at(c, v, 4, &xlat_quota_format,
					  "QFMT_???");
		else
			print_dqblk(c, v, sub == QC_GETNEXTQUOTA);
		return PRINT_OK;
	}
	if (c->exiting)
		return PRINT_OK;
	switch (sub) {
	case QC_SYNC: case QC_QUOTAOFF: case QC_XQUOTASYNC:
		return PRINT_SKIP;
	case QC_QUOTAON:
		return print_path(c, v);
	case QC_XQUOTAON: case QC_XQUOTAOFF:
		/* the accounting and enforcement flags, a u32 */
		print_flags_box_at(c, v, 4, &xlat_xfs_quota_flags, NULL);
		return PRINT_OK;
	case QC_XQUOTARM:
		/* the quota types, a u32 */
		print_flags_box_at(c, v, 4, &xlat_xfs_dqblk_flags, NULL);
		return PRINT_OK;
	case QC_XSETQLIM:
		print_xfs_dquot(c, v);
		return PRINT_OK;
	case QC_SETQUOTA:
		print_dqblk(c, v, false);
		return PRINT_OK;
	case QC_SETINFO:
		print_dqinfo(c, v);
		return PRINT_OK;
	}
	return v_addr(c, v);
}

/* ---- ustat -------------------------------------------------------- */

/* struct ustat: a 32-bit free block count on 32-bit ABIs (daddr_t is
 * an int), the inode count, then two 6-byte names. */
int print_ustat_out(const struct pctx *c, uint64_t addr)
{
	size_t w = abi_word(c);
	unsigned char b[32];
	int32_t tfree;
	uint64_t tinode = 0;

	if (!umove_or_addr(c, addr, 2 * w + 12, b))
		return PRINT_OK;
	memcpy(&tfree, b, 4);
	memcpy(&tinode, b + w, w);
	v_struct_begin(c);
	f_int(c, "f_tfree", tfree);
	f_uint(c, "f_tinode", tinode);
	v_field(c, "f_fname");
	v_str(c, b + 2 * w, strnlen((char *)b + 2 * w, 6), false);
	v_field(c, "f_fpack");
	v_str(c, b + 2 * w + 6, strnlen((char *)b + 2 * w + 6, 6), false);
	v_struct_end(c);
	return PRINT_OK;
}

/* ---- message queues ----------------------------------------------- */

/* struct mq_attr: four longs of the ABI, then four reserved ones the
 * kernel copies too (a struct it cannot read whole is its address). */
int print_mq_attr_in(const struct pctx *c, uint64_t addr)
{
	static const char *const names[] = {
		"mq_maxmsg", "mq_msgsize", "mq_curmsgs",
	};
	size_t w = abi_word(c);
	unsigned char b[8 * 8];
	int64_t v[4];

	if (!umove_or_addr(c, addr, 8 * w, b))
		return PRINT_OK;
	for (int i = 0; i < 4; i++)
		v[i] = sint_at(b + w * i, w);
	v_struct_begin(c);
	v_field(c, "mq_flags");
	v_flags_begin(c, (uint64_t)v[0], NULL);
	if (v[0] == 04000) {
		v_flag_name(c, "O_NONBLOCK");
	} else if ((v[0] & 04000) && v[0] > 0) {
		v_flag_name(c, "O_NONBLOCK");
		v_flag_bits(c, (uint64_t)v[0] & ~04000ull);
	} else {
		v_flag_bits(c, (uint64_t)v[0]);
	}
	v_flags_end(c);
	for (int i = 1; i < 4; i++)
		f_int(c, names[i - 1], v[i]);
	v_struct_end(c);
	return PRINT_OK;
}

/* ---- mount ---------------------------------------------------------- */

#define MS_MGC_VAL 0xc0ed0000u
#define MS_MGC_MSK 0xffff0000u
#define MS_REMOUNT_ 32
#define MS_BIND_ 4096
#define MS_MOVE_ 8192
#define MS_PROPAGATION_ ((1 << 17) | (1 << 18) | (1 << 19) | (1 << 20))

/* Before 2.4 the high half of mount's flags had to hold a magic number;
 * the kernel still drops it when it is there (mount(2) NOTES). */
static uint64_t mount_flags_sans_magic(uint64_t flags)
{
	if ((flags & MS_MGC_MSK) == MS_MGC_VAL)
		return flags & ~(uint64_t)MS_MGC_MSK;
	return flags;
}

int print_mount_flags(const struct pctx *c, uint64_t v)
{
	uint64_t rest = mount_flags_sans_magic(v);

	struct vstyle st;

	if (rest == v)
		return v_flags(c, &xlat_mount_flags, v, "MS_???");
	v_style_begin(c, &st);
	v_const(c, MS_MGC_VAL, "MS_MGC_VAL");
	v_style_end(c, &st, MS_MGC_VAL, VS_HEX);
	if (rest) {
		v_text(c, "|");
		v_flags(c, &xlat_mount_flags, rest, "MS_???");
	}
	return PRINT_OK;
}

/* What the kernel does with the call (path_mount): a remount reads the
 * data, a bind, move or propagation change reads neither the type nor
 * the data, a new mount reads both. */
static bool mount_is_new(uint64_t flags)
{
	flags = mount_flags_sans_magic(flags);
	return !(flags & (MS_REMOUNT_ | MS_BIND_ | MS_MOVE_ |
			  MS_PROPAGATION_));
}

int print_mount_fstype(const struct pctx *c, uint64_t addr, uint64_t flags)
{
	if (!mount_is_new(flags))
		return v_addr(c, addr);
	return v_str_at(c, addr, (size_t)c->opt->string_limit);
}

int print_mount_data(const struct pctx *c, uint64_t addr, uint64_t flags)
{
	if (!mount_is_new(flags) &&
	    !(mount_flags_sans_magic(flags) & MS_REMOUNT_))
		return v_addr(c, addr);
	return v_str_at(c, addr, (size_t)c->opt->string_limit);
}

/* ---- swapon --------------------------------------------------------- */

#define SWAP_PRIO_MASK 0x7fffu

/* The flags of the int argument, then the priority (the low 15 bits,
 * read with SWAP_FLAG_PREFER) as a number: "SWAP_FLAG_PREFER|10". */
int print_swap_flags(const struct pctx *c, uint64_t v)
{
	uint32_t u = (uint32_t)v;
	uint64_t rest = u & ~SWAP_PRIO_MASK;

	if (!rest)
		return v_uint(c, u);
	v_flags_begin(c, u, &xlat_swap_flags);
	rest = v_flag_names(c, &xlat_swap_flags, rest);
	if (rest)
		v_flag_bits(c, rest);
	v_flag_text(c, "%u", u & SWAP_PRIO_MASK);
	v_flags_end(c);
	return PRINT_OK;
}

/* mq_open reads its attributes only when it may create the queue
 * (mq_open(3)), as it reads the mode. */
int print_mq_attr_creat(const struct pctx *c, uint64_t addr, uint64_t flags)
{
	const unsigned o_creat = 0100;

	if (!((unsigned)flags & o_creat))
		return PRINT_SKIP;
	return print_mq_attr_in(c, addr);
}
