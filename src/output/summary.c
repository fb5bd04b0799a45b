/* -c and -C: syscall counts, times and errors, handed to the backends
 * at the end as rows (the text backend prints strace's table).
 *
 * Times are the system CPU time each call used, from the resource
 * usage the kernel reports with each stop (the tracee's whole thread
 * group, as strace counts it), or with -w the wall-clock time from
 * entry to exit as the tracer sees it. Rows sort by the -S key; ties,
 * and -S nothing, keep syscall number order. */
#include "output/output.h"

#include <stdlib.h>
#include <string.h>

struct count {
	const char *name;
	uint64_t nr;		/* first number seen, for the tie order */
	uint64_t calls, errors;
	uint64_t ns, min_ns, max_ns;
	uint64_t wall_ns, wall_min_ns, wall_max_ns;
};

static struct count *counts;
static size_t ncounts, cap;

/* The last row each name pointer (a syscall table's name) found, so
 * that a call costs a hash and a compare, not a strcmp per row: -c is
 * the cheapest way to trace and this runs at every call. */
#define SLOT_CACHE 256
static struct {
	const char *name;
	size_t row;
} slot_cache[SLOT_CACHE];

static struct count *slot_find(const char *name)
{
	unsigned h = (unsigned)(((uintptr_t)name >> 3) * 2654435761u) %
		     SLOT_CACHE;

	/* The check of the row's name: the report sorts the rows. */
	if (slot_cache[h].name == name && slot_cache[h].row < ncounts &&
	    counts[slot_cache[h].row].name == name)
		return &counts[slot_cache[h].row];
	for (size_t i = 0; i < ncounts; i++)
		if (counts[i].name == name || !strcmp(counts[i].name, name)) {
			slot_cache[h].name = name;
			slot_cache[h].row = i;
			return &counts[i];
		}
	return NULL;
}

static struct count *slot(const char *name, uint64_t nr)
{
	struct count *c = slot_find(name);

	if (c)
		return c;
	if (ncounts == cap) {
		cap = cap ? cap * 2 : 64;
		counts = xrealloc(counts, cap * sizeof(*counts));
	}
	memset(&counts[ncounts], 0, sizeof(counts[0]));
	counts[ncounts].name = name;
	counts[ncounts].nr = nr;
	counts[ncounts].min_ns = UINT64_MAX;
	counts[ncounts].wall_min_ns = UINT64_MAX;
	return &counts[ncounts++];
}

/* A number no table names gets a row of its own, under the name its
 * trace line has, as strace 7.1 counts them: a program that probes for
 * calls the kernel lacks shows what it tried. */
static const char *unknown_name(uint64_t nr)
{
	char buf[32];

	snprintf(buf, sizeof(buf), "syscall_%#llx", (unsigned long long)nr);
	for (size_t i = 0; i < ncounts; i++)
		if (!strcmp(counts[i].name, buf))
			return counts[i].name;
	return xstrdup(buf);
}

/* -O: the tracer's own cost per call, taken off each call's time (a
 * call never takes less than nothing). */
void count_syscall(struct tcb *tcp)
{
	struct count *c;
	const struct tcb_times *t = &tcp->call.times;
	int64_t wall, ns;

	c = slot(tcp->call.sd ? tcp->call.sd->name :
		 unknown_name(tcp->call.scno),
		 tcp->call.scno);
	c->calls++;
	if (tcp->call.err)
		c->errors++;
	/* -w: from entry to exit; else the system time the call used.
	 * The wall-* columns are from entry to exit either way. */
	wall = (t->exit_ts.tv_sec - t->entry_ts.tv_sec) * 1000000000ll +
	       (t->exit_ts.tv_nsec - t->entry_ts.tv_nsec);
	ns = out_cfg->wallclock ? wall : (int64_t)t->call_stime_ns;
	if (out_cfg->overhead_ns > 0) {
		ns -= out_cfg->overhead_ns;
		wall -= out_cfg->overhead_ns;
	}
	if (ns < 0)
		ns = 0;
	if (wall < 0)
		wall = 0;
	c->ns += (uint64_t)ns;
	if ((uint64_t)ns < c->min_ns)
		c->min_ns = (uint64_t)ns;
	if ((uint64_t)ns > c->max_ns)
		c->max_ns = (uint64_t)ns;
	c->wall_ns += (uint64_t)wall;
	if ((uint64_t)wall < c->wall_min_ns)
		c->wall_min_ns = (uint64_t)wall;
	if ((uint64_t)wall > c->wall_max_ns)
		c->wall_max_ns = (uint64_t)wall;
}

/* ---- columns and sort keys ----------------------------------------- */

/* The names -U and -S take for each column, strace's spellings. */
static const struct { const char *name; enum summary_col col; } col_names[] = {
	{ "time", COL_PERCENT }, { "time_percent", COL_PERCENT },
	{ "time-percent", COL_PERCENT }, { "time_total", COL_TOTAL },
	{ "time-total", COL_TOTAL }, { "total_time", COL_TOTAL },
	{ "total-time", COL_TOTAL }, { "min_time", COL_MIN },
	{ "min-time", COL_MIN }, { "shortest", COL_MIN },
	{ "time_min", COL_MIN }, { "time-min", COL_MIN },
	{ "longest", COL_MAX }, { "max_time", COL_MAX },
	{ "max-time", COL_MAX }, { "time_max", COL_MAX },
	{ "time-max", COL_MAX }, { "avg_time", COL_AVG },
	{ "avg-time", COL_AVG }, { "time_avg", COL_AVG },
	{ "time-avg", COL_AVG }, { "calls", COL_CALLS },
	{ "count", COL_CALLS }, { "error", COL_ERRORS },
	{ "errors", COL_ERRORS }, { "name", COL_NAME },
	{ "syscall", COL_NAME }, { "syscall_name", COL_NAME },
	{ "syscall-name", COL_NAME }, { "none", COL_NONE },
	{ "nothing", COL_NONE },
	{ "wall_total", COL_WTOTAL }, { "wall-total", COL_WTOTAL },
	{ "total_wall", COL_WTOTAL }, { "total-wall", COL_WTOTAL },
	{ "wall_min", COL_WMIN }, { "wall-min", COL_WMIN },
	{ "min_wall", COL_WMIN }, { "min-wall", COL_WMIN },
	{ "wall_max", COL_WMAX }, { "wall-max", COL_WMAX },
	{ "max_wall", COL_WMAX }, { "max-wall", COL_WMAX },
	{ "wall_avg", COL_WAVG }, { "wall-avg", COL_WAVG },
	{ "avg_wall", COL_WAVG }, { "avg-wall", COL_WAVG },
};

static int col_by_name(const char *s, size_t len)
{
	for (size_t i = 0; i < ARRAY_SIZE(col_names); i++)
		if (strlen(col_names[i].name) == len &&
		    !strncmp(col_names[i].name, s, len))
			return (int)col_names[i].col;
	return -1;
}

static enum summary_col columns[NCOLS] = {
	COL_PERCENT, COL_TOTAL, COL_AVG, COL_CALLS, COL_ERRORS, COL_NAME,
};
static unsigned ncolumns = 6;

void count_set_columns(const char *spec)
{
	bool seen[NCOLS] = { false };
	const char *p = spec;

	ncolumns = 0;
	for (;;) {
		const char *comma = strchr(p, ',');
		size_t len = comma ? (size_t)(comma - p) : strlen(p);
		int c = col_by_name(p, len);

		if (c <= COL_NONE)
			die("invalid -U column '%.*s' (time-percent, "
			    "total-time, min-time, max-time, avg-time, "
			    "wall-total, wall-min, wall-max, wall-avg, calls, "
			    "errors, name)", (int)len, p);
		if (seen[c])
			die("-U column '%.*s' is given twice", (int)len, p);
		seen[c] = true;
		columns[ncolumns++] = (enum summary_col)c;
		if (!comma)
			break;
		p = comma + 1;
	}
	/* Without the names the table means nothing. */
	if (!seen[COL_NAME])
		columns[ncolumns++] = COL_NAME;
}

static int cmp_u64_desc(uint64_t x, uint64_t y)
{
	return x == y ? 0 : x < y ? 1 : -1;
}

static uint64_t avg_ns(const struct count *c)
{
	return c->calls ? c->ns / c->calls : 0;
}

static uint64_t wall_avg_ns(const struct count *c)
{
	return c->calls ? c->wall_ns / c->calls : 0;
}

static enum summary_col sort_col = COL_PERCENT;

/* Ties, and -S nothing, keep the order the calls were first seen in
 * by number. */
static int by_key(const void *a, const void *b)
{
	const struct count *x = a, *y = b;
	int r = 0;

	switch (sort_col) {
	case COL_PERCENT:
	case COL_TOTAL: r = cmp_u64_desc(x->ns, y->ns); break;
	case COL_MIN: r = cmp_u64_desc(x->min_ns, y->min_ns); break;
	case COL_MAX: r = cmp_u64_desc(x->max_ns, y->max_ns); break;
	case COL_AVG: r = cmp_u64_desc(avg_ns(x), avg_ns(y)); break;
	case COL_CALLS: r = cmp_u64_desc(x->calls, y->calls); break;
	case COL_ERRORS: r = cmp_u64_desc(x->errors, y->errors); break;
	case COL_WTOTAL: r = cmp_u64_desc(x->wall_ns, y->wall_ns); break;
	case COL_WMIN:
		r = cmp_u64_desc(x->wall_min_ns, y->wall_min_ns);
		break;
	case COL_WMAX:
		r = cmp_u64_desc(x->wall_max_ns, y->wall_max_ns);
		break;
	case COL_WAVG: r = cmp_u64_desc(wall_avg_ns(x), wall_avg_ns(y)); break;
	case COL_NAME: return strcmp(x->name, y->name);
	default: break;
	}
	if (r)
		return r;
	if (x->nr != y->nr)
		return x->nr < y->nr ? -1 : 1;
	return strcmp(x->name, y->name);
}

bool count_sort_valid(const char *key)
{
	return col_by_name(key, strlen(key)) >= 0;
}

/* ---- the table as data ------------------------------------------------- */

/* Sorts the counts by the -S key and hands the rows, the total and the
 * -U columns to the backends. */
void count_report(void)
{
	static struct summary_row *rows;
	struct summary_view v = { 0 };
	uint64_t tns = 0, twall = 0;

	if (!ncounts)
		return;
	if (out_cfg->sortby) {
		int c = col_by_name(out_cfg->sortby, strlen(out_cfg->sortby));

		sort_col = c < 0 ? COL_PERCENT : (enum summary_col)c;
	}
	qsort(counts, ncounts, sizeof(*counts), by_key);
	rows = xrealloc(rows, ncounts * sizeof(*rows));
	for (size_t i = 0; i < ncounts; i++) {
		tns += counts[i].ns;
		twall += counts[i].wall_ns;
	}
	v.total.min_ns = ncounts ? UINT64_MAX : 0;
	v.total.wall_min_ns = ncounts ? UINT64_MAX : 0;
	for (size_t i = 0; i < ncounts; i++) {
		const struct count *c = &counts[i];

		rows[i].name = c->name;
		rows[i].percent = tns ? 100.0 * c->ns / tns : 0.0;
		rows[i].ns = c->ns;
		rows[i].min_ns = c->min_ns;
		rows[i].max_ns = c->max_ns;
		rows[i].avg_ns = avg_ns(c);
		rows[i].calls = c->calls;
		rows[i].errors = c->errors;
		rows[i].wall_ns = c->wall_ns;
		rows[i].wall_min_ns = c->wall_min_ns;
		rows[i].wall_max_ns = c->wall_max_ns;
		rows[i].wall_avg_ns = wall_avg_ns(c);
		if (c->wall_min_ns < v.total.wall_min_ns)
			v.total.wall_min_ns = c->wall_min_ns;
		if (c->wall_max_ns > v.total.wall_max_ns)
			v.total.wall_max_ns = c->wall_max_ns;
		v.total.calls += c->calls;
		v.total.errors += c->errors;
		if (c->min_ns < v.total.min_ns)
			v.total.min_ns = c->min_ns;
		if (c->max_ns > v.total.max_ns)
			v.total.max_ns = c->max_ns;
	}
	v.rows = rows;
	v.nrows = (unsigned)ncounts;
	v.total.name = "total";
	v.total.percent = 100.0;
	v.total.ns = tns;
	v.total.avg_ns = v.total.calls ? tns / v.total.calls : 0;
	v.total.wall_ns = twall;
	v.total.wall_avg_ns = v.total.calls ? twall / v.total.calls : 0;
	for (unsigned i = 0; i < ncolumns; i++)
		v.columns[i] = (unsigned char)columns[i];
	v.ncolumns = ncolumns;
	out_summary(&v);
}
