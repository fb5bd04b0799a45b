/* The virtual console's keyboard, sound and fonts, <linux/kd.h> and
 * <linux/keyboard.h> (type 'K'). The arguments are unsigned ints or
 * pointers to structs of one layout on every ABI but for their
 * pointers (consolefontdesc, unimapdesc, console_font_op). */
#include "decode/ioctl.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PIT_HZ		1193182	/* the PC speaker's timer */
#define GPFIRST		0x3b4	/* the ports KDADDIO accepts */
#define GPLAST		0x3df
#define E_TABSZ		256
#define DIACRS		256		/* the entries of kbdiacrs */

static uint64_t addr_of(const struct pctx *c, uint64_t addr)
{
	return c->compat ? (uint32_t)addr : addr;
}

static bool is_raw(const struct pctx *c)
{
	return c->opt->xlat_style == XLAT_RAW;
}

/* A number, and what it means in a comment (not with -X raw): strace
 * shows these so even without -X verbose. */
static void num_comment(const struct pctx *c, uint64_t v, bool hex,
			const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static void num_comment(const struct pctx *c, uint64_t v, bool hex,
			const char *fmt, ...)
{
	char text[128];
	va_list ap;

	if (hex)
		v_hex(c, v);
	else
		v_uint(c, v);
	if (is_raw(c))
		return;
	va_start(ap, fmt);
	vsnprintf(text, sizeof(text), fmt, ap);
	va_end(ap);
	v_textf(c, " /* %s */", text);
}

/* 'a', '\n', '\x7f': a character as C writes it. */
static void char_lit(char *buf, size_t size, unsigned char ch)
{
	static const char named[] = "\a\b\t\n\v\f\r";
	static const char names[] = "abtnvfr";
	const char *p = ch ? strchr(named, ch) : NULL;

	if (ch == '\'' || ch == '\\')
		snprintf(buf, size, "'\\%c'", ch);
	else if (p)
		snprintf(buf, size, "'\\%c'", names[p - named]);
	else if (ch >= 0x20 && ch < 0x7f)
		snprintf(buf, size, "'%c'", ch);
	else
		snprintf(buf, size, "'\\x%02x'", ch);
}

/* KIOCSOUND: the timer's divisor; KDMKTONE: the divisor in the low
 * half, the length in ms in the high one. */
int ioctl_kd_sound(const struct pctx *c, unsigned cmd, uint64_t arg)
{
	uint64_t v = addr_of(c, arg);
	uint32_t div = (uint32_t)v, ms = 0;

	if (_IOC_NR(cmd) == 0x30) {	/* KDMKTONE */
		div = v & 0xffff;
		ms = (uint32_t)v >> 16;
		if (ms) {
			v_textf(c, "%u<<16|%u", ms, div);
			if (is_raw(c))
				return IOCTL_DONE;
		} else {
			v_uint(c, div);
		}
		if (div && ms)
			v_textf(c, " /* %u Hz, %u ms */", PIT_HZ / div, ms);
		else if (!is_raw(c))
			v_text(c, " /* off */");
		return IOCTL_DONE;
	}
	if (v && PIT_HZ / v)
		num_comment(c, v, false, "%u Hz", (unsigned)(PIT_HZ / v));
	else
		num_comment(c, v, false, "off");
	return IOCTL_DONE;
}

/* KDGKBTYPE: the keyboard type, a byte the kernel writes. */
int ioctl_kd_kbtype(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t v;

	(void)cmd;
	if (!c->exiting)
		return IOCTL_LATER;
	addr = addr_of(c, addr);
	if (!out_or_addr(c, addr, 1, &v))
		return IOCTL_DONE;
	v_array_begin(c);
	v_elem(c);
	v_enum(c, &xlat_kd_kbd_types, v, "KB_???");
	v_array_end(c);
	return IOCTL_DONE;
}

/* KDADDIO, KDDELIO: an I/O port, counted from the first one allowed. */
int ioctl_kd_io(const struct pctx *c, unsigned cmd, uint64_t arg)
{
	(void)cmd;
	arg = addr_of(c, arg);
	if (arg >= GPFIRST && arg <= GPLAST)
		num_comment(c, arg, true, "GPFIRST + %u",
			    (unsigned)(arg - GPFIRST));
	else
		v_hex(c, arg);
	return IOCTL_DONE;
}

/* KDGETLED, KDSETLED (the LEDs), KDGKBLED, KDSKBLED (the lock states,
 * and the default ones above them): one byte, the value or out. */
int ioctl_kd_leds(const struct pctx *c, unsigned cmd, uint64_t arg)
{
	const struct xlat *set = _IOC_NR(cmd) >= 0x64 ? &xlat_kd_kbled
						       : &xlat_kd_leds;
	uint8_t v;

	/* KDSETLED, KDSKBLED: the value */
	if (_IOC_NR(cmd) == 0x32 || _IOC_NR(cmd) == 0x65) {
		v_flags(c, set, (uint8_t)arg, "LED_???");
		return IOCTL_DONE;
	}
	if (!c->exiting)
		return IOCTL_LATER;
	arg = addr_of(c, arg);
	if (c->call->err || !arg || umove(c, arg, 1, &v) < 0) {
		v_addr(c, arg);
		return IOCTL_DONE;
	}
	v_array_begin(c);
	v_elem(c);
	v_flags(c, set, v, "LED_???");
	v_array_end(c);
	return IOCTL_DONE;
}

/* The keyboard modes, in decimal as the int they are. */
static void kbmode(const struct pctx *c, int32_t v)
{
	const char *n = xlat_name(&xlat_kd_kbd_modes, (uint32_t)v);
	struct vstyle st;

	if (n && !is_raw(c) && c->opt->xlat_style != XLAT_VERBOSE) {
		v_const(c, (uint32_t)v, n);
		return;
	}
	v_style_begin(c, &st);
	v_int(c, v);
	if (!is_raw(c))
		v_textf(c, " /* %s */", n ? n : "K_???");
	v_style_end(c, &st, (uint64_t)(int64_t)v, VS_DEC);
}

/* KDGKBMODE (an int the kernel writes), KDSKBMODE (the value). */
int ioctl_kd_kbmode(const struct pctx *c, unsigned cmd, uint64_t arg)
{
	int32_t v;

	if (_IOC_NR(cmd) == 0x45) {	/* KDSKBMODE */
		kbmode(c, (int32_t)arg);
		return IOCTL_DONE;
	}
	if (!c->exiting)
		return IOCTL_LATER;
	arg = addr_of(c, arg);
	if (c->call->err || !arg || umove(c, arg, sizeof(v), &v) < 0) {
		v_addr(c, arg);
		return IOCTL_DONE;
	}
	v_array_begin(c);
	v_elem(c);
	kbmode(c, v);
	v_array_end(c);
	return IOCTL_DONE;
}

/* A byte table (screen map, font, colour map): in hex, cut at -s. Read
 * as strace reads it, one byte past what is shown, so that a buffer
 * too short for that is an address. */
static void hexbuf(const struct pctx *c, uint64_t addr, uint64_t len)
{
	uint64_t limit = (uint64_t)c->opt->string_limit;
	uint64_t want = len <= limit ? len : limit + 1;
	size_t shown = (size_t)(len <= limit ? len : limit);
	unsigned char *buf;

	if (!addr || want > (1u << 20)) {
		v_addr(c, addr);
		return;
	}
	buf = xcalloc(1, want ? (size_t)want : 1);
	if (want && umove(c, addr, (size_t)want, buf) < 0)
		v_addr(c, addr);
	else
		v_hexstr(c, buf, shown, len > limit);
	free(buf);
}

/* GIO_/PIO_SCRNMAP (E_TABSZ bytes), _FONT (256 chars of 32 rows),
 * _CMAP (16 colours of 3 bytes): the kernel writes the GIO_ ones. */
int ioctl_kd_table(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	bool get;
	uint64_t len;

	switch (_IOC_NR(cmd)) {
	case 0x40: case 0x41:
		len = E_TABSZ;
		break;
	case 0x60: case 0x61:
		len = 32 * 256;
		break;
	default:
		len = 16 * 3;
	}
	get = !(_IOC_NR(cmd) & 1);
	addr = addr_of(c, addr);
	if (get && !c->exiting)
		return IOCTL_LATER;
	if (get && c->call->err)
		v_addr(c, addr);
	else
		hexbuf(c, addr, len);
	return IOCTL_DONE;
}

/* A keysym: K(type, value), in hex and, but with -X raw, its name or
 * its type and value in a comment. */
static void keysym(const struct pctx *c, uint16_t v)
{
	const char *n = xlat_name(&xlat_kd_keysyms, v);
	const char *t = xlat_name(&xlat_kd_key_types, v >> 8);
	unsigned val = v & 0xff;
	char ch[8];

	v_hex(c, v);
	if (is_raw(c))
		return;
	if (n) {
		v_textf(c, " /* %s */", n);
		return;
	}
	switch (v >> 8) {
	case 0: case 8: case 11: case 13: /* LATIN META LETTER DEAD2 */
		char_lit(ch, sizeof(ch), (unsigned char)val);
		v_textf(c, " /* K(%s, %s) */", t, ch);
		return;
	}
	if (t)
		v_textf(c, " /* K(%s, %s%x) */", t, val ? "0x" : "", val);
	else
		v_textf(c, " /* K(%#x, %s%x) */", v >> 8, val ? "0x" : "", val);
}

/* A keymap: K_NORMTAB and its three siblings by name, the others as the
 * modifier bits that select them. */
static void kb_table(const struct pctx *c, uint8_t t)
{
	const char *n = xlat_name(&xlat_kd_kbd_tables, t);
	struct vstyle st;
	bool first = true;

	v_style_begin(c, &st);
	if (n) {
		v_text(c, n);
	} else {
		for (unsigned bit = 0; bit < 8; bit++) {
			if (!(t & 1u << bit))
				continue;
			v_textf(c, "%s1<<%s", first ? "" : "|",
				xlat_name(&xlat_kd_kg_bits, bit));
			first = false;
		}
	}
	v_style_end(c, &st, t, VS_HEX);
}

/* KDGKBENT (the value out), KDSKBENT: struct kbentry, two bytes then a
 * u16, each read on its own (the value may be out of reach). */
int ioctl_kd_kbent(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t ti[2];
	uint16_t value;
	bool get = _IOC_NR(cmd) == 0x46;

	addr = addr_of(c, addr);
	if (get && !c->exiting)
		return IOCTL_LATER;
	if (!umove_or_addr(c, addr, sizeof(ti), ti))
		return IOCTL_DONE;
	v_struct_begin(c);
	v_field(c, "kb_table");
	kb_table(c, ti[0]);
	f_uint(c, "kb_index", ti[1]);
	if (!get || !c->call->err) {
		v_field(c, "kb_value");
		if (umove(c, addr + 2, sizeof(value), &value) < 0)
			v_text(c, "???");
		else
			keysym(c, value);
	}
	v_struct_end(c);
	return IOCTL_DONE;
}

/* A string of at most max bytes up to its NUL, cut ("...") when more
 * than -s shows; one more byte is read so that a string ending right
 * at the limit is whole, as strace 7.2 shows it. When it cannot be
 * read: its address. */
static void cstr_at(const struct pctx *c, uint64_t addr, size_t max)
{
	size_t limit = (size_t)c->opt->string_limit;
	size_t show = limit < max ? limit : max;
	size_t want = show < max ? show + 1 : max;
	char *buf = xcalloc(1, want + 1);
	ssize_t n = want ? umovestr(c->tcp, addr, want, buf) : 0;

	if (n < 0)
		v_addr(c, addr);
	else if ((size_t)n > show || (size_t)n == max)
		v_str(c, buf, show, true);
	else
		v_str(c, buf, (size_t)n, false);
	free(buf);
}

/* KVAL(K_F1): a function key's number. */
static void kb_func(const struct pctx *c, uint8_t f)
{
	const char *n = xlat_name(&xlat_kd_keysyms, 0x100 | f);
	struct vstyle st;

	if (!n) {
		v_hex(c, f);
		return;
	}
	v_style_begin(c, &st);
	v_textf(c, "KVAL(%s)", n);
	v_style_end(c, &st, f, VS_HEX);
}

/* KDGKBSENT (the string out), KDSKBSENT: struct kbsentry, the key's
 * number then its string, up to a NUL in 512 bytes. */
int ioctl_kd_kbsent(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t func;
	bool get = _IOC_NR(cmd) == 0x48;

	addr = addr_of(c, addr);
	if (get && !c->exiting)
		return IOCTL_LATER;
	if (!umove_or_addr(c, addr, 1, &func))
		return IOCTL_DONE;
	v_struct_begin(c);
	v_field(c, "kb_func");
	kb_func(c, func);
	if (!get || !c->call->err) {
		v_field(c, "kb_string");
		cstr_at(c, addr + 1, 512);
	}
	v_struct_end(c);
	return IOCTL_DONE;
}

/* Element i of an array at addr: false, and "... / * address * /" (or
 * the array's address for the first), when it cannot be read. */
static bool elem_at(const struct pctx *c, uint64_t addr, unsigned i,
		    size_t size, void *buf)
{
	uint64_t at = addr + (uint64_t)i * size;

	if (umove(c, at, size, buf) == 0)
		return true;
	if (i) {
		v_more(c);
		v_textf(c, " /* %#llx */", (unsigned long long)at);
	}
	return false;
}

/* An array of n elements of size bytes at addr, each shown by show();
 * the array's address when its first element cannot be read. */
static void array_at(const struct pctx *c, uint64_t addr, unsigned n,
		     size_t size,
		     void (*show)(const struct pctx *, const void *),
		     bool more)
{
	unsigned i;
	unsigned char buf[16];

	if (!addr) {
		v_addr(c, addr);
		return;
	}
	if (n && umove(c, addr, size, buf) < 0) {
		v_addr(c, addr);
		return;
	}
	v_array_begin(c);
	for (i = 0; i < n; i++) {
		/* an element out of reach is said even where -s cuts */
		if (!elem_at(c, addr, i, size, buf) || ioctl_array_cut(c, i))
			break;
		v_elem(c);
		show(c, buf);
	}
	if (i == n && more)	/* a count past what the struct holds */
		v_more(c);
	v_array_end(c);
}

static void diacr(const struct pctx *c, const void *p)
{
	static const char *const names[] = { "diacr", "base", "result" };
	const unsigned char *d = p;
	char ch[8];

	v_struct_begin(c);
	for (int i = 0; i < 3; i++) {
		char_lit(ch, sizeof(ch), d[i]);
		v_field(c, names[i]);
		v_numf(c, VK_UINT, d[i], "%s", ch);
	}
	v_struct_end(c);
}

static void diacruc(const struct pctx *c, const void *p)
{
	static const char *const names[] = { "diacr", "base", "result" };
	uint32_t d[3];

	memcpy(d, p, sizeof(d));
	v_struct_begin(c);
	for (int i = 0; i < 3; i++) {
		f_hex(c, names[i], d[i]);
	}
	v_struct_end(c);
}

/* KDGKBDIACR(UC) (out), KDSKBDIACR(UC): a count, then that many
 * accent combinations (of bytes, or of unicode u32s). */
int ioctl_kd_diacr(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	bool get = !(_IOC_NR(cmd) & 1), uc = _IOC_NR(cmd) >= 0xfa;
	uint32_t cnt;

	addr = addr_of(c, addr);
	if (get && !c->exiting)
		return IOCTL_LATER;
	if ((get && c->call->err) || !addr ||
	    umove(c, addr, sizeof(cnt), &cnt) < 0) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	v_struct_begin(c);
	f_uint(c, "kb_cnt", cnt);
	v_field(c, uc ? "kbdiacruc" : "kbdiacr");
	array_at(c, addr + 4, cnt < DIACRS ? cnt : DIACRS, uc ? 12 : 3,
		 uc ? diacruc : diacr, cnt > DIACRS);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* KDGETKEYCODE (the keycode out), KDSETKEYCODE: struct kbkeycode; the
 * keycode the program passed is kept from entry (kd_given). */
int ioctl_kd_keycode(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint32_t k[2];
	bool get = _IOC_NR(cmd) == 0x4c;

	addr = addr_of(c, addr);
	if (!c->exiting) {
		if (!umove_or_addr(c, addr, sizeof(k), k))
			return IOCTL_DONE;
		if (!get)
			goto show;
		c->tcp->dec->ret_data.ioctl.fam.kd_given = k[1];
		return IOCTL_LATER;
	}
	if (umove(c, addr, sizeof(k), k) < 0)
		return IOCTL_DONE;
show:
	v_struct_begin(c);
	f_hex(c, "scancode", k[0]);
	v_field(c, "keycode");
	if (get) {
		v_hex(c, c->tcp->dec->ret_data.ioctl.fam.kd_given);
		/* what the kernel wrote, when it differs (strace 7.2) */
		if (!c->call->err &&
		    k[1] != c->tcp->dec->ret_data.ioctl.fam.kd_given) {
			v_changed(c);
			v_hex(c, k[1]);
		}
	} else {
		v_hex(c, k[1]);
	}
	v_struct_end(c);
	return IOCTL_DONE;
}

/* KDSIGACCEPT: the signal for console switches, a number otherwise. */
int ioctl_kd_sigaccept(const struct pctx *c, unsigned cmd, uint64_t arg)
{
	(void)cmd;
	arg = addr_of(c, arg);
	if (arg > 0 && arg < 65)
		v_sig(c, (int)arg);
	else
		v_uint(c, arg);
	return IOCTL_DONE;
}

static void kbdrep(const struct pctx *c, const int32_t *r)
{
	v_struct_begin(c);
	f_int(c, "delay", r[0]);
	f_int(c, "period", r[1]);
	v_struct_end(c);
}

/* KDKBDREP: struct kbd_repeat in, the previous rates out. */
int ioctl_kd_kbdrep(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	int32_t r[2];

	(void)cmd;
	addr = addr_of(c, addr);
	if (!addr || umove(c, addr, sizeof(r), r) < 0)
		return ioctl_unread(c, addr);
	if (!c->exiting) {
		kbdrep(c, r);
		return IOCTL_LATER;
	}
	if (ioctl_changed(c))
		kbdrep(c, r);
	return IOCTL_DONE;
}

/* struct unimapdesc, struct consolefontdesc: two u16s, a pointer. */
static bool desc(const struct pctx *c, uint64_t addr, uint16_t *v,
		 uint64_t *ptr)
{
	unsigned char b[16];
	size_t w = abi_word(c);

	if (!addr || umove(c, addr, w == 8 ? 16 : 8, b) < 0)
		return false;
	memcpy(v, b, 4);
	*ptr = 0;
	memcpy(ptr, b + w, w);	/* little-endian ABIs only */
	return true;
}

static void unipair(const struct pctx *c, const void *p)
{
	uint16_t u[2];

	memcpy(u, p, sizeof(u));
	v_struct_begin(c);
	f_hex(c, "unicode", u[0]);
	f_hex(c, "fontpos", u[1]);
	v_struct_end(c);
}

/* GIO_UNIMAP (the count in and out, the pairs out), PIO_UNIMAP: struct
 * unimapdesc; the count given is kept from entry (kd_given). */
int ioctl_kd_unimap(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint16_t v[2];
	uint64_t entries;
	bool get = _IOC_NR(cmd) == 0x66;

	addr = addr_of(c, addr);
	if (!c->exiting) {
		if (!desc(c, addr, v, &entries)) {
			v_addr(c, addr);
			return IOCTL_DONE;
		}
		if (get) {
			c->tcp->dec->ret_data.ioctl.fam.kd_given = v[0];
			return IOCTL_LATER;
		}
	} else if (!desc(c, addr, v, &entries)) {
		return IOCTL_DONE;
	}
	v_struct_begin(c);
	v_field(c, "entry_ct");
	/* the count the kernel wrote back, only when it did and it
	 * differs from the one given (strace 7.2) */
	if (get && !c->call->err &&
	    v[0] != c->tcp->dec->ret_data.ioctl.fam.kd_given) {
		v_uint(c, c->tcp->dec->ret_data.ioctl.fam.kd_given);
		v_changed(c);
	}
	v_uint(c, v[0]);
	v_field(c, "entries");
	if (get && c->call->err)
		v_addr(c, entries);
	else
		array_at(c, entries, v[0], 4, unipair, false);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* PIO_UNIMAPCLR: struct unimapinit. */
int ioctl_kd_unimapclr(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	static const char *const names[] = {
		"advised_hashsize", "advised_hashstep", "advised_hashlevel"
	};
	uint16_t u[3];

	(void)cmd;
	addr = addr_of(c, addr);
	if (!umove_or_addr(c, addr, sizeof(u), u))
		return IOCTL_DONE;
	v_struct_begin(c);
	for (int i = 0; i < 3; i++) {
		f_uint(c, names[i], u[i]);
	}
	v_struct_end(c);
	return IOCTL_DONE;
}

/* A unicode value of the screen map: the direct-to-font range by its
 * offset. */
static void unichar(const struct pctx *c, const void *p)
{
	uint16_t u;
	struct vstyle st;

	memcpy(&u, p, sizeof(u));
	if ((u & ~0x1ff) != 0xf000) {
		v_hex(c, u);
		return;
	}
	v_style_begin(c, &st);
	v_textf(c, "UNI_DIRECT_BASE+%#x", u & 0x1ff);
	v_style_end(c, &st, u, VS_HEX);
}

/* GIO_/PIO_UNISCRNMAP: E_TABSZ u16s, written by the kernel for GIO_. */
int ioctl_kd_uniscrnmap(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	bool get = _IOC_NR(cmd) == 0x69;

	addr = addr_of(c, addr);
	if (get && !c->exiting)
		return IOCTL_LATER;
	if (get && c->call->err)
		v_addr(c, addr);
	else
		array_at(c, addr, E_TABSZ, 2, unichar, false);
	return IOCTL_DONE;
}

static void fontdesc(const struct pctx *c, const uint16_t *v, uint64_t data,
		     bool bytes)
{
	v_struct_begin(c);
	f_uint(c, "charcount", v[0]);
	f_uint(c, "charheight", v[1]);
	v_field(c, "chardata");
	if (bytes)
		hexbuf(c, data, (uint64_t)v[0] * 32);
	else
		v_addr(c, data);
	v_struct_end(c);
}

/* GIO_FONTX (the font out), PIO_FONTX: struct consolefontdesc, 32
 * bytes a character. */
int ioctl_kd_fontx(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint16_t v[2];
	uint64_t data;
	bool get = _IOC_NR(cmd) == 0x6b;

	addr = addr_of(c, addr);
	if (!desc(c, addr, v, &data))
		return ioctl_unread(c, addr);
	if (!c->exiting) {
		fontdesc(c, v, data, !get);
		return get ? IOCTL_LATER : IOCTL_DONE;
	}
	if (ioctl_changed(c))
		fontdesc(c, v, data, true);
	return IOCTL_DONE;
}

/* struct console_font_op: five u32s, then the data pointer. */
static bool fontop_at(const struct pctx *c, uint64_t addr, uint32_t *f,
		      uint64_t *data)
{
	unsigned char b[32];
	size_t w = abi_word(c);

	if (!addr || umove(c, addr, w == 8 ? 32 : 24, b) < 0)
		return false;
	memcpy(f, b, 20);
	*data = 0;
	memcpy(data, b + (w == 8 ? 24 : 20), w);
	return true;
}

/* Its data: 32 rows of the width in bytes a character. */
static void fontop_data(const struct pctx *c, const uint32_t *f,
			uint64_t data, bool bytes)
{
	if (bytes && data)
		hexbuf(c, data, (uint64_t)((f[2] + 7) / 8) * 32 * f[4]);
	else
		v_addr(c, data);
}

/* KD_FONT_OP_SET_DEFAULT's font name: at most MAX_FONT_NAME bytes, NUL
 * included (31 characters and "..." when there is no NUL). */
static void font_name(const struct pctx *c, uint64_t addr)
{
	size_t limit = (size_t)c->opt->string_limit;
	char buf[33];
	ssize_t n = addr ? umovestr(c->tcp, addr, 32, buf) : -1;

	if (n < 0)
		v_addr(c, addr);
	else if (n == 32)
		v_str(c, buf, limit < 31 ? limit : 31, true);
	else if ((size_t)n > limit)
		v_str(c, buf, limit, true);
	else
		v_str(c, buf, (size_t)n, false);
}

/* KDFONTOP: the operation in, with the fields it uses; what the kernel
 * filled out, but for the operations that only read. */
int ioctl_kd_fontop(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	static const char *const dims[] = { "width", "height", "charcount" };
	uint32_t f[5];		/* op, flags, width, height, charcount */
	uint64_t data;

	(void)cmd;
	addr = addr_of(c, addr);
	if (!fontop_at(c, addr, f, &data))
		return ioctl_unread(c, addr);
	if (c->exiting) {
		if (!ioctl_out_begin(c))
			return IOCTL_DONE;
		/* SET_DEFAULT: the size of the font set */
		for (int i = 0; i < (f[0] == 2 ? 2 : 3); i++) {
			f_uint(c, dims[i], f[2 + i]);
		}
		if (f[0] != 2) {
			v_field(c, "data");
			fontop_data(c, f, data, true);
		}
		v_struct_end(c);
		return IOCTL_DONE;
	}
	v_struct_begin(c);
	f_enum(c, "op", &xlat_kd_font_ops, f[0], "KD_FONT_OP_???");
	switch (f[0]) {
	case 2:		/* KD_FONT_OP_SET_DEFAULT: the font's name */
		f_uint(c, "width", f[2]);
		f_uint(c, "height", f[3]);
		v_field(c, "data");
		font_name(c, data);
		v_struct_end(c);
		return IOCTL_LATER;
	case 3:		/* KD_FONT_OP_COPY */
		f_uint(c, "height", f[3]);
		v_struct_end(c);
		return IOCTL_DONE;
	}
	f_flags(c, "flags", &xlat_kd_font_flags, f[1], "KD_FONT_FLAG_???");
	for (int i = 0; i < 3; i++) {
		f_uint(c, dims[i], f[2 + i]);
	}
	v_field(c, "data");
	fontop_data(c, f, data, f[0] == 0);
	v_struct_end(c);
	return f[0] == 0 ? IOCTL_DONE : IOCTL_LATER;
}
