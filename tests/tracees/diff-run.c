/* diff-run MODE: the same program in two versions, for `abitrace diff`.
 *
 *   a, b     b differs from a in exactly three calls: one flag added
 *            (O_CLOEXEC), one errno (uname of an address it cannot
 *            write: EFAULT), one extra file opened at the end. Both
 *            print the same lines, what `abitrace diff A B` must report
 *            (so the write that prints them is the same in both runs).
 *   loop N   N rounds of getppid, a write to /dev/null, openat and close
 *            of /dev/null: a long trace that repeats with a short
 *            period, the hard case for aligning calls.
 *   mode-a PATH, mode-b PATH
 *            create PATH with mode 0644, or with bits above 07777 in
 *            the mode (the kernel ignores them; abitrace notes
 *            mode-garbage): a changed argument and a note in B only.
 *            Both print the report's lines.
 *   open, openat
 *            the same operations made with the x86_64 calls that arm64
 *            and riscv64 lack (open, stat, access, dup2) and with the
 *            ones they have instead (openat, newfstatat, faccessat,
 *            dup3): `abitrace diff` must find no difference. Prints
 *            "skip: ..." where the ABI lacks the old calls.
 *   abi      the same operations as open and openat, each made with the
 *            call the ABI has: open, stat, access, dup2 and pipe where
 *            it has them (x86_64), openat, newfstatat, faccessat, dup3
 *            and pipe2 where it has not (arm64, riscv64): the program
 *            of doc/diff.md's "x86_64 vs arm64", traced on both ABIs
 *            (tests/interfaces/diff-arm64.test). Prints "ok".
 *   statx    statx of "/", and when it fails with ENOSYS (a kernel
 *            before 4.11, or -e inject=statx:error=ENOSYS) the older
 *            newfstatat: the program of doc/diff.md's "two kernels".
 *            Prints "ok" either way (the same write in both runs).
 *
 *   map-a, map-b
 *            mappings: two anonymous mmaps, a munmap that splits one,
 *            an mprotect of the other, the heap grown by 0x21000 bytes
 *            and a page of it advised away. b advises another page of
 *            the heap and maps one region more (mmap #N, N the number
 *            of mmaps the process made since its execve, which the test
 *            counts in the trace) and protects its second page. Prints
 *            "expect: " lines, what `abitrace diff` of a and b reports
 *            (the same in both runs).
 *
 * Each run also forks a child that makes a call and exits, so the
 * processes are matched by their place in the tree, not by pid. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

static void child(void)
{
	pid_t pid = fork();

	if (pid < 0) {
		perror("fork");
		exit(1);
	}
	if (pid == 0) {
		syscall(SYS_getppid);
		_exit(7);
	}
	if (waitpid(pid, NULL, 0) != pid) {
		perror("waitpid");
		exit(1);
	}
}

static int versions(int b)
{
	struct utsname u;
	int fd, fd2;
	long r;

	child();
	/* One flag: O_CLOEXEC in b. */
	fd = (int)syscall(SYS_openat, AT_FDCWD, "/dev/null",
			  O_RDONLY | (b ? O_CLOEXEC : 0));
	if (fd < 0) {
		perror("openat /dev/null");
		return 1;
	}
	close(fd);
	/* One errno: b's buffer is an address it cannot write. The
	 * address is not compared, the result is. */
	r = syscall(SYS_uname, b ? (void *)1 : (void *)&u);
	if (b != (r < 0)) {
		fprintf(stderr, "uname: unexpected result %ld\n", r);
		return 1;
	}
	/* What the diff of a and b says: descriptors, arguments and
	 * results, as the files they refer to. The extra file gets the
	 * lowest free descriptor, the one /dev/null had. */
	printf("~openat(AT_FDCWD, \"/dev/null\", O_RDONLY|O_CLOEXEC) = </dev/null>\n"
	       "    flags: O_CLOEXEC added\n"
	       "~uname(_) = -1 EFAULT\n"
	       "    result: 0 -> -1 EFAULT\n"
	       "    note[failure-cause] only in B\n"
	       "+openat(AT_FDCWD, \"/\", O_RDONLY) = </>\n");
	fflush(stdout);
	/* One more file in b, left open. */
	if (b) {
		fd2 = (int)syscall(SYS_openat, AT_FDCWD, "/", O_RDONLY);
		if (fd2 != fd) {
			fprintf(stderr, "openat /: %d, not %d\n", fd2, fd);
			return 1;
		}
	}
	return 0;
}

static int abis(int old)
{
#if defined(SYS_open) && defined(SYS_stat) && defined(SYS_access) && \
	defined(SYS_dup2)
	struct stat st;
	long fd;

	child();
	if (old) {
		fd = syscall(SYS_open, "/dev/null", O_RDONLY);
		syscall(SYS_stat, "/dev/null", &st);
		syscall(SYS_access, "/nonexistent-abt-diff", R_OK);
		syscall(SYS_dup2, (int)fd, 10);
	} else {
		fd = syscall(SYS_openat, AT_FDCWD, "/dev/null", O_RDONLY);
		syscall(SYS_newfstatat, AT_FDCWD, "/dev/null", &st, 0);
		syscall(SYS_faccessat, AT_FDCWD, "/nonexistent-abt-diff", R_OK);
		syscall(SYS_dup3, (int)fd, 10, 0);
	}
	if (fd < 0) {
		perror("open /dev/null");
		return 1;
	}
	printf("ok\n");
	return 0;
#else
	(void)old;
	printf("skip: this ABI has no open, stat, access and dup2\n");
	return 0;
#endif
}

/* Each call as the ABI has it: what a program written for x86_64 with
 * the classic calls makes there, and the same source makes elsewhere. */
static int abi_calls(void)
{
	struct stat st;
	int p[2];
	long fd;

	child();
#ifdef SYS_open
	fd = syscall(SYS_open, "/dev/null", O_RDONLY);
#else
	fd = syscall(SYS_openat, AT_FDCWD, "/dev/null", O_RDONLY);
#endif
	if (fd < 0) {
		perror("open /dev/null");
		return 1;
	}
#ifdef SYS_stat
	syscall(SYS_stat, "/dev/null", &st);
#else
	syscall(SYS_newfstatat, AT_FDCWD, "/dev/null", &st, 0);
#endif
#ifdef SYS_access
	syscall(SYS_access, "/nonexistent-abt-diff", R_OK);
#else
	syscall(SYS_faccessat, AT_FDCWD, "/nonexistent-abt-diff", R_OK);
#endif
#ifdef SYS_dup2
	syscall(SYS_dup2, (int)fd, 10);
#else
	syscall(SYS_dup3, (int)fd, 10, 0);
#endif
#ifdef SYS_pipe
	syscall(SYS_pipe, p);
#else
	syscall(SYS_pipe2, p, 0);
#endif
	printf("ok\n");
	return 0;
}

#ifndef STATX_TYPE
#define STATX_TYPE 0x1U
#endif

static int statx_or_stat(void)
{
	unsigned long long buf[64];	/* a struct statx, and room */
	struct stat st;
	long r;

	child();
	r = syscall(SYS_statx, AT_FDCWD, "/", 0, STATX_TYPE, buf);
	if (r == 0) {
		printf("ok\n");
		return 0;
	}
	if (errno != ENOSYS) {
		perror("statx /");
		return 1;
	}
#ifdef SYS_newfstatat
	r = syscall(SYS_newfstatat, AT_FDCWD, "/", &st, 0);
#else
	r = fstatat(AT_FDCWD, "/", &st, 0);
#endif
	if (r) {
		perror("newfstatat /");
		return 1;
	}
	printf("ok\n");
	return 0;
}

/* loop-b plants its three differences at a fifth, two fifths and
 * three fifths of the rounds, far from either end, so that aligning
 * them takes the whole trace. */
static int loop(long n, int b)
{
	int null_fd = open("/dev/null", O_WRONLY);
	struct utsname u;

	if (null_fd < 0) {
		perror("/dev/null");
		return 1;
	}
	for (long i = 0; i < n; i++) {
		int fd, fl = O_RDONLY;
		long r;

		syscall(SYS_getppid);
		if (write(null_fd, "x", 1) != 1)
			return 1;
		if (b && i == n / 5)
			fl |= O_CLOEXEC;
		fd = (int)syscall(SYS_openat, AT_FDCWD, "/dev/null", fl);
		if (fd < 0)
			return 1;
		close(fd);
		/* Both versions call uname once; b with an address it
		 * cannot write. */
		if (i == 2 * (n / 5)) {
			r = syscall(SYS_uname, b ? (void *)1 : (void *)&u);
			if (b != (r < 0)) {
				fprintf(stderr, "uname: unexpected result %ld\n", r);
				return 1;
			}
		}
		/* One more file in b, left open: the descriptors after
		 * it are other numbers, the same files. */
		if (b && i == 3 * (n / 5) &&
		    syscall(SYS_openat, AT_FDCWD, "/", O_RDONLY) < 0) {
			perror("openat /");
			return 1;
		}
	}
	if (n < 5)
		return 0;
	printf("~openat(AT_FDCWD, \"/dev/null\", O_RDONLY|O_CLOEXEC) = </dev/null>\n"
	       "    flags: O_CLOEXEC added\n"
	       "~uname(_) = -1 EFAULT\n"
	       "    result: 0 -> -1 EFAULT\n"
	       "    note[failure-cause] only in B\n"
	       "+openat(AT_FDCWD, \"/\", O_RDONLY) = </>\n");
	return 0;
}

static int mode(int b, const char *path)
{
	mode_t m = b ? 0170644 : 0644;
	char *real;
	int fd = (int)syscall(SYS_openat, AT_FDCWD, path,
			      O_WRONLY | O_CREAT, m);

	if (fd < 0) {
		perror(path);
		return 1;
	}
	close(fd);
	/* The result is the file the descriptor refers to, as -y names
	 * it: the path with no symbolic link in it. */
	real = realpath(path, NULL);
	if (!real) {
		perror(path);
		return 1;
	}
	printf("~openat(AT_FDCWD, \"%s\", O_WRONLY|O_CREAT, 0%o) = <%s>\n"
	       "    mode: 0%o -> 0%o\n"
	       "    note[mode-garbage] only in B\n",
	       path, 0170644, real, 0644, 0170644);
	free(real);
	return 0;
}

static int maps(int b)
{
	long pg = sysconf(_SC_PAGESIZE);
	char *p1, *p2, *p3, *heap;
	long adv = b ? 2 * pg : pg;

	/* The heap's start: no malloc has moved the break yet (stdio's
	 * buffer comes with the first printf, below). */
	heap = sbrk(0);
	child();
	p1 = mmap(NULL, 3 * pg, PROT_READ | PROT_WRITE,
		  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	p2 = mmap(NULL, 2 * pg, PROT_READ | PROT_WRITE,
		  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p1 == MAP_FAILED || p2 == MAP_FAILED || heap == (void *)-1) {
		perror("mmap");
		return 1;
	}
	munmap(p1 + pg, pg);
	mprotect(p2, pg, PROT_READ);
	if (sbrk(0x21000) == (void *)-1) {
		perror("sbrk");
		return 1;
	}
	madvise(heap + adv, pg, MADV_DONTNEED);
	printf("expect: ~madvise([heap]+%#lx, %ld, MADV_DONTNEED) = 0\n"
	       "expect:     addr: [heap]+%#lx -> [heap]+%#lx\n"
	       "expect: +mmap(NULL, %ld, PROT_READ, MAP_PRIVATE|MAP_ANONYMOUS, -1, 0) = mmap #N\n"
	       "expect: +mprotect(mmap #N+%#lx, %ld, PROT_NONE) = 0\n",
	       2 * pg, pg, pg, 2 * pg, 5 * pg, pg, pg);
	fflush(stdout);
	if (!b)
		return 0;
	p3 = mmap(NULL, 5 * pg, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS,
		  -1, 0);
	if (p3 == MAP_FAILED) {
		perror("mmap");
		return 1;
	}
	mprotect(p3 + pg, pg, PROT_NONE);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 3 && (!strcmp(argv[1], "mode-a") ||
			  !strcmp(argv[1], "mode-b")))
		return mode(argv[1][5] == 'b', argv[2]);
	if (argc == 3 && (!strcmp(argv[1], "loop") ||
			  !strcmp(argv[1], "loop-b")))
		return loop(atol(argv[2]), !strcmp(argv[1], "loop-b"));
	if (argc != 2) {
		fprintf(stderr, "usage: diff-run a|b|open|openat|abi|statx|map-a|map-b|loop N|loop-b N|mode-a P|mode-b P\n");
		return 2;
	}
	if (!strcmp(argv[1], "a") || !strcmp(argv[1], "b"))
		return versions(argv[1][0] == 'b');
	if (!strcmp(argv[1], "map-a") || !strcmp(argv[1], "map-b"))
		return maps(argv[1][4] == 'b');
	if (!strcmp(argv[1], "statx"))
		return statx_or_stat();
	if (!strcmp(argv[1], "abi"))
		return abi_calls();
	if (!strcmp(argv[1], "open") || !strcmp(argv[1], "openat"))
		return abis(!strcmp(argv[1], "open"));
	fprintf(stderr, "diff-run: unknown mode %s\n", argv[1]);
	return 2;
}
