/* Where the outputs go: opening -o FILE, -ff's FILE.PID and the files of
 * --report, --timeline and --seccomp-profile without being fooled by
 * what others planted on the way, and what to do when the reader of
 * -o |CMD (or of a stderr pipe) goes away.
 *
 * An output file is written by root as often as not. Anyone who can
 * change a directory on its path can redirect that write: replace a
 * component with a symbolic link, or the file with a link to
 * /etc/shadow, or a file of their own that they will read back; a -ff
 * name (FILE.PID) can be planted in advance. The kernel's
 * fs.protected_symlinks and protected_regular catch some of this when
 * they are on; we check ourselves, always, as OpenSSH's StrictModes
 * does, and refuse in one line that names the component and why:
 *  - every directory from / down (the working directory's own path for
 *    a relative name) must belong to root or to us and be writable by
 *    no one else, unless it is sticky (/tmp): there nobody else can
 *    rename or remove what is ours;
 *  - a symbolic link on the way must belong to root or to us; it is
 *    followed, and its target checked the same way (links of /proc,
 *    /dev/stdout's /proc/self/fd/1, are the kernel's own: followed);
 *  - the file is opened relative to the directory the walk checked,
 *    so nothing renamed in between can redirect it;
 *  - an existing file with more than one link is refused unless it is
 *    ours (a hard link to a victim), in a shared directory always;
 *  - in a sticky directory others write to, no link is followed, a
 *    FIFO planted there cannot block us, and only a regular file of our
 *    own, or a new one, is written (with -ff's predictable names, only
 *    a new one). */
#include "output/output.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

#ifndef PROC_SUPER_MAGIC
#define PROC_SUPER_MAGIC 0x9fa0
#endif
#define MAX_LINKS 16

static void refuse(const char *path, const char *what, const char *why)
{
	char p[1024], w[1024];

	/* Names may hold anything, the program's bytes included. */
	escape_to(p, sizeof(p), path);
	escape_to(w, sizeof(w), what);
	die("refusing to write %s: %s %s", p, w, why);
}

/* Whom we trust besides root: ourselves, and under sudo the user who
 * ran it (SUDO_UID): sudo abitrace -o out.txt in one's own home must
 * work, and that user could redirect nothing they cannot write. */
static bool trusted_owner(uid_t uid)
{
	const char *sudo = getenv("SUDO_UID");
	char *end;
	unsigned long v;

	if (uid == 0 || uid == geteuid())
		return true;
	if (geteuid() != 0 || !sudo || !*sudo)
		return false;
	v = strtoul(sudo, &end, 10);
	return !*end && (uid_t)v == uid;
}

/* Why someone other than root and us could change the names in a
 * directory, or NULL. */
static const char *dir_unsafe(const struct stat *st, char *why, size_t size)
{
	if (!trusted_owner(st->st_uid)) {
		snprintf(why, size, "belongs to uid %u, who could redirect "
			 "the write", (unsigned)st->st_uid);
		return why;
	}
	if (st->st_mode & S_ISVTX)
		return NULL;
	if (st->st_mode & S_IWOTH)
		return "is writable by every user, and not sticky";
	if ((st->st_mode & S_IWGRP) && st->st_gid != 0 &&
	    st->st_gid != getegid()) {
		snprintf(why, size, "is writable by group %u, and not sticky",
			 (unsigned)st->st_gid);
		return why;
	}
	return NULL;
}

/* A sticky directory that others may write to: names in it may have
 * been made by anyone. */
static bool is_shared(const struct stat *st)
{
	return (st->st_mode & S_ISVTX) && ((st->st_mode & S_IWOTH) ||
	       ((st->st_mode & S_IWGRP) && st->st_gid != 0 &&
		st->st_gid != getegid()));
}

static bool on_procfs(int fd)
{
	struct statfs sf;

	return fstatfs(fd, &sf) == 0 && sf.f_type == PROC_SUPER_MAGIC;
}

/* The shown name of a component: the text walked so far. */
static void shown(char *buf, size_t size, const char *s, const char *end)
{
	snprintf(buf, size, "%.*s", (int)(end - s), s);
	if (!buf[0])
		snprintf(buf, size, ".");
}

struct walk {
	const char *path;	/* the whole name, for messages */
	int depth;		/* links followed */
};

static int walk_dirs(struct walk *w, int cur, const char *s,
		     const char *end);

/* A symbolic link named name in directory cur (st: the link): checked,
 * and followed to the directory it names, which is walked in turn. */
static int follow_dir_link(struct walk *w, int cur, const char *name,
			   const struct stat *st, const char *what)
{
	char target[4096], why[96];
	ssize_t n;
	int start;

	if (!trusted_owner(st->st_uid)) {
		snprintf(why, sizeof(why), "is a symbolic link that belongs "
			 "to uid %u", (unsigned)st->st_uid);
		refuse(w->path, what, why);
	}
	if (++w->depth > MAX_LINKS)
		refuse(w->path, what, "is one symbolic link too many");
	/* /proc's links (self, fd/N) are the kernel's, not names. */
	if (on_procfs(cur))
		return openat(cur, name, O_PATH | O_DIRECTORY | O_CLOEXEC);
	n = readlinkat(cur, name, target, sizeof(target) - 1);
	if (n <= 0)
		return -1;
	target[n] = '\0';
	start = target[0] == '/' ? open("/", O_PATH | O_CLOEXEC) :
				   fcntl(cur, F_DUPFD_CLOEXEC, 0);
	if (start < 0)
		return -1;
	return walk_dirs(w, start, target, target + n);
}

/* Walks the directories of s..end from the checked directory cur
 * (consumed); returns the O_PATH fd of the last one, checked, or -1
 * with errno. Dies when a component is unsafe. */
static int walk_dirs(struct walk *w, int cur, const char *s,
		     const char *end)
{
	const char *p = s;
	char name[NAME_MAX + 1], what[4096], why[96];
	const char *bad;
	struct stat st;

	while (p < end) {
		const char *q;
		int next, err;

		while (p < end && *p == '/')
			p++;
		q = p;
		while (q < end && *q != '/')
			q++;
		if (q == p)
			break;
		if ((size_t)(q - p) > NAME_MAX) {
			close(cur);
			errno = ENAMETOOLONG;
			return -1;
		}
		snprintf(name, sizeof(name), "%.*s", (int)(q - p), p);
		shown(what, sizeof(what), s, q);
		p = q;
		if (!strcmp(name, "."))
			continue;
		next = openat(cur, name, O_PATH | O_NOFOLLOW | O_CLOEXEC);
		if (next >= 0 && fstat(next, &st) == 0 && S_ISLNK(st.st_mode)) {
			int dir = follow_dir_link(w, cur, name, &st, what);

			err = errno;
			close(next);
			next = dir;
			errno = err;
			if (next >= 0 && fstat(next, &st) < 0) {
				err = errno;
				close(next);
				next = -1;
				errno = err;
			}
		}
		err = errno;
		close(cur);
		if (next < 0) {
			errno = err;
			return -1;
		}
		if (!S_ISDIR(st.st_mode)) {
			close(next);
			errno = ENOTDIR;
			return -1;
		}
		bad = dir_unsafe(&st, why, sizeof(why));
		if (bad) {
			char label[4200];

			snprintf(label, sizeof(label), "directory %s", what);
			refuse(w->path, label, bad);
		}
		cur = next;
	}
	return cur;
}

/* The checked directory that will hold path's last component, whose
 * name goes into base. For a relative name the walk starts at / with
 * the working directory's own path: whoever could rename one of its
 * parents could redirect the write too. */
static int open_parent(struct walk *w, const char *path, char *base,
		       size_t size)
{
	const char *slash = strrchr(path, '/');
	const char *end = slash ? slash : path;
	char why[96];
	const char *bad;
	struct stat st;
	int root, cur;

	snprintf(base, size, "%s", slash ? slash + 1 : path);
	root = open("/", O_PATH | O_CLOEXEC);
	if (root < 0 || fstat(root, &st) < 0)
		return -1;
	bad = dir_unsafe(&st, why, sizeof(why));
	if (bad)
		refuse(path, "directory /", bad);
	if (path[0] == '/')
		return walk_dirs(w, root, path, end);
	{
		char cwd[4096];

		if (!getcwd(cwd, sizeof(cwd))) {
			/* Unreachable from / (chroot, removed): as it is. */
			close(root);
			cur = open(".", O_PATH | O_CLOEXEC);
		} else {
			cur = walk_dirs(w, root, cwd, cwd + strlen(cwd));
		}
	}
	if (cur < 0)
		return -1;
	return walk_dirs(w, cur, path, end);
}

/* In a shared directory: no link is followed, a FIFO planted there
 * cannot block us (O_NONBLOCK), and only a regular file of our own with
 * one link, or a new one, is written. With excl, only a new one. */
static int open_in_shared_dir(int dir, const char *base, const char *path,
			      bool excl)
{
	int fd = openat(dir, base, O_WRONLY | O_CREAT | O_NOFOLLOW |
			O_NONBLOCK | O_CLOEXEC | (excl ? O_EXCL : 0), 0666);
	const char *in = "in the sticky directory";
	struct stat st;
	char why[128];

	/* O_EXCL says EEXIST for a link too: tell which it is. */
	if (fd < 0 && (errno == ELOOP || (errno == EEXIST &&
	    fstatat(dir, base, &st, AT_SYMLINK_NOFOLLOW) == 0 &&
	    S_ISLNK(st.st_mode))))
		refuse(path, "it", "is a symbolic link, in a sticky directory "
		       "others write to");
	if (fd < 0 && errno == EEXIST)
		refuse(path, "it", "already exists (-ff names are predictable), "
		       "in a sticky directory others write to");
	if (fd < 0 && errno == ENXIO)	/* a FIFO nobody reads */
		refuse(path, "it", "is not a regular file, in a sticky "
		       "directory others write to");
	if (fd < 0)
		die("cannot open %s: %s", path, strerror(errno));
	if (fstat(fd, &st) < 0)
		die("cannot open %s: %s", path, strerror(errno));
	if (!S_ISREG(st.st_mode))
		refuse(path, "it", "is not a regular file, in a sticky "
		       "directory others write to");
	if (st.st_uid != geteuid()) {
		snprintf(why, sizeof(why), "belongs to uid %u, %s others "
			 "write to", (unsigned)st.st_uid, in);
		refuse(path, "it", why);
	}
	if (st.st_nlink > 1) {
		snprintf(why, sizeof(why), "has %lu hard links, %s others "
			 "write to", (unsigned long)st.st_nlink, in);
		refuse(path, "it", why);
	}
	/* -A: appended to, not emptied. */
	if ((!out_cfg->append && ftruncate(fd, 0) < 0) ||
	    fcntl(fd, F_SETFL, (fcntl(fd, F_GETFL) & ~O_NONBLOCK) |
		  (out_cfg->append ? O_APPEND : 0)) < 0)
		die("cannot open %s: %s", path, strerror(errno));
	return fd;
}

static int open_checked(struct walk *w, const char *path, bool excl);

/* The last component in a directory the walk found safe. */
static int open_in(struct walk *w, int dir, const char *base,
		   const char *path, bool excl)
{
	char why[128];
	struct stat st, dst;

	if (fstat(dir, &dst) < 0)
		return -1;
	if (is_shared(&dst))
		return open_in_shared_dir(dir, base, path, excl);
	if (fstatat(dir, base, &st, AT_SYMLINK_NOFOLLOW) == 0) {
		if (S_ISLNK(st.st_mode)) {
			char target[4096];
			ssize_t n;
			int fd;

			if (!trusted_owner(st.st_uid)) {
				snprintf(why, sizeof(why), "is a symbolic "
					 "link that belongs to uid %u",
					 (unsigned)st.st_uid);
				refuse(path, "it", why);
			}
			if (++w->depth > MAX_LINKS)
				refuse(path, "it", "is one symbolic link too many");
			/* /dev/stdout is /proc/self/fd/1: the kernel's. */
			if (on_procfs(dir))
				return openat(dir, base, O_WRONLY | O_CREAT |
					      O_CLOEXEC | (out_cfg->append ?
					      O_APPEND : O_TRUNC), 0666);
			n = readlinkat(dir, base, target, sizeof(target) - 1);
			if (n <= 0)
				return -1;
			target[n] = '\0';
			if (target[0] == '/') {
				fd = open_checked(w, target, excl);
			} else {
				/* Relative to the link's directory. */
				int start = fcntl(dir, F_DUPFD_CLOEXEC, 0);
				const char *slash = strrchr(target, '/');
				int sub;

				if (start < 0)
					return -1;
				sub = slash ? walk_dirs(w, start, target,
							slash) : start;
				if (sub < 0)
					return -1;
				fd = open_in(w, sub, slash ? slash + 1 :
					     target, path, excl);
				close(sub);
			}
			return fd;
		}
		if (st.st_nlink > 1 && st.st_uid != geteuid()) {
			snprintf(why, sizeof(why), "has %lu hard links and "
				 "belongs to uid %u", (unsigned long)st.st_nlink,
				 (unsigned)st.st_uid);
			refuse(path, "it", why);
		}
	}
	return openat(dir, base, O_WRONLY | O_CREAT | O_NOCTTY | O_CLOEXEC |
		      (out_cfg->append ? O_APPEND : O_TRUNC), 0666);
}

static int open_checked(struct walk *w, const char *path, bool excl)
{
	char base[NAME_MAX + 2];
	int dir, fd, err;

	if (strlen(path) >= 4096) {
		errno = ENAMETOOLONG;
		return -1;
	}
	dir = open_parent(w, path, base, sizeof(base));
	if (dir < 0)
		return -1;
	if (!base[0] || !strcmp(base, ".") || !strcmp(base, "..")) {
		close(dir);
		errno = EISDIR;
		return -1;
	}
	fd = open_in(w, dir, base, path, excl);
	err = errno;
	close(dir);
	errno = err;
	return fd;
}

FILE *outfile_open(const char *path, bool predictable)
{
	struct walk w = { .path = path };
	FILE *f;
	int fd;

	fd = open_checked(&w, path, predictable);
	if (fd < 0)
		die("cannot open %s: %s", path, strerror(errno));
	f = fdopen(fd, out_cfg->append ? "a" : "w");
	if (!f)
		die("cannot open %s: %s", path, strerror(errno));
	return f;
}

/* A backend's own file: "-" is standard output, kept as a descriptor
 * of our own (the tracer's fd 1 is let go of when the program starts:
 * process.c's release_std_streams). */
FILE *outfile_open_own(const char *path)
{
	int fd;
	FILE *f;

	if (strcmp(path, "-"))
		return outfile_open(path, false);
	fd = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
	f = fd < 0 ? NULL : fdopen(fd, "w");
	if (!f)
		die("cannot write to standard output: %s", strerror(errno));
	return f;
}

/* A backend's own file at the end of the run: closed, and a write or
 * the close that failed said in one line. 0, or -1 when the file is
 * incomplete. */
int outfile_close(FILE *f, const char *path, bool failed)
{
	failed |= ferror(f) != 0;
	if (fclose(f) != 0)
		failed = true;
	if (!failed)
		return 0;
	fprintf(stderr, "%s: writing %s failed: %s\n", progname, path,
		strerror(errno));
	return -1;
}

/* ---- a reader that went away ------------------------------------- */

static bool closed;

bool outfile_reader_gone(void)
{
	return closed;
}

/* The write end of a pipe with no reader left polls as POLLERR; errno
 * alone could be left over from an earlier call. */
static bool reader_gone(int fd)
{
	struct pollfd p = { .fd = fd, .events = 0 };

	return poll(&p, 1, 0) == 1 && (p.revents & POLLERR);
}

/* A write of the trace to f failed. When it was a pipe whose reader is
 * gone, the trace has nowhere to go, but the program must not suffer
 * for it: say so once, send the rest to /dev/null, and let the tracing
 * loop see outfile_reader_gone() and let the program go. Returns true
 * when that was the case. */
bool outfile_check_closed(FILE *f, const char *name)
{
	int fd = fileno(f), null;

	if (closed)
		return true;
	if (fd < 0 || !reader_gone(fd))
		return false;
	closed = true;
	null = open("/dev/null", O_WRONLY | O_CLOEXEC);
	if (null >= 0) {
		dup2(null, fd);
		close(null);
	}
	clearerr(f);
	/* On stderr this line may go nowhere: it is the closed pipe. */
	fprintf(stderr, "%s: the trace's reader closed the pipe (%s): "
		"no more trace; the program runs on\n", progname, name);
	return true;
}
