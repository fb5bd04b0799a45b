/* pathcause.c - what failure-cause's path walk (src/notes/pathwalk.c,
 * kinds/failure_cause.c) assumes of the kernel's path lookup
 * (path_resolution(7), the ERRORS of open(2), stat(2), mkdir(2),
 * access(2)):
 * - the first missing directory and a dangling last link are ENOENT,
 *   a file on the way ENOTDIR;
 * - search permission on a directory is checked before the name in it
 *   (EACCES before ENAMETOOLONG or ENOENT of what follows);
 * - a directory opened for writing is EISDIR before its mode counts;
 *   an existing entry is EEXIST (mkdir, O_CREAT|O_EXCL) before the
 *   directory's write permission counts;
 * - 40 links are followed, the 41st is ELOOP; O_NOFOLLOW on a link is
 *   ELOOP; a path of PATH_MAX bytes without its NUL is ENAMETOOLONG;
 * - setfsuid() away from 0 takes CAP_DAC_OVERRIDE with it (the mode
 *   decides), and access(2) X_OK needs an x bit even for root.
 * Run as root it drops to fsuid 65534 itself; run.sh also runs it as
 * uid 65534. */
#include "kcheck.h"

#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <stdbool.h>
#include <sys/fsuid.h>
#include <sys/stat.h>

static char dir[] = "/tmp/kcheck-pathcause-XXXXXX";
static char buf[PATH_MAX + 64];

static const char *at(const char *rel)
{
	snprintf(buf, sizeof(buf), "%s/%s", dir, rel);
	return buf;
}

int main(void)
{
	char name[300], *longp, l[32], t[32];
	struct stat st;
	bool root = geteuid() == 0;

	if (!mkdtemp(dir))
		return perror("mkdtemp"), 1;
	chmod(dir, 0755);
	if (mkdir(at("priv"), 0) || mkdir(at("rodir"), 0755) ||
	    mkdir(at("rodir/sub"), 0755) || close(creat(at("f"), 0644)) ||
	    close(creat(at("rodir/g"), 0644)) || symlink("nowhere", at("dl")) ||
	    symlink("f", at("lnk")) || chmod(at("rodir"), 0555))
		return perror("setup"), 1;
	for (int i = 0; i < 41; i++) {
		snprintf(l, sizeof(l), "c%d", i);
		snprintf(t, sizeof(t), i == 40 ? "f" : "c%d", i + 1);
		if (symlink(t, at(l)))
			return perror("symlink"), 1;
	}
	if (root) {
		if (setgroups(0, NULL))
			return perror("setgroups"), 1;
		setfsgid(65534);
		setfsuid(65534);
	}

	KC_EXPECT("stat of a path under a missing directory", stat(at("no/a/b"), &st), ENOENT);
	KC_EXPECT("open of a dangling link", open(at("dl"), O_RDONLY), ENOENT);
	KC_EXPECT("stat through a file", stat(at("f/x"), &st), ENOTDIR);
	KC_EXPECT("chdir to a file", chdir(at("f")), ENOTDIR);
	KC_EXPECT("stat in a directory without search (fsuid != 0)", stat(at("priv/x"), &st), EACCES);
	memset(name, 'a', sizeof(name) - 1);
	name[sizeof(name) - 1] = '\0';
	{
		char p[400];

		snprintf(p, sizeof(p), "priv/%s", name);
		KC_EXPECT("a long name in a directory without search: EACCES first", stat(at(p), &st), EACCES);
	}
	KC_EXPECT("a name over NAME_MAX", stat(at(name), &st), ENAMETOOLONG);
	KC_EXPECT("a directory opened O_RDWR by a non-owner: EISDIR first", open(at("rodir"), O_RDWR), EISDIR);
	KC_EXPECT("mkdir of an existing entry in a read-only directory: EEXIST first", mkdir(at("rodir/sub"), 0755), EEXIST);
	KC_EXPECT("O_CREAT|O_EXCL of an existing file in a read-only directory: EEXIST first", open(at("rodir/g"), O_WRONLY | O_CREAT | O_EXCL, 0644), EEXIST);
	KC_EXPECT("mkdir in a read-only directory", mkdir(at("rodir/new"), 0755), EACCES);
	KC_EXPECT("40 links followed", stat(at("c1"), &st), 0);
	KC_EXPECT("the 41st link", stat(at("c0"), &st), ELOOP);
	KC_EXPECT("O_NOFOLLOW on a link", open(at("lnk"), O_RDONLY | O_NOFOLLOW), ELOOP);
	longp = malloc(PATH_MAX + 1);
	memset(longp, '/', PATH_MAX);
	longp[PATH_MAX] = '\0';
	KC_EXPECT("a path of PATH_MAX bytes", stat(longp, &st), ENAMETOOLONG);
	longp[PATH_MAX - 1] = '\0';
	KC_EXPECT("a path of PATH_MAX - 1 bytes", stat(longp, &st), 0);
	KC_EXPECT("access X_OK of a file without x bits", access(at("f"), X_OK), EACCES);
	if (root)
		KC_EXPECT("root's 0644 file opened for writing at fsuid 65534, euid 0 (CAP_DAC_OVERRIDE left with the fsuid)", open(at("rodir/g"), O_WRONLY), EACCES);

	if (root) {
		setfsuid(0);
		setfsgid(0);
	}
	chmod(at("priv"), 0700);
	chmod(at("rodir"), 0755);
	{
		char cmd[128];

		snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
		if (system(cmd))
			return 1;
	}
	return kc_exit();
}
