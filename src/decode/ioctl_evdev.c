/* Input devices, <linux/input.h> (type 'E'). */
#include "decode/ioctl.h"

#include <string.h>

/* [a, b] of two unsigned ints the kernel reads; the second a key code
 * for EVIOCSKEYCODE. */
static void uint_pair(const struct pctx *c, uint64_t addr, bool key)
{
	ioctl_pair_in(c, addr, 4, key ? &xlat_evdev_keycode : NULL, "KEY_???");
}

int ioctl_evdev_pair_in(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	if (c->compat)
		addr = (uint32_t)addr;
	uint_pair(c, addr, _IOC_NR(cmd) == 0x04);	/* EVIOCSKEYCODE */
	return IOCTL_DONE;
}

int ioctl_evdev_pair_out(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	int rc;

	if (ioctl_when(c, true, &addr, &rc))
		uint_pair(c, addr, _IOC_NR(cmd) == 0x04);
	return rc;
}

/* struct input_keymap_entry */
int ioctl_evdev_keymap(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	struct { uint8_t flags, len; uint16_t index; uint32_t keycode;
		 uint8_t scancode[32]; } k;
	bool get = _IOC_DIR(cmd) & _IOC_READ && _IOC_NR(cmd) == 0x04;
	int rc;

	if (!(get ? ioctl_exit_struct : ioctl_entry_struct)(c, addr, &k,
							    sizeof(k), &rc))
		return rc;
	f_uint(c, "flags", k.flags);
	f_uint(c, "len", k.len);
	if (ioctl_struct_cut(c))
		return IOCTL_DONE;
	f_uint(c, "index", k.index);
	f_enum(c, "keycode", &xlat_evdev_keycode, k.keycode, "KEY_???");
	v_field(c, "scancode");
	v_array_begin(c);
	for (size_t i = 0; i < sizeof(k.scancode); i++) {
		v_elem(c);
		v_hex(c, k.scancode[i]);
	}
	v_array_end(c);
	v_struct_end(c);
	return IOCTL_DONE;
}

static void envelope(const struct pctx *c, const uint16_t *e)
{
	static const struct ioctl_field f[] = {
		IOCTL_FIELD("attack_length", 0, 2, IOF_UINT),
		IOCTL_FIELD("attack_level", 2, 2, IOF_UINT),
		IOCTL_FIELD("fade_length", 4, 2, IOF_UINT),
		IOCTL_FIELD("fade_level", 6, 2, IOF_HEX),
	};

	v_field(c, "envelope");
	ioctl_struct(c, e, f, ARRAY_SIZE(f));
}

/* struct ff_effect: the common part, and with -v the effect of its
 * type. */
int ioctl_evdev_ff(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	struct {
		uint16_t type;
		int16_t id;
		uint16_t direction, trigger[2], replay[2], pad;
		union {
			uint16_t w[16];
			uint64_t align;
		} u;
	} f;
	const int16_t *s = (const int16_t *)f.u.w;
	int rc;

	(void)cmd;
	if (!ioctl_entry_struct(c, addr, &f, c->compat ? 44 : 48, &rc))
		return rc;
	f_enum(c, "type", &xlat_ff_effect_type, f.type, "FF_???");
	f_int(c, "id", f.id);
	f_uint(c, "direction", f.direction);
	if (ioctl_struct_cut(c))
		return IOCTL_DONE;
	v_field(c, "trigger");
	v_struct_begin(c);
	f_uint(c, "button", f.trigger[0]);
	f_uint(c, "interval", f.trigger[1]);
	v_struct_end(c);
	v_field(c, "replay");
	v_struct_begin(c);
	f_uint(c, "length", f.replay[0]);
	f_uint(c, "delay", f.replay[1]);
	v_struct_end(c);
	switch (f.type) {
	case 0x52:	/* FF_CONSTANT: level, envelope */
		v_field(c, "constant");
		v_struct_begin(c);
		f_int(c, "level", s[0]);
		envelope(c, f.u.w + 1);
		v_struct_end(c);
		break;
	case 0x57:	/* FF_RAMP: start, end, envelope */
		v_field(c, "ramp");
		v_struct_begin(c);
		f_int(c, "start_level", s[0]);
		f_int(c, "end_level", s[1]);
		envelope(c, f.u.w + 2);
		v_struct_end(c);
		break;
	case 0x51: {	/* FF_PERIODIC */
		uint32_t len;
		uint64_t data = 0;

		/* nine u16s, then an aligned u32 and a pointer */
		memcpy(&len, f.u.w + 10, 4);
		memcpy(&data, f.u.w + 12, c->compat ? 4 : 8);
		v_field(c, "periodic");
		v_struct_begin(c);
		f_uint(c, "waveform", f.u.w[0]);
		f_uint(c, "period", f.u.w[1]);
		f_int(c, "magnitude", s[2]);
		f_int(c, "offset", s[3]);
		f_uint(c, "phase", f.u.w[4]);
		envelope(c, f.u.w + 5);
		f_uint(c, "custom_len", len);
		f_addr(c, "custom_data", data);
		v_struct_end(c);
		break;
	}
	case 0x50:	/* FF_RUMBLE */
		v_field(c, "rumble");
		v_struct_begin(c);
		f_uint(c, "strong_magnitude", f.u.w[0]);
		f_uint(c, "weak_magnitude", f.u.w[1]);
		v_struct_end(c);
		break;
	}
	v_struct_end(c);
	return IOCTL_DONE;
}

/* struct input_id: four u16s the kernel fills. */
int ioctl_evdev_id(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	static const char *const names[] = {
		"bustype", "vendor", "product", "version"
	};
	uint16_t id[4];
	int rc;

	(void)cmd;
	if (!ioctl_exit_struct(c, addr, id, sizeof(id), &rc))
		return rc;
	for (int i = 0; i < 4; i++)
		f_uint(c, names[i], id[i]);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* struct input_absinfo of EVIOCGABS: as many of its six s32s as the
 * size in the request covers (20 bytes before resolution came). */
static void absinfo(const struct pctx *c, uint64_t addr, unsigned size)
{
	static const char *const names[] = {
		"value", "minimum", "maximum", "fuzz", "flat", "resolution"
	};
	uint32_t a[6];
	unsigned n = size >= 24 ? 6 : 5;

	if (size < 20 || umove(c, addr, n * 4, a) < 0) {
		v_addr(c, addr);
		return;
	}
	v_struct_begin(c);
	for (unsigned i = 0; i < n; i++) {
		if (i == 2 && !c->opt->verbose) {
			v_more(c);
			break;
		}
		f_uint(c, names[i], a[i]);
	}
	if (c->opt->verbose && size > n * 4)
		v_more(c);
	v_struct_end(c);
}

/* The bitmap of EVIOCGBIT(ev, len) and EVIOCGKEY(len): the bits the
 * kernel wrote (the return value says how many bytes, at most the
 * type's own count), by name; -X raw shows the words, -X verbose
 * both. */
static void bitset(const struct pctx *c, uint64_t addr, unsigned len,
		   const struct xlat *set, unsigned max_bit)
{
	unsigned char buf[(0x2ff + 1) / 8 + 8];
	size_t w = abi_word(c);
	uint64_t rc = (uint64_t)c->call->rval;
	size_t bytes = (max_bit + 1 + 7) / 8, words, shown = 0;

	(void)len;
	if (rc < bytes)
		bytes = (size_t)rc;
	words = (bytes + w - 1) / w;
	if (!c->call->rval || umove(c, addr, words * w, buf) < 0) {
		v_addr(c, addr);
		return;
	}
	if (c->opt->xlat_style != XLAT_RAW) {
		v_array_begin_sep(c, "[", " ");
		for (unsigned bit = 0; bit < bytes * 8 && bit <= max_bit;
		     bit++) {
			if (!(buf[bit / 8] & 1u << (bit % 8)))
				continue;
			if (shown++ == 4 && !c->opt->verbose) {
				v_more(c);
				break;
			}
			v_elem(c);
			v_enum(c, set, bit, NULL);
		}
		v_array_end(c);
		if (c->opt->xlat_style != XLAT_VERBOSE)
			return;
		v_text(c, " /* ");
	}
	v_array_begin(c);
	for (size_t i = 0; i < words; i++) {
		uint64_t v = 0;

		if (w == 8)
			memcpy(&v, buf + i * 8, 8);
		else {
			uint32_t v32;

			memcpy(&v32, buf + i * 4, 4);
			v = v32;
		}
		v_elem(c);
		v_hex(c, v);
	}
	v_array_end(c);
	if (c->opt->xlat_style == XLAT_VERBOSE)
		v_text(c, " */");
}

/* EVIOCGMTSLOTS(len): the axis code the program asked for, then the
 * values of the slots the kernel wrote, in the len bytes. */
static void mtslots(const struct pctx *c, uint64_t addr, unsigned len)
{
	int32_t buf[(1u << _IOC_SIZEBITS) / 4];
	unsigned n = len / 4;

	if (n < 1 || umove(c, addr, n * 4, buf) < 0) {
		v_addr(c, addr);
		return;
	}
	v_struct_begin(c);
	f_enum(c, "code", &xlat_evdev_mt, (uint32_t)buf[0], "ABS_MT_???");
	v_field(c, "values");
	v_array_begin(c);
	for (unsigned i = 1; i < n; i++) {
		v_elem(c);
		v_int(c, buf[i]);
	}
	v_array_end(c);
	v_struct_end(c);
}

/* The requests named by their macro (EVIOCGNAME(len), EVIOCGBIT(ev,
 * len), EVIOCGABS(abs)...): what the kernel wrote, shown at exit. */
int ioctl_evdev(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	char name[128];
	unsigned nr = _IOC_NR(cmd), len = _IOC_SIZE(cmd);

	if (!ioctl_macro_name(c, cmd, name, sizeof(name)))
		return IOCTL_UNKNOWN;
	if (c->compat)
		addr = (uint32_t)addr;
	if (!(_IOC_DIR(cmd) & _IOC_READ) || !addr) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	if (!c->exiting)
		return IOCTL_LATER;
	if (c->call->err) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	if (nr >= 0x06 && nr <= 0x08)	/* name, phys, uniq: a string */
		v_str_at(c, addr, len);
	else if (nr == 0x0a)
		mtslots(c, addr, len);
	else if (nr == 0x18)		/* EVIOCGKEY: the keys held down */
		bitset(c, addr, len, &xlat_evdev_keycode, 0x2ff);
	else if (nr == 0x20)
		bitset(c, addr, len, &xlat_evdev_ev, 0x1f);
	else if (nr == 0x21)
		bitset(c, addr, len, &xlat_evdev_keycode, 0x2ff);
	else if (nr == 0x23)
		bitset(c, addr, len, &xlat_evdev_abs, 0x3f);
	else if (nr >= 0x40 && nr < 0x80)
		absinfo(c, addr, len);
	else
		v_addr(c, addr);
	return IOCTL_DONE;
}
