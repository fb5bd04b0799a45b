/* ioctl: request names (imported, joined with "or", a family's macro,
 * _IOC() for an unknown one) and arguments by the request's shape. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <linux/fiemap.h>
#include <linux/fs.h>
#include <linux/input.h>
#include <linux/nsfs.h>
#include <linux/random.h>
#include "dec.h"

static const char *ebadf(void)
{
	return "-1 EBADF (Bad file descriptor)";
}

int main(void)
{
	uint64_t range[2] = { 4096, 8192 };
	struct fiemap fm = { .fm_start = 0, .fm_length = 100,
			     .fm_flags = FIEMAP_FLAG_SYNC | 0x100,
			     .fm_extent_count = 0 };
	int v = 3;

	setvbuf(stdout, NULL, _IONBF, 0);
	/* names */
	ioctl(-1, TCSETS, NULL);
	expect(ebadf(), "ioctl(-1, SNDCTL_TMR_START or TCSETS, NULL)");
	ioctl(-1, EVIOCGBIT(EV_KEY, 8), NULL);
	expect(ebadf(), "ioctl(-1, EVIOCGBIT(EV_KEY, 8), NULL)");
	ioctl(-1, EVIOCGABS(ABS_Y), NULL);
	expect(ebadf(), "ioctl(-1, EVIOCGABS(ABS_Y), NULL)");
	ioctl(-1, _IOC(_IOC_READ, 0xfe, 0x12, 8), 0x20);
	expect(ebadf(), "ioctl(-1, _IOC(_IOC_READ, 0xfe, 0x12, 0x8), 0x20)");
	/* shapes: none, values, pointers in and out */
	ioctl(-1, BLKRRPART, 7);
	expect(ebadf(), "ioctl(-1, BLKRRPART)");
	ioctl(-1, BLKRASET, 128UL);
	expect(ebadf(), "ioctl(-1, BLKRASET, 128)");
	ioctl(-1, BLKROSET, &v);
	expect(ebadf(), "ioctl(-1, BLKROSET, [3])");
	ioctl(-1, BLKGETSIZE64, &range[0]);
	expect(ebadf(), "ioctl(-1, BLKGETSIZE64, %p)", (void *)&range[0]);
	ioctl(-1, BLKDISCARD, range);
	expect(ebadf(), "ioctl(-1, BLKDISCARD, [4096, 8192])");
	ioctl(-1, BLKDISCARD, BAD_PTR);
	expect(ebadf(), "ioctl(-1, BLKDISCARD, %p)", BAD_PTR);
	v = FS_APPEND_FL | FS_NOATIME_FL;
	ioctl(-1, FS_IOC_SETFLAGS, &v);
	expect(ebadf(), "ioctl(-1, FS_IOC_SETFLAGS, "
	       "[FS_APPEND_FL|FS_NOATIME_FL])");
	v = 4;
	ioctl(-1, RNDADDTOENTCNT, &v);
	expect(ebadf(), "ioctl(-1, RNDADDTOENTCNT, [4])");
	ioctl(-1, NS_GET_USERNS);
	expect(ebadf(), "ioctl(-1, NS_GET_USERNS)");
	ioctl(-1, FS_IOC_FIEMAP, &fm);
	expect(ebadf(), "ioctl(-1, FS_IOC_FIEMAP, {fm_start=0, fm_length=100, "
	       "fm_flags=FIEMAP_FLAG_SYNC|0x100, fm_extent_count=0})");
	{
		unsigned int kc[2] = { 30, KEY_ESC };

		ioctl(-1, EVIOCSKEYCODE, kc);
		expect(ebadf(), "ioctl(-1, EVIOCSKEYCODE, [30, KEY_ESC])");
		ioctl(-1, EVIOCGNAME(16), NULL);
		expect(ebadf(), "ioctl(-1, EVIOCGNAME(16), NULL)");
	}
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
