/* iovec arrays, shown by readv/writev, the msghdr of sendmsg/recvmsg,
 * process_vm_readv, keyctl, io_uring and SG_IO: a printer below the
 * decoders that share it. */
#include "printers.h"
#include "netlink.h"

/* iov_array's data: shown unless the call failed, or shown anyway. */
#define IOV_DATA_ALWAYS 2

/* Vectors longer than this are not read at all: the kernel rejects them
 * (UIO_MAXIOV) and a huge count must not make us read megabytes of
 * garbage. */
#define MAX_VEC 1024

/* ---- iovec -------------------------------------------------------- */

static void iov_array(const struct pctx *c, uint64_t addr, uint64_t cnt,
		      bool limited, uint64_t total, int proto, int data);

/* With limited, the bytes shown over all elements are at most total
 * (readv's return value), as the kernel filled no more than that. */
void print_iov_at(const struct pctx *c, uint64_t addr, uint64_t cnt,
		  bool limited, uint64_t total)
{
	iov_array(c, addr, cnt, limited, total, -1, true);
}

/* At most total bytes of data over all elements, whatever the call's
 * result: a buffer the program filled for the kernel (SG_IO's). */
void print_iov_upto(const struct pctx *c, uint64_t addr, uint64_t cnt,
		    uint64_t total)
{
	iov_array(c, addr, cnt, true, total, -1, IOV_DATA_ALWAYS);
}

/* The same; with proto a netlink protocol (sendmsg, recvmsg on a
 * netlink socket), each buffer is shown as netlink messages. */
void print_iov_proto(const struct pctx *c, uint64_t addr, uint64_t cnt,
		     bool limited, uint64_t total, int proto)
{
	iov_array(c, addr, cnt, limited, total, proto, true);
}

/* Without data (0), each element's buffer shows as its address (another
 * process's memory, or buffers a failed call did not fill). Arrays are
 * cut at -s elements, as strace cuts them. */
static void iov_array(const struct pctx *c, uint64_t addr, uint64_t cnt,
		      bool limited, uint64_t total, int proto, int data)
{
	size_t w = abi_word(c);
	uint64_t i;
	/* What a failed read left in the buffers is not data: their
	 * addresses, as strace shows them. */
	bool addrs_only = !data ||
		(limited && c->call->err && data != IOV_DATA_ALWAYS);

	if (!addr || cnt > MAX_VEC) {
		v_addr(c, addr);
		return;
	}
	/* An unreadable first element shows the address alone; a later
	 * one ends the array with "..." and its address in a comment.  */
	if (cnt) {
		uint64_t base;

		if (umove_ulong(c, addr, &base) < 0 ||
		    umove_ulong(c, addr + w, &base) < 0) {
			v_addr(c, addr);
			return;
		}
	}
	v_array_begin(c);
	for (i = 0; i < cnt; i++) {
		uint64_t base = 0, len = 0, show;

		if (umove_ulong(c, addr + i * 2 * w, &base) < 0 ||
		    umove_ulong(c, addr + i * 2 * w + w, &len) < 0) {
			v_more_at(c, addr + i * 2 * w);
			break;
		}
		/* -s cuts the array too, but not with -v. */
		if (!c->opt->verbose &&
		    i == (uint64_t)c->opt->string_limit) {
			v_more(c);	/* the cut, past a readable element */
			break;
		}
		show = len;
		if (limited) {
			show = len < total ? len : total;
			total -= show;
		}
		v_elem(c);
		v_struct_begin(c);
		v_field(c, "iov_base");
		if (addrs_only)
			v_addr(c, base);
		else if (proto < 0 || !netlink_print(c, proto, base, show))
			v_buf_at(c, base, show);
		v_field(c, "iov_len");
		v_uint(c, len);
		v_struct_end(c);
	}
	v_array_end(c);
}

int print_iov_in(const struct pctx *c, uint64_t addr, uint64_t n)
{
	print_iov_at(c, addr, n, false, 0);
	return PRINT_OK;
}

int print_iov_out(const struct pctx *c, uint64_t addr, uint64_t n,
		  int64_t total)
{
	print_iov_at(c, addr, n, true, (uint64_t)total);
	return PRINT_OK;
}

void print_iov_addrs(const struct pctx *c, uint64_t addr, uint64_t cnt)
{
	iov_array(c, addr, cnt, false, 0, -1, false);
}

/* process_vm_readv/writev's remote vector: addresses in the other
 * process. */
int print_remote_iov(const struct pctx *c, uint64_t addr, uint64_t n)
{
	print_iov_addrs(c, addr, n);
	return PRINT_OK;
}

/* process_vm_readv's local vector: what was read, up to the result;
 * the addresses when the call failed. */
int print_vm_iov_out(const struct pctx *c, uint64_t addr, uint64_t n,
		     int64_t total)
{
	if (c->call->err)
		iov_array(c, addr, n, false, 0, -1, false);
	else
		iov_array(c, addr, n, true, (uint64_t)total, -1, true);
	return PRINT_OK;
}
