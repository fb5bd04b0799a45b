/* NETLINK_SOCK_DIAG payloads: a request (NLM_F_REQUEST) or a reply of
 * the socket family its first byte names, as tables of fields. */
#include "netlink.h"

#include <arpa/inet.h>
#include <linux/inet_diag.h>
#include <linux/netlink_diag.h>
#include <linux/packet_diag.h>
#include <linux/smc_diag.h>
#include <linux/sock_diag.h>
#include <linux/unix_diag.h>
#include <stddef.h>
#include <string.h>
#include <sys/socket.h>

#ifndef AF_SMC
# define AF_SMC 43
#endif

#define F(s, m, k, set, dflt) \
	{ #m, offsetof(struct s, m), sizeof(((struct s *)0)->m), k, set, dflt }
#define NFIELDS(a) (sizeof(a) / sizeof((a)[0]))
#define ATTRS(name, set, dflt) \
	static const struct nla_set name = { set, dflt, NULL, 0 }

#define VATTRS(name, set, dflt, fn) \
	static const struct nla_set name = { set, dflt, fn, NFIELDS(fn) }

static const struct nla_elems u32_array = { 4, NF_UINT };
static const struct nla_elems long_hex_array = { 0, NF_HEX };

static const struct nl_field unix_vfs_f[] = {
	F(unix_diag_vfs, udiag_vfs_dev, NF_DEV, NULL, NULL),
	F(unix_diag_vfs, udiag_vfs_ino, NF_UINT, NULL, NULL),
};
static const struct nla_struct unix_vfs_s = {
	sizeof(struct unix_diag_vfs), unix_vfs_f, NFIELDS(unix_vfs_f)
};
static const struct nl_field unix_rqlen_f[] = {
	F(unix_diag_rqlen, udiag_rqueue, NF_UINT, NULL, NULL),
	F(unix_diag_rqlen, udiag_wqueue, NF_UINT, NULL, NULL),
};
static const struct nla_struct unix_rqlen_s = {
	sizeof(struct unix_diag_rqlen), unix_rqlen_f, NFIELDS(unix_rqlen_f)
};
static const struct nla_value unix_fn[] = {
	[UNIX_DIAG_NAME] = { nla_str, NULL },
	[UNIX_DIAG_VFS] = { nla_fields, &unix_vfs_s },
	[UNIX_DIAG_PEER] = { nla_u32, NULL },
	[UNIX_DIAG_ICONS] = { nla_array, &u32_array },
	[UNIX_DIAG_RQLEN] = { nla_fields, &unix_rqlen_s },
	[UNIX_DIAG_MEMINFO] = { nla_array, &u32_array },
	[UNIX_DIAG_SHUTDOWN] = { nla_u8, NULL },
	[UNIX_DIAG_UID] = { nla_u32, NULL },
};
VATTRS(unix_set, &xlat_unix_diag_attrs, "UNIX_DIAG_???", unix_fn);

static const struct nl_field netlink_ring_f[] = {
	F(netlink_diag_ring, ndr_block_size, NF_UINT, NULL, NULL),
	F(netlink_diag_ring, ndr_block_nr, NF_UINT, NULL, NULL),
	F(netlink_diag_ring, ndr_frame_size, NF_UINT, NULL, NULL),
	F(netlink_diag_ring, ndr_frame_nr, NF_UINT, NULL, NULL),
};
static const struct nla_struct netlink_ring_s = {
	sizeof(struct netlink_diag_ring), netlink_ring_f,
	NFIELDS(netlink_ring_f)
};
static const struct nla_flagset netlink_flags = {
	&xlat_netlink_diag_flags, "NDIAG_FLAG_???"
};
static const struct nla_value netlink_fn[] = {
	[NETLINK_DIAG_MEMINFO] = { nla_array, &u32_array },
	[NETLINK_DIAG_GROUPS] = { nla_array, &long_hex_array },
	[NETLINK_DIAG_RX_RING] = { nla_fields, &netlink_ring_s },
	[NETLINK_DIAG_TX_RING] = { nla_fields, &netlink_ring_s },
	[NETLINK_DIAG_FLAGS] = { nla_flags32, &netlink_flags },
};
VATTRS(netlink_set, &xlat_netlink_diag_attrs, "NETLINK_DIAG_???",
       netlink_fn);
ATTRS(packet_set, &xlat_packet_diag_attrs, "PACKET_DIAG_???");
static const struct nl_field inet_meminfo_f[] = {
	F(inet_diag_meminfo, idiag_rmem, NF_UINT, NULL, NULL),
	F(inet_diag_meminfo, idiag_wmem, NF_UINT, NULL, NULL),
	F(inet_diag_meminfo, idiag_fmem, NF_UINT, NULL, NULL),
	F(inet_diag_meminfo, idiag_tmem, NF_UINT, NULL, NULL),
};
static const struct nla_struct inet_meminfo_s = {
	sizeof(struct inet_diag_meminfo), inet_meminfo_f,
	NFIELDS(inet_meminfo_f)
};
static const struct nla_elems u32_array_inet = { 4, NF_UINT };

/* struct inet_diag_sockopt: one-bit fields, the set ones shown (the
 * bit order of the x86/arm little-endian layout). */
static bool nla_inet_sockopt(const struct pctx *c, const struct nlbuf *nb,
			     size_t off, size_t len, const void *arg)
{
	static const char *const bits[] = {
		"recverr", "is_icsk", "freebind", "hdrincl", "mc_loop",
		"transparent", "mc_all", "nodefrag", "bind_address_no_port",
		"recverr_rfc4884", "defer_connect",
	};
	uint16_t v;

	(void)arg;
	if (len < sizeof(v))
		return false;
	if (!nl_have(nb, off, sizeof(v))) {
		nl_addr(c, nb, off);
		return true;
	}
	memcpy(&v, nb->b + off, sizeof(v));
	v_struct_begin(c);
	for (unsigned i = 0; i < sizeof(bits) / sizeof(bits[0]); i++) {
		if (!(v & (1u << i)))
			continue;
		v_field(c, bits[i]);
		v_uint(c, 1);
	}
	if (v >> 11) {
		v_field(c, "unused");
		v_hex(c, v >> 11);
	}
	v_struct_end(c);
	return true;
}
static const struct nla_value inet_fn[] = {
	[INET_DIAG_MEMINFO] = { nla_fields, &inet_meminfo_s },
	[INET_DIAG_CONG] = { nla_str, NULL },
	[INET_DIAG_TOS] = { nla_u8, NULL },
	[INET_DIAG_TCLASS] = { nla_u8, NULL },
	[INET_DIAG_SKMEMINFO] = { nla_array, &u32_array_inet },
	[INET_DIAG_SHUTDOWN] = { nla_u8, NULL },
	[INET_DIAG_PROTOCOL] = { nla_u8, NULL },
	[INET_DIAG_SKV6ONLY] = { nla_u8, NULL },
	[INET_DIAG_MARK] = { nla_u32, NULL },
	[INET_DIAG_CLASS_ID] = { nla_u32, NULL },
	[INET_DIAG_CGROUP_ID] = { nla_u64, NULL },
	[INET_DIAG_SOCKOPT] = { nla_inet_sockopt, NULL },
};
VATTRS(inet_set, &xlat_inet_diag_attrs, "INET_DIAG_???", inet_fn);
static const struct nl_field bc_op_f[] = {
	F(inet_diag_bc_op, code, NF_ENUM, &xlat_inet_diag_bc_codes,
	  "INET_DIAG_BC_???"),
	F(inet_diag_bc_op, yes, NF_UINT, NULL, NULL),
	F(inet_diag_bc_op, no, NF_UINT, NULL, NULL),
};
static const struct nl_field markcond_f[] = {
	F(inet_diag_markcond, mark, NF_UINT, NULL, NULL),
	F(inet_diag_markcond, mask, NF_UINT, NULL, NULL),
};
static const struct nla_struct markcond_s = {
	sizeof(struct inet_diag_markcond), markcond_f, NFIELDS(markcond_f)
};
static const struct nla_struct bc_op_s = {
	sizeof(struct inet_diag_bc_op), bc_op_f, NFIELDS(bc_op_f)
};

/* struct inet_diag_hostcond and the address of its family. */
static void bc_hostcond(const struct pctx *c, const struct nlbuf *nb,
			size_t off, size_t len)
{
	struct inet_diag_hostcond h;
	size_t alen;
	char a[INET6_ADDRSTRLEN];

	if (len < sizeof(h)) {
		nl_hex(c, nb, off, len);
		return;
	}
	if (!nl_have(nb, off, sizeof(h))) {
		nl_addr(c, nb, off);
		return;
	}
	memcpy(&h, nb->b + off, sizeof(h));
	v_struct_begin(c);
	v_field(c, "family");
	v_enum(c, &xlat_address_family, h.family, "AF_???");
	v_field(c, "prefix_len");
	v_uint(c, h.prefix_len);
	v_field(c, "port");
	v_int(c, h.port);
	alen = h.family == AF_INET ? 4 : h.family == AF_INET6 ? 16 : 0;
	off += sizeof(h);
	len -= sizeof(h);
	if (alen) {
		if (len < alen) {
			v_field(c, "addr");
			nl_hex(c, nb, off, len);
		} else if (!nl_have(nb, off, alen)) {
			v_field(c, "addr");
			nl_addr(c, nb, off);
		} else {
			inet_ntop(h.family, nb->b + off, a, sizeof(a));
			if (alen == 4) {
				v_field(c, "addr");
				v_numf(c, VK_STR, 0, "inet_addr(\"%s\")", a);
			} else {
				v_item(c, "addr");
				v_numf(c, VK_STR, 0,
				       "inet_pton(AF_INET6, \"%s\", &addr)", a);
			}
		}
	}
	v_struct_end(c);
}

/* INET_DIAG_REQ_BYTECODE: an operation, then what its code takes. */
static bool nla_bytecode(const struct pctx *c, const struct nlbuf *nb,
			 size_t off, size_t len, const void *arg)
{
	struct inet_diag_bc_op op;
	size_t rest;
	uint32_t ifindex;

	(void)arg;
	if (len < sizeof(op))
		return false;
	if (!nl_have(nb, off, sizeof(op))) {
		nl_addr(c, nb, off);
		return true;
	}
	memcpy(&op, nb->b + off, sizeof(op));
	nla_fields(c, nb, off, sizeof(op), &bc_op_s);
	off += sizeof(op);
	rest = len - sizeof(op);
	if (!rest)
		return true;
	v_elem(c);
	switch (op.code) {
	case INET_DIAG_BC_S_COND:
	case INET_DIAG_BC_D_COND:
		bc_hostcond(c, nb, off, rest);
		break;
	case INET_DIAG_BC_DEV_COND:
		if (rest < sizeof(ifindex)) {
			nl_hex(c, nb, off, rest);
		} else if (!nl_have(nb, off, sizeof(ifindex))) {
			nl_addr(c, nb, off);
		} else {
			memcpy(&ifindex, nb->b + off, sizeof(ifindex));
			nl_ifindex(c, ifindex);
		}
		break;
	case INET_DIAG_BC_S_GE:
	case INET_DIAG_BC_S_LE:
	case INET_DIAG_BC_D_GE:
	case INET_DIAG_BC_D_LE:
		/* The port is in a second operation. */
		if (!nla_fields(c, nb, off, rest, &bc_op_s))
			nl_hex(c, nb, off, rest);
		break;
	case INET_DIAG_BC_MARK_COND:
		if (!nla_fields(c, nb, off, rest, &markcond_s))
			nl_hex(c, nb, off, rest);
		break;
	default:
		nl_hex(c, nb, off, rest);
	}
	return true;
}
static const struct nla_flagset ip_proto32 = { &xlat_ip_proto, "IPPROTO_???" };
static const struct nla_value inet_req_fn[] = {
	[INET_DIAG_REQ_BYTECODE] = { nla_bytecode, NULL },
	[INET_DIAG_REQ_PROTOCOL] = { nla_enum32, &ip_proto32 },
};
VATTRS(inet_req_set, &xlat_inet_diag_req_attrs, "INET_DIAG_REQ_???",
       inet_req_fn);
ATTRS(smc_set, &xlat_smc_diag_attrs, "SMC_DIAG_???");

static const struct nl_field unix_req_f[] = {
	F(unix_diag_req, sdiag_protocol, NF_UINT, NULL, NULL),
	F(unix_diag_req, udiag_states, NF_BITS, &xlat_tcp_states, NULL),
	F(unix_diag_req, udiag_ino, NF_UINT, NULL, NULL),
	F(unix_diag_req, udiag_show, NF_FLAGS, &xlat_unix_diag_show,
	  "UDIAG_SHOW_???"),
	F(unix_diag_req, udiag_cookie, NF_U32X2, NULL, NULL),
};
static const struct nl_field unix_msg_f[] = {
	F(unix_diag_msg, udiag_type, NF_ENUM, &xlat_socket_type, "SOCK_???"),
	F(unix_diag_msg, udiag_state, NF_ENUM, &xlat_tcp_states, "TCP_???"),
	F(unix_diag_msg, udiag_ino, NF_UINT, NULL, NULL),
	F(unix_diag_msg, udiag_cookie, NF_U32X2, NULL, NULL),
};
static const struct nl_field netlink_req_f[] = {
	F(netlink_diag_req, sdiag_protocol, NF_ENUM, &xlat_nl_diag_proto,
	  "NETLINK_???"),
	F(netlink_diag_req, ndiag_ino, NF_UINT, NULL, NULL),
	F(netlink_diag_req, ndiag_show, NF_FLAGS, &xlat_netlink_diag_show,
	  "NDIAG_SHOW_???"),
	F(netlink_diag_req, ndiag_cookie, NF_U32X2, NULL, NULL),
};
static const struct nl_field netlink_msg_f[] = {
	F(netlink_diag_msg, ndiag_type, NF_ENUM, &xlat_socket_type,
	  "SOCK_???"),
	F(netlink_diag_msg, ndiag_protocol, NF_ENUM, &xlat_netlink_proto,
	  "NETLINK_???"),
	F(netlink_diag_msg, ndiag_state, NF_ENUM, &xlat_netlink_states,
	  "NETLINK_???"),
	F(netlink_diag_msg, ndiag_portid, NF_UINT, NULL, NULL),
	F(netlink_diag_msg, ndiag_dst_portid, NF_UINT, NULL, NULL),
	F(netlink_diag_msg, ndiag_dst_group, NF_UINT, NULL, NULL),
	F(netlink_diag_msg, ndiag_ino, NF_UINT, NULL, NULL),
	F(netlink_diag_msg, ndiag_cookie, NF_U32X2, NULL, NULL),
};
static const struct nl_field packet_req_f[] = {
	F(packet_diag_req, sdiag_protocol, NF_HEX, NULL, NULL),
	F(packet_diag_req, pdiag_ino, NF_UINT, NULL, NULL),
	F(packet_diag_req, pdiag_show, NF_FLAGS, &xlat_packet_diag_show,
	  "PACKET_SHOW_???"),
	F(packet_diag_req, pdiag_cookie, NF_U32X2, NULL, NULL),
};
static const struct nl_field packet_msg_f[] = {
	F(packet_diag_msg, pdiag_type, NF_ENUM, &xlat_socket_type, "SOCK_???"),
	F(packet_diag_msg, pdiag_num, NF_ENUM, &xlat_eth_protos, "ETH_P_???"),
	F(packet_diag_msg, pdiag_ino, NF_UINT, NULL, NULL),
	F(packet_diag_msg, pdiag_cookie, NF_U32X2, NULL, NULL),
};
static const struct nl_field inet_req_v2_f[] = {
	F(inet_diag_req_v2, sdiag_protocol, NF_ENUM, &xlat_ip_proto,
	  "IPPROTO_???"),
	F(inet_diag_req_v2, idiag_ext, NF_BITS1, &xlat_inet_diag_attrs,
	  "INET_DIAG_???"),
	F(inet_diag_req_v2, idiag_states, NF_BITS, &xlat_tcp_states, NULL),
	F(inet_diag_req_v2, id, NF_SOCKID, NULL, NULL),
};
static const struct nl_field inet_req_f[] = {
	F(inet_diag_req, idiag_src_len, NF_UINT, NULL, NULL),
	F(inet_diag_req, idiag_dst_len, NF_UINT, NULL, NULL),
	F(inet_diag_req, idiag_ext, NF_BITS1, &xlat_inet_diag_attrs,
	  "INET_DIAG_???"),
	F(inet_diag_req, id, NF_SOCKID, NULL, NULL),
	F(inet_diag_req, idiag_states, NF_BITS, &xlat_tcp_states, NULL),
	F(inet_diag_req, idiag_dbs, NF_UINT, NULL, NULL),
};
static const struct nl_field inet_msg_f[] = {
	F(inet_diag_msg, idiag_state, NF_ENUM, &xlat_tcp_states, "TCP_???"),
	F(inet_diag_msg, idiag_timer, NF_UINT, NULL, NULL),
	F(inet_diag_msg, idiag_retrans, NF_UINT, NULL, NULL),
	F(inet_diag_msg, id, NF_SOCKID, NULL, NULL),
	F(inet_diag_msg, idiag_expires, NF_UINT, NULL, NULL),
	F(inet_diag_msg, idiag_rqueue, NF_UINT, NULL, NULL),
	F(inet_diag_msg, idiag_wqueue, NF_UINT, NULL, NULL),
	F(inet_diag_msg, idiag_uid, NF_UINT, NULL, NULL),
	F(inet_diag_msg, idiag_inode, NF_UINT, NULL, NULL),
};
static const struct nl_field smc_req_f[] = {
	F(smc_diag_req, diag_ext, NF_BITS1, &xlat_smc_diag_attrs,
	  "SMC_DIAG_???"),
	F(smc_diag_req, id, NF_SOCKID, NULL, NULL),
};
static const struct nl_field smc_msg_f[] = {
	F(smc_diag_msg, diag_state, NF_ENUM, &xlat_smc_states, "SMC_???"),
	F(smc_diag_msg, diag_fallback, NF_ENUM, &xlat_smc_diag_mode,
	  "SMC_DIAG_MODE_???"),
	F(smc_diag_msg, diag_shutdown, NF_UINT, NULL, NULL),
	F(smc_diag_msg, id, NF_SOCKID, NULL, NULL),
	F(smc_diag_msg, diag_uid, NF_UINT, NULL, NULL),
	F(smc_diag_msg, diag_inode, NF_UINT, NULL, NULL),
};

#define STRUCT(name, s, fam, fields, attrs) \
	static const struct nl_struct name = \
		{ sizeof(struct s), fam, fields, NFIELDS(fields), attrs }

STRUCT(unix_req_s, unix_diag_req, "sdiag_family", unix_req_f, NULL);
STRUCT(unix_msg_s, unix_diag_msg, "udiag_family", unix_msg_f, &unix_set);
STRUCT(netlink_req_s, netlink_diag_req, "sdiag_family", netlink_req_f,
       NULL);
STRUCT(netlink_msg_s, netlink_diag_msg, "ndiag_family", netlink_msg_f,
       &netlink_set);
STRUCT(packet_req_s, packet_diag_req, "sdiag_family", packet_req_f, NULL);
STRUCT(packet_msg_s, packet_diag_msg, "pdiag_family", packet_msg_f,
       &packet_set);
STRUCT(inet_req_v2_s, inet_diag_req_v2, "sdiag_family", inet_req_v2_f,
       &inet_req_set);
STRUCT(inet_req_s, inet_diag_req, "idiag_family", inet_req_f,
       &inet_req_set);
STRUCT(inet_msg_s, inet_diag_msg, "idiag_family", inet_msg_f, &inet_set);
STRUCT(smc_req_s, smc_diag_req, "diag_family", smc_req_f, NULL);
STRUCT(smc_msg_s, smc_diag_msg, "diag_family", smc_msg_f, &smc_set);

/* struct inet_diag_sockid, its addresses in the family's words. */
void nl_inet_sockid(const struct pctx *c, const unsigned char *p,
		    unsigned family)
{
	struct inet_diag_sockid id;
	char a[INET6_ADDRSTRLEN];
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

		if (family == AF_INET &&
		    inet_ntop(AF_INET, ad, a, sizeof(a))) {
			v_field(c, addr_name[i]);
			v_numf(c, VK_STR, 0, "inet_addr(\"%s\")", a);
		} else if (family == AF_INET6 &&
			   inet_ntop(AF_INET6, ad, a, sizeof(a))) {
			v_item(c, addr_name[i]);
			v_numf(c, VK_STR, 0, "inet_pton(AF_INET6, \"%s\", &%s)",
			       a, addr_name[i]);
		} else {
			v_field(c, addr_name[i]);
			v_array_begin(c);
			for (int j = 0; j < 4; j++) {
				v_elem(c);
				v_hex(c, ntohl(ad[j]));
			}
			v_array_end(c);
		}
	}
	v_field(c, "idiag_if");
	nl_ifindex(c, id.idiag_if);
	v_field(c, "idiag_cookie");
	v_array_begin(c);
	v_elem(c);
	v_uint(c, id.idiag_cookie[0]);
	v_elem(c);
	v_uint(c, id.idiag_cookie[1]);
	v_array_end(c);
	v_struct_end(c);
}

static const struct nl_struct *diag_struct(unsigned family, bool request,
					   uint16_t type)
{
	bool compat = type == TCPDIAG_GETSOCK || type == DCCPDIAG_GETSOCK;

	switch (family) {
	case AF_UNIX:
		return request ? &unix_req_s : &unix_msg_s;
	case AF_NETLINK:
		return request ? &netlink_req_s : &netlink_msg_s;
	case AF_PACKET:
		return request ? &packet_req_s : &packet_msg_s;
	case AF_INET:
	case AF_INET6:
		if (request)
			return compat ? &inet_req_s : &inet_req_v2_s;
		return &inet_msg_s;
	case AF_SMC:
		return request ? &smc_req_s : &smc_msg_s;
	}
	return NULL;
}

bool nl_diag_payload(const struct pctx *c, const struct nlbuf *nb,
		     size_t off, size_t len, const struct nlmsghdr *h)
{
	const struct nl_struct *st = NULL;

	if (!nl_have(nb, off, 1)) {
		nl_addr(c, nb, off);
		return true;
	}
	if (len > 1)
		st = diag_struct(nb->b[off],
				 (h->nlmsg_flags & NLM_F_REQUEST) != 0,
				 h->nlmsg_type);
	if (st)
		return nl_family_struct(c, nb, off, len, st);
	return nl_family_data(c, nb, off, len);
}
