/* Printers for descriptors, paths, strings and data buffers. */
#include "printers.h"

#include <fcntl.h>
#include <limits.h>
#include <string.h>

extern const struct xlat xlat_open_flags;

void print_fd_value(struct tcb *tcp, int fd)
{
	(void)tcp;
	v_fd(cur_ctx, fd);
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
	return v_dirfd(cur_ctx, fd);
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
	(void)tcp;
	(void)path;
	v_str_at(cur_ctx, addr, limit);
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
	(void)tcp;
	v_buf_at(cur_ctx, addr, len);
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
