/* Descriptor I/O: poll sets, directory reads, epoll, and the
 * small int arrays the kernel hands back. iovecs are print_iov.c's,
 * select's fd_sets select.c's. */
#include "printers.h"

#include <sys/epoll.h>
#include <stdlib.h>
#include <string.h>

/* Arrays are shown up to this many elements, then "...". */
#define MAX_ELEMS 32
/* Poll sets longer than this are not read at all: the
 * kernel rejects them (UIO_MAXIOV) and a huge count must not make us
 * read megabytes of garbage. */
#define MAX_VEC 1024

/* ---- poll --------------------------------------------------------- */

struct kpollfd {
	int32_t fd;
	int16_t events, revents;
};

static void print_pollfd_array(const struct pctx *c, uint64_t addr,
			       uint64_t n, bool revents)
{
	struct kpollfd p;
	uint64_t i, shown = 0;
	/* strace's -s limits the elements of an array too, but -v */
	uint64_t limit = c->opt->verbose ? UINT64_MAX :
			 (uint64_t)c->opt->string_limit;

	v_array_begin(c);
	for (i = 0; i < n; i++) {
		if (umove(c, addr + i * sizeof(p), sizeof(p), &p) < 0) {
			/* the first element the kernel cannot read */
			if (!revents) {
				v_more_at(c, addr + i * sizeof(p));
			}
			break;
		}
		if (revents && !p.revents)
			continue;
		if (shown++ == limit) {
			v_more(c);
			break;
		}
		v_elem(c);
		v_struct_begin(c);
		v_field(c, "fd");
		v_fd_plain(c, p.fd);
		/* The kernel ignores the events of a negative fd. */
		if (!revents && p.fd < 0) {
			v_struct_end(c);
			continue;
		}
		v_field(c, revents ? "revents" : "events");
		v_flags(c, &xlat_poll_events,
			(uint16_t)(revents ? p.revents : p.events), "POLL???");
		v_struct_end(c);
	}
	v_array_end(c);
}

/* "= 1 ([{fd=4, revents=POLLOUT}])", or "= 0 (Timeout)"; ppoll adds
 * the time left (timed set, timeout its timespec). */
static int print_poll_ret(const struct pctx *c, int64_t rval,
			  const union dec_ret_data *d)
{
	v_int(c, rval);
	if (!rval)
		return v_text(c, " (Timeout)");
	if (d->poll.nfds > MAX_VEC)
		return PRINT_OK;
	v_text(c, " (");
	print_pollfd_array(c, d->poll.fds, d->poll.nfds, true);
	if (d->poll.timed && d->poll.timeout) {
		v_text(c, ", left ");
		print_timespec_at(c, d->poll.timeout);
	}
	v_putc(c, ')');
	return PRINT_OK;
}

/* ppoll's timeout, which the kernel updates: its value now, the time
 * left after the result (print_poll_ret). */
int print_ppoll_timeout(const struct pctx *c, uint64_t addr)
{
	print_timespec_at(c, addr);
	c->tcp->dec->ret_data.poll.timed = 1;
	c->tcp->dec->ret_data.poll.timeout = addr;
	return PRINT_OK;
}

int print_pollfd(const struct pctx *c, uint64_t addr, uint64_t n)
{
	struct kpollfd p;

	n = (uint32_t)n;	/* nfds is an unsigned int */
	c->tcp->dec->ret_data.poll.fds = addr;
	c->tcp->dec->ret_data.poll.nfds = n;
	c->tcp->dec->ret_data.poll.timed = 0;	/* no timeout to show (poll) */
	set_ret_printer(c, print_poll_ret);
	if (!addr || n > MAX_VEC ||
	    (n && umove(c, addr, sizeof(p), &p) < 0))
		return v_addr(c, addr);
	print_pollfd_array(c, addr, n, false);
	return PRINT_OK;
}

/* ---- getdents64 --------------------------------------------------- */

/* getdents and getdents64 results, without -v: the buffer's address
 * and a count of its entries, as strace prints them. reclen_off is
 * where each record keeps its 16-bit length. */
void print_dirent_count(const struct pctx *c, uint64_t addr, int64_t ret,
			size_t reclen_off)
{
	uint64_t len = (uint64_t)ret;
	unsigned char *buf;
	uint64_t off = 0;
	unsigned n = 0;

	v_addr(c, addr);
	if (c->call->err || len > (1u << 24))
		return;
	buf = xmalloc(len ? len : 1);
	if (len && umove(c, addr, len, buf) < 0) {
		free(buf);
		return;
	}
	/* A zero length would loop forever. */
	while (off + reclen_off + 2 <= len) {
		uint16_t reclen;

		memcpy(&reclen, buf + off + reclen_off, 2);
		if (!reclen)
			break;
		off += reclen;
		n++;
	}
	free(buf);
	v_textf(c, " /* %u entr%s */", n, n == 1 ? "y" : "ies");
}

/* With -v, each record of the buffer the kernel filled: struct
 * linux_dirent64 (d_ino, d_off, d_reclen, d_type, d_name) or the old
 * struct linux_dirent (d_ino and d_off are words, d_type is the last byte
 * of the record). d_name is shown whole, as far as its record goes. */
void print_dirents(const struct pctx *c, uint64_t addr, int64_t ret,
			  bool is64)
{
	size_t w = is64 ? 8 : abi_word(c), name_off = 2 * w + (is64 ? 3 : 2);
	uint64_t len = (uint64_t)ret, off = 0;
	unsigned char *buf;
	unsigned n = 0;

	if (c->call->err || !addr || len > (1u << 24))
		goto addr_only;
	buf = xmalloc(len ? len : 1);
	if (len && umove(c, addr, len, buf) < 0) {
		free(buf);
		goto addr_only;
	}
	v_array_begin(c);
	while (off + name_off <= len) {
		const unsigned char *r = buf + off;
		uint64_t ino = 0, doff = 0;
		uint16_t reclen;
		size_t nlen, room;

		memcpy(&reclen, r + 2 * w, 2);
		if (reclen < name_off || reclen > len - off)
			break;
		if (past_limit(c, n))
			break;
		memcpy(&ino, r, w);
		memcpy(&doff, r + w, w);
		room = reclen - name_off - (is64 ? 0 : 1);
		nlen = strnlen((const char *)r + name_off, room);
		v_elem(c);
		v_struct_begin(c);
		v_field(c, "d_ino");
		v_uint(c, ino);
		v_field(c, "d_off");
		if (is64)
			v_int(c, (int64_t)doff);
		else
			v_uint(c, doff);
		v_field(c, "d_reclen");
		v_uint(c, reclen);
		if (is64) {
			v_field(c, "d_type");
			v_enum(c, &xlat_dirent_types, r[2 * w + 2], "DT_???");
		}
		v_field(c, "d_name");
		v_str(c, r + name_off, nlen, false);
		if (!is64) {
			v_field(c, "d_type");
			v_enum(c, &xlat_dirent_types, r[reclen - 1], "DT_???");
		}
		v_struct_end(c);
		off += reclen;
		n++;
	}
	v_array_end(c);
	free(buf);
	return;
addr_only:
	v_addr(c, addr);
}

/* struct linux_dirent64: d_ino, d_off (8 bytes each), then d_reclen. */
int print_dirent64_out(const struct pctx *c, uint64_t addr, int64_t len)
{
	if (c->opt->verbose)
		print_dirents(c, addr, len, true);
	else
		print_dirent_count(c, addr, len, 16);
	return PRINT_OK;
}

/* ---- int arrays --------------------------------------------------- */

int print_pipefd_out(const struct pctx *c, uint64_t addr)
{
	int fd[2];

	if (!umove_or_addr(c, addr, sizeof(fd), fd))
		return PRINT_OK;
	v_array_begin(c);
	v_elem(c);
	v_fd_plain(c, fd[0]);
	v_elem(c);
	v_fd_plain(c, fd[1]);
	v_array_end(c);
	return PRINT_OK;
}

/* ---- epoll -------------------------------------------------------- */

/* x86 packs struct epoll_event (12 bytes, on i386 too: its 64-bit
 * data is 4-aligned); other ABIs pad it to 16. */
static size_t epoll_data_off(const struct pctx *c)
{
	return c->pers->epoll_packed ? 4 : 8;
}

static void print_epoll_event_buf(const struct pctx *c,
				  const unsigned char *b, size_t doff)
{
	uint32_t ev;
	uint64_t u64;

	memcpy(&ev, b, 4);
	memcpy(&u64, b + doff, 8);
	v_struct_begin(c);
	v_field(c, "events");
	v_flags(c, &xlat_epoll_events, ev, "EPOLL???");
	/* The union's bytes as one number, in hex as strace 7.2 shows it
	 * (6.1 showed u32 and u64 in decimal): it is the program's own
	 * cookie, a pointer as often as a descriptor. */
	v_field(c, "data");
	v_hex(c, u64);
	v_struct_end(c);
}

int print_epoll_event(const struct pctx *c, uint64_t addr)
{
	unsigned char b[16];
	size_t doff = epoll_data_off(c);

	if (!umove_or_addr(c, addr, doff + 8, b))
		return PRINT_OK;
	print_epoll_event_buf(c, b, doff);
	return PRINT_OK;
}

/* The kernel does not read the event of EPOLL_CTL_DEL. */
int print_epoll_ctl_event(const struct pctx *c, uint64_t addr, uint64_t op)
{
	if ((uint32_t)op == EPOLL_CTL_DEL)
		return v_addr(c, addr);
	return print_epoll_event(c, addr);
}

/* epoll_wait's array, as many events as the call returned. */
int print_epoll_events_out(const struct pctx *c, uint64_t addr, int64_t ret)
{
	size_t doff = epoll_data_off(c), sz = doff + 8;
	uint64_t n = (uint64_t)ret;
	unsigned char b[16];

	if (!addr || n > MAX_VEC || (n && umove(c, addr, sz, b) < 0))
		return v_addr(c, addr);
	v_array_begin(c);
	for (uint64_t i = 0; i < n; i++) {
		if (i == MAX_ELEMS || umove(c, addr + i * sz, sz, b) < 0) {
			v_more(c);
			break;
		}
		v_elem(c);
		print_epoll_event_buf(c, b, doff);
	}
	v_array_end(c);
	return PRINT_OK;
}
