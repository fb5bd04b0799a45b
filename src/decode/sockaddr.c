/* Socket addresses, of every family: UNIX, INET, INET6, NETLINK (at
 * the end, with print_sockaddr_at, the entry point), and AF_AX25,
 * AF_IPX, AF_X25, AF_PACKET, AF_RXRPC, AF_IEEE802154, AF_ALG, AF_NFC,
 * AF_VSOCK, AF_QIPCRTR, AF_XDP, AF_MCTP, AF_TIPC; and interface indexes. Layouts
 * are the UAPI headers'; every field is read from the caller's buffer,
 * zero-padded past its end. The socket calls (net.c), socket options
 * (sockopt.c), netlink and ioctls show addresses: this file calls none
 * of them. */
#include "net.h"
#include "netlink.h"

#include <arpa/inet.h>
#include <linux/netlink.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stdio.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <string.h>

static bool style_raw(const struct pctx *c)
{
	return c->opt->xlat_style == XLAT_RAW;
}

static uint16_t u16_at(const unsigned char *p)
{
	uint16_t v;

	memcpy(&v, p, 2);
	return v;
}

static uint32_t u32_at(const unsigned char *p)
{
	uint32_t v;

	memcpy(&v, p, 4);
	return v;
}

bool net_bytes_styled(const struct pctx *c, const void *b, size_t n,
		      const char *text)
{
	if (c->opt->xlat_style == XLAT_ABBREV)
		return false;
	v_hexstr(c, b, n, false);
	if (c->opt->xlat_style == XLAT_VERBOSE)
		v_textf(c, " /* %s */", text);
	return true;
}

void print_hwaddr(const struct pctx *c, const unsigned char *a, unsigned n)
{
	if (c->opt->xlat_style != XLAT_ABBREV)
		v_hexstr(c, a, n, false);
	if (c->opt->xlat_style == XLAT_RAW)
		return;
	if (c->opt->xlat_style == XLAT_VERBOSE) {
		v_text(c, " /* ");
		for (unsigned i = 0; i < n; i++)
			v_textf(c, i ? ":%02x" : "%02x", a[i]);
		v_text(c, " */");
		return;
	}
	v_open(c, VK_STR, 0, "");
	for (unsigned i = 0; i < n; i++)
		v_textf(c, i ? ":%02x" : "%02x", a[i]);
	v_bytes(c, a, n);
	v_close(c, "");
}

/* A value strace names in a comment even when abbreviating: "0x2 / *
 * NAME * /"; one outside the set gets unknown in the comment, or no
 * comment (unknown NULL). -X raw: the number alone. */
static void enum_commented(const struct pctx *c, const struct xlat *set,
			   uint64_t v, const char *unknown)
{
	const char *n = xlat_name(set, v);

	if (style_raw(c) || (!n && !unknown)) {
		v_hex(c, v);
		return;
	}
	if (v)
		v_numf(c, VK_UINT, v, "%#llx /* %s */", (unsigned long long)v,
		       n ? n : unknown);
	else
		v_numf(c, VK_UINT, v, "0 /* %s */", n ? n : unknown);
}

/* The same for a bit set: "0x1001 / * A|0x1 * /". */
static void flags_commented(const struct pctx *c, const struct xlat *set,
			    uint32_t v, const char *unknown)
{
	char buf[256];
	size_t len = 0;
	uint32_t rest = v;

	if (style_raw(c) || !v) {
		v_hex(c, v);
		return;
	}
	buf[0] = '\0';
	for (unsigned i = 0; i < set->n; i++) {
		uint32_t bit = (uint32_t)set->e[i].val;

		if (!bit || (rest & bit) != bit)
			continue;
		len += (size_t)snprintf(buf + len, sizeof(buf) - len, "%s%s",
					len ? "|" : "", xlat_ename(&set->e[i]));
		rest &= ~bit;
		if (len >= sizeof(buf))
			return (void)v_hex(c, v);
	}
	if (rest && len)
		snprintf(buf + len, sizeof(buf) - len, "|%#x", rest);
	v_numf(c, VK_UINT, v, "%#x /* %s */", v, len ? buf : unknown);
}

/* An interface index: if_nametoindex("lo") when it names one here. */
static void ifindex(const struct pctx *c, uint32_t idx)
{
	struct vstyle st;

	v_style_begin(c, &st);
	print_ifindex(c, idx);
	v_style_end(c, &st, idx, VS_DEC);
}

/* A string of at most max bytes that ends at a NUL; "..." when none
 * comes within max. */
static void strn(const struct pctx *c, const unsigned char *p, size_t max)
{
	const unsigned char *z = memchr(p, 0, max);

	if (z)
		v_str(c, p, (size_t)(z - p), false);
	else
		v_str(c, p, max, true);
}

/* struct sockaddr_ll, packet(7). */
static bool sll(const struct pctx *c, const unsigned char *p, size_t n)
{
	uint16_t proto = u16_at(p + 2);
	unsigned halen = p[11];
	char text[64];
	const char *pn;

	if (n < 20)
		return false;
	v_field(c, "sll_protocol");
	pn = xlat_name(&xlat_eth_protos, ntohs(proto));
	if (pn)
		snprintf(text, sizeof(text), "htons(%s)", pn);
	else
		snprintf(text, sizeof(text), "htons(%u)", ntohs(proto));
	if (!net_bytes_styled(c, p + 2, 2, text))
		v_numf(c, VK_UINT, ntohs(proto), "%s", text);
	v_field(c, "sll_ifindex");
	ifindex(c, u32_at(p + 4));
	f_enum(c, "sll_hatype", &xlat_arphrd, u16_at(p + 8), "ARPHRD_???");
	v_field(c, "sll_pkttype");
	{
		struct vstyle st;
		const char *t = xlat_name(&xlat_packet_pkttype, p[10]);

		v_style_begin(c, &st);
		if (t)
			v_numf(c, VK_UINT, p[10], "%s", t);
		else
			v_numf(c, VK_UINT, p[10], "%u /* PACKET_??? */",
			       p[10]);
		v_style_end(c, &st, p[10], VS_DEC);
	}
	f_uint(c, "sll_halen", halen);
	if (halen) {
		v_field(c, "sll_addr");
		v_array_begin(c);
		for (unsigned i = 0; i < halen; i++) {
			if (i == 8) {
				v_more(c);
				break;
			}
			v_elem(c);
			v_numf(c, VK_UINT, p[12 + i], "%#02x", p[12 + i]);
		}
		v_array_end(c);
	}
	return true;
}

/* struct sockaddr_rxrpc: a service, then an INET or INET6 transport
 * address of transport_len bytes. */
static bool srx(const struct pctx *c, const unsigned char *p, size_t n)
{
	unsigned tlen = u16_at(p + 6), fam = u16_at(p + 8);
	size_t avail = tlen > 2 ? tlen - 2 : 0;

	if (n < 36)
		return false;
	if (avail > 26)
		avail = 26;
	v_field(c, "srx_service");
	enum_commented(c, &xlat_rxrpc_service, u16_at(p + 2), "???_SERVICE");
	f_enum(c, "transport_type", &xlat_socket_type, u16_at(p + 4),
	       "SOCK_???");
	f_uint(c, "transport_len", tlen);
	v_field(c, "transport");
	v_struct_begin(c);
	if ((fam == AF_INET && tlen >= 16) || (fam == AF_INET6 && tlen >= 24)) {
		v_field(c, fam == AF_INET ? "sin" : "sin6");
		print_sockaddr_named(c, p + 8, fam == AF_INET ? 16 :
				     tlen >= 28 ? 28 : 24,
				     fam == AF_INET ? "sin_family" :
				     "sin6_family");
	} else if (fam == AF_INET || fam == AF_INET6) {
		v_field(c, fam == AF_INET ? "sin" : "sin6");
		v_struct_begin(c);
		f_enum(c, fam == AF_INET ? "sin_family" : "sin6_family",
		       &xlat_address_family, fam, "AF_???");
		if (avail) {
			v_item(c, "data");
			v_str(c, p + 10, avail, false);
		}
		v_struct_end(c);
	} else {
		f_enum(c, "family", &xlat_address_family, fam, "AF_???");
		if (avail) {
			v_item(c, "data");
			v_str(c, p + 10, avail, false);
		}
	}
	v_struct_end(c);
	return true;
}

/* struct sockaddr_ieee802154: addr_type, pan_id, then a short or a
 * long (hardware) address. */
static bool ieee802154(const struct pctx *c, const unsigned char *p,
		       size_t n)
{
	uint32_t type = u32_at(p + 4);

	if (n < 20)
		return false;
	v_field(c, "addr");
	v_struct_begin(c);
	v_field(c, "addr_type");
	enum_commented(c, &xlat_ieee802154_addr_type, type,
		       "IEEE802154_ADDR_???");
	v_field(c, "pan_id");
	enum_commented(c, &xlat_ieee802154_pan_id, u16_at(p + 8), NULL);
	if (type == 2) {
		v_field(c, "short_addr");
		enum_commented(c, &xlat_ieee802154_short_addr,
			       u16_at(p + 10), NULL);
	} else if (type) {
		v_field(c, "hwaddr");
		print_hwaddr(c, p + 10, 8);
	}
	v_struct_end(c);
	return true;
}

/* struct sockaddr_alg: the name is as long as the caller's buffer. */
static bool salg(const struct pctx *c, const unsigned char *p, size_t n)
{
	if (n <= 24)
		return false;
	v_field(c, "salg_type");
	strn(c, p + 2, 13);
	v_field(c, "salg_feat");
	flags_commented(c, &xlat_crypto_alg_flags, u32_at(p + 16),
			"CRYPTO_ALG_???");
	v_field(c, "salg_mask");
	flags_commented(c, &xlat_crypto_alg_flags, u32_at(p + 20),
			"CRYPTO_ALG_???");
	v_field(c, "salg_name");
	strn(c, p + 24, (n > 88 ? 88 : n) - 24 - 1);
	return true;
}

/* struct sockaddr_nfc, and sockaddr_nfc_llcp when the buffer holds
 * one ("..." between the two). */
static bool snfc(const struct pctx *c, const unsigned char *p, size_t n)
{
	size_t w = abi_word(c);
	size_t lenoff = (18 + 63 + w - 1) / w * w, llcp = lenoff + w;
	uint64_t slen = 0;

	if (n < 16)
		return false;
	v_field(c, "dev_idx");
	ifindex(c, u32_at(p + 4));
	f_hex(c, "target_idx", u32_at(p + 8));
	f_enum(c, "nfc_protocol", &xlat_nfc_protocol, u32_at(p + 12),
	       "NFC_PROTO_???");
	if (n == 16)
		return true;
	if (n < llcp) {
		v_more(c);
		return true;
	}
	v_field(c, "dsap");
	enum_commented(c, &xlat_nfc_llcp_sap, p[16], NULL);
	v_field(c, "ssap");
	enum_commented(c, &xlat_nfc_llcp_sap, p[17], NULL);
	memcpy(&slen, p + lenoff, w);
	/* The name is service_name_len bytes of the array. */
	v_field(c, "service_name");
	v_str(c, p + 18, slen < 63 ? (size_t)slen : 63, false);
	f_uint(c, "service_name_len", slen);
	return true;
}

/* struct sockaddr_vm: reserved and zero bytes shown when set. */
static bool svm(const struct pctx *c, const unsigned char *p, size_t n)
{
	static const unsigned char zero[3];

	if (n < 16)
		return false;
	if (u16_at(p + 2))
		f_hex(c, "svm_reserved1", u16_at(p + 2));
	f_enum(c, "svm_cid", &xlat_vmaddr_cid, u32_at(p + 8), NULL);
	f_enum(c, "svm_port", &xlat_vmaddr_port, u32_at(p + 4), NULL);
	f_flags(c, "svm_flags", &xlat_vmaddr_flags, p[12], "VMADDR_FLAG_???");
	if (memcmp(p + 13, zero, 3)) {
		v_field(c, "svm_zero");
		v_hexstr(c, p + 13, 3, false);
	}
	return true;
}

static bool sqrtr(const struct pctx *c, const unsigned char *p, size_t n)
{
	if (n < 12)
		return false;
	f_enum(c, "sq_node", &xlat_qrtr_node, u32_at(p + 4), NULL);
	f_enum(c, "sq_port", &xlat_qrtr_port, u32_at(p + 8), NULL);
	return true;
}

/* struct sockaddr_tipc: the address's type says which member of the
 * union addr it holds; scope is a signed char, negative for a scope
 * the kernel looks up the other way (-TIPC_NODE_SCOPE). */
static bool stipc(const struct pctx *c, const unsigned char *p, size_t n)
{
	uint8_t type = p[2];
	int8_t scope = (int8_t)p[3];
	const unsigned char *a = p + 4;

	if (n < 16)
		return false;
	f_enum(c, "addrtype", &xlat_tipc_addrtype, type, "TIPC_???");
	v_field(c, "scope");
	if (scope < 0)
		v_text(c, "-");
	v_enum(c, &xlat_tipc_scope, (unsigned)(scope < 0 ? -scope : scope),
	       "TIPC_???_SCOPE");
	v_field(c, "addr");
	if (type < 1 || type > 3) {
		v_str(c, a, 12, false);
		return true;
	}
	v_struct_begin(c);
	switch (type) {
	case 1:				/* TIPC_SERVICE_RANGE */
		v_field(c, "nameseq");
		v_struct_begin(c);
		f_uint(c, "type", u32_at(a));
		f_uint(c, "lower", u32_at(a + 4));
		f_uint(c, "upper", u32_at(a + 8));
		v_struct_end(c);
		break;
	case 2:				/* TIPC_SERVICE_ADDR */
		v_field(c, "name");
		v_struct_begin(c);
		v_field(c, "name");
		v_struct_begin(c);
		f_uint(c, "type", u32_at(a));
		f_uint(c, "instance", u32_at(a + 4));
		v_struct_end(c);
		f_hex(c, "domain", u32_at(a + 8));
		v_struct_end(c);
		break;
	case 3:				/* TIPC_SOCKET_ADDR */
		v_field(c, "id");
		v_struct_begin(c);
		f_uint(c, "ref", u32_at(a));
		f_hex(c, "node", u32_at(a + 4));
		v_struct_end(c);
		break;
	}
	v_struct_end(c);
	return true;
}

/* struct sockaddr_xdp: the umem's descriptor counts with
 * XDP_SHARED_UMEM. */
static bool sxdp(const struct pctx *c, const unsigned char *p, size_t n)
{
	uint16_t flags = u16_at(p + 2);
	uint32_t fd = u32_at(p + 12);

	if (n < 16)
		return false;
	f_flags(c, "sxdp_flags", &xlat_xdp_sockaddr_flags, flags, "XDP_???");
	v_field(c, "sxdp_ifindex");
	ifindex(c, u32_at(p + 4));
	f_uint(c, "sxdp_queue_id", u32_at(p + 8));
	if (flags & 0x1) {
		v_field(c, "sxdp_shared_umem_fd");
		v_fd(c, (int)fd);
	} else if (fd) {
		f_hex(c, "sxdp_shared_umem_fd", fd);
	}
	return true;
}

/* struct sockaddr_mctp: padding shown when set. */
static bool smctp(const struct pctx *c, const unsigned char *p, size_t n)
{
	if (n < 12)
		return false;
	if (u16_at(p + 2))
		f_hex(c, "__smctp_pad0", u16_at(p + 2));
	f_enum(c, "smctp_network", &xlat_mctp_net, u32_at(p + 4), NULL);
	v_field(c, "smctp_addr");
	v_struct_begin(c);
	f_enum(c, "s_addr", &xlat_mctp_addr, p[8], NULL);
	v_struct_end(c);
	f_hex(c, "smctp_type", p[9]);
	f_hex(c, "smctp_tag", p[10]);
	if (p[11])
		f_hex(c, "__smctp_pad1", p[11]);
	return true;
}

/* struct sockaddr_ipx: port and network in network order. */
static bool sipx(const struct pctx *c, const unsigned char *p, size_t n)
{
	uint16_t port = u16_at(p + 2);
	uint32_t net = u32_at(p + 4);
	char text[32];

	if (n < 16)
		return false;
	v_field(c, "sipx_port");
	snprintf(text, sizeof(text), "htons(%u)", ntohs(port));
	if (!net_bytes_styled(c, p + 2, 2, text))
		v_numf(c, VK_UINT, ntohs(port), "%s", text);
	v_field(c, "sipx_network");
	snprintf(text, sizeof(text), "htonl(%#x)", ntohl(net));
	if (!net_bytes_styled(c, p + 4, 4, text))
		v_numf(c, VK_UINT, ntohl(net), "%s", text);
	v_field(c, "sipx_node");
	v_array_begin(c);
	for (unsigned i = 0; i < 6; i++) {
		v_elem(c);
		v_numf(c, VK_UINT, p[8 + i], "%#02x", p[8 + i]);
	}
	v_array_end(c);
	v_field(c, "sipx_type");
	v_numf(c, VK_UINT, p[14], "%#02x", p[14]);
	if (p[15]) {
		v_field(c, "sipx_zero");
		v_numf(c, VK_UINT, p[15], "%#02x", p[15]);
	}
	return true;
}

/* An AX.25 address (ax25_address): six characters shifted left by one
 * bit, then the SSID in bits 1..4 of the seventh byte. */
enum { AX25_ADDR_LEN = 7, AX25_MAX_DIGIS = 8 };

/* Whether a call sign is plain: capital letters and digits, then only
 * spaces, nothing in the bits beside the characters and the SSID. Then
 * it is shown as CALL-SSID. */
static bool ax25_plain(const unsigned char *a)
{
	bool space = false;

	if (a[AX25_ADDR_LEN - 1] & ~0x1e)
		return false;
	for (unsigned i = 0; i < AX25_ADDR_LEN - 1; i++) {
		unsigned ch = a[i] >> 1;

		if (a[i] & 1)
			return false;
		if (ch == ' ') {
			space = true;
		} else if (space || !((ch >= 'A' && ch <= 'Z') ||
				      (ch >= '0' && ch <= '9'))) {
			return false;
		}
	}
	return a[0] >> 1 != ' ';
}

/* The characters and SSID as text ("CALL-SSID", trailing spaces
 * dropped); false when a character is not printable or the text could
 * not sit in a comment. */
static bool ax25_text(const unsigned char *a, char *out, size_t size)
{
	char call[AX25_ADDR_LEN];
	size_t n = AX25_ADDR_LEN - 1;

	for (unsigned i = 0; i < n; i++) {
		call[i] = (char)(a[i] >> 1);
		if (call[i] < 0x20 || call[i] > 0x7e)
			return false;
	}
	while (n && call[n - 1] == ' ')
		n--;
	call[n] = '\0';
	if (strstr(call, "*/"))
		return false;
	snprintf(out, size, "%s-%u", call, (a[AX25_ADDR_LEN - 1] >> 1) & 0xf);
	return true;
}

static void ax25_addr(const struct pctx *c, const unsigned char *a)
{
	static const unsigned char null_addr[AX25_ADDR_LEN] = {
		0x40, 0x40, 0x40, 0x40, 0x40, 0x40, 0
	};
	char text[32];

	if (!memcmp(a, null_addr, sizeof(null_addr))) {
		v_numf(c, VK_STR, 0, "*");
		return;
	}
	if (ax25_plain(a) && ax25_text(a, text, sizeof(text))) {
		v_numf(c, VK_STR, 0, "%s", text);
		return;
	}
	v_struct_begin(c);
	v_field(c, "ax25_call");
	v_hexstr(c, a, AX25_ADDR_LEN, false);
	v_struct_end(c);
	if (ax25_text(a, text, sizeof(text)))
		v_textf(c, " /* %s */", text);
}

/* struct sockaddr_ax25 (call sign, int ndigis), or when digipeaters are
 * announced or passed, struct full_sockaddr_ax25: the digipeaters that
 * fit in the length (at most 8), "..." for those announced but not
 * passed, ", ..." after them for bytes that make no whole one or go
 * past the full struct. */
static bool sax25(const struct pctx *c, const unsigned char *p, size_t n)
{
	const size_t base = 16, full = base + AX25_MAX_DIGIS * AX25_ADDR_LEN;
	int32_t ndigis = (int32_t)u32_at(p + 12);
	size_t want, have, avail;

	if (n < base)
		return false;
	if (!ndigis && n == base) {
		v_field(c, "sax25_call");
		ax25_addr(c, p + 2);
		f_int(c, "sax25_ndigis", ndigis);
		return true;
	}
	v_field(c, "fsa_ax25");
	v_struct_begin(c);
	v_field(c, "sax25_call");
	ax25_addr(c, p + 2);
	f_int(c, "sax25_ndigis", ndigis);
	v_struct_end(c);
	want = ndigis < 0 ? 0 : (size_t)ndigis;
	if (want > AX25_MAX_DIGIS)
		want = AX25_MAX_DIGIS;
	avail = ((n < full ? n : full) - base) / AX25_ADDR_LEN;
	have = want < avail ? want : avail;
	v_field(c, "fsa_digipeater");
	v_array_begin(c);
	for (size_t i = 0; i < have; i++) {
		v_elem(c);
		ax25_addr(c, p + base + i * AX25_ADDR_LEN);
	}
	if (have < want)
		v_more(c);
	v_array_end(c);
	if (n > full || (n - base) % AX25_ADDR_LEN)
		v_more(c);
	return true;
}

/* struct sockaddr_x25: the address is a string of up to 15 digits. */
static bool sx25(const struct pctx *c, const unsigned char *p, size_t n)
{
	if (n < 18)
		return false;
	v_field(c, "sx25_addr");
	v_struct_begin(c);
	v_field(c, "x25_addr");
	strn(c, p + 2, 15);
	v_struct_end(c);
	return true;
}

bool print_sockaddr_family(const struct pctx *c, unsigned fam,
			   const unsigned char *p, size_t n)
{
	switch (fam) {
	case 4: return sipx(c, p, n);		/* AF_IPX */
	case 3: return sax25(c, p, n);		/* AF_AX25 */
	case 9: return sx25(c, p, n);		/* AF_X25 */
	case 17: return sll(c, p, n);		/* AF_PACKET */
	case 30: return stipc(c, p, n);		/* AF_TIPC */
	case 33: return srx(c, p, n);		/* AF_RXRPC */
	case 36: return ieee802154(c, p, n);	/* AF_IEEE802154 */
	case 38: return salg(c, p, n);		/* AF_ALG */
	case 39: return snfc(c, p, n);		/* AF_NFC */
	case 40: return svm(c, p, n);		/* AF_VSOCK */
	case 42: return sqrtr(c, p, n);		/* AF_QIPCRTR */
	case 44: return sxdp(c, p, n);		/* AF_XDP */
	case 45: return smctp(c, p, n);		/* AF_MCTP */
	}
	return false;
}

/* ---- interface indexes ------------------------------------------ */

/* if_nametoindex("lo") when the index names an interface here: every
 * decoder that shows an interface index (addresses, socket options,
 * netlink, ioctls, bpf) uses it. */
void print_ifindex(const struct pctx *c, uint32_t idx)
{
	char name[IF_NAMESIZE];
	bool ok = idx && if_indextoname(idx, name);

	/* Interface names may hold any byte but '/', ':' and spaces:
	 * only plain ones are shown inside the quotes. */
	for (const char *p = name; ok && *p; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		      (*p >= '0' && *p <= '9') || *p == '_' || *p == '-' ||
		      *p == '.' || *p == '@' || *p == '+'))
			ok = false;
	if (ok) {
		struct vstyle st;

		/* A name made of a call: the number with -X raw. */
		v_style_begin(c, &st);
		v_numf(c, VK_UINT, idx, "if_nametoindex(\"%s\")", name);
		v_style_end(c, &st, idx, VS_DEC);
	} else {
		v_uint(c, idx);
	}
}

/* ---- UNIX, INET, INET6, NETLINK, and any address --------------- */

/* sun_path is not always NUL-terminated; a leading NUL makes it an
 * abstract name, shown with '@' (the node keeps the NUL). */
static void print_sun(const struct pctx *c, const struct sockaddr_un *sun,
		      size_t len)
{
	size_t plen = len - offsetof(struct sockaddr_un, sun_path);
	const char *p = sun->sun_path;

	if (len <= offsetof(struct sockaddr_un, sun_path))
		return;
	/* The kernel reads no more than sun_path holds. */
	if (plen > sizeof(sun->sun_path))
		plen = sizeof(sun->sun_path);
	v_field(c, "sun_path");
	if (p[0] == '\0' && plen > 1) {
		v_open(c, VK_STR, plen, "@");
		v_str(c, p + 1, plen - 1, false);
		v_bytes(c, p, plen);
		v_close(c, "");
		return;
	}
	v_str(c, p, strnlen(p, plen), false);
}

/* "htons(80)": a number in the caller's words. */
static void print_port(const struct pctx *c, const char *name, uint16_t port)
{
	char text[32];

	v_field(c, name);
	snprintf(text, sizeof(text), "htons(%u)", ntohs(port));
	if (!net_bytes_styled(c, &port, sizeof(port), text))
		v_numf(c, VK_UINT, ntohs(port), "%s", text);
}

/* An address as text, inside the caller's words: the node is the text
 * of the address ("127.0.0.1"). */
static void print_inet(const struct pctx *c, const char *fmt, const char *a)
{
	v_open(c, VK_STR, 0, "");
	v_textf(c, fmt, a);
	v_bytes(c, a, strlen(a));
	v_close(c, "");
}

void net_inet_addr(const struct pctx *c, const void *in4)
{
	char a[INET_ADDRSTRLEN], text[64];

	inet_ntop(AF_INET, in4, a, sizeof(a));
	snprintf(text, sizeof(text), "inet_addr(\"%s\")", a);
	if (!net_bytes_styled(c, in4, 4, text))
		print_inet(c, "inet_addr(\"%s\")", a);
}

/* Abbreviated, a member with no "FIELD=" (strace's words); -X raw and
 * verbose show the field's bytes. */
void net_inet6_addr(const struct pctx *c, const void *in6, const char *field)
{
	char a[INET6_ADDRSTRLEN];
	char fmt[64], text[96];

	inet_ntop(AF_INET6, in6, a, sizeof(a));
	if (c->opt->xlat_style != XLAT_ABBREV) {
		v_field(c, field);
		snprintf(text, sizeof(text), "inet_pton(AF_INET6, \"%s\")", a);
		net_bytes_styled(c, in6, 16, text);
		return;
	}
	v_item(c, field);
	snprintf(fmt, sizeof(fmt), "inet_pton(AF_INET6, \"%%s\", &%s)", field);
	print_inet(c, fmt, a);
}

static void print_sin(const struct pctx *c, const struct sockaddr_in *sin)
{
	print_port(c, "sin_port", sin->sin_port);
	v_field(c, "sin_addr");
	net_inet_addr(c, &sin->sin_addr);
}

/* n: 24 (RFC 2133's sockaddr_in6, no scope) or more. */
static void print_sin6(const struct pctx *c, const struct sockaddr_in6 *s6,
		       size_t n)
{
	char text[32];

	print_port(c, "sin6_port", s6->sin6_port);
	v_field(c, "sin6_flowinfo");
	snprintf(text, sizeof(text), "htonl(%u)", ntohl(s6->sin6_flowinfo));
	if (!net_bytes_styled(c, &s6->sin6_flowinfo, 4, text))
		v_numf(c, VK_UINT, ntohl(s6->sin6_flowinfo), "%s", text);
	net_inet6_addr(c, &s6->sin6_addr, "sin6_addr");
	if (n < sizeof(*s6))
		return;
	v_field(c, "sin6_scope_id");
	/* The scope is an interface only for link-local addresses. */
	if (IN6_IS_ADDR_LINKLOCAL(&s6->sin6_addr) ||
	    IN6_IS_ADDR_MC_LINKLOCAL(&s6->sin6_addr)) {
		struct vstyle st;

		v_style_begin(c, &st);
		print_ifindex(c, s6->sin6_scope_id);
		v_style_end(c, &st, s6->sin6_scope_id, VS_DEC);
	} else {
		v_uint(c, s6->sin6_scope_id);
	}
}

static void print_snl(const struct pctx *c, const struct sockaddr_nl *nl)
{
	if (nl->nl_pad)
		f_hex(c, "nl_pad", nl->nl_pad);
	v_field(c, "nl_pid");
	v_pid(c, (int)nl->nl_pid);
	v_field(c, "nl_groups");
	v_numf(c, VK_UINT, nl->nl_groups, "%#08x", nl->nl_groups);
}

/* Prints len bytes of socket address at addr. Families with too short
 * a length show their raw bytes, as the kernel would refuse them. */
/* A socket address already read: len bytes at p (at least the family);
 * famfield names the family's field (sa_family, or sin_family inside
 * another address). */
void print_sockaddr_named(const struct pctx *c, const void *p, size_t len,
			  const char *famfield)
{
	struct sockaddr_storage ss;
	size_t n = len < sizeof(ss) ? len : sizeof(ss);
	unsigned fam;

	memset(&ss, 0, sizeof(ss));
	memcpy(&ss, p, n);
	fam = ss.ss_family;
	v_struct_begin(c);
	f_enum(c, famfield, &xlat_address_family, fam, "AF_???");
	if (fam == AF_UNIX)
		print_sun(c, (struct sockaddr_un *)&ss, n);
	else if (fam == AF_INET && n >= sizeof(struct sockaddr_in))
		print_sin(c, (struct sockaddr_in *)&ss);
	else if (fam == AF_INET6 && n >= 24)
		print_sin6(c, (struct sockaddr_in6 *)&ss, n);
	else if (fam == AF_NETLINK && n >= sizeof(struct sockaddr_nl))
		print_snl(c, (struct sockaddr_nl *)&ss);
	else if (print_sockaddr_family(c, fam, (unsigned char *)&ss, n))
		;
	else if (n > sizeof(sa_family_t)) {
		v_field(c, "sa_data");
		v_str(c, (unsigned char *)&ss + sizeof(sa_family_t),
		      n - sizeof(sa_family_t), false);
	}
	v_struct_end(c);
}

void print_sockaddr_buf(const struct pctx *c, const void *p, size_t len)
{
	print_sockaddr_named(c, p, len, "sa_family");
}

void print_sockaddr_at(const struct pctx *c, uint64_t addr, uint64_t len)
{
	struct sockaddr_storage ss;
	size_t n = len < sizeof(ss) ? (size_t)len : sizeof(ss);

	if (!addr) {
		v_addr(c, 0);
		return;
	}
	if (len < sizeof(sa_family_t) || umove(c, addr, n, &ss) < 0) {
		v_addr(c, addr);
		return;
	}
	print_sockaddr_buf(c, &ss, n);
}

int print_sockaddr_in(const struct pctx *c, uint64_t addr, uint64_t len)
{
	print_sockaddr_at(c, addr, len);
	return PRINT_OK;
}

/* The kernel writes the address and stores its real length through the
 * length pointer (the argument lenp); an address longer than the buffer
 * the caller gave (inlen, read at entry) was cut to the buffer's size. */
int print_sockaddr_out(const struct pctx *c, uint64_t addr, uint64_t lenp,
		       const uint32_t *inlen)
{
	uint32_t len;

	if (!addr || umove(c, lenp, sizeof(len), &len) < 0)
		return v_addr(c, addr);
	if (inlen && *inlen < len)
		len = *inlen;
	print_sockaddr_at(c, addr, len);
	return PRINT_OK;
}
