/* setsockopt, getsockopt: the option's name by its level, and its value
 * by the shape syscalls/sockopts.list gives it. */
#include "sockopt.h"
#include "net.h"
#include "netlink.h"

#include <string.h>

int sockopt_u32_array(const struct pctx *c, uint64_t addr, unsigned len,
		      bool get);

static const struct sockopt_level *level_of(unsigned level)
{
	const char *name = xlat_name(&xlat_socket_level, level);

	if (!name)
		return NULL;
	for (unsigned i = 0; i < sockopt_nlevels; i++)
		if (!strcmp(sockopt_levels[i].level, name))
			return &sockopt_levels[i];
	return NULL;
}

static const struct sockopt_shape *shape_of(unsigned level, unsigned opt)
{
	const struct sockopt_level *l = level_of(level);
	const char *name = l ? xlat_name(l->names, opt) : NULL;

	if (!name)
		return NULL;
	for (unsigned i = 0; i < sockopt_nshapes; i++)
		if (!strcmp(sockopt_shapes[i].level, l->level) &&
		    !strcmp(sockopt_shapes[i].name, name))
			return &sockopt_shapes[i];
	return NULL;
}

/* ---- names -------------------------------------------------------- */

static int print_optname(const struct pctx *c, unsigned opt, unsigned level,
			 bool get)
{
	const struct sockopt_level *l = level_of(level);

	if (!l)
		return v_uint(c, opt);
	if (get && l->get_names && xlat_name(l->get_names, opt))
		v_enum(c, l->get_names, opt, NULL);
	else
		v_enum(c, l->names, opt, xlat_unknown(l->names));
	return PRINT_OK;
}

int print_sockopt_name(const struct pctx *c, uint64_t v, uint64_t level)
{
	return print_optname(c, (unsigned)v, (unsigned)level, false);
}

int print_gsockopt_name(const struct pctx *c, uint64_t v, uint64_t level)
{
	return print_optname(c, (unsigned)v, (unsigned)level, true);
}

/* ---- values ------------------------------------------------------- */

/* A named int shown in decimal: -X raw leaves the number, -X verbose
 * adds the name in a comment. */
static void enum_dec(const struct pctx *c, const struct xlat *set, int v,
		     const char *unknown)
{
	const char *n = xlat_name(set, (unsigned)v);
	struct vstyle st;

	if (!n && !unknown) {
		v_int(c, v);
		return;
	}
	v_style_begin(c, &st);
	if (n)
		v_numf(c, VK_INT, (uint64_t)(int64_t)v, "%s", n);
	else
		v_numf(c, VK_INT, (uint64_t)(int64_t)v, "%d /* %s */", v,
		       unknown);
	v_style_end(c, &st, (uint64_t)(int64_t)v, VS_DEC);
}

/* A whole int, named as the shape says. */
static void print_int_value(const struct pctx *c,
			    const struct sockopt_shape *s, int v)
{
	v_array_begin(c);
	v_elem(c);
	if (s && s->kind == SOS_ENUM)
		enum_dec(c, s->set, v,
			 s->unknown ? s->unknown : xlat_unknown(s->set));
	else if (s && s->kind == SOS_ERRNO)
		enum_dec(c, &xlat_errno, v, NULL);
	else if (s && (s->kind == SOS_HEXENUM || s->kind == SOS_EXACTENUM))
		v_enum(c, s->set, (uint32_t)v,
		       s->unknown ? s->unknown : xlat_unknown(s->set));
	else
		v_int(c, v);
	v_array_end(c);
}

/* len bytes at addr, each as \xNN; the address when unreadable. */
static void print_hex_at(const struct pctx *c, uint64_t addr, unsigned len)
{
	unsigned char b[64];

	if (len > sizeof(b) || umove(c, addr, len, b) < 0) {
		v_addr(c, addr);
		return;
	}
	v_hexstr(c, b, len, false);
}

/* An option the kernel takes as exactly an int (IP_PROTOCOL,
 * IP_LOCAL_PORT_RANGE): any other length is its bytes, as they are.
 * Reads the int and returns true when there is one. */
static bool exact_u32(const struct pctx *c, uint64_t addr, unsigned len,
		      uint32_t *v)
{
	if (len != sizeof(*v)) {
		if (!len)
			v_hexstr(c, "", 0, false);
		else
			print_hex_at(c, addr, len);
		return false;
	}
	return umove_or_addr(c, addr, sizeof(*v), v);
}

/* The value of an option with a shape: the kernel's buffer is len bytes
 * (what setsockopt passes, what getsockopt wrote). */
static void print_shaped(const struct pctx *c, const struct sockopt_shape *s,
			 uint64_t addr, unsigned len, bool get)
{
	int v;

	if (s->kind == SOS_FN) {
		s->fn(c, addr, len, get);
		return;
	}
	if (s->kind == SOS_EXACTENUM) {
		if (exact_u32(c, addr, len, (uint32_t *)&v))
			print_int_value(c, s, v);
		return;
	}
	if (s->kind == SOS_HEXENUM && len < sizeof(v)) {
		v_addr(c, addr);
		return;
	}
	/* An int option: the kernel reads or writes the first int; a
	 * shorter getsockopt buffer holds the int's first bytes. */
	if (len < sizeof(v)) {
		if (get)
			print_hex_at(c, addr, len);
		else
			v_addr(c, addr);
		return;
	}
	if (!umove_or_addr(c, addr, sizeof(v), &v))
		return;
	print_int_value(c, s, v);
}

/* An option with no shape: one int when the length says so, else the
 * bytes. */
static void print_unshaped(const struct pctx *c, uint64_t addr, unsigned len)
{
	int v;

	if (len == sizeof(v) && umove(c, addr, sizeof(v), &v) == 0) {
		print_int_value(c, NULL, v);
		return;
	}
	v_buf_at(c, addr, len);
}

static void print_value(const struct pctx *c, const uint64_t *args,
			uint64_t addr, unsigned len, bool get)
{
	const struct sockopt_shape *s;

	s = shape_of((unsigned)args[1], (unsigned)args[2]);
	if (!addr || (int)len < 0 || (get && !len)) {
		v_addr(c, addr);
		return;
	}
	if (s)
		print_shaped(c, s, addr, len, get);
	else
		print_unshaped(c, addr, len);
}

int print_sockopt_in(const struct pctx *c, uint64_t addr,
		     const uint64_t *args)
{
	print_value(c, args, addr, (unsigned)args[4], false);
	return PRINT_OK;
}

/* The kernel stored the value's length where the last argument points;
 * it never writes more than the caller's buffer (ulen, read at entry). */
int print_sockopt_out(const struct pctx *c, uint64_t addr,
		      const uint32_t *ulen, const uint64_t *args)
{
	const struct sockopt_shape *s;
	uint32_t len;

	/* NETLINK_LIST_MEMBERSHIPS: the kernel writes the length it needs,
	 * copying what fits; strace shows the caller's buffer, by its
	 * length. */
	s = shape_of((unsigned)args[1], (unsigned)args[2]);
	if (s && s->fn == sockopt_u32_array && ulen && (int)*ulen > 0 &&
	    !c->call->err) {
		print_value(c, args, addr, *ulen, true);
		return PRINT_OK;
	}
	if (!ulen || (int)*ulen <= 0 ||
	    umove(c, args[4], sizeof(len), &len) < 0 || (int)len <= 0)
		return v_addr(c, addr);
	if (len > *ulen)
		len = *ulen;
	print_value(c, args, addr, len, true);
	return PRINT_OK;
}

/* ---- structures --------------------------------------------------- */

/* A structure of 32-bit fields (linger, ucred, tpacket_stats): getsockopt
 * may return fewer bytes than the structure; the fields it holds are
 * shown, a cut one as its bytes in hex. */
struct u32_field {
	const char *name;
	char kind;		/* 'd' int, 'u' unsigned, 'p' pid */
};

static void print_u32_fields(const struct pctx *c, uint64_t addr,
			     unsigned len, const struct u32_field *f,
			     unsigned n)
{
	uint32_t b[8];
	unsigned have = len < n * 4 ? len : n * 4;

	if (umove(c, addr, have, b) < 0) {
		v_addr(c, addr);
		return;
	}
	v_struct_begin(c);
	for (unsigned i = 0; i < n && i * 4 < have; i++) {
		v_field(c, f[i].name);
		if (have - i * 4 < 4)
			v_hexstr(c, (char *)b + i * 4, have - i * 4, false);
		else if (f[i].kind == 'd')
			v_int(c, (int32_t)b[i]);
		else if (f[i].kind == 'p')
			v_pid(c, (int32_t)b[i]);
		else
			v_uint(c, b[i]);
	}
	v_struct_end(c);
}

/* setsockopt needs the whole structure (the kernel refuses less). */
static bool whole(const struct pctx *c, uint64_t addr, unsigned len,
		  size_t size, bool get, bool exact)
{
	if ((exact ? len != size : len < size) && !get) {
		v_addr(c, addr);
		return false;
	}
	return true;
}

int sockopt_linger(const struct pctx *c, uint64_t addr, unsigned len,
		   bool get)
{
	static const struct u32_field f[] = {
		{ "l_onoff", 'd' }, { "l_linger", 'd' },
	};

	if (whole(c, addr, len, ARRAY_SIZE(f) * 4, get, false))
		print_u32_fields(c, addr, len, f, 2);
	return PRINT_OK;
}

int sockopt_ucred(const struct pctx *c, uint64_t addr, unsigned len,
		  bool get)
{
	static const struct u32_field f[] = {
		{ "pid", 'p' }, { "uid", 'u' }, { "gid", 'u' },
	};

	if (whole(c, addr, len, 12, get, false))
		print_u32_fields(c, addr, len, f, 3);
	return PRINT_OK;
}

/* PACKET_STATISTICS: struct tpacket_stats (tpacket_stats_v3 adds
 * tp_freeze_q_cnt). */
int sockopt_tpacket_stats(const struct pctx *c, uint64_t addr, unsigned len,
			  bool get)
{
	static const struct u32_field f[] = {
		{ "tp_packets", 'u' }, { "tp_drops", 'u' },
		{ "tp_freeze_q_cnt", 'u' },
	};

	if (whole(c, addr, len, 12, get, false))
		print_u32_fields(c, addr, len, f, 3);
	return PRINT_OK;
}

/* PACKET_RX_RING, PACKET_TX_RING: struct tpacket_req, exactly. */
int sockopt_tpacket_req(const struct pctx *c, uint64_t addr, unsigned len,
			bool get)
{
	static const struct u32_field f[] = {
		{ "tp_block_size", 'u' }, { "tp_block_nr", 'u' },
		{ "tp_frame_size", 'u' }, { "tp_frame_nr", 'u' },
	};

	if (len != 16) {
		v_addr(c, addr);
		return PRINT_OK;
	}
	(void)get;
	print_u32_fields(c, addr, len, f, 4);
	return PRINT_OK;
}

/* ICMP_FILTER: a 32-bit mask of ICMP types, bit n for type n; the types
 * the filter blocks. Mostly-set masks read better as their complement. */
int sockopt_icmp_filter(const struct pctx *c, uint64_t addr, unsigned len,
			bool get)
{
	uint32_t m;
	bool inv;

	(void)get;
	if (len < sizeof(m) || umove(c, addr, sizeof(m), &m) < 0) {
		v_addr(c, addr);
		return PRINT_OK;
	}
	inv = __builtin_popcount(m) > 16;
	if (inv) {
		m = ~m;
		v_text(c, "~");
	}
	v_array_begin_sep(c, "[", " ");
	for (unsigned b = 0; b < 32; b++) {
		const char *n;

		if (!(m & (1u << b)))
			continue;
		v_elem(c);
		n = xlat_name(&xlat_icmp_type, b);
		if (n)
			v_const(c, b, n);
		else
			v_uint(c, b);
	}
	v_array_end(c);
	return PRINT_OK;
}

/* IP_ADD_MEMBERSHIP, IP_DROP_MEMBERSHIP: struct ip_mreq (the kernel
 * also takes the longer ip_mreqn; its first two fields are these). */
int sockopt_ip_mreq(const struct pctx *c, uint64_t addr, unsigned len,
		    bool get)
{
	unsigned char b[8];

	if (!whole(c, addr, len, sizeof(b), get, false))
		return PRINT_OK;
	if (!umove_or_addr(c, addr, sizeof(b), b))
		return PRINT_OK;
	v_struct_begin(c);
	v_field(c, "imr_multiaddr");
	net_inet_addr(c, b);
	v_field(c, "imr_interface");
	net_inet_addr(c, b + 4);
	v_struct_end(c);
	return PRINT_OK;
}

/* IPV6_ADD_MEMBERSHIP and the others: struct ipv6_mreq. */
int sockopt_ipv6_mreq(const struct pctx *c, uint64_t addr, unsigned len,
		      bool get)
{
	unsigned char b[20];
	uint32_t ifindex;

	if (!whole(c, addr, len, sizeof(b), get, false))
		return PRINT_OK;
	if (!umove_or_addr(c, addr, sizeof(b), b))
		return PRINT_OK;
	memcpy(&ifindex, b + 16, 4);
	v_struct_begin(c);
	net_inet6_addr(c, b, "ipv6mr_multiaddr");
	v_field(c, "ipv6mr_interface");
	print_ifindex(c, ifindex);
	v_struct_end(c);
	return PRINT_OK;
}

/* MCAST_JOIN_GROUP, MCAST_LEAVE_GROUP: struct group_req, an interface
 * index then a sockaddr_storage aligned as a long. */
int sockopt_group_req(const struct pctx *c, uint64_t addr, unsigned len,
		      bool get)
{
	size_t off = abi_word(c), size = off + 128;
	uint32_t ifindex;

	unsigned char b[8 + 128];

	if (!whole(c, addr, len, size, get, false))
		return PRINT_OK;
	if (umove(c, addr, size, b) < 0)
		return v_addr(c, addr);
	memcpy(&ifindex, b, sizeof(ifindex));
	v_struct_begin(c);
	v_field(c, "gr_interface");
	print_ifindex(c, ifindex);
	v_field(c, "gr_group");
	print_sockaddr_at(c, addr + off, 128);
	v_struct_end(c);
	return PRINT_OK;
}

/* TCP_AO_ADD_KEY: struct tcp_ao_add (Linux 6.7), 288 bytes on every ABI:
 * a sockaddr_storage, alg_name[64], ifindex, two flag bits and 30
 * reserved ones, a reserved u16, then prefix, sndid, rcvid, maclen,
 * keyflags, keylen (u8 each) and key[80], of which keylen bytes count. */
int sockopt_tcp_ao_add(const struct pctx *c, uint64_t addr, unsigned len,
		       bool get)
{
	unsigned char b[288];
	uint32_t bits;
	uint16_t res2;
	int32_t ifindex;
	size_t klen;

	if (!whole(c, addr, len, sizeof(b), get, false))
		return PRINT_OK;
	if (umove(c, addr, sizeof(b), b) < 0)
		return v_addr(c, addr);
	memcpy(&ifindex, b + 192, 4);
	memcpy(&bits, b + 196, 4);
	memcpy(&res2, b + 200, 2);
	klen = b[207] < 80 ? b[207] : 80;
	v_struct_begin(c);
	v_field(c, "addr");
	print_sockaddr_at(c, addr, 128);
	f_uint(c, "prefix", b[202]);
	v_field(c, "alg_name");
	v_str(c, b + 128, strnlen((const char *)b + 128, 64), false);
	f_int(c, "ifindex", ifindex);
	f_uint(c, "set_current", bits & 1);
	f_uint(c, "set_rnext", (bits >> 1) & 1);
	if (bits >> 2) {	/* must be 0: shown when not */
		f_hex(c, "reserved", bits >> 2);
	}
	if (res2)
		f_hex(c, "reserved2", res2);
	f_uint(c, "sndid", b[203]);
	f_uint(c, "rcvid", b[204]);
	f_uint(c, "maclen", b[205]);
	f_flags(c, "keyflags", &xlat_tcp_ao_keyf, b[206], "TCP_AO_KEYF_???");
	v_field(c, "key");
	v_hexstr(c, b + 208, klen, false);
	f_uint(c, "keylen", b[207]);
	v_struct_end(c);
	return PRINT_OK;
}

/* PACKET_ADD_MEMBERSHIP, PACKET_DROP_MEMBERSHIP: struct packet_mreq,
 * exactly; mr_address holds mr_alen bytes (at most its 8). */
int sockopt_packet_mreq(const struct pctx *c, uint64_t addr, unsigned len,
			bool get)
{
	struct {
		int32_t ifindex;
		uint16_t type, alen;
		unsigned char address[8];
	} m;
	unsigned n;

	(void)get;
	if (len != sizeof(m) || umove(c, addr, sizeof(m), &m) < 0)
		return v_addr(c, addr);
	v_struct_begin(c);
	v_field(c, "mr_ifindex");
	print_ifindex(c, (uint32_t)m.ifindex);
	f_enum(c, "mr_type", &xlat_packet_mr_type, m.type, "PACKET_MR_???");
	f_uint(c, "mr_alen", m.alen);
	v_field(c, "mr_address");
	n = m.alen < sizeof(m.address) ? m.alen : sizeof(m.address);
	print_hwaddr(c, m.address, n);
	v_struct_end(c);
	return PRINT_OK;
}

/* ---- classic BPF: SO_ATTACH_FILTER, SO_GET_FILTER ----------------- */

/* SO_ATTACH_FILTER, SO_ATTACH_REUSEPORT_CBPF: struct sock_fprog, the
 * instructions with -v; SO_GET_FILTER: len is the number of
 * instructions the kernel wrote. */
int sockopt_filter(const struct pctx *c, uint64_t addr, unsigned len,
		   bool get)
{
	size_t w = abi_word(c);
	unsigned char b[16];
	uint64_t filter = 0;
	uint16_t n;

	if (get) {
		if (!c->opt->verbose)
			return v_addr(c, addr);
		print_cbpf_insns(c, addr, len, false);
		return PRINT_OK;
	}
	if (len < 2 * w || umove(c, addr, 2 * w, b) < 0)
		return v_addr(c, addr);
	memcpy(&n, b, 2);	/* unsigned short, then padding to a word */
	memcpy(&filter, b + w, w);
	v_struct_begin(c);
	f_uint(c, "len", n);
	v_field(c, "filter");
	if (c->opt->verbose && filter)
		print_cbpf_insns(c, filter, n, false);
	else
		v_addr(c, filter);
	v_struct_end(c);
	return PRINT_OK;
}

/* ---- options of their own ------------------------------------------ */

/* NETLINK_LIST_MEMBERSHIPS: getsockopt writes as many u32s (bit
 * masks of groups) as fit, [] when none does; setsockopt takes an int. */
int sockopt_u32_array(const struct pctx *c, uint64_t addr, unsigned len,
		      bool get)
{
	uint32_t b[64];
	unsigned n = len / 4;

	if (!get) {
		int v;

		if (len < sizeof(v) || umove(c, addr, sizeof(v), &v) < 0)
			return v_addr(c, addr);
		v_array_begin(c);
		v_elem(c);
		v_int(c, v);
		v_array_end(c);
		return PRINT_OK;
	}
	if (n > ARRAY_SIZE(b))
		n = ARRAY_SIZE(b);
	if (n && umove(c, addr, n * 4, b) < 0)
		return v_addr(c, addr);
	v_array_begin(c);
	for (unsigned i = 0; i < n; i++) {
		v_elem(c);
		v_uint(c, b[i]);
	}
	if (n < len / 4)
		v_more(c);
	v_array_end(c);
	return PRINT_OK;
}

/* IP_LOCAL_PORT_RANGE: the lower bound in the low 16 bits, the upper in
 * the high ones, 0 for "no bound"; the range is a comment (none when
 * both are 0 or the bounds are reversed, which the kernel refuses). */
int sockopt_port_range(const struct pctx *c, uint64_t addr, unsigned len,
		       bool get)
{
	uint32_t v;
	unsigned lo, hi;

	(void)get;
	if (!exact_u32(c, addr, len, &v))
		return PRINT_OK;
	lo = v & 0xffff;
	hi = v >> 16;
	v_array_begin(c);
	v_elem(c);
	v_numf(c, VK_UINT, v, "%#x", v);
	if (v && (!lo || !hi || lo <= hi) &&
	    c->opt->xlat_style != XLAT_RAW) {
		v_text(c, " /* ");
		if (lo)
			v_textf(c, "%u", lo);
		v_text(c, "..");
		if (hi)
			v_textf(c, "%u", hi);
		v_text(c, " */");
	}
	v_array_end(c);
	return PRINT_OK;
}

/* SO_PEERPIDFD: getsockopt makes a pidfd of the peer and writes it as
 * an int; a shorter buffer holds its first bytes. */
int sockopt_pidfd(const struct pctx *c, uint64_t addr, unsigned len,
		  bool get)
{
	int fd;

	if (len < sizeof(fd)) {
		if (get)
			print_hex_at(c, addr, len);
		else
			v_addr(c, addr);
		return PRINT_OK;
	}
	if (!umove_or_addr(c, addr, sizeof(fd), &fd))
		return PRINT_OK;
	v_array_begin(c);
	v_elem(c);
	if (get)
		v_fd(c, fd);
	else
		v_int(c, fd);
	v_array_end(c);
	return PRINT_OK;
}

/* TIPC_GROUP_JOIN: struct tipc_group_req, four u32s; a shorter buffer
 * is its address (the kernel refuses it). */
int sockopt_tipc_group_req(const struct pctx *c, uint64_t addr,
			   unsigned len, bool get)
{
	uint32_t r[4];

	(void)get;
	if (len < sizeof(r) || umove(c, addr, sizeof(r), r) < 0)
		return v_addr(c, addr);
	v_struct_begin(c);
	f_uint(c, "type", r[0]);
	f_uint(c, "instance", r[1]);
	f_enum(c, "scope", &xlat_tipc_scope, r[2],
	       xlat_unknown(&xlat_tipc_scope));
	f_flags(c, "flags", &xlat_tipc_group_flags, r[3], "TIPC_GROUP_???");
	v_struct_end(c);
	return PRINT_OK;
}
