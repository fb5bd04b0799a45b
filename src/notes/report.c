/* --lint: the ABI report made at exit, one entry per note id: how many
 * calls drew it, the first one as printed, the processes and the call
 * sites (innermost frame outside the system libraries). The backends
 * render it (output/text.c prints the familiar text). */
#include "notes/engine.h"
#include "output/output.h"

#include <string.h>

static struct report_entry *entries;
static const struct options *cfg;

/* -k: the user asked for each call's stack, so a walk at a close (bad-fd's
 * evidence) costs nothing more than what is done anyway. */
bool notes_stacktrace(void)
{
	return cfg && cfg->stacktrace;
}

void notes_init(const struct options *c)
{
	cfg = c;
	if (c->lint)
		notes_lint_defaults();
}

bool abi_wanted(void)
{
	return cfg->abi_report || cfg->lint || cfg->abi_data;
}

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
	if (e->npids == REPORT_MAX_PIDS) {
		e->more_pids = true;
		return;
	}
	e->pids[e->npids++] = pid;
}

static void add_site(struct report_entry *e, const struct note *n)
{
	struct report_site s;

	if (!n->site_func) {
		e->no_site++;
		return;
	}
	memset(&s, 0, sizeof(s));
	snprintf(s.func, sizeof(s.func), "%s", n->site_func);
	if (n->site_file) {
		snprintf(s.file, sizeof(s.file), "%s", n->site_file);
		s.line = n->site_line;
	} else if (n->site_module) {
		snprintf(s.module, sizeof(s.module), "%s", n->site_module);
	}
	s.is_system = n->site_is_system;
	for (unsigned i = 0; i < e->nsites; i++) {
		struct report_site *t = &e->sites[i];

		if (!strcmp(t->func, s.func) && !strcmp(t->file, s.file) &&
		    !strcmp(t->module, s.module) &&
		    t->line == s.line && t->is_system == s.is_system) {
			t->count++;
			return;
		}
	}
	if (e->nsites == REPORT_MAX_SITES) {
		e->other_sites++;
		return;
	}
	s.count = 1;
	e->sites[e->nsites++] = s;
}

/* The call as its line shows it: "name(args) = ret". */
static void first_call(struct report_entry *e, const struct tcb *tcp)
{
	const char *s = tcp->out->line.s;

	if (!s) {
		snprintf(e->first, sizeof(e->first), "%s(...)",
			 call_name(tcp));
		return;
	}
	snprintf(e->first, sizeof(e->first), "%.*s = %.*s",
		 (int)tcp->out->ret_start, s,
		 (int)(tcp->out->ret_end - tcp->out->ret_start),
		 s + tcp->out->ret_start);
	e->first_pid = tcp->tid;
}

void report_add(struct tcb *tcp, const struct note *n)
{
	struct report_entry *e;
	int id;

	if (!cfg->lint)
		return;
	if (!entries)
		entries = xcalloc(note_defs_count, sizeof(*entries));
	id = note_find(n->id);
	if (id < 0)
		return;
	e = &entries[id];
	if (!e->count++) {
		first_call(e, tcp);
		e->id = note_defs[id].id;
		e->summary = note_defs[id].summary;
		e->severity = n->severity;
	}
	if (sev_index(n->severity) > sev_index(e->severity))
		e->severity = severity_names[sev_index(n->severity)];
	add_pid(e, tcp->pid);
	add_site(e, n);
}

/* Hands the entries of the notes that fired (--lint), in catalog order,
 * and the ABI report of the run (--lint, --abi-report; its data for
 * --seccomp-profile) to the backends. */
void notes_report(void)
{
	static const struct report_entry **list;
	struct report_view v = { 0 };

	if (!abi_wanted())
		return;
	v.abi = abi_view();
	v.show_abi = cfg->lint || cfg->abi_report;
	v.show_notes = cfg->lint;
	if (!cfg->lint) {
		out_report(&v);
		return;
	}
	if (!list)
		list = xcalloc(note_defs_count, sizeof(*list));
	for (unsigned i = 0; entries && i < note_defs_count; i++) {
		if (!entries[i].count)
			continue;
		list[v.nentries++] = &entries[i];
		v.total += entries[i].count;
	}
	v.entries = list;
	v.suppressed = notes_suppressed_count();
	out_report(&v);
}
