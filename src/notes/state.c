/* The stateful kinds and the per-process trackers they share:
 *  - closed descriptors (bad-fd): numbers this program closed and that
 *    no call seen since has handed out again;
 *  - inotify descriptors and IN_MOVED_FROM cookies waiting for a partner;
 *  - F_SETOWN owners per descriptor;
 *  - which once-per-process notes were already given.
 * Hung on proc_of(tcp)->notes, freed with the process. */
#include "notes/engine.h"
#include "decode/printers.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#define MAX_CLOSED 256
#define MAX_PENDING 16
#define MAX_INOTIFY 8
#define MAX_OWNERS 16

#define IN_MOVED_FROM_ 0x40u
#define IN_MOVED_TO_ 0x80u
#define F_SETOWN_ 8
#define F_GETOWN_ 9
#define MAP_ANONYMOUS_ 0x20u

struct closed_fd {
	int fd;
	const char *closer;	/* static syscall name */
};

struct pending_move {
	uint32_t cookie;
	char name[80];
};

struct inotify_fd {
	int fd;
	unsigned npend;
	struct pending_move pend[MAX_PENDING];
};

struct owner {
	int fd, owner;
};

struct notes_proc {
	unsigned nclosed;
	struct closed_fd closed[MAX_CLOSED];
	unsigned nino;
	struct inotify_fd *ino;	/* MAX_INOTIFY, made at the first one */
	unsigned nowners;
	struct owner owners[MAX_OWNERS];
	uint64_t *once;		/* one bit per rule */
};

static const struct rule *inotify_rule;

struct notes_proc *nproc_of(struct tcb *tcp)
{
	struct proc *p = proc_of(tcp);

	if (!p->notes) {
		struct notes_proc *np = xcalloc(1, sizeof(*np));

		np->once = xcalloc((rules_count + 63) / 64, sizeof(uint64_t));
		p->notes = np;
		proc_free_notes = nproc_free;
	}
	return p->notes;
}

void nproc_free(void *p)
{
	struct notes_proc *np = p;

	free(np->once);
	free(np->ino);
	free(np);
}

/* The child of a fork has a copy of the parent's descriptor table.
 * Nothing to copy, nothing to make: with -f on a shell loop, most
 * children exec at once and the new program starts from scratch. */
void nproc_fork(struct tcb *parent, struct tcb *child)
{
	struct notes_proc *from, *to;

	if (child->pid != child->tid || !parent->proc || !parent->proc->notes)
		return;
	from = parent->proc->notes;
	if (!from->nclosed && !from->nowners)
		return;
	to = nproc_of(child);
	memcpy(to->closed, from->closed, sizeof(from->closed));
	to->nclosed = from->nclosed;
	memcpy(to->owners, from->owners, sizeof(from->owners));
	to->nowners = from->nowners;
}

/* A new program: it cannot hold stale numbers of the old one, and
 * close-on-exec descriptors are gone. Forget what the old image did. */
void nproc_exec(struct tcb *tcp)
{
	struct notes_proc *np = proc_of(tcp)->notes;

	if (!np)
		return;		/* nothing tracked yet */
	np->nclosed = 0;
	np->nino = 0;
	memset(np->once, 0, (rules_count + 63) / 64 * sizeof(uint64_t));
}

bool nproc_once(struct tcb *tcp, const struct rule *r)
{
	struct notes_proc *np = nproc_of(tcp);
	unsigned i = (unsigned)(r - rules);

	if (np->once[i / 64] >> (i % 64) & 1)
		return false;
	np->once[i / 64] |= 1ull << (i % 64);
	return true;
}

/* ---- closed descriptors ---------------------------------------------- */

static struct closed_fd *closed_find(struct notes_proc *np, int fd)
{
	for (unsigned i = 0; i < np->nclosed; i++)
		if (np->closed[i].fd == fd)
			return &np->closed[i];
	return NULL;
}

static void closed_del(struct notes_proc *np, int fd)
{
	struct closed_fd *c = closed_find(np, fd);

	if (c)
		*c = np->closed[--np->nclosed];
}

static void closed_add(struct notes_proc *np, int fd, const char *closer)
{
	if (fd < 0 || closed_find(np, fd))
		return;
	if (np->nclosed == MAX_CLOSED)	/* forget the oldest */
		memmove(np->closed, np->closed + 1,
			--np->nclosed * sizeof(np->closed[0]));
	np->closed[np->nclosed].fd = fd;
	np->closed[np->nclosed++].closer = closer;
}

static bool fd_is_open(pid_t pid, int fd)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/%d/fd/%d", pid, fd);
	return access(path, F_OK) == 0;
}

/* A closed number in use at entry: if /proc shows it open, something
 * we did not see (a filtered call, SCM_RIGHTS) reused it. */
static void check_fd(struct tcb *tcp, struct notes_proc *np, int fd)
{
	struct closed_fd *c = closed_find(np, fd);
	struct kind_call *k = kcall_of(tcp);

	if (!c)
		return;
	if (fd_is_open(tcp->pid, fd)) {
		closed_del(np, fd);
		return;
	}
	k->stale_fd = fd;
	k->stale_closer = c->closer;
}

static bool is_fd_arg(const struct argdesc *ad)
{
	return ad->fn == print_fd || ad->fn == print_dirfd;
}

/* close_range closes only what is open: record those, not the range. */
static void close_range_entry(struct tcb *tcp, const struct rule *r)
{
	struct notes_proc *np = nproc_of(tcp);
	uint64_t lo, hi;
	struct dirent *de;
	char path[64];
	DIR *d;

	if (!conds_hold(tcp, r) || !opnd_value(tcp, &r->a, &lo) ||
	    !opnd_value(tcp, &r->b, &hi))
		return;
	snprintf(path, sizeof(path), "/proc/%d/fd", tcp->pid);
	d = opendir(path);
	if (!d)
		return;
	while ((de = readdir(d))) {
		long fd = strtol(de->d_name, NULL, 10);

		if (de->d_name[0] != '.' && (uint64_t)fd >= (uint32_t)lo &&
		    (uint64_t)fd <= (uint32_t)hi && np->nclosed < MAX_CLOSED)
			closed_add(np, (int)fd, "close_range");
	}
	closedir(d);
}

/* fcntl(fd, F_GETFD) and F_GETFL are how programs ask "is this fd
 * open?" (gnulib and make do it for 0..2 and inherited fds): an EBADF
 * there is the answer they want, not a use after close. */
static bool is_open_probe(const struct tcb *tcp)
{
	if (!(sd_traits(tcp->sd) & (SDT_FCNTL | SDT_FCNTL64)))
		return false;
	return (int)tcp->args[1] == F_GETFD || (int)tcp->args[1] == F_GETFL;
}

void fdstate_entry(struct tcb *tcp, const struct rule *r)
{
	struct notes_proc *np;

	if (r->opt & FD_RANGE) {
		close_range_entry(tcp, r);
		return;
	}
	if (!tcp->proc || !tcp->proc->notes)
		return;		/* nothing closed yet */
	np = tcp->proc->notes;
	if (!np->nclosed)
		return;
	if (r->opt & FD_CLOSES) {
		check_fd(tcp, np, (int)tcp->args[r->a.arg]);
	} else if ((r->opt & FD_USES) && tcp->sd && !is_open_probe(tcp)) {
		for (unsigned i = 0; i < tcp->sd->nargs; i++)
			if (is_fd_arg(&tcp->sd->args[i]))
				check_fd(tcp, np, (int)tcp->args[i]);
	}
}

static void bad_fd_note(struct tcb *tcp, const struct rule *r)
{
	struct kind_call *k = kcall_of(tcp);
	struct note_vars nv;

	if (k->bad_fd_done || !k->stale_closer || tcp->err != EBADF)
		return;
	k->bad_fd_done = true;
	nv.n = 0;
	var_str(&nv, "call", "%s", call_name(tcp));
	var_num(&nv, "fd", (uint64_t)k->stale_fd);
	var_str(&nv, "closer", "%s", k->stale_closer);
	if (sd_traits(tcp->sd) & SDT_CLOSE)
		var_str(&nv, "what", "this second close fails with EBADF; "
			"had anything reopened it, it would have closed "
			"someone else's file");
	else
		var_str(&nv, "what", "%s fails with EBADF; had anything "
			"reopened it, it would use someone else's file",
			call_name(tcp));
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}

void fdstate_exit(struct tcb *tcp, const struct rule *r)
{
	struct notes_proc *np;

	if (r->opt & (FD_USES | FD_CLOSES))
		bad_fd_note(tcp, r);
	if (r->opt & FD_CLOSES) {
		/* The number is free even when close fails (EINTR, EIO);
		 * only EBADF means it was not open. */
		if (tcp->err == EBADF)
			return;
		closed_add(nproc_of(tcp), (int)tcp->args[r->a.arg],
			   call_name(tcp));
	} else if ((r->opt & FD_REOPENS) && !tcp->err && tcp->proc &&
		   (np = tcp->proc->notes)) {
		closed_del(np, (int)tcp->args[r->a.arg]);
	}
}

static bool makes_fd(const struct tcb *tcp, unsigned traits)
{
	if (traits & SDT_MAKES_FD)
		return true;
	if (traits & SDT_FCNTL)		/* F_DUPFD, F_DUPFD_CLOEXEC */
		return tcp->args[1] == 0 || tcp->args[1] == 1030;
	return false;
}

static void track_pair(struct tcb *tcp, struct notes_proc *np, uint64_t a)
{
	int fds[2];

	if (umoven(tcp, a, sizeof(fds), fds) < 0)
		return;
	closed_del(np, fds[0]);
	closed_del(np, fds[1]);
}

static void inotify_closed(struct tcb *tcp, struct notes_proc *np, int fd);

/* Every exit, traced or filtered: numbers handed out leave the closed
 * set; inotify descriptors are remembered. */
void state_track_exit(struct tcb *tcp)
{
	struct notes_proc *np;
	unsigned t;

	if (tcp->err || !tcp->sd)
		return;
	t = sd_traits(tcp->sd);
	if (t & SDT_INOTIFY_INIT) {
		np = nproc_of(tcp);
		if (!np->ino)
			np->ino = xcalloc(MAX_INOTIFY, sizeof(*np->ino));
		if (np->nino < MAX_INOTIFY) {
			memset(&np->ino[np->nino], 0, sizeof(np->ino[0]));
			np->ino[np->nino++].fd = (int)tcp->rval;
		}
	}
	if (!tcp->proc || !(np = tcp->proc->notes))
		return;
	if (np->nino && (t & SDT_CLOSE))
		inotify_closed(tcp, np, (int)tcp->args[0]);
	if (!np->nclosed)
		return;
	if (t & SDT_PIPE)
		track_pair(tcp, np, tcp->args[0]);
	else if (t & SDT_SOCKETPAIR)
		track_pair(tcp, np, tcp->args[3]);
	else if (makes_fd(tcp, t) && tcp->rval >= 0)
		closed_del(np, (int)tcp->rval);
}

bool vma_exact(pid_t pid, uint64_t start, uint64_t end)
{
	unsigned long long lo, hi;
	char path[64], line[512];
	bool found = false;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/maps", pid);
	f = fopen(path, "re");
	if (!f)
		return false;
	while (!found && fgets(line, sizeof(line), f))
		found = sscanf(line, "%llx-%llx", &lo, &hi) == 2 &&
			lo == start && hi == end;
	fclose(f);
	return found;
}

/* ---- mmap-fixed ------------------------------------------------------ */

struct fixed_scan {
	uint64_t start, end;
	bool have_file;
	unsigned file_major, file_minor;
	uint64_t file_ino;
	char file_path[256];
	unsigned nvict;
	bool all_reserved;	/* PROT_NONE or the same file */
	char *out;
	size_t size, len;
};

static void scan_line(struct fixed_scan *fs, const char *line)
{
	unsigned long long lo, hi, off, ino;
	unsigned maj, min;
	char perms[8], path[256] = "";
	bool same;

	if (sscanf(line, "%llx-%llx %7s %llx %x:%x %llu %255[^\n]", &lo, &hi,
		   perms, &off, &maj, &min, &ino, path) < 7)
		return;
	if (hi <= fs->start || lo >= fs->end)
		return;
	/* overlayfs shows the lower inode in maps: the path decides too */
	same = fs->have_file && ((ino == fs->file_ino &&
		maj == fs->file_major && min == fs->file_minor) ||
		!strcmp(path, fs->file_path));
	if (strncmp(perms, "---", 3) && !same)
		fs->all_reserved = false;
	if (fs->nvict++ < 3 && fs->len + 4 < fs->size) {
		char clean[120];

		escape_bytes(clean, sizeof(clean), (const unsigned char *)
			     (path[0] ? path : "anonymous"),
			     strlen(path[0] ? path : "anonymous"));
		fs->len += (size_t)snprintf(fs->out + fs->len,
			fs->size - fs->len, "%s[%#llx, %#llx) %s %s",
			fs->nvict > 1 ? ", " : "", lo, hi, perms, clean);
	}
}

static void fixed_file(struct tcb *tcp, struct fixed_scan *fs, int fd)
{
	char path[64];
	struct stat st;
	ssize_t n;

	snprintf(path, sizeof(path), "/proc/%d/fd/%d", tcp->pid, fd);
	if (stat(path, &st) < 0)
		return;
	fs->have_file = true;
	n = readlink(path, fs->file_path, sizeof(fs->file_path) - 1);
	fs->file_path[n > 0 ? n : 0] = '\0';
	fs->file_major = major(st.st_dev);
	fs->file_minor = minor(st.st_dev);
	fs->file_ino = st.st_ino;
}

void mmap_fixed_entry(struct tcb *tcp, const struct rule *r)
{
	struct kind_call *k = kcall_of(tcp);
	struct fixed_scan fs = { .all_reserved = true };
	uint64_t addr, len, flags, p = page_size();
	char path[64], line[512];
	FILE *f;

	if (!opnd_value(tcp, &r->a, &addr) || !opnd_value(tcp, &r->b, &len) ||
	    !opnd_value(tcp, &r->c, &flags) || !(flags & r->mask) || !len)
		return;
	fs.start = addr;
	fs.end = (addr + len + p - 1) & ~(p - 1);
	fs.out = k->victims;
	fs.size = sizeof(k->victims);
	if (!(flags & MAP_ANONYMOUS_))
		fixed_file(tcp, &fs, (int)tcp->args[4]);
	snprintf(path, sizeof(path), "/proc/%d/maps", tcp->pid);
	f = fopen(path, "re");
	if (!f)
		return;
	while (fgets(line, sizeof(line), f))
		scan_line(&fs, line);
	fclose(f);
	if (!fs.nvict)
		return;
	if (fs.nvict > 3)
		snprintf(k->victims + fs.len, sizeof(k->victims) - fs.len,
			 " and %u more", fs.nvict - 3);
	k->fixed_pending = true;
	k->fixed_start = fs.start;
	k->fixed_end = fs.end;
	/* Mapping into your own PROT_NONE reservation, or over another
	 * part of the same file (how ld.so maps segments), is the safe
	 * MAP_FIXED pattern. */
	k->fixed_sev = fs.all_reserved ? SEV_INFO : note_defs[r->note].severity;
}

void mmap_fixed_exit(struct tcb *tcp, const struct rule *r)
{
	struct kind_call *k = kcall_of(tcp);
	struct note_vars nv;
	struct note *n;

	if (!k->fixed_pending || tcp->err ||
	    (uint64_t)tcp->rval != k->fixed_start)
		return;
	nv.n = 0;
	var_str(&nv, "call", "%s", call_name(tcp));
	var_num(&nv, "start", k->fixed_start);
	var_num(&nv, "end", k->fixed_end);
	var_str(&nv, "victims", "%s", k->victims);
	var_str(&nv, "safe", "%s", k->fixed_sev == SEV_INFO ? "; it was the "
		"same file or a PROT_NONE reservation: the safe pattern, as "
		"ld.so uses it" : "");
	n = note_emit(tcp, r, k->fixed_sev, &nv);
	if (!n)
		return;
	n->has_range = true;
	n->start = k->fixed_start;
	n->end = k->fixed_end;
}

/* ---- recvmmsg-timeout ------------------------------------------------ */

void recvmmsg_entry(struct tcb *tcp, const struct rule *r)
{
	struct kind_call *k = kcall_of(tcp);
	uint64_t addr;
	int64_t ts64[2];
	int32_t ts32[2];

	if (!opnd_value(tcp, &r->a, &addr) || !addr)
		return;
	if (is_wordsize4(tcp) && !(r->opt & R_TIME64)) {
		if (umoven(tcp, addr, sizeof(ts32), ts32) < 0)
			return;
		ts64[0] = ts32[0];
		ts64[1] = ts32[1];
	} else if (umoven(tcp, addr, sizeof(ts64), ts64) < 0) {
		return;
	}
	if (ts64[0] < 0 || ts64[1] < 0 || ts64[1] >= 1000000000 ||
	    ts64[0] > 1000000000)
		return;
	k->timed = true;
	k->timeout_ns = (uint64_t)ts64[0] * 1000000000u + (uint64_t)ts64[1];
	clock_gettime(CLOCK_MONOTONIC, &k->t0);
}

void recvmmsg_exit(struct tcb *tcp, const struct rule *r)
{
	struct kind_call *k = kcall_of(tcp);
	struct timespec now;
	struct note_vars nv;
	uint64_t el;

	if (!k->timed)
		return;
	clock_gettime(CLOCK_MONOTONIC, &now);
	el = (uint64_t)(now.tv_sec - k->t0.tv_sec) * 1000000000u +
	     (uint64_t)(now.tv_nsec - k->t0.tv_nsec);
	/* 10 ms of slack for scheduling and our own stops. */
	if (el <= k->timeout_ns + 10000000u)
		return;
	nv.n = 0;
	var_str(&nv, "call", "%s", call_name(tcp));
	var_str(&nv, "elapsed", "%.3f", el / 1e9);
	var_str(&nv, "timeout", "%.3f", k->timeout_ns / 1e9);
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}

/* ---- inotify-pairing ------------------------------------------------- */

static struct inotify_fd *inotify_find(struct notes_proc *np, int fd)
{
	for (unsigned i = 0; i < np->nino; i++)
		if (np->ino[i].fd == fd)
			return &np->ino[i];
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

static void inotify_closed(struct tcb *tcp, struct notes_proc *np, int fd)
{
	struct inotify_fd *in = inotify_find(np, fd);

	if (!in)
		return;
	for (unsigned i = 0; i < in->npend; i++)
		move_note(tcp, &in->pend[i], "never got its IN_MOVED_TO "
			  "before the descriptor was closed: the file left "
			  "the watched directories");
	*in = np->ino[--np->nino];
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
		if ((ev[j].mask & IN_MOVED_TO_) &&
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

void inotify_exit(struct tcb *tcp, const struct rule *r)
{
	static unsigned char buf[65536];
	struct ino_event ev[256];
	struct inotify_fd *in;
	struct notes_proc *np;
	size_t len;
	unsigned n;

	inotify_rule = r;
	if (tcp->err || tcp->rval <= 0 || !tcp->proc ||
	    !(np = tcp->proc->notes))
		return;
	in = inotify_find(np, (int)tcp->args[r->a.arg]);
	if (!in)
		return;
	len = (size_t)tcp->rval < sizeof(buf) ? (size_t)tcp->rval : sizeof(buf);
	if (umoven(tcp, tcp->args[r->b.arg], len, buf) < 0)
		return;
	n = parse_events(buf, len, ev, 256);
	for (unsigned i = 0; i < n; i++) {
		struct pending_move m;

		if (ev[i].mask & IN_MOVED_TO_)
			match_pending(tcp, in, &ev[i]);
		if (!(ev[i].mask & IN_MOVED_FROM_) || partner_in(ev, n, i))
			continue;
		m.cookie = ev[i].cookie;
		escape_bytes(m.name, sizeof(m.name), ev[i].name, ev[i].nlen);
		move_note(tcp, &m, "has no IN_MOVED_TO in this read");
		if (in->npend < MAX_PENDING)
			in->pend[in->npend++] = m;
	}
}

/* ---- setown ---------------------------------------------------------- */

static void owner_set(struct notes_proc *np, int fd, int owner)
{
	for (unsigned i = 0; i < np->nowners; i++)
		if (np->owners[i].fd == fd) {
			np->owners[i].owner = owner;
			return;
		}
	if (np->nowners < MAX_OWNERS)
		np->owners[np->nowners++] = (struct owner){ fd, owner };
}

static bool owner_get(struct notes_proc *np, int fd, int *owner)
{
	for (unsigned i = 0; i < np->nowners; i++)
		if (np->owners[i].fd == fd) {
			*owner = np->owners[i].owner;
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

	owner_set(nproc_of(tcp), fd, arg);
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

void setown_exit(struct tcb *tcp, const struct rule *r)
{
	uint64_t cmd, arg;
	char buf[200];
	int owner;

	if (!opnd_value(tcp, &r->a, &cmd) || !opnd_value(tcp, &r->b, &arg))
		return;
	if ((int)cmd == F_SETOWN_ && !tcp->err) {
		setown_set(tcp, r, (int)tcp->args[0], (int)arg);
		return;
	}
	if ((int)cmd != F_GETOWN_ || !tcp->err || !tcp->proc ||
	    !tcp->proc->notes)
		return;
	if (!owner_get(tcp->proc->notes, (int)tcp->args[0], &owner) ||
	    owner != (int)tcp->rval)
		return;
	snprintf(buf, sizeof(buf), "the return %lld is process group %d, "
		 "not the error %s it looks like", (long long)tcp->rval,
		 -owner, errno_name(tcp->err) ? errno_name(tcp->err) : "code");
	setown_note(tcp, r, "F_GETOWN", buf);
}
