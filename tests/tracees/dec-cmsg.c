/* Control messages within the string limit: "dec-cmsg LIMIT" sends
 * (to fd -1) a 4 KiB control buffer of one SCM_SECURITY message (a
 * text), one of SCM_RIGHTS with 1020 descriptors, and a short one, and
 * expects what -s LIMIT lets through: LIMIT bytes of text then "...",
 * LIMIT descriptors then "...", the short one whole, an SCM_PIDFD's
 * descriptor. A type of no known shape shows its bytes in hex (as
 * strace 7.2). */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "dec.h"

#define CTL 4096
#define SCM_SECURITY_ 3	/* <linux/socket.h>; glibc has no name for it */

static char ctl[CTL] __attribute__((aligned(8)));
static char expected[8 * CTL];

/* The head of the line up to msg_control=[{...cmsg_type=TYPE. */
static const char head[] = "sendmsg(-1, {msg_name=NULL, msg_namelen=0, "
	"msg_iov=%s, msg_iovlen=1, "
	"msg_control=[{cmsg_len=%zu, cmsg_level=SOL_SOCKET, cmsg_type=%s, "
	"cmsg_data=%s}], msg_controllen=%zu, msg_flags=0}, 0)";

static void send_ctl(size_t len)
{
	struct iovec iov = { "x", 1 };
	struct msghdr m = { 0 };

	m.msg_iov = &iov;
	m.msg_iovlen = 1;
	m.msg_control = ctl;
	m.msg_controllen = len;
	syscall(SYS_sendmsg, -1, &m, 0);
}

static struct cmsghdr *one(size_t len, int type)
{
	struct cmsghdr *c = (struct cmsghdr *)ctl;

	c->cmsg_len = len;
	c->cmsg_level = SOL_SOCKET;
	c->cmsg_type = type;
	return c;
}

int main(int argc, char **argv)
{
	size_t limit = argc > 1 ? (size_t)atol(argv[1]) : 32;
	size_t ndata = CTL - sizeof(struct cmsghdr);
	/* -s limits the array's elements too: -s 0 shows none. */
	const char *x = limit ? "[{iov_base=\"x\", iov_len=1}]" : "[...]";
	unsigned char *d;
	char *p;

	setvbuf(stdout, NULL, _IONBF, 0);

	/* SCM_SECURITY: the text, terminal escapes and all. */
	d = CMSG_DATA(one(CTL, SCM_SECURITY_));
	for (size_t i = 0; i < ndata; i++)
		d[i] = "AB\033\n"[i % 4];
	p = expected;
	*p++ = '"';
	for (size_t i = 0; i < ndata && i < limit; i++)
		p += sprintf(p, "%s", (const char *[]){ "A", "B", "\\33",
							"\\n" }[i % 4]);
	strcpy(p, ndata > limit ? "\"..." : "\"");
	send_ctl(CTL);
	expect("-1 EBADF (Bad file descriptor)", head, x, (size_t)CTL,
	       "SCM_SECURITY", expected, (size_t)CTL);

	/* SCM_RIGHTS: at most LIMIT descriptors. */
	d = CMSG_DATA(one(CTL, SCM_RIGHTS));
	p = expected;
	*p++ = '[';
	for (size_t i = 0; i < ndata / 4; i++) {
		int fd = 1000 + (int)i;

		memcpy(d + 4 * i, &fd, 4);
		if (i == limit) {
			p += sprintf(p, "%s...", i ? ", " : "");
			break;
		}
		p += sprintf(p, "%s%d", i ? ", " : "", fd);
	}
	strcpy(p, "]");
	send_ctl(CTL);
	expect("-1 EBADF (Bad file descriptor)", head, x, (size_t)CTL,
	       "SCM_RIGHTS", expected, (size_t)CTL);

	/* A short one, within any limit of 3 or more, whole. */
	if (limit >= 3) {
		d = CMSG_DATA(one(CMSG_LEN(3), SCM_SECURITY_));
		memcpy(d, "xyz", 3);
		send_ctl(CMSG_SPACE(3));
		expect("-1 EBADF (Bad file descriptor)", head, x,
		       (size_t)CMSG_LEN(3), "SCM_SECURITY", "\"xyz\"",
		       (size_t)CMSG_SPACE(3));
	}

	/* SCM_RIGHTS too short for a descriptor: its bytes in hex. */
	if (limit >= 3) {
		d = CMSG_DATA(one(CMSG_LEN(3), SCM_RIGHTS));
		memcpy(d, "\xf6\xff\x01", 3);
		send_ctl(CMSG_SPACE(3));
		expect("-1 EBADF (Bad file descriptor)", head, x,
		       (size_t)CMSG_LEN(3), "SCM_RIGHTS", "\"\\xf6\\xff\\x01\"",
		       (size_t)CMSG_SPACE(3));
	}

	/* SCM_PIDFD (4, not in glibc's headers): one descriptor, bare. */
	if (limit) {
		int fd = 7;

		d = CMSG_DATA(one(CMSG_LEN(sizeof(fd)), 4));
		memcpy(d, &fd, sizeof(fd));
		send_ctl(CMSG_SPACE(sizeof(fd)));
		expect("-1 EBADF (Bad file descriptor)", head, x,
		       (size_t)CMSG_LEN(sizeof(fd)), "SCM_PIDFD", "7",
		       (size_t)CMSG_SPACE(sizeof(fd)));
	}

	/* A type of no known shape: its bytes in hex, within -s. */
	d = CMSG_DATA(one(CMSG_LEN(3), 99));
	memcpy(d, "A\x01\xff", 3);
	send_ctl(CMSG_SPACE(3));
	expect("-1 EBADF (Bad file descriptor)", "sendmsg(-1, {msg_name=NULL, "
	       "msg_namelen=0, msg_iov=%s, "
	       "msg_iovlen=1, msg_control=[{cmsg_len=%zu, "
	       "cmsg_level=SOL_SOCKET, cmsg_type=0x63 /* SCM_??? */, "
	       "cmsg_data=%s}], msg_controllen=%zu, msg_flags=0}, 0)", x,
	       (size_t)CMSG_LEN(3), limit >= 3 ? "\"\\x41\\x01\\xff\"" :
	       limit == 2 ? "\"\\x41\\x01\"..." : limit ? "\"\\x41\"..." :
	       "\"\"...", (size_t)CMSG_SPACE(3));
	/* SOL_IP's IP_PROTOCOL: the socket's protocol. */
	{
		int proto = 255;	/* IPPROTO_RAW */

		d = CMSG_DATA(one(CMSG_LEN(sizeof(proto)), 52));
		((struct cmsghdr *)ctl)->cmsg_level = SOL_IP;
		memcpy(d, &proto, sizeof(proto));
		send_ctl(CMSG_SPACE(sizeof(proto)));
		expect("-1 EBADF (Bad file descriptor)", "sendmsg(-1, "
		       "{msg_name=NULL, msg_namelen=0, msg_iov=%s, "
		       "msg_iovlen=1, msg_control=[{cmsg_len=%zu, "
		       "cmsg_level=SOL_IP, cmsg_type=IP_PROTOCOL, "
		       "cmsg_data=[IPPROTO_RAW]}], msg_controllen=%zu, "
		       "msg_flags=0}, 0)", x, (size_t)CMSG_LEN(sizeof(proto)),
		       (size_t)CMSG_SPACE(sizeof(proto)));
	}
	return 0;
}
