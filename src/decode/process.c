/* Processes: execve's vectors, wait status and usage, resource limits,
 * uname, sysinfo, CPU affinity, groups, scheduling, ioprio, kcmp,
 * personality, syslog, reboot, _sysctl. clone and the TLS descriptors
 * are clone.c's, the capability sets caps.c's. */
#include "printers.h"
#include "structs_gen.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/utsname.h>

#define MAX_ELEMS 32

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
			v_more_at(c, at);
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

/* ---- wait4 -------------------------------------------------------- */

/* A wait that returned 0 (WNOHANG, nothing to reap) wrote nothing. */
int print_wstatus_out(const struct pctx *c, uint64_t addr, int64_t ret)
{
	int s;

	if (!addr || ret <= 0 || c->call->err ||
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
		f_uint(c, rusage_longs[i], v);
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
	if (c->call->err || ret != 0)
		return v_addr(c, addr);
	return print_rusage(c, addr);
}

/* wait4 when it returns a pid. */
int print_wait_rusage_out(const struct pctx *c, uint64_t addr, int64_t ret)
{
	if (c->call->err || ret <= 0)
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
	f_int(c, "uptime", (int64_t)f[0]);
	v_field(c, "loads");
	v_array_begin(c);
	for (int i = 1; i <= 3; i++) {
		v_elem(c);
		v_uint(c, f[i]);
	}
	v_array_end(c);
	for (int i = 0; i < 6; i++)
		f_uint(c, sizes[i], f[4 + i]);
	f_uint(c, "procs", procs);
	f_uint(c, "totalhigh", f[11]);
	f_uint(c, "freehigh", f[12]);
	f_uint(c, "mem_unit", unit);
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
		if (!umove_or_more(c, addr + i * sz, sz, &g))
			break;
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
	f_int(c, "sched_priority", prio);
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
void ret_sched_policy(const struct pctx *c, int64_t v, uint64_t u,
		      const struct xlat *set)
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
		f_uint(c, "size", size);
		v_struct_end(c);
		return PRINT_OK;
	}
	memset(&a, 0, sizeof(a));
	if (umove(c, addr, len < sizeof(a) ? len : sizeof(a), &a) < 0)
		return v_addr(c, addr);
	v_struct_begin(c);
	f_uint(c, "size", a.size);
	/* The fields the kernel is told to keep are not shown (keeping
	 * the parameters keeps the policy too, as strace shows it). */
	if (!(a.flags &
	      (SCHED_FLAG_KEEP_POLICY_K | SCHED_FLAG_KEEP_PARAMS_K)))
		f_enum(c, "sched_policy", &xlat_sched_policy, a.policy,
		       "SCHED_???");
	f_flags(c, "sched_flags", &xlat_sched_flags, a.flags, "SCHED_FLAG_???");
	if (a.flags & SCHED_FLAG_KEEP_PARAMS_K)
		goto util;
	f_int(c, "sched_nice", a.nice);
	f_uint(c, "sched_priority", a.priority);
	f_uint(c, "sched_runtime", a.runtime);
	f_uint(c, "sched_deadline", a.deadline);
	f_uint(c, "sched_period", a.period);
util:
	if (len >= SCHED_ATTR_SIZE_VER1) {
		f_uint(c, "sched_util_min", a.util_min);
		f_uint(c, "sched_util_max", a.util_max);
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
	if (!addr || c->call->err != E2BIG ||
	    umove(c, addr, sizeof(size), &size) < 0)
		return PRINT_OK;
	v_changed(c);
	v_struct_begin(c);
	f_uint(c, "size", size);
	v_struct_end(c);
	return PRINT_OK;
}

/* sched_getattr: the buffer offered is argument N. */
int print_sched_attr_out(const struct pctx *c, uint64_t addr, uint64_t size)
{
	return print_sched_attr_at(c, addr, (uint32_t)size);
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
void ret_ioprio(const struct pctx *c, int64_t v, uint64_t u,
		const struct xlat *set)
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
		f_uint(c, "toff", slot[2]);
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
		if (c->call->err || !buf)
			v_addr(c, buf);
		else
			v_buf_at(c, buf, (uint64_t)c->call->rval);
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
	f_addr(c, "name", f[0]);
	f_int(c, "nlen", nlen);
	for (int i = 0; i < 3; i++)
		f_addr(c, ptrs[i], f[2 + i]);
	f_uint(c, "newlen", f[5]);
	v_struct_end(c);
	return PRINT_OK;
}
