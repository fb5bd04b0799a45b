/* The primitives printers write with: strace's text, and typed nodes
 * beside it when a backend records (see view.h). */
#include "output/view.h"
#include "output/output.h"

#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- the node arrays ----------------------------------------------- */

void view_reset(struct view *v)
{
	v->nn = 0;
	/* Never NULL: an empty string's node points at raw.s + 0, which
	 * the JSON backend reads. */
	if (!v->raw.s)
		sb_grow(&v->raw, 0);
	v->raw.len = 0;
	for (unsigned i = 0; i <= MAX_ARGS; i++)
		v->first[i] = v->last[i] = -1;
}

void view_free(struct view *v)
{
	if (!v)
		return;
	free(v->n);
	free(v->raw.s);
	free(v);
}

void view_shift(struct view *v, unsigned lo, unsigned hi, long delta)
{
	for (unsigned i = lo; i < hi && i < v->nn; i++) {
		v->n[i].start = (uint32_t)((long)v->n[i].start + delta);
		v->n[i].end = (uint32_t)((long)v->n[i].end + delta);
	}
}

static int32_t node_alloc(struct view *v)
{
	if (v->nn == v->cap) {
		v->cap = v->cap ? v->cap * 2 : 64;
		v->n = xrealloc(v->n, v->cap * sizeof(*v->n));
	}
	return (int32_t)v->nn++;
}

/* ---- the writer ---------------------------------------------------- */

static void level_init(struct vlevel *l, int32_t node, const char *sep)
{
	l->node = node;
	l->last = -1;
	l->count = 0;
	l->sep = sep;
	l->name = NULL;
	l->slot = false;
	l->after = false;
	l->style.on = false;
}

static struct vlevel *top(struct vout *o)
{
	return &o->lv[o->depth];
}

/* A new node at the current level: it takes the pending field name and
 * "=>" mark, and is linked after the level's last node. */
static int32_t node_new(struct vout *o, unsigned kind, size_t start)
{
	struct view *v = o->view;
	struct vlevel *l = top(o);
	int32_t i = node_alloc(v);
	struct vnode *n = &v->n[i];

	n->kind = (unsigned char)kind;
	n->flags = l->after ? VF_AFTER : 0;
	n->val = n->aux = 0;
	n->name = l->name;
	n->label = NULL;
	n->set = NULL;
	n->start = (uint32_t)start;
	n->end = (uint32_t)start;
	n->raw = n->rawlen = 0;
	n->child = n->next = -1;
	l->name = NULL;
	l->slot = false;
	l->after = false;
	if (o->depth == 0 || l->node < 0) {
		if (o->depth == 0) {
			if (v->last[o->root] < 0)
				v->first[o->root] = i;
			else
				v->n[v->last[o->root]].next = i;
			v->last[o->root] = i;
		}
		l->last = i;
		return i;
	}
	if (l->last < 0)
		v->n[l->node].child = i;
	else
		v->n[l->last].next = i;
	l->last = i;
	return i;
}

/* A field or element whose value no primitive recorded: its text
 * becomes a raw node, so nothing shown is lost in the nodes. */
static void slot_close(struct vout *o)
{
	struct vlevel *l = top(o);
	int32_t i;

	if (!o->view || !l->slot)
		return;
	if (o->sb->len > l->slot_start) {
		i = node_new(o, VK_RAW, l->slot_start);
		o->view->n[i].end = (uint32_t)o->sb->len;
	}
	l->slot = false;
	l->name = NULL;
}

static void push(struct vout *o, int32_t node, const char *sep)
{
	if (o->depth + 1 >= VDEPTH) {
		o->overflow++;
		return;
	}
	o->depth++;
	level_init(top(o), node, sep);
}

static void pop(struct vout *o)
{
	struct vlevel *l;

	if (o->overflow) {
		o->overflow--;
		return;
	}
	if (!o->depth)
		return;
	slot_close(o);
	l = top(o);
	if (l->node >= 0 && o->view)
		o->view->n[l->node].end = (uint32_t)o->sb->len;
	if (l->style.on)
		o->styling--;
	o->depth--;
}

void vout_finish_slow(struct vout *o)
{
	while (o->depth || o->overflow)
		pop(o);
	slot_close(o);
}

static inline struct vout *O(const struct pctx *c)
{
	return c->o;
}

/* A leaf whose text is sb[start, now). */
static struct vnode *leaf(struct vout *o, unsigned kind, size_t start,
			  uint64_t val)
{
	int32_t i = node_new(o, kind, start);
	struct vnode *n = &o->view->n[i];

	n->end = (uint32_t)o->sb->len;
	n->val = val;
	return n;
}

/* A scalar's node (when a view is built) for the text from s; returns
 * PRINT_OK, for the v_ printer to return. */
static int scalar(struct vout *o, unsigned kind, size_t s, uint64_t v)
{
	if (o->view)
		leaf(o, kind, s, v);
	return PRINT_OK;
}

/* printf's text into sb, at most 127 bytes of it (v_numf's, v_namef's
 * and v_flag_text's short pieces). */
static void put_short_vf(struct strbuf *sb, const char *fmt, va_list ap)
{
	char buf[128];
	int n = vsnprintf(buf, sizeof(buf), fmt, ap);

	if (n > 0)
		sb_write(sb, buf, (size_t)n < sizeof(buf) ? (size_t)n :
			 sizeof(buf) - 1);
}

static void keep_bytes(struct vout *o, struct vnode *n, const void *b,
		       size_t len)
{
	struct strbuf *raw = &o->view->raw;

	n->raw = (uint32_t)raw->len;
	n->rawlen = (uint32_t)len;
	n->flags |= VF_RAWBYTES;
	if (len)
		sb_write(raw, b, len);
}

/* ---- -X ------------------------------------------------------------- */

static bool style_wanted(const struct pctx *c)
{
	return c->opt->xlat_style != XLAT_ABBREV && !O(c)->styling;
}

static void style_begin(const struct pctx *c, struct vstyle *st)
{
	struct vout *o = O(c);

	st->on = style_wanted(c);
	st->mark = o->sb->len;
	st->nodes = o->view ? o->view->nn : 0;
	if (st->on)
		o->styling++;
}

/* The text from st->mark on becomes the number (raw) or the number and
 * the text in a comment (verbose). The first node recorded since then
 * spans the whole; the others keep their text inside the comment. */
static void restyle(const struct pctx *c, const struct vstyle *st,
		    uint64_t v, int kind)
{
	static struct strbuf text;
	struct vout *o = O(c);
	char num[32];
	size_t nl, n, delta;
	bool raw = c->opt->xlat_style == XLAT_RAW;

	if (st->mark > o->sb->len)
		return;
	if (kind == VS_DEC)
		snprintf(num, sizeof(num), "%lld", (long long)v);
	else if (kind == VS_UDEC)
		snprintf(num, sizeof(num), "%llu", (unsigned long long)v);
	else if (kind == VS_OCT)
		snprintf(num, sizeof(num), "%#03llo", (unsigned long long)v);
	else
		snprintf(num, sizeof(num), v ? "%#llx" : "0",
			 (unsigned long long)v);
	nl = strlen(num);
	n = o->sb->len - st->mark;
	/* Already the number (an unknown value, maybe with its comment);
	 * a text that only starts with it ("0x10000|0") is restyled. */
	if (n >= nl && !strncmp(o->sb->s + st->mark, num, nl) &&
	    (n == nl || (!raw && o->sb->s[st->mark + nl] == ' ')))
		return;
	text.len = 0;
	sb_write(&text, o->sb->s + st->mark, n);
	o->sb->len = st->mark;
	sb_write(o->sb, num, nl);
	delta = nl + 4;
	if (!raw) {
		sb_write(o->sb, " /* ", 4);
		sb_write(o->sb, text.s, text.len);
		sb_write(o->sb, " */", 3);
	}
	if (!o->view)
		return;
	for (unsigned i = st->nodes; i < o->view->nn; i++) {
		struct vnode *nd = &o->view->n[i];

		if (raw || i == st->nodes) {
			nd->start = (uint32_t)st->mark;
			nd->end = (uint32_t)(raw || i != st->nodes ?
					     st->mark + nl : o->sb->len);
		} else if (nd->start >= st->mark) {
			nd->start += (uint32_t)delta;
			nd->end += (uint32_t)delta;
		}
	}
}

void v_style_begin(const struct pctx *c, struct vstyle *st)
{
	style_begin(c, st);
}

void v_style_end(const struct pctx *c, struct vstyle *st, uint64_t v,
		 int kind)
{
	if (!st->on)
		return;
	O(c)->styling--;
	restyle(c, st, v, kind);
}

/* ---- text ----------------------------------------------------------- */

int v_text(const struct pctx *c, const char *s)
{
	sb_puts(O(c)->sb, s);
	return PRINT_OK;
}

void v_putc(const struct pctx *c, char ch)
{
	sb_putc(O(c)->sb, ch);
}

int v_textf(const struct pctx *c, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	sb_vprintf(O(c)->sb, fmt, ap);
	va_end(ap);
	return PRINT_OK;
}

/* ---- numbers -------------------------------------------------------- */

int v_int(const struct pctx *c, int64_t v)
{
	struct vout *o = O(c);
	size_t s = o->sb->len;

	sb_put_dec(o->sb, v);
	return scalar(o, VK_INT, s, (uint64_t)v);
}

int v_uint(const struct pctx *c, uint64_t v)
{
	struct vout *o = O(c);
	size_t s = o->sb->len;

	sb_put_udec(o->sb, v);
	return scalar(o, VK_UINT, s, v);
}

int v_hex(const struct pctx *c, uint64_t v)
{
	struct vout *o = O(c);
	size_t s = o->sb->len;

	sb_put_hex(o->sb, v);
	return scalar(o, VK_UINT, s, v);
}

int v_oct(const struct pctx *c, uint64_t v)
{
	struct vout *o = O(c);
	size_t s = o->sb->len;

	sb_printf(o->sb, "%#03llo", (unsigned long long)v);
	return scalar(o, VK_UINT, s, v);
}

int v_numf(const struct pctx *c, unsigned kind, uint64_t v,
	   const char *fmt, ...)
{
	struct vout *o = O(c);
	size_t s = o->sb->len;
	va_list ap;

	va_start(ap, fmt);
	put_short_vf(o->sb, fmt, ap);
	va_end(ap);
	return scalar(o, kind, s, v);
}

int v_namef(const struct pctx *c, int style, uint64_t v, const char *fmt,
	    ...)
{
	struct vout *o = O(c);
	size_t s = o->sb->len;
	struct vstyle st;
	va_list ap;

	style_begin(c, &st);
	va_start(ap, fmt);
	put_short_vf(o->sb, fmt, ap);
	va_end(ap);
	if (o->view)
		leaf(o, VK_ENUM, s, v)->flags |= VF_KNOWN;
	v_style_end(c, &st, v, style);
	return PRINT_OK;
}

int v_addr(const struct pctx *c, uint64_t addr)
{
	struct vout *o = O(c);
	size_t s = o->sb->len;

	if (!addr)
		sb_write(o->sb, "NULL", 4);
	else
		sb_put_hex(o->sb, addr);
	return scalar(o, VK_ADDR, s, addr);
}

/* ---- strings -------------------------------------------------------- */

int v_str(const struct pctx *c, const void *bytes, size_t n, bool cut)
{
	struct vout *o = O(c);
	size_t s = o->sb->len;
	struct vnode *nd;

	print_quoted(o->sb, bytes, n, false);
	if (cut)
		sb_write(o->sb, "...", 3);
	if (!o->view)
		return PRINT_OK;
	nd = leaf(o, VK_STR, s, n);
	if (cut)
		nd->flags |= VF_TRUNC;
	keep_bytes(o, nd, bytes, n);
	return PRINT_OK;
}

int v_hexstr(const struct pctx *c, const void *bytes, size_t n, bool cut)
{
	struct vout *o = O(c);
	size_t s = o->sb->len;
	struct vnode *nd;

	print_quoted_hex(o->sb, bytes, n);
	if (cut)
		sb_write(o->sb, "...", 3);
	if (!o->view)
		return PRINT_OK;
	nd = leaf(o, VK_STR, s, n);
	if (cut)
		nd->flags |= VF_TRUNC;
	keep_bytes(o, nd, bytes, n);
	return PRINT_OK;
}

/* One scratch area for bytes read from the tracee: printers run one at
 * a time, so it never needs to be more than the largest read. */
static char *scratch;
static size_t scratch_cap;

static char *scratch_get(size_t n)
{
	if (n > scratch_cap) {
		scratch = xrealloc(scratch, n);
		scratch_cap = n;
	}
	return scratch;
}

int v_str_at(const struct pctx *c, uint64_t addr, size_t limit)
{
	char *buf;
	ssize_t n;

	if (!addr)
		return v_addr(c, 0);
	buf = scratch_get(limit + 1);
	n = umovestr(c->tcp, addr, limit + 1, buf);
	if (n < 0)
		return v_addr(c, addr);
	if ((size_t)n > limit)
		return v_str(c, buf, limit, true);
	return v_str(c, buf, (size_t)n, false);
}

static int buf_at(const struct pctx *c, uint64_t addr, uint64_t len,
		  bool hex)
{
	size_t limit = (size_t)c->opt->string_limit;
	size_t n = len < limit ? (size_t)len : limit;
	/* One byte past what is shown is read too when the buffer goes
	 * on: a buffer whose shown part ends where the memory does is an
	 * address, as strace shows it. */
	size_t want = len > n ? n + 1 : n;
	char *buf;

	if (!addr)
		return v_addr(c, 0);
	buf = scratch_get(want ? want : 1);
	/* Data, not a structure: -e verbose= does not hide it. */
	if (want && umoven_data(c->tcp, addr, want, buf) < 0)
		return v_addr(c, addr);
	return hex ? v_hexstr(c, buf, n, len > n) : v_str(c, buf, n, len > n);
}

int v_buf_at(const struct pctx *c, uint64_t addr, uint64_t len)
{
	return buf_at(c, addr, len, false);
}

int v_hexbuf_at(const struct pctx *c, uint64_t addr, uint64_t len)
{
	return buf_at(c, addr, len, true);
}

/* ---- constants -------------------------------------------------------- */

/* A set whose values differ between the host's ABIs (gentables.awk
 * emits a variant per personality) is read as the call's ABI defines
 * it, wherever a printer names it. */
static inline const struct xlat *abi_set(const struct pctx *c,
					 const struct xlat *x)
{
	return x && x->abi ? xlat_for(x, c->tcp) : x;
}

void v_flags_begin(const struct pctx *c, uint64_t v, const struct xlat *set)
{
	struct vout *o = O(c);
	struct vstyle st;
	int32_t i = -1;

	style_begin(c, &st);
	if (st.on)
		o->styling--;	/* counted again by the level, below */
	set = abi_set(c, set);
	if (o->view) {
		i = node_new(o, VK_FLAGS, o->sb->len);
		o->view->n[i].val = v;
		o->view->n[i].set = set;
	}
	push(o, i, "|");
	/* -X: the level keeps the mark and the value; v_flags_end
	 * restyles. A level past VDEPTH is not styled. */
	if (st.on && !o->overflow) {
		top(o)->style = st;
		top(o)->node_val = v;
		o->styling++;
	}
}

void v_flag_name(const struct pctx *c, const char *name)
{
	struct vout *o = O(c);
	struct vlevel *l = top(o);
	size_t s;

	if (l->count++)
		sb_putc(o->sb, '|');
	s = o->sb->len;
	sb_puts(o->sb, name);
	if (o->view && l->node >= 0)
		leaf(o, VK_NAME, s, 0);
}

void v_flag_name2(const struct pctx *c, const char *a, const char *b)
{
	struct vout *o = O(c);
	struct vlevel *l = top(o);
	size_t s;

	if (l->count++)
		sb_putc(o->sb, '|');
	s = o->sb->len;
	sb_puts(o->sb, a);
	sb_puts(o->sb, b);
	if (o->view && l->node >= 0)
		leaf(o, VK_NAME, s, 0);
}

void v_flag_name_unshown(const struct pctx *c, const char *name)
{
	struct vout *o = O(c);

	if (o->view && top(o)->node >= 0)
		keep_bytes(o, leaf(o, VK_NAME, o->sb->len, 0), name,
			   strlen(name));
}

void v_flag_unknown(const struct pctx *c, uint64_t bits)
{
	struct vout *o = O(c);
	struct vlevel *l = top(o);

	if (o->view && l->node >= 0)
		o->view->n[l->node].aux |= bits;
}

void v_flag_text(const struct pctx *c, const char *fmt, ...)
{
	struct vout *o = O(c);
	struct vlevel *l = top(o);
	va_list ap;

	if (l->count++)
		sb_putc(o->sb, '|');
	va_start(ap, fmt);
	put_short_vf(o->sb, fmt, ap);
	va_end(ap);
}

void v_flag_bits(const struct pctx *c, uint64_t bits)
{
	struct vout *o = O(c);
	struct vlevel *l = top(o);

	if (l->count++)
		sb_putc(o->sb, '|');
	sb_put_hex(o->sb, bits);
	if (o->view && l->node >= 0)
		o->view->n[l->node].aux |= bits;
}

uint64_t v_flag_names(const struct pctx *c, const struct xlat *x,
		      uint64_t v)
{
	x = abi_set(c, x);
	for (unsigned i = 0; i < x->n && v; i++) {
		uint64_t f = x->e[i].val;

		if (!f || (v & f) != f)
			continue;
		v_flag_name(c, xlat_ename(&x->e[i]));
		v &= ~f;
	}
	return v;
}

void v_flags_end(const struct pctx *c)
{
	struct vout *o = O(c);
	struct vstyle st = top(o)->style;
	uint64_t v = top(o)->node_val;

	if (o->overflow || !o->depth)
		st.on = false;
	pop(o);
	if (st.on)
		restyle(c, &st, v, VS_HEX);
}

/* Known bits by name in table order, leftover bits as hex at the end;
 * a value with no known bit at all is hex with a comment naming the
 * set, so a reader knows the value was not understood. */
int v_flags(const struct pctx *c, const struct xlat *x, uint64_t v,
	    const char *dflt)
{
	struct vout *o = O(c);
	uint64_t rest;

	x = abi_set(c, x);
	v_flags_begin(c, v, x);
	if (!v) {
		const char *zero = xlat_name(x, 0);

		if (zero)
			v_flag_name(c, zero);
		else
			sb_putc(o->sb, '0');
		v_flags_end(c);
		return PRINT_OK;
	}
	rest = v_flag_names(c, x, v);
	if (rest) {
		bool none = !top(o)->count;

		v_flag_bits(c, rest);
		if (none && dflt)
			sb_printf(o->sb, " /* %s */", dflt);
	}
	v_flags_end(c);
	return PRINT_OK;
}

bool v_enum(const struct pctx *c, const struct xlat *x, uint64_t v,
	    const char *dflt)
{
	struct vout *o = O(c);
	const char *n;
	size_t s = o->sb->len;
	struct vnode *nd;
	struct vstyle st;

	style_begin(c, &st);
	x = abi_set(c, x);
	n = xlat_name(x, v);
	if (n)
		sb_puts(o->sb, n);
	else if (dflt)
		sb_printf(o->sb, "%#llx /* %s */", (unsigned long long)v, dflt);
	else
		sb_put_hex(o->sb, v);
	if (o->view) {
		nd = leaf(o, VK_ENUM, s, v);
		nd->set = x;
		nd->label = n;
		if (n)
			nd->flags |= VF_KNOWN;
	}
	v_style_end(c, &st, v, VS_HEX);
	return n != NULL;
}

int v_const(const struct pctx *c, uint64_t v, const char *label)
{
	struct vout *o = O(c);
	size_t s = o->sb->len;
	struct vnode *nd;

	if (label)
		sb_puts(o->sb, label);
	if (o->view) {
		nd = leaf(o, VK_ENUM, s, v);
		nd->label = label;
		if (label)
			nd->flags |= VF_KNOWN;
	}
	return PRINT_OK;
}

/* ---- descriptors ------------------------------------------------------ */

/* -y, --decode-fds: what the descriptor stands for, after its number
 * (fdpath.c); a path shown is also the node's raw bytes. */
static void fd_path(const struct pctx *c, int fd, struct vnode *nd)
{
	static struct fd_target t;
	struct vout *o = O(c);

	if (!c->opt->decode_fds || fd < 0)
		return;
	fd_decorate(o->sb, c->tcp, fd, c->opt->decode_fds, &t);
	if (nd && t.len)
		keep_bytes(o, nd, t.path, t.len);
}

int v_fd_of(const struct pctx *c, pid_t tid, int fd)
{
	static struct fd_target t;
	struct vout *o = O(c);
	size_t s = o->sb->len;
	int32_t i = -1;

	sb_put_dec(o->sb, fd);
	if (o->view) {
		i = node_new(o, VK_FD, s);
		o->view->n[i].val = (uint64_t)(int64_t)fd;
	}
	if (c->opt->decode_fds && fd >= 0) {
		fd_decorate_of(o->sb, c->tcp, tid, fd, c->opt->decode_fds, &t);
		if (i >= 0 && t.len)
			keep_bytes(o, &o->view->n[i], t.path, t.len);
	}
	if (i >= 0)
		o->view->n[i].end = (uint32_t)o->sb->len;
	return PRINT_OK;
}

int v_fd(const struct pctx *c, int fd)
{
	struct vout *o = O(c);
	size_t s = o->sb->len;
	struct vnode *nd = NULL;
	int32_t i = -1;

	sb_put_dec(o->sb, fd);
	if (o->view) {
		i = node_new(o, VK_FD, s);
		o->view->n[i].val = (uint64_t)(int64_t)fd;
	}
	if (c->opt->decode_fds && fd >= 0) {
		nd = i >= 0 ? &o->view->n[i] : NULL;
		fd_path(c, fd, nd);
	}
	if (i >= 0)
		o->view->n[i].end = (uint32_t)o->sb->len;
	return PRINT_OK;
}

int v_fd_plain(const struct pctx *c, int fd)
{
	struct vout *o = O(c);
	size_t s = o->sb->len;

	sb_put_dec(o->sb, fd);
	return scalar(o, VK_FD, s, (uint64_t)(int64_t)fd);
}

#define AT_FDCWD_K (-100)

int v_dirfd(const struct pctx *c, int fd)
{
	static struct fd_target t;
	struct vout *o = O(c);
	size_t s = o->sb->len;
	int32_t i = -1;

	struct vstyle st;

	if (fd != AT_FDCWD_K)
		return v_fd(c, fd);
	style_begin(c, &st);
	sb_write(o->sb, "AT_FDCWD", 8);
	v_style_end(c, &st, (uint64_t)(int64_t)fd, VS_DEC);
	if (o->view) {
		i = node_new(o, VK_FD, s);
		o->view->n[i].val = (uint64_t)(int64_t)fd;
		o->view->n[i].label = "AT_FDCWD";
	}
	if (c->opt->decode_fds) {
		cwd_decorate(o->sb, c->tcp, c->opt->decode_fds, &t);
		if (i >= 0 && t.len)
			keep_bytes(o, &o->view->n[i], t.path, t.len);
	}
	if (i >= 0)
		o->view->n[i].end = (uint32_t)o->sb->len;
	return PRINT_OK;
}

/* ---- modes and signals ------------------------------------------------ */

/* The file type by name, then the set-id and sticky bits by name, then
 * the permissions in octal: S_IFDIR|S_ISVTX|0777. */
int v_mode(const struct pctx *c, unsigned m)
{
	static const struct { unsigned v; const char *n; } types[] = {
		{ 0100000, "S_IFREG" }, { 0140000, "S_IFSOCK" },
		{ 0010000, "S_IFIFO" }, { 0120000, "S_IFLNK" },
		{ 0040000, "S_IFDIR" }, { 0060000, "S_IFBLK" },
		{ 0020000, "S_IFCHR" },
	};
	static const struct { unsigned v; const char *n; } special[] = {
		{ 04000, "S_ISUID" }, { 02000, "S_ISGID" }, { 01000, "S_ISVTX" },
	};
	struct vout *o = O(c);
	unsigned t = m & 0170000, given = m;
	int m_known = 1;
	int32_t node = -1;
	size_t i;
	struct vstyle st;

	style_begin(c, &st);
	if (o->view) {
		node = node_new(o, VK_MODE, o->sb->len);
		o->view->n[node].val = m;
	}
	push(o, node, "|");
	for (i = 0; i < ARRAY_SIZE(types); i++) {
		if (t == types[i].v) {
			v_flag_name(c, types[i].n);
			m &= ~0170000u;
			break;
		}
	}
	/* Type bits that name no file type: the value is not a mode to
	 * take apart, so it is shown whole, as one number. */
	if (m & 0170000u)
		m_known = 0;
	for (i = 0; m_known && i < ARRAY_SIZE(special);
	     i++) {
		if (m & special[i].v) {
			v_flag_name(c, special[i].n);
			m &= ~special[i].v;
		}
	}
	if (top(o)->count)
		sb_putc(o->sb, '|');
	sb_printf(o->sb, "%#03o", m);
	if (node >= 0)
		o->view->n[node].aux = m;
	pop(o);
	v_style_end(c, &st, given, VS_OCT);
	return PRINT_OK;
}

/* The kernel's real-time signals start at 32; glibc keeps the first two
 * (or three) for itself and its SIGRTMIN is higher, so names are counted
 * from the kernel's 32, which is what a reader of other traces expects. */
#define KERNEL_SIGRTMIN 32
#define KERNEL_NSIG 64

const char *sig_label(int sig)
{
	static char rt[KERNEL_NSIG - KERNEL_SIGRTMIN + 1][12];
	const char *n = signal_name(sig);

	if (n)
		return n;
	if (sig < KERNEL_SIGRTMIN || sig > KERNEL_NSIG)
		return NULL;
	if (!rt[sig - KERNEL_SIGRTMIN][0]) {
		if (sig == KERNEL_SIGRTMIN)
			strcpy(rt[0], "SIGRTMIN");
		else
			snprintf(rt[sig - KERNEL_SIGRTMIN], sizeof(rt[0]),
				 "SIGRT_%d", sig - KERNEL_SIGRTMIN);
	}
	return rt[sig - KERNEL_SIGRTMIN];
}

/* SIGxxx, or without the prefix inside a signal set ("INT"). */
void v_sig_short(const struct pctx *c, int sig, bool prefix)
{
	struct vout *o = O(c);
	const char *n = sig_label(sig);
	size_t s = o->sb->len;
	struct vnode *nd;

	if (n)
		sb_puts(o->sb, prefix ? n : n + 3);
	else
		sb_put_dec(o->sb, sig);
	if (o->view) {
		nd = leaf(o, VK_ENUM, s, (uint64_t)(int64_t)sig);
		nd->label = n;
		if (n)
			nd->flags |= VF_KNOWN;
	}
}

/* -X raw and verbose show signal numbers in decimal, as strace does. */
int v_sig(const struct pctx *c, int sig)
{
	struct vstyle st;

	style_begin(c, &st);
	v_sig_short(c, sig, true);
	v_style_end(c, &st, (uint64_t)(int64_t)sig, VS_DEC);
	return PRINT_OK;
}

/* ---- containers ------------------------------------------------------- */

void v_open(const struct pctx *c, unsigned kind, uint64_t val,
	    const char *text)
{
	struct vout *o = O(c);
	int32_t i = -1;

	if (o->view) {
		i = node_new(o, kind, o->sb->len);
		o->view->n[i].val = val;
	}
	sb_puts(o->sb, text);
	push(o, i, ", ");
}

void v_close(const struct pctx *c, const char *text)
{
	struct vout *o = O(c);

	slot_close(o);
	sb_puts(o->sb, text);
	pop(o);
}

void v_struct_begin(const struct pctx *c)
{
	v_open(c, VK_STRUCT, 0, "{");
}

void v_struct_end(const struct pctx *c)
{
	v_close(c, "}");
}

void v_array_begin(const struct pctx *c)
{
	v_open(c, VK_ARRAY, 0, "[");
}

void v_array_begin_sep(const struct pctx *c, const char *open,
		       const char *sep)
{
	v_open(c, VK_ARRAY, 0, open);
	top(O(c))->sep = sep;
}

void v_array_end(const struct pctx *c)
{
	v_close(c, "]");
}

void v_field(const struct pctx *c, const char *name)
{
	struct vout *o = O(c);
	struct vlevel *l = top(o);

	slot_close(o);
	if (l->count++)
		sb_puts(o->sb, l->sep);
	sb_puts(o->sb, name);
	sb_putc(o->sb, '=');
	if (o->view) {
		l->name = name;
		l->slot = true;
		l->slot_start = o->sb->len;
	}
}

void v_item(const struct pctx *c, const char *name)
{
	struct vout *o = O(c);
	struct vlevel *l = top(o);

	slot_close(o);
	if (l->count++)
		sb_puts(o->sb, l->sep);
	if (o->view) {
		l->name = name;
		l->slot = true;
		l->slot_start = o->sb->len;
	}
}

void v_elem(const struct pctx *c)
{
	struct vout *o = O(c);
	struct vlevel *l = top(o);

	slot_close(o);
	if (l->count++)
		sb_puts(o->sb, l->sep);
	if (o->view) {
		l->slot = true;
		l->slot_start = o->sb->len;
	}
}

void v_name(const struct pctx *c, const char *name)
{
	struct vout *o = O(c);

	if (o->view)
		top(o)->name = name;
}

void v_more(const struct pctx *c)
{
	struct vout *o = O(c);
	struct vlevel *l = top(o);

	slot_close(o);
	if (l->count++)
		sb_puts(o->sb, l->sep);
	sb_write(o->sb, "...", 3);
	if (o->view && l->node >= 0)
		o->view->n[l->node].flags |= VF_TRUNC;
}

void v_mark(const struct pctx *c, unsigned flags)
{
	struct vout *o = O(c);
	struct vlevel *l = top(o);

	if (o->view && l->node >= 0)
		o->view->n[l->node].flags |= (unsigned char)flags;
}

void v_changed(const struct pctx *c)
{
	struct vout *o = O(c);

	slot_close(o);
	sb_write(o->sb, " => ", 4);
	if (o->view)
		top(o)->after = true;
}

void v_bytes(const struct pctx *c, const void *bytes, size_t n)
{
	struct vout *o = O(c);
	struct vlevel *l = top(o);

	if (o->view && l->node >= 0)
		keep_bytes(o, &o->view->n[l->node], bytes, n);
}
