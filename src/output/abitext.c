/* The ABI report as text: the minimum kernel with the calls and
 * constants behind it, the feature probes, the calls other ABIs lack,
 * and the privilege map. */
#include "abitrace.h"
#include "output/abiview.h"

#include <string.h>

/* The list stops there: the rest are older calls, counted. */
#define MAX_LISTED 12

void abi_site_text(char *buf, size_t size, const struct abi_site *s)
{
	if (s->func[0] && s->file[0])
		snprintf(buf, size, " at %s (%s:%d)", s->func, s->file,
			 s->line);
	else if (s->func[0] && s->has_modoff)
		snprintf(buf, size, " at %s (%s+%#llx)", s->func, s->module,
			 (unsigned long long)s->modoff);
	else if (s->has_modoff)
		snprintf(buf, size, " at %s+%#llx", s->module,
			 (unsigned long long)s->modoff);
	else if (s->func[0])
		snprintf(buf, size, " at %s", s->func);
	else if (s->is_system)
		snprintf(buf, size, " in the C runtime");
	else
		buf[0] = '\0';
}

const char *abi_origin_name(enum abi_origin o)
{
	static const char *const names[] = {
		[ORIGIN_UNKNOWN] = "unknown",
		[ORIGIN_RUNTIME] = "runtime",
		[ORIGIN_SYSCALL] = "syscall",
		[ORIGIN_DIRECT] = "direct",
	};

	return names[o];
}

static void what(char *buf, size_t size, const struct abi_need *n)
{
	if (n->all_bits)
		snprintf(buf, size, "every flag bit (~0) of %s", n->call);
	else if (n->constant)
		snprintf(buf, size, "%s of %s", n->constant, n->call);
	else
		snprintf(buf, size, "%s", n->call);
}

static void print_need(FILE *f, const struct abi_need *n, bool abis)
{
	char w[160], site[600];

	what(w, sizeof(w), n);
	abi_site_text(site, sizeof(site), &n->site);
	fprintf(f, "  Linux %s: %s%s%s%s x%u%s\n", n->ver, w,
		abis ? " [" : "", abis ? n->abi : "", abis ? "]" : "",
		n->count, site);
}

/* --abi-report=verify's evidence for one call. */
static void print_verified(FILE *f, const struct abi_need *n)
{
	char st[32], w[160];

	if (n->verify_status < 0)
		snprintf(st, sizeof(st), "did not end");
	else if (n->verify_status & 0x7f)
		snprintf(st, sizeof(st), "was killed by signal %d",
			 n->verify_status & 0x7f);
	else
		snprintf(st, sizeof(st), "exited with %d",
			 (n->verify_status >> 8) & 0xff);
	what(w, sizeof(w), n);
	fprintf(f, "  %s (Linux %s): with %s the run %s, %s", w, n->ver,
		n->verify_err ? n->verify_err : "ENOSYS", st,
		n->verified == VERIFY_OPTIONAL ?
		"as without: uses it if present" : "unlike without: needs it");
	/* The thread's next call: the fallback, when it has one (clone
	 * after clone3), else just what it did next. */
	if (n->fallback)
		fprintf(f, "; the thread then called %s", n->fallback);
	fprintf(f, "\n");
}

static void print_probe(FILE *f, const struct abi_need *n, bool abis)
{
	char w[160], site[600];

	what(w, sizeof(w), n);
	abi_site_text(site, sizeof(site), &n->site);
	if (n->all_bits) {
		/* A question, not a use: whatever the answer. */
		fprintf(f, "  Linux %s: %s%s%s%s, a feature check, %s%s "
			"x%u%s\n", n->ver, w, abis ? " [" : "", abis ? n->abi : "",
			abis ? "]" : "", n->probe_err ? "refused with " :
			"accepted", n->probe_err ? n->probe_err : "",
			n->count, site);
		return;
	}
	fprintf(f, "  Linux %s: %s%s%s%s failed with %s x%u%s%s%s\n", n->ver,
		w, abis ? " [" : "", abis ? n->abi : "", abis ? "]" : "",
		n->probe_err, n->count, n->fallback ? ", then " : "",
		n->fallback ? n->fallback : "", site);
}

static const char *origin_text(enum abi_origin o)
{
	switch (o) {
	case ORIGIN_RUNTIME:
		return "made by the C runtime, whose port maps it";
	case ORIGIN_SYSCALL:
		return "made by the program through syscall(): breaks there";
	case ORIGIN_DIRECT:
		return "made by the program's own syscall instruction: "
		       "breaks there";
	default:
		return "made by code abitrace could not see (no call stack)";
	}
}

static void print_port(FILE *f, const struct abi_port *p)
{
	char site[600];

	abi_site_text(site, sizeof(site), &p->site);
	fprintf(f, "  %s [%s]: no number on %s", p->call, p->abi, p->missing);
	if (p->successor)
		fprintf(f, " (use %s)", p->successor);
	fprintf(f, "; %s x%u%s\n", origin_text(p->origin), p->count, site);
}

static void print_priv(FILE *f, const struct abi_priv *p)
{
	char site[600];

	abi_site_text(site, sizeof(site), &p->site);
	fprintf(f, "  %s: %s %s; ", p->call, p->cap,
		p->held ? "held" : "not held");
	if (!p->refused)
		fprintf(f, "passed");
	else if (p->own_filter)
		fprintf(f, "refused with %s by its own seccomp filter", p->err);
	else if (p->held)
		fprintf(f, "refused with %s all the same", p->err);
	else
		fprintf(f, "refused with %s", p->err);
	fprintf(f, " x%u%s\n", p->count, site);
}

/* "CAP_A, CAP_B" of the entries that passed holding the capability
 * (used) or were refused without it (missing), each once. */
static void cap_summary(FILE *f, const struct abi_view *v, bool missing)
{
	const char *seen[64];
	unsigned n = 0;

	for (unsigned i = 0; i < v->nprivs && n < 64; i++) {
		const struct abi_priv *p = &v->privs[i];
		bool dup = false;

		if (missing ? !(p->refused && !p->held && !p->own_filter) :
			      !(!p->refused && p->held))
			continue;
		for (unsigned k = 0; k < n; k++)
			dup |= !strcmp(seen[k], p->cap);
		if (dup)
			continue;
		fprintf(f, "%s%s", n ? ", " : "", p->cap);
		seen[n++] = p->cap;
	}
	if (!n)
		fprintf(f, "none");
}

void abi_text_report(FILE *f, const struct abi_view *v)
{
	bool abis = v->ncalls > 1;
	unsigned listed = 0;

	fprintf(f, "=== ABI report ===\n");
	if (v->nneeds && v->min_str) {
		const struct abi_need *n = &v->needs[v->min_need];
		char w[160], site[600];

		what(w, sizeof(w), n);
		abi_site_text(site, sizeof(site), &n->site);
		fprintf(f, "needs Linux >= %s: %s%s\n", v->min_str, w, site);
	} else if (v->nneeds) {
		fprintf(f, "needs: no call it cannot do without (each newer "
			"one was verified)\n");
	} else {
		fprintf(f, "needs: no call with a known version\n");
	}
	for (unsigned i = 0; i < v->nneeds; i++) {
		if (v->needs[i].baseline || listed == MAX_LISTED)
			continue;
		print_need(f, &v->needs[i], abis);
		listed++;
	}
	if (v->nneeds > listed)
		fprintf(f, "  and %u more, older (%u of them as old as their "
			"ABI)\n", v->nneeds - listed, v->nbaseline);
	if (v->nverified) {
		fprintf(f, "verified (the run again, each call failing with "
			"ENOSYS, or each newer flag refused, as on an older "
			"kernel): %u\n", v->nverified);
		for (unsigned i = 0; i < v->nneeds; i++)
			if (v->needs[i].verified != VERIFY_NONE)
				print_verified(f, &v->needs[i]);
	}
	fprintf(f, "probes (failed, so not needed): %u\n", v->nprobes);
	for (unsigned i = 0; i < v->nprobes; i++)
		print_probe(f, &v->probes[i], abis);
	fprintf(f, "portability: %u call%s missing on other ABIs\n",
		v->nports, v->nports == 1 ? "" : "s");
	for (unsigned i = 0; i < v->nports; i++)
		print_port(f, &v->ports[i]);
	fprintf(f, "privileges: %u check%s\n", v->nprivs,
		v->nprivs == 1 ? "" : "s");
	for (unsigned i = 0; i < v->nprivs; i++)
		print_priv(f, &v->privs[i]);
	fprintf(f, "  capabilities used: ");
	cap_summary(f, v, false);
	fprintf(f, "; missing: ");
	cap_summary(f, v, true);
	fprintf(f, "\n");
	fprintf(f, "=== end of ABI report ===\n");
}
