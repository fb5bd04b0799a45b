/* mode: bits above 07777 in the mode of a file the call created (with
 * flags= and create=: only when the flags create one; creat always). */
#include "notes/engine.h"

#include <stdio.h>
#include <sys/stat.h>

void kind_mode_exit(struct tcb *tcp, const struct rule *r)
{
	const struct mode_params *p = &r->p.mode;
	char path[64];
	struct note_vars nv;
	struct stat st;
	uint64_t mode, flags = 0;

	if (!opnd_value(tcp, &p->arg, &mode))
		return;
	if (p->flags.kind != OP_NONE &&
	    (!opnd_value(tcp, &p->flags, &flags) || !(flags & p->create)))
		return;
	mode = opnd_int(tcp, &p->arg, mode);
	if (!(mode & ~07777ull))
		return;
	/* What the file really got (umask, default ACLs, or an existing
	 * file): ask the descriptor the call returned. */
	/* The calling thread's table: /proc/TID (unshare(CLONE_FILES)). */
	snprintf(path, sizeof(path), "/proc/%d/fd/%lld", tcp->tid,
		 (long long)tcp->call.rval);
	if (stat(path, &st) < 0)
		return;
	base_vars(tcp, &nv);
	var_num(&nv, "mode", mode);
	var_num(&nv, "bits", mode & ~07777ull);
	var_num(&nv, "eff", st.st_mode & 07777);
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}
