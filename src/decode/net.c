/* Sockets: address lengths, socket types, messages and their control
 * data, socketcall, mmsghdr. The addresses are sockaddr.c's. */
#include "printers.h"
#include "decode/filter.h"
#include "netlink.h"
#include "decode/decode.h"
#include "net.h"

#include <arpa/inet.h>
#include <linux/netlink.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>

/* A socklen_t the caller sets and the kernel updates: "[16]" when the
 * kernel left it as it was, "[128 => 16]" when it changed it. */
int print_socklen_out(const struct pctx *c, uint64_t addr,
		      const uint32_t *peek)
{
	int len;

	if (!addr || umove(c, addr, sizeof(len), &len) < 0) {
		if (!peek)
			return v_addr(c, addr);
		v_array_begin(c);
		v_elem(c);
		v_int(c, (int)*peek);
		v_array_end(c);
		return PRINT_OK;
	}
	v_array_begin(c);
	v_elem(c);
	/* A failed call may have written it too (getsockopt's
	 * NETLINK_LIST_MEMBERSHIPS fails with EFAULT after storing the
	 * length it needs): a change is shown whatever the result. */
	if (peek && (int)*peek != len) {
		v_int(c, (int)*peek);
		v_changed(c);
		v_int(c, len);
	} else {
		v_int(c, peek ? (int)*peek : len);
	}
	v_array_end(c);
	return PRINT_OK;
}

#define SOCK_TYPE_MASK 0xfu

int print_sock_type(const struct pctx *c, uint64_t v)
{
	unsigned u = (unsigned)v;

	v_flags_begin(c, u, &xlat_socket_flags);
	v_flag_type_rest(c, &xlat_socket_type, u & SOCK_TYPE_MASK,
			 " /* SOCK_??? */", &xlat_socket_flags,
			 u & ~SOCK_TYPE_MASK);
	v_flags_end(c);
	return PRINT_OK;
}

/* The protocol's names depend on the domain (the parameter). */
int print_sock_proto(const struct pctx *c, uint64_t v, uint64_t family)
{
	unsigned fam = (unsigned)family;
	unsigned u = (unsigned)v;

	if (fam == AF_INET || fam == AF_INET6)
		v_enum(c, &xlat_ip_proto, u, "IPPROTO_???");
	else if (fam == AF_NETLINK)
		v_enum(c, &xlat_netlink_proto, u, "NETLINK_???");
	else
		v_uint(c, u);
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
static int read_msghdr(const struct pctx *c, uint64_t addr, struct kmsghdr *m)
{
	size_t w = abi_word(c);
	unsigned char b[7 * 8];
	uint64_t v[7] = { 0 };

	if (umove(c, addr, 7 * w, b) < 0)
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

/* The kernel refuses a control buffer larger than its optmem_max (the
 * net.core sysctl): no more of one is read, and "..." says so. */
static size_t control_cap(void)
{
	static size_t cap;
	FILE *f;
	long v = 0;

	if (cap)
		return cap;
	cap = 20480;
	f = fopen("/proc/sys/net/core/optmem_max", "r");
	if (f) {
		if (fscanf(f, "%ld", &v) == 1 && v > 0 && v <= 0x100000)
			cap = (size_t)(v + 7) & ~(size_t)7;
		fclose(f);
	}
	return cap;
}

/* -v shows every element; otherwise at most -s of them. */
static size_t elem_limit(const struct pctx *c)
{
	return c->opt->verbose ? SIZE_MAX : (size_t)c->opt->string_limit;
}

static void cmsg_fds(const struct pctx *c, const unsigned char *d, size_t len)
{
	size_t limit = elem_limit(c);

	v_array_begin(c);
	for (size_t i = 0; i + 4 <= len; i += 4) {
		int fd;

		if (i / 4 == limit) {
			v_more(c);
			break;
		}
		memcpy(&fd, d + i, 4);
		v_elem(c);
		v_fd(c, fd);
	}
	v_array_end(c);
}

static void cmsg_bytes_hex(const struct pctx *c, const unsigned char *d,
			   size_t len)
{
	size_t limit = elem_limit(c);

	v_array_begin(c);
	for (size_t i = 0; i < len; i++) {
		if (i == limit) {
			v_more(c);
			break;
		}
		v_elem(c);
		v_numf(c, VK_UINT, d[i], "%#x", d[i]);
	}
	v_array_end(c);
}

static void cmsg_u32(const struct pctx *c, const unsigned char *d)
{
	uint32_t v;

	memcpy(&v, d, 4);
	v_array_begin(c);
	v_elem(c);
	v_uint(c, v);
	v_array_end(c);
}

/* A time as two numbers of size sz each (a word of the ABI for the old
 * layouts, 8 bytes for the _NEW ones): seconds signed, the fraction as
 * the kernel's unsigned view of it. */
static void cmsg_time(const struct pctx *c, const unsigned char *d,
		      size_t sz, const char *frac)
{
	int64_t sec = 0;
	uint64_t f = 0;

	if (sz == 4) {
		int32_t s32;
		uint32_t f32;

		memcpy(&s32, d, 4);
		memcpy(&f32, d + 4, 4);
		sec = s32;
		f = f32;
	} else {
		memcpy(&sec, d, 8);
		memcpy(&f, d + 8, 8);
	}
	v_struct_begin(c);
	f_int(c, "tv_sec", sec);
	f_uint(c, frac, f);
	v_struct_end(c);
}

/* cmsg_data of SOL_SOCKET messages; false: not a type shown. */
static bool cmsg_socket(const struct pctx *c, int type,
			const unsigned char *d, size_t len)
{
	size_t w = abi_word(c), n = 0, sz = w;
	const char *frac = "tv_nsec";

	switch (type) {
	case SCM_RIGHTS:
		if (!len)
			return false;
		v_field(c, "cmsg_data");
		/* Too short for one descriptor: the bytes, as strace 7.2. */
		if (len < 4) {
			v_hexstr(c, d, len, false);
			return true;
		}
		cmsg_fds(c, d, len);
		return true;
	case SCM_CREDENTIALS: {
		uint32_t cr[3];

		if (len < sizeof(cr))
			break;
		memcpy(cr, d, sizeof(cr));
		v_field(c, "cmsg_data");
		v_struct_begin(c);
		v_field(c, "pid");
		v_pid(c, (int)cr[0]);
		f_uint(c, "uid", cr[1]);
		f_uint(c, "gid", cr[2]);
		v_struct_end(c);
		return true;
	}
	case 3:		/* SCM_SECURITY: the peer's security context */
		/* Within -s: the context is text of any length. */
		v_field(c, "cmsg_data");
		v_str(c, d, len < (size_t)c->opt->string_limit ? len :
		      (size_t)c->opt->string_limit,
		      len > (size_t)c->opt->string_limit);
		return true;
	case 4: {	/* SCM_PIDFD: the sender's pidfd, installed here */
		int fd;

		if (len < sizeof(fd))
			return false;
		memcpy(&fd, d, sizeof(fd));
		v_field(c, "cmsg_data");
		v_fd(c, fd);
		return true;
	}
	case 29:	/* SO_TIMESTAMP_OLD: struct timeval */
		frac = "tv_usec";
		n = 1;
		break;
	case 35:	/* SO_TIMESTAMPNS_OLD: struct timespec */
		n = 1;
		break;
	case 37:	/* SO_TIMESTAMPING_OLD: three timespecs */
		n = 3;
		break;
	case 63:	/* SO_TIMESTAMP_NEW: struct __kernel_sock_timeval */
		frac = "tv_usec";
		n = 1;
		sz = 8;
		break;
	case 64:	/* SO_TIMESTAMPNS_NEW: struct __kernel_timespec */
		n = 1;
		sz = 8;
		break;
	case 65:	/* SO_TIMESTAMPING_NEW */
		n = 3;
		sz = 8;
		break;
	default:
		return false;
	}
	if (!n)
		return false;
	v_field(c, "cmsg_data");
	if (len != n * 2 * sz) {
		v_text(c, "???");
		return true;
	}
	if (n > 1)
		v_array_begin(c);
	for (size_t i = 0; i < n; i++) {
		if (n > 1)
			v_elem(c);
		cmsg_time(c, d + i * 2 * sz, sz, frac);
	}
	if (n > 1)
		v_array_end(c);
	return true;
}

/* cmsg_data of a type of no known shape: its bytes in hex, cut at -s,
 * so what the tracee sent stays visible (as strace 7.2). */
static void cmsg_unknown(const struct pctx *c, const unsigned char *d,
			 size_t len)
{
	size_t limit = (size_t)c->opt->string_limit;

	v_field(c, "cmsg_data");
	v_hexstr(c, d, len < limit ? len : limit, len > limit);
}

/* cmsg_data of SOL_IP messages, ip(7). */
static bool cmsg_ip(const struct pctx *c, int type, const unsigned char *d,
		    size_t len)
{
	uint32_t u;

	switch (type) {
	case 8:		/* IP_PKTINFO: struct in_pktinfo */
		if (len < 12)
			return false;
		memcpy(&u, d, 4);
		v_field(c, "cmsg_data");
		v_struct_begin(c);
		v_field(c, "ipi_ifindex");
		print_ifindex(c, u);
		v_field(c, "ipi_spec_dst");
		net_inet_addr(c, d + 4);
		v_field(c, "ipi_addr");
		net_inet_addr(c, d + 8);
		v_struct_end(c);
		return true;
	case 3:		/* SCM_SECURITY, with IP_PASSSEC */
		return cmsg_socket(c, type, d, len);
	case 2:		/* IP_TTL */
	case 23:	/* IP_CHECKSUM */
		if (len < 4)
			return false;
		v_field(c, "cmsg_data");
		cmsg_u32(c, d);
		return true;
	case 52:	/* IP_PROTOCOL: the socket's protocol, an int */
		if (len < 4)
			return false;
		memcpy(&u, d, 4);
		v_field(c, "cmsg_data");
		v_array_begin(c);
		v_elem(c);
		v_enum(c, &xlat_ip_proto, u, "IPPROTO_???");
		v_array_end(c);
		return true;
	case 1:		/* IP_TOS: one byte */
		if (len < 1)
			return false;
		v_field(c, "cmsg_data");
		v_array_begin(c);
		v_elem(c);
		v_numf(c, VK_UINT, d[0], "%#x", d[0]);
		v_array_end(c);
		return true;
	case 6:		/* IP_RECVOPTS */
	case 7:		/* IP_RETOPTS: the IP options' bytes */
		v_field(c, "cmsg_data");
		cmsg_bytes_hex(c, d, len);
		return true;
	case 11: {	/* IP_RECVERR: struct sock_extended_err, offender */
		uint32_t e[4];

		if (len < sizeof(e))
			return false;
		memcpy(e, d, sizeof(e));
		v_field(c, "cmsg_data");
		v_struct_begin(c);
		f_uint(c, "ee_errno", e[0]);
		f_uint(c, "ee_origin", d[4]);
		f_uint(c, "ee_type", d[5]);
		f_uint(c, "ee_code", d[6]);
		f_uint(c, "ee_info", e[2]);
		f_uint(c, "ee_data", e[3]);
		if (len >= 16 + sizeof(sa_family_t)) {
			v_field(c, "offender");
			print_sockaddr_buf(c, d + 16, len - 16);
		}
		v_struct_end(c);
		return true;
	}
	case 20:	/* IP_ORIGDSTADDR: a sockaddr_in */
		if (len < sizeof(sa_family_t))
			return false;
		v_field(c, "cmsg_data");
		print_sockaddr_buf(c, d, len);
		return true;
	}
	return false;
}

/* The control buffer as a list of cmsghdr: a word-sized length, level
 * and type, then the data, each header aligned to a word. A header
 * whose length says less than a header still takes a header's room;
 * room left for less than a header is "... / * address * /". */
static void print_control(const struct pctx *c, uint64_t addr, uint64_t len)
{
	size_t w = abi_word(c), hdr = w + 8;
	size_t cap = control_cap(), n = len > cap ? cap : (size_t)len;
	unsigned char *buf;
	size_t off = 0;

	if (!addr || len < hdr) {
		v_addr(c, addr);
		return;
	}
	buf = xmalloc(n);
	if (umove(c, addr, n, buf) < 0) {
		free(buf);
		v_addr(c, addr);
		return;
	}
	v_array_begin(c);
	for (;;) {
		size_t rem = n - off, room, step;
		uint64_t clen = 0;
		int level, type;
		const struct xlat *types = NULL;
		bool known = false;

		memcpy(&clen, buf + off, w);
		memcpy(&level, buf + off + w, 4);
		memcpy(&type, buf + off + w + 4, 4);
		v_elem(c);
		v_struct_begin(c);
		f_uint(c, "cmsg_len", clen);
		f_enum(c, "cmsg_level", &xlat_socket_level, (unsigned)level,
		       "SOL_???");
		v_field(c, "cmsg_type");
		if (level == SOL_SOCKET)
			types = &xlat_cmsg_socket_type;
		else if (level == SOL_IP)
			types = &xlat_cmsg_ip_type;
		if (types)
			known = v_enum(c, types, (unsigned)type,
				       level == SOL_SOCKET ? "SCM_???" :
				       "IP_???");
		else
			v_hex(c, (unsigned)type);
		room = clen < rem ? (size_t)clen : rem;
		/* The data of the types known; the printers name the field
		 * once they know they show it. */
		if (room > hdr && level == SOL_SOCKET && known)
			cmsg_socket(c, type, buf + off + hdr, room - hdr);
		else if (room > hdr && level == SOL_IP && known)
			cmsg_ip(c, type, buf + off + hdr, room - hdr);
		else if (room > hdr)	/* no known shape: the bytes */
			cmsg_unknown(c, buf + off + hdr, room - hdr);
		v_struct_end(c);
		/* A length shorter than a header leaves the rest unknown. */
		if (clen < hdr) {
			if (hdr < rem) {
				v_more_at(c, addr + off + hdr);
			}
			break;
		}
		/* clen < rem <= the cap: its rounding cannot wrap. */
		step = clen < rem ? (size_t)((clen + w - 1) / w * w) : rem;
		if (step >= rem) {
			if (len > n)
				v_more(c);
			break;
		}
		off += step;
		if (n - off < hdr) {
			v_more_at(c, addr + off);
			break;
		}
	}
	v_array_end(c);
	free(buf);
}

/* proto: the descriptor's netlink protocol, or -1. inlen: the size of
 * the name's buffer the caller gave recvmsg (the kernel wrote at most
 * that much, and stored the name's real length), or -1. */
static void print_msghdr(const struct pctx *c, const struct kmsghdr *m,
			 bool limited, uint64_t total, int proto, int64_t inlen)
{
	uint32_t shown = m->namelen;

	if (inlen >= 0 && (uint64_t)inlen < shown)
		shown = (uint32_t)inlen;
	v_struct_begin(c);
	v_field(c, "msg_name");
	print_sockaddr_at(c, m->namelen ? m->name : 0, shown);
	v_field(c, "msg_namelen");
	if (inlen >= 0 && (uint64_t)inlen != m->namelen) {
		v_uint(c, (uint64_t)inlen);
		v_changed(c);
	}
	v_uint(c, m->namelen);
	v_field(c, "msg_iov");
	print_iov_proto(c, m->iov, m->iovlen, limited, total, proto);
	f_uint(c, "msg_iovlen", m->iovlen);
	if (m->controllen) {
		v_field(c, "msg_control");
		print_control(c, m->control, m->controllen);
	}
	f_uint(c, "msg_controllen", m->controllen);
	f_flags(c, "msg_flags", &xlat_msg_flags, m->flags, NULL);
	v_struct_end(c);
}

int print_msghdr_in(const struct pctx *c, uint64_t addr,
		    const uint64_t *args)
{
	struct kmsghdr m;

	if (!addr || read_msghdr(c, addr, &m) < 0)
		return v_addr(c, addr);
	print_msghdr(c, &m, false, 0, netlink_fd_proto(c, (int)args[0]), -1);
	return PRINT_OK;
}

/* Shown at exit; at entry, the size of the name's buffer is kept
 * (ret_data.namelen1, plus one: 0 when unreadable) as the kernel
 * overwrites it. */
int print_msghdr_out(const struct pctx *c, uint64_t addr, int64_t total,
		     const uint64_t *args)
{
	struct kmsghdr m;
	uint64_t in = c->tcp->dec->ret_data.namelen1;

	if (!c->exiting) {
		if (addr && read_msghdr(c, addr, &m) == 0)
			c->tcp->dec->ret_data.namelen1 =
				(uint64_t)m.namelen + 1;
		return PRINT_OK;
	}
	/* A failed call wrote nothing back: what the caller passed that
	 * matters, the size of the name's buffer. */
	if (c->call->err && in) {
		v_struct_begin(c);
		f_uint(c, "msg_namelen", in - 1);
		v_struct_end(c);
		return PRINT_OK;
	}
	if (!addr || c->call->err || read_msghdr(c, addr, &m) < 0)
		return v_addr(c, addr);
	print_msghdr(c, &m, true, (uint64_t)total,
		     netlink_fd_proto(c, (int)args[0]),
		     in ? (int64_t)(in - 1) : -1);
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
#define NSOCKETCALLS (ARRAY_SIZE(socketcalls))

/* Whether any call socketcall can carry is in the -e trace= set: then a
 * seccomp filter must stop on socketcall itself. */
static bool socketcall_carries_traced(void)
{
	for (unsigned i = 0; i < NSOCKETCALLS; i++)
		if (call_name_traced(socketcalls[i].name))
			return true;
	return false;
}

bool demux_traced(const struct sysdesc *mux)
{
	if (sd_traits(mux) & SDT_SOCKETCALL)
		return socketcall_carries_traced();
	if (sd_traits(mux) & SDT_IPC)
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

	tcp->dec->demux_call = 0;
	if (!tcp->call.sd || personalities[tcp->pers].wordsize != 4)
		return;
	if (sd_traits(tcp->call.sd) & SDT_IPC) {
		ipc_demux(tcp);
		return;
	}
	if (!(sd_traits(tcp->call.sd) & SDT_SOCKETCALL))
		return;
	call = (uint32_t)tcp->call.args[0];
	if (call >= NSOCKETCALLS || !socketcalls[call].name)
		return;
	n = socketcalls[call].nargs;
	if (umoven(tcp, (uint32_t)tcp->call.args[1], n * 4, a) < 0)
		return;
	if (!cache[call])
		cache[call] = sysdesc_by_name(socketcalls[call].name);
	sd = cache[call];
	if (!sd)
		return;
	memcpy(tcp->call.raw_args, tcp->call.args, sizeof(tcp->call.raw_args));
	tcp->flags |= TCB_DEMUXED;
	for (unsigned i = 0; i < MAX_ARGS; i++)
		tcp->call.args[i] = i < n ? a[i] : 0;
	tcp->call.sd = sd;
}

/* ---- sendmmsg, recvmmsg ------------------------------------------- */

/* A vector the kernel caps at UIO_MAXIOV; nothing beyond is read. */
#define MAX_MMSG 1024

/* recvmmsg's name buffer sizes, read at entry (the kernel overwrites
 * them), per thread in a call: a few slots, reused by the next call of
 * the same thread or, when all are taken, round robin (a thread that
 * died in the call left its slot behind). */
struct namelens {
	const struct tcb *tcp;
	unsigned n;
	uint32_t len[MAX_MMSG];
};
static struct namelens *namelen_slots[8];

static struct namelens *namelens_of(const struct tcb *tcp, bool take)
{
	static unsigned next;
	struct namelens *s;

	for (unsigned i = 0; i < 8; i++)
		if (namelen_slots[i] && namelen_slots[i]->tcp == tcp) {
			if (take)	/* a new call: its own sizes */
				namelen_slots[i]->n = 0;
			return namelen_slots[i];
		}
	if (!take)
		return NULL;
	for (unsigned i = 0; i < 8; i++)
		if (!namelen_slots[i] || !namelen_slots[i]->tcp) {
			next = i;
			break;
		}
	s = namelen_slots[next];
	if (!s)
		s = namelen_slots[next] = xmalloc(sizeof(*s));
	next = (next + 1) % 8;
	s->tcp = tcp;
	s->n = 0;
	return s;
}

/* struct mmsghdr: a msghdr (seven words) then the unsigned msg_len,
 * padded to a word. Both calls are shown at exit: sendmmsg the vlen
 * messages it was given (msg_len for the ones it sent), recvmmsg the
 * ones it received. At most -s of them, all (up to UIO_MAXIOV) with
 * -v; "... / * address * /" where the vector stops being readable. */
static int print_mmsghdr_vec(const struct pctx *c, uint64_t addr, uint64_t n,
			     uint64_t nlen, bool received, int proto,
			     const struct namelens *in)
{
	size_t w = abi_word(c);
	size_t sz = 8 * w;
	uint64_t limit = c->opt->verbose ? MAX_MMSG :
			 (uint64_t)c->opt->string_limit;
	struct kmsghdr m;
	uint32_t len;

	if (!addr || (n && read_msghdr(c, addr, &m) < 0))
		return v_addr(c, addr);
	v_array_begin(c);
	for (uint64_t i = 0; i < n; i++) {
		uint64_t a = addr + i * sz;

		if (i >= limit || i >= MAX_MMSG) {
			v_more(c);
			break;
		}
		if (read_msghdr(c, a, &m) < 0 ||
		    umove(c, a + 7 * w, 4, &len) < 0) {
			v_more_at(c, a);
			break;
		}
		v_elem(c);
		v_struct_begin(c);
		v_field(c, "msg_hdr");
		print_msghdr(c, &m, received, i < nlen ? len : 0, proto,
			     in && i < in->n ? (int64_t)in->len[i] : -1);
		if (i < nlen)
			f_uint(c, "msg_len", len);
		v_struct_end(c);
	}
	v_array_end(c);
	return PRINT_OK;
}

int print_mmsghdr_in(const struct pctx *c, uint64_t addr, int64_t n,
		     const uint64_t *args)
{
	uint64_t vlen = (uint32_t)args[2];

	return print_mmsghdr_vec(c, addr, vlen, n > 0 ? (uint64_t)n : 0,
				 false, netlink_fd_proto(c, (int)args[0]),
				 NULL);
}

/* At entry the name buffers' sizes are kept; at exit the messages. */
int print_mmsghdr_out(const struct pctx *c, uint64_t addr, int64_t n,
		      const uint64_t *args)
{
	struct namelens *in;
	int r;

	if (!c->exiting) {
		uint64_t vlen = (uint32_t)args[2];
		size_t w = abi_word(c);
		struct kmsghdr m;

		in = namelens_of(c->tcp, true);
		for (uint64_t i = 0; i < vlen && in->n < MAX_MMSG; i++) {
			if (read_msghdr(c, addr + i * 8 * w, &m) < 0)
				break;
			in->len[in->n++] = m.namelen;
		}
		return PRINT_OK;
	}
	in = namelens_of(c->tcp, false);
	r = print_mmsghdr_vec(c, addr, (uint64_t)n, (uint64_t)n, true,
			      netlink_fd_proto(c, (int)args[0]), in);
	if (in)
		in->tcp = NULL;
	return r;
}
