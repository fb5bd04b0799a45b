/* futex, whose arguments change meaning with the operation, and
 * futex_waitv. */
#include "fields.h"

/* ---- futex -------------------------------------------------------- */

#define FUTEX_PRIVATE 128
#define FUTEX_CLOCK_RT 256
#define FUTEX_CMD_MASK (~(unsigned)(FUTEX_PRIVATE | FUTEX_CLOCK_RT))
#define FUTEX_ROBUST_UNLOCK 512
#define FUTEX_ROBUST_LIST32 1024

enum {
	FX_WAIT, FX_WAKE, FX_FD, FX_REQUEUE, FX_CMP_REQUEUE, FX_WAKE_OP,
	FX_LOCK_PI, FX_UNLOCK_PI, FX_TRYLOCK_PI, FX_WAIT_BITSET,
	FX_WAKE_BITSET, FX_WAIT_REQUEUE_PI, FX_CMP_REQUEUE_PI, FX_LOCK_PI2,
};

/* Which of arguments 2..5 (val, timeout or val2, uaddr2, val3) the
 * operation uses, bit i for argument i. */
static unsigned futex_used(unsigned cmd)
{
	/* The robust-list unlocks take what their base command takes. */
	switch (cmd & ~(unsigned)(FUTEX_ROBUST_UNLOCK | FUTEX_ROBUST_LIST32)) {
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

static unsigned futex_cmd(uint64_t op)
{
	return (unsigned)op & FUTEX_CMD_MASK;
}

/* Whether futex argument `which` (2..5) means anything for op. */
static bool futex_known(uint64_t op);

static bool futex_uses(uint64_t op, unsigned which)
{
	/* An unknown command's are all shown, as words. */
	if (!futex_known(op))
		return true;
	return futex_used(futex_cmd(op)) & (1u << which);
}

/* A command the kernel knows: an unknown one's arguments are shown raw,
 * as words. */
static bool futex_known(uint64_t op)
{
	return xlat_name(&xlat_futex_cmd, futex_cmd(op)) != NULL;
}

static bool futex_has_timeout(unsigned cmd)
{
	return cmd == FX_WAIT || cmd == FX_LOCK_PI || cmd == FX_LOCK_PI2 ||
	       cmd == FX_WAIT_BITSET || cmd == FX_WAIT_REQUEUE_PI;
}

/* FUTEX_WAIT_PRIVATE|FUTEX_CLOCK_REALTIME: a bit set whose first name
 * is the command with its private bit. */
int print_futex_op(const struct pctx *c, uint64_t v)
{
	unsigned op = (unsigned)v;
	unsigned cmd = op & FUTEX_CMD_MASK;
	const char *n = xlat_name(&xlat_futex_cmd, cmd);

	/* strace names FUTEX_CLOCK_REALTIME only beside the commands that
	 * take an absolute timeout; with any other it is an unknown op. */
	if ((op & FUTEX_CLOCK_RT) && cmd != FX_WAIT && cmd != FX_WAIT_BITSET &&
	    cmd != FX_WAIT_REQUEUE_PI && cmd != FX_LOCK_PI2)
		n = NULL;
	if (!n) {
		v_flags_begin(c, op, &xlat_futex_cmd);
		v_flag_bits(c, op);
		v_text(c, " /* FUTEX_??? */");
		v_flags_end(c);
		return PRINT_OK;
	}
	v_flags_begin(c, op, &xlat_futex_cmd);
	if ((op & FUTEX_PRIVATE) && cmd == FX_FD) {
		/* FUTEX_FD (gone since 2.6.26) has no _PRIVATE name. */
		v_flag_name(c, n);
		v_flag_name(c, "FUTEX_PRIVATE_FLAG");
	} else if (op & FUTEX_PRIVATE) {
		v_flag_name2(c, n, "_PRIVATE");
	} else {
		v_flag_name(c, n);
	}
	if (op & FUTEX_CLOCK_RT)
		v_flag_name(c, "FUTEX_CLOCK_REALTIME");
	v_flags_end(c);
	return PRINT_OK;
}

int print_futex_val(const struct pctx *c, uint64_t v, uint64_t op)
{
	if (!futex_uses(op, 2))
		return PRINT_SKIP;
	return v_uint(c, (uint32_t)v);	/* a u32 in the kernel */
}

/* The fourth argument: a timeout (of the ABI's timespec, or the 64-bit
 * one: ts prints it) for the commands that wait, else val2. */
static int futex_timeout(const struct pctx *c, uint64_t v, uint64_t op,
			 void (*ts)(const struct pctx *c, uint64_t addr))
{
	if (!futex_uses(op, 3))
		return PRINT_SKIP;
	if (futex_has_timeout(futex_cmd(op)))
		ts(c, v);
	else if (!futex_known(op))
		v_addr(c, v);
	else
		v_uint(c, (unsigned)v);		/* val2 */
	return PRINT_OK;
}

int print_futex_timeout(const struct pctx *c, uint64_t v, uint64_t op)
{
	return futex_timeout(c, v, op, print_timespec_at);
}

int print_futex_timeout64(const struct pctx *c, uint64_t v, uint64_t op)
{
	return futex_timeout(c, v, op, print_timespec64_at);
}

int print_futex_uaddr2(const struct pctx *c, uint64_t v, uint64_t op)
{
	if (!futex_uses(op, 4))
		return PRINT_SKIP;
	return v_addr(c, v);
}

/* One part of FUTEX_WAKE_OP's val3: "NAME<<shift|", a number and a
 * comment "FUTEX_OP_???" (what: "" or "CMP_") when no name is known. */
static void wake_op_part(const struct pctx *c, const char *field, unsigned v,
			 const char *const *names, unsigned n, unsigned shift,
			 const char *what)
{
	v_name(c, field);
	if (v >= n) {
		v_numf(c, VK_UINT, v, "%#x", v);
		v_textf(c, "<<%u /* FUTEX_OP_%s??? */|", shift, what);
		return;
	}
	v_const(c, v, names[v]);
	v_textf(c, "<<%u|", shift);
}

/* A number of FUTEX_WAKE_OP's val3, in hex unless 0, then tail. */
static void wake_op_arg(const struct pctx *c, const char *field, unsigned v,
			const char *tail)
{
	v_name(c, field);
	v_numf(c, VK_UINT, v, v ? "%#x" : "%u", v);
	v_text(c, tail);
}

/* FUTEX_WAKE_OP's val3 packs an operation on *uaddr2 and a comparison
 * of its old value: "FUTEX_OP_ADD<<28|0x1<<12|FUTEX_OP_CMP_GT<<24|0". */
static void print_wake_op(const struct pctx *c, unsigned v)
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

	v_open(c, VK_STRUCT, v, "");
	if (v & (8u << 28))
		v_text(c, "FUTEX_OP_OPARG_SHIFT<<28|");
	wake_op_part(c, "op", op, ops, ARRAY_SIZE(ops), 28, "");
	wake_op_arg(c, "oparg", oparg, "<<12|");
	wake_op_part(c, "cmp", cmp, cmps, ARRAY_SIZE(cmps), 24, "CMP_");
	wake_op_arg(c, "cmparg", cmparg, "");
	v_close(c, "");
}

int print_futex_val3(const struct pctx *c, uint64_t val, uint64_t op)
{
	unsigned cmd = futex_cmd(op) &
		       ~(unsigned)(FUTEX_ROBUST_UNLOCK | FUTEX_ROBUST_LIST32);
	unsigned v = (unsigned)val;

	if (!futex_uses(op, 5))
		return PRINT_SKIP;
	if (cmd == FX_WAKE_OP)
		print_wake_op(c, v);
	else if ((cmd == FX_WAIT_BITSET || cmd == FX_WAKE_BITSET) && v == ~0u)
		v_const(c, v, "FUTEX_BITSET_MATCH_ANY");
	else if (cmd == FX_WAIT_BITSET || cmd == FX_WAKE_BITSET ||
		 !futex_known(op))
		v_hex(c, v);
	else
		v_uint(c, v);
	return PRINT_OK;
}

/* ---- futex_waitv -------------------------------------------------- */

/* struct futex_waitv: u64 val, u64 uaddr, u32 flags, u32 reserved.
 * The kernel takes at most FUTEX_WAITV_MAX (128) of them; -s caps the
 * elements shown too. */
#define WAITV_MAX 128

static void futex2_flags(const struct pctx *c, uint64_t f);

/* struct futex_waitv. The flags have the kernel's names since 6.7
 * (FUTEX_32 is FUTEX2_SIZE_U32, FUTEX_PRIVATE_FLAG FUTEX2_PRIVATE), as
 * strace 7.2 shows them; 6.1 wrote the old ones. __reserved must be
 * zero (EINVAL): futex_waitv shows it when it is not. */
static const struct sfield waitv_fields[] = {
	{ LF_FUTEX_WAITV_VAL, SF_HEX },
	{ LF_FUTEX_WAITV_UADDR, SF_ADDR },
	{ LF_FUTEX_WAITV_FLAGS, SF_FN, .fn = futex2_flags },
	{ LF_FUTEX_WAITV___RESERVED, SF_NZ },
};

int print_futex_waitv_in(const struct pctx *c, uint64_t addr, uint64_t nv)
{
	uint64_t n = (uint32_t)nv;
	unsigned char wv[24];

	if (!addr)
		return v_addr(c, 0);
	if (n && umove(c, addr, sizeof(wv), wv) < 0)
		return v_addr(c, addr);
	v_array_begin(c);
	for (uint64_t i = 0; i < n; i++) {
		if (i == WAITV_MAX || i == (uint64_t)c->opt->string_limit) {
			v_more(c);
			break;
		}
		if (!umove_or_more(c, addr + i * sizeof(wv), sizeof(wv), wv))
			break;
		v_elem(c);
		print_fields(c, waitv_fields, ARRAY_SIZE(waitv_fields), wv);
	}
	v_array_end(c);
	return PRINT_OK;
}

/* ---- futex2: futex_wake, futex_wait, futex_requeue (Linux 6.7) ------ */

#define FUTEX2_SIZE_MASK_ 0x03

/* The flags are an unsigned int whose low two bits are the futex's
 * size, a value that is always named (FUTEX2_SIZE_U8 is 0); the rest
 * are flags. */
static void futex2_flags(const struct pctx *c, uint64_t f)
{
	uint64_t rest;

	v_flags_begin(c, f, &xlat_futex2_flags);
	v_flag_name(c, xlat_name(&xlat_futex2_size, f & FUTEX2_SIZE_MASK_));
	rest = v_flag_names(c, &xlat_futex2_flags, f & ~FUTEX2_SIZE_MASK_);
	if (rest)
		v_flag_bits(c, rest);
	v_flags_end(c);
}

int print_futex2_flags(const struct pctx *c, uint64_t v)
{
	futex2_flags(c, (uint32_t)v);
	return PRINT_OK;
}

/* The mask is an unsigned long; only all 32 bits has a name. */
int print_futex2_mask(const struct pctx *c, uint64_t v)
{
	v_enum(c, &xlat_futex_bitset, v, NULL);
	return PRINT_OK;
}

/* futex_requeue: always two struct futex_waitv, the futex woken and the
 * one requeued to, each with futex2 flags. */
int print_futex2_waiters(const struct pctx *c, uint64_t addr)
{
	unsigned char wv[2][24];

	if (!umove_or_addr(c, addr, sizeof(wv), wv))
		return PRINT_OK;
	v_array_begin(c);
	for (int i = 0; i < 2; i++) {
		v_elem(c);
		v_struct_begin(c);
		/* val, uaddr, flags; then __reserved, which must be zero
		 * (EINVAL): shown all the same, as strace. */
		print_fields_in(c, waitv_fields, 3, wv[i]);
		v_field(c, "__reserved");
		v_hex(c, layout_get(c->tcp->pers, LF_FUTEX_WAITV___RESERVED,
				    wv[i]));
		v_struct_end(c);
	}
	v_array_end(c);
	return PRINT_OK;
}
