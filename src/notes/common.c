/* What several rule kinds share: the variables every message has,
 * capability names and sets, and who else than the kernel's checks
 * refused a call (the thread's own seccomp filter, a security module). */
#include "notes/engine.h"
#include "xlat_gen.h"
#include "core/bpf.h"
#include "unwind/stacktrace.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>

void base_vars(struct tcb *tcp, struct note_vars *nv)
{
	nv->n = 0;
	var_str(nv, "call", "%s", call_name(tcp));
	if (tcp->call.err)
		var_str(nv, "errno", "%s", errno_name(tcp->call.err) ?
			errno_name(tcp->call.err) : "an error");
}

const char *kernel_release(void)
{
	static struct utsname u;
	static int state;	/* 0 not asked, 1 known, -1 uname failed */

	if (!state)
		state = uname(&u) ? -1 : 1;
	return state > 0 ? u.release : NULL;
}

/* CAP_* names from syscalls/xlat/capability.in. */
const char *cap_name(int cap)
{
	for (unsigned i = 0; i < xlat_capability.n; i++)
		if (xlat_capability.e[i].val == (uint64_t)cap)
			return xlat_ename(&xlat_capability.e[i]);
	return "a capability";
}

unsigned status_ulongs(const char *s, unsigned long *v, unsigned n)
{
	unsigned i;
	char *end;

	for (i = 0; i < n; i++, s = end) {
		v[i] = strtoul(s, &end, 10);
		if (end == s)
			break;
	}
	return i;
}

/* Read only on the failure paths that need it. */
bool cap_eff(struct tcb *tcp, uint64_t *eff)
{
	char buf[64];

	if (!proc_status_field(tcp->pid, tcp->tid, "CapEff", buf, sizeof(buf)))
		return false;
	*eff = strtoull(buf, NULL, 16);
	return true;
}

void cap_vars(struct note_vars *nv, const int cap[2], uint64_t eff)
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

/* ---- who else refuses ---------------------------------------------- */

/* The errno a SECCOMP_RET_ERRNO return gives: the kernel caps its data
 * at MAX_ERRNO. */
static int errno_of_ret(uint32_t ret)
{
	uint32_t data = ret & SECCOMP_RET_DATA;

	return data > 4095 ? 4095 : (int)data;
}

int own_filter_refused(struct tcb *tcp)
{
	const struct sc_chain *c = sc_chain_of(tcp);
	struct sc_verdict v;

	if (!c || c->mode != SECCOMP_MODE_FILTER)
		return OWN_NO;
	if (!sc_call_verdict(tcp, &v))
		return c->n > c->ours ? OWN_MAYBE : OWN_NO;
	if (sc_action(v.ret) == SECCOMP_RET_ERRNO &&
	    errno_of_ret(v.ret) == tcp->call.err)
		return OWN_YES;
	if (sc_action(v.ret) == SECCOMP_RET_USER_NOTIF)
		return OWN_MAYBE;
	return OWN_NO;
}

/* The thread's label from one of the LSMs that show it in
 * /proc/PID/attr; escaped, since a profile name is anyone's text. */
static bool lsm_label(struct tcb *tcp, const char *file, char *buf,
		      size_t size)
{
	char path[96];
	unsigned char raw[256];
	size_t n;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/task/%d/attr/%s", tcp->pid,
		 tcp->tid, file);
	f = fopen(path, "re");
	if (!f)
		return false;
	n = fread(raw, 1, sizeof(raw), f);
	fclose(f);
	while (n && (raw[n - 1] == '\n' || raw[n - 1] == '\0'))
		n--;
	if (!n)
		return false;
	escape_bytes(buf, size, raw, n);
	return true;
}

static void own_filter_phrase(struct tcb *tcp, char *buf, size_t size)
{
	const struct sc_chain *c = sc_chain_of(tcp);
	struct sc_verdict v;

	if (sc_call_verdict(tcp, &v))
		snprintf(buf, size, "the user-space supervisor its seccomp "
			 "filter hands this call to (SECCOMP_RET_USER_NOTIF)");
	else
		snprintf(buf, size, "its own seccomp filters (%u, which "
			 "abitrace cannot read: %s)", c->n - c->ours,
			 strerror(c->fetch_err ? c->fetch_err : EIO));
}

void refused_elsewhere(struct tcb *tcp, char *buf, size_t size)
{
	char who[3][200], label[128];
	unsigned n = 0;

	if (own_filter_refused(tcp) == OWN_MAYBE)
		own_filter_phrase(tcp, who[n++], sizeof(who[0]));
	if (lsm_label(tcp, "apparmor/current", label, sizeof(label))) {
		if (strncmp(label, "unconfined", 10))
			snprintf(who[n++], sizeof(who[0]),
				 "its AppArmor profile %s", label);
	} else if (lsm_label(tcp, "smack/current", label, sizeof(label))) {
		snprintf(who[n++], sizeof(who[0]), "its Smack label %s", label);
	} else if (lsm_label(tcp, "current", label, sizeof(label))) {
		snprintf(who[n++], sizeof(who[0]), "%s %s",
			 strchr(label, ':') ? "its SELinux context" :
			 "its security module label", label);
	}
	if (n == 0) {
		snprintf(buf, size, "; so that check passed: something "
			 "else refused it that /proc does not show (Landlock, "
			 "kernel lockdown, or a rule of the call itself)");
		return;
	}
	snprintf(buf, size, "; so that check passed and something else "
		 "refused it: %s%s%s", who[0], n > 1 ? " or " : "",
		 n > 1 ? who[1] : "");
}

void maybe_own_filter(struct tcb *tcp, char *buf, size_t size)
{
	char who[200];

	buf[0] = '\0';
	if (own_filter_refused(tcp) != OWN_MAYBE)
		return;
	own_filter_phrase(tcp, who, sizeof(who));
	snprintf(buf, size, "; %s may have refused it first", who);
}

/* ---- who made the call ------------------------------------------------ */

struct origin_walk {
	const char *fn;
	bool first;
	int origin;
	bool fn_seen;
};

/* "__sysv_signal" and "sysv_signal" are one function of glibc (an
 * alias): the unwinder may name either. */
static bool same_func(const char *f, const char *want)
{
	while (*f == '_')
		f++;
	return !strcmp(f, want);
}

static int origin_cb(void *data, const struct unwind_frame *f)
{
	struct origin_walk *w = data;
	bool user = unwind_module_is_user(f->module);

	if (w->first) {
		/* i386's vDSO entry only passes the call on. */
		if (f->module && f->module[0] == '[' && f->func &&
		    strstr(f->func, "vsyscall"))
			return 0;
		w->first = false;
		if (user)
			w->origin = CALL_BY_PROGRAM;
		else if (f->func && !strcmp(f->func, "syscall"))
			w->origin = CALL_BY_SYSCALL;
		else
			w->origin = CALL_BY_RUNTIME;
	}
	if (w->fn && f->func && same_func(f->func, w->fn)) {
		w->fn_seen = true;
		return 1;
	}
	/* Past the C runtime's frames nothing of it can be on the stack. */
	return user ? 1 : 0;
}

int call_origin(struct tcb *tcp, const char *fn, bool *fn_seen)
{
	struct unwind_proc *up = stack_proc(tcp);
	struct origin_walk w = { .fn = fn, .first = true,
				 .origin = CALL_BY_UNKNOWN };

	if (fn_seen)
		*fn_seen = false;
	if (proc_ip_in_loader(tcp))
		return CALL_BY_RUNTIME;
	if (!up)
		return CALL_BY_UNKNOWN;
	/* Not every mmap stops (filters): the unwinder rereads the maps. */
	unwind_proc_invalidate(up);
	if (unwind_walk(up, tcp->tid, 32, origin_cb, &w) < 0)
		return CALL_BY_UNKNOWN;
	if (fn_seen)
		*fn_seen = w.fn_seen;
	return w.origin;
}
