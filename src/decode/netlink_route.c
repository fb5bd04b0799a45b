/* NETLINK_ROUTE payloads: which family header each RTM_* message
 * carries, and the value printers nlattrs.list names with "call". The
 * tables of fields it describes are shown by netlink_attrs.c. */
#include "netlink.h"
#include "nlattrs_gen.h"

#include <linux/if_bridge.h>
#include <linux/rtnetlink.h>
#include <arpa/inet.h>
#include <net/if.h>
#include <stddef.h>
#include <string.h>
#include <sys/sysmacros.h>

/* ---- printers nlattrs.list names with "call" ------------------------- */

/* TCA_ROOT_TIME_DELTA: milliseconds, a u32 or a u64; the seconds in a
 * comment (not with -X raw). */
bool nla_msecs(const struct pctx *c, const struct nlbuf *nb, size_t off,
	       size_t len, const void *arg)
{
	uint64_t v = 0;

	(void)arg;
	if (len != 4 && len != 8)
		return false;
	if (!nl_have(nb, off, len)) {
		nl_addr(c, nb, off);
		return true;
	}
	if (len == 4) {
		uint32_t v32;

		memcpy(&v32, nb->b + off, 4);
		v = v32;
	} else {
		memcpy(&v, nb->b + off, 8);
	}
	v_uint(c, v);
	if (v && c->opt->xlat_style != XLAT_RAW)
		v_textf(c, " /* %llu.%03llu s */", (unsigned long long)(v / 1000),
			(unsigned long long)(v % 1000));
	return true;
}

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
	int got;

	(void)arg;
	got = nl_get(c, nb, off, len, &e, sizeof(e));
	if (got <= 0)
		return got == 0;
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

/* Which header each message type carries. A family's types are
 * NEW, DEL, GET and SET in a row from its first; types says which of
 * the four it has. */
enum { T_NEW = 1, T_DEL = 2, T_GET = 4, T_SET = 8 };
#define T_NDG (T_NEW | T_DEL | T_GET)
static const struct {
	uint16_t first;
	uint8_t types;
	const struct nl_struct *st;
} route_structs[] = {
	{ RTM_NEWLINK, T_NDG | T_SET, &nl_msg_ifinfo },
	{ RTM_NEWADDR, T_NDG, &nl_msg_ifaddr },
	/* RTM_NEWMULTICAST, RTM_DELMULTICAST, RTM_NEWANYCAST and
	 * RTM_DELANYCAST, newer than uapi/VERSION: the same header */
	{ RTM_GETMULTICAST - 2, T_NDG, &nl_msg_ifaddr },
	{ RTM_GETANYCAST - 2, T_NDG, &nl_msg_ifaddr },
	{ RTM_NEWROUTE, T_NDG, &nl_msg_rtmsg },
	{ RTM_NEWRULE, T_NDG, &nl_msg_rule },
	{ RTM_NEWNEIGH, T_NDG, &nl_msg_nd },
	{ RTM_NEWNEIGHTBL, T_NEW | T_GET | T_SET, &nl_msg_ndt },
	{ RTM_NEWQDISC, T_NDG, &nl_msg_tc },
	{ RTM_NEWTCLASS, T_NDG, &nl_msg_tc },
	{ RTM_NEWTFILTER, T_NDG, &nl_msg_tc },
	{ RTM_NEWCHAIN, T_NDG, &nl_msg_tc },
	{ RTM_NEWACTION, T_NDG, &nl_msg_tca },
	{ RTM_NEWADDRLABEL, T_NDG, &nl_msg_ifal },
	{ RTM_GETDCB - 2, T_GET | T_SET, &nl_msg_dcb },
	{ RTM_NEWNETCONF, T_NDG, &nl_msg_netconf },
	{ RTM_NEWMDB, T_NDG, &nl_msg_brport },
	{ RTM_NEWNSID, T_NDG, &nl_msg_rtgen },
	{ RTM_NEWCACHEREPORT, T_NEW, &nl_msg_cachereport },
	{ RTM_NEWNEXTHOP, T_NDG, &nl_msg_nh },
	{ RTM_NEWSTATS, T_NEW | T_GET, &nl_msg_stats },
};

static const struct nl_struct *route_struct(uint16_t type)
{
	for (unsigned i = 0; i < ARRAY_SIZE(route_structs); i++) {
		unsigned d = (unsigned)type - route_structs[i].first;

		if (d < 4 && (route_structs[i].types & (1u << d)))
			return route_structs[i].st;
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
