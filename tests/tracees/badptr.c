/* Garbage pointers must not crash the tracer: a path that is NULL, a
 * small number, or runs into an unmapped page; a buffer that is not
 * mapped. Each read fails and the address is printed instead. */
#include "expect.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>

static const char *err_text(void)
{
	return errno == EFAULT ? "-1 EFAULT (Bad address)" : "unexpected";
}

int main(void)
{
	char call[128];
	char *page;
	int pfd[2];
	long r;

	expect_prefixed(0);
	r = syscall(SYS_openat, AT_FDCWD, (char *)1, O_RDONLY);
	expect_call(0, "openat(AT_FDCWD, 0x1, O_RDONLY)", "%s",
		    r < 0 ? err_text() : "unexpected");

	/* A path whose last byte sits just before an unmapped page:
	 * no NUL is reachable, so the read must fail, not run off. */
	page = mmap(NULL, 8192, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	munmap(page + 4096, 4096);
	memset(page, 'a', 4096);
	r = syscall(SYS_openat, AT_FDCWD, page + 4090, O_RDONLY);
	snprintf(call, sizeof(call), "openat(AT_FDCWD, %p, O_RDONLY)",
		 (void *)(page + 4090));
	expect_call(0, call, "%s", r < 0 ? err_text() : "unexpected");

	r = syscall(SYS_write, 1, page + 4096, 5);
	snprintf(call, sizeof(call), "write(1, %p, 5)", (void *)(page + 4096));
	expect_call(0, call, "%s", r < 0 ? err_text() : "unexpected");

	/* A pipe with data: the copy out to the buffer faults. */
	if (pipe(pfd) < 0 || write(pfd[1], "hello", 5) != 5)
		return 1;
	r = syscall(SYS_read, pfd[0], page + 4096, 5);
	snprintf(call, sizeof(call), "read(%d, %p, 5)", pfd[0],
		 (void *)(page + 4096));
	expect_call(0, call, "%s", r < 0 ? err_text() : "unexpected");
	expect_msg(0, "+++ exited with 0 +++");
	return 0;
}
