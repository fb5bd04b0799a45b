/* huge-split: a call on existing memory that failed because its range
 * would cut a page of a mapping whose pages are larger than the base
 * page (hugetlb): the kernel rounds the end to the base page only, and
 * never splits a huge page. The VMAs and their page sizes are read from
 * /proc/PID/smaps, after the failed call changed nothing. */
#include "notes/engine.h"

static uint64_t hs_down(uint64_t a, uint64_t ps)
{
	return a & ~(ps - 1);
}

static uint64_t hs_up(uint64_t a, uint64_t ps)
{
	return (a + ps - 1) & ~(ps - 1);
}

void kind_huge_split_exit(struct tcb *tcp, const struct rule *r)
{
	const struct huge_split_params *p = &r->p.huge_split;
	uint64_t addr, len, base = page_size(tcp), s, e, ws, we, ps;
	bool cut_s, cut_e, end_up = p->end == HUGE_SPLIT_END_UP;
	struct note_vars nv;
	struct span sp;
	char unit[32];

	if (!conds_hold(tcp, &p->when) || !opnd_value(tcp, &p->addr, &addr) ||
	    !opnd_value(tcp, &p->len, &len))
		return;
	/* An unaligned start or an empty range fails first, for its own
	 * reason (misaligned-address, zero-length). */
	if (addr % base || !len)
		return;
	s = addr;
	e = hs_up(s + len, base);
	if (e <= s || !note_selected(r->note, note_defs[r->note].severity) ||
	    !span_of(tcp, s, e, SPAN_SIZES | SPAN_TOP, &sp) || e > sp.top)
		return;
	cut_s = sp.has_s && sp.at_s.lo < s && s % sp.at_s.ps;
	cut_e = !end_up && p->end != HUGE_SPLIT_END_DOWN && sp.has_e &&
		e < sp.at_e.hi && e % sp.at_e.ps;
	/* The kernel walks the range from its start: an end that cuts a
	 * huge page is the cause only when nothing before it can fail,
	 * so every mapping in the range must be a huge page one. */
	if (!cut_s && !(cut_e && sp.min_ps > base))
		return;
	ps = cut_s ? sp.at_s.ps : sp.at_e.ps;
	ws = cut_s ? hs_down(s, sp.at_s.ps) : s;
	we = cut_e ? hs_up(e, sp.at_e.ps) : e;
	if (end_up)	/* mremap rounds the length to the huge page itself */
		we = ws + hs_up(e - ws, ps);
	/* MADV_DONTNEED would round an end inside a huge page down, and
	 * leave that page: the range that works and frees it ends on it. */
	if (p->end == HUGE_SPLIT_END_DOWN && sp.has_e && sp.at_e.ps > base)
		we = hs_up(e, sp.at_e.ps);
	base_vars(tcp, &nv);
	var_num(&nv, "start", s);
	var_num(&nv, "end", e);
	var_str(&nv, "cuts", "%s", cut_s && cut_e ? "starts and ends inside" :
		cut_s ? "starts inside" : "ends inside");
	page_size_str(unit, sizeof(unit), ps);
	var_str(&nv, "psize", "%s", unit);
	var_num(&nv, "wstart", ws);
	var_num(&nv, "wend", we);
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}
