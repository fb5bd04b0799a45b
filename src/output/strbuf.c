/* The growable buffer every printer writes into. */
#include "abitrace.h"

#include <stdarg.h>
#include <string.h>

struct strbuf *cur;

void sb_grow(struct strbuf *sb, size_t need)
{
	size_t cap = sb->cap ? sb->cap : 256;

	while (cap < sb->len + need + 1)
		cap *= 2;
	if (cap == sb->cap)
		return;
	sb->s = xrealloc(sb->s, cap);
	sb->cap = cap;
}

void sb_write(struct strbuf *sb, const char *s, size_t n)
{
	if (sb->len + n + 1 > sb->cap)
		sb_grow(sb, n);
	memcpy(sb->s + sb->len, s, n);
	sb->len += n;
	sb->s[sb->len] = '\0';
}

void sb_puts(struct strbuf *sb, const char *s)
{
	sb_write(sb, s, strlen(s));
}

void sb_printf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (sb->cap - sb->len < 64)
		sb_grow(sb, 64);
	va_start(ap, fmt);
	n = vsnprintf(sb->s + sb->len, sb->cap - sb->len, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n >= sb->cap - sb->len) {
		sb_grow(sb, (size_t)n);
		va_start(ap, fmt);
		vsnprintf(sb->s + sb->len, sb->cap - sb->len, fmt, ap);
		va_end(ap);
	}
	sb->len += (size_t)n;
}
