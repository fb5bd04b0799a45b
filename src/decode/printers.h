/* Printers named in syscalls/types.list, and helpers they share. */
#ifndef ABT_PRINTERS_H
#define ABT_PRINTERS_H

#include "abitrace.h"

#define PRINTER(name) \
	int name(struct tcb *tcp, const struct argdesc *ad, int argi)

/* basic.c */
PRINTER(print_x);
PRINTER(print_int);
PRINTER(print_uint);
PRINTER(print_long);
PRINTER(print_ulong);
PRINTER(print_off);
PRINTER(print_hexint);
PRINTER(print_oct);
PRINTER(print_mode);
PRINTER(print_uid);
PRINTER(print_sig);
PRINTER(print_ptr);
PRINTER(print_flags);
PRINTER(print_enum);

/* fs.c */
PRINTER(print_fd);
PRINTER(print_dirfd);
PRINTER(print_oflags);
PRINTER(print_omode);
PRINTER(print_path);
PRINTER(print_str);
PRINTER(print_ibuf);
PRINTER(print_obuf);

/* Helpers for printers. */
uint64_t arg_ulong(const struct tcb *tcp, int argi);	/* width-aware */
int64_t arg_long(const struct tcb *tcp, int argi);
void print_addr(uint64_t addr);			/* NULL or 0x... */
void print_xlat_flags(const struct xlat *x, uint64_t v, const char *dflt);
bool print_xlat_enum(const struct xlat *x, uint64_t v, const char *dflt);
const char *xlat_name(const struct xlat *x, uint64_t v);
/* Prints the string at addr (cut at -s unless whole), or its address. */
void print_str_at(struct tcb *tcp, uint64_t addr, size_t limit, bool path);
/* Prints len bytes at addr as a quoted string cut at -s, or the address. */
void print_buf_at(struct tcb *tcp, uint64_t addr, uint64_t len);
void print_fd_value(struct tcb *tcp, int fd);

#endif
