/* ioctl: the request's name under -X (argv[1]: "raw", "verbose" or
 * nothing), and the RTC, LIRC, userfaultfd, HDIO_DRIVE_CMD, FITRIM,
 * termios2/termio, loop, MTD, UBI, SCSI, perf and SIOCGIFCONF arguments. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <linux/fs.h>
#include <linux/hdreg.h>
#include <linux/loop.h>
#include <linux/perf_event.h>
#include <linux/sockios.h>
#include <net/if.h>
#include <scsi/sg.h>
#include <linux/lirc.h>
#include <linux/rtc.h>
#include <linux/userfaultfd.h>
#include <asm/termbits.h>
#include <mtd/mtd-abi.h>
#include <mtd/ubi-user.h>
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

#define X(c) x(c, #c)

int main(int argc, char **argv)
{
	struct rtc_time tm = { .tm_sec = 1, .tm_min = 2, .tm_hour = 3,
			       .tm_mday = 4, .tm_mon = 5, .tm_year = 126 };
	struct rtc_wkalrm alarm = { .enabled = 1, .time = { .tm_sec = 7,
				    .tm_min = 8, .tm_year = 127 } };
	struct rtc_param param = { .param = RTC_PARAM_FEATURES,
				   .uvalue = 1 << RTC_FEATURE_ALARM | 0x100,
				   .index = 2 };
	struct uffdio_range wake = { .start = 0x10000, .len = 0x2000 };
	struct uffdio_copy copy = { .dst = 0x1000, .src = 0x2000,
				    .len = 0x1000,
				    .mode = UFFDIO_COPY_MODE_DONTWAKE };
	struct fstrim_range trim = { .start = 0x1000, .len = 4096,
				     .minlen = 512 };
	unsigned char drive[4] = { 0xca, 1, 2, 0 };
	unsigned int u = LIRC_MODE_PULSE;

	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc > 1)
		mode = argv[1][0] == 'r' ? 1 : 2;

	/* the name: one, two joined by "or", none (_IOC) */
	ioctl(-1, RTC_AIE_ON, 0);
	expect(ebadf, "ioctl(-1, %s)", X(RTC_AIE_ON));
	ioctl(-1, RTC_UIE_OFF, 0);
	expect(ebadf, "ioctl(-1, %s)",
	       x(RTC_UIE_OFF, "PHN_NOT_OH or RTC_UIE_OFF"));
	ioctl(-1, _IOC(_IOC_NONE, 0xfe, 0x12, 0), 0x20);
	expect(ebadf, "ioctl(-1, %s, 0x20)",
	       mode == 1 ? "0xfe12" : mode == 2 ?
	       "0xfe12 /* _IOC(_IOC_NONE, 0xfe, 0x12, 0) */" :
	       "_IOC(_IOC_NONE, 0xfe, 0x12, 0)");

	/* RTC */
	ioctl(-1, RTC_SET_TIME, &tm);
	expect(ebadf, "ioctl(-1, %s, {tm_sec=1, tm_min=2, tm_hour=3, "
	       "tm_mday=4, tm_mon=5, tm_year=126, ...})", X(RTC_SET_TIME));
	ioctl(-1, RTC_RD_TIME, &tm);
	expect(ebadf, "ioctl(-1, %s, %p)", X(RTC_RD_TIME), (void *)&tm);
	/* the wake-up alarm: its rtc_time inside, printed the same way */
	ioctl(-1, RTC_WKALM_SET, &alarm);
	expect(ebadf, "ioctl(-1, %s, {enabled=1, pending=0, time={tm_sec=7, "
	       "tm_min=8, tm_hour=0, tm_mday=0, tm_mon=0, tm_year=127, "
	       "...}})", X(RTC_WKALM_SET));
	ioctl(-1, RTC_WKALM_RD, &alarm);
	expect(ebadf, "ioctl(-1, %s, %p)", X(RTC_WKALM_RD), (void *)&alarm);
	ioctl(-1, RTC_PARAM_SET, &param);
	expect(ebadf, "ioctl(-1, %s, {param=%s, uvalue=%s, index=2})",
	       X(RTC_PARAM_SET), X(RTC_PARAM_FEATURES),
	       x(0x101, "1<<RTC_FEATURE_ALARM|0x100"));
	ioctl(-1, RTC_PARAM_GET, &param);
	expect(ebadf, "ioctl(-1, %s, {param=%s, index=2} => %p)",
	       X(RTC_PARAM_GET), X(RTC_PARAM_FEATURES), (void *)&param);
	ioctl(-1, RTC_EPOCH_SET, 1900UL);
	expect(ebadf, "ioctl(-1, %s, 1900)", X(RTC_EPOCH_SET));

	/* LIRC */
	ioctl(-1, LIRC_SET_SEND_MODE, &u);
	expect(ebadf, "ioctl(-1, %s, [%s])", X(LIRC_SET_SEND_MODE),
	       X(LIRC_MODE_PULSE));
	u = 0x1f;
	ioctl(-1, LIRC_SET_TRANSMITTER_MASK, &u);
	expect(ebadf, "ioctl(-1, %s, [0x1f])", X(LIRC_SET_TRANSMITTER_MASK));
	ioctl(-1, LIRC_GET_FEATURES, NULL);
	expect(ebadf, "ioctl(-1, %s, NULL)", X(LIRC_GET_FEATURES));

	/* userfaultfd */
	ioctl(-1, UFFDIO_WAKE, &wake);
	expect(ebadf, "ioctl(-1, %s, {start=0x10000, len=0x2000})",
	       X(UFFDIO_WAKE));
	ioctl(-1, UFFDIO_COPY, &copy);
	expect(ebadf, "ioctl(-1, %s, {dst=0x1000, src=0x2000, len=0x1000, "
	       "mode=%s})", X(UFFDIO_COPY), X(UFFDIO_COPY_MODE_DONTWAKE));
	ioctl(-1, UFFDIO_API, BAD_PTR);
	expect(ebadf, "ioctl(-1, %s, %p)", X(UFFDIO_API), BAD_PTR);

	/* FITRIM shows the range at entry only; HDIO_DRIVE_CMD */
	ioctl(-1, FITRIM, &trim);
	expect(ebadf, "ioctl(-1, %s, {start=0x1000, len=4096, minlen=512})",
	       X(FITRIM));
	ioctl(-1, HDIO_DRIVE_CMD, drive);
	expect(ebadf, "ioctl(-1, %s, {command=%s, sector_number=1, "
	       "feature=2, sector_count=0})", X(HDIO_DRIVE_CMD),
	       x(0xca, "ATA_CMD_WRITE"));
	/* termios2 with an input speed; the old termio */
	{
		struct termios2 t2 = { .c_iflag = ICRNL,
				       .c_oflag = OPOST | ONLCR,
				       .c_cflag = B9600 | (B1800 << IBSHIFT) |
						  CS8 | CREAD,
				       .c_lflag = ISIG | TOSTOP | IEXTEN };
		struct termio t1 = { .c_iflag = IGNBRK, .c_cflag = B75 | CS6 };

		ioctl(-1, TCSETS2, &t2);
		expect(ebadf, "ioctl(-1, %s, {c_iflag=%s, c_oflag=%s, "
		       "c_cflag=%s, c_lflag=%s, ...})", X(TCSETS2),
		       x(ICRNL, "ICRNL"),
		       x(OPOST | ONLCR, "NL0|CR0|TAB0|BS0|VT0|FF0|OPOST|ONLCR"),
		       x(B9600 | (B1800 << IBSHIFT) | CS8 | CREAD,
			 "B9600|B1800<<IBSHIFT|CS8|CREAD"),
		       x(ISIG | TOSTOP | IEXTEN, "ISIG|IEXTEN|TOSTOP"));
		ioctl(-1, TCSETA, &t1);
		expect(ebadf, "ioctl(-1, %s, {c_iflag=%s, c_oflag=%s, "
		       "c_cflag=%s, c_lflag=0, ...})", X(TCSETA),
		       x(IGNBRK, "IGNBRK"),
		       x(0, "NL0|CR0|TAB0|BS0|VT0|FF0|0"),
		       x(B75 | CS6, "B75|CS6"));
	}

	/* loop devices: the encryption fields only when a type is set */
	{
		struct loop_info64 li = { .lo_offset = 0x200, .lo_number = 7,
					  .lo_flags = LO_FLAGS_READ_ONLY };

		strcpy((char *)li.lo_file_name, "/tmp/img");
		ioctl(-1, LOOP_SET_STATUS64, &li);
		expect(ebadf, "ioctl(-1, %s, {lo_offset=0x200, lo_number=7, "
		       "lo_flags=%s, lo_file_name=\"/tmp/img\", ...})",
		       X(LOOP_SET_STATUS64), X(LO_FLAGS_READ_ONLY));
		ioctl(-1, LOOP_CLR_FD, 0);
		expect(ebadf, "ioctl(-1, %s)", X(LOOP_CLR_FD));
	}

	/* MTD: MIXER_WRITE(n) for a write request of type 'M' */
	{
		struct erase_info_user e = { .start = 0x1000, .length = 0x800 };

		ioctl(-1, MEMERASE, &e);
		expect(ebadf, "ioctl(-1, %s, {start=0x1000, length=0x800})",
		       x(MEMERASE, "MIXER_WRITE(2) or MEMERASE"));
	}

	/* UBI: a volume name cut at its length */
	{
		struct ubi_mkvol_req mk = { .vol_id = 3, .alignment = 1,
					    .bytes = 4096,
					    .vol_type = UBI_DYNAMIC_VOLUME,
					    .name_len = 2 };

		memcpy(mk.name, "abc", 4);
		ioctl(-1, UBI_IOCMKVOL, &mk);
		expect(ebadf, "ioctl(-1, %s, {vol_id=3, alignment=1, "
		       "bytes=4096, vol_type=%s, flags=0, name_len=2, "
		       "name=\"ab\"...})", X(UBI_IOCMKVOL),
		       X(UBI_DYNAMIC_VOLUME));
	}
	/* SCSI reset kinds; perf's query (the ids at exit); ifconf */
	{
		int kind = SG_SCSI_RESET_DEVICE | 0x100;
		uint32_t q[4] = { 2, 0, 0, 0 };
		struct ifconf ifc = { .ifc_len = 2 * sizeof(struct ifreq),
				      .ifc_buf = BAD_PTR };

		ioctl(-1, SG_SCSI_RESET, &kind);
		expect(ebadf, "ioctl(-1, %s, [%s])", X(SG_SCSI_RESET),
		       x(0x101, "SG_SCSI_RESET_NO_ESCALATE|"
			 "SG_SCSI_RESET_DEVICE"));
		ioctl(-1, PERF_EVENT_IOC_QUERY_BPF, q);
		expect(ebadf, "ioctl(-1, %s, {ids_len=2, ...})",
		       X(PERF_EVENT_IOC_QUERY_BPF));
		struct ifreq ifr = { .ifr_mtu = 1500 };
		char br[IFNAMSIZ];

		memcpy(ifr.ifr_name, "0123456789abcdef", IFNAMSIZ);
		ioctl(-1, SIOCSIFMTU, &ifr);
		expect(ebadf, "ioctl(-1, %s, {ifr_name=\"0123456789abcde\"..., "
		       "ifr_mtu=1500})", X(SIOCSIFMTU));
		memcpy(br, "br0", 4);
		ioctl(-1, SIOCBRADDBR, br);
		expect(ebadf, "ioctl(-1, %s, \"br0\")", X(SIOCBRADDBR));
		int32_t guard = 'Z';

		ioctl(-1, SG_IO, &guard);
		expect(ebadf, "ioctl(-1, %s, [90])", X(SG_IO));
		ioctl(-1, SIOCGIFCONF, &ifc);
		expect(ebadf, "ioctl(-1, %s, {ifc_len=%d /* 2 * sizeof(struct "
		       "ifreq) */, ifc_buf=%p})", X(SIOCGIFCONF),
		       ifc.ifc_len, BAD_PTR);
	}
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
