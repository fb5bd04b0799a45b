/* recvmmsg.c - recvmmsg's timeout is only checked after a datagram arrives.
 *
 * A socketpair, a 100 ms timeout, vlen 4.  One datagram is queued
 * before the call and a helper thread sends a second one after 1 s.
 * If the timeout were a deadline the call would return after ~100 ms
 * with 1 message; the rule
 * (recvmmsg(2) BUGS) says it keeps blocking until the second datagram
 * arrives, so the call takes ~1 s.  A second case with no datagram at
 * all shows the timeout alone never ends the call before the first one.
 * Rule checked: timeout-not-enforced. */
#include "kcheck.h"
#include <pthread.h>
#include <sys/socket.h>
#include <time.h>

static int sv[2];
static long delay_ms = 1000;

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}

static void *sender(void *arg)
{
	struct timespec d = { delay_ms / 1000, (delay_ms % 1000) * 1000000L };

	(void)arg;
	nanosleep(&d, NULL);
	send(sv[0], "two", 3, 0);
	return NULL;
}

static void run(int first, const char *what)
{
	struct mmsghdr mm[4];
	struct iovec iov[4];
	char bufs[4][16];
	struct timespec to = { 0, 100 * 1000000L };	/* 100 ms */
	pthread_t t;

	memset(mm, 0, sizeof mm);
	for (int i = 0; i < 4; i++) {
		iov[i].iov_base = bufs[i];
		iov[i].iov_len = sizeof bufs[i];
		mm[i].msg_hdr.msg_iov = &iov[i];
		mm[i].msg_hdr.msg_iovlen = 1;
	}
	socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
	/* The early datagram is queued before the call, not by the thread:
	 * on a loaded machine the thread may start after the 100 ms, and the
	 * call would then rightly return at the first datagram. */
	if (first)
		send(sv[0], "one", 3, 0);
	pthread_create(&t, NULL, sender, NULL);
	double t0 = now();
	int n = recvmmsg(sv[1], mm, 4, 0, &to);
	double took = now() - t0;
	pthread_join(t, NULL);
	kc_report(took > 0.8, what, "timeout 0.100 s, call blocked %.3f s, returned %d message(s)", took, n);
	close(sv[0]);
	close(sv[1]);
}

int main(void)
{
	run(1, "recvmmsg timeout-not-enforced (1 datagram early, 1 late)");
	run(0, "recvmmsg timeout-not-enforced (no datagram until late)");
	return kc_exit();
}
