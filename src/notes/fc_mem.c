/* failure-cause on memory, from /proc/PID/maps read at the call's exit
 * (the thread is stopped there, its mappings as the kernel left them).
 *
 * EFAULT: each pointer argument's range, as far as its type says the
 * kernel reads or writes (types.list: bytes, the next argument's length
 * or the one TYPE:N names; iov, an iovec array and each element's
 * buffer; struct=, a struct of structs.list's size on the call's ABI;
 * a path, up to its NUL; else its first byte), against the mappings:
 * the first part that is not mapped, or mapped without the access (a
 * read for what the call is given, a write for what it fills). The
 * kernel copies from the start of each range, so the first bad byte is
 * at or before the fault. When every range is fine the note says what
 * was checked: the fault is further in (a pointer inside a struct).
 *
 * ENOMEM (on=mem lines, mem=): mmap and mremap over RLIMIT_AS
 * (mm/mmap.c may_expand_vm(): VmSize and the new pages), mlock over
 * RLIMIT_MEMLOCK (mm/mlock.c do_mlock(): VmLck and the pages to lock
 * that are not locked yet, unless CAP_IPC_LOCK), mlockall(MCL_CURRENT)
 * over it (do_mlockall(): VmSize), the part of a range that is not
 * mapped (mprotect, mlock, munlock, madvise, msync, mincore), and
 * vm.max_map_count: a mapping the call must split at an end of its
 * range with the process at the limit (split_vma(); munmap only
 * refuses a hole inside one mapping), an mmap with the process over it
 * (do_mmap()). EAGAIN: an mmap with MAP_LOCKED and a mremap growing a
 * locked mapping over RLIMIT_MEMLOCK (mlock_future_ok(): VmLck and the
 * new pages), madvise's split at the limit (it turns that ENOMEM into
 * EAGAIN). Anything else is said as checked, never as the cause. */
#include "notes/fc_mem.h"
#include "notes/procmem.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#define FM_CAP_IPC_LOCK 14
#define FM_UIO_MAXIOV 1024

struct note *fc_note_plain(struct tcb *tcp, const struct rule *r, int arg,
			   const char *why, bool has_limit, uint64_t limit)
{
	struct note_vars nv;
	struct note *n;

	base_vars(tcp, &nv);
	var_str(&nv, "why", "%s", why);
	n = note_emit(tcp, r, note_defs[r->note].severity, &nv);
	if (!n)
		return NULL;
	n->has_arg = arg >= 0;
	n->arg = (unsigned char)(arg >= 0 ? arg : 0);
	n->has_limit = has_limit;
	n->limit = limit;
	return n;
}

/* The same, with the bytes at fault when fault is set. */
static void fm_emit(struct tcb *tcp, const struct rule *r, int arg,
		    const char *why, bool fault, uint64_t s, uint64_t e,
		    bool has_limit, uint64_t limit)
{
	struct note *n = fc_note_plain(tcp, r, arg, why, has_limit, limit);

	if (!n)
		return;
	n->has_fault = fault;
	n->fault_start = s;
	n->fault_end = e;
}

/* A word of the call's ABI. */
static uint64_t fm_word(const struct tcb *tcp, uint64_t v)
{
	return is_wordsize4(tcp) ? (uint32_t)v : v;
}

/* printf's "%#llx" and "%llu" and a string's copy, at p, for the two
 * texts of every EFAULT note below (three snprintf calls cost ~2,400
 * instructions a note); the caller has the room. */
static char *fm_hex(char *p, uint64_t v)
{
	char d[16];
	size_t n = 0;

	if (!v) {
		*p++ = '0';
		return p;
	}
	for (; v; v >>= 4)
		d[n++] = "0123456789abcdef"[v & 15];
	*p++ = '0';
	*p++ = 'x';
	while (n)
		*p++ = d[--n];
	return p;
}

static char *fm_dec(char *p, uint64_t v)
{
	char d[20];
	size_t n = 0;

	do
		d[n++] = (char)('0' + v % 10);
	while (v /= 10);
	while (n)
		*p++ = d[--n];
	return p;
}

static char *fm_cat(char *p, const char *s)
{
	size_t n = strlen(s);

	memcpy(p, s, n);
	return p + n;
}

/* "[0x1000, 0x2000) is not mapped", "... is in a mapping without write
 * permission (r--p)", "... wraps past the top of the address space". */
static void fm_what(char *buf, size_t size, uint64_t bs, uint64_t be,
		    const char *perms, unsigned want)
{
	char *p = buf;

	/* at most 2 * 18 + 52 + strlen(perms) bytes */
	if (be && size >= 100 && strlen(perms) < 8) {
		*p++ = '[';
		p = fm_hex(p, bs);
		p = fm_cat(p, ", ");
		p = fm_hex(p, be);
		if (!perms[0]) {
			p = fm_cat(p, ") is not mapped");
		} else {
			p = fm_cat(p, ") is in a mapping without ");
			p = fm_cat(p, want == PM_WRITE ? "write" : "read");
			p = fm_cat(p, " permission (");
			p = fm_cat(p, perms);
			*p++ = ')';
		}
		*p = '\0';
		return;
	}
	if (!be) {
		snprintf(buf, size, "it wraps past the top of the address "
			 "space");
		return;
	}
	if (!perms[0]) {
		snprintf(buf, size, "[%#llx, %#llx) is not mapped",
			 (unsigned long long)bs, (unsigned long long)be);
		return;
	}
	snprintf(buf, size, "[%#llx, %#llx) is in a mapping without %s "
		 "permission (%s)", (unsigned long long)bs,
		 (unsigned long long)be, want == PM_WRITE ? "write" : "read",
		 perms);
}

/* What was checked, for the note that finds nothing. */
struct fm_list {
	char s[400];
	size_t len;
	unsigned n;
};

static void fm_add(struct fm_list *l, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void fm_add(struct fm_list *l, const char *fmt, ...)
{
	va_list ap;
	int k;

	if (l->len >= sizeof(l->s) - 1)
		return;
	if (l->n++) {
		k = snprintf(l->s + l->len, sizeof(l->s) - l->len, ", ");
		l->len += (size_t)k < sizeof(l->s) - l->len ? (size_t)k :
			  sizeof(l->s) - 1 - l->len;
	}
	va_start(ap, fmt);
	k = vsnprintf(l->s + l->len, sizeof(l->s) - l->len, fmt, ap);
	va_end(ap);
	if (k > 0)
		l->len += (size_t)k < sizeof(l->s) - l->len ? (size_t)k :
			  sizeof(l->s) - 1 - l->len;
}

/* One range of argument i: true (and the note made) when it is bad. */
static bool fm_range(struct tcb *tcp, const struct rule *r,
		     const struct pm_maps *pm, unsigned i, const char *label,
		     uint64_t a, uint64_t len, unsigned want, bool *unknown)
{
	uint64_t bs, be;
	char perms[5], what[160], why[400], size[32] = "";

	if (!pm_bad(pm, a, len, want, &bs, &be, perms, unknown))
		return false;
	fm_what(what, sizeof(what), bs, be, perms, want);
	if (strlen(label) < 100) {	/* < 100 + 18 + 28 + 2 + 160 bytes */
		char *p = fm_hex(fm_cat(fm_cat(why, label), " "), a);

		if (tcp->call.sd->args[i].span != SPAN_NONE)
			p = fm_cat(fm_dec(fm_cat(p, " ("), len), " bytes)");
		p = fm_cat(fm_cat(p, ": "), what);
		*p = '\0';
		fm_emit(tcp, r, (int)i, why, true, bs, be, false, 0);
		return true;
	}
	if (tcp->call.sd->args[i].span != SPAN_NONE)
		snprintf(size, sizeof(size), " (%llu bytes)",
			 (unsigned long long)len);
	snprintf(why, sizeof(why), "%s %#llx%s: %s", label,
		 (unsigned long long)a, size, what);
	fm_emit(tcp, r, (int)i, why, true, bs, be, false, 0);
	return true;
}

/* An iovec array at a of n elements: the array (read), then each
 * element's buffer with the argument's access. */
static bool fm_iov(struct tcb *tcp, const struct rule *r,
		   const struct pm_maps *pm, unsigned i, const char *name,
		   uint64_t a, uint64_t n, unsigned want, struct fm_list *l,
		   bool *unknown)
{
	unsigned ws = is_wordsize4(tcp) ? 4 : 8;
	uint64_t bs, be;
	char perms[5], what[160], why[400], label[64];
	static uint8_t buf[FM_UIO_MAXIOV * 16];
	uint64_t total = 0;

	if (n > FM_UIO_MAXIOV)
		return false;	/* EINVAL before any copy */
	if (fm_range(tcp, r, pm, i, name, a, n * 2 * ws, PM_READ, unknown))
		return true;
	if (*unknown || !n || umoven(tcp, a, n * 2 * ws, buf))
		return false;
	for (uint64_t k = 0; k < n; k++) {
		uint64_t base, len;

		if (ws == 4) {
			uint32_t w[2];

			memcpy(w, buf + k * 8, 8);
			base = w[0];
			len = w[1];
		} else {
			memcpy(&base, buf + k * 16, 8);
			memcpy(&len, buf + k * 16 + 8, 8);
		}
		total += len;
		if (!pm_bad(pm, base, len, want, &bs, &be, perms, unknown)) {
			if (*unknown)
				return false;
			continue;
		}
		fm_what(what, sizeof(what), bs, be, perms, want);
		snprintf(label, sizeof(label), "%s[%llu]", name,
			 (unsigned long long)k);
		snprintf(why, sizeof(why), "%s {iov_base=%#llx, iov_len=%llu}: "
			 "%s", label, (unsigned long long)base,
			 (unsigned long long)len, what);
		fm_emit(tcp, r, (int)i, why, true, bs, be, false, 0);
		return true;
	}
	fm_add(l, "%s %#llx (%llu elements, %llu bytes in all)", name,
	       (unsigned long long)a, (unsigned long long)n,
	       (unsigned long long)total);
	return false;
}

/* A NUL-terminated string at a (a path): the kernel reads it up to its
 * NUL (strncpy_from_user()), so only the bytes readable from a are
 * read here, and the NUL looked for in them. */
static bool fm_string(struct tcb *tcp, const struct rule *r,
		      const struct pm_maps *pm, unsigned i, const char *name,
		      uint64_t a, struct fm_list *l, bool *unknown)
{
	static char s[PATH_MAX];
	uint64_t bs, be, n = sizeof(s);
	char perms[5], what[160], why[400];
	const char *nul;
	bool bad;

	bad = pm_bad(pm, a, sizeof(s), PM_READ, &bs, &be, perms, unknown);
	if (*unknown)
		return false;
	if (bad)
		n = bs - a;
	if (n && umoven(tcp, a, n, s))
		return false;
	nul = n ? memchr(s, '\0', n) : NULL;
	if (nul) {
		fm_add(l, "%s %#llx (%llu bytes and its NUL)", name,
		       (unsigned long long)a,
		       (unsigned long long)(nul - s));
		return false;
	}
	if (!bad)
		return false;	/* PATH_MAX without a NUL: ENAMETOOLONG */
	fm_what(what, sizeof(what), bs, be, perms, PM_READ);
	if (n)
		snprintf(why, sizeof(why), "%s %#llx: no NUL in its %llu "
			 "readable bytes, and then %s", name,
			 (unsigned long long)a, (unsigned long long)n, what);
	else
		snprintf(why, sizeof(why), "%s %#llx: %s", name,
			 (unsigned long long)a, what);
	fm_emit(tcp, r, (int)i, why, true, bs, be, false, 0);
	return true;
}

/* Whether the first byte of argument i, which the kernel reads or
 * writes first when it uses the argument at all, is at fault. */
static bool fm_first_bad(struct tcb *tcp, const struct pm_maps *pm,
			 unsigned i)
{
	const struct argdesc *ad = &tcp->call.sd->args[i];
	uint64_t a = fm_word(tcp, tcp->call.args[i]), bs, be;
	int li = ad->param >= 0 ? ad->param : (int)i + 1;
	char perms[5];
	bool unknown;

	if (!(ad->traits & AT_PTR) || !a)
		return false;
	if ((ad->span == SPAN_BYTES || ad->span == SPAN_IOV) &&
	    (li >= tcp->call.sd->nargs || !fm_word(tcp, tcp->call.args[li])))
		return false;	/* nothing to copy */
	if (ad->out != ARG_OUT || ad->span == SPAN_IOV) {
		if (pm_bad(pm, a, 1, PM_READ, &bs, &be, perms, &unknown))
			return true;
		if (ad->span == SPAN_IOV)
			return false;
	}
	return ad->out != ARG_IN &&
	       pm_bad(pm, a, 1, PM_WRITE, &bs, &be, perms, &unknown);
}

static void fm_efault(struct tcb *tcp, const struct rule *r)
{
	struct fm_list l = { .len = 0 };
	struct pm_maps pm;
	bool unknown = false;
	char why[600];

	if (!pm_open_query(tcp, &pm))
		return;
	/* An argument whose first byte is at fault before one that goes
	 * bad further in: the kernel may have faulted on the first before
	 * it got to the other's end (sendto reads dest_addr before buf). */
	for (unsigned pass = 0; pass < 2; pass++) {
		memset(&l, 0, sizeof(l));	/* what pass 1 checks */
		for (unsigned i = 0; i < tcp->call.sd->nargs && !unknown; i++) {
			const struct argdesc *ad = &tcp->call.sd->args[i];
			const char *name = ad->name ? ad->name : "pointer";
			uint64_t a = fm_word(tcp, tcp->call.args[i]), len = 0;
			unsigned want[2], nw = 0;
			int li;

			if (!(ad->traits & AT_PTR) || !a)
				continue;	/* NULL: many may be */
			if (!pass && !fm_first_bad(tcp, &pm, i))
				continue;
			if (ad->out != ARG_OUT)
				want[nw++] = PM_READ;
			if (ad->out != ARG_IN)
				want[nw++] = PM_WRITE;
			li = ad->param >= 0 ? ad->param : (int)i + 1;
			if (ad->span == SPAN_IOV) {
				if (li >= tcp->call.sd->nargs)
					continue;
				if (fm_iov(tcp, r, &pm, i, name, a,
					   fm_word(tcp, tcp->call.args[li]),
					   ad->out == ARG_IN ? PM_READ : PM_WRITE, &l,
					   &unknown))
					goto out;
				continue;
			}
			if (ad->span == SPAN_NONE && (ad->traits & AT_PATH)) {
				if (fm_string(tcp, r, &pm, i, name, a, &l, &unknown))
					goto out;
				continue;
			}
			switch (ad->span) {
			case SPAN_BYTES:
				if (li >= tcp->call.sd->nargs)
					continue;
				len = fm_word(tcp, tcp->call.args[li]);
				break;
			case SPAN_STRUCT:
				len = layout_size(tcp->pers, ad->lstruct);
				break;
			default:
				len = 1;	/* its extent is not known */
				break;
			}
			for (unsigned k = 0; k < nw; k++)
				if (fm_range(tcp, r, &pm, i, name, a, len, want[k],
					     &unknown))
					goto out;
			if (!len)
				fm_add(&l, "%s %#llx (0 bytes)", name,
				       (unsigned long long)a);
			else if (ad->span == SPAN_NONE)
				fm_add(&l, "%s %#llx (its first byte: its extent is "
				       "not known)", name, (unsigned long long)a);
			else
				fm_add(&l, "%s [%#llx, %#llx)", name,
				       (unsigned long long)a,
				       (unsigned long long)(a + len));
		}
	}
	if (unknown || !l.n)
		goto out;
	snprintf(why, sizeof(why), "checked: %s %s mapped with the access the "
		 "call needs; not the cause of EFAULT (the fault is further "
		 "in: a pointer inside a struct or an array)", l.s,
		 l.n > 1 ? "are" : "is");
	fm_emit(tcp, r, -1, why, false, 0, 0, false, 0);
out:
	pm_free(&pm);
}

/* ---- ENOMEM ---------------------------------------------------------- */

static uint64_t fm_page_up(uint64_t v, uint64_t pg)
{
	return (v + pg - 1) & ~(pg - 1);
}

/* "RLIMIT_AS is unlimited" / "... is N bytes" */
static void fm_lim(char *buf, size_t size, const char *name, uint64_t v)
{
	if (v == UINT64_MAX)
		snprintf(buf, size, "%s is unlimited", name);
	else
		snprintf(buf, size, "%s is %llu bytes", name,
			 (unsigned long long)v);
}

/* The process's mapping count against vm.max_map_count, for what was
 * checked (never named as the cause: which split or merge a call would
 * have made is not known here). */
static void fm_maps_count(const struct pm_maps *pm, char *buf, size_t size)
{
	char v[32] = "";
	FILE *f = fopen("/proc/sys/vm/max_map_count", "re");

	if (f) {
		if (!fgets(v, sizeof(v), f))
			v[0] = '\0';
		fclose(f);
	}
	v[strcspn(v, "\n")] = '\0';
	snprintf(buf, size, "%llu%s mappings%s%s", (unsigned long long)pm->vmas,
		 pm->cut ? " or more" : "", v[0] ? " of vm.max_map_count " : "",
		 v);
}

/* mmap, mremap: may_expand_vm() refuses when VmSize and the new pages
 * go over RLIMIT_AS. */
static bool fm_as(struct tcb *tcp, const struct rule *r, uint64_t grow,
		  const char *what, char *checked, size_t size)
{
	uint64_t soft, hard, vm;
	char why[400], lim[64];

	if (!pm_rlimit(tcp->pid, RLIMIT_AS, &soft, &hard) ||
	    !pm_status_kb(tcp, "VmSize", &vm))
		return false;
	fm_lim(lim, sizeof(lim), "RLIMIT_AS", soft);
	if (soft != UINT64_MAX && vm + grow > soft && vm + grow >= vm) {
		snprintf(why, sizeof(why), "%s: the process has %llu bytes "
			 "mapped (VmSize), and %llu more %s would go over it",
			 lim, (unsigned long long)vm,
			 (unsigned long long)grow, what);
		fm_emit(tcp, r, -1, why, false, 0, 0, true, soft);
		return true;
	}
	snprintf(checked, size, "%s and %llu bytes are mapped (VmSize): "
		 "%llu more fit under it", lim, (unsigned long long)vm,
		 (unsigned long long)grow);
	return false;
}

/* The part of [start, end) that is not mapped. */
static bool fm_hole(struct tcb *tcp, const struct rule *r,
		    const struct pm_maps *pm, uint64_t start, uint64_t end,
		    char *checked, size_t size)
{
	uint64_t bs, be;
	bool unknown;
	char perms[5], why[400];

	if (end <= start)
		return false;
	if (!pm_bad(pm, start, end - start, PM_MAPPED, &bs, &be, perms,
		    &unknown)) {
		if (!unknown)
			snprintf(checked, size, "every page of [%#llx, %#llx) "
				 "is mapped", (unsigned long long)start,
				 (unsigned long long)end);
		return false;
	}
	snprintf(why, sizeof(why), "[%#llx, %#llx) of the range [%#llx, "
		 "%#llx) is not mapped", (unsigned long long)bs,
		 (unsigned long long)be, (unsigned long long)start,
		 (unsigned long long)end);
	fm_emit(tcp, r, 0, why, true, bs, be, false, 0);
	return true;
}

/* vm.max_map_count; false when it cannot be read. */
static bool fm_max_maps(uint64_t *v)
{
	char buf[32];
	FILE *f = fopen("/proc/sys/vm/max_map_count", "re");
	char *end;

	if (!f)
		return false;
	if (!fgets(buf, sizeof(buf), f)) {
		fclose(f);
		return false;
	}
	fclose(f);
	*v = strtoull(buf, &end, 10);
	return end != buf;
}

/* The mapping a lies strictly inside (a split point), or NULL. */
static const struct pm_map *fm_inside(const struct pm_maps *pm, uint64_t a)
{
	size_t lo = pm_first_past(pm, a);

	if (lo < pm->n && pm->m[lo].start < a && a < pm->m[lo].end)
		return &pm->m[lo];
	return NULL;
}

/* vm.max_map_count for a call over [start, end) of mapped pages: the
 * mapping it must split at an end (unmap: a hole inside one mapping,
 * the only split munmap refuses), with the process at the limit; at
 * exit the first of two splits may have been made, the second refused,
 * so one end inside a mapping is enough. */
static bool fm_split(struct tcb *tcp, const struct rule *r,
		     const struct pm_maps *pm, uint64_t start, uint64_t end,
		     bool unmap, char *checked, size_t size)
{
	const struct pm_map *ms, *me, *m;
	uint64_t max;
	char why[400];

	if (end <= start || pm->cut || !fm_max_maps(&max))
		return false;
	ms = fm_inside(pm, start);
	me = fm_inside(pm, end);
	m = ms ? ms : me;
	if (unmap)
		m = ms && ms == me ? ms : NULL;
	if (!m || pm->vmas < max) {
		snprintf(checked, size, "the process has %llu mappings of "
			 "vm.max_map_count %llu%s",
			 (unsigned long long)pm->vmas, (unsigned long long)max,
			 m ? "" : ", and the range splits none");
		return false;
	}
	snprintf(why, sizeof(why), "the process has %llu mappings, "
		 "vm.max_map_count is %llu: the mapping [%#llx, %#llx) would "
		 "be split at %#llx, one more", (unsigned long long)pm->vmas,
		 (unsigned long long)max, (unsigned long long)m->start,
		 (unsigned long long)m->end,
		 (unsigned long long)(m == ms ? start : end));
	fm_emit(tcp, r, -1, why, false, 0, 0, true, max);
	return true;
}

/* mmap: do_mmap() refuses a process over vm.max_map_count. */
static bool fm_map_count(struct tcb *tcp, const struct rule *r,
			 const struct pm_maps *pm)
{
	uint64_t max;
	char why[300];

	if (pm->cut || !fm_max_maps(&max) || pm->vmas <= max)
		return false;
	snprintf(why, sizeof(why), "the process has %llu mappings, over "
		 "vm.max_map_count %llu", (unsigned long long)pm->vmas,
		 (unsigned long long)max);
	fm_emit(tcp, r, -1, why, false, 0, 0, true, max);
	return true;
}

/* The thread's CAP_IPC_LOCK, which RLIMIT_MEMLOCK does not bind: false
 * when it has it (checked says so) or it cannot be read. */
static bool fm_memlock_binds(struct tcb *tcp, const char *lim,
			     char *checked, size_t size)
{
	uint64_t eff;

	if (!cap_eff(tcp, &eff))
		return false;
	if (eff >> FM_CAP_IPC_LOCK & 1) {
		snprintf(checked, size, "%s, but the thread has CAP_IPC_LOCK, "
			 "which it does not bind", lim);
		return false;
	}
	return true;
}

/* What every RLIMIT_MEMLOCK cause starts with: the soft limit, the
 * status field (VmSize or VmLck) it is set against, the limit as the
 * note words it, and whether it binds this thread at all (not with
 * CAP_IPC_LOCK). False when any of it cannot be read or it does not
 * bind (checked then says why). */
static bool fm_memlock_read(struct tcb *tcp, const char *field,
			    uint64_t *soft, uint64_t *kb, char *lim,
			    size_t limsize, char *checked, size_t size)
{
	uint64_t hard;

	if (!pm_rlimit(tcp->pid, RLIMIT_MEMLOCK, soft, &hard) ||
	    !pm_status_kb(tcp, field, kb))
		return false;
	fm_lim(lim, limsize, "RLIMIT_MEMLOCK", *soft);
	return fm_memlock_binds(tcp, lim, checked, size);
}

/* mlockall(MCL_CURRENT): do_mlockall() refuses when the process's
 * mapped pages (VmSize, total_vm) go over RLIMIT_MEMLOCK. */
static bool fm_lockall(struct tcb *tcp, const struct rule *r,
		       char *checked, size_t size)
{
	uint64_t soft, vm, pg = page_size(tcp);
	char why[400], lim[64];

	if (!fm_memlock_read(tcp, "VmSize", &soft, &vm, lim, sizeof(lim),
			     checked, size))
		return false;
	if (soft != UINT64_MAX && vm / pg > soft / pg) {
		snprintf(why, sizeof(why), "%s: locking every mapping would "
			 "lock the %llu bytes the process has mapped (VmSize), "
			 "without CAP_IPC_LOCK", lim, (unsigned long long)vm);
		fm_emit(tcp, r, 0, why, false, 0, 0, true, soft);
		return true;
	}
	snprintf(checked, size, "%s and the process has %llu bytes mapped "
		 "(VmSize), which fit", lim, (unsigned long long)vm);
	return false;
}

/* mmap with MAP_LOCKED, mremap of a locked mapping: mlock_future_ok()
 * refuses (EAGAIN) when VmLck and the new pages go over RLIMIT_MEMLOCK,
 * unless CAP_IPC_LOCK. */
static bool fm_lock_future(struct tcb *tcp, const struct rule *r,
			   uint64_t grow, const char *what, char *checked,
			   size_t size)
{
	uint64_t soft, vmlck, pg = page_size(tcp);
	char why[400], lim[64];

	if (!fm_memlock_read(tcp, "VmLck", &soft, &vmlck, lim, sizeof(lim),
			     checked, size))
		return false;
	if (soft != UINT64_MAX && vmlck / pg + grow / pg > soft / pg) {
		snprintf(why, sizeof(why), "%s: %llu bytes are locked (VmLck), "
			 "and %s would lock %llu more, without CAP_IPC_LOCK",
			 lim, (unsigned long long)vmlck, what,
			 (unsigned long long)grow);
		fm_emit(tcp, r, -1, why, false, 0, 0, true, soft);
		return true;
	}
	snprintf(checked, size, "%s, %llu bytes are locked (VmLck), and the "
		 "%llu more %s would lock fit", lim, (unsigned long long)vmlck,
		 (unsigned long long)grow, what);
	return false;
}

/* mlock, mlock2: do_mlock() counts the pages to lock (the range, less
 * what is locked in it already) with VmLck against RLIMIT_MEMLOCK,
 * unless the thread has CAP_IPC_LOCK. */
static bool fm_memlock(struct tcb *tcp, const struct rule *r,
		       uint64_t start, uint64_t len, char *checked,
		       size_t size)
{
	uint64_t soft, vmlck, had, pg = page_size(tcp), pages;
	char why[400], lim[64];

	if (!fm_memlock_read(tcp, "VmLck", &soft, &vmlck, lim, sizeof(lim),
			     checked, size))
		return false;
	if (!pm_locked_in(tcp, start, start + len, &had))
		return false;
	pages = vmlck / pg + len / pg - had / pg;
	if (soft != UINT64_MAX && pages > soft / pg) {
		snprintf(why, sizeof(why), "%s: %llu bytes are locked (VmLck) "
			 "and %llu more would be, without CAP_IPC_LOCK",
			 lim, (unsigned long long)vmlck,
			 (unsigned long long)(len - had));
		fm_emit(tcp, r, 1, why, false, 0, 0, true, soft);
		return true;
	}
	snprintf(checked, size, "%s, %llu bytes are locked (VmLck) and %llu "
		 "more fit", lim, (unsigned long long)vmlck,
		 (unsigned long long)(len - had));
	return false;
}

/* ENOMEM and EAGAIN of the mem= lines. */
static void fm_enomem(struct tcb *tcp, const struct rule *r)
{
	const struct failure_cause_params *p = &r->p.failure_cause;
	uint64_t addr = 0, len = 0, len2 = 0, flags = 0, pg = page_size(tcp);
	uint64_t start, end;
	char c1[300] = "", c2[300] = "", c3[300] = "", count[96], why[1200];
	bool again = tcp->call.err == EAGAIN, locking, done = false;
	struct pm_maps pm;

	if (!p->mem ||
	    (p->addr.kind != OP_NONE && !opnd_value(tcp, &p->addr, &addr)) ||
	    (p->len.kind != OP_NONE && !opnd_value(tcp, &p->len, &len)) ||
	    (p->len2.kind != OP_NONE && !opnd_value(tcp, &p->len2, &len2)) ||
	    (p->flags.kind != OP_NONE && !opnd_value(tcp, &p->flags, &flags)))
		return;
	addr = fm_word(tcp, addr);
	len = fm_word(tcp, len);
	len2 = fm_word(tcp, len2);
	locking = p->lock && (flags & p->lock);
	/* EAGAIN is a memory cause only where the kernel gives one */
	if (again && !(p->mem == FAILURE_CAUSE_MEM_MAP && locking) &&
	    p->mem != FAILURE_CAUSE_MEM_REMAP &&
	    p->mem != FAILURE_CAUSE_MEM_MODIFY)
		return;
	if (!pm_read(tcp, &pm))
		return;
	start = addr & ~(pg - 1);
	end = fm_page_up(addr + len, pg);
	switch (p->mem) {
	case FAILURE_CAUSE_MEM_MAP: {
		uint64_t n = fm_page_up(len, pg), over = 0;

		if (n < len)
			break;
		if (again) {
			done = fm_lock_future(tcp, r, n, "the new mapping", c1,
					      sizeof(c1));
			break;
		}
		/* a hint the new mapping lands on takes no more room: the
		 * pages it would replace count at most (MAP_FIXED) */
		if (addr && n && addr + n > addr)
			over = pm_mapped_in(&pm, addr, addr + n);
		done = fm_as(tcp, r, n - over, "to map", c1, sizeof(c1)) ||
		       fm_map_count(tcp, r, &pm);
		break;
	}
	case FAILURE_CAUSE_MEM_REMAP: {
		uint64_t had = 0;

		len = fm_page_up(len, pg);
		len2 = fm_page_up(len2, pg);
		if (len2 <= len)
			break;
		if (!again) {
			done = fm_as(tcp, r, len2 - len, "to grow by", c1,
				     sizeof(c1));
			break;
		}
		/* the mapping at addr must be locked for the limit to bind */
		if (!pm_locked_in(tcp, start, start + len, &had))
			break;
		if (!had) {
			snprintf(c1, sizeof(c1), "[%#llx, %#llx) is not locked",
				 (unsigned long long)start,
				 (unsigned long long)(start + len));
			break;
		}
		done = fm_lock_future(tcp, r, len2 - len,
				      "growing the locked mapping", c1,
				      sizeof(c1));
		break;
	}
	case FAILURE_CAUSE_MEM_LOCKALL:
		if (locking)
			done = fm_lockall(tcp, r, c1, sizeof(c1));
		break;
	case FAILURE_CAUSE_MEM_UNMAP:
		done = fm_split(tcp, r, &pm, start, end, true, c3, sizeof(c3));
		break;
	case FAILURE_CAUSE_MEM_LOCK:
		if (end > start)
			done = fm_memlock(tcp, r, start, end - start, c1,
					  sizeof(c1));
		/* then the pages must be mapped */
		__attribute__((fallthrough));
	case FAILURE_CAUSE_MEM_MODIFY:
	case FAILURE_CAUSE_MEM_RANGE:
		/* madvise's EAGAIN: a hole is ENOMEM, never EAGAIN */
		if (!done && !again)
			done = fm_hole(tcp, r, &pm, start, end, c2,
				       sizeof(c2));
		if (!done && p->mem != FAILURE_CAUSE_MEM_RANGE)
			done = fm_split(tcp, r, &pm, start, end, false, c3,
					sizeof(c3));
		break;
	}
	if (!done) {
		if (!c3[0]) {
			fm_maps_count(&pm, count, sizeof(count));
			snprintf(c3, sizeof(c3), "the process has %s", count);
		}
		snprintf(why, sizeof(why), "checked: %s%s%s%s%s; not the cause "
			 "of %s", c1, c1[0] ? "; " : "", c2, c2[0] ? "; " : "",
			 c3, again ? "EAGAIN" : "ENOMEM");
		fm_emit(tcp, r, -1, why, false, 0, 0, false, 0);
	}
	pm_free(&pm);
}

/* ---- E2BIG of execve ------------------------------------------------ */

#define FM_STK_LIM (8UL << 20)	/* the kernel's _STK_LIM */
#define FM_ARG_MAX 131072	/* <linux/limits.h> ARG_MAX */
#define FM_MAX_VEC 1000000	/* strings read at most */

/* The strings of the vector at a: their count and bytes with their
 * NULs, the first one over maxlen (its index in *over, -1 none); false
 * when it cannot be read through. */
static bool fm_strvec(struct tcb *tcp, uint64_t a, uint64_t maxlen,
		      uint64_t *n, uint64_t *bytes, int64_t *over,
		      uint64_t *overlen)
{
	static char s[64 * 4096 + 1];
	unsigned ws = is_wordsize4(tcp) ? 4 : 8;

	*n = *bytes = 0;
	*over = -1;
	if (!a)
		return true;
	for (; *n < FM_MAX_VEC; ++*n) {
		uint64_t p = 0, cap, len;
		ssize_t k;

		if (umoven(tcp, a + *n * ws, ws, &p))
			return false;
		if (ws == 4)
			p = (uint32_t)p;
		if (!p)
			return true;
		cap = maxlen + 1 < sizeof(s) ? maxlen + 1 : sizeof(s);
		k = umovestr(tcp, p, cap, s);
		if (k < 0)
			return false;
		if ((uint64_t)k >= cap) {	/* no NUL in cap bytes */
			if (cap < maxlen + 1)
				return false;	/* how long is not known */
			len = maxlen + 1;	/* at least */
		} else {
			len = (size_t)k + 1;
		}
		if (len > maxlen && *over < 0) {
			*over = (int64_t)*n;
			*overlen = len;
		}
		*bytes += len;
	}
	return false;
}

/* execve, execveat: fs/exec.c bprm_stack_limits() gives the strings
 * min(RLIMIT_STACK / 4, 3/4 of _STK_LIM), at least ARG_MAX, less a
 * pointer for each; the file name, envp and argv are copied into it,
 * and a string over MAX_ARG_STRLEN (32 pages) is refused alone. */
static void fm_e2big(struct tcb *tcp, const struct rule *r)
{
	uint64_t soft, hard, limit, ptrs, pg = page_size(tcp);
	uint64_t n[2] = { 0, 0 }, bytes[2] = { 0, 0 }, olen = 0, fname = 0;
	uint64_t maxstr = 32 * pg;
	int64_t over[2] = { -1, -1 };
	const char *vname[2] = { "argv", "envp" };
	int varg[2] = { -1, -1 }, nv = 0, parg = -1;
	unsigned ws = is_wordsize4(tcp) ? 4 : 8;
	char why[500];
	static char path[4096];

	for (unsigned i = 0; i < tcp->call.sd->nargs; i++) {
		if ((tcp->call.sd->args[i].traits & AT_STRVEC) && nv < 2)
			varg[nv++] = (int)i;
		if ((tcp->call.sd->args[i].traits & AT_PATH) && parg < 0)
			parg = (int)i;
	}
	if (nv < 2 || !pm_rlimit(tcp->pid, RLIMIT_STACK, &soft, &hard))
		return;
	for (int k = 0; k < 2; k++) {
		const char *name = tcp->call.sd->args[varg[k]].name;

		if (name)
			vname[k] = name;
		if (!fm_strvec(tcp, fm_word(tcp, tcp->call.args[varg[k]]),
			       maxstr, &n[k], &bytes[k], &over[k], &olen))
			return;
		if (over[k] >= 0) {
			snprintf(why, sizeof(why), "%s[%lld] is %llu bytes or "
				 "more with its NUL, over MAX_ARG_STRLEN (%llu)",
				 vname[k], (long long)over[k],
				 (unsigned long long)olen,
				 (unsigned long long)maxstr);
			fm_emit(tcp, r, varg[k], why, false, 0, 0, true,
				maxstr);
			return;
		}
	}
	/* the name as given (execveat's relative one becomes the longer
	 * /dev/fd/N/NAME: the total is never overstated) */
	if (parg >= 0 && tcp->call.args[parg]) {
		ssize_t k = umovestr(tcp, fm_word(tcp, tcp->call.args[parg]),
				     sizeof(path), path);

		if (k >= 0 && (size_t)k < sizeof(path))
			fname = (uint64_t)k + 1;
	}
	limit = soft / 4 < FM_STK_LIM / 4 * 3 ? soft / 4 : FM_STK_LIM / 4 * 3;
	if (limit < FM_ARG_MAX)
		limit = FM_ARG_MAX;
	ptrs = ((n[0] ? n[0] : 1) + n[1]) * ws;
	if (ptrs >= limit || fname + bytes[0] + bytes[1] > limit - ptrs) {
		snprintf(why, sizeof(why), "%s and %s are %llu and %llu "
			 "strings of %llu bytes with their NULs, and the file "
			 "name %llu: over the %llu bytes that RLIMIT_STACK/4 "
			 "leaves after %llu bytes of pointers", vname[0],
			 vname[1], (unsigned long long)n[0],
			 (unsigned long long)n[1],
			 (unsigned long long)(bytes[0] + bytes[1]),
			 (unsigned long long)fname,
			 (unsigned long long)limit, (unsigned long long)ptrs);
		fm_emit(tcp, r, -1, why, false, 0, 0, true, limit);
		return;
	}
	snprintf(why, sizeof(why), "checked: %s and %s are %llu and %llu "
		 "strings of %llu bytes, none over MAX_ARG_STRLEN (%llu), "
		 "within the %llu bytes RLIMIT_STACK/4 allows; not the cause "
		 "of E2BIG", vname[0], vname[1], (unsigned long long)n[0],
		 (unsigned long long)n[1],
		 (unsigned long long)(bytes[0] + bytes[1]),
		 (unsigned long long)maxstr, (unsigned long long)limit);
	fm_emit(tcp, r, -1, why, false, 0, 0, false, 0);
}

void fc_mem_note(struct tcb *tcp, const struct rule *r)
{
	if (tcp->call.err == EFAULT)
		fm_efault(tcp, r);
	else if (tcp->call.err == ENOMEM || tcp->call.err == EAGAIN)
		fm_enomem(tcp, r);
	else if (tcp->call.err == E2BIG)
		fm_e2big(tcp, r);
}
