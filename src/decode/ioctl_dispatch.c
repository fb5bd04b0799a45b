/* Which family decodes a request: by the type byte of its number. */
#include "decode/ioctl.h"

int ioctl_decode(const struct pctx *c, unsigned cmd, uint64_t arg)
{
	switch (_IOC_TYPE(cmd)) {
	case 'T':
		return ioctl_tty(c, cmd, arg);
	case 'E':
		return ioctl_evdev(c, cmd, arg);
	case 0xa4:	/* TEE: SHM_REGISTER_FD has no name in the UAPI list */
		return ioctl_tee(c, cmd, arg);
	}
	return IOCTL_UNKNOWN;
}

/* "0x18 / * EV_??? * /" or the name, into buf at off; with -X verbose
 * the whole name is already inside a comment: the number alone. */
static size_t sym(const struct pctx *c, char *buf, size_t size, size_t off,
		  const struct xlat *x, unsigned v, const char *unknown)
{
	const char *n = xlat_name(x, v);

	if (off >= size)	/* cut: snprintf said how long it wanted */
		return off;
	if (n)
		return off + (size_t)snprintf(buf + off, size - off, "%s", n);
	if (c->opt->xlat_style == XLAT_VERBOSE)
		return off + (size_t)snprintf(buf + off, size - off, "%#x", v);
	return off + (size_t)snprintf(buf + off, size - off, "%#x /* %s */",
				      v, unknown);
}

/* evdev: the length of a read, the event type of EVIOCGBIT, the axis of
 * EVIOCGABS/EVIOCSABS are in the number. */
static size_t evdev_name(const struct pctx *c, unsigned cmd, char *buf,
			 size_t size)
{
	static const char *const by_nr[] = {
		[0x06] = "EVIOCGNAME", [0x07] = "EVIOCGPHYS",
		[0x08] = "EVIOCGUNIQ", [0x09] = "EVIOCGPROP",
		[0x0a] = "EVIOCGMTSLOTS", [0x18] = "EVIOCGKEY",
		[0x19] = "EVIOCGLED", [0x1a] = "EVIOCGSND",
		[0x1b] = "EVIOCGSW",
	};
	unsigned nr = _IOC_NR(cmd), len = _IOC_SIZE(cmd);
	size_t n;

	if (_IOC_DIR(cmd) == _IOC_WRITE && nr >= 0xc0 && nr < 0xc0 + 0x40 &&
	    len == 24) {		/* struct input_absinfo */
		n = (size_t)snprintf(buf, size, "EVIOCSABS(");
		n = sym(c, buf, size, n, &xlat_evdev_abs, nr - 0xc0, "ABS_???");
		return n < size ? n + (size_t)snprintf(buf + n, size - n, ")")
				: n;
	}
	if (_IOC_DIR(cmd) != _IOC_READ)
		return 0;
	/* any size: the struct had 20 bytes before resolution came */
	if (nr >= 0x40 && nr < 0x80) {
		n = (size_t)snprintf(buf, size, "EVIOCGABS(");
		n = sym(c, buf, size, n, &xlat_evdev_abs, nr - 0x40, "ABS_???");
		return n < size ? n + (size_t)snprintf(buf + n, size - n, ")")
				: n;
	}
	if (nr >= 0x20 && nr < 0x40) {
		n = (size_t)snprintf(buf, size, "EVIOCGBIT(");
		if (nr == 0x20 && n < size)
			n += (size_t)snprintf(buf + n, size - n, "0");
		else
			n = sym(c, buf, size, n, &xlat_evdev_ev, nr - 0x20,
				"EV_???");
		return n < size ? n + (size_t)snprintf(buf + n, size - n,
						     ", %u)", len) : n;
	}
	if (nr < ARRAY_SIZE(by_nr) && by_nr[nr])
		return (size_t)snprintf(buf, size, "%s(%u)", by_nr[nr], len);
	return 0;
}

/* hiddev and hidraw: names and features of a given length. */
static size_t hid_name(unsigned cmd, char *buf, size_t size)
{
	unsigned nr = _IOC_NR(cmd), len = _IOC_SIZE(cmd);
	const char *n = NULL;

	if (_IOC_DIR(cmd) == _IOC_READ) {
		switch (nr) {
		case 0x04: n = "HIDIOCGRAWNAME"; break;
		case 0x05: n = "HIDIOCGRAWPHYS"; break;
		case 0x08: n = "HIDIOCGRAWUNIQ"; break;
		case 0x12: n = "HIDIOCGPHYS"; break;
		case 0x06: n = "HIDIOCGNAME"; break;
		}
	} else if (_IOC_DIR(cmd) == (_IOC_READ | _IOC_WRITE)) {
		switch (nr) {
		case 0x06: n = "HIDIOCSFEATURE"; break;
		case 0x07: n = "HIDIOCGFEATURE"; break;
		}
	}
	return n ? (size_t)snprintf(buf, size, "%s(%u)", n, len) : 0;
}

/* The buffer must hold any of these names (64 bytes do); a longer one
 * is cut, never overrun. */
size_t ioctl_macro_name(const struct pctx *c, unsigned cmd, char *buf,
			size_t size)
{
	switch (_IOC_TYPE(cmd)) {
	case 'E':
		return evdev_name(c, cmd, buf, size);
	case 'H':
		return hid_name(cmd, buf, size);
	case 'M':	/* the sound mixer's channels */
		/* strace 6.1 names every read or write request of type 'M'
		 * so, whatever its size (the MTD requests share the type),
		 * and a read-write one not at all. */
		if (_IOC_DIR(cmd) == _IOC_READ)
			return (size_t)snprintf(buf, size, "MIXER_READ(%u)",
						_IOC_NR(cmd));
		if (_IOC_DIR(cmd) == _IOC_WRITE)
			return (size_t)snprintf(buf, size, "MIXER_WRITE(%u)",
						_IOC_NR(cmd));
		return 0;
	case 'j':	/* joystick */
		if (_IOC_DIR(cmd) == _IOC_READ && _IOC_NR(cmd) == 0x13)
			return (size_t)snprintf(buf, size, "JSIOCGNAME(%u)",
						_IOC_SIZE(cmd));
		return 0;
	}
	return 0;
}
