/* A number no table knows and a syscall whose arguments have no typed
 * description: both still print, the first with all six arguments, the
 * second with its real arity. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#define PAD "%-39s "

int main(void)
{
	char line[128];
	long r;

	errno = 0;
	r = syscall(0x1a2b, 1, 2, 3, 4, 5, 6);
	printf("expect: " PAD "= %ld %s (%s)\n",
	       "syscall_0x1a2b(0x1, 0x2, 0x3, 0x4, 0x5, 0x6)", r,
	       errno == ENOSYS ? "ENOSYS" : "?", strerror(errno));
#ifdef __x86_64__
	/* epoll_ctl_old (214) has four untyped arguments on x86_64. */
	errno = 0;
	r = syscall(214, 0x11, 0x22, 0x33, 0x44);
	snprintf(line, sizeof(line), "epoll_ctl_old(0x11, 0x22, 0x33, 0x44)");
	printf("expect: " PAD "= %ld %s (%s)\n", line, r,
	       errno == ENOSYS ? "ENOSYS" : "?", strerror(errno));
#endif
	return 0;
}
