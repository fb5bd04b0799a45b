/* The growable buffer every printer writes into.
 *
 * Numbers are most of what printers print: sb_put_dec/sb_put_hex and
 * the fast path of sb_printf format them without vsnprintf, which costs
 * more than the rest of a typical line's decoding together. */
#include "abitrace.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void sb_grow(struct strbuf *sb, size_t need)
{
	/* Most lines are short; a thread that never prints a long one
	 * keeps a small buffer (matters with thousands of threads). */
	size_t cap = sb->cap ? sb->cap : SB_FIRST_CAP;

	while (cap < sb->len + need + 1)
		cap *= 2;
	if (cap == sb->cap)
		return;
	sb->s = xrealloc(sb->s, cap);
	sb->cap = cap;
}

/* sb_shrink's rare half, out of line: the check is inline, at every
 * call's entry. */
void sb_free_buf(struct strbuf *sb)
{
	free(sb->s);
	sb->s = NULL;
	sb->cap = 0;
}

/* "00" to "99": two digits per division, the numbers of a JSON record
 * (pid, tid, nr, every value) being most of its formatting. */
static const char digit_pairs[201] =
	"0001020304050607080910111213141516171819"
	"2021222324252627282930313233343536373839"
	"4041424344454647484950515253545556575859"
	"6061626364656667686970717273747576777879"
	"8081828384858687888990919293949596979899";

/* The digits are written in place, last first, once their count is
 * known: no copy through a temporary (a memcpy call of a variable
 * length), and a one-digit number, most descriptors and return values,
 * is one store. */
void sb_put_udec(struct strbuf *sb, uint64_t v)
{
	static const uint64_t pow10[] = {
		1ull, 10ull, 100ull, 1000ull, 10000ull, 100000ull,
		1000000ull, 10000000ull, 100000000ull, 1000000000ull,
		10000000000ull, 100000000000ull, 1000000000000ull,
		10000000000000ull, 100000000000000ull, 1000000000000000ull,
		10000000000000000ull, 100000000000000000ull,
		1000000000000000000ull, 10000000000000000000ull,
	};
	unsigned n, t;
	uint32_t u;
	char *p;

	if (v < 10) {
		sb_putc(sb, (char)('0' + v));
		return;
	}
	/* The digit count from the bit length (log10(2) ~ 1233/4096),
	 * one comparison to settle it, rather than one per digit. */
	t = ((64 - (unsigned)__builtin_clzll(v)) * 1233) >> 12;
	n = t + (v >= pow10[t]);
	if (sb->len + n >= sb->cap)
		sb_grow(sb, n);
	p = sb->s + sb->len + n;
	*p = '\0';
	sb->len += n;
	/* Down to 32 bits in 64-bit steps, then the cheaper 32-bit ones
	 * (descriptors, pids, sizes: most numbers start there). */
	while (v >> 32) {
		unsigned d = (unsigned)(v % 100) * 2;

		v /= 100;
		*--p = digit_pairs[d + 1];
		*--p = digit_pairs[d];
	}
	u = (uint32_t)v;
	while (u >= 100) {
		unsigned d = (u % 100) * 2;

		u /= 100;
		*--p = digit_pairs[d + 1];
		*--p = digit_pairs[d];
	}
	if (u >= 10) {
		*--p = digit_pairs[u * 2 + 1];
		*--p = digit_pairs[u * 2];
	} else {
		*--p = (char)('0' + u);
	}
}

void sb_put_dec(struct strbuf *sb, int64_t v)
{
	if (v < 0) {
		sb_putc(sb, '-');
		sb_put_udec(sb, -(uint64_t)v);
		return;
	}
	sb_put_udec(sb, (uint64_t)v);
}

/* "%#llx": 0 stays "0", as printf does. */
void sb_put_hex(struct strbuf *sb, uint64_t v)
{
	static const char hx[] = "0123456789abcdef";
	char tmp[20], *p = tmp + sizeof(tmp);

	if (!v) {
		sb_putc(sb, '0');
		return;
	}
	while (v) {
		*--p = hx[v & 15];
		v >>= 4;
	}
	*--p = 'x';
	*--p = '0';
	sb_write(sb, p, (size_t)(tmp + sizeof(tmp) - p));
}

void sb_put_udec0(struct strbuf *sb, uint64_t v, unsigned width)
{
	unsigned n = 1;

	for (uint64_t t = v; t >= 10; t /= 10)
		n++;
	for (; n < width; n++)
		sb_putc(sb, '0');
	sb_put_udec(sb, v);
}

static size_t copy_cut(char *dst, size_t size, const char *src, size_t n)
{
	if (!size)
		return 0;
	if (n >= size)
		n = size - 1;
	memcpy(dst, src, n);
	dst[n] = '\0';
	return n;
}

size_t str_copy(char *dst, size_t size, const char *src)
{
	return copy_cut(dst, size, src, strlen(src));
}

size_t sb_copy_out(const struct strbuf *sb, char *dst, size_t size)
{
	return copy_cut(dst, size, sb->len ? sb->s : "", sb->len);
}

/* The printers' one-number formats; false for anything else. Told
 * apart by their characters, not a chain of strcmp: this runs for every
 * number a printer formats with tprintf. */
static bool fast_printf(struct strbuf *sb, const char *fmt, va_list ap)
{
	if (fmt[0] != '%')
		return false;
	if (fmt[1] == 'd' && !fmt[2])
		sb_put_dec(sb, va_arg(ap, int));
	else if (fmt[1] == 'u' && !fmt[2])
		sb_put_udec(sb, va_arg(ap, unsigned));
	else if (fmt[1] == 'l' && fmt[2] == 'l' && fmt[3] == 'd' && !fmt[4])
		sb_put_dec(sb, va_arg(ap, long long));
	else if (fmt[1] == 'l' && fmt[2] == 'l' && fmt[3] == 'u' && !fmt[4])
		sb_put_udec(sb, va_arg(ap, unsigned long long));
	else if (fmt[1] == '#' && !strcmp(fmt + 2, "llx"))
		sb_put_hex(sb, va_arg(ap, unsigned long long));
	else if (fmt[1] == '#' && fmt[2] == 'x' && !fmt[3])
		sb_put_hex(sb, va_arg(ap, unsigned));
	else
		return false;
	return true;
}

int sb_vprintf(struct strbuf *sb, const char *fmt, va_list ap)
{
	va_list again;
	int n;

	if (sb->cap - sb->len < 64)
		sb_grow(sb, 64);
	va_copy(again, ap);
	n = vsnprintf(sb->s + sb->len, sb->cap - sb->len, fmt, ap);
	if (n >= 0 && (size_t)n >= sb->cap - sb->len) {
		sb_grow(sb, (size_t)n);
		vsnprintf(sb->s + sb->len, sb->cap - sb->len, fmt, again);
	}
	va_end(again);
	if (n < 0)
		return 0;
	sb->len += (size_t)n;
	return n;
}

int sb_printf(struct strbuf *sb, const char *fmt, ...)
{
	size_t start = sb->len;
	va_list ap;
	int n;

	va_start(ap, fmt);
	if (fast_printf(sb, fmt, ap)) {
		va_end(ap);
		return (int)(sb->len - start);
	}
	va_end(ap);

	va_start(ap, fmt);
	n = sb_vprintf(sb, fmt, ap);
	va_end(ap);
	return n;
}
