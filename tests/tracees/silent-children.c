/* A program whose threads and children make calls that abitrace's
 * seccomp filter sends to the tracer (run under -e trace=openat without
 * -f): each one checks that its openat works and says so on stdout, in
 * an order the parent fixes by waiting for each in turn. Without a
 * tracer for them the filter would make every openat fail with ENOSYS;
 * abitrace follows them silently instead (tests/trace/seccomp-silent-follow.test).
 *
 * The children: one that only opens; one that execs this program to
 * open ("exec-child"), by fork and by vfork; one that forks a
 * grandchild which opens; one killed by SIGTERM; one whose SIGUSR1
 * handler must run; one that stops itself with SIGSTOP until the
 * parent continues it (a group-stop the parent must see). Then a
 * thread. Each line says what the seccomp mode was, on a line of its
 * own, so that the runs with and without the filter compare without
 * it.
 *
 * silent-children [--late FILE] [--die]
 *   --late FILE: a last child outlives the parent, then opens FILE and
 *                writes "late: ok" into it;
 *   --die:       the parent ends killed by SIGTERM, not exit 0;
 *   --thread-exec: the parent ends by a thread's execve of this
 *                program, which opens ("thread-exec-child"). */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static char self[4096];
/* Options, out of main's frame, which vfork's child shares. */
static const char *late;
static int die, thread_exec;

/* The seccomp mode, from /proc/self/status (2: a filter). */
static int seccomp_mode(void)
{
	char line[256];
	int mode = -1;
	FILE *f = fopen("/proc/self/status", "re");

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "Seccomp: %d", &mode) == 1)
			break;
	fclose(f);
	return mode;
}

/* One openat of a file everyone can read; prints WHO's result. */
static int open_check(const char *who)
{
	int fd = openat(AT_FDCWD, "/dev/null", O_RDONLY);

	if (fd < 0) {
		printf("%s: openat failed: %s\n", who, strerror(errno));
		return 1;
	}
	close(fd);
	printf("%s: openat ok\n", who);
	printf("mode %s: %d\n", who, seccomp_mode());
	return 0;
}

static void report(const char *who, pid_t pid)
{
	int st;

	if (pid < 0) {
		printf("%s: fork failed: %s\n", who, strerror(errno));
		return;
	}
	if (waitpid(pid, &st, 0) != pid)
		printf("%s: waitpid: %s\n", who, strerror(errno));
	else if (WIFEXITED(st))
		printf("%s: exited %d\n", who, WEXITSTATUS(st));
	else if (WIFSIGNALED(st))
		printf("%s: killed by %s\n", who, strsignal(WTERMSIG(st)));
}

static volatile sig_atomic_t got_usr1;

static void on_usr1(int sig)
{
	(void)sig;
	got_usr1 = 1;
}

static void *thread_main(void *arg)
{
	(void)arg;
	open_check("thread");
	return NULL;
}

static void *exec_thread(void *arg)
{
	(void)arg;
	execl(self, self, "exec-child", "thread-exec-child", (char *)NULL);
	printf("thread-exec: %s\n", strerror(errno));
	exit(1);
}

static void late_child(const char *file, pid_t parent)
{
	struct timespec ts = { 0, 300 * 1000 * 1000 };
	int fd;

	/* Until the parent is gone (we are someone else's), and a little
	 * more. */
	while (getppid() == parent && nanosleep(&ts, NULL) == 0)
		;
	nanosleep(&ts, NULL);
	fd = openat(AT_FDCWD, file, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0)
		_exit(1);
	if (write(fd, "late: ok\n", 9) != 9)
		_exit(1);
	_exit(close(fd) != 0);
}

int main(int argc, char **argv)
{
	int st, go[2];
	sigset_t chld;
	pid_t pid;
	pthread_t th;
	ssize_t n;

	setvbuf(stdout, NULL, _IONBF, 0);
	/* SIGCHLD is sent by a continued child when it runs again, and
	 * merges with its exit's when still pending: which SIGCHLD lines
	 * the trace shows, and where, would be chance. waitpid does not
	 * need it. */
	sigemptyset(&chld);
	sigaddset(&chld, SIGCHLD);
	sigprocmask(SIG_BLOCK, &chld, NULL);
	if (argc > 1 && !strcmp(argv[1], "exec-child"))
		return open_check(argc > 2 ? argv[2] : "exec-child");
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--late") && i + 1 < argc)
			late = argv[++i];
		else if (!strcmp(argv[i], "--die"))
			die = 1;
		else if (!strcmp(argv[i], "--thread-exec"))
			thread_exec = 1;
	}
	n = readlink("/proc/self/exe", self, sizeof(self) - 1);
	if (n < 0)
		return 2;
	self[n] = '\0';

	open_check("parent");

	pid = fork();
	if (pid == 0)
		_exit(open_check("child"));
	report("child", pid);

	pid = fork();
	if (pid == 0) {
		execl(self, self, "exec-child", "exec-child", (char *)NULL);
		_exit(127);
	}
	report("exec-child", pid);

	pid = vfork();
	if (pid == 0) {
		execl(self, self, "exec-child", "vfork-exec-child",
		      (char *)NULL);
		_exit(127);
	}
	report("vfork-exec-child", pid);

	pid = fork();
	if (pid == 0) {
		pid_t g = fork();

		if (g == 0)
			_exit(open_check("grandchild"));
		report("grandchild", g);
		_exit(open_check("middle-child"));
	}
	report("middle-child", pid);

	pid = fork();
	if (pid == 0) {
		open_check("killed-child");
		raise(SIGTERM);
		_exit(3);
	}
	report("killed-child", pid);

	pid = fork();
	if (pid == 0) {
		signal(SIGUSR1, on_usr1);
		raise(SIGUSR1);
		printf("usr1-child: handler %s\n", got_usr1 ? "ran" : "did not run");
		_exit(open_check("usr1-child"));
	}
	report("usr1-child", pid);

	/* The child waits for a byte once continued, so that it opens
	 * after the parent's line. */
	if (pipe(go) < 0)
		return 2;
	pid = fork();
	if (pid == 0) {
		char c;

		close(go[1]);
		raise(SIGSTOP);
		if (read(go[0], &c, 1) != 1)
			_exit(4);
		_exit(open_check("stopped-child"));
	}
	close(go[0]);
	if (pid > 0 && waitpid(pid, &st, WUNTRACED) == pid &&
	    WIFSTOPPED(st)) {
		printf("stopped-child: stopped by %s\n",
		       strsignal(WSTOPSIG(st)));
		kill(pid, SIGCONT);
	}
	if (write(go[1], "g", 1) != 1)
		return 2;
	close(go[1]);
	report("stopped-child", pid);

	if (pthread_create(&th, NULL, thread_main, NULL) == 0)
		pthread_join(th, NULL);

	if (late) {
		pid_t me = getpid();

		pid = fork();
		if (pid == 0)
			late_child(late, me);
	}
	open_check("parent-end");
	if (die)
		raise(SIGTERM);
	if (thread_exec && pthread_create(&th, NULL, exec_thread, NULL) == 0)
		for (;;)
			pause();
	return 0;
}
