/* The *xattrat calls (Linux 6.13): setxattrat and getxattrat pass the
 * value through an extensible struct xattr_args. */
#include "printers.h"

/* struct xattr_args: __aligned_u64 value; __u32 size; __u32 flags.
 * Defined here: the UAPI headers abitrace builds with predate it. */
#define XATTR_ARGS_SIZE_VER0 16

struct xattr_args_k {
	uint64_t value;
	uint32_t size;
	uint32_t flags;
};

/* The struct at addr, or false (and its address shown) when the size the
 * caller gave is below the first version's or it cannot be read: the
 * kernel refuses both. */
static bool read_xattr_args(const struct pctx *c, uint64_t addr,
			    uint64_t usize, struct xattr_args_k *a)
{
	if (!addr || usize < XATTR_ARGS_SIZE_VER0 ||
	    umove(c, addr, sizeof(*a), a) < 0) {
		v_addr(c, addr);
		return false;
	}
	return true;
}

static void print_xattr_args_rest(const struct pctx *c, uint64_t addr,
				  uint64_t usize, const struct xattr_args_k *a)
{
	v_field(c, "size");
	v_uint(c, a->size);
	v_field(c, "flags");
	v_flags(c, &xlat_xattr_flags, a->flags, "XATTR_???");
	print_ext_tail(c, addr, sizeof(*a), usize);
	v_struct_end(c);
}

/* setxattrat: the value is what the caller passes, size bytes of it. */
int print_xattr_args_in(const struct pctx *c, uint64_t addr, uint64_t usize)
{
	struct xattr_args_k a;

	if (!read_xattr_args(c, addr, usize, &a))
		return PRINT_OK;
	v_struct_begin(c);
	v_field(c, "value");
	print_xattr_val_in(c, a.value, a.size);
	print_xattr_args_rest(c, addr, usize, &a);
	return PRINT_OK;
}

/* getxattrat, at exit: the value holds as many bytes as the call
 * returned; a failed call, or a size of 0 (a query of the value's
 * length), wrote none, so only its address is shown. */
int print_xattr_args_out(const struct pctx *c, uint64_t addr, uint64_t usize,
			 int64_t ret)
{
	struct xattr_args_k a;

	if (!read_xattr_args(c, addr, usize, &a))
		return PRINT_OK;
	v_struct_begin(c);
	v_field(c, "value");
	if (ret < 0 || !a.size || !a.value)
		v_addr(c, a.value);
	else
		print_xattr_val_in(c, a.value,
				   (uint64_t)ret < a.size ? (uint64_t)ret :
				   a.size);
	print_xattr_args_rest(c, addr, usize, &a);
	return PRINT_OK;
}
