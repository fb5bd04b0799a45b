/* Printers for scalar arguments and constant sets. */
#include "printers.h"

#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>

/* The kernel sees only the low 32 bits of an argument of a 32-bit
 * process, so that is what we show. */
uint64_t arg_ulong(const struct tcb *tcp, int argi)
{
	uint64_t v = tcp->args[argi];

	return is_compat(tcp) ? (uint32_t)v : v;
}

int64_t arg_long(const struct tcb *tcp, int argi)
{
	uint64_t v = tcp->args[argi];

	return is_compat(tcp) ? (int32_t)v : (int64_t)v;
}

int umove_ulong(struct tcb *tcp, uint64_t addr, uint64_t *val)
{
	uint32_t v32;

	if (!is_compat(tcp))
		return umoven(tcp, addr, 8, val);
	if (umoven(tcp, addr, 4, &v32) < 0)
		return -1;
	*val = v32;
	return 0;
}

void print_addr(uint64_t addr)
{
	v_addr(cur_ctx, addr);
}

PRINTER(print_x)
{
	(void)ad;
	tprintf("%#llx", (unsigned long long)arg_ulong(tcp, argi));
	return PRINT_OK;
}

PRINTER(print_int)
{
	(void)ad;
	tprintf("%d", (int)tcp->args[argi]);
	return PRINT_OK;
}

PRINTER(print_uint)
{
	(void)ad;
	tprintf("%u", (unsigned)tcp->args[argi]);
	return PRINT_OK;
}

PRINTER(print_long)
{
	(void)ad;
	tprintf("%lld", (long long)arg_long(tcp, argi));
	return PRINT_OK;
}

PRINTER(print_ulong)
{
	(void)ad;
	tprintf("%llu", (unsigned long long)arg_ulong(tcp, argi));
	return PRINT_OK;
}

PRINTER(print_off)
{
	(void)ad;
	tprintf("%lld", (long long)arg_long(tcp, argi));
	return PRINT_OK;
}

PRINTER(print_hexint)
{
	(void)ad;
	tprintf("%#x", (unsigned)tcp->args[argi]);
	return PRINT_OK;
}

PRINTER(print_oct)
{
	(void)ad;
	tprintf("%#03o", (unsigned)tcp->args[argi]);
	return PRINT_OK;
}

void print_mode_value(unsigned m)
{
	v_mode(cur_ctx, m);
}

PRINTER(print_mode)
{
	print_mode_value((unsigned)tcp->args[argi]);
	return PRINT_OK;
}

PRINTER(print_uid)
{
	unsigned v = (unsigned)tcp->args[argi];

	(void)ad;
	if (v == (unsigned)-1)
		tputs("-1");
	else
		tprintf("%u", v);
	return PRINT_OK;
}

PRINTER(print_sig)
{
	print_signame((int)tcp->args[argi]);
	return PRINT_OK;
}

PRINTER(print_ptr)
{
	(void)ad;
	print_addr(arg_ulong(tcp, argi));
	return PRINT_OK;
}

void print_xlat_flags(const struct xlat *x, uint64_t v, const char *dflt)
{
	v_flags(cur_ctx, x, v, dflt);
}

bool print_xlat_enum(const struct xlat *x, uint64_t v, const char *dflt)
{
	return v_enum(cur_ctx, x, v, dflt);
}

PRINTER(print_flags)
{
	print_xlat_flags(xlat_for(ad->set, tcp), arg_ulong(tcp, argi),
			 xlat_unknown(ad->set));
	return PRINT_OK;
}

PRINTER(print_enum)
{
	print_xlat_enum(xlat_for(ad->set, tcp), arg_ulong(tcp, argi),
			xlat_unknown(ad->set));
	return PRINT_OK;
}

/* Enumerations the kernel reads as an int: only the low 32 bits count. */
/* An int-sized enum: the kernel looks at the low 32 bits only, and the
 * tables hold negative values (RUSAGE_CHILDREN) sign-extended, as the
 * headers define them. */
PRINTER(print_enum32)
{
	print_xlat_enum(xlat_for(ad->set, tcp),
			(uint64_t)(int64_t)(int32_t)tcp->args[argi],
			xlat_unknown(ad->set));
	return PRINT_OK;
}

/* An argument that another argument's printer has already shown. */
PRINTER(print_skip)
{
	return PRINT_SKIP;
}

void print_bit_list(const unsigned char *buf, size_t len)
{
	bool first = true;

	tputc('[');
	for (size_t i = 0; i < len * 8; i++) {
		if (!(buf[i / 8] & (1u << (i % 8))))
			continue;
		tprintf(first ? "%zu" : " %zu", i);
		first = false;
	}
	tputc(']');
}
