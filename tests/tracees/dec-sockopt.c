/* setsockopt/getsockopt values by the shapes of syscalls/sockopts.list,
 * and socket addresses cut to the caller's buffer. */
#define _GNU_SOURCE
#include <linux/filter.h>
#include <linux/icmp.h>
#include <linux/if_alg.h>
#include <linux/if_ether.h>
#include <linux/if_packet.h>
#include <linux/tipc.h>
#include <linux/vm_sockets.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
#include "dec.h"

#ifndef SO_PEERPIDFD
#define SO_PEERPIDFD 77
#endif
#ifndef SO_PASSRIGHTS
#define SO_PASSRIGHTS 83
#endif
#ifndef IP_LOCAL_PORT_RANGE
#define IP_LOCAL_PORT_RANGE 51
#endif
#ifndef IP_PROTOCOL
#define IP_PROTOCOL 52
#endif

static char rc[64];

static const char *ret(int r)
{
	if (r < 0)
		return failed_with(errno);
	snprintf(rc, sizeof(rc), "%d", r);
	return rc;
}

int main(int argc, char **argv)
{
	int verbose = argc > 1 && !strcmp(argv[1], "v");
	struct sock_filter insns[] = {
		BPF_STMT(BPF_LD | BPF_B | BPF_ABS, SKF_AD_OFF + SKF_AD_PROTOCOL),
		BPF_JUMP(BPF_JMP | BPF_K | BPF_JEQ, 0x11, 0, 1),
		BPF_STMT(BPF_LD | BPF_H | BPF_ABS, SKF_NET_OFF + 2),
		BPF_STMT(BPF_RET | BPF_K, 0xffff),
	};
	struct sock_fprog prog = { 4, insns };
	struct linger lg = { .l_onoff = 1, .l_linger = -42 };
	struct ucred cr;
	struct ip_mreq mr;
	struct tpacket_req tr = { 4096, 2, 2048, 4 };
	struct sockaddr_un sun = { .sun_family = AF_UNIX };
	socklen_t len;
	int sv[2], v, r, s;
	uint32_t icmp = 1u << ICMP_ECHO | 1u << ICMP_REDIRECT;

	setvbuf(stdout, NULL, _IONBF, 0);
	socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
	expect("0", "socketpair(AF_UNIX, SOCK_STREAM, 0, [%d, %d])",
	       sv[0], sv[1]);

	/* An int option; a short buffer gets the int's first bytes. */
	v = 0x01020304;
	r = setsockopt(sv[0], SOL_SOCKET, SO_SNDBUF, &v, 5);
	expect(ret(r), "setsockopt(%d, SOL_SOCKET, SO_SNDBUF, [%d], 5)",
	       sv[0], v);
	r = setsockopt(sv[0], SOL_SOCKET, SO_SNDBUF, &v, 3);
	expect(ret(r), "setsockopt(%d, SOL_SOCKET, SO_SNDBUF, %p, 3)",
	       sv[0], (void *)&v);
	len = 2;
	r = getsockopt(sv[0], SOL_SOCKET, SO_RCVBUF, &v, &len);
	expect(ret(r), "getsockopt(%d, SOL_SOCKET, SO_RCVBUF, "
	       "\"\\x%02x\\x%02x\", [2])", sv[0],
	       ((unsigned char *)&v)[0], ((unsigned char *)&v)[1]);
	/* An option with no shape: its bytes. */
	len = 2;
	r = getsockopt(sv[0], SOL_SOCKET, SO_TYPE, &v, &len);
	expect(ret(r), "getsockopt(%d, SOL_SOCKET, SO_TYPE, \"\\1\\0\", "
	       "[2])", sv[0]);
	len = sizeof(v) + 1;
	r = getsockopt(sv[0], SOL_SOCKET, SO_ERROR, &v, &len);
	expect(ret(r), "getsockopt(%d, SOL_SOCKET, SO_ERROR, [%d], [5 => 4])",
	       sv[0], v);

	/* Structures: linger whole and cut, ucred. */
	r = setsockopt(sv[0], SOL_SOCKET, SO_LINGER, &lg, sizeof(lg));
	expect(ret(r), "setsockopt(%d, SOL_SOCKET, SO_LINGER, {l_onoff=1, "
	       "l_linger=-42}, %zu)", sv[0], sizeof(lg));
	r = setsockopt(sv[0], SOL_SOCKET, SO_LINGER, &lg, 4);
	expect(ret(r), "setsockopt(%d, SOL_SOCKET, SO_LINGER, %p, 4)",
	       sv[0], (void *)&lg);
	len = 6;
	r = getsockopt(sv[0], SOL_SOCKET, SO_LINGER, &lg, &len);
	expect(ret(r), "getsockopt(%d, SOL_SOCKET, SO_LINGER, {l_onoff=%d, "
	       "l_linger=\"\\x%02x\\x%02x\"}, [6])", sv[0], lg.l_onoff,
	       ((unsigned char *)&lg.l_linger)[0],
	       ((unsigned char *)&lg.l_linger)[1]);
	len = sizeof(cr);
	r = getsockopt(sv[0], SOL_SOCKET, SO_PEERCRED, &cr, &len);
	expect(ret(r), "getsockopt(%d, SOL_SOCKET, SO_PEERCRED, {pid=%d, "
	       "uid=%u, gid=%u}, [%zu])", sv[0], cr.pid, cr.uid, cr.gid,
	       sizeof(cr));

	/* Other levels: a descriptor that is not open, so nothing
	 * depends on the kernel's support. */
	mr.imr_multiaddr.s_addr = htonl(0xe0000003);
	mr.imr_interface.s_addr = htonl(INADDR_LOOPBACK);
	r = setsockopt(-1, SOL_IP, IP_ADD_MEMBERSHIP, &mr, sizeof(mr));
	expect(ret(r), "setsockopt(-1, SOL_IP, IP_ADD_MEMBERSHIP, "
	       "{imr_multiaddr=inet_addr(\"224.0.0.3\"), "
	       "imr_interface=inet_addr(\"127.0.0.1\")}, %zu)", sizeof(mr));
	r = setsockopt(-1, SOL_RAW, ICMP_FILTER, &icmp, sizeof(icmp));
	expect(ret(r), "setsockopt(-1, SOL_RAW, ICMP_FILTER, "
	       "[ICMP_REDIRECT ICMP_ECHO], 4)");
	icmp = ~icmp;
	r = setsockopt(-1, SOL_RAW, ICMP_FILTER, &icmp, sizeof(icmp));
	expect(ret(r), "setsockopt(-1, SOL_RAW, ICMP_FILTER, "
	       "~[ICMP_REDIRECT ICMP_ECHO], 4)");
	r = setsockopt(-1, SOL_PACKET, PACKET_RX_RING, &tr, sizeof(tr));
	expect(ret(r), "setsockopt(-1, SOL_PACKET, PACKET_RX_RING, "
	       "{tp_block_size=4096, tp_block_nr=2, tp_frame_size=2048, "
	       "tp_frame_nr=4}, %zu)", sizeof(tr));
	r = setsockopt(-1, SOL_PACKET, 0x7fff, NULL, 0);
	expect(ret(r), "setsockopt(-1, SOL_PACKET, 0x7fff /* PACKET_??? */, "
	       "NULL, 0)");

	/* A classic BPF program: its instructions with -v. */
	r = setsockopt(-1, SOL_SOCKET, SO_ATTACH_FILTER, &prog, sizeof(prog));
	if (verbose)
		expect(ret(r), "setsockopt(-1, SOL_SOCKET, SO_ATTACH_FILTER, "
		       "{len=4, filter=[BPF_STMT(BPF_LD|BPF_B|BPF_ABS, "
		       "SKF_AD_OFF+SKF_AD_PROTOCOL), BPF_JUMP(BPF_JMP|BPF_K|"
		       "BPF_JEQ, 0x11, 0, 0x1), BPF_STMT(BPF_LD|BPF_H|BPF_ABS, "
		       "SKF_NET_OFF+2), BPF_STMT(BPF_RET|BPF_K, 0xffff)]}, %zu)",
		       sizeof(prog));
	else
		expect(ret(r), "setsockopt(-1, SOL_SOCKET, SO_ATTACH_FILTER, "
		       "{len=4, filter=%p}, %zu)", (void *)insns, sizeof(prog));

	/* An address longer than the buffer: the bytes the kernel
	 * could write. */
	s = socket(AF_UNIX, SOCK_DGRAM, 0);
	expect(ret(s), "socket(AF_UNIX, SOCK_DGRAM, 0)");
	strcpy(sun.sun_path, "dec-sockopt.sock");
	unlink(sun.sun_path);
	r = bind(s, (struct sockaddr *)&sun, sizeof(sun));
	expect(ret(r), "bind(%d, {sa_family=AF_UNIX, "
	       "sun_path=\"dec-sockopt.sock\"}, %zu)", s, sizeof(sun));
	len = 8;
	r = getsockname(s, (struct sockaddr *)&sun, &len);
	expect(ret(r), "getsockname(%d, {sa_family=AF_UNIX, "
	       "sun_path=\"dec-so\"}, [8 => %u])", s, len);
	len = 2;
	r = getsockname(s, (struct sockaddr *)&sun, &len);
	expect(ret(r), "getsockname(%d, {sa_family=AF_UNIX}, [2 => %u])",
	       s, len);
	unlink("dec-sockopt.sock");

	/* Addresses of other families. */
	{
		struct sockaddr_ll ll = { .sll_family = AF_PACKET,
			.sll_protocol = htons(ETH_P_ALL), .sll_ifindex = 0,
			.sll_hatype = 1, .sll_halen = 2,
			.sll_addr = { 0xab, 0xcd } };
		struct sockaddr_vm vm = { .svm_family = AF_VSOCK,
			.svm_cid = VMADDR_CID_HOST, .svm_port = 1234 };
		struct sockaddr_alg alg = { .salg_family = AF_ALG,
			.salg_type = "hash", .salg_name = "sha256" };

		r = connect(-1, (struct sockaddr *)&ll, sizeof(ll));
		expect(ret(r), "connect(-1, {sa_family=AF_PACKET, "
		       "sll_protocol=htons(ETH_P_ALL), sll_ifindex=0, "
		       "sll_hatype=ARPHRD_ETHER, sll_pkttype=PACKET_HOST, "
		       "sll_halen=2, sll_addr=[0xab, 0xcd]}, %zu)", sizeof(ll));
		r = connect(-1, (struct sockaddr *)&vm, sizeof(vm));
		expect(ret(r), "connect(-1, {sa_family=AF_VSOCK, "
		       "svm_cid=VMADDR_CID_HOST, svm_port=0x4d2, svm_flags=0}, "
		       "%zu)", sizeof(vm));
		r = connect(-1, (struct sockaddr *)&alg, sizeof(alg));
		expect(ret(r), "connect(-1, {sa_family=AF_ALG, "
		       "salg_type=\"hash\", salg_feat=0, salg_mask=0, "
		       "salg_name=\"sha256\"}, %zu)", sizeof(alg));
		/* Too short for its family: the bytes. */
		r = connect(-1, (struct sockaddr *)&vm, 6);
		expect(ret(r), "connect(-1, {sa_family=AF_VSOCK, "
		       "sa_data=\"\\0\\0\\322\\4\"}, 6)");
	}

	/* recvmmsg: each name cut to its buffer, "in => out" lengths;
	 * sendmmsg: the messages it was given, msg_len of those sent. */
	{
		int dg[2];
		struct sockaddr_un from[2];
		char b0, b1;
		struct iovec io[2] = { { &b0, 1 }, { &b1, 1 } };
		struct mmsghdr mm[2];
		struct sockaddr_un to = { .sun_family = AF_UNIX };

		strcpy(to.sun_path, "dec-sockopt.dg");
		unlink(to.sun_path);
		socketpair(AF_UNIX, SOCK_DGRAM, 0, dg);
		expect("0", "socketpair(AF_UNIX, SOCK_DGRAM, 0, [%d, %d])",
		       dg[0], dg[1]);
		r = bind(dg[0], (struct sockaddr *)&to, sizeof(to));
		expect(ret(r), "bind(%d, {sa_family=AF_UNIX, "
		       "sun_path=\"dec-sockopt.dg\"}, %zu)", dg[0],
		       sizeof(to));
		write(dg[0], "a", 1);
		write(dg[0], "b", 1);
		memset(mm, 0, sizeof(mm));
		for (int i = 0; i < 2; i++) {
			mm[i].msg_hdr.msg_name = &from[i];
			mm[i].msg_hdr.msg_namelen = i ? 4 : sizeof(from[i]);
			mm[i].msg_hdr.msg_iov = &io[i];
			mm[i].msg_hdr.msg_iovlen = 1;
		}
		r = recvmmsg(dg[1], mm, 2, MSG_DONTWAIT, NULL);
		expect(ret(r), "recvmmsg(%d, [{msg_hdr={msg_name={"
		       "sa_family=AF_UNIX, sun_path=\"dec-sockopt.dg\"}, "
		       "msg_namelen=%zu => %u, msg_iov=[{iov_base=\"a\", "
		       "iov_len=1}], msg_iovlen=1, msg_controllen=0, "
		       "msg_flags=0}, msg_len=1}, {msg_hdr={msg_name={"
		       "sa_family=AF_UNIX, sun_path=\"de\"}, "
		       "msg_namelen=4 => %u, msg_iov=[{iov_base=\"b\", "
		       "iov_len=1}], msg_iovlen=1, msg_controllen=0, "
		       "msg_flags=0}, msg_len=1}], 2, MSG_DONTWAIT, NULL)",
		       dg[1], sizeof(from[0]), mm[0].msg_hdr.msg_namelen,
		       mm[1].msg_hdr.msg_namelen);
		unlink(to.sun_path);
		memset(mm, 0, sizeof(mm));
		mm[0].msg_hdr.msg_iov = &io[0];
		mm[0].msg_hdr.msg_iovlen = 1;
		r = sendmmsg(-1, mm, 1, 0);
		expect(ret(r), "sendmmsg(-1, [{msg_hdr={msg_name=NULL, "
		       "msg_namelen=0, msg_iov=[{iov_base=\"a\", iov_len=1}], "
		       "msg_iovlen=1, msg_controllen=0, msg_flags=0}}], 1, 0)");
	}

	/* Control messages of SOL_IP; a failed recvmsg shows the size of
	 * the name's buffer it was given. */
	{
		union {
			char b[CMSG_SPACE(4) + CMSG_SPACE(1)];
			struct cmsghdr align;
		} u;
		struct msghdr m = { 0 };
		struct cmsghdr *cm;
		struct sockaddr_storage ss;
		uint32_t ttl = 64;

		memset(&u, 0, sizeof(u));
		m.msg_control = u.b;
		m.msg_controllen = sizeof(u.b);
		cm = CMSG_FIRSTHDR(&m);
		cm->cmsg_len = CMSG_LEN(4);
		cm->cmsg_level = SOL_IP;
		cm->cmsg_type = IP_TTL;
		memcpy(CMSG_DATA(cm), &ttl, 4);
		cm = CMSG_NXTHDR(&m, cm);
		cm->cmsg_len = CMSG_LEN(1);
		cm->cmsg_level = SOL_IP;
		cm->cmsg_type = IP_TOS;
		*CMSG_DATA(cm) = 0x10;
		r = sendmsg(-1, &m, 0);
		expect(ret(r), "sendmsg(-1, {msg_name=NULL, msg_namelen=0, "
		       "msg_iov=NULL, msg_iovlen=0, msg_control=[{cmsg_len=%zu, "
		       "cmsg_level=SOL_IP, cmsg_type=IP_TTL, cmsg_data=[64]}, "
		       "{cmsg_len=%zu, cmsg_level=SOL_IP, cmsg_type=IP_TOS, "
		       "cmsg_data=[0x10]}], msg_controllen=%zu, msg_flags=0}, 0)",
		       (size_t)CMSG_LEN(4), (size_t)CMSG_LEN(1), sizeof(u.b));
		memset(&m, 0, sizeof(m));
		m.msg_name = &ss;
		m.msg_namelen = sizeof(ss);
		r = recvmsg(s, &m, MSG_DONTWAIT);
		expect(ret(r), "recvmsg(%d, {msg_namelen=%zu}, MSG_DONTWAIT)",
		       s, sizeof(ss));
	}
	/* strace 7.2's options. IP_LOCAL_PORT_RANGE is exactly an int, the
	 * range as a comment; another length is the bytes. */
	{
		uint32_t pr = 0x87654321, pv;
		int fd, u = socket(AF_INET, SOCK_DGRAM, 0);
		struct tipc_group_req g = { 7, 8, TIPC_NODE_SCOPE, 0x5 };

		r = setsockopt(-1, SOL_IP, IP_LOCAL_PORT_RANGE, &pr, 4);
		expect(ret(r), "setsockopt(-1, SOL_IP, IP_LOCAL_PORT_RANGE, "
		       "[0x87654321 /* 17185..34661 */], 4)");
		pr = 12345 << 16;
		r = setsockopt(-1, SOL_IP, IP_LOCAL_PORT_RANGE, &pr, 4);
		expect(ret(r), "setsockopt(-1, SOL_IP, IP_LOCAL_PORT_RANGE, "
		       "[0x30390000 /* ..12345 */], 4)");
		r = setsockopt(-1, SOL_IP, IP_LOCAL_PORT_RANGE, &pr, 0);
		expect(ret(r), "setsockopt(-1, SOL_IP, IP_LOCAL_PORT_RANGE, "
		       "\"\", 0)");
		r = setsockopt(-1, SOL_IP, IP_LOCAL_PORT_RANGE, &pr, 2);
		expect(ret(r), "setsockopt(-1, SOL_IP, IP_LOCAL_PORT_RANGE, "
		       "\"\\x00\\x00\", 2)");
		/* IP_PROTOCOL: inet_num, a raw socket's protocol, by name;
		 * 0 on an unbound UDP socket. */
		len = sizeof(pv);
		r = getsockopt(u, SOL_IP, IP_PROTOCOL, &pv, &len);
		if (r == 0 && pv == 0)
			expect("0", "getsockopt(%d, SOL_IP, IP_PROTOCOL, "
			       "[IPPROTO_IP], [4])", u);
		else if (r == 0)
			expect("0", "getsockopt(%d, SOL_IP, IP_PROTOCOL, "
			       "[%#x /* IPPROTO_??? */], [4])", u, pv);
		else
			expect(ret(r), "getsockopt(%d, SOL_IP, IP_PROTOCOL, "
			       "%p, [4])", u, (void *)&pv);
		/* SO_PEERPIDFD: a descriptor the kernel makes. */
		len = sizeof(fd);
		r = getsockopt(sv[0], SOL_SOCKET, SO_PEERPIDFD, &fd, &len);
		if (r == 0)
			expect("0", "getsockopt(%d, SOL_SOCKET, SO_PEERPIDFD, "
			       "[%d], [4])", sv[0], fd);
		else
			expect(ret(r), "getsockopt(%d, SOL_SOCKET, SO_PEERPIDFD, "
			       "%p, [4])", sv[0], (void *)&fd);
		v = 1;
		r = setsockopt(-1, SOL_SOCKET, SO_PASSRIGHTS, &v, 4);
		expect(ret(r), "setsockopt(-1, SOL_SOCKET, SO_PASSRIGHTS, "
		       "[1], 4)");
		/* SOL_TIPC: the importance named in hex, a group request. */
		v = TIPC_HIGH_IMPORTANCE;
		r = setsockopt(-1, SOL_TIPC, TIPC_IMPORTANCE, &v, 4);
		expect(ret(r), "setsockopt(-1, SOL_TIPC, TIPC_IMPORTANCE, "
		       "[TIPC_HIGH_IMPORTANCE], 4)");
		v = 9;
		r = setsockopt(-1, SOL_TIPC, TIPC_IMPORTANCE, &v, 4);
		expect(ret(r), "setsockopt(-1, SOL_TIPC, TIPC_IMPORTANCE, "
		       "[0x9 /* TIPC_???_IMPORTANCE */], 4)");
		r = setsockopt(-1, SOL_TIPC, TIPC_IMPORTANCE, &v, 3);
		expect(ret(r), "setsockopt(-1, SOL_TIPC, TIPC_IMPORTANCE, "
		       "%p, 3)", (void *)&v);
		struct sockaddr_tipc st = { .family = AF_TIPC,
					    .addrtype = TIPC_SERVICE_RANGE,
					    .scope = -TIPC_CLUSTER_SCOPE,
					    .addr.nameseq = { 42, 2, 20 } };

		/* struct sockaddr_tipc: addr by addrtype, a negative scope */
		r = connect(-1, (struct sockaddr *)&st, sizeof(st));
		expect(ret(r), "connect(-1, {sa_family=AF_TIPC, "
		       "addrtype=TIPC_SERVICE_RANGE, scope=-TIPC_CLUSTER_SCOPE, "
		       "addr={nameseq={type=42, lower=2, upper=20}}}, %zu)",
		       sizeof(st));
		st.addrtype = TIPC_SOCKET_ADDR;
		st.scope = TIPC_NODE_SCOPE;
		st.addr.id.ref = 10;
		st.addr.id.node = 0xfeedbabe;
		r = connect(-1, (struct sockaddr *)&st, sizeof(st));
		expect(ret(r), "connect(-1, {sa_family=AF_TIPC, "
		       "addrtype=TIPC_SOCKET_ADDR, scope=TIPC_NODE_SCOPE, "
		       "addr={id={ref=10, node=0xfeedbabe}}}, %zu)", sizeof(st));
		r = setsockopt(-1, SOL_TIPC, TIPC_GROUP_JOIN, &g, sizeof(g));
		expect(ret(r), "setsockopt(-1, SOL_TIPC, TIPC_GROUP_JOIN, "
		       "{type=7, instance=8, scope=TIPC_NODE_SCOPE, "
		       "flags=TIPC_GROUP_LOOPBACK|0x4}, %zu)", sizeof(g));
	}
	/* TCP_AO_ADD_KEY (38): struct tcp_ao_add, 288 bytes; to fd -1. */
	{
		unsigned char ao[288] = { 0 };
		struct sockaddr_in *sin = (struct sockaddr_in *)ao;
		int r;

		sin->sin_family = AF_INET;
		sin->sin_addr.s_addr = htonl(0x7f000001);
		strcpy((char *)ao + 128, "cmac(aes)");
		ao[196] = 2;			/* set_rnext */
		ao[202] = 32;			/* prefix */
		ao[203] = 200;			/* sndid */
		ao[204] = 100;			/* rcvid */
		ao[205] = 12;			/* maclen */
		ao[206] = 0x3 | 0x8;		/* keyflags */
		ao[207] = 3;			/* keylen */
		memcpy(ao + 208, "\x01\xfe\x42", 3);
		r = setsockopt(-1, IPPROTO_TCP, 38, ao, sizeof(ao));
		expect(ret(r), "setsockopt(-1, SOL_TCP, TCP_AO_ADD_KEY, "
		       "{addr={sa_family=AF_INET, sin_port=htons(0), "
		       "sin_addr=inet_addr(\"127.0.0.1\")}, prefix=32, "
		       "alg_name=\"cmac(aes)\", ifindex=0, set_current=0, "
		       "set_rnext=1, sndid=200, rcvid=100, maclen=12, "
		       "keyflags=TCP_AO_KEYF_IFINDEX|TCP_AO_KEYF_EXCLUDE_OPT|0x8, "
		       "key=\"\\x01\\xfe\\x42\", keylen=3}, 288)");
		r = setsockopt(-1, IPPROTO_TCP, 38, ao, 287);
		expect(ret(r), "setsockopt(-1, SOL_TCP, TCP_AO_ADD_KEY, %p, "
		       "287)", (void *)ao);
	}
	return 0;
}
