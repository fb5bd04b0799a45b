/* Netlink payloads by protocol: the family header each protocol puts
 * after struct nlmsghdr, then its attributes. */
#include "netlink.h"

#include <arpa/inet.h>
#include <linux/genetlink.h>
#include <linux/netfilter/nfnetlink.h>
#include <linux/selinux_netlink.h>
#include <string.h>

/* ---- NETLINK_NETFILTER: struct nfgenmsg ---------------------------- */

static void nf_res_id(const struct pctx *c, const struct nlmsghdr *h,
		      uint16_t res_id)
{
	uint16_t host = ntohs(res_id);
	const char *n;

	/* nf_tables puts the subsystem there; a batch, any number. */
	if ((h->nlmsg_type >> 8) == NFNL_SUBSYS_NFTABLES &&
	    !xlat_name(&xlat_nfnl_batch_types, h->nlmsg_type)) {
		if ((n = xlat_name(&xlat_nfnl_subsys, host))) {
			v_open(c, VK_UINT, host, "htons(");
			v_enum(c, &xlat_nfnl_subsys, host, NULL);
			v_close(c, ")");
			return;
		}
		if ((n = xlat_name(&xlat_nfnl_subsys, res_id))) {
			v_enum(c, &xlat_nfnl_subsys, res_id, NULL);
			return;
		}
	}
	v_numf(c, VK_UINT, host, "htons(%u)", host);
}

static bool nf_payload(const struct pctx *c, const struct nlbuf *nb,
		       size_t off, size_t len, const struct nlmsghdr *h)
{
	struct nfgenmsg m;
	size_t hl = NLMSG_ALIGN(sizeof(m));
	int got;

	got = nl_get(c, nb, off, len, &m, sizeof(m));
	if (got <= 0)
		return got == 0;
	v_struct_begin(c);
	v_field(c, "nfgen_family");
	v_enum(c, &xlat_address_family, m.nfgen_family, "AF_???");
	v_field(c, "version");
	v_enum(c, &xlat_nfnl_version, m.version, "NFNETLINK_???");
	v_field(c, "res_id");
	nf_res_id(c, h, m.res_id);
	v_struct_end(c);
	if (len <= hl)
		return true;
	v_elem(c);
	if (xlat_name(&xlat_nfnl_batch_types, h->nlmsg_type))
		nl_hex(c, nb, off + hl, len - hl);
	else
		nl_attrs(c, nb, off + hl, len - hl, NULL);
	return true;
}

/* ---- NETLINK_SELINUX ------------------------------------------------ */

static bool selinux_payload(const struct pctx *c, const struct nlbuf *nb,
			    size_t off, size_t len, uint16_t type)
{
	uint32_t v;
	int got;

	if (type != SELNL_MSG_SETENFORCE && type != SELNL_MSG_POLICYLOAD)
		return false;
	got = nl_get(c, nb, off, len, &v, sizeof(v));
	if (got <= 0)
		return got == 0;
	v_struct_begin(c);
	if (type == SELNL_MSG_SETENFORCE) {
		v_field(c, "val");
		v_int(c, (int32_t)v);
	} else {
		v_field(c, "seqno");
		v_uint(c, v);
	}
	v_struct_end(c);
	return true;
}

/* ---- NETLINK_GENERIC ----------------------------------------------- */

/* A generic netlink message: struct genlmsghdr, then attributes whose
 * types only the family knows (in hex; the families' own sets are not
 * decoded, the controller's commands are named). reserved is shown when
 * set. */
static bool genl_payload(const struct pctx *c, const struct nlbuf *nb,
			 size_t off, size_t len, uint16_t type)
{
	struct genlmsghdr g;
	int got;

	got = nl_get(c, nb, off, len, &g, sizeof(g));
	if (got <= 0)
		return got == 0;
	v_struct_begin(c);
	v_field(c, "cmd");
	if (type == GENL_ID_CTRL)
		v_enum(c, &xlat_genl_ctrl_cmd, g.cmd, "CTRL_CMD_???");
	else
		v_hex(c, g.cmd);
	v_field(c, "version");
	v_uint(c, g.version);
	if (g.reserved) {
		v_field(c, "reserved");
		v_hex(c, g.reserved);
	}
	v_struct_end(c);
	if (len <= GENL_HDRLEN)
		return true;
	v_elem(c);
	nl_attrs(c, nb, off + GENL_HDRLEN, len - GENL_HDRLEN, NULL);
	return true;
}

bool nl_family_payload(const struct pctx *c, const struct nlbuf *nb,
		       size_t off, size_t len, const struct nlmsghdr *h,
		       int proto)
{
	switch (proto) {
	case NETLINK_GENERIC:
		return genl_payload(c, nb, off, len, h->nlmsg_type);
	case NETLINK_NETFILTER:
		return nf_payload(c, nb, off, len, h);
	case NETLINK_ROUTE:
		return nl_route_payload(c, nb, off, len, h);
	case NETLINK_SOCK_DIAG:
		return nl_diag_payload(c, nb, off, len, h);
	case NETLINK_SELINUX:
		return selinux_payload(c, nb, off, len, h->nlmsg_type);
	}
	return false;
}
