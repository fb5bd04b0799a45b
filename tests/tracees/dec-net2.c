/* sendmmsg, recvmmsg, socket's type/protocol and AX.25 addresses. */
#define _GNU_SOURCE
#include <netinet/in.h>
#include <stdint.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>
#include "dec.h"

/* An AX.25 address: six characters shifted left by one bit, the SSID
 * in bits 1..4 of the seventh byte. */
static void ax25_put(unsigned char *a, const char *call, unsigned ssid)
{
	for (int i = 0; i < 6; i++)
		a[i] = (unsigned char)(call[i] << 1);
	a[6] = (unsigned char)(ssid << 1);
}

/* AF_AX25: a plain call sign as CALL-SSID; with digipeaters, the full
 * struct: the null address as "*", others in hex with their text, the
 * ones announced but not passed as "...", stray bytes as ", ...". */
static void ax25(void)
{
	unsigned char b[72] = { 0 };
	uint16_t fam = AF_AX25;
	int32_t nd = 0;
	char hex[64];

	memcpy(b, &fam, 2);
	ax25_put(b + 2, "TEST1 ", 3);
	memcpy(b + 12, &nd, 4);
	connect(-1, (struct sockaddr *)b, 16);
	expect("-1 EBADF (Bad file descriptor)", "connect(-1, "
	       "{sa_family=AF_AX25, sax25_call=TEST1-3, sax25_ndigis=0}, 16)");

	nd = 3;
	memcpy(b + 12, &nd, 4);
	ax25_put(b + 16, "      ", 0);
	ax25_put(b + 23, "SP CE ", 1);
	for (int i = 0; i < 7; i++)
		snprintf(hex + 4 * i, sizeof(hex) - 4 * i, "\\x%02x",
			 b[23 + i]);
	connect(-1, (struct sockaddr *)b, 16 + 2 * 7 + 1);
	expect("-1 EBADF (Bad file descriptor)", "connect(-1, "
	       "{sa_family=AF_AX25, fsa_ax25={sax25_call=TEST1-3, "
	       "sax25_ndigis=3}, fsa_digipeater=[*, {ax25_call=\"%s\"} "
	       "/* SP CE-1 */, ...], ...}, 31)", hex);
}

int main(void)
{
	struct iovec i1 = { "abc", 3 }, i2 = { "defg", 4 };
	char r1[8], r2[8], ret[16];
	struct iovec o1 = { r1, 8 }, o2 = { r2, 8 };
	struct mmsghdr mm[2] = { 0 }, rm[2] = { 0 };
	int sv[2], s;

	setvbuf(stdout, NULL, _IONBF, 0);
	socketpair(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0, sv);
	expect("0", "socketpair(AF_UNIX, SOCK_DGRAM|SOCK_CLOEXEC, 0, "
	       "[%d, %d])", sv[0], sv[1]);
	mm[0].msg_hdr.msg_iov = &i1;
	mm[0].msg_hdr.msg_iovlen = 1;
	mm[1].msg_hdr.msg_iov = &i2;
	mm[1].msg_hdr.msg_iovlen = 1;
	sendmmsg(sv[0], mm, 2, 0);
	expect("2", "sendmmsg(%d, [{msg_hdr={msg_name=NULL, msg_namelen=0, "
	       "msg_iov=[{iov_base=\"abc\", iov_len=3}], msg_iovlen=1, "
	       "msg_controllen=0, msg_flags=0}, msg_len=3}, {msg_hdr={"
	       "msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"defg\", "
	       "iov_len=4}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, "
	       "msg_len=4}], 2, 0)", sv[0]);
	rm[0].msg_hdr.msg_iov = &o1;
	rm[0].msg_hdr.msg_iovlen = 1;
	rm[1].msg_hdr.msg_iov = &o2;
	rm[1].msg_hdr.msg_iovlen = 1;
	recvmmsg(sv[1], rm, 2, MSG_DONTWAIT, NULL);
	expect("2", "recvmmsg(%d, [{msg_hdr={msg_name=NULL, msg_namelen=0, "
	       "msg_iov=[{iov_base=\"abc\", iov_len=8}], msg_iovlen=1, "
	       "msg_controllen=0, msg_flags=0}, msg_len=3}, {msg_hdr={"
	       "msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"defg\", "
	       "iov_len=8}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, "
	       "msg_len=4}], 2, MSG_DONTWAIT, NULL)", sv[1]);
	sendmmsg(sv[0], BAD_PTR, 2, 0);
	expect("-1 EFAULT (Bad address)", "sendmmsg(%d, 0x8, 2, 0)", sv[0]);
	recvmmsg(sv[1], rm, 2, MSG_DONTWAIT, NULL);
	expect("-1 EAGAIN (Resource temporarily unavailable)",
	       "recvmmsg(%d, %p, 2, MSG_DONTWAIT, NULL)", sv[1], (void *)rm);
	s = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, IPPROTO_TCP);
	snprintf(ret, sizeof(ret), "%d", s);
	expect(ret, "socket(AF_INET, SOCK_STREAM|SOCK_NONBLOCK, IPPROTO_TCP)");
	ax25();
	return 0;
}
