/* Printers for descriptors, paths, strings and data buffers. */
#include "printers.h"

#include <fcntl.h>
#include <limits.h>

int print_fd(const struct pctx *c, uint64_t v)
{
	return v_fd(c, (int)v);
}

int print_dirfd(const struct pctx *c, uint64_t v)
{
	return v_dirfd(c, (int)v);
}

/* Open flags as open() takes them (an int): the access mode is always
 * named (O_RDONLY is 0), then the flags. With high, the bits above
 * the int too (open_how's 64-bit field), in hex. fcntl(F_SETFL) and
 * F_GETFL's return value print the same way. */
int print_open_flags_value(const struct pctx *c, uint64_t v, bool high)
{
	static const char *const acc[] = {
		"O_RDONLY", "O_WRONLY", "O_RDWR", "O_ACCMODE"
	};
	uint64_t lo = (uint32_t)v;

	v_flags_begin(c, high ? v : lo, &xlat_open_flags);
	v_flag_name(c, acc[lo & 3]);
	lo &= ~(uint64_t)3;
	if (lo) {
		lo = v_flag_names(c, &xlat_open_flags, lo);
		if (lo)
			v_flag_bits(c, lo);
	}
	if (high && v >> 32)
		v_flag_bits(c, v >> 32 << 32);
	v_flags_end(c);
	return PRINT_OK;
}

int print_oflags(const struct pctx *c, uint64_t v)
{
	return print_open_flags_value(c, v, false);
}

/* The mode of open() matters only when a file may be created; strace
 * users are used to seeing it only then. */
int print_omode(const struct pctx *c, uint64_t v, uint64_t flags)
{
	unsigned f = (unsigned)flags;

	if (!(f & O_CREAT) && (f & O_TMPFILE) != O_TMPFILE)
		return PRINT_SKIP;
	return v_oct(c, (unsigned)v);
}

/* A path is read PATH_MAX bytes at most, as the kernel reads it: with
 * no NUL in them, its first PATH_MAX - 1 bytes are shown cut (strace
 * shows the same; the bytes past them may well be unreadable). */
int print_path(const struct pctx *c, uint64_t addr)
{
	return v_str_at(c, addr, PATH_MAX - 1);
}

int print_str(const struct pctx *c, uint64_t addr)
{
	return v_str_at(c, addr, (size_t)c->opt->string_limit);
}

int print_ibuf(const struct pctx *c, uint64_t addr, uint64_t len)
{
	return v_buf_at(c, addr, len);
}

int print_obuf(const struct pctx *c, uint64_t addr, int64_t len)
{
	return v_buf_at(c, addr, (uint64_t)len);
}

/* A path the kernel wrote (getcwd): NUL-terminated, not cut at -s. */
int print_path_out(const struct pctx *c, uint64_t addr)
{
	return v_str_at(c, addr, PATH_MAX - 1);
}
