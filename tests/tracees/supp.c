/* For notes/suppressions.test: four calls that each draw one note, each in a
 * function of its own (the site a suppression can name). For each call
 * the kernel answered as the note says, it prints
 *   note: ID SYSCALL FUNC
 * so the test knows what to expect without assuming the kernel. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

/* A bit no kernel defines for open's flags (open(2): unknown flags are
 * ignored), or for mprotect's prot (mprotect(2): EINVAL). */
#define ODD_OPEN_FLAG 0x40000000
#define ODD_PROT 0x1000

static void said(const char *id, const char *call, const char *func)
{
	printf("note: %s %s %s\n", id, call, func);
}

__attribute__((noinline)) static void supp_open(void)
{
	int fd = (int)syscall(SYS_openat, AT_FDCWD, "/dev/null",
			      O_RDONLY | ODD_OPEN_FLAG);

	if (fd >= 0) {
		said("unknown-flags-ignored", "openat", __func__);
		close(fd);
	}
}

__attribute__((noinline)) static void supp_munmap(void *p)
{
	/* munmap(2): EINVAL when length is 0. */
	if (syscall(SYS_munmap, p, 0) < 0 && errno == EINVAL)
		said("zero-length", "munmap", __func__);
}

__attribute__((noinline)) static void supp_mmap(void)
{
	/* mmap(2): EINVAL when length is 0. */
	if (mmap(NULL, 0, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0) ==
	    MAP_FAILED && errno == EINVAL)
		said("zero-length", "mmap", __func__);
}

__attribute__((noinline)) static void supp_mprotect(void *p)
{
	if (syscall(SYS_mprotect, p, 4096, PROT_READ | ODD_PROT) < 0 &&
	    errno == EINVAL)
		said("unknown-flags-rejected", "mprotect", __func__);
}

int main(void)
{
	void *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED)
		return 1;
	supp_open();
	supp_munmap(p);
	supp_mmap();
	supp_mprotect(p);
	fflush(stdout);
	return 0;
}
