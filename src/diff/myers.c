/* The shortest edit script between two call sequences: Myers' O(ND)
 * algorithm with the linear-space refinement (find the middle snake of
 * the shortest path, then solve the two halves).
 *
 * Two bounds keep a million-call trace fast whatever it holds. A trace
 * is mostly a loop: its calls repeat with a short period, so diagonals
 * other than the true one match for long stretches and the plain
 * algorithm costs O((N+M)·D). So the sequences are compared in windows
 * of WINDOW calls, of which the first half of the script is kept before
 * the next window starts where it ended (a difference is local: a call
 * added, a flag changed; a block longer than half a window still comes
 * out right, as deletions and insertions); and inside a window, past
 * MAX_COST edits the furthest-reaching point is taken as the split, as
 * GNU diff does, at the price of a script that may not be the shortest.
 * Memory is two arrays of diagonals per window. */
#include <stdlib.h>

#include "diff/diff.h"

#define WINDOW		4096
#define MAX_COST	512

struct mctx {
	const uint32_t *a, *b;	/* the keys */
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

/* The middle snake of a[a0..a1) and b[b0..b1) (both non-empty, their
 * first and last elements differ): from (*x, *y) to (*u, *v). */
static void middle_snake(struct mctx *m, long a0, long a1, long b0, long b1,
			 long *x, long *y, long *u, long *v)
{
	const uint32_t *a = m->a, *b = m->b;
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
			while (px < n && py >= 0 && py < mm &&
			       a[a0 + px] == b[b0 + py])
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
			while (px < n && py >= 0 && py < mm &&
			       a[a1 - 1 - px] == b[b1 - 1 - py])
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
		if (d < MAX_COST)
			continue;
		/* Too costly: split at the forward point that got
		 * furthest inside the grid. */
		long best = -1, bk = 0;

		for (long k = -d; k <= d; k += 2) {
			long px = vf[k], py = px - k;

			if (px <= n && py >= 0 && py <= mm && px + py > best) {
				best = px + py;
				bk = k;
			}
		}
		*x = *u = a0 + vf[bk];
		*y = *v = b0 + vf[bk] - bk;
		return;
	}
	/* Not reached: a path of length n + mm always exists. */
	*x = *u = a0;
	*y = *v = b0;
}

static void solve(struct mctx *m, long a0, long a1, long b0, long b1)
{
	long x, y, u, v, s = 0;

	/* The common prefix and suffix. */
	while (a0 < a1 && b0 < b1 && m->a[a0] == m->b[b0]) {
		emit(m->out, ED_EQ, (uint32_t)a0, (uint32_t)b0);
		a0++, b0++;
	}
	while (a1 - s > a0 && b1 - s > b0 &&
	       m->a[a1 - 1 - s] == m->b[b1 - 1 - s])
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
		/* A split must lie in the grid, on one diagonal, and make
		 * both halves smaller; else (never seen, but the input is
		 * anyone's) give up the shortest script, not correctness. */
		if (x < a0 || y < b0 || u > a1 || v > b1 || x > u || y > v ||
		    u - x != v - y || (x == a0 && y == b0 && u == a0 &&
					v == b0) || (x == a1 && y == b1)) {
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

/* Whether the script has a run of SETTLE matches from k on. */
#define SETTLE	16
static bool settled(const struct edits *w, size_t k)
{
	if (w->n - k < SETTLE)
		return false;
	for (size_t i = k; i < k + SETTLE; i++)
		if (w->e[i].op != ED_EQ)
			return false;
	return true;
}

void myers(const struct dcall *ca, uint32_t n, const struct dcall *cb,
	   uint32_t mlen, struct edits *out)
{
	long size = 2 * WINDOW + 3;
	uint32_t *a = xmalloc(((size_t)n + 1) * sizeof(*a));
	uint32_t *b = xmalloc(((size_t)mlen + 1) * sizeof(*b));
	struct edits win = { 0 };
	struct mctx m = { .a = a, .b = b, .out = &win, .off = size };
	long i = 0, j = 0;

	/* The keys alone, side by side: the loops read nothing else. */
	for (uint32_t k = 0; k < n; k++)
		a[k] = ca[k].key;
	for (uint32_t k = 0; k < mlen; k++)
		b[k] = cb[k].key;
	m.vf = xmalloc(2 * (size_t)size * sizeof(long));
	m.vb = xmalloc(2 * (size_t)size * sizeof(long));
	out->n = 0;
	while (i < n || j < mlen) {
		long wa = n - i < WINDOW ? n - i : WINDOW;
		long wb = mlen - j < WINDOW ? mlen - j : WINDOW;
		long i0 = i, j0 = j;
		bool last = i + wa == n && j + wb == mlen, past = false;

		win.n = 0;
		solve(&m, i, i + wa, j, j + wb);
		for (size_t k = 0; k < win.n; k++) {
			const struct edit *e = &win.e[k];

			/* Keep the first half of the window's script,
			 * ending before a run of matches when there is one:
			 * the next window starts in step. */
			if (!last && past && (settled(&win, k) ||
			    i - i0 >= WINDOW * 3 / 4 || j - j0 >= WINDOW * 3 / 4))
				break;
			emit(out, e->op, e->a, e->b);
			if (e->op != ED_INS)
				i = e->a + 1;
			if (e->op != ED_DEL)
				j = e->b + 1;
			past = i - i0 >= WINDOW / 2 || j - j0 >= WINDOW / 2;
		}
	}
	free(m.vf);
	free(m.vb);
	free(win.e);
	free(a);
	free(b);
}
