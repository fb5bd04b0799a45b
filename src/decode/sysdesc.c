/* The syscall tables looked up: by number (the tracer, and printers
 * that name a call: si_syscall, seccomp data) and by name (the
 * multiplexers, socketcall and ipc). A file of its own, below every
 * printer, so that looking a call up never ties a decoder to the
 * engine (syscall.c) or to another decoder. */
#include "printers.h"
#include "decode/decode.h"

#include <string.h>

const struct sysdesc *syscall_desc(unsigned pers, uint64_t nr)
{
	const struct sysent_table *t = personalities[pers].table;

	if (nr < t->size)
		return t->ent[nr];
	return NULL;
}

const struct sysdesc *sysdesc_by_name(const char *name)
{
	for (unsigned i = 0; i < sysdescs_count; i++)
		if (!strcmp(sysdescs[i].name, name))
			return &sysdescs[i];
	return NULL;
}
