/* fdkind.c - what failure-cause's descriptor kinds, EAGAIN, EXDEV and
 * ETXTBSY (src/notes/fc_fdkind.c, fc_xdev.c) assume of the kernel:
 *  - the links of /proc/self/fd name the kinds: "pipe:[", "socket:[",
 *    "anon_inode:[timerfd]", "[eventpoll]", "[eventfd]", "[signalfd]",
 *    "anon_inode:inotify"; a FIFO is a path whose stat is S_IFIFO;
 *  - lseek and pread of a pipe, a socket, a FIFO: ESPIPE; of a file:
 *    work (lseek(2), pread(2));
 *  - connect and listen on a pipe, a file, an eventfd: ENOTSOCK;
 *  - read of an empty pipe with O_NONBLOCK (fdinfo's flags show it),
 *    accept on a listening O_NONBLOCK socket, recv with MSG_DONTWAIT:
 *    EAGAIN; a blocking recv past SO_RCVTIMEO: EAGAIN too, without
 *    O_NONBLOCK (the control), and recv(MSG_ERRQUEUE) of an empty
 *    error queue on a blocking socket (so no O_NONBLOCK note then);
 *  - timerfd_settime on an eventfd, epoll_wait on a pipe, epoll_ctl of
 *    the epoll instance itself: EINVAL;
 *  - rename and link between two mounts: EXDEV, also between two bind
 *    mounts of one filesystem (root, in a mount namespace of its own),
 *    so the mount, not the filesystem, is what counts; within one: work;
 *  - open(O_WRONLY) and truncate of a program a process runs: ETXTBSY;
 *    after it exits: work;
 *  - execve of a file this process, or another one, has open for
 *    writing: ETXTBSY; once no descriptor has it so: runs.
 * Rule checked: failure-cause (the chk=fdkind lines). */
#include "kcheck.h"
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <signal.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/inotify.h>
#include <sys/mount.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/timerfd.h>
#include <sys/un.h>
#include <netinet/in.h>
#include <sys/wait.h>

static void link_is(const char *what, int fd, const char *want)
{
	char path[64], link[256] = "";
	ssize_t n;

	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	n = readlink(path, link, sizeof(link) - 1);
	if (n > 0)
		link[n] = '\0';
	kc_report(!strncmp(link, want, strlen(want)), what, "\"%s\" (expected "
		  "\"%s...\")", link, want);
}

static unsigned long fdinfo_flags(int fd)
{
	char path[64], line[128];
	unsigned long fl = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/self/fdinfo/%d", fd);
	f = fopen(path, "r");
	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f))
		if (!strncmp(line, "flags:", 6))
			fl = strtoul(line + 6, NULL, 8);
	fclose(f);
	return fl;
}

int main(int argc, char **argv)
{
	char dir[] = "/tmp/kcheck-fdkind-XXXXXX", a[PATH_MAX], b[PATH_MAX];
	char c, buf[65536];
	int p[2], s[2], fd, efd, tfd, ep, ls, in, out;
	struct itimerspec its = { { 0, 0 }, { 0, 0 } };
	struct epoll_event ev = { .events = EPOLLIN };
	struct sockaddr_un un = { .sun_family = AF_UNIX };
	struct timeval tv = { 0, 10000 };
	struct stat st;
	sigset_t set;
	ssize_t n;
	pid_t pid;

	if (argc > 1 && !strcmp(argv[1], "sleep")) {
		for (;;)
			pause();
	}
	if (!mkdtemp(dir) || pipe(p) || socketpair(AF_UNIX, SOCK_STREAM, 0, s))
		return 2;
	snprintf(a, sizeof(a), "%s/fifo", dir);
	if (mkfifo(a, 0600) || (fd = open(a, O_RDWR)) < 0)
		return 2;
	sigemptyset(&set);
	efd = eventfd(0, 0);
	tfd = timerfd_create(CLOCK_MONOTONIC, 0);
	ep = epoll_create1(0);
	link_is("pipe's link", p[0], "pipe:[");
	link_is("socket's link", s[0], "socket:[");
	link_is("eventfd's link", efd, "anon_inode:[eventfd]");
	link_is("timerfd's link", tfd, "anon_inode:[timerfd]");
	link_is("epoll's link", ep, "anon_inode:[eventpoll]");
	{
		int sfd = signalfd(-1, &set, 0), ifd = inotify_init1(0);

		link_is("signalfd's link", sfd, "anon_inode:[signalfd]");
		link_is("inotify's link", ifd, "anon_inode:inotify");
		close(sfd);
		close(ifd);
	}
	snprintf(b, sizeof(b), "/proc/self/fd/%d", fd);
	st.st_mode = 0;
	n = stat(b, &st);
	kc_report(!n && S_ISFIFO(st.st_mode), "FIFO's stat", "mode %o",
		  (unsigned)st.st_mode);

	/* ESPIPE */
	KC_EXPECT("lseek of a pipe", lseek(p[0], 0, SEEK_SET), ESPIPE);
	KC_EXPECT("pread of a pipe", pread(p[0], &c, 1, 0), ESPIPE);
	KC_EXPECT("pread of a socket", pread(s[0], &c, 1, 0), ESPIPE);
	KC_EXPECT("lseek of a FIFO", lseek(fd, 0, SEEK_SET), ESPIPE);
	snprintf(b, sizeof(b), "%s/file", dir);
	in = open(b, O_RDWR | O_CREAT, 0644);
	KC_EXPECT("lseek of a file", lseek(in, 0, SEEK_SET), 0);

	/* ENOTSOCK */
	KC_EXPECT("connect on a pipe",
		  connect(p[0], (struct sockaddr *)&un, sizeof(un)), ENOTSOCK);
	KC_EXPECT("connect on a file",
		  connect(in, (struct sockaddr *)&un, sizeof(un)), ENOTSOCK);
	KC_EXPECT("listen on an eventfd", listen(efd, 1), ENOTSOCK);
	close(in);

	/* EAGAIN */
	fcntl(p[0], F_SETFL, O_NONBLOCK);
	kc_report(!!(fdinfo_flags(p[0]) & O_NONBLOCK), "fdinfo flags show "
		  "O_NONBLOCK", "%#lo", fdinfo_flags(p[0]));
	KC_EXPECT("read of an empty O_NONBLOCK pipe", read(p[0], &c, 1), EAGAIN);
	ls = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0);
	if (ls < 0 || bind(ls, (struct sockaddr *)&un, sizeof(sa_family_t)) ||
	    listen(ls, 1))
		return 2;
	KC_EXPECT("accept on an O_NONBLOCK socket", accept(ls, NULL, NULL),
		  EAGAIN);
	KC_EXPECT("recv with MSG_DONTWAIT", recv(s[0], &c, 1, MSG_DONTWAIT),
		  EAGAIN);
	setsockopt(s[0], SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
	KC_EXPECT("blocking recv past SO_RCVTIMEO", recv(s[0], &c, 1, 0),
		  EAGAIN);
	kc_report(!(fdinfo_flags(s[0]) & O_NONBLOCK), "that socket has no "
		  "O_NONBLOCK", "flags %#lo", fdinfo_flags(s[0]));
	in = socket(AF_INET, SOCK_DGRAM, 0);
	if (in < 0) {
		kc_skip("MSG_ERRQUEUE on a blocking socket", "no AF_INET");
	} else {
		KC_EXPECT("MSG_ERRQUEUE on a blocking socket, queue empty",
			  recv(in, &c, 1, MSG_ERRQUEUE), EAGAIN);
		close(in);
	}

	/* EINVAL of the wrong kind */
	KC_EXPECT("timerfd_settime on an eventfd",
		  timerfd_settime(efd, 0, &its, NULL), EINVAL);
	KC_EXPECT("epoll_wait on a pipe", epoll_wait(p[0], &ev, 1, 0), EINVAL);
	KC_EXPECT("epoll_ctl of itself", epoll_ctl(ep, EPOLL_CTL_ADD, ep, &ev),
		  EINVAL);

	/* EXDEV */
	snprintf(a, sizeof(a), "/dev/shm/kcheck-fdkind-%d", (int)getpid());
	if (access("/dev/shm", W_OK)) {
		kc_skip("rename to /dev/shm", "no writable /dev/shm");
	} else {
		KC_EXPECT("rename between two mounts", rename(b, a), EXDEV);
		KC_EXPECT("link between two mounts", link(b, a), EXDEV);
	}
	snprintf(a, sizeof(a), "%s/file2", dir);
	KC_EXPECT("rename within one mount", rename(b, a), 0);
	KC_EXPECT("rename back", rename(a, b), 0);
	fflush(stdout);
	pid = fork();
	if (!pid) {
		/* a bind mount of the same directory: same filesystem */
		char m[PATH_MAX], x[PATH_MAX + 8];

		if (unshare(CLONE_NEWNS) ||
		    mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL)) {
			kc_skip("rename between bind mounts", "no mount namespace "
				"(not root?)");
			_exit(kc_exit());
		}
		snprintf(m, sizeof(m), "%s/m", dir);
		if (mkdir(m, 0755) || mount(dir, m, NULL, MS_BIND, NULL))
			_exit(2);
		snprintf(x, sizeof(x), "%s/x", m);
		KC_EXPECT("rename between two bind mounts of one filesystem",
			  rename(b, x), EXDEV);
		_exit(kc_exit());
	}
	{
		int status;

		if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) ||
		    WEXITSTATUS(status))
			kc_report(0, "bind-mount child", "status %d", status);
	}

	/* ETXTBSY */
	snprintf(a, sizeof(a), "%s/prog", dir);
	in = open("/proc/self/exe", O_RDONLY);
	out = open(a, O_WRONLY | O_CREAT | O_TRUNC, 0755);
	while ((n = read(in, buf, sizeof(buf))) > 0)
		if (write(out, buf, (size_t)n) != n)
			return 2;
	close(in);
	close(out);
	fflush(stdout);
	pid = fork();
	if (!pid) {
		execl(a, "prog", "sleep", (char *)NULL);
		_exit(127);
	}
	usleep(200000);
	KC_EXPECT("open(O_WRONLY) of a running program", open(a, O_WRONLY),
		  ETXTBSY);
	KC_EXPECT("truncate of a running program", truncate(a, 0), ETXTBSY);
	kill(pid, SIGKILL);
	waitpid(pid, NULL, 0);
	KC_EXPECT("truncate after it exits", truncate(a, 0), 0);

	/* execve of a file open for writing: here, then in a child */
	in = open("/proc/self/exe", O_RDONLY);
	out = open(a, O_WRONLY | O_CREAT | O_TRUNC, 0755);
	while ((n = read(in, buf, sizeof(buf))) > 0)
		if (write(out, buf, (size_t)n) != n)
			return 2;
	close(in);
	{
		char *av[] = { "prog", "sleep", NULL };
		int pp[2], status;

		KC_EXPECT("execve of a file it has open for writing",
			  execv(a, av), ETXTBSY);
		close(out);
		if (pipe(pp))
			return 2;
		fflush(stdout);
		pid = fork();
		if (!pid) {
			int w = open(a, O_WRONLY);

			if (write(pp[1], "x", 1) != 1 || w < 0)
				_exit(2);
			pause();
			_exit(0);
		}
		if (read(pp[0], &c, 1) != 1)
			return 2;
		KC_EXPECT("execve of a file a child has open for writing",
			  execv(a, av), ETXTBSY);
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
		fflush(stdout);
		pid = fork();
		if (!pid) {
			execv(a, av);
			_exit(errno);
		}
		usleep(200000);
		n = waitpid(pid, &status, WNOHANG);
		kc_report(n == 0, "execve once no descriptor has it open for "
			  "writing", "%s", n == 0 ? "it runs" :
			  "the child exited (execve failed)");
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
		close(pp[0]);
		close(pp[1]);
	}
	unlink(a);
	unlink(b);
	snprintf(a, sizeof(a), "%s/fifo", dir);
	unlink(a);
	snprintf(a, sizeof(a), "%s/m", dir);
	rmdir(a);
	rmdir(dir);
	return kc_exit();
}
