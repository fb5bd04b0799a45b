/* whyfdkind DIR [inject]: calls that fail for the kind or state of a
 * descriptor, or across mounts, or on a running program, each with a
 * control; prints the failure-cause note it expects of each, from what
 * it measured itself (descriptor numbers, mount ids and points from
 * statx and /proc/self/mountinfo, the pid of the child running its
 * program). DIR is a directory it may write in.
 * ESPIPE: lseek of a pipe, pread of a socket, lseek of a FIFO.
 * ENOTSOCK: connect on a pipe, on a regular file (one with a hostile
 * name too: escaped), on an eventfd.
 * EAGAIN: read of an empty O_NONBLOCK pipe, accept on an O_NONBLOCK
 * listening socket, recv with MSG_DONTWAIT; control: a blocking socket
 * whose SO_RCVTIMEO ran out ("not the cause"), and an O_NONBLOCK
 * socket's empty error queue (MSG_ERRQUEUE: no note).
 * EINVAL: timerfd_settime on an eventfd, epoll_wait on a pipe, epoll_ctl
 * of the epoll instance itself; control: timerfd_settime on a timerfd
 * with tv_nsec out of range (no note: "no-note:" names the call).
 * EXDEV: a rename and a link from DIR to /dev/shm when they are two
 * mounts ("skip-part:" otherwise).
 * ETXTBSY: open for writing of a copy of this program that a child runs,
 * also through /proc/PID/exe (a magic link, whose file the note names)
 * and through /proc/self/root
 * ("skip-part:" when DIR cannot run programs); as root, the same with
 * its fsuid 65534 and without CAP_SYS_PTRACE, when the child is a
 * process it may not look at: not named; execve of a copy it holds open
 * for writing itself, then of one a child holds open for writing.
 * "inject" (with -e inject=lseek:error=ESPIPE
 * -e inject=getsockname:error=ENOTSOCK
 * -e inject=renameat2:error=EXDEV -e inject=truncate:error=ETXTBSY
 * -e inject=execveat:error=ETXTBSY): each on a state that does not
 * explain it, drawing "not the cause" (execveat: a file no descriptor
 * has open for writing).
 * Exits 1 when a call fails otherwise than planned. */
#define _GNU_SOURCE
#include "note-expect.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/capability.h>
#include <sys/epoll.h>
#include <sys/fsuid.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/timerfd.h>
#include <sys/wait.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

static char dir[PATH_MAX];

/* The mount id of path (not following its last link); 0 unknown. */
static unsigned long long mnt_id(const char *path)
{
	struct statx stx;

	if (statx(AT_FDCWD, path, AT_SYMLINK_NOFOLLOW, STATX_MNT_ID, &stx) ||
	    !(stx.stx_mask & STATX_MNT_ID))
		return 0;
	return stx.stx_mnt_id;
}

/* The mount point of mount id, from /proc/self/mountinfo, its octal
 * escapes undone. */
static void mnt_point(unsigned long long id, char *out, size_t size)
{
	char line[4096], point[PATH_MAX];
	unsigned long long got;
	FILE *f = fopen("/proc/self/mountinfo", "r");

	snprintf(out, size, "?");
	if (!f)
		exit(2);
	while (fgets(line, sizeof(line), f)) {
		char *d = out;

		if (sscanf(line, "%llu %*s %*s %*s %4095s", &got, point) != 2 ||
		    got != id)
			continue;
		for (char *s = point; *s && d < out + size - 1; s++) {
			if (s[0] == '\\' && s[1] && s[2] && s[3]) {
				*d++ = (char)strtol((char[]){ s[1], s[2], s[3], 0 },
						    NULL, 8);
				s += 3;
			} else {
				*d++ = *s;
			}
		}
		*d = '\0';
		break;
	}
	fclose(f);
}

/* An "expect:" line of a failure-cause note whose message is A, any
 * number, B (an ERE number between two literal parts). */
static void expect_count(const char *a, const char *b)
{
	printf("expect: ^  \\^ note\\[failure-cause\\]: ");
	ere_put(a, NULL);
	fputs("[0-9]+", stdout);
	ere_put(b, NULL);
	putchar('\n');
}

static int fdflags(int fd)
{
	int fl = fcntl(fd, F_GETFL);
	int fdf = fcntl(fd, F_GETFD);

	/* fdinfo's flags: F_GETFL's, and O_CLOEXEC when close-on-exec */
	return fl | ((fdf & FD_CLOEXEC) ? O_CLOEXEC : 0);
}

static void inject(void)
{
	char a[PATH_MAX + 16], b[PATH_MAX + 16], point[PATH_MAX];
	int fd, s[2];
	long r;

	/* ESPIPE on a regular file */
	snprintf(a, sizeof(a), "%s/reg", dir);
	fd = open(a, O_RDWR | O_CREAT | O_TRUNC, 0644);
	if (fd < 0)
		exit(2);
	r = lseek(fd, 0, SEEK_SET);
	failed("injected lseek", r, ESPIPE);
	note_expect("failure-cause", "checked fd %d (a regular file "
		    "(\"%s\")): none is a pipe, FIFO, socket or device; not "
		    "the cause of ESPIPE", fd, a);

	/* ENOTSOCK on a socket */
	if (socketpair(AF_UNIX, SOCK_STREAM, 0, s))
		exit(2);
	r = getsockname(s[0], NULL, NULL);
	failed("injected getsockname", r, ENOTSOCK);
	note_expect("failure-cause", "checked sockfd %d: it is a socket; not "
		    "the cause of ENOTSOCK", s[0]);

	/* EXDEV within one directory */
	snprintf(b, sizeof(b), "%s/reg2", dir);
	r = syscall(SYS_renameat2, AT_FDCWD, a, AT_FDCWD, b, 0);
	failed("injected renameat2", r, EXDEV);
	mnt_point(mnt_id(dir), point, sizeof(point));
	note_expect("failure-cause", "checked: \"%s\" and the new name's "
		    "directory \"%s\" are both on mount %llu (\"%s\"); not the "
		    "cause of EXDEV (the filesystem itself may refuse)", a, dir,
		    mnt_id(dir), point);

	/* ETXTBSY on a file no process runs */
	r = truncate(a, 0);
	failed("injected truncate", r, ETXTBSY);
	{
		char head[PATH_MAX + 64];

		snprintf(head, sizeof(head), "checked \"%s\": none of the ", a);
		expect_count(head, " processes in /proc runs it (");
	}

	/* ETXTBSY of execveat (the launch's execve is not to be injected)
	 * on a file no descriptor has open for writing (fd was) */
	close(fd);
	{
		char *av[] = { "reg", NULL }, *ev[] = { NULL };

		r = syscall(SYS_execveat, AT_FDCWD, a, av, ev, 0);
	}
	failed("injected execveat", r, ETXTBSY);
	{
		char head[PATH_MAX + 64];

		snprintf(head, sizeof(head), "checked \"%s\": no descriptor of "
			 "the ", a);
		expect_count(head, " processes in /proc has it open for "
			     "writing; not proven the cause of ETXTBSY");
	}
	exit(0);
}

/* The effective CAP_SYS_PTRACE set or cleared. */
static void ptrace_cap(int on)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2];

	if (syscall(SYS_capget, &h, d))
		exit(2);
	if (on)
		d[0].effective |= 1u << CAP_SYS_PTRACE;
	else
		d[0].effective &= ~(1u << CAP_SYS_PTRACE);
	if (syscall(SYS_capset, &h, d))
		exit(2);
}

/* A copy of this program at path, left open for writing: the descriptor. */
static int copy_open(const char *path)
{
	char buf[65536];
	int in = open("/proc/self/exe", O_RDONLY);
	int out = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0755);
	ssize_t n;

	if (in < 0 || out < 0)
		exit(2);
	while ((n = read(in, buf, sizeof(buf))) > 0)
		if (write(out, buf, (size_t)n) != n)
			exit(2);
	close(in);
	return out;
}

/* A copy of this program in DIR, run by a child (its "sleep" mode)
 * until killed; the child's pid, 0 when DIR cannot run it. */
static pid_t run_copy(const char *copy)
{
	char buf[65536];
	struct stat want, got;
	char exe[64];
	int in, out;
	ssize_t n;
	pid_t pid;

	in = open("/proc/self/exe", O_RDONLY);
	out = open(copy, O_WRONLY | O_CREAT | O_TRUNC, 0755);
	if (in < 0 || out < 0)
		exit(2);
	while ((n = read(in, buf, sizeof(buf))) > 0)
		if (write(out, buf, (size_t)n) != n)
			exit(2);
	close(in);
	close(out);
	if (stat(copy, &want))
		exit(2);
	pid = fork();
	if (pid < 0)
		exit(2);
	if (!pid) {
		execl(copy, "whyfdkind-prog", "-", "sleep", (char *)NULL);
		_exit(127);
	}
	snprintf(exe, sizeof(exe), "/proc/%d/exe", (int)pid);
	for (int i = 0; i < 500; i++) {
		int st;

		if (!stat(exe, &got) && got.st_dev == want.st_dev &&
		    got.st_ino == want.st_ino)
			return pid;
		if (waitpid(pid, &st, WNOHANG) == pid)
			return 0;
		usleep(10000);
	}
	kill(pid, SIGKILL);
	waitpid(pid, NULL, 0);
	return 0;
}

int main(int argc, char **argv)
{
	char a[PATH_MAX + 16], b[PATH_MAX + 16], pa[PATH_MAX], pb[PATH_MAX];
	int p[2], s[2], fd, efd, tfd, ep, ls;
	struct itimerspec its = { { 0, 0 }, { 0, 0 } };
	struct epoll_event ev = { .events = EPOLLIN };
	struct sockaddr_un un = { .sun_family = AF_UNIX };
	struct timeval tv = { 0, 10000 };
	char c;
	long r;
	pid_t kid;

	if (argc > 2 && !strcmp(argv[2], "sleep")) {
		for (;;)
			pause();
	}
	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc < 2 || !realpath(argv[1], dir))
		return 2;
	snprintf(a, sizeof(a), "%s/k", dir);
	if (mkdir(a, 0755) && errno != EEXIST)
		return 2;
	snprintf(dir, sizeof(dir), "%s", a);
	if (argc > 2 && !strcmp(argv[2], "inject"))
		inject();

	/* ESPIPE: a pipe, a socket, a FIFO */
	if (pipe(p) || socketpair(AF_UNIX, SOCK_STREAM, 0, s))
		return 2;
	r = lseek(p[0], 0, SEEK_SET);
	failed("lseek of a pipe", r, ESPIPE);
	note_expect("failure-cause", "fd %d is a pipe, which has no file "
		    "position", p[0]);
	r = pread(s[0], &c, 1, 0);
	failed("pread of a socket", r, ESPIPE);
	note_expect("failure-cause", "fd %d is a socket, which has no file "
		    "position", s[0]);
	snprintf(a, sizeof(a), "%s/fifo", dir);
	unlink(a);
	if (mkfifo(a, 0600))
		return 2;
	fd = open(a, O_RDWR);	/* a FIFO opened for both never waits */
	if (fd < 0)
		return 2;
	r = lseek(fd, 0, SEEK_SET);
	failed("lseek of a FIFO", r, ESPIPE);
	note_expect("failure-cause", "fd %d is a FIFO (\"%s\"), which has no "
		    "file position", fd, a);

	/* ENOTSOCK: a pipe, a regular file, an eventfd */
	r = connect(p[0], (struct sockaddr *)&un, sizeof(un));
	failed("connect on a pipe", r, ENOTSOCK);
	note_expect("failure-cause", "sockfd %d is a pipe, not a socket", p[0]);
	snprintf(b, sizeof(b), "%s/file", dir);
	close(fd);
	fd = open(b, O_RDWR | O_CREAT | O_TRUNC, 0644);
	if (fd < 0)
		return 2;
	r = connect(fd, (struct sockaddr *)&un, sizeof(un));
	failed("connect on a file", r, ENOTSOCK);
	note_expect("failure-cause", "sockfd %d is a regular file (\"%s\"), "
		    "not a socket", fd, b);
	/* a name that would move the cursor and redden the terminal is
	 * escaped as abitrace escapes a string (a C escape, octal) */
	close(fd);
	snprintf(b, sizeof(b), "%s/evil\n\033[31m", dir);
	fd = open(b, O_RDWR | O_CREAT | O_TRUNC, 0644);
	if (fd < 0)
		return 2;
	r = connect(fd, (struct sockaddr *)&un, sizeof(un));
	failed("connect on a file of a hostile name", r, ENOTSOCK);
	note_expect("failure-cause", "sockfd %d is a regular file "
		    "(\"%s/evil\\n\\33[31m\"), not a socket", fd, dir);
	efd = eventfd(0, 0);
	if (efd < 0)
		return 2;
	r = listen(efd, 1);
	failed("listen on an eventfd", r, ENOTSOCK);
	note_expect("failure-cause", "sockfd %d is an eventfd, not a socket",
		    efd);

	/* EAGAIN: O_NONBLOCK, MSG_DONTWAIT; control: SO_RCVTIMEO */
	if (fcntl(p[0], F_SETFL, O_NONBLOCK))
		return 2;
	r = read(p[0], &c, 1);
	failed("read of an empty O_NONBLOCK pipe", r, EAGAIN);
	note_expect("failure-cause", "fd %d (a pipe) has O_NONBLOCK set: the "
		    "call would have waited", p[0]);
	ls = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0);
	if (ls < 0 || bind(ls, (struct sockaddr *)&un, sizeof(sa_family_t)) ||
	    listen(ls, 1))
		return 2;
	r = accept(ls, NULL, NULL);
	failed("accept on an O_NONBLOCK socket", r, EAGAIN);
	note_expect("failure-cause", "sockfd %d (a socket) has O_NONBLOCK "
		    "set: the call would have waited", ls);
	r = recv(s[0], &c, 1, MSG_DONTWAIT);
	failed("recv with MSG_DONTWAIT", r, EAGAIN);
	note_expect("failure-cause", "flags ask not to wait (%#x): the call "
		    "would have waited on sockfd %d (a socket)", MSG_DONTWAIT,
		    s[0]);
	if (setsockopt(s[0], SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv)))
		return 2;
	r = recv(s[0], &c, 1, 0);
	failed("recv past SO_RCVTIMEO", r, EAGAIN);
	note_expect("failure-cause", "checked sockfd %d (a socket): "
		    "O_NONBLOCK is not set (flags %#o) and flags do not ask "
		    "not to wait; not the cause of EAGAIN", s[0],
		    (unsigned)fdflags(s[0]));

	/* control: an empty error queue gives EAGAIN whatever O_NONBLOCK
	 * says: no note */
	fd = socket(AF_INET, SOCK_DGRAM | SOCK_NONBLOCK, 0);
	if (fd >= 0) {
		r = recv(fd, &c, 1, MSG_ERRQUEUE);
		failed("recv of an empty error queue", r, EAGAIN);
		printf("no-note: recvfrom(%d,\n", fd);
	}

	/* EINVAL: a descriptor of the wrong kind; control: a bad value */
	r = timerfd_settime(efd, 0, &its, NULL);
	failed("timerfd_settime on an eventfd", r, EINVAL);
	note_expect("failure-cause", "fd %d is an eventfd, not a timerfd", efd);
	ep = epoll_create1(0);
	if (ep < 0)
		return 2;
	r = epoll_wait(p[0], &ev, 1, 0);
	failed("epoll_wait on a pipe", r, EINVAL);
	note_expect("failure-cause", "epfd %d is a pipe, not an epoll "
		    "instance", p[0]);
	r = epoll_ctl(ep, EPOLL_CTL_ADD, ep, &ev);
	failed("epoll_ctl of itself", r, EINVAL);
	note_expect("failure-cause", "fd %d is epfd %d itself: an epoll "
		    "instance cannot watch itself", ep, ep);
	tfd = timerfd_create(CLOCK_MONOTONIC, 0);
	if (tfd < 0)
		return 2;
	its.it_value.tv_nsec = 1000000000;
	r = timerfd_settime(tfd, 0, &its, NULL);
	failed("timerfd_settime with tv_nsec out of range", r, EINVAL);
	printf("no-note: timerfd_settime(%d,\n", tfd);

	/* EXDEV: DIR and /dev/shm, when they are two mounts */
	snprintf(a, sizeof(a), "%s/file", dir);
	snprintf(b, sizeof(b), "/dev/shm/whyfdkind-%d", (int)getpid());
	if (!mnt_id(dir) || !mnt_id("/dev/shm") ||
	    mnt_id(dir) == mnt_id("/dev/shm") || access("/dev/shm", W_OK)) {
		printf("skip-part: EXDEV: no writable /dev/shm on a mount of "
		       "its own\n");
	} else {
		mnt_point(mnt_id("/dev/shm"), pb, sizeof(pb));
		mnt_point(mnt_id(a), pa, sizeof(pa));
		r = syscall(SYS_renameat2, AT_FDCWD, a, AT_FDCWD, b, 0);
		failed("renameat2 across mounts", r, EXDEV);
		note_expect("failure-cause", "newpath \"%s\": its directory "
			    "\"/dev/shm\" is on mount %llu (\"%s\"), and \"%s\" "
			    "on mount %llu (\"%s\"): a link or rename cannot "
			    "cross mounts", b, mnt_id("/dev/shm"), pb, a,
			    mnt_id(a), pa);
		r = link(a, b);
		failed("link across mounts", r, EXDEV);
		note_expect("failure-cause", "newpath \"%s\": its directory "
			    "\"/dev/shm\" is on mount %llu (\"%s\"), and \"%s\" "
			    "on mount %llu (\"%s\"): a link or rename cannot "
			    "cross mounts", b, mnt_id("/dev/shm"), pb, a,
			    mnt_id(a), pa);
	}

	/* ETXTBSY: a copy of this program that a child runs */
	snprintf(a, sizeof(a), "%s/whyfdkind-prog", dir);
	kid = run_copy(a);
	if (!kid) {
		printf("skip-part: ETXTBSY: %s cannot run a program\n", dir);
		return 0;
	}
	r = open(a, O_WRONLY);
	failed("open for writing of a running program", r, ETXTBSY);
	note_expect("failure-cause", "pathname \"%s\": it is the program "
		    "process %d (whyfdkind-prog) is running, which the kernel "
		    "keeps from being written", a, (int)kid);
	/* the same file through its magic link in /proc: the link leads to
	 * it whatever its path says */
	snprintf(b, sizeof(b), "/proc/%d/exe", (int)kid);
	r = open(b, O_WRONLY);
	failed("open for writing of a running program's /proc/PID/exe", r,
	       ETXTBSY);
	note_expect("failure-cause", "pathname \"%s\": it leads to \"%s\", "
		    "the program process %d (whyfdkind-prog) is running, which "
		    "the kernel keeps from being written", b, a, (int)kid);
	/* through a magic link in the middle of the path (root), which
	 * the walk does not take: the kernel's stat through it finds the
	 * file */
	snprintf(b, sizeof(b), "/proc/self/root%s/whyfdkind-prog", dir);
	r = open(b, O_WRONLY);
	failed("open for writing of a running program through /proc/self/root",
	       r, ETXTBSY);
	note_expect("failure-cause", "pathname \"%s\": it is the program "
		    "process %d (whyfdkind-prog) is running, which the kernel "
		    "keeps from being written", b, (int)kid);
	/* the runner is root's, the caller 65534 without CAP_SYS_PTRACE:
	 * /proc/PID/exe is not the caller's to see, nor the note's to say */
	if (geteuid() == 0) {
		if (chmod(a, 0777))
			return 2;
		ptrace_cap(0);
		setfsuid(65534);
		r = open(a, O_WRONLY);
		setfsuid(0);
		ptrace_cap(1);
		failed("open for writing of a program a hidden process runs", r,
		       ETXTBSY);
		snprintf(b, sizeof(b), "pathname \"%s\": \"%s\" is the "
			 "program run by a process the traced thread may not "
			 "look at (", a, a);
		expect_count(b, " processes looked at)");
	} else {
		printf("skip-part: ETXTBSY of a process it may not look at: "
		       "not root\n");
	}
	kill(kid, SIGKILL);
	waitpid(kid, NULL, 0);

	/* ETXTBSY of execve: a copy it holds open for writing itself */
	snprintf(b, sizeof(b), "%s/whyfdkind-w", dir);
	fd = copy_open(b);
	r = execl(b, "whyfdkind-w", "-", "sleep", (char *)NULL);
	failed("execve of a file it has open for writing", r, ETXTBSY);
	note_expect("failure-cause", "pathname \"%s\": the process itself "
		    "has it open for writing as descriptor %d, and the kernel "
		    "runs no file open for writing", b, fd);
	close(fd);
	/* then one a child holds open for writing */
	if (pipe(p))
		return 2;
	kid = fork();
	if (kid < 0)
		return 2;
	if (!kid) {
		int w = open(b, O_WRONLY);

		if (w < 0 || write(p[1], &w, sizeof(w)) != sizeof(w))
			_exit(2);
		for (;;)
			pause();
	}
	if (read(p[0], &fd, sizeof(fd)) != sizeof(fd))
		return 2;
	r = execl(b, "whyfdkind-w", "-", "sleep", (char *)NULL);
	kill(kid, SIGKILL);
	waitpid(kid, NULL, 0);
	failed("execve of a file a child has open for writing", r, ETXTBSY);
	note_expect("failure-cause", "pathname \"%s\": process %d (whyfdkind) "
		    "has it open for writing as descriptor %d, and the kernel "
		    "runs no file open for writing", b, (int)kid, fd);
	return 0;
}
