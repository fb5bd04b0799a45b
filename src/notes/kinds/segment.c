/* segment: a new System V shared memory segment is a whole number of
 * its pages (huge ones when hflags has hbit), whatever size was asked;
 * shmat maps all of it. */
#include "notes/engine.h"

void kind_segment_exit(struct tcb *tcp, const struct rule *r)
{
	const struct segment_params *p = &r->p.segment;
	uint64_t len, flags, ps = page_size(tcp), size;
	struct note_vars nv;
	char unit[32];

	if (!conds_hold(tcp, &p->when) || !opnd_value(tcp, &p->len, &len) ||
	    !opnd_value(tcp, &p->hflags, &flags) || !len)
		return;
	flags = opnd_int(tcp, &p->hflags, flags);
	if (flags & p->hbit)
		ps = huge_size_of_flags(flags);
	if (!ps)
		return;
	size = (len + ps - 1) & ~(ps - 1);
	if (size == len || size < len)
		return;
	base_vars(tcp, &nv);
	var_num(&nv, "size", size);
	var_num(&nv, "len", len);
	if (ps == page_size(tcp)) {
		var_str(&nv, "pages", "%llu page(s)",
			(unsigned long long)(size / ps));
	} else {
		page_size_str(unit, sizeof(unit), ps);
		var_str(&nv, "pages", "%llu page(s) of %s",
			(unsigned long long)(size / ps), unit);
	}
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}
