/* The JSON backend's inline quoting of short strings, over
 * jsonstr.c's table (json_string is declared in output.h). */
#ifndef ABT_OUTPUT_JSONSTR_H
#define ABT_OUTPUT_JSONSTR_H

#include "output/output.h"

/* 1 for a byte a JSON string holds as it is (jsonstr.c). */
extern const unsigned char json_plain[256];

/* json_string for the short strings most of a record is (a number's
 * text, a flag's name, a small path): inline, a byte at a time, and
 * json_string's whole way for a long one or one with an escape. */
static inline void jstr(struct strbuf *sb, const char *s, size_t n)
{
	char *o;

	if (n >= 8 || sb->len + n + 3 > sb->cap) {
		json_string(sb, s, n);
		return;
	}
	o = sb->s + sb->len;
	*o++ = '"';
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (!json_plain[c]) {
			json_string(sb, s, n);	/* from sb->len again */
			return;
		}
		*o++ = (char)c;
	}
	*o++ = '"';
	*o = '\0';
	sb->len = (size_t)(o - sb->s);
}

#endif
