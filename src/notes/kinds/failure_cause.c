/* failure-cause: why a failed call failed, from the process's state at
 * the call's exit (the thread is stopped there). Paths: each path
 * argument is walked as the kernel walked it (notes/pathwalk.c), and
 * what the walk finds is the cause only when it gives the errno the
 * call returned; otherwise the note says what was checked. EPERM and
 * EACCES of a capability check are the capability line's
 * (kinds/capability.c says why the thread lacked it), EINVAL the
 * argument rules' (align, flags, zerolen, unknown-value and bad=
 * lines), named with their rules.list line. A call that succeeded, or
 * failed with an errno this does not explain, costs one switch. */
#include "notes/fc_mem.h"
#include "notes/pathwalk.h"
#include "notes/fc_fd.h"

#include <dirent.h>
#include <errno.h>
#include <stdarg.h>

/* The evidence the note's fields point to, kept until the call is
 * shown (the call's scratch). */
/* Each field is written before a note points to it: the record is not
 * cleared at each call (kind_call_buf). */
struct fc_call {
	char path[1024];
	char component[1024];
	char cap[64];		/* the capability of an EPERM */
	char rule[32];		/* "rules.list:147" of an EINVAL */
};

/* What one path argument's walk says. Its strings are read only up to
 * their NUL: fc_path_clear empties them rather than zeroing ~40 KB at
 * every failed call (a field added here must be cleared there). */
struct fc_path {
	unsigned arg;
	const char *argname;
	char path[PATH_MAX];	/* as the call gave it */
	char abs[PATH_MAX];	/* from the root: the path or dir/path */
	struct pw_result res;
	int err;		/* what the walk and the role give, 0 none */
	char comp[PATH_MAX];	/* the component at fault */
	char words[700];
	bool has_limit;
	uint64_t limit;
	bool walked;		/* res is the walk's */
};

static void fc_path_clear(struct fc_path *fp)
{
	fp->arg = 0;
	fp->argname = NULL;
	fp->path[0] = '\0';
	fp->abs[0] = '\0';
	pw_result_clear(&fp->res);
	fp->err = 0;
	fp->comp[0] = '\0';
	fp->words[0] = '\0';
	fp->has_limit = false;
	fp->limit = 0;
	fp->walked = false;
}

static bool fc_explained(int err, unsigned on)
{
	if (err == EMFILE || err == EBADF || err == EFAULT || err == ENOMEM ||
	    err == E2BIG)
		return true;
	/* mlock_future_ok()'s, madvise's split (src/notes/fc_mem.c) */
	if (err == EAGAIN && on == FAILURE_CAUSE_ON_MEM)
		return true;
	if (on == FAILURE_CAUSE_ON_FDS || on == FAILURE_CAUSE_ON_MEM)
		return false;
	switch (err) {
	case ENOENT: case ENOTDIR: case EACCES: case ENAMETOOLONG:
	case ELOOP: case EEXIST: case EISDIR: case EROFS:
		return true;
	}
	return false;
}

/* ---- descriptors ---------------------------------------------------- */

/* Why descriptor fd (argument name) is refused with EBADF, into why;
 * true when the state says so, false with what was checked. need:
 * the access the call needs (FAILURE_CAUSE_NEED_*, 0 none). */
/* "/proc/TID/WHAT/FD" into path, without snprintf. */
static void fc_fd_path(char *path, size_t size, pid_t tid, const char *what,
		       int fd)
{
	static struct strbuf sb;

	sb.len = 0;
	sb_lit(&sb, "/proc/");
	sb_put_dec(&sb, tid);
	sb_putc(&sb, '/');
	sb_puts(&sb, what);
	sb_putc(&sb, '/');
	sb_put_dec(&sb, fd);
	sb_copy_out(&sb, path, size);
}

static bool fc_fd(struct tcb *tcp, const char *name, int fd, unsigned need,
		  char *why, size_t size)
{
	static struct strbuf sb;
	const struct fdstate_closed *c;
	char path[64], line[128];
	unsigned long flags = 0;
	bool have = false;
	struct stat st;
	FILE *f;

	if (fd < 0) {
		snprintf(why, size, "%s %d is negative", name, fd);
		return true;
	}
	fc_fd_path(path, sizeof(path), tcp->tid, "fd", fd);
	if (lstat(path, &st)) {
		c = fdstate_closer(tcp, fd);
		if (!c && !notes_saw_every_call()) {
			/* The call that opened or closed it may be one the
			 * filter let run unseen: say only what is known. */
			snprintf(why, size, "%s %d is not open; which call "
				 "closed it is not known: abitrace's seccomp "
				 "filter lets the calls outside -e trace= run "
				 "unseen (--seccomp-bpf=never sees them all)",
				 name, fd);
		} else if (!c) {
			snprintf(why, size, "%s %d is not open, and abitrace saw "
				 "no call close it: it was never opened (or "
				 "closed before abitrace attached)", name, fd);
		} else if (c->pid == tcp->pid) {
			/* the common case, in pieces (no snprintf) */
			sb.len = 0;
			sb_puts(&sb, name);
			sb_putc(&sb, ' ');
			sb_put_dec(&sb, fd);
			sb_lit(&sb, " is not open: an earlier ");
			sb_puts(&sb, c->closer);
			sb_lit(&sb, " in this process closed it");
			sb_copy_out(&sb, why, size);
		} else {
			snprintf(why, size, "%s %d is not open: an earlier %s in "
				 "process %d closed it", name, fd, c->closer,
				 c->pid);
		}
		return true;
	}
	/* "flags:	0100002" of /proc/TID/fdinfo/N, in octal */
	fc_fd_path(path, sizeof(path), tcp->tid, "fdinfo", fd);
	f = fopen(path, "re");
	if (f) {
		while (fgets(line, sizeof(line), f))
			if (!strncmp(line, "flags:", 6)) {
				flags = strtoul(line + 6, NULL, 8);
				have = true;
				break;
			}
		fclose(f);
	}
	if (have && need && (flags & 010000000)) {	/* O_PATH */
		snprintf(why, size, "%s %d is an O_PATH descriptor: it can "
			 "be neither read nor written", name, fd);
		return true;
	}
	if (have && need == FAILURE_CAUSE_NEED_WRITE && (flags & 3) == 0) {
		snprintf(why, size, "%s %d was opened O_RDONLY: not for "
			 "writing", name, fd);
		return true;
	}
	if (have && need == FAILURE_CAUSE_NEED_READ && (flags & 3) == 1) {
		snprintf(why, size, "%s %d was opened O_WRONLY: not for "
			 "reading", name, fd);
		return true;
	}
	if (have)
		snprintf(why, size, "checked %s %d: it is open (flags %#lo)%s; "
			 "not the cause of EBADF", name, fd, flags,
			 need ? ", for this access" : "");
	else
		snprintf(why, size, "checked %s %d: it is open; not the cause "
			 "of EBADF", name, fd);
	return false;
}

/* The soft RLIMIT_NOFILE of /proc/TID/limits; false if unread. */
static bool fc_nofile(struct tcb *tcp, uint64_t *lim)
{
	char path[64], line[256];
	bool ok = false;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/limits", tcp->tid);
	f = fopen(path, "re");
	if (!f)
		return false;
	while (fgets(line, sizeof(line), f)) {
		char *p;

		if (strncmp(line, "Max open files", 14))
			continue;
		p = line + 14 + strspn(line + 14, " ");
		if (!strncmp(p, "unlimited", 9))
			*lim = UINT64_MAX;
		else
			*lim = strtoull(p, NULL, 10);
		ok = true;
		break;
	}
	fclose(f);
	return ok;
}

/* EMFILE: every number below RLIMIT_NOFILE in use. Counts the
 * descriptors of /proc/TID/fd below the limit (bounded by it). */
static bool fc_emfile(struct tcb *tcp, char *why, size_t size,
		      uint64_t *limit)
{
	char path[64];
	uint64_t below = 0, all = 0;
	struct dirent *d;
	DIR *dir;

	if (!fc_nofile(tcp, limit))
		return false;
	snprintf(path, sizeof(path), "/proc/%d/fd", tcp->tid);
	dir = opendir(path);
	if (!dir)
		return false;
	while ((d = readdir(dir))) {
		char *end;
		unsigned long long n = strtoull(d->d_name, &end, 10);

		if (end == d->d_name || *end)
			continue;
		all++;
		if (n < *limit)
			below++;
	}
	closedir(dir);
	if (*limit != UINT64_MAX && below >= *limit) {
		snprintf(why, size, "RLIMIT_NOFILE is %llu, and every "
			 "descriptor below it is in use (%llu open)",
			 (unsigned long long)*limit, (unsigned long long)all);
		return true;
	}
	if (*limit == UINT64_MAX)
		snprintf(why, size, "checked: RLIMIT_NOFILE is unlimited and "
			 "%llu descriptors are open; not the cause of EMFILE",
			 (unsigned long long)all);
	else
		snprintf(why, size, "checked: RLIMIT_NOFILE is %llu and %llu "
			 "descriptors are open below it; not the cause of "
			 "EMFILE", (unsigned long long)*limit,
			 (unsigned long long)below);
	return false;
}

static bool fc_makes_fd(const struct tcb *tcp)
{
	unsigned t = sd_traits(tcp->call.sd);

	if (tcp->call.sd->ret == RET_FD || (t & (SDT_MAKES_FD | SDT_PIPE |
					    SDT_SOCKETPAIR |
					    SDT_INOTIFY_INIT)))
		return true;
	/* F_DUPFD, F_DUPFD_CLOEXEC */
	return (t & (SDT_FCNTL | SDT_FCNTL64)) &&
	       (tcp->call.args[1] == 0 || tcp->call.args[1] == 1030);
}

/* At most n bytes of the escaped s, the middle cut ("...") when it is
 * longer: a message line stays readable, the JSON fields keep more. */
static void fc_short(char *dst, size_t size, const char *s, size_t n)
{
	char esc[PATH_MAX * 4 + 1];
	size_t len = escape_to(esc, sizeof(esc), s);

	if (len <= n || n < 20) {
		size_t k = len < size - 1 ? len : size - 1;

		memcpy(dst, esc, k);
		dst[k] = '\0';
		return;
	}
	/* cut at bytes that start no escape: keep the head and tail */
	snprintf(dst, size, "%.*s...%s", (int)(n / 2 - 2), esc,
		 esc + len - (n / 2 - 2));
}

/* "ARG \"PATH\": WORDS" (snprintf's, cut to size - 1), in pieces:
 * every failing call with a path at fault. */
static void fc_path_why(char *why, size_t size, const char *argname,
			const char *path, const char *words)
{
	static struct strbuf sb;

	sb.len = 0;
	sb_puts(&sb, argname);
	sb_lit(&sb, " \"");
	sb_puts(&sb, path);
	sb_lit(&sb, "\": ");
	sb_puts(&sb, words);
	sb_copy_out(&sb, why, size);
}

static void fc_set(struct fc_path *fp, int err, const char *comp,
		   const char *fmt, ...) __attribute__((format(printf, 4, 5)));

static void fc_set(struct fc_path *fp, int err, const char *comp,
		   const char *fmt, ...)
{
	va_list ap;

	fp->err = err;
	str_copy(fp->comp, sizeof(fp->comp), comp);
	/* most are words without a conversion: a copy */
	if (!strchr(fmt, '%')) {
		str_copy(fp->words, sizeof(fp->words), fmt);
		return;
	}
	va_start(ap, fmt);
	if (!strcmp(fmt, "%s"))
		str_copy(fp->words, sizeof(fp->words), va_arg(ap, const char *));
	else
		vsnprintf(fp->words, sizeof(fp->words), fmt, ap);
	va_end(ap);
}

/* The access wanted in words; a directory's execute is search. */
static const char *fc_perm(unsigned want, bool dir)
{
	static const char *const n[2][8] = {
		{ "no access", "execute", "write", "write and execute", "read",
		  "read and execute", "read and write",
		  "read, write and execute" },
		{ "no access", "search", "write", "write and search", "read",
		  "read and search", "read and write",
		  "read, write and search" },
	};

	return n[dir][want & 7];
}

/* "mode 0700, owner 0, group 0" of st. */
static void fc_owner(char *buf, size_t size, const struct stat *st)
{
	snprintf(buf, size, "mode %04o, owner %u, group %u",
		 (unsigned)(st->st_mode & 07777), (unsigned)st->st_uid,
		 (unsigned)st->st_gid);
}

static void fc_who(char *buf, size_t size, const struct pw_creds *c,
		   bool real)
{
	snprintf(buf, size, "%s %u, %s %u%s", real ? "uid" : "fsuid", c->uid,
		 real ? "gid" : "fsgid", c->gid,
		 c->ngroups ? " and its groups" : "");
}

/* The refusal of want on the inode abs (st): EACCES, or a note that
 * its ACL was not evaluated. */
static void fc_refused(struct fc_path *fp, const struct pw_creds *c,
		       bool real, const char *abs, const struct stat *st,
		       unsigned want, bool acl, const char *what)
{
	char own[96], who[96], a[200];

	fc_owner(own, sizeof(own), st);
	fc_who(who, sizeof(who), c, real);
	fc_short(a, sizeof(a), abs, 120);
	if (acl) {
		fc_set(fp, EACCES, abs, "\"%s\" has an ACL, which abitrace "
		       "does not evaluate; its %s alone give %s no %s "
		       "permission", a, own, who, fc_perm(want, S_ISDIR(st->st_mode)));
		return;
	}
	fc_set(fp, EACCES, abs, "no %s permission %s \"%s\" (%s) for %s",
	       fc_perm(want, S_ISDIR(st->st_mode)), what, a, own, who);
}

/* The call's flags= word, 0 without one. */
static uint64_t fc_flags(struct tcb *tcp, const struct rule *r)
{
	uint64_t v = 0;

	if (r->p.failure_cause.flags.kind == OP_NONE ||
	    !opnd_value(tcp, &r->p.failure_cause.flags, &v))
		return 0;
	return v;
}

/* A call that makes or removes an entry of the parent directory: the
 * mode (write and search on the parent) and a read-only mount may both
 * refuse; which the kernel met first depends on the filesystem and the
 * kind of read-only, so the call's errno says which. */
static void fc_parent_change(struct tcb *tcp, const struct pw_creds *c,
			     struct fc_path *fp, const char *refused_what,
			     const char *ro_what)
{
	const struct pw_result *res = &fp->res;
	bool acl, ro = false, noexec = false, refused;
	char a[200], point[PATH_MAX];

	refused = !pw_may(tcp, c, res->parent, &res->pst, PW_W | PW_X, &acl);
	ro = pw_mount(tcp, res->parent, point, sizeof(point), &ro,
		      &noexec) && ro;
	if (refused && !(ro && tcp->call.err == EROFS)) {
		fc_refused(fp, c, false, res->parent, &res->pst, PW_W | PW_X,
			   acl, refused_what);
	} else if (ro) {
		fc_short(a, sizeof(a), point, 120);
		fc_set(fp, EROFS, res->parent,
		       "it is %s the read-only mount \"%s\"", ro_what, a);
	}
}

/* Only the last component of fp's path is missing: what the call
 * (role, creat: open's O_CREAT) meets there. A removal (unlink, rmdir,
 * rename) takes write access to the parent's mount before it looks the
 * entry up: on a read-only one it fails with EROFS whether the entry
 * exists or not (unlink of a missing name on a remounted-ro tmpfs,
 * 6.18). */
static void fc_missing_last(struct tcb *tcp, unsigned role, bool creat,
			    const struct pw_creds *c, struct fc_path *fp)
{
	const struct pw_result *res = &fp->res;
	bool ro = false, noexec = false;
	char a[200], point[PATH_MAX];

	if (role == FAILURE_CAUSE_P0_REMOVE &&
	    pw_mount(tcp, res->parent, point, sizeof(point), &ro, &noexec) &&
	    ro) {
		fc_short(a, sizeof(a), point, 120);
		fc_set(fp, EROFS, res->parent, "it is removed from the "
		       "read-only mount \"%s\"", a);
		return;
	}
	if (role != FAILURE_CAUSE_P0_CREATE && !creat) {
		fc_short(a, sizeof(a), res->final, 120);
		if (res->link[0]) {
			char l[200], t[200];

			fc_short(l, sizeof(l), res->link, 120);
			fc_short(t, sizeof(t), res->target, 120);
			fc_set(fp, ENOENT, res->final, "the symbolic link "
			       "\"%s\" points to \"%s\", and \"%s\" does "
			       "not exist", l, t, a);
		} else {
			fc_set(fp, ENOENT, res->final,
			       "\"%s\" does not exist", a);
		}
		return;
	}
	fc_parent_change(tcp, c, fp, "to make an entry in", "made on");
}

/* The final component against what the call does with it; the walk
 * got to the end (it exists, or only it is missing). */
static void fc_role(struct tcb *tcp, const struct rule *r, unsigned role,
		    struct fc_path *fp, const struct pw_creds *fc,
		    const struct pw_creds *rc)
{
	const struct failure_cause_params *p = &r->p.failure_cause;
	const struct pw_result *res = &fp->res;
	const struct pw_creds *c = fc;
	uint64_t how = 0;
	unsigned want = 0;
	bool acl, real = false, creat = false, excl = false, rw_dir = false;
	bool exec = false, ro = false, noexec = false, refused;
	char a[200], point[PATH_MAX];

	if (p->how.kind != OP_NONE && !opnd_value(tcp, &p->how, &how))
		return;
	switch (role) {
	case FAILURE_CAUSE_P0_OPEN:
		if (how & 010000000)	/* O_PATH: no access asked */
			break;
		switch (how & 3) {
		case 0: want = PW_R; break;
		case 1: want = PW_W; break;
		default: want = PW_R | PW_W; break;
		}
		if (how & 01000)	/* O_TRUNC */
			want |= PW_W;
		creat = how & 0100;
		excl = creat && (how & 0200);
		rw_dir = want & PW_W;
		break;
	case FAILURE_CAUSE_P0_ACCESS:
		want = how & 7;
		real = !(fc_flags(tcp, r) & p->eaccess);
		c = real ? rc : fc;
		break;
	case FAILURE_CAUSE_P0_EXEC:
		want = PW_X;
		exec = true;
		break;
	case FAILURE_CAUSE_P0_DIR:
		want = PW_X;
		break;
	}
	if (!res->exists) {
		fc_missing_last(tcp, role, creat, c, fp);
		return;
	}
	fc_short(a, sizeof(a), res->final, 120);
	if (role == FAILURE_CAUSE_P0_CREATE || excl) {
		fc_set(fp, EEXIST, res->final, "\"%s\" exists (%s)", a,
		       pw_type(res->st.st_mode));
		return;
	}
	if (role == FAILURE_CAUSE_P0_OPEN && S_ISLNK(res->st.st_mode)) {
		fc_set(fp, ELOOP, res->final, "\"%s\" is a symbolic link, "
		       "not followed (O_NOFOLLOW)", a);
		return;
	}
	if (role == FAILURE_CAUSE_P0_REMOVE) {
		fc_parent_change(tcp, c, fp, "to remove an entry of",
				 "removed from");
		return;
	}
	if (role == FAILURE_CAUSE_P0_DIR && !S_ISDIR(res->st.st_mode)) {
		fc_set(fp, ENOTDIR, res->final, "\"%s\" is not a directory (%s)",
		       a, pw_type(res->st.st_mode));
		return;
	}
	if (rw_dir && S_ISDIR(res->st.st_mode)) {
		fc_set(fp, EISDIR, res->final, "\"%s\" is a directory, opened "
		       "for writing", a);
		return;
	}
	if (exec && !S_ISREG(res->st.st_mode)) {
		fc_set(fp, EACCES, res->final, "\"%s\" is not a regular file "
		       "(%s)", a, pw_type(res->st.st_mode));
		return;
	}
	refused = want && !pw_may(tcp, c, res->final, &res->st, want, &acl);
	if (want && !refused && acl && !fp->res.acl_comp[0])
		snprintf(fp->res.acl_comp, sizeof(fp->res.acl_comp), "%s",
			 res->final);
	ro = noexec = false;
	if (((want & PW_W) || exec) &&
	    pw_mount(tcp, res->final, point, sizeof(point), &ro, &noexec))
		fc_short(a, sizeof(a), point, 120);
	/* writes to devices, FIFOs and sockets do not write the mount */
	ro = ro && (want & PW_W) && !S_ISCHR(res->st.st_mode) &&
	     !S_ISBLK(res->st.st_mode) && !S_ISFIFO(res->st.st_mode) &&
	     !S_ISSOCK(res->st.st_mode);
	if (exec && noexec)	/* may_open() checks it before the mode */
		fc_set(fp, EACCES, res->final, "it is on the noexec mount "
		       "\"%s\"", a);
	else if (ro && (tcp->call.err == EROFS || !refused))
		fc_set(fp, EROFS, res->final, "it is on the read-only mount "
		       "\"%s\"", a);
	else if (refused)
		fc_refused(fp, c, real, res->final, &res->st, want, acl, "on");
}

/* The nearest dirfd argument before argument i, or AT_FDCWD. */
static int fc_dirfd(const struct tcb *tcp, unsigned i)
{
	while (i-- > 0)
		if (tcp->call.sd->args[i].traits & AT_DIRFD)
			return (int)(int32_t)tcp->call.args[i];
	return -100;
}

/* One path argument: read it, walk it, weigh what the call does. */
static void fc_path_arg(struct tcb *tcp, const struct rule *r, unsigned i,
			unsigned role, struct fc_path *fp,
			const struct pw_creds *fc, const struct pw_creds *rc)
{
	const struct failure_cause_params *p = &r->p.failure_cause;
	char dir[PATH_MAX], why[200];
	size_t dl;
	ssize_t n;
	bool follow;
	/* access(2) walks and checks as the real ids (AT_EACCESS: the
	 * effective ones) */
	bool real = role == FAILURE_CAUSE_P0_ACCESS &&
		    !(fc_flags(tcp, r) & p->eaccess);
	const struct pw_creds *c = real ? rc : fc;

	/* "/", set without an initializer, which would zero all of it */
	dir[0] = '/';
	dir[1] = '\0';
	fc_path_clear(fp);
	fp->arg = i;
	fp->argname = tcp->call.sd->args[i].name ?
		      tcp->call.sd->args[i].name : "path";
	if (!tcp->call.args[i])
		return;	/* NULL: the call acts on its dirfd (utimensat) */
	n = umovestr(tcp, tcp->call.args[i], PATH_MAX, fp->path);
	if (n < 0)
		return;	/* EFAULT is not a path's */
	if (n >= PATH_MAX) {
		/* getname(): no NUL in PATH_MAX bytes */
		fp->path[PATH_MAX - 1] = '\0';
		fc_set(fp, ENAMETOOLONG, "", "it is %d bytes or more, over "
		       "PATH_MAX (%d with its NUL)", PATH_MAX, PATH_MAX);
		fp->has_limit = true;
		fp->limit = PATH_MAX;
		return;
	}
	if (!n) {
		if (p->empty == FAILURE_CAUSE_EMPTY_OK ||
		    (fc_flags(tcp, r) & p->emptyok))
			return;
		fc_set(fp, ENOENT, "", "it is empty (\"\"), without "
		       "AT_EMPTY_PATH");
		return;
	}
	if (fp->path[0] != '/' &&
	    !pw_start(tcp, fc_dirfd(tcp, i), dir, sizeof(dir), why,
		      sizeof(why))) {
		snprintf(fp->words, sizeof(fp->words), "%s", why);
		return;
	}
	dl = strcmp(dir, "/") ? strlen(dir) : 0;
	if (fp->path[0] == '/') {
		memcpy(fp->abs, fp->path, (size_t)n + 1);
	} else if (dl + 1 + (size_t)n < sizeof(fp->abs)) {
		memcpy(fp->abs, dir, dl);
		fp->abs[dl] = '/';
		memcpy(fp->abs + dl + 1, fp->path, (size_t)n + 1);
	}
	follow = p->last != FAILURE_CAUSE_LAST_NOFOLLOW &&
		 !(fc_flags(tcp, r) & p->nofollow);
	/* open's O_NOFOLLOW still walks to the link: the link is the
	 * answer (ELOOP) */
	if (!pw_walk(tcp, c, dir, fp->path, follow, &fp->res)) {
		memcpy(fp->words, fp->res.words, sizeof(fp->res.words));
		return;
	}
	fp->walked = true;
	if (fp->res.err == EACCES) {
		fc_refused(fp, c, real, fp->res.component, &fp->res.at, PW_X,
			   fp->res.acl, "on");
		return;
	}
	if (fp->res.err) {
		char a[200];

		fc_short(a, sizeof(a), fp->res.component, 120);
		fc_set(fp, fp->res.err, fp->res.component, "\"%s\" %s", a,
		       fp->res.words);
		if (fp->res.err == ENAMETOOLONG) {
			fp->has_limit = true;
			fp->limit = NAME_MAX;
		}
		return;
	}
	fc_role(tcp, r, role, fp, fc, rc);
}

/* What was checked, when nothing there gives the call's errno. */
static void fc_checked(struct tcb *tcp, const struct fc_path *fp,
		       const struct pw_creds *c, char *buf, size_t size)
{
	const char *e = errno_name(tcp->call.err) ?
			errno_name(tcp->call.err) : "it";
	char a[200], who[96];

	fc_short(a, sizeof(a), fp->path, 120);
	if (!fp->walked && !fp->err) {
		snprintf(buf, size, "%s \"%s\" not checked: %s", fp->argname,
			 a, fp->words[0] ? fp->words : "its state could not "
			 "be read");
		return;
	}
	if (fp->err) {
		snprintf(buf, size, "checked %s \"%s\": %s, which would be "
			 "%s, not %s (the state changed since the call?)",
			 fp->argname, a, fp->words, errno_name(fp->err), e);
		return;
	}
	fc_who(who, sizeof(who), c, false);
	if (fp->res.acl_comp[0] && tcp->call.err == EACCES) {
		char l[200];

		fc_short(l, sizeof(l), fp->res.acl_comp, 120);
		snprintf(buf, size, "checked %s \"%s\": the mode bits on the "
			 "way give %s this access, but \"%s\" has an ACL, which "
			 "abitrace does not evaluate", fp->argname, a, who, l);
		return;
	}
	snprintf(buf, size, "checked %s \"%s\": every directory on the way "
		 "exists and is searchable by %s, and the last component %s; "
		 "not the cause of %s (a security module, an ACL or the "
		 "filesystem may have refused)", fp->argname, a, who,
		 fp->res.exists ? "exists" : "is missing, as the call allows",
		 e);
}

static void fc_emit(struct tcb *tcp, const struct rule *r,
		    const struct fc_path *fp, const char *why, bool cause)
{
	struct fc_call *fc = kind_call_buf(tcp, K_FAILURE_CAUSE,
					    sizeof(*fc));
	struct note_vars nv;
	struct note *n;

	base_vars(tcp, &nv);
	var_str(&nv, "why", "%s", why);
	n = note_emit(tcp, r, note_defs[r->note].severity, &nv);
	if (!n || !fp)
		return;
	n->has_arg = true;
	n->arg = (unsigned char)fp->arg;
	/* the path as the walk resolved it when it got to the end, else
	 * as given, made absolute */
	escape_to(fc->path, sizeof(fc->path),
		  fp->walked && (fp->res.exists || fp->res.missing_ok) ?
		  fp->res.final : fp->abs[0] ? fp->abs : fp->path);
	n->path = fc->path;
	if (cause && fp->comp[0]) {
		escape_to(fc->component, sizeof(fc->component), fp->comp);
		n->component = fc->component;
	}
	n->has_limit = cause && fp->has_limit;
	n->limit = fp->limit;
}

static void fc_emfile_note(struct tcb *tcp, const struct rule *r)
{
	char why[300];
	uint64_t limit = 0;
	bool cause;

	if (!fc_makes_fd(tcp))
		return;
	cause = fc_emfile(tcp, why, sizeof(why), &limit);
	if (!why[0])
		return;
	fc_note_plain(tcp, r, -1, why, cause, limit);
}

/* EBADF: the first descriptor argument that is not usable (a path
 * line: the dirfd of its first relative path). */
static void fc_ebadf_note(struct tcb *tcp, const struct rule *r)
{
	const struct failure_cause_params *p = &r->p.failure_cause;
	char why[400], first[400] = "";
	int firstarg = -1;
	unsigned need = p->need;

	for (unsigned i = 0; i < tcp->call.sd->nargs; i++) {
		const struct argdesc *ad = &tcp->call.sd->args[i];
		const char *name = ad->name ? ad->name : "fd";
		int fd = (int)(int32_t)tcp->call.args[i];

		if (!(ad->traits & AT_FD))
			continue;
		if (ad->traits & AT_DIRFD) {
			char c = 0;

			/* AT_FDCWD, or a dirfd only a relative path uses */
			if (fd == -100 || i + 1 >= tcp->call.sd->nargs ||
			    !(tcp->call.sd->args[i + 1].traits & AT_PATH) ||
			    umoven(tcp, tcp->call.args[i + 1], 1, &c) ||
			    c == '/')
				continue;
		}
		if (fc_fd(tcp, name, fd, need, why, sizeof(why))) {
			fc_note_plain(tcp, r, (int)i, why, false, 0);
			return;
		}
		need = 0;	/* need= is the first descriptor's */
		if (firstarg < 0) {
			firstarg = (int)i;
			memcpy(first, why, sizeof(first));
		}
	}
	if (firstarg >= 0)
		fc_note_plain(tcp, r, firstarg, first, false, 0);
}

/* The errnos the call's other rules explain: a capability line's
 * EPERM or EACCES, an argument rule's EINVAL (an on=rules line is for
 * them alone). */
static bool fc_rules_explain(int err)
{
	return err == EPERM || err == EACCES || err == EINVAL;
}

/* EPERM, EACCES: the capability line of the call whose check refused
 * (kinds/capability.c), and why the thread lacked the capability. */
static bool fc_cap_note(struct tcb *tcp, const struct rule *r)
{
	static struct strbuf sb;
	struct fc_call *fc;
	struct cap_cause cc;
	struct note *n;
	char why[800];

	memset(&cc, 0, sizeof(cc));
	if (!kind_capability_cause(tcp, &cc))
		return false;
	if (cc.needs) {
		/* "%s needs %s: %s", in pieces */
		sb.len = 0;
		sb_puts(&sb, call_name(tcp));
		sb_lit(&sb, " needs ");
		sb_puts(&sb, cc.cap);
		sb_lit(&sb, ": ");
		sb_puts(&sb, cc.why);
		sb_copy_out(&sb, why, sizeof(why));
	} else {
		str_copy(why, sizeof(why), cc.why);
	}
	n = fc_note_plain(tcp, r, -1, why, false, 0);
	if (!n)
		return true;
	fc = kind_call_buf(tcp, K_FAILURE_CAUSE, sizeof(*fc));
	str_copy(fc->cap, sizeof(fc->cap), cc.cap);
	n->has_creds = true;
	n->cred_cap = fc->cap;
	n->cred_cause = cc.cause;
	n->cap_eff = cc.eff;
	n->cap_prm = cc.prm;
	n->cap_bnd = cc.bnd;
	n->no_new_privs = cc.nnp;
	return true;
}

/* A bad= line of the call (an invalid combination, a value out of
 * range, a size that is not the struct's): its condition holds. */
static bool fc_bad_cause(struct tcb *tcp, const struct rule *q, int *arg,
			 char *why, size_t size)
{
	const struct failure_cause_params *b = &q->p.failure_cause;
	const struct operand *x;

	if (q->kind != K_FAILURE_CAUSE || !b->bad.n ||
	    !conds_hold(tcp, &b->bad))
		return false;
	x = &b->bad.c[0].x;
	*arg = x->kind == OP_ARG || x->kind == OP_MEM ? x->arg : -1;
	snprintf(why, size, "%s: %s", label_or(b->label, "the arguments"),
		 b->why ? b->why : "the rule's condition holds");
	return true;
}

/* Whether the call shows rule q's own note. */
static bool fc_has_note(const struct tcb *tcp, const struct rule *q)
{
	const struct note *n = notes_of(tcp);
	unsigned count = notes_count(tcp);

	for (unsigned i = 0; n && i < count; i++)
		if (!strcmp(n[i].id, note_defs[q->note].id))
			return true;
	return false;
}

/* EINVAL: the argument rules of the call (syscalls/rules.list: align,
 * flags ... reject, zerolen, unknown-value ... reject, failure-cause
 * bad=), the first that holds named with its line; none: what was
 * checked. */
static void fc_einval_note(struct tcb *tcp, const struct rule *r)
{
	const struct rule_table *t;
	struct fc_call *fc;
	struct note *n;
	char why[400], msg[700], names[200] = "";
	unsigned checked = 0;
	size_t nl = 0;
	int arg = -1;
	unsigned i, end;

	if (!call_rules(tcp, &t, &i, &end))
		return;
	for (; i < end; i++) {
		const struct rule *q = rule_at(t->refs[i]);
		bool hit;

		switch (q->kind) {
		case K_ALIGN:
			hit = kind_align_cause(tcp, q, &arg, why, sizeof(why));
			break;
		case K_FLAGS:
			if (q->p.flags.action != FLAGS_ACTION_REJECT ||
			    q->err != EINVAL)
				continue;
			hit = kind_flags_cause(tcp, q, &arg, why, sizeof(why));
			break;
		case K_ZEROLEN:
			hit = kind_zerolen_cause(tcp, q, &arg, why, sizeof(why));
			break;
		case K_UNKNOWN_VALUE:
			if (q->p.unknown_value.action !=
			    UNKNOWN_VALUE_ACTION_REJECT || q->err != EINVAL)
				continue;
			hit = kind_unknown_value_cause(tcp, q, &arg, why,
						       sizeof(why));
			break;
		case K_FAILURE_CAUSE:
			if (!q->p.failure_cause.bad.n)
				continue;
			hit = fc_bad_cause(tcp, q, &arg, why, sizeof(why));
			break;
		default:
			continue;
		}
		if (!hit) {
			if (q->err && q->err != EINVAL)
				continue;
			checked++;
			if (nl + 1 < sizeof(names))
				snprintf(names + nl, sizeof(names) - nl, "%s%d",
					 nl ? ", " : "", q->line);
			nl = strlen(names);
			continue;
		}
		/* the rule's own note (misaligned-address, zero-length,
		 * unknown-flags-rejected) is on the call already: it says
		 * the same */
		if (q->kind != K_FAILURE_CAUSE && fc_has_note(tcp, q))
			return;
		snprintf(msg, sizeof(msg), "%s (rule rules.list:%d, %s)", why,
			 q->line, q->src);
		n = fc_note_plain(tcp, r, arg, msg, false, 0);
		if (!n)
			return;
		fc = kind_call_buf(tcp, K_FAILURE_CAUSE, sizeof(*fc));
		snprintf(fc->rule, sizeof(fc->rule), "rules.list:%d", q->line);
		n->rule = fc->rule;
		return;
	}
	if (!checked)
		return;
	snprintf(msg, sizeof(msg), "checked the argument rules of %s "
		 "(rules.list:%s): none holds for these arguments; not the "
		 "cause of EINVAL (the kernel has other checks)",
		 call_name(tcp), names);
	fc_note_plain(tcp, r, -1, msg, false, 0);
}

void kind_failure_cause_exit(struct tcb *tcp, const struct rule *r)
{
	const struct failure_cause_params *p = &r->p.failure_cause;
	static struct fc_path paths[2];
	struct pw_creds fc, rc;
	unsigned npaths = 0;
	bool magic;
	char why[900], a[200];
	int at;

	/* a bad= line is read by the call's general line (fc_einval_note) */
	if (!tcp->call.err || !tcp->call.sd || p->bad.n ||
	    !(fc_explained((int)tcp->call.err, p->on) || fcx_explains(tcp, p) ||
	      fc_rules_explain((int)tcp->call.err)))
		return;
	/* a call -e trace= hides draws no note: no /proc reads for it */
	if ((tcp->flags & TCB_HIDDEN) ||
	    !note_wanted(r, note_defs[r->note].severity))
		return;
	if (tcp->call.err == EMFILE) {
		fc_emfile_note(tcp, r);
		return;
	}
	if (tcp->call.err == EBADF) {
		fc_ebadf_note(tcp, r);
		return;
	}
	if (tcp->call.err == EFAULT || tcp->call.err == ENOMEM ||
	    tcp->call.err == E2BIG) {
		fc_mem_note(tcp, r);	/* notes/fc_mem.c */
		return;
	}
	if (tcp->call.err == EAGAIN && p->mem) {
		fc_mem_note(tcp, r);
		return;
	}
	if ((tcp->call.err == EPERM || tcp->call.err == EACCES) &&
	    fc_cap_note(tcp, r))
		return;
	if (fcx_fd_cause(tcp, p, &at, why, sizeof(why))) {
		if (why[0])
			fc_note_plain(tcp, r, at, why, false, 0);
		if (why[0] || tcp->call.err != EINVAL)
			return;
	}
	if (tcp->call.err == EINVAL) {
		fc_einval_note(tcp, r);
		return;
	}
	if (!fc_explained((int)tcp->call.err, p->on) && !fcx_explains(tcp, p))
		return;
	if (!pw_creds_read(tcp, &fc, &rc))
		return;
	for (unsigned i = 0; i < tcp->call.sd->nargs && npaths < 2; i++) {
		if (!(tcp->call.sd->args[i].traits & AT_PATH))
			continue;
		fc_path_arg(tcp, r, i, npaths ? p->p1 : p->p0, &paths[npaths],
			    &fc, &rc);
		npaths++;
	}
	if (!npaths)
		return;
	/* ETXTBSY needs only the file: a magic link of /proc the walk
	 * cannot take (pw_proc_link) still leads to it; a path it could
	 * not walk at all is said to be not checked, below. */
	magic = tcp->call.err == ETXTBSY && paths[0].res.magic;
	if (tcp->call.err == EXDEV ||
	    (tcp->call.err == ETXTBSY && (paths[0].walked || magic))) {
		const struct pw_result *res[2] = {
			paths[0].walked || magic ? &paths[0].res : NULL,
			npaths > 1 && paths[1].walked ? &paths[1].res : NULL,
		};
		char comp[PATH_MAX];

		at = fcx_path_cause(tcp, res, npaths,
				    p->p0 == FAILURE_CAUSE_P0_EXEC, &fc, why,
				    sizeof(why), comp, sizeof(comp));
		if (at < 0) {
			if (why[0])
				fc_emit(tcp, r, &paths[0], why, false);
			return;
		}
		fc_set(&paths[at], (int)tcp->call.err, comp, "%s", why);
	}
	for (unsigned k = 0; k < npaths; k++) {
		const struct fc_path *fp = &paths[k];

		if (fp->err != (int)tcp->call.err)
			continue;
		fc_short(a, sizeof(a), fp->path, 120);
		fc_path_why(why, sizeof(why), fp->argname, a, fp->words);
		fc_emit(tcp, r, fp, why, true);
		return;
	}
	fc_checked(tcp, &paths[0], &fc, why, sizeof(why));
	if (npaths > 1) {
		size_t len = strlen(why);

		snprintf(why + len, sizeof(why) - len, "; ");
		fc_checked(tcp, &paths[1], &fc, why + strlen(why),
			   sizeof(why) - strlen(why));
	}
	fc_emit(tcp, r, &paths[0], why, false);
}
