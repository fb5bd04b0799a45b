/* capability: a call that failed with errno= for want of a capability;
 * the note says whether the thread had it, and when it had it, what else
 * may have refused (never that the capability check failed). When the
 * process's own seccomp filter gave the error, no note: seccomp-denied
 * names the filter. With sysctl=, only when the
 * sysctl is set the way the check applies: with any other value the
 * EPERM/EACCES has another cause (or the call would not need the
 * capability). */
#include "notes/engine.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static bool capability_read_long(const char *path, long *v)
{
	FILE *f = fopen(path, "re");
	bool ok;

	if (!f)
		return false;
	ok = fscanf(f, "%ld", v) == 1;
	fclose(f);
	return ok;
}

static bool capability_same_ns(pid_t pid, const char *ns)
{
	char a[64], b[64], pa[64], pb[64];
	ssize_t na, nb;

	snprintf(pa, sizeof(pa), "/proc/self/ns/%s", ns);
	snprintf(pb, sizeof(pb), "/proc/%d/ns/%s", pid, ns);
	na = readlink(pa, a, sizeof(a));
	nb = readlink(pb, b, sizeof(b));
	return na > 0 && na == nb && !memcmp(a, b, (size_t)na);
}

/* The sysctl is read from the tracer's side: one under net/ belongs to
 * a network namespace, so it only tells when the tracee shares the
 * tracer's. False when the gate is closed or cannot be read. */
static bool capability_gate_open(struct tcb *tcp, const struct sysctl_cond *g)
{
	char path[96];
	long v;

	if (!g->path)
		return true;
	snprintf(path, sizeof(path), "/proc/sys/%s", g->path);
	if (!capability_read_long(path, &v))
		return false;
	if (!strncmp(g->path, "net/", 4) &&
	    !capability_same_ns(tcp->pid, "net"))
		return false;
	return g->op == '=' ? v == g->val : g->op == '>' ? v > g->val :
	       v != g->val;
}

/* A capability in the effective set of a thread in a user namespace of
 * its own counts only for what that namespace owns: say so when the
 * thread had it and still failed. Otherwise the capability check
 * passed, and the note says what else may have refused; without the
 * capability, whether its own seccomp filter may have refused first. */
static void capability_why(struct note_vars *nv, struct tcb *tcp, bool had)
{
	char why[300];

	if (had && !capability_same_ns(tcp->pid, "user")) {
		var_str(nv, "rule", "; it had it only inside its own user "
			"namespace, which counts only for what that namespace "
			"owns");
		return;
	}
	if (had)
		refused_elsewhere(tcp, why, sizeof(why));
	else
		maybe_own_filter(tcp, why, sizeof(why));
	var_str(nv, "rule", "%s", why);
}

void kind_capability_exit(struct tcb *tcp, const struct rule *r)
{
	const struct capability_params *p = &r->p.capability;
	const int caps[2] = { p->cap, p->cap2 };
	struct note_vars nv;
	uint64_t eff;

	if (!conds_hold(tcp, &p->when) || !cap_eff(tcp, &eff))
		return;
	/* With CAP_IPC_LOCK mlock has no limit: its ENOMEM then means an
	 * unmapped range, nothing to do with the capability. */
	if (r->err == ENOMEM && (eff >> p->cap & 1))
		return;
	if (!capability_gate_open(tcp, &p->sysctl))
		return;
	/* The process's own seccomp filter answered before any check of
	 * the kernel's: seccomp-denied says so. */
	if (own_filter_refused(tcp) == OWN_YES)
		return;
	base_vars(tcp, &nv);
	cap_vars(&nv, caps, eff);
	capability_why(&nv, tcp, (eff >> p->cap & 1) ||
		       (p->cap2 >= 0 && (eff >> p->cap2 & 1)));
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}

bool kind_capability_guards(struct tcb *tcp, const struct rule *r,
			    int caps[2])
{
	const struct capability_params *p = &r->p.capability;

	if (!conds_hold(tcp, &p->when) ||
	    !capability_gate_open(tcp, &p->sysctl))
		return false;
	caps[0] = p->cap;
	caps[1] = p->cap2;
	return true;
}
