/* -c and -C: a table of syscall counts, times and errors at the end.
 *
 * Times are wall-clock latencies from syscall entry to exit, as seen by
 * the tracer (strace's -w); strace's default, system CPU time, is not
 * measurable per call without reading /proc at every stop. Rows sort by
 * the -S key; ties, and -S nothing, keep syscall number order. */
#include "abitrace.h"
#include "output/json.h"
#include "trace/trace.h"
#include "notes/notes.h"

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

/* ---- the table ---------------------------------------------------- */

static const char dashes[] = "------ ----------- ----------- --------- "
			     "--------- ----------------";

static void print_row(FILE *f, double pct, uint64_t ns, uint64_t calls,
		      uint64_t errors, const char *name)
{
	fprintf(f, "%6.2f %11.6f %11llu %9llu ", pct, ns / 1e9,
		(unsigned long long)(calls ? ns / 1000 / calls : 0),
		(unsigned long long)calls);
	if (errors)
		fprintf(f, "%9llu ", (unsigned long long)errors);
	else
		fprintf(f, "%9s ", "");
	fprintf(f, "%s\n", name);
}

static void json_row(FILE *f, const char *type, double pct, uint64_t ns,
		     uint64_t calls, uint64_t errors, const char *name)
{
	static struct strbuf sb;

	sb.len = 0;
	sb_printf(&sb, "{\"type\":\"%s\",\"name\":", type);
	json_string(&sb, name, strlen(name));
	sb_printf(&sb, ",\"percent\":%.2f,\"seconds\":%llu.%06llu,"
		  "\"calls\":%llu,\"errors\":%llu}", pct,
		  (unsigned long long)(ns / 1000000000),
		  (unsigned long long)(ns % 1000000000 / 1000),
		  (unsigned long long)calls, (unsigned long long)errors);
	json_emit(f, &sb);
}

static void row(FILE *f, bool total, double pct, uint64_t ns,
		uint64_t calls, uint64_t errors, const char *name)
{
	if (opt.json)
		json_row(f, total ? "summary_total" : "summary", pct, ns,
			 calls, errors, name);
	else
		print_row(f, pct, ns, calls, errors, name);
}

void count_report(FILE *f)
{
	uint64_t tns = 0, tcalls = 0, terr = 0;

	if (!ncounts)
		return;
	qsort(counts, ncounts, sizeof(*counts),
	      sort_fn(opt.sortby ? opt.sortby : "time"));
	for (size_t i = 0; i < ncounts; i++) {
		tns += counts[i].ns;
		tcalls += counts[i].calls;
		terr += counts[i].errors;
	}
	if (!opt.json)
		fprintf(f, "%% time     seconds  usecs/call     calls    errors "
			   "syscall\n%s\n", dashes);
	for (size_t i = 0; i < ncounts; i++) {
		const struct count *c = &counts[i];

		row(f, false, tns ? 100.0 * c->ns / tns : 0.0, c->ns,
		    c->calls, c->errors, c->name);
	}
	if (!opt.json)
		fprintf(f, "%s\n", dashes);
	row(f, true, 100.0, tns, tcalls, terr, "total");
}

/* The table goes where the trace goes: stderr, or the -o file (with
 * -ff, the shared file does not exist, so stderr). */
void out_finish_summary(void)
{
	FILE *f = stderr;

	if (opt.outfile && !opt.output_separately)
		f = out_file_for(NULL);
	if (opt.lint)
		notes_report(f);
	if (opt.count)
		count_report(f);
}
