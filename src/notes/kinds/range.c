/* range: the pages a memory call really acts on (mlock, mprotect,
 * munmap, mmap, ...): the kernel rounds the start down or takes it as
 * is, and rounds the end up or the size down. */
#include "notes/engine.h"

#include <stdio.h>

struct range_call {
	bool whole;		/* [s, e) was exactly one mapping at entry */
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

/* The range the kernel will act on; false when there is nothing to say
 * (aligned, empty, or unknown). */
static bool range_of(struct tcb *tcp, const struct range_params *p,
		     uint64_t addr, uint64_t len, uint64_t *s, uint64_t *e)
{
	uint64_t pg = page_size(tcp), req_e = addr + len;
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

/* Is [start, end) exactly one mapping of the process? */
static bool range_vma_exact(pid_t pid, uint64_t start, uint64_t end)
{
	unsigned long long lo, hi;
	char path[64], line[512];
	bool found = false;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/maps", pid);
	f = fopen(path, "re");
	if (!f)
		return false;
	while (!found && fgets(line, sizeof(line), f))
		found = sscanf(line, "%llx-%llx", &lo, &hi) == 2 &&
			lo == start && hi == end;
	fclose(f);
	return found;
}

/* Acting on exactly one whole mapping (munmap of what mmap returned,
 * with the same odd length) only rounds to the mapping's own padding:
 * nothing else is touched. Looked up before the call changes it. */
void kind_range_entry(struct tcb *tcp, const struct rule *r)
{
	const struct range_params *p = &r->p.range;
	uint64_t addr, len, s, e;
	struct range_call *c;

	if (p->base || !opnd_value(tcp, &p->addr, &addr) ||
	    !opnd_value(tcp, &p->len, &len) ||
	    !range_of(tcp, p, addr, len, &s, &e))
		return;
	c = kind_call_data(tcp, K_RANGE, sizeof(*c));
	c->whole = range_vma_exact(tcp->pid, s, e);
}

void kind_range_exit(struct tcb *tcp, const struct rule *r)
{
	const struct range_params *p = &r->p.range;
	const struct range_call *c = kind_call_peek(tcp, K_RANGE);
	uint64_t addr, len, pg = page_size(tcp), s, e, req_s, req_e;
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
	}
	if (!range_of(tcp, p, addr, len, &s, &e))
		return;
	if (c && c->whole)
		sev = SEV_INFO;
	req_s = addr;
	req_e = addr + len;
	base_vars(tcp, &nv);
	var_num(&nv, "start", s);
	var_num(&nv, "end", e);
	var_num(&nv, "size", e - s);
	var_num(&nv, "pages", (e - s) / pg);
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
}
