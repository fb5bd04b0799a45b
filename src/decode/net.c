/* Sockets: addresses, address lengths, socket types and messages. */
#include "printers.h"

#include <arpa/inet.h>
#include <linux/netlink.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>

extern const struct xlat xlat_address_family;
extern const struct xlat xlat_socket_type;
extern const struct xlat xlat_socket_flags;
extern const struct xlat xlat_ip_proto;
extern const struct xlat xlat_netlink_proto;
extern const struct xlat xlat_msg_flags;

static void print_family(unsigned fam)
{
	tputs("{sa_family=");
	print_xlat_enum(&xlat_address_family, fam, "AF_???");
}

/* sun_path is not always NUL-terminated; a leading NUL makes it an
 * abstract name, shown with '@'. */
static void print_sun(const struct sockaddr_un *sun, size_t len)
{
	size_t plen = len - offsetof(struct sockaddr_un, sun_path);
	const char *p = sun->sun_path;

	if (len <= offsetof(struct sockaddr_un, sun_path))
		return;
	tputs(", sun_path=");
	if (p[0] == '\0' && plen > 1) {
		tputc('@');
		print_quoted(cur, (const unsigned char *)p + 1, plen - 1, false);
		return;
	}
	print_quoted(cur, (const unsigned char *)p, strnlen(p, plen), false);
}

static void print_sin(const struct sockaddr_in *sin)
{
	char a[INET_ADDRSTRLEN];

	inet_ntop(AF_INET, &sin->sin_addr, a, sizeof(a));
	tprintf(", sin_port=htons(%u), sin_addr=inet_addr(\"%s\")",
		ntohs(sin->sin_port), a);
}

static void print_sin6(const struct sockaddr_in6 *s6)
{
	char a[INET6_ADDRSTRLEN];

	inet_ntop(AF_INET6, &s6->sin6_addr, a, sizeof(a));
	tprintf(", sin6_port=htons(%u), sin6_flowinfo=htonl(%u)"
		", inet_pton(AF_INET6, \"%s\", &sin6_addr), sin6_scope_id=%u",
		ntohs(s6->sin6_port), ntohl(s6->sin6_flowinfo), a,
		s6->sin6_scope_id);
}

static void print_snl(const struct sockaddr_nl *nl)
{
	tprintf(", nl_pid=%d, nl_groups=%08x", (int)nl->nl_pid,
		nl->nl_groups);
}

/* Prints len bytes of socket address at addr. Families with too short
 * a length show their raw bytes, as the kernel would refuse them. */
static void print_sockaddr_at(struct tcb *tcp, uint64_t addr, uint64_t len)
{
	struct sockaddr_storage ss;
	size_t n = len < sizeof(ss) ? (size_t)len : sizeof(ss);
	unsigned fam;

	if (!addr) {
		tputs("NULL");
		return;
	}
	if (len < sizeof(sa_family_t) || umoven(tcp, addr, n, &ss) < 0) {
		print_addr(addr);
		return;
	}
	memset((char *)&ss + n, 0, sizeof(ss) - n);
	fam = ss.ss_family;
	print_family(fam);
	if (fam == AF_UNIX)
		print_sun((struct sockaddr_un *)&ss, n);
	else if (fam == AF_INET && n >= sizeof(struct sockaddr_in))
		print_sin((struct sockaddr_in *)&ss);
	else if (fam == AF_INET6 && n >= sizeof(struct sockaddr_in6))
		print_sin6((struct sockaddr_in6 *)&ss);
	else if (fam == AF_NETLINK && n >= sizeof(struct sockaddr_nl))
		print_snl((struct sockaddr_nl *)&ss);
	else if (n > sizeof(sa_family_t)) {
		tputs(", sa_data=");
		print_quoted(cur, (unsigned char *)&ss + sizeof(sa_family_t),
			     n - sizeof(sa_family_t), false);
	}
	tputc('}');
}

PRINTER(print_sockaddr_in)
{
	print_sockaddr_at(tcp, arg_ulong(tcp, argi),
			  arg_ulong(tcp, ad->param));
	return PRINT_OK;
}

/* The kernel writes the address and stores its real length through the
 * length pointer (argument N). */
PRINTER(print_sockaddr_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	uint32_t len;

	if (tcp->err || !addr ||
	    umoven(tcp, arg_ulong(tcp, ad->param), sizeof(len), &len) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	print_sockaddr_at(tcp, addr, len);
	return PRINT_OK;
}

PRINTER(print_socklen_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	int len;

	if (!addr || umoven(tcp, addr, sizeof(len), &len) < 0)
		print_addr(addr);
	else
		tprintf("[%d]", len);
	return PRINT_OK;
}

#define SOCK_TYPE_MASK 0xfu

PRINTER(print_sock_type)
{
	unsigned v = (unsigned)tcp->args[argi];

	print_xlat_enum(&xlat_socket_type, v & SOCK_TYPE_MASK, "SOCK_???");
	if (v & ~SOCK_TYPE_MASK) {
		tputc('|');
		print_xlat_flags(&xlat_socket_flags, v & ~SOCK_TYPE_MASK, NULL);
	}
	return PRINT_OK;
}

/* The protocol's names depend on the domain, argument 0. */
PRINTER(print_sock_proto)
{
	unsigned fam = (unsigned)tcp->args[0];
	unsigned v = (unsigned)tcp->args[argi];

	if (fam == AF_INET || fam == AF_INET6)
		print_xlat_enum(&xlat_ip_proto, v, "IPPROTO_???");
	else if (fam == AF_NETLINK)
		print_xlat_enum(&xlat_netlink_proto, v, "NETLINK_???");
	else
		tprintf("%u", v);
	return PRINT_OK;
}

/* ---- msghdr ------------------------------------------------------- */

struct kmsghdr {
	uint64_t name;
	uint32_t namelen;
	uint64_t iov, iovlen, control, controllen;
	uint32_t flags;
};

static int read_msghdr(struct tcb *tcp, uint64_t addr, struct kmsghdr *m)
{
	struct msghdr h;

	/* 64-bit layout only; a 32-bit tracee's is printed as an address. */
	if (is_compat(tcp) || umoven(tcp, addr, sizeof(h), &h) < 0)
		return -1;
	m->name = (uintptr_t)h.msg_name;
	m->namelen = h.msg_namelen;
	m->iov = (uintptr_t)h.msg_iov;
	m->iovlen = h.msg_iovlen;
	m->control = (uintptr_t)h.msg_control;
	m->controllen = h.msg_controllen;
	m->flags = (uint32_t)h.msg_flags;
	return 0;
}

static void print_msghdr(struct tcb *tcp, const struct kmsghdr *m,
			 bool limited, uint64_t total)
{
	tputs("{msg_name=");
	print_sockaddr_at(tcp, m->namelen ? m->name : 0, m->namelen);
	tprintf(", msg_namelen=%u, msg_iov=", m->namelen);
	print_iov_at(tcp, m->iov, m->iovlen, limited, total);
	tprintf(", msg_iovlen=%llu", (unsigned long long)m->iovlen);
	if (m->controllen) {
		tputs(", msg_control=");
		print_addr(m->control);
	}
	tprintf(", msg_controllen=%llu, msg_flags=",
		(unsigned long long)m->controllen);
	print_xlat_flags(&xlat_msg_flags, m->flags, NULL);
	tputc('}');
}

PRINTER(print_msghdr_in)
{
	uint64_t addr = arg_ulong(tcp, argi);
	struct kmsghdr m;

	if (!addr || read_msghdr(tcp, addr, &m) < 0)
		print_addr(addr);
	else
		print_msghdr(tcp, &m, false, 0);
	return PRINT_OK;
}

PRINTER(print_msghdr_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	struct kmsghdr m;

	if (tcp->err || !addr || read_msghdr(tcp, addr, &m) < 0)
		print_addr(addr);
	else
		print_msghdr(tcp, &m, true, (uint64_t)tcp->rval);
	return PRINT_OK;
}
