/* needs.c - which kernel, which ABIs, which capabilities does it need?
 * run: abitrace --abi-report ./needs
 * Each "expect:" line is what the program predicts abitrace will say. */
#define _GNU_SOURCE
#include <linux/capability.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2];
	int fd = dup(1);
	long r = syscall(SYS_close_range, fd, fd, 4 /* CLOSE_RANGE_CLOEXEC */);

	/* The call sites (needs.c:LINE) need an unwinder and -g. */
	printf("expect: %s CLOSE_RANGE_CLOEXEC of close_range\n",
	       r == 0 ? "needs Linux >= 5.11:" : "Linux 5.11:");
#ifdef SYS_epoll_create /* x86 and arm have it; aarch64 and riscv64 not */
	syscall(SYS_epoll_create, 1);
	printf("expect: epoll_create ... no number on aarch64, riscv64 (use "
	       "epoll_create1)\n");
#endif
	/* Without CAP_SYS_NICE (root drops it too), no raising priority. */
	syscall(SYS_capget, &h, d);
	d[0].effective &= ~(1u << CAP_SYS_NICE);
	syscall(SYS_capset, &h, d);
	setpriority(PRIO_PROCESS, 0, -5);
	printf("expect: setpriority: CAP_SYS_NICE not held; refused with "
	       "EACCES x1\n");
	printf("expect: capabilities used: none; missing: CAP_SYS_NICE\n");
	return 0;
}
