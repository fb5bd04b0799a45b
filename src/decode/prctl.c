/* prctl: the option decides how many of the four other arguments mean
 * something and what each one is, so one printer shows the whole call
 * (argument 0's type, the others are skip): the option and its inputs
 * at entry, what the kernel wrote through a pointer at exit, and a
 * decoded return value for the options that return one. */
#include "printers.h"
#include "decode/opargs.h"

enum {
	PR_O_SET_PDEATHSIG = 1, PR_O_GET_PDEATHSIG = 2, PR_O_GET_DUMPABLE = 3,
	PR_O_SET_DUMPABLE = 4, PR_O_GET_UNALIGN = 5, PR_O_SET_UNALIGN = 6,
	PR_O_GET_KEEPCAPS = 7, PR_O_SET_KEEPCAPS = 8, PR_O_GET_FPEMU = 9,
	PR_O_SET_FPEMU = 10, PR_O_GET_FPEXC = 11, PR_O_SET_FPEXC = 12,
	PR_O_GET_TIMING = 13, PR_O_SET_TIMING = 14, PR_O_SET_NAME = 15,
	PR_O_GET_NAME = 16, PR_O_GET_ENDIAN = 19, PR_O_SET_ENDIAN = 20,
	PR_O_GET_SECCOMP = 21, PR_O_SET_SECCOMP = 22, PR_O_CAPBSET_READ = 23,
	PR_O_CAPBSET_DROP = 24, PR_O_GET_TSC = 25, PR_O_SET_TSC = 26,
	PR_O_GET_SECUREBITS = 27, PR_O_SET_SECUREBITS = 28,
	PR_O_SET_TIMERSLACK = 29, PR_O_GET_TIMERSLACK = 30,
	PR_O_PERF_DISABLE = 31, PR_O_PERF_ENABLE = 32, PR_O_MCE_KILL = 33,
	PR_O_MCE_KILL_GET = 34, PR_O_SET_MM = 35,
	PR_O_SET_CHILD_SUBREAPER = 36, PR_O_GET_CHILD_SUBREAPER = 37,
	PR_O_SET_NO_NEW_PRIVS = 38, PR_O_GET_NO_NEW_PRIVS = 39,
	PR_O_GET_TID_ADDRESS = 40, PR_O_SET_THP_DISABLE = 41,
	PR_O_GET_THP_DISABLE = 42, PR_O_MPX_ENABLE = 43, PR_O_MPX_DISABLE = 44,
	PR_O_SET_FP_MODE = 45, PR_O_GET_FP_MODE = 46, PR_O_CAP_AMBIENT = 47,
	PR_O_SVE_SET_VL = 50, PR_O_SVE_GET_VL = 51, PR_O_GET_SPEC_CTRL = 52,
	PR_O_SET_SPEC_CTRL = 53, PR_O_PAC_RESET_KEYS = 54,
	PR_O_SET_TAGGED_ADDR_CTRL = 55, PR_O_GET_TAGGED_ADDR_CTRL = 56,
	PR_O_SET_IO_FLUSHER = 57, PR_O_GET_IO_FLUSHER = 58,
	PR_O_SET_SYSCALL_USER_DISPATCH = 59, PR_O_PAC_SET_ENABLED_KEYS = 60,
	PR_O_PAC_GET_ENABLED_KEYS = 61, PR_O_SCHED_CORE = 62,
	PR_O_SME_SET_VL = 63, PR_O_SME_GET_VL = 64, PR_O_SET_MDWE = 65,
	PR_O_GET_MDWE = 66, PR_O_RISCV_V_SET_CONTROL = 69,
	PR_O_RISCV_V_GET_CONTROL = 70, PR_O_RISCV_SET_ICACHE_FLUSH_CTX = 71,
	PR_O_PPC_GET_DEXCR = 72, PR_O_PPC_SET_DEXCR = 73,
	PR_O_SET_VMA = 0x53564d41, PR_O_SET_PTRACER = 0x59616d61,
};

/* The comm name: TASK_COMM_LEN (16) bytes with its NUL. */
#define COMM_CHARS 15
/* The vector length of PR_SVE_SET_VL / PR_SME_SET_VL: the low 16 bits. */
#define VL_LEN_MASK 0xffffu
/* PR_SET_TAGGED_ADDR_CTRL: bit 0 enables, bits 1-2 the fault mode, bits
 * 3-18 the tag inclusion mask. */
#define TAGGED_ENABLE 1u
#define MTE_TCF_MASK 6u
#define MTE_TAG_SHIFT 3
#define MTE_TAG_MASK (0xffffull << MTE_TAG_SHIFT)
/* PR_RISCV_V_SET_CONTROL's word: the state now in bits 0-1, the state
 * after execve in bits 2-3, bit 4 keeps the latter across execve. */
#define RV_CUR_MASK 3u
#define RV_NEXT_SHIFT 2
#define RV_INHERIT 0x10u
#define RV_CTRL_MASK 0x1full

/* ", 0x2, 0x3": arguments from..4 in hex. */
static void rest_hex(const struct pctx *c, const uint64_t *a, int from)
{
	for (int i = from; i <= 4; i++) {
		v_text(c, ", ");
		v_hex(c, a[i]);
	}
}

static void sep(const struct pctx *c)
{
	v_text(c, ", ");
}

/* [value] of an int the kernel stored, or the address. */
static void int_out(const struct pctx *c, uint64_t addr, bool sig,
		    const struct xlat *set, const char *dflt, bool flags)
{
	int v;

	if (!out_or_addr(c, addr, sizeof(v), &v))
		return;
	v_array_begin(c);
	v_elem(c);
	if (sig)
		v_sig(c, v);
	else if (set && flags)
		v_flags(c, set, (unsigned)v, dflt);
	else if (set)
		v_enum(c, set, (unsigned)v, dflt);
	else
		v_uint(c, (unsigned)v);
	v_array_end(c);
}

/* PR_SET_NAME: at most 15 characters; a name the kernel would cut
 * (no NUL among them) ends in "...". */
static void comm_in(const struct pctx *c, uint64_t addr)
{
	char buf[COMM_CHARS];
	ssize_t n = addr ? umovestr(c->tcp, addr, COMM_CHARS, buf) : -1;

	if (n < 0) {
		v_addr(c, addr);
		return;
	}
	v_str(c, buf, (size_t)n, n == COMM_CHARS);
}

/* PR_GET_NAME: the name the kernel wrote, always NUL-terminated. */
static void comm_out(const struct pctx *c, uint64_t addr)
{
	char buf[COMM_CHARS + 1];
	ssize_t n;

	if (c->call->err || !addr) {
		v_addr(c, addr);
		return;
	}
	n = umovestr(c->tcp, addr, sizeof(buf), buf);
	if (n < 0) {
		v_addr(c, addr);
		return;
	}
	v_str(c, buf, n > COMM_CHARS ? COMM_CHARS : (size_t)n, false);
}

/* What a return value means is shown after it in strace's own words,
 * "= 0x1 (SECBIT_NOROOT)": abbreviated whatever -X says, and not at
 * all under -X raw. aux_begin gives the context to print it with, or
 * false under -X raw. */
struct aux {
	struct pctx c;
	struct options opt;
};

static bool aux_begin(const struct pctx *c, struct aux *a)
{
	if (c->opt->xlat_style == XLAT_RAW)
		return false;
	a->opt = *c->opt;
	a->opt.xlat_style = XLAT_ABBREV;
	a->c = *c;
	a->c.opt = &a->opt;
	v_text(c, " (");
	return true;
}

static void aux_end(const struct pctx *c)
{
	v_putc(c, ')');
}

/* Whether v has a bit the set names. */
static bool any_known(const struct xlat *set, uint64_t v)
{
	for (unsigned i = 0; i < set->n; i++)
		if (set->e[i].val && (v & set->e[i].val) == set->e[i].val)
			return true;
	return false;
}

/* PR_SVE_SET_VL, PR_SME_SET_VL: flags above the length, then the
 * length: "PR_SVE_VL_INHERIT|0xff", "0x10000|0", "0xf"; -X verbose
 * names the value even when no flag is known ("0x10000 / * 0x10000|0
 * * /"), so the whole is one styled region. */
static void vl_arg(const struct pctx *c, const struct xlat *set, uint64_t v)
{
	uint64_t fl = v & ~(uint64_t)VL_LEN_MASK, rest;

	struct vstyle st;

	if (!fl) {
		v_hex(c, v);
		return;
	}
	v_style_begin(c, &st);
	v_flags_begin(c, v, set);
	rest = v_flag_names(c, set, fl);
	if (rest)
		v_flag_bits(c, rest);
	v_flag_bits(c, v & VL_LEN_MASK);
	v_flags_end(c);
	v_style_end(c, &st, v, VS_HEX);
}

/* The length alone needs no words: only a value with flag bits. */
static int vl_ret(const struct pctx *c, int64_t rval, const struct xlat *set)
{
	struct aux a;

	if (rval < 0)
		return v_int(c, rval);
	v_hex(c, (uint64_t)rval);
	if (rval > VL_LEN_MASK && aux_begin(c, &a)) {
		vl_arg(&a.c, set, (uint64_t)rval);
		aux_end(c);
	}
	return PRINT_OK;
}

static int sve_vl_ret(const struct pctx *c, int64_t rval,
		      const union dec_ret_data *d)
{
	(void)d;
	return vl_ret(c, rval, &xlat_pr_sve_vl_flags);
}

static int sme_vl_ret(const struct pctx *c, int64_t rval,
		      const union dec_ret_data *d)
{
	(void)d;
	return vl_ret(c, rval, &xlat_pr_sme_vl_flags);
}

/* PR_SET_TAGGED_ADDR_CTRL's word: the enable bit (! when clear), the
 * fault mode, the tag mask as N<<PR_MTE_TAG_SHIFT, unknown bits. */
static void tagged_ctrl(const struct pctx *c, uint64_t v)
{
	uint64_t tag = (v & MTE_TAG_MASK) >> MTE_TAG_SHIFT;
	uint64_t rest = v & ~(MTE_TAG_MASK | MTE_TCF_MASK | TAGGED_ENABLE);
	const char *tcf = xlat_name(&xlat_pr_mte_tcf, v & MTE_TCF_MASK);

	v_flags_begin(c, v, NULL);
	v_flag_name(c, v & TAGGED_ENABLE ? "PR_TAGGED_ADDR_ENABLE" :
					   "!PR_TAGGED_ADDR_ENABLE");
	if (tcf)
		v_flag_name(c, tcf);
	if (tag)
		v_flag_text(c, "%#llx<<PR_MTE_TAG_SHIFT",
			    (unsigned long long)tag);
	if (rest)
		v_flag_bits(c, rest);
	v_flags_end(c);
}

/* A control word returned whole: hex, then its parts as a comment. */
static int word_ret(const struct pctx *c, int64_t rval,
		    void (*parts)(const struct pctx *, uint64_t))
{
	struct aux a;

	if (rval < 0)
		return v_int(c, rval);
	v_hex(c, (uint64_t)rval);
	if (aux_begin(c, &a)) {
		parts(&a.c, (uint64_t)rval);
		aux_end(c);
	}
	return PRINT_OK;
}

static int tagged_ret(const struct pctx *c, int64_t rval,
		      const union dec_ret_data *d)
{
	(void)d;
	return word_ret(c, rval, tagged_ctrl);
}

/* One 2-bit state of the RISC-V vector control word, its name or hex;
 * the state after execve is written as shifted into its place. */
static void rv_state(const struct pctx *c, unsigned v, bool next)
{
	const char *n = xlat_name(&xlat_pr_riscv_v_ctrl, v);

	if (n)
		v_flag_text(c, "%s%s", n, next ? "<<2" : "");
	else
		v_flag_text(c, "%#x%s", v, next ? "<<2" : "");
}

/* The word as "CUR|NEXT<<2|[!]PR_RISCV_V_VSTATE_CTRL_INHERIT|rest", the
 * inherit bit named even when clear, as for PR_SET_TAGGED_ADDR_CTRL. */
static void riscv_v_ctrl(const struct pctx *c, uint64_t v)
{
	uint64_t rest = v & ~RV_CTRL_MASK;

	v_flags_begin(c, v, NULL);
	rv_state(c, v & RV_CUR_MASK, false);
	rv_state(c, (v >> RV_NEXT_SHIFT) & RV_CUR_MASK, true);
	v_flag_name(c, v & RV_INHERIT ? "PR_RISCV_V_VSTATE_CTRL_INHERIT" :
					"!PR_RISCV_V_VSTATE_CTRL_INHERIT");
	if (rest)
		v_flag_bits(c, rest);
	v_flags_end(c);
}

/* PR_RISCV_V_GET_CONTROL returns the word: every value has a meaning. */
static int riscv_v_ret(const struct pctx *c, int64_t rval,
		       const union dec_ret_data *d)
{
	(void)d;
	return word_ret(c, rval, riscv_v_ctrl);
}

/* A return value that is a set of flags: "0xff (A|B)", the words only
 * when some bit has a name. */
static int flags_ret(const struct pctx *c, int64_t rval,
		     const struct xlat *set)
{
	struct aux a;

	if (rval <= 0)
		return v_int(c, rval);
	v_hex(c, (uint64_t)rval);
	if (any_known(set, (uint64_t)rval) && aux_begin(c, &a)) {
		v_flags(&a.c, set, (uint64_t)rval, NULL);
		aux_end(c);
	}
	return PRINT_OK;
}

static int secbits_ret(const struct pctx *c, int64_t rval,
		       const union dec_ret_data *d)
{
	(void)d;
	return flags_ret(c, rval, &xlat_pr_secbits);
}

static int pac_ret(const struct pctx *c, int64_t rval,
		   const union dec_ret_data *d)
{
	(void)d;
	return flags_ret(c, rval, &xlat_pr_pac_enabled_keys);
}

static int fp_mode_ret(const struct pctx *c, int64_t rval,
		       const union dec_ret_data *d)
{
	(void)d;
	return flags_ret(c, rval, &xlat_pr_fp_mode);
}

static int mdwe_ret(const struct pctx *c, int64_t rval,
		    const union dec_ret_data *d)
{
	(void)d;
	return flags_ret(c, rval, &xlat_pr_mdwe_flags);
}

static int dexcr_ret(const struct pctx *c, int64_t rval,
		     const union dec_ret_data *d)
{
	(void)d;
	return flags_ret(c, rval, &xlat_pr_ppc_dexcr_ctrl);
}

static int spec_ret(const struct pctx *c, int64_t rval,
		    const union dec_ret_data *d)
{
	struct aux a;

	(void)d;
	if (rval < 0)
		return v_int(c, rval);
	v_hex(c, (uint64_t)rval);
	/* 0 is PR_SPEC_NOT_AFFECTED; other values need a known bit. */
	if ((!rval || any_known(&xlat_pr_spec_get, (uint64_t)rval)) &&
	    aux_begin(c, &a)) {
		v_flags(&a.c, &xlat_pr_spec_get, (uint64_t)rval, NULL);
		aux_end(c);
	}
	return PRINT_OK;
}

static int enum_ret(const struct pctx *c, int64_t rval, const struct xlat *x)
{
	const char *n = rval >= 0 ? xlat_name(x, (uint64_t)rval) : NULL;
	struct aux a;

	v_int(c, rval);
	if (n && aux_begin(c, &a)) {
		v_text(c, n);
		aux_end(c);
	}
	return PRINT_OK;
}

static int dumpable_ret(const struct pctx *c, int64_t rval,
			const union dec_ret_data *d)
{
	(void)d;
	return enum_ret(c, rval, &xlat_dumpable);
}

static int mce_ret(const struct pctx *c, int64_t rval,
		   const union dec_ret_data *d)
{
	(void)d;
	return enum_ret(c, rval, &xlat_pr_mce_kill_policy);
}

/* The pointer of PR_SCHED_CORE_GET (a u64 cookie) and of
 * PR_GET_TID_ADDRESS (a word): "[0x...]" once the kernel wrote it. */
static void hex_out(const struct pctx *c, uint64_t addr, size_t size)
{
	uint64_t v = 0;

	if (c->call->err || !addr) {
		v_addr(c, addr);
		return;
	}
	if (size == 8 ? umove(c, addr, 8, &v) < 0 :
			umove_ulong(c, addr, &v) < 0) {
		v_addr(c, addr);
		return;
	}
	v_array_begin(c);
	v_elem(c);
	v_hex(c, v);
	v_array_end(c);
}

/* struct sock_fprog: {len=N, filter=0x...}. */
void print_fprog_at(const struct pctx *c, uint64_t addr)
{
	uint64_t len = 0, filter = 0;
	size_t w = abi_word(c);
	unsigned char buf[16];

	if (!umove_or_addr(c, addr, 2 * w, buf))
		return;
	memcpy(&len, buf, 2);	/* unsigned short, then padding */
	if (w == 8)
		memcpy(&filter, buf + 8, 8);
	else
		memcpy(&filter, buf + 4, 4);
	v_struct_begin(c);
	f_uint(c, "len", len);
	v_field(c, "filter");
	if (c->opt->verbose && filter)
		print_cbpf_insns(c, filter, (unsigned)len, true);
	else
		v_addr(c, filter);
	v_struct_end(c);
}

/* The part shown at exit: the argument the kernel filled. */
static int prctl_exit(const struct pctx *c, unsigned op, const uint64_t *a)
{
	switch (op) {
	case PR_O_GET_PDEATHSIG:
		sep(c);
		int_out(c, a[1], true, NULL, NULL, false);
		break;
	case PR_O_GET_CHILD_SUBREAPER: case PR_O_GET_ENDIAN:
	case PR_O_GET_FPEMU: case PR_O_GET_FPEXC:
		sep(c);
		int_out(c, a[1], false, NULL, NULL, false);
		break;
	case PR_O_GET_UNALIGN:
		sep(c);
		int_out(c, a[1], false, &xlat_pr_unalign, "PR_UNALIGN_???",
			true);
		break;
	case PR_O_GET_TSC:
		sep(c);
		int_out(c, a[1], false, &xlat_pr_tsc, "PR_TSC_???", false);
		break;
	case PR_O_GET_NAME:
		sep(c);
		comm_out(c, a[1]);
		break;
	case PR_O_GET_TID_ADDRESS:
		sep(c);
		hex_out(c, a[1], 0);
		break;
	case PR_O_SCHED_CORE:
		sep(c);
		/* Only PR_SCHED_CORE_GET reads the fifth argument as a
		 * pointer; the others require it to be 0, so strace 7.2
		 * prints it as a number (0, not NULL). */
		if ((uint32_t)a[1] == 0)	/* PR_SCHED_CORE_GET */
			hex_out(c, a[4], 8);
		else
			v_hex(c, a[4]);
		break;
	}
	return PRINT_OK;
}

/* The kernel takes the operation, pid and pid type as ints. */
static void sched_core(const struct pctx *c, const uint64_t *a)
{
	const char *pt = xlat_name(&xlat_pidtype, (uint32_t)a[3]);

	/* The pid types (PIDTYPE_PID, _TGID, _PGID, _SID) name the same
	 * kinds of ids as PID_TID, PID_TGID, ... do. */
	unsigned kind = (uint32_t)a[3] < PID_KINDS ? (uint32_t)a[3] : PID_TGID;

	v_enum(c, &xlat_pr_sched_core, (uint32_t)a[1], "PR_SCHED_CORE_???");
	sep(c);
	v_pid_kind(c, (int32_t)a[2], kind);
	sep(c);
	/* strace names the pid type in a comment beside its number;
	 * -X raw shows the number alone. */
	if (c->opt->xlat_style == XLAT_RAW)
		v_numf(c, VK_ENUM, (uint32_t)a[3], "%#x", (uint32_t)a[3]);
	else
		v_numf(c, VK_ENUM, (uint32_t)a[3], "%#x /* %s */",
		       (uint32_t)a[3], pt ? pt : "PIDTYPE_???");
}

static void pdeathsig_arg(const struct pctx *c, uint64_t v)
{
	if (v <= 128)
		v_sig(c, (int)v);
	else
		v_uint(c, v);
}

static void sve_vl_arg(const struct pctx *c, uint64_t v)
{
	vl_arg(c, &xlat_pr_sve_vl_flags, v);
}

static void sme_vl_arg(const struct pctx *c, uint64_t v)
{
	vl_arg(c, &xlat_pr_sme_vl_flags, v);
}

static void ptracer_arg(const struct pctx *c, uint64_t v)
{
	struct vstyle st;

	if ((int32_t)v != -1) {
		v_pid(c, (int32_t)v);
		return;
	}
	v_style_begin(c, &st);
	v_const(c, v, "PR_SET_PTRACER_ANY");
	v_style_end(c, &st, (uint64_t)-1, VS_DEC);
}

/* An option whose inputs do not depend on each other: a line of
 * syscalls/prctl.list, whose table (arguments 1 and 2, prctl's arg2
 * and arg3, then the rest in hex, and the printer of the return value)
 * is generated into prctl_gen.h. An option in no row and not one of
 * prctl_sub()'s shows arguments 1..4 in hex. */
#include "prctl_gen.h"

/* The options with an operation of their own in argument 1, whose
 * other arguments depend on it. False for any other option. */
static bool prctl_sub(const struct pctx *c, unsigned op, const uint64_t *a)
{
	switch (op) {
	case PR_O_GET_SPEC_CTRL:
		sep(c);
		/* the result is named only for a known control */
		if (v_enum(c, &xlat_pr_spec_which, a[1], "PR_SPEC_???"))
			set_ret_printer(c, spec_ret);
		return true;
	case PR_O_SET_SPEC_CTRL: {
		sep(c);
		/* the value is named only for a known control */
		bool known = v_enum(c, &xlat_pr_spec_which, a[1],
				    "PR_SPEC_???");

		sep(c);
		if (known)
			v_enum(c, &xlat_pr_spec_set, a[2], "PR_SPEC_???");
		else
			v_hex(c, a[2]);
		return true;
	}
	case PR_O_CAP_AMBIENT:
		sep(c);
		v_enum(c, &xlat_pr_cap_ambient, a[1], "PR_CAP_AMBIENT_???");
		if (a[1] >= 1 && a[1] <= 3) {	/* IS_SET, RAISE, LOWER */
			sep(c);
			v_enum(c, &xlat_capability, a[2], "CAP_???");
			rest_hex(c, a, 3);
		} else {
			rest_hex(c, a, 2);
		}
		return true;
	case PR_O_MCE_KILL:
		sep(c);
		v_enum(c, &xlat_pr_mce_kill, a[1], "PR_MCE_KILL_???");
		if (a[1] == 1) {		/* PR_MCE_KILL_SET */
			sep(c);
			v_enum(c, &xlat_pr_mce_kill_policy, a[2],
			       "PR_MCE_KILL_???");
			rest_hex(c, a, 3);
		} else {
			rest_hex(c, a, 2);
		}
		return true;
	case PR_O_SET_SECCOMP:
		sep(c);
		v_enum(c, &xlat_seccomp_mode, a[1], "SECCOMP_MODE_???");
		if (a[1] == 1)			/* strict: nothing more */
			return true;
		if (a[1] == 2) {		/* filter: a sock_fprog */
			sep(c);
			print_fprog_at(c, a[2]);
			return true;
		}
		rest_hex(c, a, 2);
		return true;
	case PR_O_SET_SYSCALL_USER_DISPATCH:
		sep(c);
		v_enum(c, &xlat_pr_sys_dispatch, a[1], "PR_SYS_DISPATCH_???");
		/* whatever the mode (off ignores them): offset and length,
		 * then the selector byte's address */
		sep(c);
		v_hex(c, a[2]);
		sep(c);
		v_hex(c, a[3]);
		sep(c);
		v_addr(c, a[4]);
		return true;
	case PR_O_SET_VMA:
		sep(c);
		v_enum(c, &xlat_pr_set_vma, a[1], "PR_SET_VMA_???");
		if (a[1] != 0) {
			rest_hex(c, a, 2);
			return true;
		}
		sep(c);
		v_addr(c, a[2]);
		sep(c);
		v_uint(c, a[3]);
		sep(c);
		v_str_at(c, a[4], (size_t)c->opt->string_limit);
		return true;
	case PR_O_SCHED_CORE:
		sep(c);
		sched_core(c, a);
		return true;
	}
	return false;
}

/* The option's inputs. */
static void prctl_entry(const struct pctx *c, unsigned op, const uint64_t *a)
{
	const struct op_row *p = OP_FIND(prctl_ops, op);

	if (!p) {
		if (prctl_sub(c, op, a))
			return;
		/* PR_GET_NO_NEW_PRIVS, PR_GET_THP_DISABLE,
		 * PR_GET_IO_FLUSHER, the MPX options and unknown ones:
		 * all four in hex. */
		rest_hex(c, a, 1);
		return;
	}
	op_args_show(c, &prctl_ops, p, a, 5);	/* a: all five */
	if (p->rest)
		rest_hex(c, a, p->rest);
	if (op_row_ret(&prctl_ops, p))
		set_ret_printer(c, op_row_ret(&prctl_ops, p));
}

static bool prctl_has_exit(unsigned op)
{
	switch (op) {
	case PR_O_GET_PDEATHSIG: case PR_O_GET_CHILD_SUBREAPER:
	case PR_O_GET_ENDIAN: case PR_O_GET_FPEMU: case PR_O_GET_FPEXC:
	case PR_O_GET_UNALIGN: case PR_O_GET_TSC: case PR_O_GET_NAME:
	case PR_O_GET_TID_ADDRESS: case PR_O_SCHED_CORE:
		return true;
	}
	return false;
}

int print_prctl(const struct pctx *c, uint64_t v, const uint64_t *args)
{
	uint64_t a[5];
	/* The kernel takes the option as an int. */
	unsigned op = (unsigned)v;

	for (int i = 0; i < 5; i++)
		a[i] = c->compat ? (uint32_t)args[i] : args[i];
	if (c->exiting)
		return prctl_has_exit(op) ? prctl_exit(c, op, a) : PRINT_OK;
	v_enum(c, &xlat_prctl_option, op, "PR_???");
	prctl_entry(c, op, a);
	return PRINT_OK;
}

/* ---- arch_prctl (x86) ------------------------------------------- */

enum {
	ARCH_O_SET_GS = 0x1001, ARCH_O_SET_FS = 0x1002, ARCH_O_GET_FS = 0x1003,
	ARCH_O_GET_GS = 0x1004, ARCH_O_GET_CPUID = 0x1011,
	ARCH_O_SET_CPUID = 0x1012, ARCH_O_GET_XCOMP_SUPP = 0x1021,
	ARCH_O_GET_XCOMP_PERM = 0x1022, ARCH_O_REQ_XCOMP_PERM = 0x1023,
	ARCH_O_GET_XCOMP_GUEST_PERM = 0x1024,
	ARCH_O_REQ_XCOMP_GUEST_PERM = 0x1025,
};

/* "0x8 / * XFEATURE_PT_UNIMPLEMENTED_SO_FAR * /": strace shows the number
 * with its name in a comment. */
static void xfeature(const struct pctx *c, uint64_t v)
{
	const char *n = xlat_name(&xlat_xfeature, v);

	if (c->opt->xlat_style == XLAT_RAW) {
		v_hex(c, v);
		return;
	}
	v_numf(c, VK_ENUM, v, "%#llx /* %s */", (unsigned long long)v,
	       n ? n : "XFEATURE_???");
}

/* The names of a mask's features, in the comment strace always writes
 * after the number (-X raw leaves it out): the groups first, the
 * leftover bits in hex, XFEATURE_MASK_??? when no name fits. */
static void xfeature_names(const struct pctx *c, uint64_t m)
{
	const struct xlat *x = &xlat_xfeature_mask;
	uint64_t rest = m;
	bool any = false;

	for (unsigned i = 0; i < x->n; i++) {
		uint64_t b = x->e[i].val;

		if (!b || (rest & b) != b)
			continue;
		v_textf(c, "%s%s", any ? "|" : "", xlat_ename(&x->e[i]));
		rest &= ~b;
		any = true;
	}
	if (!any)
		v_text(c, "XFEATURE_MASK_???");
	else if (rest)
		v_textf(c, "|%#llx", (unsigned long long)rest);
}

/* [0xe7 / * XFEATURE_MASK_FPSSE|... * /] at exit. */
static void xfeature_mask_out(const struct pctx *c, uint64_t addr)
{
	uint64_t m;

	if (!out_or_addr(c, addr, sizeof(m), &m))
		return;
	v_array_begin(c);
	v_elem(c);
	v_hex(c, m);
	if (m && c->opt->xlat_style != XLAT_RAW) {
		v_text(c, " /* ");
		xfeature_names(c, m);
		v_text(c, " */");
	}
	v_array_end(c);
}

/* ARCH_REQ_XCOMP_PERM's result: a positive one is a feature mask, in hex
 * with the names of the features it holds (none with -X raw). */
static int xcomp_perm_ret(const struct pctx *c, int64_t rval,
			  const union dec_ret_data *d)
{
	const struct xlat *x = &xlat_xfeature_mask;
	uint64_t known = 0;

	(void)d;
	if (rval <= 0)
		return v_int(c, rval);
	v_hex(c, (uint64_t)rval);
	for (unsigned i = 0; i < x->n; i++)
		known |= x->e[i].val;
	if (c->opt->xlat_style != XLAT_RAW && ((uint64_t)rval & known)) {
		v_text(c, " (");
		xfeature_names(c, (uint64_t)rval);
		v_putc(c, ')');
	}
	return PRINT_OK;
}

/* The code is an int; the second argument a value, an address, or where
 * the kernel writes the answer (shown at exit). */
int print_arch_prctl(const struct pctx *c, uint64_t v, const uint64_t *args)
{
	unsigned code = (unsigned)v;
	uint64_t a = c->compat ? (uint32_t)args[1] : args[1];

	switch (code) {
	case ARCH_O_GET_FS: case ARCH_O_GET_GS:
	case ARCH_O_GET_XCOMP_SUPP: case ARCH_O_GET_XCOMP_PERM:
	case ARCH_O_GET_XCOMP_GUEST_PERM:
		if (!c->exiting) {
			v_enum(c, &xlat_arch_prctl_code, code, "ARCH_???");
			return PRINT_OK;
		}
		v_text(c, ", ");
		if (code == ARCH_O_GET_FS || code == ARCH_O_GET_GS)
			print_word_out(c, a, v_addr);
		else
			xfeature_mask_out(c, a);
		return PRINT_OK;
	}
	if (c->exiting)
		return PRINT_OK;
	v_enum(c, &xlat_arch_prctl_code, code, "ARCH_???");
	switch (code) {
	case ARCH_O_GET_CPUID:
		return PRINT_OK;
	case ARCH_O_REQ_XCOMP_PERM: case ARCH_O_REQ_XCOMP_GUEST_PERM:
		set_ret_printer(c, xcomp_perm_ret);
		v_text(c, ", ");
		xfeature(c, a);
		return PRINT_OK;
	}
	v_text(c, ", ");
	v_hex(c, a);
	return PRINT_OK;
}

/* ---- seccomp ------------------------------------------------------ */

enum {
	SC_SET_MODE_STRICT, SC_SET_MODE_FILTER, SC_GET_ACTION_AVAIL,
	SC_GET_NOTIF_SIZES,
};

/* struct seccomp_notif_sizes, three u16 the kernel wrote. */
static void notif_sizes_at(const struct pctx *c, uint64_t addr)
{
	uint16_t s[3];

	if (!out_or_addr(c, addr, sizeof(s), s))
		return;
	v_struct_begin(c);
	f_uint(c, "seccomp_notif", s[0]);
	f_uint(c, "seccomp_notif_resp", s[1]);
	f_uint(c, "seccomp_data", s[2]);
	v_struct_end(c);
}

/* The operation and flags are unsigned ints (seccomp(2)); the third
 * argument's meaning is the operation's. */
int print_seccomp(const struct pctx *c, uint64_t v, const uint64_t *args)
{
	unsigned op = (uint32_t)v, flags = (uint32_t)args[1];
	uint64_t arg = c->compat ? (uint32_t)args[2] : args[2];

	if (c->exiting) {
		if (op == SC_GET_NOTIF_SIZES) {
			sep(c);
			notif_sizes_at(c, arg);
		}
		return PRINT_OK;
	}
	v_enum(c, &xlat_seccomp_op, op, "SECCOMP_???");
	sep(c);
	if (op == SC_SET_MODE_FILTER)
		v_flags(c, &xlat_seccomp_filter_flags, flags,
			"SECCOMP_FILTER_FLAG_???");
	else
		v_hex(c, flags);
	switch (op) {
	case SC_SET_MODE_STRICT:
		sep(c);
		v_addr(c, arg);
		break;
	case SC_SET_MODE_FILTER:
		sep(c);
		print_fprog_at(c, arg);
		break;
	case SC_GET_ACTION_AVAIL:
		sep(c);
		/* the action: [SECCOMP_RET_...] */
		print_enum_box_at(c, arg, 4, &xlat_seccomp_ret_action,
				  "SECCOMP_RET_???");
		break;
	case SC_GET_NOTIF_SIZES:
		break;
	default:
		sep(c);
		v_hex(c, arg);
	}
	return PRINT_OK;
}
