/* 32-bit differential tracee: sockets through socketcall, messages
 * with descriptors and credentials, options, poll and select. */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

int main(void)
{
	struct sockaddr_in a = { .sin_family = AF_INET };
	struct sockaddr_in peer;
	struct iovec iov = { "ping", 4 };
	struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1 };
	char b[16];
	struct iovec riov = { b, sizeof(b) };
	struct msghdr rh = { .msg_iov = &riov, .msg_iovlen = 1 };
	struct pollfd pfd;
	struct timeval tv = { 1, 0 };
	socklen_t len;
	fd_set rd;
	int sv[2], s, c, x, one = 1;

	if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv))
		return 1;
	sendmsg(sv[0], &mh, 0);
	recvmsg(sv[1], &rh, 0);
	FD_ZERO(&rd);
	FD_SET(sv[1], &rd);
	send(sv[0], "x", 1, 0);
	select(sv[1] + 1, &rd, NULL, NULL, &tv);
	pfd.fd = sv[1];
	pfd.events = POLLIN;
	poll(&pfd, 1, 0);
	recv(sv[1], b, sizeof(b), 0);
	s = socket(AF_INET, SOCK_STREAM, 0);
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	bind(s, (struct sockaddr *)&a, sizeof(a));
	len = 128;
	getsockname(s, (struct sockaddr *)&a, &len);
	listen(s, 1);
	c = socket(AF_INET, SOCK_STREAM, 0);
	setsockopt(c, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
	connect(c, (struct sockaddr *)&a, sizeof(a));
	len = sizeof(peer);
	x = accept(s, (struct sockaddr *)&peer, &len);
	send(c, "hi", 2, 0);
	recv(x, b, sizeof(b), 0);
	shutdown(c, SHUT_RDWR);
	close(x);
	close(c);
	close(s);
	puts("ok");
	return 0;
}
