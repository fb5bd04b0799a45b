/* The stateless rule kinds: each looks at one call's arguments and
 * result and says what the kernel did. They run at exit, when the
 * result confirms the behaviour (a rejected flag is only a note when the
 * call failed with the errno that rejection gives). */
#include "notes/engine.h"
#include "syscalls_gen.h"

#include <errno.h>
#include <linux/capability.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define ACCMODE 3u
/* The kernel's O_LARGEFILE on x86 (0 in the x86_64 user headers): it is
 * forced on 64-bit and passed by 32-bit libcs, never a choice. */
#define K_O_LARGEFILE 0x8000u

static const char *label_of(const struct rule *r, const char *dflt)
{
	return r->label ? r->label : dflt;
}

static void base_vars(struct tcb *tcp, struct note_vars *nv)
{
	nv->n = 0;
	var_str(nv, "call", "%s", call_name(tcp));
	if (tcp->err)
		var_str(nv, "errno", "%s", errno_name(tcp->err) ?
			errno_name(tcp->err) : "an error");
}

/* ---- range ----------------------------------------------------------- */

static void how_phrase(struct note_vars *nv, uint64_t ds, uint64_t de,
		       bool end_down)
{
	char a[64] = "", b[64] = "";

	if (ds)
		snprintf(a, sizeof(a), "start rounded down by %llu bytes",
			 (unsigned long long)ds);
	if (de)
		snprintf(b, sizeof(b), "end rounded %s by %llu bytes",
			 end_down ? "down" : "up", (unsigned long long)de);
	var_str(nv, "how", "%s%s%s", a, *a && *b ? ", " : "", b);
}

/* The range the kernel will act on; false when there is nothing to say
 * (aligned, empty, or unknown). */
static bool range_of(struct tcb *tcp, const struct rule *r, uint64_t addr,
		     uint64_t len, uint64_t *s, uint64_t *e)
{
	uint64_t p = page_size(), req_e = addr + len;
	bool down = r->opt & R_END_DOWN;

	if (!len)
		return false;
	*s = (r->opt & R_START_DOWN) ? addr & ~(p - 1) : addr;
	if (down)
		*e = *s + (len & ~(p - 1));
	else
		*e = (req_e + p - 1) & ~(p - 1);
	return down ? *e < req_e : (*s != addr || *e != req_e);
}

/* Acting on exactly one whole mapping (munmap of what mmap returned,
 * with the same odd length) only rounds to the mapping's own padding:
 * nothing else is touched. Looked up before the call changes it. */
static void range_entry(struct tcb *tcp, const struct rule *r)
{
	uint64_t addr, len, s, e;

	if ((r->opt & R_BASE_RET) || !opnd_value(tcp, &r->a, &addr) ||
	    !opnd_value(tcp, &r->b, &len) || !range_of(tcp, r, addr, len, &s, &e))
		return;
	kcall_of(tcp)->range_whole = vma_exact(tcp->pid, s, e);
}

static void range_exit(struct tcb *tcp, const struct rule *r)
{
	uint64_t addr, len, p = page_size(), s, e, req_s, req_e;
	struct note_vars nv;
	bool down = r->opt & R_END_DOWN;
	unsigned sev = note_defs[r->note].severity;
	struct note *n;

	if (tcp->err || !opnd_value(tcp, &r->a, &addr) ||
	    !opnd_value(tcp, &r->b, &len))
		return;
	if (r->c.kind != OP_NONE && !opnd_value(tcp, &r->c, &len))
		return;
	if (r->opt & R_BASE_RET) {
		addr = (uint64_t)tcp->rval;
		/* mmap's length rounding is the documented contract every
		 * allocator relies on: worth knowing, not a trap. */
		sev = SEV_INFO;
	}
	if (!range_of(tcp, r, addr, len, &s, &e))
		return;
	if (kcall_of(tcp)->range_whole)
		sev = SEV_INFO;
	req_s = addr;
	req_e = addr + len;
	base_vars(tcp, &nv);
	var_num(&nv, "start", s);
	var_num(&nv, "end", e);
	var_num(&nv, "size", e - s);
	var_num(&nv, "pages", (e - s) / p);
	var_num(&nv, "len", len);
	var_num(&nv, "dstart", req_s - s);
	var_num(&nv, "dend", down ? req_e - e : e - req_e);
	var_num(&nv, "lost", down ? req_e - e : 0);
	how_phrase(&nv, req_s - s, down ? req_e - e : e - req_e, down);
	n = note_emit(tcp, r, sev, &nv);
	if (!n)
		return;
	n->has_range = true;
	n->start = s;
	n->end = e;
	n->req_start = req_s;
	n->req_len = len;
}

/* ---- align, zerolen -------------------------------------------------- */

static void align_exit(struct tcb *tcp, const struct rule *r)
{
	struct note_vars nv;
	uint64_t v;

	if (tcp->err != r->err || !conds_hold(tcp, r) ||
	    !opnd_value(tcp, &r->a, &v) || v % page_size() == 0)
		return;
	base_vars(tcp, &nv);
	var_str(&nv, "argname", "%s", label_of(r, "addr"));
	var_num(&nv, "value", v);
	var_num(&nv, "pagesize", page_size());
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}

static void zerolen_exit(struct tcb *tcp, const struct rule *r)
{
	struct note_vars nv;
	uint64_t v;

	if (tcp->err != r->err || !opnd_value(tcp, &r->a, &v) || v)
		return;
	base_vars(tcp, &nv);
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}

/* ---- flags, dropped -------------------------------------------------- */

/* OR of the operand over every array element (semop's sem_flg). */
static bool array_value(struct tcb *tcp, const struct operand *o,
			uint64_t *v)
{
	uint64_t n = tcp->args[o->count_arg], base = tcp->args[o->arg];
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

static bool flag_value(struct tcb *tcp, const struct rule *r, uint64_t *v)
{
	if (r->a.kind == OP_ARRAY)
		return array_value(tcp, &r->a, v);
	if (!opnd_value(tcp, &r->a, v))
		return false;
	/* Flags are int in the kernel: the register's upper half is not
	 * part of the call unless the mask says the flags are 64-bit. */
	if (r->mask <= 0xffffffffu)
		*v = opnd_int(tcp, &r->a, *v);
	if (r->a.type == MT_S16)
		*v &= 0xffff;
	return true;
}

static void flags_exit(struct tcb *tcp, const struct rule *r)
{
	bool reject = r->opt & R_REJECT;
	struct note_vars nv;
	struct note *n;
	uint64_t v, bits;

	if (reject ? tcp->err != r->err : tcp->err != 0)
		return;
	if (!conds_hold(tcp, r) || !flag_value(tcp, r, &v))
		return;
	bits = v & ~r->mask;
	if (!bits)
		return;
	base_vars(tcp, &nv);
	var_str(&nv, "argname", "%s", label_of(r, "flags"));
	var_num(&nv, "bits", bits);
	var_num(&nv, "mask", r->mask);
	n = note_emit(tcp, r, note_defs[r->note].severity, &nv);
	if (!n)
		return;
	n->has_bits = true;
	n->bits = bits;
	n->mask = r->mask;
	n->mask_label = "known";
}

/* The file's current status flags, from /proc/PID/fdinfo/FD. */
static bool fd_flags(struct tcb *tcp, int fd, uint64_t *flags)
{
	char path[64], line[128];
	bool found = false;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/fdinfo/%d", tcp->pid, fd);
	f = fopen(path, "re");
	if (!f)
		return false;
	while (fgets(line, sizeof(line), f))
		if (!strncmp(line, "flags:", 6)) {
			*flags = strtoull(line + 6, NULL, 8);
			found = true;
			break;
		}
	fclose(f);
	return found;
}

/* F_SETFL is handed F_GETFL's result plus a bit, by design: bits that
 * are already in effect were not dropped, and the access mode cannot
 * change anyway. For open(O_PATH) every other bit, access mode
 * included, is thrown away. */
static void dropped_exit(struct tcb *tcp, const struct rule *r)
{
	bool setfl = !strncmp(r->sys, "fcntl", 5);	/* and fcntl64 */
	struct note_vars nv;
	struct note *n;
	uint64_t v, bits, cur;

	if (tcp->err || !conds_hold(tcp, r) || !opnd_value(tcp, &r->a, &v))
		return;
	v = opnd_int(tcp, &r->a, v);
	bits = v & ~r->mask & ~(uint64_t)K_O_LARGEFILE;
	if (setfl)
		bits &= ~(uint64_t)ACCMODE;
	if (!bits)
		return;
	if (setfl) {
		if (!fd_flags(tcp, (int)tcp->args[0], &cur))
			return;
		bits &= ~cur;
		if (!bits)
			return;
	}
	base_vars(tcp, &nv);
	var_str(&nv, "argname", "%s", label_of(r, "flags"));
	var_num(&nv, "bits", bits);
	var_num(&nv, "kept", v & r->mask);
	var_num(&nv, "keep", r->mask);
	var_str(&nv, "why", "%s", r->s[0]);
	n = note_emit(tcp, r, note_defs[r->note].severity, &nv);
	if (!n)
		return;
	n->has_bits = true;
	n->bits = bits;
	n->mask = r->mask;
	n->mask_label = "allowed";
}

/* ---- legacy, deprecated, ignored ------------------------------------- */

static void legacy_exit(struct tcb *tcp, const struct rule *r)
{
	struct note_vars nv;

	if (!nproc_once(tcp, r))
		return;
	base_vars(tcp, &nv);
	var_str(&nv, "successor", "%s", r->s[0]);
	var_str(&nv, "since", "%s", r->s[1]);
	var_str(&nv, "adds", "%s", r->s[2]);
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}

static void deprecated_exit(struct tcb *tcp, const struct rule *r)
{
	struct note_vars nv;

	if (!nproc_once(tcp, r))
		return;
	base_vars(tcp, &nv);
	var_str(&nv, "since", "%s", r->s[0]);
	var_str(&nv, "instead", "%s", r->s[1]);
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}

static void ignored_exit(struct tcb *tcp, const struct rule *r)
{
	struct note_vars nv;
	uint64_t v;

	/* Only a call that worked shows the argument did not matter. */
	if (tcp->err || !conds_hold(tcp, r) || !opnd_value(tcp, &r->a, &v))
		return;
	base_vars(tcp, &nv);
	var_str(&nv, "argname", "%s", label_of(r, "an argument"));
	/* A mode reads as permissions only in octal: 0600, not 384. */
	if (!strcmp(label_of(r, ""), "mode") && v <= 07777777)
		var_str(&nv, "value", "%#llo", (unsigned long long)v);
	else if (is_wordsize4(tcp) || (int64_t)v == (int32_t)v)
		var_str(&nv, "value", "%d", (int)v);
	else
		var_str(&nv, "value", "%#llx", (unsigned long long)v);
	var_str(&nv, "why", "%s", r->s[0]);
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}

/* ---- mode ------------------------------------------------------------ */

static void mode_exit(struct tcb *tcp, const struct rule *r)
{
	char path[64];
	struct note_vars nv;
	struct stat st;
	uint64_t mode, flags = 0;

	if (tcp->err || !opnd_value(tcp, &r->a, &mode))
		return;
	if (!(r->opt & R_ALWAYS) &&
	    (!opnd_value(tcp, &r->b, &flags) || !(flags & r->mask)))
		return;
	mode = opnd_int(tcp, &r->a, mode);
	if (!(mode & ~07777ull))
		return;
	/* What the file really got (umask, default ACLs, or an existing
	 * file): ask the descriptor the call returned. */
	snprintf(path, sizeof(path), "/proc/%d/fd/%lld", tcp->pid,
		 (long long)tcp->rval);
	if (stat(path, &st) < 0)
		return;
	base_vars(tcp, &nv);
	var_num(&nv, "mode", mode);
	var_num(&nv, "bits", mode & ~07777ull);
	var_num(&nv, "eff", st.st_mode & 07777);
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}

/* ---- capability, credrule -------------------------------------------- */

/* CAP_* names from syscalls/xlat/capability.in. */
static const char *cap_name(int cap)
{
	for (unsigned i = 0; i < xlat_capability.n; i++)
		if (xlat_capability.e[i].val == (uint64_t)cap)
			return xlat_capability.e[i].name;
	return "a capability";
}

/* Some checks apply only with a sysctl set a certain way; with any other
 * value the EPERM/EACCES has another cause (or the call would not need the
 * capability), so the note stays silent.  The sysctl is read from the
 * tracer's side: bind's is per network namespace, so its note is only
 * given when the tracee shares the tracer's. */
struct cap_gate {
	const char *sys;
	const char *path;	/* under /proc/sys */
	char op;		/* '=': equal to val, '!': not val, '>': above */
	long val;
	bool netns;
};

static const struct cap_gate cap_gates[] = {
	/* 0 lets anyone create maps and socket filters */
	{ "bpf", "kernel/unprivileged_bpf_disabled", '!', 0, false },
	/* 2 is upstream's "no kernel profiling" (Debian's 3 is another
	 * check): exclude_kernel clear then needs CAP_PERFMON */
	{ "perf_event_open", "kernel/perf_event_paranoid", '=', 2, false },
	/* 0: without UFFD_USER_MODE_ONLY the call needs CAP_SYS_PTRACE */
	{ "userfaultfd", "vm/unprivileged_userfaultfd", '=', 0, false },
	/* the rule's ports are those below 1024 */
	{ "bind", "net/ipv4/ip_unprivileged_port_start", '>', 1023, true },
};

static bool read_long(const char *path, long *v)
{
	FILE *f = fopen(path, "re");
	bool ok;

	if (!f)
		return false;
	ok = fscanf(f, "%ld", v) == 1;
	fclose(f);
	return ok;
}

static bool same_ns(pid_t pid, const char *ns)
{
	char a[64], b[64], pa[64], pb[64];
	ssize_t na, nb;

	snprintf(pa, sizeof(pa), "/proc/self/ns/%s", ns);
	snprintf(pb, sizeof(pb), "/proc/%d/ns/%s", pid, ns);
	na = readlink(pa, a, sizeof(a));
	nb = readlink(pb, b, sizeof(b));
	return na > 0 && na == nb && !memcmp(a, b, (size_t)na);
}

/* false when a gate of this call is closed (or cannot be read) */
static bool cap_gate_open(struct tcb *tcp)
{
	const char *call = call_name(tcp);

	for (size_t i = 0; i < sizeof(cap_gates) / sizeof(*cap_gates); i++) {
		const struct cap_gate *g = &cap_gates[i];
		char path[96];
		long v;

		if (strcmp(g->sys, call))
			continue;
		snprintf(path, sizeof(path), "/proc/sys/%s", g->path);
		if (!read_long(path, &v))
			return false;
		if (g->netns && !same_ns(tcp->pid, "net"))
			return false;
		if (g->op == '=' ? v != g->val : g->op == '>' ? v <= g->val :
		    v == g->val)
			return false;
	}
	return true;
}

/* The thread's effective set: read only on the failure path. */
static bool cap_eff(struct tcb *tcp, uint64_t *eff)
{
	char buf[64];

	if (!proc_status_field(tcp->pid, tcp->tid, "CapEff", buf, sizeof(buf)))
		return false;
	*eff = strtoull(buf, NULL, 16);
	return true;
}

/* A capability in the effective set of a thread in a user namespace of
 * its own counts only for what that namespace owns: say so when the
 * thread had it and still failed. */
static void userns_phrase(struct note_vars *nv, struct tcb *tcp, bool had)
{
	if (had && !same_ns(tcp->pid, "user"))
		var_str(nv, "rule", "; it had it only inside its own user "
			"namespace, which counts only for what that namespace "
			"owns");
	else
		var_str(nv, "rule", "%s", "");
}

static void cap_vars(struct note_vars *nv, const int cap[2], uint64_t eff)
{
	bool h0 = eff >> cap[0] & 1, h1 = cap[1] >= 0 && (eff >> cap[1] & 1);

	if (cap[1] < 0) {
		var_str(nv, "cap", "%s", cap_name(cap[0]));
		var_str(nv, "had", "%s", h0 ? "had it" : "did not have it");
		return;
	}
	var_str(nv, "cap", "%s or %s", cap_name(cap[0]), cap_name(cap[1]));
	if (!h0 && !h1)
		var_str(nv, "had", "had neither");
	else
		var_str(nv, "had", "had %s", h0 ? cap_name(cap[0]) :
			cap_name(cap[1]));
}

static void capability_exit(struct tcb *tcp, const struct rule *r)
{
	struct note_vars nv;
	uint64_t eff;

	if (tcp->err != r->err || !conds_hold(tcp, r) || !cap_eff(tcp, &eff))
		return;
	/* With CAP_IPC_LOCK mlock has no limit: its ENOMEM then means an
	 * unmapped range, nothing to do with the capability. */
	if (r->err == ENOMEM && (eff >> r->cap[0] & 1))
		return;
	if (!cap_gate_open(tcp))
		return;
	base_vars(tcp, &nv);
	cap_vars(&nv, r->cap, eff);
	userns_phrase(&nv, tcp, (eff >> r->cap[0] & 1) ||
		      (r->cap[1] >= 0 && (eff >> r->cap[1] & 1)));
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}

struct credrule {
	const char *name;
	int which_arg, which;	/* the call targets a process only then */
	int cap;
};

static const struct credrule credrules[] = {
	{ "caller-euid-vs-target-ruid-or-euid", 0, 0, CAP_SYS_NICE },
	{ "target-ruid-vs-caller-ruid-or-euid", 0, 1, CAP_SYS_NICE },
	{ "ptrace-read-realcreds", -1, 0, CAP_SYS_PTRACE },
	{ "signal-sender-vs-target", -1, 0, CAP_KILL },
};

static bool uids_of(pid_t pid, long u[4])
{
	char buf[128];

	if (!proc_status_field(pid, 0, "Uid", buf, sizeof(buf)))
		return false;
	return sscanf(buf, "%ld %ld %ld %ld", &u[0], &u[1], &u[2], &u[3]) == 4;
}

/* Which uid comparison failed, in words; empty when it held. */
static void cred_phrase(struct note_vars *nv, const struct credrule *c,
			const long me[4], const long t[4])
{
	if (c->cap == CAP_KILL) {
		var_str(nv, "rule", "; without it your real (%ld) or "
			"effective (%ld) uid must equal the target's real (%ld) "
			"or saved (%ld) uid", me[0], me[1], t[0], t[2]);
	} else if (c->cap == CAP_SYS_PTRACE) {
		if (me[0] == t[0] && me[0] == t[1] && me[0] == t[2])
			var_str(nv, "rule", "; uids match, so the target is "
				"probably not dumpable");
		else
			var_str(nv, "rule", "; without it your real uid %ld "
				"must equal all of the target's uids "
				"(%ld/%ld/%ld)", me[0], t[0], t[1], t[2]);
	} else if (c->which == 0) {
		var_str(nv, "rule", "; without it your effective uid %ld "
			"must equal the target's real (%ld) or effective "
			"(%ld) uid", me[1], t[0], t[1]);
	} else {
		var_str(nv, "rule", "; without it the target's real uid %ld "
			"must equal your real (%ld) or effective (%ld) uid",
			t[0], me[0], me[1]);
	}
}

static void credrule_exit(struct tcb *tcp, const struct rule *r)
{
	const struct credrule *c = NULL;
	struct note_vars nv;
	long me[4], t[4];
	uint64_t eff, target;
	int caps[2] = { -1, -1 };

	for (size_t i = 0; i < sizeof(credrules) / sizeof(*credrules); i++)
		if (!strcmp(credrules[i].name, r->s[0]))
			c = &credrules[i];
	if (!c || tcp->err != r->err || !opnd_value(tcp, &r->a, &target))
		return;
	if (c->which_arg >= 0 && (int)tcp->args[c->which_arg] != c->which)
		return;
	target = (uint32_t)target;
	if ((int)target <= 0 || (pid_t)target == tcp->pid)
		return;	/* acting on itself: no uid rule involved */
	if (!cap_eff(tcp, &eff) || !uids_of(tcp->pid, me) ||
	    !uids_of((pid_t)target, t))
		return;
	/* the signal rule held: the EPERM came from elsewhere (an LSM) */
	if (c->cap == CAP_KILL && (me[0] == t[0] || me[0] == t[2] ||
				   me[1] == t[0] || me[1] == t[2]))
		return;
	base_vars(tcp, &nv);
	caps[0] = c->cap;
	cap_vars(&nv, caps, eff);
	cred_phrase(&nv, c, me, t);
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}

/* Kinds in state.c */
void fdstate_entry(struct tcb *tcp, const struct rule *r);
void fdstate_exit(struct tcb *tcp, const struct rule *r);
void mmap_fixed_entry(struct tcb *tcp, const struct rule *r);
void mmap_fixed_exit(struct tcb *tcp, const struct rule *r);
void recvmmsg_entry(struct tcb *tcp, const struct rule *r);
void recvmmsg_exit(struct tcb *tcp, const struct rule *r);
void inotify_exit(struct tcb *tcp, const struct rule *r);
void setown_exit(struct tcb *tcp, const struct rule *r);

const struct kind_ops kind_ops[K_COUNT] = {
	[K_RANGE] = { range_entry, range_exit },
	[K_ALIGN] = { NULL, align_exit },
	[K_FLAGS] = { NULL, flags_exit },
	[K_DROPPED] = { NULL, dropped_exit },
	[K_LEGACY] = { NULL, legacy_exit },
	[K_IGNORED] = { NULL, ignored_exit },
	[K_ZEROLEN] = { NULL, zerolen_exit },
	[K_DEPRECATED] = { NULL, deprecated_exit },
	[K_MODE] = { NULL, mode_exit },
	[K_CAPABILITY] = { NULL, capability_exit },
	[K_CREDRULE] = { NULL, credrule_exit },
	[K_FDSTATE] = { fdstate_entry, fdstate_exit },
	[K_MMAP_FIXED] = { mmap_fixed_entry, mmap_fixed_exit },
	[K_RECVMMSG_TIMEOUT] = { recvmmsg_entry, recvmmsg_exit },
	[K_INOTIFY_PAIRING] = { NULL, inotify_exit },
	[K_SETOWN] = { NULL, setown_exit },
};
