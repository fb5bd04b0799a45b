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
/* n bytes at off as "\xNN..." (cut at -s), or their address. */
void nl_hex(const struct pctx *c, const struct nlbuf *nb, size_t off,
	    size_t n);
/* The NETLINK_* protocol of the tracee's descriptor fd, or -1 when it
 * is not a netlink socket. */
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
struct nla_set {
	const struct xlat *types;
	const char *dflt;	/* comment for an unknown type */
	const struct nla_value *fn;	/* indexed by type */
	unsigned n;
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
bool nla_x32(const struct pctx *c, const struct nlbuf *nb, size_t off,
	     size_t len, const void *arg);
bool nla_str(const struct pctx *c, const struct nlbuf *nb, size_t off,
	     size_t len, const void *arg);
bool nla_u8_array(const struct pctx *c, const struct nlbuf *nb, size_t off,
		  size_t len, const void *arg);

/* src/decode/netlink_proto.c: the payload of a message of type
 * NLMSG_MIN_TYPE and up, by protocol; false when it has no decoder
 * (the payload is shown in hex). */
bool nl_family_payload(const struct pctx *c, const struct nlbuf *nb,
		       size_t off, size_t len, const struct nlmsghdr *h,
		       int proto);

#endif
