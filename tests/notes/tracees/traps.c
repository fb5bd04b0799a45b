/* traps.c - makes the kernel show each noted behaviour, measures it
 * itself and prints what abitrace must say about it as
 *   expect: REGEX
 * lines (extended regular expressions matched in order against the
 * trace). Ranges come from /proc/self/smaps, errors from errno, times
 * from the clock: never from abitrace. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static char dir[] = "/tmp/abt-traps-XXXXXX";

/* The VMA holding addr whose VmFlags say "lo" (locked), from smaps. */
static int locked_vma(void *addr, unsigned long *lo, unsigned long *hi)
{
	FILE *f = fopen("/proc/self/smaps", "r");
	char line[512];
	unsigned long a, b, want = (unsigned long)addr;
	int in = 0, found = 0;

	while (f && fgets(line, sizeof line, f)) {
		if (sscanf(line, "%lx-%lx ", &a, &b) == 2 && strchr(line, '-') < strchr(line, ' ')) {
			in = want >= a && want < b;
			if (in) { *lo = a; *hi = b; }
		} else if (in && !strncmp(line, "VmFlags:", 8)) {
			found = strstr(line, " lo") != NULL;
		}
	}
	if (f)
		fclose(f);
	return found;
}

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}

static int sv[2];
static void *late(void *arg)
{
	struct timespec d = { 0, 300000000L };
	(void)arg;
	nanosleep(&d, NULL);
	send(sv[0], "x", 1, 0);
	return NULL;
}

int main(void)
{
	long page = sysconf(_SC_PAGESIZE);
	char *mem, path[256], a[256], b[256];
	unsigned long lo, hi;
	int fd, line;

	setvbuf(stdout, NULL, _IOLBF, 0);
	mkdtemp(dir);
	mem = mmap(NULL, 8 * page, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	memset(mem, 1, 8 * page);

	/* range-expanded: the kernel locks whole pages */
	line = __LINE__ + 1;
	if (mlock(mem + 4000, 6000) == 0 && locked_vma(mem + 4000, &lo, &hi)) {
		printf("expect: ^  \\^ note\\[range-expanded\\]: mlock acts on \\[%#lx, %#lx\\), %lu bytes in %lu page\\(s\\), for the 6000 bytes asked.*\\[at main \\(.*traps\\.c:%d\\)\\]$\n",
		       lo, hi, hi - lo, (hi - lo) / page, line);
		munlock(mem, 8 * page);
	} else {
		printf("skip: mlock not allowed here (%s)\n", strerror(errno));
	}

	/* unknown-flags-ignored: the call works with a bogus bit set */
	snprintf(path, sizeof path, "%s/f", dir);
	close(open(path, O_WRONLY | O_CREAT, 0600));
	fd = open(path, O_RDONLY | 0x1000000);
	if (fd >= 0)
		printf("expect: ^  \\^ note\\[unknown-flags-ignored\\]: openat: flags has bits 0x1000000 \n");
	/* bad-fd: a double close */
	close(fd);
	if (close(fd) < 0 && errno == EBADF)
		printf("expect: ^  \\^ note\\[bad-fd\\]: fd %d was closed by an earlier close\n", fd);

	/* unknown-flags-rejected: EINVAL, and the note names the bit */
	if (syscall(SYS_renameat2, AT_FDCWD, path, AT_FDCWD, path, 0x10) < 0 &&
	    errno == EINVAL)
		printf("expect: ^  \\^ note\\[unknown-flags-rejected\\]: renameat2 failed with EINVAL because flags has bits 0x10 \n");

	/* mmap-fixed-replaced: page 1 of mem is silently replaced */
	mem[page] = 'a';
	if (mmap(mem + page, page, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) == mem + page &&
	    mem[page] == 0)
		printf("expect: ^  \\^ note\\[mmap-fixed-replaced\\]: mmap2? MAP_FIXED on \\[%p, %p\\) silently unmapped\n",
		       (void *)(mem + page), (void *)(mem + 2 * page));

	/* inotify-rename-unpaired: moved out of the watched directory */
	{
		char buf[4096];
		int in = inotify_init1(IN_NONBLOCK);

		snprintf(a, sizeof a, "%s/w", dir);
		mkdir(a, 0700);
		inotify_add_watch(in, a, IN_MOVED_FROM | IN_MOVED_TO);
		strcat(a, "/moved");
		close(open(a, O_WRONLY | O_CREAT, 0600));
		snprintf(b, sizeof b, "%s/out", dir);
		rename(a, b);
		ssize_t n = read(in, buf, sizeof buf);
		struct inotify_event *e = (void *)buf;
		if (n > 0 && (e->mask & IN_MOVED_FROM) && n == (ssize_t)(sizeof(*e) + e->len))
			printf("expect: ^  \\^ note\\[inotify-rename-unpaired\\]: IN_MOVED_FROM \"moved\" \\(cookie %u\\) has no IN_MOVED_TO in this read\n",
			       e->cookie);
		close(in);
		unlink(b);
		snprintf(a, sizeof a, "%s/w", dir);
		rmdir(a);
	}

	/* timeout-not-enforced: measured by the tracee */
	{
		char buf[2][8];
		struct iovec iov[2] = { { buf[0], 8 }, { buf[1], 8 } };
		struct mmsghdr m[2] = {
			{ .msg_hdr = { .msg_iov = &iov[0], .msg_iovlen = 1 } },
			{ .msg_hdr = { .msg_iov = &iov[1], .msg_iovlen = 1 } },
		};
		struct timespec to = { 0, 50000000L };
		pthread_t t;
		double t0;

		socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
		pthread_create(&t, NULL, late, NULL);
		t0 = now();
		recvmmsg(sv[1], m, 2, 0, &to);
		/* At least the 0.2 s it took here; more on a loaded machine
		 * (the sender sleeps 0.3 s, then waits for a CPU). */
		if (now() - t0 > 0.2)
			printf("expect: note\\[timeout-not-enforced\\]: recvmmsg(_time64)? blocked (0\\.[2-9]|[1-9][0-9]*\\.)[0-9]* s although its timeout was 0\\.050 s\n");
		pthread_join(t, NULL);
		close(sv[0]);
		close(sv[1]);
	}

	/* setown-semantics: a process group owner */
	{
		int p[2];

		pipe(p);
		if (fcntl(p[0], F_SETOWN, -getpgrp()) == 0)
			printf("expect: ^  \\^ note\\[setown-semantics\\]: F_SETOWN: %d names process group %d;\n",
			       -getpgrp(), getpgrp());
		close(p[0]);
		close(p[1]);
	}
	unlink(path);
	rmdir(dir);
	return 0;
}
