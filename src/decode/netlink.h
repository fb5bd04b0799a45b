/* Netlink decoding shared by src/decode/netlink*.c: one read of the
 * tracee's buffer, and helpers that show parts of it by offset, so that
 * every length the tracee wrote is checked against what was read. */
#ifndef ABT_DECODE_NETLINK_H
#define ABT_DECODE_NETLINK_H

#include "printers.h"

#include <linux/netlink.h>

/* len bytes the call passed at base; b[0..avail) could be read. */
struct nlbuf {
	uint64_t base;
	const unsigned char *b;
	size_t len;
	size_t avail;
};

/* Whether n bytes at off were read. */
bool nl_have(const struct nlbuf *nb, size_t off, size_t n);
/* The tracee address of offset off. */
void nl_addr(const struct pctx *c, const struct nlbuf *nb, size_t off);
/* The n bytes of a value of len bytes at off, copied to v: 1; -1 when
 * len is shorter (nothing shown); 0 when they were not read (their
 * address shown). An attribute printer returns got == 0 when got <= 0. */
int nl_get(const struct pctx *c, const struct nlbuf *nb, size_t off,
	   size_t len, void *v, size_t n);
/* The same, a short value shown in hex: true when v holds the bytes. */
bool nl_get_or_hex(const struct pctx *c, const struct nlbuf *nb, size_t off,
		   size_t len, void *v, size_t n);
/* n bytes at off as "\xNN..." (cut at -s), or their address. */
void nl_hex(const struct pctx *c, const struct nlbuf *nb, size_t off,
	    size_t n);
/* The NETLINK_* protocol of the tracee's descriptor fd, NL_PROTO_UNKNOWN
 * for a netlink socket whose protocol is not known yet, or -1 when it
 * is not a netlink socket. */
#define NL_PROTO_UNKNOWN 0x10000
int netlink_fd_proto(const struct pctx *c, int fd);
/* len bytes at addr as netlink messages of protocol proto; false when
 * nothing was printed (the caller shows the buffer its usual way). */
bool netlink_print(const struct pctx *c, int proto, uint64_t addr,
		   uint64_t len);
void nl_header(const struct pctx *c, const struct nlmsghdr *h, int proto);

/* Attributes: a set names the types and gives each a value printer,
 * which returns false when the value does not fit (shown in hex). */
typedef bool (*nla_fn)(const struct pctx *c, const struct nlbuf *nb,
		       size_t off, size_t len, const void *arg);
struct nla_value {
	nla_fn print;
	const void *arg;	/* the printer's parameter (a nested set) */
};
struct nla_by_family;
struct nla_set {
	const struct xlat *types;
	const char *dflt;	/* comment for an unknown type */
	const struct nla_value *fn;	/* indexed by type */
	unsigned n;
	/* Or a choice by the message's family (nl_family_ctx): the
	 * attributes are of the set of that family, in hex when none. */
	const struct nla_by_family *by;
	unsigned nby;
};
#define NLA_ANY_FAMILY (~0u)	/* the set of the families not listed */
struct nla_by_family {
	unsigned family;
	const struct nla_set *set;
};
/* The attributes in len bytes at off: one, or [a1, a2, ...]. */
void nl_attrs(const struct pctx *c, const struct nlbuf *nb, size_t off,
	      size_t len, const struct nla_set *set);
bool nla_u8(const struct pctx *c, const struct nlbuf *nb, size_t off,
	    size_t len, const void *arg);
bool nla_u16(const struct pctx *c, const struct nlbuf *nb, size_t off,
	     size_t len, const void *arg);
bool nla_u32(const struct pctx *c, const struct nlbuf *nb, size_t off,
	     size_t len, const void *arg);
bool nla_u64(const struct pctx *c, const struct nlbuf *nb, size_t off,
	     size_t len, const void *arg);
bool nla_s32(const struct pctx *c, const struct nlbuf *nb, size_t off,
	     size_t len, const void *arg);
bool nla_x8(const struct pctx *c, const struct nlbuf *nb, size_t off,
	    size_t len, const void *arg);
bool nla_x16(const struct pctx *c, const struct nlbuf *nb, size_t off,
	     size_t len, const void *arg);
bool nla_x32(const struct pctx *c, const struct nlbuf *nb, size_t off,
	     size_t len, const void *arg);
bool nla_str(const struct pctx *c, const struct nlbuf *nb, size_t off,
	     size_t len, const void *arg);
bool nla_u8_array(const struct pctx *c, const struct nlbuf *nb, size_t off,
		  size_t len, const void *arg);

/* A value chosen by the kind a link's IFLA_INFO_KIND (slot 0) or
 * IFLA_INFO_SLAVE_KIND (slot 1) named earlier in the message: "bridge"
 * data are IFLA_BR_* attributes. nla_kind and nla_slave_kind show the
 * string and remember it; nla_by_kind (arg: struct nla_kinds) shows the
 * value the kind's entry says, in hex for a kind not listed. */
struct nla_kind {
	const char *kind;
	struct nla_value v;
};
struct nla_kinds {
	unsigned slot;
	const struct nla_kind *k;
	unsigned n;
};
bool nla_kind(const struct pctx *c, const struct nlbuf *nb, size_t off,
	      size_t len, const void *arg);
bool nla_slave_kind(const struct pctx *c, const struct nlbuf *nb,
		    size_t off, size_t len, const void *arg);
bool nla_by_kind(const struct pctx *c, const struct nlbuf *nb, size_t off,
		 size_t len, const void *arg);
/* Forgets the kinds: a new message starts. */
void nl_kind_reset(void);
/* A uid or gid: -1 for (uid_t)-1. */
bool nla_uid(const struct pctx *c, const struct nlbuf *nb, size_t off,
	     size_t len, const void *arg);
/* htons(ETH_P_IP): a big-endian u16 of a set (struct nla_flagset). */
bool nla_enum_be16(const struct pctx *c, const struct nlbuf *nb,
		   size_t off, size_t len, const void *arg);

/* Family headers as tables of fields: the tables are generated from
 * syscalls/nlattrs.list (src/nlattrs_gen.h), the printing is in
 * src/decode/netlink_attrs.c. */
enum {
	NF_UINT, NF_INT, NF_HEX, NF_ENUM, NF_FLAGS, NF_IFINDEX,
	NF_BITS,	/* "1<<A|1<<B": bit numbers named by set */
	NF_HEX_NZ,	/* reserved: shown in hex when not zero */
	NF_BITS1,	/* "1<<(A-1)": bit n for the n+1th name of set */
	NF_U32X2,	/* two u32: [1, 2] (socket cookies) */
	NF_SOCKID,	/* struct inet_diag_sockid, by the struct's family */
	NF_DEV,		/* makedev(major, minor) */
	NF_BYTES,	/* a byte array, in hex: "\x0a\x00" */
	NF_BYTES_NZ,	/* the same, shown only when not all zero */
	NF_BYTES_LEN,	/* the same, as many as the last NF_UINT before says */
	NF_STR,		/* a char array: a string up to its NUL */
	NF_ENUM_HEX,	/* hex, the name in a comment: 0x1 / * A * / */
	NF_STRUCT,	/* a struct inside: sub */
	NF_STRUCTS,	/* an array of them: [{...}, ...] */
	NF_U8S,		/* bytes in decimal: [171, 205] */
	NF_HWADDR,	/* a hardware address: ab:cd:ef:01:02:03 */
	NF_BE16ENUM,	/* htons(ETH_P_IP): a big-endian u16 of set */
	NF_U64S,	/* u64s indexed by set: [[A]=1, [B]=2] */
	NF_FAMADDR,	/* an address of the family in the struct's first byte */
};
struct nla_struct;
struct nl_field {
	const char *name;
	unsigned short off, size;
	unsigned char kind;
	const struct xlat *set;
	const char *dflt;
	const struct nla_struct *sub;	/* NF_STRUCT, NF_STRUCTS */
};
struct nl_struct {
	size_t size;
	const char *family;	/* the name of the first byte, a family */
	const struct nl_field *f;	/* the fields after it */
	unsigned n;
	const struct nla_set *attrs;	/* what follows the struct */
	/* Names of families beyond AF_* (RTNL_FAMILY_IPMR), and the
	 * comment of an unknown one (NULL: "AF_???"). */
	const struct xlat *famset;
	const char *famdflt;
};
void nl_fields(const struct pctx *c, const unsigned char *p,
	       const struct nl_field *f, unsigned n);
bool nl_family_struct(const struct pctx *c, const struct nlbuf *nb,
		      size_t off, size_t len, const struct nl_struct *st);
/* Attribute values made of the fields above, arrays and nests; the
 * nla_value's arg says which. */
struct nla_struct {
	size_t size;
	const struct nl_field *f;
	unsigned n;
	size_t min;	/* when not 0: older, shorter versions of the
			 * struct are shown with the fields they have */
	bool rest;	/* bytes after the struct are shown, in hex */
};
struct nla_elems {
	unsigned size;	/* bytes per element; 0: the tracee's long */
	unsigned kind;	/* NF_UINT, NF_INT or NF_HEX */
	const struct xlat *names;	/* [NAME]=v: the indexes' names */
	const char *dflt;	/* the comment of an index not named */
	bool names1;	/* index i is the set's i + 1: [NAME-1]= */
};
struct nla_flagset {
	const struct xlat *set;
	const char *dflt;
};
bool nla_fields(const struct pctx *c, const struct nlbuf *nb, size_t off,
		size_t len, const void *arg);	/* struct nla_struct */
bool nla_array(const struct pctx *c, const struct nlbuf *nb, size_t off,
	       size_t len, const void *arg);	/* struct nla_elems */
bool nla_struct_array(const struct pctx *c, const struct nlbuf *nb,
		      size_t off, size_t len, const void *arg);
bool nla_nested(const struct pctx *c, const struct nlbuf *nb, size_t off,
		size_t len, const void *arg);	/* struct nla_set */
bool nla_flags32(const struct pctx *c, const struct nlbuf *nb, size_t off,
		 size_t len, const void *arg);	/* struct nla_flagset */
bool nla_ifindex(const struct pctx *c, const struct nlbuf *nb, size_t off,
		 size_t len, const void *arg);
/* An enum of one byte (arg: struct nla_flagset with the enum's set). */
bool nla_enum8(const struct pctx *c, const struct nlbuf *nb, size_t off,
	       size_t len, const void *arg);
bool nla_enum16(const struct pctx *c, const struct nlbuf *nb, size_t off,
		size_t len, const void *arg);
bool nla_enum32(const struct pctx *c, const struct nlbuf *nb, size_t off,
		size_t len, const void *arg);
bool nla_flags8(const struct pctx *c, const struct nlbuf *nb, size_t off,
		size_t len, const void *arg);
/* A u8 in hex, its flags in a comment: 0x3 / * A|B * /. */
bool nla_flags8c(const struct pctx *c, const struct nlbuf *nb, size_t off,
		 size_t len, const void *arg);
bool nla_flags16(const struct pctx *c, const struct nlbuf *nb, size_t off,
		 size_t len, const void *arg);
/* htons(N): a 16-bit big-endian number. */
bool nla_be16(const struct pctx *c, const struct nlbuf *nb, size_t off,
	      size_t len, const void *arg);
/* "[NAME]=" before the element of index i of an array whose indexes
 * set names (dflt: the comment of an unnamed one). */
void nl_index_name(const struct pctx *c, const struct xlat *set, uint64_t i,
		   const char *dflt);
/* n bytes as text (an address) that -X raw shows as the bytes and
 * -X verbose as the bytes with the text in a comment. */
void nl_bytes_as(const struct pctx *c, const unsigned char *b, size_t n,
		 const char *text);
/* A hardware address: f8:c2:49:13:57. */
bool nla_hwaddr(const struct pctx *c, const struct nlbuf *nb, size_t off,
		size_t len, const void *arg);
/* A descriptor of the tracee (a path with -y). */
bool nla_fd(const struct pctx *c, const struct nlbuf *nb, size_t off,
	    size_t len, const void *arg);
/* clock_t ticks: "5700500 / * 57005.00 s * /". */
bool nla_clock_t(const struct pctx *c, const struct nlbuf *nb, size_t off,
		 size_t len, const void *arg);
bool nla_clock_t_var(const struct pctx *c, const struct nlbuf *nb,
		     size_t off, size_t len, const void *arg);
/* htonl(N): a 32-bit big-endian number. */
bool nla_be32(const struct pctx *c, const struct nlbuf *nb, size_t off,
	      size_t len, const void *arg);
/* htobe64(N): a 64-bit big-endian number. */
bool nla_be64(const struct pctx *c, const struct nlbuf *nb, size_t off,
	      size_t len, const void *arg);
/* An IPv4 or IPv6 address whatever the message's family. */
bool nla_in4addr(const struct pctx *c, const struct nlbuf *nb, size_t off,
		 size_t len, const void *arg);
bool nla_in6addr(const struct pctx *c, const struct nlbuf *nb, size_t off,
		 size_t len, const void *arg);
/* An address of the message's family (nl_family_ctx). */
bool nla_inaddr(const struct pctx *c, const struct nlbuf *nb, size_t off,
		size_t len, const void *arg);
/* The family of the message being decoded, for attributes whose value
 * depends on it. */
extern unsigned nl_family_ctx;

/* {family=AF_INET, data="\x.."}: a header not known. */
bool nl_family_data(const struct pctx *c, const struct nlbuf *nb,
		    size_t off, size_t len);
void nl_inet_sockid(const struct pctx *c, const unsigned char *p,
		    unsigned family);
bool nl_diag_payload(const struct pctx *c, const struct nlbuf *nb,
		     size_t off, size_t len, const struct nlmsghdr *h);
bool nl_route_payload(const struct pctx *c, const struct nlbuf *nb,
		      size_t off, size_t len, const struct nlmsghdr *h);

/* src/decode/netlink_proto.c: the payload of a message of type
 * NLMSG_MIN_TYPE and up, by protocol; false when it has no decoder
 * (the payload is shown in hex). */
bool nl_family_payload(const struct pctx *c, const struct nlbuf *nb,
		       size_t off, size_t len, const struct nlmsghdr *h,
		       int proto);

/* src/decode/netlink_attrs.c: nested attributes and messages count
 * towards one depth limit, past which the bytes are shown in hex. */
#define NL_MAX_DEPTH 24
extern unsigned nl_depth;
/* The walk attribute lists and message sequences share (see there). */
typedef void (*nl_record_fn)(const struct pctx *c, const struct nlbuf *nb,
			     size_t off, size_t len, const void *hdr,
			     const void *arg);
void nl_records(const struct pctx *c, const struct nlbuf *nb,
		size_t off, size_t len, size_t hdr_len, size_t align,
		nl_record_fn one, const void *arg);

#endif
