/* Processes: execve's vectors, clone/clone3, wait status and usage,
 * resource limits, uname, sysinfo, CPU affinity, scheduling, ioprio. */
#include "printers.h"
#include "structs_gen.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/utsname.h>

#define MAX_ELEMS 32

static void print_tls(const struct pctx *c, uint64_t addr);

/* ---- execve ------------------------------------------------------- */

/* Counts the pointers of a NULL-terminated vector, reading a block at a
 * time, up to its NULL or the first one that cannot be read (then
 * *unterminated is set). */
static long count_vector(const struct pctx *c, uint64_t addr,
			 bool *unterminated)
{
	size_t w = abi_word(c);
	unsigned char blk[512];
	long n = 0;

	*unterminated = false;
	for (;;) {
		/* Never cross into a page that may not be mapped. */
		size_t len = 4096 - (addr & 4095);

		if (len > sizeof(blk))
			len = sizeof(blk);
		len -= len % w;
		if (!len)
			len = w;
		if (umove(c, addr, len, blk) < 0) {
			/* The block failed: count what of it can be read. */
			for (; len; len -= w, addr += w, n++) {
				uint64_t p = 0;

				if (umove(c, addr, w, &p) < 0)
					break;
				if (!p)
					return n;
			}
			*unterminated = true;
			return n;
		}
		for (size_t i = 0; i < len; i += w) {
			uint64_t p = 0;

			memcpy(&p, blk + i, w);
			if (!p)
				return n;
			n++;
		}
		addr += len;
		if (n > (1L << 24)) {
			*unterminated = true;
			return n;
		}
	}
}

/* ["a", "b", 0xbad, ...]: each string, or the pointer
 * when it cannot be read; a vector running into memory that cannot be
 * read ends with the address of the pointer that could not be, as
 * strace shows it. Its address alone when not one pointer can be read. */
int print_argv(const struct pctx *c, uint64_t addr)
{
	size_t w = abi_word(c);
	uint64_t p;

	if (!addr || umove_ulong(c, addr, &p) < 0)
		return v_addr(c, addr);
	v_array_begin(c);
	for (unsigned i = 0;; i++) {
		uint64_t at = addr + (uint64_t)i * w;

		if (umove_ulong(c, at, &p) < 0) {
			v_more(c);
			v_textf(c, " /* %#llx */", (unsigned long long)at);
			break;
		}
		if (!p)
			break;
		/* As strace: -s elements at most, all of them with -v. */
		if (!c->opt->verbose && i == (unsigned)c->opt->string_limit) {
			v_more(c);
			break;
		}
		v_elem(c);
		v_str_at(c, p, (size_t)c->opt->string_limit);
	}
	v_array_end(c);
	return PRINT_OK;
}

/* The environment is long and rarely interesting: its address and the
 * number of variables (those before a pointer that cannot be read, if
 * any: "unterminated"); -v lists it like argv. */
int print_envp(const struct pctx *c, uint64_t addr)
{
	bool unterminated;
	uint64_t p;
	long n;

	if (c->opt->verbose)
		return print_argv(c, addr);
	v_addr(c, addr);
	if (!addr || umove_ulong(c, addr, &p) < 0)
		return PRINT_OK;
	n = count_vector(c, addr, &unterminated);
	v_textf(c, " /* %ld var%s%s */", n, n == 1 ? "" : "s",
		unterminated ? ", unterminated" : "");
	return PRINT_OK;
}

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

static void print_tid_at(const struct pctx *c, uint64_t addr)
{
	int tid;

	if (!umove_or_addr(c, addr, sizeof(tid), &tid))
		return;
	v_array_begin(c);
	v_elem(c);
	v_int(c, tid);
	v_array_end(c);
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
		print_tid_at(c, a[2]);
	} else if ((flags & CL_PIDFD) && !c->tcp->err) {
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
		if (umove(c, addr + 4 * i, sizeof(x), &x) < 0) {
			v_more(c);
			v_textf(c, " /* %#llx */",
				(unsigned long long)(addr + 4 * i));
			break;
		}
		if (i == (uint64_t)c->opt->string_limit) {
			v_more(c);
			break;
		}
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
	if (c->tcp->err || !((ca.flags & (CL_PARENT_SETTID | CL_PIDFD)) ||
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
		print_tid_at(c, ca.parent_tid);
	}
	if (size > sizeof(ca))
		print_clone3_tail(c, addr, size);
	v_struct_end(c);
	return PRINT_OK;
}

/* ---- wait4 -------------------------------------------------------- */

/* [{WIFEXITED(s) && WEXITSTATUS(s) == 0}]: the text is strace's; the
 * nodes are the status word's parts. */
static void print_wstatus(const struct pctx *c, int s)
{
	v_array_begin(c);
	v_elem(c);
	v_open(c, VK_STRUCT, (unsigned)s, "{");
	if ((s & 0x7f) == 0) {
		v_text(c, "WIFEXITED(s) && WEXITSTATUS(s) == ");
		v_name(c, "exit_status");
		v_int(c, (s >> 8) & 0xff);
	} else if ((s & 0xff) == 0x7f) {
		v_text(c, "WIFSTOPPED(s) && WSTOPSIG(s) == ");
		v_name(c, "stop_signal");
		v_sig(c, (s >> 8) & 0xff);
	} else if (s == 0xffff) {
		v_text(c, "WIFCONTINUED(s)");
	} else {
		v_text(c, "WIFSIGNALED(s) && WTERMSIG(s) == ");
		v_name(c, "term_signal");
		v_sig(c, s & 0x7f);
		if (s & 0x80)
			v_text(c, " && WCOREDUMP(s)");
	}
	v_close(c, "}");
	if (s >> 16)
		v_textf(c, " | %#x", (unsigned)s & ~0xffffu);
	v_array_end(c);
}

/* A wait that returned 0 (WNOHANG, nothing to reap) wrote nothing. */
int print_wstatus_out(const struct pctx *c, uint64_t addr, int64_t ret)
{
	int s;

	if (!addr || ret <= 0 || c->tcp->err ||
	    umove(c, addr, sizeof(s), &s) < 0)
		return v_addr(c, addr);
	print_wstatus(c, s);
	return PRINT_OK;
}

/* The longs of struct rusage after its two timevals, in order. */
#define RUSAGE_LONGS 14
static const char *const rusage_longs[RUSAGE_LONGS] = {
	"ru_maxrss", "ru_ixrss", "ru_idrss", "ru_isrss", "ru_minflt",
	"ru_majflt", "ru_nswap", "ru_inblock", "ru_oublock", "ru_msgsnd",
	"ru_msgrcv", "ru_nsignals", "ru_nvcsw", "ru_nivcsw",
};

/* The times, and with -v the counters (longs of the tracee's ABI). */
static int print_rusage(const struct pctx *c, uint64_t addr)
{
	const size_t w = abi_word(c), n = RUSAGE_LONGS;
	unsigned char b[RUSAGE_LONGS * 8];

	if (!addr)
		return v_addr(c, addr);
	if (c->opt->verbose && umove(c, addr + 4 * w, n * w, b) < 0)
		return v_addr(c, addr);
	v_struct_begin(c);
	v_field(c, "ru_utime");
	print_timeval_at(c, addr);
	v_field(c, "ru_stime");
	print_timeval_at(c, addr + 2 * w);
	if (!c->opt->verbose) {
		v_more(c);
		v_struct_end(c);
		return PRINT_OK;
	}
	/* Counters: shown unsigned, as strace does (a -1 left in the
	 * buffer by a failed call reads as the largest value). */
	for (size_t i = 0; i < n; i++) {
		uint64_t v;

		if (w == 8) {
			memcpy(&v, b + i * 8, 8);
		} else {
			uint32_t v32;

			memcpy(&v32, b + i * 4, 4);
			v = v32;
		}
		v_field(c, rusage_longs[i]);
		v_uint(c, v);
	}
	v_struct_end(c);
	return PRINT_OK;
}

/* getrusage fills it when it returns 0. */
int print_rusage_out(const struct pctx *c, uint64_t addr)
{
	return print_rusage(c, addr);
}

/* waitid fills it when it returns 0. */
int print_waitid_rusage_out(const struct pctx *c, uint64_t addr, int64_t ret)
{
	if (c->tcp->err || ret != 0)
		return v_addr(c, addr);
	return print_rusage(c, addr);
}

/* wait4 when it returns a pid. */
int print_wait_rusage_out(const struct pctx *c, uint64_t addr, int64_t ret)
{
	if (c->tcp->err || ret <= 0)
		return v_addr(c, addr);
	return print_rusage(c, addr);
}

/* ---- resource limits ---------------------------------------------- */

static void print_rlim(const struct pctx *c, uint64_t v, bool is64)
{
	const char *inf = is64 ? "RLIM64_INFINITY" : "RLIM_INFINITY";
	unsigned long long u = v;
	int style = c->opt->xlat_style;

	/* -X raw: the number; -X verbose: the number, then the words. */
	if (v == (is64 ? ~0ull : 0xffffffffull)) {
		if (style == XLAT_RAW)
			v_uint(c, v);
		else if (style == XLAT_VERBOSE)
			v_numf(c, VK_ENUM, v, "%llu /* %s */", u, inf);
		else
			v_const(c, v, inf);
	} else if (v > 1024 && !(v % 1024)) {	/* strace: 1024, 2*1024 */
		if (style == XLAT_RAW)
			v_uint(c, v);
		else if (style == XLAT_VERBOSE)
			v_numf(c, VK_UINT, v, "%llu /* %llu*1024 */", u,
			       u / 1024);
		else
			v_numf(c, VK_UINT, v, "%llu*1024", u / 1024);
	} else {
		v_uint(c, v);
	}
}

/* getrlimit/setrlimit take two longs of the tracee; prlimit64's struct
 * holds two 64-bit values on every ABI. */
static int print_rlimit_at(const struct pctx *c, uint64_t addr, bool is64)
{
	size_t w = is64 ? 8 : abi_word(c);
	unsigned char b[16];
	uint64_t r[2] = { 0, 0 };

	if (!umove_or_addr(c, addr, 2 * w, b))
		return PRINT_OK;
	memcpy(&r[0], b, w);
	memcpy(&r[1], b + w, w);
	v_struct_begin(c);
	v_field(c, "rlim_cur");
	print_rlim(c, r[0], w == 8);
	v_field(c, "rlim_max");
	print_rlim(c, r[1], w == 8);
	v_struct_end(c);
	return PRINT_OK;
}

int print_rlimit_in(const struct pctx *c, uint64_t addr)
{
	return print_rlimit_at(c, addr, false);
}

int print_rlimit64_in(const struct pctx *c, uint64_t addr)
{
	return print_rlimit_at(c, addr, true);
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

	if (c->tcp->err) {
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

/* ---- uname, sysinfo ----------------------------------------------- */

static void print_field(const struct pctx *c, const char *name,
			const char *s, size_t cap)
{
	size_t n = strnlen(s, cap);
	size_t lim = (size_t)c->opt->string_limit;

	v_field(c, name);
	v_str(c, s, n < lim ? n : lim, n > lim);
}

int print_utsname_out(const struct pctx *c, uint64_t addr)
{
	struct utsname u;

	if (!umove_or_addr(c, addr, sizeof(u), &u))
		return PRINT_OK;
	v_struct_begin(c);
	print_field(c, "sysname", u.sysname, sizeof(u.sysname));
	print_field(c, "nodename", u.nodename, sizeof(u.nodename));
	if (!c->opt->verbose) {
		v_more(c);
		v_struct_end(c);
		return PRINT_OK;
	}
	/* -v: every field, as strace shows them. */
	print_field(c, "release", u.release, sizeof(u.release));
	print_field(c, "version", u.version, sizeof(u.version));
	print_field(c, "machine", u.machine, sizeof(u.machine));
	print_field(c, "domainname", u.domainname, sizeof(u.domainname));
	v_struct_end(c);
	return PRINT_OK;
}

/* struct sysinfo in words of the tracee: uptime, three loads, six
 * memory sizes, a 16-bit process count (padded to a word), the two
 * high-memory sizes and a 32-bit unit. */
int print_sysinfo_out(const struct pctx *c, uint64_t addr)
{
	static const char *const sizes[] = {
		"totalram", "freeram", "sharedram", "bufferram", "totalswap",
		"freeswap",
	};
	size_t w = abi_word(c);
	unsigned char b[14 * 8];
	uint64_t f[13] = { 0 };
	uint16_t procs;
	uint32_t unit;

	if (!umove_or_addr(c, addr, 14 * w, b))
		return PRINT_OK;
	for (int i = 0; i < 13; i++)
		memcpy(&f[i], b + i * w, w);
	memcpy(&procs, b + 10 * w, 2);
	memcpy(&unit, b + 13 * w, 4);
	if (w == 4)
		f[0] = (uint64_t)(int64_t)(int32_t)f[0];
	v_struct_begin(c);
	v_field(c, "uptime");
	v_int(c, (int64_t)f[0]);
	v_field(c, "loads");
	v_array_begin(c);
	for (int i = 1; i <= 3; i++) {
		v_elem(c);
		v_uint(c, f[i]);
	}
	v_array_end(c);
	for (int i = 0; i < 6; i++) {
		v_field(c, sizes[i]);
		v_uint(c, f[4 + i]);
	}
	v_field(c, "procs");
	v_uint(c, procs);
	v_field(c, "totalhigh");
	v_uint(c, f[11]);
	v_field(c, "freehigh");
	v_uint(c, f[12]);
	v_field(c, "mem_unit");
	v_uint(c, unit);
	v_struct_end(c);
	return PRINT_OK;
}

/* ---- sched_getaffinity, sched_setaffinity ------------------------- */

/* A mask of len bytes: [0 3]. */
int print_cpuset_in(const struct pctx *c, uint64_t addr, uint64_t len)
{
	unsigned char buf[1024];

	if (!addr || len > sizeof(buf) || umove(c, addr, len, buf) < 0)
		return v_addr(c, addr);
	print_bit_list(c, buf, len);
	return PRINT_OK;
}

/* sched_getaffinity: as many bytes as the call returned. */
int print_cpuset_out(const struct pctx *c, uint64_t addr, int64_t len)
{
	return print_cpuset_in(c, addr, (uint64_t)len);
}

/* ---- getgroups, setgroups ----------------------------------------- */

/* A gid list of n entries of sz bytes (2 for the 16-bit calls of 32-bit
 * ABIs, which getgroups32 replaced there). */
static int print_gidlist_at(const struct pctx *c, uint64_t addr, uint64_t n,
			    size_t sz)
{
	uint32_t g = 0;

	if (!addr)
		return v_addr(c, 0);
	if (n > 65536 || (n && umove(c, addr, sz, &g) < 0))
		return v_addr(c, addr);
	v_array_begin(c);
	for (uint64_t i = 0; i < n; i++) {
		g = 0;
		/* The first id the kernel cannot read, by its address; -s
		 * limits the ids shown, but with -v (strace's arrays). */
		if (umove(c, addr + i * sz, sz, &g) < 0) {
			v_more(c);
			v_textf(c, " /* %#llx */",
				(unsigned long long)(addr + i * sz));
			break;
		}
		if (i == MAX_ELEMS || (!c->opt->verbose &&
				       i == (uint64_t)c->opt->string_limit)) {
			v_more(c);
			break;
		}
		if (sz == 2 && g == 0xffff)
			g = ~0u;
		v_elem(c);
		print_uid(c, g);	/* unsigned, but -1 */
	}
	v_array_end(c);
	return PRINT_OK;
}

int print_gidlist_in(const struct pctx *c, uint64_t addr, uint64_t n)
{
	return print_gidlist_at(c, addr, (uint32_t)n, 4);
}

int print_gid16list_in(const struct pctx *c, uint64_t addr, uint64_t n)
{
	return print_gidlist_at(c, addr, (uint32_t)n, 2);
}

/* A size of 0 asks for the count only: nothing is written then. */
int print_gidlist_out(const struct pctx *c, uint64_t addr, uint64_t size,
		      int64_t n)
{
	if (!(uint32_t)size && n > 0)
		return v_addr(c, addr);
	return print_gidlist_at(c, addr, (uint64_t)n, 4);
}

int print_gid16list_out(const struct pctx *c, uint64_t addr, uint64_t size,
			int64_t n)
{
	if (!(uint32_t)size && n > 0)
		return v_addr(c, addr);
	return print_gidlist_at(c, addr, (uint64_t)n, 2);
}

/* ---- scheduling --------------------------------------------------- */

/* struct sched_param: one int, a struct as strace 7.2 shows it (6.1
 * wrote [priority]). */
int print_sched_param_in(const struct pctx *c, uint64_t addr)
{
	int prio;

	if (!umove_or_addr(c, addr, sizeof(prio), &prio))
		return PRINT_OK;
	v_struct_begin(c);
	v_field(c, "sched_priority");
	v_int(c, prio);
	v_struct_end(c);
	return PRINT_OK;
}

#define SCHED_RESET_ON_FORK_K 0x40000000u

/* The name of a policy word, SCHED_RESET_ON_FORK or'ed in as the
 * kernel takes and returns it; a negative int is no policy. Returns
 * false when there is nothing to name. */
static bool sched_policy_names(const struct pctx *c, int32_t policy)
{
	uint32_t base = (uint32_t)policy & ~SCHED_RESET_ON_FORK_K;
	const char *name = xlat_name(&xlat_sched_policy, base);

	if (policy < 0 || (!name && !(policy & SCHED_RESET_ON_FORK_K)))
		return false;
	if (!(policy & SCHED_RESET_ON_FORK_K)) {
		v_flag_name(c, name);
		return true;
	}
	v_flag_name(c, "SCHED_RESET_ON_FORK");
	if (name)
		v_flag_name(c, name);
	else
		v_flag_bits(c, base);
	return true;
}

/* sched_setscheduler's policy: SCHED_RESET_ON_FORK|SCHED_FIFO, an
 * unknown one "0x8 / * SCHED_??? * /". */
int print_sched_policy(const struct pctx *c, uint64_t v)
{
	int32_t policy = (int32_t)v;
	uint32_t base = (uint32_t)policy & ~SCHED_RESET_ON_FORK_K;

	if (policy < 0 || (!(policy & SCHED_RESET_ON_FORK_K) &&
			   !xlat_name(&xlat_sched_policy, base))) {
		v_enum(c, &xlat_sched_policy, (uint32_t)policy, "SCHED_???");
		return PRINT_OK;
	}
	v_flags_begin(c, (uint32_t)policy, NULL);
	sched_policy_names(c, policy);
	v_flags_end(c);
	return PRINT_OK;
}

/* sched_getscheduler's result: in hex, its name after it whatever -X
 * says, "0x40000001 (SCHED_RESET_ON_FORK|SCHED_FIFO)". */
void ret_sched_policy(const struct pctx *c, int64_t v)
{
	int32_t policy = (int32_t)v;
	uint32_t base = (uint32_t)policy & ~SCHED_RESET_ON_FORK_K;
	const char *name = xlat_name(&xlat_sched_policy, base);

	v_hex(c, (uint64_t)v);
	if (policy < 0 || (!name && !(policy & SCHED_RESET_ON_FORK_K)))
		return;
	v_text(c, " (");
	if (policy & SCHED_RESET_ON_FORK_K)
		v_text(c, "SCHED_RESET_ON_FORK|");
	if (name)
		v_text(c, name);
	else
		v_textf(c, "%#x", base);
	v_putc(c, ')');
}

struct sched_attr_k {
	uint32_t size, policy;
	uint64_t flags;
	int32_t nice;
	uint32_t priority;
	uint64_t runtime, deadline, period;
	uint32_t util_min, util_max;
};

#define SCHED_ATTR_SIZE_VER0 48
#define SCHED_FLAG_KEEP_POLICY_K 0x08
#define SCHED_FLAG_KEEP_PARAMS_K 0x10
#define SCHED_ATTR_SIZE_VER1 56

/* The fields the size covers (0 means the first version's 48 bytes),
 * at most limit bytes of them; a bigger size than known ends in ", ...". */
static int print_sched_attr_at(const struct pctx *c, uint64_t addr,
			       uint64_t limit)
{
	struct sched_attr_k a;
	uint32_t size;
	uint64_t len;

	if (!umove_or_addr(c, addr, sizeof(size), &size))
		return PRINT_OK;
	len = size ? size : SCHED_ATTR_SIZE_VER0;
	if (len > limit)
		len = limit;
	if (len < SCHED_ATTR_SIZE_VER0) {
		/* Too short for the kernel (E2BIG): the size alone. */
		v_struct_begin(c);
		v_field(c, "size");
		v_uint(c, size);
		v_struct_end(c);
		return PRINT_OK;
	}
	memset(&a, 0, sizeof(a));
	if (umove(c, addr, len < sizeof(a) ? len : sizeof(a), &a) < 0)
		return v_addr(c, addr);
	v_struct_begin(c);
	v_field(c, "size");
	v_uint(c, a.size);
	/* The fields the kernel is told to keep are not shown (keeping
	 * the parameters keeps the policy too, as strace shows it). */
	if (!(a.flags &
	      (SCHED_FLAG_KEEP_POLICY_K | SCHED_FLAG_KEEP_PARAMS_K))) {
		v_field(c, "sched_policy");
		v_enum(c, &xlat_sched_policy, a.policy, "SCHED_???");
	}
	v_field(c, "sched_flags");
	v_flags(c, &xlat_sched_flags, a.flags, "SCHED_FLAG_???");
	if (a.flags & SCHED_FLAG_KEEP_PARAMS_K)
		goto util;
	v_field(c, "sched_nice");
	v_int(c, a.nice);
	v_field(c, "sched_priority");
	v_uint(c, a.priority);
	v_field(c, "sched_runtime");
	v_uint(c, a.runtime);
	v_field(c, "sched_deadline");
	v_uint(c, a.deadline);
	v_field(c, "sched_period");
	v_uint(c, a.period);
util:
	if (len >= SCHED_ATTR_SIZE_VER1) {
		v_field(c, "sched_util_min");
		v_uint(c, a.util_min);
		v_field(c, "sched_util_max");
		v_uint(c, a.util_max);
	}
	if (len > SCHED_ATTR_SIZE_VER1)
		v_more(c);
	v_struct_end(c);
	return PRINT_OK;
}

/* sched_setattr: at exit, the size the kernel wrote back when the one
 * given did not fit (E2BIG). */
int print_sched_attr_in(const struct pctx *c, uint64_t addr)
{
	uint32_t size;

	if (!c->exiting)
		return print_sched_attr_at(c, addr, 4096);
	if (!addr || c->tcp->err != E2BIG ||
	    umove(c, addr, sizeof(size), &size) < 0)
		return PRINT_OK;
	v_changed(c);
	v_struct_begin(c);
	v_field(c, "size");
	v_uint(c, size);
	v_struct_end(c);
	return PRINT_OK;
}

/* sched_getattr: the buffer offered is argument N. */
int print_sched_attr_out(const struct pctx *c, uint64_t addr, uint64_t size)
{
	return print_sched_attr_at(c, addr, (uint32_t)size);
}

/* ---- capget, capset ----------------------------------------------- */

#define CAP_V1 0x19980330u

struct cap_header_k {
	uint32_t version;
	int32_t pid;
};

int print_cap_header(const struct pctx *c, uint64_t addr)
{
	struct cap_header_k h;

	if (!umove_or_addr(c, addr, sizeof(h), &h))
		return PRINT_OK;
	v_struct_begin(c);
	v_field(c, "version");
	v_enum(c, &xlat_cap_version, h.version,
	       "_LINUX_CAPABILITY_VERSION_???");
	v_field(c, "pid");
	v_pid(c, h.pid);
	v_struct_end(c);
	return PRINT_OK;
}

/* The capabilities the running kernel knows: bits 0 to
 * /proc/sys/kernel/cap_last_cap (capabilities(7)), read once; 0 when
 * that cannot be read, and then nothing is shortened. */
static uint64_t kernel_caps(void)
{
	static bool done;
	static uint64_t known;
	char buf[16];
	ssize_t n;
	long last;
	char *end;
	int fd;

	if (done)
		return known;
	done = true;
	fd = open("/proc/sys/kernel/cap_last_cap", O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return 0;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return 0;
	buf[n] = '\0';
	last = strtol(buf, &end, 10);
	if (end == buf || last < 0 || last > 63)
		return 0;
	known = last == 63 ? ~0ull : (1ull << (last + 1)) - 1;
	return known;
}

/* --short-caps: a set holding two thirds or more of the kernel's
 * capabilities (the rule of strace's signal sets) is written as what
 * it lacks, "~[CAP_SYS_ADMIN CAP_BPF]", or "all" when it lacks none.
 * The set's names are still recorded, unshown, so that JSON's names
 * are the whole set. Returns false to print the set in full: a bit
 * the kernel does not know, or a lacking one without a name. */
static bool print_caps_short(const struct pctx *c, uint64_t v)
{
	uint64_t known = kernel_caps(), lack;
	unsigned have, all;
	char name[80];
	bool first = true;

	if (!known || v & ~known)
		return false;
	have = (unsigned)__builtin_popcountll(v);
	all = (unsigned)__builtin_popcountll(known);
	if (have * 3 < all * 2)
		return false;
	lack = known & ~v;
	for (uint64_t b = lack; b; b &= b - 1)
		if (!xlat_name(&xlat_capability, __builtin_ctzll(b)))
			return false;
	v_flags_begin(c, v, &xlat_capability);
	for (uint64_t b = v; b; b &= b - 1) {
		const char *n = xlat_name(&xlat_capability,
					  __builtin_ctzll(b));

		if (!n) {
			v_flag_unknown(c, b & -b);
			continue;
		}
		snprintf(name, sizeof(name), "1<<%s", n);
		v_flag_name_unshown(c, name);
	}
	if (!lack) {
		v_text(c, "all");
		v_flags_end(c);
		return true;
	}
	v_text(c, "~[");
	for (uint64_t b = lack; b; b &= b - 1) {
		if (!first)
			v_putc(c, ' ');
		first = false;
		v_text(c, xlat_name(&xlat_capability, __builtin_ctzll(b)));
	}
	v_putc(c, ']');
	v_flags_end(c);
	return true;
}

/* 1<<CAP_CHOWN|1<<CAP_KILL; bits past the last capability as the hex
 * of their 32-bit word, with a comment when nothing else was named. */
static void print_caps(const struct pctx *c, uint64_t v)
{
	bool any = false;
	char name[80];

	if (c->opt->short_caps && print_caps_short(c, v))
		return;
	v_flags_begin(c, v, &xlat_capability);
	if (!v) {
		v_flag_bits(c, 0);
		v_flags_end(c);
		return;
	}
	for (unsigned i = 0; i < 64; i++) {
		const char *n;

		if (!(v >> i & 1))
			continue;
		n = xlat_name(&xlat_capability, i);
		if (!n)
			continue;
		snprintf(name, sizeof(name), "1<<%s", n);
		v_flag_name(c, name);
		v &= ~(1ull << i);
		any = true;
	}
	if (v) {
		/* Each 32-bit word of the rest in hex. */
		if ((uint32_t)v)
			v_flag_text(c, "%#x", (unsigned)(uint32_t)v);
		if (v >> 32)
			v_flag_text(c, "%#x", (unsigned)(v >> 32));
		v_flag_unknown(c, v);
		if (!any)
			v_text(c, " /* CAP_??? */");
	}
	v_flags_end(c);
}

/* One struct __user_cap_data_struct for version 1, two (the low and
 * high 32 capabilities) for versions 2 and 3, which the header (the
 * argument the type's parameter names) gives. */
int print_cap_data_in(const struct pctx *c, uint64_t addr, uint64_t header)
{
	static const char *const names[] = {
		"effective", "permitted", "inheritable",
	};
	struct cap_header_k h;
	uint32_t d[2][3] = { { 0 } };
	size_t n;

	if (!addr)
		return v_addr(c, 0);
	if (umove(c, header, sizeof(h), &h) < 0 ||
	    !xlat_name(&xlat_cap_version, h.version))
		return v_addr(c, addr);
	n = h.version == CAP_V1 ? 1 : 2;
	if (umove(c, addr, n * sizeof(d[0]), d) < 0)
		return v_addr(c, addr);
	v_struct_begin(c);
	for (int i = 0; i < 3; i++) {
		v_field(c, names[i]);
		print_caps(c, d[0][i] | (uint64_t)d[1][i] << 32);
	}
	v_struct_end(c);
	return PRINT_OK;
}

/* ---- ioprio ------------------------------------------------------- */

#define IOPRIO_CLASS_SHIFT_K 13
#define IOPRIO_PRIO_MASK_K ((1u << IOPRIO_CLASS_SHIFT_K) - 1)

static void ioprio_value(const struct pctx *c, unsigned u)
{
	v_open(c, VK_STRUCT, u, "IOPRIO_PRIO_VALUE(");
	v_name(c, "class");
	v_enum(c, &xlat_ioprio_class, u >> IOPRIO_CLASS_SHIFT_K,
	       "IOPRIO_CLASS_???");
	v_text(c, ", ");
	v_name(c, "data");
	v_uint(c, u & IOPRIO_PRIO_MASK_K);
	v_close(c, ")");
}

/* The priority is an int: -X raw shows it in decimal, -X verbose the
 * number and then the macro with its own constants restyled. */
int print_ioprio(const struct pctx *c, uint64_t v)
{
	if (c->opt->xlat_style == XLAT_ABBREV) {
		ioprio_value(c, (unsigned)v);
		return PRINT_OK;
	}
	v_int(c, (int32_t)v);
	if (c->opt->xlat_style == XLAT_VERBOSE) {
		v_text(c, " /* ");
		ioprio_value(c, (unsigned)v);
		v_text(c, " */");
	}
	return PRINT_OK;
}

/* ioprio_get's result: the number, then what it means. */
void ret_ioprio(const struct pctx *c, int64_t v)
{
	v_int(c, v);
	if (v < 0 || c->opt->xlat_style == XLAT_RAW)
		return;
	v_text(c, " (");
	ioprio_value(c, (unsigned)v);
	v_putc(c, ')');
}

/* pidfd_getfd's targetfd: a descriptor of the pidfd's process, with -y
 * its path in that process. */
int print_pidfd_targetfd(const struct pctx *c, uint64_t v, uint64_t pidfd)
{
	int target = pidfd_target(c->tcp, (int)pidfd);

	if (target == c->tcp->pid)
		return v_fd(c, (int)v);
	if (target > 0)
		return v_fd_of(c, target, (int)v);
	return v_int(c, (int)v);
}

/* waitid's id: a process, a process group or a pidfd, as idtype says
 * (P_PID, P_PGID, P_PIDFD of <linux/wait.h>). */
enum { P_K_PID = 1, P_K_PGID = 2, P_K_PIDFD = 3 };

int print_waitid_id(const struct pctx *c, uint64_t v, uint64_t idtype)
{
	switch ((uint32_t)idtype) {
	case P_K_PID:
		return v_pid_kind(c, (int)v, PID_TGID);
	case P_K_PGID:
		return v_pid_kind(c, (int)v, PID_PGID);
	case P_K_PIDFD:
		return v_fd(c, (int)v);
	}
	return v_int(c, (int)v);
}

/* setns's nstype: an int of CLONE_NEW* bits; strace names what it
 * does not know CLONE_NEW???. */
int print_setns_type(const struct pctx *c, uint64_t v)
{
	v_flags(c, &xlat_setns_types, (uint32_t)v, "CLONE_NEW???");
	return PRINT_OK;
}

/* A descriptor of process pid: with -y its path when pid is the tracee
 * itself (the only process whose table the decoration reads). */
static void kcmp_fd(const struct pctx *c, int pid, uint64_t fd)
{
	if (pid_is_tracee(c->tcp, pid))
		v_fd(c, (int)fd);
	else
		v_int(c, (int)fd);
}

enum { KCMP_K_FILE = 0, KCMP_K_EPOLL_TFD = 7, KCMP_K_TYPES = 8 };

/* kcmp(pid1, pid2, type, idx1, idx2): the indexes mean something for two
 * types only: KCMP_FILE compares descriptor idx1 of pid1 with idx2 of
 * pid2, KCMP_EPOLL_TFD descriptor idx1 with the target a struct
 * kcmp_epoll_slot {efd, tfd, toff} at idx2 names in pid2. The other
 * known types take none; an unknown one shows both in hex. */
int print_kcmp_type(const struct pctx *c, uint64_t type, const uint64_t *args)
{
	uint64_t idx1 = c->compat ? (uint32_t)args[3] : args[3];
	uint64_t idx2 = c->compat ? (uint32_t)args[4] : args[4];
	int pid1 = (int)args[0], pid2 = (int)args[1];
	uint32_t slot[3];

	v_enum(c, &xlat_kcmp_type, (uint32_t)type, "KCMP_???");
	switch ((uint32_t)type) {
	case KCMP_K_FILE:
		v_text(c, ", ");
		kcmp_fd(c, pid1, idx1);
		v_text(c, ", ");
		kcmp_fd(c, pid2, idx2);
		break;
	case KCMP_K_EPOLL_TFD:
		v_text(c, ", ");
		kcmp_fd(c, pid1, idx1);
		v_text(c, ", ");
		if (!umove_or_addr(c, idx2, sizeof(slot), slot))
			break;
		v_struct_begin(c);
		v_field(c, "efd");
		kcmp_fd(c, pid2, slot[0]);
		v_field(c, "tfd");
		kcmp_fd(c, pid2, slot[1]);
		v_field(c, "toff");
		v_uint(c, slot[2]);
		v_struct_end(c);
		break;
	default:
		if ((uint32_t)type >= KCMP_K_TYPES) {
			v_text(c, ", ");
			v_hex(c, idx1);
			v_text(c, ", ");
			v_hex(c, idx2);
		}
	}
	return PRINT_OK;
}

/* The values of `which` (PRIO_* of <sys/resource.h>, IOPRIO_WHO_* of
 * <linux/ioprio.h>): who is then a process, a group or a uid. */
enum { PRIO_W_PROCESS, PRIO_W_PGRP };
enum { IOPRIO_W_PROCESS = 1, IOPRIO_W_PGRP };

int print_prio_who(const struct pctx *c, uint64_t v, uint64_t which)
{
	if ((int)which == PRIO_W_PROCESS)
		return v_pid_kind(c, (int)v, PID_TGID);
	if ((int)which == PRIO_W_PGRP)
		return v_pid_kind(c, (int)v, PID_PGID);
	return v_int(c, (int)v);
}

int print_ioprio_who(const struct pctx *c, uint64_t v, uint64_t which)
{
	/* The kernel looks IOPRIO_WHO_PROCESS up as a thread. */
	if ((int)which == IOPRIO_W_PROCESS)
		return v_pid_kind(c, (int)v, PID_TID);
	if ((int)which == IOPRIO_W_PGRP)
		return v_pid_kind(c, (int)v, PID_PGID);
	return v_int(c, (int)v);
}

/* An int: the kernel ignores the upper half. */
int print_ioprio_which(const struct pctx *c, uint64_t v)
{
	v_enum(c, &xlat_ioprio_which, (uint32_t)v, "IOPRIO_WHO_???");
	return PRINT_OK;
}

/* ---- personality -------------------------------------------------- */

/* The domain (the low byte), then the flags above it:
 * "PER_BSD|SHORT_INODE|0x10000". */
static void personality_value(const struct pctx *c, uint32_t v)
{
	v_enum(c, &xlat_personality_type, v & 0xff, "PER_???");
	if (v & ~0xffu) {
		v_text(c, "|");
		v_flags(c, &xlat_personality_flags, v & ~0xffu, NULL);
	}
}

/* The old personality: "= 0x6 (PER_BSD)". */
static int personality_ret(const struct pctx *c, int64_t rval,
			   const union dec_ret_data *d)
{
	(void)d;
	if (rval < 0)
		return v_int(c, rval);
	v_hex(c, (uint32_t)rval);
	v_text(c, " (");
	personality_value(c, (uint32_t)rval);
	v_putc(c, ')');
	return PRINT_OK;
}

/* 0xffffffff only asks for the current personality (personality(2)). */
int print_personality(const struct pctx *c, uint64_t v)
{
	uint32_t u = (uint32_t)v;

	set_ret_printer(c, personality_ret);
	if (u == 0xffffffffu)
		return v_hex(c, u);
	personality_value(c, u);
	return PRINT_OK;
}

/* ---- syslog ------------------------------------------------------- */

enum {
	SL_READ = 2, SL_READ_ALL = 3, SL_READ_CLEAR = 4, SL_CONSOLE_LEVEL = 8,
	SL_SIZE_BUFFER = 10,
};

/* "N / * NAME * /": strace shows these ints with their name beside. */
static void num_named(const struct pctx *c, int v, const char *name,
		      const char *unknown)
{
	if (c->opt->xlat_style == XLAT_RAW)
		v_numf(c, VK_ENUM, (uint32_t)v, "%d", v);
	else
		v_numf(c, VK_ENUM, (uint32_t)v, "%d /* %s */", v,
		       name ? name : unknown);
}

/* The actions without arguments show none; the reads show the text
 * the kernel wrote (at exit), CONSOLE_LEVEL the level (syslog(2)). */
int print_syslog(const struct pctx *c, uint64_t v, const uint64_t *args)
{
	int type = (int)v, len = (int)args[2];
	uint64_t buf = c->compat ? (uint32_t)args[1] : args[1];
	bool reads = type == SL_READ || type == SL_READ_ALL ||
		     type == SL_READ_CLEAR;

	if (c->exiting) {
		if (!reads)
			return PRINT_OK;
		v_text(c, ", ");
		if (c->tcp->err || !buf)
			v_addr(c, buf);
		else
			v_buf_at(c, buf, (uint64_t)c->tcp->rval);
		v_text(c, ", ");
		v_int(c, len);
		return PRINT_OK;
	}
	num_named(c, type, xlat_name(&xlat_syslog_action, (uint32_t)type),
		  "SYSLOG_ACTION_???");
	if (reads || (type >= 0 && type <= SL_SIZE_BUFFER &&
		      type != SL_CONSOLE_LEVEL))
		return PRINT_OK;
	v_text(c, ", ");
	v_addr(c, buf);
	v_text(c, ", ");
	if (type == SL_CONSOLE_LEVEL)
		num_named(c, len, len == 8 ? "LOGLEVEL_DEBUG+1" :
			  xlat_name(&xlat_loglevel, (uint32_t)len),
			  "LOGLEVEL_???");
	else
		v_int(c, len);
	return PRINT_OK;
}

/* ---- reboot ------------------------------------------------------- */

#define REBOOT_CMD_RESTART2 0xa1b2c3d4u
/* RESTART2's command: the kernel copies at most 255 bytes of it. */
#define REBOOT_ARG_MAX 255

int print_reboot_arg(const struct pctx *c, uint64_t addr, uint64_t cmd)
{
	size_t limit = (size_t)c->opt->string_limit;
	char buf[REBOOT_ARG_MAX + 1];
	ssize_t n;

	if ((uint32_t)cmd != REBOOT_CMD_RESTART2)
		return PRINT_SKIP;
	if (limit < REBOOT_ARG_MAX)
		return v_str_at(c, addr, limit);
	/* The bytes the kernel takes, even when no NUL follows them
	 * before the end of the mapping. */
	n = umovestr(c->tcp, addr, sizeof(buf), buf);
	if (n < 0)
		n = umovestr(c->tcp, addr, REBOOT_ARG_MAX, buf);
	if (n < 0)
		return v_addr(c, addr);
	if ((size_t)n >= REBOOT_ARG_MAX)
		return v_str(c, buf, REBOOT_ARG_MAX, true);
	return v_str(c, buf, (size_t)n, false);
}

/* sethostname, setdomainname: a name longer than __NEW_UTS_LEN (64)
 * is refused with EINVAL unread, so only its address is shown. */
int print_utsname_in(const struct pctx *c, uint64_t addr, uint64_t len)
{
	int n = (int)len;	/* an int (sethostname(2)) */

	if (n < 0 || n > 64)
		return v_addr(c, addr);
	return v_buf_at(c, addr, (uint64_t)n);
}

/* ---- _sysctl ------------------------------------------------------ */

/* struct __sysctl_args: name, an int nlen, oldval, oldlenp, newval,
 * a size_t newlen, then four reserved longs; all but nlen words of the
 * ABI. The name array is shown by its address. */
int print_sysctl_args(const struct pctx *c, uint64_t addr)
{
	static const char *const ptrs[] = { "oldval", "oldlenp", "newval" };
	size_t w = abi_word(c);
	unsigned char b[10 * 8];
	uint64_t f[6] = { 0 };
	int32_t nlen;

	if (!umove_or_addr(c, addr, 10 * w, b))
		return PRINT_OK;
	for (int i = 0; i < 6; i++)
		memcpy(&f[i], b + i * w, w);
	memcpy(&nlen, b + w, 4);
	v_struct_begin(c);
	v_field(c, "name");
	v_addr(c, f[0]);
	v_field(c, "nlen");
	v_int(c, nlen);
	for (int i = 0; i < 3; i++) {
		v_field(c, ptrs[i]);
		v_addr(c, f[2 + i]);
	}
	v_field(c, "newlen");
	v_uint(c, f[5]);
	v_struct_end(c);
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
	const char *name = tcp->sd ? tcp->sd->name : "";
	struct clone_args_k ca;

	if (tcp->err)
		return;
	if (!strcmp(name, "unshare"))
		print_ns_links(c, proc_tid(tcp->tid), tcp->args[0]);
	else if (!strcmp(name, "setns"))
		print_ns_links(c, proc_tid(tcp->tid), (uint32_t)tcp->args[1]);
	else if (!strcmp(name, "clone"))
		/* The low byte is the exit signal (CSIGNAL), not
		 * CLONE_NEWTIME: clone cannot make a time namespace. */
		print_ns_links(c, proc_tid_of(tcp, (int)tcp->rval),
			       (c->compat ? (uint32_t)tcp->args[0] :
				tcp->args[0]) & ~0xffULL);
	else if (!strcmp(name, "clone3") &&
		 read_clone_args(c, tcp->args[0], tcp->args[1], &ca) == 0)
		print_ns_links(c, proc_tid_of(tcp, (int)tcp->rval), ca.flags);
}
