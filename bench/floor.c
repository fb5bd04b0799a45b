// SPDX-License-Identifier: MIT
/*
 * floor - the cheapest possible syscall tracer, as a yardstick.
 *
 *   floor [-f] [-i] [-s] COMMAND [ARG...]
 *
 * Runs COMMAND under ptrace and does nothing but PTRACE_SYSCALL and
 * waitpid until it is gone: two stops per syscall, no register reads,
 * no decoding, no output. Whatever a real tracer costs on top of this
 * is its own overhead; this part is the kernel's and cannot be avoided
 * without seccomp filtering.
 *
 * With -f it also follows fork, vfork and clone, as a tracer's -f does.
 * With -i it also reads each syscall stop with PTRACE_GET_SYSCALL_INFO,
 * the one request per stop a decoding tracer cannot do without (number
 * and arguments at entry, return value at exit): the floor for such a
 * tracer, as opposed to the floor for ptrace itself.
 * With -s the command runs under a seccomp filter that stops it only at
 * openat (the entry, then its exit), as a tracer's kernel filtering of
 * `-e trace=openat` does: the floor for a filtered trace.
 * Exits with the command's exit status (128+N if killed by signal N).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/wait.h>
#include <linux/filter.h>
#include <linux/ptrace.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

static void usage(void)
{
	fprintf(stderr, "usage: floor [-f] [-i] [-s] COMMAND [ARG...]\n");
	exit(2);
}

/* Fork the command, stopped before exec, and seize it. */
/*
 * Stop at openat only: RET_TRACE for it, ALLOW for the rest. The
 * yardstick's tracees are native programs, so the number alone is
 * compared (a real tracer also checks the ABI of the call).
 */
static void filter_openat(void)
{
	struct sock_filter prog[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
			 offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_openat, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_TRACE),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog fprog = {
		.len = sizeof(prog) / sizeof(prog[0]),
		.filter = prog,
	};

	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0 ||
	    syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &fprog) < 0) {
		perror("floor: seccomp");
		_exit(127);
	}
}

static pid_t start(char **argv, int follow, int filter)
{
	long opts = PTRACE_O_TRACESYSGOOD | PTRACE_O_EXITKILL |
		    PTRACE_O_TRACEEXEC;
	pid_t pid;
	int st;

	if (follow)
		opts |= PTRACE_O_TRACECLONE | PTRACE_O_TRACEFORK |
			PTRACE_O_TRACEVFORK;
	if (filter)
		opts |= PTRACE_O_TRACESECCOMP;

	pid = fork();
	if (pid < 0) {
		perror("floor: fork");
		exit(2);
	}
	if (pid == 0) {
		/*
		 * Stop first so that the seize below happens before exec:
		 * then execve itself is traced, as with a real tracer.
		 */
		raise(SIGSTOP);
		/* Seized by now: a RET_TRACE stop has its tracer. */
		if (filter)
			filter_openat();
		execvp(argv[0], argv);
		fprintf(stderr, "floor: exec %s: %s\n", argv[0],
			strerror(errno));
		_exit(127);
	}

	if (waitpid(pid, &st, WUNTRACED) < 0 || !WIFSTOPPED(st)) {
		fprintf(stderr, "floor: child did not stop\n");
		exit(2);
	}
	/*
	 * PTRACE_SEIZE rather than TRACEME: auto-attached children then
	 * announce themselves with PTRACE_EVENT_STOP instead of a SIGSTOP
	 * we would have to tell apart from a real one.
	 */
	if (ptrace(PTRACE_SEIZE, pid, 0L, opts) < 0) {
		perror("floor: PTRACE_SEIZE");
		kill(pid, SIGKILL);
		exit(2);
	}
	/* End the job-control stop; the tracee re-traps as EVENT_STOP. */
	kill(pid, SIGCONT);
	return pid;
}

int main(int argc, char **argv)
{
	int follow = 0, info = 0, filter = 0, code = 0, opt;
	pid_t leader;

	while ((opt = getopt(argc, argv, "+fis")) != -1) {
		if (opt == 'f')
			follow = 1;
		else if (opt == 'i')
			info = 1;
		else if (opt == 's')
			filter = 1;
		else
			usage();
	}
	if (optind >= argc)
		usage();

	leader = start(argv + optind, follow, filter);

	/* __WALL waits for clone children too; ECHILD means all are gone. */
	for (;;) {
		int st, sig, event;
		long req = PTRACE_SYSCALL;
		pid_t pid;

		pid = waitpid(-1, &st, __WALL);
		if (pid < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		if (WIFEXITED(st) || WIFSIGNALED(st)) {
			if (pid == leader)
				code = WIFEXITED(st) ? WEXITSTATUS(st) :
				       128 + WTERMSIG(st);
			continue;
		}
		if (!WIFSTOPPED(st))
			continue;

		sig = WSTOPSIG(st);
		event = st >> 16;
		if (info && (sig == (SIGTRAP | 0x80) ||
			     event == PTRACE_EVENT_SECCOMP)) {
			struct __ptrace_syscall_info si;

			ptrace(PTRACE_GET_SYSCALL_INFO, pid, sizeof(si), &si);
		}
		/*
		 * Syscall stops (SIGTRAP|0x80) and ptrace events carry no
		 * signal to deliver; anything else is a real signal that
		 * the tracee must still receive.
		 */
		if (sig == (SIGTRAP | 0x80) || event != 0)
			sig = 0;
		/*
		 * Filtered: run to the next openat entry, except from that
		 * entry (the seccomp stop), which runs to its exit stop.
		 */
		if (filter && event != PTRACE_EVENT_SECCOMP)
			req = PTRACE_CONT;
		/* ESRCH: killed meanwhile; its exit shows up in waitpid. */
		ptrace(req, pid, 0L, (long)sig);
	}
	return code;
}
