/* The walk of a traced process's path, as its kernel walked it: see
 * pathwalk.h. Every path here is absolute in the process's root and
 * reached through /proc/TID/root, whose magic link enters that root
 * (a chroot, another mount namespace) before the rest is looked up.
 * Symbolic links and ".." are resolved here, one component at a time,
 * never by our own lookup, which would take an absolute link or ".."
 * at the process's root in abitrace's root instead. */
#include "notes/pathwalk.h"
#include "notes/engine.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/statfs.h>
#include <sys/xattr.h>
#include <linux/magic.h>
#include <unistd.h>

#define PW_MAX_LINKS 40		/* the kernel's MAXSYMLINKS */
#define PW_PROC_ROOT_INO 1	/* the kernel's PROC_ROOT_INO: /proc itself */
#define PW_CAP_DAC_OVERRIDE 1
#define PW_CAP_DAC_READ_SEARCH 2

/* Both sets from /proc/TID/status, read once a stop
 * (proc_status_text). */
bool pw_creds_read(struct tcb *tcp, struct pw_creds *fs, struct pw_creds *real)
{
	const char *text = proc_status_text(tcp->pid, tcp->tid);
	char line[1024], *p, *end;
	unsigned long u[4], g[4];
	uint64_t eff = 0, prm = 0;
	unsigned have = 0;

	memset(fs, 0, sizeof(*fs));
	if (!text)
		return false;
	/* only Uid, Gid, Groups and the Cap lines are copied */
	while (text_line_of(&text, "UGC", line, sizeof(line))) {
		/* "Uid:	real	effective	saved	filesystem" */
		if (!strncmp(line, "Uid:", 4) &&
		    status_ulongs(line + 4, u, 4) == 4) {
			have |= 1;
		} else if (!strncmp(line, "Gid:", 4) &&
			   status_ulongs(line + 4, g, 4) == 4) {
			have |= 2;
		} else if (!strncmp(line, "Groups:", 7)) {
			for (p = line + 7; fs->ngroups < ARRAY_SIZE(fs->groups);
			     p = end) {
				unsigned long n = strtoul(p, &end, 10);

				if (end == p)
					break;
				fs->groups[fs->ngroups++] = (uint32_t)n;
			}
		} else if (!strncmp(line, "CapPrm:", 7)) {
			prm = strtoull(line + 7, NULL, 16);
			have |= 4;
		} else if (!strncmp(line, "CapEff:", 7)) {
			eff = strtoull(line + 7, NULL, 16);
			have |= 8;
			break;		/* the last we need */
		}
	}
	if (have != 15)
		return false;
	fs->uid = (uint32_t)u[3];
	fs->gid = (uint32_t)g[3];
	fs->caps = eff;
	*real = *fs;
	real->uid = (uint32_t)u[0];
	real->gid = (uint32_t)g[0];
	/* access(2) checks as the real ids, with the permitted set only
	 * when the real uid is 0 (and nothing otherwise). */
	real->caps = real->uid ? 0 : prm;
	return true;
}

static bool pw_in_group(const struct pw_creds *c, uint32_t gid)
{
	if (c->gid == gid)
		return true;
	for (unsigned i = 0; i < c->ngroups; i++)
		if (c->groups[i] == gid)
			return true;
	return false;
}

/* dst := src, cut to size - 1 bytes: snprintf(dst, size, "%s", src)
 * without the format machinery, which a walk ran for every component
 * (a fifth of the tracer's instructions on a shell loop under -f). */
static void pw_copy(char *dst, size_t size, const char *src)
{
	size_t n = strlen(src);

	if (!size)
		return;
	if (n >= size)
		n = size - 1;
	memmove(dst, src, n);
	dst[n] = '\0';
}

/* /proc/TID/root + abs; false when it does not fit. */
static bool pw_host(struct tcb *tcp, const char *abs, char *out, size_t size)
{
	/* The prefix is the same for a thread's whole walk. */
	static char prefix[32];
	static size_t plen;
	static pid_t ptid;
	size_t al = strlen(abs);

	if (!plen || ptid != tcp->tid) {
		plen = (size_t)snprintf(prefix, sizeof(prefix), "/proc/%d/root",
					tcp->tid);
		ptid = tcp->tid;
	}
	if (plen + al >= size)
		return false;
	memcpy(out, prefix, plen);
	memcpy(out + plen, abs, al + 1);
	return true;
}

bool pw_may(struct tcb *tcp, const struct pw_creds *c, const char *abs,
	    const struct stat *st, unsigned want, bool *acl)
{
	char host[PATH_MAX + 64];
	unsigned m = st->st_mode, bits;
	bool dir = S_ISDIR(m);

	if (c->uid == st->st_uid)
		bits = m >> 6 & 7;
	else if (pw_in_group(c, st->st_gid))
		bits = m >> 3 & 7;
	else
		bits = m & 7;
	*acl = pw_host(tcp, abs, host, sizeof(host)) &&
	       lgetxattr(host, "system.posix_acl_access", NULL, 0) > 0;
	if ((bits & want) == want)
		return true;
	/* capable_wrt_inode_uidgid(): execute on a file needs one x bit */
	if (c->caps >> PW_CAP_DAC_OVERRIDE & 1 &&
	    (dir || !(want & PW_X) || (m & 0111)))
		return true;
	if (c->caps >> PW_CAP_DAC_READ_SEARCH & 1 &&
	    (dir ? !(want & PW_W) : want == PW_R))
		return true;
	return false;
}

const char *pw_type(mode_t m)
{
	switch (m & S_IFMT) {
	case S_IFDIR: return "a directory";
	case S_IFREG: return "a regular file";
	case S_IFLNK: return "a symbolic link";
	case S_IFIFO: return "a FIFO";
	case S_IFSOCK: return "a socket";
	case S_IFCHR: return "a character device";
	case S_IFBLK: return "a block device";
	}
	return "a file of unknown type";
}

/* readlink into buf (size bytes with its NUL); false if it fails or
 * does not fit. */
static bool pw_readlink(const char *path, char *buf, size_t size)
{
	ssize_t n = readlink(path, buf, size - 1);

	if (n < 0 || (size_t)n >= size - 1)
		return false;
	buf[n] = '\0';
	return true;
}

bool pw_start(struct tcb *tcp, int dirfd, char *dir, size_t size,
	      char *why, size_t wsize)
{
	char link[64], root[PATH_MAX], d[PATH_MAX];
	size_t rl;

	if (dirfd == -100)	/* AT_FDCWD */
		snprintf(link, sizeof(link), "/proc/%d/cwd", tcp->tid);
	else
		snprintf(link, sizeof(link), "/proc/%d/fd/%d", tcp->tid, dirfd);
	if (!pw_readlink(link, d, sizeof(d))) {
		snprintf(why, wsize, "its %s could not be read",
			 dirfd == -100 ? "cwd" : "dirfd");
		return false;
	}
	if (d[0] != '/') {
		/* pipe:[N], anon_inode:...: not a directory at all */
		snprintf(why, wsize, "dirfd %d is not a directory", dirfd);
		return false;
	}
	rl = strlen(d);
	if (rl > 10 && !strcmp(d + rl - 10, " (deleted)")) {
		snprintf(why, wsize, "its %s was deleted",
			 dirfd == -100 ? "cwd" : "dirfd's directory");
		return false;
	}
	/* The links read as seen from our root: the process's root is
	 * the part before. */
	snprintf(link, sizeof(link), "/proc/%d/root", tcp->tid);
	if (!pw_readlink(link, root, sizeof(root))) {
		snprintf(why, wsize, "its root could not be read");
		return false;
	}
	rl = strlen(root);
	if (!strcmp(root, "/")) {
		pw_copy(dir, size, d);
		return true;
	}
	if (strncmp(d, root, rl) || (d[rl] != '/' && d[rl] != '\0')) {
		snprintf(why, wsize, "its %s is outside its root",
			 dirfd == -100 ? "cwd" : "dirfd");
		return false;
	}
	pw_copy(dir, size, d[rl] ? d + rl : "/");
	return true;
}

/* Whether the directory abs of the process is on a procfs. */
static bool pw_in_proc(struct tcb *tcp, const char *abs)
{
	char host[PATH_MAX + 64];
	struct statfs sf;

	return pw_host(tcp, abs, host, sizeof(host)) && !statfs(host, &sf) &&
	       sf.f_type == PROC_SUPER_MAGIC;
}

/* cur := cur/name (name of len bytes); false when it does not fit. */
static bool pw_append(char *cur, const char *name, size_t len)
{
	size_t cl = strlen(cur);

	if (cl + 1 + len >= PATH_MAX)
		return false;
	if (cl > 1)
		cur[cl++] = '/';
	memcpy(cur + cl, name, len);
	cur[cl + len] = '\0';
	return true;
}

static void pw_dotdot(char *cur)
{
	char *slash = strrchr(cur, '/');

	if (slash == cur)
		cur[1] = '\0';
	else if (slash)
		*slash = '\0';
}

static void pw_problem(struct pw_result *res, int err, const char *comp,
		       const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static void pw_problem(struct pw_result *res, int err, const char *comp,
		       const char *fmt, ...)
{
	va_list ap;

	res->err = err;
	pw_copy(res->component, sizeof(res->component), comp);
	/* most are words without a conversion: a copy */
	if (!strchr(fmt, '%')) {
		pw_copy(res->words, sizeof(res->words), fmt);
		return;
	}
	va_start(ap, fmt);
	vsnprintf(res->words, sizeof(res->words), fmt, ap);
	va_end(ap);
}

void pw_result_clear(struct pw_result *res)
{
	res->err = 0;
	res->component[0] = '\0';
	res->words[0] = '\0';
	res->acl = false;
	memset(&res->at, 0, sizeof(res->at));
	res->acl_comp[0] = '\0';
	res->final[0] = '\0';
	res->parent[0] = '\0';
	memset(&res->st, 0, sizeof(res->st));
	memset(&res->pst, 0, sizeof(res->pst));
	res->exists = false;
	res->missing_ok = false;
	res->link[0] = '\0';
	res->target[0] = '\0';
	res->magic = false;
	memset(&res->magic_st, 0, sizeof(res->magic_st));
}

/* What is left to walk: the path, then with each link followed its
 * target before the rest. */
static char rest[2 * PATH_MAX + 2], spliced[2 * PATH_MAX + 2];

/*
 * A link of /proc names what it names for whoever reads it: ours would
 * be abitrace's answer, and /proc's directories have permission rules
 * of their own (a process may always search its own fd/), so the walk
 * stops there and cannot tell. For the causes that only need the file
 * the path ends at (ETXTBSY), that file is stat'ed through the links
 * by the kernel into res->magic_st: the rest of the path after next,
 * with self and thread-self made the thread's PID and PID/task/TID, on
 * the procfs abitrace's own /proc is (the same pid numbers). target:
 * where a last component that is itself a magic link (exe, fd/N)
 * leads, as abitrace reads it.
 */
static void pw_proc_link(struct tcb *tcp, const char *cur, const char *next,
			 const char *after, struct pw_result *res)
{
	const char *base = strrchr(next, '/');
	char path[PATH_MAX], host[PATH_MAX + 64];
	struct stat ours, here;
	int n;

	base = base ? base + 1 : next;
	if (stat("/proc", &ours) || !pw_host(tcp, cur, host, sizeof(host)) ||
	    stat(host, &here) || here.st_dev != ours.st_dev)
		return;
	if (here.st_ino == PW_PROC_ROOT_INO && !strcmp(base, "self"))
		n = snprintf(path, sizeof(path), "%s/%d%s", cur, tcp->pid,
			     after);
	else if (here.st_ino == PW_PROC_ROOT_INO &&
		 !strcmp(base, "thread-self"))
		n = snprintf(path, sizeof(path), "%s/%d/task/%d%s", cur,
			     tcp->pid, tcp->tid, after);
	else
		n = snprintf(path, sizeof(path), "%s%s", next, after);
	if (n < 0 || n >= (int)sizeof(path) ||
	    !pw_host(tcp, path, host, sizeof(host)) ||
	    stat(host, &res->magic_st))
		return;
	res->magic = true;
	snprintf(res->final, sizeof(res->final), "%s%s", next, after);
	if (!pw_readlink(host, res->target, sizeof(res->target)))
		res->target[0] = '\0';
}

/* The symbolic link next (host: its name in our view), met in the
 * directory cur with *pp the rest of the path after it: its target
 * spliced before that rest, *pp moved to it. Returns 1 to walk on, 0
 * when the walk ends in a problem (its answer true), -1 when it cannot
 * tell (false). last_name: next is the last component, no "/" after. */
static int pw_follow(struct tcb *tcp, const char *cur, const char *next,
		     const char *host, bool last_name, unsigned *links,
		     const char **pp, struct pw_result *res)
{
	if (pw_in_proc(tcp, cur)) {
		pw_proc_link(tcp, cur, next, *pp, res);
		snprintf(res->words, sizeof(res->words), "it goes through a "
			 "link of /proc, which abitrace cannot follow as the "
			 "process did");
		return -1;
	}
	if (++*links > PW_MAX_LINKS) {
		pw_problem(res, ELOOP, next,
			   "is where the walk went past %d symbolic links",
			   PW_MAX_LINKS);
		return 0;
	}
	if (!pw_readlink(host, res->target, sizeof(res->target)))
		return -1;
	/* The last component a link: where a dangling one pointed is part
	 * of the answer. */
	if (last_name)
		pw_copy(res->link, sizeof(res->link), next);
	else
		res->link[0] = '\0';
	if (snprintf(spliced, sizeof(spliced), "%s%s", res->target, *pp) >=
	    (int)sizeof(spliced))
		return -1;
	memcpy(rest, spliced, strlen(spliced) + 1);
	*pp = rest;
	return 1;
}

bool pw_walk(struct tcb *tcp, const struct pw_creds *c, const char *dir,
	     const char *path, bool follow_last, struct pw_result *res)
{
	char cur[PATH_MAX], host[PATH_MAX + 64];
	struct stat cst;
	unsigned links = 0;
	const char *p;

	pw_result_clear(res);
	pw_copy(cur, sizeof(cur), path[0] == '/' ? "/" : dir);
	pw_copy(rest, sizeof(rest), path);
	if (!pw_host(tcp, cur, host, sizeof(host)) || lstat(host, &cst))
		return false;
	p = rest;
	for (;;) {
		const char *name, *after;
		size_t len;
		bool last, slash;
		struct stat st;
		bool acl;
		char next[PATH_MAX];

		p += strspn(p, "/");
		if (!*p)
			break;
		name = p;
		len = strcspn(p, "/");
		after = p + len;
		last = !after[strspn(after, "/")];
		slash = *after == '/';	/* "name/": must be a directory */
		p = after;
		/* may_lookup(): search permission on every directory
		 * walked, before the name in it is looked at */
		if (!pw_may(tcp, c, cur, &cst, PW_X, &acl)) {
			res->acl = acl;
			res->at = cst;
			pw_problem(res, EACCES, cur, "no search permission");
			return true;
		}
		if (acl && !res->acl_comp[0])
			pw_copy(res->acl_comp, sizeof(res->acl_comp), cur);
		if (len == 1 && name[0] == '.')
			goto at_end;
		if (len == 2 && !strncmp(name, "..", 2)) {
			pw_dotdot(cur);
			if (!pw_host(tcp, cur, host, sizeof(host)) ||
			    lstat(host, &cst))
				return false;
			goto at_end;
		}
		pw_copy(next, sizeof(next), cur);
		if (len > NAME_MAX) {
			if (!pw_append(next, name, len))
				snprintf(next, sizeof(next), "%.*s",
					 (int)len, name);
			pw_problem(res, ENAMETOOLONG, next,
				   "is %zu bytes, over NAME_MAX (%d)", len,
				   NAME_MAX);
			return true;
		}
		if (!pw_append(next, name, len) ||
		    !pw_host(tcp, next, host, sizeof(host)))
			return false;
		if (lstat(host, &st)) {
			if (errno != ENOENT)
				return false;
			pw_copy(res->parent, sizeof(res->parent), cur);
			res->pst = cst;
			pw_copy(res->final, sizeof(res->final), next);
			if (last && !slash) {
				res->missing_ok = true;
				return true;
			}
			pw_problem(res, ENOENT, next, "does not exist");
			return true;
		}
		if (S_ISLNK(st.st_mode) && (!last || slash || follow_last)) {
			int r = pw_follow(tcp, cur, next, host, last && !slash,
					  &links, &p, res);

			if (r <= 0)
				return r == 0;
			if (res->target[0] == '/') {
				snprintf(cur, sizeof(cur), "/");
				if (!pw_host(tcp, cur, host, sizeof(host)) ||
				    lstat(host, &cst))
					return false;
			}
			continue;
		}
		if ((!last || slash) && !S_ISDIR(st.st_mode)) {
			pw_problem(res, ENOTDIR, next, "is not a directory (%s)",
				   pw_type(st.st_mode));
			return true;
		}
		pw_copy(res->parent, sizeof(res->parent), cur);
		res->pst = cst;
		pw_copy(cur, sizeof(cur), next);
		cst = st;
at_end:
		if (last) {
			pw_copy(res->final, sizeof(res->final), cur);
			res->st = cst;
			res->exists = true;
			return true;
		}
	}
	/* "/" or a path of "." and "/" only */
	pw_copy(res->final, sizeof(res->final), cur);
	pw_copy(res->parent, sizeof(res->parent), cur);
	res->st = res->pst = cst;
	res->exists = true;
	return true;
}

void pw_unescape(char *s)
{
	char *o = s;

	for (; *s; s++) {
		if (s[0] == '\\' && s[1] >= '0' && s[1] <= '3' &&
		    s[2] >= '0' && s[2] <= '7' && s[3] >= '0' && s[3] <= '7') {
			*o++ = (char)((s[1] - '0') << 6 | (s[2] - '0') << 3 |
				      (s[3] - '0'));
			s += 3;
		} else {
			*o++ = *s;
		}
	}
	*o = '\0';
}

static bool pw_has_opt(const char *opts, const char *opt)
{
	size_t n = strlen(opt);

	for (const char *p = opts; *p; p += strcspn(p, ","), p += *p == ',')
		if (!strncmp(p, opt, n) && (p[n] == ',' || !p[n]))
			return true;
	return false;
}

bool pw_mount(struct tcb *tcp, const char *abs, char *point, size_t size,
	      bool *ro, bool *noexec)
{
	static char line[8192];
	char path[64];
	size_t best = 0;
	bool found = false;
	unsigned nlines = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/mountinfo", tcp->tid);
	f = fopen(path, "re");
	if (!f)
		return false;
	/* ID PARENT MAJ:MIN ROOT POINT OPTS [OPTIONAL...] - TYPE SRC SUPER;
	 * the points are in the process's root. A later line with the same
	 * point is mounted over the earlier. Bounded: a process with a
	 * million mounts is not walked to the end. */
	while (fgets(line, sizeof(line), f) && ++nlines < 100000) {
		char *field[6], *sep, *super, *save = NULL;
		size_t pl;
		unsigned i;

		sep = strstr(line, " - ");
		if (!sep)
			continue;
		*sep = '\0';
		super = strrchr(sep + 3, ' ');
		super = super ? super + 1 : sep + 3;
		super[strcspn(super, "\n")] = '\0';
		for (i = 0; i < 6; i++) {
			field[i] = strtok_r(i ? NULL : line, " ", &save);
			if (!field[i])
				break;
		}
		if (i < 6)
			continue;
		pw_unescape(field[4]);
		pl = strlen(field[4]);
		if (strncmp(abs, field[4], pl) ||
		    (pl > 1 && abs[pl] != '/' && abs[pl] != '\0'))
			continue;
		if (pl < best)
			continue;
		best = pl;
		found = true;
		pw_copy(point, size, field[4]);
		*ro = pw_has_opt(field[5], "ro") || pw_has_opt(super, "ro");
		*noexec = pw_has_opt(field[5], "noexec");
	}
	fclose(f);
	return found;
}
