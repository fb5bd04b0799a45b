/* seccomp: a call that the thread's own seccomp filter refused, found by
 * running its filters (read by trace/ownfilter.c) on the call in
 * src/core/bpf.c, as the kernel does, not guessed from the errno.
 *
 * What the kernel does with each answer (tests/notes/kcheck/seccomp.c):
 * ERRNO(E): the call does not run and fails with E (0 makes it return
 * 0); TRAP(D): it does not run, the thread gets SIGSYS with si_errno D;
 * KILL_PROCESS, KILL_THREAD: it does not run and the process (the
 * thread, unless it is the last) dies of SIGSYS. For TRAP and for the
 * kills the kernel first puts the registers back as they were at the
 * call, so the return value a tracer sees is the call's own number on
 * x86 and its first argument on arm64 and arm (rollback_arg0).
 * TRACE(D) without a tracer that asked for it fails the call with
 * ENOSYS. Strict mode kills the thread with SIGKILL on any call but
 * read, write, _exit and sigreturn. */
#include "notes/engine.h"
#include "core/bpf.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>

/* "filter 2 of 3 (installed by ...)": abitrace's own filter, the
 * oldest, is not counted. */
static void seccomp_who(struct note_vars *nv, const struct sc_chain *c,
			int i)
{
	const char *o = c->f[i].origin;

	var_str(nv, "who", "filter %u of %u%s%s%s", (unsigned)i - c->ours + 1,
		c->n - c->ours, o ? " (" : "", o ? o : "", o ? ")" : "");
}

static void seccomp_action(struct note_vars *nv, uint32_t ret)
{
	uint32_t data = ret & SECCOMP_RET_DATA;
	const char *e;

	switch (sc_action(ret)) {
	case SECCOMP_RET_ERRNO:
		e = errno_name(data > 4095 ? 4095 : (int)data);
		if (e)
			var_str(nv, "action", "SECCOMP_RET_ERRNO(%s)", e);
		else
			var_str(nv, "action", "SECCOMP_RET_ERRNO(%u)", data);
		break;
	case SECCOMP_RET_TRAP:
		var_str(nv, "action", "SECCOMP_RET_TRAP(%u)", data);
		break;
	default:
		var_str(nv, "action", "%s", sc_action_name(ret));
		break;
	}
}

static bool seccomp_kills(uint32_t action)
{
	return action != SECCOMP_RET_ERRNO && action != SECCOMP_RET_TRAP &&
	       (int32_t)action < (int32_t)SECCOMP_RET_ERRNO;
}

/* What the return register holds after the kernel's rollback, and what
 * the note calls it. */
static uint64_t seccomp_put_back(const struct tcb *tcp, const char **what)
{
	const struct personality *p = &personalities[tcp->pers];

	if (!p->rollback_arg0) {
		*what = "number";
		return tcp->call.scno | p->nr_bit;
	}
	*what = "first argument";
	return p->wordsize == 4 ? (uint32_t)tcp->call.args[0] :
	       tcp->call.args[0];
}

void kind_seccomp_exit(struct tcb *tcp, const struct rule *r)
{
	const struct sc_chain *c = sc_chain_of(tcp);
	struct note_vars nv;
	struct sc_verdict v;
	uint32_t act, data;
	unsigned sev = SEV_WARNING;
	const char *put_back;
	uint64_t rval, back;

	/* most threads have no filter of their own: nothing to weigh */
	if (!c || !sc_call_verdict(tcp, &v) || v.filter < (int)c->ours)
		return;
	back = seccomp_put_back(tcp, &put_back);
	act = sc_action(v.ret);
	data = v.ret & SECCOMP_RET_DATA;
	base_vars(tcp, &nv);
	seccomp_who(&nv, c, v.filter);
	seccomp_action(&nv, v.ret);
	if (act == SECCOMP_RET_ERRNO) {
		int e = data > 4095 ? 4095 : (int)data;

		if (tcp->call.err != e || (!e && tcp->call.rval != 0))
			return;
		if (e)
			var_str(&nv, "outcome", "failed with %s from its own "
				"seccomp filter, not from the kernel's checks",
				errno_name(e) ? errno_name(e) : "its errno");
		else
			var_str(&nv, "outcome", "returned 0 from its own "
				"seccomp filter");
		var_str(&nv, "effect", "the call never ran");
		/* A filter that pretends a call does not exist, so that
		 * the C library falls back: by design, not a fault. */
		if (e == ENOSYS)
			sev = SEV_INFO;
	} else if (act == SECCOMP_RET_TRAP || seccomp_kills(act)) {
		/* The registers were put back: a result that is what
		 * they held, or the verdict is not what happened. */
		rval = ret_word(tcp);
		if (rval != back)
			return;
		var_str(&nv, "outcome", "was refused by its own seccomp "
			"filter");
		if (act == SECCOMP_RET_TRAP) {
			var_str(&nv, "effect", "the call never ran and the "
				"thread gets SIGSYS with si_errno %u: the return "
				"value shown is the call's %s, put back by the "
				"kernel", data, put_back);
		} else {
			var_str(&nv, "effect", "the call never ran and the %s "
				"dies of SIGSYS: the return value shown is the "
				"call's %s, put back by the kernel",
				act == SECCOMP_RET_KILL_THREAD ? "thread" :
				"process", put_back);
			sev = SEV_ERROR;
		}
	} else if (act == SECCOMP_RET_TRACE) {
		/* For a tracer of the program's own: there is none
		 * (abitrace makes such calls fail as they would). */
		if (tcp->call.err != ENOSYS)
			return;
		var_str(&nv, "outcome", "failed with ENOSYS from its own "
			"seccomp filter, not from the kernel's checks");
		var_str(&nv, "effect", "the call never ran: that answer "
			"hands it to a tracer of the program's own, and without "
			"one it fails with ENOSYS");
	} else {
		return;
	}
	note_emit(tcp, r, sev, &nv);
}

/* Strict mode lets four calls through, by name on each ABI. */
static bool seccomp_strict_allows(struct tcb *tcp)
{
	static const char *const ok[] = {
		"read", "write", "exit", "rt_sigreturn", "sigreturn",
	};
	const char *name = tcp->call.sd ? tcp->call.sd->name : NULL;

	if (!name)
		return false;
	for (size_t i = 0; i < ARRAY_SIZE(ok); i++)
		if (!strcmp(name, ok[i]))
			return true;
	return false;
}

/* A thread that died in the call without an exit: KILL_THREAD when
 * other threads live on, and strict mode. */
void kind_seccomp_died(struct tcb *tcp, const struct rule *r, int status)
{
	const struct sc_chain *c = sc_chain_of(tcp);
	struct note_vars nv;
	struct sc_verdict v;

	if (!c || !WIFSIGNALED(status))
		return;
	base_vars(tcp, &nv);
	if (c->mode == SECCOMP_MODE_STRICT) {
		if (WTERMSIG(status) != SIGKILL || seccomp_strict_allows(tcp))
			return;
		var_str(&nv, "outcome", "was refused by seccomp strict mode");
		var_str(&nv, "who", "strict mode%s%s%s",
			c->strict_origin ? " (" : "",
			c->strict_origin ? c->strict_origin : "",
			c->strict_origin ? ")" : "");
		var_str(&nv, "action", "a kill (it lets only read, write, "
			"_exit and sigreturn through)");
		var_str(&nv, "effect", "the call never ran and the thread "
			"dies of SIGKILL");
		note_emit(tcp, r, SEV_ERROR, &nv);
		return;
	}
	if (WTERMSIG(status) != SIGSYS || !sc_call_verdict(tcp, &v) ||
	    v.filter < (int)c->ours || !seccomp_kills(sc_action(v.ret)))
		return;
	seccomp_who(&nv, c, v.filter);
	seccomp_action(&nv, v.ret);
	var_str(&nv, "outcome", "was refused by its own seccomp filter");
	var_str(&nv, "effect", "the call never ran and the %s dies of SIGSYS",
		sc_action(v.ret) == SECCOMP_RET_KILL_THREAD ? "thread" :
		"process");
	note_emit(tcp, r, SEV_ERROR, &nv);
}
