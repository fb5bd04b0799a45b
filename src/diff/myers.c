/* The shortest edit script between two call sequences: Myers' O(ND)
 * algorithm with the linear-space refinement (find the middle snake of
 * the shortest path, then solve the two halves). Two traces of one
 * program are mostly alike, so D is small and the common prefix and
 * suffix, trimmed first, are most of the work; memory is two arrays of
 * n + m + 3 words whatever D is. */
#include <stdlib.h>

#include "diff/diff.h"

struct mctx {
	const struct dcall *a, *b;
	long *vf, *vb;		/* indexed by diagonal + off */
	long off;
	struct edits *out;
};

static void emit(struct edits *out, unsigned char op, uint32_t a, uint32_t b)
{
	if (out->n == out->cap) {
		out->cap = out->cap ? out->cap * 2 : 1024;
		out->e = xrealloc(out->e, out->cap * sizeof(*out->e));
	}
	out->e[out->n++] = (struct edit){ .op = op, .a = a, .b = b };
}

#define EQ(x, y) (m->a[x].key == m->b[y].key)

/* The middle snake of a[a0..a1) and b[b0..b1) (both non-empty, their
 * ends differ): from (*x, *y) to (*u, *v), in absolute indexes. */
static void middle_snake(struct mctx *m, long a0, long a1, long b0, long b1,
			 long *x, long *y, long *u, long *v)
{
	long n = a1 - a0, mm = b1 - b0, delta = n - mm;
	bool odd = delta & 1;
	long dmax = (n + mm + 1) / 2;
	long *vf = m->vf + m->off, *vb = m->vb + m->off;

	vf[1] = 0;
	vb[1] = 0;
	for (long d = 0; d <= dmax; d++) {
		for (long k = -d; k <= d; k += 2) {
			long px, py, sx;

			if (k == -d || (k != d && vf[k - 1] < vf[k + 1]))
				px = vf[k + 1];
			else
				px = vf[k - 1] + 1;
			py = px - k;
			sx = px;
			while (px < n && py < mm && EQ(a0 + px, b0 + py))
				px++, py++;
			vf[k] = px;
			if (odd && delta - k >= -(d - 1) && delta - k <= d - 1 &&
			    px + vb[delta - k] >= n) {
				*x = a0 + sx;
				*y = b0 + sx - k;
				*u = a0 + px;
				*v = b0 + py;
				return;
			}
		}
		for (long k = -d; k <= d; k += 2) {
			long px, py, sx;

			if (k == -d || (k != d && vb[k - 1] < vb[k + 1]))
				px = vb[k + 1];
			else
				px = vb[k - 1] + 1;
			py = px - k;
			sx = px;
			while (px < n && py < mm &&
			       EQ(a1 - 1 - px, b1 - 1 - py))
				px++, py++;
			vb[k] = px;
			if (!odd && delta - k >= -d && delta - k <= d &&
			    px + vf[delta - k] >= n) {
				*x = a1 - px;
				*y = b1 - py;
				*u = a1 - sx;
				*v = b1 - (sx - k);
				return;
			}
		}
	}
	/* Not reached: a path of length n + mm always exists. */
	*x = *u = a0;
	*y = *v = b0;
}

static void solve(struct mctx *m, long a0, long a1, long b0, long b1)
{
	long x, y, u, v, s = 0;

	/* The common prefix and suffix. */
	while (a0 < a1 && b0 < b1 && EQ(a0, b0)) {
		emit(m->out, ED_EQ, (uint32_t)a0, (uint32_t)b0);
		a0++, b0++;
	}
	while (a1 - s > a0 && b1 - s > b0 && EQ(a1 - 1 - s, b1 - 1 - s))
		s++;
	a1 -= s;
	b1 -= s;
	if (a0 == a1) {
		for (long i = b0; i < b1; i++)
			emit(m->out, ED_INS, (uint32_t)a0, (uint32_t)i);
	} else if (b0 == b1) {
		for (long i = a0; i < a1; i++)
			emit(m->out, ED_DEL, (uint32_t)i, (uint32_t)b0);
	} else {
		middle_snake(m, a0, a1, b0, b1, &x, &y, &u, &v);
		if ((x == a0 && y == b0 && u == a0 && v == b0) ||
		    (x == a1 && y == b1)) {
			/* No progress would loop: give up minimality. */
			for (long i = a0; i < a1; i++)
				emit(m->out, ED_DEL, (uint32_t)i, (uint32_t)b0);
			for (long i = b0; i < b1; i++)
				emit(m->out, ED_INS, (uint32_t)a1, (uint32_t)i);
		} else {
			solve(m, a0, x, b0, y);
			for (long i = 0; i < u - x; i++)
				emit(m->out, ED_EQ, (uint32_t)(x + i),
				     (uint32_t)(y + i));
			solve(m, u, a1, v, b1);
		}
	}
	for (long i = 0; i < s; i++)
		emit(m->out, ED_EQ, (uint32_t)(a1 + i), (uint32_t)(b1 + i));
}

void myers(const struct dcall *a, uint32_t n, const struct dcall *b,
	   uint32_t mlen, struct edits *out)
{
	long size = (long)n + mlen + 3;
	struct mctx m = {
		.a = a, .b = b, .out = out, .off = (long)n + mlen + 1,
	};

	m.vf = xmalloc(2 * size * sizeof(long));
	m.vb = xmalloc(2 * size * sizeof(long));
	out->n = 0;
	solve(&m, 0, n, 0, mlen);
	free(m.vf);
	free(m.vb);
}
