/* A program's start by ld.so, as one call (--loader=unit): when two
 * traces come from different ABIs, the loaders make different calls to
 * map the same libraries (arm64's ld.so reserves each library's span
 * first), so the calls from the one after execve to ld.so's munmap of
 * ld.so.cache become a single call naming the libraries loaded. */
#include <stdlib.h>
#include <string.h>

#include "abitrace.h"
#include "diff/diff.h"

/* Whether display d is "NAME\x1fARG0..." with ARG0 starting with a. */
static bool disp_is(uint32_t d, const char *name, const char *a)
{
	const char *s = interned(d);
	size_t n = strlen(name);

	return !strncmp(s, name, n) && s[n] == '\x1f' &&
	       !strncmp(s + n + 1, a, strlen(a));
}

/* The end of the loader's start after call e (an execve) of task k:
 * the index of ld.so's munmap of ld.so.cache, or 0 when there is none
 * (a static program, another C library, a trace without -y or that
 * left munmap out): then nothing is grouped. */
static uint32_t loader_end(const struct dtask *k, uint32_t e)
{
	uint32_t name = intern("munmap", 6);

	for (uint32_t i = e + 1; i < k->n; i++) {
		const char *rn = interned(k->c[i].rname);

		if (!strcmp(rn, "execve") || !strcmp(rn, "clone") ||
		    !strcmp(rn, "clone3") || !strcmp(rn, "fork") ||
		    !strcmp(rn, "vfork"))
			return 0;	/* the program's own, or another */
		if (k->c[i].rname == name &&
		    disp_is(k->c[i].disp, "munmap", "ld.so.cache"))
			return i;
	}
	return 0;
}

/* Whether the n bytes at s hold ".so" (libc.so.6, ld-linux-aarch64.so.1). */
static bool has_so(const char *s, size_t n)
{
	for (size_t i = 0; i + 3 <= n; i++)
		if (!memcmp(s + i, ".so", 3))
			return true;
	return false;
}

/* The call that stands for calls e+1..u of task k: the basenames of
 * the shared objects they opened, in order. */
static struct dcall loader_call(const struct dtask *k, uint32_t e,
				uint32_t u)
{
	static struct strbuf sb;
	struct dcall c = { .dur = -1 };

	sb.len = 0;
	sb_puts(&sb, "ld.so");
	for (uint32_t i = e + 1; i <= u; i++) {
		const char *rn = interned(k->c[i].rname);
		const char *res = interned(k->c[i].res), *b, *end;

		if (strcmp(rn, "openat") && strcmp(rn, "open"))
			continue;
		/* A descriptor shown as what it refers to (-y). */
		if (*res != '<' || !(end = strrchr(res, '>')))
			continue;
		for (b = end; b > res && b[-1] != '/'; b--)
			;
		if (!has_so(b, (size_t)(end - b)) ||
		    !strncmp(b, "ld.so.cache", 11))
			continue;
		sb_putc(&sb, '\x1f');
		sb_write(&sb, b, (size_t)(end - b));
	}
	c.key = c.disp = intern(sb.s, sb.len);
	c.name = c.rname = intern("ld.so", 5);
	c.res = intern("0", 1);
	c.notes = NO_STR;
	c.line = k->c[e + 1].line;
	return c;
}

/* One pass per task, keeping what moves where (newidx) for the
 * children's birth calls: linear in the calls, whatever a made-up trace
 * holds (an execve after every call, thousands of processes). */
void loader_units(struct dtrace *t)
{
	uint32_t execve = intern("execve", 6), zero = intern("0", 1);
	uint32_t **newidx = xcalloc(t->nt ? t->nt : 1, sizeof(*newidx));
	uint32_t *oldn = xcalloc(t->nt ? t->nt : 1, sizeof(*oldn));

	for (unsigned ti = 0; ti < t->nt; ti++) {
		struct dtask *k = &t->t[ti];
		uint32_t w = 0, r = 0, *map = NULL;

		while (r < k->n) {
			struct dcall c = k->c[r];
			uint32_t u = 0;

			if (c.rname == execve && c.res == zero)
				u = loader_end(k, r);
			if (map)
				map[r] = w;
			k->c[w++] = c;
			if (!u) {
				r++;
				continue;
			}
			/* r+1..u become one call. */
			if (!map) {	/* nothing moved before the first */
				map = xmalloc(k->n * sizeof(*map));
				oldn[ti] = k->n;
				for (uint32_t x = 0; x <= r; x++)
					map[x] = x;
			}
			for (uint32_t x = r + 1; x <= u; x++)
				map[x] = w;
			k->c[w++] = loader_call(k, r, u);
			t->loader_units++;
			t->loader_calls += u - r;
			r = u + 1;
		}
		t->calls -= k->n - w;
		k->n = w;
		newidx[ti] = map;
	}
	/* The children's birth calls, where they moved. */
	for (unsigned ci = 0; ci < t->nt; ci++) {
		int p = t->t[ci].parent;

		if (p >= 0 && (unsigned)p < t->nt && newidx[p] &&
		    t->t[ci].born < oldn[p])
			t->t[ci].born = newidx[p][t->t[ci].born];
	}
	for (unsigned ti = 0; ti < t->nt; ti++)
		free(newidx[ti]);
	free(newidx);
	free(oldn);
}
