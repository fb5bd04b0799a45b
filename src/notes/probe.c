/* Feature probes: a call the kernel refused for a flag it does not
 * know, followed in the same thread by the call that does without it.
 *
 * A program that wants a newer flag asks the kernel by making the call
 * and falls back when it fails (sigaction(2) NOTES describes the
 * practice). Such a refusal is the program working as meant, not the
 * mistake unknown-flags-rejected warns about; the next call of the
 * thread tells which it was. A call's older forms, as its manual page
 * gives them, are the `fallback` lines of syscalls/versions.list; the
 * same call without the bits is always one. */
#include "notes/engine.h"
#include "core/since.h"

void probe_hold(struct tcb *tcp, struct probe_hold *h, const struct rule *r,
		unsigned index, uint64_t bits)
{
	h->active = true;
	h->index = index;
	h->rule = r;
	h->bits = bits;
	h->scno = tcp->call.scno;
	h->pers = tcp->pers;
	h->demuxed = (tcp->flags & TCB_DEMUXED) != 0;
	h->err = tcp->call.err;
	h->call = call_name(tcp);
}

/* The older call of h's that tcp's call is, or NULL: the pairs are data
 * (syscalls/versions.list `fallback` lines). */
static const char *probe_older_call(const struct tcb *tcp,
				    const struct probe_hold *h)
{
	int abi = since_abi_by_name(pers_of(tcp)->name);

	if (abi < 0 || tcp->pers != h->pers)
		return NULL;
	return since_fallback(h->call, abi, (long)tcp->call.scno);
}

bool probe_fell_back(struct tcb *tcp, const struct probe_hold *h,
		     struct note_vars *nv)
{
	const char *older = NULL;
	char what[160];

	if (h->demuxed || !h->bits)
		return false;
	if (tcp->pers == h->pers && tcp->call.scno == h->scno) {
		/* The same call: without any of the refused bits. */
		if (!kind_flags_without(tcp, h->rule, h->bits))
			return false;
	} else {
		older = probe_older_call(tcp, h);
		if (!older)
			return false;
	}
	kind_flags_name(tcp, h->rule, h->bits, what, sizeof(what));
	nv->n = 0;
	var_str(nv, "what", "%s", what);
	var_str(nv, "call", "%s", h->call);
	var_str(nv, "errno", "%s", errno_name(h->err) ? errno_name(h->err) :
		"an error");
	var_str(nv, "next", "%s", older ? older : h->call);
	var_str(nv, "how", "%s", older ? "is the older call it replaces" :
		"is the same call without them");
	return true;
}
