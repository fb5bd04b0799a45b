/* NETLINK_ROUTE payloads: which family header each RTM_* message
 * carries, and how the tables of fields syscalls/nlattrs.list describes
 * are shown (the structs hold no pointer or long, so one layout serves
 * every ABI). */
#include "netlink.h"
#include "nlattrs_gen.h"

#include <linux/if_bridge.h>
#include <linux/rtnetlink.h>
#include <arpa/inet.h>
#include <net/if.h>
#include <stddef.h>
#include <string.h>
#include <sys/sysmacros.h>

/* ---- fields --------------------------------------------------------- */

/* An interface index followed by attributes of set arg. */
bool nla_ifindex_attrs(const struct pctx *c, const struct nlbuf *nb,
		       size_t off, size_t len, const void *arg)
{
	uint32_t v;

	if (len < sizeof(v))
		return false;
	if (!nl_have(nb, off, sizeof(v))) {
		nl_addr(c, nb, off);
		return true;
	}
	memcpy(&v, nb->b + off, sizeof(v));
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

	(void)arg;
	if (len < sizeof(v))
		return false;
	if (!nl_have(nb, off, sizeof(v))) {
		nl_addr(c, nb, off);
		return true;
	}
	memcpy(&v, nb->b + off, sizeof(v));
	print_ifindex(c, v);
	return true;
}

/* "1<<A|1<<B": a mask of bit numbers named by set. */
static void bit_numbers(const struct pctx *c, uint32_t v,
			const struct xlat *set, const char *dflt)
{
	uint32_t rest = 0;

	v_flags_begin(c, v, set);
	if (!v)
		v_flag_bits(c, 0);
	for (unsigned i = 0; i < 32; i++) {
		const char *n;

		if (!(v & (1u << i)))
			continue;
		n = xlat_name(set, i);
		if (n)
			v_flag_text(c, "1<<%s", n);
		else
			rest |= 1u << i;
	}
	if (rest)
		v_flag_bits(c, rest);
	if (rest && rest == v && dflt)
		v_textf(c, " /* 1<<%s */", dflt);
	v_flags_end(c);
}

static uint64_t field_value(const unsigned char *p, unsigned size)
{
	uint8_t u8;
	uint16_t u16;
	uint32_t u32;
	uint64_t u64;

	switch (size) {
	case 1: memcpy(&u8, p, 1); return u8;
	case 2: memcpy(&u16, p, 2); return u16;
	case 4: memcpy(&u32, p, 4); return u32;
	default: memcpy(&u64, p, 8); return u64;
	}
}

/* "1<<(A-1)|1<<(B-1)": a mask whose bit n stands for attribute n+1
 * (inet_diag's idiag_ext). */
static void bit_numbers1(const struct pctx *c, uint32_t v,
			 const struct xlat *set, const char *dflt)
{
	uint32_t rest = 0;

	v_flags_begin(c, v, set);
	if (!v)
		v_flag_bits(c, 0);
	for (unsigned i = 0; i < 32; i++) {
		const char *n;

		if (!(v & (1u << i)))
			continue;
		n = xlat_name(set, i + 1);
		if (n)
			v_flag_text(c, "1<<(%s-1)", n);
		else
			rest |= 1u << i;
	}
	if (rest)
		v_flag_bits(c, rest);
	if (rest && rest == v && dflt)
		v_textf(c, " /* 1<<(%s-1) */", dflt);
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
				v_uint(c, field_value(p + f->off + k, 8));
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
			/* The field before holds the length. */
			uint64_t l = i && f[-1].size <= 8 ?
				     field_value(p + f[-1].off, f[-1].size) : 0;

			v_field(c, f->name);
			v_hexstr(c, p + f->off, l < f->size ? l : f->size,
				 false);
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
		v = field_value(p + f->off, f->size);
		/* Reserved bytes, shown when a program put something
		 * there. */
		if (f->kind == NF_HEX_NZ && !v)
			continue;
		v_field(c, f->name);
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
		case NF_BITS: bit_numbers(c, (uint32_t)v, f->set, f->dflt);
			break;
		case NF_BITS1: bit_numbers1(c, (uint32_t)v, f->set, f->dflt);
			break;
		}
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

/* ---- printers nlattrs.list names with "call" ------------------------- */

/* RTA_MULTIPATH: next hops, each with the attributes its rtnh_len
 * covers; one with attributes of its own is [{hop}, attributes]. */
bool nla_multipath(const struct pctx *c, const struct nlbuf *nb,
		   size_t off, size_t len, const void *arg)
{
	struct rtnexthop nh;

	(void)arg;
	if (len < sizeof(nh))
		return false;
	if (!nl_have(nb, off, sizeof(nh))) {
		nl_addr(c, nb, off);
		return true;
	}
	v_array_begin(c);
	while (len >= sizeof(nh)) {
		size_t attrs, step;

		if (!nl_have(nb, off, sizeof(nh))) {
			v_more(c);
			v_textf(c, " /* %#llx */",
				(unsigned long long)(nb->base + off));
			break;
		}
		v_elem(c);
		memcpy(&nh, nb->b + off, sizeof(nh));
		attrs = nh.rtnh_len > RTNH_ALIGN(sizeof(nh)) ?
			nh.rtnh_len - RTNH_ALIGN(sizeof(nh)) : 0;
		if (attrs > len - RTNH_ALIGN(sizeof(nh)))
			attrs = len - RTNH_ALIGN(sizeof(nh));
		if (attrs > NLA_HDRLEN) {
			v_array_begin(c);
			v_elem(c);
		}
		v_struct_begin(c);
		nl_fields(c, nb->b + off, nla_struct_rtnh.f,
			  nla_struct_rtnh.n);
		v_struct_end(c);
		if (attrs) {
			v_elem(c);
			nl_attrs(c, nb, off + RTNH_ALIGN(sizeof(nh)), attrs,
				 &nla_set_rta);
		}
		if (attrs > NLA_HDRLEN)
			v_array_end(c);
		step = nh.rtnh_len >= sizeof(nh) ? RTNH_ALIGN(nh.rtnh_len) : 0;
		if (!step || step >= len)
			break;
		off += step;
		len -= step;
	}
	v_array_end(c);
	return true;
}

/* struct rtvia: a family and an address of that family. */
bool nla_rtvia(const struct pctx *c, const struct nlbuf *nb,
	       size_t off, size_t len, const void *arg)
{
	uint16_t fam;
	size_t alen = len - sizeof(fam);
	unsigned saved = nl_family_ctx;
	char a[INET6_ADDRSTRLEN];

	(void)arg;
	if (len < sizeof(fam))
		return false;
	if (!nl_have(nb, off, len)) {
		nl_addr(c, nb, off);
		return true;
	}
	memcpy(&fam, nb->b + off, sizeof(fam));
	v_struct_begin(c);
	v_field(c, "rtvia_family");
	v_enum(c, &xlat_address_family, fam, "AF_???");
	if (alen) {
		if (fam == AF_INET && alen >= 4 &&
		    inet_ntop(AF_INET, nb->b + off + 2, a, sizeof(a))) {
			v_field(c, "rtvia_addr");
			v_numf(c, VK_STR, 0, "inet_addr(\"%s\")", a);
		} else if (fam == AF_INET6 && alen >= 16 &&
			   inet_ntop(AF_INET6, nb->b + off + 2, a, sizeof(a))) {
			v_item(c, "rtvia_addr");
			v_numf(c, VK_STR, 0,
			       "inet_pton(AF_INET6, \"%s\", &rtvia_addr)", a);
		} else {
			v_field(c, "rtvia_addr");
			nl_hex(c, nb, off + 2, alen);
		}
	}
	v_struct_end(c);
	nl_family_ctx = saved;
	return true;
}

/* struct br_mdb_entry, then its MDBA_MDB_EATTR attributes. */
bool nla_mdb_entry(const struct pctx *c, const struct nlbuf *nb,
		   size_t off, size_t len, const void *arg)
{
	struct br_mdb_entry e;
	size_t hl = NLA_ALIGN(sizeof(e));

	(void)arg;
	if (len < sizeof(e))
		return false;
	if (!nl_have(nb, off, sizeof(e))) {
		nl_addr(c, nb, off);
		return true;
	}
	memcpy(&e, nb->b + off, sizeof(e));
	v_struct_begin(c);
	v_field(c, "ifindex");
	print_ifindex(c, e.ifindex);
	v_field(c, "state");
	v_enum(c, &xlat_mdb_states, e.state, "MDB_???");
	v_field(c, "flags");
	v_flags(c, &xlat_mdb_flags, e.flags, "MDB_FLAGS_???");
	v_field(c, "vid");
	v_uint(c, e.vid);
	v_field(c, "addr");
	v_struct_begin(c);
	v_field(c, "u");
	v_hexstr(c, &e.addr.u, sizeof(e.addr.u), false);
	v_field(c, "proto");
	v_open(c, VK_UINT, ntohs(e.addr.proto), "htons(");
	v_enum(c, &xlat_address_family, ntohs(e.addr.proto), "AF_???");
	v_close(c, ")");
	v_struct_end(c);
	v_struct_end(c);
	if (len > hl) {
		v_elem(c);
		nl_attrs(c, nb, off + hl, len - hl, &nla_set_mdba_eattr);
	}
	return true;
}

/* Which header each message type carries. */
static const struct nl_struct *route_struct(uint16_t type)
{
	switch (type) {
	case RTM_NEWLINK: case RTM_DELLINK: case RTM_GETLINK:
	case RTM_SETLINK:
		return &nl_msg_ifinfo;
	case RTM_NEWADDR: case RTM_DELADDR: case RTM_GETADDR:
	case RTM_GETMULTICAST: case RTM_GETANYCAST:
		return &nl_msg_ifaddr;
	case RTM_NEWROUTE: case RTM_DELROUTE: case RTM_GETROUTE:
		return &nl_msg_rtmsg;
	case RTM_NEWRULE: case RTM_DELRULE: case RTM_GETRULE:
		return &nl_msg_rule;
	case RTM_NEWNEIGH: case RTM_DELNEIGH: case RTM_GETNEIGH:
		return &nl_msg_nd;
	case RTM_NEWNEIGHTBL: case RTM_GETNEIGHTBL: case RTM_SETNEIGHTBL:
		return &nl_msg_ndt;
	case RTM_NEWQDISC: case RTM_DELQDISC: case RTM_GETQDISC:
	case RTM_NEWTCLASS: case RTM_DELTCLASS: case RTM_GETTCLASS:
	case RTM_NEWTFILTER: case RTM_DELTFILTER: case RTM_GETTFILTER:
	case RTM_NEWCHAIN: case RTM_DELCHAIN: case RTM_GETCHAIN:
		return &nl_msg_tc;
	case RTM_NEWACTION: case RTM_DELACTION: case RTM_GETACTION:
		return &nl_msg_tca;
	case RTM_NEWADDRLABEL: case RTM_DELADDRLABEL: case RTM_GETADDRLABEL:
		return &nl_msg_ifal;
	case RTM_GETDCB: case RTM_SETDCB:
		return &nl_msg_dcb;
	case RTM_NEWNETCONF: case RTM_DELNETCONF: case RTM_GETNETCONF:
		return &nl_msg_netconf;
	case RTM_NEWMDB: case RTM_DELMDB: case RTM_GETMDB:
		return &nl_msg_brport;
	case RTM_NEWNSID: case RTM_DELNSID: case RTM_GETNSID:
		return &nl_msg_rtgen;
	case RTM_NEWCACHEREPORT:
		return &nl_msg_cachereport;
	case RTM_NEWNEXTHOP: case RTM_DELNEXTHOP: case RTM_GETNEXTHOP:
		return &nl_msg_nh;
	case RTM_NEWSTATS: case RTM_GETSTATS:
		return &nl_msg_stats;
	}
	return NULL;
}

bool nl_route_payload(const struct pctx *c, const struct nlbuf *nb,
		      size_t off, size_t len, const struct nlmsghdr *h)
{
	const struct nl_struct *st = route_struct(h->nlmsg_type);

	if (st)
		return nl_family_struct(c, nb, off, len, st);
	return nl_family_data(c, nb, off, len);
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
