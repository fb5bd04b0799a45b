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
 * (inotify(7)); one into a directory not watched made none.
 *
 * The cookies belong to the inotify instance, an open file: fork gives
 * the child the same one (events either reads are gone for both), execve
 * keeps a descriptor without close-on-exec, dup, dup2, dup3 and
 * fcntl(F_DUPFD) give it another number. So the waiting cookies live in
 * a registry of open files here, and each descriptor table (policy
 * fd-table: shared by CLONE_FILES, copied by fork, state.c) maps its
 * numbers to them. The descriptors known to hold a file (process,
 * thread, number) are its holders: a close is the last one, the one
 * that ends the queue and may draw a note, only when kcmp(KCMP_FILE)
 * finds no other holder still holding it. A number is checked to be an
 * inotify descriptor (/proc/TID/fd) before its state is used: dup2 or
 * dup3 onto it, close_range, or a close abitrace did not see make it
 * something else, and its state is dropped. */
#include "notes/engine.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/close_range.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#define INOTIFY_MAX_PENDING 16
#define INOTIFY_MAX_FDS 16
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

/* An inotify instance (an open file) abitrace knows of. */
#define INOTIFY_MAX_FILES 64
#define INOTIFY_MAX_HOLDERS 8

struct inotify_file {
	unsigned id;		/* 0: a free slot; never reused */
	unsigned npend;
	long queued;		/* bytes unread at the close; -1 unknown */
	struct pending_move pend[INOTIFY_MAX_PENDING];
	unsigned nholders;
	struct { pid_t pid, tid; int fd; } holder[INOTIFY_MAX_HOLDERS];
	bool lost;		/* a holder still holding it was dropped */
};

static struct inotify_file ino_files[INOTIFY_MAX_FILES];
static unsigned ino_next_id = 1;

/* A number of a descriptor table that is an inotify descriptor. */
struct inotify_fd {
	int fd;
	unsigned id;		/* its struct inotify_file */
};

/* A rename of this process: the old name's last component (escaped as
 * the note shows it) and the directory the new name is in. */
struct inotify_rename {
	char old_base[80];
	bool have_dir;
	uint64_t dev, ino;
};

/* Per descriptor table (policy fd-table), made at its first inotify
 * descriptor. */
struct inotify_proc {
	unsigned nino;
	struct inotify_fd ino[INOTIFY_MAX_FDS];
	unsigned nren, next_ren;
	struct inotify_rename ren[INOTIFY_MAX_RENAMES];
};

/* The close's entry: whether it ends the last descriptor of the file. */
struct inotify_call {
	unsigned id;
	bool last;
};

/* The read rule, for the notes a close gives. */
static const struct rule *inotify_rule;

/* Whether fd of thread tid is an inotify descriptor now. */
static bool is_inotify(pid_t tid, int fd)
{
	char path[64], link[64];
	ssize_t len;

	snprintf(path, sizeof(path), "/proc/%d/fd/%d", tid, fd);
	len = readlink(path, link, sizeof(link) - 1);
	if (len < 0)
		return false;
	link[len] = '\0';
	return !strcmp(link, "anon_inode:inotify");
}

static struct inotify_file *file_of(unsigned id)
{
	for (unsigned i = 0; id && i < INOTIFY_MAX_FILES; i++)
		if (ino_files[i].id == id)
			return &ino_files[i];
	return NULL;
}

static bool holder_alive(const struct inotify_file *f, unsigned i)
{
	return is_inotify(f->holder[i].tid, f->holder[i].fd) ||
	       is_inotify(f->holder[i].pid, f->holder[i].fd);
}

static void holder_add(struct inotify_file *f, const struct tcb *tcp, int fd)
{
	unsigned i;

	for (i = 0; i < f->nholders; i++)
		if (f->holder[i].tid == tcp->tid && f->holder[i].fd == fd)
			return;
	if (f->nholders < INOTIFY_MAX_HOLDERS) {
		i = f->nholders++;
	} else {
		/* One that no longer holds it, or else the oldest. */
		for (i = 0; i < f->nholders && holder_alive(f, i); i++)
			;
		if (i == f->nholders) {
			/* No close can be known to be the last now. */
			f->lost = true;
			memmove(f->holder, f->holder + 1,
				(f->nholders - 1) * sizeof(f->holder[0]));
			i = f->nholders - 1;
		}
	}
	f->holder[i].pid = tcp->pid;
	f->holder[i].tid = tcp->tid;
	f->holder[i].fd = fd;
}

static void holder_del(struct inotify_file *f, unsigned i)
{
	f->holder[i] = f->holder[--f->nholders];
}

/* A new inotify instance, at fd of tcp: a slot of the registry, taking
 * one whose holders all let go of it, or else the oldest. */
static struct inotify_file *file_new(const struct tcb *tcp, int fd)
{
	struct inotify_file *f = NULL, *oldest = &ino_files[0];

	for (unsigned i = 0; i < INOTIFY_MAX_FILES && !f; i++) {
		struct inotify_file *c = &ino_files[i];
		unsigned h;

		if (!c->id) {
			f = c;
			break;
		}
		for (h = 0; h < c->nholders && !holder_alive(c, h); h++)
			;
		if (h == c->nholders)
			f = c;
		else if (c->id < oldest->id)
			oldest = c;
	}
	if (!f)
		f = oldest;
	memset(f, 0, sizeof(*f));
	f->id = ino_next_id++;
	if (!ino_next_id)
		ino_next_id = 1;
	holder_add(f, tcp, fd);
	return f;
}

#ifndef KCMP_FILE
#define KCMP_FILE 0
#endif
#ifndef KCMP_FILES
#define KCMP_FILES 2
#endif

/* kcmp(2) of two tasks' descriptors or tables: 0 the same, 1 or 2 not,
 * -1 with errno (ESRCH: no such task; EBADF: no such descriptor). */
static long kcmp_of(pid_t a, pid_t b, int type, int fa, int fb)
{
#ifdef __NR_kcmp
	return syscall(__NR_kcmp, a, b, type, fa, fb);
#else
	(void)a, (void)b, (void)type, (void)fa, (void)fb;
	errno = ENOSYS;
	return -1;
#endif
}

/* Whether a descriptor other than fd of tcp's table is known to hold
 * f: a holder in another table, or another number in this one, that
 * the kernel says refers to the same open file. Holders that no longer
 * do are forgotten. Where kcmp cannot tell (no kcmp, not allowed), a
 * holder that is still an inotify descriptor counts, and so does one
 * dropped for room (lost): the close then draws no note rather than a
 * wrong one. */
static bool other_holders(struct tcb *tcp, struct inotify_file *f, int fd)
{
	bool other = f->lost;

	for (unsigned i = 0; i < f->nholders;) {
		pid_t who = f->holder[i].tid;
		int hfd = f->holder[i].fd;
		long same_table, same;

		same_table = kcmp_of(tcp->tid, who, KCMP_FILES, 0, 0);
		if (same_table < 0 && errno == ESRCH) {
			who = f->holder[i].pid;
			same_table = kcmp_of(tcp->tid, who, KCMP_FILES, 0, 0);
		}
		if (same_table < 0 && errno == ESRCH) {
			holder_del(f, i);	/* gone: its descriptors too */
			continue;
		}
		if (same_table < 0) {
			/* kcmp cannot tell: this slot, or alive. */
			if (hfd == fd && (who == tcp->tid ||
					  f->holder[i].pid == tcp->pid)) {
				i++;
				continue;
			}
			if (!holder_alive(f, i)) {
				holder_del(f, i);
				continue;
			}
			other = true;
			i++;
			continue;
		}
		if (same_table == 0 && hfd == fd) {
			i++;		/* the descriptor being closed */
			continue;
		}
		same = kcmp_of(tcp->tid, who, KCMP_FILE, fd, hfd);
		if (same != 0) {
			holder_del(f, i);	/* closed, or something else */
			continue;
		}
		other = true;
		i++;
	}
	return other;
}

static struct inotify_fd *inotify_find(struct inotify_proc *st, int fd)
{
	for (unsigned i = 0; i < st->nino; i++)
		if (st->ino[i].fd == fd)
			return &st->ino[i];
	return NULL;
}

/* The number no longer refers to what the table said: forget it there
 * and as a holder of its file. */
static void fd_forget(const struct tcb *tcp, struct inotify_proc *st, int fd)
{
	struct inotify_fd *in = inotify_find(st, fd);
	struct inotify_file *f;

	if (!in)
		return;
	if ((f = file_of(in->id)))
		for (unsigned i = 0; i < f->nholders; i++)
			if (f->holder[i].fd == fd &&
			    (f->holder[i].tid == tcp->tid ||
			     f->holder[i].pid == tcp->pid)) {
				holder_del(f, i);
				break;
			}
	*in = st->ino[--st->nino];
}

static void fd_add(const struct tcb *tcp, struct inotify_proc *st, int fd,
		   struct inotify_file *f)
{
	fd_forget(tcp, st, fd);
	if (st->nino == INOTIFY_MAX_FDS)
		return;
	st->ino[st->nino].fd = fd;
	st->ino[st->nino++].id = f->id;
	holder_add(f, tcp, fd);
}

/* The file fd of tcp's table refers to, when it still is an inotify
 * descriptor; a stale number is forgotten. */
static struct inotify_file *file_at(struct tcb *tcp, struct inotify_proc *st,
				    int fd)
{
	struct inotify_fd *in = inotify_find(st, fd);
	struct inotify_file *f;

	if (!in)
		return NULL;
	f = file_of(in->id);
	if (!f || !is_inotify(tcp->tid, fd)) {
		fd_forget(tcp, st, fd);
		return NULL;
	}
	holder_add(f, tcp, fd);
	return f;
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

/* The exit of a close that ended the file's last descriptor: its
 * waiting cookies, with the fates its entry decided. */
static void inotify_closed(struct tcb *tcp, struct inotify_file *in)
{
	char what[256];

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
	memset(in, 0, sizeof(*in));
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

/* The close's entry, while the queue is still there: whether it ends
 * the file's last descriptor (another process's copy from fork, or a
 * dup, keeps the queue and its cookies), and then the fate of each
 * waiting cookie. */
static void closing(struct tcb *tcp, const struct rule *r,
		    struct inotify_proc *st, int fd)
{
	struct inotify_file *in = file_at(tcp, st, fd);
	struct inotify_call *c;

	if (!in)
		return;
	inotify_rule = r;
	c = kind_call_data(tcp, K_INOTIFY_PAIRING, sizeof(*c));
	c->id = in->id;
	c->last = !other_holders(tcp, in, fd);
	if (!c->last || !in->npend)
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
		closing(tcp, r, st, (int)tcp->call.args[p->fd.arg]);
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

static void match_pending(struct tcb *tcp, struct inotify_file *in,
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
	struct inotify_file *in;
	size_t len;
	unsigned n;

	if (p->buf.kind == OP_NONE)	/* the close line: at entry */
		return;
	inotify_rule = r;
	if (tcp->call.rval <= 0 ||
	    !(st = kind_proc_peek(tcp, K_INOTIFY_PAIRING)))
		return;
	in = file_at(tcp, st, (int)tcp->call.args[p->fd.arg]);
	if (!in)
		return;
	len = (size_t)tcp->call.rval < sizeof(buf) ? (size_t)tcp->call.rval :
	      sizeof(buf);
	if (umoven(tcp, tcp->call.args[p->buf.arg], len, buf) < 0)
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
	const char *name = tcp->call.sd->name;
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
		newdirfd = (int)tcp->call.args[2];
	} else {
		return;
	}
	if (umovestr(tcp, tcp->call.args[oldarg], sizeof(oldp), oldp) < 0 ||
	    umovestr(tcp, tcp->call.args[newarg], sizeof(newp), newp) < 0)
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

/* dup, dup2, dup3, fcntl(F_DUPFD, F_DUPFD_CLOEXEC): the old number,
 * or -1 for any other call. */
static int dup_source(const struct tcb *tcp, unsigned t)
{
	const char *name = tcp->call.sd->name;

	if (t & (SDT_FCNTL | SDT_FCNTL64))
		return tcp->call.args[1] == 0 || tcp->call.args[1] == 1030 ?
		       (int)tcp->call.args[0] : -1;
	if (!strcmp(name, "dup") || !strcmp(name, "dup2") ||
	    !strcmp(name, "dup3"))
		return (int)tcp->call.args[0];
	return -1;
}

/* close_range without CLOSE_RANGE_CLOEXEC closed what was open in it. */
static void range_closed(const struct tcb *tcp, struct inotify_proc *st)
{
	uint32_t lo = (uint32_t)tcp->call.args[0];
	uint32_t hi = (uint32_t)tcp->call.args[1];

	if ((uint32_t)tcp->call.args[2] & CLOSE_RANGE_CLOEXEC)
		return;
	for (unsigned i = 0; i < st->nino;) {
		if ((uint32_t)st->ino[i].fd >= lo && (uint32_t)st->ino[i].fd <= hi) {
			fd_forget(tcp, st, st->ino[i].fd);
			continue;
		}
		i++;
	}
}

/* The exit of a close: the number is free; a close that ended the
 * file's last descriptor gives its waiting cookies' notes. */
static void fd_closed(struct tcb *tcp, struct inotify_proc *st, int fd)
{
	const struct inotify_call *c = kind_call_peek(tcp, K_INOTIFY_PAIRING);
	struct inotify_fd *in = inotify_find(st, fd);
	struct inotify_file *f;

	if (!in)
		return;
	f = file_of(in->id);
	fd_forget(tcp, st, fd);
	if (f && c && c->id == f->id && c->last)
		inotify_closed(tcp, f);
}

/* Every successful exit: inotify descriptors made, copied and closed,
 * numbers that now name something else, and the renames of a table
 * that has some. */
void kind_inotify_pairing_track(struct tcb *tcp)
{
	unsigned t = sd_traits(tcp->call.sd);
	struct inotify_proc *st;
	struct inotify_file *f;
	int from;

	if (t & SDT_INOTIFY_INIT) {
		st = kind_proc_data(tcp, K_INOTIFY_PAIRING, sizeof(*st));
		fd_add(tcp, st, (int)tcp->call.rval,
		       file_new(tcp, (int)tcp->call.rval));
		return;
	}
	st = kind_proc_peek(tcp, K_INOTIFY_PAIRING);
	if (!st || !st->nino)
		return;
	if (t & SDT_CLOSE) {
		fd_closed(tcp, st, (int)tcp->call.args[0]);
	} else if ((from = dup_source(tcp, t)) >= 0) {
		/* dup2(fd, fd) changes nothing. */
		if (from == (int)tcp->call.rval)
			return;
		f = file_at(tcp, st, from);
		if (f)
			fd_add(tcp, st, (int)tcp->call.rval, f);
		else	/* dup2 or dup3 onto a tracked number */
			fd_forget(tcp, st, (int)tcp->call.rval);
	} else if (!strcmp(tcp->call.sd->name, "close_range")) {
		range_closed(tcp, st);
	} else if ((t & SDT_MAKES_FD) && tcp->call.rval >= 0) {
		/* A number handed out again: its close was not seen. */
		fd_forget(tcp, st, (int)tcp->call.rval);
	} else if (tcp->call.sd->classes & CLS_FILE) {
		track_rename(tcp, st);
	}
}

/* A new process with a copy of its parent's table holds each file it
 * lists at the same number. */
void kind_inotify_pairing_fork(struct tcb *parent, struct tcb *child)
{
	struct inotify_proc *st = kind_proc_peek(child, K_INOTIFY_PAIRING);
	struct inotify_file *f;

	(void)parent;
	if (!st)
		return;
	for (unsigned i = 0; i < st->nino; i++)
		if ((f = file_of(st->ino[i].id)))
			holder_add(f, child, st->ino[i].fd);
}

/* execve closed the close-on-exec descriptors and kept the others
 * (state.c gave the process a copy of its table): those still inotify
 * descriptors keep their files and cookies. The renames were the old
 * program's. */
void kind_inotify_pairing_exec(struct tcb *tcp)
{
	struct inotify_proc *st = kind_proc_peek(tcp, K_INOTIFY_PAIRING);
	struct inotify_file *f;

	if (!st)
		return;
	st->nren = st->next_ren = 0;
	for (unsigned i = 0; i < st->nino;) {
		int fd = st->ino[i].fd;

		if (!(f = file_of(st->ino[i].id)) || !is_inotify(tcp->tid, fd)) {
			fd_forget(tcp, st, fd);
			continue;
		}
		holder_add(f, tcp, fd);
		i++;
	}
}
