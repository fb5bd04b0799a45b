/* userfaultfd requests, <linux/userfaultfd.h>. The kernel writes a
 * field of the struct back (the features and ioctls it supports, how
 * much it copied): the struct is shown whole at exit, with the entry's
 * values, which the kernel may have overwritten, kept in ret_data. */
#include "decode/ioctl.h"

/* The ranges a request may be used on: bit numbers of requests. */
static void uffd_ioctls(const struct pctx *c, uint64_t v)
{
	v_field(c, "ioctls");
	ioctl_bitflags(c, &xlat_uffd_ioctls, v, "1<<%s", NULL);
}

static void uffd_range(const struct pctx *c, const uint64_t *r)
{
	v_struct_begin(c);
	f_hex(c, "start", r[0]);
	f_hex(c, "len", r[1]);
	v_struct_end(c);
}

/* Reads n words at addr, at entry (the address when it cannot) or at
 * exit; false when there is nothing more to show. */
static bool uffd_read(const struct pctx *c, uint64_t addr, uint64_t *w,
		      size_t n)
{
	return umove_or_addr(c, addr, n * sizeof(*w), w);
}

/* struct uffdio_api: api, features (in, then out), ioctls (out). */
static int uffd_api(const struct pctx *c, uint64_t addr)
{
	uint64_t a[3];
	struct ioctl_uffd_api_state *rd =
		&c->tcp->dec->ret_data.ioctl.fam.uffd_api;

	if (!c->exiting) {
		if (!uffd_read(c, addr, a, 3))
			return IOCTL_DONE;
		rd->api = a[0];
		rd->features = a[1];
		return IOCTL_LATER;
	}
	if (!c->call->err && !uffd_read(c, addr, a, 3))
		return IOCTL_DONE;
	v_struct_begin(c);
	f_hex(c, "api", rd->api);
	f_flags(c, "features", &xlat_uffd_features, rd->features,
		"UFFD_FEATURE_???");
	if (!c->call->err) {
		if (a[1] != rd->features) {
			v_changed(c);
			v_name(c, "features");
			v_text(c, "features=");
			v_flags(c, &xlat_uffd_features, a[1],
				"UFFD_FEATURE_???");
		}
		uffd_ioctls(c, a[2]);
	}
	v_struct_end(c);
	return IOCTL_DONE;
}

/* WRITEPROTECT, CONTINUE, POISON: a range and its mode, read by the
 * kernel (what CONTINUE and POISON write back, how much they mapped,
 * is not shown). */
static int uffd_range_mode(const struct pctx *c, unsigned cmd,
			   uint64_t addr)
{
	static const struct {
		const struct xlat *set;
		const char *dflt;
	} modes[] = {
		{ &xlat_uffd_writeprotect_modes,
		  "UFFDIO_WRITEPROTECT_MODE_???" },
		{ &xlat_uffd_continue_modes, "UFFDIO_CONTINUE_MODE_???" },
		{ &xlat_uffd_poison_modes, "UFFDIO_POISON_MODE_???" },
	};
	unsigned i = _IOC_NR(cmd) - 0x06;
	uint64_t w[3];

	if (c->exiting || !uffd_read(c, addr, w, 3))
		return IOCTL_DONE;
	v_struct_begin(c);
	v_field(c, "range");
	uffd_range(c, w);
	f_flags(c, "mode", modes[i].set, w[2], modes[i].dflt);
	v_struct_end(c);
	return IOCTL_DONE;
}

int ioctl_uffdio(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint64_t w[5];
	bool ok = !c->call->err;
	size_t n;

	if (c->compat)
		addr = (uint32_t)addr;
	switch (_IOC_NR(cmd)) {
	case 0x3f:		/* UFFDIO_API */
		return uffd_api(c, addr);
	case 0x01:		/* UFFDIO_UNREGISTER */
	case 0x02:		/* UFFDIO_WAKE: a range */
		if (uffd_read(c, addr, w, 2))
			uffd_range(c, w);
		return IOCTL_DONE;
	case 0x06:		/* UFFDIO_WRITEPROTECT */
	case 0x07:		/* UFFDIO_CONTINUE */
	case 0x08:		/* UFFDIO_POISON */
		return uffd_range_mode(c, cmd, addr);
	}
	/* REGISTER (range, mode, ioctls), COPY (dst, src, len, mode,
	 * copy), ZEROPAGE (range, mode, zeropage): at exit */
	n = _IOC_NR(cmd) == 0x03 ? 5 : 4;
	if (!c->exiting)
		return uffd_read(c, addr, w, n) ? IOCTL_LATER : IOCTL_DONE;
	if (!uffd_read(c, addr, w, n))
		return IOCTL_DONE;
	v_struct_begin(c);
	switch (_IOC_NR(cmd)) {
	case 0x00:		/* UFFDIO_REGISTER */
		v_field(c, "range");
		uffd_range(c, w);
		f_flags(c, "mode", &xlat_uffd_register_modes, w[2],
			"UFFDIO_REGISTER_MODE_???");
		if (ok)
			uffd_ioctls(c, w[3]);
		break;
	case 0x03:		/* UFFDIO_COPY */
		f_hex(c, "dst", w[0]);
		f_hex(c, "src", w[1]);
		f_hex(c, "len", w[2]);
		f_flags(c, "mode", &xlat_uffd_copy_modes, w[3],
			"UFFDIO_COPY_MODE_???");
		if (ok)
			f_hex(c, "copy", w[4]);
		break;
	default:		/* UFFDIO_ZEROPAGE */
		v_field(c, "range");
		uffd_range(c, w);
		f_flags(c, "mode", &xlat_uffd_zeropage_modes, w[2],
			"UFFDIO_ZEROPAGE_MODE_???");
		if (ok)
			f_hex(c, "zeropage", w[3]);
		break;
	}
	v_struct_end(c);
	return IOCTL_DONE;
}
