/* Input devices, <linux/input.h> (type 'E'). */
#include "decode/ioctl.h"

#include <string.h>

/* [a, b] of two unsigned ints the kernel reads; the second a key code
 * for EVIOCSKEYCODE. */
static void uint_pair(const struct pctx *c, uint64_t addr, bool key)
{
	uint32_t v[2];

	if (!addr || umove(c, addr, sizeof(v), v) < 0) {
		v_addr(c, addr);
		return;
	}
	v_array_begin(c);
	v_elem(c);
	v_uint(c, v[0]);
	v_elem(c);
	if (key)
		v_enum(c, &xlat_evdev_keycode, v[1], "KEY_???");
	else
		v_uint(c, v[1]);
	v_array_end(c);
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
	if (!c->exiting)
		return IOCTL_LATER;
	if (c->compat)
		addr = (uint32_t)addr;
	if (c->tcp->err)
		v_addr(c, addr);
	else
		uint_pair(c, addr, _IOC_NR(cmd) == 0x04);
	return IOCTL_DONE;
}

/* struct input_keymap_entry */
int ioctl_evdev_keymap(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	struct { uint8_t flags, len; uint16_t index; uint32_t keycode;
		 uint8_t scancode[32]; } k;
	bool get = _IOC_DIR(cmd) & _IOC_READ && _IOC_NR(cmd) == 0x04;

	if (c->compat)
		addr = (uint32_t)addr;
	if (get && !c->exiting)
		return IOCTL_LATER;
	if ((get && c->tcp->err) || !addr || umove(c, addr, sizeof(k), &k) < 0) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	v_struct_begin(c);
	v_field(c, "flags");
	v_uint(c, k.flags);
	v_field(c, "len");
	v_uint(c, k.len);
	if (!c->opt->verbose) {
		v_more(c);
		v_struct_end(c);
		return IOCTL_DONE;
	}
	v_field(c, "index");
	v_uint(c, k.index);
	v_field(c, "keycode");
	v_enum(c, &xlat_evdev_keycode, k.keycode, "KEY_???");
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
	v_field(c, "envelope");
	v_struct_begin(c);
	v_field(c, "attack_length");
	v_uint(c, e[0]);
	v_field(c, "attack_level");
	v_uint(c, e[1]);
	v_field(c, "fade_length");
	v_uint(c, e[2]);
	v_field(c, "fade_level");
	v_hex(c, e[3]);
	v_struct_end(c);
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

	(void)cmd;
	if (c->compat)
		addr = (uint32_t)addr;
	if (!addr || umove(c, addr, c->compat ? 44 : 48, &f) < 0) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	v_struct_begin(c);
	v_field(c, "type");
	v_enum(c, &xlat_ff_effect_type, f.type, "FF_???");
	v_field(c, "id");
	v_int(c, f.id);
	v_field(c, "direction");
	v_uint(c, f.direction);
	if (!c->opt->verbose) {
		v_more(c);
		v_struct_end(c);
		return IOCTL_DONE;
	}
	v_field(c, "trigger");
	v_struct_begin(c);
	v_field(c, "button");
	v_uint(c, f.trigger[0]);
	v_field(c, "interval");
	v_uint(c, f.trigger[1]);
	v_struct_end(c);
	v_field(c, "replay");
	v_struct_begin(c);
	v_field(c, "length");
	v_uint(c, f.replay[0]);
	v_field(c, "delay");
	v_uint(c, f.replay[1]);
	v_struct_end(c);
	switch (f.type) {
	case 0x52:	/* FF_CONSTANT: level, envelope */
		v_field(c, "constant");
		v_struct_begin(c);
		v_field(c, "level");
		v_int(c, s[0]);
		envelope(c, f.u.w + 1);
		v_struct_end(c);
		break;
	case 0x57:	/* FF_RAMP: start, end, envelope */
		v_field(c, "ramp");
		v_struct_begin(c);
		v_field(c, "start_level");
		v_int(c, s[0]);
		v_field(c, "end_level");
		v_int(c, s[1]);
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
		v_field(c, "waveform");
		v_uint(c, f.u.w[0]);
		v_field(c, "period");
		v_uint(c, f.u.w[1]);
		v_field(c, "magnitude");
		v_int(c, s[2]);
		v_field(c, "offset");
		v_int(c, s[3]);
		v_field(c, "phase");
		v_uint(c, f.u.w[4]);
		envelope(c, f.u.w + 5);
		v_field(c, "custom_len");
		v_uint(c, len);
		v_field(c, "custom_data");
		v_addr(c, data);
		v_struct_end(c);
		break;
	}
	case 0x50:	/* FF_RUMBLE */
		v_field(c, "rumble");
		v_struct_begin(c);
		v_field(c, "strong_magnitude");
		v_uint(c, f.u.w[0]);
		v_field(c, "weak_magnitude");
		v_uint(c, f.u.w[1]);
		v_struct_end(c);
		break;
	}
	v_struct_end(c);
	return IOCTL_DONE;
}

/* The requests named by their macro (EVIOCGNAME(len), EVIOCGBIT(ev,
 * len), EVIOCGABS(abs)...): what the kernel wrote, shown at exit. The
 * contents of a successful one are not decoded yet: its address. */
int ioctl_evdev(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	char name[128];

	if (!ioctl_macro_name(c, cmd, name, sizeof(name)))
		return IOCTL_UNKNOWN;
	if (c->compat)
		addr = (uint32_t)addr;
	if (_IOC_DIR(cmd) & _IOC_READ) {
		if (!c->exiting)
			return IOCTL_LATER;
		if (!c->tcp->err) {
			unsigned nr = _IOC_NR(cmd);

			/* name, phys, uniq: a string of the given length */
			if (nr >= 0x06 && nr <= 0x08) {
				v_str_at(c, addr, _IOC_SIZE(cmd));
				return IOCTL_DONE;
			}
		}
	}
	v_addr(c, addr);
	return IOCTL_DONE;
}
