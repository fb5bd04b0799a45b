/* socket, connect, bind, getsockname, sendto, recvfrom: socket types
 * and the address families strace decodes. */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <linux/netlink.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
#include "dec.h"

int main(void)
{
	char ret[32];
	int s;

	setvbuf(stdout, NULL, _IONBF, 0);
	s = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
	snprintf(ret, sizeof(ret), "%d", s);
	expect(ret, "socket(AF_INET, SOCK_DGRAM|SOCK_CLOEXEC|SOCK_NONBLOCK, "
	       "IPPROTO_IP)");
	{
		struct sockaddr_in a = { AF_INET, htons(9), { 0 } };
		char b[8];
		socklen_t l = sizeof(a);

		a.sin_addr.s_addr = htonl(0x7f000001);
		connect(s, (void *)&a, sizeof(a));
		expect("0", "connect(%d, {sa_family=AF_INET, sin_port=htons(9)"
		       ", sin_addr=inet_addr(\"127.0.0.1\")}, 16)", s);
		getsockname(s, (void *)&a, &l);
		expect("0", "getsockname(%d, {sa_family=AF_INET, sin_port="
		       "htons(%u), sin_addr=inet_addr(\"127.0.0.1\")}, [16])",
		       s, ntohs(a.sin_port));
		recvfrom(s, b, sizeof(b), MSG_DONTWAIT, BAD_PTR, &l);
		expect("-1 EAGAIN (Resource temporarily unavailable)",
		       "recvfrom(%d, %p, 8, MSG_DONTWAIT, 0x8, [16])", s,
		       (void *)b);
	}
	close(s);
	s = socket(AF_INET6, SOCK_STREAM, IPPROTO_TCP);
	{
		struct sockaddr_in6 a = { AF_INET6, htons(1) };

		a.sin6_addr.s6_addr[15] = 1;
		connect(s, (void *)&a, sizeof(a));
		expect("-1 ECONNREFUSED (Connection refused)", "connect(%d, "
		       "{sa_family=AF_INET6, sin6_port=htons(1), sin6_flowinfo="
		       "htonl(0), inet_pton(AF_INET6, \"::1\", &sin6_addr), "
		       "sin6_scope_id=0}, 28)", s);
	}
	close(s);
	s = socket(AF_UNIX, SOCK_STREAM, 0);
	{
		struct sockaddr_un a = { AF_UNIX, "\0abstract" };

		connect(s, (void *)&a, sizeof(sa_family_t) + 9);
		expect("-1 ECONNREFUSED (Connection refused)", "connect(%d, "
		       "{sa_family=AF_UNIX, sun_path=@\"abstract\"}, 11)", s);
		strcpy(a.sun_path, "/nonexistent/sock");
		connect(s, (void *)&a, sizeof(a));
		expect("-1 ENOENT (No such file or directory)", "connect(%d, "
		       "{sa_family=AF_UNIX, sun_path=\"/nonexistent/sock\"}, "
		       "110)", s);
		connect(s, BAD_PTR, 110);
		expect("-1 EFAULT (Bad address)", "connect(%d, 0x8, 110)", s);
	}
	close(s);
	s = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	{
		struct sockaddr_nl a = { AF_NETLINK };

		bind(s, (void *)&a, sizeof(a));
		expect("0", "bind(%d, {sa_family=AF_NETLINK, nl_pid=0, "
		       "nl_groups=00000000}, 12)", s);
	}
	close(s);
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
