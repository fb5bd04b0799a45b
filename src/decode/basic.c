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

/* The file type by name, then the set-id and sticky bits by name, then
 * the permissions in octal: S_IFDIR|S_ISVTX|0777. */
void print_mode_value(unsigned m)
{
	static const struct { unsigned v; const char *n; } types[] = {
		{ S_IFREG, "S_IFREG" }, { S_IFSOCK, "S_IFSOCK" },
		{ S_IFIFO, "S_IFIFO" }, { S_IFLNK, "S_IFLNK" },
		{ S_IFDIR, "S_IFDIR" }, { S_IFBLK, "S_IFBLK" },
		{ S_IFCHR, "S_IFCHR" },
	};
	static const struct { unsigned v; const char *n; } special[] = {
		{ S_ISUID, "S_ISUID" }, { S_ISGID, "S_ISGID" },
		{ S_ISVTX, "S_ISVTX" },
	};
	unsigned t = m & S_IFMT;
	size_t i;

	for (i = 0; i < sizeof(types) / sizeof(types[0]); i++) {
		if (t == types[i].v) {
			tprintf("%s|", types[i].n);
			m &= ~S_IFMT;
			break;
		}
	}
	for (i = 0; i < sizeof(special) / sizeof(special[0]); i++) {
		if (m & special[i].v) {
			tprintf("%s|", special[i].n);
			m &= ~special[i].v;
		}
	}
	tprintf("%#03o", m);
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

/* "PROT_???" for a set whose first constant is PROT_NONE: what a value
 * outside the set is called in the comment after it. The prefix is the
 * first constant's name up to and including its first '_' after any
 * leading underscores. */
const char *xlat_unknown(const struct xlat *x)
{
	static char buf[64];
	const char *name, *us;
	size_t n;

	if (!x->n || !x->e[0].name)
		return NULL;
	name = x->e[0].name;
	for (us = name; *us == '_'; us++)
		;
	us = strchr(us, '_');
	if (!us)
		return NULL;
	n = (size_t)(us - name) + 1;
	if (n + 4 > sizeof(buf))
		return NULL;
	memcpy(buf, name, n);
	memcpy(buf + n, "???", 4);
	return buf;
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
