/*
 * A minimal tracer to test src/unwind without the real one: runs a
 * program under ptrace, and at the entry of each getppid() (or of the
 * syscall given with -n, same number for both bitnesses) prints the
 * stack and the call site.  Mapping changes and execve invalidate the
 * unwinder's caches as the real tracer will.
 *
 * Usage: walk-driver [-b N] [-n NR] -- PROG ARGS...
 *   -b N   at the first stop, time N walks of the same stack
 *
 * Build with -DUSE_LIBDW or -DUSE_LIBUNWIND: only the banner differs,
 * the backend is whatever unwind-*.c is linked in.
 */
#define _GNU_SOURCE
#include <elf.h>
#include <errno.h>
#include <inttypes.h>
#include <linux/audit.h>
#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "../../src/unwind/unwind.h"

/* src/core: what /proc said before a stop is not trusted after it
 * (proc_maps_text); abitrace's wait bumps it, and so does this one. */
extern unsigned long proc_stop_gen;

#if !defined(USE_LIBDW) && !defined(USE_LIBUNWIND)
#error "build with -DUSE_LIBDW or -DUSE_LIBUNWIND"
#endif

#define MAX_FRAMES 64

static long stop_nr_64 = 110;	/* getppid on x86_64 */
static long stop_nr_32 = 64;	/* getppid on i386 */
static long bench_walks;

static int print_frame(void *data, const struct unwind_frame *f)
{
	(void)data;
	printf(" > %s(%s+0x%" PRIx64 ") [0x%" PRIx64 "] %s:%d\n",
	       f->module ? f->module : "?", f->func ? f->func : "?",
	       f->funcoff, f->modoff, f->file ? f->file : "?", f->line);
	return 0;
}

static void print_site(struct unwind_proc *up, pid_t tid)
{
	struct unwind_frame s;

	if (unwind_call_site(up, tid, &s)) {
		printf("site: none\n");
		return;
	}
	printf("site: %s (%s:%d) %s [0x%" PRIx64 "]\n",
	       s.func ? s.func : "?", s.file ? s.file : "?", s.line,
	       s.module ? s.module : "?", s.modoff);
}

static int count_frame(void *data, const struct unwind_frame *f)
{
	(void)f;
	++*(long *)data;
	return 0;
}

static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void bench(struct unwind_proc *up, pid_t tid)
{
	long frames = 0;
	double t0, t1, t2;
	long i;

	unwind_proc_invalidate(up);
	t0 = now_ms();
	unwind_walk(up, tid, MAX_FRAMES, count_frame, &frames);
	t1 = now_ms();
	for (i = 0; i < bench_walks; i++)
		unwind_walk(up, tid, MAX_FRAMES, count_frame, &frames);
	t2 = now_ms();
	printf("bench: %s: first walk %.3f ms; %ld walks %.1f ms, "
	       "%.2f us/walk, %ld frames/walk\n", unwind_backend(),
	       t1 - t0, bench_walks, t2 - t1,
	       (t2 - t1) * 1e3 / bench_walks, frames / (bench_walks + 1));
	/* As under -k when every syscall is an mmap of anonymous memory. */
	for (i = 0; i < bench_walks / 10; i++) {
		unwind_proc_invalidate(up);
		unwind_walk(up, tid, MAX_FRAMES, count_frame, &frames);
	}
	t1 = now_ms();
	printf("bench: %s: %ld invalidate+walk %.1f ms, %.2f us/walk\n",
	       unwind_backend(), bench_walks / 10, t1 - t2,
	       (t1 - t2) * 1e3 / (bench_walks / 10));
	bench_walks = 0;
}

static void report_stop(struct unwind_proc *up, pid_t tid)
{
	int n;

	if (bench_walks)
		bench(up, tid);
	printf("stop: tid %d\n", (int)tid);
	n = unwind_walk(up, tid, MAX_FRAMES, print_frame, NULL);
	if (n < 0)
		printf("walk: failed\n");
	print_site(up, tid);
	fflush(stdout);
}

static bool changes_maps(uint32_t arch, long nr)
{
	/* x86_64: mmap, mprotect, munmap, mremap */
	if (arch == AUDIT_ARCH_X86_64)
		return nr == 9 || nr == 10 || nr == 11 || nr == 25;
	/* old_mmap, munmap, mprotect, mremap, mmap2 */
	return nr == 90 || nr == 91 || nr == 125 || nr == 163 || nr == 192;
}

static void syscall_stop(struct unwind_proc *up, pid_t tid)
{
	struct __ptrace_syscall_info si;
	long nr;

	if (ptrace(PTRACE_GET_SYSCALL_INFO, tid, sizeof(si), &si) <= 0)
		return;
	if (si.op == PTRACE_SYSCALL_INFO_ENTRY) {
		nr = si.entry.nr;
		if (nr == (si.arch == AUDIT_ARCH_X86_64 ? stop_nr_64 :
			   stop_nr_32))
			report_stop(up, tid);
		return;
	}
	if (si.op != PTRACE_SYSCALL_INFO_EXIT)
		return;
	nr = ptrace(PTRACE_PEEKUSER, tid,
		    offsetof(struct user_regs_struct, orig_rax), 0);
	if (changes_maps(si.arch, nr))
		unwind_proc_invalidate(up);
}

static int child(char **argv)
{
	ptrace(PTRACE_TRACEME, 0, 0, 0);
	raise(SIGSTOP);
	execvp(argv[0], argv);
	perror("walk-driver: exec");
	_exit(127);
}

/* Returns the signal to deliver when resuming tid. */
static int handle_stop(struct unwind_proc *up, pid_t tid, int status)
{
	int sig = WSTOPSIG(status);

	if (sig == (SIGTRAP | 0x80)) {
		syscall_stop(up, tid);
		return 0;
	}
	if (status >> 16 == PTRACE_EVENT_EXEC)
		unwind_proc_invalidate(up);
	if (status >> 16 || sig == SIGSTOP || sig == SIGTRAP)
		return 0;
	return sig;
}

static int trace(pid_t pid)
{
	struct unwind_proc *up;
	int status, ret = 0;
	pid_t tid;

	if (waitpid(pid, &status, 0) != pid || !WIFSTOPPED(status))
		return 1;
	ptrace(PTRACE_SETOPTIONS, pid, 0, PTRACE_O_TRACESYSGOOD |
	       PTRACE_O_TRACECLONE | PTRACE_O_TRACEEXEC | PTRACE_O_EXITKILL);
	up = unwind_proc_new(pid);
	if (!up)
		return 1;
	printf("backend: %s\n", unwind_backend());
	ptrace(PTRACE_SYSCALL, pid, 0, 0);
	while ((tid = waitpid(-1, &status, __WALL)) > 0) {
		proc_stop_gen++;
		if (WIFEXITED(status) || WIFSIGNALED(status)) {
			if (tid == pid)
				ret = WIFEXITED(status) ?
				      WEXITSTATUS(status) : 1;
			continue;
		}
		ptrace(PTRACE_SYSCALL, tid, 0, handle_stop(up, tid, status));
	}
	unwind_proc_free(up);
	return ret;
}

int main(int argc, char **argv)
{
	int opt;
	pid_t pid;

	while ((opt = getopt(argc, argv, "b:n:")) != -1) {
		switch (opt) {
		case 'b':
			bench_walks = atol(optarg);
			break;
		case 'n':
			stop_nr_64 = stop_nr_32 = atol(optarg);
			break;
		default:
			return 2;
		}
	}
	if (optind >= argc)
		return 2;
	setvbuf(stdout, NULL, _IOLBF, 0);
	pid = fork();
	if (pid < 0)
		return 1;
	if (pid == 0)
		return child(argv + optind);
	return trace(pid);
}
