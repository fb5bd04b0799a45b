/* A small JSON reader for abitrace's own traces, which are untrusted:
 * a trace may come from another machine or have been edited. Nesting
 * is limited to JR_MAX_DEPTH and a value to JR_MAX_NODES nodes, so no
 * input makes the stack or the heap grow without bound; every error is
 * a message, never a crash. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include "diff/diff.h"

struct pstate {
	struct jr *j;
	const char *s;
	size_t len, i;
	int depth;
};

static int perr(struct pstate *p, const char *what)
{
	snprintf(p->j->err, sizeof(p->j->err), "column %zu: %s",
		 p->i + 1, what);
	return -1;
}

static void skip_ws(struct pstate *p)
{
	while (p->i < p->len && (p->s[p->i] == ' ' || p->s[p->i] == '\t' ||
				 p->s[p->i] == '\r' || p->s[p->i] == '\n'))
		p->i++;
}

static int new_node(struct pstate *p, unsigned char type)
{
	struct jr *j = p->j;

	if (j->nn >= JR_MAX_NODES)
		return perr(p, "too many values in one record");
	if (j->nn == j->cap) {
		j->cap = j->cap ? j->cap * 2 : 256;
		j->n = xrealloc(j->n, j->cap * sizeof(*j->n));
	}
	j->n[j->nn] = (struct jr_node){ .type = type, .next = -1,
					.child = -1 };
	return (int)j->nn++;
}

/* A string at p->i (its opening quote) into j->str, NUL-terminated.
 * abitrace writes every byte above 0x7e as \u00XX, so a code point
 * below 256 is one byte; a larger one (not abitrace's) becomes UTF-8. */
static int parse_string(struct pstate *p, size_t *off, size_t *n)
{
	struct strbuf *sb = &p->j->str;

	p->i++;
	*off = sb->len;
	while (p->i < p->len) {
		unsigned char c = (unsigned char)p->s[p->i++];

		if (c == '"') {
			*n = sb->len - *off;
			sb_putc(sb, '\0');
			return 0;
		}
		if (c < 0x20)
			return perr(p, "control byte in a string");
		if (c != '\\') {
			sb_putc(sb, (char)c);
			continue;
		}
		if (p->i >= p->len)
			break;
		c = (unsigned char)p->s[p->i++];
		switch (c) {
		case '"': case '\\': case '/': sb_putc(sb, (char)c); break;
		case 'b': sb_putc(sb, '\b'); break;
		case 'f': sb_putc(sb, '\f'); break;
		case 'n': sb_putc(sb, '\n'); break;
		case 'r': sb_putc(sb, '\r'); break;
		case 't': sb_putc(sb, '\t'); break;
		case 'u': {
			unsigned v = 0;

			if (p->len - p->i < 4)
				return perr(p, "short \\u escape");
			for (int k = 0; k < 4; k++) {
				int h = hex_digit(p->s[p->i++]);

				if (h < 0)
					return perr(p, "bad \\u escape");
				v = v << 4 | (unsigned)h;
			}
			if (v < 0x100) {
				sb_putc(sb, (char)v);
			} else if (v < 0x800) {
				sb_putc(sb, (char)(0xc0 | v >> 6));
				sb_putc(sb, (char)(0x80 | (v & 0x3f)));
			} else {
				/* Surrogates are kept as they are: the bytes
				 * are only compared and escaped again. */
				sb_putc(sb, (char)(0xe0 | v >> 12));
				sb_putc(sb, (char)(0x80 | (v >> 6 & 0x3f)));
				sb_putc(sb, (char)(0x80 | (v & 0x3f)));
			}
			break;
		}
		default:
			return perr(p, "bad escape in a string");
		}
	}
	return perr(p, "unterminated string");
}

static int parse_value(struct pstate *p);

static int parse_container(struct pstate *p, bool obj)
{
	int me = new_node(p, obj ? JR_OBJ : JR_ARR), last = -1;
	char close = obj ? '}' : ']';

	if (me < 0)
		return -1;
	if (++p->depth > JR_MAX_DEPTH)
		return perr(p, "nested too deep");
	p->i++;
	skip_ws(p);
	if (p->i < p->len && p->s[p->i] == close) {
		p->i++;
		p->depth--;
		return me;
	}
	for (;;) {
		size_t koff = 0, kn = 0;
		int v;

		skip_ws(p);
		if (obj) {
			if (p->i >= p->len || p->s[p->i] != '"')
				return perr(p, "expected a member name");
			if (parse_string(p, &koff, &kn) < 0)
				return -1;
			skip_ws(p);
			if (p->i >= p->len || p->s[p->i] != ':')
				return perr(p, "expected ':'");
			p->i++;
		}
		v = parse_value(p);
		if (v < 0)
			return -1;
		p->j->n[v].key = koff;
		p->j->n[v].klen = obj ? kn : 0;
		if (last < 0)
			p->j->n[me].child = v;
		else
			p->j->n[last].next = v;
		last = v;
		skip_ws(p);
		if (p->i >= p->len)
			return perr(p, "unterminated object or array");
		if (p->s[p->i] == ',') {
			p->i++;
			continue;
		}
		if (p->s[p->i] != close)
			return perr(p, obj ? "expected ',' or '}'" :
					     "expected ',' or ']'");
		p->i++;
		p->depth--;
		return me;
	}
}

static int parse_number(struct pstate *p)
{
	size_t start = p->i;
	bool digits = false;
	int me;

	if (p->s[p->i] == '-')
		p->i++;
	while (p->i < p->len) {
		char c = p->s[p->i];

		if (c >= '0' && c <= '9')
			digits = true;
		else if (c != '.' && c != 'e' && c != 'E' && c != '+' &&
			 c != '-')
			break;
		p->i++;
	}
	if (!digits)
		return perr(p, "bad number");
	me = new_node(p, JR_NUM);
	if (me < 0)
		return -1;
	p->j->n[me].val = p->j->str.len;
	p->j->n[me].vlen = p->i - start;
	sb_write(&p->j->str, p->s + start, p->i - start);
	sb_putc(&p->j->str, '\0');
	return me;
}

static int parse_word(struct pstate *p, const char *w, unsigned char t)
{
	size_t n = strlen(w);

	if (p->len - p->i < n || memcmp(p->s + p->i, w, n))
		return perr(p, "unexpected character");
	p->i += n;
	return new_node(p, t);
}

static int parse_value(struct pstate *p)
{
	skip_ws(p);
	if (p->i >= p->len)
		return perr(p, "expected a value");
	switch (p->s[p->i]) {
	case '{':
		return parse_container(p, true);
	case '[':
		return parse_container(p, false);
	case '"': {
		int me = new_node(p, JR_STR);

		if (me < 0)
			return -1;
		size_t off, n;
		if (parse_string(p, &off, &n) < 0)
			return -1;
		p->j->n[me].val = off;
		p->j->n[me].vlen = n;
		return me;
	}
	case 't':
		return parse_word(p, "true", JR_TRUE);
	case 'f':
		return parse_word(p, "false", JR_FALSE);
	case 'n':
		return parse_word(p, "null", JR_NULL);
	default:
		if (p->s[p->i] == '-' || (p->s[p->i] >= '0' &&
					   p->s[p->i] <= '9'))
			return parse_number(p);
		return perr(p, "unexpected character");
	}
}

int jr_parse(struct jr *j, const char *s, size_t len)
{
	struct pstate p = { .j = j, .s = s, .len = len };
	int root;

	j->nn = 0;
	j->str.len = 0;
	j->err[0] = '\0';
	sb_putc(&j->str, '\0');		/* offset 0: the empty name */
	root = parse_value(&p);
	if (root < 0)
		return -1;
	skip_ws(&p);
	if (p.i != len)
		return perr(&p, "text after the value");
	return root;
}

const char *jr_key(const struct jr *j, int i)
{
	return j->str.s + j->n[i].key;
}

int jr_get(const struct jr *j, int o, const char *key)
{
	size_t kn = strlen(key);

	if (o < 0 || j->n[o].type != JR_OBJ)
		return -1;
	for (int i = j->n[o].child; i >= 0; i = j->n[i].next)
		if (j->n[i].klen == kn && !memcmp(jr_key(j, i), key, kn))
			return i;
	return -1;
}

const char *jr_sval(const struct jr *j, int i, size_t *len)
{
	if (i < 0 || (j->n[i].type != JR_STR && j->n[i].type != JR_NUM))
		return NULL;
	if (len)
		*len = j->n[i].vlen;
	return j->str.s + j->n[i].val;
}

const char *jr_gets(const struct jr *j, int o, const char *key)
{
	int i = jr_get(j, o, key);

	return i >= 0 && j->n[i].type == JR_STR ? jr_sval(j, i, NULL) : NULL;
}

bool jr_geti(const struct jr *j, int o, const char *key, int64_t *v)
{
	int i = jr_get(j, o, key);
	const char *s;
	char *end;

	if (i < 0 || (j->n[i].type != JR_NUM && j->n[i].type != JR_STR))
		return false;
	s = jr_sval(j, i, NULL);
	errno = 0;
	*v = strtoll(s, &end, 10);
	return end != s && !*end && !errno;
}
