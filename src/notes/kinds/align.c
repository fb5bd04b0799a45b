/* align: an address or offset that must be a multiple of the page size
 * (the call failed with errno=: the policy checks it): the base page,
 * or with huge=mmap the page of the mapping being made. */
#include "notes/engine.h"

void kind_align_exit(struct tcb *tcp, const struct rule *r)
{
	const struct align_params *p = &r->p.align;
	struct newmap m = { p->hflags, p->hfd, p->hbit, p->hanon };
	uint64_t v, pg = page_size(tcp);
	struct note_vars nv;
	char unit[32];

	if (!conds_hold(tcp, &p->when) || !opnd_value(tcp, &p->arg, &v))
		return;
	if (p->huge == ALIGN_HUGE_MMAP)
		pg = new_map_page_size(tcp, &m);
	if (v % pg == 0)
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
