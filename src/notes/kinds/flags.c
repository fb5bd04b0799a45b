/* flags: bits outside the set the kernel knows for an operand. ignore:
 * the call succeeded and the bits did nothing; reject: the call failed
 * with errno= because of them (the policy checks the result). */
#include "notes/engine.h"

/* OR of the operand over every array element (semop's sem_flg). */
static bool flags_array_value(struct tcb *tcp, const struct operand *o,
			      uint64_t *v)
{
	uint64_t n = tcp->args[o->count_arg], base = tcp->args[o->arg];
	struct operand one = *o;

	*v = 0;
	if (n > 64)
		n = 64;	/* enough to see a stray bit, bounded work */
	one.kind = OP_MEM;
	for (uint64_t i = 0; i < n; i++) {
		uint64_t x;

		one.off = (unsigned short)(o->off + i * o->stride);
		if (base + one.off < base || !opnd_value(tcp, &one, &x))
			return false;
		*v |= x;
	}
	return true;
}

static bool flags_value(struct tcb *tcp, const struct flags_params *p,
			uint64_t *v)
{
	if (p->operand.kind == OP_ARRAY)
		return flags_array_value(tcp, &p->operand, v);
	if (!opnd_value(tcp, &p->operand, v))
		return false;
	/* Flags are int in the kernel: the register's upper half is not
	 * part of the call unless the mask says the flags are 64-bit. */
	if (p->mask <= 0xffffffffu)
		*v = opnd_int(tcp, &p->operand, *v);
	if (p->operand.type == MT_S16)
		*v &= 0xffff;
	return true;
}

void kind_flags_exit(struct tcb *tcp, const struct rule *r)
{
	const struct flags_params *p = &r->p.flags;
	struct note_vars nv;
	struct note *n;
	uint64_t v, bits;

	if (!conds_hold(tcp, &p->when) || !flags_value(tcp, p, &v))
		return;
	bits = v & ~p->mask;
	if (!bits)
		return;
	base_vars(tcp, &nv);
	var_str(&nv, "argname", "%s", label_or(p->label, "flags"));
	var_num(&nv, "bits", bits);
	var_num(&nv, "mask", p->mask);
	n = note_emit(tcp, r, note_defs[r->note].severity, &nv);
	if (!n)
		return;
	n->has_bits = true;
	n->bits = bits;
	n->mask = p->mask;
	n->mask_label = "known";
	n->bits_label = p->action == FLAGS_ACTION_REJECT ? "rejected" :
			"ignored";
}
