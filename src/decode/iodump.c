/* -e read=SET and -e write=SET: the bytes a call read from or wrote
 * to a descriptor of SET, in hex and as text, below the call's line:
 *
 *  | 00000  68 65 6c 6c 6f 0a                                hello.           |
 *
 * Sixteen bytes a line, the offset first (five hex digits, more when
 * the data needs them), an extra space after the eighth byte, and the
 * printable ASCII bytes on the right ('.' for the others). Vectored
 * calls (readv, sendmsg, ...) dump each buffer under a line naming it.
 * Written data is dumped as asked for (the length argument), even
 * when the call failed; read data only as much as the call returned.
 * The text is handed to the backends with the call (struct call_extra):
 * the text backend prints it under the line, JSON has no dumps. */
#include "abitrace.h"
#include "decode/filter.h"
#include "decode/qualify.h"
#include "decode/decode.h"

#include <string.h>

static struct fdset read_fds, write_fds;

void dump_parse(int which, const char *spec)
{
	if (which == 'r')
		fdset_parse(&read_fds, spec, "-e read=");
	else
		fdset_parse(&write_fds, spec, "-e write=");
}

/* The kinds of calls that move data, by where the data is. */
enum { K_NONE, K_BUF, K_IOV, K_MSG, K_MMSG };

static const struct { const char *name; unsigned char kind, write; }
io_calls[] = {
	{ "write", K_BUF, 1 }, { "pwrite64", K_BUF, 1 },
	{ "send", K_BUF, 1 }, { "sendto", K_BUF, 1 },
	{ "mq_timedsend", K_BUF, 1 }, { "mq_timedsend_time64", K_BUF, 1 },
	{ "writev", K_IOV, 1 }, { "pwritev", K_IOV, 1 },
	{ "pwritev2", K_IOV, 1 }, { "vmsplice", K_IOV, 1 },
	{ "sendmsg", K_MSG, 1 }, { "sendmmsg", K_MMSG, 1 },
	{ "read", K_BUF, 0 }, { "pread64", K_BUF, 0 },
	{ "recv", K_BUF, 0 }, { "recvfrom", K_BUF, 0 },
	{ "mq_timedreceive", K_BUF, 0 },
	{ "mq_timedreceive_time64", K_BUF, 0 },
	{ "readv", K_IOV, 0 }, { "preadv", K_IOV, 0 },
	{ "preadv2", K_IOV, 0 }, { "recvmsg", K_MSG, 0 },
	{ "recvmmsg", K_MMSG, 0 }, { "recvmmsg_time64", K_MMSG, 0 },
};

static struct strbuf out;

static void hex_line(const unsigned char *b, size_t n, uint64_t off,
		     int width)
{
	static const char hx[] = "0123456789abcdef";
	char hex[16 * 3 + 2], text[17];
	size_t p = 0;

	memset(hex, ' ', sizeof(hex));
	for (size_t i = 0; i < 16; i++) {
		if (i < n) {
			hex[p] = hx[b[i] >> 4];
			hex[p + 1] = hx[b[i] & 15];
		}
		p += 3 + (i == 7);
		text[i] = i >= n ? ' ' : b[i] >= 0x20 && b[i] < 0x7f ?
			  (char)b[i] : '.';
	}
	text[16] = '\0';
	sb_printf(&out, " | %0*llx  %.*s%s |\n", width,
		  (unsigned long long)off, (int)sizeof(hex), hex, text);
}

/* len bytes at addr, in pieces of 64 KiB; a piece that cannot be read
 * ends the dump (with a line saying so, if some was shown). */
static void dump_buf(struct tcb *tcp, uint64_t addr, uint64_t len)
{
	static unsigned char buf[1 << 16];
	int width = 5;

	if (addr + len < addr)
		return;
	if (len > 0x100000)
		for (uint64_t l = len - 1, w = width = 0; l; l >>= 4)
			width = (int)++w;
	for (uint64_t done = 0; done < len;) {
		size_t n = len - done < sizeof(buf) ? len - done : sizeof(buf);

		if (umoven(tcp, addr + done, n, buf) < 0) {
			if (done)
				/* strace's words: scripts look for them. */
				sb_printf(&out, " | <Cannot fetch %zu byte%s "
					  "from pid %d @%#llx>\n", n,
					  n == 1 ? "" : "s", tcp->tid,
					  (unsigned long long)(addr + done));
			return;
		}
		for (size_t i = 0; i < n; i += 16)
			hex_line(buf + i, n - i < 16 ? n - i : 16, done + i,
				 width);
		done += n;
	}
}

static bool read_word(struct tcb *tcp, uint64_t addr, uint64_t *v)
{
	if (personalities[tcp->pers].wordsize == 4) {
		uint32_t w;

		if (umoven(tcp, addr, 4, &w) < 0)
			return false;
		*v = w;
		return true;
	}
	return umoven(tcp, addr, 8, v) == 0;
}

/* An iovec array of cnt entries; at most limit bytes in all. */
static void dump_iov(struct tcb *tcp, uint64_t addr, uint64_t cnt,
		     uint64_t limit)
{
	unsigned ws = personalities[tcp->pers].wordsize;

	if (cnt > 1024)		/* UIO_MAXIOV: the kernel takes no more */
		cnt = 1024;
	/* An array the kernel could not read whole moved no data. */
	for (uint64_t i = 0; i < cnt; i++) {
		uint64_t w;

		if (!read_word(tcp, addr + i * 2 * ws + ws, &w))
			return;
	}
	for (uint64_t i = 0; i < cnt && limit; i++) {
		uint64_t base, len;

		if (!read_word(tcp, addr + i * 2 * ws, &base) ||
		    !read_word(tcp, addr + i * 2 * ws + ws, &len))
			return;
		if (len > limit)
			len = limit;
		if (!len)
			return;
		limit -= len;
		sb_printf(&out, " * %llu bytes in buffer %llu\n",
			  (unsigned long long)len, (unsigned long long)i);
		dump_buf(tcp, base, len);
	}
}

/* struct msghdr: msg_iov and msg_iovlen follow msg_name, msg_namelen
 * (an int padded to a word). */
static void dump_msg(struct tcb *tcp, uint64_t addr, uint64_t limit)
{
	unsigned ws = personalities[tcp->pers].wordsize;
	uint64_t iov, iovlen;

	if (read_word(tcp, addr + 2 * ws, &iov) &&
	    read_word(tcp, addr + 3 * ws, &iovlen))
		dump_iov(tcp, iov, iovlen, limit);
}

/* struct mmsghdr: a msghdr (7 words), then the unsigned msg_len. */
static void dump_mmsg(struct tcb *tcp, uint64_t addr, uint64_t n)
{
	unsigned ws = personalities[tcp->pers].wordsize;
	uint64_t size = 7 * ws + (ws == 8 ? 8 : 4);

	for (uint64_t i = 0; i < n && i < 1024; i++) {
		uint64_t m = addr + i * size, iovlen;
		uint32_t len;

		if (!read_word(tcp, m + 3 * ws, &iovlen) ||
		    umoven(tcp, m + 7 * ws, 4, &len) < 0)
			return;
		sb_printf(&out, " = %llu buffers in vector %llu\n",
			  (unsigned long long)iovlen, (unsigned long long)i);
		dump_msg(tcp, m, len);
	}
}

const char *dump_io(struct tcb *tcp, size_t *len)
{
	const char *name = tcp->call.sd ? tcp->call.sd->name : NULL;
	int fd = (int)tcp->call.args[0];
	bool is_write;
	int kind = K_NONE;

	if ((!read_fds.given && !write_fds.given) || !name || fd < 0)
		return NULL;
	for (size_t i = 0; i < ARRAY_SIZE(io_calls); i++)
		if (!strcmp(name, io_calls[i].name)) {
			kind = io_calls[i].kind;
			is_write = io_calls[i].write;
			break;
		}
	if (kind == K_NONE)
		return NULL;
	if (is_write ? !fdset_has(&write_fds, fd) :
		       (tcp->call.err || !fdset_has(&read_fds, fd)))
		return NULL;
	out.len = 0;
	switch (kind) {
	case K_BUF:
		dump_buf(tcp, tcp->call.args[1],
			 is_write ? tcp->call.args[2] :
			 (uint64_t)tcp->call.rval);
		break;
	case K_IOV:
		dump_iov(tcp, tcp->call.args[1], (uint32_t)tcp->call.args[2],
			 is_write ? UINT64_MAX : (uint64_t)tcp->call.rval);
		break;
	case K_MSG:
		dump_msg(tcp, tcp->call.args[1],
			 is_write ? UINT64_MAX : (uint64_t)tcp->call.rval);
		break;
	case K_MMSG:
		if (!tcp->call.err)
			dump_mmsg(tcp, tcp->call.args[1],
				  (uint64_t)tcp->call.rval);
		break;
	}
	*len = out.len;
	return out.len ? out.s : NULL;
}
