/* NETLINK_ROUTE payloads: the family header of each RTM_* message (a
 * table of fields per struct) and the names of its attributes. The
 * structs hold no pointer or long, so one layout serves every ABI. */
#include "netlink.h"

#include <linux/dcbnl.h>
#include <linux/fib_rules.h>
#include <linux/if_addr.h>
#include <linux/if_addrlabel.h>
#include <linux/if_bridge.h>
#include <linux/if_link.h>
#include <linux/neighbour.h>
#include <linux/netconf.h>
#include <linux/nexthop.h>
#include <linux/gen_stats.h>
#include <linux/pkt_cls.h>
#include <linux/pkt_sched.h>
#include <linux/rtnetlink.h>
#include <arpa/inet.h>
#include <net/if.h>
#include <stddef.h>
#include <string.h>
#include <sys/sysmacros.h>

/* ---- field tables ----------------------------------------------------- */

/* An interface index followed by attributes of set arg. */
static bool nla_ifindex_attrs(const struct pctx *c, const struct nlbuf *nb,
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
	nl_ifindex(c, v);
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
	nl_ifindex(c, v);
	return true;
}

void nl_ifindex(const struct pctx *c, uint32_t idx)
{
	char name[IF_NAMESIZE];
	bool ok = idx && if_indextoname(idx, name);

	/* Interface names may hold any byte but '/', ':' and spaces:
	 * only plain ones are shown inside the quotes. */
	for (const char *p = name; ok && *p; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		      (*p >= '0' && *p <= '9') || *p == '_' || *p == '-' ||
		      *p == '.' || *p == '@' || *p == '+'))
			ok = false;
	if (ok)
		v_numf(c, VK_UINT, idx, "if_nametoindex(\"%s\")", name);
	else
		v_uint(c, idx);
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

void nl_fields(const struct pctx *c, const unsigned char *p,
	       const struct nl_field *f, unsigned n)
{
	for (unsigned i = 0; i < n; i++, f++) {
		uint64_t v = 0;
		uint32_t w[2];

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
		case NF_FLAGS: v_flags(c, f->set, v, f->dflt); break;
		case NF_IFINDEX: nl_ifindex(c, (uint32_t)v); break;
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
	v_struct_begin(c);
	v_field(c, st->family);
	v_enum(c, &xlat_address_family, nb->b[off], "AF_???");
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

/* ---- the structs -------------------------------------------------- */

#define F(s, m, k, set, dflt) \
	{ #m, offsetof(struct s, m), sizeof(((struct s *)0)->m), k, set, dflt }
#define FN(s, m, name, k, set, dflt) \
	{ name, offsetof(struct s, m), sizeof(((struct s *)0)->m), k, set, dflt }
#define NFIELDS(a) (sizeof(a) / sizeof((a)[0]))
#define ATTRS(name, set, dflt) \
	static const struct nla_set name = { set, dflt, NULL, 0 }
#define VATTRS(name, set, dflt, fn) \
	static const struct nla_set name = { set, dflt, fn, NFIELDS(fn) }

static const struct nl_field port_vsi_f[] = {
	F(ifla_port_vsi, vsi_mgr_id, NF_UINT, NULL, NULL),
	F(ifla_port_vsi, vsi_type_id, NF_BYTES, NULL, NULL),
	F(ifla_port_vsi, vsi_type_version, NF_UINT, NULL, NULL),
	F(ifla_port_vsi, pad, NF_BYTES_NZ, NULL, NULL),
};
static const struct nla_struct port_vsi_s = {
	sizeof(struct ifla_port_vsi), port_vsi_f, NFIELDS(port_vsi_f)
};
static const struct nla_value ifla_port_fn[] = {
	[IFLA_PORT_VF] = { nla_u32, NULL },
	[IFLA_PORT_PROFILE] = { nla_str, NULL },
	[IFLA_PORT_VSI_TYPE] = { nla_fields, &port_vsi_s },
	[IFLA_PORT_REQUEST] = { nla_u8, NULL },
	[IFLA_PORT_RESPONSE] = { nla_u16, NULL },
};
VATTRS(ifla_port_set, &xlat_ifla_port_attrs, "IFLA_PORT_???", ifla_port_fn);
static const struct nla_value ifla_pdr_fn[] = {
	[IFLA_PROTO_DOWN_REASON_MASK] = { nla_x32, NULL },
	[IFLA_PROTO_DOWN_REASON_VALUE] = { nla_x32, NULL },
};
VATTRS(ifla_pdr_set, &xlat_ifla_pdr_attrs, "IFLA_PROTO_DOWN_REASON_???",
       ifla_pdr_fn);
static const struct nla_set ifla_set;
static const struct nl_field link_stats_f[] = {
	F(rtnl_link_stats, rx_packets, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, tx_packets, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, rx_bytes, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, tx_bytes, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, rx_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, tx_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, rx_dropped, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, tx_dropped, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, multicast, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, collisions, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, rx_length_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, rx_over_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, rx_crc_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, rx_frame_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, rx_fifo_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, rx_missed_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, tx_aborted_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, tx_carrier_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, tx_fifo_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, tx_heartbeat_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, tx_window_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, rx_compressed, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, tx_compressed, NF_UINT, NULL, NULL),
	F(rtnl_link_stats, rx_nohandler, NF_UINT, NULL, NULL),
};
/* rx_nohandler came later: the struct without it is the minimum. */
static const struct nla_struct link_stats_s = {
	sizeof(struct rtnl_link_stats), link_stats_f, NFIELDS(link_stats_f),
	offsetof(struct rtnl_link_stats, rx_nohandler)
};
static const struct nl_field link_stats64_f[] = {
	F(rtnl_link_stats64, rx_packets, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, tx_packets, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, rx_bytes, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, tx_bytes, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, rx_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, tx_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, rx_dropped, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, tx_dropped, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, multicast, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, collisions, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, rx_length_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, rx_over_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, rx_crc_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, rx_frame_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, rx_fifo_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, rx_missed_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, tx_aborted_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, tx_carrier_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, tx_fifo_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, tx_heartbeat_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, tx_window_errors, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, rx_compressed, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, tx_compressed, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, rx_nohandler, NF_UINT, NULL, NULL),
	F(rtnl_link_stats64, rx_otherhost_dropped, NF_UINT, NULL, NULL),
};
static const struct nla_struct link_stats64_s = {
	sizeof(struct rtnl_link_stats64), link_stats64_f,
	NFIELDS(link_stats64_f),
	offsetof(struct rtnl_link_stats64, rx_nohandler)
};
static const struct nl_field link_ifmap_f[] = {
	F(rtnl_link_ifmap, mem_start, NF_HEX, NULL, NULL),
	F(rtnl_link_ifmap, mem_end, NF_HEX, NULL, NULL),
	F(rtnl_link_ifmap, base_addr, NF_HEX, NULL, NULL),
	F(rtnl_link_ifmap, irq, NF_UINT, NULL, NULL),
	F(rtnl_link_ifmap, dma, NF_UINT, NULL, NULL),
	F(rtnl_link_ifmap, port, NF_UINT, NULL, NULL),
};
/* Its tail padding is not part of what the kernel sends. */
static const struct nla_struct link_ifmap_s = {
	sizeof(struct rtnl_link_ifmap), link_ifmap_f, NFIELDS(link_ifmap_f),
	offsetof(struct rtnl_link_ifmap, port) + 1
};
static const struct nla_value ifla_info_fn[] = {
	[IFLA_INFO_KIND] = { nla_str, NULL },
	[IFLA_INFO_SLAVE_KIND] = { nla_str, NULL },
};
VATTRS(ifla_info_set, &xlat_ifla_info_attrs, "IFLA_INFO_???", ifla_info_fn);
static const struct nla_value ifla_vf_port_fn[] = {
	[IFLA_VF_PORT] = { nla_nested, &ifla_port_set },
};
VATTRS(ifla_vf_ports_set, &xlat_ifla_vf_port_attrs, "IFLA_VF_PORT_???",
       ifla_vf_port_fn);
static const struct nla_flagset rt_proto8 = { &xlat_rt_proto, "RTPROT_???" };
static const struct nla_flagset xdp_attached = {
	&xlat_xdp_attached, "XDP_ATTACHED_???"
};
static const struct nla_flagset xdp_flags = { &xlat_xdp_flags, "XDP_FLAGS_???" };
static const struct nla_value ifla_xdp_fn[] = {
	[IFLA_XDP_FD] = { nla_fd, NULL },
	[IFLA_XDP_ATTACHED] = { nla_enum8, &xdp_attached },
	[IFLA_XDP_FLAGS] = { nla_flags32, &xdp_flags },
	[IFLA_XDP_PROG_ID] = { nla_u32, NULL },
	[IFLA_XDP_DRV_PROG_ID] = { nla_u32, NULL },
	[IFLA_XDP_SKB_PROG_ID] = { nla_u32, NULL },
	[IFLA_XDP_HW_PROG_ID] = { nla_u32, NULL },
	[IFLA_XDP_EXPECTED_FD] = { nla_fd, NULL },
};
VATTRS(ifla_xdp_set, &xlat_ifla_xdp_attrs, "IFLA_XDP_???", ifla_xdp_fn);
static const struct nla_flagset rtext_filter = {
	&xlat_rtext_filter, "RTEXT_FILTER_???"
};
static const struct nla_flagset ifla_event = {
	&xlat_ifla_event, "IFLA_EVENT_???"
};
static const struct nla_value ifla_fn[] = {
	[IFLA_IFNAME] = { nla_str, NULL },
	[IFLA_MTU] = { nla_u32, NULL },
	[IFLA_LINK] = { nla_u32, NULL },
	[IFLA_QDISC] = { nla_str, NULL },
	[IFLA_COST] = { nla_u32, NULL },
	[IFLA_PRIORITY] = { nla_u32, NULL },
	[IFLA_MASTER] = { nla_u32, NULL },
	[IFLA_TXQLEN] = { nla_u32, NULL },
	[IFLA_WEIGHT] = { nla_u32, NULL },
	[IFLA_NET_NS_PID] = { nla_u32, NULL },
	[IFLA_IFALIAS] = { nla_str, NULL },
	[IFLA_NUM_VF] = { nla_u32, NULL },
	[IFLA_PORT_SELF] = { nla_nested, &ifla_port_set },
	[IFLA_GROUP] = { nla_u32, NULL },
	[IFLA_PROMISCUITY] = { nla_u32, NULL },
	[IFLA_NUM_TX_QUEUES] = { nla_u32, NULL },
	[IFLA_NUM_RX_QUEUES] = { nla_u32, NULL },
	[IFLA_CARRIER] = { nla_u8, NULL },
	[IFLA_CARRIER_CHANGES] = { nla_u32, NULL },
	[IFLA_LINK_NETNSID] = { nla_s32, NULL },
	[IFLA_PHYS_PORT_NAME] = { nla_str, NULL },
	[IFLA_PROTO_DOWN] = { nla_u8, NULL },
	[IFLA_GSO_MAX_SEGS] = { nla_u32, NULL },
	[IFLA_GSO_MAX_SIZE] = { nla_u32, NULL },
	[IFLA_NEW_NETNSID] = { nla_s32, NULL },
	[IFLA_IF_NETNSID] = { nla_s32, NULL },
	[IFLA_CARRIER_UP_COUNT] = { nla_u32, NULL },
	[IFLA_CARRIER_DOWN_COUNT] = { nla_u32, NULL },
	[IFLA_NEW_IFINDEX] = { nla_s32, NULL },
	[IFLA_MIN_MTU] = { nla_u32, NULL },
	[IFLA_MAX_MTU] = { nla_u32, NULL },
	[IFLA_ALT_IFNAME] = { nla_str, NULL },
	[IFLA_PROTO_DOWN_REASON] = { nla_nested, &ifla_pdr_set },
	[IFLA_EXT_MASK] = { nla_flags32, &rtext_filter },
	[IFLA_STATS] = { nla_fields, &link_stats_s },
	[IFLA_MAP] = { nla_fields, &link_ifmap_s },
	[IFLA_STATS64] = { nla_fields, &link_stats64_s },
	[IFLA_LINKINFO] = { nla_nested, &ifla_info_set },
	[IFLA_VF_PORTS] = { nla_nested, &ifla_vf_ports_set },
	[IFLA_XDP] = { nla_nested, &ifla_xdp_set },
	[IFLA_EVENT] = { nla_enum32, &ifla_event },
	[IFLA_PROP_LIST] = { nla_nested, &ifla_set },
	[IFLA_PARENT_DEV_NAME] = { nla_str, NULL },
	[IFLA_PARENT_DEV_BUS_NAME] = { nla_str, NULL },
};
static const struct nla_set ifla_set = {
	&xlat_ifla_attrs, "IFLA_???", ifla_fn, NFIELDS(ifla_fn)
};
static const struct nl_field ifa_cacheinfo_f[] = {
	F(ifa_cacheinfo, ifa_prefered, NF_UINT, NULL, NULL),
	F(ifa_cacheinfo, ifa_valid, NF_UINT, NULL, NULL),
	F(ifa_cacheinfo, cstamp, NF_UINT, NULL, NULL),
	F(ifa_cacheinfo, tstamp, NF_UINT, NULL, NULL),
};
static const struct nla_struct ifa_cacheinfo_s = {
	sizeof(struct ifa_cacheinfo), ifa_cacheinfo_f, NFIELDS(ifa_cacheinfo_f)
};
static const struct nla_flagset ifa_flags32 = { &xlat_ifa_flags, "IFA_F_???" };
static const struct nla_value ifa_fn[] = {
	[IFA_ADDRESS] = { nla_inaddr, NULL },
	[IFA_LOCAL] = { nla_inaddr, NULL },
	[IFA_LABEL] = { nla_str, NULL },
	[IFA_BROADCAST] = { nla_inaddr, NULL },
	[IFA_ANYCAST] = { nla_inaddr, NULL },
	[IFA_CACHEINFO] = { nla_fields, &ifa_cacheinfo_s },
	[IFA_MULTICAST] = { nla_inaddr, NULL },
	[IFA_FLAGS] = { nla_flags32, &ifa_flags32 },
	[IFA_RT_PRIORITY] = { nla_u32, NULL },
	[IFA_TARGET_NETNSID] = { nla_s32, NULL },
};
VATTRS(ifa_set, &xlat_ifa_attrs, "IFA_???", ifa_fn);
static const struct nla_set rta_set;
static const struct nla_flagset rt_table32 = { &xlat_rt_table, NULL };

static const struct nla_value rtax_fn[] = {
	[RTAX_LOCK] = { nla_u32, NULL },
	[RTAX_MTU] = { nla_u32, NULL },
	[RTAX_WINDOW] = { nla_u32, NULL },
	[RTAX_RTT] = { nla_u32, NULL },
	[RTAX_RTTVAR] = { nla_u32, NULL },
	[RTAX_SSTHRESH] = { nla_u32, NULL },
	[RTAX_CWND] = { nla_u32, NULL },
	[RTAX_ADVMSS] = { nla_u32, NULL },
	[RTAX_REORDERING] = { nla_u32, NULL },
	[RTAX_HOPLIMIT] = { nla_u32, NULL },
	[RTAX_INITCWND] = { nla_u32, NULL },
	[RTAX_FEATURES] = { nla_u32, NULL },
	[RTAX_RTO_MIN] = { nla_u32, NULL },
	[RTAX_INITRWND] = { nla_u32, NULL },
	[RTAX_QUICKACK] = { nla_u32, NULL },
	[RTAX_CC_ALGO] = { nla_str, NULL },
	[RTAX_FASTOPEN_NO_COOKIE] = { nla_u32, NULL },
};
VATTRS(rtax_set, &xlat_rtax_attrs, "RTAX_???", rtax_fn);

static const struct nl_field rtnh_f[] = {
	F(rtnexthop, rtnh_len, NF_UINT, NULL, NULL),
	F(rtnexthop, rtnh_flags, NF_FLAGS, &xlat_rtnh_flags, "RTNH_F_???"),
	F(rtnexthop, rtnh_hops, NF_UINT, NULL, NULL),
	F(rtnexthop, rtnh_ifindex, NF_IFINDEX, NULL, NULL),
};

/* RTA_MULTIPATH: next hops, each with the attributes its rtnh_len
 * covers; one with attributes of its own is [{hop}, attributes]. */
static bool nla_multipath(const struct pctx *c, const struct nlbuf *nb,
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
		nl_fields(c, nb->b + off, rtnh_f, NFIELDS(rtnh_f));
		v_struct_end(c);
		if (attrs) {
			v_elem(c);
			nl_attrs(c, nb, off + RTNH_ALIGN(sizeof(nh)), attrs,
				 &rta_set);
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
static bool nla_rtvia(const struct pctx *c, const struct nlbuf *nb,
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

static const struct nl_field rta_cacheinfo_f[] = {
	F(rta_cacheinfo, rta_clntref, NF_UINT, NULL, NULL),
	F(rta_cacheinfo, rta_lastuse, NF_UINT, NULL, NULL),
	F(rta_cacheinfo, rta_expires, NF_UINT, NULL, NULL),
	F(rta_cacheinfo, rta_error, NF_UINT, NULL, NULL),
	F(rta_cacheinfo, rta_used, NF_UINT, NULL, NULL),
	F(rta_cacheinfo, rta_id, NF_HEX, NULL, NULL),
	F(rta_cacheinfo, rta_ts, NF_UINT, NULL, NULL),
	F(rta_cacheinfo, rta_tsage, NF_UINT, NULL, NULL),
};
static const struct nla_struct rta_cacheinfo_s = {
	sizeof(struct rta_cacheinfo), rta_cacheinfo_f, NFIELDS(rta_cacheinfo_f)
};
static const struct nl_field mfc_stats_f[] = {
	F(rta_mfc_stats, mfcs_packets, NF_UINT, NULL, NULL),
	F(rta_mfc_stats, mfcs_bytes, NF_UINT, NULL, NULL),
	F(rta_mfc_stats, mfcs_wrong_if, NF_UINT, NULL, NULL),
};
static const struct nla_struct mfc_stats_s = {
	sizeof(struct rta_mfc_stats), mfc_stats_f, NFIELDS(mfc_stats_f)
};
static const struct nla_flagset encap_types = {
	&xlat_lwtunnel_encap, "LWTUNNEL_ENCAP_???"
};
static const struct nla_value rta_fn[] = {
	[RTA_DST] = { nla_inaddr, NULL },
	[RTA_SRC] = { nla_inaddr, NULL },
	[RTA_IIF] = { nla_ifindex, NULL },
	[RTA_OIF] = { nla_ifindex, NULL },
	[RTA_GATEWAY] = { nla_inaddr, NULL },
	[RTA_PRIORITY] = { nla_u32, NULL },
	[RTA_PREFSRC] = { nla_inaddr, NULL },
	[RTA_METRICS] = { nla_nested, &rtax_set },
	[RTA_MULTIPATH] = { nla_multipath, NULL },
	[RTA_FLOW] = { nla_u32, NULL },
	[RTA_CACHEINFO] = { nla_fields, &rta_cacheinfo_s },
	[RTA_TABLE] = { nla_enum32, &rt_table32 },
	[RTA_MARK] = { nla_u32, NULL },
	[RTA_MFC_STATS] = { nla_fields, &mfc_stats_s },
	[RTA_VIA] = { nla_rtvia, NULL },
	[RTA_NEWDST] = { nla_inaddr, NULL },
	[RTA_PREF] = { nla_u8, NULL },
	[RTA_ENCAP_TYPE] = { nla_enum16, &encap_types },
	[RTA_EXPIRES] = { nla_u64, NULL },
	[RTA_UID] = { nla_u32, NULL },
	[RTA_TTL_PROPAGATE] = { nla_u8, NULL },
	[RTA_IP_PROTO] = { nla_u8, NULL },
	[RTA_SPORT] = { nla_u16, NULL },
	[RTA_DPORT] = { nla_u16, NULL },
	[RTA_NH_ID] = { nla_u32, NULL },
};
static const struct nla_set rta_set = {
	&xlat_rta_attrs, "RTA_???", rta_fn, NFIELDS(rta_fn)
};
static const struct nl_field uid_range_f[] = {
	F(fib_rule_uid_range, start, NF_UINT, NULL, NULL),
	F(fib_rule_uid_range, end, NF_UINT, NULL, NULL),
};
static const struct nla_struct uid_range_s = {
	sizeof(struct fib_rule_uid_range), uid_range_f, NFIELDS(uid_range_f)
};
static const struct nl_field port_range_f[] = {
	F(fib_rule_port_range, start, NF_UINT, NULL, NULL),
	F(fib_rule_port_range, end, NF_UINT, NULL, NULL),
};
static const struct nla_struct port_range_s = {
	sizeof(struct fib_rule_port_range), port_range_f,
	NFIELDS(port_range_f)
};
static const struct nla_flagset ip_proto8 = { &xlat_ip_proto, "IPPROTO_???" };
static const struct nla_value fra_fn[] = {
	[FRA_DST] = { nla_inaddr, NULL },
	[FRA_SRC] = { nla_inaddr, NULL },
	[FRA_IIFNAME] = { nla_str, NULL },
	[FRA_GOTO] = { nla_u32, NULL },
	[FRA_PRIORITY] = { nla_u32, NULL },
	[FRA_FWMARK] = { nla_u32, NULL },
	[FRA_FLOW] = { nla_u32, NULL },
	[FRA_TUN_ID] = { nla_be64, NULL },
	[FRA_SUPPRESS_IFGROUP] = { nla_u32, NULL },
	[FRA_SUPPRESS_PREFIXLEN] = { nla_u32, NULL },
	[FRA_TABLE] = { nla_enum32, &rt_table32 },
	[FRA_FWMASK] = { nla_u32, NULL },
	[FRA_OIFNAME] = { nla_str, NULL },
	[FRA_L3MDEV] = { nla_u8, NULL },
	[FRA_UID_RANGE] = { nla_fields, &uid_range_s },
	[FRA_PROTOCOL] = { nla_enum8, &rt_proto8 },
	[FRA_IP_PROTO] = { nla_enum8, &ip_proto8 },
	[FRA_SPORT_RANGE] = { nla_fields, &port_range_s },
	[FRA_DPORT_RANGE] = { nla_fields, &port_range_s },
};
VATTRS(fra_set, &xlat_fra_attrs, "FRA_???", fra_fn);
static const struct nl_field nda_cacheinfo_f[] = {
	F(nda_cacheinfo, ndm_confirmed, NF_UINT, NULL, NULL),
	F(nda_cacheinfo, ndm_used, NF_UINT, NULL, NULL),
	F(nda_cacheinfo, ndm_updated, NF_UINT, NULL, NULL),
	F(nda_cacheinfo, ndm_refcnt, NF_UINT, NULL, NULL),
};
static const struct nla_struct nda_cacheinfo_s = {
	sizeof(struct nda_cacheinfo), nda_cacheinfo_f, NFIELDS(nda_cacheinfo_f)
};
static const struct nla_flagset fdb_notify = {
	&xlat_fdb_notify_flags, "FDB_NOTIFY_???"
};
static const struct nla_value nfea_fn[] = {
	[NFEA_ACTIVITY_NOTIFY] = { nla_flags8, &fdb_notify },
};
VATTRS(nfea_set, &xlat_nfea_attrs, "NFEA_???", nfea_fn);
static const struct nla_flagset ntf_ext = { &xlat_ntf_ext_flags, "NTF_EXT_???" };
static const struct nla_flagset nud_states16 = { &xlat_nud_states, "NUD_???" };
static const struct nla_flagset ntf_flags8 = { &xlat_ntf_flags, "NTF_???" };
static const struct nla_value nda_fn[] = {
	[NDA_DST] = { nla_inaddr, NULL },
	[NDA_LLADDR] = { nla_hwaddr, NULL },
	[NDA_CACHEINFO] = { nla_fields, &nda_cacheinfo_s },
	[NDA_PROBES] = { nla_u32, NULL },
	[NDA_VLAN] = { nla_u16, NULL },
	[NDA_PORT] = { nla_be16, NULL },
	[NDA_VNI] = { nla_u32, NULL },
	[NDA_IFINDEX] = { nla_ifindex, NULL },
	[NDA_MASTER] = { nla_ifindex, NULL },
	[NDA_LINK_NETNSID] = { nla_u32, NULL },
	[NDA_SRC_VNI] = { nla_u32, NULL },
	[NDA_PROTOCOL] = { nla_u8, NULL },
	[NDA_NH_ID] = { nla_u32, NULL },
	[NDA_FDB_EXT_ATTRS] = { nla_nested, &nfea_set },
	[NDA_FLAGS_EXT] = { nla_flags32, &ntf_ext },
	[NDA_NDM_STATE_MASK] = { nla_flags16, &nud_states16 },
	[NDA_NDM_FLAGS_MASK] = { nla_flags8, &ntf_flags8 },
};
VATTRS(nda_set, &xlat_nda_attrs, "NDA_???", nda_fn);
static const struct nl_field ndt_config_f[] = {
	F(ndt_config, ndtc_key_len, NF_UINT, NULL, NULL),
	F(ndt_config, ndtc_entry_size, NF_UINT, NULL, NULL),
	F(ndt_config, ndtc_entries, NF_UINT, NULL, NULL),
	F(ndt_config, ndtc_last_flush, NF_UINT, NULL, NULL),
	F(ndt_config, ndtc_last_rand, NF_UINT, NULL, NULL),
	F(ndt_config, ndtc_hash_rnd, NF_UINT, NULL, NULL),
	F(ndt_config, ndtc_hash_mask, NF_HEX, NULL, NULL),
	F(ndt_config, ndtc_hash_chain_gc, NF_UINT, NULL, NULL),
	F(ndt_config, ndtc_proxy_qlen, NF_UINT, NULL, NULL),
};
static const struct nla_struct ndt_config_s = {
	sizeof(struct ndt_config), ndt_config_f, NFIELDS(ndt_config_f)
};
static const struct nl_field ndt_stats_f[] = {
	F(ndt_stats, ndts_allocs, NF_UINT, NULL, NULL),
	F(ndt_stats, ndts_destroys, NF_UINT, NULL, NULL),
	F(ndt_stats, ndts_hash_grows, NF_UINT, NULL, NULL),
	F(ndt_stats, ndts_res_failed, NF_UINT, NULL, NULL),
	F(ndt_stats, ndts_lookups, NF_UINT, NULL, NULL),
	F(ndt_stats, ndts_hits, NF_UINT, NULL, NULL),
	F(ndt_stats, ndts_rcv_probes_mcast, NF_UINT, NULL, NULL),
	F(ndt_stats, ndts_rcv_probes_ucast, NF_UINT, NULL, NULL),
	F(ndt_stats, ndts_periodic_gc_runs, NF_UINT, NULL, NULL),
	F(ndt_stats, ndts_forced_gc_runs, NF_UINT, NULL, NULL),
	F(ndt_stats, ndts_table_fulls, NF_UINT, NULL, NULL),
};
static const struct nla_struct ndt_stats_s = {
	sizeof(struct ndt_stats), ndt_stats_f, NFIELDS(ndt_stats_f)
};
static const struct nla_value ndtpa_fn[] = {
	[NDTPA_IFINDEX] = { nla_ifindex, NULL },
	[NDTPA_REFCNT] = { nla_u32, NULL },
	[NDTPA_REACHABLE_TIME] = { nla_u64, NULL },
	[NDTPA_BASE_REACHABLE_TIME] = { nla_u64, NULL },
	[NDTPA_RETRANS_TIME] = { nla_u64, NULL },
	[NDTPA_GC_STALETIME] = { nla_u64, NULL },
	[NDTPA_DELAY_PROBE_TIME] = { nla_u64, NULL },
	[NDTPA_QUEUE_LEN] = { nla_u32, NULL },
	[NDTPA_APP_PROBES] = { nla_u32, NULL },
	[NDTPA_UCAST_PROBES] = { nla_u32, NULL },
	[NDTPA_MCAST_PROBES] = { nla_u32, NULL },
	[NDTPA_ANYCAST_DELAY] = { nla_u64, NULL },
	[NDTPA_PROXY_DELAY] = { nla_u64, NULL },
	[NDTPA_PROXY_QLEN] = { nla_u32, NULL },
	[NDTPA_LOCKTIME] = { nla_u64, NULL },
	[NDTPA_QUEUE_LENBYTES] = { nla_u32, NULL },
	[NDTPA_MCAST_REPROBES] = { nla_u32, NULL },
};
VATTRS(ndtpa_set, &xlat_ndtpa_attrs, "NDTPA_???", ndtpa_fn);
static const struct nla_value ndta_fn[] = {
	[NDTA_NAME] = { nla_str, NULL },
	[NDTA_THRESH1] = { nla_u32, NULL },
	[NDTA_THRESH2] = { nla_u32, NULL },
	[NDTA_THRESH3] = { nla_u32, NULL },
	[NDTA_CONFIG] = { nla_fields, &ndt_config_s },
	[NDTA_PARMS] = { nla_nested, &ndtpa_set },
	[NDTA_STATS] = { nla_fields, &ndt_stats_s },
	[NDTA_GC_INTERVAL] = { nla_u64, NULL },
};
VATTRS(ndta_set, &xlat_ndta_attrs, "NDTA_???", ndta_fn);
static const struct nl_field tc_stats_f[] = {
	F(tc_stats, bytes, NF_UINT, NULL, NULL),
	F(tc_stats, packets, NF_UINT, NULL, NULL),
	F(tc_stats, drops, NF_UINT, NULL, NULL),
	F(tc_stats, overlimits, NF_UINT, NULL, NULL),
	F(tc_stats, bps, NF_UINT, NULL, NULL),
	F(tc_stats, pps, NF_UINT, NULL, NULL),
	F(tc_stats, qlen, NF_UINT, NULL, NULL),
	F(tc_stats, backlog, NF_UINT, NULL, NULL),
};
/* Its tail padding is not part of what the kernel sends. */
static const struct nla_struct tc_stats_s = {
	offsetof(struct tc_stats, backlog) + sizeof(uint32_t), tc_stats_f,
	NFIELDS(tc_stats_f)
};
static const struct nl_field tc_estimator_f[] = {
	F(tc_estimator, interval, NF_INT, NULL, NULL),
	F(tc_estimator, ewma_log, NF_UINT, NULL, NULL),
};
static const struct nla_struct tc_estimator_s = {
	sizeof(struct tc_estimator), tc_estimator_f, NFIELDS(tc_estimator_f)
};
static const struct nl_field gnet_basic_f[] = {
	F(gnet_stats_basic, bytes, NF_UINT, NULL, NULL),
	F(gnet_stats_basic, packets, NF_UINT, NULL, NULL),
};
static const struct nla_struct gnet_basic_s = {
	offsetof(struct gnet_stats_basic, packets) + sizeof(uint32_t),
	gnet_basic_f, NFIELDS(gnet_basic_f)
};
static const struct nl_field gnet_rate_f[] = {
	F(gnet_stats_rate_est, bps, NF_UINT, NULL, NULL),
	F(gnet_stats_rate_est, pps, NF_UINT, NULL, NULL),
};
static const struct nla_struct gnet_rate_s = {
	sizeof(struct gnet_stats_rate_est), gnet_rate_f, NFIELDS(gnet_rate_f)
};
static const struct nl_field gnet_rate64_f[] = {
	F(gnet_stats_rate_est64, bps, NF_UINT, NULL, NULL),
	F(gnet_stats_rate_est64, pps, NF_UINT, NULL, NULL),
};
static const struct nla_struct gnet_rate64_s = {
	sizeof(struct gnet_stats_rate_est64), gnet_rate64_f,
	NFIELDS(gnet_rate64_f)
};
static const struct nl_field gnet_queue_f[] = {
	F(gnet_stats_queue, qlen, NF_UINT, NULL, NULL),
	F(gnet_stats_queue, backlog, NF_UINT, NULL, NULL),
	F(gnet_stats_queue, drops, NF_UINT, NULL, NULL),
	F(gnet_stats_queue, requeues, NF_UINT, NULL, NULL),
	F(gnet_stats_queue, overlimits, NF_UINT, NULL, NULL),
};
static const struct nla_struct gnet_queue_s = {
	sizeof(struct gnet_stats_queue), gnet_queue_f, NFIELDS(gnet_queue_f)
};
static const struct nla_value tca_stats_fn[] = {
	[TCA_STATS_BASIC] = { nla_fields, &gnet_basic_s },
	[TCA_STATS_RATE_EST] = { nla_fields, &gnet_rate_s },
	[TCA_STATS_QUEUE] = { nla_fields, &gnet_queue_s },
	[TCA_STATS_RATE_EST64] = { nla_fields, &gnet_rate64_s },
	[TCA_STATS_BASIC_HW] = { nla_fields, &gnet_basic_s },
	[TCA_STATS_PKT64] = { nla_u64, NULL },
};
VATTRS(tca_stats_set, &xlat_tca_stats_attrs, "TCA_STATS_???", tca_stats_fn);
static const struct nl_field sizespec_f[] = {
	F(tc_sizespec, cell_log, NF_UINT, NULL, NULL),
	F(tc_sizespec, size_log, NF_UINT, NULL, NULL),
	F(tc_sizespec, cell_align, NF_INT, NULL, NULL),
	F(tc_sizespec, overhead, NF_INT, NULL, NULL),
	F(tc_sizespec, linklayer, NF_UINT, NULL, NULL),
	F(tc_sizespec, mpu, NF_UINT, NULL, NULL),
	F(tc_sizespec, mtu, NF_UINT, NULL, NULL),
	F(tc_sizespec, tsize, NF_UINT, NULL, NULL),
};
static const struct nla_struct sizespec_s = {
	sizeof(struct tc_sizespec), sizespec_f, NFIELDS(sizespec_f)
};
static const struct nla_elems u16_array = { 2, NF_UINT };
static const struct nla_value tca_stab_fn[] = {
	[TCA_STAB_BASE] = { nla_fields, &sizespec_s },
	[TCA_STAB_DATA] = { nla_array, &u16_array },
};
VATTRS(tca_stab_set, &xlat_tca_stab_attrs, "TCA_STAB_???", tca_stab_fn);
static const struct nla_value tca_fn[] = {
	[TCA_STATS2] = { nla_nested, &tca_stats_set },
	[TCA_STAB] = { nla_nested, &tca_stab_set },
	[TCA_KIND] = { nla_str, NULL },
	[TCA_STATS] = { nla_fields, &tc_stats_s },
	[TCA_RATE] = { nla_fields, &tc_estimator_s },
	[TCA_FCNT] = { nla_u32, NULL },
	[TCA_DUMP_INVISIBLE] = { NULL, NULL },
	[TCA_CHAIN] = { nla_u32, NULL },
	[TCA_INGRESS_BLOCK] = { nla_u32, NULL },
	[TCA_EGRESS_BLOCK] = { nla_u32, NULL },
};
VATTRS(tca_set, &xlat_tca_attrs, "TCA_???", tca_fn);
static const struct nla_flagset tca_act_flags = {
	&xlat_tca_act_flags, "TCA_ACT_FLAGS_???"
};
static const struct nla_flagset tca_act_hw_stats = {
	&xlat_tca_act_hw_stats, "TCA_ACT_HW_STATS_???"
};
static const struct nla_value tca_act_fn[] = {
	[TCA_ACT_KIND] = { nla_str, NULL },
	[TCA_ACT_INDEX] = { nla_u32, NULL },
	[TCA_ACT_FLAGS] = { nla_flags32, &tca_act_flags },
	[TCA_ACT_HW_STATS] = { nla_flags32, &tca_act_hw_stats },
	[TCA_ACT_USED_HW_STATS] = { nla_flags32, &tca_act_hw_stats },
	[TCA_ACT_IN_HW_COUNT] = { nla_u32, NULL },
};
VATTRS(tca_root_set, &xlat_tca_act_attrs, "TCA_ACT_???", tca_act_fn);
ATTRS(ifal_set, &xlat_ifal_attrs, "IFAL_???");
ATTRS(dcb_set, &xlat_dcb_attrs, "DCB_ATTR_???");
ATTRS(netconfa_set, &xlat_netconfa_attrs, "NETCONFA_???");
static const struct nla_flagset mdb_rtr_type = {
	&xlat_mdb_rtr_types, "MDB_RTR_TYPE_???"
};
static const struct nla_value mdba_pattr_fn[] = {
	[MDBA_ROUTER_PATTR_TIMER] = { nla_clock_t, NULL },
	[MDBA_ROUTER_PATTR_TYPE] = { nla_enum8, &mdb_rtr_type },
	[MDBA_ROUTER_PATTR_INET_TIMER] = { nla_clock_t, NULL },
	[MDBA_ROUTER_PATTR_INET6_TIMER] = { nla_clock_t, NULL },
};
VATTRS(mdba_pattr_set, &xlat_mdba_router_pattr, "MDBA_ROUTER_PATTR_???",
       mdba_pattr_fn);
static const struct nla_value mdba_router_fn[] = {
	[MDBA_ROUTER_PORT] = { nla_ifindex_attrs, &mdba_pattr_set },
};
VATTRS(mdba_router_set, &xlat_mdba_router_attrs, "MDBA_ROUTER_???",
       mdba_router_fn);
static const struct nla_value mdba_eattr_fn[] = {
	[MDBA_MDB_EATTR_TIMER] = { nla_clock_t, NULL },
	[MDBA_MDB_EATTR_RTPROT] = { nla_enum8, &rt_proto8 },
};
VATTRS(mdba_eattr_set, &xlat_mdba_mdb_eattr, "MDBA_MDB_EATTR_???",
       mdba_eattr_fn);

/* struct br_mdb_entry, then its MDBA_MDB_EATTR attributes. */
static bool nla_mdb_entry(const struct pctx *c, const struct nlbuf *nb,
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
	nl_ifindex(c, e.ifindex);
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
		nl_attrs(c, nb, off + hl, len - hl, &mdba_eattr_set);
	}
	return true;
}
static const struct nla_value mdba_entry_fn[] = {
	[MDBA_MDB_ENTRY_INFO] = { nla_mdb_entry, NULL },
};
VATTRS(mdba_entry_set, &xlat_mdba_mdb_entry_attrs, "MDBA_MDB_ENTRY_???",
       mdba_entry_fn);
static const struct nla_value mdba_mdb_fn[] = {
	[MDBA_MDB_ENTRY] = { nla_nested, &mdba_entry_set },
};
VATTRS(mdba_mdb_set, &xlat_mdba_mdb_attrs, "MDBA_MDB_???", mdba_mdb_fn);
static const struct nla_value mdba_fn[] = {
	[MDBA_MDB] = { nla_nested, &mdba_mdb_set },
	[MDBA_ROUTER] = { nla_nested, &mdba_router_set },
};
VATTRS(mdba_set, &xlat_mdba_attrs, "MDBA_???", mdba_fn);
ATTRS(netnsa_set, &xlat_netnsa_attrs, "NETNSA_???");
static const struct nl_field nh_grp_f[] = {
	F(nexthop_grp, id, NF_UINT, NULL, NULL),
	F(nexthop_grp, weight, NF_UINT, NULL, NULL),
	/* strace 6.1 knows this byte as resvd1 (later weight_high). */
	FN(nexthop_grp, weight_high, "resvd1", NF_HEX_NZ, NULL, NULL),
	F(nexthop_grp, resvd2, NF_HEX_NZ, NULL, NULL),
};
static const struct nla_struct nh_grp_s = {
	sizeof(struct nexthop_grp), nh_grp_f, NFIELDS(nh_grp_f)
};
static const struct nla_flagset nh_grp_type = {
	&xlat_nh_grp_types, "NEXTHOP_GRP_TYPE_???"
};
static const struct nla_value nha_res_group_fn[] = {
	[NHA_RES_GROUP_BUCKETS] = { nla_u16, NULL },
	[NHA_RES_GROUP_IDLE_TIMER] = { nla_clock_t_var, NULL },
	[NHA_RES_GROUP_UNBALANCED_TIMER] = { nla_clock_t_var, NULL },
	[NHA_RES_GROUP_UNBALANCED_TIME] = { nla_clock_t_var, NULL },
};
VATTRS(nha_res_group_set, &xlat_nha_res_group_attrs, "NHA_RES_GROUP_???",
       nha_res_group_fn);
static const struct nla_value nha_res_bucket_fn[] = {
	[NHA_RES_BUCKET_INDEX] = { nla_u16, NULL },
	[NHA_RES_BUCKET_IDLE_TIME] = { nla_clock_t_var, NULL },
	[NHA_RES_BUCKET_NH_ID] = { nla_u32, NULL },
};
VATTRS(nha_res_bucket_set, &xlat_nha_res_bucket_attrs, "NHA_RES_BUCKET_???",
       nha_res_bucket_fn);
static const struct nla_flagset encap_types16 = {
	&xlat_lwtunnel_encap, "LWTUNNEL_ENCAP_???"
};
static const struct nla_value nha_fn[] = {
	[NHA_ID] = { nla_u32, NULL },
	[NHA_GROUP] = { nla_struct_array, &nh_grp_s },
	[NHA_GROUP_TYPE] = { nla_enum16, &nh_grp_type },
	[NHA_BLACKHOLE] = { nla_u32, NULL },
	[NHA_OIF] = { nla_ifindex, NULL },
	[NHA_GATEWAY] = { nla_inaddr, NULL },
	[NHA_ENCAP_TYPE] = { nla_enum16, &encap_types16 },
	[NHA_GROUPS] = { nla_u32, NULL },
	[NHA_MASTER] = { nla_ifindex, NULL },
	[NHA_FDB] = { nla_u32, NULL },
	[NHA_RES_GROUP] = { nla_nested, &nha_res_group_set },
	[NHA_RES_BUCKET] = { nla_nested, &nha_res_bucket_set },
};
VATTRS(nha_set, &xlat_nha_attrs, "NHA_???", nha_fn);
ATTRS(ifla_stats_set, &xlat_ifla_stats_attrs, "IFLA_STATS_???");

static const struct nl_field ifinfo_f[] = {
	F(ifinfomsg, ifi_type, NF_ENUM, &xlat_arphrd, "ARPHRD_???"),
	F(ifinfomsg, ifi_index, NF_IFINDEX, NULL, NULL),
	F(ifinfomsg, ifi_flags, NF_FLAGS, &xlat_iff_flags, "IFF_???"),
	F(ifinfomsg, ifi_change, NF_HEX, NULL, NULL),
};
static const struct nl_field ifaddr_f[] = {
	F(ifaddrmsg, ifa_prefixlen, NF_UINT, NULL, NULL),
	F(ifaddrmsg, ifa_flags, NF_FLAGS, &xlat_ifa_flags, "IFA_F_???"),
	F(ifaddrmsg, ifa_scope, NF_ENUM, &xlat_rt_scope, NULL),
	F(ifaddrmsg, ifa_index, NF_IFINDEX, NULL, NULL),
};
static const struct nl_field rtmsg_f[] = {
	F(rtmsg, rtm_dst_len, NF_UINT, NULL, NULL),
	F(rtmsg, rtm_src_len, NF_UINT, NULL, NULL),
	F(rtmsg, rtm_tos, NF_FLAGS, &xlat_ip_tos, "IPTOS_TOS_???"),
	F(rtmsg, rtm_table, NF_ENUM, &xlat_rt_table, NULL),
	F(rtmsg, rtm_protocol, NF_ENUM, &xlat_rt_proto, "RTPROT_???"),
	F(rtmsg, rtm_scope, NF_ENUM, &xlat_rt_scope, NULL),
	F(rtmsg, rtm_type, NF_ENUM, &xlat_rtn_types, "RTN_???"),
	F(rtmsg, rtm_flags, NF_FLAGS, &xlat_rtm_flags, "RTM_F_???"),
};
static const struct nl_field rule_f[] = {
	FN(fib_rule_hdr, dst_len, "dst_len", NF_UINT, NULL, NULL),
	FN(fib_rule_hdr, src_len, "src_len", NF_UINT, NULL, NULL),
	FN(fib_rule_hdr, tos, "tos", NF_FLAGS, &xlat_ip_tos, "IPTOS_TOS_???"),
	FN(fib_rule_hdr, table, "table", NF_ENUM, &xlat_rt_table, NULL),
	FN(fib_rule_hdr, action, "action", NF_ENUM, &xlat_fr_act, "FR_ACT_???"),
	FN(fib_rule_hdr, flags, "flags", NF_FLAGS, &xlat_fib_rule_flags,
	   "FIB_RULE_???"),
};
static const struct nl_field nd_f[] = {
	F(ndmsg, ndm_ifindex, NF_IFINDEX, NULL, NULL),
	F(ndmsg, ndm_state, NF_FLAGS, &xlat_nud_states, "NUD_???"),
	F(ndmsg, ndm_flags, NF_FLAGS, &xlat_ntf_flags, "NTF_???"),
	F(ndmsg, ndm_type, NF_ENUM, &xlat_rtn_types, "RTN_???"),
};
static const struct nl_field tc_f[] = {
	F(tcmsg, tcm_ifindex, NF_IFINDEX, NULL, NULL),
	F(tcmsg, tcm_handle, NF_UINT, NULL, NULL),
	F(tcmsg, tcm_parent, NF_UINT, NULL, NULL),
	F(tcmsg, tcm_info, NF_UINT, NULL, NULL),
};
static const struct nl_field ifal_f[] = {
	F(ifaddrlblmsg, ifal_prefixlen, NF_UINT, NULL, NULL),
	F(ifaddrlblmsg, ifal_flags, NF_UINT, NULL, NULL),
	F(ifaddrlblmsg, ifal_index, NF_IFINDEX, NULL, NULL),
	F(ifaddrlblmsg, ifal_seq, NF_UINT, NULL, NULL),
};
static const struct nl_field dcb_f[] = {
	F(dcbmsg, cmd, NF_ENUM, &xlat_dcb_cmds, "DCB_CMD_???"),
};
static const struct nl_field brport_f[] = {
	F(br_port_msg, ifindex, NF_IFINDEX, NULL, NULL),
};
static const struct nl_field nh_f[] = {
	F(nhmsg, nh_scope, NF_ENUM, &xlat_rt_scope, NULL),
	F(nhmsg, nh_protocol, NF_ENUM, &xlat_rt_proto, "RTPROT_???"),
	F(nhmsg, resvd, NF_HEX_NZ, NULL, NULL),
	F(nhmsg, nh_flags, NF_FLAGS, &xlat_rtnh_flags, "RTNH_F_???"),
};
static const struct nl_field stats_f[] = {
	F(if_stats_msg, pad1, NF_HEX_NZ, NULL, NULL),
	F(if_stats_msg, pad2, NF_HEX_NZ, NULL, NULL),
	F(if_stats_msg, ifindex, NF_IFINDEX, NULL, NULL),
	F(if_stats_msg, filter_mask, NF_BITS, &xlat_ifla_stats_attrs,
	  "IFLA_STATS_???"),
};

#define STRUCT(name, s, fam, fields, attrs) \
	static const struct nl_struct name = \
		{ sizeof(struct s), fam, fields, NFIELDS(fields), &attrs }
#define STRUCT0(name, s, fam, attrs) \
	static const struct nl_struct name = \
		{ sizeof(struct s), fam, NULL, 0, &attrs }

STRUCT(ifinfo_s, ifinfomsg, "ifi_family", ifinfo_f, ifla_set);
STRUCT(ifaddr_s, ifaddrmsg, "ifa_family", ifaddr_f, ifa_set);
STRUCT(rtmsg_s, rtmsg, "rtm_family", rtmsg_f, rta_set);
STRUCT(rule_s, fib_rule_hdr, "family", rule_f, fra_set);
STRUCT(nd_s, ndmsg, "ndm_family", nd_f, nda_set);
STRUCT0(ndt_s, ndtmsg, "ndtm_family", ndta_set);
STRUCT(tc_s, tcmsg, "tcm_family", tc_f, tca_set);
STRUCT0(tca_s, tcamsg, "tca_family", tca_root_set);
STRUCT(ifal_s, ifaddrlblmsg, "ifal_family", ifal_f, ifal_set);
STRUCT(dcb_s, dcbmsg, "dcb_family", dcb_f, dcb_set);
STRUCT0(netconf_s, netconfmsg, "ncm_family", netconfa_set);
STRUCT(brport_s, br_port_msg, "family", brport_f, mdba_set);
STRUCT0(rtgen_s, rtgenmsg, "rtgen_family", netnsa_set);
STRUCT(nh_s, nhmsg, "nh_family", nh_f, nha_set);
STRUCT(stats_s, if_stats_msg, "family", stats_f, ifla_stats_set);

/* Which header each message type carries. */
static const struct nl_struct *route_struct(uint16_t type)
{
	switch (type) {
	case RTM_NEWLINK: case RTM_DELLINK: case RTM_GETLINK:
	case RTM_SETLINK:
		return &ifinfo_s;
	case RTM_NEWADDR: case RTM_DELADDR: case RTM_GETADDR:
	case RTM_GETMULTICAST: case RTM_GETANYCAST:
		return &ifaddr_s;
	case RTM_NEWROUTE: case RTM_DELROUTE: case RTM_GETROUTE:
		return &rtmsg_s;
	case RTM_NEWRULE: case RTM_DELRULE: case RTM_GETRULE:
		return &rule_s;
	case RTM_NEWNEIGH: case RTM_DELNEIGH: case RTM_GETNEIGH:
		return &nd_s;
	case RTM_NEWNEIGHTBL: case RTM_GETNEIGHTBL: case RTM_SETNEIGHTBL:
		return &ndt_s;
	case RTM_NEWQDISC: case RTM_DELQDISC: case RTM_GETQDISC:
	case RTM_NEWTCLASS: case RTM_DELTCLASS: case RTM_GETTCLASS:
	case RTM_NEWTFILTER: case RTM_DELTFILTER: case RTM_GETTFILTER:
	case RTM_NEWCHAIN: case RTM_DELCHAIN: case RTM_GETCHAIN:
		return &tc_s;
	case RTM_NEWACTION: case RTM_DELACTION: case RTM_GETACTION:
		return &tca_s;
	case RTM_NEWADDRLABEL: case RTM_DELADDRLABEL: case RTM_GETADDRLABEL:
		return &ifal_s;
	case RTM_GETDCB: case RTM_SETDCB:
		return &dcb_s;
	case RTM_NEWNETCONF: case RTM_DELNETCONF: case RTM_GETNETCONF:
		return &netconf_s;
	case RTM_NEWMDB: case RTM_DELMDB: case RTM_GETMDB:
		return &brport_s;
	case RTM_NEWNSID: case RTM_DELNSID: case RTM_GETNSID:
	case RTM_NEWCACHEREPORT:
		return &rtgen_s;
	case RTM_NEWNEXTHOP: case RTM_DELNEXTHOP: case RTM_GETNEXTHOP:
		return &nh_s;
	case RTM_NEWSTATS: case RTM_GETSTATS:
		return &stats_s;
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
