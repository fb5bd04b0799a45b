/* Descriptor I/O: poll sets, directory reads, epoll, fcntl, and the
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
				v_more(c);
				v_textf(c, " /* %#llx */", (unsigned long long)
					(addr + i * sizeof(p)));
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
		if (n == (unsigned)c->opt->string_limit) {
			v_more(c);
			break;
		}
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

/* ---- fcntl -------------------------------------------------------- */

enum {
	FC_DUPFD = 0, FC_GETFD = 1, FC_SETFD = 2, FC_GETFL = 3, FC_SETFL = 4,
	FC_SETOWN = 8, FC_GETOWN = 9, FC_SETSIG = 10, FC_GETSIG = 11,
	FC_SETOWN_EX = 15, FC_GETOWN_EX = 16,
	FC_SETLEASE = 1024, FC_GETLEASE = 1025, FC_NOTIFY = 1026,
	FC_DUPFD_CLOEXEC = 1030, FC_SETPIPE_SZ = 1031, FC_GETPIPE_SZ = 1032,
	FC_ADD_SEALS = 1033, FC_GET_SEALS = 1034,
	FC_GET_RW_HINT = 1035, FC_SET_RW_HINT = 1036,
	FC_GET_FILE_RW_HINT = 1037, FC_SET_FILE_RW_HINT = 1038,
	FC_GETDELEG = 1039, FC_SETDELEG = 1040,
};

static int print_getfd_ret(const struct pctx *c, int64_t rval,
			   const union dec_ret_data *d)
{
	(void)d;
	if (!rval) {
		v_putc(c, '0');
		return PRINT_OK;
	}
	v_hex(c, (uint64_t)rval);
	v_text(c, " (flags ");
	v_flags(c, &xlat_fd_flags, (uint64_t)rval, NULL);
	v_putc(c, ')');
	return PRINT_OK;
}

static int print_getfl_ret(const struct pctx *c, int64_t rval,
			   const union dec_ret_data *d)
{
	(void)d;
	v_hex(c, (uint64_t)rval);
	v_text(c, " (flags ");
	print_open_flags_value(c, (uint64_t)rval, false);
	v_putc(c, ')');
	return PRINT_OK;
}

/* F_GETOWN: the owner, a process (or -pgid, a group). */
static int print_getown_ret(const struct pctx *c, int64_t rval,
			    const union dec_ret_data *d)
{
	(void)d;
	return v_pid(c, (int)rval);
}

/* F_GETLEASE: the lease held, "0x2 (F_UNLCK)". */
static int print_getlease_ret(const struct pctx *c, int64_t rval,
			      const union dec_ret_data *d)
{
	const char *n = xlat_name(&xlat_flock_type, (uint64_t)rval);

	(void)d;
	v_hex(c, (uint64_t)rval);
	if (n && c->opt->xlat_style != XLAT_RAW)
		v_textf(c, " (%s)", n);
	return PRINT_OK;
}

/* F_GETSIG: the signal sent, "1 (SIGHUP)"; 0 is the default SIGIO. */
static int print_getsig_ret(const struct pctx *c, int64_t rval,
			    const union dec_ret_data *d)
{
	(void)d;
	v_int(c, rval);
	if (rval > 0 && sig_label((int)rval) &&
	    c->opt->xlat_style != XLAT_RAW)
		v_textf(c, " (%s)", sig_label((int)rval));
	return PRINT_OK;
}

/* struct f_owner_ex {int type; pid_t pid}: the pid is a thread, a
 * process or a process group as type says. */
static void print_owner_ex(const struct pctx *c, uint64_t addr)
{
	static const unsigned kinds[] = { PID_TID, PID_TGID, PID_PGID };
	int32_t o[2];

	if (!umove_or_addr(c, addr, sizeof(o), o))
		return;
	v_struct_begin(c);
	v_field(c, "type");
	v_enum(c, &xlat_f_owner_type, (uint32_t)o[0], "F_OWNER_???");
	v_field(c, "pid");
	v_pid_kind(c, o[1], (uint32_t)o[0] < 3 ? kinds[o[0]] : PID_TGID);
	v_struct_end(c);
}

int print_fcntl_cmd(const struct pctx *c, uint64_t v)
{
	unsigned cmd = (unsigned)v;

	if (cmd == FC_GETOWN)
		set_ret_printer(c, print_getown_ret);
	else if (cmd == FC_GETLEASE)
		set_ret_printer(c, print_getlease_ret);
	else if (cmd == FC_GETSIG)
		set_ret_printer(c, print_getsig_ret);
	else if (cmd == FC_GETFD)
		set_ret_printer(c, print_getfd_ret);
	else if (cmd == FC_GETFL)
		set_ret_printer(c, print_getfl_ret);
	v_enum(c, &xlat_fcntl_cmd, cmd, "F_???");
	return PRINT_OK;
}

/* struct flock; F_*LK64 and the OFD commands take struct flock64,
 * whose offsets are 64-bit on every ABI (4-aligned on i386). */
static void print_flock_at(const struct pctx *c, uint64_t addr, bool lk64,
			   bool with_pid)
{
	unsigned char b[32];
	int16_t type, whence;
	int64_t start, len;
	int32_t pid, s32[3];
	size_t size;
	if (!c->compat || (lk64 && c->pers->align64 == 8))
		size = 32;	/* 8-aligned 64-bit offsets */
	else if (lk64)
		size = 24;
	else
		size = 16;
	if (!umove_or_addr(c, addr, size, b))
		return;
	memcpy(&type, b, 2);
	memcpy(&whence, b + 2, 2);
	if (size == 32) {
		memcpy(&start, b + 8, 8);
		memcpy(&len, b + 16, 8);
		memcpy(&pid, b + 24, 4);
	} else if (size == 24) {
		memcpy(&start, b + 4, 8);
		memcpy(&len, b + 12, 8);
		memcpy(&pid, b + 20, 4);
	} else {
		memcpy(s32, b + 4, 12);
		start = s32[0];
		len = s32[1];
		pid = s32[2];
	}
	v_struct_begin(c);
	v_field(c, "l_type");
	v_enum(c, &xlat_flock_type, (uint16_t)type, "F_???");
	v_field(c, "l_whence");
	v_enum(c, &xlat_seek_whence, (uint16_t)whence, "SEEK_???");
	v_field(c, "l_start");
	v_int(c, start);
	v_field(c, "l_len");
	v_int(c, len);
	if (with_pid) {
		v_field(c, "l_pid");
		v_pid(c, pid);
	}
	v_struct_end(c);
}

enum {
	FC_GETLK = 5, FC_SETLK = 6, FC_SETLKW = 7, FC_GETLK64 = 12,
	FC_SETLK64 = 13, FC_SETLKW64 = 14, FC_OFD_GETLK = 36,
	FC_OFD_SETLK = 37, FC_OFD_SETLKW = 38,
};

/* The u64 write-life hint behind the F_*_RW_HINT commands' pointer:
 * [RWH_WRITE_LIFE_SHORT], or the address when it cannot be read. */
static void print_rw_hint_at(const struct pctx *c, uint64_t addr)
{
	uint64_t hint;

	if (!umove_or_addr(c, addr, sizeof(hint), &hint))
		return;
	v_array_begin(c);
	v_elem(c);
	v_enum(c, &xlat_rw_hint, hint, "RWH_WRITE_LIFE_???");
	v_array_end(c);
}

/* struct delegation of F_GETDELEG/F_SETDELEG: u32 d_flags (must be 0),
 * u16 d_type (an F_*LCK), u16 __pad (must be 0); the same on every ABI. */
static void print_delegation_at(const struct pctx *c, uint64_t addr)
{
	unsigned char b[8];
	uint32_t flags;
	uint16_t type, pad;

	if (!umove_or_addr(c, addr, sizeof(b), b))
		return;
	memcpy(&flags, b, 4);
	memcpy(&type, b + 4, 2);
	memcpy(&pad, b + 6, 2);
	v_struct_begin(c);
	v_field(c, "d_flags");
	v_hex(c, flags);
	v_field(c, "d_type");
	v_enum(c, &xlat_flock_type, type, "F_???");
	v_field(c, "__pad");
	v_hex(c, pad);
	v_struct_end(c);
}

/* The third argument's meaning depends on the command before it. The
 * printer runs at entry and again at exit: a lock query's struct is
 * shown once the kernel has filled it, everything else at entry. */
int print_fcntl_arg(const struct pctx *c, uint64_t v, uint64_t cmdv)
{
	unsigned cmd = (unsigned)cmdv;
	bool lk64 = cmd >= FC_GETLK64 || !c->compat;

	switch (cmd) {
	case FC_GETLK: case FC_GETLK64: case FC_OFD_GETLK:
		if (!c->exiting)
			return PRINT_OK;
		if (c->call->err)
			v_addr(c, v);
		else
			print_flock_at(c, v, lk64, true);
		return PRINT_OK;
	case FC_GETOWN_EX:
		if (!c->exiting)
			return PRINT_OK;
		if (c->call->err)
			v_addr(c, v);
		else
			print_owner_ex(c, v);
		return PRINT_OK;
	case FC_GET_RW_HINT: case FC_GET_FILE_RW_HINT:
		if (!c->exiting)
			return PRINT_OK;
		if (c->call->err)
			v_addr(c, v);
		else
			print_rw_hint_at(c, v);
		return PRINT_OK;
	case FC_GETDELEG:
		if (!c->exiting)
			return PRINT_OK;
		if (c->call->err)
			v_addr(c, v);
		else
			print_delegation_at(c, v);
		return PRINT_OK;
	}
	if (c->exiting)
		return PRINT_OK;
	switch (cmd) {
	case FC_GETFD: case FC_GETFL: case FC_GETOWN: case FC_GETSIG:
	case FC_GETLEASE: case FC_GETPIPE_SZ: case FC_GET_SEALS:
		return PRINT_SKIP;
	case FC_SETLK: case FC_SETLKW: case FC_SETLK64: case FC_SETLKW64:
	case FC_OFD_SETLK: case FC_OFD_SETLKW:
		print_flock_at(c, v, lk64, false);
		return PRINT_OK;
	case FC_SETOWN_EX:
		print_owner_ex(c, v);
		return PRINT_OK;
	case FC_SET_RW_HINT: case FC_SET_FILE_RW_HINT:
		print_rw_hint_at(c, v);
		return PRINT_OK;
	case FC_SETDELEG:
		print_delegation_at(c, v);
		return PRINT_OK;
	case FC_SETOWN:
		return v_pid(c, (int)v);
	case FC_SETFD:
		return v_flags(c, &xlat_fd_flags, v, NULL);
	case FC_SETFL:
		return print_open_flags_value(c, v, false);
	case FC_SETLEASE:
		v_enum(c, &xlat_flock_type, (uint32_t)v, "F_???");
		return PRINT_OK;
	case FC_NOTIFY:
		return v_flags(c, &xlat_dnotify_flags, (uint32_t)v, "DN_???");
	case FC_DUPFD: case FC_DUPFD_CLOEXEC: case FC_SETPIPE_SZ:
		return v_int(c, (int)v);
	case FC_SETSIG:
		return v_sig(c, (int)v);
	}
	return v_hex(c, v);
}
