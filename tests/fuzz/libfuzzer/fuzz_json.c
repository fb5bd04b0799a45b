/* JSON escaping (json_string, src/output/json.c): a string literal of
 * printable ASCII that a JSON reader turns back into the input bytes,
 * each as one code point below 0x100. */
#include "harness.h"
#include "output/output.h"

static int hexval(int c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ?
	       c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct strbuf sb;
	size_t o = 0;

	if (size > 8192)
		return 0;
	sb.len = 0;
	json_string(&sb, (const char *)data, size);
	MUST(sb.len >= 2 && sb.s[0] == '"' && sb.s[sb.len - 1] == '"');
	MUST(all_printable(sb.s, sb.len));
	/* Read it back as RFC 8259 says. */
	for (size_t i = 1; i + 1 < sb.len; i++, o++) {
		unsigned v;

		MUST(sb.s[i] != '"');
		if (sb.s[i] != '\\') {
			MUST(o < size && (unsigned char)sb.s[i] == data[o]);
			continue;
		}
		i++;
		switch (sb.s[i]) {
		case '"': v = '"'; break;
		case '\\': v = '\\'; break;
		case '/': v = '/'; break;
		case 'b': v = '\b'; break;
		case 'f': v = '\f'; break;
		case 'n': v = '\n'; break;
		case 'r': v = '\r'; break;
		case 't': v = '\t'; break;
		case 'u':
			MUST(i + 4 < sb.len - 1);
			v = 0;
			for (int k = 1; k <= 4; k++) {
				MUST(hexval(sb.s[i + k]) >= 0);
				v = v * 16 + (unsigned)hexval(sb.s[i + k]);
			}
			i += 4;
			break;
		default:
			MUST(!"a JSON escape");
			return 0;
		}
		MUST(v < 0x100 && o < size && v == data[o]);
	}
	MUST(o == size);
	return 0;
}
