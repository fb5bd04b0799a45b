/* --color: the tokens of a call's text, coloured. The text is ours (the
 * tracee's bytes are already escaped in it: a string is '"', escaped
 * bytes, '"'), so a small scanner finds strings, constants and numbers
 * without the printers knowing about colour. */
#include "output/color.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

int color_parse(const char *when)
{
	if (!when || !strcmp(when, "always") || !strcmp(when, "yes") ||
	    !strcmp(when, "force"))
		return COLOR_ALWAYS;
	if (!strcmp(when, "never") || !strcmp(when, "no") ||
	    !strcmp(when, "none"))
		return COLOR_NEVER;
	if (!strcmp(when, "auto") || !strcmp(when, "tty") ||
	    !strcmp(when, "if-tty"))
		return COLOR_AUTO;
	die("invalid --color '%s' (auto, always, never)", when);
}

const char *color_sgr[CK_MAX] = {
	[CK_NAME] = "\033[33m",
	[CK_ARGNAME] = "\033[39m",
	[CK_VALUE] = "\033[35m",
	[CK_CONST] = "\033[34m",
	[CK_COMMENT] = "\033[36m",
	[CK_RETVAL] = "\033[32m",
	[CK_ERROR] = "\033[31m",
	[CK_PUNCT] = NULL,
};

/* STRACE_COLORS' keys; CK_MAX: known to strace, nothing to colour here. */
static const struct {
	const char *key;
	int kind;
} color_keys[] = {
	{ "syscall", CK_NAME }, { "argname", CK_ARGNAME },
	{ "argval", CK_VALUE }, { "const", CK_CONST },
	{ "comment", CK_COMMENT }, { "retval", CK_RETVAL },
	{ "error", CK_ERROR }, { "punct", CK_PUNCT }, { "call", CK_MAX },
};

#define SGR_PARAMS_MAX 32

/* s[0..n) without the blanks around it. */
static void trim(const char **s, size_t *n)
{
	while (*n && isspace((unsigned char)**s)) {
		(*s)++;
		(*n)--;
	}
	while (*n && isspace((unsigned char)(*s)[*n - 1]))
		(*n)--;
}

static bool sgr_params_ok(const char *v, size_t n)
{
	bool digit = false;

	if (!n || n > SGR_PARAMS_MAX)
		return false;
	for (size_t i = 0; i < n; i++) {
		if (isdigit((unsigned char)v[i]))
			digit = true;
		else if (v[i] != ';')
			return false;
	}
	return digit;
}

/* One KEY=SGR part of STRACE_COLORS. */
static void color_set(const char *part, size_t n)
{
	static char seq[CK_MAX][SGR_PARAMS_MAX + 4];
	const char *eq = memchr(part, '=', n);
	const char *k = part, *v;
	size_t kn, vn;

	if (!eq)
		return;
	kn = eq - part;
	v = eq + 1;
	vn = n - kn - 1;
	trim(&k, &kn);
	trim(&v, &vn);
	if (!sgr_params_ok(v, vn))
		return;
	for (size_t i = 0; i < sizeof(color_keys) / sizeof(color_keys[0]); i++) {
		int kind = color_keys[i].kind;

		if (strlen(color_keys[i].key) != kn ||
		    strncasecmp(color_keys[i].key, k, kn))
			continue;
		if (kind == CK_MAX)
			return;
		snprintf(seq[kind], sizeof(seq[kind]), "\033[%.*sm",
			 (int)vn, v);
		color_sgr[kind] = seq[kind];
		return;
	}
}

void color_load_env(void)
{
	static bool loaded;
	const char *s = getenv("STRACE_COLORS");

	if (loaded || !s)
		return;
	loaded = true;
	while (*s) {
		size_t n = strcspn(s, ":");

		color_set(s, n);
		s += n;
		if (*s)
			s++;
	}
}

static bool color_wanted(FILE *f)
{
	const char *v;

	if (out_cfg->color == COLOR_ALWAYS)
		return true;
	if (out_cfg->color == COLOR_NEVER || f != stderr || out_cfg->outfile)
		return false;
	/* https://no-color.org: present and not empty. */
	v = getenv("NO_COLOR");
	if (v && *v)
		return false;
	v = getenv("TERM");
	if (!v || !*v || !strcmp(v, "dumb"))
		return false;
	return isatty(fileno(f));
}

bool color_on(FILE *f)
{
	if (!color_wanted(f))
		return false;
	color_load_env();
	return true;
}

void color_span(struct strbuf *sb, const char *sgr, const char *s, size_t n)
{
	if (!n)
		return;
	sb_puts(sb, sgr);
	sb_write(sb, s, n);
	sb_lit(sb, SGR_RESET);
}

static bool is_ident_start(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static bool is_ident(char c)
{
	return is_ident_start(c) || (c >= '0' && c <= '9');
}

static bool is_digit(char c)
{
	return c >= '0' && c <= '9';
}

void color_args(struct strbuf *sb, const char *s, size_t n)
{
	size_t i = 0, plain = 0;

	while (i < n) {
		size_t j = i;
		const char *sgr = NULL;

		if (s[i] == '"') {
			/* A string: to the closing quote; a backslash
			 * escapes the next byte. */
			for (j = i + 1; j < n && s[j] != '"'; j++)
				if (s[j] == '\\' && j + 1 < n)
					j++;
			if (j < n)
				j++;
			sgr = SGR_VALUE;
		} else if (s[i] == '/' && i + 1 < n && s[i + 1] == '*') {
			/* A comment (the count of an environment's
			 * variables, ...): to its closing star-slash. */
			for (j = i + 2; j + 1 < n && !(s[j] == '*' &&
						       s[j + 1] == '/'); j++)
				;
			j = j + 1 < n ? j + 2 : n;
			sgr = SGR_COMMENT;
		} else if (is_ident_start(s[i]) &&
			   (i == 0 || !is_ident(s[i - 1]))) {
			bool upper = false, lower = false;

			for (; j < n && is_ident(s[j]); j++) {
				upper |= s[j] >= 'A' && s[j] <= 'Z';
				lower |= s[j] >= 'a' && s[j] <= 'z';
			}
			/* O_RDONLY, AT_FDCWD, NULL: constants; "fd=",
			 * "st_mode=": names, with their '='. */
			if (upper && !lower) {
				sgr = SGR_CONST;
			} else if (j < n && s[j] == '=') {
				j++;
				sgr = SGR_ARGNAME;
			}
		} else if ((is_digit(s[i]) || (s[i] == '-' && i + 1 < n &&
			    is_digit(s[i + 1]))) &&
			   (i == 0 || !is_ident(s[i - 1]))) {
			j = i + 1;
			while (j < n && (is_ident(s[j]) || s[j] == '.'))
				j++;
			sgr = SGR_VALUE;
		} else if (SGR_PUNCT && strchr("(){}[],", s[i])) {
			/* Only with STRACE_COLORS' punct=: plain by default. */
			j = i + 1;
			sgr = SGR_PUNCT;
		} else {
			i++;
			continue;
		}
		if (!sgr) {
			i = j;
			continue;
		}
		sb_write(sb, s + plain, i - plain);
		color_span(sb, sgr, s + i, j - i);
		i = plain = j;
	}
	sb_write(sb, s + plain, n - plain);
}

void color_call_head(struct strbuf *sb, const char *s, size_t n)
{
	size_t k = 0;

	while (k < n && s[k] != '(')
		k++;
	color_span(sb, SGR_NAME, s, k);
	color_args(sb, s + k, n - k);
}

void color_result(struct strbuf *sb, const char *s, size_t n, bool failed)
{
	color_span(sb, failed ? SGR_ERROR : SGR_RETVAL, s, n);
}

const char *color_of_severity(const char *severity)
{
	if (severity && !strcmp(severity, "error"))
		return SGR_NOTE_ERROR;
	if (severity && !strcmp(severity, "warning"))
		return SGR_NOTE_WARN;
	return SGR_NOTE_INFO;
}
