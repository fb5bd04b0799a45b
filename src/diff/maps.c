/* Addresses as their mapping. Two runs of one program under ASLR get
 * other addresses for the same things; what stays is which mapping an
 * address falls in and where in it. Each process's mappings are
 * rebuilt from its trace: the "maps" record abitrace writes after an
 * execve (the program, ld.so, [stack], [vdso]: what the kernel mapped
 * before any call), then every mmap, munmap, mremap and brk with its
 * result. An address is then "libc.so.6+0x1234" (a file's mapping, its
 * offset from where the file's offset 0 is), "mmap #3+0x40" (the third
 * successful mmap the process made since its execve, when it mapped no
 * file), "[heap]+0x40" (from the first brk result on), "[stack]" (no
 * offset: where in the stack depends on the environment's size), NULL,
 * or "_" when no mapping the trace knows holds it (not compared, as
 * before mappings were known). */
#include <stdlib.h>

#include "abitrace.h"
#include "diff/diff.h"

/* More than a process ever has live: a made-up trace's millions of
 * regions get an error, not a quadratic walk. */
#define MAX_REGIONS	65536

struct region {
	uint64_t start, end;	/* [start, end) */
	uint64_t base;		/* what offsets count from */
	uint32_t name;		/* interned: "libc.so.6", "mmap #3" */
	bool nooff;		/* [stack]: the name alone */
};

struct mspace {
	int pid;
	struct region *r;
	uint32_t n, cap;
	uint32_t nmmap;		/* successful mmaps since the execve */
	uint64_t heap, brk;	/* [heap]'s start and end; 0: unknown */
};

static struct mspace *sp;
static unsigned nsp, capsp;
static bool after_loader;	/* maps_count_after_loader() */

void maps_reset_all(void)
{
	for (unsigned i = 0; i < nsp; i++)
		free(sp[i].r);
	free(sp);
	sp = NULL;
	nsp = capsp = 0;
}

static struct mspace *space(int pid)
{
	for (unsigned i = 0; i < nsp; i++)
		if (sp[i].pid == pid)
			return &sp[i];
	if (nsp == capsp) {
		capsp = capsp ? capsp * 2 : 8;
		sp = xrealloc(sp, capsp * sizeof(*sp));
	}
	sp[nsp] = (struct mspace){ .pid = pid };
	return &sp[nsp++];
}

/* A fork: the child starts with a copy of its parent's mappings. A
 * thread's records carry its process's pid, so a copy made for one is
 * never looked at. */
void maps_fork(int pid, int child)
{
	struct mspace *c, *p;
	unsigned pi;

	if (child == pid)
		return;		/* only a made-up trace says so */
	space(pid);
	pi = (unsigned)(space(pid) - sp);
	c = space(child);
	p = &sp[pi];		/* space() may have moved sp */
	free(c->r);
	*c = *p;
	c->pid = child;
	c->r = c->n ? xmalloc(c->n * sizeof(*c->r)) : NULL;
	if (c->n)
		memcpy(c->r, p->r, c->n * sizeof(*c->r));
	c->cap = c->n;
}

/* A successful execve: a new address space. */
void maps_exec(int pid)
{
	struct mspace *s = space(pid);

	s->n = 0;
	s->nmmap = 0;
	s->heap = s->brk = 0;
}

/* The regions are kept sorted by start and never overlap (a mapping
 * made over others replaces them, as MAP_FIXED does): an address is
 * found by bisection, so a process with thousands of mappings costs a
 * few steps per address, not thousands. */

/* The number of regions that start at or below a. */
static uint32_t upto(const struct mspace *s, uint64_t a)
{
	uint32_t lo = 0, hi = s->n;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;

		if (s->r[mid].start <= a)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static struct region *find(struct mspace *s, uint64_t a)
{
	uint32_t i = upto(s, a);

	if (i && a < s->r[i - 1].end)
		return &s->r[i - 1];
	return NULL;
}

static void insert_at(struct mspace *s, const char *file, uint32_t i,
		      struct region r)
{
	if (s->n == MAX_REGIONS)
		diff_fail("%s: more than %u mappings in one process",
			  file, MAX_REGIONS);
	if (s->n == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 32;
		s->r = xrealloc(s->r, s->cap * sizeof(*s->r));
	}
	memmove(&s->r[i + 1], &s->r[i], (s->n - i) * sizeof(*s->r));
	s->r[i] = r;
	s->n++;
}

/* [a, b) is no longer mapped: regions shrink, split or go. */
static void cut(struct mspace *s, const char *file,
		uint64_t a, uint64_t b)
{
	uint32_t i = upto(s, a);

	if (i)
		i--;		/* the one that may reach into [a, b) */
	while (i < s->n && s->r[i].start < b) {
		struct region *r = &s->r[i];

		if (r->end <= a) {
			i++;
		} else if (a <= r->start && b >= r->end) {
			memmove(r, r + 1, (s->n - i - 1) * sizeof(*r));
			s->n--;
		} else if (a <= r->start) {
			r->start = b;
			i++;
		} else if (b >= r->end) {
			r->end = a;
			i++;
		} else {
			struct region tail = *r;

			tail.start = b;
			r->end = a;
			insert_at(s, file, i + 1, tail);
			return;
		}
	}
}

static void add(struct mspace *s, const char *file,
		uint64_t start, uint64_t end, uint64_t base, uint32_t name,
		bool nooff)
{
	if (end <= start)
		return;
	cut(s, file, start, end);
	insert_at(s, file, upto(s, start),
		  (struct region){ start, end, base, name, nooff });
}

static const char *base_name(const char *p)
{
	const char *s = strrchr(p, '/');

	return s && s[1] ? s + 1 : p;
}

void maps_initial(int pid, const char *file, uint64_t start,
		  uint64_t end, uint64_t off, const char *path)
{
	struct mspace *s = space(pid);
	const char *n = path && *path ? path : NULL;
	uint64_t base;
	uint32_t id;

	if (!n)
		return;		/* an anonymous one: nothing names it */
	if (!strcmp(n, "[heap]")) {
		s->heap = start;
		s->brk = end;
		return;
	}
	if (*n == '/')
		n = base_name(n);
	id = intern(n, strlen(n));
	/* The kernel maps an ELF file's segments in address order, the
	 * first at the file's offset 0; a later one's file offset is not
	 * its distance from the first (.data is a page further on in
	 * memory than in the file), so it counts from the first's base:
	 * "prog+0x3010" is the address the program was linked for. */
	base = start - off;
	for (uint32_t i = 0; i < s->n; i++)
		if (s->r[i].name == id) {
			base = s->r[i].base;
			break;
		}
	add(s, file, start, end, base, id, !strcmp(n, "[stack]"));
}

void maps_name(int pid, uint64_t a, bool brk_arg, struct strbuf *sb)
{
	struct mspace *s;
	struct region *r;
	uint64_t off;

	if (!a) {
		sb_puts(sb, "NULL");
		return;
	}
	s = space(pid);
	r = find(s, a);
	if (r) {
		const char *n = interned(r->name);

		sb_puts(sb, n);
		off = a - r->base;
		/* Across ABIs, only the program's own regions keep their
		 * offsets: a file's are another build's. */
		if (after_loader && strncmp(n, "mmap #", 6))
			return;
		if (!r->nooff && off) {
			sb_putc(sb, '+');
			sb_put_hex(sb, off);
		}
		return;
	}
	/* brk's argument is where the program wants the end: beyond it. */
	if (s->heap && a >= s->heap && (a < s->brk || brk_arg)) {
		sb_puts(sb, "[heap]");
		if (a != s->heap) {
			sb_putc(sb, '+');
			sb_put_hex(sb, a - s->heap);
		}
		return;
	}
	sb_putc(sb, '_');
}

void maps_mmap(int pid, const char *file, uint64_t ret,
	       uint64_t len, uint64_t off, const char *path)
{
	struct mspace *s = space(pid);
	uint64_t end = ret + ((len + 4095) & ~(uint64_t)4095);
	char num[32];

	s->nmmap++;
	if (end < ret || find(s, ret))
		return;		/* inside one the trace knows: its name */
	if (path && *path == '/') {
		const char *n = base_name(path);

		add(s, file, ret, end, ret - off, intern(n, strlen(n)), false);
		return;
	}
	snprintf(num, sizeof(num), "mmap #%u", s->nmmap);
	add(s, file, ret, end, ret, intern(num, strlen(num)), false);
}

void maps_count_after_loader(bool on)
{
	after_loader = on;
}

void maps_munmap(int pid, const char *file, uint64_t a,
		 uint64_t len)
{
	uint64_t b = a + ((len + 4095) & ~(uint64_t)4095);
	struct region *r;

	/* ld.so's last call: the program's own mmaps count from here, and
	 * the anonymous regions the loader made (its TLS, the thread's
	 * descriptor) are "[ld.so]", which each ABI lays out its own way. */
	if (after_loader && (r = find(space(pid), a)) &&
	    r->name == intern("ld.so.cache", 11)) {
		struct mspace *s = space(pid);
		uint32_t ld = intern("[ld.so]", 7);

		s->nmmap = 0;
		for (uint32_t i = 0; i < s->n; i++)
			if (!strncmp(interned(s->r[i].name), "mmap #", 6)) {
				s->r[i].name = ld;
				s->r[i].nooff = true;
			}
	}

	if (b < a)
		b = UINT64_MAX;
	cut(space(pid), file, a, b);
}

void maps_mremap(int pid, const char *file, uint64_t old,
		 uint64_t olen, uint64_t ret, uint64_t nlen)
{
	struct mspace *s = space(pid);
	struct region *r = find(s, old), keep;
	uint64_t oend = old + olen, nend = ret + nlen;

	if (!r || oend < old || nend < ret)
		return;
	keep = *r;
	cut(s, file, old, oend);
	/* Moved or grown in place: the same mapping, offsets kept. */
	add(s, file, ret, nend, ret - (old - keep.base), keep.name, keep.nooff);
}

void maps_brk(int pid, uint64_t ret)
{
	struct mspace *s = space(pid);

	if (!s->heap)
		s->heap = ret;
	s->brk = ret;
}
