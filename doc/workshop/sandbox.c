/* sandbox.c - root gets "Operation not permitted": from a filter of its own.
 * run: abitrace --notes=seccomp-denied,capability-required -e trace=sethostname ./sandbox
 * Each "expect:" line is what the program predicts abitrace will say. */
#define _GNU_SOURCE
#include <errno.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	/* A sandbox, as containers build them: sethostname "fails" with
	 * EPERM, every other call goes through. */
	struct sock_filter f[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_sethostname, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = { 4, f };

	prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog) != 0)
		return 1;	/* never rename the machine for real */
	printf("expect: sethostname(\"sandbox\", 7) ... = -1 EPERM\n");
	printf("expect: note[seccomp-denied]: sethostname failed with EPERM"
	       " from its own seccomp filter ... filter 1 of 1 (installed by"
	       " pid %d with seccomp() ... returns SECCOMP_RET_ERRNO(EPERM)"
	       " for it, so the call never ran\n", getpid());
	fflush(stdout);
	if (sethostname("sandbox", 7) < 0)
		perror("sethostname");
	return 0;
}
