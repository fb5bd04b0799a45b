/* abi-traps.c - a tour of kernel ABI traps, one per abitrace note.
 *
 * Run it under abitrace:   abitrace --notes=all --pictures ./abi-traps
 * Every numbered step below makes one system call that looks harmless
 * but where the kernel does something you might not expect; abitrace
 * prints a "note[...]" line under that call.  `abitrace --explain ID`
 * tells the whole story of a note.  With --abi-report (make demo adds
 * it) the trace ends with what the tour asked of the kernel: the newest
 * release it needs, its calls other ABIs lack, its capability checks.
 *
 * Safe to run as any user, root included: it only touches its own memory
 * and files in a fresh temporary directory, which it removes at the end.
 * Build and run: make demo (in the build directory)
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <pthread.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static char dir[] = "/tmp/abitrace-demo-XXXXXX";
static char path[256];

static const char *in_dir(const char *name)
{
	snprintf(path, sizeof path, "%s/%s", dir, name);
	return path;
}

/* Text for the trace's reader: each write() makes a step easy to find
 * in the trace. It goes to /dev/null, on a descriptor far from the ones
 * the traps use, so that stdout stays free for abitrace --json ... | jq. */
static void say(const char *text)
{
	static int fd = -1;

	if (fd < 0) {
		int t = open("/dev/null", O_WRONLY | O_CLOEXEC);

		fd = fcntl(t, F_DUPFD_CLOEXEC, 100);
		close(t);
	}
	if (write(fd, text, strlen(text)) < 0)
		fd = -1;
}

static void step(const char *note, const char *what)
{
	char line[256];

	snprintf(line, sizeof line, "\n== %s: %s\n", note, what);
	say(line);
}

/* used by step 12: sends one datagram, 0.3 s after the main thread is
 * waiting in recvmmsg (/proc says which call a blocked thread is in), so
 * that it comes after the timeout however slow the machine is: sent
 * before the call, it would be taken at once, and the call would then
 * wait for a second one for good. */
static int sv[2];
static void *late_sender(void *arg)
{
	(void)arg;
	struct timespec tick = { 0, 10 * 1000000L };	/* 10 ms */
	struct timespec d = { 0, 300 * 1000000L };	/* 0.3 s */
	char path[64];
	long nr = -1;

	snprintf(path, sizeof path, "/proc/self/task/%d/syscall", getpid());
	for (int i = 0; i < 1000 && nr != SYS_recvmmsg; i++) {
		FILE *f = fopen(path, "r");

		nanosleep(&tick, NULL);
		if (!f || fscanf(f, "%ld", &nr) != 1)
			nr = -1;
		if (f)
			fclose(f);
	}
	nanosleep(&d, NULL);
	send(sv[0], "late", 4, 0);
	return NULL;
}

int main(void)
{
	long page = sysconf(_SC_PAGESIZE);

	if (!mkdtemp(dir)) {
		perror("mkdtemp");
		return 1;
	}

	/* Some memory of our own to play with: 8 pages. */
	char *mem = mmap(NULL, 8 * page, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	memset(mem, 'x', 8 * page);

	step("range-expanded", "mlock() on 6000 bytes that start 4000 bytes into a page");
	/* We ask for 6000 bytes; the kernel locks whole pages: 3 of them. */
	mlock(mem + 4000, 6000);
	munlock(mem, 8 * page);

	step("misaligned-address", "mprotect() on an address that is not page-aligned");
	/* mlock rounded our address down; mprotect refuses it instead (EINVAL). */
	mprotect(mem + 100, 100, PROT_READ);

	step("zero-length", "munmap() with a length of 0");
	/* mprotect(mem, 0) would quietly do nothing; munmap(mem, 0) is EINVAL. */
	munmap(mem, 0);

	step("mmap-fixed-replaced", "MAP_FIXED on top of memory we are using");
	/* Page 1 of `mem` is silently thrown away and replaced by a new page. */
	mmap(mem + page, page, PROT_READ | PROT_WRITE,
	     MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);

	step("range-shrunk + deprecated-syscall", "remap_file_pages() on 6000 bytes");
	{
		/* A 4-page file, mapped shared (remap_file_pages needs that). */
		int fd = open(in_dir("pages"), O_RDWR | O_CREAT | O_TRUNC, 0600);
		ftruncate(fd, 4 * page);
		char *fmap = mmap(NULL, 4 * page, PROT_READ, MAP_SHARED, fd, 0);
		/* We ask for 6000 bytes; the kernel rounds the size DOWN: 1 page. */
		syscall(SYS_remap_file_pages, fmap, 6000, 0, 2, 0);
		munmap(fmap, 4 * page);
		close(fd);
	}

	step("mode-garbage", "open(O_CREAT) with st_mode copied from stat()");
	{
		struct stat st;
		stat("/etc/hostname", &st);	/* st_mode = S_IFREG | permission bits */
		/* Only the low 12 bits count; the S_IFREG bits are silently masked. */
		int fd = open(in_dir("copy"), O_WRONLY | O_CREAT, st.st_mode);
		close(fd);
	}

	step("unknown-flags-ignored", "open() with a flag bit that does not exist");
	{
		/* 0x1000000 means nothing to open(); it is accepted anyway.
		   (openat2 would reject it.) */
		int fd = open(in_dir("copy"), O_RDONLY | 0x1000000);
		close(fd);
	}

	step("unknown-flags-rejected", "renameat2() with a flag bit that does not exist");
	/* The newer call checks: EINVAL, and abitrace says which bit. */
	syscall(SYS_renameat2, AT_FDCWD, in_dir("copy"), AT_FDCWD, in_dir("copy"), 0x10);

	step("flags-dropped", "fcntl(F_SETFL, O_SYNC) to make writes synchronous");
	{
		int fd = open(in_dir("copy"), O_WRONLY);
		/* F_SETFL cannot change O_SYNC: succeeds, does nothing. */
		fcntl(fd, F_SETFL, O_SYNC);
		close(fd);
	}

#ifdef SYS_epoll_create	/* arm64 and the other asm-generic ABIs: gone */
	step("legacy-syscall + ignored-argument", "epoll_create(100)");
	{
		/* epoll_create1() replaced it; the 100 is not used by the kernel. */
		int ep = syscall(SYS_epoll_create, 100);
		close(ep);
	}
#endif

	step("bad-fd", "closing the same descriptor twice");
	{
		int fd = open(in_dir("copy"), O_RDONLY);
		close(fd);
		close(fd);	/* EBADF here; in a threaded program this could
				   have closed somebody else's file */
	}

	step("setown-semantics", "fcntl(F_SETOWN) with a process group");
	{
		int p[2];
		pipe(p);
		/* A negative owner means a process group; F_GETOWN then returns a
		   negative number that can look like an error. */
		fcntl(p[0], F_SETOWN, -getpgrp());
		syscall(SYS_fcntl, p[0], F_GETOWN);
		close(p[0]);
		close(p[1]);
	}

	step("timeout-not-enforced", "recvmmsg() with a 50 ms timeout");
	{
		char bufs[2][16];
		struct iovec iov[2] = { { bufs[0], 16 }, { bufs[1], 16 } };
		struct mmsghdr msgs[2] = {
			{ .msg_hdr = { .msg_iov = &iov[0], .msg_iovlen = 1 } },
			{ .msg_hdr = { .msg_iov = &iov[1], .msg_iovlen = 1 } },
		};
		struct timespec timeout = { 0, 50 * 1000000L };
		pthread_t t;
		socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
		pthread_create(&t, NULL, late_sender, NULL);
		/* Returns after ~0.3 s, when the datagram arrives, not after 50 ms. */
		recvmmsg(sv[1], msgs, 2, 0, &timeout);
		pthread_join(t, NULL);
		close(sv[0]);
		close(sv[1]);
	}

	step("inotify-rename-unpaired", "moving a file out of a watched directory");
	{
		char watched[300], outside[300];
		snprintf(watched, sizeof watched, "%s/watched", dir);
		snprintf(outside, sizeof outside, "%s/moved-out", dir);
		mkdir(watched, 0700);
		int in = inotify_init1(IN_NONBLOCK);
		inotify_add_watch(in, watched, IN_MOVED_FROM | IN_MOVED_TO);
		strcat(watched, "/f");
		close(open(watched, O_WRONLY | O_CREAT, 0600));
		rename(watched, outside);	/* target dir is not watched */
		char buf[4096];
		read(in, buf, sizeof buf);	/* IN_MOVED_FROM with no IN_MOVED_TO */
		close(in);
		unlink(outside);
		rmdir(in_dir("watched"));
	}

	step("capability-required", "mlock() without CAP_IPC_LOCK and a zero lock limit");
	{
		/* Give up CAP_IPC_LOCK (a no-op if we never had it) and set our own
		   RLIMIT_MEMLOCK to 0: now mlock fails with EPERM, for root too. */
		struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
		struct __user_cap_data_struct d[2];
		syscall(SYS_capget, &h, d);
		d[0].effective &= ~(1u << CAP_IPC_LOCK);
		syscall(SYS_capset, &h, d);
		struct rlimit none = { 0, 0 };
		setrlimit(RLIMIT_MEMLOCK, &none);
		mlock(mem, page);
	}

	step("seccomp-denied", "sethostname() as root, under a sandbox of our own");
	{
		/* Lock ourselves in the way containers and systemd units do:
		   a seccomp filter that answers EPERM for sethostname and lets
		   every other call through. Root has CAP_SYS_ADMIN, yet the
		   call fails, and it never reaches the kernel's checks. The
		   filter stays until we exit; nothing below needs the call. */
		struct sock_filter f[] = {
			BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
				 offsetof(struct seccomp_data, nr)),
			BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_sethostname, 0, 1),
			BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
			BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
		};
		struct sock_fprog prog = { sizeof f / sizeof f[0], f };

		prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
		/* without the filter, a root sethostname would really rename
		   the machine: only try it under the filter */
		if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog) == 0)
			sethostname("sandboxed", 9);
	}

	/* tidy up */
	munmap(mem, 8 * page);
	unlink(in_dir("pages"));
	unlink(in_dir("copy"));
	rmdir(dir);
	say("\ndone; see `abitrace --list-notes` and `abitrace --explain ID`\n");
	return 0;
}
