/* clone and clone3 (their flags, the clone_args struct, the tids and
 * the TLS they set), x86's TLS descriptors (set_thread_area,
 * get_thread_area, modify_ldt, and clone's CLONE_SETTLS on x86), and
 * -e namespace=new: the namespaces a clone, unshare or setns made. */
#include "printers.h"
#include "structs_gen.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void print_tls(const struct pctx *c, uint64_t addr);

/* ---- clone, clone3 ------------------------------------------------ */

#define CSIGNAL 0xffu
#define CL_SETTLS 0x80000ull
#define CL_PARENT_SETTID 0x100000ull
#define CL_CHILD_CLEARTID 0x200000ull
#define CL_CHILD_SETTID 0x1000000ull
#define CL_PIDFD 0x1000ull
#define CL_INTO_CGROUP 0x200000000ull

/* CLONE_VM|CLONE_FS|SIGCHLD: the flags, and the exit signal in the low
 * byte, as one bit set. clone() keeps only the low 32 bits of its flags
 * (the kernel's lower_32_bits()): a higher bit is shown as a number,
 * not as the clone3 flag of that value (CLONE_CLEAR_SIGHAND), which it
 * is not to clone(). */
static void print_clone_flags_value(const struct pctx *c, uint64_t flags)
{
	unsigned sig = flags & CSIGNAL;
	uint64_t rest = flags & ~(uint64_t)CSIGNAL;
	uint64_t high = rest & ~(uint64_t)0xffffffffu;
	const char *n;

	v_flags_begin(c, flags, &xlat_clone_flags);
	rest &= 0xffffffffu;
	if (rest)
		rest = v_flag_names(c, &xlat_clone_flags, rest);
	if (rest | high)
		v_flag_bits(c, rest | high);
	if (sig) {
		n = sig_label((int)sig);
		if (n)
			v_flag_name(c, n);
		else
			v_flag_text(c, "%u", sig);
	}
	if (!flags)
		v_flag_bits(c, 0);
	v_flags_end(c);
}

/* clone's argument order differs between ABIs: x86_64 passes the child
 * tid pointer before tls, i386, arm and arm64 after it. */
static void clone_tid_tls(const struct pctx *c, int *ctid, int *tls)
{
	bool tls_first = c->pers->clone_tls_first;

	*ctid = tls_first ? 4 : 3;
	*tls = tls_first ? 3 : 4;
}

/* Argument 0 of clone prints the whole call in strace's order (the
 * other arguments are skip): stack and flags at entry, the pointers the
 * flags make meaningful at exit (the kernel has then written the
 * parent's tid). Each is a named part of the argument. */
int print_clone_flags(const struct pctx *c, uint64_t flags,
		      const uint64_t *args)
{
	uint64_t a[MAX_ARGS];
	int ctid, tls;

	for (int i = 0; i < MAX_ARGS; i++)
		a[i] = c->compat ? (uint32_t)args[i] : args[i];
	if (!c->exiting) {
		v_text(c, "child_stack=");
		v_name(c, "child_stack");
		v_addr(c, a[1]);
		v_text(c, ", flags=");
		v_name(c, "flags");
		print_clone_flags_value(c, flags);
		return PRINT_OK;
	}
	clone_tid_tls(c, &ctid, &tls);
	if (flags & CL_PARENT_SETTID) {
		v_text(c, ", parent_tid=");
		v_name(c, "parent_tid");
		print_num_at(c, a[2], 4, true);
	} else if ((flags & CL_PIDFD) && !c->call->err) {
		/* CLONE_PIDFD: the kernel stored the pidfd there. */
		int32_t fd;

		v_text(c, ", parent_tid=");
		v_name(c, "parent_tid");
		if (a[2] && umove(c, a[2], sizeof(fd), &fd) == 0) {
			v_array_begin(c);
			v_elem(c);
			v_fd(c, fd);
			v_array_end(c);
		} else {
			v_addr(c, a[2]);
		}
	}
	if (flags & CL_SETTLS) {
		v_text(c, ", tls=");
		v_name(c, "tls");
		print_tls(c, a[tls]);
	}
	if (flags & (CL_CHILD_SETTID | CL_CHILD_CLEARTID)) {
		v_text(c, ", child_tidptr=");
		v_name(c, "child_tidptr");
		v_addr(c, a[ctid]);
	}
	return PRINT_OK;
}

struct clone_args_k {
	uint64_t flags, pidfd, child_tid, parent_tid, exit_signal, stack;
	uint64_t stack_size, tls, set_tid, set_tid_size, cgroup;
};

#define CLONE_ARGS_SIZE_VER0 64	/* up to tls */
#define CLONE_ARGS_SIZE_VER1 80	/* set_tid, set_tid_size */
#define CLONE_ARGS_SIZE_VER2 88	/* cgroup */
/* Bytes past the struct we know are shown up to this many. */
#define CLONE_ARGS_TAIL_MAX 32

/* The struct as far as size covers it (the rest zero); -1 when not even
 * its first version is there or readable. *tail_ok tells whether the
 * bytes past what we know could be read. */
static int read_clone_args(const struct pctx *c, uint64_t addr,
			   uint64_t size, struct clone_args_k *ca)
{
	memset(ca, 0, sizeof(*ca));
	if (size < CLONE_ARGS_SIZE_VER0)
		return -1;
	if (size > sizeof(*ca))
		size = sizeof(*ca);
	return umove(c, addr, size, ca);
}

/* The bytes past the struct we know: nothing when they are all zero (the
 * kernel accepts that), "/\* bytes A..B *\/ "..."" when not, "???" when
 * they cannot be read. */
static void print_clone3_tail(const struct pctx *c, uint64_t addr,
			      uint64_t size)
{
	unsigned char b[CLONE_ARGS_TAIL_MAX];
	uint64_t n = size - sizeof(struct clone_args_k);
	bool zero = true;

	if (n > sizeof(b))
		n = sizeof(b);
	if (umove(c, addr + sizeof(struct clone_args_k), n, b) < 0) {
		v_elem(c);
		v_text(c, "???");
		return;
	}
	for (uint64_t i = 0; i < n; i++)
		zero = zero && !b[i];
	if (zero)
		return;
	v_elem(c);
	v_textf(c, "/* bytes %zu..%llu */ \"", sizeof(struct clone_args_k),
		(unsigned long long)(sizeof(struct clone_args_k) + n - 1));
	for (uint64_t i = 0; i < n; i++)
		v_textf(c, "\\x%02x", b[i]);
	v_putc(c, '"');
}

/* set_tid: n ints, cut at -s; "..." and the address of one that cannot
 * be read. */
static void set_tid_array(const struct pctx *c, uint64_t addr, uint64_t n)
{
	int32_t x;

	if (!umove_or_addr(c, addr, sizeof(x), &x))
		return;
	v_array_begin(c);
	for (uint64_t i = 0; i < n; i++) {
		if (!umove_or_more(c, addr + 4 * i, sizeof(x), &x))
			break;
		if (past_limit(c, i))
			break;
		v_elem(c);
		v_int(c, x);
	}
	v_array_end(c);
}

/* Whether print_clone3_tail shows something. */
static bool clone3_tail_shown(const struct pctx *c, uint64_t addr,
			      uint64_t size)
{
	unsigned char b[CLONE_ARGS_TAIL_MAX];
	uint64_t n = size - sizeof(struct clone_args_k);

	if (size <= sizeof(struct clone_args_k))
		return false;
	if (n > sizeof(b))
		n = sizeof(b);
	if (umove(c, addr + sizeof(struct clone_args_k), n, b) < 0)
		return true;
	for (uint64_t i = 0; i < n; i++)
		if (b[i])
			return true;
	return false;
}

static void print_clone3_entry(const struct pctx *c, uint64_t addr,
			       uint64_t size, const struct clone_args_k *ca)
{
	const char *sig = ca->exit_signal <= 0x7fffffff ?
			  sig_label((int)ca->exit_signal) : NULL;

	v_struct_begin(c);
	v_field(c, "flags");
	v_flags(c, &xlat_clone3_flags, ca->flags, "CLONE_???");
	if (ca->flags & CL_PIDFD) {
		v_field(c, "pidfd");
		v_addr(c, ca->pidfd);
	}
	if (ca->flags & (CL_CHILD_SETTID | CL_CHILD_CLEARTID)) {
		v_field(c, "child_tid");
		v_addr(c, ca->child_tid);
	}
	if (ca->flags & CL_PARENT_SETTID) {
		v_field(c, "parent_tid");
		v_addr(c, ca->parent_tid);
	}
	/* A whole word: a signal by its name, anything else a number. */
	v_field(c, "exit_signal");
	if (ca->exit_signal && sig)
		v_sig(c, (int)ca->exit_signal);
	else
		v_uint(c, ca->exit_signal);
	v_field(c, "stack");
	v_addr(c, ca->stack);
	v_field(c, "stack_size");
	v_hex(c, ca->stack_size);
	if (ca->flags & CL_SETTLS) {
		v_field(c, "tls");
		print_tls(c, ca->tls);
	}
	if (size >= CLONE_ARGS_SIZE_VER1 && (ca->set_tid || ca->set_tid_size)) {
		v_field(c, "set_tid");
		if (ca->set_tid_size && ca->set_tid_size <= CLONE_ARGS_TAIL_MAX)
			set_tid_array(c, ca->set_tid, ca->set_tid_size);
		else
			v_addr(c, ca->set_tid);
		v_field(c, "set_tid_size");
		v_uint(c, ca->set_tid_size);
	}
	if (size >= CLONE_ARGS_SIZE_VER2 &&
	    (ca->cgroup || (ca->flags & CL_INTO_CGROUP))) {
		v_field(c, "cgroup");
		v_uint(c, ca->cgroup);
	}
	if (size > sizeof(*ca))
		print_clone3_tail(c, addr, size);
	v_struct_end(c);
}

/* At exit the kernel has written the new tid where parent_tid points
 * and the pidfd where pidfd points: " => {parent_tid=[N], pidfd=[N]}"
 * continues the struct printed at entry, with the bytes past what we
 * know again. */
int print_clone3_args(const struct pctx *c, uint64_t addr, uint64_t size)
{
	struct clone_args_k ca;
	int32_t fd;

	if (read_clone_args(c, addr, size, &ca) < 0) {
		if (!c->exiting)
			v_addr(c, addr);
		return PRINT_OK;
	}
	if (!c->exiting) {
		print_clone3_entry(c, addr, size, &ca);
		return PRINT_OK;
	}
	if (c->call->err || !((ca.flags & (CL_PARENT_SETTID | CL_PIDFD)) ||
			     clone3_tail_shown(c, addr, size)))
		return PRINT_OK;
	v_changed(c);
	v_struct_begin(c);
	if (ca.flags & CL_PIDFD) {
		v_field(c, "pidfd");
		if (ca.pidfd && umove(c, ca.pidfd, sizeof(fd), &fd) == 0) {
			v_array_begin(c);
			v_elem(c);
			v_fd(c, fd);
			v_array_end(c);
		} else {
			v_addr(c, ca.pidfd);
		}
	}
	if (ca.flags & CL_PARENT_SETTID) {
		v_field(c, "parent_tid");
		print_num_at(c, ca.parent_tid, 4, true);
	}
	if (size > sizeof(ca))
		print_clone3_tail(c, addr, size);
	v_struct_end(c);
	return PRINT_OK;
}

/* ---- x86 TLS descriptors ------------------------------------------ */

/* struct user_desc: three 32-bit words, then one word of bit fields. */
struct kuser_desc {
	uint32_t entry_number, base_addr, limit, bits;
};

static int read_user_desc(const struct pctx *c, uint64_t addr,
			  struct kuser_desc *u)
{
	return addr ? umove(c, addr, sizeof(*u), u) : -1;
}

static void print_user_desc(const struct pctx *c, const struct kuser_desc *u)
{
	static const struct { const char *name; unsigned shift, mask; }
	bits[] = {
		{ "seg_32bit", 0, 1 }, { "contents", 1, 3 },
		{ "read_exec_only", 3, 1 }, { "limit_in_pages", 4, 1 },
		{ "seg_not_present", 5, 1 }, { "useable", 6, 1 },
		{ "lm", 7, 1 },
	};
	/* lm exists in the 64-bit kernel's struct only */
	size_t n = ARRAY_SIZE(bits) - (c->compat ? 1 : 0);

	v_struct_begin(c);
	v_field(c, "entry_number");
	print_uid(c, u->entry_number);	/* unsigned, but -1 */
	v_field(c, "base_addr");
	v_numf(c, VK_UINT, u->base_addr, "%#08x", u->base_addr);
	v_field(c, "limit");
	v_numf(c, VK_UINT, u->limit, "%#08x", u->limit);
	for (size_t i = 0; i < n; i++) {
		v_field(c, bits[i].name);
		v_uint(c, (u->bits >> bits[i].shift) & bits[i].mask);
	}
	v_struct_end(c);
}

/* A TLS argument: a user_desc on i386, a plain address elsewhere. */
static void print_tls(const struct pctx *c, uint64_t addr)
{
	struct kuser_desc u;

	if (!c->pers->tls_user_desc || read_user_desc(c, addr, &u) < 0)
		v_addr(c, addr);
	else
		print_user_desc(c, &u);
}

/* set_thread_area with entry_number -1 picks a free slot and writes
 * it back: "= 0 (entry_number=12)". d->thread_area: the user_desc. */
static int print_tls_entry_ret(const struct pctx *c, int64_t rval,
			       const union dec_ret_data *d)
{
	struct kuser_desc u;

	v_int(c, rval);
	if (read_user_desc(c, d->thread_area, &u) == 0)
		v_textf(c, " (entry_number=%u)", u.entry_number);
	return PRINT_OK;
}

int print_user_desc_in(const struct pctx *c, uint64_t addr)
{
	struct kuser_desc u;

	if (read_user_desc(c, addr, &u) < 0)
		return v_addr(c, addr);
	print_user_desc(c, &u);
	if (u.entry_number == ~0u) {
		c->tcp->dec->ret_data.thread_area = addr;
		set_ret_printer(c, print_tls_entry_ret);
	}
	return PRINT_OK;
}

/* modify_ldt's buffer: one descriptor when bytecount is the size of
 * one (writes; strace shows it so for every func), else an address. */
int print_ldt_ptr(const struct pctx *c, uint64_t addr, uint64_t len)
{
	struct kuser_desc u;

	if (len != sizeof(u) || read_user_desc(c, addr, &u) < 0)
		return v_addr(c, addr);
	print_user_desc(c, &u);
	return PRINT_OK;
}

/* get_thread_area reads entry_number and fills the rest: a failed
 * call shows only that. */
int print_user_desc_out(const struct pctx *c, uint64_t addr)
{
	struct kuser_desc u;

	if (c->call->err) {
		if (!umove_or_addr(c, addr, 4, &u.entry_number))
			return PRINT_OK;
		v_struct_begin(c);
		v_field(c, "entry_number");
		print_uid(c, u.entry_number);
		v_more(c);
		v_struct_end(c);
		return PRINT_OK;
	}
	if (read_user_desc(c, addr, &u) < 0)
		return v_addr(c, addr);
	print_user_desc(c, &u);
	return PRINT_OK;
}

/* ---- -e namespace=new ------------------------------------------------ */

/* The namespaces a flag puts the caller (unshare, setns) or the child
 * (clone, clone3) into, in the order strace lists them; a new cgroup
 * namespace or CLONE_INTO_CGROUP both show the cgroup one. */
static const struct {
	uint64_t flags;
	const char *name;	/* its link in /proc/TID/ns */
} ns_links[] = {
	{ 0x02000000 | 0x200000000ULL, "cgroup" },	/* NEWCGROUP, INTO_CGROUP */
	{ 0x08000000, "ipc" },
	{ 0x00020000, "mnt" },
	{ 0x40000000, "net" },
	{ 0x20000000, "pid" },
	{ 0x00000080, "time" },
	{ 0x04000000, "uts" },
	{ 0x10000000, "user" },
};

/* " (mnt:[4026532...], net:[...])": the links of the namespaces the
 * flags name, read from /proc after the call; one that cannot be read
 * is left out, and nothing is said when none can. */
static void print_ns_links(const struct pctx *c, int proc_id, uint64_t flags)
{
	bool first = true;

	if (proc_id <= 0)
		return;
	for (size_t i = 0; i < ARRAY_SIZE(ns_links); i++) {
		char link[64], buf[256];
		ssize_t n;

		if (!(flags & ns_links[i].flags))
			continue;
		snprintf(link, sizeof(link), "/proc/%d/ns/%s", proc_id,
			 ns_links[i].name);
		n = readlink(link, buf, sizeof(buf) - 1);
		if (n <= 0)
			continue;
		buf[n] = '\0';
		v_text(c, first ? " (" : ", ");
		v_text(c, buf);
		first = false;
	}
	if (!first)
		v_putc(c, ')');
}

void print_new_namespaces(const struct pctx *c)
{
	struct tcb *tcp = c->tcp;
	const char *name = tcp->call.sd ? tcp->call.sd->name : "";
	struct clone_args_k ca;

	if (tcp->call.err)
		return;
	if (!strcmp(name, "unshare"))
		print_ns_links(c, proc_tid(tcp->tid), tcp->call.args[0]);
	else if (!strcmp(name, "setns"))
		print_ns_links(c, proc_tid(tcp->tid),
			       (uint32_t)tcp->call.args[1]);
	else if (!strcmp(name, "clone"))
		/* The low byte is the exit signal (CSIGNAL), not
		 * CLONE_NEWTIME: clone cannot make a time namespace. */
		print_ns_links(c, proc_tid_of(tcp, (int)tcp->call.rval),
			       (c->compat ? (uint32_t)tcp->call.args[0] :
				tcp->call.args[0]) & ~0xffULL);
	else if (!strcmp(name, "clone3") &&
		 read_clone_args(c, tcp->call.args[0], tcp->call.args[1],
				 &ca) == 0)
		print_ns_links(c, proc_tid_of(tcp, (int)tcp->call.rval),
			       ca.flags);
}
