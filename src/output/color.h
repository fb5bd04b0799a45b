/* --color: ANSI colours for the text trace. The text backend asks
 * color_on() once it knows where the trace goes, then writes each piece
 * of a line through these functions, which add SGR sequences around the
 * tokens and nothing else: without colour it never calls them, so the
 * bytes are exactly those of the plain trace. */
#ifndef ABT_OUTPUT_COLOR_H
#define ABT_OUTPUT_COLOR_H

#include "output/output.h"

/* opt.color: when to colour. */
enum { COLOR_AUTO = 0, COLOR_NEVER = 1, COLOR_ALWAYS = 2 };

/* Parses WHEN of --color[=WHEN] (NULL: always); dies on a bad one. */
int color_parse(const char *when);

/* Whether the trace written to f is coloured: always; never; auto only
 * when f is stderr on a terminal, NO_COLOR is unset or empty and TERM
 * is not "dumb". Files (-o, -ff) and pipes are never coloured in auto
 * mode. */
bool color_on(FILE *f);

/* The call line's colours: strace 7.2's defaults (the eight basic ones,
 * which a terminal's theme adapts to a dark or a light background, so a
 * trace looks the same under either tracer), changed by STRACE_COLORS as
 * strace's are. color_load_env() reads it; color_on() calls it. */
enum color_kind {
	CK_NAME,	/* the syscall's name: "syscall" */
	CK_ARGNAME,	/* -N's names, struct fields "fd=": "argname" */
	CK_VALUE,	/* numbers, "strings", addresses: "argval" */
	CK_CONST,	/* O_RDONLY, AT_FDCWD, NULL: "const" */
	CK_COMMENT,	/* comments, 37 vars: "comment" */
	CK_RETVAL,	/* a call's result: "retval" */
	CK_ERROR,	/* a failed call's result: "error" */
	CK_PUNCT,	/* ( ) { } [ ] ,: "punct"; NULL, plain, by default */
	CK_MAX
};
extern const char *color_sgr[CK_MAX];
/* STRACE_COLORS=KEY=SGR:KEY=SGR...: each SGR (digits and ';', at most
 * 32) replaces the key's colour; an unknown key, a bad value or a part
 * without '=' is left out, as strace leaves it (strace's "call" is
 * known and changes nothing here: abitrace does not colour a nested
 * call apart). Once per run. */
void color_load_env(void);

/* The SGR sequences (doc/abitrace.1 lists them). */
#define SGR_RESET	"\033[0m"
#define SGR_NAME	color_sgr[CK_NAME]
#define SGR_ARGNAME	color_sgr[CK_ARGNAME]
#define SGR_VALUE	color_sgr[CK_VALUE]
#define SGR_CONST	color_sgr[CK_CONST]
#define SGR_COMMENT	color_sgr[CK_COMMENT]
#define SGR_RETVAL	color_sgr[CK_RETVAL]
#define SGR_ERROR	color_sgr[CK_ERROR]
#define SGR_PUNCT	color_sgr[CK_PUNCT]
#define SGR_SIGNAL	"\033[33m"	/* --- SIGxxx ... --- */
#define SGR_EXIT	"\033[1m"	/* +++ exited with N +++ */
#define SGR_FAINT	"\033[2m"	/* <unfinished ...>, pictures, sites */
#define SGR_NOTE_ERROR	"\033[1;91m"	/* "^ note[ID]:" of an error note */
#define SGR_NOTE_WARN	"\033[1;93m"	/* ... of a warning */
#define SGR_NOTE_INFO	"\033[1;96m"	/* ... of an info note */

/* Appends s (n bytes of a call's text: arguments, struct fields) with
 * its names, strings, constants, numbers and comments coloured. */
void color_args(struct strbuf *sb, const char *s, size_t n);
/* The call's name and "(" and its arguments: name at the start of s. */
void color_call_head(struct strbuf *sb, const char *s, size_t n);
/* A result: failed ("-1 ENOENT (...)") or not. */
void color_result(struct strbuf *sb, const char *s, size_t n, bool failed);
/* The whole text in one colour. */
void color_span(struct strbuf *sb, const char *sgr, const char *s, size_t n);
/* The head of a note line by severity ("error", "warning", "info"). */
const char *color_of_severity(const char *severity);

#endif
