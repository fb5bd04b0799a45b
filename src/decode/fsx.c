/* File calls' structures: extended attributes, old directory entries,
 * openat2's open_how, mount attributes, file handles, quotactl
 * commands, ustat and message queue attributes. */
#include "printers.h"

#include <stdlib.h>
#include <string.h>

extern const struct xlat xlat_resolve_flags;
extern const struct xlat xlat_mount_attr_flags;
extern const struct xlat xlat_mount_propagation;
extern const struct xlat xlat_quota_cmd;
extern const struct xlat xlat_quota_type;

/* The kernel refuses bigger attribute values (XATTR_SIZE_MAX). */
#define XATTR_MAX 65536

/* A value the way strace quotes it: one trailing NUL left out. */
static void print_xattr_value(struct tcb *tcp, uint64_t addr, uint64_t len)
{
	unsigned char *b;
	size_t n, show;

	if (!addr || len > XATTR_MAX) {
		print_addr(addr);
		return;
	}
	n = (size_t)len;
	b = xmalloc(n ? n : 1);
	if (n && umoven(tcp, addr, n, b) < 0) {
		free(b);
		print_addr(addr);
		return;
	}
	if (n && !b[n - 1])
		n--;
	show = n < (size_t)opt.string_limit ? n : (size_t)opt.string_limit;
	print_quoted(cur, b, show, false);
	if (n > show)
		tputs("...");
	free(b);
}

PRINTER(print_xattr_val_in)
{
	print_xattr_value(tcp, arg_ulong(tcp, argi),
			  arg_ulong(tcp, ad->param));
	return PRINT_OK;
}

PRINTER(print_xattr_val_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	(void)ad;
	if (tcp->err)
		print_addr(addr);
	else
		print_xattr_value(tcp, addr, (uint64_t)tcp->rval);
	return PRINT_OK;
}

/* The NUL-separated list, every byte shown. */
PRINTER(print_xattr_list_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	(void)ad;
	if (tcp->err || !addr)
		print_addr(addr);
	else
		print_buf_at(tcp, addr, (uint64_t)tcp->rval);
	return PRINT_OK;
}

/* ---- getdents, readdir -------------------------------------------- */

/* struct linux_dirent: d_ino and d_off are longs of the ABI, then the
 * 16-bit record length. Without -v strace counts the entries. */
PRINTER(print_dirent_out)
{
	(void)ad;
	print_dirent_count(tcp, arg_ulong(tcp, argi),
			   2 * personalities[tcp->pers].wordsize);
	return PRINT_OK;
}

/* struct old_linux_dirent: d_ino, d_offset (longs), d_namlen (16-bit),
 * then the name; filled only when readdir returns 1. */
PRINTER(print_old_dirent_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	size_t w = personalities[tcp->pers].wordsize;
	unsigned char b[2 * 8 + 2];
	uint64_t ino = 0, doff = 0;
	uint16_t namlen;
	char name[256];

	(void)ad;
	if (tcp->err || tcp->rval != 1 || !addr ||
	    umoven(tcp, addr, 2 * w + 2, b) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	memcpy(&ino, b, w);
	memcpy(&doff, b + w, w);
	memcpy(&namlen, b + 2 * w, 2);
	tprintf("{d_ino=%llu, d_off=%llu, d_reclen=%u, d_name=",
		(unsigned long long)ino, (unsigned long long)doff, namlen);
	if (namlen > 255 || umoven(tcp, addr + 2 * w + 2, namlen, name) < 0)
		print_addr(addr + 2 * w + 2);
	else
		print_quoted(cur, (unsigned char *)name,
			     strnlen(name, namlen), false);
	tputc('}');
	return PRINT_OK;
}

/* ---- extensible structs ------------------------------------------- */

/* Bytes past the fields we know must be zero for the kernel; strace
 * shows them when they are not. At most this many are read. */
#define EXT_TAIL_MAX 4096

static void print_ext_tail(struct tcb *tcp, uint64_t addr, size_t known,
			   uint64_t size)
{
	unsigned char *b;
	size_t n, i;

	if (size <= known || size > known + EXT_TAIL_MAX)
		return;
	n = (size_t)(size - known);
	b = xmalloc(n);
	if (umoven(tcp, addr + known, n, b) < 0) {
		free(b);
		tputs(", ...");
		return;
	}
	for (i = 0; i < n && !b[i]; i++)
		;
	if (i < n) {
		size_t show = n < (size_t)opt.string_limit ?
			      n : (size_t)opt.string_limit;

		tprintf(", /* bytes %zu..%llu */ \"", known,
			(unsigned long long)size - 1);
		for (i = 0; i < show; i++)
			tprintf("\\x%02x", b[i]);
		tputc('"');
		if (n > show)
			tputs("...");
	}
	free(b);
}

#define OPEN_HOW_SIZE 24

/* {flags=O_..., mode=0..., resolve=RESOLVE_...}; the mode is shown
 * when set or when a file may be created. */
PRINTER(print_open_how)
{
	uint64_t addr = arg_ulong(tcp, argi);
	uint64_t size = arg_ulong(tcp, ad->param);
	uint64_t h[3];
	unsigned tmpfile = 020200000;

	if (!addr || size < OPEN_HOW_SIZE ||
	    umoven(tcp, addr, sizeof(h), h) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	tputs("{flags=");
	{
		uint64_t saved = tcp->args[argi];

		tcp->args[argi] = h[0];
		print_oflags(tcp, NULL, argi);
		tcp->args[argi] = saved;
		if (h[0] >> 32)
			tprintf("|%#llx", (unsigned long long)(h[0] >> 32 << 32));
	}
	if (h[1] || (h[0] & 0100) || (h[0] & tmpfile) == tmpfile)
		tprintf(", mode=%#03llo", (unsigned long long)h[1]);
	tputs(", resolve=");
	print_xlat_flags(&xlat_resolve_flags, h[2], "RESOLVE_???");
	print_ext_tail(tcp, addr, OPEN_HOW_SIZE, size);
	tputc('}');
	return PRINT_OK;
}

#define MOUNT_ATTR_SIZE 32

PRINTER(print_mount_attr_in)
{
	uint64_t addr = arg_ulong(tcp, argi);
	uint64_t size = arg_ulong(tcp, ad->param);
	uint64_t a[4];

	if (!addr || size < MOUNT_ATTR_SIZE ||
	    umoven(tcp, addr, sizeof(a), a) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	tputs("{attr_set=");
	print_xlat_flags(&xlat_mount_attr_flags, a[0], "MOUNT_ATTR_???");
	tputs(", attr_clr=");
	print_xlat_flags(&xlat_mount_attr_flags, a[1], "MOUNT_ATTR_???");
	tputs(", propagation=");
	print_xlat_flags(&xlat_mount_propagation, a[2], "MS_???");
	tprintf(", userns_fd=%llu", (unsigned long long)a[3]);
	print_ext_tail(tcp, addr, MOUNT_ATTR_SIZE, size);
	tputc('}');
	return PRINT_OK;
}

/* ---- file handles ------------------------------------------------- */

#define MAX_HANDLE_SZ 128

static void print_handle_bytes(struct tcb *tcp, uint64_t addr, unsigned n)
{
	unsigned char b[MAX_HANDLE_SZ];

	tputs(", f_handle=");
	if (umoven(tcp, addr + 8, n, b) < 0) {
		print_addr(addr + 8);
		return;
	}
	tputc('"');
	for (unsigned i = 0; i < n; i++)
		tprintf("\\x%02x", b[i]);
	tputc('"');
}

PRINTER(print_file_handle_in)
{
	uint64_t addr = arg_ulong(tcp, argi);
	uint32_t h[2];

	(void)ad;
	if (!addr || umoven(tcp, addr, sizeof(h), h) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	tprintf("{handle_bytes=%u, handle_type=%d", h[0], (int)h[1]);
	if (h[0] <= MAX_HANDLE_SZ)
		print_handle_bytes(tcp, addr, h[0]);
	tputc('}');
	return PRINT_OK;
}

/* name_to_handle_at: the size offered, then what the kernel stored
 * ("handle_bytes=64 => 8"); with EOVERFLOW only the sizes. */
PRINTER(print_file_handle_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	bool in = tcp->peeked & (1u << argi);
	uint32_t h[2];

	(void)ad;
	if (!addr || !in || umoven(tcp, addr, sizeof(h), h) < 0 ||
	    (tcp->err && tcp->err != 75 /* EOVERFLOW */)) {
		print_addr(addr);
		return PRINT_OK;
	}
	tprintf("{handle_bytes=%u", tcp->peek[argi]);
	if (h[0] != tcp->peek[argi])
		tprintf(" => %u", h[0]);
	if (!tcp->err) {
		tprintf(", handle_type=%d", (int)h[1]);
		if (h[0] <= MAX_HANDLE_SZ)
			print_handle_bytes(tcp, addr, h[0]);
	}
	tputc('}');
	return PRINT_OK;
}

/* ---- quotactl ----------------------------------------------------- */

#define SUBCMDSHIFT 8

PRINTER(print_quotactl_cmd)
{
	unsigned cmd = (unsigned)tcp->args[argi];

	(void)ad;
	tputs("QCMD(");
	print_xlat_enum(&xlat_quota_cmd, cmd >> SUBCMDSHIFT, "Q_???");
	tputs(", ");
	print_xlat_enum(&xlat_quota_type, cmd & 0xff, "???QUOTA");
	tputc(')');
	return PRINT_OK;
}

/* ---- ustat -------------------------------------------------------- */

/* struct ustat: a 32-bit free block count on 32-bit ABIs (daddr_t is
 * an int), the inode count, then two 6-byte names. */
PRINTER(print_ustat_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	size_t w = personalities[tcp->pers].wordsize;
	unsigned char b[32];
	int32_t tfree;
	uint64_t tinode = 0;

	(void)ad;
	if (tcp->err || !addr || umoven(tcp, addr, 2 * w + 12, b) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	memcpy(&tfree, b, 4);
	memcpy(&tinode, b + w, w);
	tprintf("{f_tfree=%d, f_tinode=%llu, f_fname=", tfree,
		(unsigned long long)tinode);
	print_quoted(cur, b + 2 * w, strnlen((char *)b + 2 * w, 6), false);
	tputs(", f_fpack=");
	print_quoted(cur, b + 2 * w + 6, strnlen((char *)b + 2 * w + 6, 6),
		     false);
	tputc('}');
	return PRINT_OK;
}

/* ---- message queues ----------------------------------------------- */

/* struct mq_attr: four longs of the ABI. */
static void print_mq_attr_at(struct tcb *tcp, uint64_t addr)
{
	size_t w = personalities[tcp->pers].wordsize;
	unsigned char b[4 * 8];
	int64_t v[4];

	if (!addr || umoven(tcp, addr, 4 * w, b) < 0) {
		print_addr(addr);
		return;
	}
	for (int i = 0; i < 4; i++) {
		if (w == 4) {
			int32_t s;

			memcpy(&s, b + 4 * i, 4);
			v[i] = s;
		} else {
			memcpy(&v[i], b + 8 * i, 8);
		}
	}
	tputs("{mq_flags=");
	if (v[0] == 04000)
		tputs("O_NONBLOCK");
	else if ((v[0] & 04000) && v[0] > 0)
		tprintf("O_NONBLOCK|%#llx", (unsigned long long)v[0] & ~04000ull);
	else if (v[0])
		tprintf("%#llx", (unsigned long long)v[0]);
	else
		tputc('0');
	tprintf(", mq_maxmsg=%lld, mq_msgsize=%lld, mq_curmsgs=%lld}",
		(long long)v[1], (long long)v[2], (long long)v[3]);
}

PRINTER(print_mq_attr_in)
{
	(void)ad;
	print_mq_attr_at(tcp, arg_ulong(tcp, argi));
	return PRINT_OK;
}

PRINTER(print_mq_attr_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	(void)ad;
	if (tcp->err)
		print_addr(addr);
	else
		print_mq_attr_at(tcp, addr);
	return PRINT_OK;
}
