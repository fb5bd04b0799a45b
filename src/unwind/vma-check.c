/*
 * The mappings a walk's frames run in, checked one address at a time.
 *
 * A note's call site used to reread /proc/PID/maps before every walk,
 * for abitrace does not see every call that changes the mappings (its
 * seccomp filter, another thread's, untraced threads): reading maps
 * costs the kernel a d_path per mapped file, a third of what a noted
 * failing call cost. A walk only depends on the mappings its frames'
 * pcs lie in: the module there (file, load address) gives the symbols,
 * the lines and the CFI that unwinds to the next frame. So each frame's
 * mapping is asked of the kernel (PROCMAP_QUERY on a descriptor of
 * /proc/PID/maps: start, end, permissions, offset, device and inode,
 * no path) and compared with the line of the text last reported; any
 * difference, or a kernel without the ioctl, and the caller rereads
 * the whole text as before.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <linux/fs.h>
#include "vma-check.h"
#include "core/core.h"

struct vma_ent {
	uint64_t start, end, offset, inode;
	uint32_t major, minor;
	unsigned flags;		/* VMA_R ... */
};

/* PROCMAP_QUERY_VMA_*'s values, which headers before 6.11 lack. */
enum { VMA_R = 1, VMA_W = 2, VMA_X = 4, VMA_S = 8 };

/* Query descriptors are one per traced process that had a walk: keep
 * abitrace's own descriptors (outputs, -ff files) well clear of its
 * limit; past this many, walks read the text. */
#define VMA_FDS_MAX 128
static unsigned fds_open;
static bool no_query;		/* the kernel has no PROCMAP_QUERY */

void vma_table_init(struct vma_table *t)
{
	t->v = NULL;
	t->n = 0;
	t->fd = -1;
}

static void close_fd(struct vma_table *t)
{
	if (t->fd < 0)
		return;
	close(t->fd);
	t->fd = -1;
	fds_open--;
}

void vma_table_clear(struct vma_table *t)
{
	close_fd(t);
	free(t->v);
	t->v = NULL;
	t->n = 0;
}

static const char *dec(const char *p, const char *end, uint64_t *v)
{
	const char *start = p;

	*v = 0;
	for (; p < end && *p >= '0' && *p <= '9' && p - start < 20; p++)
		*v = *v * 10 + (uint64_t)(*p - '0');
	return p == start ? NULL : p;
}

static unsigned perm_flags(const char *q)
{
	return (q[0] == 'r' ? VMA_R : 0) | (q[1] == 'w' ? VMA_W : 0) |
	       (q[2] == 'x' ? VMA_X : 0) | (q[3] == 's' ? VMA_S : 0);
}

/* "START-END PERM OFFSET MAJ:MIN INODE ...": false for a line that is
 * not one (it is then left out, and an address in it never matches). */
static bool parse_line(const char *p, const char *nl, struct vma_ent *e)
{
	uint64_t maj, min;

	p = proc_maps_hex(p, nl, &e->start);
	if (!p || p >= nl || *p++ != '-')
		return false;
	p = proc_maps_hex(p, nl, &e->end);
	if (!p || nl - p < 6 || *p != ' ' || p[5] != ' ')
		return false;
	e->flags = perm_flags(p + 1);
	p = proc_maps_hex(p + 6, nl, &e->offset);
	if (!p || p >= nl || *p++ != ' ')
		return false;
	p = proc_maps_hex(p, nl, &maj);
	if (!p || p >= nl || *p++ != ':')
		return false;
	p = proc_maps_hex(p, nl, &min);
	if (!p || p >= nl || *p++ != ' ' || !dec(p, nl, &e->inode))
		return false;
	e->major = (uint32_t)maj;
	e->minor = (uint32_t)min;
	return e->start < e->end;
}

static void parse(struct vma_table *t, const char *text, size_t len)
{
	const char *p = text, *end = text + len, *nl;
	size_t cap = 0;

	for (; p < end; p = nl + 1) {
		struct vma_ent e;

		nl = memchr(p, '\n', (size_t)(end - p));
		if (!nl)
			nl = end;
		if (!parse_line(p, nl, &e))
			continue;
		if (t->n && e.start < t->v[t->n - 1].end)
			continue;	/* not sorted: not the kernel's text */
		if (t->n == cap) {
			size_t nc = cap ? 2 * cap : 64;

			t->v = xrealloc(t->v, nc * sizeof(*t->v));
			cap = nc;
		}
		t->v[t->n++] = e;
	}
}

void vma_table_set(struct vma_table *t, pid_t pid, const char *text,
		   size_t len)
{
	char path[64];

	vma_table_clear(t);
	parse(t, text, len);
#ifndef PROCMAP_QUERY
	no_query = true;
#endif
	if (no_query || fds_open >= VMA_FDS_MAX)
		return;
	snprintf(path, sizeof(path), "/proc/%d/maps", (int)pid);
	t->fd = open(path, O_RDONLY | O_CLOEXEC);
	if (t->fd >= 0)
		fds_open++;
}

#ifndef PROCMAP_QUERY
/* Headers older than Linux 6.11 (unwind/run.sh builds with the host's):
 * every walk reads the maps. */
enum vma_answer vma_check(struct vma_table *t, uint64_t addr)
{
	(void)t;
	(void)addr;
	return VMA_UNKNOWN;
}
#else
_Static_assert((int)VMA_R == (int)PROCMAP_QUERY_VMA_READABLE &&
	       (int)VMA_W == (int)PROCMAP_QUERY_VMA_WRITABLE &&
	       (int)VMA_X == (int)PROCMAP_QUERY_VMA_EXECUTABLE &&
	       (int)VMA_S == (int)PROCMAP_QUERY_VMA_SHARED,
	       "PROCMAP_QUERY_VMA_*");

static const struct vma_ent *find(const struct vma_table *t, uint64_t addr)
{
	size_t lo = 0, hi = t->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (addr < t->v[mid].start)
			hi = mid;
		else if (addr >= t->v[mid].end)
			lo = mid + 1;
		else
			return &t->v[mid];
	}
	return NULL;
}

enum vma_answer vma_check(struct vma_table *t, uint64_t addr)
{
	const unsigned perms = VMA_R | VMA_W | VMA_X | VMA_S;
	struct procmap_query q;
	const struct vma_ent *e;

	if (t->fd < 0)
		return VMA_UNKNOWN;
	memset(&q, 0, sizeof(q));
	q.size = sizeof(q);
	q.query_addr = addr;
	if (ioctl(t->fd, PROCMAP_QUERY, &q) < 0) {
		if (errno == ENOENT)
			return VMA_CHANGED;	/* nothing mapped there */
		if (errno == ENOTTY || errno == EINVAL)
			no_query = true;
		close_fd(t);	/* ESRCH: execve'd, or gone */
		return VMA_UNKNOWN;
	}
	e = find(t, addr);
	if (!e || e->start != q.vma_start || e->end != q.vma_end ||
	    e->flags != (q.vma_flags & perms) || e->offset != q.vma_offset ||
	    e->inode != q.inode || e->major != q.dev_major ||
	    e->minor != q.dev_minor)
		return VMA_CHANGED;
	return VMA_SAME;
}
#endif
