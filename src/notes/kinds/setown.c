/* setown: F_SETOWN with a thread id (the kernel records the process)
 * or a process group (F_GETOWN returns it negative, which for groups
 * 1..4095 reads as an error), and such an F_GETOWN "error". */
#include "notes/engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define SETOWN_MAX_OWNERS 16
#define SETOWN_F_SETOWN 8
#define SETOWN_F_GETOWN 9

/* The owner belongs to the open file (f_owner), which dup() and fork()
 * share: the descriptor that set it and the one that reads it back may
 * be other numbers, in other processes. The open file itself has no
 * name abitrace can see, so the file it opened stands for it (its
 * device and inode, for a pipe or socket the pipefs/sockfs inode); two
 * opens of one file share an entry, and the last owner set wins, which
 * can only lose a note: one is made only when F_GETOWN's "error" is
 * that owner exactly. */
static struct {
	dev_t dev;
	ino_t ino;
	int owner;
} owners[SETOWN_MAX_OWNERS];
static unsigned nowners, next_slot;

/* The file behind the calling thread's FD (its own table). */
static bool fd_file(const struct tcb *tcp, int fd, struct stat *st)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/%d/fd/%d", tcp->tid, fd);
	return stat(path, st) == 0;
}

static void owner_set(const struct tcb *tcp, int fd, int owner)
{
	struct stat st;
	unsigned i;

	if (!fd_file(tcp, fd, &st))
		return;
	for (i = 0; i < nowners; i++)
		if (owners[i].dev == st.st_dev && owners[i].ino == st.st_ino)
			break;
	if (i == nowners) {
		/* Full: the oldest entry makes room (a missed note at worst). */
		if (nowners < SETOWN_MAX_OWNERS)
			nowners++;
		else
			i = next_slot++ % SETOWN_MAX_OWNERS;
	}
	owners[i].dev = st.st_dev;
	owners[i].ino = st.st_ino;
	owners[i].owner = owner;
}

static bool owner_get(const struct tcb *tcp, int fd, int *owner)
{
	struct stat st;

	if (!fd_file(tcp, fd, &st))
		return false;
	for (unsigned i = 0; i < nowners; i++)
		if (owners[i].dev == st.st_dev && owners[i].ino == st.st_ino) {
			*owner = owners[i].owner;
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

	owner_set(tcp, fd, arg);
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
	uint64_t cmd, arg;
	char buf[200];
	int owner;

	if (!opnd_value(tcp, &p->cmd, &cmd) || !opnd_value(tcp, &p->arg, &arg))
		return;
	if ((int)cmd == SETOWN_F_SETOWN && !tcp->call.err) {
		setown_set(tcp, r, (int)tcp->call.args[0], (int)arg);
		return;
	}
	if ((int)cmd != SETOWN_F_GETOWN || !tcp->call.err)
		return;
	if (!owner_get(tcp, (int)tcp->call.args[0], &owner) ||
	    owner != (int)tcp->call.rval)
		return;
	snprintf(buf, sizeof(buf), "the return %lld is process group %d, "
		 "not the error %s it looks like", (long long)tcp->call.rval,
		 -owner, errno_name(tcp->call.err) ?
		 errno_name(tcp->call.err) : "code");
	setown_note(tcp, r, "F_GETOWN", buf);
}
