/* recvmmsg-timeout: recvmmsg's timeout is only checked after each
 * datagram, so a call may block far longer; noted when it did. */
#include "notes/engine.h"

#include <time.h>

struct recvmmsg_call {
	bool timed;
	uint64_t timeout_ns;
	struct timespec t0;
};

void kind_recvmmsg_timeout_entry(struct tcb *tcp, const struct rule *r)
{
	const struct recvmmsg_timeout_params *p = &r->p.recvmmsg_timeout;
	struct recvmmsg_call *k;
	uint64_t addr;
	int64_t ts64[2];
	int32_t ts32[2];

	if (!opnd_value(tcp, &p->timeout, &addr) || !addr)
		return;
	if (is_wordsize4(tcp) && p->ts != RECVMMSG_TIMEOUT_TS_64) {
		if (umoven(tcp, addr, sizeof(ts32), ts32) < 0)
			return;
		ts64[0] = ts32[0];
		ts64[1] = ts32[1];
	} else if (umoven(tcp, addr, sizeof(ts64), ts64) < 0) {
		return;
	}
	if (ts64[0] < 0 || ts64[1] < 0 || ts64[1] >= 1000000000 ||
	    ts64[0] > 1000000000)
		return;
	k = kind_call_data(tcp, K_RECVMMSG_TIMEOUT, sizeof(*k));
	k->timed = true;
	k->timeout_ns = (uint64_t)ts64[0] * 1000000000u + (uint64_t)ts64[1];
	clock_gettime(CLOCK_MONOTONIC, &k->t0);
}

void kind_recvmmsg_timeout_exit(struct tcb *tcp, const struct rule *r)
{
	const struct recvmmsg_call *k = kind_call_peek(tcp, K_RECVMMSG_TIMEOUT);
	struct timespec now;
	struct note_vars nv;
	uint64_t el;

	if (!k || !k->timed)
		return;
	clock_gettime(CLOCK_MONOTONIC, &now);
	el = (uint64_t)(now.tv_sec - k->t0.tv_sec) * 1000000000u +
	     (uint64_t)(now.tv_nsec - k->t0.tv_nsec);
	/* 10 ms of slack for scheduling and our own stops. */
	if (el <= k->timeout_ns + 10000000u)
		return;
	nv.n = 0;
	var_str(&nv, "call", "%s", call_name(tcp));
	var_str(&nv, "elapsed", "%.3f", el / 1e9);
	var_str(&nv, "timeout", "%.3f", k->timeout_ns / 1e9);
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}
