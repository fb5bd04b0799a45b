/* The one door for files the traced program names.
 *
 * Some files abitrace opens are chosen by the program it traces, not
 * by its user: the ELF files of /proc/PID/maps, the separate debug
 * files their .gnu_debuglink, build ID or .gnu_debugaltlink point at,
 * the source files of their DWARF line tables. The program controls
 * those names, so it can make them a FIFO (an open or read that never
 * returns), a device (/dev/zero: a read that never ends; some devices
 * act on open), or a file its own user may not read, which abitrace,
 * running as root, would otherwise read and show for it.
 *
 * tfile_open() is the rule a debugger keeps: read what the traced
 * program's user could read, a regular file only, and never wait.
 *  - The name is looked up with the traced process's filesystem
 *    credentials (its fsuid, fsgid and groups, from /proc/PID/status):
 *    setfsuid() drops the DAC capabilities with root's uid, so a file
 *    the program could not open, we cannot open either.
 *  - It is opened O_PATH first (nothing happens on an O_PATH open, even
 *    of a device or FIFO), fstat'ed, and only a regular file within the
 *    size ceiling is then opened for reading, through /proc/self/fd,
 *    which checks read permission on that same inode, again with the
 *    program's credentials. No race can swap in another file between
 *    the check and the open.
 * abitrace is one thread, so the switch of credentials (setgroups()
 * is process-wide) cannot leak into another thread's work. */
#define _GNU_SOURCE
#include "core/core.h"

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <stdlib.h>
#include <string.h>
#include <sys/fsuid.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *refused;

const char *tfile_refused(void)
{
	return refused;
}

struct creds {
	uid_t uid;
	gid_t gid;
	int ngroups;
	gid_t *groups;
};

/* The 4th number of "Uid:" and "Gid:" is the filesystem id, the one
 * the kernel checks file access with. */
static int read_creds(pid_t pid, struct creds *c)
{
	char path[64], *line = NULL;
	size_t cap = 0;
	unsigned long v[4];
	bool uid = false, gid = false;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/status", (int)pid);
	f = fopen(path, "re");
	if (!f)
		return -1;
	memset(c, 0, sizeof(*c));
	while (getline(&line, &cap, f) > 0) {
		if (sscanf(line, "Uid: %lu %lu %lu %lu", &v[0], &v[1], &v[2],
			   &v[3]) == 4) {
			c->uid = (uid_t)v[3];
			uid = true;
		} else if (sscanf(line, "Gid: %lu %lu %lu %lu", &v[0], &v[1],
				  &v[2], &v[3]) == 4) {
			c->gid = (gid_t)v[3];
			gid = true;
		} else if (!strncmp(line, "Groups:", 7)) {
			char *p = line + 7, *end;

			for (;;) {
				unsigned long g = strtoul(p, &end, 10);

				if (end == p)
					break;
				c->groups = xrealloc(c->groups,
					(c->ngroups + 1) * sizeof(gid_t));
				c->groups[c->ngroups++] = (gid_t)g;
				p = end;
			}
		}
	}
	free(line);
	fclose(f);
	if (uid && gid)
		return 0;
	free(c->groups);
	errno = ESRCH;	/* a status without them: the task is past its end */
	return -1;
}

static bool same_groups(const struct creds *a, const struct creds *b)
{
	if (a->ngroups != b->ngroups)
		return false;
	for (int i = 0; i < a->ngroups; i++) {
		int j = 0;

		while (j < b->ngroups && b->groups[j] != a->groups[i])
			j++;
		if (j == b->ngroups)
			return false;
	}
	return true;
}

static void own_creds(struct creds *c)
{
	/* setfsuid(-1) fails and returns the current fsuid. */
	c->uid = (uid_t)setfsuid((uid_t)-1);
	c->gid = (gid_t)setfsgid((gid_t)-1);
	c->ngroups = getgroups(0, NULL);
	if (c->ngroups < 0)
		c->ngroups = 0;
	c->groups = xmalloc((c->ngroups + 1) * sizeof(gid_t));
	c->ngroups = getgroups(c->ngroups, c->groups);
	if (c->ngroups < 0)
		c->ngroups = 0;
}

/* Back to our own: a failure here would leave abitrace with another
 * user's rights, which nothing after it expects. */
static void restore(const struct creds *own, bool groups)
{
	setfsuid(own->uid);
	setfsgid(own->gid);
	if ((groups && setgroups(own->ngroups, own->groups) < 0) ||
	    (uid_t)setfsuid((uid_t)-1) != own->uid ||
	    (gid_t)setfsgid((gid_t)-1) != own->gid)
		die("cannot take back our own file system credentials");
}

/* Take the program's credentials; false (and ours kept) when we cannot
 * have exactly them: we then open nothing. *groups says whether the
 * group list was changed. */
static bool take(const struct creds *own, const struct creds *them,
		 bool *groups)
{
	*groups = false;
	if (!same_groups(own, them)) {
		if (setgroups(them->ngroups, them->groups) < 0)
			return false;
		*groups = true;
	}
	setfsgid(them->gid);
	setfsuid(them->uid);
	if ((uid_t)setfsuid((uid_t)-1) == them->uid &&
	    (gid_t)setfsgid((gid_t)-1) == them->gid)
		return true;
	restore(own, *groups);
	return false;
}

static int refuse(const char *why, int err)
{
	refused = why;
	errno = err;
	return -1;
}

/* The O_PATH descriptor of a regular file, opened for reading. */
static int reopen(int pfd, uint64_t max_size)
{
	char self[64];
	struct stat st;

	if (fstat(pfd, &st) < 0)
		return -1;
	if (!S_ISREG(st.st_mode))
		return refuse("not a regular file", EINVAL);
	if ((uint64_t)st.st_size > max_size)
		return refuse("larger than abitrace reads", EFBIG);
	snprintf(self, sizeof(self), "/proc/self/fd/%d", pfd);
	return open(self, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
}

int tfile_open(int pid, int dirfd, const char *path, uint64_t max_size)
{
	struct creds own, them;
	bool groups;
	int pfd, fd = -1, err;

	refused = NULL;
	if (read_creds(pid, &them) < 0) {
		/* Only a missing /proc entry says the process is gone; the
		 * tracer out of descriptors or memory is not its end. */
		if (errno == ENOENT || errno == ESRCH)
			return refuse("the traced process is gone", ESRCH);
		err = errno;
		return refuse(err == EMFILE || err == ENFILE ?
			      "abitrace has no descriptor left to read the "
			      "traced process's credentials" :
			      "cannot read the traced process's credentials",
			      err);
	}
	own_creds(&own);
	if (!take(&own, &them, &groups)) {
		free(own.groups);
		free(them.groups);
		return refuse("cannot take the traced process's credentials",
			      EPERM);
	}
	pfd = openat(dirfd, path, O_PATH | O_CLOEXEC);
	if (pfd >= 0) {
		fd = reopen(pfd, max_size);
		err = errno;
		close(pfd);
		errno = err;
	}
	err = errno;
	restore(&own, groups);
	free(own.groups);
	free(them.groups);
	errno = err;
	return fd;
}

/* Up to max bytes of a source file, for an excerpt: NUL-terminated,
 * in *len bytes; NULL when tfile_open refused or failed. */
char *tfile_read(int pid, int dirfd, const char *path, size_t max,
		 size_t *len)
{
	int fd = tfile_open(pid, dirfd, path, UINT64_MAX);
	char *buf;
	size_t n = 0;

	if (fd < 0)
		return NULL;
	buf = xmalloc(max + 1);
	while (n < max) {
		ssize_t r = read(fd, buf + n, max - n);

		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		n += (size_t)r;
	}
	close(fd);
	buf[n] = '\0';
	*len = n;
	return buf;
}
