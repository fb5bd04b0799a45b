/* --dump-tables: the generated tables as text, for the table tests. */
#include "abitrace.h"

#include <string.h>

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
			snprintf(key, sizeof(key), " %s ", x->e[k].name);
			skip = strstr(xlat_nocheck[i], key) != NULL;
			printf("xlat %s %s %#llx %s\n", x->name, x->e[k].name,
			       (unsigned long long)x->e[k].val,
			       *hdr && !skip ? hdr : "-");
		}
	}
}
