/* align: an address or offset that must be a multiple of the page size
 * (the call failed with errno=: the policy checks it): the base page,
 * or with huge=mmap the page of the mapping being made. */
#include "notes/engine.h"

/* Whether the line's operand is off its page: its value and page. */
static bool align_off(struct tcb *tcp, const struct rule *r, uint64_t *v,
		      uint64_t *pg)
{
	const struct align_params *p = &r->p.align;
	struct newmap m = { p->hflags, p->hfd, p->hbit, p->hanon };

	if (!conds_hold(tcp, &p->when) || !opnd_value(tcp, &p->arg, v))
		return false;
	*pg = page_size(tcp);
	if (p->huge == ALIGN_HUGE_MMAP)
		*pg = new_map_page_size(tcp, &m);
	return *pg && *v % *pg != 0;
}

void kind_align_exit(struct tcb *tcp, const struct rule *r)
{
	const struct align_params *p = &r->p.align;
	uint64_t v, pg;
	struct note_vars nv;
	char unit[32];

	if (!align_off(tcp, r, &v, &pg))
		return;
	base_vars(tcp, &nv);
	var_str(&nv, "argname", "%s", label_or(p->label, "addr"));
	var_num(&nv, "value", v);
	if (pg == page_size(tcp)) {
		var_num(&nv, "pagesize", pg);
	} else {
		page_size_str(unit, sizeof(unit), pg);
		var_str(&nv, "pagesize", "%llu, the %s huge page of the "
			"mapping", (unsigned long long)pg, unit);
	}
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}

/* For failure-cause: the failed call's operand is off its page. */
bool kind_align_cause(struct tcb *tcp, const struct rule *r, int *arg,
		      char *why, size_t size)
{
	const struct align_params *p = &r->p.align;
	uint64_t v, pg;

	if (r->kind != K_ALIGN || r->err != (int)tcp->call.err ||
	    !align_off(tcp, r, &v, &pg))
		return false;
	*arg = p->arg.kind == OP_ARG ? p->arg.arg : -1;
	snprintf(why, size, "%s %#llx is not a multiple of the page size "
		 "(%llu)", label_or(p->label, "addr"), (unsigned long long)v,
		 (unsigned long long)pg);
	return true;
}
