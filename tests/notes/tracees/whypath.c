/* whypath DIR: path calls that fail, each for a cause of its own, and
 * for each errno a control that fails with the same errno for another
 * cause; prints the failure-cause note it expects of each (computed
 * from what it made and its own credentials). As root it first gives
 * up its filesystem privileges (setfsuid/setfsgid 65534, no groups:
 * the kernel drops CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH from the
 * effective set with the fsuid), so that the modes decide as they do
 * for anyone; the note must name the fsuid, not the uid.
 * "inject" (run with -e inject=chmod:error=ENOENT): chmod of a file
 * that is there fails, and the note must say that nothing on the path
 * is the cause. "chroot" (root): the same walk in a chrooted process is
 * made in its own root: an absolute link there points into it, not
 * into abitrace's root. "mounts RO NX" (RO a read-only mount holding
 * the file f, NX a noexec one holding the program prog): EROFS of a
 * write, an unlink and a mkdir there, and of the unlink of a missing
 * entry (a removal takes the mount's write access before its lookup);
 * controls: the same calls failing there for a cause the kernel finds
 * first, ENOENT of an open of a missing file and of an unlink under a
 * missing directory, EEXIST of a mkdir of the mount's root: the note
 * names that cause, not the mount), EACCES of an execve of prog, and of f (control: its mode, on
 * a mount without noexec).
 * Exits 1 when a call fails otherwise than
 * planned. */
#define _GNU_SOURCE
#include "note-expect.h"

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/fsuid.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

static char T[PATH_MAX];	/* the test's directory, no symlink in it */
static unsigned fsuid, fsgid;
static bool groups;

static void die_(const char *what)
{
	perror(what);
	exit(2);
}

/* The note's way of shortening a long path: head...tail. */
static const char *shrt(const char *s)
{
	static char buf[4][256];
	static unsigned k;
	char *b = buf[k++ % 4];
	size_t len = strlen(s), n = 120;

	if (len <= n) {
		snprintf(b, 256, "%s", s);
		return b;
	}
	snprintf(b, 256, "%.*s...%s", (int)(n / 2 - 2), s,
		 s + len - (n / 2 - 2));
	return b;
}

static const char *at(const char *rel)
{
	static char buf[8][PATH_MAX];
	static unsigned k;
	char *b = buf[k++ % 8];

	snprintf(b, PATH_MAX, "%s/%s", T, rel);
	return b;
}

/* "(mode 0444, owner 0, group 0) for fsuid 65534, fsgid 65534" */
static const char *who(const char *path, bool real)
{
	static char buf[2][256];
	static unsigned k;
	char *b = buf[k++ % 2];
	struct stat st;

	if (lstat(path, &st))
		die_(path);
	snprintf(b, 256, "(mode %04o, owner %u, group %u) for %s %u, %s %u%s",
		 (unsigned)(st.st_mode & 07777), (unsigned)st.st_uid,
		 (unsigned)st.st_gid, real ? "uid" : "fsuid",
		 real ? (unsigned)getuid() : fsuid, real ? "gid" : "fsgid",
		 real ? (unsigned)getgid() : fsgid,
		 groups ? " and its groups" : "");
	return b;
}

/* An ACL on rel denying uid all access (what setfacl -m u:UID:--- does,
 * in the kernel's xattr format); false where the filesystem has none. */
static bool deny_acl(const char *rel, unsigned uid)
{
	struct { uint16_t tag, perm; uint32_t id; } e[] = {
		{ 0x01, 6, (uint32_t)-1 },	/* ACL_USER_OBJ rw- */
		{ 0x02, 0, uid },		/* ACL_USER uid --- */
		{ 0x04, 4, (uint32_t)-1 },	/* ACL_GROUP_OBJ r-- */
		{ 0x10, 4, (uint32_t)-1 },	/* ACL_MASK r-- */
		{ 0x20, 4, (uint32_t)-1 },	/* ACL_OTHER r-- */
	};
	unsigned char buf[4 + sizeof(e)];
	uint32_t version = 2;

	memcpy(buf, &version, 4);
	memcpy(buf + 4, e, sizeof(e));
	return setxattr(at(rel), "system.posix_acl_access", buf, sizeof(buf),
			0) == 0;
}

static void setup(void)
{
	if (mkdir(at("t"), 0755))
		die_("mkdir t");
	snprintf(T, sizeof(T), "%s", at("t"));
	if (mkdir(at("sub"), 0755) || mkdir(at("rodir"), 0555) ||
	    mkdir(at("priv"), 0755))
		die_("mkdir");
	if (close(creat(at("f"), 0644)) || close(creat(at("ro"), 0444)) ||
	    close(creat(at("priv/x"), 0644)))
		die_("creat");
	if (chmod(at("priv"), 0) || chmod(at("rodir"), 0555) ||
	    chmod(at("ro"), 0444) || chmod(at("f"), 0644))
		die_("chmod");
	if (symlink("nowhere", at("dl")) || symlink("loop2", at("loop1")) ||
	    symlink("loop1", at("loop2")) || symlink("f", at("lnk")))
		die_("symlink");
}

int main(int argc, char **argv)
{
	char base[PATH_MAX], name[301], *longp;
	struct stat st;
	bool inject = argc > 2 && !strcmp(argv[2], "inject");
	bool chrooted = argc > 2 && !strcmp(argv[2], "chroot");
	bool acl;
	unsigned here = 16;
	int dfd;
	long r;

	if (argc > 3 && !strcmp(argv[1], "mounts")) {
		char ro[PATH_MAX], nx[PATH_MAX], p[PATH_MAX + 16];
		char *args[] = { p, NULL };

		if (!realpath(argv[2], ro) || !realpath(argv[3], nx))
			die_("realpath");
		setvbuf(stdout, NULL, _IOLBF, 0);
		snprintf(p, sizeof(p), "%s/f", ro);
		r = open(p, O_WRONLY);
		failed("open for writing on a read-only mount", r, EROFS);
		note_expect("failure-cause", "pathname \"%s\": it is on the "
			    "read-only mount \"%s\"", p, ro);
		r = unlink(p);
		failed("unlink on a read-only mount", r, EROFS);
		note_expect("failure-cause", "pathname \"%s\": it is removed "
			    "from the read-only mount \"%s\"", p, ro);
		snprintf(p, sizeof(p), "%s/new", ro);
		r = mkdir(p, 0755);
		failed("mkdir on a read-only mount", r, EROFS);
		note_expect("failure-cause", "pathname \"%s\": it is made on the "
			    "read-only mount \"%s\"", p, ro);
		/* controls: the same calls on the read-only mount failing
		 * for another cause, which the kernel checks first (the
		 * lookup before the write access): the note names that
		 * cause, never the mount */
		snprintf(p, sizeof(p), "%s/nope", ro);
		r = open(p, O_WRONLY);
		failed("open for writing of a missing file on a read-only "
		       "mount", r, ENOENT);
		note_expect("failure-cause", "pathname \"%s\": \"%s\" does "
			    "not exist", p, p);
		/* same errno, another state: a removal takes the mount's
		 * write access before its lookup, so a missing entry there
		 * is EROFS too, and the mount is the cause */
		r = unlink(p);
		failed("unlink of a missing file on a read-only mount", r,
		       EROFS);
		note_expect("failure-cause", "pathname \"%s\": it is removed "
			    "from the read-only mount \"%s\"", p, ro);
		snprintf(p, sizeof(p), "%s/nodir/x", ro);
		r = unlink(p);
		failed("unlink under a missing directory on a read-only mount",
		       r, ENOENT);
		note_expect("failure-cause", "pathname \"%s\": \"%s/nodir\" "
			    "does not exist", p, ro);
		r = mkdir(ro, 0755);
		failed("mkdir of the read-only mount's own root", r, EEXIST);
		note_expect("failure-cause", "pathname \"%s\": \"%s\" exists (a "
			    "directory)", ro, ro);
		snprintf(p, sizeof(p), "%s/prog", nx);
		r = execve(p, args, NULL);
		failed("execve on a noexec mount", r, EACCES);
		note_expect("failure-cause", "pathname \"%s\": it is on the "
			    "noexec mount \"%s\"", p, nx);
		/* control: the same EACCES on a mount without noexec is
		 * the file's mode (f has no x bit: not even for root) */
		snprintf(p, sizeof(p), "%s/f", ro);
		r = execve(p, args, NULL);
		failed("execve of a file without x on the read-only mount", r,
		       EACCES);
		note_expect("failure-cause", "pathname \"%s\": no execute "
			    "permission on \"%s\" %s", p, p, who(p, false));
		return 0;
	}
	if (argc < 2 || !realpath(argv[1], base)) {
		fprintf(stderr, "usage: whypath DIR [inject]\n");
		return 2;
	}
	snprintf(T, sizeof(T), "%s", base);
	setup();
	if (chrooted) {
		/* /etc/passwd is there outside, not inside */
		if (symlink("/etc/passwd", at("abs")))
			die_("symlink abs");
		if (chroot(T) || chdir("/"))
			die_("chroot");
		setvbuf(stdout, NULL, _IOLBF, 0);
		r = stat("/abs", &st);
		failed("stat /abs in the chroot", r, ENOENT);
		note_expect("failure-cause", "pathname \"/abs\": \"/etc\" does "
			    "not exist");
		r = stat("sub/nope", &st);
		failed("stat sub/nope in the chroot", r, ENOENT);
		note_expect("failure-cause", "pathname \"sub/nope\": "
			    "\"/sub/nope\" does not exist");
		r = stat("/../../f/x", &st);	/* ".." stops at the root */
		failed("stat /../../f/x in the chroot", r, ENOTDIR);
		note_expect("failure-cause", "pathname \"/../../f/x\": \"/f\" "
			    "is not a directory (a regular file)");
		return 0;
	}
	/* root's file with an ACL that refuses uid 65534 what the mode
	 * bits give it (as uid 65534 the file is its own: no such case) */
	if (close(creat(at("aclf"), 0644)))
		die_("creat aclf");
	acl = geteuid() == 0 && deny_acl("aclf", 65534);
	if (geteuid() == 0) {
		/* the kernel drops the fs capabilities from the effective
		 * set when the fsuid leaves 0 */
		if (setgroups(0, NULL))
			die_("setgroups");
		setfsgid(65534);
		setfsuid(65534);
	}
	fsuid = (unsigned)setfsuid(-1);
	fsgid = (unsigned)setfsgid(-1);
	groups = getgroups(0, NULL) > 0;
	setvbuf(stdout, NULL, _IOLBF, 0);

	if (inject) {
		r = chmod(at("f"), 0644);
		failed("injected chmod", r, ENOENT);
		note_expect("failure-cause", "checked pathname \"%s\": every "
			    "directory on the way exists and is searchable by "
			    "fsuid %u, fsgid %u%s, and the last component "
			    "exists; not the cause of ENOENT", at("f"), fsuid,
			    fsgid, groups ? " and its groups" : "");
		printf("here: 1\n");
		return 0;
	}

	/* ENOENT: the first missing component; control: a dangling link */
	r = open(at("nope/a/b"), O_RDONLY);
	failed("open nope/a/b", r, ENOENT);
	note_expect("failure-cause", "pathname \"%s\": \"%s\" does not exist",
		    at("nope/a/b"), at("nope"));
	r = open(at("dl"), O_RDONLY);
	failed("open dl", r, ENOENT);
	note_expect("failure-cause", "pathname \"%s\": the symbolic link "
		    "\"%s\" points to \"nowhere\", and \"%s\" does not exist",
		    at("dl"), at("dl"), at("nowhere"));
	/* relative to a dirfd */
	dfd = open(T, O_RDONLY | O_DIRECTORY);
	if (dfd < 0)
		die_("open T");
	r = openat(dfd, "sub/nope", O_RDONLY);
	failed("openat sub/nope", r, ENOENT);
	note_expect("failure-cause", "pathname \"sub/nope\": \"%s\" does not "
		    "exist", at("sub/nope"));

	/* ENOTDIR: a file on the way; control: the last one (chdir) */
	r = stat(at("f/x"), &st);
	failed("stat f/x", r, ENOTDIR);
	note_expect("failure-cause", "pathname \"%s\": \"%s\" is not a "
		    "directory (a regular file)", at("f/x"), at("f"));
	r = chdir(at("f"));
	failed("chdir f", r, ENOTDIR);
	note_expect("failure-cause", "path \"%s\": \"%s\" is not a directory "
		    "(a regular file)", at("f"), at("f"));

	/* EACCES: a directory without search; controls: the file's mode,
	 * the directory an entry is made in, and access(2)'s real ids */
	r = stat(at("priv/x"), &st);
	failed("stat priv/x", r, EACCES);
	note_expect("failure-cause", "pathname \"%s\": no search permission "
		    "on \"%s\" %s", at("priv/x"), at("priv"),
		    who(at("priv"), false));
	r = open(at("ro"), O_WRONLY);
	failed("open ro O_WRONLY", r, EACCES);
	note_expect("failure-cause", "pathname \"%s\": no write permission "
		    "on \"%s\" %s", at("ro"), at("ro"), who(at("ro"), false));
	r = mkdir(at("rodir/new"), 0755);
	failed("mkdir rodir/new", r, EACCES);
	note_expect("failure-cause", "pathname \"%s\": no write and search "
		    "permission to make an entry in \"%s\" %s",
		    at("rodir/new"), at("rodir"), who(at("rodir"), false));
	r = access(at("f"), X_OK);	/* no x bit at all: not even root */
	failed("access f X_OK", r, EACCES);
	note_expect("failure-cause", "pathname \"%s\": no execute permission "
		    "on \"%s\" %s", at("f"), at("f"), who(at("f"), true));

	/* ENAMETOOLONG: a component over NAME_MAX; control: the whole
	 * path over PATH_MAX */
	memset(name, 'a', 300);
	name[300] = '\0';
	r = stat(at(name), &st);
	failed("stat long name", r, ENAMETOOLONG);
	note_expect("failure-cause", "pathname \"%s\": \"%s\" is 300 bytes, "
		    "over NAME_MAX (%d)", shrt(at(name)), shrt(at(name)),
		    NAME_MAX);
	longp = malloc(PATH_MAX + 100);
	if (!longp)
		die_("malloc");
	memset(longp, '/', PATH_MAX + 99);
	memcpy(longp, T, strlen(T));
	longp[PATH_MAX + 99] = '\0';
	r = stat(longp, &st);
	failed("stat long path", r, ENAMETOOLONG);
	longp[PATH_MAX - 1] = '\0';	/* what the note read of it */
	note_expect("failure-cause", "pathname \"%s\": it is %d bytes or "
		    "more, over PATH_MAX (%d with its NUL)", shrt(longp),
		    PATH_MAX, PATH_MAX);

	/* ELOOP: a loop of links; control: O_NOFOLLOW on a link */
	r = stat(at("loop1"), &st);
	failed("stat loop1", r, ELOOP);
	/* links followed: loop1, loop2, loop1, ...: the 41st is loop1 */
	note_expect("failure-cause", "pathname \"%s\": \"%s\" is where the "
		    "walk went past 40 symbolic links", at("loop1"),
		    at("loop1"));
	r = open(at("lnk"), O_RDONLY | O_NOFOLLOW);
	failed("open lnk O_NOFOLLOW", r, ELOOP);
	note_expect("failure-cause", "pathname \"%s\": \"%s\" is a symbolic "
		    "link, not followed (O_NOFOLLOW)", at("lnk"), at("lnk"));

	/* EEXIST: mkdir of a directory; control: O_CREAT|O_EXCL */
	r = mkdir(at("sub"), 0755);
	failed("mkdir sub", r, EEXIST);
	note_expect("failure-cause", "pathname \"%s\": \"%s\" exists (a "
		    "directory)", at("sub"), at("sub"));
	r = open(at("f"), O_WRONLY | O_CREAT | O_EXCL, 0644);
	failed("open f O_EXCL", r, EEXIST);
	note_expect("failure-cause", "pathname \"%s\": \"%s\" exists (a "
		    "regular file)", at("f"), at("f"));

	/* EISDIR: a directory opened for writing */
	r = open(at("sub"), O_RDWR);
	failed("open sub O_RDWR", r, EISDIR);
	note_expect("failure-cause", "pathname \"%s\": \"%s\" is a directory, "
		    "opened for writing", at("sub"), at("sub"));

	/* through /proc's links, which name what they name for the
	 * reader: not walked ("not checked"), never abitrace's answer */
	{
		char p[64];
		int nfd = 900;

		while (fcntl(nfd, F_GETFD) != -1)
			nfd++;
		snprintf(p, sizeof(p), "/proc/self/fd/%d/x", nfd);
		r = stat(p, &st);
		failed("stat through /proc/self/fd", r, ENOENT);
		note_expect("failure-cause", "pathname \"%s\" not checked: it "
			    "goes through a link of /proc, which abitrace cannot "
			    "follow as the process did", p);
	}

	/* EACCES from an ACL: the note says it did not evaluate it */
	if (acl) {
		r = open(at("aclf"), O_RDONLY);
		failed("open of a file an ACL refuses", r, EACCES);
		note_expect("failure-cause", "checked pathname \"%s\": the mode "
			    "bits on the way give fsuid %u, fsgid %u this access, "
			    "but \"%s\" has an ACL, which abitrace does not "
			    "evaluate", at("aclf"), fsuid, fsgid, at("aclf"));
		here++;
	} else {
		printf("skip-part: an ACL (not root, or no ACLs on this "
		       "filesystem)\n");
	}
	printf("here: %u\n", here);	/* notes on paths in T */
	return 0;
}
