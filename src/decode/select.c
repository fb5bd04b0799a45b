/* select, pselect6: the descriptor sets, the timeout and what the
 * call left in them, shown with its result. */
#include "printers.h"

#include <stdlib.h>
#include <string.h>

/* ---- fd_set ------------------------------------------------------- */

/* The kernel caps nfds at the process's descriptor limit; beyond this
 * the set is not read. */
#define MAX_FDSET_BITS (1 << 20)

static unsigned char *read_fdset(const struct pctx *c, uint64_t addr,
				 int nfds, size_t *len)
{
	size_t w = abi_word(c);
	unsigned char *b;

	if (!addr || nfds < 0 || nfds > MAX_FDSET_BITS)
		return NULL;	/* callers cap nfds (fdset_bits) */
	/* The kernel copies whole longs. */
	*len = ((size_t)nfds + 8 * w - 1) / (8 * w) * w;
	b = xmalloc(*len ? *len : 1);
	if (*len && umove(c, addr, *len, b) < 0) {
		free(b);
		return NULL;
	}
	return b;
}

/* A larger nfds (INT_MAX) is cut to the bits shown: the kernel cuts
 * it to the descriptor table's size, which is smaller still. */
static int fdset_bits(int nfds)
{
	return nfds > MAX_FDSET_BITS ? MAX_FDSET_BITS : nfds;
}

bool fdset_empty(const struct pctx *c, uint64_t addr, int nfds)
{
	size_t len;
	unsigned char *b;
	bool empty = true;

	nfds = fdset_bits(nfds);
	b = read_fdset(c, addr, nfds, &len);
	if (!b)
		return true;
	for (int i = 0; i < nfds; i++)
		if (b[i / 8] & (1u << (i % 8)))
			empty = false;
	free(b);
	return empty;
}

/* At most this many descriptors of a set are listed, then "...": a set
 * of 2^20 bits made a 7 MB line, and with -y a million readlinks. */
#define MAX_FDSET_SHOWN 1024

void print_fdset_at(const struct pctx *c, uint64_t addr, int nfds)
{
	size_t len;
	unsigned char *b;
	unsigned shown = 0;

	nfds = fdset_bits(nfds);
	b = read_fdset(c, addr, nfds, &len);
	if (!b) {
		v_addr(c, addr);
		return;
	}
	v_array_begin_sep(c, "[", " ");
	for (int i = 0; i < nfds; i++) {
		if (!(b[i / 8] & (1u << (i % 8))))
			continue;
		if (shown++ == MAX_FDSET_SHOWN) {
			v_more(c);
			break;
		}
		v_elem(c);
		v_fd(c, i);
	}
	v_array_end(c);
	free(b);
}

/* select's three sets, each remembered for the return value's "(in
 * [3], out [4])" (ret_data.select). */
static int fdset_which(const struct pctx *c, uint64_t addr, uint64_t nfds,
		       unsigned which)
{
	c->tcp->dec->ret_data.select.set[which] = addr;
	c->tcp->dec->ret_data.select.nfds = nfds;
	print_fdset_at(c, addr, (int)nfds);
	return PRINT_OK;
}

int print_fdset(const struct pctx *c, uint64_t addr, uint64_t nfds)
{
	return fdset_which(c, addr, nfds, 0);
}

int print_fdset_out(const struct pctx *c, uint64_t addr, uint64_t nfds)
{
	return fdset_which(c, addr, nfds, 1);
}

int print_fdset_ex(const struct pctx *c, uint64_t addr, uint64_t nfds)
{
	return fdset_which(c, addr, nfds, 2);
}

/* ---- select, pselect6 --------------------------------------------- */

/* The timeout's layouts (ret_data.select.layout). */
enum { TO_TIMEVAL, TO_TIMESPEC, TO_TIMESPEC64 };

/* "1 (in [5], left {...})", or "0 (Timeout)": the sets and the timeout
 * the entry printers remembered (printers.h). recvmmsg's timeout comes
 * alone. */
static int print_select_ret(const struct pctx *c, int64_t rval,
			    const union dec_ret_data *d)
{
	static const char *const names[] = { "in", "out", "except" };
	int nfds = (int)d->select.nfds;
	bool any = false, left;

	v_int(c, (int)rval);
	if (!rval)
		return v_text(c, " (Timeout)");
	for (int i = 0; i < 3; i++) {
		if (!d->select.set[i] ||
		    fdset_empty(c, d->select.set[i], nfds))
			continue;
		v_textf(c, "%s%s ", any ? ", " : " (", names[i]);
		print_fdset_at(c, d->select.set[i], nfds);
		any = true;
	}
	/* Outside -e verbose= the timeout would be only its address,
	 * which says nothing: strace leaves "left" out. */
	left = d->select.timeout && !mem_structs_hidden;
	/* Sets the kernel emptied (one buffer passed as all three):
	 * strace still shows the parentheses, "= 1 ()". */
	if (!any &&
	    (d->select.set[0] || d->select.set[1] || d->select.set[2])) {
		v_text(c, " (");
		any = true;
		if (left)
			v_text(c, "left ");
	} else if (left) {
		v_text(c, any ? ", left " : " (left ");
	}
	if (left) {
		if (d->select.layout == TO_TIMEVAL)
			print_timeval_at(c, d->select.timeout);
		else if (d->select.layout == TO_TIMESPEC64)
			print_timespec64_at(c, d->select.timeout);
		else
			print_timespec_at(c, d->select.timeout);
		any = true;
	}
	if (any)
		v_putc(c, ')');
	return PRINT_OK;
}

static int select_timeout(const struct pctx *c, uint64_t addr, unsigned kind,
			  void (*fn)(const struct pctx *, uint64_t))
{
	fn(c, addr);
	c->tcp->dec->ret_data.select.timeout = addr;
	c->tcp->dec->ret_data.select.layout = kind;
	set_ret_printer(c, print_select_ret);
	return PRINT_OK;
}

int print_timeval_inout(const struct pctx *c, uint64_t addr)
{
	return select_timeout(c, addr, TO_TIMEVAL, print_timeval_at);
}

int print_timespec_inout(const struct pctx *c, uint64_t addr)
{
	return select_timeout(c, addr, TO_TIMESPEC, print_timespec_at);
}

int print_timespec64_inout(const struct pctx *c, uint64_t addr)
{
	return select_timeout(c, addr, TO_TIMESPEC64, print_timespec64_at);
}

/* pselect6's sixth argument points to {const sigset_t *ss; size_t len}. */
int print_pselect_sigmask(const struct pctx *c, uint64_t addr)
{
	uint64_t ss, len;

	if (!addr || umove_ulong(c, addr, &ss) < 0 ||
	    umove_ulong(c, addr + abi_word(c), &len) < 0)
		return v_addr(c, addr);
	v_struct_begin(c);
	v_field(c, "sigmask");
	print_sigset_at(c, ss, len);
	v_field(c, "sigsetsize");
	v_uint(c, len);
	v_struct_end(c);
	return PRINT_OK;
}

int print_timespec_in(const struct pctx *c, uint64_t addr)
{
	print_timespec_at(c, addr);
	return PRINT_OK;
}

int print_timeval_in(const struct pctx *c, uint64_t addr)
{
	print_timeval_at(c, addr);
	return PRINT_OK;
}
