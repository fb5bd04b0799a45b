/* Terminal ioctls: struct termios in strace's abbreviated form. */
#include "printers.h"
#include "decode/ioctl.h"

#include <string.h>

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
		v_flag_name(c, xlat_ename(&x->e[i]));
		return;
	}
}

/* The delay fields by name, then the flags; as strace, a zero rest of
 * flags shows as 0 after them. */
static void print_oflag(const struct pctx *c, uint32_t v)
{
	uint32_t rest = v;

	v_flags_begin(c, v, &xlat_term_oflags);
	for (size_t i = 0; i < ARRAY_SIZE(odelay_masks);
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
	const uint32_t cbaud = 010017, csize = 060, ibshift = 16;
	uint32_t cibaud = (v >> ibshift) & cbaud;
	uint32_t rest = v & ~(cbaud | csize | cbaud << ibshift);
	const char *n;

	v_flags_begin(c, v, &xlat_term_cflags);
	n = xlat_name(&xlat_term_baud, v & cbaud);
	if (n)
		v_flag_name(c, n);
	else
		v_flag_bits(c, v & cbaud);
	if (cibaud) {		/* CIBAUD: the input speed */
		n = xlat_name(&xlat_term_baud, cibaud);
		if (n)
			v_flag_text(c, "%s<<IBSHIFT", n);
		else
			v_flag_text(c, "%#x<<IBSHIFT", cibaud);
	}
	n = xlat_name(&xlat_term_csize, v & csize);
	if (n)
		v_flag_name(c, n);
	else
		v_flag_bits(c, v & csize);
	if (rest) {
		rest = (uint32_t)v_flag_names(c, &xlat_term_cflags, rest);
		if (rest)
			v_flag_bits(c, rest);
	}
	v_flags_end(c);
}

/* The three shapes: struct termios, termios2 (with the speeds), and the
 * old struct termio (16-bit flags, 8 control characters). The kernel's
 * structs, not glibc's: NCCS is 19. */
enum { K_TERMIOS, K_TERMIOS2, K_TERMIO };

static void print_term_at(const struct pctx *c, uint64_t addr, int kind)
{
	uint8_t b[44];
	size_t size = kind == K_TERMIO ? 18 : kind == K_TERMIOS2 ? 44 : 36;
	size_t ncc = kind == K_TERMIO ? 8 : 19;
	size_t cc = kind == K_TERMIO ? 9 : 17;
	size_t fw = kind == K_TERMIO ? 2 : 4;	/* a flag word's width */
	uint32_t f[4];

	if (!umove_or_addr(c, addr, size, b))
		return;
	for (int i = 0; i < 4; i++)
		f[i] = (uint32_t)uint_at(b + fw * i, fw);
	v_struct_begin(c);
	v_field(c, "c_iflag");
	v_flags(c, &xlat_term_iflags, f[0], NULL);
	v_field(c, "c_oflag");
	print_oflag(c, f[1]);
	v_field(c, "c_cflag");
	print_cflag(c, f[2]);
	v_field(c, "c_lflag");
	v_flags(c, &xlat_term_lflags, f[3], NULL);
	if (!c->opt->verbose) {
		v_more(c);
		v_struct_end(c);
		return;
	}
	v_field(c, "c_line");
	v_enum(c, &xlat_term_line_discs, b[cc - 1], "N_???");
	v_field(c, "c_cc");
	v_array_begin(c);
	for (size_t i = 0; i < ncc; i++) {
		const char *n = xlat_name(&xlat_term_cc, i);

		v_elem(c);
		if (n)
			v_textf(c, "[%s]=", n);
		else
			v_textf(c, "[%zu]=", i);
		v_hex(c, b[cc + i]);
	}
	v_array_end(c);
	if (kind == K_TERMIOS2) {
		uint32_t sp[2];

		memcpy(sp, b + 36, sizeof(sp));
		v_field(c, "c_ispeed");
		v_uint(c, sp[0]);
		v_field(c, "c_ospeed");
		v_uint(c, sp[1]);
	}
	v_struct_end(c);
}

void print_termios_at(const struct pctx *c, uint64_t addr)
{
	print_term_at(c, addr, K_TERMIOS);
}

/* A request the kernel fills (TCGETS2, TCGETA, TIOCGLCKTRMIOS) is shown
 * at exit, the address when it failed. */
static int term_get(const struct pctx *c, uint64_t addr, int kind)
{
	if (c->compat)
		addr = (uint32_t)addr;
	if (!c->exiting)
		return IOCTL_LATER;
	if (c->call->err)
		v_addr(c, addr);
	else
		print_term_at(c, addr, kind);
	return IOCTL_DONE;
}

static int term_set(const struct pctx *c, uint64_t addr, int kind)
{
	if (c->compat)
		addr = (uint32_t)addr;
	print_term_at(c, addr, kind);
	return IOCTL_DONE;
}

/* The ioctls.list handlers of each kind, a getter and a setter:
 * ioctl_termios_get/_set, ioctl_termios2_get/_set, ioctl_termio_get/_set. */
#define TERM_IOCTLS(name, kind)						\
int ioctl_##name##_get(const struct pctx *c, unsigned cmd, uint64_t addr) \
{									\
	(void)cmd;							\
	return term_get(c, addr, kind);					\
}									\
int ioctl_##name##_set(const struct pctx *c, unsigned cmd, uint64_t addr) \
{									\
	(void)cmd;							\
	return term_set(c, addr, kind);					\
}

TERM_IOCTLS(termios, K_TERMIOS)
TERM_IOCTLS(termios2, K_TERMIOS2)
TERM_IOCTLS(termio, K_TERMIO)
