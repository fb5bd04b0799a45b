/* Netlink messages: the buffers a program sends to or receives from a
 * netlink socket, shown as messages (header, then a payload decoded by
 * the socket's protocol) rather than as a string.
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

bool nl_have(const struct nlbuf *nb, size_t off, size_t n)
{
	return off <= nb->avail && n <= nb->avail - off;
}

void nl_addr(const struct pctx *c, const struct nlbuf *nb, size_t off)
{
	v_addr(c, nb->base + off);
}

/* n bytes at off, every byte in hex ("\x61\x62"), cut at -s. */
void nl_hex(const struct pctx *c, const struct nlbuf *nb, size_t off,
	    size_t n)
{
	size_t limit = (size_t)c->opt->string_limit;
	size_t shown = n < limit ? n : limit;

	if (!nl_have(nb, off, shown)) {
		nl_addr(c, nb, off);
		return;
	}
	v_hexstr(c, nb->b + off, shown, shown < n);
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
	if (proto == NETLINK_GENERIC && (g = genl_name(type))) {
		v_const(c, type, g);
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

/* ---- attributes ----------------------------------------------------- */

static void nla_header(const struct pctx *c, const struct nlattr *a,
		       const struct nla_set *set)
{
	unsigned type = a->nla_type & NLA_TYPE_MASK;
	unsigned fl = a->nla_type & ~NLA_TYPE_MASK;

	v_struct_begin(c);
	v_field(c, "nla_len");
	v_uint(c, a->nla_len);
	v_field(c, "nla_type");
	if (fl) {
		v_flags_begin(c, a->nla_type, &xlat_nla_flags);
		v_flag_names(c, &xlat_nla_flags, fl);
		if (set && set->types)
			v_flag_name(c, xlat_name(set->types, type) ?
				    xlat_name(set->types, type) : "");
		v_flags_end(c);
		if (!(set && set->types && xlat_name(set->types, type))) {
			v_textf(c, "%#x", type);
			if (set && set->dflt)
				v_textf(c, " /* %s */", set->dflt);
		}
	} else if (set && set->types) {
		v_enum(c, set->types, type, set->dflt);
	} else {
		v_hex(c, type);
	}
	v_struct_end(c);
}

static void nla_one(const struct pctx *c, const struct nlbuf *nb,
		    size_t off, size_t len, const struct nlattr *a,
		    const struct nla_set *set)
{
	size_t alen = a->nla_len < len ? a->nla_len : len;
	unsigned type = a->nla_type & NLA_TYPE_MASK;
	bool data = alen > NLA_HDRLEN;

	if (data) {
		v_array_begin(c);
		v_elem(c);
	}
	nla_header(c, a, set);
	if (!data)
		return;
	v_elem(c);
	if (!(set && type < set->n && set->fn[type].print &&
	      set->fn[type].print(c, nb, off + NLA_HDRLEN, alen - NLA_HDRLEN,
				  set->fn[type].arg)))
		nl_hex(c, nb, off + NLA_HDRLEN, alen - NLA_HDRLEN);
	v_array_end(c);
}

/* Attributes and messages nest (nested attributes, the request inside
 * an NLMSG_ERROR): a tracee could nest them as deep as its buffer is
 * long. Deeper than this, the rest is shown in hex. */
#define NL_MAX_DEPTH 24
static unsigned nl_depth;

/* The walk attribute lists and message sequences share: records that
 * each start with a length (the first hdr_len bytes are the header),
 * aligned to align. One record alone is shown as itself, more as
 * [r1, r2, ...], cut at -s records; a record whose length does not fit
 * ends the walk with it. one() shows a record, given its header. */
typedef void (*nl_record_fn)(const struct pctx *c, const struct nlbuf *nb,
			     size_t off, size_t len, const void *hdr,
			     const void *arg);

static void nl_records(const struct pctx *c, const struct nlbuf *nb,
		       size_t off, size_t len, size_t hdr_len, size_t align,
		       nl_record_fn one, const void *arg)
{
	unsigned limit = (unsigned)c->opt->string_limit;
	unsigned char hdr[NLMSG_HDRLEN];
	bool array = false;

	for (unsigned elt = 0;; elt++) {
		size_t rec, next = 0;

		if (elt && !c->opt->verbose && elt == limit) {
			v_more(c);
			break;
		}
		if (len < hdr_len) {
			if (elt)
				v_elem(c);
			nl_hex(c, nb, off, len);
			break;
		}
		if (!nl_have(nb, off, hdr_len)) {
			if (elt) {
				v_more(c);
				v_textf(c, " /* %#llx */",
					(unsigned long long)(nb->base + off));
			} else {
				nl_addr(c, nb, off);
			}
			break;
		}
		memcpy(hdr, nb->b + off, hdr_len);
		/* Both headers start with their length: a u32 for a
		 * message, a u16 for an attribute. */
		if (hdr_len == NLA_HDRLEN) {
			uint16_t l;

			memcpy(&l, hdr, sizeof(l));
			rec = l;
		} else {
			uint32_t l;

			memcpy(&l, hdr, sizeof(l));
			rec = l;
		}
		if (rec >= hdr_len) {
			rec = (rec + align - 1) & ~(align - 1);
			if (len >= rec)
				next = len - rec;
		}
		if (!elt && next) {
			v_array_begin(c);
			array = true;
		}
		if (array)
			v_elem(c);
		one(c, nb, off, len, hdr, arg);
		if (!next)
			break;
		off += rec;
		len = next;
	}
	if (array)
		v_array_end(c);
}

static void nla_record(const struct pctx *c, const struct nlbuf *nb,
		       size_t off, size_t len, const void *hdr,
		       const void *arg)
{
	struct nlattr a;

	memcpy(&a, hdr, sizeof(a));
	nla_one(c, nb, off, len, &a, arg);
}

void nl_attrs(const struct pctx *c, const struct nlbuf *nb, size_t off,
	      size_t len, const struct nla_set *set)
{
	if (nl_depth >= NL_MAX_DEPTH) {
		nl_hex(c, nb, off, len);
		return;
	}
	if (set && set->by) {
		const struct nla_set *by = NULL;

		for (unsigned i = 0; i < set->nby; i++)
			if (set->by[i].family == nl_family_ctx ||
			    (!by && set->by[i].family == NLA_ANY_FAMILY))
				by = set->by[i].set;
		if (!by) {
			nl_hex(c, nb, off, len);
			return;
		}
		set = by;
	}
	nl_depth++;
	nl_records(c, nb, off, len, NLA_HDRLEN, NLA_ALIGNTO, nla_record, set);
	nl_depth--;
}

/* Attribute value printers; each returns false when the value does
 * not fit its type, and the caller shows the bytes in hex. */
#define NLA_INT(name, type, show)					\
bool nla_##name(const struct pctx *c, const struct nlbuf *nb,		\
		size_t off, size_t len, const void *arg)		\
{									\
	type v;								\
	(void)arg;							\
	if (len < sizeof(v))						\
		return false;						\
	if (!nl_have(nb, off, sizeof(v))) {				\
		nl_addr(c, nb, off);					\
		return true;						\
	}								\
	memcpy(&v, nb->b + off, sizeof(v));				\
	show;								\
	return true;							\
}
NLA_INT(u8, uint8_t, v_uint(c, v))
NLA_INT(u16, uint16_t, v_uint(c, v))
NLA_INT(u32, uint32_t, v_uint(c, v))
NLA_INT(u64, uint64_t, v_uint(c, v))
NLA_INT(s32, int32_t, v_int(c, v))
NLA_INT(x16, uint16_t, v_hex(c, v))
NLA_INT(x32, uint32_t, v_hex(c, v))

/* A string the kernel expects NUL-terminated: the terminating NUL is
 * not shown, and "..." says it was missing (or the string was cut at
 * -s). NULs inside are shown, they are part of what was sent. */
bool nla_str(const struct pctx *c, const struct nlbuf *nb, size_t off,
	     size_t len, const void *arg)
{
	size_t limit = (size_t)c->opt->string_limit;
	size_t n = len;
	bool cut;

	(void)arg;
	if (!nl_have(nb, off, len < limit + 1 ? len : limit + 1)) {
		nl_addr(c, nb, off);
		return true;
	}
	cut = !(len && nl_have(nb, off, len) && !nb->b[off + len - 1]);
	if (!cut)
		n = len - 1;
	if (n > limit) {
		n = limit;
		cut = true;
	}
	v_str(c, nb->b + off, n, cut && len);
	return true;
}

/* An array of bytes: [171, 254]. */
bool nla_u8_array(const struct pctx *c, const struct nlbuf *nb, size_t off,
		  size_t len, const void *arg)
{
	(void)arg;
	if (!nl_have(nb, off, len)) {
		nl_addr(c, nb, off);
		return true;
	}
	v_array_begin(c);
	for (size_t i = 0; i < len; i++) {
		if (!c->opt->verbose && i == (size_t)c->opt->string_limit) {
			v_more(c);
			break;
		}
		v_elem(c);
		v_uint(c, nb->b[off + i]);
	}
	v_array_end(c);
	return true;
}

unsigned nl_family_ctx;

bool nla_fields(const struct pctx *c, const struct nlbuf *nb, size_t off,
		size_t len, const void *arg)
{
	const struct nla_struct *st = arg;
	size_t size = st->size;
	unsigned n = st->n;

	if (st->min && len < size) {
		/* The fields that the shorter version has. */
		size = len;
		while (n && st->f[n - 1].off + st->f[n - 1].size > size)
			n--;
	}
	if (len < (st->min ? st->min : size))
		return false;
	if (!nl_have(nb, off, size)) {
		nl_addr(c, nb, off);
		return true;
	}
	v_struct_begin(c);
	nl_fields(c, nb->b + off, st->f, n);
	v_struct_end(c);
	if (st->rest && len > size) {
		v_elem(c);
		nl_hex(c, nb, off + size, len - size);
	}
	return true;
}

/* "[NAME]=": the index named by its set (the set's i + base, shown as
 * "NAME-1" when base is 1), a decimal number with -X raw. */
static void index_name(const struct pctx *c, const struct xlat *set,
		       uint64_t i, unsigned base, const char *dflt)
{
	const char *name = xlat_name(set, i + base);
	struct vstyle st;

	v_item(c, name);
	v_text(c, "[");
	v_style_begin(c, &st);
	if (name && base)
		v_textf(c, "%s-%u", name, base);
	else if (name)
		v_text(c, name);
	else if (c->opt->xlat_style == XLAT_RAW || !dflt)
		v_textf(c, "%llu", (unsigned long long)i);
	else
		v_textf(c, "%llu /* %s */", (unsigned long long)i, dflt);
	v_style_end(c, &st, i, VS_DEC);
	v_text(c, "]=");
}

void nl_index_name(const struct pctx *c, const struct xlat *set, uint64_t i,
		   const char *dflt)
{
	index_name(c, set, i, 0, dflt);
}

/* [a, b, ...]: whole elements only; an unreadable one ends the array
 * with its address. */
bool nla_array(const struct pctx *c, const struct nlbuf *nb, size_t off,
	       size_t len, const void *arg)
{
	const struct nla_elems *el = arg;
	size_t size = el->size ? el->size : abi_word(c);
	size_t n = len / size;

	if (!n)
		return false;
	if (!nl_have(nb, off, size)) {
		nl_addr(c, nb, off);
		return true;
	}
	v_array_begin(c);
	for (size_t i = 0; i < n; i++, off += size) {
		uint64_t v = 0;
		uint32_t w;

		if (!c->opt->verbose && i == (size_t)c->opt->string_limit) {
			v_more(c);
			break;
		}
		if (!nl_have(nb, off, size)) {
			v_more(c);
			v_textf(c, " /* %#llx */",
				(unsigned long long)(nb->base + off));
			break;
		}
		if (size == 2) {
			uint16_t h;

			memcpy(&h, nb->b + off, 2);
			v = h;
		} else if (size == 4) {
			memcpy(&w, nb->b + off, 4);
			v = w;
		} else {
			memcpy(&v, nb->b + off, 8);
		}
		if (el->names)
			index_name(c, el->names, i, el->names1, el->dflt);
		else
			v_elem(c);
		if (el->kind == NF_HEX)
			v_hex(c, v);
		else if (el->kind == NF_INT)
			v_int(c, size == 4 ? (int32_t)v : size == 2 ?
			      (int16_t)v : (int64_t)v);
		else
			v_uint(c, v);
	}
	v_array_end(c);
	return true;
}

/* An array of structs: [{...}, {...}]. */
bool nla_struct_array(const struct pctx *c, const struct nlbuf *nb,
		      size_t off, size_t len, const void *arg)
{
	const struct nla_struct *st = arg;
	size_t n = len / st->size;

	if (!n)
		return false;
	if (!nl_have(nb, off, st->size)) {
		nl_addr(c, nb, off);
		return true;
	}
	v_array_begin(c);
	for (size_t i = 0; i < n; i++, off += st->size) {
		if (!c->opt->verbose && i == (size_t)c->opt->string_limit) {
			v_more(c);
			break;
		}
		if (!nl_have(nb, off, st->size)) {
			v_more(c);
			v_textf(c, " /* %#llx */",
				(unsigned long long)(nb->base + off));
			break;
		}
		v_elem(c);
		v_struct_begin(c);
		nl_fields(c, nb->b + off, st->f, st->n);
		v_struct_end(c);
	}
	v_array_end(c);
	return true;
}

bool nla_nested(const struct pctx *c, const struct nlbuf *nb, size_t off,
		size_t len, const void *arg)
{
	nl_attrs(c, nb, off, len, arg);
	return true;
}

bool nla_flags32(const struct pctx *c, const struct nlbuf *nb, size_t off,
		 size_t len, const void *arg)
{
	const struct nla_flagset *fs = arg;
	uint32_t v;

	if (len < sizeof(v))
		return false;
	if (!nl_have(nb, off, sizeof(v))) {
		nl_addr(c, nb, off);
		return true;
	}
	memcpy(&v, nb->b + off, sizeof(v));
	v_flags(c, fs->set, v, fs->dflt);
	return true;
}

static bool nla_scalar(const struct pctx *c, const struct nlbuf *nb,
		       size_t off, size_t len, size_t size, uint64_t *v)
{
	uint8_t u8;
	uint16_t u16;
	uint32_t u32;

	if (len < size)
		return false;
	if (!nl_have(nb, off, size)) {
		nl_addr(c, nb, off);
		return false;
	}
	switch (size) {
	case 1: memcpy(&u8, nb->b + off, 1); *v = u8; break;
	case 2: memcpy(&u16, nb->b + off, 2); *v = u16; break;
	case 4: memcpy(&u32, nb->b + off, 4); *v = u32; break;
	default: memcpy(v, nb->b + off, 8); break;
	}
	return true;
}

/* clock_t ticks, with the seconds in a comment (not with -X raw,
 * which shows numbers alone). */
static void clock_ticks(const struct pctx *c, uint64_t v)
{
	if (c->opt->xlat_style == XLAT_RAW) {
		v_uint(c, v);
		return;
	}
	v_numf(c, VK_UINT, v, "%llu /* %llu.%02llu s */",
	       (unsigned long long)v, (unsigned long long)v / 100,
	       (unsigned long long)v % 100);
}

/* The printers below return true when they printed something: the
 * value, or its address when it could not be read. */
#define NLA_SCALAR(name, size, show)					\
bool name(const struct pctx *c, const struct nlbuf *nb, size_t off,	\
	  size_t len, const void *arg)					\
{									\
	const struct nla_flagset *fs = arg;				\
	uint64_t v;							\
									\
	(void)fs;							\
	if (len < (size))						\
		return false;						\
	if (!nla_scalar(c, nb, off, len, size, &v))			\
		return true;						\
	show;								\
	return true;							\
}
NLA_SCALAR(nla_enum8, 1, v_enum(c, fs->set, v, fs->dflt))
NLA_SCALAR(nla_enum16, 2, v_enum(c, fs->set, v, fs->dflt))
NLA_SCALAR(nla_enum32, 4, v_enum(c, fs->set, v, fs->dflt))
NLA_SCALAR(nla_flags8, 1, v_flags(c, fs->set, v, fs->dflt))
NLA_SCALAR(nla_flags16, 2, v_flags(c, fs->set, v, fs->dflt))
NLA_SCALAR(nla_be16, 2, v_numf(c, VK_UINT, ntohs((uint16_t)v), "htons(%u)",
			       ntohs((uint16_t)v)))
NLA_SCALAR(nla_fd, 4, v_fd(c, (int32_t)v))
NLA_SCALAR(nla_uid, 4, (uint32_t)v == UINT32_MAX ? v_int(c, -1) :
		       v_uint(c, v))
NLA_SCALAR(nla_enum_be16, 2,
	   (v_open(c, VK_UINT, ntohs((uint16_t)v), "htons("),
	    v_enum(c, fs->set, ntohs((uint16_t)v), fs->dflt),
	    v_close(c, ")")))
NLA_SCALAR(nla_clock_t, 4, clock_ticks(c, v))
NLA_SCALAR(nla_be64, 8,
	   v_numf(c, VK_UINT, be64toh(v), "htobe64(%llu)",
		  (unsigned long long)be64toh(v)))

/* A hardware address: f8:c2:49:13:57. */
bool nla_hwaddr(const struct pctx *c, const struct nlbuf *nb, size_t off,
		size_t len, const void *arg)
{
	char buf[3 * 32 + 1];
	size_t n = len < 32 ? len : 32, o = 0;

	(void)arg;
	if (!n)
		return false;
	if (!nl_have(nb, off, n)) {
		nl_addr(c, nb, off);
		return true;
	}
	for (size_t i = 0; i < n; i++)
		o += (size_t)snprintf(buf + o, sizeof(buf) - o, "%s%02x",
				      i ? ":" : "", nb->b[off + i]);
	v_numf(c, VK_STR, 0, "%s", buf);
	return true;
}

/* clock_t ticks in any width up to 8 bytes (the kernel sends u32 or
 * u64; smaller widths are the same number). */
bool nla_clock_t_var(const struct pctx *c, const struct nlbuf *nb,
		     size_t off, size_t len, const void *arg)
{
	uint64_t v = 0;

	(void)arg;
	if (!len || len > sizeof(v))
		return false;
	if (!nl_have(nb, off, len)) {
		nl_addr(c, nb, off);
		return true;
	}
	for (size_t i = len; i-- > 0;)
		v = v << 8 | nb->b[off + i];
	if (!v)
		return v_uint(c, 0), true;
	clock_ticks(c, v);
	return true;
}

void nl_bytes_as(const struct pctx *c, const unsigned char *b, size_t n,
		 const char *text)
{
	if (c->opt->xlat_style != XLAT_ABBREV) {
		v_hexstr(c, b, n, false);
		if (c->opt->xlat_style == XLAT_RAW)
			return;
		v_text(c, " /* ");
	}
	v_numf(c, VK_STR, 0, "%s", text);
	if (c->opt->xlat_style != XLAT_ABBREV)
		v_text(c, " */");
}

static bool inaddr_of(const struct pctx *c, const struct nlbuf *nb,
		      size_t off, size_t len, unsigned family)
{
	char a[INET6_ADDRSTRLEN], text[INET6_ADDRSTRLEN + 32];
	size_t n = family == AF_INET ? 4 : family == AF_INET6 ? 16 : 0;

	if (!n || len < n)
		return false;
	if (!nl_have(nb, off, n)) {
		nl_addr(c, nb, off);
		return true;
	}
	inet_ntop((int)family, nb->b + off, a, sizeof(a));
	snprintf(text, sizeof(text), n == 4 ? "inet_addr(\"%s\")" :
		 "inet_pton(AF_INET6, \"%s\")", a);
	nl_bytes_as(c, nb->b + off, n, text);
	return true;
}

bool nla_inaddr(const struct pctx *c, const struct nlbuf *nb, size_t off,
		size_t len, const void *arg)
{
	(void)arg;
	return inaddr_of(c, nb, off, len, nl_family_ctx);
}

bool nla_in4addr(const struct pctx *c, const struct nlbuf *nb, size_t off,
		 size_t len, const void *arg)
{
	(void)arg;
	return inaddr_of(c, nb, off, len, AF_INET);
}

bool nla_in6addr(const struct pctx *c, const struct nlbuf *nb, size_t off,
		 size_t len, const void *arg)
{
	(void)arg;
	return inaddr_of(c, nb, off, len, AF_INET6);
}

/* The kinds IFLA_INFO_KIND and IFLA_INFO_SLAVE_KIND named. */
static char nl_kinds[2][32];

void nl_kind_reset(void)
{
	nl_kinds[0][0] = nl_kinds[1][0] = '\0';
}

static bool kind_of(const struct pctx *c, const struct nlbuf *nb,
		    size_t off, size_t len, unsigned slot)
{
	size_t n = len < sizeof(nl_kinds[slot]) - 1 ? len :
		   sizeof(nl_kinds[slot]) - 1;

	nl_kinds[slot][0] = '\0';
	if (nl_have(nb, off, n)) {
		memcpy(nl_kinds[slot], nb->b + off, n);
		nl_kinds[slot][n] = '\0';
	}
	return nla_str(c, nb, off, len, NULL);
}

bool nla_kind(const struct pctx *c, const struct nlbuf *nb, size_t off,
	      size_t len, const void *arg)
{
	(void)arg;
	return kind_of(c, nb, off, len, 0);
}

bool nla_slave_kind(const struct pctx *c, const struct nlbuf *nb,
		    size_t off, size_t len, const void *arg)
{
	(void)arg;
	return kind_of(c, nb, off, len, 1);
}

bool nla_by_kind(const struct pctx *c, const struct nlbuf *nb, size_t off,
		 size_t len, const void *arg)
{
	const struct nla_kinds *ks = arg;

	for (unsigned i = 0; i < ks->n; i++)
		if (!strcmp(ks->k[i].kind, nl_kinds[ks->slot]))
			return ks->k[i].v.print(c, nb, off, len,
						ks->k[i].v.arg);
	return false;
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

	if (len < sizeof(e)) {
		nl_hex(c, nb, off, len);
		return;
	}
	if (!nl_have(nb, off, sizeof(e))) {
		nl_addr(c, nb, off);
		return;
	}
	memcpy(&e, nb->b + off, sizeof(e));
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

	if (len < sizeof(v)) {
		nl_hex(c, nb, off, len);
		return;
	}
	if (!nl_have(nb, off, sizeof(v))) {
		nl_addr(c, nb, off);
		return;
	}
	memcpy(&v, nb->b + off, sizeof(v));
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
