/* Sockets: addresses, address lengths, socket types and messages. */
#include "printers.h"
#include "../filter.h"

#include <arpa/inet.h>
#include <linux/netlink.h>
#include <netinet/in.h>
#include <stdlib.h>
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

/* A socklen_t the caller sets and the kernel updates: "[16]" when the
 * kernel left it as it was, "[128 => 16]" when it changed it. */
PRINTER(print_socklen_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	bool in = tcp->peeked & (1u << argi);
	int len;

	if (!addr || umoven(tcp, addr, sizeof(len), &len) < 0) {
		if (in)
			tprintf("[%d]", (int)tcp->peek[argi]);
		else
			print_addr(addr);
		return PRINT_OK;
	}
	if (in && !tcp->err && (int)tcp->peek[argi] != len)
		tprintf("[%d => %d]", (int)tcp->peek[argi], len);
	else
		tprintf("[%d]", in ? (int)tcp->peek[argi] : len);
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

/* struct msghdr in words of the tracee: name, namelen (int), iov,
 * iovlen, control, controllen, flags (int). */
static int read_msghdr(struct tcb *tcp, uint64_t addr, struct kmsghdr *m)
{
	size_t w = personalities[tcp->pers].wordsize;
	unsigned char b[7 * 8];
	uint64_t v[7] = { 0 };

	if (umoven(tcp, addr, 7 * w, b) < 0)
		return -1;
	for (int i = 0; i < 7; i++)
		memcpy(&v[i], b + i * w, (i == 1 || i == 6) ? 4 : w);
	m->name = v[0];
	m->namelen = (uint32_t)v[1];
	m->iov = v[2];
	m->iovlen = v[3];
	m->control = v[4];
	m->controllen = v[5];
	m->flags = (uint32_t)v[6];
	return 0;
}

/* ---- control messages --------------------------------------------- */

#define MAX_CONTROL 4096

/* Within -s, as strace: at most string_limit descriptors, and bytes
 * of data, then "...". */
static void print_cmsg_data(struct tcb *tcp, int level, int type,
			    const unsigned char *d, size_t len)
{
	size_t limit = (size_t)opt.string_limit;

	if (level == SOL_SOCKET && type == SCM_RIGHTS) {
		tputc('[');
		for (size_t i = 0; i + 4 <= len; i += 4) {
			int fd;

			memcpy(&fd, d + i, 4);
			if (i)
				tputs(", ");
			if (i / 4 == limit) {
				tputs("...");
				break;
			}
			print_fd_value(tcp, fd);
		}
		tputc(']');
		return;
	}
	if (level == SOL_SOCKET && type == SCM_CREDENTIALS && len >= 12) {
		uint32_t c[3];

		memcpy(c, d, sizeof(c));
		tprintf("{pid=%d, uid=%u, gid=%u}", (int)c[0], c[1], c[2]);
		return;
	}
	print_quoted(cur, d, len < limit ? len : limit, false);
	if (len > limit)
		tputs("...");
}

/* The control buffer as a list of cmsghdr: a word-sized length, level
 * and type, then the data, each header aligned to a word. */
static void print_control(struct tcb *tcp, uint64_t addr, uint64_t len)
{
	extern const struct xlat xlat_socket_level;
	size_t w = personalities[tcp->pers].wordsize, hdr = w + 8;
	unsigned char *buf;
	size_t off = 0;
	bool first = true;

	if (!addr || len > MAX_CONTROL || len < hdr) {
		print_addr(addr);
		return;
	}
	buf = xmalloc(len);
	if (umoven(tcp, addr, len, buf) < 0) {
		free(buf);
		print_addr(addr);
		return;
	}
	tputc('[');
	while (off + hdr <= len) {
		uint64_t clen = 0;
		int level, type;

		memcpy(&clen, buf + off, w);
		memcpy(&level, buf + off + w, 4);
		memcpy(&type, buf + off + w + 4, 4);
		if (!first)
			tputs(", ");
		first = false;
		tprintf("{cmsg_len=%llu, cmsg_level=", (unsigned long long)clen);
		print_xlat_enum(&xlat_socket_level, (unsigned)level, "SOL_???");
		tputs(", cmsg_type=");
		if (level == SOL_SOCKET && type == SCM_RIGHTS)
			tputs("SCM_RIGHTS");
		else if (level == SOL_SOCKET && type == SCM_CREDENTIALS)
			tputs("SCM_CREDENTIALS");
		else
			tprintf("%#x", (unsigned)type);
		if (clen < hdr) {
			tputc('}');
			break;
		}
		if (clen > len - off)
			clen = len - off;
		tputs(", cmsg_data=");
		print_cmsg_data(tcp, level, type, buf + off + hdr, clen - hdr);
		tputc('}');
		off += (clen + w - 1) / w * w;
	}
	tputc(']');
	free(buf);
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
		print_control(tcp, m->control, m->controllen);
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

/* ---- socketcall --------------------------------------------------- */

/* socketcall(call, args) of 32-bit x86: the call numbers of
 * <linux/net.h> with the name strace shows and the number of words the
 * args array holds for it. */
static const struct { const char *name; unsigned char nargs; }
socketcalls[] = {
	[1] = { "socket", 3 }, [2] = { "bind", 3 }, [3] = { "connect", 3 },
	[4] = { "listen", 2 }, [5] = { "accept", 3 },
	[6] = { "getsockname", 3 }, [7] = { "getpeername", 3 },
	[8] = { "socketpair", 4 }, [9] = { "send", 4 }, [10] = { "recv", 4 },
	[11] = { "sendto", 6 }, [12] = { "recvfrom", 6 },
	[13] = { "shutdown", 2 }, [14] = { "setsockopt", 5 },
	[15] = { "getsockopt", 5 }, [16] = { "sendmsg", 3 },
	[17] = { "recvmsg", 3 }, [18] = { "accept4", 4 },
	[19] = { "recvmmsg", 5 }, [20] = { "sendmmsg", 4 },
};
#define NSOCKETCALLS (sizeof(socketcalls) / sizeof(socketcalls[0]))

const struct sysdesc *sysdesc_by_name(const char *name)
{
	for (unsigned i = 0; i < sysdescs_count; i++)
		if (!strcmp(sysdescs[i].name, name))
			return &sysdescs[i];
	return NULL;
}

/* Whether any call socketcall can carry is in the -e trace= set: then a
 * seccomp filter must stop on socketcall itself. */
static bool socketcall_carries_traced(void)
{
	for (unsigned i = 0; i < NSOCKETCALLS; i++) {
		const struct sysdesc *sd;

		if (!socketcalls[i].name)
			continue;
		sd = sysdesc_by_name(socketcalls[i].name);
		if (sd && filter_desc_traced(sd))
			return true;
	}
	return false;
}

bool demux_traced(const struct sysdesc *mux)
{
	if (!strcmp(mux->name, "socketcall"))
		return socketcall_carries_traced();
	if (!strcmp(mux->name, "ipc"))
		return ipc_carries_traced();
	return false;
}

/* An unknown call number or an unreadable array leaves the line as
 * socketcall(N, 0x...), as the kernel will fail it with EINVAL/EFAULT. */
void decode_demux(struct tcb *tcp)
{
	static const struct sysdesc *cache[NSOCKETCALLS];
	const struct sysdesc *sd;
	uint32_t a[6];
	uint64_t call;
	unsigned n;

	if (!tcp->sd || !is_compat(tcp))
		return;
	if (!strcmp(tcp->sd->name, "ipc")) {
		ipc_demux(tcp);
		return;
	}
	if (strcmp(tcp->sd->name, "socketcall"))
		return;
	call = (uint32_t)tcp->args[0];
	if (call >= NSOCKETCALLS || !socketcalls[call].name)
		return;
	n = socketcalls[call].nargs;
	if (umoven(tcp, (uint32_t)tcp->args[1], n * 4, a) < 0)
		return;
	if (!cache[call])
		cache[call] = sysdesc_by_name(socketcalls[call].name);
	sd = cache[call];
	if (!sd)
		return;
	memcpy(tcp->raw_args, tcp->args, sizeof(tcp->raw_args));
	tcp->demuxed = true;
	for (unsigned i = 0; i < MAX_ARGS; i++)
		tcp->args[i] = i < n ? a[i] : 0;
	tcp->sd = sd;
}

/* ---- socket options ----------------------------------------------- */

extern const struct xlat xlat_sockopt_socket;
extern const struct xlat xlat_sockopt_tcp;
extern const struct xlat xlat_sockopt_ip;
extern const struct xlat xlat_sockopt_ipv6;

/* The option's names depend on the level, argument 1. */
PRINTER(print_sockopt_name)
{
	unsigned level = (unsigned)tcp->args[ad->param];
	unsigned v = (unsigned)tcp->args[argi];
	const struct xlat *x = NULL;

	switch (level) {
	case SOL_SOCKET: x = &xlat_sockopt_socket; break;
	case IPPROTO_TCP: x = &xlat_sockopt_tcp; break;
	case IPPROTO_IP: x = &xlat_sockopt_ip; break;
	case IPPROTO_IPV6: x = &xlat_sockopt_ipv6; break;
	}
	if (x && xlat_name(x, v))
		tputs(xlat_name(x, v));
	else
		tprintf("%u", v);
	return PRINT_OK;
}

/* Most options are one int: "[1]". Others show their bytes. */
static void print_optval(struct tcb *tcp, uint64_t addr, uint64_t len)
{
	int v;

	if (!addr) {
		tputs("NULL");
		return;
	}
	if (len == sizeof(v) && umoven(tcp, addr, sizeof(v), &v) == 0) {
		tprintf("[%d]", v);
		return;
	}
	print_buf_at(tcp, addr, len > 1024 ? 1024 : len);
}

PRINTER(print_sockopt_in)
{
	print_optval(tcp, arg_ulong(tcp, argi),
		     (uint32_t)tcp->args[ad->param]);
	return PRINT_OK;
}

/* The kernel stored the value's length where argument N points. */
PRINTER(print_sockopt_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	uint32_t len;

	if (tcp->err ||
	    umoven(tcp, arg_ulong(tcp, ad->param), sizeof(len), &len) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	print_optval(tcp, addr, len);
	return PRINT_OK;
}

/* ---- sendmmsg, recvmmsg ------------------------------------------- */

/* A vector the kernel caps at UIO_MAXIOV; nothing beyond is read. */
#define MAX_MMSG 1024

/* struct mmsghdr: a msghdr (seven words) then the unsigned msg_len,
 * padded to a word. Both calls are shown at exit, with the messages
 * the call handled and the length of each. */
static void print_mmsghdr_vec(struct tcb *tcp, uint64_t addr, uint64_t n,
			      bool received)
{
	size_t w = personalities[tcp->pers].wordsize;
	size_t sz = 8 * w;
	struct kmsghdr m;
	uint32_t len;

	if (!addr || n > MAX_MMSG || (n && read_msghdr(tcp, addr, &m) < 0)) {
		print_addr(addr);
		return;
	}
	tputc('[');
	for (uint64_t i = 0; i < n; i++) {
		uint64_t a = addr + i * sz;

		if (i)
			tputs(", ");
		if (i >= (uint64_t)opt.string_limit) {
			tputs("...");
			break;
		}
		if (read_msghdr(tcp, a, &m) < 0 ||
		    umoven(tcp, a + 7 * w, 4, &len) < 0) {
			tputs("...");
			break;
		}
		tputs("{msg_hdr=");
		print_msghdr(tcp, &m, received, len);
		tprintf(", msg_len=%u}", len);
	}
	tputc(']');
}

PRINTER(print_mmsghdr_in)
{
	uint64_t addr = arg_ulong(tcp, argi);

	(void)ad;
	if (tcp->err)
		print_addr(addr);
	else
		print_mmsghdr_vec(tcp, addr, (uint64_t)tcp->rval, false);
	return PRINT_OK;
}

PRINTER(print_mmsghdr_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	(void)ad;
	if (tcp->err)
		print_addr(addr);
	else
		print_mmsghdr_vec(tcp, addr, (uint64_t)tcp->rval, true);
	return PRINT_OK;
}
