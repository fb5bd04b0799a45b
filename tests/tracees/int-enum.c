/* int arguments named from a constant set (enum32 in syscalls.list):
 * the kernel reads only the low 32 bits of the register, so the line
 * names what it acts on. On a 64-bit ABI setitimer(1 << 32 | ITIMER_REAL)
 * arms ITIMER_REAL; a value no constant has is the 32-bit number the
 * kernel got (0x80000000), not that number sign-extended to 64 bits,
 * from either ABI (this tracee is also built 32-bit). Run with
 * -e trace=setitimer,getitimer,getrusage. */
#include "expect.h"

#include <limits.h>
#include <sys/resource.h>
#include <sys/time.h>

#define ZERO_IV "{it_interval={tv_sec=0, tv_usec=0}, it_value={tv_sec=0, " \
		"tv_usec=0}}"

int main(void)
{
	struct itimerval iv = { { 0, 0 }, { 0, 0 } };	/* disarmed */
	long neg = INT_MIN;	/* sign-extended in a 64-bit register */

#if __SIZEOF_LONG__ == 8
	long high = (1L << 32) | ITIMER_REAL;

	if (syscall(SYS_setitimer, high, &iv, NULL) == 0)
		expect_call(0, "setitimer(ITIMER_REAL, " ZERO_IV ", NULL)",
			    "0");
	if (syscall(SYS_getitimer, high, &iv) == 0)
		expect_call(0, "getitimer(ITIMER_REAL, " ZERO_IV ")", "0");
#endif
	syscall(SYS_setitimer, neg, &iv, NULL);
	expect_call(0, "setitimer(0x80000000 /* ITIMER_??? */, " ZERO_IV
		    ", NULL)", "-1 EINVAL (Invalid argument)");
	syscall(SYS_getrusage, neg, NULL);
	expect_call(0, "getrusage(0x80000000 /* RUSAGE_??? */, NULL)",
		    "-1 EINVAL (Invalid argument)");
	/* A negative constant is still found by its name. */
	syscall(SYS_getrusage, RUSAGE_CHILDREN, NULL);
	expect_call(0, "getrusage(RUSAGE_CHILDREN, NULL)",
		    "-1 EFAULT (Bad address)");
	return 0;
}
