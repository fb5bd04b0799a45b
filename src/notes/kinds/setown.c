/* setown: F_SETOWN with a thread id (the kernel records the process)
 * or a process group (F_GETOWN returns it negative, which for groups
 * 1..4095 reads as an error), and such an F_GETOWN "error". */
#include "notes/engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SETOWN_MAX_OWNERS 16
#define SETOWN_F_SETOWN 8
#define SETOWN_F_GETOWN 9

/* Per descriptor table (policy fd-table): an owner belongs to the open
 * file, which a forked child's copy of the table holds too. */
struct setown_proc {
	unsigned nowners;
	struct { int fd, owner; } owners[SETOWN_MAX_OWNERS];
};

static void owner_set(struct setown_proc *st, int fd, int owner)
{
	for (unsigned i = 0; i < st->nowners; i++)
		if (st->owners[i].fd == fd) {
			st->owners[i].owner = owner;
			return;
		}
	if (st->nowners < SETOWN_MAX_OWNERS) {
		st->owners[st->nowners].fd = fd;
		st->owners[st->nowners++].owner = owner;
	}
}

static bool owner_get(const struct setown_proc *st, int fd, int *owner)
{
	for (unsigned i = 0; i < st->nowners; i++)
		if (st->owners[i].fd == fd) {
			*owner = st->owners[i].owner;
			return true;
		}
	return false;
}

static void setown_note(struct tcb *tcp, const struct rule *r,
			const char *cmd, const char *what)
{
	struct note_vars nv;

	nv.n = 0;
	var_str(&nv, "call", "%s", call_name(tcp));
	var_str(&nv, "cmd", "%s", cmd);
	var_str(&nv, "what", "%s", what);
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}

static void setown_set(struct tcb *tcp, const struct rule *r, int fd,
		       int arg)
{
	char buf[200], tgid[32];

	owner_set(kind_proc_data(tcp, K_SETOWN, sizeof(struct setown_proc)),
		  fd, arg);
	if (arg < 0) {
		snprintf(buf, sizeof(buf), "%d names process group %d; "
			 "F_GETOWN will return it negative, and for groups "
			 "1..4095 that reads as an error", arg, -arg);
		setown_note(tcp, r, "F_SETOWN", buf);
		return;
	}
	if (arg == 0 || !proc_status_field(arg, 0, "Tgid", tgid, sizeof(tgid)) ||
	    atoi(tgid) == arg)
		return;
	snprintf(buf, sizeof(buf), "%d is a thread of process %d, but the "
		 "kernel records the process: SIGIO may go to any of its "
		 "threads, and F_GETOWN now reads back 0", arg, atoi(tgid));
	setown_note(tcp, r, "F_SETOWN", buf);
}

void kind_setown_exit(struct tcb *tcp, const struct rule *r)
{
	const struct setown_params *p = &r->p.setown;
	const struct setown_proc *st;
	uint64_t cmd, arg;
	char buf[200];
	int owner;

	if (!opnd_value(tcp, &p->cmd, &cmd) || !opnd_value(tcp, &p->arg, &arg))
		return;
	if ((int)cmd == SETOWN_F_SETOWN && !tcp->err) {
		setown_set(tcp, r, (int)tcp->args[0], (int)arg);
		return;
	}
	if ((int)cmd != SETOWN_F_GETOWN || !tcp->err ||
	    !(st = kind_proc_peek(tcp, K_SETOWN)))
		return;
	if (!owner_get(st, (int)tcp->args[0], &owner) ||
	    owner != (int)tcp->rval)
		return;
	snprintf(buf, sizeof(buf), "the return %lld is process group %d, "
		 "not the error %s it looks like", (long long)tcp->rval,
		 -owner, errno_name(tcp->err) ? errno_name(tcp->err) : "code");
	setown_note(tcp, r, "F_GETOWN", buf);
}
