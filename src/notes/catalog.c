/* The catalogue (--list-notes, --explain) and which notes are shown
 * (--notes=). */
#include "notes/engine.h"
#include "output/picture.h"

#include <stdlib.h>
#include <string.h>

/* Per note: shown at or above this severity; SEV_COUNT = never. */
static unsigned char min_sev[256];
/* Per note: --notes named it (ID, !ID, +ID). */
static bool named[256];
static bool configured, any_enabled = true, all_asked;

static void set_all(unsigned sev)
{
	for (unsigned i = 0; i < note_defs_count; i++)
		min_sev[i] = (unsigned char)sev;
	any_enabled = sev < SEV_COUNT;
}

/* The default selection: warnings and errors, and the notes whose page
 * says "default: shown" (failure-cause: info, but what a user of a
 * failed call wants to see) at every level. */
static void set_default(void)
{
	set_all(SEV_WARNING);
	for (unsigned i = 0; i < note_defs_count; i++)
		if (note_defs[i].shown)
			min_sev[i] = SEV_INFO;
}

static void configure_default(void)
{
	if (configured)
		return;
	configured = true;
	set_default();
}

int note_find(const char *id)
{
	for (unsigned i = 0; i < note_defs_count; i++)
		if (!strcmp(note_defs[i].id, id))
			return (int)i;
	return -1;
}

bool note_selected(unsigned note, unsigned sev)
{
	configure_default();
	return sev >= min_sev[note];
}

bool notes_all_asked(void)
{
	return all_asked;
}

bool notes_enabled(void)
{
	configure_default();
	return any_enabled;
}

static int find_or_die(const char *id, size_t len)
{
	char buf[64];
	int n;

	snprintf(buf, sizeof(buf), "%.*s", (int)len, id);
	n = note_find(buf);
	if (n < 0)
		die("unknown note '%s' (see --list-notes)", buf);
	return n;
}

static void named_sev(int n, unsigned sev)
{
	min_sev[n] = (unsigned char)sev;
	named[n] = true;
}

/* --lint is about ABI traps: a failure's cause is none, so the notes
 * shown by default ("default: shown") are left out of its default
 * selection; --notes=+ID or --why still ask for them. */
void notes_lint_defaults(void)
{
	configure_default();
	for (unsigned i = 0; i < note_defs_count; i++)
		if (note_defs[i].shown && !named[i] && min_sev[i] == SEV_INFO &&
		    !all_asked)
			min_sev[i] = note_defs[i].severity > SEV_INFO ?
				     note_defs[i].severity : SEV_WARNING;
}

/* "none", "all", or a list of IDs (shown at every severity) and !IDs
 * (hidden). A list of only !IDs starts from the default selection. */
void notes_select(const char *spec)
{
	bool only_negative = true;
	const char *p;

	configured = true;
	if (!strcmp(spec, "none")) {
		set_all(SEV_COUNT);
		return;
	}
	/* Only "!ID" and "+ID" items keep the default selection as the
	 * base; any plain ID starts from nothing. */
	for (p = spec; *p; p += strcspn(p, ","), p += *p == ',')
		if (*p != '!' && *p != '+' && strncmp(p, "all", 3))
			only_negative = false;
	if (only_negative)
		set_default();
	else
		set_all(SEV_COUNT);
	for (p = spec; *p; ) {
		size_t len = strcspn(p, ",");

		if (len == 3 && !strncmp(p, "all", 3)) {
			set_all(SEV_INFO);
			all_asked = true;
		}
		else if (*p == '!')
			named_sev(find_or_die(p + 1, len - 1), SEV_COUNT);
		else if (*p == '+')
			named_sev(find_or_die(p + 1, len - 1), SEV_INFO);
		else if (len)
			named_sev(find_or_die(p, len), SEV_INFO);
		p += len + (p[len] == ',');
	}
	any_enabled = false;
	for (unsigned i = 0; i < note_defs_count; i++)
		if (min_sev[i] < SEV_COUNT)
			any_enabled = true;
}

int notes_list(FILE *f)
{
	for (unsigned i = 0; i < note_defs_count; i++)
		fprintf(f, "%-24s %-7s  %s\n", note_defs[i].id,
			severity_names[note_defs[i].severity],
			note_defs[i].summary);
	return 0;
}

/* The picture --pictures would draw for the explanation's example. */
static void explain_picture(FILE *f, const char *id)
{
	struct strbuf sb = { 0 };

	sb_puts(&sb, "");
	picture_example(&sb, id);
	if (sb.len > 0)
		fprintf(f, "\nThe example in pictures (--pictures draws them "
			"under each note):\n%s", sb.s);
	free(sb.s);
}

/* Prints LEAD then TEXT, broken at blanks so that no line is wider
 * than 80 columns; later lines are indented by INDENT blanks. */
static void put_wrapped(FILE *f, const char *lead, int indent,
			const char *text)
{
	int col = fprintf(f, "%s", lead);
	const char *p = text;

	while (*p) {
		size_t w = strcspn(p, " ");

		if (col > indent && col + 1 + (int)w > 80) {
			col = fprintf(f, "\n%*s", indent, "") - 1;
		} else if (p != text) {
			fputc(' ', f);
			col++;
		}
		fprintf(f, "%.*s", (int)w, p);
		col += (int)w;
		p += w;
		p += strspn(p, " ");
	}
	fputc('\n', f);
}

int notes_explain(FILE *f, const char *id)
{
	int n = note_find(id);
	const struct note_def *d;
	char lead[64];

	if (n < 0) {
		warnx_("unknown note '%s' (see --list-notes)", id);
		return 1;
	}
	d = &note_defs[n];
	snprintf(lead, sizeof(lead), "%s (%s): ", d->id,
		 severity_names[d->severity]);
	put_wrapped(f, lead, 4, d->summary);
	fprintf(f, "\n%s", d->explanation);
	explain_picture(f, d->id);
	fprintf(f, "\nRules (syscalls/rules.list):\n");
	for (unsigned i = 0; i < rule_lines_count; i++)
		if (rule_lines[i].note == n) {
			snprintf(lead, sizeof(lead), "  %-18s ",
				 rule_lines[i].sys);
			put_wrapped(f, lead, 23, rule_lines[i].src);
		}
	return 0;
}
