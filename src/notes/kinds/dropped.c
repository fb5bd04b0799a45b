/* dropped: bits the kernel silently discards in a given situation
 * (open with O_PATH, fcntl F_SETFL): bits outside keep=, other than
 * skip= (never a choice of the caller) and, with current=FD, other than
 * those the file already has. */
#include "notes/engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The file's current status flags, from /proc/PID/fdinfo/FD. */
static bool dropped_fd_flags(struct tcb *tcp, int fd, uint64_t *flags)
{
	char path[64], line[128];
	bool found = false;
	FILE *f;

	/* The calling thread's table: /proc/TID (unshare(CLONE_FILES)). */
	snprintf(path, sizeof(path), "/proc/%d/fdinfo/%d", tcp->tid, fd);
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
 * are already in effect were not dropped (current=). For open(O_PATH)
 * every other bit, access mode included, is thrown away. */
void kind_dropped_exit(struct tcb *tcp, const struct rule *r)
{
	const struct dropped_params *p = &r->p.dropped;
	struct note_vars nv;
	struct note *n;
	uint64_t v, bits, cur, fd;

	if (!conds_hold(tcp, &p->when) || !opnd_value(tcp, &p->operand, &v))
		return;
	v = opnd_int(tcp, &p->operand, v);
	bits = v & ~p->keep & ~p->skip;
	if (!bits)
		return;
	if (p->current.kind != OP_NONE) {
		if (!opnd_value(tcp, &p->current, &fd) ||
		    !dropped_fd_flags(tcp, (int)fd, &cur))
			return;
		bits &= ~cur;
		if (!bits)
			return;
	}
	base_vars(tcp, &nv);
	var_str(&nv, "argname", "%s", label_or(p->label, "flags"));
	var_num(&nv, "bits", bits);
	var_num(&nv, "kept", v & p->keep);
	var_num(&nv, "keep", p->keep);
	var_str(&nv, "why", "%s", p->why);
	n = note_emit(tcp, r, note_defs[r->note].severity, &nv);
	if (!n)
		return;
	n->has_bits = true;
	n->bits = bits;
	n->mask = p->keep;
	n->mask_label = "allowed";
	n->bits_label = "dropped";
}
