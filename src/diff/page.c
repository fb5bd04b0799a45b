/* `abitrace diff --report=FILE.html`: the differences as a page. The
 * page is made from the records of `abitrace diff --json`, the one
 * description of a difference there is: report.c writes them to a
 * temporary file, this reads them back (with the bounded reader, as any
 * JSON) and hands each to output's page writer (output/diffpage.c),
 * which escapes what came from the traces. */
#include <errno.h>
#include <stdlib.h>
#include <unistd.h>

#include "abitrace.h"
#include "diff/diff.h"
#include "output/output.h"
#include "output/diffpage.h"

#define MAX_DETAILS	64

static uint64_t total;	/* from the diff_total record */

static void side(const struct jr *j, int root, const char *which,
		 struct diffpage_side *s)
{
	int o = jr_get(j, root, which);

	*s = (struct diffpage_side){ 0 };
	if (o < 0)
		return;
	if (j->n[o].type == JR_STR) {	/* exit: the status itself */
		s->call = jr_sval(j, o, NULL);
		return;
	}
	s->call = jr_gets(j, o, "call");
	s->result = jr_gets(j, o, "result");
	jr_geti(j, o, "line", &s->line);
}

static void record(const struct jr *j, int root)
{
	const char *type = jr_gets(j, root, "type");
	int64_t x = 0, y = 0;

	if (!type)
		return;
	if (!strcmp(type, "diff_input")) {
		const char *w = jr_gets(j, root, "which");

		jr_geti(j, root, "calls", &x);
		diffpage_input(w && *w == 'B' ? 'B' : 'A',
			       jr_gets(j, root, "file"),
			       jr_gets(j, root, "kernel"),
			       jr_gets(j, root, "machine"),
			       jr_gets(j, root, "abi"), x);
	} else if (!strcmp(type, "environment")) {
		for (int m = j->n[root].child; m >= 0; m = j->n[m].next)
			if (j->n[m].type == JR_OBJ)
				diffpage_env(jr_key(j, m), jr_gets(j, m, "a"),
					     jr_gets(j, m, "b"));
	} else if (!strcmp(type, "count")) {
		jr_geti(j, root, "a", &x);
		jr_geti(j, root, "b", &y);
		diffpage_count(jr_gets(j, root, "name"), x, y);
	} else if (!strcmp(type, "diff_total")) {
		int64_t n = 0;

		jr_geti(j, root, "differences", &n);
		total = n > 0 ? (uint64_t)n : 0;
	} else {
		struct diffpage_side a, b;
		const char *det[MAX_DETAILS];
		unsigned nd = 0;
		int d = jr_get(j, root, "details");

		side(j, root, "a", &a);
		side(j, root, "b", &b);
		if (!strncmp(type, "process_only_", 13)) {
			static char calls[40];

			jr_geti(j, root, "calls", &x);
			snprintf(calls, sizeof(calls), "process (%lld calls)",
				 (long long)x);
			(type[13] == 'a' ? &a : &b)->call = calls;
		}
		if (d >= 0 && j->n[d].type == JR_ARR)
			for (int i = j->n[d].child; i >= 0 && nd < MAX_DETAILS;
			     i = j->n[i].next)
				if ((det[nd] = jr_sval(j, i, NULL)))
					nd++;
		diffpage_item(type, jr_gets(j, root, "process"), &a, &b, det,
			      nd);
	}
}

int diff_page(const struct dtrace *a, const struct dtrace *b,
	      const struct diff_opts *o)
{
	struct diff_opts jo = *o;
	FILE *tmp = tmpfile();
	int saved, r, c;
	struct strbuf line = { 0 };
	struct jr j = { 0 };

	if (!tmp)
		diff_fail("a temporary file: %s", strerror(errno));
	/* report.c writes to stdout: for the while, that is the file. */
	fflush(stdout);
	saved = dup(STDOUT_FILENO);
	if (saved < 0 || dup2(fileno(tmp), STDOUT_FILENO) < 0)
		diff_fail("dup: %s", strerror(errno));
	jo.json = true;
	r = diff_report(a, b, &jo);
	fflush(stdout);
	if (dup2(saved, STDOUT_FILENO) < 0)
		diff_fail("dup2: %s", strerror(errno));
	close(saved);
	rewind(tmp);

	for (;;) {
		int root;

		line.len = 0;
		while ((c = getc(tmp)) != EOF && c != '\n')
			sb_putc(&line, (char)c);
		if (line.len) {
			root = jr_parse(&j, line.s, line.len);
			if (root < 0 || j.n[root].type != JR_OBJ)
				diff_fail("the page: a record of ours is "
					  "not JSON");
			record(&j, root);
		}
		if (c == EOF)
			break;
	}
	fclose(tmp);
	free(line.s);
	free(j.n);
	free(j.str.s);
	if (diffpage_close(total) < 0)
		return DIFF_TROUBLE;
	return r;
}
