/* recvmmsg.c - a timeout that does not bound the wait.
 * run: abitrace -f --start-at=main ./recvmmsg
 * Each "expect:" line is what the program predicts abitrace will say. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

static int sv[2];

static void *late_sender(void *unused)
{
	usleep(500 * 1000);		/* half a second, then one datagram */
	send(sv[0], "hi", 2, 0);
	return NULL;
}

int main(void)
{
	char buf[2][16];
	struct iovec iov[2] = { { buf[0], 16 }, { buf[1], 16 } };
	struct mmsghdr msgs[2] = { { .msg_hdr = { .msg_iov = &iov[0],
		.msg_iovlen = 1 } }, { .msg_hdr = { .msg_iov = &iov[1],
		.msg_iovlen = 1 } } };
	struct timespec timeout = { 0, 100 * 1000 * 1000 };	/* 0.1 s */
	pthread_t t;

	socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
	pthread_create(&t, NULL, late_sender, NULL);
	printf("expect: note[timeout-not-enforced]: recvmmsg blocked ... its"
	       " timeout was %ld.%03ld s\n", (long)timeout.tv_sec,
	       timeout.tv_nsec / 1000000);
	fflush(stdout);
	int n = recvmmsg(sv[1], msgs, 2, 0, &timeout);
	printf("recvmmsg returned %d after about 0.5 s, not 0.1 s\n", n);
	return 0;
}
