/*
 * Parsing /proc/PID/maps for the libunwind backend, which has to name
 * modules itself (libdwfl does this on its own for the libdw backend).
 * Anonymous mappings are dropped: no module to name there.
 */
#define _GNU_SOURCE
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "proc-maps.h"

static int parse_line(const char *line, struct map_entry *m)
{
	int path_at = 0;

	if (sscanf(line, "%" SCNx64 "-%" SCNx64 " %*s %" SCNx64
		   " %*s %*s %n", &m->start, &m->end, &m->offset, &path_at) < 3)
		return -1;
	if (!path_at || (line[path_at] != '/' && line[path_at] != '['))
		return -1;
	m->path = strndup(line + path_at, strcspn(line + path_at, "\n"));
	return m->path ? 0 : -1;
}

/*
 * The load address of a file is where its offset 0 is mapped: the
 * closest earlier mapping of the same file at offset 0. Failing that
 * (a file mapped only from the middle), assume a contiguous mapping.
 */
static uint64_t load_base(const struct proc_maps *pm,
			  const struct map_entry *m)
{
	size_t i = pm->n;

	while (i--) {
		const struct map_entry *p = &pm->v[i];

		if (strcmp(p->path, m->path))
			break;
		if (p->offset == 0)
			return p->start;
	}
	return m->start - m->offset;
}

static int append(struct proc_maps *pm, size_t *cap, struct map_entry *m)
{
	if (pm->n == *cap) {
		size_t ncap = *cap ? *cap * 2 : 64;
		struct map_entry *v = realloc(pm->v, ncap * sizeof(*v));

		if (!v)
			return -1;
		pm->v = v;
		*cap = ncap;
	}
	pm->v[pm->n++] = *m;
	return 0;
}

int proc_maps_read(pid_t pid, struct proc_maps *pm)
{
	char path[64], *line = NULL;
	size_t len = 0, cap = 0;
	struct map_entry m;
	FILE *fp;
	int ret = 0;

	pm->v = NULL;
	pm->n = 0;
	snprintf(path, sizeof(path), "/proc/%d/maps", (int)pid);
	fp = fopen(path, "re");
	if (!fp)
		return -1;
	while (getline(&line, &len, fp) > 0) {
		if (parse_line(line, &m))
			continue;
		m.base = m.offset ? load_base(pm, &m) : m.start;
		if (append(pm, &cap, &m)) {
			free(m.path);
			ret = -1;
			break;
		}
	}
	free(line);
	fclose(fp);
	if (ret)
		proc_maps_free(pm);
	return ret;
}

void proc_maps_free(struct proc_maps *pm)
{
	size_t i;

	for (i = 0; i < pm->n; i++)
		free(pm->v[i].path);
	free(pm->v);
	pm->v = NULL;
	pm->n = 0;
}

bool proc_maps_equal(const struct proc_maps *a, const struct proc_maps *b)
{
	size_t i;

	if (a->n != b->n)
		return false;
	for (i = 0; i < a->n; i++) {
		const struct map_entry *x = &a->v[i], *y = &b->v[i];

		if (x->start != y->start || x->end != y->end ||
		    x->offset != y->offset || strcmp(x->path, y->path))
			return false;
	}
	return true;
}

const struct map_entry *proc_maps_find(const struct proc_maps *pm,
				       uint64_t addr)
{
	size_t lo = 0, hi = pm->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const struct map_entry *m = &pm->v[mid];

		if (addr < m->start)
			hi = mid;
		else if (addr >= m->end)
			lo = mid + 1;
		else
			return m;
	}
	return NULL;
}
