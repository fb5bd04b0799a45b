/* legacy.c - legacy syscalls still work on x86_64, their successors exist,
 * and arguments the kernel ignores are really ignored.
 * Rules checked: legacy-syscall (both the old call and its successor are
 * present on this kernel), ignored-argument. */
#include "kcheck.h"
#include <fcntl.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/mman.h>
#include <sys/uio.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/stat.h>
#include <netinet/in.h>

static void both(const char *old, long r_old, const char *new, long r_new)
{
	char what[128];
	snprintf(what, sizeof what, "legacy-syscall %s -> %s", old, new);
	kc_report(r_old >= 0 && r_new >= 0, what, "%s returned %ld, %s returned %ld", old, r_old, new, r_new);
}

int main(void)
{
	char dir[] = "/tmp/kcheck-legacy-XXXXXX", a[300], b[300], c[300];
	int p[2];
	sigset_t ss;
	char buf[4096];

	mkdtemp(dir);
	snprintf(a, sizeof a, "%s/a", dir);
	snprintf(b, sizeof b, "%s/b", dir);
	snprintf(c, sizeof c, "%s/c", dir);
	close(open(a, O_CREAT | O_WRONLY, 0600));

	/* The asm-generic ABIs (arm64) never had most of the old calls:
	 * there is nothing to check for them. */
	long r1, r2, r3;
#ifdef SYS_rename
	r1 = syscall(SYS_rename, a, b);
	r2 = syscall(SYS_renameat, AT_FDCWD, b, AT_FDCWD, c);
	r3 = syscall(SYS_renameat2, AT_FDCWD, c, AT_FDCWD, a, 1 /* RENAME_NOREPLACE */);
	both("rename", r1, "renameat2", r3);
	both("renameat", r2, "renameat2", r3);
#elif defined(SYS_renameat)
	r2 = syscall(SYS_renameat, AT_FDCWD, a, AT_FDCWD, c);
	r3 = syscall(SYS_renameat2, AT_FDCWD, c, AT_FDCWD, a, 1 /* RENAME_NOREPLACE */);
	both("renameat", r2, "renameat2", r3);
#endif

#ifdef SYS_pipe
	r1 = syscall(SYS_pipe, p); close(p[0]); close(p[1]);
	r2 = syscall(SYS_pipe2, p, O_CLOEXEC); close(p[0]); close(p[1]);
	both("pipe", r1, "pipe2", r2);
#endif

#ifdef SYS_dup2
	r1 = syscall(SYS_dup2, 0, 50); close(50);
	r2 = syscall(SYS_dup3, 0, 50, O_CLOEXEC); close(50);
	both("dup2", r1, "dup3", r2);
	KC_EXPECT("dup2(fd, fd) returns fd", syscall(SYS_dup2, 0, 0), 0);
	KC_EXPECT("dup3(fd, fd) is EINVAL", syscall(SYS_dup3, 0, 0, 0), EINVAL);
#endif

#ifdef SYS_eventfd
	r1 = syscall(SYS_eventfd, 0); close(r1);
	r2 = syscall(SYS_eventfd2, 0, 0); close(r2);
	both("eventfd", r1, "eventfd2", r2);
#endif

#ifdef SYS_signalfd
	sigemptyset(&ss);
	r1 = syscall(SYS_signalfd, -1, &ss, 8); close(r1);
	r2 = syscall(SYS_signalfd4, -1, &ss, 8, 0); close(r2);
	both("signalfd", r1, "signalfd4", r2);
#endif

#ifdef SYS_inotify_init
	r1 = syscall(SYS_inotify_init); close(r1);
	r2 = syscall(SYS_inotify_init1, 0); close(r2);
	both("inotify_init", r1, "inotify_init1", r2);
#endif

#ifdef SYS_epoll_create
	r1 = syscall(SYS_epoll_create, 1); close(r1);
	r2 = syscall(SYS_epoll_create1, 0); close(r2);
	both("epoll_create", r1, "epoll_create1", r2);
#endif

#ifdef SYS_getdents
	{
		int fd = open(dir, O_RDONLY | O_DIRECTORY);
		r1 = syscall(SYS_getdents, fd, buf, sizeof buf);
		lseek(fd, 0, SEEK_SET);
		r2 = syscall(SYS_getdents64, fd, buf, sizeof buf);
		close(fd);
		both("getdents", r1, "getdents64", r2);
	}
#endif
	{
		int fd = open(a, O_RDWR);
		struct iovec iov = { buf, 1 };
		r1 = syscall(SYS_preadv, fd, &iov, 1, 0, 0);
		r2 = syscall(SYS_preadv2, fd, &iov, 1, 0, 0, 0);
		both("preadv", r1, "preadv2", r2);
		r1 = syscall(SYS_pwritev, fd, &iov, 1, 0, 0);
		r2 = syscall(SYS_pwritev2, fd, &iov, 1, 0, 0, 0);
		both("pwritev", r1, "pwritev2", r2);
		close(fd);
	}
	{
		int l = socket(AF_INET, SOCK_STREAM, 0);
		struct sockaddr_in sa = { .sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
		socklen_t sl = sizeof sa;
		bind(l, (void *)&sa, sizeof sa);
		getsockname(l, (void *)&sa, &sl);
		listen(l, 4);
		int c1 = socket(AF_INET, SOCK_STREAM, 0), c2 = socket(AF_INET, SOCK_STREAM, 0);
		connect(c1, (void *)&sa, sizeof sa);
		connect(c2, (void *)&sa, sizeof sa);
		r1 = syscall(SYS_accept, l, NULL, NULL);
		r2 = syscall(SYS_accept4, l, NULL, NULL, SOCK_CLOEXEC);
		both("accept", r1, "accept4", r2);
		close(r1); close(r2); close(c1); close(c2); close(l);
	}
	/* x86_64 has no umount syscall at all: only umount2 (166). */
#ifdef SYS_umount
	kc_report(0, "legacy-syscall umount", "SYS_umount exists on this ABI (%d)", SYS_umount);
#else
	kc_report(1, "legacy-syscall umount", "no SYS_umount on this ABI (only umount2); the rule matters on i386/arm");
#endif
	{
		long r = syscall(SYS_umount2, dir, 0);	/* EINVAL: not a mount point; EPERM: no CAP_SYS_ADMIN */
		kc_report(r == -1 && (errno == EINVAL || errno == EPERM), "umount2 exists",
			  "returned %ld %s (not ENOSYS)", r, strerrorname_np(errno));
	}
	{
		long pid = syscall(SYS_remap_file_pages, NULL, 0, 0, 0, 0);
		kc_report(pid == -1 && errno == EINVAL, "remap_file_pages still exists (deprecated)",
			  "returned %ld %s (not ENOSYS)", pid, strerrorname_np(errno));
	}

	/* ---- ignored arguments ---- */
#ifdef SYS_epoll_create
	r1 = syscall(SYS_epoll_create, 1); close(r1);
	r2 = syscall(SYS_epoll_create, 1000000); close(r2);
	kc_report(r1 >= 0 && r2 >= 0, "ignored-argument epoll_create size", "size 1 -> %ld, size 1000000 -> %ld", r1, r2);
	KC_EXPECT("epoll_create(0) still EINVAL", syscall(SYS_epoll_create, 0), EINVAL);
#endif
	{
		unsigned cpu, node;
		char cache[128];
		KC_EXPECT("ignored-argument getcpu tcache (non-NULL garbage accepted)",
			  syscall(SYS_getcpu, &cpu, &node, cache), 0);
	}
	{
		void *m = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, 12345, 0);
		kc_report(m != MAP_FAILED, "ignored-argument mmap MAP_ANONYMOUS fd", "fd 12345 accepted: %s",
			  m != MAP_FAILED ? "yes" : strerror(errno));
		munmap(m, 4096);
	}
	{
		struct stat st;
		int fd = open(b, O_WRONLY | O_CREAT, 0600);
		close(fd);
		/* mode is ignored when no O_CREAT: opening an existing file with mode 0777 changes nothing */
		fd = open(b, O_RDONLY, 0777);
		fstat(fd, &st);
		kc_report(fd >= 0 && (st.st_mode & 07777) == 0600, "ignored-argument open mode without O_CREAT",
			  "mode stays %04o", st.st_mode & 07777);
		close(fd);
	}
	{
		int fd = open(a, O_RDONLY);
		KC_EXPECT("ignored-argument epoll_ctl DEL event (NULL ok)",
			  ({ int e = epoll_create1(0); int fd2 = eventfd(0,0);
			     struct epoll_event ev = { EPOLLIN }; epoll_ctl(e, EPOLL_CTL_ADD, fd2, &ev);
			     long rr = epoll_ctl(e, EPOLL_CTL_DEL, fd2, NULL); close(fd2); close(e); rr; }), 0);
		close(fd);
	}
	unlink(a); unlink(b); rmdir(dir);
	return kc_exit();
}
