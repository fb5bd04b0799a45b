/* failure-cause for two path errors that are not the walk's: EXDEV (a
 * rename or link between two mounts: the kernel compares the mounts,
 * not the filesystems, so a bind mount of the same filesystem counts)
 * and ETXTBSY (a file opened for writing or truncated while a process
 * runs it). The mounts are the statx() mount ids of the paths through
 * /proc/TID/root and their points from /proc/TID/mountinfo; the
 * programs are the stat of each /proc/PID/exe, a bounded scan. Nothing
 * the program names is opened. */
#include "notes/fc_fd.h"
#include "notes/engine.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#ifndef STATX_MNT_ID
#define STATX_MNT_ID 0x1000U
#endif

/* The mount id of abs (in tcp's root), the last component not
 * followed; false when it cannot be told. */
static bool xd_mnt_id(struct tcb *tcp, const char *abs, uint64_t *id)
{
	char path[PATH_MAX + 64];
	struct statx stx;
	int n = snprintf(path, sizeof(path), "/proc/%d/root%s", tcp->tid, abs);

	if (n < 0 || (size_t)n >= sizeof(path))
		return false;
	if (statx(AT_FDCWD, path, AT_SYMLINK_NOFOLLOW | AT_NO_AUTOMOUNT |
		  AT_STATX_DONT_SYNC, STATX_MNT_ID, &stx) || !(stx.stx_mask & STATX_MNT_ID))
		return false;
	*id = stx.stx_mnt_id;
	return true;
}

/* mountinfo's escapes (\040 for a blank) undone in place. */
static void xd_unescape(char *s)
{
	char *d = s;

	for (; *s; s++) {
		if (s[0] == '\\' && s[1] >= '0' && s[1] <= '3' &&
		    s[2] >= '0' && s[2] <= '7' && s[3] >= '0' && s[3] <= '7') {
			*d++ = (char)((s[1] - '0') * 64 + (s[2] - '0') * 8 +
				      (s[3] - '0'));
			s += 3;
			continue;
		}
		*d++ = *s;
	}
	*d = '\0';
}

/* The mount point of mount id in tcp's mountinfo, escaped for the
 * note; "?" when it is not there. Bounded like pw_mount(). */
static void xd_point(struct tcb *tcp, uint64_t id, char *out, size_t size)
{
	static char line[8192];
	char path[64];
	unsigned nlines = 0;
	FILE *f;

	snprintf(out, size, "?");
	snprintf(path, sizeof(path), "/proc/%d/mountinfo", tcp->tid);
	f = fopen(path, "re");
	if (!f)
		return;
	/* ID PARENT MAJ:MIN ROOT POINT ... */
	while (fgets(line, sizeof(line), f) && ++nlines < 100000) {
		char *field[5], *save = NULL;
		unsigned i;

		for (i = 0; i < 5; i++) {
			field[i] = strtok_r(i ? NULL : line, " ", &save);
			if (!field[i])
				break;
		}
		if (i < 5 || strtoull(field[0], NULL, 10) != id)
			continue;
		xd_unescape(field[4]);
		fcx_name(out, size, field[4]);
		break;
	}
	fclose(f);
}

/* EXDEV: the kernel compares the mount of the first path (link: the
 * file itself; rename: its directory, the same mount unless the file
 * is a mount point) with the mount of the second path's directory. */
static int xd_exdev(struct tcb *tcp, const struct pw_result *const res[2],
		    unsigned n, char *why, size_t size, char *comp,
		    size_t csize)
{
	uint64_t m0, m1;
	char p0[200], p1[200], a0[200], a1[200];

	if (n < 2 || !res[0] || !res[1] || !res[0]->exists ||
	    !xd_mnt_id(tcp, res[0]->final, &m0) ||
	    !xd_mnt_id(tcp, res[1]->parent, &m1)) {
		snprintf(why, size, "the mounts of the two paths could not be "
			 "told; not checked");
		return -1;
	}
	xd_point(tcp, m0, p0, sizeof(p0));
	fcx_name(a0, sizeof(a0), res[0]->final);
	fcx_name(a1, sizeof(a1), res[1]->parent);
	if (m0 == m1) {
		snprintf(why, size, "checked: \"%s\" and the new name's "
			 "directory \"%s\" are both on mount %llu (\"%s\"); not "
			 "the cause of EXDEV (the filesystem itself may refuse)",
			 a0, a1, (unsigned long long)m0, p0);
		return -1;
	}
	xd_point(tcp, m1, p1, sizeof(p1));
	snprintf(why, size, "its directory \"%s\" is on mount %llu (\"%s\"), "
		 "and \"%s\" on mount %llu (\"%s\"): a link or rename cannot "
		 "cross mounts", a1, (unsigned long long)m1, p1, a0,
		 (unsigned long long)m0, p0);
	snprintf(comp, csize, "%s", res[1]->parent);
	return 1;
}

/* ETXTBSY: the process whose program (/proc/PID/exe) is the file of
 * the first path. At most 65536 processes are looked at. */
static int xd_etxtbsy(struct tcb *tcp, const struct pw_result *const res[2],
		      unsigned n, char *why, size_t size, char *comp,
		      size_t csize)
{
	unsigned seen = 0, unread = 0;
	char path[64], a[200], name[64] = "";
	long found = -1;
	struct dirent *d;
	struct statx stx;
	DIR *dir;

	if (!n || !res[0] || !res[0]->exists || !S_ISREG(res[0]->st.st_mode)) {
		snprintf(why, size, "the file could not be told; not checked");
		return -1;
	}
	fcx_name(a, sizeof(a), res[0]->final);
	dir = opendir("/proc");
	if (!dir)
		return -1;
	while ((d = readdir(dir)) && seen < 65536) {
		char *end;
		long pid = strtol(d->d_name, &end, 10);

		if (end == d->d_name || *end || pid <= 0)
			continue;
		seen++;
		snprintf(path, sizeof(path), "/proc/%ld/exe", pid);
		/* the inode number and device need no server's answer: a
		 * program on a FUSE mount that never answers is no wait */
		if (statx(AT_FDCWD, path, AT_STATX_DONT_SYNC, STATX_INO, &stx) ||
		    !(stx.stx_mask & STATX_INO)) {
			if (errno != ENOENT)
				unread++;	/* another user's, or a kernel thread */
			continue;
		}
		if (makedev(stx.stx_dev_major, stx.stx_dev_minor) ==
		    res[0]->st.st_dev && stx.stx_ino == res[0]->st.st_ino) {
			found = pid;
			break;
		}
	}
	closedir(dir);
	if (found < 0) {
		snprintf(why, size, "checked \"%s\": none of the %u processes "
			 "in /proc runs it (%u could not be looked at); not the "
			 "cause of ETXTBSY (open(2) names swap files and files "
			 "the kernel is reading too)", a, seen, unread);
		return -1;
	}
	snprintf(path, sizeof(path), "/proc/%ld/comm", found);
	FILE *f = fopen(path, "re");
	if (f) {
		char raw[32] = "";

		if (fgets(raw, sizeof(raw), f)) {
			raw[strcspn(raw, "\n")] = '\0';
			fcx_name(name, sizeof(name), raw);
		}
		fclose(f);
	}
	snprintf(why, size, "it is the program process %ld (%s) is running, "
		 "which the kernel keeps from being written", found, name);
	snprintf(comp, csize, "%s", res[0]->final);
	return 0;
}

int fcx_path_cause(struct tcb *tcp, const struct pw_result *const res[2],
		   unsigned n, char *why, size_t size, char *comp,
		   size_t csize)
{
	why[0] = comp[0] = '\0';
	if (tcp->err == EXDEV)
		return xd_exdev(tcp, res, n, why, size, comp, csize);
	if (tcp->err == ETXTBSY)
		return xd_etxtbsy(tcp, res, n, why, size, comp, csize);
	return -1;
}
