/* Operands and conditions of rules.list, evaluated on a stopped call. */
#include "notes/engine.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* The one source of the page size for every note: the tracee's own
 * (its AT_PAGESZ where the ABI does not fix it, src/arch/). */
unsigned page_size(struct tcb *tcp)
{
	return proc_page_size(tcp);
}

bool is_wordsize4(const struct tcb *tcp)
{
	return personalities[tcp->pers].wordsize == 4;
}

/* The result as the ABI's unsigned long. A 32-bit tracee's is 32 bits:
 * arm64 sign-extends a compat result (and so does the register path on
 * x86), which turns an mmap above 2 GiB into 0xffffffff........ */
uint64_t ret_word(const struct tcb *tcp)
{
	uint64_t v = (uint64_t)tcp->call.rval;

	return is_wordsize4(tcp) ? (uint32_t)v : v;
}

const char *call_name(const struct tcb *tcp)
{
	return tcp->call.sd ? tcp->call.sd->name : "syscall";
}

static bool read_mem(struct tcb *tcp, uint64_t addr, unsigned type,
		     uint64_t *v)
{
	uint8_t u8;
	uint16_t u16;
	uint32_t u32;
	uint64_t u64;

	switch (type) {
	case MT_U8:
	case MT_S8:
		if (umoven(tcp, addr, 1, &u8) < 0)
			return false;
		*v = type == MT_S8 ? (uint64_t)(int64_t)(int8_t)u8 : u8;
		return true;
	case MT_U16:
	case MT_S16:
		if (umoven(tcp, addr, 2, &u16) < 0)
			return false;
		*v = type == MT_S16 ? (uint64_t)(int64_t)(int16_t)u16 : u16;
		return true;
	case MT_U32:
	case MT_S32:
		if (umoven(tcp, addr, 4, &u32) < 0)
			return false;
		*v = type == MT_S32 ? (uint64_t)(int64_t)(int32_t)u32 : u32;
		return true;
	default:
		if (umoven(tcp, addr, 8, &u64) < 0)
			return false;
		*v = u64;
		return true;
	}
}

static uint64_t arg_of(const struct tcb *tcp, unsigned i)
{
	uint64_t v = tcp->call.args[i];

	return is_wordsize4(tcp) ? (uint32_t)v : v;
}

bool opnd_value(struct tcb *tcp, const struct operand *o, uint64_t *v)
{
	switch (o->kind) {
	case OP_ARG:
		*v = arg_of(tcp, o->arg);
		return true;
	case OP_RET:
		if (tcp->call.err)
			return false;
		*v = ret_word(tcp);
		return true;
	case OP_MEM:
		return read_mem(tcp, arg_of(tcp, o->arg) + o->off, o->type, v);
	case OP_PAGE:
		*v = page_size(tcp);
		return true;
	case OP_CONST:
		*v = (uint64_t)o->val;
		return true;
	default:
		return false;
	}
}

uint64_t opnd_int(struct tcb *tcp, const struct operand *o, uint64_t v)
{
	(void)tcp;
	return o->kind == OP_ARG ? (uint32_t)v : v;
}

/* A negative literal matches the register sign- or zero-extended: an
 * int -1 reaches the kernel either way from syscall(2) callers. */
static bool equal(uint64_t x, const struct operand *vo, uint64_t v)
{
	if (x == v)
		return true;
	return vo->kind == OP_CONST && vo->val < 0 && vo->val >= INT32_MIN &&
	       (uint32_t)x == (uint32_t)v;
}

static bool cond_holds(struct tcb *tcp, const struct cond *c)
{
	uint64_t x, v = 0;

	if (!opnd_value(tcp, &c->x, &x))
		return false;
	if (c->v.kind != OP_NONE && !opnd_value(tcp, &c->v, &v))
		return false;
	switch (c->op) {
	case C_ANY:
		return (x & c->mask) != 0;
	case C_NONE:
		return (x & c->mask) == 0;
	case C_EQ:
		return equal(x, &c->v, v);
	case C_NE:
		return !equal(x, &c->v, v);
	case C_LT:
		return (int64_t)x < (int64_t)v;
	case C_GT:
		return (int64_t)x > (int64_t)v;
	case C_MEQ:
		return (x & c->mask) == v;
	case C_MNE:
		return (x & c->mask) != v;
	case C_UNALIGNED:
		return (x % page_size(tcp)) != 0;
	default:
		return false;
	}
}

bool conds_hold(struct tcb *tcp, const struct conds *w)
{
	for (unsigned i = 0; i < w->n; i++)
		if (!cond_holds(tcp, &w->c[i]))
			return false;
	return true;
}

void escape_bytes(char *dst, size_t size, const unsigned char *s, size_t n)
{
	size_t o = 0;

	for (size_t i = 0; i < n && o + 5 < size; i++) {
		if (s[i] >= 0x20 && s[i] < 0x7f && s[i] != '"' && s[i] != '\\')
			dst[o++] = (char)s[i];
		else
			o += (size_t)snprintf(dst + o, size - o, "\\x%02x", s[i]);
	}
	dst[o] = '\0';
}

/* Descriptors of the status files read last, one per task, read again
 * with pread: opening costs a lookup of each component of the path.
 * One whose task ended fails (ESRCH: it holds that task, never the
 * next one given its number) and is opened again; the least recently
 * used goes when all are taken. */
enum { STATUS_FDS = 16 };
static struct status_fd {
	pid_t pid, tid;
	int fd;
	bool open;
	unsigned long used;
} status_fds[STATUS_FDS];
static unsigned long status_uses;

static struct status_fd *status_fd_of(pid_t pid, pid_t tid, bool again)
{
	struct status_fd *sf = &status_fds[0];
	char path[64];

	for (unsigned i = 0; i < STATUS_FDS; i++) {
		struct status_fd *e = &status_fds[i];

		if (e->open && e->pid == pid && e->tid == tid) {
			sf = e;
			if (!again)
				goto found;
			break;
		}
		if (e->used < sf->used)
			sf = e;
	}
	if (sf->open)
		close(sf->fd);
	sf->open = false;
	if (tid)
		snprintf(path, sizeof(path), "/proc/%d/task/%d/status", pid,
			 tid);
	else
		snprintf(path, sizeof(path), "/proc/%d/status", pid);
	sf->fd = open(path, O_RDONLY | O_CLOEXEC);
	if (sf->fd < 0)
		return NULL;
	sf->open = true;
	sf->pid = pid;
	sf->tid = tid;
found:
	sf->used = ++status_uses;
	return sf;
}

/* The whole file from its start into *buf; 0 when it cannot be read.
 * A status file is a seq_file: a read fills the buffer until the text
 * ends, so one that returns less than it asked has had all of it, and
 * a second read, which would only find the end, is not made (one
 * syscall of each failing call whose cause reads the status). */
static size_t status_read(int fd, char **buf, size_t *cap, size_t max)
{
	size_t n = 0, want;
	ssize_t r;

	for (;;) {
		if (n + 1 >= *cap) {
			if (*cap >= max)
				break;	/* the rest is cut */
			*cap = *cap ? 2 * *cap : 4096;
			*buf = xrealloc(*buf, *cap);
		}
		want = *cap - 1 - n;
		r = pread(fd, *buf + n, want, (off_t)n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		n += (size_t)r;
		if ((size_t)r < want)
			break;
	}
	return n;
}

/* /proc/PID/status (tid 0) or /proc/PID/task/TID/status, read once a
 * stop: a failed call's notes ask it for CapEff, the ids, groups and
 * VmLck several times over (capability, failure-cause, the path walk),
 * and the kernel builds the whole file at every read. */
const char *proc_status_text(pid_t pid, pid_t tid)
{
	enum { STATUS_MAX = 1 << 20 };	/* Groups: can hold 65536 ids */
	static char *buf;
	static size_t cap;
	static pid_t pid_read, tid_read;
	static unsigned long gen_read;
	static bool valid;
	struct status_fd *sf;
	size_t n = 0;

	if (valid && pid_read == pid && tid_read == tid &&
	    gen_read == proc_stop_gen)
		return buf;
	valid = false;
	sf = status_fd_of(pid, tid, false);
	if (sf)
		n = status_read(sf->fd, &buf, &cap, STATUS_MAX);
	if (!n && sf && (sf = status_fd_of(pid, tid, true)))
		n = status_read(sf->fd, &buf, &cap, STATUS_MAX);
	if (!n)
		return NULL;
	buf[n] = '\0';
	pid_read = pid;
	tid_read = tid;
	gen_read = proc_stop_gen;
	valid = true;
	return buf;
}

bool text_line(const char **pos, char *line, size_t size)
{
	const char *p = *pos, *nl;
	size_t n;

	if (!p || !*p)
		return false;
	nl = strchr(p, '\n');
	n = nl ? (size_t)(nl - p) + 1 : strlen(p);
	*pos = p + n;
	if (n > size - 1)
		n = size - 1;
	memcpy(line, p, n);
	line[n] = '\0';
	return true;
}

bool text_line_of(const char **pos, const char *firsts, char *line,
		  size_t size)
{
	const char *p = *pos;

	while (p && *p && !strchr(firsts, *p)) {
		const char *nl = strchr(p, '\n');

		p = nl ? nl + 1 : p + strlen(p);
	}
	*pos = p;
	return text_line(pos, line, size);
}

bool proc_status_field(pid_t pid, pid_t tid, const char *key, char *buf,
		       size_t size)
{
	const char *text = proc_status_text(pid, tid), *l, *v;
	size_t klen = strlen(key), vlen;

	if (!text)
		return false;
	for (l = text; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL) {
		if (strncmp(l, key, klen) || l[klen] != ':')
			continue;
		v = l + klen + 1;
		v += strspn(v, " \t");
		vlen = strcspn(v, "\n");
		/* "%.*s", cut to size - 1, without snprintf */
		if (size) {
			if (vlen >= size)
				vlen = size - 1;
			memcpy(buf, v, vlen);
			buf[vlen] = '\0';
		}
		return true;
	}
	return false;
}
