/* --dump-tables: the generated tables as text, for the table tests. */
#include "abitrace.h"
#include "core/since.h"

#include <string.h>

static const char *or_dash(const char *s)
{
	return s ? s : "-";
}

/* The since-when tables:
 *   since NAME ABI NR VERSION STUB   (one line per ABI the call is on)
 *   since-sys NAME ADDED REMOVED DEPRECATED CONFIG SUCCESSOR
 *   since-fallback NAME OLDER      (one line per older call)
 *   since-const SET NAME VERSION
 * with "-" for what the data does not say (SUCCESSOR "none": the data
 * says there is none). */
static void dump_since(void)
{
	for (unsigned i = 0; i < since_sys_count; i++) {
		/* through the look-ups, so that the dump proves them */
		const struct sys_since *s = since_sys(since_sys_name(i));

		if (!s)
			continue;
		for (int a = 0; a < ABI_COUNT; a++) {
			const struct since_fact *f = since_sys_on(s->name, a);

			if (f)
				printf("since %s %s %d %s %d\n", s->name,
				       since_abis[a].name, s->nr[a],
				       or_dash(f->str),
				       !since_sys_defined(s->name, a));
		}
		printf("since-sys %s %s %s %s %s %s\n", s->name,
		       or_dash(s->added.str), or_dash(s->removed.str),
		       or_dash(s->deprecated.str), or_dash(s->config),
		       s->successor ? s->successor :
		       s->successor_src ? "none" : "-");
		for (const char *const *o = s->fallback; o && *o; o++)
			printf("since-fallback %s %s\n", s->name, *o);
	}
	for (unsigned i = 0; i < since_const_count; i++) {
		const char *set, *name;
		const struct since_fact *f;

		since_const_key(i, &set, &name);
		f = since_const(set, name);
		if (f)
			printf("since-const %s %s %s\n", set, name, f->str);
	}
}

void dump_tables(void)
{
	for (unsigned t = 0; t < sysent_tables_count; t++) {
		const struct sysent_table *st = &sysent_tables[t];

		for (unsigned nr = 0; nr < st->size; nr++) {
			const struct sysdesc *sd = st->ent[nr];

			if (sd)
				printf("sys %s %u %s %u\n", st->arch, nr,
				       sd->name, sd->nargs);
		}
	}
	for (unsigned i = 0; xlat_all[i]; i++) {
		const struct xlat *x = xlat_all[i];
		const char *hdr = xlat_headers[i];

		while (*hdr == ' ')
			hdr++;
		for (unsigned k = 0; k < x->n; k++) {
			char key[128];
			bool skip;

			/* #nocheck constants: no header to compare with. */
			snprintf(key, sizeof(key), " %s ", xlat_ename(&x->e[k]));
			skip = strstr(xlat_nocheck[i], key) != NULL;
			printf("xlat %s %s %#llx %s\n", x->name, xlat_ename(&x->e[k]),
			       (unsigned long long)x->e[k].val,
			       *hdr && !skip ? hdr : "-");
		}
	}
	dump_since();
}
