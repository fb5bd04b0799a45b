/* Starting, attaching to and letting go of tracees. */
#include "abitrace.h"
#include "trace/task.h"
#include "trace/trace.h"
#include "trace/seccomp.h"
#include "trace/ownfilter.h"
#include "core/bpf.h"
#include "trace/inject.h"
#include "unwind/stacktrace.h"
#include "notes/notes.h"
#include "decode/decode.h"
#include "output/output.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <setjmp.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef CLONE_THREAD
#define CLONE_THREAD 0x00010000
#endif

static unsigned base_options(void)
{
	unsigned o = PTRACE_O_TRACESYSGOOD | PTRACE_O_TRACEEXEC;

	/* Without -f, the children of a program under our filter are
	 * followed silently: they inherit it (seccomp.c). */
	if (trace.cfg->follow_forks || trace.silent_follow)
		o |= PTRACE_O_TRACECLONE | PTRACE_O_TRACEFORK |
		     PTRACE_O_TRACEVFORK;
	return o;
}

/* Finds the program the way execvp would, so that a missing program is
 * a clear error from us rather than a failed execve in the trace. The
 * two commonest errors are worded as strace words them, which scripts
 * (strace's exec-PATH test) match. */
static char *find_program(const char *name)
{
	const char *path = getenv("PATH");
	struct stat st;
	char *buf;

	if (strchr(name, '/')) {
		if (stat(name, &st) < 0)
			die("Cannot stat '%s': %s", name, strerror(errno));
		if (!S_ISREG(st.st_mode))
			die("cannot run '%s': not a regular file", name);
		if (access(name, X_OK) < 0)
			die("cannot run '%s': %s", name, strerror(errno));
		return xstrdup(name);
	}
	if (!path)
		path = "/usr/local/bin:/usr/bin:/bin";
	buf = xmalloc(strlen(path) + strlen(name) + 2);
	while (*path) {
		const char *end = strchr(path, ':');
		size_t n = end ? (size_t)(end - path) : strlen(path);

		if (n == 0)
			sprintf(buf, "%s", name);
		else
			sprintf(buf, "%.*s/%s", (int)n, path, name);
		if (stat(buf, &st) == 0 && S_ISREG(st.st_mode) &&
		    access(buf, X_OK) == 0)
			return buf;
		path += n + (end ? 1 : 0);
	}
	die("Cannot find executable '%s'", name);
}

/* SIGCHLD as we found it: ignored, the kernel would reap our tracees
 * before we see them end, so the tracer takes the default and the
 * program gets back what it was given. */
static struct sigaction chld_given;
/* SIGPIPE as we found it: the tracer ignores it (src/output/outfile.c
 * handles a trace pipe without a reader), the program must not inherit
 * that, nor lose an ignore it was given. */
static struct sigaction pipe_given;

/* The program's side of the start: wait until seized, then exec. */
static void __attribute__((noreturn))
become_program(int rfd, const char *path, char **argv)
{
	char c;

	if (read(rfd, &c, 1) != 1)
		_exit(127);
	close(rfd);
	sigaction(SIGCHLD, &chld_given, NULL);
	sigaction(SIGPIPE, &pipe_given, NULL);
	trace_restore_nofile();
	if (trace.child_setup)
		trace.child_setup();
	if (trace.seccomp_active)
		seccomp_install();
	execv(path, argv);
	fprintf(stderr, "%s: cannot run '%s': %s\n", progname, path,
		strerror(errno));
	_exit(127);
}

/* The tracer never reads standard input, and writes standard output
 * only when the trace goes there (--json without -o): it lets go of
 * the others, so that a pipe the program closes sees its end (the trace
 * goes to stderr or the -o file, opened already). */
static void release_std_streams(void)
{
	int fd = open("/dev/null", O_RDWR | O_CLOEXEC);

	if (fd < 0)
		return;
	dup2(fd, 0);
	if (!sink_uses_stdout())
		dup2(fd, 1);
	if (fd > 1)
		close(fd);
}

/* The tracer's side: seize the program, then let it exec. */
static void seize_program(pid_t pid, int wfd, const char *name)
{
	struct tcb *tcp;
	char c = 0;

	/* A program we start dies with us, unless it is meant to outlive
	 * the tracer: -D (it is not our child at all) and -I anywhere
	 * (we may die at any moment and leave it running). */
	trace.ptrace_opts = base_options();
	if (trace.kill_on_exit ||
	    (!trace.cfg->daemonize && trace.cfg->interruptible != 1))
		trace.ptrace_opts |= PTRACE_O_EXITKILL;
	/* Without this option a SECCOMP_RET_TRACE call fails with
	 * ENOSYS instead of stopping. */
	if (trace.seccomp_active)
		trace.ptrace_opts |= PTRACE_O_TRACESECCOMP;
	debug_msg("seizing %d with ptrace options %#x", pid,
		  trace.ptrace_opts);
	if (ptrace(PTRACE_SEIZE, pid, 0, trace.ptrace_opts) < 0)
		die("cannot trace process %d: %s", pid, strerror(errno));
	if (ptrace(PTRACE_INTERRUPT, pid, 0, 0) < 0)
		die("cannot stop process %d: %s", pid, strerror(errno));
	tcp = tcb_new(pid);
	tcp->flags |= TCB_SKIP_FIRST_EXEC;
	if (ownfilter_tracer_filtered())
		ownfilter_launched(tcp);
	trace.main_pid = pid;
	if (write(wfd, &c, 1) != 1)
		die("cannot start '%s': %s", name, strerror(errno));
	close(wfd);
}

/* -D, -DD, -DDD: the program keeps our process id and our parent, so
 * that a shell waits for it and not for us; the tracer is a grandchild
 * (-DD: in a process group of its own, -DDD: in a session of its own)
 * that nobody waits for. The middle process ends at once, reaped here
 * before the exec. */
static pid_t launch_daemonized(const char *path, char **argv, int p[2])
{
	pid_t prog = getpid(), mid;
	int status;

	sigset_t chld, old;

#ifdef PR_SET_PTRACER
	prctl(PR_SET_PTRACER, PR_SET_PTRACER_ANY, 0, 0, 0);
#endif
	/* The middle process's end must not reach the program as a
	 * SIGCHLD the trace would show: it is taken here. */
	sigemptyset(&chld);
	sigaddset(&chld, SIGCHLD);
	sigprocmask(SIG_BLOCK, &chld, &old);
	mid = fork();
	if (mid < 0)
		die("fork: %s", strerror(errno));
	if (mid == 0) {
		pid_t tracer;

		close(p[0]);
		if (trace.cfg->daemonize == 2)
			setpgid(0, 0);
		else if (trace.cfg->daemonize == 3)
			setsid();
		tracer = fork();
		if (tracer < 0)
			_exit(1);
		if (tracer > 0)
			_exit(0);
		debug_msg("new tracer pid is %d", (int)getpid());
		seize_program(prog, p[1], argv[0]);
		release_std_streams();
		return prog;
	}
	close(p[1]);
	while (waitpid(mid, &status, 0) < 0 && errno == EINTR)
		;
	if (!WIFEXITED(status) || WEXITSTATUS(status))
		die("cannot start the tracer process");
	{
		struct timespec zero = { 0, 0 };

		while (sigtimedwait(&chld, NULL, &zero) == SIGCHLD)
			;
	}
	sigprocmask(SIG_SETMASK, &old, NULL);
	become_program(p[0], path, argv);
}

/* Whether the kernel takes PTRACE_O_EXITKILL (Linux 3.8; an older one
 * refuses an option it does not know with EINVAL): a child of ours that
 * only waits is seized with it, then killed. Asked before the program
 * starts, so that --kill-on-exit is refused before anything runs. Only
 * EINVAL says no: another error (ptrace not allowed at all) is not the
 * option's, and seizing the program will say it. */
static bool exitkill_works(void)
{
	pid_t pid = fork();
	int err = 0;

	if (pid < 0)
		die("fork: %s", strerror(errno));
	if (pid == 0) {
		for (;;)
			pause();
	}
	if (ptrace(PTRACE_SEIZE, pid, 0, PTRACE_O_EXITKILL) < 0)
		err = errno;
	kill(pid, SIGKILL);
	while (waitpid(pid, NULL, __WALL) < 0 && errno == EINTR)
		;
	if (err == EINVAL)
		debug_msg("PTRACE_O_EXITKILL does not work");
	else if (err)
		debug_msg("PTRACE_O_EXITKILL not tried: seizing a child: %s",
			  strerror(err));
	else
		debug_msg("PTRACE_O_EXITKILL works");
	return err != EINVAL;
}

/* The child waits on a pipe until it is seized, so that every syscall
 * of the program, from its execve on, is traced. */
pid_t trace_launch(char **argv)
{
	char *path;
	int p[2];
	pid_t pid;
	int exitkill = -1;	/* not asked yet */

	/* --kill-on-exit, and --seccomp-bpf which implies it: the kernel
	 * is asked first, before the program is looked for, as strace
	 * does (its -d line comes even when the program then cannot be
	 * found). */
	if (trace.cfg->kill_on_exit || trace.cfg->seccomp == SECCOMP_ALWAYS)
		exitkill = exitkill_works();
	if (trace.cfg->kill_on_exit) {
		if (!exitkill)
			die("--kill-on-exit: this kernel does not take "
			    "PTRACE_O_EXITKILL (Linux 3.8 or later does)");
		trace.kill_on_exit = true;
	}
	path = find_program(argv[0]);
	trace.seccomp_active = seccomp_prepare(path);
	if (trace.seccomp_active)
		notes_calls_filtered();
	/* A program under our filter that we let go would see each call
	 * the filter sends to a tracer fail with ENOSYS (seccomp(2),
	 * SECCOMP_RET_TRACE): it dies with us instead, as under strace
	 * 7.2's --seccomp-bpf, unless a process given by -p is traced
	 * too (that one is let go as always). */
	if (!trace.kill_on_exit && trace.seccomp_active && tcb_count() == 0)
		trace.kill_on_exit = exitkill < 0 ? exitkill_works() : exitkill;

	/* --argv0: the program is found by its own name and told another
	 * (a multi-call binary such as busybox picks its applet so). Our
	 * argv is ours to change: nothing reads argv[0] after this. */
	if (trace.cfg->argv0)
		argv[0] = (char *)trace.cfg->argv0;
	if (pipe(p) < 0)
		die("pipe: %s", strerror(errno));
	{
		struct sigaction dfl;

		memset(&dfl, 0, sizeof(dfl));
		dfl.sa_handler = SIG_DFL;
		sigaction(SIGCHLD, &dfl, &chld_given);
		sigaction(SIGPIPE, NULL, &pipe_given);
	}
	if (trace.cfg->daemonize) {
		pid = launch_daemonized(path, argv, p);
		free(path);
		return pid;
	}
	pid = fork();
	if (pid < 0)
		die("fork: %s", strerror(errno));
	if (pid == 0) {
		close(p[1]);
		become_program(p[0], path, argv);
	}
	close(p[0]);
	seize_program(pid, p[1], argv[0]);
	release_std_streams();
	free(path);
	return pid;
}

/* Returns 1 when the thread was seized now, 0 when it already was. */
static int seize_thread(pid_t pid, pid_t tid)
{
	struct tcb *tcp;

	if (tcb_lookup(tid))
		return 0;
	if (ptrace(PTRACE_SEIZE, tid, 0, base_options()) < 0)
		return -1;
	if (ptrace(PTRACE_INTERRUPT, tid, 0, 0) < 0 && errno != ESRCH)
		return -1;
	tcp = tcb_new(tid);
	tcp->pid = pid;
	tcp->flags |= TCB_ATTACHED;
	ownfilter_attached(tcp);
	note_tid_comm(tid);
	return 1;
}

/* The number after key ("Tgid:") in /proc/TID/status, or 0. */
static long proc_status_num(pid_t tid, const char *key)
{
	char path[64], line[256];
	size_t n = strlen(key);
	long v = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/status", tid);
	f = fopen(path, "re");
	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f)) {
		if (!strncmp(line, key, n)) {
			v = atol(line + n);
			break;
		}
	}
	fclose(f);
	return v;
}

/* The thread group of tid, from /proc; tid itself when it is gone. */
static pid_t proc_tgid(pid_t tid)
{
	pid_t tgid = (pid_t)proc_status_num(tid, "Tgid:");

	return tgid > 0 ? tgid : tid;
}

/* -p's EPERM: the request, as strace 7.2 names it, then the likely
 * reason on a line of its own, as strace 7.2 words it: the process
 * has a tracer already (its pid), belongs to another user (we may not
 * signal it either), or Yama's ptrace_scope (1 and up: only
 * descendants, only CAP_SYS_PTRACE, none) stands in the way. */
static void attach_eperm(pid_t pid)
{
	long tracer = proc_status_num(pid, "TracerPid:");
	char why[96] = "";
	int scope = -1;
	FILE *f;

	if (tracer > 0) {
		snprintf(why, sizeof(why), "Process %d is already being "
			 "traced by pid %ld", pid, tracer);
	} else if (kill(pid, 0) < 0 && errno == EPERM) {
		snprintf(why, sizeof(why), "process %d may be owned by a "
			 "different user", pid);
	} else if ((f = fopen("/proc/sys/kernel/yama/ptrace_scope", "re"))) {
		if (fscanf(f, "%d", &scope) != 1)
			scope = -1;
		fclose(f);
		if (scope > 0)
			snprintf(why, sizeof(why), "sysctl kernel.yama."
				 "ptrace_scope = %d may be restricting this "
				 "attach", scope);
	}
	fprintf(stderr, "%s: attach: ptrace(PTRACE_SEIZE, %d): %s\n",
		progname, pid, strerror(EPERM));
	if (why[0])
		die("%s", why);
	exit(1);
}

/* Why process pid cannot be traced, from /proc/PID/stat, or NULL: the
 * kernel's EPERM says nothing about zombies and kernel threads, and
 * our own parent would be traced while it waits for us, forever. */
#define PF_KTHREAD_ 0x00200000u

static const char *attach_refusal(pid_t pid)
{
	char buf[1024], *p;
	unsigned long flags = 0;
	char state = 0;

	if (pid == getppid())
		return "it is abitrace's parent, which waits for abitrace";
	if (proc_read_small(pid, "stat", buf, sizeof(buf)) < 0)
		return NULL;
	/* The command name may hold ')': the fields follow the last. */
	p = strrchr(buf, ')');
	if (!p || sscanf(p + 1, " %c %*d %*d %*d %*d %*d %lu", &state,
			 &flags) != 2)
		return NULL;
	if (state == 'Z' || state == 'X')
		return "it is a zombie";
	if (flags & PF_KTHREAD_)
		return "it is a kernel thread";
	return NULL;
}

/* Seizes the threads listed in /proc/PID/task that we do not have yet;
 * returns how many. */
static unsigned seize_new_threads(pid_t pid)
{
	char dir[64];
	unsigned added = 0;
	struct dirent *de;
	DIR *d;

	snprintf(dir, sizeof(dir), "/proc/%d/task", pid);
	d = opendir(dir);
	if (!d)
		return 0;
	while ((de = readdir(d))) {
		pid_t tid = atoi(de->d_name);

		if (tid > 0 && seize_thread(pid, tid) > 0)
			added++;
	}
	closedir(d);
	return added;
}

/* -p: every thread of the process. Threads may be created while we walk
 * /proc/PID/task, so walk again until a pass finds nothing new. */
int trace_attach(pid_t pid)
{
	unsigned nthreads = 1, n;
	const char *why;
	int r;

	if (pid <= 0)
		die("invalid process id: '%d'", pid);
	/* A thread id stands for its whole process. */
	pid = proc_tgid(pid);
	if (pid == getpid())
		die("cannot trace process %d: it is abitrace itself", pid);
	why = attach_refusal(pid);
	if (why)
		die("cannot attach to process %d: %s", pid, why);
	seccomp_prepare(NULL);
	r = seize_thread(pid, pid);
	if (r < 0 && errno == EPERM)
		attach_eperm(pid);
	if (r < 0)
		die("cannot attach to process %d: %s", pid, strerror(errno));
	if (r == 0)
		return 0;	/* the same -p twice */
	while ((n = seize_new_threads(pid)) > 0)
		nthreads += n;
	trace.ptrace_opts = base_options();
	if (trace.cfg->quiet & QUIET_ATTACH)
		return 0;
	if (nthreads > 1)
		fprintf(stderr, "%s: Process %d attached with %u threads\n",
			progname, pid, nthreads);
	else
		fprintf(stderr, "%s: Process %d attached\n", progname, pid);
	return 0;
}

/* The thread group of a new child: from the clone flags when we saw
 * the parent's call, else from /proc (the call was not stopped at,
 * because a seccomp filter let it run). */
uint64_t parent_clone_flags(struct tcb *parent)
{
	unsigned t;
	uint64_t flags;

	if (!(parent->flags & TCB_INSYSCALL) || !parent->call.sd)
		return 0;
	t = sd_traits(parent->call.sd);
	flags = parent->call.args[0];
	if ((t & SDT_CLONE3) &&
	    umoven(parent, parent->call.args[0], sizeof(flags), &flags) < 0)
		return 0;
	return t & (SDT_CLONE | SDT_CLONE3) ? flags : 0;
}

pid_t child_tgid(struct tcb *parent, pid_t child)
{
	if ((parent->flags & TCB_INSYSCALL) && parent->call.sd)
		return (parent_clone_flags(parent) & CLONE_THREAD) ?
			parent->pid : child;
	return proc_tgid(child);
}

/* After a non-leader execve, `from` (the thread that called execve)
 * continues under the leader's TID. */
void tcb_take_over(struct tcb *leader, struct tcb *from)
{
	struct strbuf line = leader->out->line;
	struct view *view = leader->out->view;

	leader->out->line = from->out->line;
	from->out->line = line;
	/* The call's nodes go with its line. */
	leader->out->view = from->out->view;
	from->out->view = view;
	leader->flags = from->flags;
	leader->pers = from->pers;
	leader->tr->last_pers = from->tr->last_pers;
	leader->call.scno = from->call.scno;
	leader->call.sd = from->call.sd;
	memcpy(leader->call.args, from->call.args, sizeof(leader->call.args));
	leader->out->exit_start = from->out->exit_start;
	leader->dec->first_out = from->dec->first_out;
	leader->dec->nprinted = from->dec->nprinted;
	leader->out->shown = from->out->shown;
	leader->dec->sep_done = from->dec->sep_done;
	memcpy(leader->out->arg_start, from->out->arg_start,
	       sizeof(from->out->arg_start));
	memcpy(leader->out->arg_end, from->out->arg_end,
	       sizeof(from->out->arg_end));
	leader->call.times.entry_ts = from->call.times.entry_ts;
	/* The filters are the calling thread's, not the old leader's. */
	sc_chain_unref(leader->tr->filters);
	leader->tr->filters = from->tr->filters;
	from->tr->filters = NULL;
	out_take_over(from, leader);
	tcb_free(from);
}

/* A fatal signal may arrive after the loop checked trace.interrupted but
 * before waitpid blocks; waitpid would then sleep until the next tracee
 * event, forever for a stopped or sleeping tracee. While the loop is
 * about to wait, the handler jumps out of the wait instead. */
static sigjmp_buf wait_env;
static volatile sig_atomic_t in_wait;

static void on_fatal_signal(int sig)
{
	trace.interrupted = sig;
	if (in_wait) {
		in_wait = 0;
		siglongjmp(wait_env, 1);
	}
}

/* delay_enter=, delay_exit=: held threads are restarted when SIGALRM
 * says their time has come; the wait is left the same way as for a
 * fatal signal. */
static volatile sig_atomic_t alarm_rang;

static void on_alarm(int sig)
{
	(void)sig;
	alarm_rang = 1;
	if (in_wait) {
		in_wait = 0;
		siglongjmp(wait_env, 1);
	}
}

static const int fatal[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
#define NFATAL (ARRAY_SIZE(fatal))

static void setup_signals(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_fatal_signal;
	sigemptyset(&sa.sa_mask);
	/* One handler at a time: a second signal must not jump while
	 * the first one's handler runs. No SA_RESTART: a wait outside
	 * the loop must return so we notice the signal. */
	for (unsigned i = 0; i < NFATAL; i++)
		sigaddset(&sa.sa_mask, fatal[i]);
	sigaddset(&sa.sa_mask, SIGALRM);
	/* -I never, never_tstp: the trace ends with the program only;
	 * anywhere: a fatal signal ends us where we stand (the output is
	 * unbuffered, src/output/text.c), the program runs on untraced. */
	if (trace.cfg->interruptible >= 3)
		sa.sa_handler = SIG_IGN;
	for (unsigned i = 0; i < NFATAL && trace.cfg->interruptible != 1; i++)
		sigaction(fatal[i], &sa, NULL);
	sa.sa_handler = on_alarm;
	sigaction(SIGALRM, &sa, NULL);
	signal(SIGTTOU, SIG_IGN);
	signal(SIGTTIN, SIG_IGN);
	signal(SIGTSTP, SIG_IGN);
	/* A trace pipe without a reader is EPIPE, which the output
	 * layer handles (outfile.c): never a reason to die, and so to
	 * take the program down with us (PTRACE_O_EXITKILL). */
	signal(SIGPIPE, SIG_IGN);
}

/* waitid writes the event into wait_si before returning; a signal that
 * arrives just as it returns still runs the handler, which jumps. The
 * event is then consumed but not lost: wait_si tells it. */
static siginfo_t wait_si;
static struct rusage wait_ru;

/* The rusage a wait fills, only when -c without -w counts the calls'
 * system time. The kernel sums it over every thread of the tracee's
 * process (getrusage(RUSAGE_BOTH) for each stop): with 1000 threads
 * that walk was 60% of the tracer's CPU time (W4, perf). */
static struct rusage *wait_rusage(struct rusage *ru)
{
	memset(ru, 0, sizeof(*ru));
	return trace.cfg->count && !trace.cfg->wallclock ? ru : NULL;
}

static uint64_t stime_ns(const struct rusage *ru)
{
	return (uint64_t)ru->ru_stime.tv_sec * 1000000000u +
	       (uint64_t)ru->ru_stime.tv_usec * 1000u;
}

static int status_of(const siginfo_t *si)
{
	switch (si->si_code) {
	case CLD_EXITED:
		return (si->si_status & 0xff) << 8;
	case CLD_KILLED:
		return si->si_status & 0x7f;
	case CLD_DUMPED:
		return (si->si_status & 0x7f) | 0x80;
	default:	/* CLD_TRAPPED: signal and PTRACE_EVENT_* bits */
		return (si->si_status << 8) | 0x7f;
	}
}

/* Waits for the next stop, in waitpid's terms; -1 with errno EINTR
 * once interrupted. The mask is not saved by sigsetjmp, so after a
 * jump the fatal signals stay blocked, as the detach that follows
 * wants. */
static pid_t wait_stop(int *status)
{
	if (sigsetjmp(wait_env, 0))
		goto jumped;
	wait_si.si_pid = 0;
	in_wait = 1;
	if (trace.interrupted || alarm_rang) {
		in_wait = 0;
		goto jumped;
	}
	/* The raw call also gives the tracee's resource usage, which -c
	 * without -w takes its system time from. */
	trace.nwaits++;
	trace.nwaits_any++;
	if (syscall(SYS_waitid, P_ALL, 0, &wait_si, WEXITED | WSTOPPED | __WALL,
		    wait_rusage(&wait_ru)) < 0) {
		in_wait = 0;
		return -1;
	}
	in_wait = 0;
	goto got;
jumped:
	/* Left by SIGALRM: its handler's mask (the fatal signals too)
	 * stays after the jump, and only a fatal signal wants that. */
	if (!trace.interrupted) {
		sigset_t set;

		sigemptyset(&set);
		sigaddset(&set, SIGALRM);
		for (unsigned i = 0; i < NFATAL; i++)
			sigaddset(&set, fatal[i]);
		sigprocmask(SIG_UNBLOCK, &set, NULL);
	}
	if (!wait_si.si_pid) {
		errno = EINTR;
		return -1;
	}
got:
	*status = status_of(&wait_si);
	return wait_si.si_pid;
}

/* Waits for a thread we interrupted to be in a ptrace-stop. Returns the
 * signal to hand back at detach (one it was about to receive), 0, or
 * -1 when the thread is gone. */
static int wait_detachable(pid_t tid)
{
	int status;

	for (;;) {
		if (waitpid(tid, &status, __WALL) < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		if (WIFEXITED(status) || WIFSIGNALED(status))
			return -1;
		if (WIFSTOPPED(status))
			break;
	}
	/* A group-stop (PTRACE_EVENT_STOP with the stop signal) is left
	 * in place by the detach; syscall and event stops carry nothing;
	 * a signal-delivery-stop's signal must still be delivered. */
	if ((status >> 16) == 0 && WSTOPSIG(status) != (SIGTRAP | 0x80))
		return WSTOPSIG(status);
	return 0;
}

/* Detaching needs the thread in a ptrace-stop: interrupt it and wait
 * for that stop, so the process goes on exactly as it would have
 * without us. A call it sleeps in is restarted by the kernel. Every
 * tracee is let go; with non-NULL data (a trace nobody reads any
 * more) silently. */
static void detach_one(struct tcb *tcp, void *data)
{
	int sig = -1;

	/* A thread held at a TSYNC install is stopped already and would
	 * never report the interrupt: let it go on first. */
	ownfilter_release_waiter(tcp);
	if (tcp->call.inj.how & INJ_HELD)	/* already in a ptrace-stop */
		sig = 0;
	else if (ptrace(PTRACE_INTERRUPT, tcp->tid, 0, 0) == 0)
		sig = wait_detachable(tcp->tid);
	if (sig >= 0)
		ptrace(PTRACE_DETACH, tcp->tid, 0, sig);
	trace_release_exit(tcp, false);
	out_syscall_abandon(tcp);
	if (!(trace.cfg->quiet & QUIET_ATTACH) && !data &&
	    tcp->tr->silent != SILENT_TASK)
		fprintf(stderr, "%s: Process %d detached\n", progname,
			tcp->tid);
	out_close_for(tcp);
	tcb_free(tcp);
}

/* detach_one, saying so unless data (silent) is set, whatever the
 * quiet default. */
static void detach_limit(struct tcb *tcp, void *data)
{
	if (!data)
		fprintf(stderr, "%s: Process %d detached\n", progname,
			tcp->tid);
	detach_one(tcp, &data);
}

/* The trace's reader is gone (outfile.c said so once): tracing now
 * only slows the program down. Every tracee is let go, the one we
 * started too, and we wait for that one to end, for its status. A
 * child whose fork we had not seen yet reports its first stop after
 * this: it is let go then. Returns false, and tracing goes on without
 * output, when the program runs under our seccomp filter: a filtered
 * call without a tracer fails with ENOSYS. */
static bool let_go(void)
{
	static int all = 1;

	if (trace.seccomp_active)
		return false;
	tcb_foreach(detach_one, &all);
	while (!trace.interrupted) {
		int status;
		pid_t pid = waitpid(-1, &status, __WALL);

		if (pid < 0 && errno == EINTR)
			continue;
		if (pid < 0)
			break;		/* ECHILD: nobody left */
		if (pid == trace.main_pid && !WIFSTOPPED(status)) {
			trace.main_status = status;
		} else if (WIFSTOPPED(status)) {
			int sig = WSTOPSIG(status);

			/* Event and syscall stops carry no signal. */
			if ((status >> 16) || sig == (SIGTRAP | 0x80))
				sig = 0;
			ptrace(PTRACE_DETACH, pid, 0, sig);
		}
	}
	return true;
}

/* --syscall-limit: the calls asked for are shown; every tracee goes on
 * untraced and abitrace ends at once, status 0, without waiting for the
 * program (strace's behaviour, and its words). A user's -q silences the
 * detach lines; the default quiet of -o does not, as the limit ends the
 * trace early and the user should see why. */
static void limit_detach(void)
{
	static int silent = 1;
	bool quiet = trace.cfg->qflag && (trace.cfg->quiet & QUIET_ATTACH);

	if (!quiet)
		fprintf(stderr, "%s: System call limit has been reached, "
			"detaching tracees\n", progname);
	trace.main_pid = 0;
	tcb_foreach(detach_limit, quiet ? &silent : NULL);
}

/* Ends abitrace the way the traced program ended, so that a shell sees
 * the same status; without a core of our own, which would only
 * clobber the program's. */
static void die_by_signal(int sig)
{
	struct rlimit no_core = { 0, 0 };
	sigset_t set;

	setrlimit(RLIMIT_CORE, &no_core);
	signal(sig, SIG_DFL);
	sigemptyset(&set);
	sigaddset(&set, sig);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	raise(sig);
}

static int exit_code(void)
{
	int st = trace.main_status;

	if (!trace.main_pid)
		return 0;
	if (WIFEXITED(st))
		return WEXITSTATUS(st);
	if (WIFSIGNALED(st)) {
		die_by_signal(WTERMSIG(st));
		return 128 + WTERMSIG(st);
	}
	return 0;
}

/* The end: the loader's notes counted, the --lint report, the -c
 * table, then the outputs are closed. -1 when the trace could not be
 * written. */
static int finish_output(void)
{
	notes_summary();
	/* Before the report, which shows its evidence. */
	if (trace.cfg->abi_verify && !trace.interrupted && trace.main_pid)
		trace_verify(trace.main_status);
	notes_report();
	if (trace.cfg->count)
		count_report();
	return out_finish();
}

/* SIGINT, SIGTERM, SIGHUP: the program we started gets the same
 * signal (and SIGCONT, should it be stopped); then every tracee is let
 * go, its call in progress ending in "<detached ...>": processes we
 * attached to run on, the program dies of the signal untraced. Then
 * we die of the same signal, as a program interrupted this way
 * should. */
static int finish_interrupted(void)
{
	int sig = trace.interrupted;

	/* -I anywhere: the trace stops where it is, the processes go on
	 * untraced (the kernel detaches them when we are gone). */
	if (trace.cfg->interruptible == 1) {
		out_flush();
		die_by_signal(sig);
		return 128 + sig;
	}
	if (trace.main_pid > 0 && !trace.cfg->daemonize) {
		kill(trace.main_pid, SIGCONT);
		kill(trace.main_pid, sig);
	}
	/* --kill-on-exit: nobody is let go; the kernel kills every
	 * tracee when we are gone (PTRACE_O_EXITKILL). */
	if (!trace.kill_on_exit)
		tcb_foreach(detach_one, NULL);
	out_cut_short(sig);
	finish_output();
	die_by_signal(sig);
	return 128 + sig;
}

/* waitpid(-1) reports the first tracee with an event in the kernel's
 * list, so a busy thread would starve the others: its stop is handled,
 * it runs, stops again, and wins again. With several tracees, a pass
 * collects the stops pending after a wait until none is left, and a
 * tracee already handled in the pass that stops again is held back:
 * held, it is not pending, so the next waitpid reaches the tracees
 * behind it in the list. Every pending tracee is handled in the pass.
 *
 * Each waitpid(-1) takes the siglock of every tracee it passes that
 * sits in a ptrace-stop. Stops are therefore handled (and the tracee
 * restarted) as soon as they are collected, and at most MAX_HELD
 * tracees are held at a time: when that many are, they are handled
 * and the pass goes on. Collecting all pending stops before handling
 * any, as before, made each walk pass over up to 256 stopped tracees;
 * with 1000 busy threads that was 40% of the tracer's time. */
#define MAX_HELD 8

static struct { pid_t tid; int status; uint64_t stime; } held[MAX_HELD];
static unsigned nheld;
static unsigned pass;

/* waitid(P_ALL) walks the kernel's list of our tracees up to the first
 * with an event, taking the siglock of each stopped one it passes: with
 * 1000 busy threads that walk was nearly all of what a call costs more
 * than with one (W4, perf). waitid(P_PID) finds its thread at once. So
 * with many tracees the next stop is guessed and asked for first: a
 * thread in a call (its entry just handled) for its exit, which usually
 * comes at once and keeps the line whole; else the thread restarted
 * longest ago (tcb_ring_pop): round robin, and it has had the most time
 * to stop again. At most AGAIN_MAX guesses in a row, so that the waits
 * that walk the list (which find every thread a guess missed: new ones,
 * ones asleep in a call) still come every AGAIN_MAX + 1 stops; after a
 * miss, a syscall, the next AGAIN_SKIP stops are not guessed. */
#define AGAIN_MIN_TASKS 32
#define AGAIN_MAX 16
#define AGAIN_SKIP 1

static void handle(pid_t tid, int status, uint64_t stime);

static void handle_again(pid_t tid)
{
	static unsigned depth, skip;
	struct tcb *tcp, *next;
	struct rusage ru;
	siginfo_t si;

	if (tcb_count() < AGAIN_MIN_TASKS || trace.limit_reached ||
	    trace.interrupted)
		return;
	tcp = tcb_lookup(tid);
	if (tcp && !tcp->tr->silent)
		tcb_ring_push(tcp);
	if (depth == AGAIN_MAX)
		return;
	if (skip) {
		skip--;
		return;
	}
	next = tcp && (tcp->flags & TCB_INSYSCALL) && !tcp->tr->silent ?
	       tcp : tcb_ring_pop();
	while (next) {
		si.si_pid = 0;
		trace.nwaits++;
		if (syscall(SYS_waitid, P_PID, next->tid, &si,
			    WEXITED | WSTOPPED | __WALL | WNOHANG,
			    wait_rusage(&ru)) == 0 && si.si_pid) {
			depth++;
			handle(si.si_pid, status_of(&si), stime_ns(&ru));
			depth--;
			return;
		}
		if (next != tcp)	/* the ring's guess missed */
			break;
		/* It sleeps in its call: the ring's oldest then. */
		while ((next = tcb_ring_pop()) == tcp)
			;
	}
	skip = AGAIN_SKIP;
}

/* Handles one stop or exit as part of the current pass; stime is the
 * system time the tracee had used then. */
static void handle(pid_t tid, int status, uint64_t stime)
{
	struct tcb *tcp = tcb_lookup(tid);

	/* Every event, whichever wait found it (wait_stop, collect_pass's
	 * wait4): the tracees ran since what /proc said was read. */
	proc_stop_gen++;
	trace.event_stime_ns = stime;
	if (tcp)
		tcp->tr->pass = pass;
	trace.nstops++;
	trace_dispatch(tid, status);
	if (WIFSTOPPED(status))
		handle_again(tid);
}

static void release_held(void)
{
	unsigned n = nheld;

	nheld = 0;
	for (unsigned i = 0; i < n; i++)
		handle(held[i].tid, held[i].status, held[i].stime);
}

/* Returns how many events the pass found after the first. */
static unsigned collect_pass(void)
{
	unsigned n = 0;

	while (tcb_count() > 1 && !trace.interrupted) {
		int status;
		struct rusage ru;
		pid_t tid;
		struct tcb *tcp;

		trace.nwaits++;
		trace.nwaits_any++;
		tid = wait4(-1, &status, __WALL | WNOHANG, wait_rusage(&ru));

		if (tid <= 0)
			break;
		n++;
		tcp = tcb_lookup(tid);
		if (tcp && tcp->tr->pass == pass && WIFSTOPPED(status)) {
			held[nheld].tid = tid;
			held[nheld].stime = stime_ns(&ru);
			held[nheld++].status = status;
			if (nheld == MAX_HELD)
				release_held();
			continue;
		}
		handle(tid, status, stime_ns(&ru));
	}
	release_held();
	return n;
}

/* The last waitpid of a pass, which finds nothing, walks the whole
 * list: with 1000 threads taking turns on one CPU, it doubles the
 * price of a stop. With two tracees (a shell and the command it waits
 * for, a program and its one thread) it is still one syscall more per
 * stop, where a stop costs three (wait, syscall info, restart). When
 * passes keep finding nothing beyond the first stop, collect only every
 * 16th time; starvation needs several tracees ready at once, and then
 * the pass finds them and runs every time. A tracee that became ready
 * during a skipped stretch waits at most 16 stops of the others. */
static void collect_maybe(void)
{
	static unsigned skip;

	if (skip) {
		skip--;
		return;
	}
	if (collect_pass() == 0 && tcb_count() > 1)
		skip = 15;
}

/* Restarts the held threads whose delay is over, and sets the alarm
 * for the next one. */
static void release_delayed(void)
{
	uint64_t next;
	struct itimerval it = { { 0, 0 }, { 0, 0 } };
	struct timespec now;
	uint64_t now_ns;

	alarm_rang = 0;
	inject_release_due();
	next = inject_next_wakeup();
	if (!next)
		return;
	clock_gettime(CLOCK_MONOTONIC, &now);
	now_ns = (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
	next = next > now_ns ? next - now_ns : 1000;
	/* At least 1 us: a zero it_value would disarm the timer. */
	next = next < 1000 ? 1000 : next;
	it.it_value.tv_sec = (time_t)(next / 1000000000u);
	it.it_value.tv_usec = (suseconds_t)(next % 1000000000u / 1000);
	if (!it.it_value.tv_sec && !it.it_value.tv_usec)
		it.it_value.tv_usec = 1;
	setitimer(ITIMER_REAL, &it, NULL);
}

/* Returns false when there is nothing left to wait for. */
static bool run_round(void)
{
	int status;
	pid_t tid;

	if (inject_active())
		release_delayed();
	tid = wait_stop(&status);

	if (tid < 0) {
		if (errno == EINTR)
			return !trace.interrupted;
		if (errno == ECHILD)
			return false;
		die("waitpid: %s", strerror(errno));
	}
	pass++;
	handle(tid, status, stime_ns(&wait_ru));
	collect_maybe();
	return true;
}

/* The trace is over once only silent tracees are left (the program's
 * children that outlive it, followed because our filter needs a
 * tracer): its end is written then, as without the filter, and the
 * loop goes on until they end too. A signal then lets them go and
 * ends abitrace as it would have ended the trace. */
static int finish_silent_interrupted(void)
{
	static int quiet = 1;

	tcb_foreach(detach_one, &quiet);
	die_by_signal(trace.interrupted);
	return 128 + trace.interrupted;
}

/* strace without -f returns when the program ends; abitrace, whose
 * filter needs a tracer in every process that inherited it, stays until
 * the children that outlive the program end too (a daemon it started:
 * never). Say so, once, rather than seem to hang: to a person at a
 * terminal, not to a script reading stderr, which gets what it would
 * get without the filter. */
static void say_waiting(void)
{
	if (trace.cfg->qflag || !isatty(STDERR_FILENO))
		return;
	fprintf(stderr, "%s: the program has ended; waiting for the %u "
		"task(s) it left running, which inherited abitrace's seccomp "
		"filter and need it as their tracer (--no-silent-follow "
		"does without)\n", progname, tcb_count());
}

int trace_run(void)
{
	bool silent = false, finished = false;
	int out_r = 0;

	setup_signals();
	while (tcb_count() > 0 && !trace.interrupted && run_round()) {
		if (trace.limit_reached) {
			limit_detach();
			break;
		}
		if (!silent && outfile_reader_gone() && !(silent = !let_go()))
			break;
		if (!finished && tcb_count() > 0 && tcb_shown_count() == 0) {
			finished = true;
			out_r = finish_output();
			say_waiting();
		}
	}
	if (getenv("ABITRACE_DEBUG_STOPS"))
		fprintf(stderr, "%s: debug: %lu stops, seccomp filter of %u "
			"instructions, %lu waits for any tracee, %lu register "
			"reads, %lu waits, %lu memory reads\n", progname,
			trace.nstops, trace.seccomp_active ?
			seccomp_prog_len() : 0, trace.nwaits_any,
			trace.nregreads, trace.nwaits, mem_nreads);
	if (trace.interrupted)
		return finished ? finish_silent_interrupted() :
				  finish_interrupted();
	if (!finished)
		out_r = finish_output();
	if (out_r < 0)
		return 1;
	return exit_code();
}

/* Hooks for the notes engine and the unwinder; they grow as those
 * parts land. */
void process_forked(struct tcb *parent, struct tcb *child)
{
	note_tid_comm(child->tid);
	notes_fork(parent, child);
	out_forked(parent, child);
}

void process_exec(struct tcb *tcp)
{
	note_tid_comm(tcp->tid);
	proc_exec(tcp);
	notes_exec(tcp);
	stack_exec(tcp);
	startmain_exec(tcp);
}

void process_exited(struct tcb *tcp)
{
	out_close_for(tcp);
}

/* Runs at every syscall exit, traced or not: keeps the per-process
 * caches in step with the address space. */
void after_syscall_hooks(struct tcb *tcp)
{
	stack_syscall_exit(tcp);
}
