/* Video4Linux2, <linux/videodev2.h> (type 'V'). The layouts read here
 * are those of the 64-bit ABIs; the structs that hold a pointer or a
 * union aligned to one (v4l2_format, v4l2_framebuffer,
 * v4l2_ext_controls, v4l2_buffer, v4l2_create_buffers) and
 * v4l2_standard (a u64 4-aligned on i386) differ in a 32-bit tracee,
 * which gets their address.
 *
 * A request whose struct the kernel reads in part and fills in part is
 * shown whole at exit: the fields it reads are kept in ret_data at
 * entry (the call may overwrite them), the fields it fills follow when
 * the call succeeded. */
#include "decode/ioctl_v4l2.h"

/* ---- v4l2_format -------------------------------------------------- */

#define FMT_OFF	8	/* the union, after type and its padding */
#define FMT_SIZE 208

static void fmt_pix(const struct pctx *c, const uint8_t *f)
{
	f_uint(c, "width", u32_at(f, 0));
	f_uint(c, "height", u32_at(f, 4));
	f_fourcc(c, "pixelformat", u32_at(f, 8));
	f_enum(c, "field", &xlat_v4l2_fields, u32_at(f, 12),
	       "V4L2_FIELD_???");
	f_uint(c, "bytesperline", u32_at(f, 16));
	f_uint(c, "sizeimage", u32_at(f, 20));
	f_enum(c, "colorspace", &xlat_v4l2_colorspaces, u32_at(f, 24),
	       "V4L2_COLORSPACE_???");
}

static void fmt_pix_mp(const struct pctx *c, const uint8_t *f)
{
	unsigned n = f[180];

	f_uint(c, "width", u32_at(f, 0));
	f_uint(c, "height", u32_at(f, 4));
	f_fourcc(c, "pixelformat", u32_at(f, 8));
	f_enum(c, "field", &xlat_v4l2_fields, u32_at(f, 12),
	       "V4L2_FIELD_???");
	f_enum(c, "colorspace", &xlat_v4l2_colorspaces, u32_at(f, 16),
	       "V4L2_COLORSPACE_???");
	v_field(c, "plane_fmt");
	v_array_begin(c);
	/* VIDEO_MAX_PLANES entries of 20 bytes from offset 20 */
	for (unsigned i = 0; i < n && i < 8; i++) {
		const uint8_t *p = f + 20 + 20 * i;

		v_elem(c);
		v_struct_begin(c);
		f_uint(c, "sizeimage", u32_at(p, 0));
		f_uint(c, "bytesperline", u32_at(p, 4));
		v_struct_end(c);
	}
	v_array_end(c);
	f_uint(c, "num_planes", n);
}

/* struct v4l2_window: the clips are an array the kernel reads. */
static void fmt_win(const struct pctx *c, const uint8_t *f)
{
	uint64_t clips = u64_at(f, 24);
	uint32_t count = u32_at(f, 32);

	f_rect(c, "w", f, 0);
	f_enum(c, "field", &xlat_v4l2_fields, u32_at(f, 16),
	       "V4L2_FIELD_???");
	f_hex(c, "chromakey", u32_at(f, 20));
	v_field(c, "clips");
	if (!clips) {
		v_addr(c, clips);
	} else {
		v_array_begin(c);
		for (uint32_t i = 0; i < count; i++) {
			uint8_t cl[24];	/* struct v4l2_clip */

			if (ioctl_array_cut(c, i))
				break;
			if (umove(c, clips + 24ull * i, sizeof(cl), cl) < 0) {
				v_more(c);
				v_textf(c, " /* %#llx */", (unsigned long long)
					(clips + 24ull * i));
				break;
			}
			v_elem(c);
			v_struct_begin(c);
			f_rect(c, "c", cl, 0);
			v_struct_end(c);
		}
		v_array_end(c);
	}
	f_uint(c, "clipcount", count);
	f_addr(c, "bitmap", u64_at(f, 40));
	f_hex(c, "global_alpha", f[48]);
}

static void fmt_vbi(const struct pctx *c, const uint8_t *f)
{
	f_uint(c, "sampling_rate", u32_at(f, 0));
	f_uint(c, "offset", u32_at(f, 4));
	f_uint(c, "samples_per_line", u32_at(f, 8));
	f_fourcc(c, "sample_format", u32_at(f, 12));
	v_field(c, "start");
	v_array_begin(c);
	for (unsigned i = 0; i < 2; i++) {
		v_elem(c);
		v_int(c, (int32_t)u32_at(f, 16 + 4 * i));
	}
	v_array_end(c);
	v_field(c, "count");
	v_array_begin(c);
	for (unsigned i = 0; i < 2; i++) {
		v_elem(c);
		v_uint(c, u32_at(f, 24 + 4 * i));
	}
	v_array_end(c);
	f_flags(c, "flags", &xlat_v4l2_vbi_flags, u32_at(f, 32),
		"V4L2_VBI_???");
}

static void fmt_sliced(const struct pctx *c, const uint8_t *f)
{
	uint16_t s;

	memcpy(&s, f, sizeof(s));
	f_flags(c, "service_set", &xlat_v4l2_sliced_flags, s,
		"V4L2_SLICED_???");
	v_field(c, "service_lines");
	v_array_begin(c);
	for (unsigned i = 0; i < 2; i++) {
		v_elem(c);
		v_array_begin(c);
		for (unsigned j = 0; j < 24; j++) {
			memcpy(&s, f + 2 + 48 * i + 2 * j, sizeof(s));
			v_elem(c);
			v_hex(c, s);
		}
		v_array_end(c);
	}
	v_array_end(c);
	f_uint(c, "io_size", u32_at(f, 100));
}

/* The union of a v4l2_format by its type; false for a type without
 * one. */
static bool fmt_union(const struct pctx *c, uint32_t type, const uint8_t *f)
{
	const char *name;
	void (*print)(const struct pctx *, const uint8_t *) = NULL;

	switch (type) {
	case 1: case 2:		/* VIDEO_CAPTURE, VIDEO_OUTPUT */
		name = "fmt.pix";
		print = fmt_pix;
		break;
	case 9: case 10:	/* the _MPLANE ones */
		name = "fmt.pix_mp";
		print = fmt_pix_mp;
		break;
	case 3: case 8:		/* VIDEO_OVERLAY, VIDEO_OUTPUT_OVERLAY */
		name = "fmt.win";
		print = fmt_win;
		break;
	case 4: case 5:		/* VBI_CAPTURE, VBI_OUTPUT */
		name = "fmt.vbi";
		print = fmt_vbi;
		break;
	case 6: case 7:		/* SLICED_VBI_* */
		name = "fmt.sliced";
		print = fmt_sliced;
		break;
	case 11: case 12:	/* SDR_* */
		v_field(c, "fmt.sdr");
		v_struct_begin(c);
		f_fourcc(c, "pixelformat", u32_at(f, 0));
		f_uint(c, "buffersize", u32_at(f, 4));
		v_struct_end(c);
		return true;
	case 13: case 14:	/* META_* */
		v_field(c, "fmt.meta");
		v_struct_begin(c);
		f_fourcc(c, "dataformat", u32_at(f, 0));
		f_uint(c, "buffersize", u32_at(f, 4));
		v_struct_end(c);
		return true;
	default:
		return false;
	}
	v_field(c, name);
	v_struct_begin(c);
	print(c, f);
	v_struct_end(c);
	return true;
}

/* {type=..., fmt.X={...}} of the v4l2_format in b */
static void format(const struct pctx *c, const uint8_t *b, bool with_fmt)
{
	v_struct_begin(c);
	f_buf_type(c, u32_at(b, 0));
	if (with_fmt)
		fmt_union(c, u32_at(b, 0), b + FMT_OFF);
	v_struct_end(c);
}

/* VIDIOC_G_FMT: the type in, the format out. VIDIOC_S_FMT and
 * VIDIOC_TRY_FMT: the format in, and the one the driver chose. */
int ioctl_v4l2_fmt(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t b[FMT_SIZE];
	bool get = _IOC_NR(cmd) == 4;

	addr = addr_of(c, addr);
	if (c->compat) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	if (!c->exiting) {
		if (get) {
			keep_in(c, cmd, addr, 4);
			return IOCTL_LATER;
		}
		if (!fetch(c, cmd, addr, b, sizeof(b)))
			return IOCTL_DONE;
		format(c, b, true);
		return IOCTL_LATER;
	}
	if (get) {
		const struct ioctl_v4l2_state *rd = v4l2_state(c);

		if (!rd->read) {
			v_addr(c, addr);
			return IOCTL_DONE;
		}
		v_struct_begin(c);
		f_buf_type(c, u32_at(rd->in, 0));
		if (!c->call->err && umove(c, addr, sizeof(b), b) == 0)
			fmt_union(c, u32_at(rd->in, 0), b + FMT_OFF);
		v_struct_end(c);
		return IOCTL_DONE;
	}
	/* strace 6.1 does not show the window the driver chose */
	if (c->call->err || umove(c, addr, sizeof(b), b) < 0 ||
	    u32_at(b, 0) == 3 || u32_at(b, 0) == 8)
		return IOCTL_DONE;
	v_changed(c);
	v_struct_begin(c);
	if (!fmt_union(c, u32_at(b, 0), b + FMT_OFF))
		f_buf_type(c, u32_at(b, 0));
	v_struct_end(c);
	return IOCTL_DONE;
}

/* VIDIOC_CREATE_BUFS's result: the index and count the kernel wrote,
 * after the return value, as strace shows them. */
static int create_bufs_ret(const struct pctx *c, int64_t rval,
			   const union dec_ret_data *d)
{
	uint32_t b[2];

	v_int(c, rval);
	if (umove(c, d->ioctl.fam.v4l2.create_bufs, sizeof(b), b) < 0)
		return PRINT_OK;
	v_text(c, " (");
	v_struct_begin(c);
	f_uint(c, "index", b[0]);
	f_uint(c, "count", b[1]);
	v_struct_end(c);
	v_putc(c, ')');
	return PRINT_OK;
}

/* VIDIOC_CREATE_BUFS: count, memory and format in; index and count
 * out. */
int ioctl_v4l2_create_bufs(const struct pctx *c, unsigned cmd,
			   uint64_t addr)
{
	uint8_t b[256];

	addr = addr_of(c, addr);
	if (c->compat) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	if (!fetch(c, cmd, addr, b, sizeof(b)))
		return IOCTL_DONE;
	v_struct_begin(c);
	f_uint(c, "count", u32_at(b, 4));
	f_enum(c, "memory", &xlat_v4l2_memories, u32_at(b, 8),
	       "V4L2_MEMORY_???");
	v_field(c, "format");
	format(c, b + 16, true);
	v_struct_end(c);
	v4l2_state(c)->create_bufs = addr;
	set_ret_printer(c, create_bufs_ret);
	return IOCTL_DONE;
}

/* ---- fixed-layout requests ---------------------------------------- */

/* VIDIOC_ENUM_FMT: index and type in, the rest out. */
int ioctl_v4l2_enum_fmt(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t b[64];
	const uint8_t *kept;
	int rc;

	kept = kept_in(c, cmd, &addr, 8, &rc);
	if (!kept)
		return rc;
	f_uint(c, "index", u32_at(kept, 0));
	f_buf_type(c, u32_at(kept, 4));
	if (!c->call->err && umove(c, addr, sizeof(b), b) == 0) {
		f_flags(c, "flags", &xlat_v4l2_fmt_flags, u32_at(b, 8),
			"V4L2_FMT_FLAG_???");
		f_cstr(c, "description", b, 12, 32);
		f_fourcc(c, "pixelformat", u32_at(b, 44));
	}
	v_struct_end(c);
	return IOCTL_DONE;
}

/* VIDIOC_REQBUFS: count => the count the driver allocated. */
int ioctl_v4l2_reqbufs(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t b[12];
	const uint8_t *kept;
	int rc;

	kept = kept_in(c, cmd, &addr, sizeof(b), &rc);
	if (!kept)
		return rc;
	memcpy(b, kept, sizeof(b));
	f_buf_type(c, u32_at(b, 4));
	f_enum(c, "memory", &xlat_v4l2_memories, u32_at(b, 8),
	       "V4L2_MEMORY_???");
	f_uint(c, "count", u32_at(b, 0));
	/* the count the driver gave, when it differs (as strace 7.2) */
	if (!c->call->err && umove(c, addr, 4, b + 4) == 0 &&
	    u32_at(b, 4) != u32_at(b, 0)) {
		v_changed(c);
		v_uint(c, u32_at(b, 4));
	}
	v_struct_end(c);
	return IOCTL_DONE;
}

/* v4l2_buffer's flags: the flags, then the timestamp's type and its
 * source (fields of the word), as three constants joined by "|", as
 * strace shows them (-X verbose comments each); -X raw, the word. */
static void buf_flags(const struct pctx *c, uint32_t v)
{
	uint32_t plain = v & ~0x7e000u;

	v_field(c, "flags");
	if (c->opt->xlat_style == XLAT_RAW) {
		v_hex(c, v);
		return;
	}
	/* one node whose parts are named, for JSON */
	v_open(c, VK_STRUCT, v, "");
	if (plain) {
		v_name(c, "flags");
		v_flags(c, &xlat_v4l2_buf_flags, plain, NULL);
		v_text(c, "|");
	}
	v_name(c, "timestamp");
	v_enum(c, &xlat_v4l2_buf_timestamps, v & 0xe000,
	       "V4L2_BUF_FLAG_TIMESTAMP_???");
	v_text(c, "|");
	v_name(c, "tstamp_src");
	v_enum(c, &xlat_v4l2_buf_tstamp_srcs, v & 0x70000,
	       "V4L2_BUF_FLAG_TSTAMP_SRC_???");
	v_close(c, "");
}

/* VIDIOC_QUERYBUF, VIDIOC_QBUF, VIDIOC_DQBUF: struct v4l2_buffer, the
 * type (and the index but for DQBUF) in; the buffer at exit. A 64-bit
 * kernel also takes the struct of 32-bit time (the *_TIME32 requests,
 * 80 bytes: a timestamp of two 32-bit words moves what follows it). */
int ioctl_v4l2_buf(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t b[88];
	const uint8_t *kept;
	int rc;
	bool dq = _IOC_NR(cmd) == 17;	/* VIDIOC_DQBUF */
	bool t32 = !c->compat && _IOC_SIZE(cmd) == 80;
	size_t mem_off = t32 ? 48 : 60, m_off = t32 ? 56 : 64;
	size_t len_off = t32 ? 64 : 72;
	uint32_t mem;

	kept = kept_in(c, cmd, &addr, c->compat ? 0 : 8, &rc);
	if (!kept)
		return rc;
	f_buf_type(c, u32_at(kept, 4));
	if (c->call->err || umove(c, addr, _IOC_SIZE(cmd), b) < 0) {
		if (!dq)
			f_uint(c, "index", u32_at(kept, 0));
		v_struct_end(c);
		return IOCTL_DONE;
	}
	f_uint(c, "index", u32_at(b, 0));
	mem = u32_at(b, mem_off);
	f_enum(c, "memory", &xlat_v4l2_memories, mem, "V4L2_MEMORY_???");
	if (mem == 1)		/* MMAP */
		f_hex(c, "m.offset", u32_at(b, m_off));
	else if (mem == 2)	/* USERPTR */
		f_hex(c, "m.userptr", u64_at(b, m_off));
	else if (mem == 4)	/* DMABUF */
		f_int(c, "m.fd", (int32_t)u32_at(b, m_off));
	f_uint(c, "length", u32_at(b, len_off));
	f_uint(c, "bytesused", u32_at(b, 8));
	buf_flags(c, u32_at(b, 12));
	if (dq) {
		v_field(c, "timestamp");
		v_struct_begin(c);
		f_int(c, "tv_sec",
		      t32 ? (int32_t)u32_at(b, 20) : (int64_t)u64_at(b, 24));
		f_int(c, "tv_usec",
		      t32 ? (int32_t)u32_at(b, 24) : (int64_t)u64_at(b, 32));
		v_struct_end(c);
	}
	v_more(c);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* VIDIOC_EXPBUF: struct v4l2_exportbuffer, which buffer and the open
 * flags in, the descriptor of the exported buffer out. */
int ioctl_v4l2_expbuf(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint32_t b[16];

	addr = addr_of(c, addr);
	if (c->exiting) {
		if (!changed_struct(c, addr, b, sizeof(b)))
			return IOCTL_DONE;
		f_int(c, "fd", (int32_t)b[4]);
		v_struct_end(c);
		return IOCTL_DONE;
	}
	if (!fetch(c, cmd, addr, b, sizeof(b)))
		return IOCTL_DONE;
	v_struct_begin(c);
	f_buf_type(c, b[0]);
	f_uint(c, "index", b[1]);
	f_uint(c, "plane", b[2]);
	v_field(c, "flags");
	print_open_flags_value(c, b[3], false);
	v_struct_end(c);
	return IOCTL_LATER;
}

/* VIDIOC_QUERYMENU: struct v4l2_querymenu (packed, 44 bytes), a
 * control's id and menu index in; the item out, as its name and as the
 * integer value the same union holds for an integer menu. */
int ioctl_v4l2_querymenu(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t b[44];
	int64_t value;

	addr = addr_of(c, addr);
	if (c->exiting) {
		if (!changed_struct(c, addr, b, sizeof(b)))
			return IOCTL_DONE;
		f_cstr(c, "name", b, 8, 32);
		memcpy(&value, b + 8, sizeof(value));
		f_int(c, "value", value);
		v_struct_end(c);
		return IOCTL_DONE;
	}
	if (!fetch(c, cmd, addr, b, sizeof(b)))
		return IOCTL_DONE;
	v_struct_begin(c);
	v_field(c, "id");
	cid(c, u32_at(b, 0));
	f_uint(c, "index", u32_at(b, 4));
	v_struct_end(c);
	return IOCTL_LATER;
}

/* VIDIOC_S_FBUF: struct v4l2_framebuffer; G_FBUF is filled. */
int ioctl_v4l2_fbuf(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t b[16];

	addr = addr_of(c, addr);
	if (_IOC_DIR(cmd) & _IOC_READ) {
		if (!c->exiting)
			return IOCTL_LATER;
		if (c->call->err || c->compat) {
			v_addr(c, addr);
			return IOCTL_DONE;
		}
	}
	if (c->compat || !fetch(c, cmd, addr, b, sizeof(b))) {
		if (c->compat)
			v_addr(c, addr);
		return IOCTL_DONE;
	}
	v_struct_begin(c);
	f_hex(c, "capability", u32_at(b, 0));
	f_hex(c, "flags", u32_at(b, 4));
	f_addr(c, "base", u64_at(b, 8));
	v_struct_end(c);
	return IOCTL_DONE;
}

/* VIDIOC_G_STD, VIDIOC_S_STD: [v4l2_std_id], a set of bits in hex. */
int ioctl_v4l2_std(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint64_t id;

	addr = addr_of(c, addr);
	if (_IOC_DIR(cmd) & _IOC_READ) {
		if (!c->exiting)
			return IOCTL_LATER;
		if (c->call->err) {
			v_addr(c, addr);
			return IOCTL_DONE;
		}
	}
	if (!fetch(c, cmd, addr, &id, sizeof(id)))
		return IOCTL_DONE;
	v_array_begin(c);
	v_elem(c);
	v_hex(c, id);
	v_array_end(c);
	return IOCTL_DONE;
}

/* VIDIOC_STREAMON, VIDIOC_STREAMOFF: [buffer type] */
int ioctl_v4l2_buf_type(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint32_t t;

	(void)cmd;
	addr = addr_of(c, addr);
	if (!fetch(c, cmd, addr, &t, sizeof(t)))
		return IOCTL_DONE;
	v_array_begin(c);
	v_elem(c);
	v_enum(c, &xlat_v4l2_buf_types, t, "V4L2_BUF_TYPE_???");
	v_array_end(c);
	return IOCTL_DONE;
}

/* The union of a v4l2_streamparm (capture or output) at p. */
static void streamparm(const struct pctx *c, bool capture, const uint8_t *p)
{
	v_field(c, capture ? "parm.capture" : "parm.output");
	v_struct_begin(c);
	f_flags(c, "capability", &xlat_v4l2_streaming_caps, u32_at(p, 0),
		"V4L2_CAP_???");
	f_flags(c, capture ? "capturemode" : "outputmode",
		&xlat_v4l2_capture_modes, u32_at(p, 4), "V4L2_MODE_???");
	f_fract(c, "timeperframe", p, 8);
	f_hex(c, "extendedmode", u32_at(p, 16));
	f_uint(c, capture ? "readbuffers" : "writebuffers", u32_at(p, 20));
	v_struct_end(c);
}

/* VIDIOC_G_PARM: the type in, the parameters out; VIDIOC_S_PARM: the
 * parameters in, and those the driver chose. */
int ioctl_v4l2_parm(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t b[4 + 40];
	struct ioctl_v4l2_state *rd = v4l2_state(c);
	bool get = _IOC_NR(cmd) == 21;
	uint32_t type;

	addr = addr_of(c, addr);
	if (!c->exiting) {
		if (get) {
			keep_in(c, cmd, addr, 4);
			return IOCTL_LATER;
		}
		if (!fetch(c, cmd, addr, b, sizeof(b)))
			return IOCTL_DONE;
		type = u32_at(b, 0);
		v_struct_begin(c);
		f_buf_type(c, type);
		if (type == 1 || type == 2)
			streamparm(c, type == 1, b + 4);
		v_struct_end(c);
		return type == 1 || type == 2 ? IOCTL_LATER : IOCTL_DONE;
	}
	if (get && !rd->read) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	if (!get && c->call->err)
		return IOCTL_DONE;
	type = get ? u32_at(rd->in, 0) : 0;
	if (get) {
		v_struct_begin(c);
		f_buf_type(c, type);
	}
	if (!c->call->err && umove(c, addr, sizeof(b), b) == 0 &&
	    (get ? type : (type = u32_at(b, 0))) && (type == 1 || type == 2)) {
		if (!get) {
			v_changed(c);
			v_struct_begin(c);
		}
		streamparm(c, type == 1, b + 4);
		if (!get)
			v_struct_end(c);
	}
	if (get)
		v_struct_end(c);
	return IOCTL_DONE;
}

/* A request whose struct starts with an index (or id, or type) the
 * kernel reads, the rest it fills: VIDIOC_ENUMSTD, VIDIOC_ENUMINPUT,
 * VIDIOC_G_TUNER, VIDIOC_G_CTRL, VIDIOC_QUERYCTRL, VIDIOC_CROPCAP,
 * VIDIOC_G_CROP, VIDIOC_QUERY_EXT_CTRL. */
static void enum_rest(const struct pctx *c, unsigned nr, const uint8_t *b)
{
	switch (nr) {
	case 25:	/* VIDIOC_ENUMSTD: struct v4l2_standard */
		f_cstr(c, "name", b, 16, 24);
		f_fract(c, "frameperiod", b, 40);
		f_uint(c, "framelines", u32_at(b, 48));
		break;
	case 26:	/* VIDIOC_ENUMINPUT: struct v4l2_input */
		f_cstr(c, "name", b, 4, 32);
		f_enum(c, "type", &xlat_v4l2_input_types, u32_at(b, 36),
		       "V4L2_INPUT_TYPE_???");
		f_uint(c, "audioset", u32_at(b, 40));
		f_uint(c, "tuner", u32_at(b, 44));
		f_flags(c, "std", &xlat_v4l2_std_ids, u64_at(b, 48),
			"V4L2_STD_???");
		f_flags(c, "status", &xlat_v4l2_input_status, u32_at(b, 56),
			"V4L2_IN_ST_???");
		f_flags(c, "capabilities", &xlat_v4l2_input_caps,
			u32_at(b, 60), "V4L2_IN_CAP_???");
		break;
	case 27:	/* VIDIOC_G_CTRL */
		f_int(c, "value", (int32_t)u32_at(b, 4));
		break;
	case 58:	/* VIDIOC_CROPCAP */
		f_rect(c, "bounds", b, 4);
		f_rect(c, "defrect", b, 20);
		f_fract(c, "pixelaspect", b, 36);
		break;
	case 59:	/* VIDIOC_G_CROP */
		f_rect(c, "c", b, 4);
		break;
	}
}

/* struct v4l2_queryctrl or (ext) v4l2_query_ext_ctrl, after the id:
 * type and name, the rest with -v. */
static void queryctrl(const struct pctx *c, bool ext, const uint8_t *b)
{
	static const char *const lim[] = {
		"minimum", "maximum", "step", "default_value"
	};
	uint32_t r[32];

	f_enum(c, "type", &xlat_v4l2_control_types, u32_at(b, 4),
	       "V4L2_CTRL_TYPE_???");
	f_cstr(c, "name", b, 8, 32);
	if (!c->opt->verbose) {
		v_more(c);
		return;
	}
	for (unsigned i = 0; i < 4; i++) {
		v_field(c, lim[i]);
		if (!ext)
			v_int(c, (int32_t)u32_at(b, 40 + 4 * i));
		else if (i == 2)
			v_uint(c, u64_at(b, 56));
		else
			v_int(c, (int64_t)u64_at(b, 40 + 8 * i));
	}
	if (!ext) {
		f_flags(c, "flags", &xlat_v4l2_control_flags, u32_at(b, 56),
			"V4L2_CTRL_FLAG_???");
		memcpy(r, b + 60, 2 * sizeof(*r));
		ioctl_reserved(c, "reserved", r, 2);
		return;
	}
	f_flags(c, "flags", &xlat_v4l2_control_flags, u32_at(b, 72),
		"V4L2_CTRL_FLAG_???");
	f_uint(c, "elem_size", u32_at(b, 76));
	f_uint(c, "elems", u32_at(b, 80));
	f_uint(c, "nr_of_dims", u32_at(b, 84));
	v_field(c, "dims");
	v_array_begin(c);
	for (uint32_t i = 0; i < u32_at(b, 84) && i < 4; i++) {
		v_elem(c);
		v_uint(c, u32_at(b, 88 + 4 * i));
	}
	v_array_end(c);
	memcpy(r, b + 104, sizeof(r));
	ioctl_reserved(c, "reserved", r, 32);
}

static void tuner(const struct pctx *c, const uint8_t *b, bool in)
{
	if (in)
		f_uint(c, "index", u32_at(b, 0));
	f_cstr(c, "name", b, 4, 32);
	f_enum(c, "type", &xlat_v4l2_tuner_types, u32_at(b, 36),
	       "V4L2_TUNER_???");
	f_flags(c, "capability", &xlat_v4l2_tuner_caps, u32_at(b, 40),
		"V4L2_TUNER_CAP_???");
	f_uint(c, "rangelow", u32_at(b, 44));
	f_uint(c, "rangehigh", u32_at(b, 48));
	f_flags(c, "rxsubchans", &xlat_v4l2_tuner_rxsubchans, u32_at(b, 52),
		"V4L2_TUNER_SUB_???");
	f_enum(c, "audmode", &xlat_v4l2_tuner_audmodes, u32_at(b, 56),
	       "V4L2_TUNER_MODE_???");
	f_int(c, "signal", (int32_t)u32_at(b, 60));
	f_int(c, "afc", (int32_t)u32_at(b, 64));
}

int ioctl_v4l2_enum(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t b[232];
	const uint8_t *kept;
	int rc;
	unsigned nr = _IOC_NR(cmd);
	size_t size = _IOC_SIZE(cmd) < sizeof(b) ? _IOC_SIZE(cmd) : sizeof(b);
	uint32_t first;

	addr = addr_of(c, addr);
	if (c->compat && nr == 25) {
		/* v4l2_standard's u64 is 4-aligned on i386: another layout */
		if (!c->exiting)
			v_addr(c, addr);
		return IOCTL_DONE;
	}
	kept = kept_in(c, cmd, &addr, 4, &rc);
	if (!kept)
		return rc;
	first = u32_at(kept, 0);
	switch (nr) {
	case 27: case 36: case 103:	/* G_CTRL, QUERYCTRL, QUERY_EXT_CTRL */
		if (nr == 27) {
			v_field(c, "id");
			cid(c, first);
		} else {
			f_query_id(c, first);
		}
		break;
	case 58: case 59:		/* CROPCAP, G_CROP */
		f_buf_type(c, first);
		break;
	default:
		f_uint(c, "index", first);
	}
	if (!c->call->err && umove(c, addr, size, b) == 0) {
		if (nr == 29)
			tuner(c, b, false);
		else if (nr == 36 || nr == 103)
			queryctrl(c, nr == 103, b);
		else
			enum_rest(c, nr, b);
	}
	v_struct_end(c);
	return IOCTL_DONE;
}

/* VIDIOC_S_TUNER: struct v4l2_tuner, read by the kernel, and what it
 * left in it. */
int ioctl_v4l2_s_tuner(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t b[84];

	addr = addr_of(c, addr);
	if (c->exiting) {
		if (!changed_struct(c, addr, b, sizeof(b)))
			return IOCTL_DONE;
		tuner(c, b, false);
		v_struct_end(c);
		return IOCTL_DONE;
	}
	if (!fetch(c, cmd, addr, b, sizeof(b)))
		return IOCTL_DONE;
	v_struct_begin(c);
	tuner(c, b, true);
	v_struct_end(c);
	return IOCTL_LATER;
}

/* VIDIOC_S_CTRL: {id, value => the value the driver set} */
int ioctl_v4l2_s_ctrl(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t b[8];
	const uint8_t *kept;
	int rc;

	kept = kept_in(c, cmd, &addr, sizeof(b), &rc);
	if (!kept)
		return rc;
	v_field(c, "id");
	cid(c, u32_at(kept, 0));
	f_int(c, "value", (int32_t)u32_at(kept, 4));
	/* the value the driver set, when it differs (as strace 7.2) */
	if (!c->call->err && umove(c, addr, sizeof(b), b) == 0 &&
	    u32_at(b, 4) != u32_at(kept, 4)) {
		v_changed(c);
		v_int(c, (int32_t)u32_at(b, 4));
	}
	v_struct_end(c);
	return IOCTL_DONE;
}

/* VIDIOC_S_CROP: {type, c} */
int ioctl_v4l2_s_crop(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t b[20];

	(void)cmd;
	addr = addr_of(c, addr);
	if (!fetch(c, cmd, addr, b, sizeof(b)))
		return IOCTL_DONE;
	v_struct_begin(c);
	f_buf_type(c, u32_at(b, 0));
	f_rect(c, "c", b, 4);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* VIDIOC_ENUM_FRAMESIZES, VIDIOC_ENUM_FRAMEINTERVALS: the index, format
 * (and size) in; the sizes or intervals out, by their type. */
int ioctl_v4l2_frm(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t b[52];
	const uint8_t *kept;
	int rc;
	bool ival = _IOC_NR(cmd) == 75;
	size_t in = ival ? 16 : 8, off = in + 4;
	uint32_t type;

	kept = kept_in(c, cmd, &addr, in, &rc);
	if (!kept)
		return rc;
	memcpy(b, kept, in);
	f_uint(c, "index", u32_at(b, 0));
	f_fourcc(c, "pixel_format", u32_at(b, 4));
	if (ival) {
		f_uint(c, "width", u32_at(b, 8));
		f_uint(c, "height", u32_at(b, 12));
	}
	if (!c->call->err && umove(c, addr, _IOC_SIZE(cmd) < sizeof(b) ?
				  _IOC_SIZE(cmd) : sizeof(b), b) == 0) {
		type = u32_at(b, in);
		if (ival)
			f_enum(c, "type", &xlat_v4l2_frmival_types, type,
			       "V4L2_FRMIVAL_TYPE_???");
		else
			f_enum(c, "type", &xlat_v4l2_frmsize_types, type,
			       "V4L2_FRMSIZE_TYPE_???");
		if (type == 1 && ival) {
			f_fract(c, "discrete", b, off);
		} else if (type == 1) {
			v_field(c, "discrete");
			v_struct_begin(c);
			f_uint(c, "width", u32_at(b, off));
			f_uint(c, "height", u32_at(b, off + 4));
			v_struct_end(c);
		} else if ((type == 2 || type == 3) && ival) {
			v_field(c, "stepwise");
			v_struct_begin(c);
			f_fract(c, "min", b, off);
			f_fract(c, "max", b, off + 8);
			f_fract(c, "step", b, off + 16);
			v_struct_end(c);
		} else if (type == 3) {	/* not CONTINUOUS, as strace */
			static const char *const n[] = {
				"min_width", "max_width", "step_width",
				"min_height", "max_height", "step_height"
			};

			v_field(c, "stepwise");
			v_struct_begin(c);
			for (unsigned i = 0; i < 6; i++)
				f_uint(c, n[i], u32_at(b, off + 4 * i));
			v_struct_end(c);
		}
	}
	v_struct_end(c);
	return IOCTL_DONE;
}

/* ---- extended controls -------------------------------------------- */

/* The array of count struct v4l2_ext_control at addr; false when an
 * element could not be read (shown as "... / * address * /"). A
 * control's size says whether its value is a pointer (a string here) or
 * the value and value64 of the union. */
static bool ext_ctrl_array(const struct pctx *c, uint64_t addr,
			   uint32_t count)
{
	bool ok = true;

	v_array_begin(c);
	for (uint32_t i = 0; i < count; i++) {
		uint8_t e[20];
		uint32_t size;

		if (ioctl_array_cut(c, i))
			break;
		if (umove(c, addr + 20ull * i, sizeof(e), e) < 0) {
			v_more(c);
			v_textf(c, " /* %#llx */",
				(unsigned long long)(addr + 20ull * i));
			ok = false;
			break;
		}
		size = u32_at(e, 4);
		v_elem(c);
		v_struct_begin(c);
		v_field(c, "id");
		cid(c, u32_at(e, 0));
		f_uint(c, "size", size);
		if (size) {
			v_field(c, "string");
			v_buf_at(c, u64_at(e, 12), size);
		} else {
			f_int(c, "value", (int32_t)u32_at(e, 12));
			f_int(c, "value64", (int64_t)u64_at(e, 12));
		}
		v_struct_end(c);
	}
	v_array_end(c);
	return ok;
}

/* VIDIOC_G_EXT_CTRLS, VIDIOC_S_EXT_CTRLS, VIDIOC_TRY_EXT_CTRLS: the
 * controls the kernel reads at entry; when they could be shown, what it
 * left in them and error_idx at exit. */
int ioctl_v4l2_ext_ctrls(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t b[32];
	uint32_t count;
	uint64_t ctrls;

	addr = addr_of(c, addr);
	if (c->compat)
		return ioctl_unread(c, addr);
	if (c->exiting) {
		if (umove(c, addr, sizeof(b), b) < 0)
			return IOCTL_DONE;
		v_changed(c);
		v_struct_begin(c);
		v_field(c, "controls");
		ext_ctrl_array(c, u64_at(b, 24), u32_at(b, 4));
		f_uint(c, "error_idx", u32_at(b, 8));
		v_struct_end(c);
		return IOCTL_DONE;
	}
	if (!fetch(c, cmd, addr, b, sizeof(b)))
		return IOCTL_DONE;
	count = u32_at(b, 4);
	ctrls = u64_at(b, 24);
	v_struct_begin(c);
	f_enum(c, "ctrl_class", &xlat_v4l2_control_classes, u32_at(b, 0),
	       "V4L2_CTRL_CLASS_???");
	f_uint(c, "count", count);
	if (!count) {
		v_struct_end(c);
		return IOCTL_DONE;
	}
	v_field(c, "controls");
	if (!ctrls || umove(c, ctrls, 1, b + 16) < 0) {
		v_addr(c, ctrls);
		if (_IOC_NR(cmd) == 71)		/* VIDIOC_G_EXT_CTRLS */
			f_uint(c, "error_idx", u32_at(b, 8));
		v_struct_end(c);
		return IOCTL_DONE;
	}
	if (!ext_ctrl_array(c, ctrls, count)) {
		v_struct_end(c);
		return IOCTL_DONE;
	}
	v_struct_end(c);
	return IOCTL_LATER;
}

/* ---- filled by the kernel ----------------------------------------- */

/* VIDIOC_QUERYCAP: struct v4l2_capability. */
int ioctl_v4l2_querycap(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t b[104];
	uint32_t ver, caps;
	struct vstyle st;

	(void)cmd;
	if (!c->exiting)
		return IOCTL_LATER;
	addr = addr_of(c, addr);
	if (c->call->err || !fetch(c, cmd, addr, b, sizeof(b))) {
		if (c->call->err)
			v_addr(c, addr);
		return IOCTL_DONE;
	}
	ver = u32_at(b, 80);
	caps = u32_at(b, 84);
	v_struct_begin(c);
	f_cstr(c, "driver", b, 0, 16);
	f_cstr(c, "card", b, 16, 32);
	f_cstr(c, "bus_info", b, 48, 32);
	v_field(c, "version");
	v_style_begin(c, &st);
	v_numf(c, VK_RAW, ver, "KERNEL_VERSION(%u, %u, %u)",
	       ver >> 16, (ver >> 8) & 0xff, ver & 0xff);
	v_style_end(c, &st, ver, VS_HEX);
	f_flags(c, "capabilities", &xlat_v4l2_device_caps, caps,
		"V4L2_CAP_???");
	/* device_caps is valid only when V4L2_CAP_DEVICE_CAPS says so */
	if (caps & 0x80000000u)
		f_flags(c, "device_caps", &xlat_v4l2_device_caps,
			u32_at(b, 88), "V4L2_CAP_???");
	v_struct_end(c);
	return IOCTL_DONE;
}
