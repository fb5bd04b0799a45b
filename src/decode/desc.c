/* Descriptor I/O: vectors, poll sets, directory reads, fcntl and ioctl,
 * and the small int arrays the kernel hands back. */
#include "printers.h"

#include <stdlib.h>
#include <string.h>

extern const struct xlat xlat_poll_events;
extern const struct xlat xlat_epoll_events;
extern const struct xlat xlat_fcntl_cmd;
extern const struct xlat xlat_fd_flags;
extern const struct xlat xlat_ioctl_cmd;

/* Arrays are shown up to this many elements, then "...". */
#define MAX_ELEMS 32
/* Vectors and poll sets longer than this are not read at all: the
 * kernel rejects them (UIO_MAXIOV) and a huge count must not make us
 * read megabytes of garbage. */
#define MAX_VEC 1024

/* ---- iovec -------------------------------------------------------- */

/* With limited, the bytes shown over all elements are at most total
 * (readv's return value), as the kernel filled no more than that. */
void print_iov_at(struct tcb *tcp, uint64_t addr, uint64_t cnt,
		  bool limited, uint64_t total)
{
	size_t w = is_compat(tcp) ? 4 : 8;
	uint64_t i;

	if (!addr || cnt > MAX_VEC) {
		print_addr(addr);
		return;
	}
	/* The whole array must be readable, or only its address shows. */
	for (i = 0; i < cnt; i++) {
		uint64_t base;

		if (umove_ulong(tcp, addr + i * 2 * w, &base) < 0) {
			print_addr(addr);
			return;
		}
	}
	tputc('[');
	for (i = 0; i < cnt; i++) {
		uint64_t base = 0, len = 0, show;

		if (i)
			tputs(", ");
		if (i == MAX_ELEMS) {
			tputs("...");
			break;
		}
		umove_ulong(tcp, addr + i * 2 * w, &base);
		umove_ulong(tcp, addr + i * 2 * w + w, &len);
		show = len;
		if (limited) {
			show = len < total ? len : total;
			total -= show;
		}
		tputs("{iov_base=");
		print_buf_at(tcp, base, show);
		tprintf(", iov_len=%llu}", (unsigned long long)len);
	}
	tputc(']');
}

PRINTER(print_iov_in)
{
	print_iov_at(tcp, arg_ulong(tcp, argi), arg_ulong(tcp, ad->param),
		     false, 0);
	return PRINT_OK;
}

PRINTER(print_iov_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	if (tcp->err) {
		print_addr(addr);
		return PRINT_OK;
	}
	print_iov_at(tcp, addr, arg_ulong(tcp, ad->param), true,
		     (uint64_t)tcp->rval);
	return PRINT_OK;
}

/* ---- poll --------------------------------------------------------- */

struct kpollfd {
	int32_t fd;
	int16_t events, revents;
};

static int poll_argi, poll_nfds_argi;

static void print_pollfd_array(struct tcb *tcp, uint64_t addr, uint64_t n,
			       bool revents)
{
	struct kpollfd p;
	bool first = true;
	uint64_t i;

	tputc('[');
	for (i = 0; i < n; i++) {
		if (umoven(tcp, addr + i * sizeof(p), sizeof(p), &p) < 0)
			break;
		if (revents && !p.revents)
			continue;
		if (!first)
			tputs(", ");
		first = false;
		if (i == MAX_ELEMS && !revents) {
			tputs("...");
			break;
		}
		tprintf("{fd=%d, %s=", p.fd, revents ? "revents" : "events");
		print_xlat_flags(&xlat_poll_events,
				 (uint16_t)(revents ? p.revents : p.events),
				 "POLL???");
		tputc('}');
	}
	tputc(']');
}

/* "= 1 ([{fd=4, revents=POLLOUT}])", or "= 0 (Timeout)". */
static void print_poll_ret(struct tcb *tcp)
{
	uint64_t addr = arg_ulong(tcp, poll_argi);
	uint64_t n = arg_ulong(tcp, poll_nfds_argi);

	tprintf("%lld", (long long)tcp->rval);
	if (!tcp->rval) {
		tputs(" (Timeout)");
		return;
	}
	if (n > MAX_VEC)
		return;
	tputs(" (");
	print_pollfd_array(tcp, addr, n, true);
	tputc(')');
}

PRINTER(print_pollfd)
{
	uint64_t addr = arg_ulong(tcp, argi);
	int nargi = ad->param >= 0 ? ad->param : argi + 1;
	uint64_t n = arg_ulong(tcp, nargi);
	struct kpollfd p;

	poll_argi = argi;
	poll_nfds_argi = nargi;
	tcp->ret_fn = print_poll_ret;
	if (!addr || n > MAX_VEC ||
	    (n && umoven(tcp, addr, sizeof(p), &p) < 0)) {
		print_addr(addr);
		return PRINT_OK;
	}
	print_pollfd_array(tcp, addr, n, false);
	return PRINT_OK;
}

/* ---- getdents64 --------------------------------------------------- */

/* getdents and getdents64 results, without -v: the buffer's address
 * and a count of its entries, as strace prints them. reclen_off is
 * where each record keeps its 16-bit length. */
void print_dirent_count(struct tcb *tcp, uint64_t addr, size_t reclen_off)
{
	uint64_t len = (uint64_t)tcp->rval;
	unsigned char *buf;
	uint64_t off = 0;
	unsigned n = 0;

	print_addr(addr);
	if (tcp->err || len > (1u << 24))
		return;
	buf = xmalloc(len ? len : 1);
	if (len && umoven(tcp, addr, len, buf) < 0) {
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
	tprintf(" /* %u entr%s */", n, n == 1 ? "y" : "ies");
}

/* struct linux_dirent64: d_ino, d_off (8 bytes each), then d_reclen. */
PRINTER(print_dirent64_out)
{
	(void)ad;
	print_dirent_count(tcp, arg_ulong(tcp, argi), 16);
	return PRINT_OK;
}

/* ---- int arrays --------------------------------------------------- */

PRINTER(print_intp_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	int v;

	if (tcp->err || umoven(tcp, addr, sizeof(v), &v) < 0)
		print_addr(addr);
	else
		tprintf("[%d]", v);
	return PRINT_OK;
}

PRINTER(print_pipefd_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	int fd[2];

	if (tcp->err || umoven(tcp, addr, sizeof(fd), fd) < 0)
		print_addr(addr);
	else
		tprintf("[%d, %d]", fd[0], fd[1]);
	return PRINT_OK;
}

/* ---- epoll -------------------------------------------------------- */

/* x86 packs struct epoll_event (12 bytes, on i386 too: its 64-bit
 * data is 4-aligned); other ABIs pad it to 16. */
static size_t epoll_data_off(const struct tcb *tcp)
{
	return pers_of(tcp)->epoll_packed ? 4 : 8;
}

static void print_epoll_event_buf(const unsigned char *b, size_t doff)
{
	uint32_t ev, u32;
	uint64_t u64;

	memcpy(&ev, b, 4);
	memcpy(&u32, b + doff, 4);
	memcpy(&u64, b + doff, 8);
	tputs("{events=");
	print_xlat_flags(&xlat_epoll_events, ev, "EPOLL???");
	tprintf(", data={u32=%u, u64=%llu}}", u32, (unsigned long long)u64);
}

PRINTER(print_epoll_event)
{
	uint64_t addr = arg_ulong(tcp, argi);
	unsigned char b[16];
	size_t doff = epoll_data_off(tcp);

	if (!addr || umoven(tcp, addr, doff + 8, b) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	print_epoll_event_buf(b, doff);
	return PRINT_OK;
}

/* epoll_wait's array, as many events as the call returned. */
PRINTER(print_epoll_events_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	size_t doff = epoll_data_off(tcp), sz = doff + 8;
	uint64_t n = (uint64_t)tcp->rval;
	unsigned char b[16];

	if (tcp->err || !addr || n > MAX_VEC ||
	    (n && umoven(tcp, addr, sz, b) < 0)) {
		print_addr(addr);
		return PRINT_OK;
	}
	tputc('[');
	for (uint64_t i = 0; i < n; i++) {
		if (i)
			tputs(", ");
		if (i == MAX_ELEMS) {
			tputs("...");
			break;
		}
		if (umoven(tcp, addr + i * sz, sz, b) < 0) {
			tputs("...");
			break;
		}
		print_epoll_event_buf(b, doff);
	}
	tputc(']');
	return PRINT_OK;
}

/* ---- fd_set ------------------------------------------------------- */

/* The kernel caps nfds at the process's descriptor limit; beyond this
 * the set is not read. */
#define MAX_FDSET_BITS (1 << 20)

static unsigned char *read_fdset(struct tcb *tcp, uint64_t addr, int nfds,
				 size_t *len)
{
	size_t w = is_compat(tcp) ? 4 : 8;
	unsigned char *b;

	if (!addr || nfds < 0 || nfds > MAX_FDSET_BITS)
		return NULL;
	/* The kernel copies whole longs. */
	*len = ((size_t)nfds + 8 * w - 1) / (8 * w) * w;
	b = xmalloc(*len ? *len : 1);
	if (*len && umoven(tcp, addr, *len, b) < 0) {
		free(b);
		return NULL;
	}
	return b;
}

bool fdset_empty(struct tcb *tcp, uint64_t addr, int nfds)
{
	size_t len;
	unsigned char *b = read_fdset(tcp, addr, nfds, &len);
	bool empty = true;

	if (!b)
		return true;
	for (int i = 0; i < nfds; i++)
		if (b[i / 8] & (1u << (i % 8)))
			empty = false;
	free(b);
	return empty;
}

/* At most this many descriptors of a set are listed, then "...": a set
 * of 2^20 bits made a 7 MB line, and with -y a million readlinks. */
#define MAX_FDSET_SHOWN 1024

void print_fdset_at(struct tcb *tcp, uint64_t addr, int nfds)
{
	size_t len;
	unsigned char *b = read_fdset(tcp, addr, nfds, &len);
	bool first = true;
	unsigned shown = 0;

	if (!b) {
		print_addr(addr);
		return;
	}
	tputc('[');
	for (int i = 0; i < nfds; i++) {
		if (!(b[i / 8] & (1u << (i % 8))))
			continue;
		if (!first)
			tputc(' ');
		first = false;
		if (shown++ == MAX_FDSET_SHOWN) {
			tputs("...");
			break;
		}
		print_fd_value(tcp, i);
	}
	tputc(']');
	free(b);
}

PRINTER(print_fdset)
{
	print_fdset_at(tcp, arg_ulong(tcp, argi), (int)tcp->args[ad->param]);
	return PRINT_OK;
}

/* ---- fcntl -------------------------------------------------------- */

enum {
	FC_DUPFD = 0, FC_GETFD = 1, FC_SETFD = 2, FC_GETFL = 3, FC_SETFL = 4,
	FC_SETOWN = 8, FC_GETOWN = 9, FC_SETSIG = 10, FC_GETSIG = 11,
	FC_SETLEASE = 1024, FC_GETLEASE = 1025, FC_NOTIFY = 1026,
	FC_DUPFD_CLOEXEC = 1030, FC_SETPIPE_SZ = 1031, FC_GETPIPE_SZ = 1032,
	FC_ADD_SEALS = 1033, FC_GET_SEALS = 1034,
};

static void print_getfd_ret(struct tcb *tcp)
{
	if (!tcp->rval) {
		tputc('0');
		return;
	}
	tprintf("%#llx (flags ", (unsigned long long)tcp->rval);
	print_xlat_flags(&xlat_fd_flags, (uint64_t)tcp->rval, NULL);
	tputc(')');
}

/* Printed like open's flags: the access mode is always named. */
static void print_open_flags_value(struct tcb *tcp, uint64_t v)
{
	uint64_t saved = tcp->args[0];

	tcp->args[0] = v;
	print_oflags(tcp, NULL, 0);
	tcp->args[0] = saved;
}

static void print_getfl_ret(struct tcb *tcp)
{
	if (tcp->rval)
		tprintf("%#llx", (unsigned long long)tcp->rval);
	else
		tputc('0');
	tputs(" (flags ");
	print_open_flags_value(tcp, (uint64_t)tcp->rval);
	tputc(')');
}

PRINTER(print_fcntl_cmd)
{
	unsigned cmd = (unsigned)tcp->args[argi];

	if (cmd == FC_GETFD)
		tcp->ret_fn = print_getfd_ret;
	else if (cmd == FC_GETFL)
		tcp->ret_fn = print_getfl_ret;
	print_xlat_enum(&xlat_fcntl_cmd, cmd, "F_???");
	return PRINT_OK;
}

/* struct flock; F_*LK64 and the OFD commands take struct flock64,
 * whose offsets are 64-bit on every ABI (4-aligned on i386). */
static void print_flock_at(struct tcb *tcp, uint64_t addr, bool lk64,
			   bool with_pid)
{
	extern const struct xlat xlat_flock_type;
	extern const struct xlat xlat_seek_whence;
	unsigned char b[32];
	int16_t type, whence;
	int64_t start, len;
	int32_t pid, s32[3];
	size_t size;
	if (!is_compat(tcp) || (lk64 && pers_of(tcp)->align64 == 8))
		size = 32;	/* 8-aligned 64-bit offsets */
	else if (lk64)
		size = 24;
	else
		size = 16;
	if (!addr || umoven(tcp, addr, size, b) < 0) {
		print_addr(addr);
		return;
	}
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
	tputs("{l_type=");
	print_xlat_enum(&xlat_flock_type, (uint16_t)type, "F_???");
	tputs(", l_whence=");
	print_xlat_enum(&xlat_seek_whence, (uint16_t)whence, "SEEK_???");
	tprintf(", l_start=%lld, l_len=%lld", (long long)start, (long long)len);
	if (with_pid)
		tprintf(", l_pid=%d", pid);
	tputc('}');
}

enum {
	FC_GETLK = 5, FC_SETLK = 6, FC_SETLKW = 7, FC_GETLK64 = 12,
	FC_SETLK64 = 13, FC_SETLKW64 = 14, FC_OFD_GETLK = 36,
	FC_OFD_SETLK = 37, FC_OFD_SETLKW = 38,
};

/* The third argument's meaning depends on the command before it. The
 * printer runs at entry and again at exit: a lock query's struct is
 * shown once the kernel has filled it, everything else at entry. */
PRINTER(print_fcntl_arg)
{
	unsigned cmd = (unsigned)tcp->args[argi - 1];
	uint64_t v = arg_ulong(tcp, argi);
	bool lk64 = cmd >= FC_GETLK64 || !is_compat(tcp);

	switch (cmd) {
	case FC_GETLK: case FC_GETLK64: case FC_OFD_GETLK:
		if (!exiting(tcp))
			return PRINT_OK;
		if (tcp->err)
			print_addr(v);
		else
			print_flock_at(tcp, v, lk64, true);
		return PRINT_OK;
	}
	if (exiting(tcp))
		return PRINT_OK;
	switch (cmd) {
	case FC_GETFD: case FC_GETFL: case FC_GETOWN: case FC_GETSIG:
	case FC_GETLEASE: case FC_GETPIPE_SZ: case FC_GET_SEALS:
		return PRINT_SKIP;
	case FC_SETLK: case FC_SETLKW: case FC_SETLK64: case FC_SETLKW64:
	case FC_OFD_SETLK: case FC_OFD_SETLKW:
		print_flock_at(tcp, v, lk64, false);
		return PRINT_OK;
	case FC_SETFD:
		print_xlat_flags(&xlat_fd_flags, v, NULL);
		return PRINT_OK;
	case FC_SETFL:
		print_open_flags_value(tcp, v);
		return PRINT_OK;
	case FC_DUPFD: case FC_DUPFD_CLOEXEC: case FC_SETOWN:
	case FC_SETPIPE_SZ: case FC_SETLEASE: case FC_NOTIFY:
		tprintf("%d", (int)v);
		return PRINT_OK;
	case FC_SETSIG:
		print_signame((int)v);
		return PRINT_OK;
	}
	tprintf("%#llx", (unsigned long long)v);
	return PRINT_OK;
}

/* ---- ioctl -------------------------------------------------------- */

enum {
	IO_TCGETS = 0x5401, IO_TCSETS = 0x5402, IO_TCSETSW = 0x5403,
	IO_TCSETSF = 0x5404, IO_TIOCGPGRP = 0x540f, IO_TIOCSPGRP = 0x5410,
	IO_TIOCGWINSZ = 0x5413, IO_TIOCSWINSZ = 0x5414, IO_FIONREAD = 0x541b,
	IO_FIONBIO = 0x5421, IO_TIOCOUTQ = 0x5411, IO_TIOCGSID = 0x5429,
	IO_FIONCLEX = 0x5450, IO_FIOCLEX = 0x5451, IO_TIOCNOTTY = 0x5422,
	IO_TIOCGPTN = 0x80045430, IO_TIOCSPTLCK = 0x40045431,
};

/* Numbers that two drivers share; strace names both. */
static const char *ioctl_alias(unsigned cmd)
{
	switch (cmd) {
	case IO_TCSETS: return "SNDCTL_TMR_START or TCSETS";
	case IO_TCSETSW: return "SNDCTL_TMR_STOP or TCSETSW";
	case IO_TCSETSF: return "SNDCTL_TMR_CONTINUE or TCSETSF";
	}
	return NULL;
}

static void print_ioc(unsigned cmd)
{
	static const char *const dirs[] = {
		"_IOC_NONE", "_IOC_WRITE", "_IOC_READ", "_IOC_READ|_IOC_WRITE"
	};

	tprintf("_IOC(%s, %#x, %#x, %#x)", dirs[cmd >> 30], (cmd >> 8) & 0xff,
		cmd & 0xff, (cmd >> 16) & 0x3fff);
}

PRINTER(print_ioctl_cmd)
{
	unsigned cmd = (unsigned)tcp->args[argi];
	const char *n = ioctl_alias(cmd);

	if (!n)
		n = xlat_name(&xlat_ioctl_cmd, cmd);
	if (n)
		tputs(n);
	else
		print_ioc(cmd);
	return PRINT_OK;
}

static void print_int_at(struct tcb *tcp, uint64_t addr)
{
	int v;

	if (umoven(tcp, addr, sizeof(v), &v) < 0)
		print_addr(addr);
	else
		tprintf("[%d]", v);
}

static void print_winsize_at(struct tcb *tcp, uint64_t addr)
{
	uint16_t ws[4];

	if (umoven(tcp, addr, sizeof(ws), ws) < 0) {
		print_addr(addr);
		return;
	}
	tprintf("{ws_row=%u, ws_col=%u, ws_xpixel=%u, ws_ypixel=%u}",
		ws[0], ws[1], ws[2], ws[3]);
}

/* Requests whose argument the kernel fills: shown at exit. */
static bool ioctl_is_output(unsigned cmd)
{
	switch (cmd) {
	case IO_TCGETS: case IO_TIOCGWINSZ: case IO_TIOCGPGRP:
	case IO_FIONREAD: case IO_TIOCOUTQ: case IO_TIOCGSID:
	case IO_TIOCGPTN:
		return true;
	}
	return false;
}

/* Runs at entry and at exit: the kernel only reads the argument of
 * most requests, which are shown at entry; the ones it fills are shown
 * at exit; a few take no argument at all. */
PRINTER(print_ioctl_arg)
{
	unsigned cmd = (unsigned)tcp->args[argi - 1];
	uint64_t addr = arg_ulong(tcp, argi);

	if (ioctl_is_output(cmd)) {
		if (!exiting(tcp))
			return PRINT_OK;
		if (tcp->err)
			print_addr(addr);
		else if (cmd == IO_TCGETS)
			print_termios_at(tcp, addr);
		else if (cmd == IO_TIOCGWINSZ)
			print_winsize_at(tcp, addr);
		else
			print_int_at(tcp, addr);
		return PRINT_OK;
	}
	if (exiting(tcp))
		return PRINT_OK;
	switch (cmd) {
	case IO_FIOCLEX: case IO_FIONCLEX: case IO_TIOCNOTTY:
		return PRINT_SKIP;
	case IO_TCSETS: case IO_TCSETSW: case IO_TCSETSF:
		print_termios_at(tcp, addr);
		return PRINT_OK;
	case IO_TIOCSWINSZ:
		print_winsize_at(tcp, addr);
		return PRINT_OK;
	case IO_TIOCSPGRP: case IO_FIONBIO: case IO_TIOCSPTLCK:
		print_int_at(tcp, addr);
		return PRINT_OK;
	}
	tprintf("%#llx", (unsigned long long)addr);
	return PRINT_OK;
}
