/* io_uring_register's arguments that are one struct, printed from the
 * field tables of io_uring_reg.c (layouts from syscalls/structs.list). */
#ifndef ABITRACE_DECODE_IO_URING_H
#define ABITRACE_DECODE_IO_URING_H

#include "printers.h"

/* At entry: UR_NONE for an op whose argument is none of these structs
 * (nothing printed), UR_DONE when it is printed (or its address),
 * UR_LATER when the exit prints the rest (the struct, or what the
 * kernel wrote back, and nr_args). */
enum { UR_NONE, UR_DONE, UR_LATER };
int uring_reg_struct_in(const struct pctx *c, uint32_t op, uint64_t arg,
			uint32_t nr);
/* At exit: true when the entry left the argument's rest to the exit,
 * printed now (nr_args is the caller's); false otherwise. */
bool uring_reg_struct_out(const struct pctx *c, uint32_t op, uint64_t arg,
			  uint32_t nr);

/* IORING_REGISTER_QUERY's chain of struct io_uring_query_hdr at addr. */
void uring_query(const struct pctx *c, uint64_t addr);
/* IORING_REGISTER_SEND_MSG_RING's struct io_uring_sqe at addr. */
void uring_send_msg_ring(const struct pctx *c, uint64_t addr, uint32_t nr);

#endif
