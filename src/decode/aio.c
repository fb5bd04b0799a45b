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
#define IOCB_FLAG_IOPRIO 2u
/* The kernel's UIO_MAXIOV: a longer vector is refused. */
#define AIO_MAXIOV 1024

static void print_iocb_head(const struct pctx *c, const struct kiocb *cb)
{
	v_field(c, "aio_data");
	v_hex(c, cb->data);
	if (cb->key) {
		v_field(c, "aio_key");
		v_uint(c, cb->key);
	}
	v_field(c, "aio_lio_opcode");
	if (xlat_name(&xlat_iocb_cmd, cb->opcode))
		v_enum(c, &xlat_iocb_cmd, cb->opcode, NULL);
	else
		v_numf(c, VK_ENUM, cb->opcode, "%u /* IOCB_CMD_??? */",
		       cb->opcode);
	if (cb->reqprio) {
		v_field(c, "aio_reqprio");
		/* A priority only with IOCB_FLAG_IOPRIO. */
		if (cb->flags & IOCB_FLAG_IOPRIO)
			print_ioprio(c, (uint16_t)cb->reqprio);
		else
			v_int(c, cb->reqprio);
	}
	v_field(c, "aio_fildes");
	v_fd(c, (int)cb->fildes);
}

/* The iovec array of PREADV/PWRITEV, when all of it can be read (the
 * buffers' contents of PWRITEV, the addresses of PREADV); false when
 * not, and nothing printed. */
static bool print_aio_iov(const struct pctx *c, const struct kiocb *cb)
{
	size_t w = abi_word(c);
	unsigned char probe[16];

	if (!cb->buf || cb->nbytes > AIO_MAXIOV)
		return false;
	for (uint64_t i = 0; i < cb->nbytes; i++)
		if (umove(c, cb->buf + i * 2 * w, 2 * w, probe) < 0)
			return false;
	if (cb->opcode == CMD_PWRITEV) {
		print_iov_at(c, cb->buf, cb->nbytes, false, 0);
		return true;
	}
	v_array_begin(c);
	for (uint64_t i = 0; i < cb->nbytes; i++) {
		uint64_t base, len;

		if (past_limit(c, i))
			break;
		umove_ulong(c, cb->buf + i * 2 * w, &base);
		umove_ulong(c, cb->buf + i * 2 * w + w, &len);
		v_elem(c);
		v_struct_begin(c);
		v_field(c, "iov_base");
		v_addr(c, base);
		v_field(c, "iov_len");
		v_uint(c, len);
		v_struct_end(c);
	}
	v_array_end(c);
	return true;
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
		if (cb->opcode == CMD_PREADV || cb->opcode == CMD_PWRITEV) {
			/* An unreadable vector: its address as a number and
			 * the count, as strace shows them. */
			if (!print_aio_iov(c, cb)) {
				v_hex(c, cb->buf);
				v_field(c, "aio_nbytes");
				v_uint(c, cb->nbytes);
			}
		} else {
			if (cb->opcode == CMD_PWRITE)
				v_buf_at(c, cb->buf, cb->nbytes);
			else
				v_addr(c, cb->buf);
			v_field(c, "aio_nbytes");
			v_uint(c, cb->nbytes);
		}
		v_field(c, "aio_offset");
		v_int(c, cb->offset);
		break;
	}
	if (cb->rw_flags) {
		v_field(c, "aio_rw_flags");
		v_flags(c, &xlat_rwf_flags, cb->rw_flags, "RWF_???");
	}
	if (cb->flags) {
		v_field(c, "aio_flags");
		v_flags(c, &xlat_iocb_flags, cb->flags,
			xlat_unknown(&xlat_iocb_flags));
	}
	if (cb->flags & IOCB_FLAG_RESFD) {
		v_field(c, "aio_resfd");
		v_int(c, (int)cb->resfd);
	}
	v_struct_end(c);
}

int print_iocb_in(const struct pctx *c, uint64_t addr)
{
	struct kiocb cb;

	if (!umove_or_addr(c, addr, sizeof(cb), &cb))
		return PRINT_OK;
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

		if (umove_ulong(c, addr + (uint64_t)i * w, &p) < 0) {
			v_more_at(c, addr + (uint64_t)i * w);
			break;
		}
		if (past_limit(c, i))
			break;
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

	if (!umove_or_addr(c, addr, sizeof(e), &e))
		return PRINT_OK;
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
