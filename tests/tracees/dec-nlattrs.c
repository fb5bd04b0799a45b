/* Netlink attribute sets that nlattrs.list describes: sets chosen by
 * the message's family (RTM_NEWCACHEREPORT, IFLA_PROTINFO), nested sets
 * (IFLA_VFINFO_LIST, RTM_GETSTATS's extended stats, IFLA_AF_SPEC), named
 * array indexes and structs inside attributes. With the argument "raw", the
 * lines abitrace -X raw prints. */
#define _GNU_SOURCE
/* <net/if.h> before the UAPI headers, which then leave its structs be. */
#include <arpa/inet.h>
#include <net/if.h>
#include <linux/if_arp.h>
#include <linux/if_bridge.h>
#include <linux/if_link.h>
#include <linux/filter.h>
#include <linux/if_ether.h>
#include <linux/inet_diag.h>
#include <linux/mroute.h>
#include <linux/netlink.h>
#include <linux/packet_diag.h>
#include <linux/pkt_cls.h>
#include <linux/rtnetlink.h>
#include <linux/sock_diag.h>
#include <linux/tcp.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <unistd.h>
#include "dec.h"

static bool raw, verbose;

static const char *rv(long r)
{
	static char buf[128];

	if (r < 0)
		return failed_with(errno);
	snprintf(buf, sizeof(buf), "%ld", r);
	return buf;
}

/* A message being built: the netlink header, then what put() adds,
 * each piece aligned to 4 bytes as netlink wants. */
struct msg {
	union {
		struct nlmsghdr h;
		unsigned char b[1024];
	} u;
	size_t len;
};

static void msg_init(struct msg *m, uint16_t type)
{
	memset(m, 0, sizeof(*m));
	m->len = NLMSG_HDRLEN;
	m->u.h.nlmsg_type = type;
	m->u.h.nlmsg_flags = NLM_F_REQUEST;
}

static void *put(struct msg *m, const void *p, size_t n)
{
	void *at = m->u.b + m->len;

	memcpy(at, p, n);
	m->len += NLA_ALIGN(n);
	m->u.h.nlmsg_len = (uint32_t)m->len;
	return at;
}

/* An attribute: its header, its value. */
static void attr(struct msg *m, uint16_t type, const void *p, size_t n)
{
	struct nlattr a = { .nla_len = (uint16_t)(NLA_HDRLEN + n),
			    .nla_type = type };

	put(m, &a, sizeof(a));
	m->len -= NLA_ALIGN(sizeof(a));
	memcpy(m->u.b + m->len + NLA_HDRLEN, p, n);
	m->len += NLA_ALIGN(NLA_HDRLEN + n);
	m->u.h.nlmsg_len = (uint32_t)m->len;
}

/* A nested attribute: nest() opens it, nest_end() sets its length. */
static size_t nest(struct msg *m, uint16_t type)
{
	struct nlattr a = { .nla_len = NLA_HDRLEN, .nla_type = type };
	size_t at = m->len;

	put(m, &a, sizeof(a));
	return at;
}

static void nest_end(struct msg *m, size_t at)
{
	struct nlattr *a = (struct nlattr *)(m->u.b + at);

	a->nla_len = (uint16_t)(m->len - at);
}

/* The length of the attribute at at, as nest_end() set it. */
static size_t alen(const struct msg *m, size_t at)
{
	const struct nlattr *a = (const struct nlattr *)(m->u.b + at);

	return a->nla_len;
}

static long send_msg(int s, struct msg *m)
{
	return sendto(s, m->u.b, m->len, MSG_DONTWAIT, NULL, 0);
}

/* What -X raw prints instead of a name. */
static const char *sel(const char *name, const char *number)
{
	return raw ? number : name;
}

static void cachereport(int s)
{
	struct msg m;
	struct rtgenmsg g = { .rtgen_family = RTNL_FAMILY_IPMR };
	uint8_t type = IGMPMSG_NOCACHE;
	unsigned char dst[4] = { 192, 0, 2, 1 };
	long r;

	msg_init(&m, RTM_NEWCACHEREPORT);
	put(&m, &g, sizeof(g));
	attr(&m, IPMRA_CREPORT_MSGTYPE, &type, sizeof(type));
	attr(&m, IPMRA_CREPORT_DST_ADDR, dst, sizeof(dst));
	r = send_msg(s, &m);
	expect(rv(r), "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=%s, "
	       "nlmsg_flags=%s, nlmsg_seq=0, nlmsg_pid=0}, "
	       "{rtgen_family=%s}, [[{nla_len=5, nla_type=%s}, %s], "
	       "[{nla_len=8, nla_type=%s}, %s]]], %zu, %s, NULL, 0)", s,
	       m.len, sel("RTM_NEWCACHEREPORT", "0x60"),
	       sel("NLM_F_REQUEST", "0x1"), sel("RTNL_FAMILY_IPMR", "0x80"),
	       sel("IPMRA_CREPORT_MSGTYPE", "0x1"),
	       sel("IGMPMSG_NOCACHE", "0x1"),
	       sel("IPMRA_CREPORT_DST_ADDR", "0x4"),
	       sel("inet_addr(\"192.0.2.1\")", "\"\\xc0\\x00\\x02\\x01\""),
	       m.len, sel("MSG_DONTWAIT", "0x40"));

	/* A family without attributes of its own: the bytes. */
	msg_init(&m, RTM_NEWCACHEREPORT);
	g.rtgen_family = AF_INET;
	put(&m, &g, sizeof(g));
	attr(&m, IPMRA_CREPORT_MSGTYPE, &type, sizeof(type));
	r = send_msg(s, &m);
	if (!raw)
		expect(rv(r), "sendto(%d, [{nlmsg_len=%zu, "
		       "nlmsg_type=RTM_NEWCACHEREPORT, "
		       "nlmsg_flags=NLM_F_REQUEST, nlmsg_seq=0, nlmsg_pid=0}, "
		       "{rtgen_family=AF_INET}, "
		       "\"\\x05\\x00\\x01\\x00\\x01\\x00\\x00\\x00\"], %zu, "
		       "MSG_DONTWAIT, NULL, 0)", s, m.len, m.len);
}

static void link_msg(struct msg *m, uint8_t family)
{
	struct ifinfomsg i = { .ifi_family = family,
			       .ifi_type = ARPHRD_LOOPBACK };

	msg_init(m, RTM_GETLINK);
	m->u.h.nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP;
	put(m, &i, sizeof(i));
}

/* The line of an RTM_GETLINK dump request of family fam (a loopback
 * ifinfomsg, all zero), its attributes as fmt says. */
static void expect_link(long r, int s, const struct msg *m, const char *fam,
			const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

static void expect_link(long r, int s, const struct msg *m, const char *fam,
			const char *fmt, ...)
{
	char attrs[2048];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(attrs, sizeof(attrs), fmt, ap);
	va_end(ap);
	expect(rv(r), "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=RTM_GETLINK, "
	       "nlmsg_flags=NLM_F_REQUEST|NLM_F_DUMP, nlmsg_seq=0, "
	       "nlmsg_pid=0}, {ifi_family=%s, ifi_type=ARPHRD_LOOPBACK, "
	       "ifi_index=0, ifi_flags=0, ifi_change=0}, %s], %zu, "
	       "MSG_DONTWAIT, NULL, 0)", s, m->len, fam, attrs, m->len);
}

static void protinfo(int s)
{
	struct msg m;
	int32_t conf[3] = { 1, -1, 7 };
	uint32_t cost = 100, lo = if_nametoindex("lo");
	char lo_text[64];
	size_t n;
	long r;

	if (raw)
		return;
	/* AF_INET6: the devconf array, indexes named; an index past the
	 * names is a number with a comment. */
	link_msg(&m, AF_INET6);
	n = nest(&m, IFLA_PROTINFO);
	attr(&m, IFLA_INET6_CONF, conf, sizeof(conf));
	nest_end(&m, n);
	r = send_msg(s, &m);
	expect_link(r, s, &m, "AF_INET6",
		    "[{nla_len=20, nla_type=IFLA_PROTINFO}, [{nla_len=16, "
		    "nla_type=IFLA_INET6_CONF}, [[DEVCONF_FORWARDING]=1, "
		    "[DEVCONF_HOPLIMIT]=-1, [DEVCONF_MTU6]=7]]]");

	/* AF_BRIDGE: bridge port attributes. */
	link_msg(&m, AF_BRIDGE);
	n = nest(&m, IFLA_PROTINFO);
	attr(&m, IFLA_BRPORT_COST, &cost, sizeof(cost));
	attr(&m, IFLA_BRPORT_BACKUP_PORT, &lo, sizeof(lo));
	nest_end(&m, n);
	r = send_msg(s, &m);
	if (lo)
		snprintf(lo_text, sizeof(lo_text), "if_nametoindex(\"lo\")");
	else
		snprintf(lo_text, sizeof(lo_text), "0");
	expect_link(r, s, &m, "AF_BRIDGE",
		    "[{nla_len=20, nla_type=IFLA_PROTINFO}, [[{nla_len=8, "
		    "nla_type=IFLA_BRPORT_COST}, 100], [{nla_len=8, "
		    "nla_type=IFLA_BRPORT_BACKUP_PORT}, %s]]]", lo_text);
}

/* IFLA_AF_SPEC: typed by address family on most links (IPv4's devconf
 * array is indexed from its first value, FORWARDING, at 0), bridge
 * attributes on a bridge (a struct followed by bytes it does not
 * cover). */
static void af_spec(int s)
{
	struct msg m;
	int32_t conf[2] = { 1, 0 };
	struct { struct bridge_vlan_info v; uint16_t extra[2]; } vi = {
		.v = { .flags = BRIDGE_VLAN_INFO_MASTER, .vid = 5 },
		.extra = { 0x0201, 0x0403 },
	};
	size_t n, fam;
	long r;

	if (raw)
		return;
	link_msg(&m, AF_INET);
	n = nest(&m, IFLA_AF_SPEC);
	fam = nest(&m, AF_INET);
	attr(&m, IFLA_INET_CONF, conf, sizeof(conf));
	nest_end(&m, fam);
	nest_end(&m, n);
	r = send_msg(s, &m);
	expect_link(r, s, &m, "AF_INET",
		    "[{nla_len=20, nla_type=IFLA_AF_SPEC}, [{nla_len=16, "
		    "nla_type=AF_INET}, [{nla_len=12, "
		    "nla_type=IFLA_INET_CONF}, [[IPV4_DEVCONF_FORWARDING-1]=1, "
		    "[IPV4_DEVCONF_MC_FORWARDING-1]=0]]]]");

	link_msg(&m, AF_BRIDGE);
	n = nest(&m, IFLA_AF_SPEC);
	attr(&m, IFLA_BRIDGE_VLAN_INFO, &vi, sizeof(vi));
	nest_end(&m, n);
	r = send_msg(s, &m);
	expect_link(r, s, &m, "AF_BRIDGE",
		    "[{nla_len=16, nla_type=IFLA_AF_SPEC}, [{nla_len=12, "
		    "nla_type=IFLA_BRIDGE_VLAN_INFO}, "
		    "{flags=BRIDGE_VLAN_INFO_MASTER, vid=5}, "
		    "\"\\x01\\x02\\x03\\x04\"]]");
}

/* IFLA_LINKINFO: the data are read by the kind named before them. */
static void linkinfo(int s)
{
	struct msg m;
	uint32_t owner = (uint32_t)-1, queues = 4;
	size_t li, data;
	long r;

	if (raw)
		return;
	link_msg(&m, AF_UNSPEC);
	li = nest(&m, IFLA_LINKINFO);
	attr(&m, IFLA_INFO_KIND, "tun", 4);
	data = nest(&m, IFLA_INFO_DATA);
	attr(&m, IFLA_TUN_OWNER, &owner, sizeof(owner));
	attr(&m, IFLA_TUN_NUM_QUEUES, &queues, sizeof(queues));
	nest_end(&m, data);
	nest_end(&m, li);
	r = send_msg(s, &m);
	expect_link(r, s, &m, "AF_UNSPEC",
		    "[{nla_len=32, nla_type=IFLA_LINKINFO}, [[{nla_len=8, "
		    "nla_type=IFLA_INFO_KIND}, \"tun\"], [{nla_len=20, "
		    "nla_type=IFLA_INFO_DATA}, [[{nla_len=8, "
		    "nla_type=IFLA_TUN_OWNER}, -1], [{nla_len=8, "
		    "nla_type=IFLA_TUN_NUM_QUEUES}, 4]]]]]");

	/* A kind without a set of its own: its data in hex. */
	link_msg(&m, AF_UNSPEC);
	li = nest(&m, IFLA_LINKINFO);
	attr(&m, IFLA_INFO_KIND, "xyz", 4);
	attr(&m, IFLA_INFO_DATA, &queues, sizeof(queues));
	nest_end(&m, li);
	r = send_msg(s, &m);
	expect_link(r, s, &m, "AF_UNSPEC",
		    "[{nla_len=20, nla_type=IFLA_LINKINFO}, [[{nla_len=8, "
		    "nla_type=IFLA_INFO_KIND}, \"xyz\"], [{nla_len=8, "
		    "nla_type=IFLA_INFO_DATA}, \"\\x04\\x00\\x00\\x00\"]]]");
}

static void vfinfo(int s)
{
	struct msg m;
	struct ifla_vf_tx_rate rate = { .vf = 3, .rate = 1000 };
	size_t list, info;
	long r;

	if (raw)
		return;
	link_msg(&m, AF_UNSPEC);
	list = nest(&m, IFLA_VFINFO_LIST);
	info = nest(&m, IFLA_VF_INFO);
	attr(&m, IFLA_VF_TX_RATE, &rate, sizeof(rate));
	nest_end(&m, info);
	nest_end(&m, list);
	r = send_msg(s, &m);
	expect_link(r, s, &m, "AF_UNSPEC",
		    "[{nla_len=20, nla_type=IFLA_VFINFO_LIST}, [{nla_len=16, "
		    "nla_type=IFLA_VF_INFO}, [{nla_len=12, "
		    "nla_type=IFLA_VF_TX_RATE}, {vf=3, rate=1000}]]]");
}

static void stats(int s)
{
	struct msg m;
	struct if_stats_msg st = { .family = AF_UNSPEC };
	struct bridge_vlan_xstats vx = {
		.rx_bytes = 1, .tx_packets = 2, .vid = 10,
		.flags = BRIDGE_VLAN_INFO_PVID | 0x8000,
	};
	size_t x, br;
	long r;

	if (raw)
		return;
	msg_init(&m, RTM_GETSTATS);
	put(&m, &st, sizeof(st));
	x = nest(&m, IFLA_STATS_LINK_XSTATS);
	br = nest(&m, LINK_XSTATS_TYPE_BRIDGE);
	attr(&m, BRIDGE_XSTATS_VLAN, &vx, sizeof(vx));
	nest_end(&m, br);
	nest_end(&m, x);
	r = send_msg(s, &m);
	expect(rv(r), "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=RTM_GETSTATS, "
	       "nlmsg_flags=NLM_F_REQUEST, nlmsg_seq=0, nlmsg_pid=0}, "
	       "{family=AF_UNSPEC, ifindex=0, filter_mask=0}, "
	       "[{nla_len=%zu, nla_type=IFLA_STATS_LINK_XSTATS}, "
	       "[{nla_len=%zu, nla_type=LINK_XSTATS_TYPE_BRIDGE}, "
	       "[{nla_len=%zu, nla_type=BRIDGE_XSTATS_VLAN}, {rx_bytes=1, "
	       "rx_packets=0, tx_bytes=0, tx_packets=2, vid=10, "
	       "flags=BRIDGE_VLAN_INFO_PVID|0x8000}]]]], %zu, MSG_DONTWAIT, "
	       "NULL, 0)", s, m.len, 3 * NLA_HDRLEN + sizeof(vx),
	       2 * NLA_HDRLEN + sizeof(vx), NLA_HDRLEN + sizeof(vx), m.len);
}

/* RTM_GETACTION's TCA_ROOT_* attributes: the actions by index (in
 * hex), each with TCA_ACT_* attributes; a time delta in milliseconds. */
static void actions(int s)
{
	struct msg m;
	struct tcamsg t = { .tca_family = AF_UNSPEC };
	uint32_t idx = 5, cnt = 7, delta = 1010;
	size_t tab, item;
	long r;

	if (raw)
		return;
	msg_init(&m, RTM_GETACTION);
	put(&m, &t, sizeof(t));
	tab = nest(&m, TCA_ROOT_TAB);
	item = nest(&m, 1);
	attr(&m, TCA_ACT_INDEX, &idx, sizeof(idx));
	nest_end(&m, item);
	nest_end(&m, tab);
	attr(&m, TCA_ROOT_COUNT, &cnt, sizeof(cnt));
	attr(&m, TCA_ROOT_TIME_DELTA, &delta, sizeof(delta));
	r = send_msg(s, &m);
	expect(rv(r), "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=RTM_GETACTION, "
	       "nlmsg_flags=NLM_F_REQUEST, nlmsg_seq=0, nlmsg_pid=0}, "
	       "{tca_family=AF_UNSPEC}, [[{nla_len=16, nla_type=TCA_ROOT_TAB}, "
	       "[{nla_len=12, nla_type=0x1}, [{nla_len=8, "
	       "nla_type=TCA_ACT_INDEX}, 5]]], [{nla_len=8, "
	       "nla_type=TCA_ROOT_COUNT}, 7], [{nla_len=8, "
	       "nla_type=TCA_ROOT_TIME_DELTA}, 1010 /* 1.010 s */]]], %zu, "
	       "MSG_DONTWAIT, NULL, 0)", s, m.len, m.len);
}

/* An inet_diag reply's attributes: a congestion control module's info
 * struct, the socket memory array with its indexes named, the shutdown
 * bits in a comment after their number. */
/* A SOCK_DIAG_BY_FAMILY reply's header and the struct inet_diag_msg
 * of a listening AF_INET socket, as the trace shows them (after
 * nlmsg_len). */
#define INET_DIAG_MSG_SHOWN						\
	"nlmsg_type=SOCK_DIAG_BY_FAMILY, nlmsg_flags=NLM_F_DUMP, "	\
	"nlmsg_seq=0, nlmsg_pid=0}, {idiag_family=AF_INET, "		\
	"idiag_state=TCP_LISTEN, idiag_timer=0, idiag_retrans=0, "	\
	"id={idiag_sport=htons(0), idiag_dport=htons(0), "		\
	"idiag_src=inet_addr(\"0.0.0.0\"), "				\
	"idiag_dst=inet_addr(\"0.0.0.0\"), idiag_if=0, "		\
	"idiag_cookie=[0, 0]}, idiag_expires=0, idiag_rqueue=0, "	\
	"idiag_wqueue=0, idiag_uid=0, idiag_inode=0}, "

/* A bound NETLINK_SOCK_DIAG socket and a reply holding inet_diag_msg,
 * its attributes to add; -1 without the socket. */
static int inet_diag_start(struct msg *m)
{
	struct inet_diag_msg im = { .idiag_family = AF_INET,
				    .idiag_state = 10 };	/* TCP_LISTEN */
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK };
	int s;

	s = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_SOCK_DIAG);
	if (s < 0)
		return -1;
	bind(s, (struct sockaddr *)&sa, sizeof(sa));
	msg_init(m, SOCK_DIAG_BY_FAMILY);
	m->u.h.nlmsg_flags = NLM_F_DUMP;
	put(m, &im, sizeof(im));
	return s;
}

static void inet_attrs(void)
{
	struct msg m;
	struct tcpvegas_info vg = { .tcpv_enabled = 1, .tcpv_rttcnt = 2,
				    .tcpv_rtt = 3, .tcpv_minrtt = 4 };
	uint32_t mem[10] = { 5, 6, 0, 0, 0, 0, 0, 0, 0, 7 };
	uint8_t shut = 7;
	/* INET_DIAG_MD5SIG: the address by each key's family, as many
	 * key bytes as tcpm_keylen says (80 at most). */
	struct tcp_diag_md5sig md5[3] = {
		{ .tcpm_family = AF_INET, .tcpm_prefixlen = 32,
		  .tcpm_keylen = 2, .tcpm_addr = { htonl(0x7f000001) },
		  .tcpm_key = { 0xab, 0xcd, 0xef } },
		{ .tcpm_family = AF_INET6, .tcpm_prefixlen = 128,
		  .tcpm_addr = { 0, 0, 0, htonl(1) } },
		{ .tcpm_family = 0x2e, .tcpm_keylen = 1000,
		  .tcpm_addr = { htonl(0xdeadbeef) } },
	};
	char key80[4 * 80 + 1];
	long r;
	int s;

	if (raw || (s = inet_diag_start(&m)) < 0)
		return;
	attr(&m, INET_DIAG_VEGASINFO, &vg, sizeof(vg));
	attr(&m, INET_DIAG_SKMEMINFO, mem, sizeof(mem));
	attr(&m, INET_DIAG_SHUTDOWN, &shut, sizeof(shut));
	attr(&m, INET_DIAG_MD5SIG, md5, sizeof(md5));
	for (int i = 0; i < 80; i++)
		snprintf(key80 + 4 * i, 5, "\\x%02x", 0);
	r = send_msg(s, &m);
	expect(rv(r), "sendto(%d, [{nlmsg_len=%zu, "
	       INET_DIAG_MSG_SHOWN
	       "[[{nla_len=%zu, nla_type=INET_DIAG_VEGASINFO}, "
	       "{tcpv_enabled=1, tcpv_rttcnt=2, tcpv_rtt=3, tcpv_minrtt=4}], "
	       "[{nla_len=%zu, nla_type=INET_DIAG_SKMEMINFO}, "
	       "[[SK_MEMINFO_RMEM_ALLOC]=5, [SK_MEMINFO_RCVBUF]=6, "
	       "[SK_MEMINFO_WMEM_ALLOC]=0, [SK_MEMINFO_SNDBUF]=0, "
	       "[SK_MEMINFO_FWD_ALLOC]=0, [SK_MEMINFO_WMEM_QUEUED]=0, "
	       "[SK_MEMINFO_OPTMEM]=0, [SK_MEMINFO_BACKLOG]=0, "
	       "[SK_MEMINFO_DROPS]=0, [9 /* SK_MEMINFO_??? */]=7]], "
	       "[{nla_len=5, nla_type=INET_DIAG_SHUTDOWN}, "
	       "0x7 /* RCV_SHUTDOWN|SEND_SHUTDOWN|0x4 */], "
	       "[{nla_len=%zu, nla_type=INET_DIAG_MD5SIG}, "
	       "[{tcpm_family=AF_INET, tcpm_prefixlen=32, tcpm_keylen=2, "
	       "tcpm_addr=inet_addr(\"127.0.0.1\"), tcpm_key=\"\\xab\\xcd\"}, "
	       "{tcpm_family=AF_INET6, tcpm_prefixlen=128, tcpm_keylen=0, "
	       "inet_pton(AF_INET6, \"::1\", &tcpm_addr), tcpm_key=\"\"}, "
	       "{tcpm_family=0x2e /* AF_??? */, tcpm_prefixlen=0, "
	       "tcpm_keylen=1000, tcpm_addr=\"\\xde\\xad\\xbe\\xef\\x00"
	       "\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\", "
	       "tcpm_key=\"%s\"}]]]], %zu, "
	       "MSG_DONTWAIT, NULL, 0)", s, m.len, NLA_HDRLEN + sizeof(vg),
	       NLA_HDRLEN + sizeof(mem), NLA_HDRLEN + sizeof(md5), key80,
	       m.len);
	close(s);
}

/* INET_DIAG_ULP_INFO (its TLS and MPTCP sets), INET_DIAG_SK_BPF_STORAGES
 * (a map's value: a number when 1, 2, 4 or 8 bytes), INET_DIAG_SOCKOPT
 * (the bytes past its struct when not zero) and INET_DIAG_LOCALS (whole
 * sockaddr_storage records). The types by number: the host's headers
 * may be older than uapi/. */
static void inet_ulp_attrs(void)
{
	struct msg m;
	uint16_t tls_ver = 0x304, cipher = 52, conf = 0x77;
	uint32_t token = 0xbeef, flags = 0x141, map_id = 7;
	uint16_t value = 0xcafe;
	unsigned char sockopt[4] = { 0x01, 0x04, 0x00, 0xff };
	struct sockaddr_storage locals[2];
	struct sockaddr_in *sin = (struct sockaddr_in *)&locals[0];
	size_t ulp, tls, mptcp, st, one;
	long r;
	int s;

	if (raw || (s = inet_diag_start(&m)) < 0)
		return;
	memset(locals, 0, sizeof(locals));
	sin->sin_family = AF_INET;
	sin->sin_port = htons(443);
	sin->sin_addr.s_addr = htonl(0x7f000001);
	locals[1] = locals[0];
	ulp = nest(&m, 19);			/* INET_DIAG_ULP_INFO */
	attr(&m, 1, "tls", 4);			/* INET_ULP_INFO_NAME */
	tls = nest(&m, 2);			/* INET_ULP_INFO_TLS */
	attr(&m, 1, &tls_ver, sizeof(tls_ver));	/* TLS_INFO_VERSION */
	attr(&m, 2, &cipher, sizeof(cipher));	/* TLS_INFO_CIPHER */
	attr(&m, 3, &conf, sizeof(conf));	/* TLS_INFO_TXCONF */
	nest_end(&m, tls);
	mptcp = nest(&m, 3);			/* INET_ULP_INFO_MPTCP */
	attr(&m, 2, &token, sizeof(token));	/* ..._ATTR_TOKEN_LOC */
	attr(&m, 8, &flags, sizeof(flags));	/* ..._ATTR_FLAGS */
	nest_end(&m, mptcp);
	nest_end(&m, ulp);
	st = nest(&m, 20);			/* INET_DIAG_SK_BPF_STORAGES */
	one = nest(&m, 1);			/* SK_DIAG_BPF_STORAGE */
	attr(&m, 2, &map_id, sizeof(map_id));	/* ..._MAP_ID */
	attr(&m, 3, &value, sizeof(value));	/* ..._MAP_VALUE */
	nest_end(&m, one);
	nest_end(&m, st);
	attr(&m, 22, sockopt, sizeof(sockopt));	/* INET_DIAG_SOCKOPT */
	attr(&m, 12, locals, sizeof(locals));	/* INET_DIAG_LOCALS */
	r = send_msg(s, &m);
	expect(rv(r), "sendto(%d, [{nlmsg_len=%zu, "
	       INET_DIAG_MSG_SHOWN
	       "[[{nla_len=%zu, nla_type=INET_DIAG_ULP_INFO}, "
	       "[[{nla_len=8, nla_type=INET_ULP_INFO_NAME}, \"tls\"], "
	       "[{nla_len=%zu, nla_type=INET_ULP_INFO_TLS}, "
	       "[[{nla_len=6, nla_type=TLS_INFO_VERSION}, TLS_1_3_VERSION], "
	       "[{nla_len=6, nla_type=TLS_INFO_CIPHER}, "
	       "TLS_CIPHER_AES_GCM_256], "
	       "[{nla_len=6, nla_type=TLS_INFO_TXCONF}, "
	       "0x77 /* TLS_CONF_??? */]]], "
	       "[{nla_len=%zu, nla_type=INET_ULP_INFO_MPTCP}, "
	       "[[{nla_len=8, nla_type=MPTCP_SUBFLOW_ATTR_TOKEN_LOC}, 0xbeef], "
	       "[{nla_len=8, nla_type=MPTCP_SUBFLOW_ATTR_FLAGS}, "
	       "MPTCP_SUBFLOW_FLAG_MCAP_REM|MPTCP_SUBFLOW_FLAG_FULLY_ESTABLISHED"
	       "|MPTCP_SUBFLOW_FLAG_MAPVALID]]]]], "
	       "[{nla_len=%zu, nla_type=INET_DIAG_SK_BPF_STORAGES}, "
	       "[{nla_len=%zu, nla_type=SK_DIAG_BPF_STORAGE}, "
	       "[[{nla_len=8, nla_type=SK_DIAG_BPF_STORAGE_MAP_ID}, 7], "
	       "[{nla_len=6, nla_type=SK_DIAG_BPF_STORAGE_MAP_VALUE}, "
	       "0xcafe]]]], "
	       "[{nla_len=8, nla_type=INET_DIAG_SOCKOPT}, "
	       "{recverr=1, defer_connect=1}, /* bytes 2..3 */ "
	       "\"\\x00\\xff\"], "
	       "[{nla_len=%zu, nla_type=INET_DIAG_LOCALS}, "
	       "[{sa_family=AF_INET, sin_port=htons(443), "
	       "sin_addr=inet_addr(\"127.0.0.1\")}, "
	       "{sa_family=AF_INET, sin_port=htons(443), "
	       "sin_addr=inet_addr(\"127.0.0.1\")}]]]], %zu, "
	       "MSG_DONTWAIT, NULL, 0)", s, m.len, alen(&m, ulp),
	       alen(&m, tls), alen(&m, mptcp), alen(&m, st), alen(&m, one),
	       (size_t)(NLA_HDRLEN + sizeof(locals)), m.len);
	close(s);
}

/* PACKET_DIAG_FILTER: a socket's classic BPF program with -v, its
 * address otherwise. */
static void packet_filter(void)
{
	struct msg m;
	struct packet_diag_msg pd = { .pdiag_family = AF_PACKET,
				      .pdiag_type = SOCK_DGRAM,
				      .pdiag_num = ETH_P_ALL };
	struct sock_filter v[2] = {
		BPF_STMT(BPF_LD | BPF_B | BPF_ABS, SKF_AD_OFF + SKF_AD_PKTTYPE),
		BPF_STMT(BPF_RET | BPF_K, 42),
	};
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK };
	char prog[128];
	long r;
	int s;

	if (raw)
		return;
	s = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_SOCK_DIAG);
	if (s < 0)
		return;
	bind(s, (struct sockaddr *)&sa, sizeof(sa));
	msg_init(&m, SOCK_DIAG_BY_FAMILY);
	m.u.h.nlmsg_flags = NLM_F_DUMP;	/* a reply: no NLM_F_REQUEST */
	put(&m, &pd, sizeof(pd));
	attr(&m, PACKET_DIAG_FILTER, v, sizeof(v));
	r = send_msg(s, &m);
	if (verbose)
		snprintf(prog, sizeof(prog), "[BPF_STMT(BPF_LD|BPF_B|BPF_ABS, "
			 "SKF_AD_OFF+SKF_AD_PKTTYPE), "
			 "BPF_STMT(BPF_RET|BPF_K, 0x2a)]");
	else
		snprintf(prog, sizeof(prog), "%p",
			 (void *)(m.u.b + m.len - sizeof(v)));
	expect(rv(r), "sendto(%d, [{nlmsg_len=%zu, "
	       "nlmsg_type=SOCK_DIAG_BY_FAMILY, nlmsg_flags=NLM_F_DUMP, "
	       "nlmsg_seq=0, nlmsg_pid=0}, {pdiag_family=AF_PACKET, "
	       "pdiag_type=SOCK_DGRAM, pdiag_num=ETH_P_ALL, pdiag_ino=0, "
	       "pdiag_cookie=[0, 0]}, [{nla_len=%zu, "
	       "nla_type=PACKET_DIAG_FILTER}, %s]], %zu, MSG_DONTWAIT, NULL, "
	       "0)", s, m.len, NLA_HDRLEN + sizeof(v), prog, m.len);
	close(s);
}

int main(int argc, char **argv)
{
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK };
	int s;

	raw = argc > 1 && !strcmp(argv[1], "raw");
	verbose = argc > 1 && !strcmp(argv[1], "v");
	if (verbose) {
		/* -v: what it shows beyond the default */
		packet_filter();
		return 0;
	}
	s = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_ROUTE);
	if (s < 0) {
		printf("skip: no netlink socket (%s)\n", strerror(errno));
		return 0;
	}
	/* Bound, the socket's protocol is known from its first call. */
	bind(s, (struct sockaddr *)&sa, sizeof(sa));
	cachereport(s);
	protinfo(s);
	af_spec(s);
	linkinfo(s);
	vfinfo(s);
	stats(s);
	actions(s);
	close(s);
	packet_filter();
	inet_attrs();
	inet_ulp_attrs();
	return 0;
}
