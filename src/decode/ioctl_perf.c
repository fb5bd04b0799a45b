/* perf events, <linux/perf_event.h>: PERF_EVENT_IOC_QUERY_BPF. */
#include "decode/ioctl.h"

/* struct perf_event_query_bpf: ids_len (the room the caller gives),
 * then what the kernel fills: prog_cnt and ids[], an array inline. The
 * whole is shown at exit, ids_len as the call passed it. */
int ioctl_perf_query_bpf(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint32_t ids_len, cnt, n, v;
	size_t limit = (size_t)c->opt->string_limit;

	(void)cmd;
	if (c->compat)
		addr = (uint32_t)addr;
	if (!c->exiting) {
		if (!addr || umove(c, addr, 4, &ids_len) < 0) {
			v_addr(c, addr);
			return IOCTL_DONE;
		}
		c->tcp->ret_data[0] = ids_len;
		return IOCTL_LATER;
	}
	ids_len = (uint32_t)c->tcp->ret_data[0];
	v_struct_begin(c);
	v_field(c, "ids_len");
	v_uint(c, ids_len);
	if (c->tcp->err || umove(c, addr + 4, 4, &cnt) < 0) {
		v_more(c);
		v_struct_end(c);
		return IOCTL_DONE;
	}
	v_field(c, "prog_cnt");
	v_uint(c, cnt);
	v_field(c, "ids");
	n = cnt < ids_len ? cnt : ids_len;
	if (n && umove(c, addr + 8, 4, &v) < 0) {
		v_addr(c, addr + 8);
		v_struct_end(c);
		return IOCTL_DONE;
	}
	v_array_begin(c);
	for (uint32_t i = 0; i < n; i++) {
		uint64_t at = addr + 8 + 4 * (uint64_t)i;

		if (i >= limit) {
			v_more(c);
			break;
		}
		if (umove(c, at, 4, &v) < 0) {
			v_more(c);
			v_textf(c, " /* %#llx */", (unsigned long long)at);
			break;
		}
		v_elem(c);
		v_uint(c, v);
	}
	v_array_end(c);
	v_struct_end(c);
	return IOCTL_DONE;
}
