/* ignored: an argument the kernel does not look at in this situation;
 * only a call that worked shows it did not matter (policy success). */
#include "notes/engine.h"

void kind_ignored_exit(struct tcb *tcp, const struct rule *r)
{
	const struct ignored_params *p = &r->p.ignored;
	struct note_vars nv;
	uint64_t v;

	if (!conds_hold(tcp, &p->when) || !opnd_value(tcp, &p->arg, &v))
		return;
	base_vars(tcp, &nv);
	var_str(&nv, "argname", "%s", label_or(p->label, "an argument"));
	/* A mode reads as permissions only in octal: 0600, not 384. */
	if (p->show == IGNORED_SHOW_OCTAL && v <= 07777777)
		var_str(&nv, "value", "%#llo", (unsigned long long)v);
	else if (is_wordsize4(tcp) || (int64_t)v == (int32_t)v)
		var_str(&nv, "value", "%d", (int)v);
	else
		var_str(&nv, "value", "%#llx", (unsigned long long)v);
	var_str(&nv, "why", "%s", p->why);
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}
