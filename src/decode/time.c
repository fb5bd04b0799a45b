/* Time structures and futex, whose arguments change meaning with the
 * operation. */
#include "printers.h"

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
