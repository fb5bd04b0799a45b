/* sendmmsg, recvmmsg and socket's type/protocol. */
#define _GNU_SOURCE
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>
#include "dec.h"

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
	return 0;
}
