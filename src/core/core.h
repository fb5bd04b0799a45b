/* abitrace's bottom layer: the string buffer, quoting, the constant
 * sets, checked allocation and fatal errors. */
#ifndef ABT_CORE_H
#define ABT_CORE_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>

/* The number of elements of array a (not of a pointer). */
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/* ---- constant sets (generated from syscalls/xlat/) ---------------- */

enum xlat_kind { XLAT_FLAGS, XLAT_ENUM, XLAT_BITENUM };

/* No pointer in an entry: the name is an offset into xlat_strs[] (see
 * gentables.awk's xstr()), read with xlat_ename(). */
struct xlat_entry {
	uint64_t val;
	uint32_t name;
};

extern const char xlat_strs[];

static inline const char *xlat_ename(const struct xlat_entry *e)
{
	return e->name ? xlat_strs + e->name : NULL;
}

struct xlat {
	const struct xlat_entry *e;
	unsigned n;
	unsigned char kind;
	const char *name;
	/* When the values differ between the ABIs of the host (a value of
	 * xlat/ given per ABI): the set of each personality, by index. */
	const struct xlat *const *abi;
	/* What a value with no name is called (the set's "#unknown" line),
	 * or NULL: the first name's prefix and "???". */
	const char *unknown;
};

/* src/core/xlat.c */
const char *xlat_name(const struct xlat *x, uint64_t v);
/* "PREFIX_???" naming a value outside set x, or NULL. */
const char *xlat_unknown(const struct xlat *x);
const char *errno_name(int err);
const char *signal_name(int sig);

/* ---- string buffer and quoting ------------------------------------ */

/* A growable text buffer. It shrinks only when asked (sb_shrink), so
 * the steady state makes no allocation per syscall. */
struct strbuf {
	char *s;
	size_t len, cap;
};

/* The first allocation: most lines are short. 120 bytes and glibc's
 * 8-byte header are a 128-byte chunk (128 would take 144). */
#define SB_FIRST_CAP 120
void sb_grow(struct strbuf *sb, size_t need);
/* Lets go of the buffer when it grew past keep bytes (a long line,
 * once): what a thread keeps between its calls is what a short one
 * needs, not its longest. The text is gone either way. */
void sb_free_buf(struct strbuf *sb);
static inline void sb_shrink(struct strbuf *sb, size_t keep)
{
	sb->len = 0;
	if (sb->cap > keep)
		sb_free_buf(sb);
}
static inline void sb_putc(struct strbuf *sb, char c)
{
	if (sb->len + 1 >= sb->cap)
		sb_grow(sb, 1);
	sb->s[sb->len++] = c;
	sb->s[sb->len] = '\0';
}
/* Inline: most writes are a few bytes of known length, which the
 * compiler then copies without a call. */
static inline void sb_write(struct strbuf *sb, const char *s, size_t n)
{
	if (sb->len + n + 1 > sb->cap)
		sb_grow(sb, n);
	memcpy(sb->s + sb->len, s, n);
	sb->len += n;
	sb->s[sb->len] = '\0';
}
static inline void sb_puts(struct strbuf *sb, const char *s)
{
	sb_write(sb, s, strlen(s));
}
/* A string literal, without strlen at run time. */
#define sb_lit(sb, lit) sb_write((sb), "" lit, sizeof(lit) - 1)
/* Returns the number of characters appended. */
int sb_printf(struct strbuf *sb, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* The same from a va_list (v_textf's), without sb_printf's fast path. */
int sb_vprintf(struct strbuf *sb, const char *fmt, va_list ap)
	__attribute__((format(printf, 2, 0)));
void sb_put_dec(struct strbuf *sb, int64_t v);
void sb_put_udec(struct strbuf *sb, uint64_t v);
void sb_put_hex(struct strbuf *sb, uint64_t v);	/* like %#llx */
/* "%0*llu": v in at least width digits, zeros in front. */
void sb_put_udec0(struct strbuf *sb, uint64_t v, unsigned width);
/* Into dst (size bytes, NUL included), cut to size - 1 bytes: what
 * snprintf(dst, size, "%s", ...) writes, for the texts of a failing
 * call's notes, built with the sb_put* above (vsnprintf's ~800
 * instructions a text, bench W10). Return the length written. */
size_t str_copy(char *dst, size_t size, const char *src);
size_t sb_copy_out(const struct strbuf *sb, char *dst, size_t size);

/* The value of hex digit C, or -1 when C is not one. */
static inline int hex_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* strace-compatible quoting of tracee bytes. */
void print_quoted(struct strbuf *sb, const unsigned char *s, size_t n,
		  bool stop_at_nul);
/* Every byte as \xNN, whatever -x says (binary payloads: netlink). */
void print_quoted_hex(struct strbuf *sb, const unsigned char *s, size_t n);
/* Tracee names that are not string arguments (ELF symbols, module
 * paths, DWARF file names): escaped the same way, without quotes. */
void sb_put_escaped(struct strbuf *sb, const char *s);
/* Into dst (size bytes, NUL included), never cutting an escape. */
size_t escape_to(char *dst, size_t size, const char *src);
struct options;
/* print_quoted follows cfg->xflag (-x, -xx). */
void quote_init(const struct options *cfg);

/* ---- utilities ------------------------------------------------------ */

extern const char *progname;
extern void (*warn_flush_hook)(void);
void die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
void warnx_(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* -d: debug_msg prints a line only when main has set debug_enabled. */
extern bool debug_enabled;
void debug_msg(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t m);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
/* /proc/PID/NAME's first size - 1 bytes, NUL-terminated: the length,
 * or -1 when it cannot be opened (the process is gone, or hidden). */
ssize_t proc_read_small(pid_t pid, const char *name, char *buf, size_t size);
/* Bumped by the tracer at every event it handles (whichever wait found
 * it): what a tracee's /proc files said before may have changed. */
extern unsigned long proc_stop_gen;
/* /proc/PID/maps as text, NUL-terminated (*len bytes, at most
 * PROC_MAPS_MAX), read once per stop: a second reader of the same pid
 * at the same stop (failure-cause's memory checks, the unwinder after a
 * frame's mapping changed) gets the same text. Valid until the next call; NULL when it
 * cannot be read in full. */
#define PROC_MAPS_MAX (64u << 20)
const char *proc_maps_text(pid_t pid, size_t *len);
/* The lowercase hex number at p (before end), as /proc/PID/maps writes
 * them: the character after it, or NULL when there is none or it is
 * longer than 16 digits. */
const char *proc_maps_hex(const char *p, const char *end, uint64_t *v);

/* ---- files the traced program names (tfile.c) ----------------------- */

/* ELF and debug files: libelf maps them whole, so a ceiling; sources:
 * what an excerpt reads at most. */
#define TFILE_ELF_MAX (1ull << 30)
#define TFILE_SRC_MAX ((size_t)1 << 20)
/* Opens path (relative to dirfd) for reading as process pid could: with
 * its filesystem credentials, a regular file of at most max_size bytes
 * only, never waiting. An fd, or -1 with errno; after a refusal (not a
 * regular file, too large, no credentials to take) tfile_refused() says
 * why in a few words, and NULL after a plain open error. */
int tfile_open(int pid, int dirfd, const char *path, uint64_t max_size);
const char *tfile_refused(void);
/* The first max bytes of such a file, NUL-terminated (*len bytes). */
char *tfile_read(int pid, int dirfd, const char *path, size_t max,
		 size_t *len);

#endif
