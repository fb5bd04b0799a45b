/* What the socket decoders (net.c, sockopt.c) share. */
#ifndef ABT_DECODE_NET_H
#define ABT_DECODE_NET_H

#include "printers.h"

/* len bytes of socket address at addr, as {sa_family=..., ...}. */
void print_sockaddr_at(const struct pctx *c, uint64_t addr, uint64_t len);
/* The same, of len bytes already read (at least the family's two). */
void print_sockaddr_buf(const struct pctx *c, const void *p, size_t len);
/* inet_addr("1.2.3.4") of the 4 bytes at in4 (network order). */
void net_inet_addr(const struct pctx *c, const void *in4);
/* inet_pton(AF_INET6, "::1", &FIELD), a member without "FIELD=". */
void net_inet6_addr(const struct pctx *c, const void *in6, const char *field);

#endif
