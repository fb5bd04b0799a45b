/* failure-cause for two path errors that are not the walk's: EXDEV (a
 * rename or link between two mounts: the kernel compares the mounts,
 * not the filesystems, so a bind mount of the same filesystem counts)
 * and ETXTBSY (a file opened for writing or truncated while a process
 * runs it; an execve of a file open for writing). The mounts are the
 * statx() mount ids of the paths through /proc/TID/root and their points
 * from /proc/TID/mountinfo; the programs are the stat of each
 * /proc/PID/exe, the writers the stat of each /proc/PID/fd/N with the
 * flags of its fdinfo: bounded scans, naming only a process the traced
 * thread may look at. Nothing the program names is opened. */
#include "notes/fc_fd.h"
#include "notes/engine.h"
#include "notes/pathwalk.h"

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
		pw_unescape(field[4]);
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

/* ---- ETXTBSY ------------------------------------------------------- */

#define XD_CAP_SYS_PTRACE 19
#define XD_MAX_PROCS 65536	/* processes looked at, at most */
#define XD_MAX_FDS (1 << 18)	/* descriptors looked at, in all */

/* The four ids of a "Uid:" or "Gid:" line of /proc/PID/status. */
static bool xd_ids(const char *status, const char *key, unsigned long id[4])
{
	const char *l = strstr(status, key);

	return l && status_ulongs(l + strlen(key), id, 4) == 4;
}

/* Whether the traced thread (fs: its filesystem credentials) may look
 * at process pid's exe and fd/ as the kernel's ptrace_may_access()
 * with PTRACE_MODE_READ_FSCREDS decides: its own process; or its fsuid
 * and fsgid are the other's real, effective and saved ids and the other
 * is dumpable (/proc/PID is then owned by the euid); or CAP_SYS_PTRACE
 * in the other's user namespace. Anything unread: not seen. */
static bool xd_visible(struct tcb *tcp, const struct pw_creds *fs, long pid)
{
	char path[64], status[2048], ns_me[64], ns_it[64];
	unsigned long uid[4], gid[4];
	struct stat st;
	ssize_t k;
	int fd;

	if (pid == tcp->pid)
		return true;
	snprintf(path, sizeof(path), "/proc/%ld/status", pid);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return false;
	k = read(fd, status, sizeof(status) - 1);
	close(fd);
	if (k <= 0)
		return false;
	status[k] = '\0';
	if (!xd_ids(status, "\nUid:", uid) || !xd_ids(status, "\nGid:", gid))
		return false;
	snprintf(path, sizeof(path), "/proc/%ld", pid);
	if (uid[0] == fs->uid && uid[1] == fs->uid && uid[2] == fs->uid &&
	    gid[0] == fs->gid && gid[1] == fs->gid && gid[2] == fs->gid &&
	    !stat(path, &st) && st.st_uid == uid[1])
		return true;
	if (!(fs->caps >> XD_CAP_SYS_PTRACE & 1))
		return false;
	/* the capability counts in the thread's own user namespace */
	snprintf(path, sizeof(path), "/proc/%d/ns/user", tcp->tid);
	k = readlink(path, ns_me, sizeof(ns_me) - 1);
	if (k <= 0)
		return false;
	ns_me[k] = '\0';
	snprintf(path, sizeof(path), "/proc/%ld/ns/user", pid);
	k = readlink(path, ns_it, sizeof(ns_it) - 1);
	if (k <= 0)
		return false;
	ns_it[k] = '\0';
	return !strcmp(ns_me, ns_it);
}

/* /proc/PID/comm of pid, escaped, in name ("" when unread). */
static void xd_comm(long pid, char *name, size_t size)
{
	char path[64], raw[32] = "";
	FILE *f;

	name[0] = '\0';
	snprintf(path, sizeof(path), "/proc/%ld/comm", pid);
	f = fopen(path, "re");
	if (!f)
		return;
	if (fgets(raw, sizeof(raw), f)) {
		raw[strcspn(raw, "\n")] = '\0';
		fcx_name(name, size, raw);
	}
	fclose(f);
}

/* Whether the link at path (an exe, an fd) is the file st, by inode and
 * device: no server's answer is waited for (a FUSE mount that never
 * answers is no wait). *err: the errno when it cannot be stat'ed. */
static bool xd_same(const char *path, const struct stat *st, int *err)
{
	struct statx stx;

	*err = 0;
	if (statx(AT_FDCWD, path, AT_STATX_DONT_SYNC, STATX_INO, &stx) ||
	    !(stx.stx_mask & STATX_INO)) {
		*err = errno ? errno : EIO;
		return false;
	}
	return makedev(stx.stx_dev_major, stx.stx_dev_minor) == st->st_dev &&
	       stx.stx_ino == st->st_ino;
}

/* A descriptor of pid open for writing on the file st: its number, or
 * -1; *budget counts the descriptors looked at down. */
static long xd_writer_fd(long pid, const struct stat *st, long *budget)
{
	char path[96], info[512];
	struct dirent *d;
	long found = -1;
	DIR *dir;

	snprintf(path, sizeof(path), "/proc/%ld/fd", pid);
	dir = opendir(path);
	if (!dir)
		return -1;
	while (found < 0 && *budget > 0 && (d = readdir(dir))) {
		char *end;
		long fd = strtol(d->d_name, &end, 10);
		unsigned long flags;
		const char *f;
		ssize_t k;
		int err, ifd;

		if (end == d->d_name || *end || fd < 0)
			continue;
		--*budget;
		snprintf(path, sizeof(path), "/proc/%ld/fd/%ld", pid, fd);
		if (!xd_same(path, st, &err))
			continue;
		snprintf(path, sizeof(path), "/proc/%ld/fdinfo/%ld", pid, fd);
		ifd = open(path, O_RDONLY | O_CLOEXEC);
		if (ifd < 0)
			continue;
		k = read(ifd, info, sizeof(info) - 1);
		close(ifd);
		if (k <= 0)
			continue;
		info[k] = '\0';
		f = strstr(info, "flags:");
		if (f && sscanf(f + 6, "%lo", &flags) == 1 &&
		    (flags & O_ACCMODE) != O_RDONLY)
			found = fd;
	}
	closedir(dir);
	return found;
}

/* ETXTBSY. Of a call that writes the file (open for writing, truncate):
 * a process whose program (/proc/PID/exe) it is. Of execve: a process
 * with a descriptor open for writing on it, the traced one first. Only
 * a process the traced thread may look at is named; at most
 * XD_MAX_PROCS processes and XD_MAX_FDS descriptors are looked at. */
static int xd_etxtbsy(struct tcb *tcp, const struct pw_result *const res[2],
		      unsigned n, bool exec, const struct pw_creds *fs,
		      char *why, size_t size, char *comp, size_t csize)
{
	unsigned seen = 0, unread = 0, hidden = 0;
	long found = -1, fdn = -1, budget = XD_MAX_FDS;
	char path[64], a[200], name[64];
	struct dirent *d;
	DIR *dir;
	int err;
	const struct stat *st;

	if (!n || !res[0] || !(res[0]->exists || res[0]->magic)) {
		snprintf(why, size, "the file could not be told; not checked");
		return -1;
	}
	/* A magic link of /proc (exe, fd/N): the file it leads to, named
	 * by the link and, in words, by its target. */
	st = res[0]->exists ? &res[0]->st : &res[0]->magic_st;
	if (!S_ISREG(st->st_mode)) {
		snprintf(why, size, "the file could not be told; not checked");
		return -1;
	}
	/* A magic link's file by the path the link shows, when it has one
	 * ("/proc/self/exe" leads to "/usr/bin/x"). */
	fcx_name(a, sizeof(a), res[0]->exists || !res[0]->target[0] ?
		 res[0]->final : res[0]->target);
	if (exec)
		fdn = xd_writer_fd(tcp->pid, st, &budget);
	if (fdn >= 0)
		found = tcp->pid;
	dir = found < 0 ? opendir("/proc") : NULL;
	while (dir && (d = readdir(dir)) && seen < XD_MAX_PROCS &&
	       budget > 0) {
		char *end;
		long pid = strtol(d->d_name, &end, 10);

		if (end == d->d_name || *end || pid <= 0 ||
		    (exec && pid == tcp->pid))
			continue;
		seen++;
		if (exec) {
			fdn = xd_writer_fd(pid, st, &budget);
			if (fdn < 0)
				continue;
		} else {
			snprintf(path, sizeof(path), "/proc/%ld/exe", pid);
			if (!xd_same(path, st, &err)) {
				if (err && err != ENOENT)
					unread++;	/* a kernel thread's */
				continue;
			}
		}
		if (!xd_visible(tcp, fs, pid)) {
			hidden++;
			continue;
		}
		found = pid;
		break;
	}
	if (dir)
		closedir(dir);
	if (found < 0 && hidden) {
		snprintf(why, size, "\"%s\" is %s by a process the traced "
			 "thread may not look at (%u processes looked at)", a,
			 exec ? "open for writing" : "the program run", seen);
		snprintf(comp, csize, "%s", res[0]->final);
		return 0;
	}
	if (found < 0) {
		if (exec)
			snprintf(why, size, "checked \"%s\": no descriptor of "
				 "the %u processes in /proc%s has it open for "
				 "writing; not proven the cause of ETXTBSY (a "
				 "file opened for writing and then only mapped, "
				 "or in flight on a socket, stays open without "
				 "a descriptor)", a, seen + 1,
				 budget > 0 ? "" : " looked at");
		else
			snprintf(why, size, "checked \"%s\": none of the %u "
				 "processes in /proc runs it (%u could not be "
				 "looked at); not the cause of ETXTBSY (open(2) "
				 "names swap files and files the kernel is "
				 "reading too)", a, seen, unread);
		return -1;
	}
	xd_comm(found, name, sizeof(name));
	if (exec && found == tcp->pid)
		snprintf(why, size, "the process itself has it open for "
			 "writing as descriptor %ld, and the kernel runs no "
			 "file open for writing", fdn);
	else if (exec)
		snprintf(why, size, "process %ld (%s) has it open for writing "
			 "as descriptor %ld, and the kernel runs no file open "
			 "for writing", found, name, fdn);
	else if (!res[0]->exists && res[0]->target[0])
		snprintf(why, size, "it leads to \"%s\", the program process "
			 "%ld (%s) is running, which the kernel keeps from "
			 "being written", a, found, name);
	else
		snprintf(why, size, "it is the program process %ld (%s) is "
			 "running, which the kernel keeps from being written",
			 found, name);
	snprintf(comp, csize, "%s", res[0]->final);
	return 0;
}

int fcx_path_cause(struct tcb *tcp, const struct pw_result *const res[2],
		   unsigned n, bool exec, const struct pw_creds *fs,
		   char *why, size_t size, char *comp, size_t csize)
{
	why[0] = comp[0] = '\0';
	if (tcp->call.err == EXDEV)
		return xd_exdev(tcp, res, n, why, size, comp, csize);
	if (tcp->call.err == ETXTBSY)
		return xd_etxtbsy(tcp, res, n, exec, fs, why, size, comp,
				  csize);
	return -1;
}
