/* --pictures: small ASCII diagrams under a note, for teaching.
 *
 * A range note gets the pages it touches on a ruler, what the call asked
 * for above them and what the kernel acted on below:
 *
 *   |  asked   :          [=================)      :
 *   |  pages   |-----------|-----------|-----------|
 *   |          0         4096        8192        12288  from 0x7f..000
 *   |  acted   [===================================)
 *
 * A flag note gets the operand's bits, grouped by hex digit, with the
 * bits the kernel knows and the ones the note is about:
 *
 *   |  bit      31   27   23   19   15   11   7    3
 *   |  known    1101 1100 0000 0000 0000 1000 0000 0111  0xdc000807
 *   |  ignored  .... .... ...^ .... .... .... .... ....  0x100000
 *
 * Every line fits in 80 columns; only ASCII. */
#include "output/picture.h"

#include <stdio.h>
#include <string.h>

#define PAD "  |  "		/* every picture line starts so */
#define PAD_W 5
#define LABEL 9		/* label column width */
#define PAGE_W 12		/* columns per page on the ruler */
#define MAX_FULL 5		/* more pages than this: show both ends */
#define GAP 5			/* columns for the elided middle, " ~~~ " */

struct ruler {
	uint64_t base, p;	/* first page, page size */
	uint64_t n;		/* pages on the ruler */
	bool cut;		/* pages 2 .. n-3 elided */
};

/* Column of an address on the ruler (addresses inside an elided page
 * go to the gap). */
static unsigned col(const struct ruler *r, uint64_t a, bool up)
{
	uint64_t off = a - r->base, pg = off / r->p, in = off % r->p;
	uint64_t x = (in * PAGE_W + (up ? r->p - 1 : 0)) / r->p;

	if (!r->cut)
		return (unsigned)(pg * PAGE_W + x);
	if (pg < 2)
		return (unsigned)(pg * PAGE_W + x);
	if (pg >= r->n - 2)
		return (unsigned)(2 * PAGE_W + GAP + (pg - (r->n - 2)) * PAGE_W + x);
	return 2 * PAGE_W + GAP / 2;
}

static unsigned ruler_width(const struct ruler *r)
{
	return r->cut ? 4 * PAGE_W + GAP : (unsigned)r->n * PAGE_W;
}

static void line_start(struct strbuf *sb, const char *label)
{
	sb_printf(sb, PAD "%-*s", LABEL, label);
}

/* "[=====)" from column a to b on an otherwise blank line, then the
 * offsets from the first page when they fit in 80 columns. */
static void draw_span(struct strbuf *sb, const struct ruler *r,
		      const char *label, uint64_t s, uint64_t e, char fill)
{
	unsigned a = col(r, s, false), b = col(r, e, true);
	size_t start = sb->len;
	char num[48];

	if (b <= a)
		b = a + 1;
	line_start(sb, label);
	for (unsigned i = 0; i < a; i++)
		sb_putc(sb, ' ');
	sb_putc(sb, '[');
	for (unsigned i = a + 1; i < b; i++)
		sb_putc(sb, fill);
	sb_putc(sb, ')');
	snprintf(num, sizeof(num), "%llu .. %llu",
		 (unsigned long long)(s - r->base),
		 (unsigned long long)(e - r->base));
	if (sb->len - start + 2 + strlen(num) <= 80)
		sb_printf(sb, "%*s%s", (int)(PAD_W + LABEL + ruler_width(r) -
			  (sb->len - start)) + 2, "", num);
	sb_putc(sb, '\n');
}

static void draw_pages(struct strbuf *sb, const struct ruler *r)
{
	line_start(sb, "pages");
	for (uint64_t pg = 0; pg < r->n; pg++) {
		/* Skip the elided pages at once: a tracee's range can
		 * hold 2^52 of them. */
		if (r->cut && pg == 2) {
			sb_puts(sb, "| ~~~");
			pg = r->n - 3;
			continue;
		}
		sb_putc(sb, '|');
		for (unsigned i = 1; i < PAGE_W; i++)
			sb_putc(sb, '-');
	}
	sb_puts(sb, "|\n");
}

/* Column of page boundary pg, or -1 when it is elided (the boundary
 * before the gap has no number: the one after it follows closely). */
static int boundary(const struct ruler *r, uint64_t pg)
{
	if (!r->cut || pg < 2)
		return (int)(pg * PAGE_W);
	if (pg >= r->n - 2)
		return (int)(2 * PAGE_W + GAP + (pg - (r->n - 2)) * PAGE_W);
	return -1;
}

/* Offsets from the first page under the boundaries that have room,
 * then the first page's address (on its own line when it does not
 * fit in 80 columns). */
static void draw_ticks(struct strbuf *sb, const struct ruler *r)
{
	size_t start = sb->len;
	char base[40];
	int at = 0;

	line_start(sb, "");
	for (uint64_t pg = 0; pg <= r->n; pg++) {
		int c = boundary(r, pg);
		char num[24];

		if (r->cut && pg == 2)
			pg = r->n - 3;	/* elided, as in draw_pages */
		if (c < at)
			continue;
		for (; at < c; at++)
			sb_putc(sb, ' ');
		at += snprintf(num, sizeof(num), "%llu",
			       (unsigned long long)(pg * r->p)) + 1;
		sb_puts(sb, num);
		sb_putc(sb, ' ');
	}
	while (sb->s[sb->len - 1] == ' ')
		sb->len--;
	snprintf(base, sizeof(base), "from %#llx", (unsigned long long)r->base);
	if (sb->len - start + 2 + strlen(base) <= 80)
		sb_printf(sb, "  %s\n", base);
	else
		sb_printf(sb, "\n" PAD "%-*s%s\n", LABEL, "", base);
}

void picture_range(struct strbuf *sb, const struct note *n, uint64_t psize)
{
	struct ruler r = { .p = psize };
	uint64_t lo, hi, ask_e = n->req_start + n->req_len;
	bool shrunk = n->end < ask_e;

	if (!n->has_range || !psize || n->req_len == 0 ||
	    n->req_start + n->req_len < n->req_start)
		return;
	lo = n->start < n->req_start ? n->start : n->req_start;
	hi = n->end > ask_e ? n->end : ask_e;
	r.base = lo & ~(psize - 1);
	/* Rounded up without adding psize - 1, which wraps for a range
	 * that ends in the last page of the address space: n became 0,
	 * the ruler uncut, and one span line 2^60 columns long. */
	r.n = (hi - r.base) / psize + ((hi - r.base) % psize != 0);
	r.cut = r.n > MAX_FULL;
	draw_span(sb, &r, "asked", n->req_start, ask_e, '=');
	draw_pages(sb, &r);
	draw_ticks(sb, &r);
	draw_span(sb, &r, "acted on", n->start, n->end, '=');
	if (shrunk)
		draw_span(sb, &r, "left out", n->end > n->req_start ?
			  n->end : n->req_start, ask_e, '~');
}

/* One block of 32 bits, hi down to hi-31. */
static void bit_block(struct strbuf *sb, const struct note *n,
		      const char *what, unsigned hi)
{
	uint64_t half = 0xffffffffull << (hi - 31);
	line_start(sb, "bit");
	for (int b = (int)hi; b > (int)hi - 32; b -= 4)
		sb_printf(sb, "%-5d", b);
	while (sb->len && sb->s[sb->len - 1] == ' ')
		sb->len--;
	sb_putc(sb, '\n');
	line_start(sb, n->mask_label);
	for (int b = (int)hi; b > (int)hi - 32; b--) {
		sb_putc(sb, (n->mask >> b & 1) ? '1' : '0');
		if (b % 4 == 0 && b > (int)hi - 31)
			sb_putc(sb, ' ');
	}
	sb_printf(sb, " %#llx\n", (unsigned long long)(n->mask & half));
	line_start(sb, what);
	for (int b = (int)hi; b > (int)hi - 32; b--) {
		sb_putc(sb, (n->bits >> b & 1) ? '^' : '.');
		if (b % 4 == 0 && b > (int)hi - 31)
			sb_putc(sb, ' ');
	}
	sb_printf(sb, " %#llx\n", (unsigned long long)(n->bits & half));
}

void picture_bits(struct strbuf *sb, const struct note *n)
{
	const char *what = n->bits_label ? n->bits_label : "ignored";

	if (!n->has_bits || !n->mask_label)
		return;
	if ((n->mask | n->bits) >> 32)
		bit_block(sb, n, what, 63);
	bit_block(sb, n, what, 31);
}

void picture_note(struct strbuf *sb, const struct note *n, uint64_t psize)
{
	if (n->has_range)
		picture_range(sb, n, psize);
	else if (n->has_bits)
		picture_bits(sb, n);
}

/* --explain's pictures: the talk's example, mlock(4000, 6000) and
 * remap_file_pages(4000, 6000), on pages starting at address 0. */
static const struct {
	const char *id;
	uint64_t start, end;
} examples[] = {
	{ "range-expanded", 0, 12288 },
	{ "range-shrunk", 0, 4096 },
};

void picture_example(struct strbuf *sb, const char *id)
{
	for (size_t i = 0; i < ARRAY_SIZE(examples); i++) {
		struct note n = {
			.id = id, .has_range = true,
			.start = examples[i].start, .end = examples[i].end,
			.req_start = 4000, .req_len = 6000,
		};

		if (!strcmp(examples[i].id, id))
			picture_range(sb, &n, 4096);
	}
}
