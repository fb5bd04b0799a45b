/* Processes: execve's vectors, clone/clone3, wait status and usage,
 * resource limits, uname, sysinfo, prctl, CPU affinity. */
#include "printers.h"

#include <string.h>
#include <sys/utsname.h>

extern const struct xlat xlat_clone_flags;
extern const struct xlat xlat_prctl_option;
extern const struct xlat xlat_dumpable;

#define MAX_ELEMS 32

static void print_tls(struct tcb *tcp, uint64_t addr);

/* ---- execve ------------------------------------------------------- */

/* Counts the pointers of a NULL-terminated vector, reading a block at a
 * time; -1 when it cannot be read to its end. */
static long count_vector(struct tcb *tcp, uint64_t addr)
{
	size_t w = is_compat(tcp) ? 4 : 8;
	unsigned char blk[512];
	long n = 0;

	for (;;) {
		/* Never cross into a page that may not be mapped. */
		size_t len = 4096 - (addr & 4095);

		if (len > sizeof(blk))
			len = sizeof(blk);
		len -= len % w;
		if (!len)
			len = w;
		if (umoven(tcp, addr, len, blk) < 0)
			return -1;
		for (size_t i = 0; i < len; i += w) {
			uint64_t p = 0;

			memcpy(&p, blk + i, w);
			if (!p)
				return n;
			n++;
		}
		addr += len;
		if (n > (1L << 24))
			return -1;
	}
}

PRINTER(print_argv)
{
	uint64_t addr = arg_ulong(tcp, argi);
	size_t w = is_compat(tcp) ? 4 : 8;
	unsigned i;

	if (!addr || count_vector(tcp, addr) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	tputc('[');
	for (i = 0;; i++) {
		uint64_t p;

		if (umove_ulong(tcp, addr + i * w, &p) < 0 || !p)
			break;
		if (i)
			tputs(", ");
		if (i == MAX_ELEMS) {
			tputs("...");
			break;
		}
		print_str_at(tcp, p, (size_t)opt.string_limit, false);
	}
	tputc(']');
	return PRINT_OK;
}

/* The environment is long and rarely interesting: its address and the
 * number of variables; -v lists it like argv. */
PRINTER(print_envp)
{
	uint64_t addr = arg_ulong(tcp, argi);
	long n;

	if (opt.verbose)
		return print_argv(tcp, ad, argi);

	print_addr(addr);
	if (!addr)
		return PRINT_OK;
	n = count_vector(tcp, addr);
	if (n >= 0)
		tprintf(" /* %ld var%s */", n, n == 1 ? "" : "s");
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

static void print_clone_flags_value(uint64_t flags)
{
	unsigned sig = flags & CSIGNAL;
	uint64_t rest = flags & ~(uint64_t)CSIGNAL;

	if (rest)
		print_xlat_flags(&xlat_clone_flags, rest, NULL);
	if (rest && sig)
		tputc('|');
	if (sig)
		print_signame((int)sig);
	if (!flags)
		tputc('0');
}

static void print_tid_at(struct tcb *tcp, uint64_t addr)
{
	int tid;

	if (umoven(tcp, addr, sizeof(tid), &tid) < 0)
		print_addr(addr);
	else
		tprintf("[%d]", tid);
}

/* clone's argument order differs between ABIs: x86_64 passes the child
 * tid pointer before tls, i386, arm and arm64 after it. */
static void clone_tid_tls(const struct tcb *tcp, int *ctid, int *tls)
{
	bool tls_first = pers_of(tcp)->clone_tls_first;

	*ctid = tls_first ? 4 : 3;
	*tls = tls_first ? 3 : 4;
}

/* Argument 0 of clone prints the whole call in strace's order: stack and
 * flags at entry, the pointers the flags make meaningful at exit (the
 * kernel has then written the parent's tid). */
PRINTER(print_clone_flags)
{
	uint64_t flags = arg_ulong(tcp, argi);
	int ctid, tls;

	if (!exiting(tcp)) {
		tputs("child_stack=");
		print_addr(arg_ulong(tcp, argi + 1));
		tputs(", flags=");
		print_clone_flags_value(flags);
		return PRINT_OK;
	}
	clone_tid_tls(tcp, &ctid, &tls);
	if (flags & CL_PARENT_SETTID) {
		tputs(", parent_tid=");
		print_tid_at(tcp, arg_ulong(tcp, argi + 2));
	}
	if (flags & CL_SETTLS) {
		tputs(", tls=");
		print_tls(tcp, arg_ulong(tcp, tls));
	}
	if (flags & (CL_CHILD_SETTID | CL_CHILD_CLEARTID)) {
		tputs(", child_tidptr=");
		print_addr(arg_ulong(tcp, ctid));
	}
	return PRINT_OK;
}

struct clone_args_k {
	uint64_t flags, pidfd, child_tid, parent_tid, exit_signal, stack;
	uint64_t stack_size, tls, set_tid, set_tid_size, cgroup;
};

#define CLONE_ARGS_SIZE_VER0 64

/* The struct is argument argi; its size is the argument named by the
 * type's parameter (clone_args_in:N), else the next one (clone3). */
static int read_clone_args(struct tcb *tcp, const struct argdesc *ad,
			   int argi, struct clone_args_k *ca)
{
	uint64_t addr = arg_ulong(tcp, argi);
	uint64_t size = arg_ulong(tcp, ad->param >= 0 ? ad->param : argi + 1);

	memset(ca, 0, sizeof(*ca));
	if (size < CLONE_ARGS_SIZE_VER0)
		return -1;
	if (size > sizeof(*ca))
		size = sizeof(*ca);
	return umoven(tcp, addr, size, ca);
}

static void print_clone3_entry(struct tcb *tcp, const struct clone_args_k *ca)
{
	tputs("{flags=");
	print_xlat_flags(&xlat_clone_flags, ca->flags, "CLONE_???");
	if (ca->flags & CL_PIDFD)
		tprintf(", pidfd=%#llx", (unsigned long long)ca->pidfd);
	if (ca->flags & (CL_CHILD_SETTID | CL_CHILD_CLEARTID)) {
		tputs(", child_tid=");
		print_addr(ca->child_tid);
	}
	if (ca->flags & CL_PARENT_SETTID) {
		tputs(", parent_tid=");
		print_addr(ca->parent_tid);
	}
	tputs(", exit_signal=");
	if (ca->exit_signal)
		print_signame((int)ca->exit_signal);
	else
		tputc('0');
	tputs(", stack=");
	print_addr(ca->stack);
	tprintf(", stack_size=%#llx", (unsigned long long)ca->stack_size);
	if (ca->flags & CL_SETTLS) {
		tputs(", tls=");
		print_tls(tcp, ca->tls);
	}
	if (ca->set_tid_size)
		tprintf(", set_tid=%#llx, set_tid_size=%llu",
			(unsigned long long)ca->set_tid,
			(unsigned long long)ca->set_tid_size);
	if (ca->flags & CL_INTO_CGROUP)
		tprintf(", cgroup=%llu", (unsigned long long)ca->cgroup);
	tputc('}');
}

/* At exit the kernel has written the new tid where parent_tid points:
 * " => {parent_tid=[N]}" continues the struct printed at entry. */
PRINTER(print_clone3_args)
{
	struct clone_args_k ca;

	if (read_clone_args(tcp, ad, argi, &ca) < 0) {
		if (!exiting(tcp))
			print_addr(arg_ulong(tcp, argi));
		return PRINT_OK;
	}
	if (!exiting(tcp)) {
		print_clone3_entry(tcp, &ca);
		return PRINT_OK;
	}
	if (tcp->err || !(ca.flags & CL_PARENT_SETTID))
		return PRINT_OK;
	tputs(" => {parent_tid=");
	print_tid_at(tcp, ca.parent_tid);
	tputc('}');
	return PRINT_OK;
}

/* ---- wait4 -------------------------------------------------------- */

static void print_wstatus(int s)
{
	tputs("[{");
	if ((s & 0x7f) == 0) {
		tprintf("WIFEXITED(s) && WEXITSTATUS(s) == %d", (s >> 8) & 0xff);
	} else if ((s & 0xff) == 0x7f) {
		tputs("WIFSTOPPED(s) && WSTOPSIG(s) == ");
		print_signame((s >> 8) & 0xff);
	} else if (s == 0xffff) {
		tputs("WIFCONTINUED(s)");
	} else {
		tputs("WIFSIGNALED(s) && WTERMSIG(s) == ");
		print_signame(s & 0x7f);
		if (s & 0x80)
			tputs(" && WCOREDUMP(s)");
	}
	tputc('}');
	if (s >> 16)
		tprintf(" | %#x", (unsigned)s & ~0xffffu);
	tputc(']');
}

/* A wait that returned 0 (WNOHANG, nothing to reap) wrote nothing. */
static bool wait_filled(const struct tcb *tcp)
{
	return !tcp->err && tcp->rval > 0;
}

PRINTER(print_wstatus_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	int s;

	if (!addr || !wait_filled(tcp) ||
	    umoven(tcp, addr, sizeof(s), &s) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	print_wstatus(s);
	return PRINT_OK;
}

/* getrusage fills it when it returns 0, wait4 when it returns a pid. */
PRINTER(print_rusage_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	bool is_wait = tcp->sd && !strncmp(tcp->sd->name, "wait", 4);
	size_t w = is_compat(tcp) ? 4 : 8;

	if (!addr || tcp->err || (is_wait && !wait_filled(tcp))) {
		print_addr(addr);
		return PRINT_OK;
	}
	tputs("{ru_utime=");
	print_timeval_at(tcp, addr);
	tputs(", ru_stime=");
	print_timeval_at(tcp, addr + 2 * w);
	tputs(", ...}");
	return PRINT_OK;
}

/* ---- resource limits ---------------------------------------------- */

static void print_rlim(uint64_t v, bool is64)
{
	if (v == (is64 ? ~0ull : 0xffffffffull))
		tputs(is64 ? "RLIM64_INFINITY" : "RLIM_INFINITY");
	else if (v > 1024 && !(v % 1024))	/* strace: 1024, 2*1024 */
		tprintf("%llu*1024", (unsigned long long)(v / 1024));
	else
		tprintf("%llu", (unsigned long long)v);
}

/* getrlimit/setrlimit take two longs of the tracee; prlimit64's struct
 * holds two 64-bit values on every ABI. */
static void print_rlimit_at(struct tcb *tcp, uint64_t addr, bool is64)
{
	size_t w = is64 ? 8 : personalities[tcp->pers].wordsize;
	unsigned char b[16];
	uint64_t r[2] = { 0, 0 };

	if (!addr || umoven(tcp, addr, 2 * w, b) < 0) {
		print_addr(addr);
		return;
	}
	memcpy(&r[0], b, w);
	memcpy(&r[1], b + w, w);
	tputs("{rlim_cur=");
	print_rlim(r[0], w == 8);
	tputs(", rlim_max=");
	print_rlim(r[1], w == 8);
	tputc('}');
}

PRINTER(print_rlimit_in)
{
	print_rlimit_at(tcp, arg_ulong(tcp, argi), false);
	return PRINT_OK;
}

PRINTER(print_rlimit_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	if (tcp->err)
		print_addr(addr);
	else
		print_rlimit_at(tcp, addr, false);
	return PRINT_OK;
}

PRINTER(print_rlimit64_in)
{
	print_rlimit_at(tcp, arg_ulong(tcp, argi), true);
	return PRINT_OK;
}

PRINTER(print_rlimit64_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	if (tcp->err)
		print_addr(addr);
	else
		print_rlimit_at(tcp, addr, true);
	return PRINT_OK;
}

/* ---- x86 TLS descriptors ------------------------------------------ */

/* struct user_desc: three 32-bit words, then one word of bit fields. */
struct kuser_desc {
	uint32_t entry_number, base_addr, limit, bits;
};

static int read_user_desc(struct tcb *tcp, uint64_t addr,
			  struct kuser_desc *u)
{
	return addr ? umoven(tcp, addr, sizeof(*u), u) : -1;
}

static void print_user_desc(const struct kuser_desc *u)
{
	tprintf("{entry_number=%d, base_addr=%#x, limit=%#08x"
		", seg_32bit=%u, contents=%u, read_exec_only=%u"
		", limit_in_pages=%u, seg_not_present=%u, useable=%u}",
		(int)u->entry_number, u->base_addr, u->limit, u->bits & 1,
		(u->bits >> 1) & 3, (u->bits >> 3) & 1, (u->bits >> 4) & 1,
		(u->bits >> 5) & 1, (u->bits >> 6) & 1);
}

/* A TLS argument: a user_desc on i386, a plain address elsewhere. */
static void print_tls(struct tcb *tcp, uint64_t addr)
{
	struct kuser_desc u;

	if (!pers_of(tcp)->tls_user_desc || read_user_desc(tcp, addr, &u) < 0)
		print_addr(addr);
	else
		print_user_desc(&u);
}

/* set_thread_area with entry_number -1 picks a free slot and writes
 * it back: "= 0 (entry_number=12)". */
static void print_tls_entry_ret(struct tcb *tcp)
{
	struct kuser_desc u;

	tprintf("%lld", (long long)tcp->rval);
	if (read_user_desc(tcp, arg_ulong(tcp, 0), &u) == 0)
		tprintf(" (entry_number=%u)", u.entry_number);
}

PRINTER(print_user_desc_in)
{
	uint64_t addr = arg_ulong(tcp, argi);
	struct kuser_desc u;

	if (read_user_desc(tcp, addr, &u) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	print_user_desc(&u);
	if (u.entry_number == ~0u)
		tcp->ret_fn = print_tls_entry_ret;
	return PRINT_OK;
}

PRINTER(print_user_desc_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	struct kuser_desc u;

	if (tcp->err || read_user_desc(tcp, addr, &u) < 0)
		print_addr(addr);
	else
		print_user_desc(&u);
	return PRINT_OK;
}

/* ---- uname, sysinfo ----------------------------------------------- */

static void print_field(const char *name, const char *s, size_t cap,
			bool first)
{
	size_t n = strnlen(s, cap);
	size_t lim = (size_t)opt.string_limit;

	tprintf("%s%s=", first ? "" : ", ", name);
	print_quoted(cur, (const unsigned char *)s, n < lim ? n : lim, false);
	if (n > lim)
		tputs("...");
}

PRINTER(print_utsname_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	struct utsname u;

	if (tcp->err || umoven(tcp, addr, sizeof(u), &u) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	tputc('{');
	print_field("sysname", u.sysname, sizeof(u.sysname), true);
	print_field("nodename", u.nodename, sizeof(u.nodename), false);
	tputs(", ...}");
	return PRINT_OK;
}

/* struct sysinfo in words of the tracee: uptime, three loads, six
 * memory sizes, a 16-bit process count (padded to a word), the two
 * high-memory sizes and a 32-bit unit. */
PRINTER(print_sysinfo_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	size_t w = personalities[tcp->pers].wordsize;
	unsigned char b[14 * 8];
	uint64_t f[13] = { 0 };
	uint16_t procs;
	uint32_t unit;

	if (tcp->err || !addr || umoven(tcp, addr, 14 * w, b) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	for (int i = 0; i < 13; i++)
		memcpy(&f[i], b + i * w, w);
	memcpy(&procs, b + 10 * w, 2);
	memcpy(&unit, b + 13 * w, 4);
	if (w == 4)
		f[0] = (uint64_t)(int64_t)(int32_t)f[0];
	tprintf("{uptime=%lld, loads=[%llu, %llu, %llu], totalram=%llu"
		", freeram=%llu, sharedram=%llu, bufferram=%llu"
		", totalswap=%llu, freeswap=%llu, procs=%u, totalhigh=%llu"
		", freehigh=%llu, mem_unit=%u}", (long long)f[0],
		(unsigned long long)f[1], (unsigned long long)f[2],
		(unsigned long long)f[3], (unsigned long long)f[4],
		(unsigned long long)f[5], (unsigned long long)f[6],
		(unsigned long long)f[7], (unsigned long long)f[8],
		(unsigned long long)f[9], procs, (unsigned long long)f[11],
		(unsigned long long)f[12], unit);
	return PRINT_OK;
}

/* ---- prctl -------------------------------------------------------- */

enum {
	PRO_SET_PDEATHSIG = 1, PRO_GET_PDEATHSIG = 2, PRO_GET_DUMPABLE = 3,
	PRO_SET_DUMPABLE = 4, PRO_GET_KEEPCAPS = 7, PRO_SET_KEEPCAPS = 8,
	PRO_SET_NAME = 15, PRO_GET_NAME = 16, PRO_GET_SECCOMP = 21,
	PRO_GET_TIMERSLACK = 30, PRO_SET_NO_NEW_PRIVS = 38,
	PRO_GET_NO_NEW_PRIVS = 39,
	PRO_GET_THP_DISABLE = 42,
};

static void print_dumpable_ret(struct tcb *tcp)
{
	const char *n = xlat_name(&xlat_dumpable, (uint64_t)tcp->rval);

	tprintf("%lld", (long long)tcp->rval);
	if (n)
		tprintf(" (%s)", n);
}

PRINTER(print_prctl_option)
{
	unsigned op = (unsigned)tcp->args[argi];

	if (op == PRO_GET_DUMPABLE)
		tcp->ret_fn = print_dumpable_ret;
	print_xlat_enum(&xlat_prctl_option, op, "PR_???");
	return PRINT_OK;
}

/* How many arguments after the option each one takes; -1: all four. */
static int prctl_nargs(unsigned op)
{
	switch (op) {
	case PRO_GET_DUMPABLE: case PRO_GET_KEEPCAPS: case PRO_GET_SECCOMP:
	case PRO_GET_TIMERSLACK: case PRO_GET_NO_NEW_PRIVS:
	case PRO_GET_THP_DISABLE:
		return 0;
	case PRO_SET_PDEATHSIG: case PRO_GET_PDEATHSIG: case PRO_SET_DUMPABLE:
	case PRO_SET_KEEPCAPS: case PRO_SET_NAME: case PRO_GET_NAME:
		return 1;
	}
	return -1;
}

/* Arguments 1..4 of prctl, each shown only when the option uses it. */
PRINTER(print_prctl_arg)
{
	unsigned op = (unsigned)tcp->args[0];
	int n = prctl_nargs(op);
	uint64_t v = arg_ulong(tcp, argi);

	if (n >= 0 && argi > n)
		return PRINT_SKIP;
	switch (op) {
	case PRO_SET_NAME:
		print_str_at(tcp, v, 16, false);
		return PRINT_OK;
	case PRO_SET_PDEATHSIG:
		print_signame((int)v);
		return PRINT_OK;
	case PRO_SET_DUMPABLE:
		print_xlat_enum(&xlat_dumpable, v, "SUID_DUMP_???");
		return PRINT_OK;
	case PRO_GET_PDEATHSIG: case PRO_GET_NAME:
		print_addr(v);
		return PRINT_OK;
	case PRO_SET_NO_NEW_PRIVS:
		tprintf("%llu", (unsigned long long)v);
		return PRINT_OK;
	}
	tprintf("%#llx", (unsigned long long)v);
	return PRINT_OK;
}

/* ---- sched_getaffinity -------------------------------------------- */

PRINTER(print_cpuset_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	unsigned char buf[1024];
	size_t len = (size_t)tcp->rval;

	if (tcp->err || len > sizeof(buf) || umoven(tcp, addr, len, buf) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	print_bit_list(buf, len);
	return PRINT_OK;
}

/* ---- getgroups, setgroups ----------------------------------------- */

/* A gid list of n entries: 32-bit gids, but 16-bit ones for the old
 * calls of 32-bit ABIs (getgroups32 replaced them there). */
static void print_gidlist_at(struct tcb *tcp, uint64_t addr, uint64_t n)
{
	size_t sz = is_compat(tcp) && tcp->sd &&
		    !strchr(tcp->sd->name, '3') ? 2 : 4;

	if (!addr) {
		tputs("NULL");
		return;
	}
	if (n > 65536) {
		print_addr(addr);
		return;
	}
	tputc('[');
	for (uint64_t i = 0; i < n; i++) {
		uint32_t g = 0;

		if (i == MAX_ELEMS) {
			tputs(", ...");
			break;
		}
		if (umoven(tcp, addr + i * sz, sz, &g) < 0) {
			if (!i) {
				cur->len--;
				cur->s[cur->len] = '\0';
				print_addr(addr);
				return;
			}
			tputs(", ...");
			break;
		}
		if (sz == 2 && g == 0xffff)
			g = ~0u;
		tprintf(i ? ", %d" : "%d", (int)g);
	}
	tputc(']');
}

PRINTER(print_gidlist_in)
{
	print_gidlist_at(tcp, arg_ulong(tcp, argi),
			 (uint32_t)tcp->args[ad->param]);
	return PRINT_OK;
}

/* A size of 0 asks for the count only: nothing is written then. */
PRINTER(print_gidlist_out)
{
	uint64_t addr = arg_ulong(tcp, argi);
	uint32_t size = (uint32_t)tcp->args[ad->param];

	if (tcp->err || (!size && tcp->rval > 0)) {
		print_addr(addr);
		return PRINT_OK;
	}
	print_gidlist_at(tcp, addr, (uint64_t)tcp->rval);
	return PRINT_OK;
}

/* ---- scheduling --------------------------------------------------- */

extern const struct xlat xlat_sched_policy;
extern const struct xlat xlat_sched_flags;
extern const struct xlat xlat_capability;
extern const struct xlat xlat_cap_version;
extern const struct xlat xlat_ioprio_class;
extern const struct xlat xlat_key_spec;

/* struct sched_param: one int, shown as [priority]. */
static void print_sched_param_at(struct tcb *tcp, uint64_t addr)
{
	int prio;

	if (!addr || umoven(tcp, addr, sizeof(prio), &prio) < 0)
		print_addr(addr);
	else
		tprintf("[%d]", prio);
}

PRINTER(print_sched_param_in)
{
	(void)ad;
	print_sched_param_at(tcp, arg_ulong(tcp, argi));
	return PRINT_OK;
}

PRINTER(print_sched_param_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	(void)ad;
	if (tcp->err)
		print_addr(addr);
	else
		print_sched_param_at(tcp, addr);
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
static void print_sched_attr_at(struct tcb *tcp, uint64_t addr,
				uint64_t limit)
{
	struct sched_attr_k a;
	uint32_t size;
	uint64_t len;

	if (!addr || umoven(tcp, addr, sizeof(size), &size) < 0) {
		print_addr(addr);
		return;
	}
	len = size ? size : SCHED_ATTR_SIZE_VER0;
	if (len > limit)
		len = limit;
	if (len < SCHED_ATTR_SIZE_VER0) {
		print_addr(addr);
		return;
	}
	memset(&a, 0, sizeof(a));
	if (umoven(tcp, addr, len < sizeof(a) ? len : sizeof(a), &a) < 0) {
		print_addr(addr);
		return;
	}
	tprintf("{size=%u, sched_policy=", a.size);
	print_xlat_enum(&xlat_sched_policy, a.policy, "SCHED_???");
	tputs(", sched_flags=");
	print_xlat_flags(&xlat_sched_flags, a.flags, "SCHED_FLAG_???");
	tprintf(", sched_nice=%d, sched_priority=%u, sched_runtime=%llu"
		", sched_deadline=%llu, sched_period=%llu", a.nice,
		a.priority, (unsigned long long)a.runtime,
		(unsigned long long)a.deadline, (unsigned long long)a.period);
	if (len >= SCHED_ATTR_SIZE_VER1)
		tprintf(", sched_util_min=%u, sched_util_max=%u", a.util_min,
			a.util_max);
	if (len > SCHED_ATTR_SIZE_VER1)
		tputs(", ...");
	tputc('}');
}

PRINTER(print_sched_attr_in)
{
	(void)ad;
	print_sched_attr_at(tcp, arg_ulong(tcp, argi), 4096);
	return PRINT_OK;
}

/* sched_getattr: the buffer offered is argument N. */
PRINTER(print_sched_attr_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	if (tcp->err)
		print_addr(addr);
	else
		print_sched_attr_at(tcp, addr, (uint32_t)tcp->args[ad->param]);
	return PRINT_OK;
}

/* ---- capget, capset ----------------------------------------------- */

#define CAP_V1 0x19980330u

struct cap_header_k {
	uint32_t version;
	int32_t pid;
};

PRINTER(print_cap_header)
{
	uint64_t addr = arg_ulong(tcp, argi);
	struct cap_header_k h;

	(void)ad;
	if (!addr || umoven(tcp, addr, sizeof(h), &h) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	tputs("{version=");
	print_xlat_enum(&xlat_cap_version, h.version,
			"_LINUX_CAPABILITY_VERSION_???");
	tprintf(", pid=%d}", h.pid);
	return PRINT_OK;
}

/* 1<<CAP_CHOWN|1<<CAP_KILL; bits past the last capability as the hex
 * of their 32-bit word, with a comment when nothing else was named. */
static void print_caps(uint64_t v)
{
	bool any = false;

	if (!v) {
		tputc('0');
		return;
	}
	for (unsigned i = 0; i < 64; i++) {
		const char *n;

		if (!(v >> i & 1))
			continue;
		n = xlat_name(&xlat_capability, i);
		if (!n)
			continue;
		tprintf("%s1<<%s", any ? "|" : "", n);
		v &= ~(1ull << i);
		any = true;
	}
	if (!v)
		return;
	if ((uint32_t)v)
		tprintf("%s%#x", any ? "|" : "", (unsigned)(uint32_t)v);
	if (v >> 32)
		tprintf("%s%#x", any || (uint32_t)v ? "|" : "",
			(unsigned)(v >> 32));
	if (!any)
		tputs(" /* CAP_??? */");
}

/* One struct __user_cap_data_struct for version 1, two (the low and
 * high 32 capabilities) for versions 2 and 3, which the header in
 * argument 0 names. */
static void print_cap_data_at(struct tcb *tcp, uint64_t addr)
{
	struct cap_header_k h;
	uint32_t d[2][3] = { { 0 } };
	size_t n;

	if (!addr) {
		tputs("NULL");
		return;
	}
	if (umoven(tcp, arg_ulong(tcp, 0), sizeof(h), &h) < 0 ||
	    !xlat_name(&xlat_cap_version, h.version)) {
		print_addr(addr);
		return;
	}
	n = h.version == CAP_V1 ? 1 : 2;
	if (umoven(tcp, addr, n * sizeof(d[0]), d) < 0) {
		print_addr(addr);
		return;
	}
	tputs("{effective=");
	print_caps(d[0][0] | (uint64_t)d[1][0] << 32);
	tputs(", permitted=");
	print_caps(d[0][1] | (uint64_t)d[1][1] << 32);
	tputs(", inheritable=");
	print_caps(d[0][2] | (uint64_t)d[1][2] << 32);
	tputc('}');
}

PRINTER(print_cap_data_in)
{
	(void)ad;
	print_cap_data_at(tcp, arg_ulong(tcp, argi));
	return PRINT_OK;
}

PRINTER(print_cap_data_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	(void)ad;
	if (tcp->err)
		print_addr(addr);
	else
		print_cap_data_at(tcp, addr);
	return PRINT_OK;
}

/* ---- ioprio, keyrings --------------------------------------------- */

#define IOPRIO_CLASS_SHIFT_K 13
#define IOPRIO_PRIO_MASK_K ((1u << IOPRIO_CLASS_SHIFT_K) - 1)

PRINTER(print_ioprio)
{
	unsigned v = (unsigned)tcp->args[argi];

	(void)ad;
	tputs("IOPRIO_PRIO_VALUE(");
	print_xlat_enum(&xlat_ioprio_class, v >> IOPRIO_CLASS_SHIFT_K,
			"IOPRIO_CLASS_???");
	tprintf(", %u)", v & IOPRIO_PRIO_MASK_K);
	return PRINT_OK;
}

PRINTER(print_keyring)
{
	int v = (int)tcp->args[argi];
	const char *n = xlat_name(&xlat_key_spec, (uint64_t)(int64_t)v);

	(void)ad;
	if (n)
		tputs(n);
	else
		tprintf("%d", v);
	return PRINT_OK;
}
