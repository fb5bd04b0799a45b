/* What several rule kinds share: the variables every message has, and
 * capability names and sets. */
#include "notes/engine.h"
#include "syscalls_gen.h"

#include <stdlib.h>

void base_vars(struct tcb *tcp, struct note_vars *nv)
{
	nv->n = 0;
	var_str(nv, "call", "%s", call_name(tcp));
	if (tcp->err)
		var_str(nv, "errno", "%s", errno_name(tcp->err) ?
			errno_name(tcp->err) : "an error");
}

/* CAP_* names from syscalls/xlat/capability.in. */
const char *cap_name(int cap)
{
	for (unsigned i = 0; i < xlat_capability.n; i++)
		if (xlat_capability.e[i].val == (uint64_t)cap)
			return xlat_capability.e[i].name;
	return "a capability";
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
