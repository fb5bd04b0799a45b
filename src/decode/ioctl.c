/* ioctl: the request's name (every name the headers give its number, as
 * strace joins them: "A or B"; a few families that encode a length or an
 * index in the number by their own macro), and the helpers the family
 * decoders (ioctl_*.c) share. The argument is ioctl_dispatch.c's, which
 * calls the families: they call only this file, below them. */
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
	return strcmp(xlat_ename(x), xlat_ename(y));
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

		for (k = 0; k < n && strcmp(names[k], xlat_ename(e[lo])); k++)
			;
		if (k == n)
			names[n++] = xlat_ename(e[lo]);
	}
	return n;
}

/* Whether x names a request of type byte type. */
static bool type_in(const struct xlat *x, unsigned type)
{
	for (unsigned k = 0; k < x->n; k++)
		if (_IOC_TYPE((unsigned)x->e[k].val) == type)
			return true;
	return false;
}

bool ioctl_type_named(const struct pctx *c, unsigned type)
{
	return type_in(xlat_for(&xlat_ioctl_cmd, c->tcp), type) ||
	       type_in(xlat_for(&xlat_ioctl_uapi, c->tcp), type);
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
	/* a terminal request ('T', named in ioctl_cmd.in) on a terminal
	 * is that one, not the sound timer's of the same number: as
	 * strace 7.2, the descriptor settles the clash */
	if (n && _IOC_TYPE(cmd) == 'T' &&
	    fd_is_tty(c, (int)arg_ulong(c->tcp, 0)))
		goto sort;
	n = names_in(xlat_for(&xlat_ioctl_uapi, c->tcp), cmd, names, n, max);
sort:
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

/* ---- names of requests that carry a length or an index ------- */

/* "0x18 / * EV_??? * /" or the name, into buf at off; with -X verbose
 * the whole name is already inside a comment: the number alone. */
static size_t sym(const struct pctx *c, char *buf, size_t size, size_t off,
		  const struct xlat *x, unsigned v, const char *unknown)
{
	const char *n = xlat_name(x, v);

	if (off >= size)	/* cut: snprintf said how long it wanted */
		return off;
	if (n)
		return off + (size_t)snprintf(buf + off, size - off, "%s", n);
	if (c->opt->xlat_style == XLAT_VERBOSE)
		return off + (size_t)snprintf(buf + off, size - off, "%#x", v);
	return off + (size_t)snprintf(buf + off, size - off, "%#x /* %s */",
				      v, unknown);
}

/* evdev: the length of a read, the event type of EVIOCGBIT, the axis of
 * EVIOCGABS/EVIOCSABS are in the number. */
static size_t evdev_name(const struct pctx *c, unsigned cmd, char *buf,
			 size_t size)
{
	static const char *const by_nr[] = {
		[0x06] = "EVIOCGNAME", [0x07] = "EVIOCGPHYS",
		[0x08] = "EVIOCGUNIQ", [0x09] = "EVIOCGPROP",
		[0x0a] = "EVIOCGMTSLOTS", [0x18] = "EVIOCGKEY",
		[0x19] = "EVIOCGLED", [0x1a] = "EVIOCGSND",
		[0x1b] = "EVIOCGSW",
	};
	unsigned nr = _IOC_NR(cmd), len = _IOC_SIZE(cmd);
	size_t n;

	if (_IOC_DIR(cmd) == _IOC_WRITE && nr >= 0xc0 && nr < 0xc0 + 0x40 &&
	    len == 24) {		/* struct input_absinfo */
		n = (size_t)snprintf(buf, size, "EVIOCSABS(");
		n = sym(c, buf, size, n, &xlat_evdev_abs, nr - 0xc0, "ABS_???");
		return n < size ? n + (size_t)snprintf(buf + n, size - n, ")")
				: n;
	}
	if (_IOC_DIR(cmd) != _IOC_READ)
		return 0;
	/* any size: the struct had 20 bytes before resolution came */
	if (nr >= 0x40 && nr < 0x80) {
		n = (size_t)snprintf(buf, size, "EVIOCGABS(");
		n = sym(c, buf, size, n, &xlat_evdev_abs, nr - 0x40, "ABS_???");
		return n < size ? n + (size_t)snprintf(buf + n, size - n, ")")
				: n;
	}
	if (nr >= 0x20 && nr < 0x40) {
		n = (size_t)snprintf(buf, size, "EVIOCGBIT(");
		if (nr == 0x20 && n < size)
			n += (size_t)snprintf(buf + n, size - n, "0");
		else
			n = sym(c, buf, size, n, &xlat_evdev_ev, nr - 0x20,
				"EV_???");
		return n < size ? n + (size_t)snprintf(buf + n, size - n,
						     ", %u)", len) : n;
	}
	if (nr < ARRAY_SIZE(by_nr) && by_nr[nr])
		return (size_t)snprintf(buf, size, "%s(%u)", by_nr[nr], len);
	return 0;
}

/* hiddev and hidraw: names and features of a given length. */
static size_t hid_name(unsigned cmd, char *buf, size_t size)
{
	unsigned nr = _IOC_NR(cmd), len = _IOC_SIZE(cmd);
	const char *n = NULL;

	if (_IOC_DIR(cmd) == _IOC_READ) {
		switch (nr) {
		case 0x04: n = "HIDIOCGRAWNAME"; break;
		case 0x05: n = "HIDIOCGRAWPHYS"; break;
		case 0x08: n = "HIDIOCGRAWUNIQ"; break;
		case 0x12: n = "HIDIOCGPHYS"; break;
		case 0x06: n = "HIDIOCGNAME"; break;
		}
	} else if (_IOC_DIR(cmd) == (_IOC_READ | _IOC_WRITE)) {
		switch (nr) {
		case 0x06: n = "HIDIOCSFEATURE"; break;
		case 0x07: n = "HIDIOCGFEATURE"; break;
		}
	}
	return n ? (size_t)snprintf(buf, size, "%s(%u)", n, len) : 0;
}

/* The buffer must hold any of these names (64 bytes do); a longer one
 * is cut, never overrun. */
size_t ioctl_macro_name(const struct pctx *c, unsigned cmd, char *buf,
			size_t size)
{
	switch (_IOC_TYPE(cmd)) {
	case 'E':
		return evdev_name(c, cmd, buf, size);
	case 'H':
		return hid_name(cmd, buf, size);
	case 'M':	/* the sound mixer's channels */
		/* strace 6.1 names every read or write request of type 'M'
		 * so, whatever its size (the MTD requests share the type),
		 * and a read-write one not at all. */
		if (_IOC_DIR(cmd) == _IOC_READ)
			return (size_t)snprintf(buf, size, "MIXER_READ(%u)",
						_IOC_NR(cmd));
		if (_IOC_DIR(cmd) == _IOC_WRITE)
			return (size_t)snprintf(buf, size, "MIXER_WRITE(%u)",
						_IOC_NR(cmd));
		return 0;
	case 'j':	/* joystick */
		if (_IOC_DIR(cmd) == _IOC_READ && _IOC_NR(cmd) == 0x13)
			return (size_t)snprintf(buf, size, "JSIOCGNAME(%u)",
						_IOC_SIZE(cmd));
		return 0;
	}
	return 0;
}

/* ---- argument helpers --------------------------------------------- */

static bool ioctl_open_struct(const struct pctx *c, uint64_t addr, void *buf,
			      size_t len, bool out, int *rc)
{
	if (c->compat)
		addr = (uint32_t)addr;
	if (out && !c->exiting) {
		*rc = IOCTL_LATER;
		return false;
	}
	*rc = IOCTL_DONE;
	if (out ? !out_or_addr(c, addr, len, buf) :
		  !umove_or_addr(c, addr, len, buf))
		return false;
	v_struct_begin(c);
	return true;
}

bool ioctl_exit_struct(const struct pctx *c, uint64_t addr, void *buf,
		       size_t len, int *rc)
{
	return ioctl_open_struct(c, addr, buf, len, true, rc);
}

bool ioctl_entry_struct(const struct pctx *c, uint64_t addr, void *buf,
			size_t len, int *rc)
{
	return ioctl_open_struct(c, addr, buf, len, false, rc);
}

bool ioctl_dir_struct(const struct pctx *c, unsigned cmd, uint64_t addr,
		      void *buf, size_t len, int *rc)
{
	return ioctl_open_struct(c, addr, buf, len, _IOC_DIR(cmd) & _IOC_READ,
				 rc);
}

void ioctl_pair_in(const struct pctx *c, uint64_t addr, size_t size,
		   const struct xlat *set, const char *dflt)
{
	uint8_t b[16];

	if (!umove_or_addr(c, addr, 2 * size, b))
		return;
	v_array_begin(c);
	v_elem(c);
	v_uint(c, uint_at(b, size));
	v_elem(c);
	if (set)
		v_enum(c, set, uint_at(b + size, size), dflt);
	else
		v_uint(c, uint_at(b + size, size));
	v_array_end(c);
}

void ioctl_uuid(const struct pctx *c, const uint8_t *u)
{
	char s[40];
	size_t o = 0;

	for (int i = 0; i < 16; i++) {
		if (i == 4 || i == 6 || i == 8 || i == 10)
			s[o++] = '-';
		o += (size_t)snprintf(s + o, sizeof(s) - o, "%02x", u[i]);
	}
	v_textf(c, "%s", s);
}

bool ioctl_changed(const struct pctx *c)
{
	if (c->call->err)
		return false;
	v_changed(c);
	return true;
}

bool ioctl_out_begin(const struct pctx *c)
{
	if (!ioctl_changed(c))
		return false;
	v_struct_begin(c);
	return true;
}

bool ioctl_struct_cut(const struct pctx *c)
{
	if (c->opt->verbose)
		return false;
	v_more(c);
	v_struct_end(c);
	return true;
}

int ioctl_unread(const struct pctx *c, uint64_t addr)
{
	if (!c->exiting)
		v_addr(c, addr);
	return IOCTL_DONE;
}

bool ioctl_when(const struct pctx *c, bool out, uint64_t *addr, int *rc)
{
	if (c->compat)
		*addr = (uint32_t)*addr;
	*rc = IOCTL_DONE;
	if (!out)
		return true;
	if (!c->exiting) {
		*rc = IOCTL_LATER;
		return false;
	}
	if (c->call->err) {
		v_addr(c, *addr);
		return false;
	}
	return true;
}

void ioctl_int_at(const struct pctx *c, uint64_t addr)
{
	print_num_at(c, addr, 4, true);
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
			v_flag_text(c, fmt, xlat_ename(&set->e[i]));
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
void ioctl_struct(const struct pctx *c, const void *b,
		  const struct ioctl_field *f, size_t n)
{
	v_struct_begin(c);
	ioctl_fields(c, b, f, n);
	v_struct_end(c);
}

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
