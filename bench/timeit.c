// SPDX-License-Identifier: MIT
/*
 * timeit - run one command, report its wall-clock time and peak RSS.
 *
 *   timeit [-x] [-c CPU] [-l LOG] -- COMMAND [ARG...]
 *
 * Prints one line on stdout:
 *
 *   WALL_SECONDS RUSAGE_MAXRSS_KB HWM_KB EXIT
 *
 * WALL_SECONDS is measured with CLOCK_MONOTONIC from just before fork()
 * to the return of wait4(), so it includes exec and dynamic linking of
 * the command, exactly like a user typing it would see.
 *
 * RUSAGE_MAXRSS_KB is ru_maxrss from wait4() on the direct child. Linux
 * fills that from the child *and* every descendant the child reaped
 * itself (it is max(own, cmaxrss)), so for a tracer that forked its
 * tracee it is max(tracer, biggest tracee), not the tracer alone.
 *
 * HWM_KB is only measured with -x: timeit then ptrace-seizes the command
 * with PTRACE_O_TRACEEXIT and reads VmHWM from /proc/PID/status in the
 * exit stop, before the kernel drops the address space. That is the
 * command's own peak RSS and nothing else. It costs one ptrace stop per
 * signal the command receives (a tracer gets a SIGCHLD for every stop of
 * its tracees), so never use -x for a run whose time matters. Without
 * -x the field is "-".
 *
 * EXIT is the command's exit status, or 128+N when killed by signal N.
 * timeit itself exits 0 when it could measure, 1 otherwise.
 *
 * The command's stdin is /dev/null and its stdout and stderr go to LOG
 * (default /dev/null), so that our one line of stdout stays parseable.
 *
 * -c CPU pins the command (and so everything it starts) to one CPU
 * before exec. A tracer and its tracee then hand the CPU to each other
 * directly instead of waking each other across CPUs, which in a VM
 * costs an interprocessor interrupt per ptrace stop and can make a run
 * ten times slower and far noisier than the tracer's own work.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static void usage(void)
{
	fprintf(stderr, "usage: timeit [-x] [-c CPU] [-l LOG] -- COMMAND [ARG...]\n");
	exit(1);
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* VmHWM of @pid in kB, or -1 when /proc does not say. */
static long read_hwm(pid_t pid)
{
	char path[64], line[256];
	long kb = -1;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/status", (int)pid);
	f = fopen(path, "r");
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "VmHWM: %ld kB", &kb) == 1)
			break;
	}
	fclose(f);
	return kb;
}

static void child(const char *log, char **argv, int trace, int cpu)
{
	int fd;

	if (cpu >= 0) {
		cpu_set_t set;

		CPU_ZERO(&set);
		CPU_SET(cpu, &set);
		if (sched_setaffinity(0, sizeof(set), &set) < 0) {
			perror("timeit: sched_setaffinity");
			_exit(127);
		}
	}

	fd = open("/dev/null", O_RDONLY);
	if (fd >= 0 && fd != 0) {
		dup2(fd, 0);
		close(fd);
	}
	fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0) {
		perror(log);
		_exit(127);
	}
	dup2(fd, 1);
	dup2(fd, 2);
	if (fd > 2)
		close(fd);

	/*
	 * Stop before exec so the parent can seize us while nothing of
	 * the command has run yet; the peak then covers its whole life.
	 */
	if (trace)
		raise(SIGSTOP);
	execvp(argv[0], argv);
	fprintf(stderr, "timeit: exec %s: %s\n", argv[0], strerror(errno));
	_exit(127);
}

/*
 * Resume the seized command after every stop until it is gone. The
 * exit-event stop is the one we are here for: the task is still whole,
 * so its status file still carries VmHWM.
 */
static int follow(pid_t pid, long *hwm, int *status, struct rusage *ru)
{
	for (;;) {
		int st, sig, event;

		if (wait4(pid, &st, __WALL, ru) < 0) {
			if (errno == EINTR)
				continue;
			perror("timeit: wait4");
			return -1;
		}
		if (WIFEXITED(st) || WIFSIGNALED(st)) {
			*status = st;
			return 0;
		}
		if (!WIFSTOPPED(st))
			continue;
		sig = WSTOPSIG(st);
		event = st >> 16;
		if (event == PTRACE_EVENT_EXIT) {
			*hwm = read_hwm(pid);
			sig = 0;
		} else if (event) {
			/* Group-stop or another event: nothing to deliver. */
			sig = 0;
		}
		ptrace(PTRACE_CONT, pid, 0L, (long)sig);
	}
}

static int seize(pid_t pid)
{
	int st;

	if (waitpid(pid, &st, WUNTRACED) < 0 || !WIFSTOPPED(st)) {
		fprintf(stderr, "timeit: child did not stop before exec\n");
		return -1;
	}
	if (ptrace(PTRACE_SEIZE, pid, 0L,
		   (long)(PTRACE_O_TRACEEXIT | PTRACE_O_EXITKILL)) < 0) {
		perror("timeit: PTRACE_SEIZE");
		return -1;
	}
	/*
	 * Seizing a stopped task makes it re-trap as a group-stop
	 * (PTRACE_EVENT_STOP); SIGCONT ends the job stop so that the
	 * PTRACE_CONT in follow() really lets it run.
	 */
	kill(pid, SIGCONT);
	return 0;
}

int main(int argc, char **argv)
{
	const char *log = "/dev/null";
	struct rusage ru;
	int trace = 0, cpu = -1;
	long hwm = -1;
	int opt, st, code;
	double t0, t1;
	pid_t pid;

	while ((opt = getopt(argc, argv, "+xc:l:")) != -1) {
		switch (opt) {
		case 'x':
			trace = 1;
			break;
		case 'c':
			cpu = atoi(optarg);
			break;
		case 'l':
			log = optarg;
			break;
		default:
			usage();
		}
	}
	if (optind >= argc)
		usage();

	t0 = now();
	pid = fork();
	if (pid < 0) {
		perror("timeit: fork");
		return 1;
	}
	if (pid == 0)
		child(log, argv + optind, trace, cpu);

	if (trace) {
		if (seize(pid) < 0 || follow(pid, &hwm, &st, &ru) < 0) {
			kill(pid, SIGKILL);
			return 1;
		}
	} else {
		while (wait4(pid, &st, 0, &ru) < 0) {
			if (errno != EINTR) {
				perror("timeit: wait4");
				return 1;
			}
		}
	}
	t1 = now();

	code = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
	if (hwm >= 0)
		printf("%.6f %ld %ld %d\n", t1 - t0, ru.ru_maxrss, hwm, code);
	else
		printf("%.6f %ld - %d\n", t1 - t0, ru.ru_maxrss, code);
	return 0;
}
