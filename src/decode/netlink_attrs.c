/* Netlink attributes and the structs in them: the primitives every
 * protocol's decoder uses (nl_have, nl_addr, nl_hex), the walk over
 * records (attribute lists here, message sequences in netlink.c), the
 * attribute value printers syscalls/nlattrs.list names, the field kinds
 * of its structs (nl_fields) and the family headers (nl_family_struct).
 *
 * netlink.c decodes a buffer of messages and hands each payload to its
 * protocol's decoder (netlink_proto.c, netlink_route.c,
 * netlink_diag.c); they call down into this file, which calls none of
 * them, so that the engine and its protocols are not one knot. */
#include "netlink.h"
#include "nlattrs_gen.h"

#include <arpa/inet.h>
#include <endian.h>
#include <linux/if_bridge.h>
#include <linux/inet_diag.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <net/if.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/sysmacros.h>

/* ---- reading ------------------------------------------------------- */

bool nl_have(const struct nlbuf *nb, size_t off, size_t n)
{
	return off <= nb->avail && n <= nb->avail - off;
}

void nl_addr(const struct pctx *c, const struct nlbuf *nb, size_t off)
{
	v_addr(c, nb->base + off);
}

int nl_get(const struct pctx *c, const struct nlbuf *nb, size_t off,
	   size_t len, void *v, size_t n)
{
	if (len < n)
		return -1;
	if (!nl_have(nb, off, n)) {
		nl_addr(c, nb, off);
		return 0;
	}
	memcpy(v, nb->b + off, n);
	return 1;
}

bool nl_get_or_hex(const struct pctx *c, const struct nlbuf *nb, size_t off,
		   size_t len, void *v, size_t n)
{
	int got = nl_get(c, nb, off, len, v, n);

	if (got < 0)
		nl_hex(c, nb, off, len);
	return got > 0;
}

/* n bytes at off, every byte in hex ("\x61\x62"), cut at -s. */
void nl_hex(const struct pctx *c, const struct nlbuf *nb, size_t off,
	    size_t n)
{
	size_t limit = (size_t)c->opt->string_limit;
	size_t shown = n < limit ? n : limit;

	if (!nl_have(nb, off, shown)) {
		nl_addr(c, nb, off);
		return;
	}
	v_hexstr(c, nb->b + off, shown, shown < n);
}

/* ---- attributes ----------------------------------------------------- */

static void nla_header(const struct pctx *c, const struct nlattr *a,
		       const struct nla_set *set)
{
	unsigned type = a->nla_type & NLA_TYPE_MASK;
	unsigned fl = a->nla_type & ~NLA_TYPE_MASK;

	v_struct_begin(c);
	v_field(c, "nla_len");
	v_uint(c, a->nla_len);
	v_field(c, "nla_type");
	if (fl) {
		v_flags_begin(c, a->nla_type, &xlat_nla_flags);
		v_flag_names(c, &xlat_nla_flags, fl);
		if (set && set->types)
			v_flag_name(c, xlat_name(set->types, type) ?
				    xlat_name(set->types, type) : "");
		v_flags_end(c);
		if (!(set && set->types && xlat_name(set->types, type))) {
			v_textf(c, "%#x", type);
			if (set && set->dflt)
				v_textf(c, " /* %s */", set->dflt);
		}
	} else if (set && set->types) {
		v_enum(c, set->types, type, set->dflt);
	} else {
		v_hex(c, type);
	}
	v_struct_end(c);
}

static void nla_one(const struct pctx *c, const struct nlbuf *nb,
		    size_t off, size_t len, const struct nlattr *a,
		    const struct nla_set *set)
{
	size_t alen = a->nla_len < len ? a->nla_len : len;
	unsigned type = a->nla_type & NLA_TYPE_MASK;
	bool data = alen > NLA_HDRLEN;

	if (data) {
		v_array_begin(c);
		v_elem(c);
	}
	nla_header(c, a, set);
	if (!data)
		return;
	v_elem(c);
	if (!(set && type < set->n && set->fn[type].print &&
	      set->fn[type].print(c, nb, off + NLA_HDRLEN, alen - NLA_HDRLEN,
				  set->fn[type].arg)))
		nl_hex(c, nb, off + NLA_HDRLEN, alen - NLA_HDRLEN);
	v_array_end(c);
}

/* Attributes and messages nest (nested attributes, the request inside
 * an NLMSG_ERROR): a tracee could nest them as deep as its buffer is
 * long. Deeper than this, the rest is shown in hex. */
unsigned nl_depth;

/* The walk attribute lists and message sequences share: records that
 * each start with a length (the first hdr_len bytes are the header),
 * aligned to align. One record alone is shown as itself, more as
 * [r1, r2, ...], cut at -s records; a record whose length does not fit
 * ends the walk with it. one() shows a record, given its header. */
void nl_records(const struct pctx *c, const struct nlbuf *nb,
		size_t off, size_t len, size_t hdr_len, size_t align,
		nl_record_fn one, const void *arg)
{
	unsigned limit = (unsigned)c->opt->string_limit;
	unsigned char hdr[NLMSG_HDRLEN];
	bool array = false;

	for (unsigned elt = 0;; elt++) {
		size_t rec, next = 0;

		if (elt && !c->opt->verbose && elt == limit) {
			v_more(c);
			break;
		}
		if (len < hdr_len) {
			if (elt)
				v_elem(c);
			nl_hex(c, nb, off, len);
			break;
		}
		if (!nl_have(nb, off, hdr_len)) {
			if (elt) {
				v_more(c);
				v_textf(c, " /* %#llx */",
					(unsigned long long)(nb->base + off));
			} else {
				nl_addr(c, nb, off);
			}
			break;
		}
		memcpy(hdr, nb->b + off, hdr_len);
		/* Both headers start with their length: a u32 for a
		 * message, a u16 for an attribute. */
		if (hdr_len == NLA_HDRLEN) {
			uint16_t l;

			memcpy(&l, hdr, sizeof(l));
			rec = l;
		} else {
			uint32_t l;

			memcpy(&l, hdr, sizeof(l));
			rec = l;
		}
		if (rec >= hdr_len) {
			rec = (rec + align - 1) & ~(align - 1);
			if (len >= rec)
				next = len - rec;
		}
		if (!elt && next) {
			v_array_begin(c);
			array = true;
		}
		if (array)
			v_elem(c);
		one(c, nb, off, len, hdr, arg);
		if (!next)
			break;
		off += rec;
		len = next;
	}
	if (array)
		v_array_end(c);
}

static void nla_record(const struct pctx *c, const struct nlbuf *nb,
		       size_t off, size_t len, const void *hdr,
		       const void *arg)
{
	struct nlattr a;

	memcpy(&a, hdr, sizeof(a));
	nla_one(c, nb, off, len, &a, arg);
}

void nl_attrs(const struct pctx *c, const struct nlbuf *nb, size_t off,
	      size_t len, const struct nla_set *set)
{
	if (nl_depth >= NL_MAX_DEPTH) {
		nl_hex(c, nb, off, len);
		return;
	}
	if (set && set->by) {
		const struct nla_set *by = NULL;

		for (unsigned i = 0; i < set->nby; i++)
			if (set->by[i].family == nl_family_ctx ||
			    (!by && set->by[i].family == NLA_ANY_FAMILY))
				by = set->by[i].set;
		if (!by) {
			nl_hex(c, nb, off, len);
			return;
		}
		set = by;
	}
	nl_depth++;
	nl_records(c, nb, off, len, NLA_HDRLEN, NLA_ALIGNTO, nla_record, set);
	nl_depth--;
}

/* Attributes whose types are indexes (shown in hex), each holding
 * attributes of the set arg: TCA_ROOT_TAB's actions. */
static void indexed_record(const struct pctx *c, const struct nlbuf *nb,
			   size_t off, size_t len, const void *hdr,
			   const void *arg)
{
	struct nlattr a;
	size_t alen;

	memcpy(&a, hdr, sizeof(a));
	alen = a.nla_len < len ? a.nla_len : len;
	if (alen <= NLA_HDRLEN) {
		nla_header(c, &a, NULL);
		return;
	}
	v_array_begin(c);
	v_elem(c);
	nla_header(c, &a, NULL);
	v_elem(c);
	nl_attrs(c, nb, off + NLA_HDRLEN, alen - NLA_HDRLEN, arg);
	v_array_end(c);
}

bool nla_indexed(const struct pctx *c, const struct nlbuf *nb, size_t off,
		 size_t len, const void *arg)
{
	if (nl_depth >= NL_MAX_DEPTH)
		return false;
	nl_depth++;
	nl_records(c, nb, off, len, NLA_HDRLEN, NLA_ALIGNTO, indexed_record,
		   arg);
	nl_depth--;
	return true;
}

/* Attribute value printers; each returns false when the value does
 * not fit its type, and the caller shows the bytes in hex. */
#define NLA_INT(name, type, show)					\
bool nla_##name(const struct pctx *c, const struct nlbuf *nb,		\
		size_t off, size_t len, const void *arg)		\
{									\
	type v;								\
	int got = nl_get(c, nb, off, len, &v, sizeof(v));		\
	(void)arg;							\
	if (got <= 0)							\
		return got == 0;					\
	show;								\
	return true;							\
}
NLA_INT(u8, uint8_t, v_uint(c, v))
NLA_INT(u16, uint16_t, v_uint(c, v))
NLA_INT(u32, uint32_t, v_uint(c, v))
NLA_INT(u64, uint64_t, v_uint(c, v))
NLA_INT(s32, int32_t, v_int(c, v))
NLA_INT(x8, uint8_t, v_hex(c, v))
NLA_INT(x16, uint16_t, v_hex(c, v))
NLA_INT(x32, uint32_t, v_hex(c, v))

/* A value of a size the attribute's length gives (a BPF map's value):
 * a number in hex when it is 1, 2, 4 or 8 bytes, its bytes otherwise. */
bool nla_xsized(const struct pctx *c, const struct nlbuf *nb, size_t off,
		size_t len, const void *arg)
{
	(void)arg;
	if (len != 1 && len != 2 && len != 4 && len != 8)
		return false;
	if (!nl_have(nb, off, len)) {
		nl_addr(c, nb, off);
		return true;
	}
	v_hex(c, uint_at(nb->b + off, len));
	return true;
}

/* A string the kernel expects NUL-terminated: the terminating NUL is
 * not shown, and "..." says it was missing (or the string was cut at
 * -s). NULs inside are shown, they are part of what was sent. */
bool nla_str(const struct pctx *c, const struct nlbuf *nb, size_t off,
	     size_t len, const void *arg)
{
	size_t limit = (size_t)c->opt->string_limit;
	size_t n = len;
	bool cut;

	(void)arg;
	if (!nl_have(nb, off, len < limit + 1 ? len : limit + 1)) {
		nl_addr(c, nb, off);
		return true;
	}
	cut = !(len && nl_have(nb, off, len) && !nb->b[off + len - 1]);
	if (!cut)
		n = len - 1;
	if (n > limit) {
		n = limit;
		cut = true;
	}
	v_str(c, nb->b + off, n, cut && len);
	return true;
}

/* An array of bytes: [171, 254]. */
bool nla_u8_array(const struct pctx *c, const struct nlbuf *nb, size_t off,
		  size_t len, const void *arg)
{
	(void)arg;
	if (!nl_have(nb, off, len)) {
		nl_addr(c, nb, off);
		return true;
	}
	v_array_begin(c);
	for (size_t i = 0; i < len; i++) {
		if (!c->opt->verbose && i == (size_t)c->opt->string_limit) {
			v_more(c);
			break;
		}
		v_elem(c);
		v_uint(c, nb->b[off + i]);
	}
	v_array_end(c);
	return true;
}

unsigned nl_family_ctx;

bool nla_fields(const struct pctx *c, const struct nlbuf *nb, size_t off,
		size_t len, const void *arg)
{
	const struct nla_struct *st = arg;
	size_t size = st->size;
	unsigned n = st->n;

	if (st->min && len < size) {
		/* The fields that the shorter version has. */
		size = len;
		while (n && st->f[n - 1].off + st->f[n - 1].size > size)
			n--;
	}
	if (len < (st->min ? st->min : size))
		return false;
	if (!nl_have(nb, off, size)) {
		nl_addr(c, nb, off);
		return true;
	}
	v_struct_begin(c);
	nl_fields(c, nb->b + off, st->f, n);
	v_struct_end(c);
	if (st->rest && len > size) {
		v_elem(c);
		nl_hex(c, nb, off + size, len - size);
	}
	return true;
}

/* "[NAME]=": the index named by its set (the set's i + base, shown as
 * "NAME-1" when base is 1), a decimal number with -X raw. */
static void index_name(const struct pctx *c, const struct xlat *set,
		       uint64_t i, unsigned base, const char *dflt)
{
	const char *name = xlat_name(set, i + base);
	struct vstyle st;

	v_item(c, name);
	v_text(c, "[");
	v_style_begin(c, &st);
	if (name && base)
		v_textf(c, "%s-%u", name, base);
	else if (name)
		v_text(c, name);
	else if (c->opt->xlat_style == XLAT_RAW || !dflt)
		v_textf(c, "%llu", (unsigned long long)i);
	else
		v_textf(c, "%llu /* %s */", (unsigned long long)i, dflt);
	v_style_end(c, &st, i, VS_DEC);
	v_text(c, "]=");
}

void nl_index_name(const struct pctx *c, const struct xlat *set, uint64_t i,
		   const char *dflt)
{
	index_name(c, set, i, 0, dflt);
}

/* [a, b, ...]: whole elements only; an unreadable one ends the array
 * with its address. */
bool nla_array(const struct pctx *c, const struct nlbuf *nb, size_t off,
	       size_t len, const void *arg)
{
	const struct nla_elems *el = arg;
	size_t size = el->size ? el->size : abi_word(c);
	size_t n = len / size;

	if (!n)
		return false;
	if (!nl_have(nb, off, size)) {
		nl_addr(c, nb, off);
		return true;
	}
	v_array_begin(c);
	for (size_t i = 0; i < n; i++, off += size) {
		uint64_t v = 0;
		uint32_t w;

		if (!c->opt->verbose && i == (size_t)c->opt->string_limit) {
			v_more(c);
			break;
		}
		if (!nl_have(nb, off, size)) {
			v_more(c);
			v_textf(c, " /* %#llx */",
				(unsigned long long)(nb->base + off));
			break;
		}
		if (size == 2) {
			uint16_t h;

			memcpy(&h, nb->b + off, 2);
			v = h;
		} else if (size == 4) {
			memcpy(&w, nb->b + off, 4);
			v = w;
		} else {
			memcpy(&v, nb->b + off, 8);
		}
		if (el->names)
			index_name(c, el->names, i, el->names1, el->dflt);
		else
			v_elem(c);
		if (el->kind == NF_HEX)
			v_hex(c, v);
		else if (el->kind == NF_INT)
			v_int(c, size == 4 ? (int32_t)v : size == 2 ?
			      (int16_t)v : (int64_t)v);
		else
			v_uint(c, v);
	}
	v_array_end(c);
	return true;
}

/* An array of structs: [{...}, {...}]. */
bool nla_struct_array(const struct pctx *c, const struct nlbuf *nb,
		      size_t off, size_t len, const void *arg)
{
	const struct nla_struct *st = arg;
	size_t n = len / st->size;

	if (!n)
		return false;
	if (!nl_have(nb, off, st->size)) {
		nl_addr(c, nb, off);
		return true;
	}
	v_array_begin(c);
	for (size_t i = 0; i < n; i++, off += st->size) {
		if (!c->opt->verbose && i == (size_t)c->opt->string_limit) {
			v_more(c);
			break;
		}
		if (!nl_have(nb, off, st->size)) {
			v_more(c);
			v_textf(c, " /* %#llx */",
				(unsigned long long)(nb->base + off));
			break;
		}
		v_elem(c);
		v_struct_begin(c);
		nl_fields(c, nb->b + off, st->f, st->n);
		v_struct_end(c);
	}
	v_array_end(c);
	return true;
}

bool nla_nested(const struct pctx *c, const struct nlbuf *nb, size_t off,
		size_t len, const void *arg)
{
	nl_attrs(c, nb, off, len, arg);
	return true;
}

bool nla_flags32(const struct pctx *c, const struct nlbuf *nb, size_t off,
		 size_t len, const void *arg)
{
	const struct nla_flagset *fs = arg;
	uint32_t v;
	int got;

	got = nl_get(c, nb, off, len, &v, sizeof(v));
	if (got <= 0)
		return got == 0;
	v_flags(c, fs->set, v, fs->dflt);
	return true;
}

static bool nla_scalar(const struct pctx *c, const struct nlbuf *nb,
		       size_t off, size_t len, size_t size, uint64_t *v)
{
	if (len < size)
		return false;
	if (!nl_have(nb, off, size)) {
		nl_addr(c, nb, off);
		return false;
	}
	*v = uint_at(nb->b + off, size);
	return true;
}

/* clock_t ticks, with the seconds in a comment (not with -X raw,
 * which shows numbers alone). */
static void clock_ticks(const struct pctx *c, uint64_t v)
{
	if (c->opt->xlat_style == XLAT_RAW) {
		v_uint(c, v);
		return;
	}
	v_numf(c, VK_UINT, v, "%llu /* %llu.%02llu s */",
	       (unsigned long long)v, (unsigned long long)v / 100,
	       (unsigned long long)v % 100);
}

/* A number in hex with its flags in a comment: 0x3 / * A|B * /, the
 * bits no name has at the end, dflt when none has (INET_DIAG_SHUTDOWN,
 * as strace shows it). -X raw leaves the number. */
static void hex_flags_comment(const struct pctx *c, const struct xlat *set,
			      uint64_t v, const char *dflt)
{
	char buf[256];
	size_t n = 0;
	uint64_t rest = v;

	v_hex(c, v);
	if (!v || c->opt->xlat_style == XLAT_RAW)
		return;
	buf[0] = '\0';
	for (unsigned i = 0; i < set->n; i++) {
		uint64_t b = set->e[i].val;

		if (!b || (rest & b) != b || n >= sizeof(buf))
			continue;
		n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%s%s",
				      n ? "|" : "", xlat_ename(&set->e[i]));
		rest &= ~b;
	}
	if (!n)
		v_textf(c, " /* %s */", dflt ? dflt : "???");
	else if (rest)
		v_textf(c, " /* %s|%#llx */", buf, (unsigned long long)rest);
	else
		v_textf(c, " /* %s */", buf);
}

/* The printers below return true when they printed something: the
 * value, or its address when it could not be read. */
#define NLA_SCALAR(name, size, show)					\
bool name(const struct pctx *c, const struct nlbuf *nb, size_t off,	\
	  size_t len, const void *arg)					\
{									\
	const struct nla_flagset *fs = arg;				\
	uint64_t v;							\
									\
	(void)fs;							\
	if (len < (size))						\
		return false;						\
	if (!nla_scalar(c, nb, off, len, size, &v))			\
		return true;						\
	show;								\
	return true;							\
}
NLA_SCALAR(nla_enum8, 1, v_enum(c, fs->set, v, fs->dflt))
NLA_SCALAR(nla_enum16, 2, v_enum(c, fs->set, v, fs->dflt))
NLA_SCALAR(nla_enum32, 4, v_enum(c, fs->set, v, fs->dflt))
NLA_SCALAR(nla_flags8, 1, v_flags(c, fs->set, v, fs->dflt))
NLA_SCALAR(nla_flags16, 2, v_flags(c, fs->set, v, fs->dflt))
NLA_SCALAR(nla_flags8c, 1, hex_flags_comment(c, fs->set, v, fs->dflt))
NLA_SCALAR(nla_be16, 2, v_numf(c, VK_UINT, ntohs((uint16_t)v), "htons(%u)",
			       ntohs((uint16_t)v)))
NLA_SCALAR(nla_fd, 4, v_fd(c, (int32_t)v))
NLA_SCALAR(nla_uid, 4, (uint32_t)v == UINT32_MAX ? v_int(c, -1) :
		       v_uint(c, v))
NLA_SCALAR(nla_enum_be16, 2,
	   (v_open(c, VK_UINT, ntohs((uint16_t)v), "htons("),
	    v_enum(c, fs->set, ntohs((uint16_t)v), fs->dflt),
	    v_close(c, ")")))
NLA_SCALAR(nla_clock_t, 4, clock_ticks(c, v))
NLA_SCALAR(nla_be32, 4, v_numf(c, VK_UINT, ntohl((uint32_t)v), "htonl(%u)",
			       ntohl((uint32_t)v)))
NLA_SCALAR(nla_be64, 8,
	   v_numf(c, VK_UINT, be64toh(v), "htobe64(%llu)",
		  (unsigned long long)be64toh(v)))

/* A hardware address: f8:c2:49:13:57. */
bool nla_hwaddr(const struct pctx *c, const struct nlbuf *nb, size_t off,
		size_t len, const void *arg)
{
	char buf[3 * 32 + 1];
	size_t n = len < 32 ? len : 32, o = 0;

	(void)arg;
	if (!n)
		return false;
	if (!nl_have(nb, off, n)) {
		nl_addr(c, nb, off);
		return true;
	}
	for (size_t i = 0; i < n; i++)
		o += (size_t)snprintf(buf + o, sizeof(buf) - o, "%s%02x",
				      i ? ":" : "", nb->b[off + i]);
	v_numf(c, VK_STR, 0, "%s", buf);
	return true;
}

/* clock_t ticks in any width up to 8 bytes (the kernel sends u32 or
 * u64; smaller widths are the same number). */
bool nla_clock_t_var(const struct pctx *c, const struct nlbuf *nb,
		     size_t off, size_t len, const void *arg)
{
	uint64_t v = 0;

	(void)arg;
	if (!len || len > sizeof(v))
		return false;
	if (!nl_have(nb, off, len)) {
		nl_addr(c, nb, off);
		return true;
	}
	for (size_t i = len; i-- > 0;)
		v = v << 8 | nb->b[off + i];
	if (!v)
		return v_uint(c, 0), true;
	clock_ticks(c, v);
	return true;
}

void nl_bytes_as(const struct pctx *c, const unsigned char *b, size_t n,
		 const char *text)
{
	if (c->opt->xlat_style != XLAT_ABBREV) {
		v_hexstr(c, b, n, false);
		if (c->opt->xlat_style == XLAT_RAW)
			return;
		v_text(c, " /* ");
	}
	v_numf(c, VK_STR, 0, "%s", text);
	if (c->opt->xlat_style != XLAT_ABBREV)
		v_text(c, " */");
}

static bool inaddr_of(const struct pctx *c, const struct nlbuf *nb,
		      size_t off, size_t len, unsigned family)
{
	char a[INET6_ADDRSTRLEN], text[INET6_ADDRSTRLEN + 32];
	size_t n = family == AF_INET ? 4 : family == AF_INET6 ? 16 : 0;

	if (!n || len < n)
		return false;
	if (!nl_have(nb, off, n)) {
		nl_addr(c, nb, off);
		return true;
	}
	inet_ntop((int)family, nb->b + off, a, sizeof(a));
	snprintf(text, sizeof(text), n == 4 ? "inet_addr(\"%s\")" :
		 "inet_pton(AF_INET6, \"%s\")", a);
	nl_bytes_as(c, nb->b + off, n, text);
	return true;
}

bool nla_inaddr(const struct pctx *c, const struct nlbuf *nb, size_t off,
		size_t len, const void *arg)
{
	(void)arg;
	return inaddr_of(c, nb, off, len, nl_family_ctx);
}

bool nla_in4addr(const struct pctx *c, const struct nlbuf *nb, size_t off,
		 size_t len, const void *arg)
{
	(void)arg;
	return inaddr_of(c, nb, off, len, AF_INET);
}

bool nla_in6addr(const struct pctx *c, const struct nlbuf *nb, size_t off,
		 size_t len, const void *arg)
{
	(void)arg;
	return inaddr_of(c, nb, off, len, AF_INET6);
}

/* The kinds IFLA_INFO_KIND and IFLA_INFO_SLAVE_KIND named. */
static char nl_kinds[2][32];

void nl_kind_reset(void)
{
	nl_kinds[0][0] = nl_kinds[1][0] = '\0';
}

static bool kind_of(const struct pctx *c, const struct nlbuf *nb,
		    size_t off, size_t len, unsigned slot)
{
	size_t n = len < sizeof(nl_kinds[slot]) - 1 ? len :
		   sizeof(nl_kinds[slot]) - 1;

	nl_kinds[slot][0] = '\0';
	if (nl_have(nb, off, n)) {
		memcpy(nl_kinds[slot], nb->b + off, n);
		nl_kinds[slot][n] = '\0';
	}
	return nla_str(c, nb, off, len, NULL);
}

bool nla_kind(const struct pctx *c, const struct nlbuf *nb, size_t off,
	      size_t len, const void *arg)
{
	(void)arg;
	return kind_of(c, nb, off, len, 0);
}

bool nla_slave_kind(const struct pctx *c, const struct nlbuf *nb,
		    size_t off, size_t len, const void *arg)
{
	(void)arg;
	return kind_of(c, nb, off, len, 1);
}

bool nla_by_kind(const struct pctx *c, const struct nlbuf *nb, size_t off,
		 size_t len, const void *arg)
{
	const struct nla_kinds *ks = arg;

	for (unsigned i = 0; i < ks->n; i++)
		if (!strcmp(ks->k[i].kind, nl_kinds[ks->slot]))
			return ks->k[i].v.print(c, nb, off, len,
						ks->k[i].v.arg);
	return false;
}

/* ---- fields --------------------------------------------------------- */

/* An interface index followed by attributes of set arg. */
bool nla_ifindex_attrs(const struct pctx *c, const struct nlbuf *nb,
		       size_t off, size_t len, const void *arg)
{
	uint32_t v;
	int got;

	got = nl_get(c, nb, off, len, &v, sizeof(v));
	if (got <= 0)
		return got == 0;
	print_ifindex(c, v);
	if (len > NLA_ALIGN(sizeof(v))) {
		v_elem(c);
		nl_attrs(c, nb, off + NLA_ALIGN(sizeof(v)),
			 len - NLA_ALIGN(sizeof(v)), arg);
	}
	return true;
}

bool nla_ifindex(const struct pctx *c, const struct nlbuf *nb, size_t off,
		 size_t len, const void *arg)
{
	uint32_t v;
	int got;

	(void)arg;
	got = nl_get(c, nb, off, len, &v, sizeof(v));
	if (got <= 0)
		return got == 0;
	print_ifindex(c, v);
	return true;
}

/* "1<<A|1<<B": a mask of bit numbers named by set; with one,
 * "1<<(A-1)|1<<(B-1)": bit n stands for attribute n+1 (inet_diag's
 * idiag_ext). */
static void bit_numbers(const struct pctx *c, uint32_t v,
			const struct xlat *set, const char *dflt, unsigned one)
{
	uint32_t rest = 0;

	v_flags_begin(c, v, set);
	if (!v)
		v_flag_bits(c, 0);
	for (unsigned i = 0; i < 32; i++) {
		const char *n;

		if (!(v & (1u << i)))
			continue;
		n = xlat_name(set, i + one);
		if (n && one)
			v_flag_text(c, "1<<(%s-1)", n);
		else if (n)
			v_flag_text(c, "1<<%s", n);
		else
			rest |= 1u << i;
	}
	if (rest)
		v_flag_bits(c, rest);
	if (rest && rest == v && dflt)
		v_textf(c, one ? " /* 1<<(%s-1) */" : " /* 1<<%s */", dflt);
	v_flags_end(c);
}

/* A struct inside a struct; an array of them fills the field. */
static void sub_structs(const struct pctx *c, const unsigned char *p,
			const struct nl_field *f)
{
	const struct nla_struct *sub = f->sub;
	unsigned n = sub->size ? f->size / sub->size : 0;

	if (f->kind == NF_STRUCT) {
		v_struct_begin(c);
		nl_fields(c, p, sub->f, sub->n);
		v_struct_end(c);
		return;
	}
	v_array_begin(c);
	for (unsigned i = 0; i < n; i++) {
		v_elem(c);
		v_struct_begin(c);
		nl_fields(c, p + i * sub->size, sub->f, sub->n);
		v_struct_end(c);
	}
	v_array_end(c);
}

/* A field of the number kinds: its value v, as its kind says. */
static void nl_scalar(const struct pctx *c, const struct nl_field *f,
		      uint64_t v)
{
	switch (f->kind) {
	case NF_UINT: v_uint(c, v); break;
	case NF_INT:
		v_int(c, f->size == 1 ? (int8_t)v : f->size == 2 ?
		      (int16_t)v : f->size == 4 ? (int32_t)v :
		      (int64_t)v);
		break;
	case NF_DEV:
		v_numf(c, VK_UINT, v, "makedev(%#x, %#x)",
		       major(v), minor(v));
		break;
	case NF_HEX: v_hex(c, v); break;
	case NF_ENUM: v_enum(c, f->set, v, f->dflt); break;
	case NF_BE16ENUM:
		v_open(c, VK_UINT, ntohs((uint16_t)v), "htons(");
		v_enum(c, f->set, ntohs((uint16_t)v), f->dflt);
		v_close(c, ")");
		break;
	case NF_ENUM_HEX:
		v_hex(c, v);
		v_textf(c, " /* %s */", xlat_name(f->set, v) ?
			xlat_name(f->set, v) : f->dflt);
		break;
	case NF_FLAGS: v_flags(c, f->set, v, f->dflt); break;
	case NF_IFINDEX: print_ifindex(c, (uint32_t)v); break;
	case NF_HEX_NZ: v_hex(c, v); break;
	case NF_BITS: bit_numbers(c, (uint32_t)v, f->set, f->dflt, 0);
		break;
	case NF_BITS1: bit_numbers(c, (uint32_t)v, f->set, f->dflt, 1);
		break;
	}
}

/* Field name's address of family at ad (size bytes, 16 at most):
 * inet_addr("1.2.3.4") or inet_pton(AF_INET6, "::1", &name), true;
 * another family's as its bytes in hex, false (nothing shown) when
 * hex is false. */
static bool nl_inet_addr_as(const struct pctx *c, const char *name,
			    const void *ad, size_t size, unsigned family,
			    bool hex)
{
	char a[INET6_ADDRSTRLEN];

	if (family == AF_INET && size >= 4 &&
	    inet_ntop(AF_INET, ad, a, sizeof(a))) {
		v_field(c, name);
		v_numf(c, VK_STR, 0, "inet_addr(\"%s\")", a);
		return true;
	}
	if (family == AF_INET6 && size >= 16 &&
	    inet_ntop(AF_INET6, ad, a, sizeof(a))) {
		v_item(c, name);
		v_numf(c, VK_STR, 0, "inet_pton(AF_INET6, \"%s\", &%s)", a,
		       name);
		return true;
	}
	if (!hex)
		return false;
	v_field(c, name);
	v_hexstr(c, ad, size, false);
	return true;
}

void nl_fields(const struct pctx *c, const unsigned char *p,
	       const struct nl_field *f, unsigned n)
{
	for (unsigned i = 0; i < n; i++, f++) {
		uint64_t v = 0;
		uint32_t w[2];
		size_t k;

		if (f->kind == NF_STRUCT || f->kind == NF_STRUCTS) {
			v_field(c, f->name);
			sub_structs(c, p + f->off, f);
			continue;
		}
		if (f->kind == NF_STR) {
			for (k = 0; k < f->size && p[f->off + k]; k++)
				;
			v_field(c, f->name);
			v_str(c, p + f->off, k, false);
			continue;
		}
		if (f->kind == NF_U64S) {
			v_field(c, f->name);
			v_array_begin(c);
			for (k = 0; k + 8 <= f->size; k += 8) {
				nl_index_name(c, f->set, k / 8, f->dflt);
				v_uint(c, uint_at(p + f->off + k, 8));
			}
			v_array_end(c);
			continue;
		}
		if (f->kind == NF_U8S) {
			v_field(c, f->name);
			v_array_begin(c);
			for (k = 0; k < f->size; k++) {
				v_elem(c);
				v_uint(c, p[f->off + k]);
			}
			v_array_end(c);
			continue;
		}
		if (f->kind == NF_HWADDR) {
			char text[3 * 32 + 1];
			size_t o = 0;

			for (k = 0; k < f->size && k < 32; k++)
				o += (size_t)snprintf(text + o, sizeof(text) - o,
						      "%s%02x", k ? ":" : "",
						      p[f->off + k]);
			v_field(c, f->name);
			nl_bytes_as(c, p + f->off, k, text);
			continue;
		}
		if (f->kind == NF_BYTES_LEN) {
			/* The last uint before holds the length. */
			const struct nl_field *lf = f;
			uint64_t l = 0;

			for (k = i; k > 0; k--)
				if ((--lf)->kind == NF_UINT) {
					l = uint_at(p + lf->off, lf->size);
					break;
				}
			v_field(c, f->name);
			v_hexstr(c, p + f->off, l < f->size ? l : f->size,
				 false);
			continue;
		}
		if (f->kind == NF_FAMADDR) {
			nl_inet_addr_as(c, f->name, p + f->off, f->size, p[0],
					true);
			continue;
		}

		if (f->kind == NF_SOCKID) {
			v_field(c, f->name);
			nl_inet_sockid(c, p + f->off, p[0]);
			continue;
		}
		if (f->kind == NF_BYTES || f->kind == NF_BYTES_NZ) {
			unsigned k;

			for (k = 0; k < f->size && !p[f->off + k]; k++)
				;
			if (f->kind == NF_BYTES_NZ && k == f->size)
				continue;
			v_field(c, f->name);
			v_hexstr(c, p + f->off, f->size, false);
			continue;
		}
		if (f->kind == NF_U32X2) {
			memcpy(w, p + f->off, sizeof(w));
			v_field(c, f->name);
			v_array_begin(c);
			v_elem(c);
			v_uint(c, w[0]);
			v_elem(c);
			v_uint(c, w[1]);
			v_array_end(c);
			continue;
		}
		v = uint_at(p + f->off, f->size);
		/* Reserved bytes, shown when a program put something
		 * there. */
		if (f->kind == NF_HEX_NZ && !v)
			continue;
		v_field(c, f->name);
		nl_scalar(c, f, v);
	}
}

/* A family header: the family first; the rest when the message has
 * room for the whole struct, "..." when it has not, the address when
 * it could not be read; then the attributes after it. */
bool nl_family_struct(const struct pctx *c, const struct nlbuf *nb,
		      size_t off, size_t len, const struct nl_struct *st)
{
	size_t hl = NLMSG_ALIGN(st->size);

	if (!nl_have(nb, off, 1)) {
		nl_addr(c, nb, off);
		return true;
	}
	nl_kind_reset();
	v_struct_begin(c);
	v_field(c, st->family);
	if (st->famset && xlat_name(st->famset, nb->b[off]))
		v_enum(c, st->famset, nb->b[off], NULL);
	else
		v_enum(c, &xlat_address_family, nb->b[off],
		       st->famdflt ? st->famdflt : "AF_???");
	if (st->size > 1 && len < st->size) {
		v_more(c);
		v_struct_end(c);
		return true;
	}
	if (!nl_have(nb, off, st->size)) {
		v_item(c, NULL);
		nl_addr(c, nb, off + 1);
		v_struct_end(c);
		return true;
	}
	nl_fields(c, nb->b + off, st->f, st->n);
	v_struct_end(c);
	nl_family_ctx = nb->b[off];
	if (len > hl) {
		v_elem(c);
		nl_attrs(c, nb, off + hl, len - hl, st->attrs);
	}
	return true;
}

/* A message whose header we do not know: its family, its bytes. */
bool nl_family_data(const struct pctx *c, const struct nlbuf *nb,
		    size_t off, size_t len)
{
	if (!nl_have(nb, off, 1)) {
		nl_addr(c, nb, off);
		return true;
	}
	v_struct_begin(c);
	v_field(c, "family");
	v_enum(c, &xlat_address_family, nb->b[off], "AF_???");
	if (len > 1) {
		v_field(c, "data");
		nl_hex(c, nb, off + 1, len - 1);
	}
	v_struct_end(c);
	return true;
}

/* struct inet_diag_sockid, its addresses in the family's words. */
void nl_inet_sockid(const struct pctx *c, const unsigned char *p,
		    unsigned family)
{
	struct inet_diag_sockid id;
	static const char *const addr_name[] = { "idiag_src", "idiag_dst" };

	memcpy(&id, p, sizeof(id));
	/* SMC sockets speak IPv4 underneath. */
	if (family == AF_SMC)
		family = AF_INET;
	v_struct_begin(c);
	v_field(c, "idiag_sport");
	v_numf(c, VK_UINT, ntohs(id.idiag_sport), "htons(%u)",
	       ntohs(id.idiag_sport));
	v_field(c, "idiag_dport");
	v_numf(c, VK_UINT, ntohs(id.idiag_dport), "htons(%u)",
	       ntohs(id.idiag_dport));
	for (int i = 0; i < 2; i++) {
		const __be32 *ad = i ? id.idiag_dst : id.idiag_src;

		if (nl_inet_addr_as(c, addr_name[i], ad, 16, family, false))
			continue;
		v_field(c, addr_name[i]);
		v_array_begin(c);
		for (int j = 0; j < 4; j++) {
			v_elem(c);
			v_hex(c, ntohl(ad[j]));
		}
		v_array_end(c);
	}
	v_field(c, "idiag_if");
	print_ifindex(c, id.idiag_if);
	v_field(c, "idiag_cookie");
	v_array_begin(c);
	v_elem(c);
	v_uint(c, id.idiag_cookie[0]);
	v_elem(c);
	v_uint(c, id.idiag_cookie[1]);
	v_array_end(c);
	v_struct_end(c);
}
