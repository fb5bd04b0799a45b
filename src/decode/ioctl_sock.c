/* Socket requests: SIOCGIFCONF, the list of the interfaces' addresses,
 * the struct ifreq requests (an interface's name and one member of a
 * union, by request) and the bridge names. */
#include "decode/ioctl.h"
#include "decode/netlink.h"

#include <string.h>

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

/* The kernel rewrites ifc_len (how much it filled, or with no buffer
 * how much it would need), so struct ifconf is shown at exit, with the
 * length the call passed kept in ret_data. */
int ioctl_sock_gifconf(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	struct ioctl_ifconf_state *rd =
		&c->tcp->dec->ret_data.ioctl.fam.ifconf;
	size_t w = c->compat ? 4 : 8;
	size_t ifreq = c->compat ? 32 : 40;	/* IFNAMSIZ + the union */
	uint8_t b[16];
	int32_t len;
	uint64_t buf = 0;

	(void)cmd;
	if (c->compat)
		addr = (uint32_t)addr;
	/* struct ifconf: int ifc_len, then a pointer at the word */
	if (!umove_or_addr(c, addr, 2 * w, b))
		return IOCTL_DONE;
	memcpy(&len, b, 4);
	memcpy(&buf, b + w, w);
	if (!c->exiting) {
		rd->len = len;
		rd->buf = buf;
		return IOCTL_LATER;
	}
	v_struct_begin(c);
	v_field(c, "ifc_len");
	if (rd->buf) {
		ifc_len(c, rd->len, ifreq);
		if (rd->len != len) {
			v_changed(c);
			ifc_len(c, len, ifreq);
		}
	} else {
		ifc_len(c, len, ifreq);
	}
	v_field(c, "ifc_buf");
	if (c->call->err || !rd->buf)
		v_addr(c, rd->buf);
	else
		ifc_entries(c, rd->buf, len, ifreq);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* ---- struct ifreq: a name, then one member of a union --------------- */

enum ifr_kind {
	IFR_ADDR, IFR_HWADDR, IFR_FLAGS, IFR_INT, IFR_MAP, IFR_NAME,
	IFR_INDEX,
};

/* The member each request reads or writes, by its number (the 0x89xx
 * numbers of <linux/sockios.h> are the same on every architecture). */
static const struct ifr_req {
	unsigned short nr;
	bool get;		/* the kernel fills the member */
	unsigned char kind;
	const char *field;
} ifr_reqs[] = {
	{ 0x8913, true, IFR_FLAGS, "ifr_flags" },	/* SIOCGIFFLAGS */
	{ 0x8914, false, IFR_FLAGS, "ifr_flags" },	/* SIOCSIFFLAGS */
	{ 0x8915, true, IFR_ADDR, "ifr_addr" },		/* SIOCGIFADDR */
	{ 0x8916, false, IFR_ADDR, "ifr_addr" },	/* SIOCSIFADDR */
	{ 0x8917, true, IFR_ADDR, "ifr_dstaddr" },
	{ 0x8918, false, IFR_ADDR, "ifr_dstaddr" },
	{ 0x8919, true, IFR_ADDR, "ifr_broadaddr" },
	{ 0x891a, false, IFR_ADDR, "ifr_broadaddr" },
	{ 0x891b, true, IFR_ADDR, "ifr_netmask" },
	{ 0x891c, false, IFR_ADDR, "ifr_netmask" },
	{ 0x891d, true, IFR_INT, "ifr_metric" },
	{ 0x891e, false, IFR_INT, "ifr_metric" },
	{ 0x8921, true, IFR_INT, "ifr_mtu" },
	{ 0x8922, false, IFR_INT, "ifr_mtu" },
	{ 0x8923, false, IFR_NAME, "ifr_newname" },	/* SIOCSIFNAME */
	{ 0x8924, false, IFR_HWADDR, "ifr_hwaddr" },	/* SIOCSIFHWADDR */
	{ 0x8927, true, IFR_HWADDR, "ifr_hwaddr" },	/* SIOCGIFHWADDR */
	{ 0x8929, true, IFR_NAME, "ifr_slave" },	/* SIOCGIFSLAVE */
	{ 0x8930, false, IFR_NAME, "ifr_slave" },	/* SIOCSIFSLAVE */
	{ 0x8931, false, IFR_HWADDR, "ifr_hwaddr" },	/* SIOCADDMULTI */
	{ 0x8932, false, IFR_HWADDR, "ifr_hwaddr" },	/* SIOCDELMULTI */
	{ 0x8933, true, IFR_INT, "ifr_ifindex" },	/* SIOCGIFINDEX */
	{ 0x8937, false, IFR_HWADDR, "ifr_hwaddr" },	/* SIOCSIFHWBROADCAST */
	{ 0x8942, true, IFR_INT, "ifr_qlen" },		/* SIOCGIFTXQLEN */
	{ 0x8943, false, IFR_INT, "ifr_qlen" },		/* SIOCSIFTXQLEN */
	{ 0x8970, true, IFR_MAP, "ifr_map" },		/* SIOCGIFMAP */
	{ 0x8971, false, IFR_MAP, "ifr_map" },		/* SIOCSIFMAP */
	{ 0x8910, true, IFR_INDEX, "ifr_name" },	/* SIOCGIFNAME */
	{ 0x89a2, false, IFR_INDEX, NULL },		/* SIOCBRADDIF */
	{ 0x89a3, false, IFR_INDEX, NULL },		/* SIOCBRDELIF */
};

/* {sa_family=ARPHRD_ETHER, sa_data=00:11:22:33:44:55} */
static void ifr_hwaddr(const struct pctx *c, const uint8_t *sa)
{
	uint16_t family;
	size_t n;

	memcpy(&family, sa, 2);
	n = family == 1 ? 6 : 14;	/* ARPHRD_ETHER: a MAC address */
	v_struct_begin(c);
	f_enum(c, "sa_family", &xlat_arphrd, family, "ARPHRD_???");
	v_field(c, "sa_data");
	v_open(c, VK_STR, 0, "");
	for (size_t i = 0; i < n; i++)
		v_textf(c, "%s%02x", i ? ":" : "", sa[2 + i]);
	v_bytes(c, sa + 2, n);
	v_close(c, "");
	v_struct_end(c);
}

#define F_MAP(name, off, size) \
	{ name, (unsigned short)(off), (unsigned char)(size), IOF_HEX, NULL, NULL }

/* struct ifmap: two longs, a short and three bytes. */
static void ifr_map(const struct pctx *c, const uint8_t *m, size_t w)
{
	struct ioctl_field f[] = {
		F_MAP("mem_start", 0, w), F_MAP("mem_end", w, w),
		F_MAP("base_addr", 2 * w, 2), F_MAP("irq", 2 * w + 2, 1),
		F_MAP("dma", 2 * w + 3, 1), F_MAP("port", 2 * w + 4, 1),
	};

	v_struct_begin(c);
	ioctl_fields(c, m, f, ARRAY_SIZE(f));
	v_struct_end(c);
}

static void ifr_member(const struct pctx *c, const struct ifr_req *r,
		       const uint8_t *b, uint64_t addr, size_t w)
{
	const uint8_t *u = b + IFNAMSIZ_;
	int32_t i;
	uint16_t f;

	v_field(c, r->field);
	switch (r->kind) {
	case IFR_ADDR:
		print_sockaddr_in(c, addr + IFNAMSIZ_, 16);
		break;
	case IFR_HWADDR:
		ifr_hwaddr(c, u);
		break;
	case IFR_FLAGS:
		memcpy(&f, u, 2);
		v_flags(c, &xlat_iff_flags, f, "IFF_???");
		break;
	case IFR_INT:
		memcpy(&i, u, 4);
		v_int(c, i);
		break;
	case IFR_MAP:
		ifr_map(c, u, w);
		break;
	case IFR_NAME:
		ioctl_cstr(c, u, IFNAMSIZ_);
		break;
	}
}

int ioctl_sock_ifreq(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	const struct ifr_req *r = NULL;
	size_t w = c->compat ? 4 : 8;
	size_t size = c->compat ? 32 : 40;
	uint8_t b[40];
	int32_t idx;

	if (c->compat)
		addr = (uint32_t)addr;
	for (size_t k = 0; k < ARRAY_SIZE(ifr_reqs); k++)
		if (ifr_reqs[k].nr == (cmd & 0xffff))
			r = &ifr_reqs[k];
	if (!r)
		return IOCTL_UNKNOWN;
	if (r->get && !c->exiting) {
		if (!umove_or_addr(c, addr, size, b))
			return IOCTL_DONE;
		return IOCTL_LATER;
	}
	if (!umove_or_addr(c, addr, size, b))
		return IOCTL_DONE;
	memcpy(&idx, b + IFNAMSIZ_, 4);
	v_struct_begin(c);
	if (r->kind == IFR_INDEX) {	/* the index, then the name got */
		v_field(c, "ifr_ifindex");
		if (r->field)
			v_int(c, idx);
		else
			print_ifindex(c, (uint32_t)idx);
		if (r->field && !c->call->err) {
			v_field(c, "ifr_name");
			ioctl_cstr(c, b, IFNAMSIZ_);
		}
		v_struct_end(c);
		return IOCTL_DONE;
	}
	v_field(c, "ifr_name");
	ioctl_cstr(c, b, IFNAMSIZ_);
	if (!r->get || !c->call->err)
		ifr_member(c, r, b, addr, w);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* SIOCBRADDBR, SIOCBRDELBR: a bridge's name, IFNAMSIZ bytes at most. */
int ioctl_sock_brname(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	char name[IFNAMSIZ_];
	size_t n;

	(void)cmd;
	if (c->compat)
		addr = (uint32_t)addr;
	if (!umove_or_addr(c, addr, sizeof(name), name))
		return IOCTL_DONE;
	n = strnlen(name, sizeof(name));
	v_str(c, name, n, n == sizeof(name));
	return IOCTL_DONE;
}
