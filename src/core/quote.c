/* Quoting of tracee bytes, the way strace users expect to read them.
 *
 * Every byte that reaches the terminal from the tracee goes through here,
 * so nothing the tracee wrote can move the cursor or change colours. */
#include "abitrace.h"

#include <string.h>

static const struct options *cfg;

void quote_init(const struct options *c)
{
	cfg = c;
}

static bool is_plain(unsigned char c)
{
	return c >= 0x20 && c < 0x7f;
}

/* The escape of a byte that needs one: \n, \", \33 -- octal, with
 * all three digits when a digit follows, so that the digit cannot be
 * read as part of the escape. Returns its length (at most 4). */
static int escape_byte(unsigned char c, bool digit_follows, char out[4])
{
	int n = 0;
	char e = 0;

	switch (c) {
	case '"': e = '"'; break;
	case '\\': e = '\\'; break;
	case '\t': e = 't'; break;
	case '\n': e = 'n'; break;
	case '\v': e = 'v'; break;
	case '\f': e = 'f'; break;
	case '\r': e = 'r'; break;
	}
	out[n++] = '\\';
	if (e) {
		out[n++] = e;
		return n;
	}
	if (digit_follows || c >> 6)
		out[n++] = (char)('0' + (c >> 6));
	if (digit_follows || c >> 3)
		out[n++] = (char)('0' + ((c >> 3) & 7));
	out[n++] = (char)('0' + (c & 7));
	return n;
}

static bool needs_escape(unsigned char c)
{
	return !is_plain(c) || c == '"' || c == '\\';
}

/* An escape is written with all three digits only when the next byte
 * would otherwise read as a fourth: an octal digit (strace's rule; "\58"
 * is unambiguous). */
static bool is_odigit(unsigned char c)
{
	return c >= '0' && c <= '7';
}

/* \xNN at o; returns the end. */
static char *hex_to(char *o, unsigned char c)
{
	static const char hx[] = "0123456789abcdef";

	*o++ = '\\';
	*o++ = 'x';
	*o++ = hx[c >> 4];
	*o++ = hx[c & 15];
	return o;
}

static void put_hex(struct strbuf *sb, unsigned char c)
{
	char tmp[4];

	hex_to(tmp, c);
	sb_write(sb, tmp, 4);
}

/* Prints n bytes as a C string literal (without the dots of a cut
 * string: callers add those). With stop_at_nul, a NUL ends the string. */
void print_quoted(struct strbuf *sb, const unsigned char *s, size_t n,
		  bool stop_at_nul)
{
	bool hex = cfg->xflag > 1;
	size_t i;
	char *o;

	if (stop_at_nul) {
		for (i = 0; i < n && s[i]; i++)
			;
		n = i;
	}
	/* -x: hex when a byte is neither printable nor one of the
	 * blanks \t \n \v \f \r. */
	if (cfg->xflag == 1) {
		for (i = 0; i < n && !hex; i++)
			hex = !is_plain(s[i]) && (s[i] < '\t' || s[i] > '\r');
	}
	/* The worst case, 4 bytes per byte and the quotes, is reserved
	 * once: the bytes are then stored without a capacity check each
	 * (every string argument of every call comes through here). */
	if (sb->len + 4 * n + 3 > sb->cap)
		sb_grow(sb, 4 * n + 3);
	o = sb->s + sb->len;
	*o++ = '"';
	for (i = 0; i < n; i++) {
		unsigned char c = s[i];

		if (!hex && !needs_escape(c)) {
			*o++ = (char)c;
			continue;
		}
		/* --strings-in-hex=non-ascii-chars: \xNN, not octal (the
		 * named escapes stay). */
		if (hex || (cfg->hex_escapes && c != '"' && c != '\\' &&
			    (c < '\t' || c > '\r'))) {
			o = hex_to(o, c);
			continue;
		}
		o += escape_byte(c, i + 1 < n && is_odigit(s[i + 1]), o);
	}
	*o++ = '"';
	sb->len = (size_t)(o - sb->s);
	*o = '\0';
}

/* Bytes every one of which is shown as \xNN, whatever -x says: binary
 * payloads (netlink) where a readable character would be a coincidence. */
void print_quoted_hex(struct strbuf *sb, const unsigned char *s, size_t n)
{
	if (sb->len + 4 * n + 3 > sb->cap)
		sb_grow(sb, 4 * n + 3);
	sb_putc(sb, '"');
	for (size_t i = 0; i < n; i++)
		put_hex(sb, s[i]);
	sb_putc(sb, '"');
}

/* Names that come from the tracee without being a string argument: the
 * symbols, module paths and source file names of its ELF and DWARF (-k,
 * note call sites). Escaped as in a string, without the quotes and
 * whatever -x says: a stack trace in hex would be unreadable, and one in
 * raw bytes could retitle or clear the reader's terminal. */
void sb_put_escaped(struct strbuf *sb, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;

	for (; *p; p++) {
		char esc[4];

		if (!needs_escape(*p))
			sb_putc(sb, (char)*p);
		else
			sb_write(sb, esc, (size_t)escape_byte(*p, is_odigit(p[1]),
							      esc));
	}
}

/* The same into a fixed buffer, NUL-terminated: an escape that does not
 * fit is left out whole, never cut (a cut one would read as another
 * byte). Returns the length written. */
size_t escape_to(char *dst, size_t size, const char *src)
{
	const unsigned char *p = (const unsigned char *)src;
	size_t len = 0;

	if (!size)
		return 0;
	for (; *p; p++) {
		char esc[4];
		int n = 1;

		esc[0] = (char)*p;
		if (needs_escape(*p))
			n = escape_byte(*p, is_odigit(p[1]), esc);
		if (len + (size_t)n >= size)
			break;
		memcpy(dst + len, esc, (size_t)n);
		len += (size_t)n;
	}
	dst[len] = '\0';
	return len;
}
