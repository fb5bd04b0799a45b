/* mode.c - the mode argument of open/openat/creat is masked, not checked.
 * A mode with bits above 07777 (typical when the mode argument was
 * forgotten and stack garbage was used) creates the file anyway with the
 * low 12 bits (minus umask); openat2 refuses the same mode with EINVAL.
 * Without O_CREAT/O_TMPFILE the mode is ignored altogether.
 * Rule checked: mode-garbage. */
#include "kcheck.h"
#include <fcntl.h>
#include <linux/openat2.h>
#include <sys/stat.h>
#include <sys/syscall.h>

static void check(const char *what, int fd, const char *path, unsigned want)
{
	struct stat st;
	int ok = fd >= 0 && (path ? stat(path, &st) : fstat(fd, &st)) == 0;
	kc_report(ok && (st.st_mode & 07777) == want, what, "fd %d, file mode %04o (rule: %04o)",
		  fd, ok ? st.st_mode & 07777 : 0, want);
	if (fd >= 0)
		close(fd);
}

int main(void)
{
	char dir[] = "/tmp/kcheck-mode-XXXXXX", p[100];
	umask(022);
	mkdtemp(dir);

	snprintf(p, sizeof p, "%s/open", dir);
	check("mode-garbage open(O_CREAT, 0x7fff0644)", open(p, O_WRONLY | O_CREAT, 0x7fff0000 | 0644), p, 0644);
	snprintf(p, sizeof p, "%s/openat", dir);
	check("mode-garbage openat(O_CREAT, 0170755)", openat(AT_FDCWD, p, O_WRONLY | O_CREAT, 0170755), p, 0755);
	snprintf(p, sizeof p, "%s/creat", dir);
	check("mode-garbage creat(0100600)", creat(p, 0100600), p, 0600);
	check("mode-garbage open(O_TMPFILE, 0x10000000|0640)", open(dir, O_TMPFILE | O_RDWR, 0x10000000 | 0640), NULL, 0640);
	snprintf(p, sizeof p, "%s/openat2", dir);
	{
		struct open_how how = { .flags = O_WRONLY | O_CREAT, .mode = 0100644 };
		KC_EXPECT("openat2 with the same garbage mode is rejected",
			  syscall(SYS_openat2, AT_FDCWD, p, &how, sizeof how), EINVAL);
	}
	snprintf(p, sizeof p, "%s/open", dir);
	unlink(p);
	snprintf(p, sizeof p, "%s/openat", dir);
	unlink(p);
	snprintf(p, sizeof p, "%s/creat", dir);
	unlink(p);
	rmdir(dir);
	return kc_exit();
}
