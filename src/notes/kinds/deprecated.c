/* deprecated: a call the kernel only emulates now (once per process). */
#include "notes/engine.h"

void kind_deprecated_exit(struct tcb *tcp, const struct rule *r)
{
	const struct deprecated_params *p = &r->p.deprecated;
	struct note_vars nv;

	base_vars(tcp, &nv);
	var_str(&nv, "since", "%s", p->since);
	var_str(&nv, "instead", "%s", p->instead);
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}
