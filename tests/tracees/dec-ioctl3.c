/* ioctl: requests and fields newer than strace 6.1 (argv[1]: "raw",
 * "verbose" or nothing): names from the kernel's newer headers
 * (PIDFD_GET_*, NS_*, FS_IOC_GETFSUUID, the V4L2 *_TIME32 requests),
 * PIDFD_GET_INFO's mask, epoll's busy-poll parameters,
 * FS_IOC_SHUTDOWN's flag, PTP's
 * extended cross-timestamp clock, the seccomp notification fd's flags,
 * KT_CSI keysyms, GIO_UNIMAP and V4L2 EXPBUF/QUERYMENU on failure. The
 * host's headers may predate these: the numbers are spelled here. */
#define _GNU_SOURCE
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <linux/kd.h>
#include "dec.h"

static const char *ebadf = "-1 EBADF (Bad file descriptor)";
static int mode;	/* 0 abbrev, 1 raw, 2 verbose */

/* A constant as -X shows it: its name, its number, or both. */
static const char *x(unsigned long v, const char *name)
{
	static char buf[8][256];
	static int i;
	char *b = buf[i++ % 8];

	if (mode == 0)
		snprintf(b, 256, "%s", name);
	else if (mode == 1)
		snprintf(b, 256, "%#lx", v);
	else
		snprintf(b, 256, "%#lx /* %s */", v, name);
	return b;
}

struct epoll_params_k {
	uint32_t busy_poll_usecs;
	uint16_t busy_poll_budget;
	uint8_t prefer_busy_poll, pad;
};

int main(int argc, char **argv)
{
	struct epoll_params_k ep = { 123456, 789, 1, 0 };
	uint32_t shut = 1, ptp[4 + 75 * 4];
	uint64_t pidfd_info[11];
	uint32_t expbuf[16] = { 1, 2, 3, 02000000 };
	uint8_t menu[44] = { 0 };
	struct kbentry kbe = { .kb_table = 0, .kb_index = 1,
			       .kb_value = 0xf0c };
	struct unimapdesc um = { .entry_ct = 3, .entries = NULL };

	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc > 1)
		mode = argv[1][0] == 'r' ? 1 : 2;

	/* HDIO_SET_NICE's bits in strace 7.2's "1<<NAME" spelling */
	ioctl(-1, 0x0329U, 0xaUL);	/* IDE_NICE_ATAPI_OVERLAP, IDE_NICE_1 */
	expect(ebadf, "ioctl(-1, %s, %s)", x(0x0329, "HDIO_SET_NICE"),
	       x(0xa, "1<<IDE_NICE_ATAPI_OVERLAP|1<<IDE_NICE_1"));

	/* names the host's older headers may lack */
	ioctl(-1, 0xff04U, 0);		/* PIDFD_GET_NET_NAMESPACE */
	expect(ebadf, "ioctl(-1, %s, 0)",
	       x(0xff04, "PIDFD_GET_NET_NAMESPACE"));
	ioctl(-1, 0x8004b706U, 0);	/* NS_GET_PID_FROM_PIDNS */
	expect(ebadf, "ioctl(-1, %s, 0)",
	       x(0x8004b706, "NS_GET_PID_FROM_PIDNS"));
	ioctl(-1, 0x80111500U, 0);	/* FS_IOC_GETFSUUID */
	expect(ebadf, "ioctl(-1, %s, NULL)", x(0x80111500, "FS_IOC_GETFSUUID"));
	ioctl(-1, 0xc0505609U, 0);	/* VIDIOC_QUERYBUF_TIME32 */
	expect(ebadf, "ioctl(-1, %s, NULL)",
	       x(0xc0505609, "VIDIOC_QUERYBUF_TIME32"));

	/* PIDFD_GET_INFO: the mask asked for (the kernel wrote nothing) */
	memset(pidfd_info, 0, sizeof(pidfd_info));
	pidfd_info[0] = 3;	/* PIDFD_INFO_PID|PIDFD_INFO_CREDS */
	ioctl(-1, 0xc058ff0bU, pidfd_info);
	expect(ebadf, "ioctl(-1, %s, {mask=%s})",
	       x(0xc058ff0b, "PIDFD_GET_INFO"),
	       x(3, "PIDFD_INFO_PID|PIDFD_INFO_CREDS"));

	/* epoll: EPIOCSPARAMS reads the struct */
	ioctl(-1, 0x40088a01U, &ep);
	expect(ebadf, "ioctl(-1, %s, {busy_poll_usecs=123456%s, "
	       "busy_poll_budget=789, prefer_busy_poll=0x1})",
	       x(0x40088a01, "EPIOCSPARAMS"),
	       mode == 1 ? "" : " /* 0.123456 s */");

	/* FS_IOC_SHUTDOWN: one name, its flag */
	ioctl(-1, 0x8004587dU, &shut);
	expect(ebadf, "ioctl(-1, %s, [%s])", x(0x8004587d, "FS_IOC_SHUTDOWN"),
	       x(1, "FS_SHUTDOWN_FLAGS_LOGFLUSH"));

	/* PTP_SYS_OFFSET_EXTENDED: the clock of the system times */
	memset(ptp, 0, sizeof(ptp));
	ptp[0] = 2;
	ptp[1] = 1;	/* CLOCK_MONOTONIC */
	ioctl(-1, 0xc4c03d09U, ptp);
	expect(ebadf, "ioctl(-1, %s, {n_samples=2, clockid=%s})",
	       x(0xc4c03d09, "PTP_SYS_OFFSET_EXTENDED"),
	       x(1, "CLOCK_MONOTONIC"));

	/* SECCOMP_IOCTL_NOTIF_SET_FLAGS: a flag set */
	ioctl(-1, 0x40082104U, 1UL);
	expect(ebadf, "ioctl(-1, %s, %s)",
	       x(0x40082104, "SECCOMP_IOCTL_NOTIF_SET_FLAGS"),
	       x(1, "SECCOMP_USER_NOTIF_FD_SYNC_WAKE_UP"));

	/* KD: a KT_CSI keysym; GIO_UNIMAP's count once when it failed */
	ioctl(-1, KDSKBENT, &kbe);
	expect(ebadf, "ioctl(-1, %s, {kb_table=%s, kb_index=1, "
	       "kb_value=0xf0c%s})", x(KDSKBENT, "KDSKBENT"),
	       x(0, "K_NORMTAB"), mode == 1 ? "" : " /* K(KT_CSI, 0xc) */");
	ioctl(-1, GIO_UNIMAP, &um);
	expect(ebadf, "ioctl(-1, %s, {entry_ct=3, entries=NULL})",
	       x(GIO_UNIMAP, "GIO_UNIMAP"));

	/* V4L2: EXPBUF and QUERYMENU show what the driver is given */
	ioctl(-1, 0xc0405610U, expbuf);
	expect(ebadf, "ioctl(-1, %s, {type=%s, index=2, plane=3, flags=%s})",
	       x(0xc0405610, "VIDIOC_EXPBUF"),
	       x(1, "V4L2_BUF_TYPE_VIDEO_CAPTURE"),
	       x(02000000, "O_RDONLY|O_CLOEXEC"));
	menu[0] = 0x01;	/* V4L2_CID_EXPOSURE_AUTO is 0x9a0901 */
	menu[1] = 0x09;
	menu[2] = 0x9a;
	menu[4] = 5;
	ioctl(-1, 0xc02c5625U, menu);
	expect(ebadf, "ioctl(-1, %s, {id=%s, index=5})",
	       x(0xc02c5625, "VIDIOC_QUERYMENU"),
	       x(0x9a0901, "V4L2_CID_EXPOSURE_AUTO"));
	return 0;
}
