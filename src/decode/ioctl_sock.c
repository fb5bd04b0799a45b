/* Socket requests: SIOCGIFCONF, the list of the interfaces' addresses.
 * The kernel rewrites ifc_len (how much it filled, or with no buffer
 * how much it would need), so struct ifconf is shown at exit, with the
 * length the call passed kept in ret_data. */
#include "decode/ioctl.h"

#include <string.h>

enum { RD_LEN, RD_BUF };

#define IFNAMSIZ_ 16

/* "80 / * 2 * sizeof(struct ifreq) * /" */
static void ifc_len(const struct pctx *c, int32_t len, size_t ifreq)
{
	v_int(c, len);
	if (len > 0 && (size_t)len % ifreq == 0)
		v_textf(c, " /* %zu * sizeof(struct ifreq) */",
			(size_t)len / ifreq);
}

/* The entries the kernel wrote: a name and an address each; as many as
 * -s, then "..." when a whole entry is left. */
static void ifc_entries(const struct pctx *c, uint64_t buf, int32_t len,
			size_t ifreq)
{
	size_t limit = (size_t)c->opt->string_limit;
	size_t i = 0, off = 0;

	v_array_begin(c);
	for (; off < (size_t)len && i < limit; off += ifreq, i++) {
		char name[IFNAMSIZ_];

		v_elem(c);
		if (umove(c, buf + off, sizeof(name), name) < 0) {
			v_addr(c, buf + off);
			break;
		}
		v_struct_begin(c);
		v_field(c, "ifr_name");
		v_str(c, name, strnlen(name, sizeof(name)), false);
		v_field(c, "ifr_addr");
		print_sockaddr_in(c, buf + off + IFNAMSIZ_, 16);
		v_struct_end(c);
	}
	if (off < (size_t)len && (size_t)len - off >= ifreq)
		v_more(c);
	v_array_end(c);
}

int ioctl_sock_gifconf(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint64_t *rd = c->tcp->ret_data;
	size_t w = c->compat ? 4 : 8;
	size_t ifreq = c->compat ? 32 : 40;	/* IFNAMSIZ + the union */
	uint8_t b[16];
	int32_t len;
	uint64_t buf = 0;

	(void)cmd;
	if (c->compat)
		addr = (uint32_t)addr;
	/* struct ifconf: int ifc_len, then a pointer at the word */
	if (!addr || umove(c, addr, 2 * w, b) < 0) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	memcpy(&len, b, 4);
	memcpy(&buf, b + w, w);
	if (!c->exiting) {
		rd[RD_LEN] = (uint32_t)len;
		rd[RD_BUF] = buf;
		return IOCTL_LATER;
	}
	v_struct_begin(c);
	v_field(c, "ifc_len");
	if (rd[RD_BUF]) {
		ifc_len(c, (int32_t)rd[RD_LEN], ifreq);
		if ((int32_t)rd[RD_LEN] != len) {
			v_changed(c);
			ifc_len(c, len, ifreq);
		}
	} else {
		ifc_len(c, len, ifreq);
	}
	v_field(c, "ifc_buf");
	if (c->tcp->err || !rd[RD_BUF])
		v_addr(c, rd[RD_BUF]);
	else
		ifc_entries(c, rd[RD_BUF], len, ifreq);
	v_struct_end(c);
	return IOCTL_DONE;
}
