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

/* The SGR sequences (doc/abitrace.1 lists them). The call line has
 * strace 7.2's default colours (the eight basic ones, which every colour
 * terminal has, so a trace looks the same under either tracer): name,
 * argument names, values, constants, comments, result, error. */
#define SGR_RESET	"\033[0m"
#define SGR_NAME	"\033[33m"	/* the syscall's name */
#define SGR_ARGNAME	"\033[39m"	/* -N's names, struct fields: "fd=" */
#define SGR_VALUE	"\033[35m"	/* numbers, "strings", addresses */
#define SGR_CONST	"\033[34m"	/* O_RDONLY, AT_FDCWD, NULL */
#define SGR_COMMENT	"\033[36m"	/* comments: 37 vars */
#define SGR_RETVAL	"\033[32m"	/* a call's result */
#define SGR_ERROR	"\033[31m"	/* a failed call's result */
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
