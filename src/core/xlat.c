/* Lookups in the generated constant sets (syscalls/xlat/). */
#include "abitrace.h"
#include "xlat_gen.h"

#include <string.h>

const char *xlat_name(const struct xlat *x, uint64_t v)
{
	for (unsigned i = 0; i < x->n; i++)
		if (x->e[i].val == v)
			return xlat_ename(&x->e[i]);
	return NULL;
}

/* "PROT_???" for a set whose first constant is PROT_NONE: what a value
 * outside the set is called in the comment after it. The prefix is the
 * first constant's name up to and including its first '_' after any
 * leading underscores. */
const char *xlat_unknown(const struct xlat *x)
{
	static char buf[64];
	const char *name, *us;
	size_t n;

	if (x->unknown)
		return x->unknown;
	if (!x->n || !xlat_ename(&x->e[0]))
		return NULL;
	name = xlat_ename(&x->e[0]);
	for (us = name; *us == '_'; us++)
		;
	us = strchr(us, '_');
	if (!us)
		return NULL;
	n = (size_t)(us - name) + 1;
	if (n + 4 > sizeof(buf))
		return NULL;
	memcpy(buf, name, n);
	memcpy(buf + n, "???", 4);
	return buf;
}

const char *errno_name(int err)
{
	return xlat_name(&xlat_errno, (uint64_t)err);
}

const char *signal_name(int sig)
{
	return xlat_name(&xlat_signal, (uint64_t)sig);
}
