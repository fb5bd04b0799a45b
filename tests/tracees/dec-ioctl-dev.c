/* ioctl requests of device families (evdev, GPIO, PTP, KD) whose structs
 * the kernel fills: the first calls fail (EBADF: the entry half only),
 * the rest are made to succeed by abitrace's -e inject (retval=8 from
 * the sixth call on), so what the kernel "wrote" is what the tracee left
 * in the buffers. With the argument "verbose" (-X verbose), the numbers
 * come first and the names in comments. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <linux/gpio.h>
#include <linux/input.h>
#include <linux/kd.h>
#include <linux/keyboard.h>
#include <linux/ptp_clock.h>
#include "dec.h"

static int verbose;

/* "NAME" or, with -X verbose, "0xNUM / * NAME * /": a request or a
 * constant */
static const char *cmd(const char *name, unsigned long v)
{
	static char buf[4][128];
	static int i;

	i = (i + 1) % 4;
	if (verbose)
		snprintf(buf[i], sizeof(buf[i]), "%#lx /* %s */", v, name);
	else
		snprintf(buf[i], sizeof(buf[i]), "%s", name);
	return buf[i];
}

#define sym cmd	/* a constant: the same form */

static void injected(long rc)
{
	if (rc != 8) {
		fprintf(stderr, "ioctl not injected: %ld\n", rc);
		exit(1);
	}
}

#define OK "8 (INJECTED)"
#define EBADF_RET "-1 EBADF (Bad file descriptor)"

int main(int argc, char **argv)
{
	struct gpioline_info li = { .line_offset = 50,
				    .flags = GPIOLINE_FLAG_ACTIVE_LOW };
	struct gpio_v2_line_values lv = { .bits = 0x5, .mask = 0xf };
	struct ptp_sys_offset_precise pr = {
		.device = { .sec = 1, .nsec = 2 },
		.sys_monoraw = { .sec = 3, .nsec = 4, .reserved = 1 },
	};
	struct ptp_pin_desc pin = { .name = "SDP0", .index = 2,
				    .func = PTP_PF_PEROUT, .chan = 1 };
	struct input_id id = { 3, 0x46d, 0xc52b, 0x111 };
	unsigned long bits[2] = { 1UL << EV_KEY | 1UL << EV_ABS, 0 };
	long rc;

	verbose = argc > 1 && !strcmp(argv[1], "verbose");
	setvbuf(stdout, NULL, _IONBF, 0);

	struct kbentry kbe = { .kb_table = K_SHIFTTAB, .kb_index = 30,
			       .kb_value = K(KT_LATIN, 'A') };
	struct kbd_repeat rep = { .delay = 250, .period = 33 };

	/* failed calls: what the kernel reads, at entry */
	ioctl(-1, GPIO_GET_LINEINFO_IOCTL, &li);
	expect(EBADF_RET, "ioctl(-1, %s, {line_offset=50})",
	       cmd("GPIO_GET_LINEINFO_IOCTL", GPIO_GET_LINEINFO_IOCTL));
	ioctl(-1, GPIO_V2_LINE_GET_VALUES_IOCTL, &lv);
	expect(EBADF_RET, "ioctl(-1, %s, {mask=0xf})",
	       cmd("GPIO_V2_LINE_GET_VALUES_IOCTL",
		   GPIO_V2_LINE_GET_VALUES_IOCTL));
	ioctl(-1, PTP_PIN_SETFUNC, &pin);
	expect(EBADF_RET, "ioctl(-1, %s, {index=2, func=%s, chan=1})",
	       cmd("PTP_PIN_SETFUNC", PTP_PIN_SETFUNC),
	       sym("PTP_PF_PEROUT", PTP_PF_PEROUT));
	ioctl(-1, PTP_SYS_OFFSET_PRECISE, BAD_PTR);
	expect(EBADF_RET, "ioctl(-1, %s, %p)",
	       cmd("PTP_SYS_OFFSET_PRECISE", PTP_SYS_OFFSET_PRECISE),
	       BAD_PTR);
	/* a keysym is a number and what it means, whatever -X says */
	ioctl(-1, KDSKBENT, &kbe);
	expect(EBADF_RET, "ioctl(-1, %s, {kb_table=%s, kb_index=30, "
	       "kb_value=0x41 /* K(KT_LATIN, 'A') */})",
	       cmd("KDSKBENT", KDSKBENT), sym("K_SHIFTTAB", K_SHIFTTAB));

	/* injected successes: what the kernel wrote, at exit */
	rc = ioctl(-1, GPIO_GET_LINEINFO_IOCTL, &li);
	injected(rc);
	expect(OK, "ioctl(-1, %s, {line_offset=50} => {flags=%s, name=\"\", "
	       "consumer=\"\"})",
	       cmd("GPIO_GET_LINEINFO_IOCTL", GPIO_GET_LINEINFO_IOCTL),
	       sym("GPIOLINE_FLAG_ACTIVE_LOW", GPIOLINE_FLAG_ACTIVE_LOW));
	rc = ioctl(-1, GPIO_V2_LINE_GET_VALUES_IOCTL, &lv);
	injected(rc);
	expect(OK, "ioctl(-1, %s, {mask=0xf} => {bits=0x5})",
	       cmd("GPIO_V2_LINE_GET_VALUES_IOCTL",
		   GPIO_V2_LINE_GET_VALUES_IOCTL));
	rc = ioctl(-1, PTP_PIN_GETFUNC, &pin);
	injected(rc);
	expect(OK, "ioctl(-1, %s, {index=2, name=\"SDP0\", func=%s, "
	       "chan=1})", cmd("PTP_PIN_GETFUNC", PTP_PIN_GETFUNC),
	       sym("PTP_PF_PEROUT", PTP_PF_PEROUT));
	rc = ioctl(-1, PTP_SYS_OFFSET_PRECISE, &pr);
	injected(rc);
	expect(OK, "ioctl(-1, %s, {device={sec=1, nsec=2} /* %s */, "
	       "sys_realtime={sec=0, nsec=0}, sys_monoraw={sec=3, nsec=4, "
	       "reserved=0x1}})",
	       cmd("PTP_SYS_OFFSET_PRECISE", PTP_SYS_OFFSET_PRECISE),
	       "1970-01-01T00:00:01.000000002+0000");
	rc = ioctl(-1, KDKBDREP, &rep);
	injected(rc);
	expect(OK, "ioctl(-1, %s, {delay=250, period=33} => {delay=250, "
	       "period=33})", cmd("KDKBDREP", KDKBDREP));
	rc = ioctl(-1, KDMKTONE, 100UL << 16 | 1000);
	injected(rc);
	expect(OK, "ioctl(-1, %s, 100<<16|1000 /* 1193 Hz, 100 ms */)",
	       cmd("KDMKTONE", KDMKTONE));
	rc = ioctl(-1, EVIOCGID, &id);
	injected(rc);
	expect(OK, "ioctl(-1, %s, {bustype=3, vendor=1133, product=50475, "
	       "version=273})", cmd("EVIOCGID", EVIOCGID));
	/* a bitmap: the first 8 bytes (the return value) by name */
	rc = ioctl(-1, EVIOCGBIT(0, sizeof(bits)), bits);
	injected(rc);
	if (verbose)
		expect(OK, "ioctl(-1, %#lx /* EVIOCGBIT(0, %zu) */, "
		       "[0x1 /* EV_KEY */ 0x3 /* EV_ABS */] /* [%#lx] */)",
		       (unsigned long)EVIOCGBIT(0, sizeof(bits)),
		       sizeof(bits), bits[0]);
	else
		expect(OK, "ioctl(-1, EVIOCGBIT(0, %zu), [EV_KEY EV_ABS])",
		       sizeof(bits));
	return 0;
}
