/* range: the pages a memory call really acts on (mlock, mprotect,
 * munmap, mmap, ...): the kernel rounds the start down or takes it as
 * is, and rounds the end up or the size down, to the base page or to
 * the page of the mapping (huge=, src/notes/pages.c). */
#include "notes/engine.h"

#include <stdio.h>

struct range_call {
	bool whole;		/* [s, e) was exactly one mapping at entry */
	bool skip;		/* huge=skip and a huge page mapping in it */
	uint64_t ps;		/* the page size of the mappings in it */
};

static void range_how(struct note_vars *nv, uint64_t ds, uint64_t de,
		      bool end_down)
{
	char a[64] = "", b[64] = "";

	if (ds)
		snprintf(a, sizeof(a), "start rounded down by %llu bytes",
			 (unsigned long long)ds);
	if (de)
		snprintf(b, sizeof(b), "end rounded %s by %llu bytes",
			 end_down ? "down" : "up", (unsigned long long)de);
	var_str(nv, "how", "%s%s%s", a, *a && *b ? ", " : "", b);
}

/* "3 page(s)", "1 page(s) of 2 MiB": the pages of the range. */
static void range_pages(struct tcb *tcp, struct note_vars *nv,
			uint64_t size, uint64_t ps)
{
	char unit[32];

	if (ps == page_size(tcp)) {
		var_str(nv, "pages", "%llu page(s)",
			(unsigned long long)(size / ps));
		return;
	}
	page_size_str(unit, sizeof(unit), ps);
	var_str(nv, "pages", "%llu page(s) of %s",
		(unsigned long long)(size / ps), unit);
}

/* The range the kernel will act on with pages of pg bytes; false when
 * there is nothing to say (aligned, empty, or unknown). */
static bool range_of(const struct range_params *p, uint64_t pg,
		     uint64_t addr, uint64_t len, uint64_t *s, uint64_t *e)
{
	uint64_t req_e = addr + len;
	bool down = p->end == RANGE_END_DOWN;

	if (!len)
		return false;
	*s = p->start == RANGE_START_DOWN ? addr & ~(pg - 1) : addr;
	if (down)
		*e = *s + (len & ~(pg - 1));
	else
		*e = (req_e + pg - 1) & ~(pg - 1);
	return down ? *e < req_e : (*s != addr || *e != req_e);
}

/* Whether the note can be shown at sev, the highest it can have: the
 * /proc reads below are for notes someone will see. */
static bool range_wanted(const struct rule *r, unsigned sev)
{
	return note_wanted(r, sev);
}

/* Acting on exactly one whole mapping (munmap of what mmap returned,
 * with the same odd length) only rounds to the mapping's own padding:
 * nothing else is touched. Looked up before the call changes it, with
 * the page size of the mappings when the line's huge= needs it. */
void kind_range_entry(struct tcb *tcp, const struct rule *r)
{
	const struct range_params *p = &r->p.range;
	uint64_t addr, len, s, e, base = page_size(tcp);
	bool sizes = p->huge == RANGE_HUGE_SPLIT || p->huge == RANGE_HUGE_SKIP;
	struct range_call *c;
	struct span sp;

	if (p->base || !opnd_value(tcp, &p->addr, &addr) ||
	    !opnd_value(tcp, &p->len, &len) ||
	    !range_of(p, base, addr, len, &s, &e) ||
	    !range_wanted(r, note_defs[r->note].severity) ||
	    !span_of(tcp, s, e, sizes ? SPAN_SIZES : 0, &sp))
		return;
	c = kind_call_data(tcp, K_RANGE, sizeof(*c));
	c->whole = sp.whole;
	c->ps = base;
	if (!sizes || !sp.nvma)
		return;
	c->skip = p->huge == RANGE_HUGE_SKIP && sp.max_ps > base;
	/* Counted in the mappings' pages when they are all of one size
	 * and the range is whole pages of it (it must be, for a call that
	 * cannot cut one to work); otherwise in the base pages the
	 * kernel rounded to (a range over a hole, or over mappings of
	 * several page sizes). */
	if (sp.min_ps == sp.max_ps && sp.covered == e - s &&
	    s % sp.max_ps == 0 && e % sp.max_ps == 0)
		c->ps = sp.max_ps;
}

/* The page size the range of a call that made a mapping counts in. */
static uint64_t range_new_pages(struct tcb *tcp, const struct range_params *p,
				uint64_t at)
{
	struct newmap m = { p->hflags, p->hfd, p->hbit, p->hanon };

	if (p->huge == RANGE_HUGE_MMAP)
		return new_map_page_size(tcp, &m);
	if (p->huge == RANGE_HUGE_ROUND)
		return mapping_page_size(tcp, at);
	return page_size(tcp);
}

void kind_range_exit(struct tcb *tcp, const struct rule *r)
{
	const struct range_params *p = &r->p.range;
	const struct range_call *c = kind_call_peek(tcp, K_RANGE);
	uint64_t addr, len, pg = page_size(tcp), ps, s, e, req_s, req_e;
	struct note_vars nv;
	bool down = p->end == RANGE_END_DOWN;
	unsigned sev = note_defs[r->note].severity;
	struct note *n;

	if (!opnd_value(tcp, &p->addr, &addr) || !opnd_value(tcp, &p->len, &len))
		return;
	if (p->len2.kind != OP_NONE && !opnd_value(tcp, &p->len2, &len))
		return;
	if (p->base == RANGE_BASE_RET) {
		addr = (uint64_t)tcp->rval;
		/* mmap's length rounding is the documented contract every
		 * allocator relies on: worth knowing, not a trap. */
		sev = SEV_INFO;
		if (!range_wanted(r, sev))
			return;
		pg = range_new_pages(tcp, p, addr);
	}
	if (c && c->skip)
		return;
	if (!range_of(p, pg, addr, len, &s, &e))
		return;
	/* A call on existing mappings rounds to the base page; the pages
	 * it acts on are those of the mappings (a success on a huge page
	 * mapping means it cut none). */
	ps = c && c->ps ? c->ps : pg;
	if (c && c->whole)
		sev = SEV_INFO;
	req_s = addr;
	req_e = addr + len;
	base_vars(tcp, &nv);
	var_num(&nv, "start", s);
	var_num(&nv, "end", e);
	var_num(&nv, "size", e - s);
	range_pages(tcp, &nv, e - s, ps);
	var_num(&nv, "len", len);
	var_num(&nv, "dstart", req_s - s);
	var_num(&nv, "dend", down ? req_e - e : e - req_e);
	var_num(&nv, "lost", down ? req_e - e : 0);
	range_how(&nv, req_s - s, down ? req_e - e : e - req_e, down);
	n = note_emit(tcp, r, sev, &nv);
	if (!n)
		return;
	n->has_range = true;
	n->start = s;
	n->end = e;
	n->req_start = req_s;
	n->req_len = len;
	n->page_size = ps;
}
