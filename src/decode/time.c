/* Time structures and futex, whose arguments change meaning with the
 * operation. */
#include "printers.h"

#include <string.h>
#include <time.h>

extern const struct xlat xlat_futex_cmd;

/* The 64-bit ABI's timespec/timeval: two longs. A 32-bit tracee's are
 * two 32-bit longs (the time64 calls use the 64-bit layout). */
static int read_pair(struct tcb *tcp, uint64_t addr, int64_t *a, int64_t *b)
{
	if (is_compat(tcp)) {
		int32_t v[2];

		if (umoven(tcp, addr, sizeof(v), v) < 0)
			return -1;
		*a = v[0];
		*b = v[1];
		return 0;
	}
	int64_t v[2];

	if (umoven(tcp, addr, sizeof(v), v) < 0)
		return -1;
	*a = v[0];
	*b = v[1];
	return 0;
}

static void print_pair_at(struct tcb *tcp, uint64_t addr, const char *sub)
{
	int64_t sec, frac;

	if (!addr || read_pair(tcp, addr, &sec, &frac) < 0) {
		print_addr(addr);
		return;
	}
	tprintf("{tv_sec=%lld, %s=%lld}", (long long)sec, sub, (long long)frac);
}

void print_timespec_at(struct tcb *tcp, uint64_t addr)
{
	print_pair_at(tcp, addr, "tv_nsec");
}

void print_timeval_at(struct tcb *tcp, uint64_t addr)
{
	print_pair_at(tcp, addr, "tv_usec");
}

/* struct __kernel_timespec: 64-bit seconds and nanoseconds everywhere. */
static void print_ts64_at(struct tcb *tcp, uint64_t addr)
{
	int64_t v[2];

	if (!addr || umoven(tcp, addr, sizeof(v), v) < 0) {
		print_addr(addr);
		return;
	}
	tprintf("{tv_sec=%lld, tv_nsec=%lld}", (long long)v[0],
		(long long)v[1]);
}

PRINTER(print_timespec64_in)
{
	print_ts64_at(tcp, arg_ulong(tcp, argi));
	return PRINT_OK;
}

PRINTER(print_timespec64_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	if (tcp->err)
		print_addr(addr);
	else
		print_ts64_at(tcp, addr);
	return PRINT_OK;
}

/* nanosleep's remainder is written only when a signal cut the sleep
 * short; otherwise strace shows where it would have gone. */
static bool sleep_interrupted(const struct tcb *tcp)
{
	return tcp->err == 4 /* EINTR */ || tcp->err == 516;
}

PRINTER(print_timespec_rem_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	if (sleep_interrupted(tcp))
		print_timespec_at(tcp, addr);
	else
		print_addr(addr);
	return PRINT_OK;
}

PRINTER(print_timespec64_rem_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	if (sleep_interrupted(tcp))
		print_ts64_at(tcp, addr);
	else
		print_addr(addr);
	return PRINT_OK;
}

/* ---- select, pselect6 --------------------------------------------- */

/* Arguments 1..3 are the sets; the timeout (argument 4) is shown as
 * given at entry, and what is left of it after the return value. */
static void print_timeout_left(struct tcb *tcp)
{
	const struct argdesc *ad = &tcp->sd->args[4];
	uint64_t addr = arg_ulong(tcp, 4);

	if (ad->fn == print_timeval_inout)
		print_timeval_at(tcp, addr);
	else if (ad->fn == print_timespec64_inout)
		print_ts64_at(tcp, addr);
	else
		print_timespec_at(tcp, addr);
}

/* "1 (in [5], left {...})", or "0 (Timeout)". */
static void print_select_ret(struct tcb *tcp)
{
	static const char *const names[] = { "in", "out", "except" };
	int nfds = (int)tcp->args[0];
	bool any = false;

	tprintf("%lld", (long long)(int)tcp->rval);
	if (!tcp->rval) {
		tputs(" (Timeout)");
		return;
	}
	for (int i = 0; i < 3; i++) {
		uint64_t addr = arg_ulong(tcp, i + 1);

		if (!addr || fdset_empty(tcp, addr, nfds))
			continue;
		tprintf("%s%s ", any ? ", " : " (", names[i]);
		print_fdset_at(tcp, addr, nfds);
		any = true;
	}
	if (tcp->sd && tcp->sd->nargs > 4 && arg_ulong(tcp, 4)) {
		tputs(any ? ", left " : " (left ");
		print_timeout_left(tcp);
		any = true;
	}
	if (any)
		tputc(')');
}

static void select_timeout(struct tcb *tcp, int argi,
			   void (*fn)(struct tcb *, uint64_t))
{
	fn(tcp, arg_ulong(tcp, argi));
	tcp->ret_fn = print_select_ret;
}

PRINTER(print_timeval_inout)
{
	select_timeout(tcp, argi, print_timeval_at);
	return PRINT_OK;
}

PRINTER(print_timespec_inout)
{
	select_timeout(tcp, argi, print_timespec_at);
	return PRINT_OK;
}

PRINTER(print_timespec64_inout)
{
	select_timeout(tcp, argi, print_ts64_at);
	return PRINT_OK;
}

/* pselect6's sixth argument points to {const sigset_t *ss; size_t len}. */
PRINTER(print_pselect_sigmask)
{
	uint64_t addr = arg_ulong(tcp, argi);
	uint64_t ss, len;
	size_t w = is_compat(tcp) ? 4 : 8;

	if (!addr || umove_ulong(tcp, addr, &ss) < 0 ||
	    umove_ulong(tcp, addr + w, &len) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	tputs("{sigmask=");
	print_sigset_at(tcp, ss, len);
	tprintf(", sigsetsize=%llu}", (unsigned long long)len);
	return PRINT_OK;
}

PRINTER(print_timespec_in)
{
	print_timespec_at(tcp, arg_ulong(tcp, argi));
	return PRINT_OK;
}

PRINTER(print_timespec_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	if (tcp->err)
		print_addr(addr);
	else
		print_timespec_at(tcp, addr);
	return PRINT_OK;
}

PRINTER(print_timeval_in)
{
	print_timeval_at(tcp, arg_ulong(tcp, argi));
	return PRINT_OK;
}

PRINTER(print_timeval_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	if (tcp->err)
		print_addr(addr);
	else
		print_timeval_at(tcp, addr);
	return PRINT_OK;
}

/* ---- futex -------------------------------------------------------- */

#define FUTEX_PRIVATE 128
#define FUTEX_CLOCK_RT 256
#define FUTEX_CMD_MASK (~(unsigned)(FUTEX_PRIVATE | FUTEX_CLOCK_RT))

enum {
	FX_WAIT, FX_WAKE, FX_FD, FX_REQUEUE, FX_CMP_REQUEUE, FX_WAKE_OP,
	FX_LOCK_PI, FX_UNLOCK_PI, FX_TRYLOCK_PI, FX_WAIT_BITSET,
	FX_WAKE_BITSET, FX_WAIT_REQUEUE_PI, FX_CMP_REQUEUE_PI, FX_LOCK_PI2,
};

/* The futex op is argument 1; arguments 2..5 are val, timeout (or
 * val2), uaddr2 and val3. */
static unsigned futex_cmd(const struct tcb *tcp)
{
	return (unsigned)tcp->args[1] & FUTEX_CMD_MASK;
}

/* Which of arguments 2..5 the operation uses, bit i for argument i. */
static unsigned futex_used(unsigned cmd)
{
	switch (cmd) {
	case FX_WAIT: return 1u << 2 | 1u << 3;
	case FX_WAKE: case FX_FD: return 1u << 2;
	case FX_REQUEUE: return 1u << 2 | 1u << 3 | 1u << 4;
	case FX_CMP_REQUEUE: case FX_WAKE_OP: case FX_CMP_REQUEUE_PI:
		return 1u << 2 | 1u << 3 | 1u << 4 | 1u << 5;
	case FX_LOCK_PI: case FX_LOCK_PI2: return 1u << 3;
	case FX_UNLOCK_PI: case FX_TRYLOCK_PI: return 0;
	case FX_WAIT_BITSET: return 1u << 2 | 1u << 3 | 1u << 5;
	case FX_WAKE_BITSET: return 1u << 2 | 1u << 5;
	case FX_WAIT_REQUEUE_PI: return 1u << 2 | 1u << 3 | 1u << 4;
	}
	return 0xfu << 2;
}

static bool futex_has_timeout(unsigned cmd)
{
	return cmd == FX_WAIT || cmd == FX_LOCK_PI || cmd == FX_LOCK_PI2 ||
	       cmd == FX_WAIT_BITSET || cmd == FX_WAIT_REQUEUE_PI;
}

PRINTER(print_futex_op)
{
	unsigned op = (unsigned)tcp->args[argi];
	unsigned cmd = op & FUTEX_CMD_MASK;
	const char *n = xlat_name(&xlat_futex_cmd, cmd);

	if (!n) {
		tprintf("%#x /* FUTEX_??? */", op);
		return PRINT_OK;
	}
	tputs(n);
	if (op & FUTEX_PRIVATE)
		tputs("_PRIVATE");
	if (op & FUTEX_CLOCK_RT)
		tputs("|FUTEX_CLOCK_REALTIME");
	return PRINT_OK;
}

PRINTER(print_futex_val)
{
	if (!(futex_used(futex_cmd(tcp)) & (1u << argi)))
		return PRINT_SKIP;
	tprintf("%d", (int)tcp->args[argi]);
	return PRINT_OK;
}

PRINTER(print_futex_timeout)
{
	unsigned cmd = futex_cmd(tcp);

	if (!(futex_used(cmd) & (1u << argi)))
		return PRINT_SKIP;
	if (futex_has_timeout(cmd))
		print_timespec_at(tcp, arg_ulong(tcp, argi));
	else
		tprintf("%u", (unsigned)tcp->args[argi]);	/* val2 */
	return PRINT_OK;
}

PRINTER(print_futex_uaddr2)
{
	if (!(futex_used(futex_cmd(tcp)) & (1u << argi)))
		return PRINT_SKIP;
	print_addr(arg_ulong(tcp, argi));
	return PRINT_OK;
}

/* FUTEX_WAKE_OP's val3 packs an operation on *uaddr2 and a comparison
 * of its old value: "FUTEX_OP_ADD<<28|0x1<<12|FUTEX_OP_CMP_GT<<24|0". */
static void print_wake_op(unsigned v)
{
	static const char *const ops[] = {
		"FUTEX_OP_SET", "FUTEX_OP_ADD", "FUTEX_OP_OR", "FUTEX_OP_ANDN",
		"FUTEX_OP_XOR",
	};
	static const char *const cmps[] = {
		"FUTEX_OP_CMP_EQ", "FUTEX_OP_CMP_NE", "FUTEX_OP_CMP_LT",
		"FUTEX_OP_CMP_LE", "FUTEX_OP_CMP_GT", "FUTEX_OP_CMP_GE",
	};
	unsigned op = (v >> 28) & 7, cmp = (v >> 24) & 15;
	unsigned oparg = (v >> 12) & 0xfff, cmparg = v & 0xfff;

	if (v & (8u << 28))
		tputs("FUTEX_OP_OPARG_SHIFT<<28|");
	if (op < 5)
		tprintf("%s<<28", ops[op]);
	else
		tprintf("%#x<<28 /* FUTEX_OP_??? */", op);
	tprintf(oparg ? "|%#x<<12|" : "|%u<<12|", oparg);
	if (cmp < 6)
		tprintf("%s<<24", cmps[cmp]);
	else
		tprintf("%#x<<24 /* FUTEX_OP_CMP_??? */", cmp);
	tprintf(cmparg ? "|%#x" : "|%u", cmparg);
}

PRINTER(print_futex_val3)
{
	unsigned cmd = futex_cmd(tcp);
	unsigned v = (unsigned)tcp->args[argi];

	if (!(futex_used(cmd) & (1u << argi)))
		return PRINT_SKIP;
	if (cmd == FX_WAKE_OP)
		print_wake_op(v);
	else if ((cmd == FX_WAIT_BITSET || cmd == FX_WAKE_BITSET) && v == ~0u)
		tputs("FUTEX_BITSET_MATCH_ANY");
	else if (cmd == FX_WAIT_BITSET || cmd == FX_WAKE_BITSET)
		tprintf("%#x", v);
	else
		tprintf("%d", (int)v);
	return PRINT_OK;
}

/* ---- time values with their date -------------------------------- */

extern const struct xlat xlat_clockid;
extern const struct xlat xlat_adjtimex_modes;
extern const struct xlat xlat_adjtimex_status;
extern const struct xlat xlat_adjtimex_state;
extern const struct xlat xlat_futex_waitv_flags;

/* " / * 1970-01-01T00:00:01.000002+0000 * /" (no spaces inside the
 * comment markers) after a time; frac has digits decimal places. A
 * fraction out of its range gets no comment, as the kernel rejects it. */
static void print_date(int64_t sec, int64_t frac, int digits, bool paren)
{
	int64_t lim = digits == 9 ? 1000000000 : 1000000;
	time_t t = (time_t)sec;
	char buf[64], zone[16];
	struct tm tm;

	if (frac < 0 || frac >= lim || !localtime_r(&t, &tm))
		return;
	strftime(buf, sizeof(buf), "%Y-%m-%dT%H:%M:%S", &tm);
	strftime(zone, sizeof(zone), "%z", &tm);
	tputs(paren ? " (" : " /* ");
	tputs(buf);
	if (frac)
		tprintf(".%0*lld", digits, (long long)frac);
	tputs(zone);
	tputs(paren ? ")" : " */");
}

/* Reads n pairs of seconds and fractions: the tracee's two longs, or
 * two 64-bit values for the time64 layouts. */
static int read_pairs(struct tcb *tcp, uint64_t addr, bool is64,
		      int64_t *v, size_t n)
{
	if (!addr)
		return -1;
	if (is64 || !is_compat(tcp))
		return umoven(tcp, addr, n * 2 * sizeof(int64_t), v);

	int32_t w[8];

	if (n > 4 || umoven(tcp, addr, n * 2 * sizeof(int32_t), w) < 0)
		return -1;
	for (size_t i = 0; i < 2 * n; i++)
		v[i] = w[i];
	return 0;
}

PRINTER(print_clockid)
{
	(void)ad;
	print_xlat_enum(&xlat_clockid, (uint32_t)tcp->args[argi], "CLOCK_???");
	return PRINT_OK;
}

/* time(2) returns the seconds it stored: shown with their date. */
static void print_time_ret(struct tcb *tcp)
{
	int64_t v = is_compat(tcp) ? (int32_t)tcp->rval : tcp->rval;

	tprintf("%lld", (long long)v);
	print_date(v, 0, 9, true);
}

static void print_time_at(struct tcb *tcp, uint64_t addr)
{
	uint64_t v;
	int64_t sec;

	if (!addr || umove_ulong(tcp, addr, &v) < 0) {
		print_addr(addr);
		return;
	}
	sec = is_compat(tcp) ? (int32_t)v : (int64_t)v;
	tprintf("[%lld", (long long)sec);
	print_date(sec, 0, 9, false);
	tputc(']');
}

PRINTER(print_time_in)
{
	(void)ad;
	print_time_at(tcp, arg_ulong(tcp, argi));
	return PRINT_OK;
}

PRINTER(print_time_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	(void)ad;
	tcp->ret_fn = print_time_ret;
	if (tcp->err)
		print_addr(addr);
	else
		print_time_at(tcp, addr);
	return PRINT_OK;
}

/* utimensat's nanoseconds may ask for "now" or "leave alone". */
#define UTIME_NOW_K ((1l << 30) - 1l)
#define UTIME_OMIT_K ((1l << 30) - 2l)

static void print_times2(struct tcb *tcp, uint64_t addr, bool is64, bool ns)
{
	int64_t v[4];

	if (read_pairs(tcp, addr, is64, v, 2) < 0) {
		print_addr(addr);
		return;
	}
	tputc('[');
	for (int i = 0; i < 2; i++) {
		int64_t sec = v[2 * i], frac = v[2 * i + 1];

		if (i)
			tputs(", ");
		if (ns && frac == UTIME_NOW_K) {
			tputs("UTIME_NOW");
			continue;
		}
		if (ns && frac == UTIME_OMIT_K) {
			tputs("UTIME_OMIT");
			continue;
		}
		if (ns && !is64 && is_compat(tcp))
			frac = (uint32_t)frac;
		tprintf(ns ? "{tv_sec=%lld, tv_nsec=%llu}" :
			"{tv_sec=%lld, tv_usec=%lld}", (long long)sec,
			(long long)frac);
		print_date(sec, frac, ns ? 9 : 6, false);
	}
	tputc(']');
}

PRINTER(print_timespec2_in)
{
	(void)ad;
	print_times2(tcp, arg_ulong(tcp, argi), false, true);
	return PRINT_OK;
}

PRINTER(print_timespec64_2_in)
{
	(void)ad;
	print_times2(tcp, arg_ulong(tcp, argi), true, true);
	return PRINT_OK;
}

PRINTER(print_timeval2_in)
{
	(void)ad;
	print_times2(tcp, arg_ulong(tcp, argi), false, false);
	return PRINT_OK;
}

/* struct utimbuf: two longs of the tracee. */
PRINTER(print_utimbuf_in)
{
	uint64_t addr = arg_ulong(tcp, argi);
	int64_t v[2];

	(void)ad;
	if (read_pairs(tcp, addr, false, v, 1) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	tprintf("{actime=%lld", (long long)v[0]);
	print_date(v[0], 0, 9, false);
	tprintf(", modtime=%lld", (long long)v[1]);
	print_date(v[1], 0, 9, false);
	tputc('}');
	return PRINT_OK;
}

static void print_timezone_at(struct tcb *tcp, uint64_t addr)
{
	int32_t tz[2];

	if (!addr || umoven(tcp, addr, sizeof(tz), tz) < 0) {
		print_addr(addr);
		return;
	}
	tprintf("{tz_minuteswest=%d, tz_dsttime=%d}", tz[0], tz[1]);
}

PRINTER(print_timezone_in)
{
	(void)ad;
	print_timezone_at(tcp, arg_ulong(tcp, argi));
	return PRINT_OK;
}

PRINTER(print_timezone_out)
{
	uint64_t addr = arg_ulong(tcp, argi);

	(void)ad;
	if (tcp->err)
		print_addr(addr);
	else
		print_timezone_at(tcp, addr);
	return PRINT_OK;
}

/* ---- interval timers ---------------------------------------------- */

/* {it_interval=..., it_value=...}: two timespecs or two timevals. */
static void print_itimer_at(struct tcb *tcp, uint64_t addr, bool is64,
			    const char *sub)
{
	int64_t v[4];

	if (read_pairs(tcp, addr, is64, v, 2) < 0) {
		print_addr(addr);
		return;
	}
	tprintf("{it_interval={tv_sec=%lld, %s=%lld}, "
		"it_value={tv_sec=%lld, %s=%lld}}", (long long)v[0], sub,
		(long long)v[1], (long long)v[2], sub, (long long)v[3]);
}

static int itimer_in(struct tcb *tcp, int argi, bool is64, const char *sub)
{
	print_itimer_at(tcp, arg_ulong(tcp, argi), is64, sub);
	return PRINT_OK;
}

static int itimer_out(struct tcb *tcp, int argi, bool is64, const char *sub)
{
	uint64_t addr = arg_ulong(tcp, argi);

	if (tcp->err)
		print_addr(addr);
	else
		print_itimer_at(tcp, addr, is64, sub);
	return PRINT_OK;
}

PRINTER(print_itimerspec_in)
{
	(void)ad;
	return itimer_in(tcp, argi, false, "tv_nsec");
}

PRINTER(print_itimerspec_out)
{
	(void)ad;
	return itimer_out(tcp, argi, false, "tv_nsec");
}

PRINTER(print_itimerspec64_in)
{
	(void)ad;
	return itimer_in(tcp, argi, true, "tv_nsec");
}

PRINTER(print_itimerspec64_out)
{
	(void)ad;
	return itimer_out(tcp, argi, true, "tv_nsec");
}

PRINTER(print_itimerval_in)
{
	(void)ad;
	return itimer_in(tcp, argi, false, "tv_usec");
}

PRINTER(print_itimerval_out)
{
	(void)ad;
	return itimer_out(tcp, argi, false, "tv_usec");
}

/* ---- adjtimex, clock_adjtime -------------------------------------- */

/* struct timex is a row of 21 slots of the tracee's word size (the int
 * fields are padded to a word); struct __kernel_timex has 64-bit slots
 * on every ABI. Slots holding an int: */
#define TX_SLOTS 21
#define TX_INT_SLOTS (1u << 0 | 1u << 5 | 1u << 14 | 1u << 20)

static void print_timex_ret(struct tcb *tcp)
{
	const char *n = xlat_name(&xlat_adjtimex_state, (uint64_t)tcp->rval);

	tprintf("%lld", (long long)(int)tcp->rval);
	if (n)
		tprintf(" (%s)", n);
}

static void print_timex(struct tcb *tcp, int argi, bool is64)
{
	static const char *const names[TX_SLOTS] = {
		"modes", "offset", "freq", "maxerror", "esterror", "status",
		"constant", "precision", "tolerance", "time", NULL, "tick",
		"ppsfreq", "jitter", "shift", "stabil", "jitcnt", "calcnt",
		"errcnt", "stbcnt", "tai",
	};
	uint64_t addr = arg_ulong(tcp, argi);
	size_t w = is64 ? 8 : personalities[tcp->pers].wordsize;
	unsigned char b[TX_SLOTS * 8];
	int64_t s[TX_SLOTS];

	if (!tcp->err)
		tcp->ret_fn = print_timex_ret;
	if (tcp->err || !addr || umoven(tcp, addr, TX_SLOTS * w, b) < 0) {
		print_addr(addr);
		return;
	}
	for (int i = 0; i < TX_SLOTS; i++) {
		if ((TX_INT_SLOTS >> i) & 1 || w == 4) {
			int32_t v;

			memcpy(&v, b + i * w, 4);
			s[i] = v;
		} else {
			memcpy(&s[i], b + i * w, 8);
		}
	}
	tputs("{modes=");
	print_xlat_flags(&xlat_adjtimex_modes, (uint32_t)s[0], "ADJ_???");
	for (int i = 1; i < TX_SLOTS; i++) {
		if (i == 10)
			continue;
		tprintf(", %s=", names[i]);
		if (i == 5)
			print_xlat_flags(&xlat_adjtimex_status, (uint32_t)s[5],
					 "STA_???");
		else if (i == 9)
			tprintf("{tv_sec=%lld, tv_usec=%lld}", (long long)s[9],
				(long long)s[10]);
		else
			tprintf("%lld", (long long)s[i]);
	}
	tputc('}');
}

PRINTER(print_timex_out)
{
	(void)ad;
	print_timex(tcp, argi, false);
	return PRINT_OK;
}

PRINTER(print_timex64_out)
{
	(void)ad;
	print_timex(tcp, argi, true);
	return PRINT_OK;
}

/* struct tms: four clock_t, longs of the tracee. */
PRINTER(print_tms_out)
{
	static const char *const names[] = {
		"tms_utime", "tms_stime", "tms_cutime", "tms_cstime",
	};
	uint64_t addr = arg_ulong(tcp, argi);
	size_t w = personalities[tcp->pers].wordsize;
	unsigned char b[4 * 8];

	(void)ad;
	if (tcp->err || !addr || umoven(tcp, addr, 4 * w, b) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	for (int i = 0; i < 4; i++) {
		int64_t v;

		if (w == 4) {
			int32_t v32;

			memcpy(&v32, b + i * w, 4);
			v = v32;
		} else {
			memcpy(&v, b + i * w, 8);
		}
		tprintf("%s%s=%lld", i ? ", " : "{", names[i], (long long)v);
	}
	tputc('}');
	return PRINT_OK;
}

/* ---- futex_time64, futex_waitv ------------------------------------ */

PRINTER(print_futex_timeout64)
{
	unsigned cmd = futex_cmd(tcp);

	(void)ad;
	if (!(futex_used(cmd) & (1u << argi)))
		return PRINT_SKIP;
	if (futex_has_timeout(cmd))
		print_ts64_at(tcp, arg_ulong(tcp, argi));
	else
		tprintf("%u", (unsigned)tcp->args[argi]);	/* val2 */
	return PRINT_OK;
}

/* struct futex_waitv: u64 val, u64 uaddr, u32 flags, u32 reserved. */
#define WAITV_MAX 32

PRINTER(print_futex_waitv_in)
{
	uint64_t addr = arg_ulong(tcp, argi);
	uint64_t n = (uint32_t)tcp->args[ad->param];
	struct { uint64_t val, uaddr; uint32_t flags, rsv; } wv;

	if (!addr) {
		tputs("NULL");
		return PRINT_OK;
	}
	for (uint64_t i = 0; i < n; i++) {
		if (i == WAITV_MAX) {
			tputs(", ...");
			break;
		}
		if (umoven(tcp, addr + i * sizeof(wv), sizeof(wv), &wv) < 0) {
			if (!i) {
				print_addr(addr);
				return PRINT_OK;
			}
			tprintf(", ... /* %#llx */",
				(unsigned long long)(addr + i * sizeof(wv)));
			break;
		}
		tprintf("%s{val=%#llx, uaddr=", i ? ", " : "[",
			(unsigned long long)wv.val);
		print_addr(wv.uaddr);
		tputs(", flags=");
		print_xlat_flags(&xlat_futex_waitv_flags, wv.flags,
				 "FUTEX_???");
		tputc('}');
	}
	tputs(n ? "]" : "[]");
	return PRINT_OK;
}
