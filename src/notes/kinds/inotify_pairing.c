/* inotify-pairing: an IN_MOVED_FROM whose IN_MOVED_TO is not in the same
 * read() (a later read, or never). Tracks the inotify descriptors and the
 * cookies still waiting for a partner.
 *
 * When the descriptor is closed with a cookie still waiting, the partner
 * either never came (the file left the watched directories) or is still
 * queued, unread: the program read one event at a time and stopped. Just
 * before the close runs (its entry), the queue is still there: abitrace
 * takes a copy of the descriptor (pidfd_getfd) and asks FIONREAD how many
 * bytes of events wait, reading none. Which events they are, nothing
 * shows without reading them; but a rename the program made itself is
 * known: at its exit abitrace notes the old name and the new name's
 * directory, and the inotify descriptor's fdinfo lists the inodes it
 * watches. A rename into a watched directory queued the IN_MOVED_TO
 * (inotify(7)); one into a directory not watched made none. */
#include "notes/engine.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#define INOTIFY_MAX_PENDING 16
#define INOTIFY_MAX_FDS 8
#define INOTIFY_MAX_RENAMES 16
#define INOTIFY_MOVED_FROM 0x40u
#define INOTIFY_MOVED_TO 0x80u

/* What became of a waiting cookie's partner, decided at the close. */
enum {
	FATE_UNKNOWN,		/* nothing known */
	FATE_QUEUED,		/* made by the program's rename: unread */
	FATE_LEFT,		/* the file left the watched directories */
	FATE_MAYBE,		/* events unread; the rename was not ours */
};

struct pending_move {
	uint32_t cookie;
	unsigned char fate;
	char name[80];
};

struct inotify_fd {
	int fd;
	unsigned npend;
	long queued;		/* bytes unread at the close; -1 unknown */
	struct pending_move pend[INOTIFY_MAX_PENDING];
};

/* A rename of this process: the old name's last component (escaped as
 * the note shows it) and the directory the new name is in. */
struct inotify_rename {
	char old_base[80];
	bool have_dir;
	uint64_t dev, ino;
};

/* Made at a process's first inotify descriptor. */
struct inotify_proc {
	unsigned nino;
	struct inotify_fd ino[INOTIFY_MAX_FDS];
	unsigned nren, next_ren;
	struct inotify_rename ren[INOTIFY_MAX_RENAMES];
};

/* The read rule, for the notes a close gives. */
static const struct rule *inotify_rule;

static struct inotify_fd *inotify_find(struct inotify_proc *st, int fd)
{
	for (unsigned i = 0; i < st->nino; i++)
		if (st->ino[i].fd == fd)
			return &st->ino[i];
	return NULL;
}

static void move_note(struct tcb *tcp, const struct pending_move *m,
		      const char *what)
{
	struct note_vars nv;

	if (!inotify_rule)
		return;
	nv.n = 0;
	var_str(&nv, "call", "%s", call_name(tcp));
	var_str(&nv, "name", "%s", m->name);
	var_num(&nv, "cookie", m->cookie);
	var_str(&nv, "what", "%s", what);
	note_emit(tcp, inotify_rule, note_defs[inotify_rule->note].severity,
		  &nv);
}

static void inotify_closed(struct tcb *tcp, struct inotify_proc *st, int fd)
{
	struct inotify_fd *in = inotify_find(st, fd);
	char what[256];

	if (!in)
		return;
	for (unsigned i = 0; i < in->npend; i++) {
		switch (in->pend[i].fate) {
		case FATE_QUEUED:
			snprintf(what, sizeof(what), "was not read: its "
				 "IN_MOVED_TO (from this program's rename into "
				 "a watched directory) was still queued, with "
				 "%ld bytes of events, when the descriptor was "
				 "closed", in->queued);
			break;
		case FATE_LEFT:
			snprintf(what, sizeof(what), "never got its "
				 "IN_MOVED_TO before the descriptor was closed: "
				 "the file left the watched directories");
			break;
		case FATE_MAYBE:
			snprintf(what, sizeof(what), "never got its "
				 "IN_MOVED_TO before the descriptor was closed "
				 "with %ld bytes of events not read: it may be "
				 "among them, or the file left the watched "
				 "directories", in->queued);
			break;
		default:
			snprintf(what, sizeof(what), "never got its "
				 "IN_MOVED_TO before the descriptor was closed: "
				 "it was not read, or the file left the watched "
				 "directories");
			break;
		}
		move_note(tcp, &in->pend[i], what);
	}
	*in = st->ino[--st->nino];
}

/* Bytes of events the descriptor holds unread, asked of a copy of it
 * (reading none: FIONREAD); -1 when that cannot be known. */
static long queued_bytes(const struct tcb *tcp, int fd)
{
#if defined(__NR_pidfd_open) && defined(__NR_pidfd_getfd)
	char path[64], link[64];
	int pidfd, copy, n = -1;
	ssize_t len;

	/* Only an inotify descriptor gets an ioctl of ours. */
	snprintf(path, sizeof(path), "/proc/%d/fd/%d", tcp->tid, fd);
	len = readlink(path, link, sizeof(link) - 1);
	if (len < 0)
		return -1;
	link[len] = '\0';
	if (strcmp(link, "anon_inode:inotify"))
		return -1;
	pidfd = (int)syscall(__NR_pidfd_open, tcp->pid, 0);
	if (pidfd < 0)
		return -1;
	copy = (int)syscall(__NR_pidfd_getfd, pidfd, fd, 0);
	close(pidfd);
	if (copy < 0)
		return -1;
	if (ioctl(copy, FIONREAD, &n) < 0)
		n = -1;
	close(copy);
	return n;
#else
	(void)tcp;
	(void)fd;
	return -1;
#endif
}

/* Whether the inotify descriptor fd watches the directory dev:ino: its
 * /proc fdinfo has a line "inotify wd:W ino:INO sdev:DEV ..." per watch,
 * DEV in the kernel's own encoding (major << 20 | minor). -1 when the
 * fdinfo does not read. */
static int watches(const struct tcb *tcp, int fd, uint64_t dev, uint64_t ino)
{
	unsigned long long wino, wdev;
	char path[64], line[512];
	uint64_t kdev = (uint64_t)major(dev) << 20 | minor(dev);
	int found = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/fdinfo/%d", tcp->tid, fd);
	f = fopen(path, "re");
	if (!f)
		return -1;
	while (!found && fgets(line, sizeof(line), f)) {
		const char *w = strstr(line, " ino:");

		if (strncmp(line, "inotify ", 8) || !w ||
		    sscanf(w, " ino:%llx sdev:%llx", &wino, &wdev) != 2)
			continue;
		found = wino == ino && wdev == kdev;
	}
	fclose(f);
	return found;
}

static const struct inotify_rename *rename_of(const struct inotify_proc *st,
					      const char *name)
{
	/* The latest first: the ring's slot before next_ren. */
	for (unsigned i = 1; i <= st->nren; i++) {
		unsigned j = (st->next_ren + INOTIFY_MAX_RENAMES - i) %
			     INOTIFY_MAX_RENAMES;

		if (!strcmp(st->ren[j].old_base, name))
			return &st->ren[j];
	}
	return NULL;
}

/* The close's entry, while the queue is still there: decides the fate
 * of each waiting cookie. */
static void closing(struct tcb *tcp, struct inotify_proc *st, int fd)
{
	struct inotify_fd *in = inotify_find(st, fd);

	if (!in || !in->npend)
		return;
	in->queued = queued_bytes(tcp, fd);
	for (unsigned i = 0; i < in->npend; i++) {
		struct pending_move *m = &in->pend[i];
		const struct inotify_rename *rn = rename_of(st, m->name);
		int w = rn && rn->have_dir ? watches(tcp, fd, rn->dev, rn->ino) : -1;

		if (w == 0)
			m->fate = FATE_LEFT;
		else if (w == 1 && in->queued > 0)
			m->fate = FATE_QUEUED;
		else if (w < 0 && in->queued == 0)
			m->fate = FATE_LEFT;	/* nothing waits: none came */
		else if (w < 0 && in->queued > 0)
			m->fate = FATE_MAYBE;
		else
			m->fate = FATE_UNKNOWN;
	}
}

void kind_inotify_pairing_entry(struct tcb *tcp, const struct rule *r)
{
	const struct inotify_pairing_params *p = &r->p.inotify_pairing;
	struct inotify_proc *st;

	if (p->buf.kind != OP_NONE)	/* the read line: at exit */
		return;
	st = kind_proc_peek(tcp, K_INOTIFY_PAIRING);
	if (st && st->nino)
		closing(tcp, st, (int)tcp->args[p->fd.arg]);
}

struct ino_event {
	uint32_t mask, cookie;
	const unsigned char *name;
	size_t nlen;
};

/* Splits the buffer into events; returns how many fit in ev[]. */
static unsigned parse_events(const unsigned char *buf, size_t len,
			     struct ino_event *ev, unsigned max)
{
	unsigned n = 0;
	size_t off = 0;

	while (off + 16 <= len && n < max) {
		uint32_t h[4];

		memcpy(h, buf + off, sizeof(h));
		if (h[3] > len - off - 16)
			break;	/* a torn record: do not trust the rest */
		ev[n].mask = h[1];
		ev[n].cookie = h[2];
		ev[n].name = buf + off + 16;
		ev[n].nlen = strnlen((const char *)buf + off + 16, h[3]);
		n++;
		off += 16 + h[3];
	}
	return n;
}

static bool partner_in(const struct ino_event *ev, unsigned n, unsigned from)
{
	for (unsigned j = from + 1; j < n; j++)
		if ((ev[j].mask & INOTIFY_MOVED_TO) &&
		    ev[j].cookie == ev[from].cookie)
			return true;
	return false;
}

static void match_pending(struct tcb *tcp, struct inotify_fd *in,
			  const struct ino_event *e)
{
	for (unsigned i = 0; i < in->npend; i++) {
		if (in->pend[i].cookie != e->cookie)
			continue;
		move_note(tcp, &in->pend[i], "from an earlier read got its "
			  "IN_MOVED_TO only in this read");
		in->pend[i] = in->pend[--in->npend];
		return;
	}
}

void kind_inotify_pairing_exit(struct tcb *tcp, const struct rule *r)
{
	const struct inotify_pairing_params *p = &r->p.inotify_pairing;
	static unsigned char buf[65536];
	struct ino_event ev[256];
	struct inotify_proc *st;
	struct inotify_fd *in;
	size_t len;
	unsigned n;

	if (p->buf.kind == OP_NONE)	/* the close line: at entry */
		return;
	inotify_rule = r;
	if (tcp->rval <= 0 || !(st = kind_proc_peek(tcp, K_INOTIFY_PAIRING)))
		return;
	in = inotify_find(st, (int)tcp->args[p->fd.arg]);
	if (!in)
		return;
	len = (size_t)tcp->rval < sizeof(buf) ? (size_t)tcp->rval : sizeof(buf);
	if (umoven(tcp, tcp->args[p->buf.arg], len, buf) < 0)
		return;
	n = parse_events(buf, len, ev, 256);
	for (unsigned i = 0; i < n; i++) {
		struct pending_move m;

		if (ev[i].mask & INOTIFY_MOVED_TO)
			match_pending(tcp, in, &ev[i]);
		if (!(ev[i].mask & INOTIFY_MOVED_FROM) || partner_in(ev, n, i))
			continue;
		m.cookie = ev[i].cookie;
		escape_bytes(m.name, sizeof(m.name), ev[i].name, ev[i].nlen);
		move_note(tcp, &m, "has no IN_MOVED_TO in this read");
		if (in->npend < INOTIFY_MAX_PENDING)
			in->pend[in->npend++] = m;
	}
}

/* The directory that path (relative to dirfd) is in, seen from the
 * tracee: through its /proc root, cwd or descriptor, never following a
 * name onto an automount point. */
static bool parent_dir(const struct tcb *tcp, int64_t dirfd, const char *path,
		       struct stat *sb)
{
	char full[4352], dir[4096];
	const char *slash = strrchr(path, '/');

	if (!slash)
		snprintf(dir, sizeof(dir), ".");
	else if (slash == path)
		snprintf(dir, sizeof(dir), "/");
	else
		snprintf(dir, sizeof(dir), "%.*s", (int)(slash - path), path);
	if (dir[0] == '/')
		snprintf(full, sizeof(full), "/proc/%d/root%s", tcp->tid, dir);
	else if ((int)dirfd == AT_FDCWD)
		snprintf(full, sizeof(full), "/proc/%d/cwd/%s", tcp->tid, dir);
	else
		snprintf(full, sizeof(full), "/proc/%d/fd/%d/%s", tcp->tid,
			 (int)dirfd, dir);
	return fstatat(AT_FDCWD, full, sb, AT_NO_AUTOMOUNT) == 0 &&
	       S_ISDIR(sb->st_mode);
}

/* A rename that worked, in a process with inotify descriptors: its old
 * name's last component and its new name's directory. */
static void track_rename(struct tcb *tcp, struct inotify_proc *st)
{
	const char *name = tcp->sd->name;
	unsigned oldarg, newarg;
	int64_t newdirfd = AT_FDCWD;
	char oldp[4096], newp[4096];
	const char *base;
	struct inotify_rename *rn;
	struct stat sb;

	if (!strcmp(name, "rename")) {
		oldarg = 0, newarg = 1;
	} else if (!strcmp(name, "renameat") || !strcmp(name, "renameat2")) {
		oldarg = 1, newarg = 3;
		newdirfd = (int)tcp->args[2];
	} else {
		return;
	}
	if (umovestr(tcp, tcp->args[oldarg], sizeof(oldp), oldp) < 0 ||
	    umovestr(tcp, tcp->args[newarg], sizeof(newp), newp) < 0)
		return;
	oldp[sizeof(oldp) - 1] = newp[sizeof(newp) - 1] = '\0';
	rn = &st->ren[st->next_ren];
	st->next_ren = (st->next_ren + 1) % INOTIFY_MAX_RENAMES;
	if (st->nren < INOTIFY_MAX_RENAMES)
		st->nren++;
	base = strrchr(oldp, '/');
	base = base ? base + 1 : oldp;
	escape_bytes(rn->old_base, sizeof(rn->old_base),
		     (const unsigned char *)base, strlen(base));
	rn->have_dir = parent_dir(tcp, newdirfd, newp, &sb);
	rn->dev = rn->have_dir ? sb.st_dev : 0;
	rn->ino = rn->have_dir ? sb.st_ino : 0;
}

/* Every successful exit: inotify descriptors made and closed, and the
 * renames of a process that has some. */
void kind_inotify_pairing_track(struct tcb *tcp)
{
	unsigned t = sd_traits(tcp->sd);
	struct inotify_proc *st;

	if (t & SDT_INOTIFY_INIT) {
		st = kind_proc_data(tcp, K_INOTIFY_PAIRING, sizeof(*st));
		if (st->nino < INOTIFY_MAX_FDS) {
			memset(&st->ino[st->nino], 0, sizeof(st->ino[0]));
			st->ino[st->nino++].fd = (int)tcp->rval;
		}
	}
	st = kind_proc_peek(tcp, K_INOTIFY_PAIRING);
	if (!st || !st->nino)
		return;
	if (t & SDT_CLOSE)
		inotify_closed(tcp, st, (int)tcp->args[0]);
	else if (tcp->sd->classes & CLS_FILE)
		track_rename(tcp, st);
}

/* Close-on-exec or not, the new program starts with nothing pending. */
void kind_inotify_pairing_exec(struct tcb *tcp)
{
	struct inotify_proc *st = kind_proc_peek(tcp, K_INOTIFY_PAIRING);

	if (st)
		st->nino = st->nren = st->next_ren = 0;
}
