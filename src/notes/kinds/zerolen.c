/* zerolen: a length of 0 that the call rejects (with errno=). */
#include "notes/engine.h"

void kind_zerolen_exit(struct tcb *tcp, const struct rule *r)
{
	struct note_vars nv;
	uint64_t v;

	if (!opnd_value(tcp, &r->p.zerolen.len, &v) || v)
		return;
	base_vars(tcp, &nv);
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}

/* For failure-cause: the failed call's length is 0. */
bool kind_zerolen_cause(struct tcb *tcp, const struct rule *r, int *arg,
			char *why, size_t size)
{
	const struct operand *o = &r->p.zerolen.len;
	uint64_t v;

	if (r->kind != K_ZEROLEN || r->err != (int)tcp->call.err ||
	    !opnd_value(tcp, o, &v) || v)
		return false;
	*arg = o->kind == OP_ARG ? o->arg : -1;
	snprintf(why, size, "the length is 0, which the call refuses");
	return true;
}
