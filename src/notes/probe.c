/* Feature probes: a call the kernel refused for a flag it does not
 * know, followed in the same thread by the call that does without it.
 *
 * A program that wants a newer flag asks the kernel by making the call
 * and falls back when it fails (sigaction(2) NOTES describes the
 * practice). Such a refusal is the program working as meant, not the
 * mistake unknown-flags-rejected warns about; the next call of the
 * thread tells which it was. The fallbacks below are each call's older
 * form, as its manual page gives it: the same call without the bits is
 * always one. */
#include "notes/engine.h"
#include "core/since.h"

#include <string.h>

/* A newer call and the older calls a program uses where it fails. */
static const struct probe_older {
	const char *call;
	const char *older[8];
} probe_older[] = {
	{ "clone3", { "clone", "fork", "vfork" } },
	{ "openat2", { "openat", "open" } },
	{ "faccessat2", { "faccessat", "access" } },
	{ "fchmodat2", { "fchmodat", "chmod" } },
	{ "statx", { "newfstatat", "fstatat64", "fstat", "fstat64", "stat",
		     "stat64", "lstat", "lstat64" } },
	{ "close_range", { "close" } },
	{ "renameat2", { "renameat", "rename" } },
	{ "dup3", { "dup2" } },
	{ "pipe2", { "pipe" } },
	{ "eventfd2", { "eventfd" } },
	{ "epoll_create1", { "epoll_create" } },
	{ "inotify_init1", { "inotify_init" } },
	{ "signalfd4", { "signalfd" } },
	{ "accept4", { "accept" } },
	{ "mlock2", { "mlock" } },
	{ "preadv2", { "preadv", "pread64" } },
	{ "pwritev2", { "pwritev", "pwrite64" } },
};

void probe_hold(struct tcb *tcp, struct probe_hold *h, const struct rule *r,
		unsigned index, uint64_t bits)
{
	h->active = true;
	h->index = index;
	h->rule = r;
	h->bits = bits;
	h->scno = tcp->scno;
	h->pers = tcp->pers;
	h->demuxed = (tcp->flags & TCB_DEMUXED) != 0;
	h->err = tcp->err;
	h->call = call_name(tcp);
}

/* The older call of h's that tcp's call is, or NULL. */
static const char *probe_older_call(const struct tcb *tcp,
				    const struct probe_hold *h)
{
	int abi = since_abi_by_name(pers_of(tcp)->name);

	if (abi < 0 || tcp->pers != h->pers)
		return NULL;
	for (unsigned i = 0; i < ARRAY_SIZE(probe_older); i++) {
		const struct probe_older *p = &probe_older[i];

		if (strcmp(p->call, h->call))
			continue;
		for (unsigned j = 0; j < ARRAY_SIZE(p->older) && p->older[j];
		     j++) {
			const struct sys_since *s = since_sys(p->older[j]);

			if (s && s->nr[abi] >= 0 &&
			    (uint64_t)s->nr[abi] == tcp->scno)
				return p->older[j];
		}
	}
	return NULL;
}

bool probe_fell_back(struct tcb *tcp, const struct probe_hold *h,
		     struct note_vars *nv)
{
	const char *older = NULL;
	char what[160];

	if (h->demuxed || !h->bits)
		return false;
	if (tcp->pers == h->pers && tcp->scno == h->scno) {
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
