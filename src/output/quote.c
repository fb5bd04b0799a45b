/* Quoting of tracee bytes, the way strace users expect to read them.
 *
 * Every byte that reaches the terminal from the tracee goes through here,
 * so nothing the tracee wrote can move the cursor or change colours. */
#include "abitrace.h"

static bool is_plain(unsigned char c)
{
	return c >= 0x20 && c < 0x7f;
}

static void put_octal(struct strbuf *sb, unsigned char c, bool digit_follows)
{
	char tmp[5];
	int n = 0;

	tmp[n++] = '\\';
	if (digit_follows || c >> 6)
		tmp[n++] = '0' + (c >> 6);
	if (digit_follows || c >> 3)
		tmp[n++] = '0' + ((c >> 3) & 7);
	tmp[n++] = '0' + (c & 7);
	sb_write(sb, tmp, n);
}

static void put_hex(struct strbuf *sb, unsigned char c)
{
	static const char hx[] = "0123456789abcdef";
	char tmp[4] = { '\\', 'x', hx[c >> 4], hx[c & 15] };

	sb_write(sb, tmp, 4);
}

/* Prints n bytes as a C string literal (without the dots of a cut
 * string: callers add those). With stop_at_nul, a NUL ends the string. */
void print_quoted(struct strbuf *sb, const unsigned char *s, size_t n,
		  bool stop_at_nul)
{
	bool hex = opt.xflag > 1;
	size_t i;

	if (stop_at_nul) {
		for (i = 0; i < n && s[i]; i++)
			;
		n = i;
	}
	if (opt.xflag == 1) {
		for (i = 0; i < n && !hex; i++)
			hex = !is_plain(s[i]);
	}
	if (sb->len + 4 * n + 3 > sb->cap)
		sb_grow(sb, 4 * n + 3);
	sb_putc(sb, '"');
	for (i = 0; i < n; i++) {
		unsigned char c = s[i];

		if (hex) {
			put_hex(sb, c);
			continue;
		}
		switch (c) {
		case '"': sb_write(sb, "\\\"", 2); continue;
		case '\\': sb_write(sb, "\\\\", 2); continue;
		case '\t': sb_write(sb, "\\t", 2); continue;
		case '\n': sb_write(sb, "\\n", 2); continue;
		case '\v': sb_write(sb, "\\v", 2); continue;
		case '\f': sb_write(sb, "\\f", 2); continue;
		case '\r': sb_write(sb, "\\r", 2); continue;
		}
		if (is_plain(c))
			sb_putc(sb, (char)c);
		else
			put_octal(sb, c, i + 1 < n && s[i + 1] >= '0' &&
				  s[i + 1] <= '9');
	}
	sb_putc(sb, '"');
}
