/* Where the trace goes: opening -o FILE and -ff's FILE.PID without
 * being fooled by what others planted in a shared directory, and what
 * to do when the reader of -o |CMD (or of a stderr pipe) goes away.
 *
 * A trace file in /tmp is written by root as often as not. In a sticky,
 * world-writable directory anyone may have made the name a symbolic
 * link to /etc/shadow, or a file of their own that they will read
 * back; a -ff name (FILE.PID) can be planted in advance. The kernel's
 * fs.protected_symlinks and protected_regular catch some of this when
 * they are on; we check ourselves, always, and refuse in one line. */
#include "output/output.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Whether the directory that holds path is sticky and world-writable:
 * names in it may have been made by anyone. */
static bool in_shared_dir(const char *path, char *dir, size_t size)
{
	const char *slash = strrchr(path, '/');
	struct stat st;

	if (!slash)
		snprintf(dir, size, ".");
	else if (slash == path)
		snprintf(dir, size, "/");
	else
		snprintf(dir, size, "%.*s", (int)(slash - path), path);
	if (stat(dir, &st) < 0)
		return false;
	return S_ISDIR(st.st_mode) && (st.st_mode & S_ISVTX) &&
	       (st.st_mode & S_IWOTH);
}

static void refuse(const char *path, const char *dir, const char *why)
{
	die("refusing to write the trace to %s: %s, in the sticky "
	    "world-writable directory %s", path, why, dir);
}

/* In a shared directory: no link is followed, a FIFO planted there
 * cannot block us (O_NONBLOCK), and only a regular file of our own, or
 * a new one, is written. With excl, only a new one. */
static int open_in_shared_dir(const char *path, const char *dir, bool excl)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK |
		      O_CLOEXEC | (excl ? O_EXCL : 0), 0666);
	struct stat st;
	char why[64];

	/* O_EXCL says EEXIST for a link too: tell which it is. */
	if (fd < 0 && (errno == ELOOP || (errno == EEXIST &&
	    lstat(path, &st) == 0 && S_ISLNK(st.st_mode))))
		refuse(path, dir, "it is a symbolic link");
	if (fd < 0 && errno == EEXIST)
		refuse(path, dir, "it already exists (-ff names are "
		       "predictable)");
	if (fd < 0 && errno == ENXIO)	/* a FIFO nobody reads */
		refuse(path, dir, "it is not a regular file");
	if (fd < 0)
		die("cannot open %s: %s", path, strerror(errno));
	if (fstat(fd, &st) < 0)
		die("cannot open %s: %s", path, strerror(errno));
	if (!S_ISREG(st.st_mode))
		refuse(path, dir, "it is not a regular file");
	if (st.st_uid != geteuid()) {
		snprintf(why, sizeof(why), "it belongs to uid %u",
			 (unsigned)st.st_uid);
		refuse(path, dir, why);
	}
	/* -A: appended to, not emptied. */
	if ((!out_cfg->append && ftruncate(fd, 0) < 0) ||
	    fcntl(fd, F_SETFL, (fcntl(fd, F_GETFL) & ~O_NONBLOCK) |
		  (out_cfg->append ? O_APPEND : 0)) < 0)
		die("cannot open %s: %s", path, strerror(errno));
	return fd;
}

FILE *outfile_open(const char *path, bool predictable)
{
	char dir[4096];
	FILE *f;
	int fd;

	if (!in_shared_dir(path, dir, sizeof(dir))) {
		f = fopen(path, out_cfg->append ? "ae" : "we");
		if (!f)
			die("cannot open %s: %s", path, strerror(errno));
		return f;
	}
	fd = open_in_shared_dir(path, dir, predictable);
	f = fdopen(fd, "w");
	if (!f)
		die("cannot open %s: %s", path, strerror(errno));
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
