/* kinds.c - one scenario per rule kind (argv[1]); each makes the kernel
 * show the behaviour, measures it (F_GETFL, fstat, page contents, errno,
 * /proc) and prints
 *   expect: REGEX      a note line abitrace must print, in order
 *   count: ID N        how many ID notes the whole trace must hold
 * The messages are built from what the tracee measured, never from what
 * abitrace printed. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/sem.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include "note-expect.h"

static char dir[] = "/tmp/abt-kinds-XXXXXX";
static char path[300];
static long page;
static int nwrapped;

static const char *in_dir(const char *name)
{
	snprintf(path, sizeof(path), "%s/%s", dir, name);
	return path;
}

static void count(const char *id, int n)
{
	printf("count: %s %d\n", id, n);
}

static void fail(const char *what)
{
	printf("kernel: %s: %s\n", what, strerror(errno));
	exit(2);
}

/* ---- flags-dropped ------------------------------------------------------ */

static unsigned getfl(int fd)
{
	return (unsigned)fcntl(fd, F_GETFL);
}

static void dropped(void)
{
	unsigned asked = O_PATH | O_RDWR | O_TRUNC | O_APPEND | O_NONBLOCK;
	unsigned keep_path = O_PATH | O_CLOEXEC | O_DIRECTORY | O_NOFOLLOW;
	unsigned lost;
	struct stat st;
	int fd;

	fd = open(in_dir("f"), O_WRONLY | O_CREAT, 0600);
	if (fd < 0 || write(fd, "data", 4) != 4)
		fail("create");
	close(fd);

	/* O_PATH: the other flags do nothing (the file keeps its data). */
	fd = open(path, (int)asked);
	if (fd < 0)
		fail("open O_PATH");
	lost = asked & ~getfl(fd);
	if (stat(path, &st) == 0 && st.st_size == 4 && lost == (asked & ~keep_path))
		note_expect("flags-dropped", "openat: flags bits %#x were silently dropped", lost);
	close(fd);

	/* F_SETFL: O_SYNC and O_TRUNC are not changed, O_NONBLOCK is. */
	fd = open(path, O_WRONLY);
	asked = O_SYNC | O_TRUNC | O_NONBLOCK | O_RDWR;
	fcntl(fd, F_SETFL, asked);
	lost = asked & ~3u & ~getfl(fd);
	if (getfl(fd) & O_NONBLOCK)
		note_expect("flags-dropped", "%s: flags bits %#x were silently dropped",
		       sizeof(long) == 4 ? "fcntl64" : "fcntl", lost);

	/* Handing F_GETFL's result back with one more bit drops nothing. */
	fcntl(fd, F_SETFL, getfl(fd) | O_APPEND);
	close(fd);
	fd = open(path, O_WRONLY | O_SYNC);
	fcntl(fd, F_SETFL, getfl(fd) | O_NONBLOCK);
	close(fd);
	count("flags-dropped", 2);
}

/* ---- mode-garbage ------------------------------------------------------- */

static void mode_of(int fd, const char *call, unsigned mode)
{
	struct stat st;

	if (fd < 0 || fstat(fd, &st) < 0)
		fail(call);
	note_expect("mode-garbage", "%s: mode %#o has bits %#o above 07777, which the kernel drops without a word; the file has mode %#o",
	       call, mode, mode & ~07777u, (unsigned)st.st_mode & 07777);
	close(fd);
}

static void mode(void)
{
	int n = 4;

	umask(022);
#ifdef SYS_creat	/* not in asm-generic ABIs (arm64): openat below */
	mode_of((int)syscall(SYS_creat, in_dir("creat"), 0100644), "creat", 0100644);
#else
	mode_of((int)syscall(SYS_openat, AT_FDCWD, in_dir("creat"),
			     O_WRONLY | O_CREAT | O_TRUNC, 0100644), "openat",
		0100644);
#endif
	mode_of((int)syscall(SYS_openat, AT_FDCWD, in_dir("openat"),
			     O_WRONLY | O_CREAT, 0177777), "openat", 0177777);
	mode_of((int)syscall(SYS_openat, AT_FDCWD, dir, O_TMPFILE | O_RDWR,
			     0140600), "openat", 0140600);
	/* An existing file keeps its mode: the note says which it has. */
	mode_of((int)syscall(SYS_openat, AT_FDCWD, in_dir("creat"),
			     O_WRONLY | O_CREAT, 0100777), "openat", 0100777);
	/* Clean modes and O_CREAT-less opens: no note. */
	close(open(in_dir("clean"), O_WRONLY | O_CREAT, 0644));
	close((int)syscall(SYS_openat, AT_FDCWD, path, O_RDONLY, 0));
	count("mode-garbage", n);
}

/* ---- legacy-syscall, ignored-argument ----------------------------------- */

static int nlegacy;

static void legacy_one(const char *call, const char *succ, const char *since,
		       long r)
{
	if (r < 0)
		fail(call);
	nlegacy++;
	note_expect("legacy-syscall", "%s is the old interface: %s (Linux %s) adds",
	       call, succ, since);
}

static int unix_pair(int *cli)
{
	struct sockaddr_un a = { .sun_family = AF_UNIX };
	int l = socket(AF_UNIX, SOCK_STREAM, 0);

	snprintf(a.sun_path, sizeof(a.sun_path), "%s/sock", dir);
	if (bind(l, (void *)&a, sizeof(a)) < 0 || listen(l, 1) < 0)
		fail("listen");
	*cli = socket(AF_UNIX, SOCK_STREAM, 0);
	if (connect(*cli, (void *)&a, sizeof(a)) < 0)
		fail("connect");
	return l;
}

static void legacy(void)
{
	int p[2], l, c, fd, nignored = 0;
	uint64_t mask = 1ull << (SIGUSR1 - 1);	/* the kernel's sigset: 8 bytes */
	char buf[4096], from[300];

	/* The asm-generic ABIs (arm64) never had most of these calls. */
#ifdef SYS_dup2
	legacy_one("dup2", "dup3", "2.6.27", syscall(SYS_dup2, 1, 10));
	syscall(SYS_dup2, 1, 11);	/* once per process */
#endif
#ifdef SYS_pipe
	legacy_one("pipe", "pipe2", "2.6.27", syscall(SYS_pipe, p));
#endif
#ifdef SYS_epoll_create
	fd = (int)syscall(SYS_epoll_create, 1000000);
	legacy_one("epoll_create", "epoll_create1", "2.6.27", fd);
	note_expect("ignored-argument", "epoll_create: the kernel does not use size (1000000): only checked to be > 0");
	nignored++;
	close(fd);
	/* size 0 fails, so it was checked, and is not noted as ignored */
	if (syscall(SYS_epoll_create, 0) < 0 && errno == EINVAL)
		;
#endif
	l = unix_pair(&c);
#ifdef SYS_accept	/* i386 has only socketcall and accept4 */
	legacy_one("accept", "accept4", "2.6.28", syscall(SYS_accept, l, NULL, NULL));
#endif
	close(l);
#ifdef SYS_inotify_init
	legacy_one("inotify_init", "inotify_init1", "2.6.27", syscall(SYS_inotify_init));
#endif
#ifdef SYS_eventfd
	legacy_one("eventfd", "eventfd2", "2.6.27", syscall(SYS_eventfd, 0));
#endif
#ifdef SYS_signalfd
	legacy_one("signalfd", "signalfd4", "2.6.27",
		   syscall(SYS_signalfd, -1, &mask, sizeof(mask)));
#endif
	close(open(in_dir("a"), O_WRONLY | O_CREAT, 0600));
	snprintf(from, sizeof(from), "%s", path);
#ifdef SYS_rename
	legacy_one("rename", "renameat2", "3.15",
		   syscall(SYS_rename, from, in_dir("b")));
#endif
#ifdef SYS_getdents
	fd = open(dir, O_RDONLY | O_DIRECTORY);
	legacy_one("getdents", "getdents64", "2.4",
		   syscall(SYS_getdents, fd, buf, sizeof(buf)));
	close(fd);
#endif
	(void)p; (void)mask; (void)buf; (void)from;
	count("legacy-syscall", nlegacy);
	count("ignored-argument", nignored);
}

/* ---- range-shrunk, deprecated-syscall ----------------------------------- */

/* Which pages of the 4-page mapping m no longer show their own file
 * page: [*lo, *hi) in bytes from m. */
static void remapped(const unsigned char *m, long *lo, long *hi)
{
	*lo = *hi = -1;
	for (long i = 0; i < 4; i++)
		if (m[i * page] != i) {
			if (*lo < 0)
				*lo = i * page;
			*hi = (i + 1) * page;
		}
}

static void shrunk(void)
{
	int fd = open(in_dir("pages"), O_RDWR | O_CREAT, 0600);
	unsigned char *m;
	long lo, hi;

	for (int i = 0; i < 4; i++) {
		memset(path, i, sizeof(path));
		if (pwrite(fd, path, 1, i * page) != 1)
			fail("pwrite");
	}
	ftruncate(fd, 4 * page);
	m = mmap(NULL, 4 * page, PROT_READ, MAP_SHARED, fd, 0);
	if (m == MAP_FAILED)
		fail("mmap");
	/* The talk's remap_file_pages(4000, 6000): file page 2 goes to ... */
	if (syscall(SYS_remap_file_pages, m + 4000, 6000, 0, 2, 0) < 0)
		fail("remap_file_pages");
	remapped(m, &lo, &hi);
	printf("measured: pages [%ld, %ld) of the mapping show file page %d\n",
	       lo / page, hi / page, m[lo]);
	note_expect("range-shrunk", "remap_file_pages acts on [%p, %p), %ld bytes in %ld page(s), for the 6000 bytes asked: start rounded down by 4000 bytes, end rounded down by %ld bytes; the last %ld bytes asked for are left alone",
	       (void *)(m + lo), (void *)(m + hi), hi - lo, (hi - lo) / page,
	       (long)(4000 + 6000) - hi, (long)(4000 + 6000) - hi);
	note_expect("deprecated-syscall", "remap_file_pages has been deprecated since Linux 3.16");
	/* A size under one page rounds to 0: EINVAL, no range note. */
	if (syscall(SYS_remap_file_pages, m + 100, 4000, 0, 1, 0) == 0)
		fail("remap_file_pages of 4000 bytes worked");
	count("range-shrunk", 1);
	count("deprecated-syscall", 1);
	munmap(m, 4 * page);
	close(fd);
}

/* ---- zero-length -------------------------------------------------------- */

static void zerolen(void)
{
	char *m = mmap(NULL, page, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (munmap(m, 0) < 0 && errno == EINVAL)
		note_expect("zero-length", "munmap with length 0 fails with EINVAL");
	if (mmap(NULL, 0, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0) == MAP_FAILED &&
	    errno == EINVAL)
		note_expect("zero-length", "%s with length 0 fails with EINVAL",
		       sizeof(long) == 4 ? "mmap2" : "mmap");	/* glibc's */
	/* the silent no-ops: no zero-length note */
	if (mprotect(m, 0, PROT_NONE) < 0 || madvise(m, 0, MADV_DONTNEED) < 0)
		fail("mprotect/madvise of 0 bytes");
	count("zero-length", 2);
}

/* ---- capability-required: uid rules against another process ----------- */

static void uids(pid_t pid, long u[4])
{
	char p[64], line[256];
	FILE *f;

	snprintf(p, sizeof(p), "/proc/%d/status", pid);
	f = fopen(p, "r");
	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "Uid: %ld %ld %ld %ld", &u[0], &u[1], &u[2], &u[3]) == 4)
			break;
	if (f)
		fclose(f);
}

static void credrule(pid_t t)
{
	const char *had = "the kernel checks CAP_SYS_NICE here, and this thread did not have it in its effective set";
	unsigned long node0 = 1;
	long me[4], tu[4];

	uids(getpid(), me);
	uids(t, tu);
	if (setpriority(PRIO_PROCESS, t, 0) < 0 && errno == EPERM)
		note_expect("capability-required", "setpriority failed with EPERM: %s; without it your effective uid %ld must equal the target's real (%ld) or effective (%ld) uid",
		       had, me[1], tu[0], tu[1]);
	if (syscall(SYS_ioprio_set, 1, t, 2 << 13 | 4) < 0 && errno == EPERM)
		note_expect("capability-required", "ioprio_set failed with EPERM: %s; without it the target's real uid %ld must equal your real (%ld) or effective (%ld) uid",
		       had, tu[0], me[0], me[1]);
	if (syscall(SYS_migrate_pages, t, 64, &node0, &node0) < 0 && errno == EPERM)
		note_expect("capability-required", "migrate_pages failed with EPERM: the kernel checks CAP_SYS_PTRACE here, and this thread did not have it in its effective set; without it your real uid %ld must equal all of the target's uids (%ld/%ld/%ld)",
		       me[0], tu[0], tu[1], tu[2]);
	count("capability-required", 3);
}

/* ---- setown-semantics: F_GETOWN of process group 1 --------------------- */

static void getown(void)
{
	int p[2], st;
	pid_t c;

	if (pipe(p) < 0)
		fail("pipe");
	if (unshare(CLONE_NEWPID) < 0) {
		printf("skip: unshare(CLONE_NEWPID): %s\n", strerror(errno));
		exit(77);
	}
	fflush(stdout);
	c = fork();
	if (c == 0) {		/* pid 1 of the new namespace */
		setpgid(0, 0);
		fcntl(p[0], F_SETOWN, -getpgrp());
		long r = syscall(SYS_fcntl, p[0], F_GETOWN);
		int e = errno;

		printf("measured: pgrp %d, F_GETOWN = %ld errno %s\n", getpgrp(),
		       r, strerrorname_np(e));
		note_expect("setown-semantics", "F_SETOWN: %d names process group %d;",
		       -getpgrp(), getpgrp());
		if (r == -1 && e == EPERM)
			note_expect("setown-semantics", "F_GETOWN: the return -1 is process group 1, not the error EPERM it looks like");
		/* The owner is the open file's: another number for it (dup)
		 * reads the same owner back. */
		int d = dup(p[0]), n = 2;

		r = syscall(SYS_fcntl, d, F_GETOWN);
		e = errno;
		printf("measured: F_GETOWN of a dup = %ld errno %s\n", r,
		       strerrorname_np(e));
		if (r == -1 && e == EPERM) {
			note_expect("setown-semantics", "F_GETOWN: the return -1 is process group 1, not the error EPERM it looks like");
			n++;
		}
		/* ... and so does the parent of a child that set it. */
		fflush(stdout);
		pid_t g = fork();

		if (g == 0) {
			fcntl(p[1], F_SETOWN, -getpgrp());
			_exit(0);
		}
		waitpid(g, &st, 0);
		note_expect("setown-semantics", "F_SETOWN: %d names process group %d;",
		       -getpgrp(), getpgrp());
		n++;
		r = syscall(SYS_fcntl, p[1], F_GETOWN);
		e = errno;
		printf("measured: F_GETOWN after a child's F_SETOWN = %ld errno %s\n",
		       r, strerrorname_np(e));
		if (r == -1 && e == EPERM) {
			note_expect("setown-semantics", "F_GETOWN: the return -1 is process group 1, not the error EPERM it looks like");
			n++;
		}
		count("setown-semantics", n);
		exit(0);
	}
	waitpid(c, &st, 0);
	exit(WIFEXITED(st) ? WEXITSTATUS(st) : 2);
}

/* The scenarios only make plain files in dir. */
/* ---- lengths the kernel's page rounding wraps ------------------------- */

static unsigned long vm_locked_kb(void)
{
	FILE *f = fopen("/proc/self/status", "r");
	char line[256];
	unsigned long kb = (unsigned long)-1;

	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "VmLck: %lu kB", &kb) == 1)
			break;
	if (f)
		fclose(f);
	return kb;
}

static const char *res(long r)
{
	return r == 0 ? "0" : strerrorname_np(errno);
}

/* One call whose rounded length wraps to 0: "measured:" says what it
 * returned; a success gets the wrap note (it acted on nothing), a
 * failure no range note. */
static void wrapped(const char *call, char *p, unsigned long off, long r)
{
	printf("measured: %s(p+%lu, SIZE_MAX) = %s\n", call, off, res(r));
	if (r != 0) {
		printf("reject: note\\[range-expanded\\]: %s acts on \\[%p,\n", call,
		       (void *)p);
		return;
	}
	note_expect("range-expanded", "%s acts on [%p, %p), 0 bytes in 0 page(s), for the %zu bytes asked: %sthe length%s rounded up to whole pages wraps around the top of the address space to 0, so the call acts on no memory at all and returns 0",
	       call, (void *)(p + off - off % page), (void *)(p + off - off % page),
	       (size_t)-1, off % page ? "start rounded down by 1 bytes; " : "",
	       off % page ? " plus those bytes" : "");
	nwrapped++;
}

/* msync, mlock, mlock2, munlock and mbind of SIZE_MAX bytes: the kernel rounds the
 * length (mlock: plus the start's offset in its page) up to whole pages
 * in an unsigned long, which wraps to 0, and the call succeeds having
 * done nothing (VmLck does not move). madvise, mprotect, pkey_mprotect,
 * munmap and mincore refuse the same length (EINVAL or ENOMEM): no range note. */
static void wrap(void)
{
	char *p = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	unsigned char vec[2];
	unsigned long lck;
	long r;

	if (sizeof(long) != 8) {
		printf("skip: a 64-bit length is what wraps\n");
		exit(77);
	}
	if (p == MAP_FAILED)
		fail("mmap");
	memset(p, 'x', 2 * page);
	wrapped("msync", p, 0, msync(p, (size_t)-1, MS_ASYNC));
	lck = vm_locked_kb();
	r = mlock(p, (size_t)-1);
	printf("measured: VmLck %lu kB before mlock, %lu kB after\n", lck, vm_locked_kb());
	if (vm_locked_kb() != lck)
		fail("mlock(SIZE_MAX) locked something");
	wrapped("mlock", p, 0, r);
	r = mlock(p + 1, (size_t)-1);
	if (vm_locked_kb() != lck)
		fail("mlock(p+1, SIZE_MAX) locked something");
	wrapped("mlock", p, 1, r);
	wrapped("munlock", p, 0, munlock(p, (size_t)-1));
#ifdef SYS_mlock2
	wrapped("mlock2", p, 0, syscall(SYS_mlock2, p, (size_t)-1, 0));
#endif
#ifdef SYS_mbind	/* MPOL_DEFAULT, no nodes: ENOSYS without NUMA */
	wrapped("mbind", p, 0, syscall(SYS_mbind, p, (size_t)-1, 0, NULL, 0, 0));
#endif
#ifdef SYS_pkey_mprotect
	wrapped("pkey_mprotect", p, 0, syscall(SYS_pkey_mprotect, p, (size_t)-1, PROT_READ, -1));
#endif
	wrapped("madvise", p, 0, madvise(p, (size_t)-1, MADV_NORMAL));
	wrapped("mprotect", p, 0, mprotect(p, (size_t)-1, PROT_READ));
	wrapped("mincore", p, 0, mincore(p, (size_t)-1, vec));
	wrapped("munmap", p, 0, munmap(p, (size_t)-1));
	printf("measured: p[0] = '%c' after them all\n", p[0]);
	/* the loader's own calls may draw range notes too: count those on p */
	printf("count-at: range-expanded %p %d\n", (void *)p, nwrapped);
	munmap(p, 2 * page);
}

/* ---- whole mappings -------------------------------------------------- */

/* VMAs of /proc/self/maps that start in [p, p + len). */
static int vmas_in(const char *p, unsigned long len)
{
	FILE *f = fopen("/proc/self/maps", "r");
	unsigned long lo, hi, a = (unsigned long)p;
	char line[512];
	int n = 0;

	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "%lx-%lx", &lo, &hi) == 2 && lo >= a && lo < a + len)
			n++;
	if (f)
		fclose(f);
	return n;
}

/* munmap(p, 5000) of what mmap(NULL, 5000) made acts on its 2 pages,
 * its own padding and nothing else, even once mprotect split it into two
 * VMAs: the note is info (hidden by default). The same munmap on a
 * 3-page mapping unmaps a page the program did not name: a warning.
 *   expect-all: REGEX   a line of the --notes=all run */
static void whole(void)
{
	char *p = mmap(NULL, 5000, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), *q;
	char msg[300];

	if (p == MAP_FAILED)
		fail("mmap");
	if (mprotect(p, page, PROT_READ) < 0)
		fail("mprotect");
	printf("measured: mmap(5000) then mprotect of its first page: %d VMAs\n",
	       vmas_in(p, 2 * page));
	if (munmap(p, 5000) < 0)
		fail("munmap(p, 5000)");
	printf("measured: after munmap(p, 5000): %d VMAs in the 2 pages\n",
	       vmas_in(p, 2 * page));
	snprintf(msg, sizeof(msg), "munmap acts on [%p, %p), %ld bytes in 2 page(s), for the 5000 bytes asked: end rounded up by %ld bytes",
		 (void *)p, (void *)(p + 2 * page), 2 * page, 2 * page - 5000);
	printf("reject: note\\[range-expanded\\]: munmap acts on \\[%p,\n", (void *)p);
	printf("expect-all: ^  \\^ note\\[range-expanded\\]: ");
	ere_put(msg, NULL);
	putchar('\n');

	q = mmap(NULL, 3 * page, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (q == MAP_FAILED || munmap(q, 5000) < 0)
		fail("mmap/munmap of part of 3 pages");
	printf("measured: munmap(q, 5000) of a 3-page mapping left %d VMA(s) in it\n",
	       vmas_in(q, 3 * page));
	note_expect("range-expanded", "munmap acts on [%p, %p), %ld bytes in 2 page(s), for the 5000 bytes asked: end rounded up by %ld bytes",
	       (void *)q, (void *)(q + 2 * page), 2 * page, 2 * page - 5000);
	munmap(q, 3 * page);
}

static void cleanup(void)
{
	DIR *d = opendir(dir);
	struct dirent *e;

	while (d && (e = readdir(d)))
		if (e->d_name[0] != '.')
			unlink(in_dir(e->d_name));
	if (d)
		closedir(d);
	rmdir(dir);
}

/* ---- --pictures: the addresses for the test's expected diagrams ------- */

static void pictures(void)
{
	char *m = mmap(NULL, 4 * page, PROT_READ | PROT_WRITE,
		       MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	struct {
		uint64_t flags, mode, resolve;
	} how = { O_RDONLY | 1ull << 40, 0, 0 };

	if (page != 4096) {
		printf("skip: the expected pictures assume 4096-byte pages\n");
		exit(77);
	}
	if (mlock(m + 4000, 6000) == 0)
		printf("mlock-base: %p\n", (void *)m);
	munlock(m, 4 * page);
	if (syscall(SYS_remap_file_pages, m + 4000, 6000, 0, 2, 0) == 0)
		printf("remap-base: %p\n", (void *)m);
	close(open(in_dir("f"), O_WRONLY | O_CREAT, 0600));
	close(open(path, O_RDONLY | 0x1000000));
	if (syscall(SYS_openat2, AT_FDCWD, path, &how, sizeof(how)) < 0 &&
	    errno == EINVAL)
		printf("openat2: EINVAL\n");
}

/* ---- i386: multiplexed and old-layout calls ---------------------------- */

#ifdef __i386__
struct old_sigaction {
	unsigned handler, mask, flags, restorer;
};

static void m32(void)
{
	struct old_sigaction sa = { (unsigned)SIG_IGN, 0, 0x100000, 0 }, old;
	struct sembuf sb = { 0, 1, 0x4000 };
	unsigned a[6];
	int id, sv[2], fd;
	char c, *m;

	/* old sigaction: sa_flags is the third u32; unknown bits cleared */
	if (syscall(SYS_sigaction, SIGUSR2, &sa, NULL) == 0 &&
	    syscall(SYS_sigaction, SIGUSR2, NULL, &old) == 0 && old.flags == 0)
		note_expect("unknown-flags-ignored", "sigaction: sa_flags has bits 0x100000 this kernel does not define");
	/* glibc's semop is ipc(SEMTIMEDOP, id, nsops, 0, sops, NULL), shown
	 * (and named in notes) as the semtimedop it carries */
	id = semget(IPC_PRIVATE, 1, 0600);
	if (semop(id, &sb, 1) == 0)
		note_expect("unknown-flags-ignored", "semtimedop: semop sem_flg has bits 0x4000 this kernel does not define");
	semctl(id, 0, IPC_RMID);
	/* and recv is socketcall(SYS_RECV, {fd, buf, len, flags}) */
	socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
	send(sv[0], "x", 1, 0);
	if (recv(sv[1], &c, 1, 0x800000) == 1)
		note_expect("unknown-flags-ignored", "recv: flags has bits 0x800000 this kernel does not define");
	/* glibc's fcntl is fcntl64 */
	fd = open(in_dir("f"), O_WRONLY | O_CREAT, 0600);
	fcntl(fd, F_SETFL, O_SYNC | O_NONBLOCK);
	if ((fcntl(fd, F_GETFL) & O_SYNC) == 0)
		note_expect("flags-dropped", "fcntl64: flags bits %#x were silently dropped", O_SYNC);
	close(fd);
	/* glibc maps with mmap2; old mmap reads a struct of six u32 */
	m = mmap(NULL, 6000, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	note_expect("range-expanded", "mmap2 acts on [%p, %p), 8192 bytes in 2 page(s), for the 6000 bytes asked",
	       (void *)m, (void *)(m + 2 * page));
	a[0] = (unsigned)m + 100;
	a[1] = page;
	a[2] = PROT_READ;
	a[3] = MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED;
	a[4] = -1;
	a[5] = 0;
	if (syscall(SYS_mmap, a) == -1 && errno == EINVAL)
		note_expect("misaligned-address", "mmap failed with EINVAL because addr %p is not a multiple of the page size",
		       (void *)(m + 100));
	a[0] = 0;
	a[1] = 6000;
	a[3] = MAP_PRIVATE | MAP_ANONYMOUS;
	m = (char *)syscall(SYS_mmap, a);
	if (m != MAP_FAILED)
		note_expect("range-expanded", "mmap acts on [%p, %p), 8192 bytes in 2 page(s), for the 6000 bytes asked",
		       (void *)m, (void *)(m + 2 * page));
	/* i386 still has the flagless umount (x86_64 has only umount2) */
	if (syscall(SYS_umount, in_dir("not-mounted")) < 0)
		note_expect("legacy-syscall", "umount is the old interface: umount2");
	count("misaligned-address", 1);
}
#else
static void m32(void)
{
	printf("skip: not an i386 build\n");
	exit(77);
}
#endif

int main(int argc, char **argv)
{
	static const struct {
		const char *name;
		void (*fn)(void);
	} sc[] = {
		{ "dropped", dropped }, { "mode", mode }, { "legacy", legacy },
		{ "shrunk", shrunk }, { "zerolen", zerolen },
		{ "getown", getown }, { "m32", m32 },
		{ "pictures", pictures }, { "wrap", wrap },
		{ "whole", whole },
	};

	setvbuf(stdout, NULL, _IOLBF, 0);
	page = sysconf(_SC_PAGESIZE);
	if (argc < 2)
		return 99;
	if (!mkdtemp(dir))
		fail("mkdtemp");
	if (!strcmp(argv[1], "credrule") && argc > 2)
		credrule(atoi(argv[2]));
	for (size_t i = 0; i < sizeof(sc) / sizeof(*sc); i++)
		if (!strcmp(argv[1], sc[i].name))
			sc[i].fn();
	cleanup();
	return 0;
}
