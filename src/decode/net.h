/* What the socket decoders share: the address printers of sockaddr.c,
 * which net.c, sockopt.c and netlink use. */
#ifndef ABT_DECODE_NET_H
#define ABT_DECODE_NET_H

#include "printers.h"

/* len bytes of socket address at addr, as {sa_family=..., ...}. */
void print_sockaddr_at(const struct pctx *c, uint64_t addr, uint64_t len);
/* The same, of len bytes already read (at least the family's two). */
void print_sockaddr_buf(const struct pctx *c, const void *p, size_t len);
/* The same, the family's field named famfield (sin_family). */
void print_sockaddr_named(const struct pctx *c, const void *p, size_t len,
			  const char *famfield);
/* inet_addr("1.2.3.4") of the 4 bytes at in4 (network order). */
void net_inet_addr(const struct pctx *c, const void *in4);
/* inet_pton(AF_INET6, "::1", &FIELD), a member without "FIELD=". */
void net_inet6_addr(const struct pctx *c, const void *in6, const char *field);

/* A hardware address, "ff:ff:..."; its bytes with -X raw, both with
 * -X verbose (sockaddr.c). */
void print_hwaddr(const struct pctx *c, const unsigned char *a, unsigned n);
/* The fields after sa_family of the families sockaddr.c knows, of the
 * n bytes at p (zero-padded to a sockaddr_storage); false: the family
 * is not one of them or n is too short for it. */
bool print_sockaddr_family(const struct pctx *c, unsigned fam,
			   const unsigned char *p, size_t n);
/* A byte-order value (htons(80), inet_addr("1.2.3.4")): abbrev is the
 * caller's text; -X raw the bytes, -X verbose both. false: abbrev, the
 * caller prints its own way. */
bool net_bytes_styled(const struct pctx *c, const void *b, size_t n,
		      const char *text);

#endif
