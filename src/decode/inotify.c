/* read() on an inotify descriptor: the events the kernel wrote
 * (inotify(7)), with --decode-events. strace 6.1 shows these bytes as a
 * string, and so does abitrace without the option: its output stays
 * strace's unless an option of abitrace's own asks for more. */
#include "printers.h"
#include "structs_gen.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* The kernel pads a name to a multiple of the event's size, after at
 * most NAME_MAX bytes and a NUL: a longer len is not the kernel's, and
 * no more than this is read of one name. */
#define INOTIFY_NAME_READ 512

/* The name of one event: len bytes at addr, NUL-padded; cut at -s as
 * strings are. */
static void event_name(const struct pctx *c, uint64_t addr, uint32_t len)
{
	static unsigned char name[INOTIFY_NAME_READ];
	size_t want = len < sizeof(name) ? len : sizeof(name);
	size_t limit = (size_t)c->opt->string_limit;
	const unsigned char *nul;
	size_t n;

	if (umove(c, addr, want, name) < 0) {
		v_addr(c, addr);
		return;
	}
	nul = memchr(name, '\0', want);
	n = nul ? (size_t)(nul - name) : want;
	if (n > limit)
		v_str(c, name, limit, true);
	else
		v_str(c, name, n, !nul);
}

/* Events one after another, as many as the returned length holds; an
 * event that does not fit (never the kernel's) ends the array with
 * "...". Without -v at most -s events, as strace cuts arrays. */
static void inotify_events(const struct pctx *c, uint64_t addr, uint64_t len)
{
	unsigned p = c->tcp->pers;
	size_t hdr = struct_sizes[p][LS_INOTIFY_EVENT];
	unsigned char ev[16];
	uint64_t off = 0;
	unsigned i = 0;

	if (hdr > sizeof(ev) || umove(c, addr, hdr, ev) < 0) {
		v_addr(c, addr);
		return;
	}
	v_array_begin(c);
	while (off < len) {
		uint32_t nlen;

		if (!c->opt->verbose && i == (unsigned)c->opt->string_limit) {
			v_more(c);
			break;
		}
		if (len - off < hdr || umove(c, addr + off, hdr, ev) < 0) {
			v_more(c);
			break;
		}
		nlen = (uint32_t)layout_get(p, LF_INOTIFY_EVENT_LEN, ev);
		if (nlen > len - off - hdr) {
			v_more(c);
			break;
		}
		v_elem(c);
		v_struct_begin(c);
		v_field(c, "wd");
		v_int(c, (int32_t)layout_get(p, LF_INOTIFY_EVENT_WD, ev));
		v_field(c, "mask");
		v_flags(c, &xlat_inotify_mask,
			(uint32_t)layout_get(p, LF_INOTIFY_EVENT_MASK, ev),
			"IN_???");
		v_field(c, "cookie");
		v_uint(c, (uint32_t)layout_get(p, LF_INOTIFY_EVENT_COOKIE, ev));
		v_field(c, "len");
		v_uint(c, nlen);
		if (nlen) {
			v_field(c, "name");
			event_name(c, addr + off + hdr, nlen);
		}
		v_struct_end(c);
		off += hdr + nlen;
		i++;
	}
	v_array_end(c);
}

/* The descriptor comes from the argument array rather than a TYPE:N
 * parameter: the type's bytes trait (the failure-cause note's EFAULT
 * range) takes its length from the argument after it, count. */
int print_rdbuf(const struct pctx *c, uint64_t addr, int64_t len,
		const uint64_t *args)
{
	uint64_t fd = args[0];

	if (!c->opt->decode_events || len <= 0 || !addr ||
	    !fd_link_is(c, (int)fd, "anon_inode:inotify"))
		return v_buf_at(c, addr, (uint64_t)len);
	inotify_events(c, addr, (uint64_t)len);
	return PRINT_OK;
}
