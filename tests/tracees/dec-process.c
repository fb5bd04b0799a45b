/* execve vectors, wait4 status, prlimit64, uname, getcwd, prctl,
 * sched_getaffinity: process-level structures. */
#define _GNU_SOURCE
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>
#include "dec.h"

int main(void)
{
	char buf[256], ret[64];
	struct rlimit64 rl = { 8192 * 1024, RLIM64_INFINITY };
	struct utsname u;
	char *args[] = { "a\n", "abcdefghijklmnopqrstuvwxyz0123456789",
			 (char *)BAD_PTR, NULL };
	char *env[] = { "X=1", NULL };
	int st;
	pid_t pid;

	setvbuf(stdout, NULL, _IONBF, 0);
	syscall(SYS_execve, "/nonexistent", args, env);
	expect(failed_with(errno), "execve(\"/nonexi"
	       "stent\", [\"a\\n\", \"abcdefghijklmnopqrstuvwxyz012345\"..., "
	       "0x8], %p /* 1 var */)", (void *)env);
	syscall(SYS_execve, "/nonexistent", BAD_PTR, NULL);
	expect(failed_with(errno), "execve(\"/nonexistent\", 0x8, NULL)");

	pid = fork();
	if (!pid)
		_exit(3);
	wait4(pid, &st, 0, NULL);
	snprintf(ret, sizeof(ret), "%d", pid);
	expect(ret, "wait4(%d, [{WIFEXITED(s) && WEXITSTATUS(s) == 3}], 0, "
	       "NULL)", pid);
	pid = fork();
	if (!pid) {
		raise(SIGKILL);
		_exit(0);
	}
	wait4(pid, &st, __WALL, NULL);
	snprintf(ret, sizeof(ret), "%d", pid);
	expect(ret, "wait4(%d, [{WIFSIGNALED(s) && WTERMSIG(s) == SIGKILL}], "
	       "__WALL, NULL)", pid);

	syscall(SYS_prlimit64, 0, RLIMIT_STACK, &rl, NULL);
	expect("0", "prlimit64(0, RLIMIT_STACK, {rlim_cur=8192*1024, "
	       "rlim_max=RLIM64_INFINITY}, NULL)");
	syscall(SYS_prlimit64, 0, 99, NULL, BAD_PTR);
	expect("-1 EINVAL (Invalid argument)",
	       "prlimit64(0, 0x63 /* RLIMIT_??? */, NULL, 0x8)");
	uname(&u);
	expect("0", "uname({sysname=\"%s\", nodename=\"%s\", ...})",
	       u.sysname, u.nodename);
	syscall(SYS_getcwd, buf, sizeof(buf));
	snprintf(ret, sizeof(ret), "%zu", strlen(buf) + 1);
	expect(ret, "getcwd(\"%s\", 256)", buf);
	syscall(SYS_getcwd, BAD_PTR, 100);
	expect("-1 EFAULT (Bad address)", "getcwd(0x8, 100)");
	prctl(PR_SET_NAME, "ab\"c");
	expect("0", "prctl(PR_SET_NAME, \"ab\\\"c\")");
	prctl(PR_GET_DUMPABLE);
	expect("1 (SUID_DUMP_USER)", "prctl(PR_GET_DUMPABLE)");
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
