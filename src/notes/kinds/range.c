/* range: the pages a memory call really acts on (mlock, mprotect,
 * munmap, mmap, ...): the kernel rounds the start down or takes it as
 * is, and rounds the end up or the size down, to the base page or to
 * the page of the mapping (huge=, src/notes/pages.c). */
#include "notes/engine.h"

#include <elf.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

struct range_call {
	bool whole;		/* [s, e) was exactly one mapping at entry */
	bool skip;		/* huge=skip and a huge page mapping in it */
	uint64_t ps;		/* the page size of the mappings in it */
};

/* The extents of the mappings made in this address space by the calls
 * of the base=ret lines (mmap, mmap2, mremap), as the kernel rounded
 * them: one mmap's mapping may become several VMAs (mprotect, madvise
 * or mlock on part of it), and a call on exactly its extent still
 * touches nothing but its own padding. munmap (unmap=yes) and a later mapping over any
 * part of one end it. A fixed number are kept, the oldest replaced.
 * They belong to the address space (policy address-space, state.c): a
 * CLONE_VM child (vfork, posix_spawn) maps and unmaps in its parent's,
 * a fork child has a copy, a new program an empty one. */
#define RANGE_EXTENTS 128

/* The reservations: what an mmap with PROT_NONE made (prot= lines), the
 * address space a program sets aside to map into with MAP_FIXED later
 * (allocators, JITs, ld.so). Unlike an extent, a mapping inside one
 * does not end it: only munmap or mremap of any part does. The kernel
 * never puts a mapping the program did not ask for at a fixed address
 * inside one, so all a MAP_FIXED inside it can replace is the
 * program's own (kind_range_reserved, for src/notes/kinds/mmap_fixed.c). */
#define RANGE_RESERVATIONS 64

struct range_proc {
	unsigned n, next;
	struct { uint64_t s, e; } x[RANGE_EXTENTS];
	unsigned nr, rnext;
	struct { uint64_t s, e; } r[RANGE_RESERVATIONS];
};

/* The slot for a new entry of a ring of cap: the next free one while
 * there is one (*n counts them), then the oldest (*next). */
static unsigned ring_slot(unsigned *n, unsigned *next, unsigned cap)
{
	unsigned i;

	if (*n < cap)
		return (*n)++;
	i = *next;
	*next = (*next + 1) % cap;
	return i;
}

static void range_add_reservation(struct range_proc *st, uint64_t s,
				  uint64_t e)
{
	unsigned i = ring_slot(&st->nr, &st->rnext, RANGE_RESERVATIONS);

	st->r[i].s = s;
	st->r[i].e = e;
}

/* [s, e) was unmapped: only that part of a reservation ends. A program
 * that wants an aligned reservation reserves more and unmaps the
 * unaligned head and tail (chromium's allocator does), then maps with
 * MAP_FIXED inside what is left, which is still its own; the kernel may
 * now put anything in the part unmapped, so a reservation cut in two
 * becomes two. */
static void range_unreserve(struct range_proc *st, uint64_t s, uint64_t e)
{
	uint64_t tail_s = 0, tail_e = 0;

	for (unsigned i = 0; i < st->nr;) {
		uint64_t rs = st->r[i].s, re = st->r[i].e;

		if (re <= s || e <= rs) {
			i++;
			continue;
		}
		if (s <= rs && re <= e) {
			st->r[i] = st->r[--st->nr];
			continue;
		}
		if (s <= rs) {
			st->r[i].s = e;
		} else {
			st->r[i].e = s;
			/* Reservations do not overlap: one can hold [s, e)
			 * strictly inside. */
			if (e < re) {
				tail_s = e;
				tail_e = re;
			}
		}
		i++;
	}
	if (tail_e)
		range_add_reservation(st, tail_s, tail_e);
}

/* A new PROT_NONE mapping [s, e): a reservation it overlaps (a MAP_FIXED
 * PROT_NONE inside one, to decommit) joins it, so that reservations
 * never overlap. */
static void range_reserve(struct tcb *tcp, uint64_t s, uint64_t e)
{
	struct range_proc *st = kind_proc_data(tcp, K_RANGE, sizeof(*st));

	for (unsigned i = 0; i < st->nr;) {
		if (st->r[i].e <= s || e <= st->r[i].s) {
			i++;
			continue;
		}
		s = st->r[i].s < s ? st->r[i].s : s;
		e = st->r[i].e > e ? st->r[i].e : e;
		st->r[i] = st->r[--st->nr];
	}
	range_add_reservation(st, s, e);
}

bool kind_range_reserved(struct tcb *tcp, uint64_t s, uint64_t e)
{
	const struct range_proc *st = kind_proc_peek(tcp, K_RANGE);

	for (unsigned i = 0; st && i < st->nr; i++)
		if (st->r[i].s <= s && e <= st->r[i].e)
			return true;
	return false;
}

static void range_forget(struct range_proc *st, uint64_t s, uint64_t e)
{
	for (unsigned i = 0; i < st->n;) {
		if (st->x[i].s < e && s < st->x[i].e) {
			st->x[i] = st->x[--st->n];
			continue;
		}
		i++;
	}
}

static void range_remember(struct tcb *tcp, uint64_t s, uint64_t e)
{
	struct range_proc *st = kind_proc_data(tcp, K_RANGE, sizeof(*st));
	unsigned i;

	range_forget(st, s, e);
	i = ring_slot(&st->n, &st->next, RANGE_EXTENTS);
	st->x[i].s = s;
	st->x[i].e = e;
}

/* [s, e) is what one mmap made, still mapped all through. */
static bool range_one_extent(struct tcb *tcp, uint64_t s, uint64_t e,
			     const struct span *sp)
{
	const struct range_proc *st = kind_proc_peek(tcp, K_RANGE);

	if (!st || sp->covered != e - s)
		return false;
	for (unsigned i = 0; i < st->n; i++)
		if (st->x[i].s == s && st->x[i].e == e)
			return true;
	return false;
}

/* ---- linker padding ---------------------------------------------------
 * A program that protects one ELF section of its own (chromium's
 * protected_memory: page-aligned, 4110 bytes, the next section at the
 * next page) passes the section's length; the pages the kernel adds
 * hold no other section, only the padding the linker left before the
 * next page-aligned one. Read from the section headers of the file the
 * mapping shows (through tfile_open: its credentials, a regular file,
 * never blocking; bounded reads), and only when that file is the one
 * mapped (device and inode as in /proc/PID/maps). 64-bit ELF only: a
 * file it cannot read keeps the warning. */
#define PAD_MAX_SECTIONS 4096
#define PAD_MAX_PHDRS 256

struct pad_map {
	uint64_t lo, hi, off, ino;
	unsigned maj, min;
	char path[512];
};

static bool pad_find_map(struct tcb *tcp, uint64_t a, struct pad_map *m)
{
	char name[64], line[768];
	unsigned long long lo, hi, off, ino;
	bool found = false;
	FILE *f;

	snprintf(name, sizeof(name), "/proc/%d/maps", tcp->pid);
	f = fopen(name, "re");
	if (!f)
		return false;
	while (!found && fgets(line, sizeof(line), f)) {
		char perms[8];
		int at = 0;

		if (sscanf(line, "%llx-%llx %7s %llx %x:%x %llu %n", &lo, &hi,
			   perms, &off, &m->maj, &m->min, &ino, &at) < 7 ||
		    lo > a || a >= hi || !at || line[at] != '/')
			continue;
		m->lo = lo;
		m->hi = hi;
		m->off = off;
		m->ino = ino;
		snprintf(m->path, sizeof(m->path), "%s", line + at);
		m->path[strcspn(m->path, "\n")] = '\0';
		found = true;
	}
	fclose(f);
	return found;
}

static bool pad_read(int fd, void *buf, size_t size, uint64_t off)
{
	return pread(fd, buf, size, (off_t)off) == (ssize_t)size;
}

/* [a, b), inside one mapping of an ELF file, is covered by none of the
 * file's allocated sections. */
static bool range_elf_padding(struct tcb *tcp, uint64_t a, uint64_t b)
{
	struct pad_map m;
	Elf64_Ehdr eh;
	Elf64_Phdr ph[PAD_MAX_PHDRS];
	Elf64_Shdr *sh = NULL;
	uint64_t va = 0, vb;
	bool in_seg = false, pad = false;
	struct stat st;
	int fd;

	if (a >= b || !pad_find_map(tcp, a, &m) || b > m.hi)
		return false;
	fd = tfile_open(tcp->pid, AT_FDCWD, m.path, TFILE_ELF_MAX);
	if (fd < 0)
		return false;
	if (fstat(fd, &st) || st.st_ino != m.ino ||
	    major(st.st_dev) != m.maj || minor(st.st_dev) != m.min ||
	    !pad_read(fd, &eh, sizeof(eh), 0) ||
	    memcmp(eh.e_ident, ELFMAG, SELFMAG) ||
	    eh.e_ident[EI_CLASS] != ELFCLASS64 ||
	    eh.e_phentsize != sizeof(Elf64_Phdr) || !eh.e_phnum ||
	    eh.e_phnum > PAD_MAX_PHDRS ||
	    eh.e_shentsize != sizeof(Elf64_Shdr) || !eh.e_shnum ||
	    eh.e_shnum > PAD_MAX_SECTIONS ||
	    !pad_read(fd, ph, eh.e_phnum * sizeof(*ph), eh.e_phoff))
		goto out;
	/* The segment this part of the file was mapped from: the mapping's
	 * offset and its address tell the address in the file's terms. */
	for (unsigned i = 0; i < eh.e_phnum && !in_seg; i++) {
		const Elf64_Phdr *p = &ph[i];
		uint64_t pg = page_size(tcp);

		if (p->p_type != PT_LOAD || (p->p_vaddr & (pg - 1)) !=
		    (p->p_offset & (pg - 1)))
			continue;
		if (m.off < (p->p_offset & ~(pg - 1)) ||
		    m.off >= p->p_offset + p->p_memsz)
			continue;
		va = p->p_vaddr - p->p_offset + m.off + (a - m.lo);
		in_seg = true;
	}
	if (!in_seg)
		goto out;
	vb = va + (b - a);
	sh = malloc(eh.e_shnum * sizeof(*sh));
	if (!sh || !pad_read(fd, sh, eh.e_shnum * sizeof(*sh), eh.e_shoff))
		goto out;
	pad = true;
	for (unsigned i = 0; i < eh.e_shnum && pad; i++)
		if ((sh[i].sh_flags & SHF_ALLOC) && sh[i].sh_size &&
		    sh[i].sh_addr < vb && va < sh[i].sh_addr + sh[i].sh_size)
			pad = false;
out:
	free(sh);
	close(fd);
	return pad;
}

static void range_how(struct note_vars *nv, uint64_t ds, uint64_t de,
		      bool end_down, const char *more)
{
	char a[64] = "", b[64] = "";

	if (ds)
		snprintf(a, sizeof(a), "start rounded down by %llu bytes",
			 (unsigned long long)ds);
	if (de)
		snprintf(b, sizeof(b), "end rounded %s by %llu bytes",
			 end_down ? "down" : "up", (unsigned long long)de);
	var_str(nv, "how", "%s%s%s%s", a, *a && *b ? ", " : "", b, more);
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

/* The range the kernel will act on with pages of pg bytes, computed as
 * the calls compute it, in the kernel's unsigned long (64 bits on every
 * host abitrace runs on, whatever the tracee's ABI): mlock and munlock
 * round len plus the start's offset in its page up to whole pages
 * (mm/mlock.c), the others len alone (msync, mbind, madvise, mprotect,
 * munmap: PAGE_ALIGN(len)), and the end is start + that. A length that
 * rounds up past the top wraps to 0: *wrap is set and [s, s) returned,
 * for the calls that then succeed doing nothing (msync, mlock, munlock,
 * mbind; the others refuse it, and the range note is for successes).
 * An end past the top without the wrap is refused by every call: false.
 * False also when there is nothing to say (aligned, empty). */
static bool range_of(const struct range_params *p, uint64_t pg,
		     uint64_t addr, uint64_t len, uint64_t *s, uint64_t *e,
		     bool *wrap)
{
	uint64_t off = 0, n;

	*wrap = false;
	if (!len)
		return false;
	if (p->start == RANGE_START_DOWN)
		off = addr & (pg - 1);
	*s = addr - off;
	if (p->end == RANGE_END_DOWN) {
		*e = *s + (len & ~(pg - 1));
		return *e < addr + len;
	}
	n = (len + off + pg - 1) & ~(pg - 1);
	if (!n) {
		*e = *s;
		*wrap = true;
		return true;
	}
	*e = *s + n;
	if (*e < *s)
		return false;
	return *s != addr || *e != addr + len;
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
	bool wrap;

	if (p->huge == RANGE_HUGE_DOWN)	/* read at exit: nothing changes */
		return;
	if (p->base || !opnd_value(tcp, &p->addr, &addr) ||
	    !opnd_value(tcp, &p->len, &len) ||
	    !range_of(p, base, addr, len, &s, &e, &wrap) || wrap ||
	    !range_wanted(r, note_defs[r->note].severity) ||
	    !span_of(tcp, s, e, sizes ? SPAN_SIZES : 0, &sp))
		return;
	c = kind_call_data(tcp, K_RANGE, sizeof(*c));
	c->whole = sp.whole || range_one_extent(tcp, s, e, &sp);
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

/* A length that wrapped to 0 in the kernel's page rounding: the call
 * acted on nothing and still returned 0. Said as the range it is,
 * [s, s), with the wrap as the how. */
static void range_wrapped(struct tcb *tcp, const struct rule *r,
			  uint64_t addr, uint64_t len, uint64_t s)
{
	struct note_vars nv;
	char a[80] = "";

	if (addr != s)
		snprintf(a, sizeof(a), "start rounded down by %llu bytes; ",
			 (unsigned long long)(addr - s));
	base_vars(tcp, &nv);
	var_num(&nv, "start", s);
	var_num(&nv, "end", s);
	var_num(&nv, "size", 0);
	var_str(&nv, "pages", "0 page(s)");
	var_num(&nv, "len", len);
	var_str(&nv, "how", "%sthe length%s rounded up to whole pages wraps "
		"around the top of the address space to 0, so the call "
		"acts on no memory at all and returns 0", a,
		addr != s ? " plus those bytes" : "");
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
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

/* huge=down (madvise MADV_DONTNEED, mm/madvise.c
 * madvise_dontneed_free_valid_vma()): on a hugetlb mapping the kernel
 * rounds the end *down* to the mapping's page rather than free part of
 * one, "to avoid unexpected data loss"; less than one huge page frees
 * nothing and still returns 0. The start must be aligned to it (else
 * EINVAL: huge-page-split). The VMAs are read at exit: the call changed
 * none of them. Only the mapping holding the end can lose bytes: those
 * before it end on its huge page boundary or are base page ones. */
static void range_huge_down(struct tcb *tcp, const struct rule *r)
{
	const struct range_params *p = &r->p.range;
	uint64_t addr, len, pg = page_size(tcp), s, e, de, ps;
	struct note_vars nv;
	struct span sp;
	char unit[32];
	bool wrap;

	if (!conds_hold(tcp, &p->when) || !opnd_value(tcp, &p->addr, &addr) ||
	    !opnd_value(tcp, &p->len, &len) ||
	    !range_of(p, pg, addr, len, &s, &e, &wrap) || wrap ||
	    !range_wanted(r, note_defs[r->note].severity) ||
	    !span_of(tcp, s, e, SPAN_SIZES, &sp) || !sp.has_e ||
	    sp.at_e.ps <= pg)
		return;
	ps = sp.at_e.ps;
	de = e & ~(ps - 1);
	if (de < sp.at_e.lo)
		de = sp.at_e.lo;
	if (de >= addr + len || de < s)
		return;
	page_size_str(unit, sizeof(unit), ps);
	base_vars(tcp, &nv);
	var_num(&nv, "start", s);
	var_num(&nv, "end", de);
	var_num(&nv, "size", de - s);
	/* in the mapping's pages when it is all one huge page mapping */
	range_pages(tcp, &nv, de - s, sp.min_ps == ps && sp.has_s &&
		    sp.at_s.lo == sp.at_e.lo ? ps : pg);
	var_num(&nv, "len", len);
	var_num(&nv, "lost", addr + len - de);
	var_str(&nv, "how", "end rounded down to the %s page of the huge page "
		"mapping by %llu bytes%s", unit,
		(unsigned long long)(addr + len - de),
		de == s ? ", so the call did nothing" : "");
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}

/* At the exit of a call that worked: munmap ends the extents in its
 * range; mmap and mremap make one at ret (mremap ends the old one). */
static void range_track(struct tcb *tcp, const struct range_params *p,
			uint64_t addr, uint64_t len)
{
	uint64_t pg = page_size(tcp), e, at, nlen = len, prot;
	struct range_proc *st;

	if (p->unmap || (p->base && p->len2.kind != OP_NONE)) {
		st = kind_proc_peek(tcp, K_RANGE);
		if (st && len && (e = (addr + len + pg - 1) & ~(pg - 1)) > addr) {
			range_forget(st, addr, e);
			range_unreserve(st, addr, e);
		}
	}
	if (!p->base)
		return;
	at = ret_word(tcp);
	if (p->len2.kind != OP_NONE && !opnd_value(tcp, &p->len2, &nlen))
		return;
	pg = range_new_pages(tcp, p, at);
	e = (at + nlen + pg - 1) & ~(pg - 1);
	if (nlen && e > at)
		range_remember(tcp, at, e);
	if (nlen && e > at && p->prot.kind != OP_NONE &&
	    opnd_value(tcp, &p->prot, &prot) &&
	    !(uint32_t)opnd_int(tcp, &p->prot, prot))	/* an int */
		range_reserve(tcp, at, e);
}

void kind_range_exit(struct tcb *tcp, const struct rule *r)
{
	const struct range_params *p = &r->p.range;
	const struct range_call *c = kind_call_peek(tcp, K_RANGE);
	uint64_t addr, len, pg = page_size(tcp), ps, s, e, req_s, req_e;
	struct note_vars nv;
	bool down = p->end == RANGE_END_DOWN, wrap;
	unsigned sev = note_defs[r->note].severity;
	const char *more = "";
	struct note *n;

	if (p->huge == RANGE_HUGE_DOWN) {
		range_huge_down(tcp, r);
		return;
	}
	if (!conds_hold(tcp, &p->when))
		return;
	if (!opnd_value(tcp, &p->addr, &addr) || !opnd_value(tcp, &p->len, &len))
		return;
	range_track(tcp, p, addr, len);
	if (p->len2.kind != OP_NONE && !opnd_value(tcp, &p->len2, &len))
		return;
	if (p->base == RANGE_BASE_RET) {
		addr = ret_word(tcp);
		/* mmap's length rounding is the documented contract every
		 * allocator relies on: worth knowing, not a trap. */
		sev = SEV_INFO;
		if (!range_wanted(r, sev))
			return;
		pg = range_new_pages(tcp, p, addr);
	}
	if (c && c->skip)
		return;
	if (!range_of(p, pg, addr, len, &s, &e, &wrap))
		return;
	if (wrap) {
		range_wrapped(tcp, r, addr, len, s);
		return;
	}
	/* A call on existing mappings rounds to the base page; the pages
	 * it acts on are those of the mappings (a success on a huge page
	 * mapping means it cut none). */
	ps = c && c->ps ? c->ps : pg;
	if (c && c->whole)
		sev = SEV_INFO;
	req_s = addr;
	req_e = addr + len;
	/* Rounded over nothing but the padding between an ELF file's
	 * sections: the call touches no other data. */
	if (sev != SEV_INFO && !down && ps == pg && range_wanted(r, sev) &&
	    (req_s <= s || range_elf_padding(tcp, s, req_s)) &&
	    (req_e >= e || range_elf_padding(tcp, req_e, e))) {
		sev = SEV_INFO;
		more = "; the pages added hold only padding between the "
		       "sections of the file mapped there";
	}
	base_vars(tcp, &nv);
	var_num(&nv, "start", s);
	var_num(&nv, "end", e);
	var_num(&nv, "size", e - s);
	range_pages(tcp, &nv, e - s, ps);
	var_num(&nv, "len", len);
	var_num(&nv, "dstart", req_s - s);
	var_num(&nv, "dend", down ? req_e - e : e - req_e);
	var_num(&nv, "lost", down ? req_e - e : 0);
	range_how(&nv, req_s - s, down ? req_e - e : e - req_e, down, more);
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
