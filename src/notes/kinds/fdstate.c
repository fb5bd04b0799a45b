/* fdstate: descriptors closed in a descriptor table and that no call
 * seen since has handed out again; using one draws bad-fd when the call
 * fails with EBADF. closes=, range= (close_range) and reopens=
 * (dup2/dup3's newfd) keep the set; uses=fd-args checks every fd
 * argument of every call.
 *
 * Each closed number keeps its history: who closed it (the dynamic
 * loader, or the program: which process and thread) and with what. A
 * number the loader closed was never the program's: it opens and closes
 * fd 3 (ld.so.cache, each library) before main, and a program that
 * later sweeps its descriptors (close for fd = 3..N, F_SETFD over 0..15,
 * fstat to see which are open) meets it closed. A sweep or probe (the
 * same call on the neighbour of the descriptor the thread named last
 * time) expects EBADF: not a use after close either. */
#include "notes/engine.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/close_range.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define FDSTATE_MAX_CLOSED 256
#define FDSTATE_CLOSE_RANGE_KNOWN (CLOSE_RANGE_UNSHARE | CLOSE_RANGE_CLOEXEC)

/* Who closed a number. */
enum { FD_BY_PROGRAM, FD_BY_LOADER };

struct fdstate_closed {
	int fd;
	unsigned char by;	/* FD_BY_* */
	pid_t pid, tid;		/* the task that closed it */
	const char *closer;	/* static syscall name */
	/* The evidence the note gives: where the close was (its site,
	 * escaped; "" when unknown) and when (the clock of -tt). An array,
	 * not a pointer: the table is copied as bytes at fork. */
	char site[96];
	struct timespec when;
};

/* Per descriptor table (policy fd-table). */
struct fdstate_proc {
	unsigned nclosed;
	struct fdstate_closed closed[FDSTATE_MAX_CLOSED];
};

/* Per thread: its last call of the kinds that sweeps are made of. */
struct fdstate_thread {
	bool valid;
	unsigned char pers;
	uint64_t scno, cmd;
	int fd;
};

struct fdstate_call {
	bool stale;		/* a closed fd in use */
	struct fdstate_closed was;	/* its history */
	bool sweep;		/* this call is a step of a sweep */
	bool done;
};

static struct fdstate_closed *closed_find(struct fdstate_proc *st, int fd)
{
	for (unsigned i = 0; i < st->nclosed; i++)
		if (st->closed[i].fd == fd)
			return &st->closed[i];
	return NULL;
}

static void closed_del(struct fdstate_proc *st, int fd)
{
	struct fdstate_closed *c = closed_find(st, fd);

	if (c)
		*c = st->closed[--st->nclosed];
}

/* Is bad-fd shown at all (its severity, error)? */
static bool fdstate_wanted(void)
{
	static int id = -2;

	if (id == -2)
		id = note_find("bad-fd");
	return id >= 0 && note_selected((unsigned)id, SEV_ERROR);
}

static void closed_add(struct tcb *tcp, struct fdstate_proc *st, int fd,
		       const char *closer)
{
	struct fdstate_closed *c;

	if (fd < 0 || closed_find(st, fd))
		return;
	if (st->nclosed == FDSTATE_MAX_CLOSED)	/* forget the oldest */
		memmove(st->closed, st->closed + 1,
			--st->nclosed * sizeof(st->closed[0]));
	c = &st->closed[st->nclosed++];
	c->fd = fd;
	c->closer = closer;
	c->pid = tcp->pid;
	c->tid = tcp->tid;
	/* The loader's own code: no stack walk needed to know. */
	c->by = proc_ip_in_loader(tcp) ? FD_BY_LOADER : FD_BY_PROGRAM;
	clock_gettime(CLOCK_REALTIME, &c->when);
	c->site[0] = '\0';
	/* A stack walk per close of the program doubled the cost of a
	 * trace of an open/close loop (bench W1): only with -k, which
	 * walks every call anyway, and only when bad-fd can be shown.
	 * Without it the note names the close by its time. */
	if (c->by == FD_BY_PROGRAM && notes_stacktrace() && fdstate_wanted())
		note_call_site(tcp, c->site, sizeof(c->site));
}

/* For failure-cause: the close abitrace saw of fd in tcp's descriptor
 * table (and that nothing reopened since), or NULL. */
static const struct fdstate_closed *fdstate_closer(struct tcb *tcp, int fd)
{
	struct fdstate_proc *st = kind_proc_peek(tcp, K_FDSTATE);

	return st ? closed_find(st, fd) : NULL;
}

static struct fdstate_proc *fdstate_of(struct tcb *tcp)
{
	return kind_proc_data(tcp, K_FDSTATE, sizeof(struct fdstate_proc));
}

/* The thread's own table: /proc/TID, which may not be its leader's
 * after unshare(CLONE_FILES). */
static bool fd_is_open(pid_t tid, int fd)
{
	static struct strbuf sb;

	/* "/proc/%d/fd/%d" without snprintf: at each use of a closed fd */
	sb.len = 0;
	sb_lit(&sb, "/proc/");
	sb_put_dec(&sb, tid);
	sb_lit(&sb, "/fd/");
	sb_put_dec(&sb, fd);
	return access(sb.s, F_OK) == 0;
}

/* A closed number in use at entry: if /proc shows it open, something
 * we did not see (a filtered call, SCM_RIGHTS) reused it. */
static void check_fd(struct tcb *tcp, struct fdstate_proc *st, int fd)
{
	struct fdstate_closed *c = closed_find(st, fd);
	struct fdstate_call *k;

	if (!c)
		return;
	if (fd_is_open(tcp->tid, fd)) {
		closed_del(st, fd);
		return;
	}
	k = kind_call_data(tcp, K_FDSTATE, sizeof(*k));
	k->stale = true;
	k->was = *c;
}

/* This runs at every call once anything was closed: the name's first
 * byte spares nearly every call the strcmp. */
static bool is_ioctl(const struct sysdesc *sd)
{
	return sd->name[0] == 'i' && !strcmp(sd->name, "ioctl");
}

/* The calls sweeps and probes are made of: close, fcntl (F_SETFD,
 * F_GETFD...), ioctl (FIOCLEX), fstat (fstat, newfstatat; statx, which
 * the C library's fstat is on 32-bit ABIs with 64-bit time); cmd tells
 * fcntl's and ioctl's commands apart. */
static bool sweep_op(const struct tcb *tcp, uint64_t *cmd)
{
	unsigned t = sd_traits(tcp->call.sd);

	*cmd = 0;
	if (t & SDT_CLOSE)
		return true;
	if ((t & (SDT_FCNTL | SDT_FCNTL64)) || is_ioctl(tcp->call.sd)) {
		*cmd = (uint32_t)tcp->call.args[1];
		return true;
	}
	/* statx is of class fstat in syscalls.list */
	return tcp->call.sd->classes & CLS_FSTAT;
}

/* A step of a sweep: the thread made the same call on the neighbouring
 * number last time (for (fd = 3; fd < max; fd++) close(fd), either way
 * round). The first step of a sweep has no neighbour yet; it is told by
 * who closed the number (the loader's fd 3), or not at all. */
static void sweep_step(struct tcb *tcp)
{
	struct fdstate_thread *th;
	struct fdstate_call *k;
	uint64_t cmd;
	int fd;

	if (!sweep_op(tcp, &cmd))
		return;
	fd = (int)tcp->call.args[0];
	th = kind_thread_data(tcp, K_FDSTATE, sizeof(*th));
	k = kind_call_data(tcp, K_FDSTATE, sizeof(*k));
	k->sweep = th->valid && th->pers == tcp->pers &&
		   th->scno == tcp->call.scno && th->cmd == cmd &&
		   (fd == th->fd + 1 || fd == th->fd - 1);
	th->valid = true;
	th->pers = tcp->pers;
	th->scno = tcp->call.scno;
	th->cmd = cmd;
	th->fd = fd;
}

static bool is_fd_arg(const struct argdesc *ad)
{
	return ad->traits & AT_FD;
}

/* close_range closes only what is open: record those, not the range. */
static void close_range_entry(struct tcb *tcp, const struct fdstate_params *p)
{
	struct fdstate_proc *st = fdstate_of(tcp);
	uint64_t lo, hi;
	struct dirent *de;
	char path[64];
	DIR *d;

	if (!opnd_value(tcp, &p->range[0], &lo) ||
	    !opnd_value(tcp, &p->range[1], &hi))
		return;
	/* With CLOSE_RANGE_UNSHARE the kernel unshares the table first
	 * (with CLOSE_RANGE_CLOEXEC too), once the flags and the range
	 * passed its checks, then works on the copy. */
	if (((uint32_t)tcp->call.args[2] & CLOSE_RANGE_UNSHARE) &&
	    !((uint32_t)tcp->call.args[2] & ~FDSTATE_CLOSE_RANGE_KNOWN) &&
	    (uint32_t)lo <= (uint32_t)hi) {
		nproc_unshare_files(tcp);
		st = fdstate_of(tcp);
	}
	if (!conds_hold(tcp, &p->when))
		return;
	snprintf(path, sizeof(path), "/proc/%d/fd", tcp->tid);
	d = opendir(path);
	if (!d)
		return;
	while ((de = readdir(d))) {
		long fd = strtol(de->d_name, NULL, 10);

		if (de->d_name[0] != '.' && (uint64_t)fd >= (uint32_t)lo &&
		    (uint64_t)fd <= (uint32_t)hi &&
		    st->nclosed < FDSTATE_MAX_CLOSED)
			closed_add(tcp, st, (int)fd, "close_range");
	}
	closedir(d);
}

/* fcntl(fd, F_GETFD) and F_GETFL are how programs ask "is this fd
 * open?" (gnulib and make do it for 0..2 and inherited fds): an EBADF
 * there is the answer they want, not a use after close. */
static bool is_open_probe(const struct tcb *tcp)
{
	if (!(sd_traits(tcp->call.sd) & (SDT_FCNTL | SDT_FCNTL64)))
		return false;
	return (int)tcp->call.args[1] == F_GETFD ||
	       (int)tcp->call.args[1] == F_GETFL;
}

void kind_fdstate_entry(struct tcb *tcp, const struct rule *r)
{
	const struct fdstate_params *p = &r->p.fdstate;
	struct fdstate_proc *st;

	if (p->range[0].kind != OP_NONE) {
		close_range_entry(tcp, p);
		return;
	}
	st = kind_proc_peek(tcp, K_FDSTATE);
	if (!st)
		return;		/* nothing closed yet */
	/* before the closes= line: for_each_rule */
	if (p->uses && tcp->call.sd)
		sweep_step(tcp);
	if (!st->nclosed)
		return;
	if (p->closes.kind != OP_NONE) {
		check_fd(tcp, st, (int)tcp->call.args[p->closes.arg]);
	} else if (p->uses && tcp->call.sd && !is_open_probe(tcp)) {
		for (unsigned i = 0; i < tcp->call.sd->nargs; i++)
			if (is_fd_arg(&tcp->call.sd->args[i]))
				check_fd(tcp, st, (int)tcp->call.args[i]);
	}
}

/* Which task of which table closed it, for {where}. */
static void where_var(struct tcb *tcp, struct note_vars *nv,
		      const struct fdstate_closed *c)
{
	if (c->pid == tcp->pid)
		var_str(nv, "where", "in this program");
	else if (files_shared_with(tcp, c->pid))
		var_str(nv, "where", "in process %d (which shares this "
			"descriptor table: CLONE_FILES)", c->pid);
	else
		var_str(nv, "where", "in process %d (before this process "
			"got a copy of its descriptor table)", c->pid);
}

/* {closedat}: which call closed it, where and when: "; the close(3)
 * was at main (prog.c:12) and returned at 10:21:07.123456 (the clock of
 * -tt)": the line to look for in the trace, or in the source. */
static void closed_at_var(struct note_vars *nv, const struct fdstate_closed *c)
{
	/* Built in pieces: vsnprintf was ~2,000 instructions of each
	 * bad-fd note (bench W10). */
	static struct strbuf sb;
	char call[48];
	struct tm tm;

	sb.len = 0;
	if (!strcmp(c->closer, "close")) {
		sb_lit(&sb, "close(");
		sb_put_dec(&sb, c->fd);
		sb_putc(&sb, ')');
	} else {
		sb_puts(&sb, c->closer);
	}
	sb_copy_out(&sb, call, sizeof(call));
	sb.len = 0;
	sb_lit(&sb, "; the ");
	sb_puts(&sb, call);
	if (c->site[0]) {
		sb_lit(&sb, " was at ");
		sb_puts(&sb, c->site);
		sb_lit(&sb, " and");
	}
	sb_lit(&sb, " returned at ");
	/* "%02d:%02d:%02d.%06ld", or nothing without the local time
	 * (localtime's fields and the microseconds are never negative) */
	if (localtime_r(&c->when.tv_sec, &tm)) {
		sb_put_udec0(&sb, (unsigned)tm.tm_hour, 2);
		sb_putc(&sb, ':');
		sb_put_udec0(&sb, (unsigned)tm.tm_min, 2);
		sb_putc(&sb, ':');
		sb_put_udec0(&sb, (unsigned)tm.tm_sec, 2);
		sb_putc(&sb, '.');
		sb_put_udec0(&sb, (uint64_t)c->when.tv_nsec / 1000, 6);
	}
	if (c->site[0])
		sb_lit(&sb, " (the clock of -tt)");
	else
		sb_lit(&sb, " (the clock of -tt; -k names its site)");
	var_str(nv, "closedat", "%s", sb.s);
}

/* {what} of a use: "%s fails with EBADF; ...", without vsnprintf. */
static void what_var(struct note_vars *nv, const char *call)
{
	static struct strbuf sb;

	sb.len = 0;
	sb_puts(&sb, call);
	sb_lit(&sb, " fails with EBADF; had anything reopened it, it would "
	       "use someone else's file");
	var_str(nv, "what", "%s", sb.s);
}

static void bad_fd_note(struct tcb *tcp, const struct rule *r)
{
	struct fdstate_call *k;
	struct note_vars nv;

	if (tcp->call.err != EBADF)
		return;
	k = kind_call_peek(tcp, K_FDSTATE);
	if (!k || k->done || !k->stale)
		return;
	k->done = true;
	/* The loader's descriptor was never the program's, and a sweep
	 * or probe expects EBADF where nothing is open. */
	if (k->was.by == FD_BY_LOADER || k->sweep)
		return;
	/* A process that got its table by fork never had what was closed
	 * before: closing it is how a daemon or a spawned child starts
	 * clean (the first number of its close-all loop). Reading or
	 * writing it is still a use after close. */
	if ((sd_traits(tcp->call.sd) & SDT_CLOSE) && k->was.pid != tcp->pid &&
	    !files_shared_with(tcp, k->was.pid))
		return;
	nv.n = 0;
	var_str(&nv, "call", "%s", call_name(tcp));
	var_num(&nv, "fd", (uint64_t)k->was.fd);
	var_str(&nv, "closer", "%s", k->was.closer);
	where_var(tcp, &nv, &k->was);
	closed_at_var(&nv, &k->was);
	if (sd_traits(tcp->call.sd) & SDT_CLOSE)
		var_str(&nv, "what", "this second close fails with EBADF; "
			"had anything reopened it, it would have closed "
			"someone else's file");
	else
		what_var(&nv, call_name(tcp));
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}

void kind_fdstate_exit(struct tcb *tcp, const struct rule *r)
{
	const struct fdstate_params *p = &r->p.fdstate;
	struct fdstate_proc *st;

	if (p->uses || p->closes.kind != OP_NONE)
		bad_fd_note(tcp, r);
	if (p->closes.kind != OP_NONE) {
		/* The number is free even when close fails (EINTR, EIO);
		 * only EBADF means it was not open. */
		if (tcp->call.err == EBADF)
			return;
		closed_add(tcp, fdstate_of(tcp),
			   (int)tcp->call.args[p->closes.arg], call_name(tcp));
	} else if (p->reopens.kind != OP_NONE && !tcp->call.err &&
		   (st = kind_proc_peek(tcp, K_FDSTATE))) {
		closed_del(st, (int)tcp->call.args[p->reopens.arg]);
	}
}

static bool makes_fd(const struct tcb *tcp, unsigned traits)
{
	if (traits & SDT_MAKES_FD)
		return true;
	if (traits & SDT_FCNTL)		/* F_DUPFD, F_DUPFD_CLOEXEC */
		return tcp->call.args[1] == 0 || tcp->call.args[1] == 1030;
	return false;
}

static void track_pair(struct tcb *tcp, struct fdstate_proc *st, uint64_t a)
{
	int fds[2];

	if (umoven(tcp, a, sizeof(fds), fds) < 0)
		return;
	closed_del(st, fds[0]);
	closed_del(st, fds[1]);
}

/* Every successful exit, traced or filtered: numbers handed out leave
 * the closed set. */
void kind_fdstate_track(struct tcb *tcp)
{
	struct fdstate_proc *st = kind_proc_peek(tcp, K_FDSTATE);
	unsigned t;

	if (!st || !st->nclosed)
		return;
	t = sd_traits(tcp->call.sd);
	if (t & SDT_PIPE)
		track_pair(tcp, st, tcp->call.args[0]);
	else if (t & SDT_SOCKETPAIR)
		track_pair(tcp, st, tcp->call.args[3]);
	else if (makes_fd(tcp, t) && tcp->call.rval >= 0)
		closed_del(st, (int)tcp->call.rval);
}

/* A new program cannot hold stale numbers of the old one. */
void kind_fdstate_exec(struct tcb *tcp)
{
	struct fdstate_proc *st = kind_proc_peek(tcp, K_FDSTATE);

	if (st)
		st->nclosed = 0;
}
