/* --lint: the ABI report printed at exit, one block per note id: how
 * many calls drew it, the first one as printed, the processes and the
 * call sites (innermost frame outside the system libraries). */
#include "notes/engine.h"

#include <string.h>

#define MAX_PIDS 16
#define MAX_SITES 16

struct site_count {
	char where[400];
	unsigned count;
};

struct report_entry {
	unsigned count;
	unsigned char worst;	/* highest severity seen */
	char first[600];
	pid_t first_pid;
	pid_t pids[MAX_PIDS];
	unsigned npids;
	bool more_pids;
	struct site_count sites[MAX_SITES];
	unsigned nsites, other_sites, no_site;
};

static struct report_entry *entries;

static unsigned sev_index(const char *s)
{
	for (unsigned i = 0; i < SEV_COUNT; i++)
		if (!strcmp(severity_names[i], s))
			return i;
	return 0;
}

static void add_pid(struct report_entry *e, pid_t pid)
{
	for (unsigned i = 0; i < e->npids; i++)
		if (e->pids[i] == pid)
			return;
	if (e->npids == MAX_PIDS) {
		e->more_pids = true;
		return;
	}
	e->pids[e->npids++] = pid;
}

static void add_site(struct report_entry *e, const struct note *n)
{
	char where[400];

	if (!n->site_func) {
		e->no_site++;
		return;
	}
	if (n->site_file)
		snprintf(where, sizeof(where), "%s (%s:%d)%s", n->site_func,
			 n->site_file, n->site_line,
			 n->site_is_system ? " [system library]" : "");
	else
		snprintf(where, sizeof(where), "%s%s", n->site_func,
			 n->site_is_system ? " [system library]" : "");
	for (unsigned i = 0; i < e->nsites; i++)
		if (!strcmp(e->sites[i].where, where)) {
			e->sites[i].count++;
			return;
		}
	if (e->nsites == MAX_SITES) {
		e->other_sites++;
		return;
	}
	snprintf(e->sites[e->nsites].where, sizeof(where), "%s", where);
	e->sites[e->nsites++].count = 1;
}

/* The call as its line shows it: "name(args) = ret". */
static void first_call(struct report_entry *e, const struct tcb *tcp)
{
	const char *s = tcp->line.s;

	if (!s) {
		snprintf(e->first, sizeof(e->first), "%s(...)",
			 call_name(tcp));
		return;
	}
	snprintf(e->first, sizeof(e->first), "%.*s = %.*s",
		 (int)tcp->ret_start, s,
		 (int)(tcp->ret_end - tcp->ret_start), s + tcp->ret_start);
	e->first_pid = tcp->tid;
}

void report_add(struct tcb *tcp, const struct note *n)
{
	struct report_entry *e;
	int id;

	if (!opt.lint)
		return;
	if (!entries)
		entries = xcalloc(note_defs_count, sizeof(*entries));
	id = note_find(n->id);
	if (id < 0)
		return;
	e = &entries[id];
	if (!e->count++)
		first_call(e, tcp);
	if (sev_index(n->severity) > e->worst)
		e->worst = (unsigned char)sev_index(n->severity);
	add_pid(e, tcp->pid);
	add_site(e, n);
}

static void print_entry(FILE *f, unsigned id, const struct report_entry *e)
{
	fprintf(f, "note[%s] %s, %u call%s: %s\n", note_defs[id].id,
		severity_names[e->worst], e->count, e->count == 1 ? "" : "s",
		note_defs[id].summary);
	fprintf(f, "  first: [pid %d] %s\n", e->first_pid, e->first);
	fprintf(f, "  processes:");
	for (unsigned i = 0; i < e->npids; i++)
		fprintf(f, " %d", e->pids[i]);
	fprintf(f, "%s\n", e->more_pids ? " ..." : "");
	for (unsigned i = 0; i < e->nsites; i++)
		fprintf(f, "  site: %s x%u\n", e->sites[i].where,
			e->sites[i].count);
	if (e->other_sites)
		fprintf(f, "  site: %u calls at other sites\n", e->other_sites);
	if (e->no_site)
		fprintf(f, "  site: unknown x%u\n", e->no_site);
	fprintf(f, "  explain: abitrace --explain %s\n", note_defs[id].id);
}

void notes_report(FILE *f)
{
	unsigned kinds = 0, total = 0;

	if (!opt.lint || !f)
		return;
	fprintf(f, "=== abitrace ABI report ===\n");
	for (unsigned i = 0; entries && i < note_defs_count; i++) {
		if (!entries[i].count)
			continue;
		print_entry(f, i, &entries[i]);
		kinds++;
		total += entries[i].count;
	}
	fprintf(f, "=== %u note%s of %u kind%s ===\n", total,
		total == 1 ? "" : "s", kinds, kinds == 1 ? "" : "s");
}
