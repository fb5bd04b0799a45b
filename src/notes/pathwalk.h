/* The walk of a path as the kernel walked it for a traced process
 * (path_resolution(7)), from the process's own root, cwd or directory
 * descriptor, with its own credentials: what failure-cause explains a
 * failed path lookup with. Only lstat, readlink and lgetxattr of
 * /proc/TID/root/...: nothing the program names is ever opened. */
#ifndef ABT_NOTES_PATHWALK_H
#define ABT_NOTES_PATHWALK_H

#include "abitrace.h"

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/stat.h>

enum { PW_R = 4, PW_W = 2, PW_X = 1 };

/* The process's filesystem credentials (/proc/TID/status). */
struct pw_creds {
	uint32_t uid, gid;
	uint32_t groups[64];
	unsigned ngroups;
	uint64_t caps;		/* the effective set */
};

/* What a walk found. A problem is the first thing on the way that
 * stops the kernel's walk: err (the errno it gives), the component at
 * fault and words for it; err 0 when the walk got to the end. The
 * strings are read only up to their NUL: pw_result_clear empties them
 * rather than zeroing ~25 KB at every failed call (a field added here
 * must be cleared there). */
struct pw_result {
	int err;
	char component[PATH_MAX];	/* absolute, in the process's root */
	char words[512];		/* "does not exist", ... */
	bool acl;			/* the refusing component has an ACL */
	struct stat at;			/* the stat of the component at fault */
	/* The first component whose mode allowed the access but that has
	 * an ACL, which may refuse it: not evaluated. */
	char acl_comp[PATH_MAX];
	/* The end of the walk: the last component's directory and, when
	 * it exists, its stat. */
	char final[PATH_MAX];
	char parent[PATH_MAX];
	struct stat st, pst;
	bool exists;
	bool missing_ok;	/* only the last component is missing */
	/* The last symbolic link followed, and where it points. */
	char link[PATH_MAX];
	char target[PATH_MAX];
	/* The walk stopped at a link of /proc; the file the path leads to
	 * through it, and target the text of a last magic link
	 * (pw_proc_link). */
	bool magic;
	struct stat magic_st;
};

/* An empty result: every number 0, every string "". */
void pw_result_clear(struct pw_result *res);

/* Reads the credentials of tcp's thread: the filesystem ones into fs,
 * the real uid and gid into real (access(2)); false when /proc fails. */
bool pw_creds_read(struct tcb *tcp, struct pw_creds *fs,
		   struct pw_creds *real);

/* Where a relative path of tcp starts: dirfd's directory (AT_FDCWD:
 * the cwd), absolute in the process's root. False with words in
 * why when it cannot be told (a deleted directory, not a directory). */
bool pw_start(struct tcb *tcp, int dirfd, char *dir, size_t size,
	      char *why, size_t wsize);

/* Walks path from dir (absolute in the process's root) as the kernel
 * does; follow_last: a symbolic link as the last component is
 * followed. False when the state could not be read (res->words may
 * say why). */
bool pw_walk(struct tcb *tcp, const struct pw_creds *c, const char *dir,
	     const char *path, bool follow_last, struct pw_result *res);

/* Whether c may do want (PW_R|PW_W|PW_X) on an inode of st, as the
 * kernel's generic_permission() decides from the mode bits and the
 * capabilities; *acl set when the inode (at the process-root path
 * abs) has an ACL, which this does not evaluate. */
bool pw_may(struct tcb *tcp, const struct pw_creds *c, const char *abs,
	    const struct stat *st, unsigned want, bool *acl);

/* The mount abs is on (/proc/TID/mountinfo): its mount point and
 * whether it is read-only (the mount's or the superblock's ro) and
 * noexec. False when not found. */
bool pw_mount(struct tcb *tcp, const char *abs, char *point, size_t size,
	      bool *ro, bool *noexec);

/* "a directory", "a regular file", ... */
const char *pw_type(mode_t m);
/* Undoes mountinfo's octal escapes (\040 for a blank) in place. */
void pw_unescape(char *s);

#endif
