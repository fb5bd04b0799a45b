/* -c and -C: syscall counts, times and errors, handed to the backends
 * at the end as rows (the text backend prints strace's table).
 *
 * Times are wall-clock latencies from syscall entry to exit, as seen by
 * the tracer (strace's -w); strace's default, system CPU time, is not
 * measurable per call without reading /proc at every stop. Rows sort by
 * the -S key; ties, and -S nothing, keep syscall number order. */
#include "output/output.h"

#include <stdlib.h>
#include <string.h>

struct count {
	const char *name;
	uint64_t nr;		/* first number seen, for the tie order */
	uint64_t calls, errors;
	uint64_t ns;
};

static struct count *counts;
static size_t ncounts, cap;

static struct count *slot(const char *name, uint64_t nr)
{
	for (size_t i = 0; i < ncounts; i++)
		if (counts[i].name == name || !strcmp(counts[i].name, name))
			return &counts[i];
	if (ncounts == cap) {
		cap = cap ? cap * 2 : 64;
		counts = xrealloc(counts, cap * sizeof(*counts));
	}
	memset(&counts[ncounts], 0, sizeof(counts[0]));
	counts[ncounts].name = name;
	counts[ncounts].nr = nr;
	return &counts[ncounts++];
}

void count_syscall(struct tcb *tcp)
{
	struct count *c;
	int64_t ns;

	if (!tcp->sd)
		return;
	c = slot(tcp->sd->name, tcp->scno);
	c->calls++;
	if (tcp->err)
		c->errors++;
	ns = (tcp->exit_ts.tv_sec - tcp->entry_ts.tv_sec) * 1000000000ll +
	     (tcp->exit_ts.tv_nsec - tcp->entry_ts.tv_nsec);
	if (ns > 0)
		c->ns += (uint64_t)ns;
}

/* ---- sorting ------------------------------------------------------ */

static int cmp_u64_desc(uint64_t x, uint64_t y)
{
	return x == y ? 0 : x < y ? 1 : -1;
}

static int by_nr(const struct count *x, const struct count *y)
{
	if (x->nr != y->nr)
		return x->nr < y->nr ? -1 : 1;
	return strcmp(x->name, y->name);
}

static int by_time(const void *a, const void *b)
{
	int r = cmp_u64_desc(((const struct count *)a)->ns,
			     ((const struct count *)b)->ns);

	return r ? r : by_nr(a, b);
}

static int by_calls(const void *a, const void *b)
{
	int r = cmp_u64_desc(((const struct count *)a)->calls,
			     ((const struct count *)b)->calls);

	return r ? r : by_nr(a, b);
}

static int by_errors(const void *a, const void *b)
{
	int r = cmp_u64_desc(((const struct count *)a)->errors,
			     ((const struct count *)b)->errors);

	return r ? r : by_nr(a, b);
}

static int by_name(const void *a, const void *b)
{
	return strcmp(((const struct count *)a)->name,
		      ((const struct count *)b)->name);
}

static int by_nothing(const void *a, const void *b)
{
	return by_nr(a, b);
}

static const struct {
	const char *key;
	int (*cmp)(const void *, const void *);
} sort_keys[] = {
	{ "time", by_time }, { "calls", by_calls }, { "errors", by_errors },
	{ "name", by_name }, { "nothing", by_nothing },
};

static int (*sort_fn(const char *key))(const void *, const void *)
{
	for (size_t i = 0; i < sizeof(sort_keys) / sizeof(sort_keys[0]); i++)
		if (!strcmp(key, sort_keys[i].key))
			return sort_keys[i].cmp;
	return NULL;
}

bool count_sort_valid(const char *key)
{
	return sort_fn(key) != NULL;
}

/* ---- the table as data ------------------------------------------------- */

/* Sorts the counts by the -S key and hands the rows, then the total, to
 * the backends. */
void count_report(void)
{
	static struct summary_row *rows;
	struct summary_view v = { 0 };
	uint64_t tns = 0;

	if (!ncounts)
		return;
	qsort(counts, ncounts, sizeof(*counts),
	      sort_fn(out_cfg->sortby ? out_cfg->sortby : "time"));
	rows = xrealloc(rows, ncounts * sizeof(*rows));
	for (size_t i = 0; i < ncounts; i++)
		tns += counts[i].ns;
	for (size_t i = 0; i < ncounts; i++) {
		const struct count *c = &counts[i];

		rows[i].name = c->name;
		rows[i].percent = tns ? 100.0 * c->ns / tns : 0.0;
		rows[i].ns = c->ns;
		rows[i].calls = c->calls;
		rows[i].errors = c->errors;
		v.total.calls += c->calls;
		v.total.errors += c->errors;
	}
	v.rows = rows;
	v.nrows = (unsigned)ncounts;
	v.total.name = "total";
	v.total.percent = 100.0;
	v.total.ns = tns;
	out_summary(&v);
}
