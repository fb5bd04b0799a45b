/* Processes: execve's vectors, clone/clone3, wait status and usage,
 * resource limits, uname, sysinfo, prctl, CPU affinity. */
#include "printers.h"

#include <string.h>
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
 * byte, as one bit set. */
static void print_clone_flags_value(const struct pctx *c, uint64_t flags)
{
	unsigned sig = flags & CSIGNAL;
	uint64_t rest = flags & ~(uint64_t)CSIGNAL;
	const char *n;

	v_flags_begin(c, flags, &xlat_clone_flags);
	if (rest) {
		rest = v_flag_names(c, &xlat_clone_flags, rest);
		if (rest)
			v_flag_bits(c, rest);
	}
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

	if (umove(c, addr, sizeof(tid), &tid) < 0) {
		v_addr(c, addr);
		return;
	}
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

#define CLONE_ARGS_SIZE_VER0 64

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

static void print_clone3_entry(const struct pctx *c,
			       const struct clone_args_k *ca)
{
	v_struct_begin(c);
	v_field(c, "flags");
	v_flags(c, &xlat_clone_flags, ca->flags, "CLONE_???");
	if (ca->flags & CL_PIDFD) {
		v_field(c, "pidfd");
		v_hex(c, ca->pidfd);
	}
	if (ca->flags & (CL_CHILD_SETTID | CL_CHILD_CLEARTID)) {
		v_field(c, "child_tid");
		v_addr(c, ca->child_tid);
	}
	if (ca->flags & CL_PARENT_SETTID) {
		v_field(c, "parent_tid");
		v_addr(c, ca->parent_tid);
	}
	v_field(c, "exit_signal");
	if (ca->exit_signal)
		v_sig(c, (int)ca->exit_signal);
	else
		v_int(c, 0);
	v_field(c, "stack");
	v_addr(c, ca->stack);
	v_field(c, "stack_size");
	v_hex(c, ca->stack_size);
	if (ca->flags & CL_SETTLS) {
		v_field(c, "tls");
		print_tls(c, ca->tls);
	}
	if (ca->set_tid_size) {
		v_field(c, "set_tid");
		v_hex(c, ca->set_tid);
		v_field(c, "set_tid_size");
		v_uint(c, ca->set_tid_size);
	}
	if (ca->flags & CL_INTO_CGROUP) {
		v_field(c, "cgroup");
		v_uint(c, ca->cgroup);
	}
	v_struct_end(c);
}

/* At exit the kernel has written the new tid where parent_tid points:
 * " => {parent_tid=[N]}" continues the struct printed at entry. */
int print_clone3_args(const struct pctx *c, uint64_t addr, uint64_t size)
{
	struct clone_args_k ca;

	if (read_clone_args(c, addr, size, &ca) < 0) {
		if (!c->exiting)
			v_addr(c, addr);
		return PRINT_OK;
	}
	if (!c->exiting) {
		print_clone3_entry(c, &ca);
		return PRINT_OK;
	}
	if (c->tcp->err || !(ca.flags & CL_PARENT_SETTID))
		return PRINT_OK;
	v_changed(c);
	v_struct_begin(c);
	v_field(c, "parent_tid");
	print_tid_at(c, ca.parent_tid);
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

static int print_rusage(const struct pctx *c, uint64_t addr)
{
	if (!addr)
		return v_addr(c, addr);
	v_struct_begin(c);
	v_field(c, "ru_utime");
	print_timeval_at(c, addr);
	v_field(c, "ru_stime");
	print_timeval_at(c, addr + 2 * abi_word(c));
	v_more(c);
	v_struct_end(c);
	return PRINT_OK;
}

/* getrusage fills it when it returns 0. */
int print_rusage_out(const struct pctx *c, uint64_t addr)
{
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
	if (v == (is64 ? ~0ull : 0xffffffffull))
		v_const(c, v, is64 ? "RLIM64_INFINITY" : "RLIM_INFINITY");
	else if (v > 1024 && !(v % 1024))	/* strace: 1024, 2*1024 */
		v_numf(c, VK_UINT, v, "%llu*1024",
		       (unsigned long long)(v / 1024));
	else
		v_uint(c, v);
}

/* getrlimit/setrlimit take two longs of the tracee; prlimit64's struct
 * holds two 64-bit values on every ABI. */
static int print_rlimit_at(const struct pctx *c, uint64_t addr, bool is64)
{
	size_t w = is64 ? 8 : abi_word(c);
	unsigned char b[16];
	uint64_t r[2] = { 0, 0 };

	if (!addr || umove(c, addr, 2 * w, b) < 0)
		return v_addr(c, addr);
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
	};

	v_struct_begin(c);
	v_field(c, "entry_number");
	v_int(c, (int)u->entry_number);
	v_field(c, "base_addr");
	v_hex(c, u->base_addr);
	v_field(c, "limit");
	v_numf(c, VK_UINT, u->limit, "%#08x", u->limit);
	for (size_t i = 0; i < sizeof(bits) / sizeof(bits[0]); i++) {
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
 * it back: "= 0 (entry_number=12)". d[0]: the user_desc. */
static int print_tls_entry_ret(const struct pctx *c, int64_t rval,
			       const uint64_t *d)
{
	struct kuser_desc u;

	v_int(c, rval);
	if (read_user_desc(c, d[0], &u) == 0)
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
		c->tcp->ret_data[0] = addr;
		set_ret_printer(c, print_tls_entry_ret);
	}
	return PRINT_OK;
}

int print_user_desc_out(const struct pctx *c, uint64_t addr)
{
	struct kuser_desc u;

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

	if (umove(c, addr, sizeof(u), &u) < 0)
		return v_addr(c, addr);
	v_struct_begin(c);
	print_field(c, "sysname", u.sysname, sizeof(u.sysname));
	print_field(c, "nodename", u.nodename, sizeof(u.nodename));
	v_more(c);
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

	if (!addr || umove(c, addr, 14 * w, b) < 0)
		return v_addr(c, addr);
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
		if (i == MAX_ELEMS || umove(c, addr + i * sz, sz, &g) < 0) {
			v_more(c);
			break;
		}
		if (sz == 2 && g == 0xffff)
			g = ~0u;
		v_elem(c);
		v_int(c, (int)g);
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

/* struct sched_param: one int, shown as [priority]. */
int print_sched_param_in(const struct pctx *c, uint64_t addr)
{
	int prio;

	if (!addr || umove(c, addr, sizeof(prio), &prio) < 0)
		return v_addr(c, addr);
	v_array_begin(c);
	v_elem(c);
	v_int(c, prio);
	v_array_end(c);
	return PRINT_OK;
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
#define SCHED_ATTR_SIZE_VER1 56

/* The fields the size covers (0 means the first version's 48 bytes),
 * at most limit bytes of them; a bigger size than known ends in ", ...". */
static int print_sched_attr_at(const struct pctx *c, uint64_t addr,
			       uint64_t limit)
{
	struct sched_attr_k a;
	uint32_t size;
	uint64_t len;

	if (!addr || umove(c, addr, sizeof(size), &size) < 0)
		return v_addr(c, addr);
	len = size ? size : SCHED_ATTR_SIZE_VER0;
	if (len > limit)
		len = limit;
	if (len < SCHED_ATTR_SIZE_VER0)
		return v_addr(c, addr);
	memset(&a, 0, sizeof(a));
	if (umove(c, addr, len < sizeof(a) ? len : sizeof(a), &a) < 0)
		return v_addr(c, addr);
	v_struct_begin(c);
	v_field(c, "size");
	v_uint(c, a.size);
	v_field(c, "sched_policy");
	v_enum(c, &xlat_sched_policy, a.policy, "SCHED_???");
	v_field(c, "sched_flags");
	v_flags(c, &xlat_sched_flags, a.flags, "SCHED_FLAG_???");
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

int print_sched_attr_in(const struct pctx *c, uint64_t addr)
{
	return print_sched_attr_at(c, addr, 4096);
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

	if (!addr || umove(c, addr, sizeof(h), &h) < 0)
		return v_addr(c, addr);
	v_struct_begin(c);
	v_field(c, "version");
	v_enum(c, &xlat_cap_version, h.version,
	       "_LINUX_CAPABILITY_VERSION_???");
	v_field(c, "pid");
	v_int(c, h.pid);
	v_struct_end(c);
	return PRINT_OK;
}

/* 1<<CAP_CHOWN|1<<CAP_KILL; bits past the last capability as the hex
 * of their 32-bit word, with a comment when nothing else was named. */
static void print_caps(const struct pctx *c, uint64_t v)
{
	bool any = false;
	char name[80];

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

/* ---- ioprio, keyrings --------------------------------------------- */

#define IOPRIO_CLASS_SHIFT_K 13
#define IOPRIO_PRIO_MASK_K ((1u << IOPRIO_CLASS_SHIFT_K) - 1)

int print_ioprio(const struct pctx *c, uint64_t v)
{
	unsigned u = (unsigned)v;

	v_open(c, VK_STRUCT, u, "IOPRIO_PRIO_VALUE(");
	v_name(c, "class");
	v_enum(c, &xlat_ioprio_class, u >> IOPRIO_CLASS_SHIFT_K,
	       "IOPRIO_CLASS_???");
	v_text(c, ", ");
	v_name(c, "data");
	v_uint(c, u & IOPRIO_PRIO_MASK_K);
	v_close(c, ")");
	return PRINT_OK;
}

int print_keyring(const struct pctx *c, uint64_t v)
{
	int k = (int)v;
	const char *n = xlat_name(&xlat_key_spec, (uint64_t)(int64_t)k);

	if (n)
		return v_const(c, (uint64_t)(int64_t)k, n);
	return v_int(c, k);
}
