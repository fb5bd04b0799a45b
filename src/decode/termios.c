/* Terminal ioctls: struct termios in strace's abbreviated form. */
#include "printers.h"

extern const struct xlat xlat_term_iflags;
extern const struct xlat xlat_term_oflags;
extern const struct xlat xlat_term_odelays;
extern const struct xlat xlat_term_cflags;
extern const struct xlat xlat_term_baud;
extern const struct xlat xlat_term_csize;
extern const struct xlat xlat_term_lflags;

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
static void print_odelay(uint32_t field_mask, uint32_t v)
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
		tputs(x->e[i].name);
		tputc('|');
		return;
	}
}

static void print_oflag(uint32_t v)
{
	uint32_t rest = v;

	for (size_t i = 0; i < sizeof(odelay_masks) / sizeof(*odelay_masks);
	     i++) {
		print_odelay(odelay_masks[i], v);
		rest &= ~odelay_masks[i];
	}
	print_xlat_flags(&xlat_term_oflags, rest, NULL);
}

static void print_cflag(uint32_t v)
{
	const uint32_t cbaud = 010017, csize = 060;
	uint32_t rest = v & ~(cbaud | csize);

	print_xlat_enum(&xlat_term_baud, v & cbaud, NULL);
	tputc('|');
	print_xlat_enum(&xlat_term_csize, v & csize, NULL);
	rest &= ~(uint32_t)(010017u << 16);	/* CIBAUD: input speed */
	if (rest) {
		tputc('|');
		print_xlat_flags(&xlat_term_cflags, rest, NULL);
	}
}

void print_termios_at(struct tcb *tcp, uint64_t addr)
{
	struct kflags f;

	if (!addr || umoven(tcp, addr, sizeof(f), &f) < 0) {
		print_addr(addr);
		return;
	}
	tputs("{c_iflag=");
	print_xlat_flags(&xlat_term_iflags, f.iflag, NULL);
	tputs(", c_oflag=");
	print_oflag(f.oflag);
	tputs(", c_cflag=");
	print_cflag(f.cflag);
	tputs(", c_lflag=");
	print_xlat_flags(&xlat_term_lflags, f.lflag, NULL);
	tputs(", ...}");
}
