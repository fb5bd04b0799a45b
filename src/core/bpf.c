/* A classic-BPF interpreter for seccomp filters, and the kernel's rule
 * for a stack of them.
 *
 * The kernel accepts a subset of classic BPF for seccomp
 * (seccomp_check_filter in kernel/seccomp.c): 32-bit loads from struct
 * seccomp_data at aligned offsets, its length, immediates, the 16
 * scratch words, the ALU operations but MOD, the jumps, TAX/TXA and the
 * two returns. It turns the program into eBPF, where A and X start at
 * 0 and a division by an X of 0 ends the program with 0. We run the
 * original program, as PTRACE_SECCOMP_GET_FILTER hands it back, with
 * those semantics; anything the kernel would have refused to install
 * makes us refuse to answer rather than guess. */
#include "abitrace.h"
#include "core/bpf.h"

#include <stddef.h>
#include <stdlib.h>

static bool valid_insn(const struct sock_filter *p, unsigned pc,
		       unsigned len)
{
	const struct sock_filter *in = &p[pc];

	switch (in->code) {
	case BPF_LD | BPF_W | BPF_ABS:
		return in->k < sizeof(struct seccomp_data) && !(in->k & 3);
	case BPF_LD | BPF_MEM:
	case BPF_LDX | BPF_MEM:
	case BPF_ST:
	case BPF_STX:
		return in->k < BPF_MEMWORDS;
	case BPF_ALU | BPF_DIV | BPF_K:
		return in->k != 0;
	case BPF_ALU | BPF_LSH | BPF_K:
	case BPF_ALU | BPF_RSH | BPF_K:
		return in->k < 32;
	case BPF_JMP | BPF_JA:
		return in->k < len - pc - 1;
	case BPF_JMP | BPF_JEQ | BPF_K:
	case BPF_JMP | BPF_JEQ | BPF_X:
	case BPF_JMP | BPF_JGE | BPF_K:
	case BPF_JMP | BPF_JGE | BPF_X:
	case BPF_JMP | BPF_JGT | BPF_K:
	case BPF_JMP | BPF_JGT | BPF_X:
	case BPF_JMP | BPF_JSET | BPF_K:
	case BPF_JMP | BPF_JSET | BPF_X:
		return pc + in->jt + 1 < len && pc + in->jf + 1 < len;
	case BPF_LD | BPF_W | BPF_LEN:
	case BPF_LDX | BPF_W | BPF_LEN:
	case BPF_RET | BPF_K:
	case BPF_RET | BPF_A:
	case BPF_ALU | BPF_ADD | BPF_K:
	case BPF_ALU | BPF_ADD | BPF_X:
	case BPF_ALU | BPF_SUB | BPF_K:
	case BPF_ALU | BPF_SUB | BPF_X:
	case BPF_ALU | BPF_MUL | BPF_K:
	case BPF_ALU | BPF_MUL | BPF_X:
	case BPF_ALU | BPF_DIV | BPF_X:
	case BPF_ALU | BPF_AND | BPF_K:
	case BPF_ALU | BPF_AND | BPF_X:
	case BPF_ALU | BPF_OR | BPF_K:
	case BPF_ALU | BPF_OR | BPF_X:
	case BPF_ALU | BPF_XOR | BPF_K:
	case BPF_ALU | BPF_XOR | BPF_X:
	case BPF_ALU | BPF_LSH | BPF_X:
	case BPF_ALU | BPF_RSH | BPF_X:
	case BPF_ALU | BPF_NEG:
	case BPF_LD | BPF_IMM:
	case BPF_LDX | BPF_IMM:
	case BPF_MISC | BPF_TAX:
	case BPF_MISC | BPF_TXA:
		return true;
	default:
		return false;
	}
}

static bool valid_prog(const struct sock_filter *p, unsigned len)
{
	if (!p || len == 0 || len > BPF_MAXINSNS)
		return false;
	if (BPF_CLASS(p[len - 1].code) != BPF_RET)
		return false;
	for (unsigned pc = 0; pc < len; pc++)
		if (!valid_insn(p, pc, len))
			return false;
	return true;
}

/* The 32-bit word of d at byte offset k, in host order, as the kernel's
 * load does. */
static uint32_t load_word(const struct seccomp_data *d, uint32_t k)
{
	const unsigned char *b = (const unsigned char *)d + k;
	uint32_t w;

	__builtin_memcpy(&w, b, sizeof(w));
	return w;
}

static uint32_t alu(uint16_t op, uint32_t a, uint32_t v)
{
	switch (op) {
	case BPF_ADD: return a + v;
	case BPF_SUB: return a - v;
	case BPF_MUL: return a * v;
	case BPF_DIV: return a / v;	/* v != 0: checked by the caller */
	case BPF_AND: return a & v;
	case BPF_OR: return a | v;
	case BPF_XOR: return a ^ v;
	/* Shifts by X of 32 or more: x86 masks the count to 5 bits,
	 * in the JIT and in the interpreter's shl alike. */
	case BPF_LSH: return a << (v & 31);
	case BPF_RSH: return a >> (v & 31);
	default: return 0;
	}
}

static bool jump_taken(uint16_t op, uint32_t a, uint32_t v)
{
	switch (op) {
	case BPF_JEQ: return a == v;
	case BPF_JGT: return a > v;
	case BPF_JGE: return a >= v;
	default: return (a & v) != 0;	/* BPF_JSET */
	}
}

bool bpf_run(const struct sock_filter *prog, unsigned len,
	     const struct seccomp_data *d, uint32_t *ret)
{
	uint32_t a = 0, x = 0, mem[BPF_MEMWORDS] = { 0 };
	unsigned pc = 0;

	if (!valid_prog(prog, len))
		return false;
	/* Every jump goes forward (checked above), so this ends. */
	while (pc < len) {
		const struct sock_filter *in = &prog[pc++];
		uint32_t src = BPF_SRC(in->code) == BPF_X ? x : in->k;

		switch (BPF_CLASS(in->code)) {
		case BPF_LD:
			if (BPF_MODE(in->code) == BPF_ABS)
				a = load_word(d, in->k);
			else if (BPF_MODE(in->code) == BPF_LEN)
				a = sizeof(*d);
			else if (BPF_MODE(in->code) == BPF_MEM)
				a = mem[in->k];
			else
				a = in->k;
			break;
		case BPF_LDX:
			if (BPF_MODE(in->code) == BPF_LEN)
				x = sizeof(*d);
			else if (BPF_MODE(in->code) == BPF_MEM)
				x = mem[in->k];
			else
				x = in->k;
			break;
		case BPF_ST:
			mem[in->k] = a;
			break;
		case BPF_STX:
			mem[in->k] = x;
			break;
		case BPF_ALU:
			if (BPF_OP(in->code) == BPF_NEG) {
				a = -a;
				break;
			}
			if (BPF_OP(in->code) == BPF_DIV && src == 0) {
				*ret = 0;
				return true;
			}
			a = alu(BPF_OP(in->code), a, src);
			break;
		case BPF_JMP:
			if (BPF_OP(in->code) == BPF_JA)
				pc += in->k;
			else
				pc += jump_taken(BPF_OP(in->code), a, src) ?
				      in->jt : in->jf;
			break;
		case BPF_RET:
			*ret = BPF_RVAL(in->code) == BPF_A ? a : in->k;
			return true;
		case BPF_MISC:
			if (BPF_MISCOP(in->code) == BPF_TAX)
				x = a;
			else
				a = x;
			break;
		}
	}
	return false;	/* not reached: the last instruction returns */
}

uint32_t sc_action(uint32_t ret)
{
	return ret & SECCOMP_RET_ACTION_FULL;
}

const char *sc_action_name(uint32_t ret)
{
	switch (sc_action(ret)) {
	case SECCOMP_RET_KILL_PROCESS: return "SECCOMP_RET_KILL_PROCESS";
	case SECCOMP_RET_KILL_THREAD: return "SECCOMP_RET_KILL_THREAD";
	case SECCOMP_RET_TRAP: return "SECCOMP_RET_TRAP";
	case SECCOMP_RET_ERRNO: return "SECCOMP_RET_ERRNO";
	case SECCOMP_RET_USER_NOTIF: return "SECCOMP_RET_USER_NOTIF";
	case SECCOMP_RET_TRACE: return "SECCOMP_RET_TRACE";
	case SECCOMP_RET_LOG: return "SECCOMP_RET_LOG";
	case SECCOMP_RET_ALLOW: return "SECCOMP_RET_ALLOW";
	default: return "an unknown action (run as SECCOMP_RET_KILL_PROCESS)";
	}
}

bool sc_chain_eval(const struct sc_chain *c, const struct seccomp_data *d,
		   struct sc_verdict *v)
{
	v->ret = SECCOMP_RET_ALLOW;
	v->filter = -1;
	if (!c || !c->readable)
		return false;
	/* The kernel walks from the newest filter to the oldest and keeps
	 * a result only when its action is strictly more restrictive. */
	for (unsigned i = c->n; i-- > 0;) {
		uint32_t r;

		if (!bpf_run(c->f[i].insns, c->f[i].len, d, &r))
			return false;
		if ((int32_t)sc_action(r) < (int32_t)sc_action(v->ret)) {
			v->ret = r;
			v->filter = (int)i;
		}
	}
	return true;
}

const struct sc_chain *(*sc_chain_hook)(const struct tcb *tcp);

const struct sc_chain *sc_chain_of(const struct tcb *tcp)
{
	return sc_chain_hook ? sc_chain_hook(tcp) : NULL;
}

bool sc_call_verdict(const struct tcb *tcp, struct sc_verdict *v)
{
	const struct sc_chain *c = sc_chain_of(tcp);
	const uint64_t *a = tcp->flags & TCB_DEMUXED ? tcp->call.raw_args :
						       tcp->call.args;
	const struct personality *p = &personalities[tcp->pers];
	struct seccomp_data d;

	if (!c || c->mode != SECCOMP_MODE_FILTER || !c->readable)
		return false;
	__builtin_memset(&d, 0, sizeof(d));
	d.nr = (int)(uint32_t)(tcp->call.scno | p->nr_bit);
	d.arch = p->audit_arch;
	d.instruction_pointer = tcp->regs.ip;
	for (int i = 0; i < 6; i++)
		d.args[i] = a[i];
	return sc_chain_eval(c, &d, v);
}

struct sc_chain *sc_chain_new(unsigned n)
{
	struct sc_chain *c = xcalloc(1, sizeof(*c));

	c->refs = 1;
	c->n = n;
	c->f = xcalloc(n ? n : 1, sizeof(*c->f));
	return c;
}

struct sc_chain *sc_chain_ref(struct sc_chain *c)
{
	if (c)
		c->refs++;
	return c;
}

void sc_chain_unref(struct sc_chain *c)
{
	if (!c || --c->refs)
		return;
	for (unsigned i = 0; i < c->n; i++) {
		free(c->f[i].insns);
		free(c->f[i].origin);
	}
	free(c->f);
	free(c->strict_origin);
	free(c);
}
