/* Netlink messages on netlink sockets: headers, per-protocol types and
 * flags, family headers, attributes, replies the kernel writes, and
 * lengths that lie about the buffer. */
#define _GNU_SOURCE
#include <linux/genetlink.h>
#include <linux/if.h>
#include <linux/if_arp.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <unistd.h>
#include "dec.h"

static const char *rv(long r)
{
	static char buf[128];

	if (r < 0)
		return failed_with(errno);
	snprintf(buf, sizeof(buf), "%ld", r);
	return buf;
}

/* "\x61\x62": every byte in hex, as netlink payloads are shown. */
static const char *hex(const void *p, size_t n)
{
	static char buf[4 * 64 + 3];
	const unsigned char *b = p;
	size_t o = 0;

	buf[o++] = '"';
	for (size_t i = 0; i < n && i < 32; i++)
		o += (size_t)sprintf(buf + o, "\\x%02x", b[i]);
	buf[o++] = '"';
	buf[o] = '\0';
	if (n > 32)
		strcat(buf, "...");
	return buf;
}

static void route(void)
{
	struct {
		struct nlmsghdr h;
		struct ifinfomsg i;
		struct rtattr a;
		uint32_t mtu;
	} req = {
		.h = { .nlmsg_len = sizeof(req), .nlmsg_type = RTM_GETLINK,
		       .nlmsg_flags = NLM_F_REQUEST | NLM_F_ACK,
		       .nlmsg_seq = 7 },
		.i = { .ifi_family = AF_UNSPEC, .ifi_type = ARPHRD_LOOPBACK,
		       .ifi_index = -5, .ifi_flags = IFF_UP },
		.a = { .rta_len = 8, .rta_type = IFLA_MTU },
		.mtu = 0x10000,
	};
	struct nlmsghdr two[2] = {
		{ .nlmsg_len = 16, .nlmsg_type = NLMSG_NOOP,
		  .nlmsg_flags = NLM_F_REQUEST, .nlmsg_seq = 1 },
		{ .nlmsg_len = 16, .nlmsg_type = RTM_GETADDR,
		  .nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP, .nlmsg_seq = 2 },
	};
	unsigned char reply[8192];
	struct nlmsghdr *rh = (struct nlmsghdr *)reply;
	struct nlmsgerr *e = NLMSG_DATA(rh);
	int one = 1;
	char *page;
	long r;
	int s;

	struct sockaddr_nl sa = { .nl_family = AF_NETLINK };

	s = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_ROUTE);
	if (s < 0)
		return;
	/* Until bound (or its first send binds it), a netlink socket is
	 * not in the kernel's table of them: its protocol is unknown. */
	r = sendto(s, &two[0], 16, MSG_DONTWAIT, NULL, 0);
	expect(rv(r), "sendto(%d, {nlmsg_len=16, nlmsg_type=NLMSG_NOOP, "
	       "nlmsg_flags=NLM_F_REQUEST, nlmsg_seq=1, nlmsg_pid=0}, 16, "
	       "MSG_DONTWAIT, NULL, 0)", s);
	/* Only the header of the request comes back with the error. */
	setsockopt(s, SOL_NETLINK, NETLINK_CAP_ACK, &one, sizeof(one));
	bind(s, (struct sockaddr *)&sa, sizeof(sa));

	r = sendto(s, &req, sizeof(req), 0, NULL, 0);
	expect(rv(r), "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=RTM_GETLINK, "
	       "nlmsg_flags=NLM_F_REQUEST|NLM_F_ACK, nlmsg_seq=7, "
	       "nlmsg_pid=0}, {ifi_family=AF_UNSPEC, "
	       "ifi_type=ARPHRD_LOOPBACK, ifi_index=%u, ifi_flags=IFF_UP, "
	       "ifi_change=0}, [{nla_len=8, nla_type=IFLA_MTU}, %u]], %zu, "
	       "0, NULL, 0)", s, sizeof(req), (unsigned)-5, req.mtu,
	       sizeof(req));

	/* The kernel's answer: an error, capped, with the request's
	 * header; the tracee reads what it got to know the numbers. */
	r = recvfrom(s, reply, sizeof(reply), 0, NULL, NULL);
	if (r == (long)(NLMSG_HDRLEN + sizeof(*e)) &&
	    rh->nlmsg_type == NLMSG_ERROR && e->error < 0 &&
	    strerrorname_np(-e->error))
		expect(rv(r), "recvfrom(%d, [{nlmsg_len=%u, "
		       "nlmsg_type=NLMSG_ERROR, nlmsg_flags=NLM_F_CAPPED, "
		       "nlmsg_seq=7, nlmsg_pid=%u}, {error=-%s, "
		       "msg={nlmsg_len=%u, nlmsg_type=RTM_GETLINK, "
		       "nlmsg_flags=NLM_F_REQUEST|NLM_F_ACK, nlmsg_seq=7, "
		       "nlmsg_pid=%u}}], %zu, 0, NULL, NULL)", s,
		       rh->nlmsg_len, rh->nlmsg_pid,
		       strerrorname_np(-e->error), e->msg.nlmsg_len,
		       e->msg.nlmsg_pid, sizeof(reply));
	else
		printf("expect: the kernel's answer (%ld bytes) was not "
		       "the capped error this test knows\n", r);

	/* Two messages in one buffer, each with the flags of its type. */
	r = sendto(s, two, sizeof(two), MSG_DONTWAIT, NULL, 0);
	expect(rv(r), "sendto(%d, [{nlmsg_len=16, nlmsg_type=NLMSG_NOOP, "
	       "nlmsg_flags=NLM_F_REQUEST, nlmsg_seq=1, nlmsg_pid=0}, "
	       "{nlmsg_len=16, nlmsg_type=RTM_GETADDR, "
	       "nlmsg_flags=NLM_F_REQUEST|NLM_F_DUMP, nlmsg_seq=2, "
	       "nlmsg_pid=0}], %zu, MSG_DONTWAIT, NULL, 0)", s, sizeof(two));

	/* A length that claims more than the buffer: only what the call
	 * passed is shown. */
	req.h.nlmsg_len = 0xffffff00;
	req.h.nlmsg_flags = NLM_F_REQUEST;
	r = sendto(s, &req, 20, MSG_DONTWAIT, NULL, 0);
	expect(rv(r), "sendto(%d, [{nlmsg_len=%u, nlmsg_type=RTM_GETLINK, "
	       "nlmsg_flags=NLM_F_REQUEST, nlmsg_seq=7, nlmsg_pid=0}, "
	       "{ifi_family=AF_UNSPEC, ...}], 20, MSG_DONTWAIT, NULL, 0)",
	       s, 0xffffff00u);

	/* Shorter than a header: the bytes. */
	r = sendto(s, &req, 4, MSG_DONTWAIT, NULL, 0);
	expect(rv(r), "sendto(%d, %s, 4, MSG_DONTWAIT, NULL, 0)", s,
	       hex(&req, 4));

	/* A second header on a page that is not there. */
	page = mmap(NULL, 8192, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (page != MAP_FAILED) {
		munmap(page + 4096, 4096);
		memcpy(page + 4096 - 16, &two[0], 16);
		r = sendto(s, page + 4096 - 16, 32, MSG_DONTWAIT, NULL, 0);
		expect(rv(r), "sendto(%d, [{nlmsg_len=16, "
		       "nlmsg_type=NLMSG_NOOP, nlmsg_flags=NLM_F_REQUEST, "
		       "nlmsg_seq=1, nlmsg_pid=0}, ... /* %p */], 32, "
		       "MSG_DONTWAIT, NULL, 0)", s, (void *)(page + 4096));
	}
	close(s);
}

static void generic(void)
{
	struct {
		struct nlmsghdr h;
		struct genlmsghdr g;
	} req = {
		.h = { .nlmsg_len = sizeof(req), .nlmsg_type = GENL_ID_CTRL,
		       .nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP },
		.g = { .cmd = CTRL_CMD_GETFAMILY },
	};
	long r;
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK };
	int s = socket(AF_NETLINK, SOCK_RAW, NETLINK_GENERIC);

	if (s < 0)
		return;
	bind(s, (struct sockaddr *)&sa, sizeof(sa));
	/* The family's name is the kernel's (nlctrl for the controller);
	 * the request bits are a get's (the kernel takes only NLM_F_DUMP),
	 * then struct genlmsghdr, the controller's command named. */
	r = sendto(s, &req, sizeof(req), MSG_DONTWAIT, NULL, 0);
	expect(rv(r), "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=nlctrl, "
	       "nlmsg_flags=NLM_F_REQUEST|NLM_F_DUMP, nlmsg_seq=0, "
	       "nlmsg_pid=0}, {cmd=CTRL_CMD_GETFAMILY, version=0}], %zu, "
	       "MSG_DONTWAIT, NULL, 0)", s, sizeof(req), sizeof(req));
	close(s);
}

/* A message whose attributes nest as deep as its 64 KiB allow, and an
 * error message that carries errors inside errors: the tracer must show
 * a bounded part of them and go on. */
static void deep(void)
{
	static unsigned char buf[65536];
	struct nlmsghdr *h = (struct nlmsghdr *)buf;
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK };
	size_t off = NLMSG_HDRLEN + sizeof(struct ifinfomsg);
	int s = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);

	if (s < 0)
		return;
	bind(s, (struct sockaddr *)&sa, sizeof(sa));
	h->nlmsg_len = sizeof(buf);
	h->nlmsg_type = RTM_NEWLINK;
	h->nlmsg_flags = NLM_F_REQUEST;
	for (; off + NLA_HDRLEN <= sizeof(buf); off += NLA_HDRLEN) {
		struct nlattr *a = (struct nlattr *)(buf + off);

		a->nla_len = (uint16_t)(sizeof(buf) - off > 0xfffc ? 0xfffc :
					sizeof(buf) - off);
		a->nla_type = IFLA_PROP_LIST;
	}
	sendto(s, buf, sizeof(buf), MSG_DONTWAIT, NULL, 0);
	memset(buf, 0, sizeof(buf));
	for (off = 0; off + NLMSG_HDRLEN + 4 <= sizeof(buf);
	     off += NLMSG_HDRLEN + 4) {
		h = (struct nlmsghdr *)(buf + off);
		h->nlmsg_len = (uint32_t)(sizeof(buf) - off);
		h->nlmsg_type = NLMSG_ERROR;
	}
	sendto(s, buf, sizeof(buf), MSG_DONTWAIT, NULL, 0);
	close(s);
}

int main(int argc, char **argv)
{
	int sv[2];
	long r;

	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc > 1 && !strcmp(argv[1], "deep")) {
		deep();
		return 0;
	}
	route();
	generic();
	/* Not a netlink socket: the same bytes are a string. */
	socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
	r = sendto(sv[0], "\x10\0\0\0\x12\0\x01\0\0\0\0\0\0\0\0\0", 16, 0,
		   NULL, 0);
	expect(rv(r), "sendto(%d, \"\\20\\0\\0\\0\\22\\0\\1\\0\\0\\0\\0\\0"
	       "\\0\\0\\0\\0\", 16, 0, NULL, 0)", sv[0]);
	return 0;
}
