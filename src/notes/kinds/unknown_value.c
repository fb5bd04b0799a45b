/* unknown-value: an enumerated argument whose value the running kernel
 * does not know. "Does not know" is decided against this kernel, not
 * the tables: a value the set names is unknown only when versions.list
 * dates it after this kernel's release, and a value the set does not
 * name is unknown only when the set is complete up to this kernel
 * (complete=); on a newer kernel it may be one added since, and the
 * note would blame the wrong thing. */
#include "notes/engine.h"
#include "core/since.h"

#include <stdio.h>
#include <string.h>

/* The rule's values= set, looked up by name once per rule: the rule
 * runs at every call of its syscall, and a strcmp walk of every set at
 * each was a tenth of the tracer's instructions on a full trace. */
/* Its notes' texts, built in pieces (no vsnprintf). */
static struct strbuf sb;

static const struct xlat *unknown_value_set(const struct rule *r)
{
	static struct { bool found; const struct xlat *x; } *memo;
	const char *name = r->p.unknown_value.values;

	if (!memo)
		memo = xcalloc(rules_count, sizeof(*memo));
	if (memo[r->idx].found)
		return memo[r->idx].x;
	memo[r->idx].found = true;
	for (unsigned i = 0; xlat_all[i]; i++)
		if (!strcmp(xlat_all[i]->name, name))
			return memo[r->idx].x = xlat_all[i];
	return NULL;
}

/* Is the running kernel newer than the release the set is complete
 * for? complete=6.18 covers every 6.18.y: stable updates add no values. */
static bool unknown_value_newer(uint32_t now, uint32_t complete)
{
	if (!complete)
		return true;
	if (!(complete & 0xff))
		now &= ~0xffu;
	return now > complete;
}

/* Whether the line's value is one this kernel does not know: its
 * value (as the int the kernel compares), its name in the set (NULL
 * when it has none) and why, as "; ..." into more. */
static bool unknown_value_unknown(struct tcb *tcp, const struct rule *r,
				  uint64_t *vp, const char **namep,
				  char *more, size_t size)
{
	const struct unknown_value_params *p = &r->p.unknown_value;
	const struct xlat *x = unknown_value_set(r);
	uint32_t now = since_kernel_now();
	const struct since_fact *f;
	const char *name, *release = kernel_release();
	uint64_t v;

	more[0] = '\0';
	if (!x || !now || !conds_hold(tcp, &p->when) ||
	    !opnd_value(tcp, &p->operand, &v))
		return false;
	/* The kernel compares an int: the upper half of the register is
	 * not part of the value. */
	v = opnd_int(tcp, &p->operand, v) & 0xffffffffu;
	x = xlat_for(x, tcp);
	name = xlat_name(x, v);
	/* A negative constant (RUSAGE_CHILDREN, -1) is kept as a 64-bit
	 * -1 in the set: the int the kernel compares is the same value. */
	if (!name)
		name = xlat_name(x, (uint64_t)(int64_t)(int32_t)v);
	if (!release)
		return false;
	if (name) {
		f = since_const(p->values, name);
		if (!f || !f->str || f->ver <= now)
			return false;
		sb.len = 0;
		sb_lit(&sb, "; ");
		sb_puts(&sb, name);
		sb_lit(&sb, " came in Linux ");
		sb_puts(&sb, f->str);
		sb_lit(&sb, ", after this kernel (");
		sb_puts(&sb, release);
		sb_putc(&sb, ')');
	} else {
		if (unknown_value_newer(now, since_parse(p->complete)))
			return false;
		sb.len = 0;
		sb_lit(&sb, "; abitrace's ");
		sb_puts(&sb, p->values);
		sb_lit(&sb, " has every value up to Linux ");
		sb_puts(&sb, p->complete);
		sb_lit(&sb, " (this kernel: ");
		sb_puts(&sb, release);
		sb_putc(&sb, ')');
	}
	/* pieces, not snprintf: each unknown value's note */
	sb_copy_out(&sb, more, size);
	*vp = v;
	*namep = name;
	return true;
}

void kind_unknown_value_exit(struct tcb *tcp, const struct rule *r)
{
	const struct unknown_value_params *p = &r->p.unknown_value;
	uint32_t now = since_kernel_now();
	char more[320], rel[32];
	unsigned sev = note_defs[r->note].severity;
	struct note_vars nv;
	const char *name;
	uint64_t v;

	if (!unknown_value_unknown(tcp, r, &v, &name, more, sizeof(more)))
		return;
	if (p->why) {
		size_t len = strlen(more);

		snprintf(more + len, sizeof(more) - len, "; %s", p->why);
	}
	/* Every bit set (-1), a value the set does not name, refused: a
	 * program asking whether the call checks its value at all (as a
	 * flags word of ~0 asks which bits the kernel knows), answered. */
	if (!name && v == 0xffffffffu && p->action ==
	    UNKNOWN_VALUE_ACTION_REJECT && tcp->call.err) {
		size_t len = strlen(more);

		snprintf(more + len, sizeof(more) - len, "; every bit of %s "
			 "was set: a feature check, answered by the refusal",
			 label_or(p->label, "the value"));
		sev = SEV_INFO;
	}
	base_vars(tcp, &nv);
	var_str(&nv, "argname", "%s", label_or(p->label, "value"));
	var_num(&nv, "value", v);
	var_str(&nv, "since", "%s", since_str(now, rel, sizeof(rel)));
	var_str(&nv, "more", "%s", more);
	note_emit(tcp, r, sev, &nv);
}

/* For failure-cause: a reject line whose value this kernel does not
 * know, on a call that failed with the line's errno. */
bool kind_unknown_value_cause(struct tcb *tcp, const struct rule *r,
			      int *arg, char *why, size_t size)
{
	const struct unknown_value_params *p = &r->p.unknown_value;
	const char *name;
	char more[320];
	uint64_t v;

	if (r->kind != K_UNKNOWN_VALUE ||
	    p->action != UNKNOWN_VALUE_ACTION_REJECT ||
	    r->err != (int)tcp->call.err ||
	    !unknown_value_unknown(tcp, r, &v, &name, more, sizeof(more)))
		return false;
	*arg = p->operand.kind == OP_ARG ? p->operand.arg : -1;
	sb.len = 0;
	sb_puts(&sb, label_or(p->label, "value"));
	sb_putc(&sb, ' ');
	sb_put_dec(&sb, (int32_t)v);
	sb_lit(&sb, " is not a value this kernel knows");
	sb_puts(&sb, more);
	sb_copy_out(&sb, why, size);
	return true;
}
