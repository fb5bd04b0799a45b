/* The lines of syscalls/diff.list (src/diff/list_gen.c), looked up by
 * call name: the older call an ABI lacks (open for openat(AT_FDCWD,
 * ...)), and the results and arguments that differ between runs by
 * nature. */
#include <stdlib.h>

#include "diff/diff.h"

extern const char *const diff_list[];

/* Word w (from 0) of line s into buf; false when there is none. */
static bool word(const char *s, unsigned w, char *buf, size_t size)
{
	while (w--) {
		s = strchr(s, ' ');
		if (!s)
			return false;
		s++;
	}
	size_t n = strcspn(s, " ");

	if (!n || n >= size)
		return false;
	memcpy(buf, s, n);
	buf[n] = '\0';
	return true;
}

static bool is(const char *line, const char *kind, const char *name)
{
	char w[64];

	return word(line, 0, w, sizeof(w)) && !strcmp(w, kind) &&
	       word(line, kind[0] == 'e' ? 2 : 1, w, sizeof(w)) &&
	       !strcmp(w, name);
}

const char *equiv_canon(const char *name, const char *const *args,
			unsigned n, unsigned *drop)
{
	static char old[64];

	for (unsigned l = 0; diff_list[l]; l++) {
		const char *line = diff_list[l];
		unsigned mask = 0;
		bool ok = true;
		char w[64];

		if (!is(line, "equiv", name))
			continue;
		for (unsigned k = 3; ok && word(line, k, w, sizeof(w)); k++) {
			char *eq = strchr(w, '=');
			unsigned pos = (unsigned)atoi(w);

			ok = eq && pos < n && pos < 32 && args[pos] &&
			     !strcmp(args[pos], eq + 1);
			mask |= 1u << (pos & 31);
		}
		if (!ok || !word(line, 1, old, sizeof(old)))
			continue;
		*drop = mask;
		return old;
	}
	*drop = 0;
	return name;
}

bool equiv_volatile_ret(const char *name)
{
	for (unsigned l = 0; diff_list[l]; l++)
		if (is(diff_list[l], "volatile-ret", name))
			return true;
	return false;
}

static bool arg_listed(const char *kind, const char *name, unsigned i)
{
	char w[64];

	for (unsigned l = 0; diff_list[l]; l++) {
		if (!is(diff_list[l], kind, name))
			continue;
		for (unsigned k = 2; word(diff_list[l], k, w, sizeof(w)); k++)
			if ((unsigned)atoi(w) == i)
				return true;
	}
	return false;
}

bool equiv_volatile_arg(const char *name, unsigned i)
{
	return arg_listed("volatile-arg", name, i);
}

bool equiv_fd_number(const char *name, unsigned i)
{
	return arg_listed("fd-number", name, i);
}

bool equiv_has(const char *name)
{
	for (unsigned l = 0; diff_list[l]; l++)
		if (is(diff_list[l], "equiv", name))
			return true;
	return false;
}
