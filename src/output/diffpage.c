/* The page of `abitrace diff --report=FILE.html A B`: the report's look
 * (html.c's style and escaping), with one section, "Differences": the
 * two traces and where they ran, the header fields that differ, then
 * each difference as a row, run A's call on the left and run B's on the
 * right, what changed beside them, and the calls per name. It writes as
 * the records come (the diff's own --json order), so a diff of a
 * million differences is not held in memory. The page loads nothing
 * and runs no script (the Content Security Policy forbids both); every
 * string from the traces goes through html_escape(). */
#include "output/output.h"
#include "output/diffpage.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

static FILE *out;
static const char *path;
/* The block being written: each kind of record has its own, and they
 * come in this order. */
static enum { B_NONE, B_INPUTS, B_ENV, B_ITEMS, B_COUNTS } block;

static const char extra_style[] =
"#diff td.a,#diff td.b{width:34%}#diff td.kind{font-weight:700}"
"tr.only_a td.kind,tr.process_only_a td.kind{color:#c0392b}"
"tr.only_b td.kind,tr.process_only_b td.kind{color:#1e7b34}"
"tr.only_a td.a,tr.process_only_a td.a{background:#fdecea}"
"tr.only_b td.b,tr.process_only_b td.b{background:#e8f6ec}"
"tr.changed td.a,tr.changed td.b,tr.exit td.a,tr.exit td.b"
"{background:#fff8e1}#diff ul{margin:0;padding-left:1.1em}";

static void esc(const char *s)
{
	html_escape(out, s ? s : "", s ? strlen(s) : 0);
}

static void enter(int b)
{
	static const char *const ends[] = {
		[B_INPUTS] = "</tbody></table>\n",
		[B_ENV] = "</tbody></table>\n",
		[B_ITEMS] = "</tbody></table>\n",
		[B_COUNTS] = "</tbody></table>\n",
	};

	if ((int)block == b)
		return;
	if (block != B_NONE)
		fputs(ends[block], out);
	block = b;
	switch (b) {
	case B_INPUTS:
		fputs("<table id=\"diff-inputs\"><thead><tr><th></th>"
		      "<th>trace</th><th>kernel</th><th>machine</th>"
		      "<th>ABI</th><th>calls</th></tr></thead><tbody>\n", out);
		break;
	case B_ENV:
		fputs("<h3>Where they ran</h3>\n<table id=\"diff-env\"><thead>"
		      "<tr><th>field</th><th>A</th><th>B</th></tr></thead>"
		      "<tbody>\n", out);
		break;
	case B_ITEMS:
		fputs("<h3>Calls</h3>\n<table id=\"diff-calls\"><thead><tr>"
		      "<th>process</th><th></th><th>A</th><th>B</th>"
		      "<th>what changed</th></tr></thead><tbody>\n", out);
		break;
	case B_COUNTS:
		fputs("<h3>Calls per name</h3>\n<table id=\"diff-counts\">"
		      "<thead><tr><th>call</th><th>A</th><th>B</th></tr>"
		      "</thead><tbody>\n", out);
		break;
	}
}

void diffpage_open(const char *p)
{
	static const struct options defaults;

	/* abitrace diff traces nothing, so no out_init() ran: the file is
	 * opened with the defaults (truncated, not appended to). */
	if (!out_cfg)
		out_cfg = &defaults;
	path = p;
	out = outfile_open_own(p);
	fprintf(out, "<!DOCTYPE html>\n<html lang=\"en\"><head>"
		"<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-"
		"Security-Policy\" content=\"default-src 'none'; style-src "
		"'unsafe-inline'\">\n<meta name=\"viewport\" content=\""
		"width=device-width\">\n<title>abitrace diff</title>\n"
		"<style>%s%s</style></head>\n<body>\n<h1>abitrace diff</h1>\n"
		"<section id=\"diff\">\n<h2>Differences</h2>\n"
		"<p class=\"muted\">What run B did differently from run A, "
		"compared by meaning: addresses as their mapping, descriptors "
		"as what they refer to, processes by their place in the fork "
		"tree (doc/diff.md).</p>\n", html_style, extra_style);
}

static void num(int64_t v)
{
	fprintf(out, "%" PRId64, v);
}

void diffpage_input(char which, const char *file, const char *kernel,
		    const char *machine, const char *abi, int64_t calls)
{
	enter(B_INPUTS);
	fprintf(out, "<tr class=\"input\" data-which=\"%c\"><th>%c</th>"
		"<td><code>", which == 'A' ? 'A' : 'B', which == 'A' ? 'A' : 'B');
	esc(file);
	fputs("</code></td><td>", out);
	esc(kernel);
	fputs("</td><td>", out);
	esc(machine);
	fputs("</td><td>", out);
	esc(abi);
	fputs("</td><td class=\"n\">", out);
	num(calls);
	fputs("</td></tr>\n", out);
}

void diffpage_env(const char *field, const char *a, const char *b)
{
	enter(B_ENV);
	fputs("<tr><td>", out);
	esc(field);
	fputs("</td><td>", out);
	esc(a ? *a ? a : "(none)" : "(not recorded)");
	fputs("</td><td>", out);
	esc(b ? *b ? b : "(none)" : "(not recorded)");
	fputs("</td></tr>\n", out);
}

static void side(const char *cls, const struct diffpage_side *s)
{
	fprintf(out, "<td class=\"%s\">", cls);
	if (s && s->call) {
		fputs("<code class=\"call\">", out);
		esc(s->call);
		if (s->result) {
			fputs(" = ", out);
			esc(s->result);
		}
		fputs("</code>", out);
		if (s->line > 0) {
			fputs(" <span class=\"muted\">line ", out);
			num(s->line);
			fputs("</span>", out);
		}
	}
	fputs("</td>", out);
}

void diffpage_item(const char *kind, const char *process,
		   const struct diffpage_side *a, const struct diffpage_side *b,
		   const char *const *details, unsigned ndetails)
{
	const char *sign = "~";

	if (!strcmp(kind, "only_a") || !strcmp(kind, "process_only_a"))
		sign = "-";
	else if (!strcmp(kind, "only_b") || !strcmp(kind, "process_only_b"))
		sign = "+";
	enter(B_ITEMS);
	fputs("<tr class=\"", out);
	esc(kind);
	fputs("\"><td class=\"pos\">", out);
	esc(process);
	fprintf(out, "</td><td class=\"kind\">%s</td>", sign);
	side("a", a);
	side("b", b);
	fputs("<td class=\"details\">", out);
	if (ndetails) {
		fputs("<ul>", out);
		for (unsigned i = 0; i < ndetails; i++) {
			fputs("<li>", out);
			esc(details[i]);
			fputs("</li>", out);
		}
		fputs("</ul>", out);
	}
	fputs("</td></tr>\n", out);
}

void diffpage_count(const char *name, int64_t a, int64_t b)
{
	enter(B_COUNTS);
	fputs("<tr><td><code>", out);
	esc(name);
	fputs("</code></td><td class=\"n\">", out);
	num(a);
	fputs("</td><td class=\"n\">", out);
	num(b);
	fputs("</td></tr>\n", out);
}

int diffpage_close(uint64_t total)
{
	enter(B_NONE);
	if (total)
		fprintf(out, "<p id=\"diff-total\">%" PRIu64 " difference%s"
			"</p>\n", total, total == 1 ? "" : "s");
	else
		fputs("<p id=\"diff-total\">no differences</p>\n", out);
	fputs("</section>\n</body></html>\n", out);
	return outfile_close(out, path, false);
}
