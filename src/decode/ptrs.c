/* Pointers to one scalar the kernel reads or fills, 64-bit values split
 * over two registers, and device numbers. */
#include "printers.h"

#include <string.h>
#include <sys/stat.h>

/* One value of sz bytes at addr as "[N]"; the address when it cannot
 * be read. */
static void print_num_at(struct tcb *tcp, uint64_t addr, size_t sz,
			 const char *fmt_signed)
{
	unsigned char b[8];
	uint64_t u = 0;

	if (!addr || umoven(tcp, addr, sz, b) < 0) {
		print_addr(addr);
		return;
	}
	memcpy(&u, b, sz);
	tputc('[');
	if (fmt_signed) {
		int64_t s = sz == 4 ? (int64_t)(int32_t)u : (int64_t)u;

		tprintf(fmt_signed, (long long)s);
	} else {
		tprintf("%llu", (unsigned long long)u);
	}
	tputc(']');
}

PRINTER(print_intp_in)
{
	(void)ad;
	print_num_at(tcp, arg_ulong(tcp, argi), 4, "%lld");
	return PRINT_OK;
}

/* Output pointers: on failure the kernel may not have written. */
static int print_out_num(struct tcb *tcp, int argi, size_t sz, bool sgn)
{
	uint64_t addr = arg_ulong(tcp, argi);

	if (tcp->err)
		print_addr(addr);
	else
		print_num_at(tcp, addr, sz, sgn ? "%lld" : NULL);
	return PRINT_OK;
}

PRINTER(print_uintp_out)
{
	(void)ad;
	return print_out_num(tcp, argi, 4, false);
}

/* The 16-bit id calls of 32-bit ABIs store 16-bit ids. */
PRINTER(print_uidp_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	bool narrow = is_compat(tcp) && tcp->sd && !strchr(tcp->sd->name, '3');
	unsigned char b[4];
	uint32_t v = 0;

	(void)ad;
	if (tcp->err || !addr || umoven(tcp, addr, narrow ? 2 : 4, b) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	memcpy(&v, b, narrow ? 2 : 4);
	tprintf("[%u]", v);
	return PRINT_OK;
}

PRINTER(print_ptrp_out)
{
	uint64_t addr = arg_ulong(tcp, argi), v;

	(void)ad;
	if (tcp->err || !addr || umove_ulong(tcp, addr, &v) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	tputc('[');
	print_addr(v);
	tputc(']');
	return PRINT_OK;
}

PRINTER(print_sizep_out)
{
	(void)ad;
	return print_out_num(tcp, argi, personalities[tcp->pers].wordsize,
			     false);
}

/* A tid the kernel writes later (at thread exit or fork): at the time
 * of the call only the address means anything. */
PRINTER(print_tidptr_out)
{
	(void)ad;
	print_addr(arg_ulong(tcp, argi));
	return PRINT_OK;
}

PRINTER(print_loff_out)
{
	(void)ad;
	return print_out_num(tcp, argi, 8, true);
}

/* splice, copy_file_range: the offset the kernel starts at. */
PRINTER(print_loff_in)
{
	(void)ad;
	print_num_at(tcp, arg_ulong(tcp, argi), 8, "%lld");
	return PRINT_OK;
}

/* sendfile64: "[0]" at entry, " => [5]" at exit once data moved. The
 * offset of the old sendfile is a long of the ABI (ad->param < 0 for
 * loff_t, 1 for the long). */
static void print_off_inout(struct tcb *tcp, int argi, size_t sz)
{
	uint64_t addr = arg_ulong(tcp, argi);

	if (!exiting(tcp)) {
		print_num_at(tcp, addr, sz, "%lld");
		return;
	}
	if (!addr || tcp->err || !tcp->rval)
		return;
	{
		unsigned char b[8];

		if (umoven(tcp, addr, sz, b) < 0)
			return;
	}
	tputs(" => ");
	print_num_at(tcp, addr, sz, "%lld");
}

PRINTER(print_loff_inout)
{
	(void)ad;
	print_off_inout(tcp, argi, 8);
	return PRINT_OK;
}

PRINTER(print_offp_inout)
{
	(void)ad;
	print_off_inout(tcp, argi, personalities[tcp->pers].wordsize);
	return PRINT_OK;
}

/* ---- split 64-bit values ------------------------------------------ */

/* Registers are 64-bit on x32 even though its longs are not. */
static bool split_regs(const struct tcb *tcp)
{
	return pers_of(tcp)->split64;
}

PRINTER(print_off_hi)
{
	(void)tcp; (void)ad; (void)argi;
	return PRINT_SKIP;
}

PRINTER(print_pad)
{
	(void)tcp; (void)ad; (void)argi;
	return PRINT_SKIP;
}

/* The printer of argument i of the current call, or NULL. */
static printer_fn arg_fn(const struct tcb *tcp, int i)
{
	if (!tcp->sd || i < 0 || (unsigned)i >= tcp->sd->nargs)
		return NULL;
	return tcp->sd->args[i].fn;
}

/* The high half is the off_hi next to this argument: after it, as most
 * calls pass them, or before it (_llseek). */
PRINTER(print_off_lo)
{
	uint64_t lo = tcp->args[argi], hi = 0;
	int hi_i = -1;

	if (!split_regs(tcp)) {
		tprintf("%lld", (long long)tcp->args[argi]);
		return PRINT_OK;
	}
	(void)ad;
	if (arg_fn(tcp, argi + 1) == print_off_hi)
		hi_i = argi + 1;
	else if (arg_fn(tcp, argi - 1) == print_off_hi)
		hi_i = argi - 1;
	if (hi_i >= 0)
		hi = (uint32_t)tcp->args[hi_i];
	tprintf("%lld", (long long)((hi << 32) | (uint32_t)lo));
	return PRINT_OK;
}

/* ---- device numbers ----------------------------------------------- */

void print_devnum_value(uint64_t dev)
{
	unsigned long long major = ((dev >> 8) & 0xfff) |
				   ((dev >> 32) & ~0xfffull);
	unsigned long long minor = (dev & 0xff) | ((dev >> 12) & ~0xffull);

	tprintf("makedev(%#llx, %#llx)", major, minor & 0xffffffffull);
}

/* mknod's device means something only for device files (the mode is
 * the argument before it); ustat always takes one. */
PRINTER(print_devnum)
{
	uint64_t dev = arg_ulong(tcp, argi);

	(void)ad;
	if (arg_fn(tcp, argi - 1) == print_mode) {
		unsigned t = (unsigned)tcp->args[argi - 1] & S_IFMT;

		if (t != S_IFCHR && t != S_IFBLK)
			return PRINT_SKIP;
	}
	print_devnum_value(dev);
	return PRINT_OK;
}
