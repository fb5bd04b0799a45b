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
