/* ptrace(2) as a traced program calls it (a debugger, a sandbox, a test
 * that traces its own child). The request decides which of pid, addr
 * and data mean something and what each one is, so one printer shows
 * the whole call (argument 0's type, the others are skip): the request
 * and its inputs at entry, what the kernel wrote through data at exit.
 * Which request has which arguments is a line of syscalls/ptrace.list
 * (ptrace_gen.h); C only for the structures. */
#include "printers.h"
#include "decode/opargs.h"
#include "arch/arch.h"
#include "core/core.h"

#include <signal.h>
#include <stddef.h>

#include <string.h>

/* [word]: a word the kernel stored (PEEK*, GETEVENTMSG). */
static void word_out(const struct pctx *c, uint64_t addr)
{
	print_word_out(c, addr, v_hex);
}

/* ---- register sets --------------------------------------------- */

/* A register structure as a list of fields: name, offset, size of one
 * element (2, 4 or 8 bytes) and the number of elements (arrays). The
 * kernel copies only a prefix of a register set when iov_len is short,
 * so only the fields (and array elements) wholly inside it are shown. */
struct reg_field {
	const char *name;
	uint16_t off;
	uint8_t size, count;
};

struct reg_layout {
	const struct reg_field *f;
	unsigned n;
	size_t size;
};

#define RF(n, o) { #n, o, 8, 1 }
#if defined(__x86_64__)
/* struct user_regs_struct (<sys/user.h>), x86_64. */
static const struct reg_field x86_64_regs[] = {
	RF(r15, 0), RF(r14, 8), RF(r13, 16), RF(r12, 24), RF(rbp, 32),
	RF(rbx, 40), RF(r11, 48), RF(r10, 56), RF(r9, 64), RF(r8, 72),
	RF(rax, 80), RF(rcx, 88), RF(rdx, 96), RF(rsi, 104), RF(rdi, 112),
	RF(orig_rax, 120), RF(rip, 128), RF(cs, 136), RF(eflags, 144),
	RF(rsp, 152), RF(ss, 160), RF(fs_base, 168), RF(gs_base, 176),
	RF(ds, 184), RF(es, 192), RF(fs, 200), RF(gs, 208),
};

/* struct user_fpregs_struct (<sys/user.h>), x86_64: the FXSAVE area. */
static const struct reg_field x86_64_fpregs[] = {
	{ "cwd", 0, 2, 1 }, { "swd", 2, 2, 1 }, { "ftw", 4, 2, 1 },
	{ "fop", 6, 2, 1 }, { "rip", 8, 8, 1 }, { "rdp", 16, 8, 1 },
	{ "mxcsr", 24, 4, 1 }, { "mxcr_mask", 28, 4, 1 },
	{ "st_space", 32, 4, 32 }, { "xmm_space", 160, 4, 64 },
	{ "padding", 416, 4, 24 },
};

static const struct reg_layout x86_64_prstatus = {
	x86_64_regs, ARRAY_SIZE(x86_64_regs), 216,
};
static const struct reg_layout x86_64_fpregset = {
	x86_64_fpregs, ARRAY_SIZE(x86_64_fpregs), 512,
};
#endif
#undef RF

/* NT_PRSTATUS and NT_FPREGSET, for PTRACE_GETREGSET and the like; NULL
 * for a set (or an ABI) whose layout we do not describe: its address. */
static const struct reg_layout *reg_layout_of(const struct pctx *c,
					      uint64_t nt)
{
#if defined(__x86_64__)
	if (c->compat)
		return NULL;
	if (nt == 1)
		return &x86_64_prstatus;
	if (nt == 2)
		return &x86_64_fpregset;
#else
	(void)c;
	(void)nt;
#endif
	return NULL;
}

static uint64_t reg_elem(const unsigned char *b, unsigned size)
{
	uint16_t h;
	uint32_t w;
	uint64_t q;

	switch (size) {
	case 2:
		memcpy(&h, b, 2);
		return h;
	case 4:
		memcpy(&w, b, 4);
		return w;
	default:
		memcpy(&q, b, 8);
		return q;
	}
}

/* The first len bytes of a register structure at addr; a longer buffer
 * ends in "..." (what the kernel ignores). */
static void print_regs_at(const struct pctx *c, const struct reg_layout *l,
			  uint64_t addr, uint64_t len)
{
	unsigned char buf[512];
	bool more = len > l->size;

	if (more)
		len = l->size;
	if (!addr || !len || len > sizeof(buf) ||
	    umove(c, addr, (size_t)len, buf) < 0) {
		v_addr(c, addr);
		return;
	}
	v_struct_begin(c);
	for (unsigned i = 0; i < l->n; i++) {
		const struct reg_field *f = &l->f[i];
		unsigned have;

		if (f->off + f->size > len)
			break;
		have = (unsigned)((len - f->off) / f->size);
		if (have > f->count)
			have = f->count;
		v_field(c, f->name);
		if (f->count == 1) {
			v_hex(c, reg_elem(buf + f->off, f->size));
			continue;
		}
		v_array_begin(c);
		for (unsigned j = 0; j < have; j++) {
			if (past_limit(c, j))
				break;
			v_elem(c);
			v_hex(c, reg_elem(buf + f->off + j * f->size,
					  f->size));
		}
		v_array_end(c);
	}
	if (more)
		v_more(c);
	v_struct_end(c);
}

/* x86's PTRACE_GETREGS / SETREGS (12, 13) and GETFPREGS / SETFPREGS
 * (14, 15) move the same structures as NT_PRSTATUS and NT_FPREGSET. */
static const struct reg_layout *regs_layout(const struct pctx *c, uint64_t req)
{
	if (req == 12 || req == 13)
		return reg_layout_of(c, 1);
	if (req == 14 || req == 15)
		return reg_layout_of(c, 2);
	return NULL;
}

/* {iov_base=..., iov_len=N}: the registers when we know the set's
 * layout and the kernel read (SET) or wrote (GET, success) them; the
 * kernel writes back the length it used, "iov_len=N => M" when that
 * differs from the one asked for (saved at entry). */
static void regset_iov(const struct pctx *c, uint64_t nt, uint64_t addr,
		       bool get)
{
	const struct reg_layout *l = reg_layout_of(c, nt);
	uint64_t w[2], len;
	size_t ws = abi_word(c);

	if (!addr || umove_ulong(c, addr, &w[0]) < 0 ||
	    umove_ulong(c, addr + ws, &w[1]) < 0) {
		v_addr(c, addr);
		return;
	}
	v_struct_begin(c);
	v_field(c, "iov_base");
	/* The kernel moves whole registers: another length is EINVAL. */
	/* SET read what it was given (the length at entry); GET wrote
	 * what it returns in iov_len. */
	len = get ? w[1] : c->tcp->dec->ret_data.ptrace_len;
	if (l && len % 8 == 0 && (!get || !c->call->err))
		print_regs_at(c, l, w[0], len);
	else
		v_addr(c, w[0]);
	v_field(c, "iov_len");
	if (!c->call->err && c->tcp->dec->ret_data.ptrace_len != w[1]) {
		v_uint(c, c->tcp->dec->ret_data.ptrace_len);
		v_changed(c);
	}
	v_uint(c, w[1]);
	v_struct_end(c);
}

/* struct ptrace_peeksiginfo_args: u64 off, u32 flags, s32 nr. */
static void peeksiginfo_args(const struct pctx *c, uint64_t addr)
{
	struct {
		uint64_t off;
		uint32_t flags;
		int32_t nr;
	} a;

	if (!umove_or_addr(c, addr, sizeof(a), &a))
		return;
	v_struct_begin(c);
	f_uint(c, "off", a.off);
	f_flags(c, "flags", &xlat_ptrace_peeksiginfo_flags, a.flags,
		"PTRACE_PEEKSIGINFO_???");
	f_int(c, "nr", a.nr);
	v_struct_end(c);
}

/* The siginfo_t array PEEKSIGINFO filled: as many as it returned. */
static void peeksiginfo_out(const struct pctx *c, uint64_t addr)
{
	size_t sz = c->compat ? 128 : sizeof(siginfo_t);
	int64_t n = c->call->rval;

	if (c->call->err || !addr || n <= 0) {
		v_addr(c, addr);
		return;
	}
	v_array_begin(c);
	for (int64_t i = 0; i < n; i++) {
		if (past_limit(c, i))
			break;
		v_elem(c);
		print_siginfo_in(c, addr + (uint64_t)i * sz);
	}
	v_array_end(c);
}

/* struct seccomp_metadata: u64 filter_off (in), u64 flags (out). */
static void seccomp_meta(const struct pctx *c, uint64_t size, uint64_t addr)
{
	uint64_t m[2];

	if (!addr || size < sizeof(m[0]) ||
	    umove(c, addr, sizeof(m[0]), &m[0]) < 0) {
		v_addr(c, addr);
		return;
	}
	v_struct_begin(c);
	f_uint(c, "filter_off", m[0]);
	if (!c->call->err && size >= sizeof(m) &&
	    umove(c, addr, sizeof(m), m) == 0)
		f_flags(c, "flags", &xlat_seccomp_filter_flags, m[1],
			"SECCOMP_FILTER_FLAG_???");
	v_struct_end(c);
}

/* struct ptrace_rseq_configuration (5.13): u64 rseq_abi_pointer,
 * u32 rseq_abi_size, u32 signature, u32 flags, u32 pad. */
static void rseq_conf(const struct pctx *c, uint64_t addr)
{
	struct {
		uint64_t ptr;
		uint32_t size, sig, flags, pad;
	} r;

	if (c->call->err || !addr || c->call->rval < (int64_t)sizeof(r) ||
	    umove(c, addr, sizeof(r), &r) < 0) {
		v_addr(c, addr);
		return;
	}
	v_struct_begin(c);
	f_addr(c, "rseq_abi_pointer", r.ptr);
	f_uint(c, "rseq_abi_size", r.size);
	f_hex(c, "signature", r.sig);
	f_hex(c, "flags", r.flags);
	v_struct_end(c);
}

/* ---- PTRACE_GET_SYSCALL_INFO --------------------------------------- */

/* struct ptrace_syscall_info (<linux/ptrace.h>, 5.3): the same layout
 * on every ABI. The kernel copies min(addr, its size) bytes and returns
 * its size, so only the fields wholly inside both are shown. Linux 6.16
 * named the padding reserved and flags (both must be 0 for
 * PTRACE_SET_SYSCALL_INFO, which reads the structure back). */
struct psi_k {
	uint8_t op, reserved;
	uint16_t flags;
	uint32_t arch;
	uint64_t ip, sp;
	union {
		struct {
			uint64_t nr, args[6];
		} entry;
		struct {
			int64_t rval;
			uint8_t is_error;
		} exit;
		struct {
			uint64_t nr, args[6];
			uint32_t ret_data;
		} seccomp;
	} u;
};

enum { PSI_NONE, PSI_ENTRY, PSI_EXIT, PSI_SECCOMP };

#define PSI_END(f) (offsetof(struct psi_k, f) + sizeof(((struct psi_k *)0)->f))

/* __NR_name of the call on the ABI arch names (the number alone when
 * the host runs no such ABI or the number is unknown there). */
static void psi_nr(const struct pctx *c, uint32_t arch, uint64_t nr)
{
	const struct sysdesc *sd = NULL;
	uint64_t n = nr;
	unsigned p = npersonalities;

	for (unsigned i = 0; i < npersonalities; i++)
		if (personalities[i].audit_arch == arch) {
			p = (unsigned)arch_personality(arch, &n);
			break;
		}
	if (p < npersonalities && n == nr)
		sd = syscall_desc(p, n);
	if (!sd || !sd->name) {
		v_uint(c, nr);
		return;
	}
	v_namef(c, VS_DEC, nr, "__NR_%s", sd->name);
}

/* nr, then as many args as fit in len bytes. */
static void psi_call(const struct pctx *c, const struct psi_k *s,
		     size_t len, size_t nr_off)
{
	size_t args_off = nr_off + sizeof(uint64_t);
	const uint64_t *args = s->u.entry.args;

	v_field(c, "nr");
	psi_nr(c, s->arch, s->u.entry.nr);
	if (len < args_off + sizeof(uint64_t))
		return;
	v_field(c, "args");
	v_array_begin(c);
	for (unsigned i = 0; i < 6; i++) {
		if (len < args_off + (i + 1) * sizeof(uint64_t))
			break;
		v_elem(c);
		v_hex(c, args[i]);
	}
	v_array_end(c);
}

/* -ENOENT (abbrev), -2 (raw), -2 / * -ENOENT * / (verbose). */
static void psi_rval(const struct pctx *c, int64_t rval, bool is_error)
{
	const char *en = NULL;

	if (is_error && rval < 0 && rval > -4096)
		en = errno_name((int)-rval);
	if (!en || c->opt->xlat_style == XLAT_RAW)
		v_int(c, rval);
	else if (c->opt->xlat_style == XLAT_VERBOSE)
		v_numf(c, VK_ENUM, (uint64_t)rval, "%lld /* -%s */",
		       (long long)rval, en);
	else
		v_numf(c, VK_ENUM, (uint64_t)rval, "-%s", en);
}

/* The fields of s wholly inside its first len bytes; set: the caller's
 * copy for PTRACE_SET_SYSCALL_INFO, whose reserved and flags the kernel
 * checks, so they are shown when not 0 (even a byte of flags, as the
 * kernel reads what it is given). */
static void psi_print(const struct pctx *c, const struct psi_k *s,
		      size_t len, bool set)
{
	v_struct_begin(c);
	f_enum(c, "op", &xlat_ptrace_syscall_info_op, s->op,
	       "PTRACE_SYSCALL_INFO_???");
	if (set && len > offsetof(struct psi_k, reserved) && s->reserved)
		f_hex(c, "reserved", s->reserved);
	if (set && len > offsetof(struct psi_k, flags) && s->flags)
		f_hex(c, "flags", s->flags);
	if (len < PSI_END(arch))
		goto done;
	f_enum(c, "arch", &xlat_audit_arch, s->arch, "AUDIT_ARCH_???");
	if (len < PSI_END(ip))
		goto done;
	f_hex(c, "instruction_pointer", s->ip);
	if (len < PSI_END(sp))
		goto done;
	f_hex(c, "stack_pointer", s->sp);
	switch (s->op) {
	case PSI_ENTRY:
		if (len < PSI_END(u.entry.nr))
			break;
		v_field(c, "entry");
		v_struct_begin(c);
		psi_call(c, s, len, offsetof(struct psi_k, u.entry.nr));
		v_struct_end(c);
		break;
	case PSI_EXIT:
		if (len < PSI_END(u.exit.rval))
			break;
		v_field(c, "exit");
		v_struct_begin(c);
		v_field(c, "rval");
		psi_rval(c, s->u.exit.rval, len >= PSI_END(u.exit.is_error) &&
			 s->u.exit.is_error);
		if (len >= PSI_END(u.exit.is_error))
			f_uint(c, "is_error", s->u.exit.is_error);
		v_struct_end(c);
		break;
	case PSI_SECCOMP:
		if (len < PSI_END(u.seccomp.nr))
			break;
		v_field(c, "seccomp");
		v_struct_begin(c);
		psi_call(c, s, len, offsetof(struct psi_k, u.seccomp.nr));
		if (len >= PSI_END(u.seccomp.ret_data))
			f_uint(c, "ret_data", s->u.seccomp.ret_data);
		v_struct_end(c);
		break;
	}
done:
	v_struct_end(c);
}

/* ---- the arguments of syscalls/ptrace.list's printers ------------ */

static void pid_arg(const struct pctx *c, uint64_t v)
{
	v_pid(c, (int)v);
}

static void sig_arg(const struct pctx *c, uint64_t v)
{
	v_sig(c, (int)v);
}

/* x86's GETREGS...SETFPXREGS: the structure the request moves (the
 * address when we do not know it). Only x86's rows of ptrace.list
 * name it. */
#if defined(__x86_64__) || defined(__i386__)
static void regs_at(const struct pctx *c, uint64_t data)
{
	const struct reg_layout *l = regs_layout(c, arg_word(c, 0));

	if (l)
		print_regs_at(c, l, data, l->size);
	else
		v_addr(c, data);
}
#endif

/* GETREGSET, SETREGSET: the iovec, of the NT_* set in addr. */
static void regset_get(const struct pctx *c, uint64_t data)
{
	regset_iov(c, arg_word(c, 2), data, true);
}

static void regset_set(const struct pctx *c, uint64_t data)
{
	regset_iov(c, arg_word(c, 2), data, false);
}

static void siginfo_arg(const struct pctx *c, uint64_t data)
{
	print_siginfo_in(c, data);
}

/* GETSIGMASK, SETSIGMASK: a set of the size in addr. */
static void sigmask_arg(const struct pctx *c, uint64_t data)
{
	print_sigset_at(c, data, arg_word(c, 2));
}

static void meta_out(const struct pctx *c, uint64_t data)
{
	seccomp_meta(c, arg_word(c, 2), data);
}

/* The first len bytes at addr, or its address when there are none to
 * show or they cannot be read. */
static void psi_at(const struct pctx *c, size_t len, uint64_t addr,
		   bool set)
{
	struct psi_k s;

	if (len > sizeof(s))
		len = sizeof(s);
	memset(&s, 0, sizeof(s));
	if (!addr || !len || umove(c, addr, len, &s) < 0) {
		v_addr(c, addr);
		return;
	}
	psi_print(c, &s, len, set);
}

/* GET: what the kernel wrote, min(size, what it returned) bytes. */
static void syscall_info(const struct pctx *c, uint64_t size, uint64_t addr)
{
	uint64_t len;

	if (c->call->err || c->call->rval <= 0) {
		v_addr(c, addr);
		return;
	}
	len = (uint64_t)c->call->rval < size ? (uint64_t)c->call->rval : size;
	psi_at(c, len > sizeof(struct psi_k) ? sizeof(struct psi_k) :
	       (size_t)len, addr, false);
}

static void syscall_info_out(const struct pctx *c, uint64_t data)
{
	syscall_info(c, arg_word(c, 2), data);
}

/* SET: the caller's structure, as many bytes as it says (at most ours). */
static void syscall_info_set(const struct pctx *c, uint64_t data)
{
	uint64_t size = arg_word(c, 2);

	psi_at(c, size > sizeof(struct psi_k) ? sizeof(struct psi_k) :
	       (size_t)size, data, true);
}

/* ---- the call ------------------------------------------------------ */

#include "ptrace_gen.h"

/* A request not in ptrace.list: pid, then addr and data as addresses. */
static void pt_unknown(const struct pctx *c, const uint64_t *a)
{
	for (int i = 1; i < 4 && !c->exiting; i++) {
		v_text(c, ", ");
		if (i == 1)
			pid_arg(c, a[i]);
		else
			v_addr(c, a[i]);
	}
}

enum { PT_GETREGSET = 0x4204, PT_SETREGSET = 0x4205 };

int print_ptrace(const struct pctx *c, uint64_t v, const uint64_t *args)
{
	const struct op_row *row = NULL;
	uint64_t a[4], len = 0;

	for (int i = 0; i < 4; i++)
		a[i] = c->compat ? (uint32_t)args[i] : args[i];
	if (v <= UINT32_MAX)
		row = OP_FIND(ptrace_ops, (unsigned)v);
	if (!c->exiting) {
		v_enum(c, &xlat_ptrace_request, v, "PTRACE_???");
		/* GETREGSET: the length asked for, to show what the
		 * kernel made of it at exit. */
		if (v == PT_GETREGSET || v == PT_SETREGSET) {
			if (!a[3] || umove_ulong(c, a[3] + abi_word(c),
						 &len) < 0)
				len = 0;
			c->tcp->dec->ret_data.ptrace_len = len;
		}
	}
	if (row)
		op_args_show(c, &ptrace_ops, row, a, ARRAY_SIZE(a));
	else
		pt_unknown(c, a);
	return PRINT_OK;
}
