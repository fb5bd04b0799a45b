/* Terminal and generic descriptor requests (type 'T' and the FIO*
 * numbers that share it). */
#include "decode/ioctl.h"

enum {
	IO_TCGETS = 0x5401, IO_TCSETS = 0x5402, IO_TCSETSW = 0x5403,
	IO_TCSETSF = 0x5404, IO_TIOCGPGRP = 0x540f, IO_TIOCSPGRP = 0x5410,
	IO_TIOCGWINSZ = 0x5413, IO_TIOCSWINSZ = 0x5414, IO_FIONREAD = 0x541b,
	IO_FIONBIO = 0x5421, IO_TIOCOUTQ = 0x5411, IO_TIOCGSID = 0x5429,
	IO_FIONCLEX = 0x5450, IO_FIOCLEX = 0x5451, IO_TIOCNOTTY = 0x5422,
	IO_TIOCGPTN = 0x80045430, IO_TIOCSPTLCK = 0x40045431,
};

static void print_winsize_at(const struct pctx *c, uint64_t addr)
{
	static const char *const names[] = {
		"ws_row", "ws_col", "ws_xpixel", "ws_ypixel",
	};
	uint16_t ws[4];

	if (!umove_or_addr(c, addr, sizeof(ws), ws))
		return;
	v_struct_begin(c);
	for (int i = 0; i < 4; i++) {
		f_uint(c, names[i], ws[i]);
	}
	v_struct_end(c);
}

/* Requests whose argument the kernel fills: shown at exit. */
static bool tty_is_output(unsigned cmd)
{
	switch (cmd) {
	case IO_TCGETS: case IO_TIOCGWINSZ: case IO_TIOCGPGRP:
	case IO_FIONREAD: case IO_TIOCOUTQ: case IO_TIOCGSID:
	case IO_TIOCGPTN:
		return true;
	}
	return false;
}

int ioctl_tty(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	if (tty_is_output(cmd)) {
		if (!c->exiting)
			return IOCTL_LATER;
		if (c->call->err)
			v_addr(c, addr);
		else if (cmd == IO_TCGETS)
			print_termios_at(c, addr);
		else if (cmd == IO_TIOCGWINSZ)
			print_winsize_at(c, addr);
		else
			ioctl_int_at(c, addr);
		return IOCTL_DONE;
	}
	switch (cmd) {
	case IO_FIOCLEX: case IO_FIONCLEX: case IO_TIOCNOTTY:
		return IOCTL_NOARG;
	case IO_TCSETS: case IO_TCSETSW: case IO_TCSETSF:
		print_termios_at(c, addr);
		return IOCTL_DONE;
	case IO_TIOCSWINSZ:
		print_winsize_at(c, addr);
		return IOCTL_DONE;
	case IO_TIOCSPGRP: case IO_FIONBIO: case IO_TIOCSPTLCK:
		ioctl_int_at(c, addr);
		return IOCTL_DONE;
	}
	return IOCTL_UNKNOWN;
}
