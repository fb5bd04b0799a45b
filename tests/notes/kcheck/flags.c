/* flags.c - unknown bits in flag arguments: silently accepted or rejected?
 *
 * For each call we pass one bit the kernel does not define for that
 * argument (chosen per call, x86_64 values) and look at the result:
 *   unknown-flags-ignored   the call succeeds (and, where visible, the bit
 *                           is simply dropped);
 *   unknown-flags-rejected  the call fails with EINVAL (or the errno the
 *                           interface documents, e.g. EOPNOTSUPP). */
#include "kcheck.h"
#include <fcntl.h>
#include <linux/openat2.h>
#include <linux/sched.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/inotify.h>
#include <sys/ipc.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/timerfd.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <time.h>

#ifndef SYS_fchmodat2
#define SYS_fchmodat2 452
#endif

static char dir[] = "/tmp/kcheck-flags-XXXXXX";
static char path[256];

/* the layout the x86_64 kernel expects for rt_sigaction */
struct ksigaction {
	void (*handler)(int);
	unsigned long flags;
	void (*restorer)(void);
	unsigned long mask;
};

static void ignored_checks(void)
{
	int sv[2];
	char buf[8];

	/* rt_sigaction: bit 0x00100000 is not one of the SA_* flags */
	{
		struct ksigaction act = { SIG_IGN, 0x00100000, NULL, 0 }, old;
		long r = syscall(SYS_rt_sigaction, SIGUSR1, &act, NULL, 8);
		long r2 = syscall(SYS_rt_sigaction, SIGUSR1, NULL, &old, 8);
		kc_report(r == 0 && r2 == 0, "rt_sigaction sa_flags 0x100000 unknown-flags-ignored",
			  "returned %ld; flags read back %#lx (bit %s)", r, old.flags,
			  (old.flags & 0x00100000) ? "kept" : "cleared, since 5.11");
		/* all ones: what survives is exactly the set the kernel knows */
		act.flags = ~0UL;
		syscall(SYS_rt_sigaction, SIGUSR1, &act, NULL, 8);
		syscall(SYS_rt_sigaction, SIGUSR1, NULL, &old, 8);
		kc_report(old.flags == 0xdc000807, "rt_sigaction known sa_flags mask (x86_64)",
			  "all-ones read back as %#lx (the rule's mask on x86_64: 0xdc000807)", old.flags);
		/* SA_UNSUPPORTED probing: the kernel clears bits it does not know */
		act.flags = 0x400; /* SA_UNSUPPORTED */
		syscall(SYS_rt_sigaction, SIGUSR1, &act, NULL, 8);
		syscall(SYS_rt_sigaction, SIGUSR1, NULL, &old, 8);
		kc_report(!(old.flags & 0x400), "rt_sigaction SA_UNSUPPORTED probe",
			  "SA_UNSUPPORTED read back %s", (old.flags & 0x400) ? "set" : "cleared");
	}

	/* recv family: 0x00800000 is not an MSG_* flag */
	socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
	send(sv[0], "abc", 3, 0);
	KC_EXPECT("recv flags 0x800000 unknown-flags-ignored", recv(sv[1], buf, sizeof buf, 0x00800000), 0 + 0);
	send(sv[0], "abc", 3, 0);
	KC_EXPECT("recvfrom flags 0x800000 unknown-flags-ignored",
		  recvfrom(sv[1], buf, sizeof buf, 0x00800000, NULL, NULL), 0);
	send(sv[0], "abc", 3, 0);
	{
		struct iovec iov = { buf, sizeof buf };
		struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1 };
		KC_EXPECT("recvmsg flags 0x800000 unknown-flags-ignored", recvmsg(sv[1], &mh, 0x00800000), 0);
		struct mmsghdr mm = { .msg_hdr = mh };
		send(sv[0], "abc", 3, 0);
		KC_EXPECT("recvmmsg flags 0x800000 unknown-flags-ignored",
			  syscall(SYS_recvmmsg, sv[1], &mm, 1, 0x00800000, NULL), 0);
		send(sv[0], "abc", 3, 0);
		KC_EXPECT("send flags 0x800000 unknown-flags-ignored", send(sv[0], "abc", 3, 0x00800000), 0);
		recv(sv[1], buf, sizeof buf, MSG_DONTWAIT);
		recv(sv[1], buf, sizeof buf, MSG_DONTWAIT);
		/* MSG_CMSG_COMPAT is the one bit the native recvmsg path refuses */
		send(sv[0], "abc", 3, 0);
		KC_EXPECT("recvmsg MSG_CMSG_COMPAT (0x80000000) is rejected",
			  recvmsg(sv[1], &mh, (int)0x80000000), EINVAL);
		KC_EXPECT("recvfrom MSG_CMSG_COMPAT (0x80000000) is ignored",
			  recvfrom(sv[1], buf, sizeof buf, (int)0x80000000, NULL, NULL), 0);
	}
	close(sv[0]);
	close(sv[1]);

	/* clock_nanosleep: only TIMER_ABSTIME (1) is looked at */
	{
		struct timespec ts = { 0, 1000 };
		long r = syscall(SYS_clock_nanosleep, CLOCK_MONOTONIC, 0x10, &ts, NULL);
		kc_report(r == 0, "clock_nanosleep flags 0x10 unknown-flags-ignored", "returned %ld", r);
	}

	/* SysV IPC */
	{
		int q = msgget(IPC_PRIVATE, 0600 | 0x00100000);
		kc_report(q >= 0, "msgget flags 0x100000 unknown-flags-ignored", "returned %d", q);
		if (q >= 0) {
			struct { long type; char t[8]; } m = { 1, "hi" }, in;
			msgsnd(q, &m, 3, 0);
			KC_EXPECT("msgrcv msgflg IPC_NOWAIT|0x100000 unknown-flags-ignored",
				  msgrcv(q, &in, sizeof in.t, 0, IPC_NOWAIT | 0x00100000), 0);
			msgctl(q, IPC_RMID, NULL);
		}
		int s = semget(IPC_PRIVATE, 1, 0600 | 0x00100000);
		kc_report(s >= 0, "semget semflg 0x100000 unknown-flags-ignored", "returned %d", s);
		if (s >= 0) {
			struct sembuf op = { 0, 1, 0x4000 };
			KC_EXPECT("semop sem_flg 0x4000 unknown-flags-ignored", semop(s, &op, 1), 0);
			semctl(s, 0, IPC_RMID);
		}
		int m2 = shmget(IPC_PRIVATE, 4096, 0600 | 0x00100000);
		kc_report(m2 >= 0, "shmget shmflg 0x100000 unknown-flags-ignored", "returned %d", m2);
		if (m2 >= 0)
			shmctl(m2, IPC_RMID, NULL);
	}

	/* open/openat: bits outside VALID_OPEN_FLAGS (0x7fffc3 on x86_64) */
	snprintf(path, sizeof path, "%s/f", dir);
	{
		int fd = open(path, O_RDWR | O_CREAT | 0x01000000, 0600);
		int fl = fd >= 0 ? fcntl(fd, F_GETFL) : -1;
		kc_report(fd >= 0 && !(fl & 0x01000000), "open flags 0x1000000 unknown-flags-ignored",
			  "returned %d; F_GETFL %#x (bit dropped)", fd, fl);
		close(fd);
		fd = openat(AT_FDCWD, path, O_RDONLY | 0x40000000);
		kc_report(fd >= 0, "openat flags 0x40000000 unknown-flags-ignored", "returned %d", fd);
		close(fd);
	}

	/* fcntl F_SETFL: only APPEND/ASYNC/DIRECT/NOATIME/NONBLOCK can change */
	{
		int fd = open(path, O_RDONLY);
		int r = fcntl(fd, F_SETFL, O_SYNC | O_RDWR | O_TRUNC | O_NONBLOCK);
		int fl = fcntl(fd, F_GETFL);
		kc_report(r == 0 && (fl & O_ACCMODE) == O_RDONLY && !(fl & (O_SYNC & ~O_DSYNC)) && (fl & O_NONBLOCK),
			  "fcntl F_SETFL O_SYNC|O_RDWR|O_TRUNC|O_NONBLOCK setfl-ignored",
			  "returned %d; F_GETFL %#x: only O_NONBLOCK took effect", r, fl);
		close(fd);
	}

	/* O_PATH drops everything but O_DIRECTORY|O_NOFOLLOW|O_CLOEXEC */
	{
		int fd = open(path, O_PATH | O_RDWR | O_TRUNC | O_APPEND | O_NONBLOCK);
		int fl = fd >= 0 ? fcntl(fd, F_GETFL) : -1;
		struct stat st;
		stat(path, &st);
		kc_report(fd >= 0 && !(fl & (O_APPEND | O_NONBLOCK)) && (fl & O_ACCMODE) == 0,
			  "open O_PATH|O_RDWR|O_TRUNC|O_APPEND|O_NONBLOCK opath-flags-dropped",
			  "returned %d; F_GETFL %#x (O_PATH only)", fd, fl);
		close(fd);
		struct open_how how = { .flags = O_PATH | O_APPEND };
		KC_EXPECT("openat2 O_PATH|O_APPEND is rejected", syscall(SYS_openat2, AT_FDCWD, path, &how, sizeof how), EINVAL);
	}

	/* mmap MAP_SHARED: non-legacy flags silently ignored */
	{
		int fd = open(path, O_RDWR);
		ftruncate(fd, 4096);
		void *m = mmap(NULL, 4096, PROT_READ, MAP_SHARED | 0x800000, fd, 0);
		kc_report(m != MAP_FAILED, "mmap MAP_SHARED|0x800000 unknown-flags-ignored",
			  "%s", m != MAP_FAILED ? "mapped, unknown bit silently dropped" : strerror(errno));
		if (m != MAP_FAILED)
			munmap(m, 4096);
		m = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE | 0x800000, fd, 0);
		kc_report(m != MAP_FAILED, "mmap MAP_PRIVATE|0x800000 unknown-flags-ignored",
			  "%s", m != MAP_FAILED ? "mapped, unknown bit silently dropped" : strerror(errno));
		if (m != MAP_FAILED)
			munmap(m, 4096);
		/* The reference claimed MAP_SYNC is silently dropped with plain
		 * MAP_SHARED; on 6.18 it is refused for a non-DAX file, while
		 * 6.1 (Debian 12's arm64 kernel) still drops it. A note on it
		 * needs the EOPNOTSUPP, so neither kernel gets a wrong one. */
		m = mmap(NULL, 4096, PROT_READ, MAP_SHARED | 0x80000, fd, 0);
		if (m != MAP_FAILED) {
			kc_skip("mmap MAP_SHARED|MAP_SYNC (non-DAX) is refused",
				"this kernel drops MAP_SYNC without MAP_SHARED_VALIDATE");
			munmap(m, 4096);
		} else {
			kc_report(errno == EOPNOTSUPP,
				  "mmap MAP_SHARED|MAP_SYNC (non-DAX) is refused",
				  "returned -1 %s (expected EOPNOTSUPP)",
				  strerrorname_np(errno));
		}
		KC_EXPECT("mmap MAP_SHARED_VALIDATE|MAP_SYNC (non-DAX) unknown-flags-rejected",
			  mmap(NULL, 4096, PROT_READ, MAP_SHARED_VALIDATE | 0x80000, fd, 0), EOPNOTSUPP);
		KC_EXPECT("mmap MAP_SHARED_VALIDATE|0x800000 unknown-flags-rejected",
			  mmap(NULL, 4096, PROT_READ, MAP_SHARED_VALIDATE | 0x800000, fd, 0), EOPNOTSUPP);
		close(fd);
	}

	/* clone: the retired CLONE_DETACHED bit is ignored; clone3 refuses it */
	{
		long pid = syscall(SYS_clone, SIGCHLD | 0x00400000, 0, 0, 0, 0);
		if (pid == 0)
			_exit(7);
		int st = 0;
		if (pid > 0)
			waitpid(pid, &st, 0);
		kc_report(pid > 0 && WIFEXITED(st) && WEXITSTATUS(st) == 7,
			  "clone CLONE_DETACHED unknown-flags-ignored", "returned %ld, child exited %d", pid, WEXITSTATUS(st));
		pid = syscall(SYS_clone, SIGCHLD | (1UL << 33), 0, 0, 0, 0);
		if (pid == 0)
			_exit(7);
		if (pid > 0)
			waitpid(pid, &st, 0);
		kc_report(pid > 0, "clone flag bit 33 (upper half) unknown-flags-ignored", "returned %ld", pid);
		struct clone_args ca = { .flags = 0x00400000, .exit_signal = SIGCHLD };
		long r = syscall(SYS_clone3, &ca, sizeof ca);
		if (r == 0)
			_exit(0);
		if (r > 0)
			waitpid(r, NULL, 0);
		kc_report(r == -1 && errno == EINVAL, "clone3 CLONE_DETACHED unknown-flags-rejected",
			  "returned %ld %s", r, r == -1 ? strerrorname_np(errno) : "");
	}
}

static void rejected_checks(void)
{
	char p2[300];
	int fd = open(path, O_RDWR);
	int sv[2];

	{
		struct open_how how = { .flags = O_RDONLY | 0x01000000 };
		KC_EXPECT("openat2 flags 0x1000000 unknown-flags-rejected",
			  syscall(SYS_openat2, AT_FDCWD, path, &how, sizeof how), EINVAL);
		struct open_how how2 = { .flags = O_RDONLY, .resolve = 0x1000 };
		KC_EXPECT("openat2 resolve 0x1000 unknown-flags-rejected",
			  syscall(SYS_openat2, AT_FDCWD, path, &how2, sizeof how2), EINVAL);
		struct open_how how3 = { .flags = O_RDONLY, .mode = 0644 };
		KC_EXPECT("openat2 mode without O_CREAT is rejected",
			  syscall(SYS_openat2, AT_FDCWD, path, &how3, sizeof how3), EINVAL);
	}
	snprintf(p2, sizeof p2, "%s/g", dir);
	KC_EXPECT("renameat2 flags 0x10 unknown-flags-rejected",
		  syscall(SYS_renameat2, AT_FDCWD, path, AT_FDCWD, p2, 0x10), EINVAL);
	KC_EXPECT("linkat flags 0x1 unknown-flags-rejected", linkat(AT_FDCWD, path, AT_FDCWD, p2, 0x1), EINVAL);
	KC_EXPECT("unlinkat flags 0x1 unknown-flags-rejected", unlinkat(AT_FDCWD, p2, 0x1), EINVAL);
	KC_EXPECT("faccessat2 flags 0x1 unknown-flags-rejected", syscall(SYS_faccessat2, AT_FDCWD, path, R_OK, 0x1), EINVAL);
	KC_EXPECT("fchmodat2 flags 0x1 unknown-flags-rejected", syscall(SYS_fchmodat2, AT_FDCWD, path, 0600, 0x1), EINVAL);
	KC_EXPECT("dup3 flags 0x1 unknown-flags-rejected", dup3(fd, 100, 0x1), EINVAL);
	KC_EXPECT("pipe2 flags 0x1 unknown-flags-rejected", pipe2(sv, 0x1), EINVAL);
	KC_EXPECT("eventfd2 flags 0x2 unknown-flags-rejected", syscall(SYS_eventfd2, 0, 0x2), EINVAL);
	KC_EXPECT("epoll_create1 flags 0x1 unknown-flags-rejected", epoll_create1(0x1), EINVAL);
	KC_EXPECT("inotify_init1 flags 0x1 unknown-flags-rejected", inotify_init1(0x1), EINVAL);
	{
		sigset_t ss;
		sigemptyset(&ss);
		KC_EXPECT("signalfd4 flags 0x1 unknown-flags-rejected", syscall(SYS_signalfd4, -1, &ss, 8, 0x1), EINVAL);
	}
	KC_EXPECT("timerfd_create flags 0x1 unknown-flags-rejected", timerfd_create(CLOCK_MONOTONIC, 0x1), EINVAL);
	{
		int in = inotify_init1(0);
		KC_EXPECT("inotify_add_watch mask 0x00010000 unknown-flags-rejected",
			  inotify_add_watch(in, dir, IN_CREATE | 0x00010000), EINVAL);
		close(in);
	}
	KC_EXPECT("accept4 flags 0x1 unknown-flags-rejected", accept4(fd, NULL, NULL, 0x1), EINVAL);
	KC_EXPECT("memfd_create flags 0x100 unknown-flags-rejected", syscall(SYS_memfd_create, "x", 0x100), EINVAL);
	KC_EXPECT("mlock2 flags 0x2 unknown-flags-rejected", syscall(SYS_mlock2, NULL, 0, 0x2), EINVAL);
	KC_EXPECT("mlockall flags 0x10 unknown-flags-rejected", syscall(SYS_mlockall, 0x10), EINVAL);
	{
		char *m = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		KC_EXPECT("msync flags 0x8 unknown-flags-rejected", msync(m, 4096, 0x8), EINVAL);
		KC_EXPECT("mprotect prot 0x10 unknown-flags-rejected", mprotect(m, 4096, 0x10), EINVAL);
		KC_EXPECT("madvise advice 999 unknown-flags-rejected", madvise(m, 4096, 999), EINVAL);
		KC_EXPECT("mremap flags 0x100 unknown-flags-rejected", mremap(m, 4096, 4096, 0x100), EINVAL);
		munmap(m, 4096);
	}
	{
		struct iovec iov = { p2, 1 };
		KC_EXPECT("preadv2 flags 0x40000000 unknown-flags-rejected (EOPNOTSUPP)",
			  syscall(SYS_preadv2, fd, &iov, 1, 0, 0, 0x40000000), EOPNOTSUPP);
	}
	{
		int pp[2];
		pipe(pp);
		KC_EXPECT("splice flags 0x100 unknown-flags-rejected", splice(fd, NULL, pp[1], NULL, 1, 0x100), EINVAL);
		KC_EXPECT("splice len 0 skips the flags check", splice(fd, NULL, pp[1], NULL, 0, 0x100), 0);
		close(pp[0]);
		close(pp[1]);
	}
	KC_EXPECT("copy_file_range flags 0x1 unknown-flags-rejected",
		  syscall(SYS_copy_file_range, fd, NULL, fd, NULL, 1, 0x1), EINVAL);
	KC_EXPECT("close_range flags 0x1 unknown-flags-rejected", syscall(SYS_close_range, 100, 101, 0x1), EINVAL);
	KC_EXPECT("waitid options 0x100 unknown-flags-rejected", waitid(P_ALL, 0, NULL, WEXITED | 0x100), EINVAL);
	KC_EXPECT("wait4 options 0x100 unknown-flags-rejected", wait4(-1, NULL, 0x100, NULL), EINVAL);
	KC_EXPECT("umount2 flags 0x100 unknown-flags-rejected", umount2(dir, 0x100), EINVAL);
	{
		struct statx stx;
		KC_EXPECT("statx flags 0x1 unknown-flags-rejected", statx(AT_FDCWD, path, 0x1, 0, &stx), EINVAL);
	}
	KC_EXPECT("pkey_alloc flags 0x1 unknown-flags-rejected", syscall(SYS_pkey_alloc, 0x1, 0), EINVAL);
	close(fd);
}

int main(void)
{
	if (!mkdtemp(dir)) { perror("mkdtemp"); return 2; }
	ignored_checks();
	rejected_checks();
	unlink(path);
	rmdir(dir);
	return kc_exit();
}
