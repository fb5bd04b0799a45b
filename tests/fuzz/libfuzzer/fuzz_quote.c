/* String quoting (src/core/quote.c): print_quoted with every -x mode,
 * sb_put_escaped and escape_to. The output must be printable ASCII and
 * read back (as a C string) to exactly the bytes that went in. */
#include "harness.h"

static int hexval(int c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ?
	       c - 'a' + 10 : -1;
}

/* Decodes the C escapes of q[0..n) into out; returns its length. */
static size_t unescape(const char *q, size_t n, unsigned char *out)
{
	static const char names[] = "nrtvf\"\\", bytes[] = "\n\r\t\v\f\"\\";
	size_t o = 0;

	for (size_t i = 0; i < n; i++) {
		if (q[i] != '\\') {
			out[o++] = (unsigned char)q[i];
			continue;
		}
		MUST(++i < n);
		if (q[i] == 'x') {
			MUST(i + 2 < n && hexval(q[i + 1]) >= 0 &&
			     hexval(q[i + 2]) >= 0);
			out[o++] = (unsigned char)(hexval(q[i + 1]) * 16 +
						   hexval(q[i + 2]));
			i += 2;
		} else if (q[i] >= '0' && q[i] <= '7') {
			int v = 0, k = 0;

			for (; k < 3 && i < n && q[i] >= '0' && q[i] <= '7'; k++)
				v = v * 8 + (q[i++] - '0');
			i--;
			MUST(v < 256);
			out[o++] = (unsigned char)v;
		} else {
			const char *e = memchr(names, q[i], sizeof(names) - 1);

			MUST(e != NULL);
			out[o++] = (unsigned char)bytes[e - names];
		}
	}
	return o;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct strbuf sb;
	static unsigned char back[1 << 16];
	static struct options cfg;
	char small[64], *copy;
	bool stop;
	size_t n, lim;

	if (size < 2 || size > 8192)
		return 0;
	quote_init(&cfg);
	cfg.xflag = data[0] % 3;
	stop = data[0] & 4;
	data++;
	size--;
	sb.len = 0;
	print_quoted(&sb, data, size, stop);
	MUST(sb.len >= 2 && sb.s[0] == '"' && sb.s[sb.len - 1] == '"');
	MUST(all_printable(sb.s, sb.len));
	n = unescape(sb.s + 1, sb.len - 2, back);
	lim = stop ? strnlen((const char *)data, size) : size;
	MUST(n == lim && !memcmp(back, data, n));

	/* Names (-k frames, note sites): NUL-terminated, no quotes. */
	copy = malloc(size + 1);
	memcpy(copy, data, size);
	copy[size] = '\0';
	sb.len = 0;
	sb_put_escaped(&sb, copy);
	MUST(all_printable(sb.s, sb.len));
	n = unescape(sb.s, sb.len, back);
	MUST(n == strlen(copy) && !memcmp(back, copy, n));
	lim = 1 + data[0] % sizeof(small);
	n = escape_to(small, lim, copy);
	MUST(n < lim && small[n] == '\0' && strlen(small) == n);
	MUST(all_printable(small, n));
	/* A prefix, never a cut escape: it reads back to a prefix. */
	MUST(!strncmp(small, sb.s, n));
	lim = unescape(small, n, back);
	MUST(!memcmp(back, copy, lim));
	free(copy);
	return 0;
}
