/* Netlink messages: the buffers a program sends to or receives from a
 * netlink socket, shown as messages (header, then a payload decoded by
 * the socket's protocol) rather than as a string. The payloads are the
 * protocols' (netlink_proto.c, netlink_route.c, netlink_diag.c), and
 * the attributes, the fields of structs and the record walk that all
 * of them use netlink_attrs.c's.
 *
 * Everything here reads one copy of the buffer (struct nlbuf) and checks
 * every length the tracee wrote (nlmsg_len, nla_len) against what the
 * call passed and what could be read: a lying length shows less, never
 * reads more. */
#include "netlink.h"
#include "nlattrs_gen.h"

#include <arpa/inet.h>
#include <endian.h>
#include <errno.h>
#include <linux/genetlink.h>
#include <linux/netfilter/nfnetlink.h>
#include <linux/rtnetlink.h>
#include <linux/netlink.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/xattr.h>
#include <unistd.h>

/* Larger buffers are shown up to this many bytes; a netlink message
 * that large is a dump reply, whose first messages say enough. */
#define NL_READ_MAX (1u << 20)

/* ---- the descriptor's protocol ------------------------------------ */

/* A socket's family and protocol never change, so they are remembered
 * by inode (socket inodes are not reused while the socket lives). */
struct proto_cache {
	unsigned long ino;
	int proto;		/* NETLINK_*, or -1: not a netlink socket */
};
static struct proto_cache proto_cache[32];
static unsigned proto_next;

static int netlink_proto_of_inode(pid_t pid, unsigned long ino)
{
	char path[64], line[256];
	FILE *f;
	int proto = -1;

	snprintf(path, sizeof(path), "/proc/%d/net/netlink", (int)pid);
	f = fopen(path, "re");
	if (!f)
		return -1;
	/* sk Eth Pid Groups Rmem Wmem Dump Locks Drops Inode */
	while (fgets(line, sizeof(line), f)) {
		unsigned long i;
		int eth;

		if (sscanf(line, "%*s %d %*s %*s %*s %*s %*s %*s %*s %lu",
			   &eth, &i) == 2 && i == ino) {
			proto = eth;
			break;
		}
	}
	fclose(f);
	return proto;
}

int netlink_fd_proto(const struct pctx *c, int fd)
{
	char path[64], link[64], name[32];
	unsigned long ino;
	pid_t pid = proc_tid(c->tcp->tid);	/* /proc's name of it */
	ssize_t n;
	int proto;

	if (fd < 0)
		return -1;
	snprintf(path, sizeof(path), "/proc/%d/fd/%d", (int)pid, fd);
	n = readlink(path, link, sizeof(link) - 1);
	if (n <= 0)
		return -1;
	link[n] = '\0';
	if (sscanf(link, "socket:[%lu]", &ino) != 1)
		return -1;
	for (unsigned i = 0; i < ARRAY_SIZE(proto_cache);
	     i++)
		if (proto_cache[i].ino == ino)
			return proto_cache[i].proto;
	/* The socket layer names its family in this attribute. */
	n = getxattr(path, "system.sockprotoname", name, sizeof(name) - 1);
	proto = -1;
	if (n > 0) {
		name[n] = '\0';
		if (!strcmp(name, "NETLINK"))
			proto = netlink_proto_of_inode(pid, ino);
		/* A socket appears in the table once bound (its first
		 * send binds it): until then its protocol is unknown,
		 * and asked again next time. */
		if (!strcmp(name, "NETLINK") && proto < 0)
			return NL_PROTO_UNKNOWN;
	}
	proto_cache[proto_next].ino = ino;
	proto_cache[proto_next].proto = proto;
	proto_next = (proto_next + 1) % (ARRAY_SIZE(proto_cache));
	return proto;
}

/* ---- reading ------------------------------------------------------- */

/* Reads len bytes at addr, or as many as can be read from the start
 * (the rest may be unmapped: those parts are shown as addresses). */
static bool nlbuf_read(const struct pctx *c, struct nlbuf *nb, uint64_t addr,
		       uint64_t len)
{
	size_t n = len < NL_READ_MAX ? (size_t)len : NL_READ_MAX;
	unsigned char *b = malloc(n ? n : 1);
	size_t got = 0;

	if (!b)
		return false;
	nb->base = addr;
	nb->b = b;
	nb->len = n;
	if (n && umove(c, addr, n, b) == 0) {
		nb->avail = n;
		return true;
	}
	/* Page by page up to the first page that cannot be read. */
	while (got < n) {
		uint64_t a = addr + got;
		size_t chunk = 4096 - (size_t)(a & 4095);

		if (chunk > n - got)
			chunk = n - got;
		if (umove(c, a, chunk, b + got) < 0)
			break;
		got += chunk;
	}
	nb->avail = got;
	return true;
}

static void nlbuf_free(struct nlbuf *nb)
{
	free((void *)nb->b);
}
/* ---- generic netlink family names ---------------------------------- */

/* The generic netlink families are numbered when they register; the
 * names are asked from the kernel once (CTRL_CMD_GETFAMILY dump). */
struct genl_family {
	uint16_t id;
	char name[GENL_NAMSIZ];
};
static struct genl_family *genl_families;
static unsigned genl_count;
static bool genl_loaded;

static bool genl_name_ok(const char *s)
{
	if (!*s)
		return false;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
		      (*s >= '0' && *s <= '9') || *s == '_' || *s == '-' ||
		      *s == '.'))
			return false;
	return true;
}

static void genl_parse(const unsigned char *p, size_t len)
{
	struct genl_family f = { 0, "" };
	size_t off = GENL_HDRLEN;

	while (off + NLA_HDRLEN <= len) {
		struct nlattr a;

		memcpy(&a, p + off, sizeof(a));
		if (a.nla_len < NLA_HDRLEN || a.nla_len > len - off)
			break;
		if (a.nla_type == CTRL_ATTR_FAMILY_ID &&
		    a.nla_len >= NLA_HDRLEN + 2)
			memcpy(&f.id, p + off + NLA_HDRLEN, 2);
		else if (a.nla_type == CTRL_ATTR_FAMILY_NAME) {
			size_t n = a.nla_len - NLA_HDRLEN;

			if (n >= sizeof(f.name))
				n = sizeof(f.name) - 1;
			memcpy(f.name, p + off + NLA_HDRLEN, n);
			f.name[n] = '\0';
		}
		off += (size_t)NLA_ALIGN(a.nla_len);
	}
	if (!f.id || !genl_name_ok(f.name))
		return;
	genl_families = realloc(genl_families,
				(genl_count + 1) * sizeof(*genl_families));
	if (genl_families)
		genl_families[genl_count++] = f;
	else
		genl_count = 0;
}

static void genl_load(void)
{
	struct {
		struct nlmsghdr h;
		struct genlmsghdr g;
	} req = {
		.h = { .nlmsg_len = sizeof(req), .nlmsg_type = GENL_ID_CTRL,
		       .nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP },
		.g = { .cmd = CTRL_CMD_GETFAMILY, .version = 1 },
	};
	static unsigned char buf[32768];
	int s;

	genl_loaded = true;
	s = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_GENERIC);
	if (s < 0)
		return;
	if (send(s, &req, sizeof(req), 0) < 0) {
		close(s);
		return;
	}
	for (;;) {
		ssize_t n = recv(s, buf, sizeof(buf), 0);
		size_t off = 0;

		if (n <= 0)
			break;
		while (off + NLMSG_HDRLEN <= (size_t)n) {
			struct nlmsghdr h;

			memcpy(&h, buf + off, sizeof(h));
			if (h.nlmsg_len < NLMSG_HDRLEN ||
			    h.nlmsg_len > (size_t)n - off)
				goto out;
			if (h.nlmsg_type == NLMSG_DONE ||
			    h.nlmsg_type == NLMSG_ERROR)
				goto out;
			if (h.nlmsg_type == GENL_ID_CTRL)
				genl_parse(buf + off + NLMSG_HDRLEN,
					   h.nlmsg_len - NLMSG_HDRLEN);
			off += NLMSG_ALIGN(h.nlmsg_len);
		}
	}
out:
	close(s);
}

static const char *genl_name(uint16_t id)
{
	if (!genl_loaded)
		genl_load();
	for (unsigned i = 0; i < genl_count; i++)
		if (genl_families[i].id == id)
			return genl_families[i].name;
	return NULL;
}

/* ---- header --------------------------------------------------------- */

/* A netfilter message type: the subsystem in the high byte, the
 * subsystem's own message in the low one. */
static const struct nf_subsys {
	const struct xlat *types;
	const char *dflt;
} nf_subsys[] = {
	[NFNL_SUBSYS_CTNETLINK] = { &xlat_nf_ctnetlink_types,
				    "IPCTNL_MSG_CT_???" },
	[NFNL_SUBSYS_CTNETLINK_EXP] = { &xlat_nf_ctnetlink_exp_types,
					"IPCTNL_MSG_EXP_???" },
	[NFNL_SUBSYS_QUEUE] = { &xlat_nf_queue_types, "NFQNL_MSG_???" },
	[NFNL_SUBSYS_ULOG] = { &xlat_nf_ulog_types, "NFULNL_MSG_???" },
	[NFNL_SUBSYS_OSF] = { &xlat_nf_osf_types, "OSF_MSG_???" },
	[NFNL_SUBSYS_IPSET] = { &xlat_nf_ipset_types, "IPSET_CMD_???" },
	[NFNL_SUBSYS_ACCT] = { &xlat_nf_acct_types, "NFNL_MSG_ACCT_???" },
	[NFNL_SUBSYS_CTNETLINK_TIMEOUT] = { &xlat_nf_cttimeout_types,
					    "IPCTNL_MSG_TIMEOUT_???" },
	[NFNL_SUBSYS_CTHELPER] = { &xlat_nf_cthelper_types,
				   "NFNL_MSG_CTHELPER_???" },
	[NFNL_SUBSYS_NFTABLES] = { &xlat_nf_nftables_types, "NFT_MSG_???" },
	[NFNL_SUBSYS_NFT_COMPAT] = { &xlat_nf_compat_types,
				     "NFNL_MSG_COMPAT_???" },
	[NFNL_SUBSYS_HOOK] = { &xlat_nf_hook_types, "NFNL_MSG_HOOK_???" },
};

static bool nf_is_batch(uint16_t type)
{
	return xlat_name(&xlat_nfnl_batch_types, type) != NULL;
}

static void nf_type(const struct pctx *c, uint16_t type)
{
	unsigned sub = type >> 8, msg = type & 0xff;

	if (nf_is_batch(type)) {
		v_enum(c, &xlat_nfnl_batch_types, type, NULL);
		return;
	}
	v_open(c, VK_STRUCT, type, "");
	v_name(c, "subsys");
	v_enum(c, &xlat_nfnl_subsys, sub, "NFNL_SUBSYS_???");
	v_text(c, "<<8|");
	v_name(c, "msg");
	if (sub < ARRAY_SIZE(nf_subsys) &&
	    nf_subsys[sub].types)
		v_enum(c, nf_subsys[sub].types, msg, nf_subsys[sub].dflt);
	else
		v_hex(c, msg);
	v_close(c, "");
}

/* The constant set and unknown-value comment of each protocol's
 * message types (those from NLMSG_MIN_TYPE up). */
static const struct nl_types {
	const struct xlat *types;
	const char *dflt;
} nl_types[] = {
	[NETLINK_ROUTE] = { &xlat_nl_route_types, "RTM_???" },
	[NETLINK_SOCK_DIAG] = { &xlat_nl_sock_diag_types, "SOCK_DIAG_???" },
	[NETLINK_XFRM] = { &xlat_nl_xfrm_types, "XFRM_MSG_???" },
	[NETLINK_SELINUX] = { &xlat_nl_selinux_types, "SELNL_MSG_???" },
	[NETLINK_AUDIT] = { &xlat_nl_audit_types, "AUDIT_???" },
	[NETLINK_CRYPTO] = { &xlat_nl_crypto_types, "CRYPTO_MSG_???" },
};

static const struct nl_types *types_of(int proto)
{
	if (proto < 0 || (size_t)proto >= ARRAY_SIZE(nl_types)
	    || !nl_types[proto].types)
		return NULL;
	return &nl_types[proto];
}

static void nl_type(const struct pctx *c, uint16_t type, int proto)
{
	const struct nl_types *t = types_of(proto);
	const char *g;

	if (type < NLMSG_MIN_TYPE) {
		v_enum(c, &xlat_nlmsg_types, type, "NLMSG_???");
		return;
	}
	if (proto == NETLINK_NETFILTER) {
		nf_type(c, type);
		return;
	}
	if (proto == NETLINK_GENERIC) {
		if ((g = genl_name(type)))
			v_const(c, type, g);
		else
			v_enum(c, &xlat_nlmsg_types, type,
			       "GENERIC_FAMILY_???");
		return;
	}
	if (t)
		v_enum(c, t->types, type, t->dflt);
	else
		v_enum(c, &xlat_nlmsg_types, type, "NLMSG_???");
}

/* What the request-specific flag bits (0x100 and up) mean depends on
 * the request: a get, a new or a delete. */
static const struct xlat *flags_by_name(const char *name)
{
	if (!name)
		return NULL;
	if (strstr(name, "_GET"))
		return &xlat_nlm_get_flags;
	if (strstr(name, "_NEW") || strstr(name, "_UPD"))
		return &xlat_nlm_new_flags;
	if (strstr(name, "_DEL"))
		return &xlat_nlm_del_flags;
	return NULL;
}

static const struct xlat *request_flags(uint16_t type, int proto)
{
	unsigned sub = type >> 8;

	if (type < NLMSG_MIN_TYPE)
		return type == NLMSG_ERROR ? &xlat_nlm_ack_flags : NULL;
	switch (proto) {
	case NETLINK_ROUTE:
		/* RTM_NEW*, RTM_DEL*, RTM_GET*, RTM_SET* come in fours;
		 * deleting actions takes the get flags. */
		if (type == RTM_DELACTION)
			return &xlat_nlm_get_flags;
		switch (type & 3) {
		case 0: return &xlat_nlm_new_flags;
		case 1: return &xlat_nlm_del_flags;
		case 2: return &xlat_nlm_get_flags;
		}
		return NULL;
	case NETLINK_SOCK_DIAG:
		return &xlat_nlm_get_flags;
	case NETLINK_GENERIC:
		/* genl_header_check() lets only NLM_F_DUMP through of the
		 * request bits: whatever the command, they are a get's. */
		return &xlat_nlm_get_flags;
	case NETLINK_XFRM:
		return flags_by_name(xlat_name(&xlat_nl_xfrm_types, type));
	case NETLINK_CRYPTO:
		return flags_by_name(xlat_name(&xlat_nl_crypto_types, type));
	case NETLINK_NETFILTER:
		if (nf_is_batch(type) || sub == NFNL_SUBSYS_IPSET ||
		    sub >= ARRAY_SIZE(nf_subsys) ||
		    !nf_subsys[sub].types)
			return NULL;
		return flags_by_name(xlat_name(nf_subsys[sub].types,
					       type & 0xff));
	}
	return NULL;
}

static void nl_flags(const struct pctx *c, uint16_t flags, uint16_t type,
		     int proto)
{
	const struct xlat *req = request_flags(type, proto);
	uint64_t rest;

	v_flags_begin(c, flags, &xlat_nlmsg_flags);
	if (!flags) {
		v_flag_bits(c, 0);
		v_flags_end(c);
		return;
	}
	rest = v_flag_names(c, &xlat_nlmsg_flags, flags);
	if (req && rest)
		rest = v_flag_names(c, req, rest);
	if (rest) {
		bool none = rest == flags;

		v_flag_bits(c, rest);
		if (none)
			v_text(c, " /* NLM_F_??? */");
	}
	v_flags_end(c);
}

void nl_header(const struct pctx *c, const struct nlmsghdr *h, int proto)
{
	v_struct_begin(c);
	v_field(c, "nlmsg_len");
	v_uint(c, h->nlmsg_len);
	v_field(c, "nlmsg_type");
	nl_type(c, h->nlmsg_type, proto);
	v_field(c, "nlmsg_flags");
	nl_flags(c, h->nlmsg_flags, h->nlmsg_type, proto);
	v_field(c, "nlmsg_seq");
	v_uint(c, h->nlmsg_seq);
	v_field(c, "nlmsg_pid");
	v_pid(c, (int32_t)h->nlmsg_pid);
	v_struct_end(c);
}

/* ---- payloads ------------------------------------------------------- */

static void nl_message(const struct pctx *c, const struct nlbuf *nb,
		       size_t off, size_t len, const struct nlmsghdr *h,
		       int proto);

/* NLMSG_ERROR: the error and the request it answers (its header only
 * when the kernel capped it), then the extended ack's attributes. */
static void nl_error(const struct pctx *c, const struct nlbuf *nb,
		     size_t off, size_t len, const struct nlmsghdr *h,
		     int proto)
{
	struct nlmsgerr e;
	size_t tail;
	bool attrs;

	if (!nl_get_or_hex(c, nb, off, len, &e, sizeof(e)))
		return;
	/* The request is whole unless capped; never less than its
	 * header, whatever its nlmsg_len says. */
	tail = sizeof(e);
	if (!(h->nlmsg_flags & NLM_F_CAPPED) &&
	    NLMSG_ALIGN((size_t)e.msg.nlmsg_len) > sizeof(e.msg))
		tail = sizeof(e.error) + NLMSG_ALIGN((size_t)e.msg.nlmsg_len);
	attrs = tail < len;
	if (attrs) {
		v_array_begin(c);
		v_elem(c);
	}
	v_struct_begin(c);
	v_field(c, "error");
	if (e.error < 0 && xlat_name(&xlat_errno, (unsigned)-e.error)) {
		v_open(c, VK_INT, (uint64_t)(int64_t)e.error, "-");
		v_enum(c, &xlat_errno, (unsigned)-e.error, NULL);
		v_close(c, "");
	} else {
		v_int(c, e.error);
	}
	v_field(c, "msg");
	if (len > sizeof(e) && !(h->nlmsg_flags & NLM_F_CAPPED))
		nl_message(c, nb, off + sizeof(e.error),
			   len - sizeof(e.error), &e.msg, proto);
	else
		nl_header(c, &e.msg, proto);
	v_struct_end(c);
	if (attrs) {
		v_elem(c);
		nl_attrs(c, nb, off + tail, len - tail, &nla_set_nlmsgerr);
		v_array_end(c);
	}
}

/* NLMSG_DONE: the int a dump ends with. */
static void nl_done(const struct pctx *c, const struct nlbuf *nb,
		    size_t off, size_t len)
{
	int32_t v;

	if (!nl_get_or_hex(c, nb, off, len, &v, sizeof(v)))
		return;
	v_int(c, v);
}

static void nl_payload(const struct pctx *c, const struct nlbuf *nb,
		       size_t off, size_t len, const struct nlmsghdr *h,
		       int proto)
{
	if (h->nlmsg_type == NLMSG_ERROR) {
		nl_error(c, nb, off, len, h, proto);
		return;
	}
	if (h->nlmsg_type == NLMSG_DONE) {
		nl_done(c, nb, off, len);
		return;
	}
	if (h->nlmsg_type >= NLMSG_MIN_TYPE &&
	    nl_family_payload(c, nb, off, len, h, proto))
		return;
	nl_hex(c, nb, off, len);
}

static void nl_message(const struct pctx *c, const struct nlbuf *nb,
		       size_t off, size_t len, const struct nlmsghdr *h,
		       int proto)
{
	size_t mlen = h->nlmsg_len < len ? h->nlmsg_len : len;
	bool body = mlen > NLMSG_HDRLEN;

	if (body) {
		v_array_begin(c);
		v_elem(c);
	}
	nl_header(c, h, proto);
	if (!body)
		return;
	v_elem(c);
	if (nl_depth >= NL_MAX_DEPTH) {
		nl_hex(c, nb, off + NLMSG_HDRLEN, mlen - NLMSG_HDRLEN);
	} else {
		nl_depth++;
		nl_payload(c, nb, off + NLMSG_HDRLEN, mlen - NLMSG_HDRLEN, h,
			   proto);
		nl_depth--;
	}
	v_array_end(c);
}

static void nl_record(const struct pctx *c, const struct nlbuf *nb,
		      size_t off, size_t len, const void *hdr, const void *arg)
{
	struct nlmsghdr h;

	memcpy(&h, hdr, sizeof(h));
	nl_message(c, nb, off, len, &h, *(const int *)arg);
}

/* A sequence of messages: one alone, or [m1, m2, ...] when the buffer
 * holds more; cut at -s messages as strace does. */
static void nl_messages(const struct pctx *c, const struct nlbuf *nb,
			size_t off, size_t len, int proto)
{
	nl_records(c, nb, off, len, NLMSG_HDRLEN, NLMSG_ALIGNTO, nl_record,
		   &proto);
}

/* What udev's monitor sends on NETLINK_KOBJECT_UEVENT: its own header
 * (libudev's struct udev_monitor_netlink_header), then properties. The
 * kernel's own events are plain strings, shown as such. */
struct udev_header {
	char prefix[8];
	uint32_t magic, header_size, properties_off, properties_len;
	uint32_t filter_subsystem_hash, filter_devtype_hash;
	uint32_t filter_tag_bloom_hi, filter_tag_bloom_lo;
};
#define UDEV_MAGIC 0xfeedcafe

static void be32_field(const struct pctx *c, const char *name, uint32_t v)
{
	v_field(c, name);
	v_numf(c, VK_UINT, ntohl(v), "htonl(%#x)", ntohl(v));
}

static bool uevent_print(const struct pctx *c, uint64_t addr, uint64_t len)
{
	struct udev_header u;

	if (len < sizeof(u) || umove(c, addr, sizeof(u), &u) < 0 ||
	    memcmp(u.prefix, "libudev", 8) || ntohl(u.magic) != UDEV_MAGIC)
		return false;
	if (len > sizeof(u)) {
		v_array_begin(c);
		v_elem(c);
	}
	v_struct_begin(c);
	v_field(c, "prefix");
	v_str(c, u.prefix, strlen(u.prefix), false);
	be32_field(c, "magic", u.magic);
	v_field(c, "header_size");
	v_uint(c, u.header_size);
	v_field(c, "properties_off");
	v_uint(c, u.properties_off);
	v_field(c, "properties_len");
	v_uint(c, u.properties_len);
	be32_field(c, "filter_subsystem_hash", u.filter_subsystem_hash);
	be32_field(c, "filter_devtype_hash", u.filter_devtype_hash);
	be32_field(c, "filter_tag_bloom_hi", u.filter_tag_bloom_hi);
	be32_field(c, "filter_tag_bloom_lo", u.filter_tag_bloom_lo);
	v_struct_end(c);
	if (len > sizeof(u)) {
		v_elem(c);
		v_buf_at(c, addr + sizeof(u), len - sizeof(u));
		v_array_end(c);
	}
	return true;
}

bool netlink_print(const struct pctx *c, int proto, uint64_t addr,
		   uint64_t len)
{
	struct nlbuf nb;

	if (!addr)
		return false;
	if (proto == NETLINK_KOBJECT_UEVENT)
		return uevent_print(c, addr, len);
	if (!nlbuf_read(c, &nb, addr, len))
		return false;
	nl_messages(c, &nb, 0, nb.len, proto);
	nlbuf_free(&nb);
	return true;
}

/* sendto's buffer (and send's): netlink messages on a netlink socket,
 * a string otherwise. */
int print_sockbuf_in(const struct pctx *c, uint64_t addr,
		     const uint64_t *args)
{
	int fd = (int)args[0];
	uint64_t len = c->compat ? (uint32_t)args[2] : args[2];
	int proto = netlink_fd_proto(c, fd);

	if (proto >= 0 && netlink_print(c, proto, addr, len))
		return PRINT_OK;
	return v_buf_at(c, addr, len);
}

/* recvfrom's buffer: what the kernel wrote, ret bytes. */
int print_sockbuf_out(const struct pctx *c, uint64_t addr, int64_t ret,
		      const uint64_t *args)
{
	uint64_t size = c->compat ? (uint32_t)args[2] : args[2];
	uint64_t len = (uint64_t)ret;
	int proto;

	/* With MSG_TRUNC the call returns the datagram's real length. */
	if (len > size)
		len = size;
	proto = netlink_fd_proto(c, (int)args[0]);
	if (proto >= 0 && netlink_print(c, proto, addr, len))
		return PRINT_OK;
	return v_buf_at(c, addr, len);
}
