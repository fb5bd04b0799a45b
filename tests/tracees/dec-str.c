/* Quoting: hostile bytes in paths, strings and buffers, the -s cut, and
 * NULs; the .test runs it with default options. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "dec.h"

int main(void)
{
	char sink[64];
	int p[2], fd;

	/* A pipe reads what is written, so a bad pointer faults. */
	if (pipe(p))
		return 99;
	fd = p[1];

	setvbuf(stdout, NULL, _IONBF, 0);
	syscall(SYS_write, fd, "abcdefghijklmnopqrstuvwxyz0123456789", 36);
	expect("36", "write(%d, \"abcdefghijklmnopqrstuvwxyz012345\"..., 36)",
	       fd);
	syscall(SYS_write, fd, "abcdefghijklmnopqrstuvwxyz012345", 32);
	expect("32", "write(%d, \"abcdefghijklmnopqrstuvwxyz012345\", 32)",
	       fd);
	syscall(SYS_write, fd, "\0\0011\x80\x1b[2J\r\v\f", 11);
	expect("11", "write(%d, \"\\0\\0011\\200\\33[2J\\r\\v\\f\", 11)", fd);
	read(p[0], sink, sizeof(sink));
	read(p[0], sink, sizeof(sink));
	syscall(SYS_write, fd, BAD_PTR, 1);
	expect("-1 EFAULT (Bad address)", "write(%d, 0x8, 1)", fd);
	syscall(SYS_openat, AT_FDCWD, "a\001b\"\xff\n", O_RDONLY);
	expect("-1 ENOENT (No such file or directory)",
	       "openat(AT_FDCWD, \"a\\1b\\\"\\377\\n\", O_RDONLY)");
	/* Paths are not cut at -s. */
	syscall(SYS_openat, AT_FDCWD,
		"/nonexistent/0123456789012345678901234567890123456789",
		O_RDONLY);
	expect("-1 ENOENT (No such file or directory)", "openat(AT_FDCWD, "
	       "\"/nonexistent/0123456789012345678901234567890123456789\", "
	       "O_RDONLY)");
	syscall(SYS_openat, AT_FDCWD, BAD_PTR, O_RDONLY);
	expect("-1 EFAULT (Bad address)", "openat(AT_FDCWD, 0x8, O_RDONLY)");
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
