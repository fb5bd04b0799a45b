/* GPIO character devices, <linux/gpio.h> (type 0xB4): chip and line
 * information, line requests (v1 and v2), line values and config.
 * Every struct has the same layout on every ABI (u64s are aligned). */
#include "decode/ioctl.h"

#include <stddef.h>
#include <string.h>

#define GPIO_NAME	32
#define GPIO_LINES	64	/* GPIOHANDLES_MAX, GPIO_V2_LINES_MAX */
#define GPIO_ATTRS	10	/* GPIO_V2_LINE_NUM_ATTRS_MAX */

struct gpio_attr {		/* struct gpio_v2_line_attribute */
	uint32_t id, padding;
	uint64_t data;		/* flags, values or debounce_period_us */
};

struct gpio_config {		/* struct gpio_v2_line_config */
	uint64_t flags;
	uint32_t num_attrs, padding[5];
	struct {
		struct gpio_attr attr;
		uint64_t mask;
	} attrs[GPIO_ATTRS];
};

static uint64_t addr_of(const struct pctx *c, uint64_t addr)
{
	return c->compat ? (uint32_t)addr : addr;
}

/* Whether a decoder that shows the argument at entry can read it: else
 * the address, once. */
static bool fetch(const struct pctx *c, uint64_t addr, void *buf, size_t n)
{
	if (addr && umove(c, addr, n, buf) == 0)
		return true;
	if (!c->exiting)
		v_addr(c, addr);
	return false;
}

static void line_flags(const struct pctx *c, uint64_t v)
{
	v_flags(c, &xlat_gpio_v2_line_flags, v, "GPIO_V2_LINE_FLAG_???");
}

/* The fields of a gpio_v2_line_attribute by its id; a nonzero padding
 * shows them all raw. */
static void attr_fields(const struct pctx *c, const struct gpio_attr *a)
{
	if (a->padding) {
		f_uint(c, "id", a->id);
		f_hex(c, "padding", a->padding);
		f_hex(c, "data", a->data);
		return;
	}
	switch (a->id) {
	case 1:
		v_field(c, "flags");
		line_flags(c, a->data);
		return;
	case 2:
		f_hex(c, "values", a->data);
		return;
	case 3:
		f_uint(c, "debounce_period_us", (uint32_t)a->data);
		return;
	}
	f_uint(c, "id", a->id);
	f_hex(c, "data", a->data);
}

static void config(const struct pctx *c, const struct gpio_config *g)
{
	unsigned n = g->num_attrs < GPIO_ATTRS ? g->num_attrs : GPIO_ATTRS;

	v_struct_begin(c);
	v_field(c, "flags");
	line_flags(c, g->flags);
	f_uint(c, "num_attrs", g->num_attrs);
	ioctl_reserved(c, "padding", g->padding, 5);
	if (n) {
		v_field(c, "attrs");
		v_array_begin(c);
		for (unsigned i = 0; i < n; i++) {
			const struct gpio_attr *a = &g->attrs[i].attr;

			v_elem(c);
			v_struct_begin(c);
			if (a->padding) {
				v_field(c, "attr");
				v_struct_begin(c);
				attr_fields(c, a);
				v_struct_end(c);
			} else {
				attr_fields(c, a);
			}
			f_hex(c, "mask", g->attrs[i].mask);
			v_struct_end(c);
		}
		v_array_end(c);
	}
	v_struct_end(c);
}

/* " => {fd=N}": the descriptor a line request returns in its struct. */
static int request_fd(const struct pctx *c, uint64_t addr, size_t off)
{
	int32_t fd;

	if (c->call->err || umove(c, addr + off, sizeof(fd), &fd) < 0)
		return IOCTL_DONE;
	v_changed(c);
	v_struct_begin(c);
	v_field(c, "fd");
	v_fd(c, fd);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* A line request: at entry, its struct of size bytes read into buf and
 * opened: true; false with *rc what the decoder returns (the address
 * when it cannot be read; at exit, the descriptor the call returns). */
static bool request_open(const struct pctx *c, uint64_t *addr, void *buf,
			 size_t size, size_t fd_off, int *rc)
{
	*addr = addr_of(c, *addr);
	*rc = IOCTL_DONE;
	if (c->exiting) {
		request_fd(c, *addr, fd_off);
		return false;
	}
	if (!fetch(c, *addr, buf, size))
		return false;
	v_struct_begin(c);
	return true;
}

/* GPIO_GET_CHIPINFO_IOCTL: struct gpiochip_info, filled by the kernel. */
int ioctl_gpio_chipinfo(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	struct { char name[GPIO_NAME], label[GPIO_NAME]; uint32_t lines; } g;

	(void)cmd;
	if (!c->exiting)
		return IOCTL_LATER;
	addr = addr_of(c, addr);
	if (!out_or_addr(c, addr, sizeof(g), &g))
		return IOCTL_DONE;
	v_struct_begin(c);
	v_field(c, "name");
	ioctl_cstr_field(c, g.name, sizeof(g.name));
	v_field(c, "label");
	ioctl_cstr_field(c, g.label, sizeof(g.label));
	f_uint(c, "lines", g.lines);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* A line's info: at entry, the offset the kernel reads (IOCTL_LATER);
 * at exit, true when the call filled the struct, opened after the
 * change mark. False with *rc what the decoder returns. */
static bool lineinfo_open(const struct pctx *c, uint64_t *addr, void *l,
			  size_t size, const char *name, size_t off, int *rc)
{
	*addr = addr_of(c, *addr);
	*rc = IOCTL_DONE;
	if (!fetch(c, *addr, l, size))
		return false;
	if (!c->exiting) {
		v_struct_begin(c);
		f_uint(c, name, u32_at(l, off));
		v_struct_end(c);
		*rc = IOCTL_LATER;
		return false;
	}
	return ioctl_out_begin(c);
}

/* GPIO_GET_LINEINFO(_WATCH)_IOCTL: struct gpioline_info, the offset in,
 * the rest out. */
int ioctl_gpio_lineinfo(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	struct {
		uint32_t offset, flags;
		char name[GPIO_NAME], consumer[GPIO_NAME];
	} l;
	int rc;

	(void)cmd;
	if (!lineinfo_open(c, &addr, &l, sizeof(l), "line_offset",
			   offsetof(__typeof__(l), offset), &rc))
		return rc;
	f_flags(c, "flags", &xlat_gpio_line_flags, l.flags,
		"GPIOLINE_FLAG_???");
	v_field(c, "name");
	ioctl_cstr_field(c, l.name, sizeof(l.name));
	v_field(c, "consumer");
	ioctl_cstr_field(c, l.consumer, sizeof(l.consumer));
	v_struct_end(c);
	return IOCTL_DONE;
}

/* GPIO_GET_LINEINFO_UNWATCH_IOCTL: the u32 offset of the line. */
int ioctl_gpio_unwatch(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint32_t offset;

	(void)cmd;
	addr = addr_of(c, addr);
	if (!fetch(c, addr, &offset, sizeof(offset)))
		return IOCTL_DONE;
	v_struct_begin(c);
	f_uint(c, "offset", offset);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* A request's count of lines and their offsets; returns how many of
 * its other per-line values to show. */
static unsigned line_offsets(const struct pctx *c, const char *count_name,
			     uint32_t count, const char *name,
			     const uint32_t *offsets)
{
	unsigned n = count < GPIO_LINES ? count : GPIO_LINES;

	f_uint(c, count_name, count);
	v_field(c, name);
	ioctl_num_array(c, offsets, n, true);
	return n;
}

/* GPIO_GET_LINEHANDLE_IOCTL: struct gpiohandle_request in, its fd out. */
int ioctl_gpio_linehandle(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	struct {
		uint32_t offsets[GPIO_LINES], flags;
		uint8_t defaults[GPIO_LINES];
		char consumer[GPIO_NAME];
		uint32_t lines;
		int32_t fd;
	} h;
	unsigned n;
	int rc;

	(void)cmd;
	if (!request_open(c, &addr, &h, sizeof(h),
			  offsetof(__typeof__(h), fd), &rc))
		return rc;
	n = line_offsets(c, "lines", h.lines, "lineoffsets", h.offsets);
	f_flags(c, "flags", &xlat_gpio_handle_flags, h.flags,
		"GPIOHANDLE_REQUEST_???");
	v_field(c, "default_values");
	ioctl_num_array(c, h.defaults, n, false);
	v_field(c, "consumer_label");
	ioctl_cstr_field(c, h.consumer, sizeof(h.consumer));
	v_struct_end(c);
	return IOCTL_LATER;
}

/* GPIO_GET_LINEEVENT_IOCTL: struct gpioevent_request in, its fd out. */
int ioctl_gpio_lineevent(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	struct {
		uint32_t offset, handleflags, eventflags;
		char consumer[GPIO_NAME];
		int32_t fd;
	} e;

	(void)cmd;
	addr = addr_of(c, addr);
	if (c->exiting)
		return request_fd(c, addr, offsetof(__typeof__(e), fd));
	if (!fetch(c, addr, &e, sizeof(e)))
		return IOCTL_DONE;
	v_struct_begin(c);
	f_uint(c, "lineoffset", e.offset);
	f_flags(c, "handleflags", &xlat_gpio_handle_flags, e.handleflags,
		"GPIOHANDLE_REQUEST_???");
	f_flags(c, "eventflags", &xlat_gpio_event_flags, e.eventflags,
		"GPIOEVENT_REQUEST_???");
	v_field(c, "consumer_label");
	ioctl_cstr_field(c, e.consumer, sizeof(e.consumer));
	v_struct_end(c);
	return IOCTL_LATER;
}

/* GPIOHANDLE_GET/SET_LINE_VALUES_IOCTL: struct gpiohandle_data, out for
 * the get, in for the set. */
int ioctl_gpio_handle_data(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t v[GPIO_LINES];
	bool get = _IOC_NR(cmd) == 0x08;

	addr = addr_of(c, addr);
	if (get && !c->exiting)
		return IOCTL_LATER;
	if ((get && c->call->err) || !addr ||
	    umove(c, addr, sizeof(v), v) < 0) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	v_struct_begin(c);
	v_field(c, "values");
	ioctl_num_array(c, v, GPIO_LINES, false);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* GPIOHANDLE_SET_CONFIG_IOCTL: struct gpiohandle_config. */
int ioctl_gpio_handle_config(const struct pctx *c, unsigned cmd,
			     uint64_t addr)
{
	struct {
		uint32_t flags;
		uint8_t defaults[GPIO_LINES];
		uint32_t padding[4];
	} h;

	(void)cmd;
	addr = addr_of(c, addr);
	if (!fetch(c, addr, &h, sizeof(h)))
		return IOCTL_DONE;
	v_struct_begin(c);
	f_flags(c, "flags", &xlat_gpio_handle_flags, h.flags,
		"GPIOHANDLE_REQUEST_???");
	v_field(c, "default_values");
	ioctl_num_array(c, h.defaults, GPIO_LINES, false);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* GPIO_V2_GET_LINEINFO(_WATCH)_IOCTL: struct gpio_v2_line_info, the
 * offset in, the rest out. */
int ioctl_gpio_v2_lineinfo(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	struct {
		char name[GPIO_NAME], consumer[GPIO_NAME];
		uint32_t offset, num_attrs;
		uint64_t flags;
		struct gpio_attr attrs[GPIO_ATTRS];
		uint32_t padding[4];
	} l;
	unsigned n;
	int rc;

	(void)cmd;
	if (!lineinfo_open(c, &addr, &l, sizeof(l), "offset",
			   offsetof(__typeof__(l), offset), &rc))
		return rc;
	n = l.num_attrs < GPIO_ATTRS ? l.num_attrs : GPIO_ATTRS;
	v_field(c, "name");
	ioctl_cstr_field(c, l.name, sizeof(l.name));
	v_field(c, "consumer");
	ioctl_cstr_field(c, l.consumer, sizeof(l.consumer));
	v_field(c, "flags");
	line_flags(c, l.flags);
	f_uint(c, "num_attrs", l.num_attrs);
	if (n) {
		v_field(c, "attrs");
		v_array_begin(c);
		for (unsigned i = 0; i < n; i++) {
			v_elem(c);
			v_struct_begin(c);
			attr_fields(c, &l.attrs[i]);
			v_struct_end(c);
		}
		v_array_end(c);
	}
	ioctl_reserved(c, "padding", l.padding, 4);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* GPIO_V2_GET_LINE_IOCTL: struct gpio_v2_line_request in, its fd out. */
int ioctl_gpio_v2_line(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	struct {
		uint32_t offsets[GPIO_LINES];
		char consumer[GPIO_NAME];
		struct gpio_config config;
		uint32_t num_lines, event_buffer_size, padding[5];
		int32_t fd;
	} r;
	int rc;

	(void)cmd;
	if (!request_open(c, &addr, &r, sizeof(r),
			  offsetof(__typeof__(r), fd), &rc))
		return rc;
	line_offsets(c, "num_lines", r.num_lines, "offsets", r.offsets);
	v_field(c, "consumer");
	ioctl_cstr_field(c, r.consumer, sizeof(r.consumer));
	v_field(c, "config");
	config(c, &r.config);
	if (r.event_buffer_size)
		f_uint(c, "event_buffer_size", r.event_buffer_size);
	ioctl_reserved(c, "padding", r.padding, 5);
	v_struct_end(c);
	return IOCTL_LATER;
}

/* GPIO_V2_LINE_GET_VALUES_IOCTL: the mask in, the bits out;
 * GPIO_V2_LINE_SET_VALUES_IOCTL: both in. */
int ioctl_gpio_v2_values(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint64_t v[2];		/* bits, mask */
	bool get = _IOC_NR(cmd) == 0x0e;

	addr = addr_of(c, addr);
	if (!fetch(c, addr, v, sizeof(v)))
		return IOCTL_DONE;
	if (c->exiting) {
		if (!ioctl_out_begin(c))
			return IOCTL_DONE;
		f_hex(c, "bits", v[0]);
		v_struct_end(c);
		return IOCTL_DONE;
	}
	v_struct_begin(c);
	if (!get)
		f_hex(c, "bits", v[0]);
	f_hex(c, "mask", v[1]);
	v_struct_end(c);
	return get ? IOCTL_LATER : IOCTL_DONE;
}

/* GPIO_V2_LINE_SET_CONFIG_IOCTL: struct gpio_v2_line_config. */
int ioctl_gpio_v2_config(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	struct gpio_config g;

	(void)cmd;
	addr = addr_of(c, addr);
	if (!fetch(c, addr, &g, sizeof(g)))
		return IOCTL_DONE;
	config(c, &g);
	return IOCTL_DONE;
}
