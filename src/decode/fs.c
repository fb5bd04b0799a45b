/* Printers for descriptors, paths, strings and data buffers. */
#include "printers.h"

#include <fcntl.h>
#include <limits.h>
#include <string.h>

extern const struct xlat xlat_open_flags;

/* One scratch area for strings read from the tracee: printers run one
 * at a time, so it never needs to be more than the largest read. */
static char *scratch;
static size_t scratch_cap;

static char *scratch_get(size_t n)
{
	if (n > scratch_cap) {
		scratch = xrealloc(scratch, n);
		scratch_cap = n;
	}
	return scratch;
}

void print_fd_value(struct tcb *tcp, int fd)
{
	tprintf("%d", fd);
	print_fd_path(tcp, fd);
}

PRINTER(print_fd)
{
	(void)ad;
	print_fd_value(tcp, (int)tcp->args[argi]);
	return PRINT_OK;
}

PRINTER(print_dirfd)
{
	int fd = (int)tcp->args[argi];

	(void)ad;
	if (fd == AT_FDCWD) {
		tputs("AT_FDCWD");
		print_cwd_path(tcp);
	} else
		print_fd_value(tcp, fd);
	return PRINT_OK;
}

PRINTER(print_oflags)
{
	static const char *const acc[] = {
		"O_RDONLY", "O_WRONLY", "O_RDWR", "O_ACCMODE"
	};
	uint64_t v = (uint32_t)tcp->args[argi];

	(void)ad;
	tputs(acc[v & 3]);
	v &= ~(uint64_t)3;
	if (v) {
		tputc('|');
		print_xlat_flags(xlat_for(&xlat_open_flags, tcp), v, NULL);
	}
	return PRINT_OK;
}

/* The mode of open() matters only when a file may be created; strace
 * users are used to seeing it only then. The flags are the argument
 * just before the mode. */
PRINTER(print_omode)
{
	unsigned flags = (unsigned)tcp->args[argi - 1];

	(void)ad;
	if (!(flags & O_CREAT) && (flags & O_TMPFILE) != O_TMPFILE)
		return PRINT_SKIP;
	tprintf("%#03o", (unsigned)tcp->args[argi]);
	return PRINT_OK;
}

void print_str_at(struct tcb *tcp, uint64_t addr, size_t limit, bool path)
{
	char *buf;
	ssize_t n;

	if (!addr) {
		tputs("NULL");
		return;
	}
	buf = scratch_get(limit + 1);
	n = umovestr(tcp, addr, limit + 1, buf);
	if (n < 0) {
		print_addr(addr);
		return;
	}
	if ((size_t)n > limit) {
		print_quoted(cur, (unsigned char *)buf, limit, false);
		tputs("...");
		return;
	}
	print_quoted(cur, (unsigned char *)buf, (size_t)n, false);
	(void)path;
}

PRINTER(print_path)
{
	(void)ad;
	print_str_at(tcp, arg_ulong(tcp, argi), PATH_MAX, true);
	return PRINT_OK;
}

PRINTER(print_str)
{
	(void)ad;
	print_str_at(tcp, arg_ulong(tcp, argi), (size_t)opt.string_limit,
		     false);
	return PRINT_OK;
}

void print_buf_at(struct tcb *tcp, uint64_t addr, uint64_t len)
{
	size_t limit = (size_t)opt.string_limit;
	size_t n = len < limit ? (size_t)len : limit;
	char *buf;

	if (!addr) {
		tputs("NULL");
		return;
	}
	buf = scratch_get(n ? n : 1);
	if (n && umoven(tcp, addr, n, buf) < 0) {
		print_addr(addr);
		return;
	}
	print_quoted(cur, (unsigned char *)buf, n, false);
	if (len > n)
		tputs("...");
}

PRINTER(print_ibuf)
{
	print_buf_at(tcp, arg_ulong(tcp, argi), arg_ulong(tcp, ad->param));
	return PRINT_OK;
}

PRINTER(print_obuf)
{
	uint64_t addr = arg_ulong(tcp, argi);

	(void)ad;
	if (tcp->err) {
		print_addr(addr);
		return PRINT_OK;
	}
	print_buf_at(tcp, addr, (uint64_t)tcp->rval);
	return PRINT_OK;
}

/* A path the kernel wrote (getcwd): NUL-terminated, not cut at -s. */
PRINTER(print_path_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	if (tcp->err)
		print_addr(addr);
	else
		print_str_at(tcp, addr, PATH_MAX, true);
	return PRINT_OK;
}
