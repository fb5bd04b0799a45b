/* flags: bits outside the set the kernel knows for an operand. ignore:
 * the call succeeded and the bits did nothing; reject: the call failed
 * with errno= because of them (the policy checks the result). */
#include "notes/engine.h"
#include "core/since.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>

/* OR of the operand over every array element (semop's sem_flg). */
static bool flags_array_value(struct tcb *tcp, const struct operand *o,
			      uint64_t *v)
{
	uint64_t n = tcp->call.args[o->count_arg];
	uint64_t base = tcp->call.args[o->arg];
	struct operand one = *o;

	*v = 0;
	if (n > 64)
		n = 64;	/* enough to see a stray bit, bounded work */
	one.kind = OP_MEM;
	for (uint64_t i = 0; i < n; i++) {
		uint64_t x;

		one.off = (unsigned short)(o->off + i * o->stride);
		if (base + one.off < base || !opnd_value(tcp, &one, &x))
			return false;
		*v |= x;
	}
	return true;
}

/* The width at which the kernel reads the operand: a struct field's
 * own size; a register argument as the syscall table types it (an
 * unsigned long: the ABI's word, AT_LONG), else the int the kernel
 * takes (32 bits, whatever the register's upper half holds). */
static unsigned flags_width(struct tcb *tcp, const struct flags_params *p)
{
	const struct sysdesc *sd = tcp->call.sd;

	switch (p->operand.kind) {
	case OP_MEM:
	case OP_ARRAY:
		return p->operand.type == MT_U64 ? 64 : 32;
	case OP_ARG:
		if (is_wordsize4(tcp))
			return 32;
		/* A demultiplexed call's rules read the raw registers. */
		if (!(tcp->flags & TCB_DEMUXED) && sd &&
		    p->operand.arg < sd->nargs &&
		    (sd->args[p->operand.arg].traits & AT_LONG))
			return 64;
		return p->mask > 0xffffffffu ? 64 : 32;
	default:
		return 64;
	}
}

static bool flags_value(struct tcb *tcp, const struct flags_params *p,
			uint64_t *v)
{
	if (p->operand.kind == OP_ARRAY)
		return flags_array_value(tcp, &p->operand, v);
	if (!opnd_value(tcp, &p->operand, v))
		return false;
	if (flags_width(tcp, p) == 32)
		*v = opnd_int(tcp, &p->operand, *v);
	if (p->operand.type == MT_S16)
		*v &= 0xffff;
	return true;
}

/* The unknown bits that the C runtime, not the program, put in the
 * word, and how, as text for {by}. Two ways, both seen on every
 * glibc program (issue 30): its wrappers take an int (struct
 * sigaction's sa_flags, mmap's flags) and copy it into the kernel's
 * unsigned long, so bit 31 (SA_RESETHAND) fills the upper half; and a
 * C runtime function adds bits of its own (glibc's sysv_signal(), the
 * ISO C signal() of -std=c99 programs, adds SA_INTERRUPT: the rule's
 * runtime= bits when its by= function is on the stack). Only a call
 * that one of the runtime's wrappers made (not syscall(), not the
 * program's own instruction) can carry them. */
static uint64_t flags_runtime_bits(struct tcb *tcp,
				   const struct flags_params *p, uint64_t v,
				   uint64_t bits, char *how, size_t size)
{
	uint64_t widened = 0, added = 0;
	bool by_seen = false;
	size_t len;

	how[0] = '\0';
	if (flags_width(tcp, p) == 64 && v >> 32 == 0xffffffffu &&
	    (v & 0x80000000u))
		widened = bits & 0xffffffff00000000ull;
	if (p->by)
		added = bits & p->runtime;
	if (!widened && !added)
		return 0;
	if (call_origin(tcp, p->by, &by_seen) != CALL_BY_RUNTIME)
		return 0;
	if (!by_seen)
		added = 0;
	if (!widened && !added)
		return 0;
	snprintf(how, size, "; the C runtime set them, not the program:");
	if (added) {
		len = strlen(how);
		snprintf(how + len, size - len, " %#llx by its %s()",
			 (unsigned long long)added, p->by);
	}
	if (widened) {
		len = strlen(how);
		snprintf(how + len, size - len,
			 "%s %#llx by copying an int %s into the kernel's "
			 "64-bit word (bit 31 sign-extended)",
			 added ? "," : "", (unsigned long long)widened,
			 label_or(p->label, "flags"));
	}
	return widened | added;
}

static void flags_emit(struct tcb *tcp, const struct rule *r, unsigned sev,
		       uint64_t bits, uint64_t mask, const char *more)
{
	const struct flags_params *p = &r->p.flags;
	struct note_vars nv;
	struct note *n;

	base_vars(tcp, &nv);
	var_str(&nv, "argname", "%s", label_or(p->label, "flags"));
	var_num(&nv, "bits", bits);
	var_num(&nv, "mask", mask);
	var_str(&nv, "more", "%s", more);
	/* A refused flag may be a feature probe: the thread's next call
	 * decides (src/notes/probe.c). */
	if (p->action == FLAGS_ACTION_REJECT && tcp->call.err)
		n = note_emit_held(tcp, r, sev, &nv, bits);
	else
		n = note_emit(tcp, r, sev, &nv);
	if (!n)
		return;
	n->has_bits = true;
	n->bits = bits;
	n->mask = mask;
	n->mask_label = "known";
	n->bits_label = p->action == FLAGS_ACTION_REJECT ? "rejected" :
			"ignored";
}

/* The running kernel's version, KV(a, b, c) from uname's release
 * ("6.18.44-fc"); 0 when it does not parse. Read once. */
static uint32_t flags_kernel_version(void)
{
	static uint32_t kv;
	static bool done;
	struct utsname u;
	unsigned long a, b = 0, c = 0;
	char *end;

	if (done)
		return kv;
	done = true;
	if (uname(&u))
		return 0;
	a = strtoul(u.release, &end, 10);
	if (*end == '.')
		b = strtoul(end + 1, &end, 10);
	if (*end == '.')
		c = strtoul(end + 1, &end, 10);
	if (a && a < 256 && b < 256)
		kv = KV(a, b, c < 256 ? c : 255);
	return kv;
}

static const struct xlat *flags_set(const char *name)
{
	for (unsigned i = 0; xlat_all[i]; i++)
		if (!strcmp(xlat_all[i]->name, name))
			return xlat_all[i];
	return NULL;
}

/* versions=SET: the bits of the mask that the running kernel has. A
 * constant of SET that came in a later release than this kernel is not
 * defined here, whatever the tables know (syscalls/versions*.list give
 * each one's first release); *late gets those bits. */
static uint64_t flags_mask_compute(const struct xlat *x,
				   const struct flags_params *p, uint32_t kv,
				   uint64_t *late)
{
	uint64_t mask = p->mask;

	*late = 0;
	for (unsigned i = 0; i < x->n; i++) {
		const struct since_fact *f = since_const(p->versions,
							 xlat_ename(&x->e[i]));

		if (f && f->ver > kv && (mask & x->e[i].val)) {
			mask &= ~x->e[i].val;
			*late |= x->e[i].val;
		}
	}
	return mask;
}

/* The answer depends only on the rule, the set as the call's ABI
 * defines it and the running kernel, all fixed for a rule and a
 * personality: it is worked out once per rule (again if a tracee of
 * another ABI reaches it), not at every call. A bsearch by name for
 * every constant of the set at every call was a third of the tracer's
 * instructions on a full trace of open/write/close. */
struct mask_memo {
	bool found;		/* set was looked up */
	const struct xlat *set;	/* the versions= set, NULL: none */
	const struct xlat *x;	/* the set of the ABI it was worked out for */
	uint64_t mask, late;
};

static struct mask_memo *mask_memo;

static uint64_t flags_mask_now(struct tcb *tcp, const struct rule *r,
			       uint64_t *late)
{
	const struct flags_params *p = &r->p.flags;
	const struct xlat *x;
	struct mask_memo *m;
	uint32_t kv;

	*late = 0;
	if (!p->versions)
		return p->mask;
	kv = flags_kernel_version();
	if (!kv)
		return p->mask;
	if (!mask_memo)
		mask_memo = xcalloc(rules_count, sizeof(*mask_memo));
	m = &mask_memo[r->idx];
	if (!m->found) {
		m->set = flags_set(p->versions);
		m->found = true;
	}
	if (!m->set)
		return p->mask;
	x = xlat_for(m->set, tcp);
	if (m->x != x) {
		m->mask = flags_mask_compute(x, p, kv, &m->late);
		m->x = x;
	}
	*late = m->late;
	return m->mask;
}

/* "; RWF_ATOMIC came in Linux 6.11, after this kernel (6.10.3)" */
static void flags_late(struct tcb *tcp, const struct flags_params *p,
		       uint64_t bits, char *more, size_t size)
{
	const struct xlat *x = p->versions ? flags_set(p->versions) : NULL;
	size_t len = strlen(more);
	const char *release = kernel_release();

	if (!x || !bits || !release)
		return;
	x = xlat_for(x, tcp);
	for (unsigned i = 0; i < x->n && len + 1 < size; i++) {
		const struct since_fact *f;

		if (!(bits & x->e[i].val))
			continue;
		f = since_const(p->versions, xlat_ename(&x->e[i]));
		if (!f || !f->str)
			continue;
		snprintf(more + len, size - len, "; %s came in Linux %s, after "
			 "this kernel (%s)", xlat_ename(&x->e[i]), f->str, release);
		len = strlen(more);
	}
}

/* keeps=low32: the kernel reads an unsigned long and then keeps only
 * its low 32 bits (clone: lower_32_bits(clone_flags)), so a higher bit
 * never reaches the code that would act on it. */
static void flags_cut(struct tcb *tcp, const struct flags_params *p,
		      uint64_t bits, char *more, size_t size)
{
	uint64_t hi = bits & 0xffffffff00000000ull;
	size_t len = strlen(more);

	if (p->keeps != FLAGS_KEEPS_LOW32 || !hi ||
	    flags_width(tcp, p) != 64)
		return;
	snprintf(more + len, size - len, "; the kernel keeps only the low "
		 "32 bits of %s: %#llx was thrown away",
		 label_or(p->label, "flags"), (unsigned long long)hi);
}

/* Every bit of the operand set, at the width the kernel reads it: not a
 * flag the program meant but a question (which bits does this kernel
 * know?) that a refusal answers. A program that passes ~0 and reads
 * the errno is probing, as when it passes one new flag; the kernel
 * checks the whole word against its known mask before anything else
 * (each call's ERRORS: "invalid value in flags"), so the refusal says
 * nothing else went wrong. */
static bool flags_all_ones(struct tcb *tcp, const struct flags_params *p,
			   uint64_t v)
{
	if (p->operand.kind == OP_ARRAY)
		return false;	/* an OR of elements: not one value */
	if (p->operand.type == MT_S16)
		return v == 0xffff;
	return flags_width(tcp, p) == 64 ? v == UINT64_MAX : v == 0xffffffffu;
}

void kind_flags_exit(struct tcb *tcp, const struct rule *r)
{
	const struct flags_params *p = &r->p.flags;
	uint64_t v, bits, rt, mask, late;
	char how[384], own[320] = "";
	unsigned sev = note_defs[r->note].severity;

	if (!conds_hold(tcp, &p->when) || !flags_value(tcp, p, &v))
		return;
	mask = flags_mask_now(tcp, r, &late);
	bits = v & ~mask;
	if (!bits)
		return;
	if (p->action == FLAGS_ACTION_REJECT && tcp->call.err &&
	    flags_all_ones(tcp, p, v)) {
		snprintf(own, sizeof(own), "; every bit of %s was set: a "
			 "feature check of which bits this kernel knows, "
			 "answered by the refusal", label_or(p->label, "flags"));
		flags_emit(tcp, r, SEV_INFO, bits, mask, own);
		return;
	}
	rt = flags_runtime_bits(tcp, p, v, bits, how, sizeof(how));
	if (bits & ~rt) {
		flags_late(tcp, p, bits & ~rt & late, own, sizeof(own));
		flags_cut(tcp, p, bits & ~rt, own, sizeof(own));
		flags_emit(tcp, r, sev, bits & ~rt, mask, own);
	}
	if (!rt)
		return;
	flags_cut(tcp, p, rt, how, sizeof(how));
	/* Bits the program never passed and cannot change: worth knowing,
	 * not a warning at its line. A call they made fail still is. */
	if (p->action != FLAGS_ACTION_REJECT)
		sev = SEV_INFO;
	flags_emit(tcp, r, sev, rt, mask, how);
}

/* For src/notes/probe.c: tcp's current call (the next one after the
 * refused call) passes none of bits in the operand. A value that cannot
 * be read is not proof of a fallback. */
bool kind_flags_without(struct tcb *tcp, const struct rule *r, uint64_t bits)
{
	uint64_t v;

	if (r->kind != K_FLAGS || !flags_value(tcp, &r->p.flags, &v))
		return false;
	return !(v & bits);
}

/* "MFD_NOEXEC_SEAL", "0x40000000", "MFD_EXEC|0x1000": the bits by the
 * names of the rule's versions= set where they have one. */
void kind_flags_name(struct tcb *tcp, const struct rule *r, uint64_t bits,
		     char *buf, size_t size)
{
	const struct xlat *x = NULL;
	size_t len = 0;

	buf[0] = '\0';
	if (r->kind == K_FLAGS && r->p.flags.versions)
		x = flags_set(r->p.flags.versions);
	if (x)
		x = xlat_for(x, tcp);
	for (unsigned i = 0; x && i < x->n && len + 1 < size; i++) {
		uint64_t val = x->e[i].val;

		/* A name only for a bit set alone (not a multi-bit
		 * field such as a huge page size). */
		if (!val || (val & (val - 1)) || !(bits & val))
			continue;
		snprintf(buf + len, size - len, "%s%s", len ? "|" : "",
			 xlat_ename(&x->e[i]));
		len = strlen(buf);
		bits &= ~val;
	}
	if (bits && len + 1 < size)
		snprintf(buf + len, size - len, "%s%#llx", len ? "|" : "",
			 (unsigned long long)bits);
}

/* For failure-cause: a reject line whose unknown bits are in the
 * operand of the failed call (with the line's errno) explains it. */
bool kind_flags_cause(struct tcb *tcp, const struct rule *r, int *arg,
		      char *why, size_t size)
{
	const struct flags_params *p = &r->p.flags;
	uint64_t v, bits, mask, late;
	char names[160];

	if (r->kind != K_FLAGS || p->action != FLAGS_ACTION_REJECT ||
	    r->err != (int)tcp->call.err || !conds_hold(tcp, &p->when) ||
	    !flags_value(tcp, p, &v))
		return false;
	mask = flags_mask_now(tcp, r, &late);
	bits = v & ~mask;
	if (!bits)
		return false;
	*arg = p->operand.kind == OP_ARG ? p->operand.arg : -1;
	kind_flags_name(tcp, r, bits, names, sizeof(names));
	snprintf(why, size, "%s %#llx has bits the kernel does not know "
		 "there: %s (known: %#llx)", label_or(p->label, "flags"),
		 (unsigned long long)v, names, (unsigned long long)mask);
	return true;
}
