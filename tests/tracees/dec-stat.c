/* newfstatat, fstat, statx, access/faccessat2: abbreviated structs, mode
 * names, AT_* flags, and unreadable pointers. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "dec.h"

/* The mask the kernel returns depends on the file system: the tracee
 * names its bits the way the tracer must. */
static const char *mask_text(unsigned m)
{
	static const char *const bit[] = {
		"STATX_TYPE", "STATX_MODE", "STATX_NLINK", "STATX_UID",
		"STATX_GID", "STATX_ATIME", "STATX_MTIME", "STATX_CTIME",
		"STATX_INO", "STATX_SIZE", "STATX_BLOCKS", "STATX_BTIME",
		"STATX_MNT_ID", "STATX_DIOALIGN",
	};
	static char buf[512];
	size_t n = 0;

	buf[0] = '\0';
	if ((m & 0xfff) == 0xfff) {
		n += snprintf(buf + n, sizeof(buf) - n, "STATX_ALL");
		m &= ~0xfffu;
	} else if ((m & 0x7ff) == 0x7ff) {
		n += snprintf(buf + n, sizeof(buf) - n, "STATX_BASIC_STATS");
		m &= ~0x7ffu;
	}
	for (unsigned i = 0; i < 14; i++)
		if (m & (1u << i))
			n += snprintf(buf + n, sizeof(buf) - n, "%s%s",
				      n ? "|" : "", bit[i]);
	return buf;
}

int main(void)
{
	char path[] = "/tmp/abt-dec-stat.XXXXXX";
	struct statx sx;
	struct stat st;
	int fd = mkstemp(path);

	setvbuf(stdout, NULL, _IONBF, 0);
	write(fd, "12345", 5);
	expect("5", "write(%d, \"12345\", 5)", fd);
	fchmod(fd, 01640);
	syscall(SYS_newfstatat, fd, "", &st, AT_EMPTY_PATH);
	expect("0", "newfstatat(%d, \"\", {st_mode=S_IFREG|S_ISVTX|0640, "
	       "st_size=5, ...}, AT_EMPTY_PATH)", fd);
	syscall(SYS_newfstatat, AT_FDCWD, "/dev/null", &st, 0);
	expect("0", "newfstatat(AT_FDCWD, \"/dev/null\", {st_mode=S_IFCHR|"
	       "0666, st_rdev=makedev(0x1, 0x3), ...}, 0)");
	syscall(SYS_newfstatat, AT_FDCWD, path, BAD_PTR, AT_SYMLINK_NOFOLLOW);
	expect("-1 EFAULT (Bad address)", "newfstatat(AT_FDCWD, \"%s\", "
	       "0x8, AT_SYMLINK_NOFOLLOW)", path);
	syscall(SYS_newfstatat, AT_FDCWD, BAD_PTR, &st, 0);
	expect("-1 EFAULT (Bad address)",
	       "newfstatat(AT_FDCWD, 0x8, %p, 0)", (void *)&st);
	syscall(SYS_statx, AT_FDCWD, path, AT_SYMLINK_NOFOLLOW,
		STATX_TYPE | STATX_SIZE, &sx);
	expect("0", "statx(AT_FDCWD, \"%s\", AT_STATX_SYNC_AS_STAT|"
	       "AT_SYMLINK_NOFOLLOW, STATX_TYPE|STATX_SIZE, {stx_mask=%s, "
	       "stx_attributes=0, stx_mode=S_IFREG|S_ISVTX|0640, stx_size=5,"
	       " ...})", path,
	       mask_text(sx.stx_mask));
	syscall(SYS_statx, AT_FDCWD, path, AT_STATX_DONT_SYNC, 0, BAD_PTR);
	expect("-1 EFAULT (Bad address)", "statx(AT_FDCWD, \"%s\", "
	       "AT_STATX_DONT_SYNC, 0, 0x8)", path);
	access(path, R_OK | W_OK);
#ifdef SYS_access
	expect("0", "access(\"%s\", R_OK|W_OK)", path);
#else	/* asm-generic ABIs: the libc calls faccessat */
	expect("0", "faccessat(AT_FDCWD, \"%s\", R_OK|W_OK)", path);
#endif
	access(path, F_OK);
#ifdef SYS_access
	expect("0", "access(\"%s\", F_OK)", path);
#else
	expect("0", "faccessat(AT_FDCWD, \"%s\", F_OK)", path);
#endif
	syscall(SYS_faccessat2, AT_FDCWD, path, X_OK, AT_EACCESS);
	expect("-1 EACCES (Permission denied)", "faccessat2(AT_FDCWD, "
	       "\"%s\", X_OK, AT_EACCESS)", path);
	unlink(path);
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
