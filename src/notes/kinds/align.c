/* align: an address or offset that must be a multiple of the page size
 * (the call failed with errno=: the policy checks it). */
#include "notes/engine.h"

void kind_align_exit(struct tcb *tcp, const struct rule *r)
{
	const struct align_params *p = &r->p.align;
	struct note_vars nv;
	uint64_t v;

	if (!conds_hold(tcp, &p->when) || !opnd_value(tcp, &p->arg, &v) ||
	    v % page_size(tcp) == 0)
		return;
	base_vars(tcp, &nv);
	var_str(&nv, "argname", "%s", label_or(p->label, "addr"));
	var_num(&nv, "value", v);
	var_num(&nv, "pagesize", page_size(tcp));
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}
