/* What differs between two loaded traces, as text (unified-diff-like,
 * coloured on a terminal) or JSON Lines. Processes are matched by their
 * place in the fork tree; in each pair, the calls by the shortest edit
 * script over their keys. A deleted and an inserted call of the same
 * name in one hunk are the same call changed: its arguments are
 * compared one by one (flags bit by bit, by name). */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <unistd.h>

#include "core/since.h"
#include "diff/diff.h"
#include "output/color.h"

struct rep {
	const struct dtrace *a, *b;
	const struct diff_opts *o;
	bool color;
	unsigned long ndiff;
	char *pos;		/* the process pair being compared */
	bool pos_said;
	struct strbuf det;		/* details of the current call, \n-separated */
};

/* ---- output primitives --------------------------------------------- */

/* A string of ours (already escaped: printable ASCII) as JSON. */
static void jstr(const char *s)
{
	putchar('"');
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			putchar('\\');
		putchar(*s);
	}
	putchar('"');
}

static void col(const struct rep *r, const char *sgr)
{
	if (r->color)
		fputs(sgr, stdout);
}

static void say_pos(struct rep *r)
{
	if (r->pos_said || r->o->json)
		return;
	r->pos_said = true;
	col(r, SGR_COMMENT);
	printf("@@ process %s @@", r->pos);
	col(r, SGR_RESET);
	putchar('\n');
}

static void detail(struct rep *r, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static void detail(struct rep *r, const char *fmt, ...)
{
	va_list ap;
	char buf[4096];

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	sb_puts(&r->det, buf);
	sb_putc(&r->det, '\n');
}

static void put_details(const struct rep *r)
{
	const char *s = r->det.s, *e;

	if (!r->det.len)
		return;
	if (r->o->json) {
		printf(",\"details\":[");
		for (bool first = true; (e = strchr(s, '\n')); s = e + 1) {
			char *d = strndup(s, (size_t)(e - s));

			if (!d)
				diff_fail("out of memory");
			if (!first)
				putchar(',');
			jstr(d);
			free(d);
			first = false;
		}
		putchar(']');
		return;
	}
	for (; (e = strchr(s, '\n')); s = e + 1)
		printf("    %.*s\n", (int)(e - s), s);
}

/* A call's display: "name\x1farg\x1farg" as "name(arg, arg)". */
static const char *call_text(uint32_t disp)
{
	static struct strbuf sb;
	const char *s = interned(disp);
	size_t n = strcspn(s, "\x1f");

	sb.len = 0;
	sb_write(&sb, s, n);
	sb_putc(&sb, '(');
	for (s += n; *s; s += n) {
		s++;
		n = strcspn(s, "\x1f");
		sb_write(&sb, s, n);
		if (s[n])
			sb_puts(&sb, ", ");
	}
	sb_putc(&sb, ')');
	sb_putc(&sb, '\0');
	return sb.s;
}

/* One call of a trace, as the report shows it. */
static void put_call(const struct rep *r, const struct dcall *c,
		     const char *which)
{
	if (r->o->json) {
		printf("\"%s\":{\"call\":", which);
		jstr(call_text(c->disp));
		printf(",\"result\":");
		jstr(interned(c->res));
		printf(",\"line\":%u}", c->line);
		return;
	}
	printf("%s = %s", call_text(c->disp), interned(c->res));
}

/* kind: '-' only in A, '+' only in B, '~' in both, changed. */
static void item(struct rep *r, char kind, const struct dcall *ca,
		 const struct dcall *cb)
{
	static const char *const names[] = { "only_a", "only_b", "changed" };
	int k = kind == '-' ? 0 : kind == '+' ? 1 : 2;

	r->ndiff++;
	if (r->o->json) {
		printf("{\"type\":\"%s\",\"process\":", names[k]);
		jstr(r->pos);
		if (ca) {
			putchar(',');
			put_call(r, ca, "a");
		}
		if (cb) {
			putchar(',');
			put_call(r, cb, "b");
		}
		put_details(r);
		puts("}");
		return;
	}
	say_pos(r);
	col(r, kind == '-' ? SGR_ERROR : kind == '+' ? SGR_RETVAL : SGR_NAME);
	putchar(kind);
	put_call(r, cb ? cb : ca, NULL);
	col(r, SGR_RESET);
	col(r, SGR_FAINT);
	printf("  #");
	if (ca)
		printf(" A:%u", ca->line);
	if (cb)
		printf(" B:%u", cb->line);
	col(r, SGR_RESET);
	putchar('\n');
	put_details(r);
}

/* ---- comparing two calls ------------------------------------------- */

/* Whether s is a set of constant names: "O_RDONLY|O_CLOEXEC". */
static bool name_set(const char *s)
{
	if (!*s || (*s >= '0' && *s <= '9'))
		return false;
	for (; *s; s++)
		if (!((*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ||
		      *s == '_' || *s == '|' || *s == 'x' ||
		      (*s >= 'a' && *s <= 'f')))
			return false;
	return true;
}

static bool has_word(const char *set, const char *w, size_t n)
{
	for (const char *s = set; *s;) {
		size_t k = strcspn(s, "|");

		if (k == n && !strncmp(s, w, n))
			return true;
		s += k;
		if (*s)
			s++;
	}
	return false;
}

/* "O_CLOEXEC added, O_EXCL removed": the names in one set only. */
static void flag_changes(struct rep *r, const char *what, const char *a,
			 const char *b)
{
	struct strbuf sb = { 0 };

	for (int pass = 0; pass < 2; pass++) {
		const char *from = pass ? a : b, *other = pass ? b : a;

		for (const char *s = from; *s;) {
			size_t k = strcspn(s, "|");

			if (!has_word(other, s, k)) {
				if (sb.len)
					sb_puts(&sb, ", ");
				sb_write(&sb, s, k);
				sb_puts(&sb, pass ? " removed" : " added");
			}
			s += k;
			if (*s)
				s++;
		}
	}
	sb_putc(&sb, '\0');
	detail(r, "%s: %s", what, sb.s);
	free(sb.s);
}

/* The arguments of two calls of one name, one by one: their keys when
 * their canonical names agree (open and openat(AT_FDCWD, ...)), else
 * every argument shown (openat(5, ...) and openat(AT_FDCWD, ...)). */
static void arg_changes(struct rep *r, const struct dcall *ca,
			const struct dcall *cb)
{
	bool canon = ca->name == cb->name;
	const char *a = strchr(interned(canon ? ca->key : ca->disp), '\x1f');
	const char *b = strchr(interned(canon ? cb->key : cb->disp), '\x1f');
	uint32_t name = canon ? ca->name : ca->rname;

	for (unsigned i = 0; a || b; i++) {
		size_t na = a ? strcspn(a + 1, "\x1f") : 0;
		size_t nb = b ? strcspn(b + 1, "\x1f") : 0;
		const char *an = diff_arg_name(name, i);
		char what[64], *sa, *sb2;

		if (an)
			snprintf(what, sizeof(what), "%s", an);
		else if (!strcmp(interned(name), "ld.so"))
			/* A loader unit's (load_pair): what it loaded. */
			snprintf(what, sizeof(what), "library %u", i + 1);
		else
			snprintf(what, sizeof(what), "argument %u", i + 1);
		sa = a ? strndup(a + 1, na) : NULL;
		sb2 = b ? strndup(b + 1, nb) : NULL;
		if ((a && !sa) || (b && !sb2))
			diff_fail("out of memory");
		if (!sa)
			detail(r, "%s: only in B: %s", what, sb2);
		else if (!sb2)
			detail(r, "%s: only in A: %s", what, sa);
		else if (strcmp(sa, sb2)) {
			if (name_set(sa) && name_set(sb2) &&
			    (strchr(sa, '|') || strchr(sb2, '|')))
				flag_changes(r, what, sa, sb2);
			else
				detail(r, "%s: %s -> %s", what, sa, sb2);
		}
		free(sa);
		free(sb2);
		a = a ? strchr(a + 1, '\x1f') : NULL;
		b = b ? strchr(b + 1, '\x1f') : NULL;
	}
}

/* Notes in one run only. */
static void note_changes(struct rep *r, const char *a, const char *b)
{
	for (int pass = 0; pass < 2; pass++) {
		const char *from = pass ? b : a, *other = pass ? a : b;

		for (const char *s = from; *s;) {
			size_t k = strcspn(s, " ");
			bool found = false;

			for (const char *t = other; *t;) {
				size_t m = strcspn(t, " ");

				if (m == k && !strncmp(s, t, k))
					found = true;
				t += m;
				if (*t)
					t++;
			}
			if (!found)
				detail(r, "note[%.*s] only in %s", (int)k, s,
				       pass ? "B" : "A");
			s += k;
			if (*s)
				s++;
		}
	}
}

/* c of run t (A or B) failed with ENOSYS where the other run's call
 * worked: why, from the since-when data (syscalls/versions*.list) and
 * what t's header says of its kernel. Nothing when the data does not
 * know the call: a wrong cause is worse than none. */
static void enosys_why(struct rep *r, const struct dcall *c,
		       const struct dtrace *t, char which)
{
	const char *name = interned(c->rname);
	const struct sys_since *ss = since_sys(name);
	const struct since_fact *f = NULL;
	int abi = t->abi ? since_abi_by_name(t->abi) : -1;
	uint32_t kv = since_parse(t->kernel);

	if (!ss)
		return;
	if (abi >= 0 && (ss->stub_abis & (1u << abi))) {
		detail(r, "why: %s is only a reserved number on %s, where "
		       "every kernel answers ENOSYS (%s)", name, t->abi,
		       ss->stub_src ? ss->stub_src : "syscalls/versions.list");
		return;
	}
	if (abi >= 0 && ss->on[abi].ver)
		f = &ss->on[abi];
	else if (ss->added.ver)
		f = &ss->added;
	if (!f)
		return;
	if (c->injected)
		detail(r, "why: %s needs Linux %s (%s); run %c's ENOSYS was "
		       "injected by abitrace (%s), as an older kernel answers",
		       name, f->str, f->src, which,
		       t->inject && *t->inject ? t->inject : "-e inject=");
	else if (!kv)
		detail(r, "why: %s needs Linux %s (%s); run %c's kernel "
		       "answered ENOSYS", name, f->str, f->src, which);
	else if (kv < f->ver)
		detail(r, "why: %s needs Linux %s (%s); run %c's kernel, %s, "
		       "is older and answered ENOSYS", name, f->str, f->src,
		       which, t->kernel);
	else
		detail(r, "why: %s came in Linux %s (%s) and run %c's kernel, "
		       "%s, is newer: the ENOSYS came from elsewhere (a "
		       "seccomp filter, such as a container's%s%s)", name,
		       f->str, f->src, which, t->kernel,
		       ss->config ? ", or a kernel built without " : "",
		       ss->config ? ss->config : "");
}

static bool res_enosys(uint32_t res)
{
	return !strcmp(interned(res), "-1 ENOSYS");
}

/* A result that is not a failure: "0", "3", "_". */
static bool res_ok(uint32_t res)
{
	const char *s = interned(res);

	return strncmp(s, "-1 ", 3) && strcmp(s, "?");
}

/* What else differs in two calls of the same key, or of the same name
 * once their arguments were compared. */
static void result_changes(struct rep *r, const struct dcall *ca,
			   const struct dcall *cb)
{
	if (ca->res != cb->res)
		detail(r, "result: %s -> %s", interned(ca->res),
		       interned(cb->res));
	if (res_enosys(ca->res) && res_ok(cb->res))
		enosys_why(r, ca, r->a, 'A');
	else if (res_enosys(cb->res) && res_ok(ca->res))
		enosys_why(r, cb, r->b, 'B');
	if (ca->notes != cb->notes)
		note_changes(r, interned(ca->notes), interned(cb->notes));
	if (r->o->times >= 0 && ca->dur >= 0 && cb->dur >= 0 &&
	    fabs((double)ca->dur - cb->dur) > r->o->times)
		detail(r, "time: %.6f -> %.6f", ca->dur, cb->dur);
}

/* ---- one pair of processes ----------------------------------------- */

/* The inserted calls of a hunk sorted by a name, to find the next one
 * of a name in O(log n): a hunk can hold a whole trace. */
struct cand {
	uint32_t name, k;
};

static int by_cand(const void *x, const void *y)
{
	const struct cand *a = x, *b = y;

	if (a->name != b->name)
		return a->name < b->name ? -1 : 1;
	return a->k < b->k ? -1 : a->k > b->k;
}

/* The first unused candidate named NAME at or after FROM, or SIZE_MAX;
 * cur[] (one per run of a name, at its start) skips for good the
 * candidates that can no longer be taken. */
static size_t next_cand(const struct cand *c, size_t *cur, size_t nc,
			uint32_t name, size_t from, const bool *used)
{
	size_t lo = 0, hi = nc, i;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (c[mid].name < name)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == nc || c[lo].name != name)
		return SIZE_MAX;
	for (i = cur[lo]; i < nc && c[i].name == name &&
	     (used[c[i].k] || c[i].k < from); i++)
		;
	cur[lo] = i;
	return i < nc && c[i].name == name ? c[i].k : SIZE_MAX;
}

static void hunk(struct rep *r, const struct dtask *ta, const struct dtask *tb,
		 const struct edit *e, size_t n)
{
	uint32_t *pair = xmalloc((n + 1) * sizeof(*pair));
	bool *used = xmalloc((n + 1) * sizeof(*used));
	struct cand *byname = xmalloc((n + 1) * sizeof(*byname));
	struct cand *byreal = xmalloc((n + 1) * sizeof(*byreal));
	size_t *cn = xmalloc((n + 1) * sizeof(*cn));
	size_t *cr = xmalloc((n + 1) * sizeof(*cr));
	size_t from = 0, nc = 0;

	/* A deleted call and the next inserted one of its name (the
	 * canonical one, or the one in the trace) are the same call,
	 * changed. */
	for (size_t i = 0; i < n; i++) {
		used[i] = false;
		pair[i] = UINT32_MAX;
		if (e[i].op != ED_INS)
			continue;
		byname[nc] = (struct cand){ tb->c[e[i].b].name, (uint32_t)i };
		byreal[nc] = (struct cand){ tb->c[e[i].b].rname, (uint32_t)i };
		nc++;
	}
	qsort(byname, nc, sizeof(*byname), by_cand);
	qsort(byreal, nc, sizeof(*byreal), by_cand);
	for (size_t i = 0; i < nc; i++)
		cn[i] = cr[i] = i;
	for (size_t i = 0; i < n && nc; i++) {
		const struct dcall *x = &ta->c[e[i].a];
		size_t k1, k2, k;

		if (e[i].op != ED_DEL)
			continue;
		k1 = next_cand(byname, cn, nc, x->name, from, used);
		k2 = next_cand(byreal, cr, nc, x->rname, from, used);
		k = k1 < k2 ? k1 : k2;
		if (k == SIZE_MAX)
			continue;
		used[k] = true;
		pair[i] = (uint32_t)k;
		from = k + 1;
	}
	free(byname);
	free(byreal);
	free(cn);
	free(cr);
	for (size_t i = 0; i < n; i++) {
		const struct dcall *ca, *cb;

		if (e[i].op != ED_DEL)
			continue;
		ca = &ta->c[e[i].a];
		r->det.len = 0;
		if (pair[i] == UINT32_MAX) {
			item(r, '-', ca, NULL);
			continue;
		}
		cb = &tb->c[e[pair[i]].b];
		arg_changes(r, ca, cb);
		result_changes(r, ca, cb);
		item(r, '~', ca, cb);
	}
	for (size_t k = 0; k < n; k++) {
		if (e[k].op != ED_INS || used[k])
			continue;
		r->det.len = 0;
		item(r, '+', NULL, &tb->c[e[k].b]);
	}
	free(pair);
	free(used);
}

static void compare_tasks(struct rep *r, unsigned ia, unsigned ib)
{
	const struct dtask *ta = &r->a->t[ia], *tb = &r->b->t[ib];
	struct edits ed = { 0 };
	size_t i = 0;

	free(r->pos);
	r->pos = xstrdup(task_pos(r->a, ia));
	r->pos_said = false;
	myers(ta->c, ta->n, tb->c, tb->n, &ed);
	while (i < ed.n) {
		size_t j = i;

		if (ed.e[i].op == ED_EQ) {
			const struct dcall *ca = &ta->c[ed.e[i].a];
			const struct dcall *cb = &tb->c[ed.e[i].b];

			if (ca->res != cb->res || ca->notes != cb->notes ||
			    (r->o->times >= 0 && ca->dur != cb->dur)) {
				r->det.len = 0;
				result_changes(r, ca, cb);
				if (r->det.len)
					item(r, '~', ca, cb);
			}
			i++;
			continue;
		}
		while (j < ed.n && ed.e[j].op != ED_EQ)
			j++;
		hunk(r, ta, tb, ed.e + i, j - i);
		i = j;
	}
	free(ed.e);
	if (ta->exit != tb->exit) {
		r->ndiff++;
		if (r->o->json) {
			printf("{\"type\":\"exit\",\"process\":");
			jstr(r->pos);
			printf(",\"a\":");
			jstr(ta->exit ? interned(ta->exit) : "");
			printf(",\"b\":");
			jstr(tb->exit ? interned(tb->exit) : "");
			puts("}");
		} else {
			say_pos(r);
			col(r, SGR_NAME);
			printf("~exit: %s -> %s", ta->exit ? interned(ta->exit) :
			       "(none)", tb->exit ? interned(tb->exit) : "(none)");
			col(r, SGR_RESET);
			putchar('\n');
		}
	}
}

static void task_alone(struct rep *r, const struct dtrace *t, unsigned i,
		       char which)
{
	const char *pos = task_pos(t, i);

	r->ndiff++;
	if (r->o->json) {
		printf("{\"type\":\"process_only_%c\",\"process\":",
		       which == '-' ? 'a' : 'b');
		jstr(pos);
		printf(",\"calls\":%u}\n", t->t[i].n);
		return;
	}
	col(r, which == '-' ? SGR_ERROR : SGR_RETVAL);
	printf("%cprocess %s (%u calls) only in %c", which, pos, t->t[i].n,
	       which == '-' ? 'A' : 'B');
	col(r, SGR_RESET);
	putchar('\n');
}

/* Child k of task x, in the order of birth. */
static unsigned kid(const struct dtrace *t, unsigned x, unsigned k)
{
	return t->kids[t->t[x].kfirst + k];
}

/* The processes of both runs paired by their place in the fork tree:
 * the n-th root with the n-th root, then the n-th child of a pair with
 * the n-th child. A task without a partner is reported alone, and what
 * it started with it. */
static void match_tasks(struct rep *r)
{
	const struct dtrace *a = r->a, *b = r->b;
	unsigned *qa = xmalloc((a->nt + 1) * sizeof(*qa));
	unsigned *qb = xmalloc((b->nt + 1) * sizeof(*qb));
	unsigned head = 0, tail = 0;

	for (unsigned k = 0; k < a->nroots || k < b->nroots; k++) {
		if (k >= b->nroots) {
			task_alone(r, a, a->roots[k], '-');
		} else if (k >= a->nroots) {
			task_alone(r, b, b->roots[k], '+');
		} else {
			qa[tail] = a->roots[k];
			qb[tail++] = b->roots[k];
		}
	}
	while (head < tail) {
		unsigned x = qa[head], y = qb[head++];
		unsigned ka = 0, kb = 0;

		compare_tasks(r, x, y);
		/* Only the children that place() kept under this task. */
		for (;;) {
			while (ka < a->t[x].nkids &&
			       a->t[kid(a, x, ka)].parent != (int)x)
				ka++;
			while (kb < b->t[y].nkids &&
			       b->t[kid(b, y, kb)].parent != (int)y)
				kb++;
			if (ka == a->t[x].nkids && kb == b->t[y].nkids)
				break;
			if (kb == b->t[y].nkids) {
				task_alone(r, a, kid(a, x, ka++), '-');
			} else if (ka == a->t[x].nkids) {
				task_alone(r, b, kid(b, y, kb++), '+');
			} else {
				qa[tail] = kid(a, x, ka++);
				qb[tail++] = kid(b, y, kb++);
			}
		}
	}
	free(qa);
	free(qb);
}

/* ---- the per-call count table -------------------------------------- */

struct count {
	uint32_t name;
	uint64_t a, b;
};

static int by_name(const void *x, const void *y)
{
	return strcmp(interned(((const struct count *)x)->name),
		      interned(((const struct count *)y)->name));
}

static void counts(struct rep *r)
{
	uint32_t n = interned_count();
	uint64_t *ca = calloc(n, sizeof(*ca)), *cb = calloc(n, sizeof(*cb));
	struct count *rows;
	size_t nrows = 0;

	if (!ca || !cb)
		diff_fail("out of memory");
	for (unsigned i = 0; i < r->a->nt; i++)
		for (uint32_t k = 0; k < r->a->t[i].n; k++)
			ca[r->a->t[i].c[k].name]++;
	for (unsigned i = 0; i < r->b->nt; i++)
		for (uint32_t k = 0; k < r->b->t[i].n; k++)
			cb[r->b->t[i].c[k].name]++;
	rows = xmalloc((n + 1) * sizeof(*rows));
	for (uint32_t i = 0; i < n; i++)
		if (ca[i] != cb[i])
			rows[nrows++] = (struct count){ i, ca[i], cb[i] };
	qsort(rows, nrows, sizeof(*rows), by_name);
	if (nrows && !r->o->json) {
		col(r, SGR_COMMENT);
		printf("@@ calls per name @@");
		col(r, SGR_RESET);
		printf("\n    %-24s %10s %10s\n", "call", "A", "B");
	}
	for (size_t i = 0; i < nrows; i++) {
		if (r->o->json) {
			printf("{\"type\":\"count\",\"name\":");
			jstr(interned(rows[i].name));
			printf(",\"a\":%llu,\"b\":%llu}\n",
			       (unsigned long long)rows[i].a,
			       (unsigned long long)rows[i].b);
		} else {
			printf("    %-24s %10llu %10llu\n",
			       interned(rows[i].name),
			       (unsigned long long)rows[i].a,
			       (unsigned long long)rows[i].b);
		}
	}
	free(ca);
	free(cb);
	free(rows);
}

/* ---- the whole report ---------------------------------------------- */

static bool want_color(int when)
{
	const char *nc = getenv("NO_COLOR"), *term = getenv("TERM");

	if (when == COLOR_ALWAYS)
		return true;
	if (when == COLOR_NEVER)
		return false;
	return isatty(STDOUT_FILENO) && !(nc && *nc) &&
	       !(term && !strcmp(term, "dumb"));
}

static void header(struct rep *r, const struct dtrace *t, char which)
{
	if (r->o->json) {
		printf("{\"type\":\"diff_input\",\"which\":\"%c\",\"file\":",
		       which);
		jstr(t->file);
		printf(",\"kernel\":");
		jstr(t->kernel ? t->kernel : "");
		printf(",\"machine\":");
		jstr(t->machine ? t->machine : "");
		printf(",\"abi\":");
		jstr(t->abi ? t->abi : "");
		printf(",\"calls\":%llu}\n", (unsigned long long)t->calls);
		return;
	}
	col(r, SGR_EXIT);
	printf("%s %s", which == 'A' ? "---" : "+++", t->file);
	col(r, SGR_RESET);
	putchar('\n');
}

/* What the two runs' headers say differently: "@@ kernel: 5.4.0 ->
 * 6.1.0 @@" lines, or one "environment" object with a {"a":..,"b":..}
 * per field that differs. Context for the calls' differences, not one
 * of them: the exit status does not count it. */
static void environment(struct rep *r)
{
	static const char *const what[] = {
		"kernel", "machine", "abi", "abitrace", "inject",
	};
	const struct dtrace *t[2] = { r->a, r->b };
	const char *v[2][ARRAY_SIZE(what)];
	bool any = false;

	if (!r->a->header && !r->b->header)
		return;		/* older traces: nothing to compare */
	for (unsigned k = 0; k < 2; k++) {
		v[k][0] = t[k]->kernel;
		v[k][1] = t[k]->machine;
		v[k][2] = t[k]->abi;
		v[k][3] = t[k]->version;
		v[k][4] = t[k]->inject;
	}
	for (unsigned i = 0; i < ARRAY_SIZE(what); i++) {
		const char *a = v[0][i], *b = v[1][i];

		if (a == b || (a && b && !strcmp(a, b)))
			continue;
		if (r->o->json) {
			if (!any)
				printf("{\"type\":\"environment\"");
			printf(",\"%s\":{\"a\":", what[i]);
			if (a)
				jstr(a);
			else
				printf("null");
			printf(",\"b\":");
			if (b)
				jstr(b);
			else
				printf("null");
			putchar('}');
			any = true;
			continue;
		}
		/* An empty inject is a run without rules. */
		col(r, SGR_COMMENT);
		printf("@@ %s: %s -> %s @@", what[i],
		       a ? *a ? a : "(none)" : "(not recorded)",
		       b ? *b ? b : "(none)" : "(not recorded)");
		col(r, SGR_RESET);
		putchar('\n');
	}
	/* load_pair grouped the loader's calls (the ABIs differ): say
	 * so, and how many calls each run's units hold. */
	if (r->a->loader_units || r->b->loader_units) {
		if (r->o->json) {
			if (!any)
				printf("{\"type\":\"environment\"");
			/* Strings, as every field's: "28 calls". */
			printf(",\"loader\":{\"a\":\"%llu calls\",\"b\":\"%llu calls\"}",
			       (unsigned long long)r->a->loader_calls,
			       (unsigned long long)r->b->loader_calls);
			any = true;
		} else {
			col(r, SGR_COMMENT);
			/* (Not the counts: arm64's follow ASLR.) */
			printf("@@ ld.so: each program's start compared as the libraries loaded @@");
			col(r, SGR_RESET);
			putchar('\n');
		}
	}
	if (any)
		puts("}");
}

int diff_report(const struct dtrace *a, const struct dtrace *b,
		const struct diff_opts *o)
{
	struct rep r = { .a = a, .b = b, .o = o };
	struct strbuf sa = { 0 };

	r.color = !o->json && want_color(o->color);
	{
		/* The file names are the user's: shown escaped. */
		char *fa = xstrdup(a->file), *fb = xstrdup(b->file);
		struct dtrace ea = *a, eb = *b;

		sb_put_escaped(&sa, fa);
		sb_putc(&sa, '\0');
		ea.file = xstrdup(sa.s);
		sa.len = 0;
		sb_put_escaped(&sa, fb);
		sb_putc(&sa, '\0');
		eb.file = xstrdup(sa.s);
		header(&r, &ea, 'A');
		header(&r, &eb, 'B');
		environment(&r);
		free((void *)ea.file);	/* the copies made above */
		free((void *)eb.file);
		free(fa);
		free(fb);
		free(sa.s);
	}
	match_tasks(&r);
	counts(&r);
	if (o->json) {
		printf("{\"type\":\"diff_total\",\"differences\":%lu}\n",
		       r.ndiff);
	} else if (r.ndiff) {
		printf("%lu difference%s\n", r.ndiff, r.ndiff == 1 ? "" : "s");
	} else {
		printf("no differences\n");
	}
	free(r.det.s);
	free(r.pos);
	if (fflush(stdout) || ferror(stdout))
		diff_fail("writing the report: %s", strerror(errno));
	return r.ndiff ? DIFF_DIFFERENT : DIFF_SAME;
}
