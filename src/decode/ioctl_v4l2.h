/* The field readers and printers of the V4L2 decoder (ioctl_v4l2.c),
 * kept apart so that the decoder stays under the size limit of
 * tests/tree/code-limits.test: static inline, one copy per user. */
#ifndef ABT_DECODE_IOCTL_V4L2_H
#define ABT_DECODE_IOCTL_V4L2_H

#include "decode/ioctl.h"

#include <string.h>

static inline uint64_t addr_of(const struct pctx *c, uint64_t addr)
{
	return c->compat ? (uint32_t)addr : addr;
}

/* Whether the whole struct of the request can be read: a struct cut
 * by the end of the mapping is shown as its address, even when its
 * first fields could be read. */
static inline bool whole(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t b[256];
	size_t n = _IOC_SIZE(cmd);

	return addr && umove(c, addr, n < sizeof(b) ? n : sizeof(b), b) == 0;
}

/* At exit, the struct the driver filled, n bytes at addr read into buf
 * and opened after the mark of a changed value: true. False, nothing
 * shown, when the call failed or it cannot be read. */
static inline bool changed_struct(const struct pctx *c, uint64_t addr,
				  void *buf, size_t n)
{
	if (c->call->err || umove(c, addr, n, buf) < 0)
		return false;
	v_changed(c);
	v_struct_begin(c);
	return true;
}

/* n bytes at addr, or its address shown. */
static inline bool fetch(const struct pctx *c, unsigned cmd,
			 uint64_t addr, void *buf, size_t n)
{
	if (whole(c, cmd, addr) && umove(c, addr, n, buf) == 0)
		return true;
	v_addr(c, addr);
	return false;
}

/* What the request keeps from entry for exit (ioctl_state.h). */
static inline struct ioctl_v4l2_state *v4l2_state(const struct pctx *c)
{
	return &c->tcp->dec->ret_data.ioctl.fam.v4l2;
}

/* At entry, the first n bytes of the struct at addr, which the call
 * may overwrite, kept when the whole struct can be read. */
static inline void keep_in(const struct pctx *c, unsigned cmd,
			   uint64_t addr, size_t n)
{
	struct ioctl_v4l2_state *s = v4l2_state(c);

	if (n <= sizeof(s->in) && whole(c, cmd, addr) &&
	    umove(c, addr, n, s->in) == 0)
		s->read = true;
}

/* A request shown whole at exit from the first n bytes of its struct
 * as the entry read them (keep_in; n 0: none kept), at *addr (the low
 * 32 bits for a 32-bit tracee). At entry, keeps them: NULL, *rc
 * IOCTL_LATER. At exit, the bytes kept, the struct opened; when none
 * were, the address shown: NULL, *rc IOCTL_DONE. */
static inline const uint8_t *kept_in(const struct pctx *c, unsigned cmd,
				     uint64_t *addr, size_t n, int *rc)
{
	*addr = addr_of(c, *addr);
	if (!c->exiting) {
		if (n)
			keep_in(c, cmd, *addr, n);
		*rc = IOCTL_LATER;
		return NULL;
	}
	if (!v4l2_state(c)->read) {
		v_addr(c, *addr);
		*rc = IOCTL_DONE;
		return NULL;
	}
	v_struct_begin(c);
	return v4l2_state(c)->in;
}

static inline void f_buf_type(const struct pctx *c, uint32_t v)
{
	f_enum(c, "type", &xlat_v4l2_buf_types, v, "V4L2_BUF_TYPE_???");
}

/* A four-character code: v4l2_fourcc('Y', 'U', 'Y', 'V'), each byte a C
 * character literal, and the format's name when it has one; -X raw
 * shows the number. */
static inline void fourcc(const struct pctx *c, uint32_t v)
{
	char text[64];
	size_t len;
	const char *name;

	if (c->opt->xlat_style == XLAT_RAW) {
		v_hex(c, v);
		return;
	}
	len = (size_t)snprintf(text, sizeof(text), "v4l2_fourcc(");
	for (unsigned i = 0; i < 4; i++) {
		unsigned char ch = (unsigned char)(v >> (8 * i));

		if (ch == '\'' || ch == '\\')
			len += (size_t)snprintf(text + len, sizeof(text) - len,
						"'\\%c'", ch);
		else if (ch >= ' ' && ch < 0x7f)
			len += (size_t)snprintf(text + len, sizeof(text) - len,
						"'%c'", ch);
		else
			len += (size_t)snprintf(text + len, sizeof(text) - len,
						"'\\x%02x'", ch);
		len += (size_t)snprintf(text + len, sizeof(text) - len, "%s",
					i < 3 ? ", " : ")");
	}
	v_numf(c, VK_ENUM, v, "%s", text);
	name = xlat_name(&xlat_v4l2_pix_fmts, v);
	if (name)
		v_textf(c, " /* %s */", name);
}

static inline void f_fourcc(const struct pctx *c, const char *name, uint32_t v)
{
	v_field(c, name);
	fourcc(c, v);
}

/* numerator/denominator */
static inline void f_fract(const struct pctx *c, const char *name,
			   const void *b, size_t off)
{
	uint32_t n = u32_at(b, off), d = u32_at(b, off + 4);

	v_field(c, name);
	v_numf(c, VK_RAW, n, "%u/%u", n, d);
}

/* struct v4l2_rect at off */
static inline void f_rect(const struct pctx *c, const char *name,
			  const void *b, size_t off)
{
	v_field(c, name);
	v_struct_begin(c);
	f_int(c, "left", (int32_t)u32_at(b, off));
	f_int(c, "top", (int32_t)u32_at(b, off + 4));
	f_uint(c, "width", u32_at(b, off + 8));
	f_uint(c, "height", u32_at(b, off + 12));
	v_struct_end(c);
}

static inline void f_cstr(const struct pctx *c, const char *name,
			  const void *b, size_t off, size_t n)
{
	v_field(c, name);
	ioctl_cstr_field(c, (const char *)b + off, n);
}

/* A control id: its name, or its class and the offset in it
 * (V4L2_CTRL_CLASS_USER+0x10), as one constant for -X. */
static inline void cid(const struct pctx *c, uint32_t id)
{
	const char *cls;
	struct vstyle st;

	if (xlat_name(&xlat_v4l2_control_ids, id) ||
	    !(cls = xlat_name(&xlat_v4l2_control_classes, id & 0xffff0000))) {
		v_enum(c, &xlat_v4l2_control_ids, id, "V4L2_CID_???");
		return;
	}
	v_style_begin(c, &st);
	v_numf(c, VK_ENUM, id, "%s+%#x", cls, id & 0xffff);
	v_style_end(c, &st, id, VS_HEX);
}

/* A queried control id: the "next" flags, then the id. */
static inline void f_query_id(const struct pctx *c, uint32_t id)
{
	uint32_t fl = id & 0xc0000000u;

	v_field(c, "id");
	if (c->opt->xlat_style == XLAT_RAW || !fl) {
		if (c->opt->xlat_style == XLAT_RAW)
			v_hex(c, id);
		else
			cid(c, id);
		return;
	}
	v_open(c, VK_STRUCT, id, "");
	v_name(c, "flags");
	v_flags(c, &xlat_v4l2_control_id_flags, fl, NULL);
	if (id & ~0xc0000000u) {
		v_text(c, "|");
		v_name(c, "id");
		cid(c, id & ~0xc0000000u);
	}
	v_close(c, "");
}

#endif
