/* Video4Linux2 requests on a descriptor that is none (-1): the first
 * calls fail (EBADF), so only what the kernel reads is shown; the last
 * ones are made to succeed by abitrace's -e inject (retval=8 from the
 * twelfth call on), so what the "driver" wrote is what the tracee left
 * in the structs. A struct cut by the end of a mapping is shown as its
 * address. With the argument "raw" (-X raw), numbers only. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <unistd.h>
#include <linux/videodev2.h>
#include "dec.h"

static int raw;

/* "NAME", or its number with -X raw */
static const char *sym(const char *name, unsigned long v)
{
	static char buf[8][96];
	static int i;

	i = (i + 1) % 8;
	if (raw)
		snprintf(buf[i], sizeof(buf[i]), "%#lx", v);
	else
		snprintf(buf[i], sizeof(buf[i]), "%s", name);
	return buf[i];
}

#define S(x) sym(#x, (unsigned long)(x))

/* a four-character code, or its number with -X raw */
static const char *fourcc(uint32_t v, const char *name)
{
	static char buf[2][96];
	static int i;

	i = (i + 1) % 2;
	if (raw)
		snprintf(buf[i], sizeof(buf[i]), "%#x", v);
	else
		snprintf(buf[i], sizeof(buf[i]),
			 "v4l2_fourcc('%c', '%c', '%c', '%c') /* %s */",
			 v & 0xff, v >> 8 & 0xff, v >> 16 & 0xff, v >> 24,
			 name);
	return buf[i];
}

static void injected(long rc)
{
	if (rc != 8) {
		fprintf(stderr, "ioctl not injected: %ld\n", rc);
		exit(1);
	}
}

#define EBADF_RET "-1 EBADF (Bad file descriptor)"
#define OK "8 (INJECTED)"

int main(int argc, char **argv)
{
	long page = sysconf(_SC_PAGESIZE);
	char *map;
	struct v4l2_fmtdesc fd = { .index = 3,
				   .type = V4L2_BUF_TYPE_VIDEO_CAPTURE };
	struct v4l2_format f = { .type = V4L2_BUF_TYPE_VIDEO_OUTPUT };
	struct v4l2_control ctl = { .id = V4L2_CID_BRIGHTNESS, .value = -5 };
	struct v4l2_queryctrl qc = {
		.id = V4L2_CTRL_FLAG_NEXT_CTRL | V4L2_CID_SATURATION };
	struct v4l2_ext_control ec = { .id = V4L2_CID_CONTRAST, .value64 = 7 };
	struct v4l2_ext_controls ecs = { .ctrl_class = V4L2_CTRL_CLASS_USER,
					 .count = 1, .controls = &ec };
	struct v4l2_frmsizeenum fs = { .index = 0,
				       .pixel_format = V4L2_PIX_FMT_YUYV };
	struct v4l2_requestbuffers rb = {
		.count = 4, .type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
		.memory = V4L2_MEMORY_MMAP };
	struct v4l2_buffer buf = { .index = 2, .type =
				   V4L2_BUF_TYPE_VIDEO_CAPTURE };
	uint32_t type = V4L2_BUF_TYPE_VIDEO_OUTPUT;
	void *cut;

	raw = argc > 1 && !strcmp(argv[1], "raw");
	setvbuf(stdout, NULL, _IONBF, 0);

	/* a struct that runs past the end of its mapping */
	map = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (map == MAP_FAILED || munmap(map + page, page))
		return 1;
	cut = map + page - sizeof(struct v4l2_format) / 2;

	f.fmt.pix.width = 640;
	f.fmt.pix.height = 480;
	f.fmt.pix.pixelformat = V4L2_PIX_FMT_SPCA508;
	f.fmt.pix.field = V4L2_FIELD_NONE;
	f.fmt.pix.bytesperline = 1280;
	f.fmt.pix.sizeimage = 614400;
	f.fmt.pix.colorspace = V4L2_COLORSPACE_JPEG;

	/* 1-11 fail: the fields the kernel reads */
	ioctl(-1, VIDIOC_QUERYCAP, NULL);
	expect(EBADF_RET, "ioctl(-1, %s, NULL)", S(VIDIOC_QUERYCAP));
	ioctl(-1, VIDIOC_ENUM_FMT, &fd);
	expect(EBADF_RET, "ioctl(-1, %s, {index=3, type=%s})",
	       S(VIDIOC_ENUM_FMT), S(V4L2_BUF_TYPE_VIDEO_CAPTURE));
	ioctl(-1, VIDIOC_S_FMT, &f);
	expect(EBADF_RET, "ioctl(-1, %s, {type=%s, fmt.pix={width=640, "
	       "height=480, pixelformat=%s, field=%s, bytesperline=1280, "
	       "sizeimage=614400, colorspace=%s}})", S(VIDIOC_S_FMT),
	       S(V4L2_BUF_TYPE_VIDEO_OUTPUT),
	       fourcc(V4L2_PIX_FMT_SPCA508, "V4L2_PIX_FMT_SPCA508"),
	       S(V4L2_FIELD_NONE), S(V4L2_COLORSPACE_JPEG));
	ioctl(-1, VIDIOC_G_FMT, cut);
	expect(EBADF_RET, "ioctl(-1, %s, %p)", S(VIDIOC_G_FMT), cut);
	ioctl(-1, VIDIOC_S_CTRL, &ctl);
	expect(EBADF_RET, "ioctl(-1, %s, {id=%s, value=-5})",
	       S(VIDIOC_S_CTRL), S(V4L2_CID_BRIGHTNESS));
	ctl.id = V4L2_CTRL_CLASS_DETECT | 0x1234;
	ioctl(-1, VIDIOC_G_CTRL, &ctl);
	expect(EBADF_RET, "ioctl(-1, %s, {id=%s})", S(VIDIOC_G_CTRL),
	       raw ? "0xa31234" : "V4L2_CTRL_CLASS_DETECT+0x1234");
	ioctl(-1, VIDIOC_QUERYCTRL, &qc);
	expect(EBADF_RET, "ioctl(-1, %s, {id=%s})", S(VIDIOC_QUERYCTRL),
	       raw ? "0x80980902"
		   : "V4L2_CTRL_FLAG_NEXT_CTRL|V4L2_CID_SATURATION");
	ioctl(-1, VIDIOC_STREAMON, &type);
	expect(EBADF_RET, "ioctl(-1, %s, [%s])", S(VIDIOC_STREAMON),
	       S(V4L2_BUF_TYPE_VIDEO_OUTPUT));
	ioctl(-1, VIDIOC_S_EXT_CTRLS, &ecs);
	expect(EBADF_RET, "ioctl(-1, %s, {ctrl_class=%s, count=1, "
	       "controls=[{id=%s, size=0, value=7, value64=7}]} => "
	       "{controls=[{id=%s, size=0, value=7, value64=7}], "
	       "error_idx=0})", S(VIDIOC_S_EXT_CTRLS),
	       S(V4L2_CTRL_CLASS_USER), S(V4L2_CID_CONTRAST),
	       S(V4L2_CID_CONTRAST));
	/* the sub-device request of the same number is not named */
	ioctl(-1, VIDIOC_G_STD, NULL);
	expect(EBADF_RET, "ioctl(-1, %s, NULL)", S(VIDIOC_G_STD));
	ioctl(-1, VIDIOC_S_INPUT, (void *)8);
	expect(EBADF_RET, "ioctl(-1, %s, 0x8)", S(VIDIOC_S_INPUT));

	/* 12 on succeed: what the "driver" left is shown at exit */
	ctl.id = V4L2_CID_CONTRAST;
	ctl.value = 9;
	injected(ioctl(-1, VIDIOC_G_CTRL, &ctl));
	expect(OK, "ioctl(-1, %s, {id=%s, value=9})", S(VIDIOC_G_CTRL),
	       S(V4L2_CID_CONTRAST));
	fs.type = V4L2_FRMSIZE_TYPE_DISCRETE;
	fs.discrete.width = 640;
	fs.discrete.height = 480;
	injected(ioctl(-1, VIDIOC_ENUM_FRAMESIZES, &fs));
	expect(OK, "ioctl(-1, %s, {index=0, pixel_format=%s, type=%s, "
	       "discrete={width=640, height=480}})",
	       S(VIDIOC_ENUM_FRAMESIZES),
	       fourcc(V4L2_PIX_FMT_YUYV, "V4L2_PIX_FMT_YUYV"),
	       S(V4L2_FRMSIZE_TYPE_DISCRETE));
	injected(ioctl(-1, VIDIOC_REQBUFS, &rb));
	expect(OK, "ioctl(-1, %s, {type=%s, memory=%s, count=4})",
	       S(VIDIOC_REQBUFS), S(V4L2_BUF_TYPE_VIDEO_CAPTURE),
	       S(V4L2_MEMORY_MMAP));
	buf.memory = V4L2_MEMORY_MMAP;
	buf.m.offset = 0x1000;
	buf.length = 4096;
	buf.bytesused = 100;
	buf.flags = V4L2_BUF_FLAG_DONE | V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC;
	buf.timestamp.tv_sec = 12;
	buf.timestamp.tv_usec = 34;
	injected(ioctl(-1, VIDIOC_DQBUF, &buf));
	if (raw)
		expect(OK, "ioctl(-1, %s, {type=0x1, index=2, memory=0x1, "
		       "m.offset=0x1000, length=4096, bytesused=100, "
		       "flags=%#x, timestamp={tv_sec=12, tv_usec=34}, ...})",
		       S(VIDIOC_DQBUF), buf.flags);
	else
		expect(OK, "ioctl(-1, %s, {type=%s, index=2, memory=%s, "
		       "m.offset=0x1000, length=4096, bytesused=100, "
		       "flags=V4L2_BUF_FLAG_DONE|"
		       "V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC|"
		       "V4L2_BUF_FLAG_TSTAMP_SRC_EOF, "
		       "timestamp={tv_sec=12, tv_usec=34}, ...})",
		       S(VIDIOC_DQBUF), S(V4L2_BUF_TYPE_VIDEO_CAPTURE),
		       S(V4L2_MEMORY_MMAP));
	return 0;
}
