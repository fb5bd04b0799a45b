/* Terminal ioctls: struct termios in strace's abbreviated form. */
#include "printers.h"

/* The kernel's struct termios: four tcflag_t words come first. */
struct kflags {
	uint32_t iflag, oflag, cflag, lflag;
};

/* Masks of the delay fields of c_oflag, in the order they are shown. */
static const uint32_t odelay_masks[] = {
	0400, 03000, 014000, 020000, 040000, 0100000
};

/* A delay field is a small enumeration; its value 0 has a name too
 * (NL0, CR0...), found by walking the entries of that field. */
static void print_odelay(const struct pctx *c, uint32_t field_mask,
			 uint32_t v)
{
	const struct xlat *x = &xlat_term_odelays;

	for (unsigned i = 0; i < x->n; i++) {
		uint32_t ev = (uint32_t)x->e[i].val;

		if ((ev & ~field_mask) || ev != (v & field_mask))
			continue;
		/* Value 0 matches every field: take the entry that sits
		 * just before a nonzero value of this field. */
		if (!ev && (i + 1 >= x->n ||
			    ((uint32_t)x->e[i + 1].val & ~field_mask)))
			continue;
		v_flag_name(c, x->e[i].name);
		return;
	}
}

/* The delay fields by name, then the flags; as strace, a zero rest of
 * flags shows as 0 after them. */
static void print_oflag(const struct pctx *c, uint32_t v)
{
	uint32_t rest = v;

	v_flags_begin(c, v, &xlat_term_oflags);
	for (size_t i = 0; i < sizeof(odelay_masks) / sizeof(*odelay_masks);
	     i++) {
		print_odelay(c, odelay_masks[i], v);
		rest &= ~odelay_masks[i];
	}
	if (!rest) {
		const char *zero = xlat_name(&xlat_term_oflags, 0);

		if (zero)
			v_flag_name(c, zero);
		else
			v_flag_bits(c, 0);
	} else {
		rest = (uint32_t)v_flag_names(c, &xlat_term_oflags, rest);
		if (rest)
			v_flag_bits(c, rest);
	}
	v_flags_end(c);
}

static void print_cflag(const struct pctx *c, uint32_t v)
{
	const uint32_t cbaud = 010017, csize = 060;
	uint32_t rest = v & ~(cbaud | csize);
	const char *n;

	v_flags_begin(c, v, &xlat_term_cflags);
	n = xlat_name(&xlat_term_baud, v & cbaud);
	if (n)
		v_flag_name(c, n);
	else
		v_flag_bits(c, v & cbaud);
	n = xlat_name(&xlat_term_csize, v & csize);
	if (n)
		v_flag_name(c, n);
	else
		v_flag_bits(c, v & csize);
	rest &= ~(uint32_t)(010017u << 16);	/* CIBAUD: input speed */
	if (rest) {
		rest = (uint32_t)v_flag_names(c, &xlat_term_cflags, rest);
		if (rest)
			v_flag_bits(c, rest);
	}
	v_flags_end(c);
}

void print_termios_at(const struct pctx *c, uint64_t addr)
{
	struct kflags f;

	if (!addr || umove(c, addr, sizeof(f), &f) < 0) {
		v_addr(c, addr);
		return;
	}
	v_struct_begin(c);
	v_field(c, "c_iflag");
	v_flags(c, &xlat_term_iflags, f.iflag, NULL);
	v_field(c, "c_oflag");
	print_oflag(c, f.oflag);
	v_field(c, "c_cflag");
	print_cflag(c, f.cflag);
	v_field(c, "c_lflag");
	v_flags(c, &xlat_term_lflags, f.lflag, NULL);
	v_more(c);
	v_struct_end(c);
}
