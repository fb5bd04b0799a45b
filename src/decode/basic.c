/* Printers for scalar arguments and constant sets. */
#include "printers.h"

/* The kernel sees only the low 32 bits of an argument of a 32-bit
 * process, so that is what we show. */
uint64_t arg_ulong(const struct tcb *tcp, int argi)
{
	uint64_t v = tcp->call.args[argi];

	return personalities[tcp->pers].wordsize == 4 ? (uint32_t)v : v;
}

int umove_ulong(const struct pctx *c, uint64_t addr, uint64_t *val)
{
	uint32_t v32;

	if (!c->compat)
		return umove(c, addr, 8, val);
	if (umove(c, addr, 4, &v32) < 0)
		return -1;
	*val = v32;
	return 0;
}

void print_enum_box_at(const struct pctx *c, uint64_t addr, size_t size,
		       const struct xlat *set, const char *dflt)
{
	unsigned char b[8];

	if (!umove_or_addr(c, addr, size, b))
		return;
	v_array_begin(c);
	v_elem(c);
	v_enum(c, set, uint_at(b, size), dflt);
	v_array_end(c);
}

void print_flags_box_at(const struct pctx *c, uint64_t addr, size_t size,
			const struct xlat *set, const char *dflt)
{
	unsigned char b[8];

	if (!umove_or_addr(c, addr, size, b))
		return;
	v_array_begin(c);
	v_elem(c);
	v_flags(c, set, uint_at(b, size), dflt);
	v_array_end(c);
}

int print_word_box(const struct pctx *c, uint64_t addr,
		   int (*show)(const struct pctx *c, uint64_t v))
{
	uint64_t w;

	if (!addr || umove_ulong(c, addr, &w) < 0)
		return v_addr(c, addr);
	v_array_begin(c);
	v_elem(c);
	show(c, w);
	v_array_end(c);
	return PRINT_OK;
}

void print_word_out(const struct pctx *c, uint64_t addr,
		    int (*show)(const struct pctx *c, uint64_t v))
{
	if (c->call->err) {
		v_addr(c, addr);
		return;
	}
	print_word_box(c, addr, show);
}

int print_x(const struct pctx *c, uint64_t v)
{
	return v_hex(c, v);
}

int print_int(const struct pctx *c, uint64_t v)
{
	return v_int(c, (int)v);
}

int print_uint(const struct pctx *c, uint64_t v)
{
	return v_uint(c, (unsigned)v);
}

int print_long(const struct pctx *c, uint64_t v)
{
	return v_int(c, abi_long(c, v));
}

int print_ulong(const struct pctx *c, uint64_t v)
{
	return v_uint(c, v);
}

int print_off(const struct pctx *c, uint64_t v)
{
	return v_int(c, abi_long(c, v));
}

int print_hexint(const struct pctx *c, uint64_t v)
{
	return v_hex(c, (unsigned)v);
}

/* A umode_t (mkdir, chmod, umask, mknod): the kernel's type is an
 * unsigned short, so the upper bits of the register never reach it. */
int print_oct(const struct pctx *c, uint64_t v)
{
	return v_oct(c, (uint16_t)v);
}

/* The kernel keeps a mode in a umode_t (16 bits): creat() and fchmod()
 * drop the upper half of the int they are given. */
int print_umode(const struct pctx *c, uint64_t v)
{
	return v_oct(c, (uint16_t)v);
}

int print_mode(const struct pctx *c, uint64_t v)
{
	return v_mode(c, (uint16_t)v);
}

int print_uid(const struct pctx *c, uint64_t v)
{
	if ((unsigned)v == (unsigned)-1)
		return v_int(c, -1);
	return v_uint(c, (unsigned)v);
}

int print_pid(const struct pctx *c, uint64_t v)
{
	return v_pid(c, (int)v);
}

int print_tid(const struct pctx *c, uint64_t v)
{
	return v_pid_kind(c, (int)v, PID_TID);
}

int print_pgid(const struct pctx *c, uint64_t v)
{
	return v_pid_kind(c, (int)v, PID_PGID);
}

int print_sid(const struct pctx *c, uint64_t v)
{
	return v_pid_kind(c, (int)v, PID_SID);
}

int print_sig(const struct pctx *c, uint64_t v)
{
	return v_sig(c, (int)v);
}

int print_ptr(const struct pctx *c, uint64_t v)
{
	return v_addr(c, v);
}

int print_flags(const struct pctx *c, uint64_t v, const struct xlat *set)
{
	return v_flags(c, set, v, xlat_unknown(set));
}

int print_enum(const struct pctx *c, uint64_t v, const struct xlat *set)
{
	v_enum(c, set, v, xlat_unknown(set));
	return PRINT_OK;
}

/* An int-sized enum: the kernel looks at the low 32 bits only. The
 * tables hold negative values (RUSAGE_CHILDREN) sign-extended, as the
 * headers define them, so that is what a name is looked up by; a value
 * with no name is the 32-bit number the kernel got (0x80000000 from
 * either ABI, as strace shows it), not one sign-extended to 64 bits. */
int print_enum32(const struct pctx *c, uint64_t v, const struct xlat *set)
{
	uint64_t sext = (uint64_t)(int64_t)(int32_t)v;

	if (xlat_name(xlat_for(set, c->tcp), sext))
		v_enum(c, set, sext, NULL);
	else
		v_enum(c, set, (uint32_t)v, xlat_unknown(set));
	return PRINT_OK;
}

/* The flags of an int argument: the kernel ignores the upper half. */
int print_flags32(const struct pctx *c, uint64_t v, const struct xlat *set)
{
	return v_flags(c, set, (uint32_t)v, xlat_unknown(set));
}

/* The same, where strace adds no comment to bits it cannot name. */
int print_flags32_bare(const struct pctx *c, uint64_t v,
		       const struct xlat *set)
{
	return v_flags(c, set, (uint32_t)v, NULL);
}

/* An argument that another argument's printer has already shown. */
int print_skip(const struct pctx *c, uint64_t v)
{
	(void)c;
	(void)v;
	return PRINT_SKIP;
}

void print_bit_list(const struct pctx *c, const unsigned char *buf,
		    size_t len)
{
	v_array_begin_sep(c, "[", " ");
	for (size_t i = 0; i < len * 8; i++) {
		if (!(buf[i / 8] & (1u << (i % 8))))
			continue;
		v_elem(c);
		v_uint(c, i);
	}
	v_array_end(c);
}
