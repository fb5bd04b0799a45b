/* The seccomp user notification requests (<linux/seccomp.h>). */
#include "decode/ioctl.h"
#include "arch/arch.h"

#include <string.h>

struct notif_k {
	uint64_t id;
	uint32_t pid, flags;
	int32_t nr;
	uint32_t arch;
	uint64_t ip, args[6];
};

/* The call's number: __NR_name on the tracee's own ABI, the number and
 * the name in a comment on another one the host runs, else the number. */
static void notif_nr(const struct pctx *c, uint32_t arch, int32_t nr)
{
	uint64_t n = (uint32_t)nr;
	const struct sysdesc *sd = NULL;
	unsigned p = npersonalities;

	for (unsigned i = 0; i < npersonalities; i++)
		if (personalities[i].audit_arch == arch) {
			p = (unsigned)arch_personality(arch, &n);
			break;
		}
	if (p < npersonalities)
		sd = syscall_desc(p, n);
	if (!sd) {
		v_uint(c, (uint32_t)nr);
		return;
	}
	if (p == c->tcp->pers)
		v_namef(c, VS_DEC, (uint32_t)nr, "__NR_%s", sd->name);
	else
		v_numf(c, VK_ENUM, (uint32_t)nr, "%u /* %s */", (uint32_t)nr,
		       sd->name);
}

static void notif(const struct pctx *c, const struct notif_k *s)
{
	v_struct_begin(c);
	f_hex(c, "id", s->id);
	v_field(c, "pid");
	v_pid_kind(c, (int32_t)s->pid, PID_TID);
	f_hex(c, "flags", s->flags);
	v_field(c, "data");
	v_struct_begin(c);
	v_field(c, "nr");
	notif_nr(c, s->arch, s->nr);
	f_enum(c, "arch", &xlat_audit_arch, s->arch, "AUDIT_ARCH_???");
	f_addr(c, "instruction_pointer", s->ip);
	v_field(c, "args");
	v_array_begin(c);
	for (int i = 0; i < 6; i++) {
		v_elem(c);
		v_hex(c, s->args[i]);
	}
	v_array_end(c);
	v_struct_end(c);
	v_struct_end(c);
}

/* The kernel wants the buffer zeroed: a zeroed one is shown only once
 * the kernel filled it; anything else at entry, then what came back. */
int ioctl_seccomp_recv(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	static const struct notif_k zero;
	struct notif_k s;

	(void)cmd;
	if (c->compat)
		addr = (uint32_t)addr;
	if (!c->exiting) {
		if (!umove_or_addr(c, addr, sizeof(s), &s))
			return IOCTL_DONE;
		if (!memcmp(&s, &zero, sizeof(s))) {
			/* nothing shown yet */
			c->tcp->dec->ret_data.ioctl.fam.seccomp_blank = true;
			return IOCTL_LATER;
		}
		notif(c, &s);
		return IOCTL_LATER;
	}
	if (!c->tcp->dec->ret_data.ioctl.fam.seccomp_blank)
		v_changed(c);
	if (c->call->err || umove(c, addr, sizeof(s), &s) < 0)
		v_addr(c, addr);
	else
		notif(c, &s);
	return IOCTL_DONE;
}

/* struct seccomp_notif_resp: the error is a negated errno. */
int ioctl_seccomp_send(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	struct { uint64_t id; int64_t val; int32_t error; uint32_t flags; } r;
	const char *en;
	int rc;

	(void)cmd;
	if (!ioctl_entry_struct(c, addr, &r, sizeof(r), &rc))
		return rc;
	f_hex(c, "id", r.id);
	f_int(c, "val", r.val);
	v_field(c, "error");
	/* INT32_MIN has no positive counterpart (and is no errno). */
	en = r.error < 0 && r.error > INT32_MIN ? errno_name(-r.error) : NULL;
	if (en)
		v_namef(c, VS_DEC, (uint64_t)(int64_t)r.error, "-%s",
			en);
	else
		v_int(c, r.error);
	f_flags(c, "flags", &xlat_seccomp_notif_resp_flags, r.flags,
		"SECCOMP_USER_NOTIF_FLAG_???");
	v_struct_end(c);
	return IOCTL_DONE;
}

/* struct seccomp_notif_addfd: the descriptor to copy and where. */
int ioctl_seccomp_addfd(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	struct { uint64_t id; uint32_t flags, srcfd, newfd, newfd_flags; } a;
	int rc;

	(void)cmd;
	if (!ioctl_entry_struct(c, addr, &a, sizeof(a), &rc))
		return rc;
	f_hex(c, "id", a.id);
	f_flags(c, "flags", &xlat_seccomp_addfd_flags, a.flags,
		"SECCOMP_ADDFD_FLAG_???");
	v_field(c, "srcfd");
	v_fd(c, (int32_t)a.srcfd);
	f_int(c, "newfd", (int32_t)a.newfd);
	f_flags(c, "newfd_flags", &xlat_open_flags, a.newfd_flags, "O_???");
	v_struct_end(c);
	return IOCTL_DONE;
}
