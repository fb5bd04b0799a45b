/* One id per distinct string, shared by both traces: two calls with
 * the same key have the same id, so the diff compares integers, and a
 * million calls that repeat a few hundred shapes cost a few hundred
 * strings. */
#include <stdlib.h>

#include "diff/diff.h"

static char **strs;
static uint32_t nstrs, capstrs;
static uint32_t *slots;		/* open addressing: id + 1, 0 empty */
static size_t nslots;

static uint64_t hash(const char *s, size_t n)
{
	uint64_t h = 1469598103934665603ull;	/* FNV-1a */

	while (n--)
		h = (h ^ (unsigned char)*s++) * 1099511628211ull;
	return h;
}

static void rehash(void)
{
	size_t n = nslots ? nslots * 2 : 1024;
	uint32_t *ns = calloc(n, sizeof(*ns));

	if (!ns)
		diff_fail("out of memory");
	for (uint32_t id = 0; id < nstrs; id++) {
		size_t i = hash(strs[id], strlen(strs[id])) & (n - 1);

		while (ns[i])
			i = (i + 1) & (n - 1);
		ns[i] = id + 1;
	}
	free(slots);
	slots = ns;
	nslots = n;
}

uint32_t intern(const char *s, size_t n)
{
	size_t i;
	char *copy;

	if (!nstrs) {			/* id 0 is "" */
		nstrs = 0;
		capstrs = 1024;
		strs = xmalloc(capstrs * sizeof(*strs));
		strs[nstrs++] = xstrdup("");
		rehash();
	}
	if (!n)
		return NO_STR;
	i = hash(s, n) & (nslots - 1);
	while (slots[i]) {
		const char *t = strs[slots[i] - 1];

		if (!strncmp(t, s, n) && !t[n])
			return slots[i] - 1;
		i = (i + 1) & (nslots - 1);
	}
	if (nstrs == UINT32_MAX - 1)
		diff_fail("too many distinct calls");
	if (nstrs == capstrs) {
		capstrs *= 2;
		strs = xrealloc(strs, capstrs * sizeof(*strs));
	}
	copy = xmalloc(n + 1);
	memcpy(copy, s, n);
	copy[n] = '\0';
	strs[nstrs] = copy;
	slots[i] = nstrs + 1;
	nstrs++;
	if (nstrs * 2 > nslots)
		rehash();
	return nstrs - 1;
}

const char *interned(uint32_t id)
{
	return id < nstrs ? strs[id] : "";
}

uint32_t interned_count(void)
{
	return nstrs;
}
