/* credrule: a call on another process that failed with errno= because
 * of a uid comparison the kernel makes unless the caller has a
 * capability; the note names the comparison that failed. */
#include "notes/engine.h"

#include <linux/capability.h>
#include <stdio.h>

struct credrule_def {
	int which_arg, which;	/* the call targets a process only then */
	int cap;
};

/* Indexed by the rule= word (CREDRULE_RULE_*). */
static const struct credrule_def credrule_defs[] = {
	[CREDRULE_RULE_CALLER_EUID_VS_TARGET_RUID_OR_EUID] =
		{ 0, 0, CAP_SYS_NICE },
	[CREDRULE_RULE_TARGET_RUID_VS_CALLER_RUID_OR_EUID] =
		{ 0, 1, CAP_SYS_NICE },
	[CREDRULE_RULE_PTRACE_READ_REALCREDS] = { -1, 0, CAP_SYS_PTRACE },
	[CREDRULE_RULE_SIGNAL_SENDER_VS_TARGET] = { -1, 0, CAP_KILL },
};

static bool credrule_uids(pid_t pid, long u[4])
{
	char buf[128];

	if (!proc_status_field(pid, 0, "Uid", buf, sizeof(buf)))
		return false;
	return sscanf(buf, "%ld %ld %ld %ld", &u[0], &u[1], &u[2], &u[3]) == 4;
}

/* Which uid comparison failed, in words ("; without it ..."). */
static void credrule_words(char *buf, size_t size,
			   const struct credrule_def *c, const long me[4],
			   const long t[4])
{
	if (c->cap == CAP_KILL) {
		snprintf(buf, size, "; without it your real (%ld) or "
			 "effective (%ld) uid must equal the target's real (%ld) "
			 "or saved (%ld) uid", me[0], me[1], t[0], t[2]);
	} else if (c->cap == CAP_SYS_PTRACE) {
		if (me[0] == t[0] && me[0] == t[1] && me[0] == t[2])
			snprintf(buf, size, "; uids match, so the target is "
				 "probably not dumpable");
		else
			snprintf(buf, size, "; without it your real uid %ld "
				 "must equal all of the target's uids "
				 "(%ld/%ld/%ld)", me[0], t[0], t[1], t[2]);
	} else if (c->which == 0) {
		snprintf(buf, size, "; without it your effective uid %ld "
			 "must equal the target's real (%ld) or effective "
			 "(%ld) uid", me[1], t[0], t[1]);
	} else {
		snprintf(buf, size, "; without it the target's real uid %ld "
			 "must equal your real (%ld) or effective (%ld) uid",
			 t[0], me[0], me[1]);
	}
}

static void credrule_phrase(struct note_vars *nv,
			    const struct credrule_def *c, const long me[4],
			    const long t[4])
{
	char buf[300];

	credrule_words(buf, sizeof(buf), c, me, t);
	var_str(nv, "rule", "%s", buf);
}

/* The rule is about the call's target: another process, named so. */
static bool credrule_targets_other(struct tcb *tcp,
				   const struct credrule_params *p,
				   const struct credrule_def *c)
{
	uint64_t target;

	if (!opnd_value(tcp, &p->target, &target))
		return false;
	if (c->which_arg >= 0 && (int)tcp->call.args[c->which_arg] != c->which)
		return false;
	target = (uint32_t)target;
	return (int)target > 0 && (pid_t)target != tcp->pid;
}

bool kind_credrule_guards(struct tcb *tcp, const struct rule *r, int caps[2])
{
	const struct credrule_params *p = &r->p.credrule;

	if (!credrule_targets_other(tcp, p, &credrule_defs[p->rule]))
		return false;
	caps[0] = credrule_defs[p->rule].cap;
	caps[1] = -1;
	return true;
}

void kind_credrule_exit(struct tcb *tcp, const struct rule *r)
{
	const struct credrule_params *p = &r->p.credrule;
	const struct credrule_def *c = &credrule_defs[p->rule];
	struct note_vars nv;
	long me[4], t[4];
	uint64_t eff, target;
	int caps[2] = { -1, -1 };

	if (!opnd_value(tcp, &p->target, &target))
		return;
	if (c->which_arg >= 0 && (int)tcp->call.args[c->which_arg] != c->which)
		return;
	target = (uint32_t)target;
	if ((int)target <= 0 || (pid_t)target == tcp->pid)
		return;	/* acting on itself: no uid rule involved */
	if (!cap_eff(tcp, &eff) || !credrule_uids(tcp->pid, me) ||
	    !credrule_uids((pid_t)target, t))
		return;
	/* the signal rule held: the EPERM came from elsewhere (an LSM) */
	if (c->cap == CAP_KILL && (me[0] == t[0] || me[0] == t[2] ||
				   me[1] == t[0] || me[1] == t[2]))
		return;
	/* Its own seccomp filter answered first: seccomp-denied. */
	if (own_filter_refused(tcp) == OWN_YES)
		return;
	base_vars(tcp, &nv);
	caps[0] = c->cap;
	cap_vars(&nv, caps, eff);
	if (eff >> c->cap & 1) {
		char why[300];

		/* With the capability the uid rule does not apply. */
		refused_elsewhere(tcp, why, sizeof(why));
		var_str(&nv, "rule", "%s", why);
	} else {
		credrule_phrase(&nv, c, me, t);
	}
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}

/* For failure-cause: the uid rule of a credrule line that applies to
 * the failed call (another process, the rule's errno, the comparison
 * failed where it can be told, not its own seccomp filter): the
 * capability that overrides it, and the comparison in words. */
bool kind_credrule_cause(struct tcb *tcp, const struct rule *r, int *cap,
			 char *why, size_t size)
{
	const struct credrule_params *p = &r->p.credrule;
	const struct credrule_def *c;
	long me[4], t[4];
	uint64_t target;

	if (r->kind != K_CREDRULE || r->err != (int)tcp->call.err)
		return false;
	c = &credrule_defs[p->rule];
	if (!credrule_targets_other(tcp, p, c) ||
	    !opnd_value(tcp, &p->target, &target) ||
	    !credrule_uids(tcp->pid, me) ||
	    !credrule_uids((pid_t)(uint32_t)target, t))
		return false;
	if (c->cap == CAP_KILL && (me[0] == t[0] || me[0] == t[2] ||
				   me[1] == t[0] || me[1] == t[2]))
		return false;
	if (own_filter_refused(tcp) == OWN_YES)
		return false;
	*cap = c->cap;
	credrule_words(why, size, c, me, t);
	return true;
}
