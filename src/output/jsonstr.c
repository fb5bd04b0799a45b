/* JSON string literals: json_string, for the JSON backend and every
 * other writer of JSON (the timeline, the diff's output). Output is
 * pure ASCII: control bytes, '"' and '\\' are escaped, and every byte
 * >= 0x7f is written as \u00XX. Reading a string back and taking each
 * code point (all below 0x100) as one byte gives the original bytes
 * exactly (tests/output/json-hostile.test, json-escape.test). */
#include "output/output.h"
#include "output/jsonstr.h"

#include <string.h>

/* The bytes a JSON string holds as they are, printable ASCII but the
 * quote and the backslash: one load per byte instead of four compares,
 * in the loop every string and name of --json goes through. */
const unsigned char json_plain[256] = {
	/* 0x00 to 0x1f: control bytes, escaped */
	[0x20] =
	1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0,
};

/* Whether none of the eight bytes of w needs an escape (json_plain):
 * none below 0x20, none above 0x7e, no '"' and no '\\'. Each test
 * flags some byte exactly when one matches (the borrows and carries it
 * spreads reach only bytes after a match), so the word is plain
 * exactly when no flag is up, whatever the byte order. */
static inline bool word_plain(uint64_t w)
{
	const uint64_t ones = 0x0101010101010101ull;
	const uint64_t highs = 0x8080808080808080ull;
	uint64_t q = w ^ (ones * '"'), b = w ^ (ones * '\\');
	uint64_t bad = ((w - ones * 0x20) & ~w) |	/* < 0x20 */
		       ((w + ones * (127 - 0x7e)) | w) |	/* > 0x7e */
		       ((q - ones) & ~q) | ((b - ones) & ~b);

	return !(bad & highs);
}

/* A byte json_plain does not pass, escaped; returns the end. Out of
 * line: it is rare, and json_string's loops keep their registers. */
static __attribute__((noinline)) char *put_escaped(char *o, unsigned char c)
{
	static const char hx[] = "0123456789abcdef";

	*o++ = '\\';
	switch (c) {
	case '"': *o++ = '"'; return o;
	case '\\': *o++ = '\\'; return o;
	case '\n': *o++ = 'n'; return o;
	case '\t': *o++ = 't'; return o;
	case '\r': *o++ = 'r'; return o;
	}
	*o++ = 'u';
	*o++ = '0';
	*o++ = '0';
	*o++ = hx[c >> 4];
	*o++ = hx[c & 15];
	return o;
}

static inline char *put_bytes(char *o, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (json_plain[c])
			*o++ = (char)c;
		else
			o = put_escaped(o, c);
	}
	return o;
}

void json_string(struct strbuf *sb, const char *s, size_t n)
{
	size_t i = 0;
	uint64_t w;
	char *o;

	/* The worst case, \u00XX per byte, is reserved once: the bytes
	 * are then stored without a capacity check each. */
	if (sb->len + 6 * n + 3 > sb->cap)
		sb_grow(sb, 6 * n + 2);
	o = sb->s + sb->len;
	*o++ = '"';
	if (n < 8) {
		o = put_bytes(o, s, n);
		goto done;
	}
	/* Eight bytes at a time, copied whole when none needs an escape
	 * (most of what is quoted: names, paths, a write's text). */
	for (; n - i >= 8; i += 8) {
		memcpy(&w, s + i, 8);
		if (word_plain(w)) {
			memcpy(o, &w, 8);
			o += 8;
		} else {
			o = put_bytes(o, s + i, 8);
		}
	}
	if (i == n)
		goto done;
	/* The last eight bytes, overlapping the ones written: when they
	 * are all plain, those written are themselves, just before o. */
	memcpy(&w, s + n - 8, 8);
	if (word_plain(w)) {
		memcpy(o - (8 - (n - i)), &w, 8);
		o += n - i;
	} else {
		o = put_bytes(o, s + i, n - i);
	}
done:
	*o++ = '"';
	sb->len = (size_t)(o - sb->s);
	*o = '\0';
}
