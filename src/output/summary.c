/* -c: a table of syscall counts, times and errors at the end. */
#include "abitrace.h"
#include "trace/trace.h"
#include "notes/notes.h"

#include <stdlib.h>
#include <string.h>

struct count {
	const char *name;
	uint64_t calls, errors;
	uint64_t ns;
};

static struct count *counts;
static size_t ncounts, cap;

static struct count *slot(const char *name)
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
	return &counts[ncounts++];
}

void count_syscall(struct tcb *tcp)
{
	struct count *c;
	int64_t ns;

	if (!tcp->sd)
		return;
	c = slot(tcp->sd->name);
	c->calls++;
	if (tcp->err)
		c->errors++;
	ns = (tcp->exit_ts.tv_sec - tcp->entry_ts.tv_sec) * 1000000000ll +
	     (tcp->exit_ts.tv_nsec - tcp->entry_ts.tv_nsec);
	if (ns > 0)
		c->ns += (uint64_t)ns;
}

static int by_time(const void *a, const void *b)
{
	const struct count *x = a, *y = b;

	if (x->ns != y->ns)
		return x->ns < y->ns ? 1 : -1;
	return strcmp(x->name, y->name);
}

void count_report(FILE *f)
{
	uint64_t tns = 0, tcalls = 0, terr = 0;
	const char *dash = "------ ----------- ----------- --------- "
			   "--------- ----------------";

	qsort(counts, ncounts, sizeof(*counts), by_time);
	for (size_t i = 0; i < ncounts; i++) {
		tns += counts[i].ns;
		tcalls += counts[i].calls;
		terr += counts[i].errors;
	}
	fprintf(f, "%% time     seconds  usecs/call     calls    errors "
		   "syscall\n%s\n", dash);
	for (size_t i = 0; i < ncounts; i++) {
		const struct count *c = &counts[i];

		fprintf(f, "%6.2f %11.6f %11llu %9llu ",
			tns ? 100.0 * c->ns / tns : 0.0, c->ns / 1e9,
			(unsigned long long)(c->ns / 1000 / c->calls),
			(unsigned long long)c->calls);
		if (c->errors)
			fprintf(f, "%9llu ", (unsigned long long)c->errors);
		else
			fprintf(f, "%9s ", "");
		fprintf(f, "%s\n", c->name);
	}
	fprintf(f, "%s\n%6.2f %11.6f %11llu %9llu ", dash, 100.0, tns / 1e9,
		(unsigned long long)(tcalls ? tns / 1000 / tcalls : 0),
		(unsigned long long)tcalls);
	if (terr)
		fprintf(f, "%9llu ", (unsigned long long)terr);
	else
		fprintf(f, "%9s ", "");
	fprintf(f, "total\n");
}

void out_finish_summary(void)
{
	if (opt.lint)
		notes_report(opt.outfile && opt.output_separately <= 1 ?
			     out_file_for(NULL) : stderr);
	if (!opt.count)
		return;
	count_report(opt.outfile ? out_file_for(NULL) : stderr);
}
