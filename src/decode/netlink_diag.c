/* NETLINK_SOCK_DIAG payloads: a request (NLM_F_REQUEST) or a reply of
 * the socket family its first byte names, as tables of fields. */
#include "netlink.h"
#include "nlattrs_gen.h"
#include "printers.h"
#include "net.h"

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

/* struct inet_diag_sockopt: one-bit fields, the set ones shown (the
 * bit order of the x86/arm little-endian layout). */
/* Whether the n bytes at off are there and all zero. */
static bool all_zero(const struct nlbuf *nb, size_t off, size_t n)
{
	if (!nl_have(nb, off, n))
		return false;
	for (size_t i = 0; i < n; i++)
		if (nb->b[off + i])
			return false;
	return true;
}

bool nla_inet_sockopt(const struct pctx *c, const struct nlbuf *nb,
		      size_t off, size_t len, const void *arg)
{
	static const char *const bits[] = {
		"recverr", "is_icsk", "freebind", "hdrincl", "mc_loop",
		"transparent", "mc_all", "nodefrag", "bind_address_no_port",
		"recverr_rfc4884", "defer_connect",
	};
	uint16_t v;
	int got;

	(void)arg;
	got = nl_get(c, nb, off, len, &v, sizeof(v));
	if (got <= 0)
		return got == 0;
	v_struct_begin(c);
	for (unsigned i = 0; i < ARRAY_SIZE(bits); i++) {
		if (!(v & (1u << i)))
			continue;
		v_field(c, bits[i]);
		v_uint(c, 1);
	}
	/* the five bits after defer_connect, in the second byte */
	if (v >> 11) {
		v_field(c, "unused");
		v_hex(c, v >> 11);
		v_text(c, " /* bits 3..8 */");
	}
	v_struct_end(c);
	/* what a longer value holds past the struct, in hex, when it is
	 * not all zero */
	if (len > sizeof(v) && !all_zero(nb, off + sizeof(v),
					 len - sizeof(v))) {
		v_elem(c);
		v_textf(c, "/* bytes %zu..%zu */ ", sizeof(v), len - 1);
		nl_hex(c, nb, off + sizeof(v), len - sizeof(v));
	}
	return true;
}

/* INET_DIAG_LOCALS, INET_DIAG_PEERS: the addresses of an SCTP
 * association, whole struct sockaddr_storage records (bytes after the
 * last whole one are not shown); "... / * address * /" at the first
 * that cannot be read. */
bool nla_sockaddrs(const struct pctx *c, const struct nlbuf *nb,
		   size_t off, size_t len, const void *arg)
{
	const size_t rec = sizeof(struct sockaddr_storage);

	(void)arg;
	if (len < rec)
		return false;
	v_array_begin(c);
	for (size_t at = off; at + rec <= off + len; at += rec) {
		if (!nl_have(nb, at, rec)) {
			v_more(c);
			v_textf(c, " /* %#llx */",
				(unsigned long long)(nb->base + at));
			break;
		}
		v_elem(c);
		print_sockaddr_buf(c, nb->b + at, rec);
	}
	v_array_end(c);
	return true;
}

/* PACKET_DIAG_FILTER: the socket's classic BPF program with -v (its
 * address otherwise, as strace shows it), as many whole 8-byte
 * instructions as the value holds. They are read from the tracee
 * again, so that an attribute running into an unreadable page still
 * shows the instructions before it. */
bool nla_cbpf(const struct pctx *c, const struct nlbuf *nb, size_t off,
	      size_t len, const void *arg)
{
	(void)arg;
	if (!c->opt->verbose) {
		nl_addr(c, nb, off);
		return true;
	}
	if (len < 8)
		return false;
	print_cbpf_insns(c, nb->base + off, (unsigned)(len / 8), false);
	return true;
}

/* struct inet_diag_hostcond and the address of its family. */
static void bc_hostcond(const struct pctx *c, const struct nlbuf *nb,
			size_t off, size_t len)
{
	struct inet_diag_hostcond h;
	size_t alen;
	char a[INET6_ADDRSTRLEN];

	if (!nl_get_or_hex(c, nb, off, len, &h, sizeof(h)))
		return;
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
bool nla_bytecode(const struct pctx *c, const struct nlbuf *nb,
		  size_t off, size_t len, const void *arg)
{
	struct inet_diag_bc_op op;
	size_t rest;
	uint32_t ifindex;
	int got;

	(void)arg;
	got = nl_get(c, nb, off, len, &op, sizeof(op));
	if (got <= 0)
		return got == 0;
	nla_fields(c, nb, off, sizeof(op), &nla_struct_bc_op);
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
			print_ifindex(c, ifindex);
		}
		break;
	case INET_DIAG_BC_S_GE:
	case INET_DIAG_BC_S_LE:
	case INET_DIAG_BC_D_GE:
	case INET_DIAG_BC_D_LE:
		/* The port is in a second operation. */
		if (!nla_fields(c, nb, off, rest, &nla_struct_bc_op))
			nl_hex(c, nb, off, rest);
		break;
	case INET_DIAG_BC_MARK_COND:
		if (!nla_fields(c, nb, off, rest, &nla_struct_markcond))
			nl_hex(c, nb, off, rest);
		break;
	default:
		nl_hex(c, nb, off, rest);
	}
	return true;
}

static const struct nl_struct *diag_struct(unsigned family, bool request,
					   uint16_t type)
{
	bool compat = type == TCPDIAG_GETSOCK || type == DCCPDIAG_GETSOCK;

	switch (family) {
	case AF_UNIX:
		return request ? &nl_msg_unix_req : &nl_msg_unix_msg;
	case AF_NETLINK:
		return request ? &nl_msg_netlink_req : &nl_msg_netlink_msg;
	case AF_PACKET:
		return request ? &nl_msg_packet_req : &nl_msg_packet_msg;
	case AF_INET:
	case AF_INET6:
		if (request)
			return compat ? &nl_msg_inet_req :
				&nl_msg_inet_req_v2;
		return &nl_msg_inet_msg;
	case AF_SMC:
		return request ? &nl_msg_smc_req : &nl_msg_smc_msg;
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
