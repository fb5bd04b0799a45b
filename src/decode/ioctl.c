/* ioctl: the request's name (every name the headers give its number, as
 * strace joins them: "A or B"; a few families that encode a length or an
 * index in the number by their own macro), and its argument by the
 * request (ioctl_*.c decode the families). */
#include "printers.h"
#include "decode/ioctl.h"

#include <stdlib.h>
#include <string.h>

/* ---- names ---------------------------------------------------------- */

/* The imported set has two thousand requests: each variant of a set (one
 * per ABI whose values differ) gets an index sorted by value, built on
 * first use. */
struct sorted_set {
	const struct xlat *x;
	const struct xlat_entry **e;
};

static int entry_cmp(const void *a, const void *b)
{
	const struct xlat_entry *x = *(const struct xlat_entry *const *)a;
	const struct xlat_entry *y = *(const struct xlat_entry *const *)b;

	if (x->val != y->val)
		return x->val < y->val ? -1 : 1;
	return strcmp(x->name, y->name);
}

static const struct xlat_entry **sorted_of(const struct xlat *x)
{
	static struct sorted_set cache[8];
	unsigned i;

	for (i = 0; i < 8 && cache[i].x; i++)
		if (cache[i].x == x)
			return cache[i].e;
	if (i == 8)
		i = 7;	/* more variants than ABIs: cannot happen */
	free(cache[i].e);
	cache[i].x = x;
	cache[i].e = xcalloc(x->n ? x->n : 1, sizeof(*cache[i].e));
	for (unsigned k = 0; k < x->n; k++)
		cache[i].e[k] = &x->e[k];
	qsort(cache[i].e, x->n, sizeof(*cache[i].e), entry_cmp);
	return cache[i].e;
}

/* Adds the names x gives v to names[] (at most max, no repeats). */
static unsigned names_in(const struct xlat *x, uint64_t v,
			 const char **names, unsigned n, unsigned max)
{
	const struct xlat_entry **e = sorted_of(x);
	unsigned lo = 0, hi = x->n;

	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;

		if (e[mid]->val < v)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < x->n && e[lo]->val == v && n < max; lo++) {
		unsigned k;

		for (k = 0; k < n && strcmp(names[k], e[lo]->name); k++)
			;
		if (k == n)
			names[n++] = e[lo]->name;
	}
	return n;
}

static int name_cmp(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

unsigned ioctl_names(const struct pctx *c, unsigned cmd, const char **names,
		     unsigned max)
{
	unsigned n = 0;

	n = names_in(xlat_for(&xlat_ioctl_cmd, c->tcp), cmd, names, n, max);
	n = names_in(xlat_for(&xlat_ioctl_uapi, c->tcp), cmd, names, n, max);
	qsort(names, n, sizeof(*names), name_cmp);
	return n;
}

/* _IOC(dir, type, nr, size): a struct of the request's four fields. */
static void print_ioc(const struct pctx *c, unsigned cmd)
{
	static const char *const dirs[] = {
		"_IOC_NONE", "_IOC_WRITE", "_IOC_READ", "_IOC_READ|_IOC_WRITE"
	};

	v_open(c, VK_STRUCT, cmd, "_IOC(");
	v_name(c, "dir");
	v_const(c, _IOC_DIR(cmd), dirs[_IOC_DIR(cmd)]);
	v_text(c, ", ");
	v_name(c, "type");
	v_hex(c, _IOC_TYPE(cmd));
	v_text(c, ", ");
	v_name(c, "nr");
	v_hex(c, _IOC_NR(cmd));
	v_text(c, ", ");
	v_name(c, "size");
	v_hex(c, _IOC_SIZE(cmd));
	v_close(c, ")");
}

int print_ioctl_cmd(const struct pctx *c, uint64_t v)
{
	unsigned cmd = (unsigned)v;
	const char *names[8];
	char text[512];
	size_t len;
	unsigned n;

	/* A family whose number carries a length or an index (EVIOCGBIT,
	 * HIDIOCGNAME, MIXER_READ) comes first, named by its macro. */
	len = ioctl_macro_name(c, cmd, text, sizeof(text));
	n = ioctl_names(c, cmd, names, 8);
	if (!len && n == 1)
		return v_const(c, cmd, names[0]);
	if (!len && !n) {
		print_ioc(c, cmd);
		return PRINT_OK;
	}
	for (unsigned i = 0; i < n && len + 5 < sizeof(text); i++)
		len += (size_t)snprintf(text + len, sizeof(text) - len,
					"%s%s", len ? " or " : "", names[i]);
	return v_numf(c, VK_ENUM, cmd, "%s", text);
}

/* ---- argument helpers --------------------------------------------- */

void ioctl_int_at(const struct pctx *c, uint64_t addr)
{
	int v;

	if (!addr || umove(c, addr, sizeof(v), &v) < 0) {
		v_addr(c, addr);
		return;
	}
	v_array_begin(c);
	v_elem(c);
	v_int(c, v);
	v_array_end(c);
}

void ioctl_uint_at(const struct pctx *c, uint64_t addr)
{
	unsigned v;

	if (!addr || umove(c, addr, sizeof(v), &v) < 0) {
		v_addr(c, addr);
		return;
	}
	v_array_begin(c);
	v_elem(c);
	v_uint(c, v);
	v_array_end(c);
}

void ioctl_ulong_at(const struct pctx *c, uint64_t addr)
{
	uint64_t v;

	if (!addr || umove_ulong(c, addr, &v) < 0) {
		v_addr(c, addr);
		return;
	}
	v_array_begin(c);
	v_elem(c);
	v_uint(c, v);
	v_array_end(c);
}

void ioctl_u64_at(const struct pctx *c, uint64_t addr)
{
	uint64_t v;

	if (!addr || umove(c, addr, sizeof(v), &v) < 0) {
		v_addr(c, addr);
		return;
	}
	v_array_begin(c);
	v_elem(c);
	v_uint(c, v);
	v_array_end(c);
}

void ioctl_flags_at(const struct pctx *c, uint64_t addr,
		    const struct xlat *set, const char *dflt)
{
	unsigned v;

	if (!addr || umove(c, addr, sizeof(v), &v) < 0) {
		v_addr(c, addr);
		return;
	}
	v_array_begin(c);
	v_elem(c);
	v_flags(c, set, v, dflt);
	v_array_end(c);
}

/* ---- the argument ------------------------------------------------- */

/* Runs at entry and at exit. A family decoder returns IOCTL_DONE when
 * it has shown the argument (at exit, when the kernel fills it: it
 * returns IOCTL_LATER at entry), IOCTL_NOARG for a request that takes
 * none, or IOCTL_UNKNOWN: then the argument is a word in hex. */
int print_ioctl_arg(const struct pctx *c, uint64_t addr, uint64_t cmdv)
{
	unsigned cmd = (unsigned)cmdv;
	int r;

	if (c->exiting && !c->tcp->ret_data[IOCTL_RD_LATER])
		return PRINT_OK;
	r = ioctl_decode(c, cmd, addr);
	switch (r) {
	case IOCTL_LATER:
		c->tcp->ret_data[IOCTL_RD_LATER] = 1;
		return PRINT_OK;
	case IOCTL_NOARG:
		return PRINT_SKIP;
	case IOCTL_DONE:
		return PRINT_OK;
	}
	if (c->exiting)
		return PRINT_OK;
	return v_hex(c, addr);
}
