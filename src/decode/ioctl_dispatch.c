/* ioctl's argument: by the shape syscalls/ioctls.list gives the
 * request, else by the family decoder its type byte names. */
#include "printers.h"
#include "decode/ioctl.h"

#include <stdlib.h>
#include <string.h>

/* Which family decodes a request: by the type byte of its number. */
int ioctl_decode(const struct pctx *c, unsigned cmd, uint64_t arg)
{
	switch (_IOC_TYPE(cmd)) {
	case 'T':
		return ioctl_tty(c, cmd, arg);
	case 'E':
		return ioctl_evdev(c, cmd, arg);
	case 0xa4:	/* TEE: SHM_REGISTER_FD has no name in the UAPI list */
		return ioctl_tee(c, cmd, arg);
	case 0xb7:	/* nsfs: NS_MNT_GET_* of another struct size */
		return ioctl_nsfs(c, cmd, arg);
	case 0xff:	/* pidfs: PIDFD_GET_INFO of another struct size */
		return ioctl_pidfs(c, cmd, arg);
	}
	return IOCTL_UNKNOWN;
}

/* ---- shapes ------------------------------------------------------ */

static int shape_cmp(const void *a, const void *b)
{
	return strcmp(((const struct ioctl_shape *const *)a)[0]->name,
		      ((const struct ioctl_shape *const *)b)[0]->name);
}

static int shape_key_cmp(const void *key, const void *b)
{
	return strcmp(key, (*(const struct ioctl_shape *const *)b)->name);
}

static const struct ioctl_shape *shape_of(const char *name)
{
	static const struct ioctl_shape **sorted;
	const struct ioctl_shape **hit;

	if (!sorted) {
		sorted = xcalloc(ioctl_nshapes + 1, sizeof(*sorted));
		for (unsigned i = 0; i < ioctl_nshapes; i++)
			sorted[i] = &ioctl_shapes[i];
		qsort(sorted, ioctl_nshapes, sizeof(*sorted), shape_cmp);
	}
	hit = bsearch(name, sorted, ioctl_nshapes, sizeof(*sorted),
		      shape_key_cmp);
	return hit ? *hit : NULL;
}

static const char *unknown_of(const struct ioctl_shape *s)
{
	return s->unknown ? s->unknown : xlat_unknown(s->set);
}

/* A string the kernel reads: cut at -s. */
static void str_in(const struct pctx *c, uint64_t addr)
{
	v_str_at(c, addr, (size_t)c->opt->string_limit);
}

static bool shape_is_output(enum ioctl_shape_kind k)
{
	return k == IOS_INT_OUT || k == IOS_UINT_OUT || k == IOS_ULONG_OUT ||
	       k == IOS_U64_OUT || k == IOS_FLAGS_OUT || k == IOS_ENUM_OUT;
}

/* The argument of a request whose shape the list gives. */
/* "[0x...]": a number of size bytes (4 or 8) the kernel reads, in hex. */
static void hex_at(const struct pctx *c, uint64_t addr, size_t size)
{
	uint64_t v = 0;

	if (!umove_or_addr(c, addr, size, &v))
		return;
	v_array_begin(c);
	v_elem(c);
	v_hex(c, v);
	v_array_end(c);
}

static int print_shape(const struct pctx *c, const struct ioctl_shape *s,
		       unsigned cmd, uint64_t arg)
{
	uint64_t w = c->compat ? (uint32_t)arg : arg;

	if (s->kind == IOS_FN)
		return s->fn(c, cmd, arg);
	if (shape_is_output(s->kind)) {
		if (!c->exiting)
			return IOCTL_LATER;
		if (c->call->err) {
			v_addr(c, w);
			return IOCTL_DONE;
		}
	}
	switch (s->kind) {
	case IOS_NONE:
		return IOCTL_NOARG;
	case IOS_INT:
		v_int(c, (int)arg);
		break;
	case IOS_UINT:
		v_uint(c, (unsigned)arg);
		break;
	case IOS_ULONG:
		v_uint(c, w);
		break;
	case IOS_HEX:
		v_hex(c, w);
		break;
	case IOS_FD:
		v_fd(c, (int)arg);
		break;
	/* flag and enum values are ints in the drivers */
	case IOS_FLAGS:
		v_flags(c, s->set, (uint32_t)arg, unknown_of(s));
		break;
	case IOS_ENUM:
		v_enum(c, s->set, (uint32_t)arg, unknown_of(s));
		break;
	case IOS_PTR:
		v_addr(c, w);
		break;
	case IOS_INT_IN: case IOS_INT_OUT:
		ioctl_int_at(c, w);
		break;
	case IOS_UINT_IN: case IOS_UINT_OUT:
		ioctl_uint_at(c, w);
		break;
	case IOS_ULONG_IN: case IOS_ULONG_OUT:
		ioctl_ulong_at(c, w);
		break;
	case IOS_U64_IN: case IOS_U64_OUT:
		ioctl_u64_at(c, w);
		break;
	case IOS_S64_IN:
		print_num_at(c, w, 8, true);
		break;
	case IOS_X64_IN:
		hex_at(c, w, 8);
		break;
	case IOS_X32_IN:
		hex_at(c, w, 4);
		break;
	case IOS_FLAGS_IN: case IOS_FLAGS_OUT:
		ioctl_flags_at(c, w, s->set, unknown_of(s));
		break;
	case IOS_ENUM_IN: case IOS_ENUM_OUT: {
		unsigned v;

		if (!umove_or_addr(c, w, sizeof(v), &v))
			break;
		v_array_begin(c);
		v_elem(c);
		v_enum(c, s->set, v, unknown_of(s));
		v_array_end(c);
		break;
	}
	case IOS_STR_IN:
		str_in(c, w);
		break;
	case IOS_U64PAIR_IN:
		ioctl_pair_in(c, w, 8, NULL, NULL);
		break;
	case IOS_FN:
		break;
	}
	return IOCTL_DONE;
}

/* The shape of the first of cmd's names that the list knows. */
static const struct ioctl_shape *shape_of_cmd(const struct pctx *c,
					      unsigned cmd)
{
	const char *names[8];
	unsigned n = ioctl_names(c, cmd, names, 8);

	for (unsigned i = 0; i < n; i++) {
		const struct ioctl_shape *s = shape_of(names[i]);

		if (s)
			return s;
	}
	return NULL;
}

/* ---- the argument ------------------------------------------------- */

/* With -v, a request of a type nothing names (so no family decodes it)
 * whose number gives a size shows that many bytes at the argument, as
 * strace 7.2 does: what
 * the kernel reads at entry (_IOC_WRITE), what it wrote at exit
 * (_IOC_READ), both around " => " when the direction says both or
 * neither. An unreadable argument is its address. Returns whether it
 * showed the argument (or will, at exit). */
static bool ioctl_raw(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	const char *names[1];
	unsigned dir = _IOC_DIR(cmd), size = _IOC_SIZE(cmd);
	unsigned char probe;

	if (!c->opt->verbose || !size || !addr ||
	    ioctl_names(c, cmd, names, 1) ||
	    ioctl_type_named(c, _IOC_TYPE(cmd)))
		return false;
	if (c->exiting) {
		if (dir != _IOC_READ)
			v_changed(c);
		v_hexbuf_at(c, addr, size);
		return true;
	}
	if (dir != _IOC_READ && umove(c, addr, 1, &probe) < 0)
		return false;
	if (dir != _IOC_READ)
		v_hexbuf_at(c, addr, size);
	if (dir != _IOC_WRITE)
		c->tcp->dec->ret_data.ioctl.later = true;
	return true;
}

/* Runs at entry and at exit. A family decoder returns IOCTL_DONE when
 * it has shown the argument (at exit, when the kernel fills it: it
 * returns IOCTL_LATER at entry), IOCTL_NOARG for a request that takes
 * none, or IOCTL_UNKNOWN: then the argument is a word in hex. */
int print_ioctl_arg(const struct pctx *c, uint64_t addr, uint64_t cmdv)
{
	unsigned cmd = (unsigned)cmdv;
	int r;

	const struct ioctl_shape *s;

	if (c->exiting && !c->tcp->dec->ret_data.ioctl.later)
		return PRINT_OK;
	s = shape_of_cmd(c, cmd);
	r = s ? print_shape(c, s, cmd, addr) : ioctl_decode(c, cmd, addr);
	switch (r) {
	case IOCTL_LATER:
		c->tcp->dec->ret_data.ioctl.later = true;
		return PRINT_OK;
	case IOCTL_NOARG:
		return PRINT_SKIP;
	case IOCTL_DONE:
		return PRINT_OK;
	}
	if (ioctl_raw(c, cmd, addr))
		return PRINT_OK;
	if (c->exiting)
		return PRINT_OK;
	return v_hex(c, addr);
}
