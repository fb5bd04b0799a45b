/* legacy: a call that has a successor taking flags (once per process). */
#include "notes/engine.h"

void kind_legacy_exit(struct tcb *tcp, const struct rule *r)
{
	const struct legacy_params *p = &r->p.legacy;
	struct note_vars nv;

	base_vars(tcp, &nv);
	var_str(&nv, "successor", "%s", p->successor);
	var_str(&nv, "since", "%s", p->since);
	var_str(&nv, "adds", "%s", p->adds);
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}
