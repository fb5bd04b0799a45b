/* Starting, attaching to and letting go of tracees. */
#include "abitrace.h"
#include "trace/trace.h"
#include "unwind/stacktrace.h"
#include "notes/notes.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef CLONE_THREAD
#define CLONE_THREAD 0x00010000
#endif

static unsigned base_options(void)
{
	unsigned o = PTRACE_O_TRACESYSGOOD | PTRACE_O_TRACEEXEC;

	if (opt.follow_forks)
		o |= PTRACE_O_TRACECLONE | PTRACE_O_TRACEFORK |
		     PTRACE_O_TRACEVFORK;
	return o;
}

/* Finds the program the way execvp would, so that a missing program is
 * a clear error from us rather than a failed execve in the trace. */
static char *find_program(const char *name)
{
	const char *path = getenv("PATH");
	struct stat st;
	char *buf;

	if (strchr(name, '/')) {
		if (stat(name, &st) < 0)
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
	die("cannot find program '%s' in PATH", name);
}

/* The child waits on a pipe until it is seized, so that every syscall
 * of the program, from its execve on, is traced. */
pid_t trace_launch(char **argv)
{
	char *path = find_program(argv[0]);
	int p[2];
	pid_t pid;
	struct tcb *tcp;
	char c = 0;

	if (pipe(p) < 0)
		die("pipe: %s", strerror(errno));
	pid = fork();
	if (pid < 0)
		die("fork: %s", strerror(errno));
	if (pid == 0) {
		close(p[1]);
		if (read(p[0], &c, 1) != 1)
			_exit(127);
		close(p[0]);
		launch_child_setup();
		execv(path, argv);
		fprintf(stderr, "%s: cannot run '%s': %s\n", progname, path,
			strerror(errno));
		_exit(127);
	}
	close(p[0]);
	trace.ptrace_opts = base_options() | PTRACE_O_EXITKILL;
	if (ptrace(PTRACE_SEIZE, pid, 0, trace.ptrace_opts) < 0)
		die("cannot trace process %d: %s", pid, strerror(errno));
	if (ptrace(PTRACE_INTERRUPT, pid, 0, 0) < 0)
		die("cannot stop process %d: %s", pid, strerror(errno));
	tcp = tcb_new(pid);
	tcp->flags |= TCB_SKIP_FIRST_EXEC;
	trace.main_pid = pid;
	if (write(p[1], &c, 1) != 1)
		die("cannot start '%s': %s", argv[0], strerror(errno));
	close(p[1]);
	free(path);
	return pid;
}

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
	return 0;
}

/* -p: every thread of the process. Threads may be created while we walk
 * /proc/PID/task, so walk again until a pass finds nothing new. */
int trace_attach(pid_t pid)
{
	char dir[64];
	bool added = true;
	int err;

	if (pid <= 0)
		die("invalid process id: '%d'", pid);
	if (pid == getpid())
		die("I'm sorry, I can't let you do that: %d is abitrace itself",
		    pid);
	if (seize_thread(pid, pid) < 0) {
		err = errno;
		die("cannot attach to process %d: %s", pid, strerror(err));
	}
	snprintf(dir, sizeof(dir), "/proc/%d/task", pid);
	while (added) {
		DIR *d = opendir(dir);
		struct dirent *de;

		added = false;
		if (!d)
			break;
		while ((de = readdir(d))) {
			pid_t tid = atoi(de->d_name);

			if (tid <= 0 || tcb_lookup(tid))
				continue;
			if (seize_thread(pid, tid) == 0)
				added = true;
		}
		closedir(d);
	}
	trace.ptrace_opts = base_options();
	if (opt.qflag == 0)
		fprintf(stderr, "%s: Process %d attached\n", progname, pid);
	return 0;
}

/* The thread group of a new child: from the clone flags when we saw
 * the parent's call, else from /proc (the call was not stopped at,
 * because a seccomp filter let it run). */
pid_t child_tgid(struct tcb *parent, pid_t child)
{
	char path[64], line[256];
	pid_t tgid = child;
	FILE *f;

	if ((parent->flags & TCB_INSYSCALL) && parent->sd) {
		uint64_t flags = parent->args[0];

		if (!strcmp(parent->sd->name, "clone3") &&
		    umoven(parent, parent->args[0], sizeof(flags), &flags) < 0)
			flags = 0;
		if (!strcmp(parent->sd->name, "clone") ||
		    !strcmp(parent->sd->name, "clone3"))
			return (flags & CLONE_THREAD) ? parent->pid : child;
		return child;	/* fork, vfork */
	}
	snprintf(path, sizeof(path), "/proc/%d/status", child);
	f = fopen(path, "r");
	if (!f)
		return child;
	while (fgets(line, sizeof(line), f)) {
		if (!strncmp(line, "Tgid:", 5)) {
			tgid = atoi(line + 5);
			break;
		}
	}
	fclose(f);
	return tgid;
}

/* After a non-leader execve, `from` (the thread that called execve)
 * continues under the leader's TID. */
void tcb_take_over(struct tcb *leader, struct tcb *from)
{
	struct strbuf line = leader->line;

	leader->line = from->line;
	from->line = line;
	leader->flags = from->flags;
	leader->pers = from->pers;
	leader->last_pers = from->last_pers;
	leader->scno = from->scno;
	leader->sd = from->sd;
	memcpy(leader->args, from->args, sizeof(leader->args));
	leader->exit_start = from->exit_start;
	leader->first_out = from->first_out;
	leader->nprinted = from->nprinted;
	leader->shown = from->shown;
	leader->sep_done = from->sep_done;
	memcpy(leader->arg_start, from->arg_start, sizeof(from->arg_start));
	memcpy(leader->arg_end, from->arg_end, sizeof(from->arg_end));
	leader->entry_ts = from->entry_ts;
	if (from->flags & TCB_LINE_OPEN)
		out_reassign_open(from, leader);
	tcb_free(from);
}

static void on_fatal_signal(int sig)
{
	trace.interrupted = sig;
}

static void setup_signals(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_fatal_signal;
	sigemptyset(&sa.sa_mask);
	/* No SA_RESTART: waitpid must return so we notice the signal. */
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	sigaction(SIGQUIT, &sa, NULL);
	sigaction(SIGPIPE, &sa, NULL);
	signal(SIGTTOU, SIG_IGN);
	signal(SIGTTIN, SIG_IGN);
	signal(SIGTSTP, SIG_IGN);
}

/* Detaching needs the thread in a ptrace-stop. Interrupt it and wait
 * for that stop; a signal it reports meanwhile is handed back to it at
 * detach, a group-stop is left in place, so the process goes on
 * exactly as it would have without us. */
static void detach_one(struct tcb *tcp, void *data)
{
	int status, sig = 0;

	(void)data;
	if (!(tcp->flags & TCB_ATTACHED))
		return;
	if (ptrace(PTRACE_INTERRUPT, tcp->tid, 0, 0) < 0)
		goto gone;
	for (;;) {
		pid_t r = waitpid(tcp->tid, &status, __WALL);

		if (r < 0) {
			if (errno == EINTR)
				continue;
			goto gone;
		}
		if (WIFEXITED(status) || WIFSIGNALED(status))
			goto gone;
		if (!WIFSTOPPED(status))
			continue;
		if ((status >> 16) == PTRACE_EVENT_STOP) {
			int s = WSTOPSIG(status);

			if (s == SIGSTOP || s == SIGTSTP || s == SIGTTIN ||
			    s == SIGTTOU)
				sig = 0; /* stays group-stopped */
			break;
		}
		if ((status >> 16) == 0 && WSTOPSIG(status) != (SIGTRAP | 0x80)) {
			/* A pending signal: give it back, then wait again
			 * for the interrupt stop. */
			sig = WSTOPSIG(status);
			break;
		}
		/* A syscall or other event stop is also a ptrace-stop. */
		break;
	}
	ptrace(PTRACE_DETACH, tcp->tid, 0, sig);
gone:
	if (opt.qflag == 0 && tcp->tid == tcp->pid)
		fprintf(stderr, "%s: Process %d detached\n", progname,
			tcp->tid);
	out_syscall_abandon(tcp);
	tcb_free(tcp);
}

static int exit_code(void)
{
	int st = trace.main_status;

	if (!trace.main_pid)
		return 0;
	if (WIFEXITED(st))
		return WEXITSTATUS(st);
	if (WIFSIGNALED(st)) {
		int sig = WTERMSIG(st);
		struct rlimit no_core = { 0, 0 };

		/* Die the same way, without a core of our own, so the
		 * shell reports what it would have without abitrace. */
		out_finish();
		setrlimit(RLIMIT_CORE, &no_core);
		signal(sig, SIG_DFL);
		sigset_t set;
		sigemptyset(&set);
		sigaddset(&set, sig);
		sigprocmask(SIG_UNBLOCK, &set, NULL);
		raise(sig);
		return 128 + sig;
	}
	return 0;
}

int trace_run(void)
{
	setup_signals();
	while (tcb_count() > 0) {
		int status;
		pid_t tid;

		if (trace.interrupted)
			break;
		tid = waitpid(-1, &status, __WALL);
		if (tid < 0) {
			if (errno == EINTR)
				continue;
			if (errno == ECHILD)
				break;
			die("waitpid: %s", strerror(errno));
		}
		trace_dispatch(tid, status);
	}
	if (trace.interrupted) {
		tcb_foreach(detach_one, NULL);
		out_finish_summary();
		out_finish();
		return trace.main_pid ? 128 + trace.interrupted : 0;
	}
	out_finish_summary();
	out_finish();
	return exit_code();
}

/* Hooks for the notes engine and the unwinder; they grow as those
 * parts land. */
void process_forked(struct tcb *parent, struct tcb *child)
{
	notes_fork(parent, child);
}

void process_exec(struct tcb *tcp)
{
	proc_exec(tcp);
	notes_exec(tcp);
	if (opt.stacktrace)
		stack_invalidate(tcp);
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
