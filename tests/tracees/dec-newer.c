/* Syscalls newer than the installed kernel headers (fchmodat2, mseal),
 * made through syscall(2) with their raw numbers. On an older kernel they
 * fail with ENOSYS, which the expected lines follow. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "dec.h"

#define NR_fchmodat2 452
#define NR_mseal 462

/* The result as abitrace prints it, for the errors these calls can give. */
static const char *res(long r, int err)
{
	switch (r == -1 ? err : 0) {
	case 0:
		return "0";
	case ENOSYS:
		return "-1 ENOSYS (Function not implemented)";
	case EINVAL:
		return "-1 EINVAL (Invalid argument)";
	case EOPNOTSUPP:
		return "-1 EOPNOTSUPP (Operation not supported)";
	case ENOENT:
		return "-1 ENOENT (No such file or directory)";
	default:
		return strerror(err);
	}
}

int main(void)
{
	static const char file[] = "dec-newer.tmp";
	char addr[32];
	void *p;
	long r;

	setvbuf(stdout, NULL, _IONBF, 0);
	close(creat(file, 0600));
	r = syscall(NR_fchmodat2, AT_FDCWD, file, 0644, AT_SYMLINK_NOFOLLOW);
	expect(res(r, errno), "fchmodat2(AT_FDCWD, \"%s\", 0644, "
	       "AT_SYMLINK_NOFOLLOW)", file);
	r = syscall(NR_fchmodat2, AT_FDCWD, file, 0640, 0);
	expect(res(r, errno), "fchmodat2(AT_FDCWD, \"%s\", 0640, 0)", file);
	r = syscall(NR_fchmodat2, AT_FDCWD, file, 0600, 0x4 | AT_EMPTY_PATH);
	expect(res(r, errno), "fchmodat2(AT_FDCWD, \"%s\", 0600, "
	       "AT_EMPTY_PATH|0x4)", file);
	/* AT_REMOVEDIR is an AT_* flag, but none of fchmodat2's. */
	r = syscall(NR_fchmodat2, AT_FDCWD, file, 0600, 0x200);
	expect(res(r, errno), "fchmodat2(AT_FDCWD, \"%s\", 0600, "
	       "0x200 /* AT_??? */)", file);
	/* The flags are an unsigned int: the register's upper half never
	 * reaches the kernel. */
	if (sizeof(long) == 8) {
		r = syscall(NR_fchmodat2, AT_FDCWD, file, 0600,
			    (long)(0xbadc0ded00000000ULL | AT_SYMLINK_NOFOLLOW));
		expect(res(r, errno), "fchmodat2(AT_FDCWD, \"%s\", 0600, "
		       "AT_SYMLINK_NOFOLLOW)", file);
	}
	unlink(file);
#ifdef SYS_unlink
	expect("0", "unlink(\"%s\")", file);
#else	/* asm-generic ABIs: the libc calls unlinkat */
	expect("0", "unlinkat(AT_FDCWD, \"%s\", 0)", file);
#endif

	p = mmap(NULL, 8192, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	snprintf(addr, sizeof(addr), "%p", p);
	expect(addr, "mmap(NULL, 8192, PROT_READ, MAP_PRIVATE|MAP_ANONYMOUS, "
	       "-1, 0)");
	r = syscall(NR_mseal, p, 4096, 0);
	expect(res(r, errno), "mseal(%p, 4096, 0)", p);
	r = syscall(NR_mseal, p, 4096, 5);
	expect(res(r, errno), "mseal(%p, 4096, 0x5)", p);
	/* map_shadow_stack's flags are an unsigned int too; 0x4 is no
	 * SHADOW_STACK_* flag (EINVAL where the call exists). */
	r = syscall(453, 0, 0, (long)(0xffffffff00000004ULL));
	expect(r < 0 ? failed_with(errno) : "unexpected success",
	       "map_shadow_stack(NULL, 0, 0x4 /* SHADOW_STACK_??? */)");
	/* execveat's flags are an int, and only three AT_* bits are its
	 * own (AT_EXECVE_CHECK since 6.14; EINVAL before): AT_REMOVEDIR is
	 * no execveat flag. The file does not exist, so nothing runs. */
	r = syscall(SYS_execveat, AT_FDCWD, file, NULL, NULL,
		    (long)(0xdefaced00000000ULL * (sizeof(long) == 8) |
			   AT_EMPTY_PATH | 0x10000));
	expect(res(r, errno), "execveat(AT_FDCWD, \"%s\", NULL, NULL, "
	       "AT_EMPTY_PATH|AT_EXECVE_CHECK)", file);
	r = syscall(SYS_execveat, AT_FDCWD, file, NULL, NULL, 0x200);
	expect(res(r, errno), "execveat(AT_FDCWD, \"%s\", NULL, NULL, "
	       "0x200 /* AT_??? */)", file);
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
