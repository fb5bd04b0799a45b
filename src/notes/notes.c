/* The notes engine's driver: finds the rules of each call, runs each
 * rule's kind at entry and exit, keeps the notes of the current call,
 * attaches call sites and prints the notes under the call's line.
 *
 * Cost: one table lookup per syscall. /proc reads and stack walks only
 * happen on the paths where a note is about to be printed (or where a
 * stateful kind must look: MAP_FIXED, a closed fd being used). */
#include "notes/engine.h"
#include "output/output.h"
#include "unwind/stacktrace.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_NOTES 8

/* The text a note points to. */
struct note_slot {
	struct note *n;		/* its note in note_task.nt */
	char msg[600];
	char func[128];
	char file[256];
	char mod[320];	/* module+offset of a site without a line */
	char bid[129];	/* and its module's build ID, hex */
	char by[64];	/* the library that made the call, or "" */
	char lib[320];	/* the site frame's module (path), or "" */
};

/* Per thread. The note slots (9 KiB) are made at the thread's first
 * note: most threads never draw one, and a process with 1000 threads
 * should not pay for them. So is each kind's scratch. */
struct note_task {
	unsigned n;
	struct note *nt;	/* MAX_NOTES of them, or NULL */
	struct note_slot *s;	/* their texts */
	uint32_t kind_used;	/* kinds that asked for their scratch */
	/* The slot whose call site was searched at this stop, or -1: a
	 * second note of the same stop takes its site from there (the
	 * stack is the same) instead of walking it again. */
	int site_from;
	bool tallied;		/* the call's notes were counted (loader) */
	void *kind[K_COUNT];	/* kind_call_data() */
	void *tkind[K_COUNT];	/* kind_thread_data(): kept across calls */
	/* The thread's descriptor table (state.c), NULL until it has one
	 * of its own or joins its process's. */
	struct notes_files *files;
	/* A refused call's note held until the thread's next call, which
	 * tells a feature probe from a mistake (probe.c). */
	struct probe_hold hold;
};

_Static_assert(K_COUNT <= 32, "note_task.kind_used has a bit per kind");

const char *const severity_names[SEV_COUNT] = { "info", "warning", "error" };

static struct note_task *call_of(struct tcb *tcp)
{
	if (!tcp->notes) {
		tcp->notes = xcalloc(1, sizeof(struct note_task));
		tcp->notes->site_from = -1;
	}
	return tcp->notes;
}

/* A new stop: sites searched before it are not this stop's. */
static void new_stop(struct tcb *tcp)
{
	struct note_task *cs = tcp->notes;

	if (cs)
		cs->site_from = -1;
}

/* Zeroed when first asked for in a call, not at every entry: most
 * calls touch no kind's scratch. */
void *kind_call_data(struct tcb *tcp, unsigned kind, size_t size)
{
	struct note_task *cs = call_of(tcp);

	if (!cs->kind[kind])
		cs->kind[kind] = xcalloc(1, size);
	else if (!(cs->kind_used >> kind & 1))
		memset(cs->kind[kind], 0, size);
	cs->kind_used |= 1u << kind;
	return cs->kind[kind];
}

void *kind_call_buf(struct tcb *tcp, unsigned kind, size_t size)
{
	struct note_task *cs = call_of(tcp);

	if (!cs->kind[kind])
		cs->kind[kind] = xcalloc(1, size);
	cs->kind_used |= 1u << kind;
	return cs->kind[kind];
}

void *kind_call_peek(const struct tcb *tcp, unsigned kind)
{
	const struct note_task *cs = tcp->notes;

	return cs && (cs->kind_used >> kind & 1) ? cs->kind[kind] : NULL;
}

void *kind_thread_data(struct tcb *tcp, unsigned kind, size_t size)
{
	struct note_task *cs = call_of(tcp);

	if (!cs->tkind[kind])
		cs->tkind[kind] = xcalloc(1, size);
	return cs->tkind[kind];
}

struct notes_files *thread_files(const struct tcb *tcp)
{
	const struct note_task *cs = tcp->notes;

	return cs ? cs->files : NULL;
}

/* Takes over the reference f holds; drops the thread's old table. */
void thread_files_set(struct tcb *tcp, struct notes_files *f)
{
	struct note_task *cs = call_of(tcp);

	files_put(cs->files);
	cs->files = f;
}

void notes_free_call(struct note_task *cs)
{

	if (!cs)
		return;
	for (unsigned k = 0; k < K_COUNT; k++) {
		free(cs->kind[k]);
		free(cs->tkind[k]);
	}
	files_put(cs->files);
	free(cs->nt);
	free(cs->s);
	free(cs);
}

unsigned notes_count(const struct tcb *tcp)
{
	const struct note_task *cs = tcp->notes;

	return cs ? cs->n : 0;
}

const struct note *notes_of(const struct tcb *tcp)
{
	const struct note_task *cs = tcp->notes;

	return cs ? cs->nt : NULL;
}

static const struct rule_table *table_of(const struct tcb *tcp)
{
	if (tcp->pers >= rule_tables_count)
		return NULL;
	return &rule_tables[tcp->pers];
}

/* Notes that the C runtime's own calls make all the time (the loader
 * maps every library with a length that is not a page multiple and
 * with MAP_FIXED over its own reservation): when no frame outside the
 * system libraries made the call, they are only info. */
static bool downgraded_when_system(const struct rule *r)
{
	return kind_defs[r->kind].policy & POL_RUNTIME_INFO;
}

/* ---- the loader's own mapping calls: counted, not shown ------------ *
 *
 * ld.so maps every library with lengths that are not page multiples and
 * MAP_FIXED over its own reservation: a dozen info notes per library,
 * nearly all the info notes of a run, none of them the program's. They
 * are counted and handed out once at the end (notes_summary) unless
 * --notes=all asks for each. Counting them costs what showing them
 * would (a /proc/PID/maps read per MAP_FIXED), but no stack walk. */

/* Set while a rule runs on such a call: note_emit counts the note
 * instead of keeping it, and note_wanted says the kinds' /proc reads
 * are for a note. */
static bool tallying;
static unsigned long *loader_tally;	/* per note_defs[] entry */
static unsigned long loader_calls;

enum { LOADER_RUN, LOADER_SKIP, LOADER_COUNT };

/* What to do with rule r on tcp's call: run it as for any call, skip
 * it (its note is not selected at any level, or the call is filtered
 * out: no /proc reads for a note no one sees), or count its notes.
 * Only the runtime-info kinds (range, mmap-fixed) are the loader's
 * habits; they keep no state between calls. */
static int loader_policy(struct tcb *tcp, const struct rule *r)
{
	if (!downgraded_when_system(r) || notes_all_asked() ||
	    !proc_ip_in_loader(tcp))
		return LOADER_RUN;
	if (!note_selected(r->note, SEV_COUNT - 1) ||
	    (tcp->flags & TCB_HIDDEN))
		return LOADER_SKIP;
	return LOADER_COUNT;
}

bool note_wanted(const struct rule *r, unsigned sev)
{
	return tallying || note_selected(r->note, sev);
}

static void tally_note(struct tcb *tcp, const struct rule *r)
{
	struct note_task *cs = call_of(tcp);

	if (!loader_tally)
		loader_tally = xcalloc(note_defs_count, sizeof(*loader_tally));
	loader_tally[r->note]++;
	if (!cs->tallied) {
		cs->tallied = true;
		loader_calls++;
	}
}

void notes_summary(void)
{
	struct notes_tally *kinds;
	struct notes_summary_view v = {
		.source = "loader",
		.what = "the dynamic loader's own mapping calls",
		.calls = loader_calls,
	};

	suppress_summary();
	if (!loader_tally)
		return;
	kinds = xcalloc(note_defs_count, sizeof(*kinds));
	for (unsigned i = 0; i < note_defs_count; i++) {
		if (!loader_tally[i])
			continue;
		kinds[v.nkinds].id = note_defs[i].id;
		kinds[v.nkinds++].count = loader_tally[i];
		v.total += loader_tally[i];
	}
	v.kinds = kinds;
	if (v.total)
		out_notes_summary(&v);
	free(kinds);
}

/* Which hook of the kinds runs. PHASE_EXIT's rules are visited from
 * one of two lists: those that can run on a call that succeeded, and
 * those that can run on one that failed (their policies, run_rule):
 * a call that succeeds does not walk the failure-cause and errno=
 * lines of its number, nor one that fails the success lines. The
 * whole PHASE_EXIT list says whether an exit is read at all
 * (notes_exit_wanted). */
enum { PHASE_ENTRY, PHASE_EXIT, PHASE_DIED, PHASE_EXIT_OK, PHASE_EXIT_ERR,
       PHASE_COUNT };

/* The wait status of a thread that died inside its call (PHASE_DIED). */
static int died_status;

/* An ABI's rules with a hook for one phase, in rules.list's order, laid
 * out as its struct rule_table: most kinds have an entry or an exit
 * hook, not both, and this runs twice per call, so the rules that
 * would do nothing at a stop are not even visited (W5, notes on/off).
 * Built at the first stop of each ABI. */
struct phase_rules {
	unsigned short *start;	/* nnr + 1 entries */
	unsigned short *refs;
	unsigned short *any;
	unsigned nany;
};

static struct phase_rules *by_phase[PHASE_COUNT];

/* The rules made so far: a rule is copied out of its row and its strings
 * and conditions rebased the first time it runs or is asked for. */
struct rule **rules_made;

static const char *rebase_str(const char *off)
{
	return rule_strs + (uintptr_t)off;
}

const struct rule *rule_make(unsigned i)
{
	struct rule *r;

	if (!rules_made)
		rules_made = xcalloc(rules_count, sizeof(*rules_made));
	if (rules_made[i])
		return rules_made[i];
	r = xmalloc(sizeof(*r));
	*r = rule_rows[i];
	r->sys = rebase_str(r->sys);
	r->src = rebase_str(r->src);
	for (unsigned k = rule_fix_start[i]; k < rule_fix_start[i + 1]; k++) {
		const struct rule_fix *f = &rule_fixes[k];
		char *slot = (char *)r + f->off;
		uintptr_t off;

		memcpy(&off, slot, sizeof(off));
		if (f->what == FIX_STR) {
			const char *p = rule_strs + off;

			memcpy(slot, &p, sizeof(p));
		} else {
			const struct cond *c = rule_conds + off;

			memcpy(slot, &c, sizeof(c));
		}
	}
	rules_made[i] = r;
	return r;
}

/* From rule_briefs[]: building the phase tables must neither make every
 * rule of the ABI nor read all of rule_rows[]. */
static bool has_hook(unsigned short ref, int phase)
{
	const struct rule_brief *r = &rule_briefs[ref];
	const struct kind_def *k = &kind_defs[r->kind];

	switch (phase) {
	case PHASE_ENTRY:
		return k->entry;
	case PHASE_EXIT:
		return k->exit;
	case PHASE_EXIT_OK:	/* run_rule's policies on err == 0 */
		return k->exit && !(k->policy & POL_FAILURE) &&
		       !((k->policy & POL_ERRNO) && r->err);
	case PHASE_EXIT_ERR:	/* and on err != 0 */
		return k->exit && !(k->policy & POL_SUCCESS) &&
		       !((k->policy & POL_ERRNO) && !r->err);
	}
	return k->died;
}

static void build_phase(struct phase_rules *pr, const struct rule_table *t,
			int phase)
{
	unsigned n = 0, nrefs = t->start[t->nnr];

	pr->any = xcalloc(t->nany + 1, sizeof(*pr->any));
	for (unsigned i = 0; i < t->nany; i++)
		if (has_hook(t->any[i], phase))
			pr->any[pr->nany++] = t->any[i];
	pr->start = xcalloc(t->nnr + 1, sizeof(*pr->start));
	pr->refs = xcalloc(nrefs + 1, sizeof(*pr->refs));
	for (unsigned nr = 0; nr < t->nnr; nr++) {
		pr->start[nr] = (unsigned short)n;
		for (unsigned i = t->start[nr]; i < t->start[nr + 1]; i++)
			if (has_hook(t->refs[i], phase))
				pr->refs[n++] = t->refs[i];
	}
	pr->start[t->nnr] = (unsigned short)n;
}

static inline const struct phase_rules *phase_of(const struct tcb *tcp,
						 int phase)
{
	struct phase_rules *pr;

	if (tcp->pers >= rule_tables_count)
		return NULL;
	if (!by_phase[phase])
		by_phase[phase] = xcalloc(rule_tables_count,
					 sizeof(*by_phase[phase]));
	pr = &by_phase[phase][tcp->pers];
	if (!pr->start)
		build_phase(pr, &rule_tables[tcp->pers], phase);
	return pr;
}

static void run_any_rules(struct tcb *tcp, const struct phase_rules *t,
			  int phase);
static void run_nr_rules(struct tcb *tcp, const struct rule_table *t,
			 const struct phase_rules *pr, int phase);

/* Calls every rule of the current syscall. A demultiplexed socketcall
 * or ipc call is shown as the call it carries: the per-number rules
 * (socketcall@i386 ...) are written against its registers and see the
 * raw arguments; the rules of every call see what is shown. */
static __attribute__((noinline)) void
run_demuxed_rules(struct tcb *tcp, const struct rule_table *t,
		  const struct phase_rules *pr, int phase)
{
	uint64_t shown[MAX_ARGS];

	memcpy(shown, tcp->call.args, sizeof(shown));
	memcpy(tcp->call.args, tcp->call.raw_args, sizeof(shown));
	run_nr_rules(tcp, t, pr, phase);
	memcpy(tcp->call.args, shown, sizeof(shown));
}

static void for_each_rule(struct tcb *tcp, int phase)
{
	const struct rule_table *t = table_of(tcp);
	const struct phase_rules *pr;

	if (!t)
		return;
	if (phase == PHASE_EXIT)
		phase = tcp->call.err ? PHASE_EXIT_ERR : PHASE_EXIT_OK;
	pr = phase_of(tcp, phase);
	run_any_rules(tcp, pr, phase);
	if (tcp->flags & TCB_DEMUXED)
		run_demuxed_rules(tcp, t, pr, phase);	/* off the hot path */
	else
		run_nr_rules(tcp, t, pr, phase);
}

/* The kind's hook, behind its policies (syscalls/rule-kinds.list); the
 * hook exists (by_phase). */
static void run_rule(struct tcb *tcp, const struct rule *r, int phase)
{
	const struct kind_def *k = &kind_defs[r->kind];

	if (phase == PHASE_ENTRY) {
		k->entry(tcp, r);
		return;
	}
	if (phase == PHASE_DIED) {
		k->died(tcp, r, died_status);
		return;
	}
	/* The exit lists (has_hook) hold only the rules whose success,
	 * failure and errno policies the call's outcome meets, but for
	 * an errno= line on a failure: the errno must be its own. */
	if (phase == PHASE_EXIT_ERR && (k->policy & POL_ERRNO) &&
	    tcp->call.err != r->err)
		return;
	if ((k->policy & POL_ONCE) && !nproc_once(tcp, r))
		return;
	k->exit(tcp, r);
}

/* Rules of every syscall ("*" lines: the descriptor tracker) read the
 * call as it is shown, its description and its arguments. */
static void run_any_rules(struct tcb *tcp, const struct phase_rules *t,
			  int phase)
{
	for (unsigned i = 0; i < t->nany; i++)
		run_rule(tcp, rule_at(t->any[i]), phase);
}

/* Rules keyed by the syscall number. */
static void run_nr_rules(struct tcb *tcp, const struct rule_table *t,
			 const struct phase_rules *pr, int phase)
{
	if (tcp->call.scno >= t->nnr)
		return;
	for (unsigned i = pr->start[tcp->call.scno];
	     i < pr->start[tcp->call.scno + 1];
	     i++) {
		const struct rule *r = rule_at(pr->refs[i]);

		switch (loader_policy(tcp, r)) {
		case LOADER_SKIP:
			break;
		case LOADER_COUNT:
			tallying = true;
			run_rule(tcp, r, phase);
			tallying = false;
			break;
		default:
			run_rule(tcp, r, phase);
		}
	}
}

static bool tracked_call(const struct tcb *tcp);

static void reset_call(struct tcb *tcp)
{
	struct note_task *cs = tcp->notes;

	if (!cs)
		return;
	/* Never lose a held note: the tracer releases it before the
	 * next call; if it did not, it stays what it was. */
	if (cs->hold.active)
		notes_next_call(tcp, false);
	cs->n = 0;
	cs->site_from = -1;
	cs->kind_used = 0;
	cs->tallied = false;
}

void notes_entry(struct tcb *tcp)
{
	reset_call(tcp);
	fd_page_size_forget(tcp->tid);
	if (!notes_enabled())
		return;
	new_stop(tcp);
	for_each_rule(tcp, PHASE_ENTRY);
}

void notes_exit(struct tcb *tcp)
{
	if (!notes_enabled())
		return;
	new_stop(tcp);
	for_each_rule(tcp, PHASE_EXIT);
	if (!tcp->call.err && tracked_call(tcp))
		nproc_track(tcp);
}

void notes_died(struct tcb *tcp, int status)
{
	if (!notes_enabled())
		return;
	died_status = status;
	for_each_rule(tcp, PHASE_DIED);
}

/* Filtered-out calls make no notes but keep the trackers right. */
void notes_entry_hidden(struct tcb *tcp)
{
	notes_entry(tcp);
}

void notes_exit_hidden(struct tcb *tcp)
{
	notes_exit(tcp);
	reset_call(tcp);
}

/* The syscalls whose successful exit the trackers (nproc_track: the
 * descriptor tables of fdstate and inotify-pairing, unshare) read,
 * whatever the rules: numbers handed out, copied, closed, and paths.
 * The set is data, rule-kinds.list's %track line (rules_gen.c). */
static bool tracked_at_exit(const struct sysdesc *sd)
{
	if ((sd_traits(sd) & track_traits) || (sd->classes & track_classes))
		return true;
	if (!sd->name)
		return false;
	for (const char *const *n = track_calls; *n; n++)
		if (!strcmp(sd->name, *n))
			return true;
	return false;
}

/* tracked_at_exit() of the current call, kept per ABI and number: it
 * runs at every exit (nproc_track's trackers read no other call) and
 * its answer depends on the description alone, which the number gives
 * unless the call was demultiplexed. 0 not known yet, 1 no, 2 yes. */
static bool tracked_call(const struct tcb *tcp)
{
	static unsigned char **memo;
	const struct rule_table *t = table_of(tcp);
	uint64_t nr = tcp->call.scno;
	unsigned char *m;

	if (!tcp->call.sd)
		return false;
	if (!t || nr >= t->nnr || (tcp->flags & TCB_DEMUXED))
		return tracked_at_exit(tcp->call.sd);
	if (!memo)
		memo = xcalloc(rule_tables_count, sizeof(*memo));
	if (!memo[tcp->pers])
		memo[tcp->pers] = xcalloc(t->nnr, 1);
	m = &memo[tcp->pers][nr];
	if (!*m)
		*m = tracked_at_exit(tcp->call.sd) ? 2 : 1;
	return *m == 2;
}

/* Whether a hidden call's exit must be read for the notes: a rule of
 * its number has an exit hook (its state or a POL_ONCE mark changes
 * even when no note is shown), or a tracker follows it. The "*" rules'
 * exit hooks (seccomp, injected, fdstate's uses=) only make notes,
 * which a hidden call never shows (emit). */
bool notes_exit_wanted(struct tcb *tcp)
{
	const struct rule_table *t;
	const struct phase_rules *pr;
	uint64_t nr = tcp->call.scno;

	if (!notes_enabled())
		return false;
	t = table_of(tcp);
	if (!t)
		return false;
	if (!tcp->call.sd || tracked_call(tcp))
		return true;
	pr = phase_of(tcp, PHASE_EXIT);
	if (nr < t->nnr && pr->start[nr + 1] > pr->start[nr])
		return true;
	return false;
}

/* A hidden call whose exit was not read (notes_exit_wanted false):
 * what notes_exit_hidden does that needs no register. */
void notes_exit_skipped(struct tcb *tcp)
{
	reset_call(tcp);
}

void notes_fork(struct tcb *parent, struct tcb *child)
{
	fd_page_size_forget(child->tid);
	if (notes_enabled())
		nproc_fork(parent, child);
}

static bool calls_filtered;

void notes_calls_filtered(void)
{
	calls_filtered = true;
}

bool notes_saw_every_call(void)
{
	return !calls_filtered;
}

void notes_exec(struct tcb *tcp)
{
	fd_page_size_forget(tcp->tid);
	if (notes_enabled())
		nproc_exec(tcp);
}

/* ---- call sites ------------------------------------------------------ */

/* Eight bytes at a time: whether any of w is outside 0x20..0x7e, or,
 * with quotes, is '"' or '\\' (the bytes escape_to escapes). The text
 * of a note and the names at its site nearly never have one, and a byte
 * at a time with its tests cost ~6 instructions a byte. */
#define BYTES(c) (0x0101010101010101ULL * (c))
static bool word_unplain(uint64_t w, bool quotes)
{
	uint64_t high = BYTES(0x80);
	uint64_t below = (w - BYTES(0x20)) & ~w & high;
	uint64_t above = ((w + BYTES(0x7f - 0x7e)) | w) & high;
	uint64_t q = w ^ BYTES('"'), b = w ^ BYTES('\\');

	if (below | above)
		return true;
	return quotes && (((q - BYTES(1)) & ~q & high) |
			  ((b - BYTES(1)) & ~b & high));
}

/* The first of s's n bytes that is not plain (word_unplain), or n. */
static size_t plain_prefix(const char *s, size_t n, bool quotes)
{
	size_t i = 0;

	for (; i + 8 <= n; i += 8) {
		uint64_t w;

		memcpy(&w, s + i, sizeof(w));
		if (word_unplain(w, quotes))
			break;
	}
	for (; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c < 0x20 || c > 0x7e || (quotes && (c == '"' || c == '\\')))
			return i;
	}
	return n;
}

/* A note's text, printable: control and non-ASCII bytes become '?'. */
static void copy_clean(char *dst, size_t size, const char *src)
{
	size_t n = strnlen(src, size - 1), i;

	memcpy(dst, src, n);
	dst[n] = '\0';
	for (i = plain_prefix(dst, n, false); i < n; i++)
		if ((unsigned char)dst[i] < 0x20 || (unsigned char)dst[i] > 0x7e)
			dst[i] = '?';
}

/* escape_to (core/quote.c) of the tracee's names at a note's site:
 * most are plain ASCII without '"' or '\\', whose escape is a copy cut
 * at size - 1; those are copied, without escape_to's per-byte calls. */
static size_t site_escape(char *dst, size_t size, const char *src)
{
	size_t n = strlen(src);

	if (plain_prefix(src, n, true) < n)
		return escape_to(dst, size, src);
	if (n > size - 1)
		n = size - 1;
	memcpy(dst, src, n);
	dst[n] = '\0';
	return n;
}

static void site_module(char *buf, size_t size, const struct unwind_frame *f);

/* Which build the module of a module+offset site is: the offset means
 * something only in that file (debuginfod, a debug package find it by
 * the ID). Hex from the file's note: nothing to escape. */
static void site_build_id(struct tcb *tcp, struct note_slot *slot,
			  const char *module)
{
	const char *id = unwind_module_build_id(tcp->tid, module);

	size_t n;

	if (!id)
		return;
	/* snprintf("%s") costs ~800 instructions a note: a copy */
	n = strnlen(id, sizeof(slot->bid) - 1);
	memcpy(slot->bid, id, n);
	slot->bid[n] = '\0';
	slot->n->site_build_id = slot->bid;
}

/* The site of slot from, searched at this stop, as slot's. */
static void copy_site(struct note_slot *slot, const struct note_slot *from)
{
	const struct note *fn = from->n;
	struct note *n = slot->n;

	memcpy(slot->func, from->func, sizeof(slot->func));
	memcpy(slot->file, from->file, sizeof(slot->file));
	memcpy(slot->mod, from->mod, sizeof(slot->mod));
	memcpy(slot->bid, from->bid, sizeof(slot->bid));
	memcpy(slot->by, from->by, sizeof(slot->by));
	memcpy(slot->lib, from->lib, sizeof(slot->lib));
	n->site_is_system = fn->site_is_system;
	n->site_func = fn->site_func ? slot->func : NULL;
	n->site_file = fn->site_file ? slot->file : NULL;
	n->site_line = fn->site_line;
	n->site_module = fn->site_module ? slot->mod : NULL;
	n->site_build_id = fn->site_build_id ? slot->bid : NULL;
}

/* The pc and sp the tracer read with this stop, for the walk: one
 * PTRACE_GETREGS less a noted call. */
static void stop_regs(struct tcb *tcp, struct unwind_proc *up)
{
	if (tcp->flags & TCB_REGS_NOW)
		unwind_stop_regs(up, tcp->tid, tcp->regs.ip, tcp->regs.sp);
}

/* Walks the stack once per stop, only for a call that drew a note:
 * a second note of the stop copies the first one's site (each walk
 * rereads the mappings and costs tens of microseconds). */
static void find_site(struct tcb *tcp, struct note_slot *slot)
{
	struct note_task *cs = call_of(tcp);
	struct unwind_proc *up = stack_proc(tcp);
	struct unwind_frame f;
	struct call_by by;

	if (cs->site_from >= 0 && (unsigned)cs->site_from < cs->n &&
	    &cs->s[cs->site_from] != slot) {
		copy_site(slot, &cs->s[cs->site_from]);
		return;
	}
	cs->site_from = (int)(slot - cs->s);
	slot->by[0] = '\0';
	slot->lib[0] = '\0';
	if (proc_ip_in_loader(tcp)) {
		/* The loader's own call: system code, no walk needed. */
		slot->n->site_is_system = true;
		return;
	}
	if (!up)
		return;
	/* We do not see every mmap (filters, seccomp): never trust the
	 * unwinder's idea of the mappings here. It keeps its caches. */
	unwind_proc_invalidate(up);
	stop_regs(tcp, up);
	if (unwind_call_site_by(up, tcp->tid, &f, &by) < 0)
		return;
	/* The C runtime's own call when no frame outside it is on the
	 * stack; a library's (libjvm.so's) is named as itself. */
	slot->n->site_is_system = by.role == MODULE_RUNTIME;
	if (by.role == MODULE_LIBRARY)
		site_escape(slot->by, sizeof(slot->by), by.name);
	if (f.module)
		site_escape(slot->lib, sizeof(slot->lib), f.module);
	/* The tracee's names: escaped once here, for every output. */
	if (f.func) {
		site_escape(slot->func, sizeof(slot->func), f.func);
		slot->n->site_func = slot->func;
	} else if (f.module) {
		/* A stripped program (date, ls): its file and the offset
		 * still lead to the code (addr2line, its debug package). */
		char at[sizeof(slot->func)];

		snprintf(at, sizeof(at), "%s+%#llx", f.module,
			 (unsigned long long)f.modoff);
		site_escape(slot->func, sizeof(slot->func), at);
		slot->n->site_func = slot->func;
		site_build_id(tcp, slot, f.module);
	}
	if (f.file && f.line > 0) {
		site_escape(slot->file, sizeof(slot->file), f.file);
		slot->n->site_file = slot->file;
		slot->n->site_line = f.line;
	} else if (f.func && f.module) {
		/* Symbols but no -g: a function name alone does not say
		 * where in it; its module and offset do (addr2line -e). */
		site_module(slot->mod, sizeof(slot->mod), &f);
		slot->n->site_module = slot->mod;
		site_build_id(tcp, slot, f.module);
	}
}

/* "prog+0x1154": a frame's module and offset, escaped. A module name
 * short enough that neither it nor its escape can be cut (4 bytes an
 * escaped byte) is escaped and the offset written after it, which is
 * what escaping the whole "%s+%#llx" gives, without a snprintf for each
 * noted call. */
static void site_module(char *buf, size_t size, const struct unwind_frame *f)
{
	static const char hex[] = "0123456789abcdef";
	char at[320], digits[16];
	uint64_t off = f->modoff;
	size_t len, nd = 0;

	if (off && strlen(f->module) * 4 + 20 < size) {
		len = site_escape(buf, size, f->module);
		for (; off; off >>= 4)
			digits[nd++] = hex[off & 15];
		buf[len++] = '+';
		buf[len++] = '0';
		buf[len++] = 'x';
		while (nd)
			buf[len++] = digits[--nd];
		buf[len] = '\0';
		return;
	}
	snprintf(at, sizeof(at), "%s+%#llx", f->module,
		 (unsigned long long)f->modoff);
	site_escape(buf, size, at);
}

bool note_call_site(struct tcb *tcp, char *buf, size_t size)
{
	struct unwind_proc *up;
	struct unwind_frame f;
	char func[128], where[320];

	buf[0] = '\0';
	if (proc_ip_in_loader(tcp) || !(up = stack_proc(tcp)))
		return false;
	unwind_proc_invalidate(up);
	stop_regs(tcp, up);
	if (unwind_call_site(up, tcp->tid, &f) < 0 || (!f.func && !f.module))
		return false;
	if (f.func)
		escape_to(func, sizeof(func), f.func);
	if (f.file && f.line > 0) {
		escape_to(where, sizeof(where), f.file);
		snprintf(buf, size, "%s (%s:%d)", f.func ? func : "?", where,
			 f.line);
	} else if (f.module) {
		site_module(where, sizeof(where), &f);
		if (f.func)
			snprintf(buf, size, "%s (%s)", func, where);
		else
			snprintf(buf, size, "%s", where);
	} else {
		snprintf(buf, size, "%s", func);
	}
	return true;
}

/* ---- making notes ---------------------------------------------------- */

void var_num(struct note_vars *nv, const char *name, uint64_t val)
{
	struct note_var *v;

	if (nv->n == NOTE_MAX_VARS)
		return;
	v = &nv->v[nv->n++];
	v->name = name;
	v->is_num = true;
	v->num = val;
}

void var_str(struct note_vars *nv, const char *name, const char *fmt, ...)
{
	struct note_var *v;
	va_list ap;

	if (nv->n == NOTE_MAX_VARS)
		return;
	v = &nv->v[nv->n++];
	v->name = name;
	v->is_num = false;
	va_start(ap, fmt);
	if (!strchr(fmt, '%')) {
		/* A text without a conversion is itself. */
		str_copy(v->str, sizeof(v->str), fmt);
	} else if (!strcmp(fmt, "%s")) {
		/* Most variables are one string: vsnprintf's ~1,000
		 * instructions for a copy, several times a note. */
		const char *str = va_arg(ap, const char *);
		size_t len;

		if (!str)
			str = "(null)";	/* as glibc's printf has it */
		len = strnlen(str, sizeof(v->str) - 1);

		memcpy(v->str, str, len);
		v->str[len] = '\0';
	} else {
		vsnprintf(v->str, sizeof(v->str), fmt, ap);
	}
	va_end(ap);
}

static const struct note_var *var_find(const struct note_vars *nv,
				       const char *name, size_t len)
{
	for (unsigned i = 0; i < nv->n; i++)
		if (strlen(nv->v[i].name) == len &&
		    !strncmp(nv->v[i].name, name, len))
			return &nv->v[i];
	return NULL;
}

static void put_var(struct strbuf *sb, const struct note_var *v,
		    const char *fmt, size_t flen)
{
	if (!v->is_num) {
		sb_puts(sb, v->str);
		return;
	}
	if (flen == 2 && !strncmp(fmt, "#x", 2))
		sb_printf(sb, "%#llx", (unsigned long long)v->num);
	else if (flen == 2 && !strncmp(fmt, "#o", 2))
		sb_printf(sb, "%#llo", (unsigned long long)v->num);
	else
		sb_printf(sb, "%llu", (unsigned long long)v->num);
}

/* Fills {name} and {name:#x} from nv; an unknown name stays as is, so
 * a template/kind mismatch shows instead of vanishing. */
static void fill_template(struct strbuf *sb, const char *t,
			  const struct note_vars *nv)
{
	while (*t) {
		const char *close = *t == '{' ? strchr(t, '}') : NULL;
		const char *colon;
		const struct note_var *v;

		if (!close) {
			sb_putc(sb, *t++);
			continue;
		}
		colon = memchr(t, ':', close - t);
		v = var_find(nv, t + 1, (colon ? colon : close) - t - 1);
		if (!v) {
			sb_write(sb, t, close - t + 1);
		} else {
			put_var(sb, v, colon ? colon + 1 : close,
				colon ? (size_t)(close - colon - 1) : 0);
		}
		t = close + 1;
	}
}

static struct note *note_store(struct tcb *tcp, const struct rule *r,
			       unsigned sev, const struct note_vars *nv)
{
	static struct strbuf sb;
	struct note_task *cs = call_of(tcp);
	const struct note_def *d = &note_defs[r->note];
	struct note_slot *slot;

	if (cs->n == MAX_NOTES)
		return NULL;
	if (!cs->s) {
		cs->s = xcalloc(MAX_NOTES, sizeof(*cs->s));
		cs->nt = xcalloc(MAX_NOTES, sizeof(*cs->nt));
	}
	slot = &cs->s[cs->n];
	slot->n = &cs->nt[cs->n++];
	memset(slot->n, 0, sizeof(*slot->n));
	sb.len = 0;
	sb_puts(&sb, "");
	fill_template(&sb, d->message, nv);
	copy_clean(slot->msg, sizeof(slot->msg), sb.s);
	slot->n->id = d->id;
	slot->n->severity = severity_names[sev];
	slot->n->message = slot->msg;
	slot->n->src = r->src;
	slot->n->summary = d->summary;
	slot->n->explanation = d->explanation;
	return slot->n;
}

/* For the kinds whose notes the C runtime's habits draw (runtime-info):
 * who made the call. The C runtime's own is only info; a library other
 * than the C runtime is named and keeps the note's level, as the
 * program's own call would. */
static void say_who(struct note *n, struct note_slot *slot, unsigned *sev)
{
	size_t len = strlen(slot->msg);

	if (n->site_is_system) {
		*sev = SEV_INFO;
		n->severity = severity_names[*sev];
		snprintf(slot->msg + len, sizeof(slot->msg) - len,
			 " (the C runtime's own call, not the program's)");
	} else if (slot->by[0]) {
		snprintf(slot->msg + len, sizeof(slot->msg) - len,
			 " (%s's call)", slot->by);
	}
}

static void drop_note(struct note_task *cs, unsigned i);

/* Note i of the call, made by call, if a suppressions file matches it:
 * taken out (counted by suppress.c). */
static bool suppress_slot(struct note_task *cs, unsigned i, const char *call)
{
	struct note_slot *slot = &cs->s[i];

	if (!note_suppressed(slot->n, call, slot->by,
			     slot->lib[0] ? slot->lib : NULL))
		return false;
	drop_note(cs, i);
	return true;
}

static struct note *emit(struct tcb *tcp, const struct rule *r, unsigned sev,
			 const struct note_vars *nv, bool held,
			 uint64_t bits)
{
	struct note_task *cs;
	struct note *n;

	if (tallying) {
		tally_note(tcp, r);
		return NULL;
	}
	if (!note_selected(r->note, sev) &&
	    !(downgraded_when_system(r) && note_selected(r->note, SEV_INFO)))
		return NULL;
	if (tcp->flags & TCB_HIDDEN)
		return NULL;
	n = note_store(tcp, r, sev, nv);
	if (!n)
		return NULL;
	cs = call_of(tcp);
	find_site(tcp, &cs->s[cs->n - 1]);
	if (downgraded_when_system(r))
		say_who(n, &cs->s[cs->n - 1], &sev);
	if (!note_selected(r->note, sev)) {
		cs->n--;
		return NULL;
	}
	if (held && !cs->hold.active) {
		probe_hold(tcp, &cs->hold, r, cs->n - 1, bits);
		return n;
	}
	if (suppress_slot(cs, cs->n - 1, call_name(tcp)))
		return NULL;
	report_add(tcp, n);
	return n;
}

struct note *note_emit(struct tcb *tcp, const struct rule *r, unsigned sev,
		       const struct note_vars *nv)
{
	return emit(tcp, r, sev, nv, false, 0);
}

struct note *note_emit_held(struct tcb *tcp, const struct rule *r,
			    unsigned sev, const struct note_vars *nv,
			    uint64_t bits)
{
	return emit(tcp, r, sev, nv, true, bits);
}

bool notes_held(const struct tcb *tcp)
{
	const struct note_task *cs = tcp->notes;

	return cs && cs->hold.active;
}

/* Takes note i out of the call (its slot's pointers move with it). */
static void drop_note(struct note_task *cs, unsigned i)
{
	for (; i + 1 < cs->n; i++) {
		struct note_slot *d = &cs->s[i], *from = &cs->s[i + 1];

		cs->nt[i] = cs->nt[i + 1];
		*d = *from;
		d->n = &cs->nt[i];
		d->n->message = d->msg;
		if (d->n->site_func == from->func)
			d->n->site_func = d->func;
		if (d->n->site_file == from->file)
			d->n->site_file = d->file;
		if (d->n->site_module == from->mod)
			d->n->site_module = d->mod;
		if (d->n->site_build_id == from->bid)
			d->n->site_build_id = d->bid;
	}
	cs->n--;
	cs->site_from = -1;	/* the slots moved */
}

/* The thread's next call has come (its number and arguments are in
 * tcp, its description not yet: tcp->call.sd and the line are still the held
 * call's), or, with next_call false, something else did (a signal, its
 * death, a detach). A probe becomes its info note, or goes when that is
 * not selected; anything else keeps the warning it was. */
void notes_next_call(struct tcb *tcp, bool next_call)
{
	struct note_task *cs = tcp->notes;
	struct probe_hold *h;
	struct note_slot *slot;
	static struct strbuf sb;
	struct note_vars nv;
	int def;

	if (!cs || !cs->hold.active)
		return;
	h = &cs->hold;
	h->active = false;
	slot = &cs->s[h->index];
	def = note_find("probe-fallback");
	if (!next_call || def < 0 || !probe_fell_back(tcp, h, &nv)) {
		if (!suppress_slot(cs, h->index, h->call))
			report_add(tcp, slot->n);
		return;
	}
	if (!note_selected((unsigned)def, SEV_INFO)) {
		drop_note(cs, h->index);
		return;
	}
	sb.len = 0;
	sb_puts(&sb, "");
	fill_template(&sb, note_defs[def].message, &nv);
	copy_clean(slot->msg, sizeof(slot->msg), sb.s);
	slot->n->id = note_defs[def].id;
	slot->n->severity = severity_names[SEV_INFO];
	slot->n->summary = note_defs[def].summary;
	slot->n->explanation = note_defs[def].explanation;
	if (!suppress_slot(cs, h->index, h->call))
		report_add(tcp, slot->n);
}
