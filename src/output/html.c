/* The HTML report backend (--report=FILE.html): one self-contained page
 * of the run for a class to open and hand out: the command, its
 * duration and exit status; the notes grouped by id, each with its
 * --explain text, its picture as SVG (the pages a range touched, asked
 * against acted on; the bits known, ignored or rejected), and its call
 * sites with the source lines around them when the file is readable;
 * a timeline of the threads and processes with the noted calls on it;
 * the table of -c; and the noted calls in a list a text box filters.
 *
 * The page loads nothing: inline CSS, SVG and script, and a Content
 * Security Policy that forbids any request. Every byte that came from
 * the tracee (call text, paths, names, source lines) goes through
 * html_put(), which escapes markup and shows control and non-ASCII
 * bytes as \xNN.
 *
 * It keeps only what it needs: per syscall a counter, per thread a
 * span, per note id one example and its sites, and the first
 * MAX_ROWS noted calls, so a run of millions of calls makes the same
 * page as a short one. tests/output/report-html.test opens it in Chromium. */
#include "output/output.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_ROWS 5000		/* noted calls listed */
#define MAX_MARKS 2000		/* noted calls drawn on the timeline */
#define MAX_SITES 8		/* call sites shown per note id */
#define SRC_CONTEXT 3		/* source lines each side of a site */
#define SRC_MAX TFILE_SRC_MAX	/* bytes of a source file read at most */
#define SRC_LINE_MAX 400	/* bytes of a source line shown */

static const char *path;
static FILE *out;		/* opened at init, written at the end */
static bool on;
static struct timespec t0, wall0;
static uint64_t end_ns;

static uint64_t now_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (uint64_t)(t.tv_sec - t0.tv_sec) * 1000000000u +
	       (uint64_t)t.tv_nsec - (uint64_t)t0.tv_nsec;
}

/* ---- what is kept ---------------------------------------------------- */

struct thread {
	pid_t tid, pid;
	char comm[32];
	uint64_t first_ns, last_ns, entry_ns;
	unsigned long calls;
};
static struct thread *threads;
static unsigned nthreads, cap_threads;

struct counter {
	uint64_t calls, errors, ns;
};
/* One per entry of sysdescs[]; then the calls described elsewhere (the
 * tables' placeholders for calls without a line, each with its name)
 * and the numbers no table knows, in extra[]. */
static struct counter *counters;
#define MAX_EXTRA 64
static struct {
	const char *name;
	struct counter c;
} extra[MAX_EXTRA + 1];
static unsigned nextra;

static struct counter *counter_of(const struct tcb *tcp)
{
	uintptr_t p = (uintptr_t)tcp->call.sd, lo = (uintptr_t)sysdescs;
	const char *name = tcp->call.sd ? tcp->call.sd->name : "(unknown)";

	if (p >= lo && p < (uintptr_t)(sysdescs + sysdescs_count))
		return &counters[(p - lo) / sizeof(*sysdescs)];
	for (unsigned i = 0; i < nextra; i++)
		if (!strcmp(extra[i].name, name))
			return &extra[i].c;
	if (nextra == MAX_EXTRA) {
		extra[MAX_EXTRA].name = "(others)";
		return &extra[MAX_EXTRA].c;
	}
	extra[nextra].name = name;
	return &extra[nextra++].c;
}

struct site {
	char where[400];	/* "func (file:line)" */
	unsigned count;
	char *source;		/* the lines around it, or NULL */
	int first_line;		/* of source */
	int line;
};

struct group {
	char id[64];
	const char *severity, *summary, *explanation, *src;
	unsigned count;
	struct note example;	/* its strings below */
	char message[600], call[600];
	struct site sites[MAX_SITES];
	unsigned nsites, other_sites;
};
static struct group *groups;
static unsigned ngroups, cap_groups;

struct row {
	uint64_t ns;
	pid_t pid, tid;
	char *call;
	char *why;		/* failure-cause's message, or NULL */
	char ids[160];
	const char *severity;
};
static struct row *rows;
static unsigned nrows;
static unsigned long dropped_rows;

static pid_t root_pid;
static char root_status[80] = "still running when abitrace ended";

static int sev_rank(const char *s)
{
	if (!s)
		return 0;
	if (!strcmp(s, "error"))
		return 3;
	if (!strcmp(s, "warning"))
		return 2;
	return 1;
}

static void read_comm(pid_t pid, pid_t tid, char *buf, size_t size)
{
	char p[64];
	FILE *f;
	size_t n = 0;

	snprintf(p, sizeof(p), "/proc/%d/task/%d/comm", (int)pid, (int)tid);
	f = fopen(p, "re");
	if (f) {
		n = fread(buf, 1, size - 1, f);
		fclose(f);
	}
	while (n && buf[n - 1] == '\n')
		n--;
	if (!n)
		buf[n++] = '?';
	buf[n] = '\0';
}

static struct thread *thread_of(const struct tcb *tcp, uint64_t ns)
{
	struct thread *t;

	for (unsigned i = nthreads; i-- > 0;)
		if (threads[i].tid == tcp->tid && threads[i].pid == tcp->pid) {
			t = &threads[i];
			t->last_ns = ns;
			return t;
		}
	if (nthreads == cap_threads) {
		cap_threads = cap_threads ? 2 * cap_threads : 16;
		threads = xrealloc(threads, cap_threads * sizeof(*threads));
	}
	t = &threads[nthreads++];
	memset(t, 0, sizeof(*t));
	t->tid = tcp->tid;
	t->pid = tcp->pid;
	t->first_ns = t->last_ns = ns;
	read_comm(tcp->pid, tcp->tid, t->comm, sizeof(t->comm));
	if (!root_pid)
		root_pid = tcp->pid;
	return t;
}

static void html_enable(const char *arg)
{
	if (!arg || !*arg)
		die("--report needs a file name");
	path = arg;
}

static void html_init(void)
{
	if (!path)
		return;
	/* Opened now, written at the end: a file we cannot create is
	 * refused before the run, and -, /dev/stdout or a FIFO is still
	 * ours when the program has let go of it (and we of our fd 1). */
	out = outfile_open_own(path);
	on = true;
	counters = xcalloc(sysdescs_count, sizeof(*counters));
	clock_gettime(CLOCK_MONOTONIC, &t0);
	clock_gettime(CLOCK_REALTIME, &wall0);
}

static void html_entry(const struct tcb *tcp)
{
	uint64_t ns;

	if (!on)
		return;
	ns = now_ns();
	thread_of(tcp, ns)->entry_ns = ns;
}

/* The call's line as the text shows it, without the padding. */
static void call_text(const struct tcb *tcp, unsigned status, char *buf,
		      size_t size)
{
	const char *s = tcp->out->line.s;
	size_t head = tcp->out->ret_start;
	bool ended = status == STATUS_SUCCESSFUL || status == STATUS_FAILED;

	if (!ended)
		head = tcp->out->exit_start;
	while (head && s[head - 1] == ' ')
		head--;
	if (ended)
		snprintf(buf, size, "%.*s = %.*s", (int)head, s,
			 (int)(tcp->out->ret_end - tcp->out->ret_start),
			 s + tcp->out->ret_start);
	else
		snprintf(buf, size, "%.*s ...", (int)head, s);
}

/* The first SRC_MAX bytes of a source file the program's DWARF names,
 * read through the door (core/tfile.c): as the program's user could,
 * a regular file only (a FIFO, /dev/zero or a file that user may not
 * read gives no excerpt). DWARF names a file relative to its
 * compilation directory, which the note does not carry: try the
 * tracee's working directory, then its executable's directory and the
 * two above it. */
static char *load_source(const struct tcb *tcp, const char *file, size_t *len)
{
	char exe[PATH_MAX], p[PATH_MAX + 512], link[64];
	ssize_t n;
	char *text;
	int cwd;

	if (file[0] == '/')
		return tfile_read(tcp->pid, AT_FDCWD, file, SRC_MAX, len);
	/* The tracee's directory as a handle: the name below it is then
	 * looked up with the tracee's rights. */
	snprintf(link, sizeof(link), "/proc/%d/cwd", (int)tcp->pid);
	cwd = open(link, O_PATH | O_DIRECTORY | O_CLOEXEC);
	if (cwd >= 0) {
		text = tfile_read(tcp->pid, cwd, file, SRC_MAX, len);
		close(cwd);
		if (text)
			return text;
	}
	snprintf(link, sizeof(link), "/proc/%d/exe", (int)tcp->pid);
	n = readlink(link, exe, sizeof(exe) - 1);
	if (n <= 0)
		return NULL;
	exe[n] = '\0';
	for (int up = 0; up < 3; up++) {
		char *slash = strrchr(exe, '/');

		if (!slash)
			break;
		*slash = '\0';
		snprintf(p, sizeof(p), "%s/%s", exe, file);
		text = tfile_read(tcp->pid, AT_FDCWD, p, SRC_MAX, len);
		if (text)
			return text;
	}
	return NULL;
}

/* Lines line-SRC_CONTEXT to line+SRC_CONTEXT, each cut at SRC_LINE_MAX
 * bytes: the page shows an excerpt, whatever the file holds. */
static void read_source(const struct tcb *tcp, struct site *st,
			const char *file, int line)
{
	struct strbuf sb = { 0 };
	size_t len;
	char *text = load_source(tcp, file, &len);
	const char *p, *end;
	int no = 1;

	if (!text)
		return;
	st->first_line = line - SRC_CONTEXT > 1 ? line - SRC_CONTEXT : 1;
	end = text + len;
	for (p = text; p < end && no <= line + SRC_CONTEXT; no++) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = (size_t)((nl ? nl : end) - p);

		if (no >= st->first_line) {
			sb_write(&sb, p, n < SRC_LINE_MAX ? n : SRC_LINE_MAX);
			sb_putc(&sb, '\n');
		}
		if (!nl)
			break;
		p = nl + 1;
	}
	free(text);
	if (sb.len)
		st->source = sb.s;
	else
		free(sb.s);
}

static void add_site(const struct tcb *tcp, struct group *g,
		     const struct note *n)
{
	char where[400];

	if (!n->site_func && !n->site_file)
		snprintf(where, sizeof(where), "unknown");
	else if (n->site_file)
		snprintf(where, sizeof(where), "%s (%s:%d)",
			 n->site_func ? n->site_func : "?", n->site_file,
			 n->site_line);
	else if (n->site_module)
		snprintf(where, sizeof(where), "%s (%s)%s%s", n->site_func,
			 n->site_module, n->site_build_id ? ", build-id " : "",
			 n->site_build_id ? n->site_build_id : "");
	else
		snprintf(where, sizeof(where), "%s%s%s", n->site_func,
			 n->site_build_id ? ", build-id " : "",
			 n->site_build_id ? n->site_build_id : "");
	for (unsigned i = 0; i < g->nsites; i++)
		if (!strcmp(g->sites[i].where, where)) {
			g->sites[i].count++;
			return;
		}
	if (g->nsites == MAX_SITES) {
		g->other_sites++;
		return;
	}
	struct site *st = &g->sites[g->nsites++];

	memset(st, 0, sizeof(*st));
	snprintf(st->where, sizeof(st->where), "%s", where);
	st->count = 1;
	st->line = n->site_line;
	if (n->site_file && n->site_line > 0)
		read_source(tcp, st, n->site_file, n->site_line);
}

static struct group *group_of(const struct note *n)
{
	for (unsigned i = 0; i < ngroups; i++)
		if (!strcmp(groups[i].id, n->id))
			return &groups[i];
	if (ngroups == cap_groups) {
		cap_groups = cap_groups ? 2 * cap_groups : 16;
		groups = xrealloc(groups, cap_groups * sizeof(*groups));
	}
	struct group *g = &groups[ngroups++];

	memset(g, 0, sizeof(*g));
	snprintf(g->id, sizeof(g->id), "%s", n->id);
	g->summary = n->summary;
	g->explanation = n->explanation;
	g->src = n->src;
	return g;
}

static void add_notes(const struct tcb *tcp, const struct call_extra *x,
		      const char *text, uint64_t ns)
{
	struct row *r = NULL;

	if (nrows < MAX_ROWS) {
		if (!rows)
			rows = xcalloc(MAX_ROWS, sizeof(*rows));
		r = &rows[nrows++];
		r->ns = ns;
		r->pid = tcp->pid;
		r->tid = tcp->tid;
		r->call = xstrdup(text);
		r->why = NULL;
	} else {
		dropped_rows++;
	}
	for (unsigned i = 0; i < x->nnotes; i++) {
		const struct note *n = &x->notes[i];
		struct group *g = group_of(n);

		if (!g->count++ || sev_rank(n->severity) > sev_rank(g->severity)) {
			/* The first call, or the first of a higher
			 * severity, is the example. */
			g->example = *n;
			snprintf(g->message, sizeof(g->message), "%s",
				 n->message);
			snprintf(g->call, sizeof(g->call), "%s", text);
			if (!g->example.page_size)
				g->example.page_size = x->page_size;
			g->severity = n->severity;
		}
		add_site(tcp, g, n);
		if (r) {
			size_t len = strlen(r->ids);

			snprintf(r->ids + len, sizeof(r->ids) - len, "%s%s",
				 len ? " " : "", n->id);
			if (sev_rank(n->severity) > sev_rank(r->severity))
				r->severity = n->severity;
			/* Why the call failed goes beside it in the list:
			 * a reader of a failed call wants the cause there,
			 * not one click away in the note's article. */
			if (!r->why && !strcmp(n->id, "failure-cause") &&
			    n->message)
				r->why = xstrdup(n->message);
		}
	}
}

static void html_exit(const struct tcb *tcp, unsigned status,
		      const struct call_extra *x)
{
	struct counter *c;
	struct thread *t;
	uint64_t ns;

	if (!on)
		return;
	ns = now_ns();
	t = thread_of(tcp, ns);
	t->calls++;
	c = counter_of(tcp);
	c->calls++;
	if (status == STATUS_FAILED)
		c->errors++;
	if (t->entry_ns && ns >= t->entry_ns)
		c->ns += ns - t->entry_ns;
	t->entry_ns = 0;
	if (x && x->nnotes) {
		char text[600];

		call_text(tcp, status, text, sizeof(text));
		add_notes(tcp, x, text, ns);
	}
	/* An execve that worked: the thread runs another command. */
	if ((sd_traits(tcp->call.sd) & SDT_EXEC) && status == STATUS_SUCCESSFUL)
		read_comm(tcp->pid, tcp->tid, t->comm, sizeof(t->comm));
}

static void html_exited(const struct tcb *tcp, int status)
{
	if (!on)
		return;
	thread_of(tcp, now_ns());
	if (tcp->pid != root_pid || tcp->tid != root_pid)
		return;
	if (WIFEXITED(status))
		snprintf(root_status, sizeof(root_status), "exited with %d",
			 WEXITSTATUS(status));
	else
		snprintf(root_status, sizeof(root_status), "killed by %s%s",
			 signal_name(WTERMSIG(status)) ?
			 signal_name(WTERMSIG(status)) : "a signal",
			 WCOREDUMP(status) ? " (core dumped)" : "");
}

/* ---- writing the page ------------------------------------------------ */


/* Text into the page: markup characters as entities, control and
 * non-ASCII bytes as \xNN (the page is ASCII whatever the tracee
 * wrote). */
void html_escape(FILE *out, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		switch (c) {
		case '&': fputs("&amp;", out); continue;
		case '<': fputs("&lt;", out); continue;
		case '>': fputs("&gt;", out); continue;
		case '"': fputs("&quot;", out); continue;
		case '\'': fputs("&#39;", out); continue;
		case '\n': case '\t': fputc(c, out); continue;
		}
		if (c < 0x20 || c >= 0x7f)
			fprintf(out, "\\x%02x", c);
		else
			fputc(c, out);
	}
}

static void html_put(const char *s, size_t n)
{
	html_escape(out, s, n);
}

static void html_puts(const char *s)
{
	if (s)
		html_put(s, strlen(s));
}

/* The page's look; diffpage.c's page has it too. */
const char html_style[] =
"body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:1100px;"
"padding:0 1.2em 3em;color:#1d232a;background:#fbfbf8}"
"h1{font-size:1.6em;margin:.8em 0 .2em}h2{border-bottom:2px solid #d6d3c8;"
"padding-bottom:.2em;margin-top:1.6em}"
"code,pre,.call{font:13px/1.4 ui-monospace,monospace}"
"pre{background:#f1efe7;padding:.6em .8em;overflow-x:auto;border-radius:4px}"
"dl.run{display:grid;grid-template-columns:max-content 1fr;gap:.2em 1em}"
"dl.run dt{font-weight:600}dl.run dd{margin:0}"
"article.note{border-left:6px solid #8aa;padding:.2em 1em .6em;"
"margin:1.2em 0;background:#fff;box-shadow:0 1px 2px #0002}"
"article.error{border-color:#c0392b}article.warning{border-color:#d89b00}"
"article.info{border-color:#2c82c9}"
".sev{font-size:.8em;text-transform:uppercase;padding:.1em .5em;"
"border-radius:3px;color:#fff;background:#2c82c9;margin-left:.5em}"
".sev.error{background:#c0392b}.sev.warning{background:#b07d00}"
"details{margin:.4em 0}summary{cursor:pointer;color:#36566e}"
".src .hit{background:#ffe9a8;display:block}"
"table{border-collapse:collapse;width:100%}"
"th,td{text-align:left;padding:.15em .6em;border-bottom:1px solid #e3e0d6;"
"vertical-align:top}td.n{text-align:right;font-variant-numeric:tabular-nums}"
"tr.error td.ids{color:#c0392b}tr.warning td.ids{color:#8a6200}"
"svg text{font:11px ui-monospace,monospace;fill:#333}"
"svg.picture{background:#fff;border:1px solid #e3e0d6;margin:.4em 0}"
"#filter{font-size:1em;padding:.3em .5em;width:24em;margin:.5em 0}"
".muted{color:#6b7278}";

/* The filter of the noted calls, and a sign that the script ran. */
static const char script[] =
"(function(){'use strict';"
"var f=document.getElementById('filter'),"
"rows=document.querySelectorAll('#calls tbody tr'),"
"count=document.getElementById('shown');"
"function apply(){var q=f.value.toLowerCase(),n=0;"
"for(var i=0;i<rows.length;i++){"
"var hit=rows[i].textContent.toLowerCase().indexOf(q)>=0;"
"rows[i].hidden=!hit;if(hit)n++;}"
"count.textContent=n+' of '+rows.length;}"
"f.addEventListener('input',apply);apply();"
"document.body.setAttribute('data-script','ok');})();";

static void put_range_svg(const struct group *g)
{
	const struct note *n = &g->example;
	uint64_t ask0 = n->req_start, ask1 = n->req_start + n->req_len;
	uint64_t lo = n->start < ask0 ? n->start : ask0;
	uint64_t hi = n->end > ask1 ? n->end : ask1;
	uint64_t ps = n->page_size ? n->page_size : 4096;
	double w = 640, x0 = 90, span = hi > lo ? (double)(hi - lo) : 1;
	unsigned pages = (unsigned)((n->end - n->start + ps - 1) / ps);

#define X(v) (x0 + ((double)((v) - lo)) * w / span)
	fprintf(out, "<svg class=\"picture range\" role=\"img\" width=\"760\" "
		"height=\"120\" viewBox=\"0 0 760 120\" aria-label=\"pages "
		"asked and acted on\">\n");
	fprintf(out, "<text x=\"4\" y=\"30\">asked</text>"
		"<rect x=\"%.1f\" y=\"18\" width=\"%.1f\" height=\"16\" "
		"fill=\"#2c82c9\"><title>asked: [%#llx, %#llx), %llu bytes"
		"</title></rect>\n", X(ask0),
		X(ask1) - X(ask0) > 1 ? X(ask1) - X(ask0) : 1,
		(unsigned long long)ask0, (unsigned long long)ask1,
		(unsigned long long)n->req_len);
	fprintf(out, "<text x=\"4\" y=\"62\">pages</text>\n");
	/* Page boundaries: all of them, or the ends of a long range. */
	for (unsigned i = 0; i <= pages; i++) {
		uint64_t b = n->start + (uint64_t)i * ps;

		if (pages > 32 && i > 4 && i + 4 < pages)
			continue;
		fprintf(out, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"46\" "
			"y2=\"70\" stroke=\"#555\"/>", X(b), X(b));
	}
	fprintf(out, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"58\" y2=\"58\" "
		"stroke=\"#999\" stroke-dasharray=\"3 2\"/>\n", X(n->start),
		X(n->end));
	fprintf(out, "<text x=\"4\" y=\"94\">acted on</text>"
		"<rect x=\"%.1f\" y=\"82\" width=\"%.1f\" height=\"16\" "
		"fill=\"#e07b24\"><title>acted on: [%#llx, %#llx), %u page(s) "
		"of %llu bytes</title></rect>\n", X(n->start),
		X(n->end) - X(n->start) > 1 ? X(n->end) - X(n->start) : 1,
		(unsigned long long)n->start, (unsigned long long)n->end,
		pages, (unsigned long long)ps);
	fprintf(out, "<text x=\"%.1f\" y=\"114\">%#llx</text>"
		"<text x=\"%.1f\" y=\"114\" text-anchor=\"end\">%#llx</text>\n",
		x0, (unsigned long long)lo, x0 + w, (unsigned long long)hi);
	fprintf(out, "</svg>\n");
#undef X
}

static void put_bits_svg(const struct group *g)
{
	const struct note *n = &g->example;
	uint64_t all = n->bits | n->mask;
	unsigned width = 32;

	if (all >> 32)
		width = 64;
	fprintf(out, "<svg class=\"picture bits\" role=\"img\" width=\"%u\" "
		"height=\"78\" viewBox=\"0 0 %u 78\" aria-label=\"flag bits\">\n",
		40 + width * 11, 40 + width * 11);
	for (unsigned i = 0; i < width; i++) {
		unsigned b = width - 1 - i;
		uint64_t m = 1ull << b;
		const char *fill = "#eceae3", *what = "unused";

		if (n->bits & m) {
			fill = "#c0392b";
			what = n->bits_label ? n->bits_label : "noted";
		} else if (n->mask & m) {
			fill = "#6aa84f";
			what = n->mask_label ? n->mask_label : "known";
		}
		fprintf(out, "<rect x=\"%u\" y=\"10\" width=\"10\" height=\"22\" "
			"fill=\"%s\"><title>bit %u (%#llx): ", 20 + i * 11,
			fill, b, (unsigned long long)m);
		html_puts(what);
		fprintf(out, "</title></rect>");
		if (b % 8 == 0)
			fprintf(out, "<text x=\"%u\" y=\"46\">%u</text>",
				20 + i * 11, b);
	}
	fprintf(out, "\n<rect x=\"20\" y=\"56\" width=\"10\" height=\"10\" "
		"fill=\"#6aa84f\"/><text x=\"34\" y=\"65\">");
	html_puts(n->mask_label ? n->mask_label : "known");
	fprintf(out, "</text><rect x=\"120\" y=\"56\" width=\"10\" "
		"height=\"10\" fill=\"#c0392b\"/><text x=\"134\" y=\"65\">");
	html_puts(n->bits_label ? n->bits_label : "noted");
	fprintf(out, " %#llx</text></svg>\n", (unsigned long long)n->bits);
}

static void put_source(const struct site *st)
{
	const char *p = st->source;
	int no = st->first_line;

	fprintf(out, "<pre class=\"src\">");
	while (*p) {
		const char *nl = strchr(p, '\n');
		size_t len = nl ? (size_t)(nl - p) : strlen(p);

		if (no == st->line)
			fprintf(out, "<span class=\"hit\">");
		fprintf(out, "%5d  ", no);
		html_put(p, len);
		fputs(no == st->line ? "</span>" : "\n", out);
		p += len + (nl ? 1 : 0);
		no++;
	}
	fprintf(out, "</pre>\n");
}

static void put_group(const struct group *g)
{
	const char *sev = g->severity ? g->severity : "info";

	fprintf(out, "<article class=\"note %s\" id=\"note-", sev);
	html_puts(g->id);
	fprintf(out, "\">\n<h3><code>note[");
	html_puts(g->id);
	fprintf(out, "]</code><span class=\"sev %s\">%s</span> "
		"<span class=\"muted\">%u call%s</span></h3>\n", sev, sev,
		g->count, g->count == 1 ? "" : "s");
	if (g->summary) {
		fprintf(out, "<p>");
		html_puts(g->summary);
		fprintf(out, "</p>\n");
	}
	fprintf(out, "<p class=\"call\">");
	html_puts(g->call);
	fprintf(out, "</p>\n<p>");
	html_puts(g->message);
	fprintf(out, "</p>\n");
	if (g->example.has_range)
		put_range_svg(g);
	if (g->example.has_bits)
		put_bits_svg(g);
	for (unsigned i = 0; i < g->nsites; i++) {
		const struct site *st = &g->sites[i];

		fprintf(out, "<div class=\"site\">at <code>");
		html_puts(st->where);
		fprintf(out, "</code> <span class=\"muted\">x%u</span>\n",
			st->count);
		if (st->source)
			put_source(st);
		fprintf(out, "</div>\n");
	}
	if (g->other_sites)
		fprintf(out, "<p class=\"muted\">%u calls at other sites</p>\n",
			g->other_sites);
	if (g->explanation) {
		fprintf(out, "<details><summary>abitrace --explain ");
		html_puts(g->id);
		fprintf(out, "</summary><pre class=\"explain\">");
		html_puts(g->explanation);
		if (g->src) {
			fprintf(out, "\n\nSee ");
			html_puts(g->src);
		}
		fprintf(out, "</pre></details>\n");
	}
	fprintf(out, "</article>\n");
}

static int cmp_group(const void *a, const void *b)
{
	const struct group *x = a, *y = b;
	int d = sev_rank(y->severity) - sev_rank(x->severity);

	return d ? d : strcmp(x->id, y->id);
}

static void put_timeline(void)
{
	double w = 760, x0 = 200, span = end_ns ? (double)end_ns : 1;
	unsigned h = 24 * nthreads + 40, marks = 0;

	fprintf(out, "<svg id=\"timeline\" role=\"img\" width=\"%u\" "
		"height=\"%u\" viewBox=\"0 0 %u %u\" aria-label=\"timeline of "
		"the threads\">\n", (unsigned)(x0 + w + 20), h,
		(unsigned)(x0 + w + 20), h);
	for (unsigned i = 0; i < nthreads; i++) {
		const struct thread *t = &threads[i];
		double y = 10 + 24.0 * i;
		double a = x0 + (double)t->first_ns * w / span;
		double b = x0 + (double)t->last_ns * w / span;

		fprintf(out, "<g class=\"thread\"><text x=\"4\" y=\"%.0f\">",
			y + 13);
		html_puts(t->comm);
		fprintf(out, " %d%s</text>", (int)t->tid,
			t->tid == t->pid ? "" : " (thread)");
		fprintf(out, "<rect x=\"%.1f\" y=\"%.0f\" width=\"%.1f\" "
			"height=\"16\" fill=\"%s\"><title>", a, y,
			b - a > 2 ? b - a : 2, t->tid == t->pid ?
			"#9fc5e8" : "#c9daf8");
		html_puts(t->comm);
		fprintf(out, " pid %d tid %d: %lu calls, %.3f to %.3f s"
			"</title></rect></g>\n", (int)t->pid, (int)t->tid,
			t->calls, t->first_ns / 1e9, t->last_ns / 1e9);
	}
	for (unsigned r = 0; r < nrows && marks < MAX_MARKS; r++) {
		unsigned i;

		for (i = 0; i < nthreads; i++)
			if (threads[i].tid == rows[r].tid &&
			    threads[i].pid == rows[r].pid)
				break;
		if (i == nthreads)
			continue;
		marks++;
		fprintf(out, "<rect class=\"mark\" x=\"%.1f\" y=\"%u\" "
			"width=\"3\" height=\"20\" fill=\"%s\"><title>",
			x0 + (double)rows[r].ns * w / span - 1, 8 + 24 * i,
			sev_rank(rows[r].severity) >= 3 ? "#c0392b" :
			sev_rank(rows[r].severity) == 2 ? "#d89b00" :
			"#2c82c9");
		html_puts(rows[r].ids);
		fprintf(out, ": ");
		html_puts(rows[r].call);
		fprintf(out, "</title></rect>\n");
	}
	fprintf(out, "<text x=\"%.0f\" y=\"%u\">0 s</text><text x=\"%.0f\" "
		"y=\"%u\" text-anchor=\"end\">%.3f s</text>\n</svg>\n", x0,
		h - 6, x0 + w, h - 6, end_ns / 1e9);
}

/* Row i of the table: sysdescs[i], then extra[i - sysdescs_count]. */
static const struct counter *row_counter(unsigned i)
{
	return i < sysdescs_count ? &counters[i] : &extra[i - sysdescs_count].c;
}

static const char *row_name(unsigned i)
{
	return i < sysdescs_count ? sysdescs[i].name :
	       extra[i - sysdescs_count].name;
}

static int cmp_counter(const void *a, const void *b)
{
	const struct counter *x = row_counter(*(const unsigned *)a);
	const struct counter *y = row_counter(*(const unsigned *)b);

	if (x->ns != y->ns)
		return x->ns < y->ns ? 1 : -1;
	return x->calls < y->calls ? 1 : x->calls > y->calls ? -1 : 0;
}

static void put_summary(void)
{
	unsigned all = sysdescs_count + MAX_EXTRA + 1;
	unsigned *order = xcalloc(all, sizeof(*order));
	unsigned n = 0;
	uint64_t total_ns = 0, total_calls = 0, total_errors = 0;

	for (unsigned i = 0; i < all; i++) {
		const struct counter *c = row_counter(i);

		if (i >= sysdescs_count && !extra[i - sysdescs_count].name)
			continue;
		if (c->calls) {
			order[n++] = i;
			total_ns += c->ns;
			total_calls += c->calls;
			total_errors += c->errors;
		}
	}
	qsort(order, n, sizeof(*order), cmp_counter);
	fprintf(out, "<table id=\"summary\"><thead><tr><th>%% time</th>"
		"<th>seconds</th><th>usecs/call</th><th>calls</th>"
		"<th>errors</th><th>syscall</th></tr></thead><tbody>\n");
	for (unsigned k = 0; k < n; k++) {
		const struct counter *c = row_counter(order[k]);

		fprintf(out, "<tr><td class=\"n\">%.2f</td><td class=\"n\">"
			"%.6f</td><td class=\"n\">%llu</td><td class=\"n\">%llu"
			"</td><td class=\"n\">%llu</td><td><code>",
			total_ns ? 100.0 * c->ns / total_ns : 0,
			c->ns / 1e9, (unsigned long long)(c->ns / 1000 / c->calls),
			(unsigned long long)c->calls,
			(unsigned long long)c->errors);
		html_puts(row_name(order[k]));
		fprintf(out, "</code></td></tr>\n");
	}
	fprintf(out, "</tbody><tfoot><tr><td class=\"n\">100.00</td>"
		"<td class=\"n\">%.6f</td><td></td><td class=\"n\">%llu</td>"
		"<td class=\"n\">%llu</td><td>total</td></tr></tfoot></table>\n",
		total_ns / 1e9, (unsigned long long)total_calls,
		(unsigned long long)total_errors);
	free(order);
}

static void put_rows(void)
{
	fprintf(out, "<input id=\"filter\" type=\"search\" placeholder=\""
		"filter: a call, a note id, a pid\" aria-label=\"filter\"> "
		"<span id=\"shown\" class=\"muted\"></span>\n");
	fprintf(out, "<table id=\"calls\"><thead><tr><th>time (s)</th>"
		"<th>pid</th><th>call</th><th>notes</th><th>why it failed</th>"
		"</tr></thead><tbody>\n");
	for (unsigned r = 0; r < nrows; r++) {
		const char *sev = rows[r].severity ? rows[r].severity : "info";

		fprintf(out, "<tr class=\"%s\"><td class=\"n\">%.6f</td>"
			"<td class=\"n\">%d</td><td class=\"call\">", sev,
			rows[r].ns / 1e9, (int)rows[r].tid);
		html_puts(rows[r].call);
		fprintf(out, "</td><td class=\"ids\">");
		html_puts(rows[r].ids);
		fprintf(out, "</td><td class=\"why\">");
		if (rows[r].why)
			html_puts(rows[r].why);
		fprintf(out, "</td></tr>\n");
	}
	fprintf(out, "</tbody></table>\n");
	if (dropped_rows)
		fprintf(out, "<p class=\"muted\">%lu more noted calls are not "
			"listed (the first %u are).</p>\n", dropped_rows,
			MAX_ROWS);
}

static void put_command(void)
{
	if (!out_cfg->prog) {
		fprintf(out, "(attached with -p)");
		return;
	}
	for (char *const *a = out_cfg->prog; *a; a++) {
		if (a != out_cfg->prog)
			fputc(' ', out);
		html_puts(*a);
	}
}

/* The notes counted rather than shown (the loader's): kept for the
 * "Notes" section, written at the end. */
static char counted[400];

static void html_notes_summary(const struct notes_summary_view *v)
{
	size_t n;

	n = (size_t)snprintf(counted, sizeof(counted), "%s (%lu) drew %lu "
			     "note%s, counted, not listed one by one "
			     "(--notes=all lists each):", v->what, v->calls,
			     v->total, v->total == 1 ? "" : "s");
	for (unsigned i = 0; i < v->nkinds && n < sizeof(counted); i++)
		n += (size_t)snprintf(counted + n, sizeof(counted) - n,
				      "%s %s %lu", i ? "," : "",
				      v->kinds[i].id, v->kinds[i].count);
}

/* The notes a suppressions file left out: said in the "Notes"
 * section, so the page does not look cleaner than the run was. */
static char suppressed[400];

static void html_notes_suppressed(const struct suppressed_view *v)
{
	size_t n;

	n = (size_t)snprintf(suppressed, sizeof(suppressed), "%lu note%s "
			     "suppressed (by", v->total,
			     v->total == 1 ? "" : "s");
	for (unsigned i = 0; i < v->nby && n < sizeof(suppressed); i++)
		n += (size_t)snprintf(suppressed + n, sizeof(suppressed) - n,
				      "%s %s:%u %lu", i ? "," : "",
				      v->by[i].file, v->by[i].line,
				      v->by[i].count);
	if (n < sizeof(suppressed))
		snprintf(suppressed + n, sizeof(suppressed) - n, ")");
}

static int html_finish(void)
{
	char started[64];
	struct tm tm;
	unsigned long notes = 0;

	if (!on)
		return 0;
	on = false;
	end_ns = now_ns();
	localtime_r(&wall0.tv_sec, &tm);
	strftime(started, sizeof(started), "%Y-%m-%d %H:%M:%S", &tm);
	for (unsigned i = 0; i < ngroups; i++)
		notes += groups[i].count;
	qsort(groups, ngroups, sizeof(*groups), cmp_group);

	fprintf(out, "<!DOCTYPE html>\n<html lang=\"en\"><head>"
		"<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-"
		"Security-Policy\" content=\"default-src 'none'; style-src "
		"'unsafe-inline'; script-src 'unsafe-inline'\">\n"
		"<meta name=\"viewport\" content=\"width=device-width\">\n"
		"<title>abitrace: ");
	put_command();
	fprintf(out, "</title>\n<style>%s</style></head>\n<body>\n", html_style);
	fprintf(out, "<h1>abitrace report</h1>\n<dl class=\"run\" id=\"run\">"
		"<dt>command</dt><dd><code id=\"command\">");
	put_command();
	fprintf(out, "</code></dd>\n<dt>started</dt><dd>%s</dd>\n"
		"<dt>duration</dt><dd id=\"duration\">%.3f s</dd>\n"
		"<dt>exit status</dt><dd id=\"status\">", started,
		end_ns / 1e9);
	html_puts(root_status);
	/* The page of an interrupted run is complete as a page, but not
	 * a whole run: say so where the run is described. */
	if (out_cut_by)
		fprintf(out, "</dd>\n<dt>cut short</dt><dd id=\"cut-short\">"
			"abitrace was ended by SIG%s before the program "
			"ended: this page shows the run up to then",
			sigabbrev_np(out_cut_by) ? sigabbrev_np(out_cut_by) :
			"?");
	fprintf(out, "</dd>\n<dt>processes, threads</dt><dd>");
	{
		unsigned procs = 0;

		for (unsigned i = 0; i < nthreads; i++)
			procs += threads[i].tid == threads[i].pid;
		fprintf(out, "%u, %u", procs, nthreads);
	}
	fprintf(out, "</dd>\n<dt>notes</dt><dd>%lu on %u call%s, %u kind%s"
		"</dd></dl>\n", notes, nrows + (unsigned)dropped_rows,
		nrows + dropped_rows == 1 ? "" : "s", ngroups,
		ngroups == 1 ? "" : "s");

	fprintf(out, "<h2>Notes</h2>\n");
	if (!ngroups)
		fprintf(out, "<p>No call drew a note.</p>\n");
	if (counted[0]) {
		fprintf(out, "<p id=\"notes-counted\" class=\"muted\">");
		html_puts(counted);
		fprintf(out, "</p>\n");
	}
	if (suppressed[0]) {
		fprintf(out, "<p id=\"notes-suppressed\" class=\"muted\">");
		html_puts(suppressed);
		fprintf(out, "</p>\n");
	}
	for (unsigned i = 0; i < ngroups; i++)
		put_group(&groups[i]);
	fprintf(out, "<h2>Timeline</h2>\n<p class=\"muted\">One bar per "
		"thread, from its first event to its last; a mark for each "
		"noted call (hover for it).</p>\n");
	put_timeline();
	fprintf(out, "<h2>Calls</h2>\n");
	put_summary();
	fprintf(out, "<h2>Noted calls</h2>\n");
	put_rows();
	fprintf(out, "<script>%s</script>\n</body></html>\n", script);
	return outfile_close(out, path, false);
}

static const struct backend html_backend = {
	.name = "report",
	.rank = 4,
	.needs_calls = true,
	.long_opt = "report",
	.has_arg = 1,
	.help = "  --report=FILE.html       a page of the run: notes, pictures, "
		"sites, timeline",
	.enable = html_enable,
	.init = html_init,
	.notes_summary = html_notes_summary,
	.notes_suppressed = html_notes_suppressed,
	.syscall_entry = html_entry,
	.syscall_exit = html_exit,
	.exited = html_exited,
	.finish = html_finish,
};
OUTPUT_BACKEND(html_backend);
