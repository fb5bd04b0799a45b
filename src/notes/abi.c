/* The ABI report of a run: which kernel it needs (the newest call or
 * constant it used, feature probes apart), which of its calls have no
 * number on another ABI (and whether the C runtime or the program chose
 * them), which capability checks its calls met, and the calls it made
 * on each ABI (--seccomp-profile). Fed by every call, shown or filtered
 * out; handed to the output writers as a struct abi_view at exit.
 *
 * The facts come from the since-when data (src/since.h: versions,
 * numbers on the six ABIs, successors) and from the capability rules of
 * syscalls/rules.list; nothing here knows a call by its name.
 *
 * Cost: a lookup per call in a table of the calls seen; a stack walk
 * only for the first call of each entry (the site the report names). */
#include "notes/engine.h"
#include "output/abiview.h"
#include "core/since.h"
#include "unwind/stacktrace.h"
#include "unwind/unwind.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* A personality's ABI among the six, and its name in a seccomp profile
 * (libseccomp's SCMP_ARCH_*, as Docker and Podman write them). */
static const char *const scmp_arch[ABI_COUNT] = {
	[ABI_AARCH64] = "SCMP_ARCH_AARCH64", [ABI_ARM] = "SCMP_ARCH_ARM",
	[ABI_I386] = "SCMP_ARCH_X86", [ABI_RISCV64] = "SCMP_ARCH_RISCV64",
	[ABI_X32] = "SCMP_ARCH_X32", [ABI_X86_64] = "SCMP_ARCH_X86_64",
};

/* Arguments whose printer reads a constant set of its own (no flags:SET
 * in syscalls.list): the set their constants belong to. */
static const struct {
	const char *call;
	unsigned arg;
	const char *set;
} typed_sets[] = {
	{ "mmap", 3, "mmap_flags" },
	{ "mmap2", 3, "mmap_flags" },
	{ "remap_file_pages", 4, "mmap_flags" },
	{ "memfd_create", 1, "memfd_flags" },
	{ "mount", 3, "mount_flags" },
	{ "mbind", 2, "mpol_mode" },
	{ "set_mempolicy", 0, "mpol_mode" },
	{ "seccomp", 0, "seccomp_op" },
	{ "seccomp", 1, "seccomp_filter_flags" },
	{ "clone", 0, "clone_flags" },
};

/* --seccomp-profile-args: the arguments a profile filters on. Flag
 * arguments that say what the call does, whose values a program passes
 * from a small set: the address family of a socket, the execution
 * domain, and the namespace bits of clone/unshare/setns (the rest of
 * clone's flags is the thread library's business: only the bits of
 * mask are compared, as SCMP_CMP_MASKED_EQ does). The index is the
 * same on the six ABIs. */
#define NS_BITS 0x7e020000ULL	/* CLONE_NEW{NS,CGROUP,UTS,IPC,USER,PID,NET} */
#define CLONE_NEWTIME_BIT 0x80ULL
static const struct arg_filter {
	const char *call;
	unsigned index;
	uint64_t mask;		/* 0: the whole value */
} arg_filters[] = {
	{ "socket", 0, 0 },
	{ "socketpair", 0, 0 },
	{ "personality", 0, 0 },
	{ "clone", 0, NS_BITS },
	{ "unshare", 0, NS_BITS | CLONE_NEWTIME_BIT },
	{ "setns", 1, 0 },
};

/* More values than this for one call: the profile allows it by name. */
#define MAX_ARG_VALUES 16

struct arg_seen {
	unsigned filter;	/* in arg_filters[] */
	uint64_t values[MAX_ARG_VALUES];
	unsigned n;
	bool too_many;
};

struct calls_seen {
	unsigned char *seen;	/* a byte per number of the personality */
	/* arg_filters[] index plus one, by number; 0: no filter. */
	unsigned char *filter1;
	unsigned *need1;	/* its entry in needs[] plus one; 0: none yet */
	unsigned size;
	const char **names;
	unsigned n, cap;
	struct arg_seen *args;
	unsigned nargs, args_cap;
	bool unnamed_said;	/* the warning about a number without a name */
};

static struct calls_seen calls[ABI_COUNT];
static struct abi_need *needs;
static unsigned nneeds, needs_cap;
static struct abi_port *ports;
static unsigned nports, ports_cap;
static struct abi_priv *privs;
static unsigned nprivs, privs_cap;

static int abi_of(const struct tcb *tcp)
{
	return since_abi_by_name(pers_of(tcp)->name);
}

/* The call the kernel ran: for a demultiplexed socketcall or ipc, that
 * one, not the call it carried (tcp->call.sd). From the personality's table
 * itself: the decoders' look-up is a layer aside. */
static const char *raw_name(const struct tcb *tcp)
{
	const struct sysent_table *t = pers_of(tcp)->table;
	const struct sysdesc *sd;

	if (!t || tcp->call.scno >= t->size)
		return NULL;
	sd = t->ent[tcp->call.scno];
	return sd ? sd->name : NULL;
}

/* A thread whose last call was a probe of a missing call: its next call
 * is the fallback. A few threads at once are plenty. */
static struct { pid_t tid; unsigned need1; } pending[16];

static void probe_pending(const struct tcb *tcp, unsigned need)
{
	unsigned slot = (unsigned)tcp->tid % ARRAY_SIZE(pending);

	pending[slot].tid = tcp->tid;
	pending[slot].need1 = need + 1;
}

static void probe_next_call(const struct tcb *tcp)
{
	unsigned slot = (unsigned)tcp->tid % ARRAY_SIZE(pending);
	struct abi_need *n;

	if (pending[slot].tid != tcp->tid || !pending[slot].need1)
		return;
	n = &needs[pending[slot].need1 - 1];
	pending[slot].need1 = 0;
	if (n->fallback)
		return;
	/* A refused flag: only the call again (without it, as glibc
	 * retries memfd_create without MFD_NOEXEC_SEAL) or its older form
	 * is what the program did instead; any other call is just next. */
	if (n->constant) {
		const char *name = raw_name(tcp);
		int abi = abi_of(tcp);

		if (name && !strcmp(name, n->call))
			n->fallback = n->call;
		else if (abi >= 0)
			n->fallback = since_fallback(n->call, abi,
						     (long)tcp->call.scno);
		return;
	}
	n->fallback = raw_name(tcp);
}

static void *grow(void *v, unsigned n, unsigned *cap, size_t size)
{
	if (n < *cap)
		return v;
	*cap = *cap ? *cap * 2 : 32;
	return xrealloc(v, *cap * size);
}

/* ---- call sites ------------------------------------------------------ */

struct site_walk {
	struct abi_site *site;
	pid_t tid;
	enum abi_origin origin;
	bool first, found;
	bool vdso;		/* the call went through the vDSO's entry */
};

/* Whether the last walk found the call made through the vDSO: every
 * call of the process then has the same instruction address. */
static bool last_walk_vdso;

static const char *base_name(const char *path)
{
	const char *b = strrchr(path, '/');

	return b ? b + 1 : path;
}

/* The innermost frame says who made the call: a C runtime function
 * (syscall() apart, whose number is its caller's) or the program's own
 * code; the first frame of the program is the site. The vDSO's entry
 * (i386's __kernel_vsyscall) only passes the call on: its caller says. */
static int site_cb(void *data, const struct unwind_frame *f)
{
	struct site_walk *w = data;
	bool user = unwind_module_is_user(f->module);

	if (w->first && f->module && f->module[0] == '[' && f->func &&
	    strstr(f->func, "vsyscall")) {
		w->vdso = true;
		return 0;
	}
	if (w->first) {
		w->first = false;
		if (user)
			w->origin = ORIGIN_DIRECT;
		else if (f->func && !strcmp(f->func, "syscall"))
			w->origin = ORIGIN_SYSCALL;
		else
			w->origin = ORIGIN_RUNTIME;
	}
	if (!user)
		return 0;
	if (f->func)
		escape_to(w->site->func, sizeof(w->site->func), f->func);
	if (f->file && f->line > 0) {
		escape_to(w->site->file, sizeof(w->site->file), f->file);
		w->site->line = f->line;
	}
	if (f->module)
		escape_to(w->site->module, sizeof(w->site->module),
			  base_name(f->module));
	/* No line (no -g, stripped): the module and offset lead back to
	 * the code, in the build the ID names (hex: nothing to escape). */
	if (!w->site->file[0] && f->module && f->module[0] != '[') {
		const char *id = unwind_module_build_id(w->tid, f->module);

		w->site->has_modoff = true;
		w->site->modoff = f->modoff;
		snprintf(w->site->build_id, sizeof(w->site->build_id), "%s",
			 id ? id : "");
	}
	w->found = true;
	return 1;
}

static enum abi_origin find_site(struct tcb *tcp, struct abi_site *site)
{
	struct unwind_proc *up;
	struct site_walk w = { .site = site, .first = true, .tid = tcp->tid };
	int r;

	memset(site, 0, sizeof(*site));
	last_walk_vdso = false;
	if (proc_ip_in_loader(tcp)) {
		site->is_system = true;
		return ORIGIN_RUNTIME;
	}
	up = stack_proc(tcp);
	if (!up)
		return ORIGIN_UNKNOWN;
	/* Not every mmap stops (filters): reread the mappings. */
	unwind_proc_invalidate(up);
	/* Source lines are wanted for the program's frames only. */
	unwind_user_lines_only = true;
	r = unwind_walk(up, tcp->tid, 64, site_cb, &w);
	unwind_user_lines_only = false;
	last_walk_vdso = w.vdso;
	if (r < 0 || w.first)
		return ORIGIN_UNKNOWN;
	site->is_system = !w.found;
	return w.origin;
}

/* ---- calls made: the seccomp profile and portability ----------------- */

static int name_cmp(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The first call of each number on each personality. */
enum { SEEN = 1, SEEN_PORT = 2 };

static bool first_of_call(struct tcb *tcp, int abi)
{
	struct calls_seen *c = &calls[abi];
	const char *name = raw_name(tcp);

	/* A number without a name (syscall(-1), one past the table) is the
	 * program's to choose: never an index, said once per ABI. The
	 * arrays below grow only to the table's size. */
	if (!name) {
		if (!c->unnamed_said)
			warnx_("syscall %llu of the %s ABI has no name: the ABI "
			       "report and the seccomp profile leave it (and "
			       "any other number without a name) out",
			       (unsigned long long)tcp->call.scno,
			       pers_of(tcp)->name);
		c->unnamed_said = true;
		return false;
	}
	if (tcp->call.scno >= c->size) {
		unsigned size = (unsigned)tcp->call.scno + 64;

		c->seen = xrealloc(c->seen, size);
		memset(c->seen + c->size, 0, size - c->size);
		c->need1 = xrealloc(c->need1, size * sizeof(*c->need1));
		memset(c->need1 + c->size, 0,
		       (size - c->size) * sizeof(*c->need1));
		c->filter1 = xrealloc(c->filter1, size);
		memset(c->filter1 + c->size, 0, size - c->size);
		c->size = size;
	}
	if (c->seen[tcp->call.scno])
		return false;
	c->seen[tcp->call.scno] = SEEN;
	for (unsigned f = 0;
	     f < ARRAY_SIZE(arg_filters); f++)
		if (!strcmp(arg_filters[f].call, name))
			c->filter1[tcp->call.scno] = (unsigned char)(f + 1);
	c->names = grow(c->names, c->n, &c->cap, sizeof(*c->names));
	c->names[c->n++] = name;
	return true;
}

/* "aarch64, riscv64": the ABIs where the call has no number (or only a
 * stub); empty when it has one everywhere. */
static void missing_on(int abi, const char *name, char *buf, size_t size)
{
	buf[0] = '\0';
	for (int a = 0; a < ABI_COUNT; a++) {
		size_t len = strlen(buf);

		if (a == abi || since_sys_defined(name, a))
			continue;
		snprintf(buf + len, size - len, "%s%s", len ? ", " : "",
			 since_abis[a].name);
	}
}

/* The places that made calls missing elsewhere: who made a call
 * (a wrapper, syscall(), the program) is the code around its syscall
 * instruction, so the stack is walked once per instruction address. */
struct port_place {
	pid_t pid;
	int abi;
	uint64_t scno, ip;
	unsigned port;
};

static struct port_place *places;
static unsigned nplaces, places_cap;

static unsigned port_entry(struct tcb *tcp, int abi, const char *missing)
{
	const struct sys_since *s = since_sys(raw_name(tcp));
	struct abi_site site;
	enum abi_origin origin = find_site(tcp, &site);
	struct abi_port *p;

	for (unsigned i = 0; i < nports; i++)
		if (ports[i].call == s->name && ports[i].origin == origin &&
		    ports[i].abi == since_abis[abi].name)
			return i;
	ports = grow(ports, nports, &ports_cap, sizeof(*ports));
	p = &ports[nports];
	memset(p, 0, sizeof(*p));
	p->abi = since_abis[abi].name;
	p->call = s->name;
	snprintf(p->missing, sizeof(p->missing), "%s", missing);
	for (int a = 0; a < ABI_COUNT; a++)
		if (a != abi && !since_sys_defined(s->name, a))
			p->missing_on[p->nmissing++] = since_abis[a].name;
	p->successor = s->successor;
	p->successor_src = s->successor_src;
	p->origin = origin;
	p->site = site;
	return nports++;
}

static void note_port(struct tcb *tcp, int abi)
{
	struct port_place *pl;
	char missing[64];
	unsigned i;

	for (unsigned k = 0; k < nplaces; k++) {
		pl = &places[k];
		if (pl->ip == tcp->regs.ip && pl->scno == tcp->call.scno &&
		    pl->pid == tcp->pid && pl->abi == abi) {
			ports[pl->port].count++;
			return;
		}
	}
	missing_on(abi, raw_name(tcp), missing, sizeof(missing));
	i = port_entry(tcp, abi, missing);
	ports[i].count++;
	/* Through the vDSO (i386) the address tells nothing: walk each
	 * time. */
	if (last_walk_vdso)
		return;
	places = grow(places, nplaces, &places_cap, sizeof(*places));
	pl = &places[nplaces++];
	pl->pid = tcp->pid;
	pl->abi = abi;
	pl->scno = tcp->call.scno;
	pl->ip = tcp->regs.ip;
	pl->port = i;
}

/* The value of a filtered argument, once per value. */
static void note_arg_value(const struct tcb *tcp, int abi, unsigned f)
{
	struct calls_seen *c = &calls[abi];
	const struct arg_filter *af = &arg_filters[f];
	uint64_t v = tcp->call.args[af->index];
	struct arg_seen *a = NULL;

	if (af->mask)
		v &= af->mask;
	for (unsigned i = 0; i < c->nargs && !a; i++)
		if (c->args[i].filter == f)
			a = &c->args[i];
	if (!a) {
		c->args = grow(c->args, c->nargs, &c->args_cap,
			       sizeof(*c->args));
		a = &c->args[c->nargs++];
		memset(a, 0, sizeof(*a));
		a->filter = f;
	}
	for (unsigned i = 0; i < a->n; i++)
		if (a->values[i] == v)
			return;
	if (a->n == MAX_ARG_VALUES)
		a->too_many = true;
	else
		a->values[a->n++] = v;
}

void abi_entry(struct tcb *tcp)
{
	int abi = abi_of(tcp);

	tcp->flags |= TCB_ABI_SEEN;
	if (abi < 0)
		return;
	probe_next_call(tcp);
	if (first_of_call(tcp, abi)) {
		const char *name = raw_name(tcp);
		char missing[64];

		missing_on(abi, name, missing, sizeof(missing));
		if (since_sys(name) && missing[0])
			calls[abi].seen[tcp->call.scno] = SEEN_PORT;
	}
	/* A number without a name has no place in the arrays. */
	if (tcp->call.scno >= calls[abi].size)
		return;
	if (calls[abi].seen[tcp->call.scno] == SEEN_PORT)
		note_port(tcp, abi);
	if (calls[abi].filter1[tcp->call.scno])
		note_arg_value(tcp, abi,
			       calls[abi].filter1[tcp->call.scno] - 1);
}

/* ---- needs and probes ------------------------------------------------ */


/* Counts one more use; returns the entry's index. */
static unsigned add_need(struct tcb *tcp, int abi, const char *call,
			 const char *constant, const struct since_fact *f,
			 const char *probe_err)
{
	struct abi_need *n;

	for (unsigned i = 0; i < nneeds; i++) {
		n = &needs[i];
		if (n->abi == since_abis[abi].name && !strcmp(n->call, call) &&
		    n->constant == constant && n->probe_err == probe_err) {
			n->count++;
			return i;
		}
	}
	needs = grow(needs, nneeds, &needs_cap, sizeof(*needs));
	n = &needs[nneeds++];
	memset(n, 0, sizeof(*n));
	n->abi = since_abis[abi].name;
	n->call = call;
	n->constant = constant;
	n->ver = f->str;
	n->ver_num = f->ver;
	n->src = f->src;
	n->baseline = !constant && f->ver <= since_abis[abi].first.ver;
	n->probe_err = probe_err;
	n->count = 1;
	n->pid = tcp->pid;
	find_site(tcp, &n->site);
	return nneeds - 1;
}

/* The text a feature check's entry has for its constant. */
static const char all_bits_text[] = "~0";

/* Every bit of a flag argument set, at either width (an int's -1 comes
 * sign-extended or not): a program that passes it asks which bits the
 * kernel knows (the flags kind's note says the same at the call). */
static bool all_ones(uint64_t v)
{
	return v == UINT64_MAX || v == 0xffffffffu;
}

/* A ~0 feature check of set x: one entry, under the probes whatever the
 * kernel answered, at the newest constant of the set it asked about. A
 * refused check is the program learning, not a need; one per bit would
 * list the whole set as requirements (chromium's probes did). */
static void feature_check(struct tcb *tcp, int abi, const char *call,
			  const struct xlat *x, const struct xlat *xa)
{
	const struct since_fact *newest = NULL;
	unsigned i;

	for (unsigned k = 0; k < xa->n; k++) {
		const struct since_fact *f;

		f = since_const(x->name, xlat_ename(&xa->e[k]));

		if (f && f->ver && (!newest || f->ver > newest->ver))
			newest = f;
	}
	if (!newest)
		return;
	i = add_need(tcp, abi, call, all_bits_text, newest,
		     tcp->call.err ? errno_name(tcp->call.err) : NULL);
	needs[i].all_bits = true;
	needs[i].const_set = x->name;
}

static bool const_present(const struct xlat *x, const struct xlat_entry *e,
			  uint64_t v)
{
	if (x->kind == XLAT_ENUM)
		return e->val == v || e->val == (uint32_t)v;
	return e->val && (v & e->val) == e->val;
}

/* The constants of set x in v that came after their call. */
static void scan_set(struct tcb *tcp, int abi, const char *call,
		     const struct xlat *x, uint64_t v, bool probe)
{
	const struct xlat *xa = xlat_for(x, tcp);

	if (x->kind != XLAT_ENUM && all_ones(v)) {
		feature_check(tcp, abi, call, x, xa);
		return;
	}
	for (unsigned i = 0; i < xa->n; i++) {
		const struct xlat_entry *e = &xa->e[i];
		const struct since_fact *f;
		unsigned k;

		if (!const_present(xa, e, v))
			continue;
		f = since_const(x->name, xlat_ename(e));
		if (!f || !f->ver)
			continue;
		k = add_need(tcp, abi, call, xlat_ename(e), f,
			     probe ? "EINVAL" : NULL);
		needs[k].const_val = e->val;
		needs[k].const_set = x->name;
		/* The thread's next call says what it did instead (the
		 * same call without the flag). */
		if (probe)
			probe_pending(tcp, k);
	}
}

static const struct xlat *set_by_name(const char *name)
{
	for (unsigned i = 0; xlat_all[i]; i++)
		if (!strcmp(xlat_all[i]->name, name))
			return xlat_all[i];
	return NULL;
}

static void scan_args(struct tcb *tcp, int abi, const char *call, bool probe)
{
	const struct sysdesc *sd = tcp->call.sd;

	if (!sd)
		return;
	for (unsigned i = 0; i < sd->nargs && i < MAX_ARGS; i++) {
		const struct argdesc *ad = &sd->args[i];

		if (ad->set && ad->out == ARG_IN)
			scan_set(tcp, abi, call, ad->set, tcp->call.args[i],
				 probe);
	}
	for (size_t i = 0; i < ARRAY_SIZE(typed_sets);
	     i++) {
		const struct xlat *x;

		if (strcmp(typed_sets[i].call, sd->name) ||
		    typed_sets[i].arg >= sd->nargs ||
		    sd->args[typed_sets[i].arg].set)
			continue;
		x = set_by_name(typed_sets[i].set);
		if (x)
			scan_set(tcp, abi, call, x,
				 tcp->call.args[typed_sets[i].arg], probe);
	}
}

static void note_versions(struct tcb *tcp, int abi)
{
	struct calls_seen *c = &calls[abi];
	const char *name;
	const struct sys_since *s;
	const struct since_fact *f;
	unsigned i;

	/* The call itself is counted in its entry, found once per number:
	 * the common case costs no look-up. */
	if (tcp->call.err != ENOSYS && tcp->call.scno < c->size &&
	    c->need1[tcp->call.scno]) {
		i = c->need1[tcp->call.scno] - 1;
		needs[i].count++;
		scan_args(tcp, abi, needs[i].call, tcp->call.err == EINVAL);
		return;
	}
	name = raw_name(tcp);
	s = name ? since_sys(name) : NULL;
	if (!s || !(f = since_sys_on(name, abi)) || !f->ver)
		return;
	/* A call the kernel does not have: the program asked whether it
	 * does, and went on without it. */
	if (tcp->call.err == ENOSYS) {
		probe_pending(tcp, add_need(tcp, abi, s->name, NULL, f,
					    "ENOSYS"));
		return;
	}
	i = add_need(tcp, abi, s->name, NULL, f, NULL);
	if (tcp->call.scno < c->size)
		c->need1[tcp->call.scno] = i + 1;
	/* EINVAL with a constant newer than the call: a feature probe. */
	scan_args(tcp, abi, s->name, tcp->call.err == EINVAL);
}

/* ---- privileges ------------------------------------------------------ */

static void add_priv(struct tcb *tcp, const struct rule *r, const char *cap,
		     bool held, bool refused, bool own)
{
	struct abi_priv *p;
	const char *call = call_name(tcp);

	for (unsigned i = 0; i < nprivs; i++) {
		p = &privs[i];
		if (!strcmp(p->call, call) && !strcmp(p->cap, cap) &&
		    p->held == held && p->refused == refused &&
		    p->own_filter == own) {
			p->count++;
			return;
		}
	}
	privs = grow(privs, nprivs, &privs_cap, sizeof(*privs));
	p = &privs[nprivs++];
	memset(p, 0, sizeof(*p));
	p->call = call;
	snprintf(p->cap, sizeof(p->cap), "%s", cap);
	p->held = held;
	p->refused = refused;
	p->err = refused ? errno_name(tcp->call.err) : NULL;
	p->own_filter = own;
	p->src = r->src;
	p->count = 1;
	find_site(tcp, &p->site);
}

static bool kind_guard_caps(struct tcb *tcp, const struct rule *r,
			    int caps[2])
{
	if (r->kind == K_CAPABILITY)
		return kind_capability_guards(tcp, r, caps);
	if (r->kind == K_CREDRULE)
		return kind_credrule_guards(tcp, r, caps);
	return false;
}

/* The capability rules of the call whose conditions hold: the checks
 * the call met. One entry per capability, however many rules name it
 * (mlock's EPERM and ENOMEM). */
static void note_privileges(struct tcb *tcp)
{
	const struct rule_table *t;
	int done[4];
	unsigned ndone = 0, first, end;

	if (!call_rules(tcp, &t, &first, &end))
		return;
	for (unsigned i = first; i < end; i++) {
		const struct rule *r = rule_at(t->refs[i]);
		int caps[2] = { -1, -1 };
		bool held, refused, seen = false;
		uint64_t eff;
		char name[64];

		if (!kind_guard_caps(tcp, r, caps))
			continue;
		for (unsigned k = 0; k < ndone; k++)
			seen |= done[k] == caps[0];
		if (seen || ndone == 4)
			continue;
		done[ndone++] = caps[0];
		if (!cap_eff(tcp, &eff))
			return;
		held = (eff >> caps[0] & 1) ||
		       (caps[1] >= 0 && (eff >> caps[1] & 1));
		refused = false;
		/* Refused by this check: its errno, by any of the rules
		 * that name this capability. */
		for (unsigned j = first; tcp->call.err && j < end; j++) {
			const struct rule *q = rule_at(t->refs[j]);
			int qc[2] = { -1, -1 };

			if (q->err == tcp->call.err &&
			    kind_guard_caps(tcp, q, qc) &&
			    qc[0] == caps[0])
				refused = true;
		}
		if (caps[1] >= 0)
			snprintf(name, sizeof(name), "%s or %s",
				 cap_name(caps[0]), cap_name(caps[1]));
		else
			snprintf(name, sizeof(name), "%s", cap_name(caps[0]));
		add_priv(tcp, r, name, held, refused,
			 refused && own_filter_refused(tcp) == OWN_YES);
	}
}

void abi_exit(struct tcb *tcp)
{
	int abi = abi_of(tcp);

	tcp->flags &= ~TCB_ABI_SEEN;
	if (abi < 0)
		return;
	note_versions(tcp, abi);
	note_privileges(tcp);
}

/* ---- the view -------------------------------------------------------- */

static int argval_cmp(const void *a, const void *b)
{
	const struct abi_argval *x = a, *y = b;
	int c = strcmp(x->call, y->call);

	if (c)
		return c;
	return x->value < y->value ? -1 : x->value > y->value;
}

static int need_cmp(const void *a, const void *b)
{
	const struct abi_need *x = a, *y = b;

	if (x->ver_num != y->ver_num)
		return x->ver_num < y->ver_num ? 1 : -1;
	if (x->baseline != y->baseline)
		return x->baseline ? 1 : -1;
	return strcmp(x->call, y->call);
}

/* The values each filtered call was seen with, for the profile: one
 * entry per value, sorted by call then value; a call seen with more
 * values than MAX_ARG_VALUES has none (allowed by name). */
static const struct abi_argval *arg_view(const struct calls_seen *c,
					 unsigned *n)
{
	struct abi_argval *out = NULL;
	unsigned cap = 0;

	*n = 0;
	for (unsigned i = 0; i < c->nargs; i++) {
		const struct arg_seen *a = &c->args[i];
		const struct arg_filter *af = &arg_filters[a->filter];

		for (unsigned k = 0; k < a->n && !a->too_many; k++) {
			out = grow(out, *n, &cap, sizeof(*out));
			out[*n] = (struct abi_argval){
				.call = af->call, .index = af->index,
				.mask = af->mask, .value = a->values[k],
			};
			(*n)++;
		}
	}
	if (*n)
		qsort(out, *n, sizeof(*out), argval_cmp);
	return out;
}

/* Failed with the errno that says the kernel lacks it, or a ~0
 * feature check: not a need. */
static bool is_probe(const struct abi_need *n)
{
	return n->probe_err || n->all_bits;
}

const struct abi_view *abi_view(void)
{
	static struct abi_view v;
	static struct abi_calls out[ABI_COUNT];
	static struct abi_need *sorted;
	unsigned n = 0, np = 0;

	free(sorted);
	sorted = xcalloc(nneeds + 1, sizeof(*sorted));
	/* Needs first, highest version first; then the probes. */
	for (unsigned i = 0; i < nneeds; i++)
		if (!is_probe(&needs[i]))
			sorted[n++] = needs[i];
	for (unsigned i = 0; i < nneeds; i++)
		if (is_probe(&needs[i]))
			sorted[n + np++] = needs[i];
	qsort(sorted, n, sizeof(*sorted), need_cmp);
	qsort(sorted + n, np, sizeof(*sorted), need_cmp);
	memset(&v, 0, sizeof(v));
	v.needs = sorted;
	v.nneeds = n;
	v.probes = sorted + n;
	v.nprobes = np;
	for (unsigned i = 0; i < n; i++) {
		v.nbaseline += sorted[i].baseline;
		v.nverified += sorted[i].verified != VERIFY_NONE;
	}
	/* The newest call the run could not do without. */
	for (unsigned i = 0; i < n; i++) {
		if (sorted[i].verified == VERIFY_OPTIONAL)
			continue;
		v.min_ver = sorted[i].ver_num;
		v.min_str = sorted[i].ver;
		v.min_need = i;
		break;
	}
	v.ports = ports;
	v.nports = nports;
	v.privs = privs;
	v.nprivs = nprivs;
	for (int abi = 0; abi < ABI_COUNT; abi++) {
		struct calls_seen *c = &calls[abi];

		if (!c->n)
			continue;
		qsort(c->names, c->n, sizeof(*c->names), name_cmp);
		out[v.ncalls].abi = since_abis[abi].name;
		out[v.ncalls].scmp_arch = scmp_arch[abi];
		out[v.ncalls].names = c->names;
		out[v.ncalls].n = c->n;
		out[v.ncalls].args = arg_view(c, &out[v.ncalls].nargs);
		v.ncalls++;
	}
	v.calls = out;
	return &v;
}

/* ---- --abi-report=verify --------------------------------------------- */

/* The rule by which call's kernel refuses the unknown bits of set (a
 * `reject` flags line with versions=SET) or an unknown value of it (a
 * `reject` unknown-value line with values=SET), on a plain argument,
 * with no condition: the errno a kernel older than a constant of the
 * set answers with, and the argument (*arg, 0-based). */
static const struct rule *refusing_rule(const char *call, const char *set,
					unsigned *arg)
{
	for (unsigned i = 0; i < rules_count; i++) {
		const struct rule *r;
		const struct operand *o;
		const char *s;
		struct conds when;

		/* from the row: only the call's rules are made */
		if (strcmp(rule_sys_at(i), call) || !rule_rows[i].err)
			continue;
		r = rule_at(i);
		if (r->kind == K_FLAGS &&
		    r->p.flags.action == FLAGS_ACTION_REJECT) {
			o = &r->p.flags.operand;
			s = r->p.flags.versions;
			when = r->p.flags.when;
		} else if (r->kind == K_UNKNOWN_VALUE &&
			   r->p.unknown_value.action ==
			   UNKNOWN_VALUE_ACTION_REJECT) {
			o = &r->p.unknown_value.operand;
			s = r->p.unknown_value.values;
			when = r->p.unknown_value.when;
		} else {
			continue;
		}
		if (!s || strcmp(s, set) || o->kind != OP_ARG || when.n ||
		    o->arg >= 7)
			continue;
		*arg = o->arg;
		return r;
	}
	return NULL;
}

/* Newest first, then in the order seen. */
static int need_index_cmp(const void *a, const void *b)
{
	unsigned i = *(const unsigned *)a, j = *(const unsigned *)b;

	if (needs[i].ver_num != needs[j].ver_num)
		return needs[i].ver_num < needs[j].ver_num ? 1 : -1;
	return i < j ? -1 : i > j;
}

unsigned abi_verify_tries(struct abi_verify_try *t, unsigned max)
{
	unsigned n = 0, *order = xcalloc(nneeds + 1, sizeof(*order));

	/* The newest first: they set the minimum, and a program with more
	 * than max of them (chromium) has its old ones left untried. */
	for (unsigned i = 0; i < nneeds; i++)
		order[i] = i;
	qsort(order, nneeds, sizeof(*order), need_index_cmp);
	for (unsigned o = 0; o < nneeds && n < max; o++) {
		const struct abi_need *x = &needs[order[o]];
		const struct rule *r = NULL;
		unsigned arg = 0;
		bool dup = false;

		if (is_probe(x) || x->baseline)
			continue;
		if (x->constant) {
			if (x->const_set)
				r = refusing_rule(x->call, x->const_set, &arg);
			if (!r || (r->kind == K_FLAGS && !x->const_val))
				continue;
		}
		for (unsigned k = 0; k < n; k++)
			dup |= !strcmp(t[k].call, x->call) &&
			       t[k].constant == x->constant;
		if (dup)
			continue;
		t[n] = (struct abi_verify_try){
			.call = x->call, .constant = x->constant,
			.arg = r ? arg + 1 : 0,
			.equal = r && r->kind == K_UNKNOWN_VALUE,
			.bits = x->const_val, .err = r ? r->err : ENOSYS,
		};
		n++;
	}
	free(order);
	return n;
}

void abi_verify_result(const struct abi_verify_try *t, bool same,
		       int status, const char *fallback)
{
	for (unsigned i = 0; i < nneeds; i++) {
		struct abi_need *x = &needs[i];

		if (is_probe(x) || x->constant != t->constant ||
		    strcmp(x->call, t->call))
			continue;
		x->verified = same ? VERIFY_OPTIONAL : VERIFY_NEEDED;
		x->verify_status = status;
		x->verify_err = errno_name(t->err);
		x->fallback = fallback;
	}
}
