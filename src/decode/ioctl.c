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

static void print_cmd_text(const struct pctx *c, unsigned cmd)
{
	const char *names[8];
	char text[512];
	size_t len;
	unsigned n;

	/* A family whose number carries a length or an index (EVIOCGBIT,
	 * HIDIOCGNAME, MIXER_READ) comes first, named by its macro. */
	len = ioctl_macro_name(c, cmd, text, sizeof(text));
	n = ioctl_names(c, cmd, names, 8);
	if (!len && n == 1) {
		v_const(c, cmd, names[0]);
		return;
	}
	if (!len && !n) {
		print_ioc(c, cmd);
		return;
	}
	for (unsigned i = 0; i < n && len + 5 < sizeof(text); i++)
		len += (size_t)snprintf(text + len, sizeof(text) - len,
					"%s%s", len ? " or " : "", names[i]);
	v_numf(c, VK_ENUM, cmd, "%s", text);
}

/* The name is composed here, not by v_enum: -X raw/verbose turn the
 * whole of it (a name, "A or B", a macro, _IOC(...)) into the number. */
int print_ioctl_cmd(const struct pctx *c, uint64_t v)
{
	struct vstyle st;

	v_style_begin(c, &st);
	print_cmd_text(c, (unsigned)v);
	v_style_end(c, &st, (unsigned)v, VS_HEX);
	return PRINT_OK;
}

/* ---- argument helpers --------------------------------------------- */

void ioctl_int_at(const struct pctx *c, uint64_t addr)
{
	print_num_at(c, addr, 4, true);
}

void ioctl_uint_at(const struct pctx *c, uint64_t addr)
{
	print_num_at(c, addr, 4, false);
}

/* A long: 4 bytes in a compat tracee. */
void ioctl_ulong_at(const struct pctx *c, uint64_t addr)
{
	print_num_at(c, addr, c->compat ? 4 : 8, false);
}

void ioctl_u64_at(const struct pctx *c, uint64_t addr)
{
	print_num_at(c, addr, 8, false);
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

/* A set of bit numbers (an enum set whose values are bit positions):
 * each known bit in fmt ("1<<%s"), the rest in hex; with no known bit,
 * the number and dflt in a comment. */
void ioctl_bitflags(const struct pctx *c, const struct xlat *set,
		    uint64_t v, const char *fmt, const char *dflt)
{
	uint64_t rest = v;
	bool named = false;

	v_flags_begin(c, v, NULL);
	for (unsigned i = 0; i < set->n; i++) {
		uint64_t bit;

		if (set->e[i].val >= 64)
			continue;
		bit = 1ull << set->e[i].val;
		if (v & bit) {
			v_flag_text(c, fmt, set->e[i].name);
			rest &= ~bit;
			named = true;
		}
	}
	if (rest || !v) {
		v_flag_bits(c, rest);
		if (!named && rest && dflt)
			v_textf(c, " /* %s */", dflt);
	}
	v_flags_end(c);
}

/* The fields of a struct read into b, by a table: each at its offset,
 * of its size (1, 2, 4 or 8 bytes), in its format. */
void ioctl_fields(const struct pctx *c, const void *b,
		  const struct ioctl_field *f, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		uint64_t v = 0;

		memcpy(&v, (const uint8_t *)b + f[i].off, f[i].size);
		if (f[i].fmt == IOF_INT && f[i].size < 8 &&
		    (v >> (f[i].size * 8 - 1) & 1))
			v |= ~UINT64_C(0) << (f[i].size * 8);
		v_field(c, f[i].name);
		switch (f[i].fmt) {
		case IOF_HEX:
			v_hex(c, v);
			break;
		case IOF_UINT:
			v_uint(c, v);
			break;
		case IOF_INT:
			v_int(c, (int64_t)v);
			break;
		case IOF_ADDR:
			v_addr(c, v);
			break;
		case IOF_ENUM:
			v_enum(c, f[i].set, v, f[i].dflt);
			break;
		case IOF_FLAGS:
			v_flags(c, f[i].set, v, f[i].dflt);
			break;
		case IOF_UMAX:
			if (f[i].set && xlat_name(f[i].set, v))
				v_namef(c, VS_UDEC, v, "%s",
					xlat_name(f[i].set, v));
			else if (f[i].size == 8 && v == UINT64_MAX)
				v_namef(c, VS_UDEC, v, "UINT64_MAX");
			else if (f[i].size == 4 && v == UINT32_MAX)
				v_namef(c, VS_UDEC, v, "UINT32_MAX");
			else
				v_uint(c, v);
			break;
		case IOF_DEV:
			print_devnum_value(c, v);
			break;
		}
	}
}

/* A char array the kernel keeps NUL-terminated (a name field): up to
 * the first NUL, "..." when there is none (then one byte fewer, as
 * strace shows it). */
void ioctl_cstr(const struct pctx *c, const void *s, size_t size)
{
	size_t n = strnlen(s, size);

	if (n == size)
		v_str(c, s, size - 1, true);
	else
		v_str(c, s, n, false);
}

/* An array of n u32s (u8s when wide is false); without -v, cut after
 * as many elements as -s allows a string's bytes, as strace does. */
void ioctl_num_array(const struct pctx *c, const void *v, unsigned n,
		     bool wide)
{
	v_array_begin(c);
	for (unsigned i = 0; i < n; i++) {
		if (ioctl_array_cut(c, i))
			break;
		v_elem(c);
		if (wide)
			v_uint(c, ((const uint32_t *)v)[i]);
		else
			v_uint(c, ((const uint8_t *)v)[i]);
	}
	v_array_end(c);
}

bool ioctl_array_cut(const struct pctx *c, unsigned i)
{
	if (c->opt->verbose || i < (unsigned)c->opt->string_limit)
		return false;
	v_more(c);
	return true;
}

/* Reserved words: shown, in hex, only when the program set one. */
void ioctl_reserved(const struct pctx *c, const char *name,
		    const uint32_t *p, unsigned n)
{
	unsigned i;

	for (i = 0; i < n && !p[i]; i++)
		;
	if (i == n)
		return;
	v_field(c, name);
	v_array_begin(c);
	for (i = 0; i < n; i++) {
		v_elem(c);
		v_hex(c, p[i]);
	}
	v_array_end(c);
}

/* ---- shapes ------------------------------------------------------ */

static int shape_cmp(const void *a, const void *b)
{
	return strcmp(((const struct ioctl_shape *const *)a)[0]->name,
		      ((const struct ioctl_shape *const *)b)[0]->name);
}

static int shape_key_cmp(const void *key, const void *b)
{
	return strcmp(key, (*(const struct ioctl_shape *const *)b)->name);
}

static const struct ioctl_shape *shape_of(const char *name)
{
	static const struct ioctl_shape **sorted;
	const struct ioctl_shape **hit;

	if (!sorted) {
		sorted = xcalloc(ioctl_nshapes + 1, sizeof(*sorted));
		for (unsigned i = 0; i < ioctl_nshapes; i++)
			sorted[i] = &ioctl_shapes[i];
		qsort(sorted, ioctl_nshapes, sizeof(*sorted), shape_cmp);
	}
	hit = bsearch(name, sorted, ioctl_nshapes, sizeof(*sorted),
		      shape_key_cmp);
	return hit ? *hit : NULL;
}

static const char *unknown_of(const struct ioctl_shape *s)
{
	return s->unknown ? s->unknown : xlat_unknown(s->set);
}

/* A string the kernel reads: cut at -s. */
static void str_in(const struct pctx *c, uint64_t addr)
{
	v_str_at(c, addr, (size_t)c->opt->string_limit);
}

static void u64pair_in(const struct pctx *c, uint64_t addr)
{
	uint64_t v[2];

	if (!addr || umove(c, addr, sizeof(v), v) < 0) {
		v_addr(c, addr);
		return;
	}
	v_array_begin(c);
	v_elem(c);
	v_uint(c, v[0]);
	v_elem(c);
	v_uint(c, v[1]);
	v_array_end(c);
}

static bool shape_is_output(enum ioctl_shape_kind k)
{
	return k == IOS_INT_OUT || k == IOS_UINT_OUT || k == IOS_ULONG_OUT ||
	       k == IOS_U64_OUT || k == IOS_FLAGS_OUT || k == IOS_ENUM_OUT;
}

/* The argument of a request whose shape the list gives. */
/* "[0x...]": a number of size bytes (4 or 8) the kernel reads, in hex. */
static void hex_at(const struct pctx *c, uint64_t addr, size_t size)
{
	uint64_t v = 0;

	if (!addr || umove(c, addr, size, &v) < 0) {
		v_addr(c, addr);
		return;
	}
	v_array_begin(c);
	v_elem(c);
	v_hex(c, v);
	v_array_end(c);
}

static int print_shape(const struct pctx *c, const struct ioctl_shape *s,
		       unsigned cmd, uint64_t arg)
{
	uint64_t w = c->compat ? (uint32_t)arg : arg;

	if (s->kind == IOS_FN)
		return s->fn(c, cmd, arg);
	if (shape_is_output(s->kind)) {
		if (!c->exiting)
			return IOCTL_LATER;
		if (c->tcp->err) {
			v_addr(c, w);
			return IOCTL_DONE;
		}
	}
	switch (s->kind) {
	case IOS_NONE:
		return IOCTL_NOARG;
	case IOS_INT:
		v_int(c, (int)arg);
		break;
	case IOS_UINT:
		v_uint(c, (unsigned)arg);
		break;
	case IOS_ULONG:
		v_uint(c, w);
		break;
	case IOS_HEX:
		v_hex(c, w);
		break;
	case IOS_FD:
		v_fd(c, (int)arg);
		break;
	/* flag and enum values are ints in the drivers */
	case IOS_FLAGS:
		v_flags(c, s->set, (uint32_t)arg, unknown_of(s));
		break;
	case IOS_ENUM:
		v_enum(c, s->set, (uint32_t)arg, unknown_of(s));
		break;
	case IOS_PTR:
		v_addr(c, w);
		break;
	case IOS_INT_IN: case IOS_INT_OUT:
		ioctl_int_at(c, w);
		break;
	case IOS_UINT_IN: case IOS_UINT_OUT:
		ioctl_uint_at(c, w);
		break;
	case IOS_ULONG_IN: case IOS_ULONG_OUT:
		ioctl_ulong_at(c, w);
		break;
	case IOS_U64_IN: case IOS_U64_OUT:
		ioctl_u64_at(c, w);
		break;
	case IOS_S64_IN:
		print_num_at(c, w, 8, true);
		break;
	case IOS_X64_IN:
		hex_at(c, w, 8);
		break;
	case IOS_X32_IN:
		hex_at(c, w, 4);
		break;
	case IOS_FLAGS_IN: case IOS_FLAGS_OUT:
		ioctl_flags_at(c, w, s->set, unknown_of(s));
		break;
	case IOS_ENUM_IN: case IOS_ENUM_OUT: {
		unsigned v;

		if (!w || umove(c, w, sizeof(v), &v) < 0) {
			v_addr(c, w);
			break;
		}
		v_array_begin(c);
		v_elem(c);
		v_enum(c, s->set, v, unknown_of(s));
		v_array_end(c);
		break;
	}
	case IOS_STR_IN:
		str_in(c, w);
		break;
	case IOS_U64PAIR_IN:
		u64pair_in(c, w);
		break;
	case IOS_FN:
		break;
	}
	return IOCTL_DONE;
}

/* The shape of the first of cmd's names that the list knows. */
static const struct ioctl_shape *shape_of_cmd(const struct pctx *c,
					      unsigned cmd)
{
	const char *names[8];
	unsigned n = ioctl_names(c, cmd, names, 8);

	for (unsigned i = 0; i < n; i++) {
		const struct ioctl_shape *s = shape_of(names[i]);

		if (s)
			return s;
	}
	return NULL;
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

	const struct ioctl_shape *s;

	if (c->exiting && !c->tcp->ret_data[IOCTL_RD_LATER])
		return PRINT_OK;
	s = shape_of_cmd(c, cmd);
	r = s ? print_shape(c, s, cmd, addr) : ioctl_decode(c, cmd, addr);
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
