/* sendfile, copy_file_range, splice, mknodat, setxattr, openat2,
 * getdents, mq_open/mq_getsetattr, getresuid, getcpu: pointers to
 * scalars and the file family's structures. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <linux/openat2.h>
#include <mqueue.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/sendfile.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/xattr.h>
#include <unistd.h>
#include "dec.h"

int main(void)
{
	int m, m2, p[2];
	off_t o = 0;
	loff_t lo = 1, lo2 = 0;

	setvbuf(stdout, NULL, _IONBF, 0);
	m = syscall(SYS_memfd_create, "a", 0);
	m2 = syscall(SYS_memfd_create, "b", 0);
	pipe(p);
	write(m, "hello world", 11);
	expect("11", "write(%d, \"hello world\", 11)", m);
	sendfile(m2, m, &o, 5);
	expect("5", "sendfile(%d, %d, [0 => 5], 5)", m2, m);
	sendfile(m2, m, BAD_PTR, 5);
	expect("-1 EFAULT (Bad address)", "sendfile(%d, %d, 0x8, 5)", m2, m);
	syscall(SYS_copy_file_range, m, &lo, m2, &lo2, 3, 0);
	expect("3", "copy_file_range(%d, [1], %d, [0], 3, 0)", m, m2);
	syscall(SYS_copy_file_range, m, BAD_PTR, m2, NULL, 3, 0);
	expect("-1 EFAULT (Bad address)",
	       "copy_file_range(%d, 0x8, %d, NULL, 3, 0)", m, m2);
	lo = 2;
	splice(m, &lo, p[1], NULL, 4, 0);
	expect("4", "splice(%d, [2], %d, NULL, 4, 0)", m, p[1]);

	syscall(SYS_mknodat, AT_FDCWD, "/nonexistent/n", S_IFCHR | 0600,
		makedev(0x123, 0x45678));
	expect("-1 ENOENT (No such file or directory)",
	       "mknodat(AT_FDCWD, \"/nonexistent/n\", S_IFCHR|0600, "
	       "makedev(0x123, 0x45678))");
	syscall(SYS_mknodat, AT_FDCWD, "/nonexistent/n", S_IFIFO | 0600, 5);
	expect("-1 ENOENT (No such file or directory)",
	       "mknodat(AT_FDCWD, \"/nonexistent/n\", S_IFIFO|0600)");
	setxattr("/nonexistent", "user.foo", "ab\1\0", 4, XATTR_CREATE);
	expect("-1 ENOENT (No such file or directory)",
	       "setxattr(\"/nonexistent\", \"user.foo\", \"ab\\1\", 4, "
	       "XATTR_CREATE)");
	setxattr("/nonexistent", "user.foo", BAD_PTR, 5, 0);
	expect(failed_with(errno),
	       "setxattr(\"/nonexistent\", \"user.foo\", 0x8, 5, 0)");
	{
		struct open_how how = { .flags = O_WRONLY | O_CREAT,
					.mode = 0600, .resolve = 0x100 };

		syscall(SYS_openat2, AT_FDCWD, "/nonexistent", &how,
			sizeof(how));
		expect("-1 EINVAL (Invalid argument)",
		       "openat2(AT_FDCWD, \"/nonexistent\", {flags=O_WRONLY|"
		       "O_CREAT, mode=0600, resolve=0x100 /* RESOLVE_??? */}"
		       ", 24)");
		how.flags = O_RDONLY | O_CLOEXEC;
		how.mode = 0;
		how.resolve = RESOLVE_NO_SYMLINKS | RESOLVE_BENEATH;
		syscall(SYS_openat2, AT_FDCWD, "/nonexistent", &how,
			sizeof(how));
		/* An absolute path escapes with RESOLVE_BENEATH. */
		expect("-1 EXDEV (Invalid cross-device link)",
		       "openat2(AT_FDCWD, \"/nonexistent\", {flags=O_RDONLY|"
		       "O_CLOEXEC, resolve=RESOLVE_NO_SYMLINKS|"
		       "RESOLVE_BENEATH}, 24)");
		syscall(SYS_openat2, AT_FDCWD, "/nonexistent", BAD_PTR, 24);
		expect("-1 EFAULT (Bad address)",
		       "openat2(AT_FDCWD, \"/nonexistent\", 0x8, 24)");
		syscall(SYS_openat2, AT_FDCWD, "/nonexistent", &how, 16);
		expect("-1 EINVAL (Invalid argument)",
		       "openat2(AT_FDCWD, \"/nonexistent\", %p, 16)",
		       (void *)&how);
	}
#ifdef SYS_getdents	/* asm-generic ABIs have getdents64 only */
	{
		char b[64];

		syscall(SYS_getdents, m, b, sizeof(b));
		expect("-1 ENOTDIR (Not a directory)",
		       "getdents(%d, %p, 64)", m, (void *)b);
	}
#endif
	{
		struct mq_attr a = { .mq_maxmsg = 5, .mq_msgsize = 64 }, o2;
		char name[32];
		int q;

		snprintf(name, sizeof(name), "/abt-%d", (int)getpid());
		q = mq_open(name, O_RDWR | O_CREAT, 0600, &a);
		if (q >= 0) {
			char ret[16];

			snprintf(ret, sizeof(ret), "%d", q);
			expect(ret, "mq_open(\"%s\", O_RDWR|O_CREAT, 0600, "
			       "{mq_flags=0, mq_maxmsg=5, mq_msgsize=64, "
			       "mq_curmsgs=0})", name + 1);
			a.mq_flags = O_NONBLOCK;
			syscall(SYS_mq_getsetattr, q, &a, &o2);
			expect("0", "mq_getsetattr(%d, {mq_flags=O_NONBLOCK, "
			       "mq_maxmsg=5, mq_msgsize=64, mq_curmsgs=0}, "
			       "{mq_flags=0, mq_maxmsg=5, mq_msgsize=64, "
			       "mq_curmsgs=0})", q);
			syscall(SYS_mq_getsetattr, q, BAD_PTR, &o2);
			expect("-1 EFAULT (Bad address)",
			       "mq_getsetattr(%d, 0x8, %p)", q, (void *)&o2);
			mq_unlink(name);
			expect("0", "mq_unlink(\"%s\")", name + 1);
		}
	}
	{
		uid_t r, e, s;
		unsigned cpu, node;

		getresuid(&r, &e, &s);
		expect("0", "getresuid([%u], [%u], [%u])", r, e, s);
		syscall(SYS_getresgid, BAD_PTR, &e, &s);
		expect("-1 EFAULT (Bad address)", "getresgid(0x8, %p, %p)",
		       (void *)&e, (void *)&s);
		syscall(SYS_getcpu, &cpu, &node, NULL);
		expect("0", "getcpu([%u], [%u], NULL)", cpu, node);
	}
	return 0;
}
