/* Printers for scalar arguments and constant sets. */
#include "printers.h"

#include <fcntl.h>
#include <sys/stat.h>

static bool is_compat(const struct tcb *tcp)
{
	return personalities[tcp->pers].wordsize == 4;
}

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

void print_addr(uint64_t addr)
{
	if (!addr)
		tputs("NULL");
	else
		tprintf("%#llx", (unsigned long long)addr);
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

PRINTER(print_mode)
{
	static const struct { unsigned v; const char *n; } types[] = {
		{ S_IFREG, "S_IFREG" }, { S_IFSOCK, "S_IFSOCK" },
		{ S_IFIFO, "S_IFIFO" }, { S_IFLNK, "S_IFLNK" },
		{ S_IFDIR, "S_IFDIR" }, { S_IFBLK, "S_IFBLK" },
		{ S_IFCHR, "S_IFCHR" },
	};
	unsigned m = (unsigned)tcp->args[argi];
	unsigned t = m & S_IFMT;

	(void)ad;
	for (size_t i = 0; i < sizeof(types) / sizeof(types[0]); i++) {
		if (t == types[i].v) {
			tprintf("%s|%#03o", types[i].n, m & ~S_IFMT);
			return PRINT_OK;
		}
	}
	tprintf("%#03o", m);
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
	int sig = (int)tcp->args[argi];
	const char *n = signal_name(sig);

	(void)ad;
	if (n)
		tputs(n);
	else
		tprintf("%d", sig);
	return PRINT_OK;
}

PRINTER(print_ptr)
{
	(void)ad;
	print_addr(arg_ulong(tcp, argi));
	return PRINT_OK;
}

const char *xlat_name(const struct xlat *x, uint64_t v)
{
	for (unsigned i = 0; i < x->n; i++)
		if (x->e[i].val == v)
			return x->e[i].name;
	return NULL;
}

/* Known bits by name in table order, leftover bits as hex at the end;
 * a value with no known bit at all is hex with a comment naming the
 * set, so a reader knows the value was not understood. */
void print_xlat_flags(const struct xlat *x, uint64_t v, const char *dflt)
{
	bool any = false;

	if (!v) {
		const char *zero = xlat_name(x, 0);

		tputs(zero ? zero : "0");
		return;
	}
	for (unsigned i = 0; i < x->n && v; i++) {
		uint64_t f = x->e[i].val;

		if (!f || (v & f) != f)
			continue;
		if (any)
			tputc('|');
		tputs(x->e[i].name);
		v &= ~f;
		any = true;
	}
	if (!v)
		return;
	if (any)
		tprintf("|%#llx", (unsigned long long)v);
	else if (dflt)
		tprintf("%#llx /* %s */", (unsigned long long)v, dflt);
	else
		tprintf("%#llx", (unsigned long long)v);
}

bool print_xlat_enum(const struct xlat *x, uint64_t v, const char *dflt)
{
	const char *n = xlat_name(x, v);

	if (n) {
		tputs(n);
		return true;
	}
	if (dflt)
		tprintf("%#llx /* %s */", (unsigned long long)v, dflt);
	else
		tprintf("%#llx", (unsigned long long)v);
	return false;
}

PRINTER(print_flags)
{
	print_xlat_flags(ad->set, arg_ulong(tcp, argi), NULL);
	return PRINT_OK;
}

PRINTER(print_enum)
{
	print_xlat_enum(ad->set, arg_ulong(tcp, argi), NULL);
	return PRINT_OK;
}
