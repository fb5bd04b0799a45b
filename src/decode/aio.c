/* Linux native AIO: struct iocb and struct io_event, which have the
 * same layout on every ABI (64-bit fields, explicit padding). */
#include "printers.h"

#include <string.h>

/* A count the kernel rejects long before; beyond it nothing is read. */
#define MAX_AIO_NR 65536

struct kiocb {
	uint64_t data;
	uint32_t key, rw_flags;
	uint16_t opcode;
	int16_t reqprio;
	uint32_t fildes;
	uint64_t buf, nbytes;
	int64_t offset;
	uint64_t reserved2;
	uint32_t flags, resfd;
};

enum { CMD_PREAD = 0, CMD_PWRITE = 1, CMD_PREADV = 7, CMD_PWRITEV = 8 };
#define IOCB_FLAG_RESFD 1u

static void print_iocb_head(const struct pctx *c, const struct kiocb *cb)
{
	v_field(c, "aio_data");
	v_hex(c, cb->data);
	v_field(c, "aio_lio_opcode");
	v_enum(c, &xlat_iocb_cmd, cb->opcode, "IOCB_CMD_???");
	if (cb->reqprio) {
		v_field(c, "aio_reqprio");
		v_int(c, cb->reqprio);
	}
	v_field(c, "aio_fildes");
	v_fd(c, (int)cb->fildes);
}

static void print_iocb(const struct pctx *c, const struct kiocb *cb)
{
	v_struct_begin(c);
	print_iocb_head(c, cb);
	switch (cb->opcode) {
	case CMD_PREAD:
	case CMD_PWRITE:
	case CMD_PREADV:
	case CMD_PWRITEV:
		v_field(c, "aio_buf");
		if (cb->opcode == CMD_PWRITE)
			v_buf_at(c, cb->buf, cb->nbytes);
		else if (cb->opcode == CMD_PWRITEV)
			print_iov_at(c, cb->buf, cb->nbytes, false, 0);
		else
			v_addr(c, cb->buf);
		v_field(c, "aio_nbytes");
		v_uint(c, cb->nbytes);
		v_field(c, "aio_offset");
		v_int(c, cb->offset);
		break;
	}
	if (cb->rw_flags) {
		v_field(c, "aio_rw_flags");
		v_flags(c, &xlat_rwf_flags, cb->rw_flags, "RWF_???");
	}
	if (cb->flags & IOCB_FLAG_RESFD) {
		v_field(c, "aio_flags");
		v_const(c, cb->flags, "IOCB_FLAG_RESFD");
		v_field(c, "aio_resfd");
		v_int(c, (int)cb->resfd);
	} else if (cb->flags) {
		v_field(c, "aio_flags");
		v_hex(c, cb->flags);
	}
	v_struct_end(c);
}

int print_iocb_in(const struct pctx *c, uint64_t addr)
{
	struct kiocb cb;

	if (!addr || umove(c, addr, sizeof(cb), &cb) < 0)
		return v_addr(c, addr);
	/* io_cancel names the request; its buffers do not matter. */
	v_struct_begin(c);
	print_iocb_head(c, &cb);
	v_struct_end(c);
	return PRINT_OK;
}

int print_iocbpp_in(const struct pctx *c, uint64_t addr, uint64_t nv)
{
	int64_t n = abi_long(c, nv);
	size_t w = abi_word(c);
	uint64_t p;

	if (!addr || n < 0 || n > MAX_AIO_NR ||
	    (n && umove_ulong(c, addr, &p) < 0))
		return v_addr(c, addr);
	v_array_begin(c);
	for (int64_t i = 0; i < n; i++) {
		struct kiocb cb;

		if (i >= c->opt->string_limit ||
		    umove_ulong(c, addr + (uint64_t)i * w, &p) < 0) {
			v_more(c);
			break;
		}
		v_elem(c);
		if (!p || umove(c, p, sizeof(cb), &cb) < 0)
			v_addr(c, p);
		else
			print_iocb(c, &cb);
	}
	v_array_end(c);
	return PRINT_OK;
}

struct kio_event {
	uint64_t data, obj;
	int64_t res, res2;
};

static void print_io_event(const struct pctx *c, const struct kio_event *e)
{
	v_struct_begin(c);
	v_field(c, "data");
	v_hex(c, e->data);
	v_field(c, "obj");
	v_addr(c, e->obj);
	v_field(c, "res");
	v_int(c, e->res);
	v_field(c, "res2");
	v_int(c, e->res2);
	v_struct_end(c);
}

int print_io_event_out(const struct pctx *c, uint64_t addr)
{
	struct kio_event e;

	if (!addr || umove(c, addr, sizeof(e), &e) < 0)
		return v_addr(c, addr);
	print_io_event(c, &e);
	return PRINT_OK;
}

/* io_getevents: as many events as the call returned. */
int print_io_events_out(const struct pctx *c, uint64_t addr, int64_t n)
{
	if (n < 0 || n > MAX_AIO_NR)
		return v_addr(c, addr);
	v_array_begin(c);
	for (int64_t i = 0; i < n; i++) {
		struct kio_event e;

		if (i >= c->opt->string_limit ||
		    umove(c, addr + (uint64_t)i * sizeof(e), sizeof(e),
			  &e) < 0) {
			v_more(c);
			break;
		}
		v_elem(c);
		print_io_event(c, &e);
	}
	v_array_end(c);
	return PRINT_OK;
}
