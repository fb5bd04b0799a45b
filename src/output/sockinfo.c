/* --decode-fds=socket (-yy): what a socket descriptor is connected to,
 * as strace shows it:
 *
 *   TCP:[127.0.0.1:8080->127.0.0.1:41234]   a connected inet socket
 *   TCPv6:[[::1]:8080]                      bound, no peer
 *   UNIX-STREAM:[1234->1235,"/run/x.sock"]  inode, peer inode, path
 *   NETLINK:[ROUTE:4321]                    protocol and port id
 *   TCP:[1234]                              nothing more is known
 *
 * The protocol's name is the socket's "system.sockprotoname" attribute;
 * the addresses come from the kernel's sock_diag netlink interface,
 * asked for the one socket whose inode /proc gives. Every field of the
 * answer is checked against the length the kernel gave. */
#include "output/output.h"
#include "xlat_gen.h"

#include <arpa/inet.h>
#include <errno.h>
#include <linux/inet_diag.h>
#include <linux/netlink.h>
#include <linux/netlink_diag.h>
#include <linux/rtnetlink.h>
#include <linux/sock_diag.h>
#include <linux/unix_diag.h>
#include <netinet/in.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/xattr.h>
#include <unistd.h>

/* Sends req and hands each message of the answer to fn until it says
 * it is done (returns non-zero). */
static bool ask(int s, const void *req, size_t len,
		int (*fn)(const struct nlmsghdr *h, void *data), void *data)
{
	struct sockaddr_nl nl = { .nl_family = AF_NETLINK };
	union { char buf[8192]; struct nlmsghdr align; } u;

	if (sendto(s, req, len, 0, (struct sockaddr *)&nl, sizeof(nl)) < 0)
		return false;
	for (;;) {
		ssize_t n = recv(s, u.buf, sizeof(u.buf), 0);
		const struct nlmsghdr *h = &u.align;

		if (n <= 0)
			return false;
		for (; NLMSG_OK(h, (size_t)n); h = NLMSG_NEXT(h, n)) {
			int r;

			if (h->nlmsg_type == NLMSG_DONE ||
			    h->nlmsg_type == NLMSG_ERROR)
				return false;
			r = fn(h, data);
			if (r)
				return r > 0;
		}
	}
}

struct want {
	unsigned long inode;
	const char *name;
	struct strbuf *out;
};

static int inet_answer(const struct nlmsghdr *h, void *data)
{
	struct want *w = data;
	const struct inet_diag_msg *m = NLMSG_DATA(h);
	static const unsigned char zero[16];
	char src[INET6_ADDRSTRLEN], dst[INET6_ADDRSTRLEN];
	const char *ob, *cb;
	size_t alen;

	if (h->nlmsg_len < NLMSG_LENGTH(sizeof(*m)))
		return -1;
	if (m->idiag_inode != w->inode)
		return 0;
	if (m->idiag_family != AF_INET && m->idiag_family != AF_INET6)
		return -1;
	alen = m->idiag_family == AF_INET ? 4 : 16;
	ob = m->idiag_family == AF_INET6 ? "[" : "";
	cb = m->idiag_family == AF_INET6 ? "]" : "";
	if (!inet_ntop(m->idiag_family, m->id.idiag_src, src, sizeof(src)))
		return -1;
	sb_printf(w->out, "%s:[%s%s%s:%u", w->name, ob, src, cb,
		  ntohs(m->id.idiag_sport));
	if (m->id.idiag_dport || memcmp(m->id.idiag_dst, zero, alen)) {
		if (!inet_ntop(m->idiag_family, m->id.idiag_dst, dst,
			       sizeof(dst)))
			return -1;
		sb_printf(w->out, "->%s%s%s:%u", ob, dst, cb,
			  ntohs(m->id.idiag_dport));
	}
	sb_putc(w->out, ']');
	return 1;
}

static bool inet_details(int s, int family, int proto, struct want *w)
{
	struct {
		struct nlmsghdr h;
		struct inet_diag_req_v2 r;
	} req = {
		.h = { .nlmsg_len = sizeof(req),
		       .nlmsg_type = SOCK_DIAG_BY_FAMILY,
		       .nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP },
		.r = { .sdiag_family = (unsigned char)family,
		       .sdiag_protocol = (unsigned char)proto,
		       .idiag_states = ~0u },
	};

	return ask(s, &req, sizeof(req), inet_answer, w);
}

static int unix_answer(const struct nlmsghdr *h, void *data)
{
	struct want *w = data;
	const struct unix_diag_msg *m = NLMSG_DATA(h);
	const struct rtattr *a;
	unsigned peer = 0;
	const char *path = NULL;
	size_t plen = 0;
	int left;

	if (h->nlmsg_len < NLMSG_LENGTH(sizeof(*m)))
		return -1;
	if (m->udiag_ino != w->inode)
		return 0;
	left = (int)(h->nlmsg_len - NLMSG_LENGTH(sizeof(*m)));
	for (a = (const struct rtattr *)(m + 1); RTA_OK(a, left);
	     a = RTA_NEXT(a, left)) {
		if (a->rta_type == UNIX_DIAG_NAME && RTA_PAYLOAD(a) > 0) {
			path = RTA_DATA(a);
			plen = RTA_PAYLOAD(a);
		} else if (a->rta_type == UNIX_DIAG_PEER &&
			   RTA_PAYLOAD(a) >= 4) {
			memcpy(&peer, RTA_DATA(a), 4);
		}
	}
	if (!peer && !path)
		return -1;
	sb_printf(w->out, "%s:[%lu", w->name, w->inode);
	if (peer)
		sb_printf(w->out, "->%u", peer);
	if (path) {
		/* An abstract name starts with a NUL: "@name". */
		sb_putc(w->out, ',');
		if (path[0] == '\0') {
			sb_putc(w->out, '@');
			path++;
			plen--;
		}
		print_quoted(w->out, (const unsigned char *)path, plen, true);
	}
	sb_putc(w->out, ']');
	return 1;
}

static bool unix_details(int s, struct want *w)
{
	struct {
		struct nlmsghdr h;
		struct unix_diag_req r;
	} req = {
		.h = { .nlmsg_len = sizeof(req),
		       .nlmsg_type = SOCK_DIAG_BY_FAMILY,
		       .nlmsg_flags = NLM_F_REQUEST },
		.r = { .sdiag_family = AF_UNIX, .udiag_states = ~0u,
		       .udiag_ino = (unsigned)w->inode,
		       .udiag_show = UDIAG_SHOW_NAME | UDIAG_SHOW_PEER,
		       .udiag_cookie = { INET_DIAG_NOCOOKIE,
					 INET_DIAG_NOCOOKIE } },
	};

	return ask(s, &req, sizeof(req), unix_answer, w);
}

static int netlink_answer(const struct nlmsghdr *h, void *data)
{
	struct want *w = data;
	const struct netlink_diag_msg *m = NLMSG_DATA(h);
	const char *proto;

	if (h->nlmsg_len < NLMSG_LENGTH(sizeof(*m)))
		return -1;
	if (m->ndiag_ino != w->inode)
		return 0;
	proto = NULL;
	for (unsigned i = 0; i < xlat_netlink_proto.n; i++)
		if (xlat_netlink_proto.e[i].val == m->ndiag_protocol)
			proto = xlat_ename(&xlat_netlink_proto.e[i]);
	if (proto && !strncmp(proto, "NETLINK_", 8))
		sb_printf(w->out, "%s:[%s:%u]", w->name, proto + 8,
			  m->ndiag_portid);
	else
		sb_printf(w->out, "%s:[%u]", w->name, m->ndiag_protocol);
	return 1;
}

static bool netlink_details(int s, struct want *w)
{
	struct {
		struct nlmsghdr h;
		struct netlink_diag_req r;
	} req = {
		.h = { .nlmsg_len = sizeof(req),
		       .nlmsg_type = SOCK_DIAG_BY_FAMILY,
		       .nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP },
		.r = { .sdiag_family = AF_NETLINK,
		       .sdiag_protocol = NDIAG_PROTO_ALL },
	};

	return ask(s, &req, sizeof(req), netlink_answer, w);
}

/* What sock_diag said about an inode is kept (1024 slots by inode): as
 * in strace, a socket keeps the description it had when first found,
 * so that its peer still shows after the peer is gone. */
static struct { unsigned long inode; char *text; } known[1024];

static const char *known_text(unsigned long inode)
{
	unsigned slot = (unsigned)(inode % 1024);

	return known[slot].text && known[slot].inode == inode ?
	       known[slot].text : NULL;
}

static void remember(unsigned long inode, const struct strbuf *sb)
{
	unsigned slot = (unsigned)(inode % 1024);

	free(known[slot].text);
	known[slot].inode = inode;
	known[slot].text = xmalloc(sb->len + 1);
	memcpy(known[slot].text, sb->s, sb->len);
	known[slot].text[sb->len] = '\0';
}

bool socket_decorate(struct strbuf *sb, struct tcb *tcp, int fd,
		     unsigned long inode)
{
	static const struct { const char *name; int family, proto; } inet[] = {
		{ "TCP", AF_INET, IPPROTO_TCP }, { "TCPv6", AF_INET6, IPPROTO_TCP },
		{ "UDP", AF_INET, IPPROTO_UDP }, { "UDPv6", AF_INET6, IPPROTO_UDP },
		{ "UDPLITE", AF_INET, IPPROTO_UDPLITE },
		{ "UDPLITEv6", AF_INET6, IPPROTO_UDPLITE },
	};
	static struct strbuf out;
	char link[64], name[64];
	struct want w = { inode, name, &out };
	bool done = false;
	const char *seen = known_text(inode);
	ssize_t n;
	int s;

	if (seen) {
		sb_printf(sb, "<%s>", seen);
		return true;
	}
	snprintf(link, sizeof(link), "/proc/%d/fd/%d", proc_tid(tcp->tid), fd);
	n = getxattr(link, "system.sockprotoname", name, sizeof(name) - 1);
	if (n <= 0)
		return false;
	name[n] = '\0';
	if (name[n - 1] == '\0')
		n--;
	out.len = 0;
	sb_grow(&out, 64);
	s = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_SOCK_DIAG);
	if (s >= 0) {
		for (size_t i = 0; !done && i < ARRAY_SIZE(inet);
		     i++)
			if (!strcmp(name, inet[i].name))
				done = inet_details(s, inet[i].family,
						    inet[i].proto, &w);
		if (!done && !strncmp(name, "UNIX", 4))
			done = unix_details(s, &w);
		if (!done && !strcmp(name, "NETLINK"))
			done = netlink_details(s, &w);
		close(s);
	}
	if (done) {
		remember(inode, &out);
	} else {
		out.len = 0;
		sb_printf(&out, "%s:[%lu]", name, inode);
	}
	sb_putc(sb, '<');
	sb_write(sb, out.s, out.len);
	sb_putc(sb, '>');
	return true;
}
