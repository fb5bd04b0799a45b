/* The traced process's mappings, read at a call's exit (procmem.h). */
#define _GNU_SOURCE		/* memmem */
#include "notes/procmem.h"
#include "notes/engine.h"
#include "unwind/stacktrace.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <linux/fs.h>

/* Mappings a query pm fetches for one range before it reads the text
 * instead; and the top of the user half the queries answer for. */
enum { PM_QUERY_MAX = 16 };
#define PM_QUERY_TOP 0x0100000000000000ULL

bool pm_read(struct tcb *tcp, struct pm_maps *pm)
{
	const char *text, *p, *end, *nl;
	size_t cap = 0, len;

	memset(pm, 0, sizeof(*pm));
	/* The process's maps (the thread's are the same mm), read once a
	 * stop: the note's call site reads them too. */
	text = proc_maps_text(tcp->tid, &len);
	if (!text)
		return false;
	for (p = text, end = text + len; p < end; p = nl + 1) {
		uint64_t s, e;
		const char *q;

		nl = memchr(p, '\n', (size_t)(end - p));
		if (!nl)
			nl = end;
		/* "START-END PERM ...": the range and permissions at the
		 * line's start, parsed by hand (sscanf was most of the
		 * cost); the name only matters as [vsyscall]. */
		q = proc_maps_hex(p, nl, &s);
		if (!q || q >= nl || *q != '-')
			continue;
		q = proc_maps_hex(q + 1, nl, &e);
		if (!q || nl - q < 5 || *q != ' ' || q[5] != ' ')
			continue;
		q++;
		if (nl - p <= 11 || memcmp(nl - 11, " [vsyscall]", 11))
			pm->vmas++;
		if (pm->n == PM_MAX_MAPS) {
			pm->cut = true;
			continue;
		}
		if (pm->n == cap) {
			size_t nc = cap ? cap * 2 : 256;
			struct pm_map *m = realloc(pm->m, nc * sizeof(*m));

			if (!m) {
				pm->cut = true;
				break;
			}
			pm->m = m;
			cap = nc;
		}
		pm->m[pm->n].start = s;
		pm->m[pm->n].end = e;
		memcpy(pm->m[pm->n].perms, q, 4);
		pm->m[pm->n].perms[4] = '\0';
		pm->n++;
	}
	return true;
}

void pm_free(struct pm_maps *pm)
{
	if (pm->query && !pm->borrowed)
		close(pm->qfd);
	free(pm->m);
	memset(pm, 0, sizeof(*pm));
}

/* Whether a mapping gives the access: a write needs w; a read r, or w
 * (x86 and arm64 pages cannot be writable and not readable). An
 * execute-only mapping counts as readable: without protection keys the
 * CPU reads it, and no false cause is better than a guess. */
static bool pm_allows(const char *perms, unsigned want)
{
	if (want == PM_WRITE)
		return perms[1] == 'w';
	if (want == PM_READ)
		return perms[0] == 'r' || perms[1] == 'w' || perms[2] == 'x';
	return true;
}

size_t pm_first_past(const struct pm_maps *pm, uint64_t a)
{
	size_t lo = 0, hi = pm->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (pm->m[mid].end <= a)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static bool pm_bad_in(const struct pm_maps *pm, uint64_t start, uint64_t len,
		      unsigned want, uint64_t *bs, uint64_t *be, char perms[5],
		      bool *unknown)
{
	uint64_t cur = start, end = start + len;
	size_t i = 0;

	*unknown = false;
	perms[0] = '\0';
	if (!len)
		return false;
	if (end < start) {
		/* wraps: access_ok() refuses it whole */
		*bs = start;
		*be = 0;
		return true;
	}
	i = pm_first_past(pm, start);
	for (; cur < end; i++) {
		const struct pm_map *m;

		if (i >= pm->n) {
			if (pm->cut) {
				*unknown = true;
				return false;
			}
			*bs = cur;
			*be = end;
			return true;
		}
		m = &pm->m[i];
		if (m->start > cur) {
			*bs = cur;
			*be = m->start < end ? m->start : end;
			return true;
		}
		if (!pm_allows(m->perms, want)) {
			*bs = cur;
			*be = m->end < end ? m->end : end;
			memcpy(perms, m->perms, 5);
			/* the next mappings of the same refusal */
			while (*be < end && i + 1 < pm->n &&
			       pm->m[i + 1].start == *be &&
			       !pm_allows(pm->m[i + 1].perms, want) &&
			       !strcmp(pm->m[i + 1].perms, perms)) {
				i++;
				*be = pm->m[i].end < end ? pm->m[i].end : end;
			}
			return true;
		}
		cur = m->end;
	}
	return false;
}

#ifdef PROCMAP_QUERY
/* The kernel refused a query as unknown once: it will again (ENOTTY
 * before 6.11, EINVAL for a size it does not take). */
static bool no_query;

int vma_query_open(struct tcb *tcp)
{
	if (no_query)
		return -2;
	return nproc_maps_fd(tcp);
}

int vma_query_next(struct tcb *tcp, int fd, uint64_t addr, uint64_t end,
		   char *name, size_t size, struct procmap_query *q)
{
	*q = (struct procmap_query){
		.size = sizeof(*q), .query_addr = addr,
		.query_flags = PROCMAP_QUERY_COVERING_OR_NEXT_VMA,
		.vma_name_addr = (uintptr_t)name,
		.vma_name_size = name ? size : 0,
	};
	if (ioctl(fd, PROCMAP_QUERY, q) < 0) {
		if (errno == ENOENT)	/* no VMA at or past addr */
			return 0;
		no_query = errno == ENOTTY || errno == EINVAL;
		nproc_maps_fd_drop(tcp, fd);
		return -1;
	}
	return q->vma_start < end && q->vma_end > addr;
}

/*
 * The unwinder keeps a query descriptor of the process's maps for its
 * call-site walks (unwind_maps_fd), and the notes one of their own
 * (nproc_maps_fd): a failing call asks through one of those, without
 * an open and a close of its own. Each is the current address space's
 * (closed at exec and with the process), and PROCMAP_QUERY answers
 * from the mappings as they are at the query, so nothing in it can be
 * stale. The first descriptor is probed with a query.
 */
static bool query_open(struct tcb *tcp, struct pm_maps *pm)
{
	static bool query_ok;
	struct procmap_query q = {
		.size = sizeof(q),
		.query_flags = PROCMAP_QUERY_COVERING_OR_NEXT_VMA,
	};

	if (no_query)
		return false;
	pm->borrowed = true;
	if (query_ok && (pm->qfd = unwind_maps_fd(stack_proc(tcp))) >= 0)
		return true;
	pm->qfd = vma_query_open(tcp);
	if (pm->qfd < 0)
		return false;
	if (!query_ok && ioctl(pm->qfd, PROCMAP_QUERY, &q) < 0 &&
	    errno != ENOENT) {
		no_query = errno == ENOTTY || errno == EINVAL;
		nproc_maps_fd_drop(tcp, pm->qfd);
		return false;
	}
	query_ok = true;
	return true;
}

/* The mappings over [start, end) into pm->m: false when there are more
 * than a few (pm_read's text is then cheaper to go through). */
static bool query_range(struct pm_maps *pm, uint64_t start, uint64_t end)
{
	uint64_t addr = start;

	pm->n = 0;
	while (addr < end) {
		struct procmap_query q = {
			.size = sizeof(q), .query_addr = addr,
			.query_flags = PROCMAP_QUERY_COVERING_OR_NEXT_VMA,
		};
		struct pm_map *m;

		if (ioctl(pm->qfd, PROCMAP_QUERY, &q) < 0)
			return errno == ENOENT;
		if (q.vma_start >= end)
			break;
		if (pm->n == PM_QUERY_MAX)
			return false;
		m = &pm->m[pm->n++];
		m->start = q.vma_start;
		m->end = q.vma_end;
		m->perms[0] = q.vma_flags & PROCMAP_QUERY_VMA_READABLE ? 'r' : '-';
		m->perms[1] = q.vma_flags & PROCMAP_QUERY_VMA_WRITABLE ? 'w' : '-';
		m->perms[2] = q.vma_flags & PROCMAP_QUERY_VMA_EXECUTABLE ? 'x' : '-';
		m->perms[3] = q.vma_flags & PROCMAP_QUERY_VMA_SHARED ? 's' : 'p';
		m->perms[4] = '\0';
		addr = q.vma_end;
	}
	return true;
}
#else
int vma_query_open(struct tcb *tcp)
{
	(void)tcp;
	return -2;
}

int vma_query_next(struct tcb *tcp, int fd, uint64_t addr, uint64_t end,
		   char *name, size_t size, struct procmap_query *q)
{
	(void)tcp;
	(void)fd;
	(void)addr;
	(void)end;
	(void)name;
	(void)size;
	(void)q;
	return -1;
}

static bool query_open(struct tcb *tcp, struct pm_maps *pm)
{
	(void)tcp;
	(void)pm;
	return false;
}

static bool query_range(struct pm_maps *pm, uint64_t start, uint64_t end)
{
	(void)pm;
	(void)start;
	(void)end;
	return false;
}
#endif

bool pm_open_query(struct tcb *tcp, struct pm_maps *pm)
{
	memset(pm, 0, sizeof(*pm));
	if (!query_open(tcp, pm))
		return pm_read(tcp, pm);
	pm->m = xmalloc(PM_QUERY_MAX * sizeof(*pm->m));
	pm->query = true;
	pm->tcp = tcp;
	return true;
}

/*
 * A query pm asks for the range's mappings; the text is read instead
 * for a range over many of them, and for one past the user half (the
 * text has the [vsyscall] gate, which PROCMAP_QUERY does not show).
 */
bool pm_bad(const struct pm_maps *pm, uint64_t start, uint64_t len,
	    unsigned want, uint64_t *bs, uint64_t *be, char perms[5],
	    bool *unknown)
{
	struct pm_maps *q = (struct pm_maps *)pm;
	struct pm_maps text;
	bool bad;

	if (!pm->query || !len || start + len < start)	/* no maps needed */
		return pm_bad_in(pm, start, len, want, bs, be, perms, unknown);
	if (start + len <= PM_QUERY_TOP && query_range(q, start, start + len))
		return pm_bad_in(pm, start, len, want, bs, be, perms, unknown);
	q->n = 0;
	if (!pm_read(pm->tcp, &text)) {
		*unknown = true;
		return false;
	}
	bad = pm_bad_in(&text, start, len, want, bs, be, perms, unknown);
	pm_free(&text);
	return bad;
}

uint64_t pm_mapped_in(const struct pm_maps *pm, uint64_t s, uint64_t e)
{
	uint64_t n = 0;

	for (size_t i = 0; i < pm->n; i++) {
		const struct pm_map *m = &pm->m[i];

		if (m->end <= s || m->start >= e)
			continue;
		n += (m->end < e ? m->end : e) - (m->start > s ? m->start : s);
	}
	return n;
}

bool pm_locked_in(struct tcb *tcp, uint64_t s, uint64_t e, uint64_t *n)
{
	unsigned long long lo = 0, hi = 0;
	char path[64], *line = NULL;
	size_t cap = 0;
	FILE *f;

	*n = 0;
	snprintf(path, sizeof(path), "/proc/%d/smaps", tcp->pid);
	f = fopen(path, "re");
	if (!f)
		return false;
	while (getline(&line, &cap, f) > 0) {
		unsigned long long a, b;
		char *sp = strchr(line, ' '), *dash = strchr(line, '-');

		if (sp && dash && dash < sp &&
		    sscanf(line, "%llx-%llx", &a, &b) == 2) {
			lo = a;
			hi = b;
			continue;
		}
		if (strncmp(line, "VmFlags:", 8) || hi <= s || lo >= e)
			continue;
		/* two-letter words, each after a blank */
		for (char *w = line + 8; (w = strstr(w, " lo")); w += 3)
			if (w[3] == ' ' || w[3] == '\n') {
				*n += (hi < e ? hi : e) - (lo > s ? lo : s);
				break;
			}
	}
	free(line);
	fclose(f);
	return true;
}

bool pm_status_kb(struct tcb *tcp, const char *key, uint64_t *v)
{
	char buf[64];

	if (!proc_status_field(tcp->pid, 0, key, buf, sizeof(buf)))
		return false;
	*v = strtoull(buf, NULL, 10) * 1024;
	return true;
}

/* Soft and hard limit of resource res from /proc/PID/limits: one line
 * per resource, in the kernel's order, after a header line; the values
 * start at the columns fs/proc/base.c pads the names to. */
bool pm_rlimit(pid_t pid, uint64_t res, uint64_t *soft, uint64_t *hard)
{
	char path[64], line[160], a[32], b[32];
	uint64_t *v[2] = { soft, hard };
	const char *w[2] = { a, b };
	bool ok = false;
	uint64_t i = 0;
	FILE *f;

	if (res >= 64)
		return false;
	snprintf(path, sizeof(path), "/proc/%d/limits", pid);
	f = fopen(path, "re");
	if (!f)
		return false;
	while (fgets(line, sizeof(line), f)) {
		if (i++ != res + 1)
			continue;
		if (strlen(line) < 27 || sscanf(line + 26, "%31s %31s", a, b) != 2)
			break;
		ok = true;
		for (unsigned k = 0; k < 2; k++) {
			char *end;

			if (!strcmp(w[k], "unlimited")) {
				*v[k] = UINT64_MAX;
				continue;
			}
			*v[k] = strtoull(w[k], &end, 10);
			ok = ok && *end == '\0';
		}
		break;
	}
	fclose(f);
	return ok;
}
