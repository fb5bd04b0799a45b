/* Linux native AIO: struct iocb and struct io_event, which have the
 * same layout on every ABI (64-bit fields, explicit padding). */
#include "printers.h"

#include <string.h>

extern const struct xlat xlat_iocb_cmd;
extern const struct xlat xlat_rwf_flags;

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

static void print_iocb_head(struct tcb *tcp, const struct kiocb *cb)
{
	tprintf("{aio_data=%#llx, aio_lio_opcode=",
		(unsigned long long)cb->data);
	print_xlat_enum(&xlat_iocb_cmd, cb->opcode, "IOCB_CMD_???");
	if (cb->reqprio)
		tprintf(", aio_reqprio=%d", cb->reqprio);
	tputs(", aio_fildes=");
	print_fd_value(tcp, (int)cb->fildes);
}

static void print_iocb(struct tcb *tcp, const struct kiocb *cb)
{
	print_iocb_head(tcp, cb);
	switch (cb->opcode) {
	case CMD_PREAD:
	case CMD_PWRITE:
		tputs(", aio_buf=");
		if (cb->opcode == CMD_PWRITE)
			print_buf_at(tcp, cb->buf, cb->nbytes);
		else
			print_addr(cb->buf);
		tprintf(", aio_nbytes=%llu, aio_offset=%lld",
			(unsigned long long)cb->nbytes, (long long)cb->offset);
		break;
	case CMD_PREADV:
	case CMD_PWRITEV:
		tputs(", aio_buf=");
		if (cb->opcode == CMD_PWRITEV)
			print_iov_at(tcp, cb->buf, cb->nbytes, false, 0);
		else
			print_addr(cb->buf);
		tprintf(", aio_nbytes=%llu, aio_offset=%lld",
			(unsigned long long)cb->nbytes, (long long)cb->offset);
		break;
	}
	if (cb->rw_flags) {
		tputs(", aio_rw_flags=");
		print_xlat_flags(&xlat_rwf_flags, cb->rw_flags, "RWF_???");
	}
	if (cb->flags & IOCB_FLAG_RESFD)
		tprintf(", aio_flags=IOCB_FLAG_RESFD, aio_resfd=%d",
			(int)cb->resfd);
	else if (cb->flags)
		tprintf(", aio_flags=%#x", cb->flags);
	tputc('}');
}

PRINTER(print_iocb_in)
{
	uint64_t addr = arg_ulong(tcp, argi);
	struct kiocb cb;

	(void)ad;
	if (!addr || umoven(tcp, addr, sizeof(cb), &cb) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	/* io_cancel names the request; its buffers do not matter. */
	print_iocb_head(tcp, &cb);
	tputc('}');
	return PRINT_OK;
}

PRINTER(print_iocbpp_in)
{
	uint64_t addr = arg_ulong(tcp, argi);
	int64_t n = arg_long(tcp, ad->param);
	size_t w = personalities[tcp->pers].wordsize;
	uint64_t p;

	if (!addr || n < 0 || n > MAX_AIO_NR ||
	    (n && umove_ulong(tcp, addr, &p) < 0)) {
		print_addr(addr);
		return PRINT_OK;
	}
	tputc('[');
	for (int64_t i = 0; i < n; i++) {
		struct kiocb cb;

		if (i)
			tputs(", ");
		if (i >= opt.string_limit) {
			tputs("...");
			break;
		}
		if (umove_ulong(tcp, addr + (uint64_t)i * w, &p) < 0) {
			tputs("...");
			break;
		}
		if (!p || umoven(tcp, p, sizeof(cb), &cb) < 0)
			print_addr(p);
		else
			print_iocb(tcp, &cb);
	}
	tputc(']');
	return PRINT_OK;
}

struct kio_event {
	uint64_t data, obj;
	int64_t res, res2;
};

static void print_io_event(const struct kio_event *e)
{
	tprintf("{data=%#llx, obj=", (unsigned long long)e->data);
	print_addr(e->obj);
	tprintf(", res=%lld, res2=%lld}", (long long)e->res,
		(long long)e->res2);
}

PRINTER(print_io_event_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	struct kio_event e;

	(void)ad;
	if (tcp->err || !addr || umoven(tcp, addr, sizeof(e), &e) < 0)
		print_addr(addr);
	else
		print_io_event(&e);
	return PRINT_OK;
}

/* io_getevents: as many events as the call returned. */
PRINTER(print_io_events_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	int64_t n = tcp->rval;

	(void)ad;
	if (tcp->err || n < 0 || n > MAX_AIO_NR) {
		print_addr(addr);
		return PRINT_OK;
	}
	tputc('[');
	for (int64_t i = 0; i < n; i++) {
		struct kio_event e;

		if (i)
			tputs(", ");
		if (i >= opt.string_limit) {
			tputs("...");
			break;
		}
		if (umoven(tcp, addr + (uint64_t)i * sizeof(e), sizeof(e),
			   &e) < 0) {
			tputs("...");
			break;
		}
		print_io_event(&e);
	}
	tputc(']');
	return PRINT_OK;
}
