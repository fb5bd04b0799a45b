/* A tracee for the option tests. argv[1] picks what it does; it prints
 * "expect: LINE" for the text lines it knows the trace must hold. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/file.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define PAD "%-39s "

static void expect(const char *call, const char *ret)
{
	printf("expect: " PAD "= %s\n", call, ret);
}

/* close(-1) fails, getpid succeeds, openat of a missing file fails. */
static int calls(void)
{
	char line[128], ret[32];

	syscall(SYS_close, -1);
	expect("close(-1)", "-1 EBADF (Bad file descriptor)");
	snprintf(ret, sizeof(ret), "%ld", (long)syscall(SYS_getpid));
	expect("getpid()", ret);
	syscall(SYS_openat, AT_FDCWD, "/nonexistent/abt", O_RDONLY);
	snprintf(line, sizeof(line),
		 "openat(AT_FDCWD, \"/nonexistent/abt\", O_RDONLY)");
	expect(line, "-1 ENOENT (No such file or directory)");
	printf("expect: +++ exited with 0 +++\n");
	/* The numbers -n shows, which differ between ABIs. */
	printf("nr: close %d\nnr: getpid %d\nnr: openat %d\n", (int)SYS_close,
	       (int)SYS_getpid, (int)SYS_openat);
	return 0;
}

/* --color=always: the exact SGR sequences around the name, strings,
 * constants, numbers, argument names (-N) and the result, strace 7.2's
 * default colours; the padding counts the text alone. */
#define SGR(c, text) "\033[" c "m" text "\033[0m"

static void expect_color(const char *plain, const char *call, const char *ret)
{
	int pad = 39 - (int)strlen(plain);

	printf("expect: %s%*s = %s\n", call, pad > 0 ? pad : 0, "", ret);
}

static int colors(int names)
{
	char call[128], ret[64];
	long pid;

	syscall(SYS_openat, AT_FDCWD, "/nonexistent/abt", O_RDONLY);
	if (names)
		expect_color("openat(dirfd=AT_FDCWD, pathname=\"/nonexistent/"
			     "abt\", flags=O_RDONLY)",
			     SGR("33", "openat") "(" SGR("39", "dirfd=")
			     SGR("34", "AT_FDCWD") ", " SGR("39", "pathname=")
			     SGR("35", "\"/nonexistent/abt\"") ", "
			     SGR("39", "flags=") SGR("34", "O_RDONLY") ")",
			     SGR("31", "-1 ENOENT (No such file or directory)"));
	else
		expect_color("openat(AT_FDCWD, \"/nonexistent/abt\", O_RDONLY)",
			     SGR("33", "openat") "(" SGR("34", "AT_FDCWD")
			     ", " SGR("35", "\"/nonexistent/abt\"") ", "
			     SGR("34", "O_RDONLY") ")",
			     SGR("31", "-1 ENOENT (No such file or directory)"));
	pid = syscall(SYS_getpid);
	snprintf(ret, sizeof(ret), SGR("32", "%ld"), pid);
	expect_color("getpid()", SGR("33", "getpid") "()", ret);
	if (names) {
		syscall(SYS_close, -1);
		expect_color("close(fd=-1)", SGR("33", "close") "("
			     SGR("39", "fd=") SGR("35", "-1") ")",
			     SGR("31", "-1 EBADF (Bad file descriptor)"));
	} else {
		syscall(SYS_close, -1);
		expect_color("close(-1)", SGR("33", "close") "("
			     SGR("35", "-1") ")",
			     SGR("31", "-1 EBADF (Bad file descriptor)"));
	}
	snprintf(call, sizeof(call), "%s", SGR("1", "+++ exited with 0 +++"));
	printf("expect: %s\n", call);
	return 0;
}

/* STRACE_COLORS: the name in NAME_SGR, a result in RET_SGR, "(" and ")"
 * in PUNCT_SGR if given (argv), the rest strace 7.2's defaults, which the
 * test's malformed parts leave. */
static int colors_env(const char *name_sgr, const char *ret_sgr,
		      const char *punct_sgr)
{
	char call[128], ret[64], open[32] = "(", close[32] = ")";
	long pid = syscall(SYS_getpid);

	if (punct_sgr) {
		snprintf(open, sizeof(open), "\033[%sm(\033[0m", punct_sgr);
		snprintf(close, sizeof(close), "\033[%sm)\033[0m", punct_sgr);
	}
	snprintf(call, sizeof(call), "\033[%sm%s\033[0m%s%s", name_sgr,
		 "getpid", open, close);
	snprintf(ret, sizeof(ret), "\033[%sm%ld\033[0m", ret_sgr, pid);
	expect_color("getpid()", call, ret);
	syscall(SYS_close, -1);
	snprintf(call, sizeof(call), "\033[%sm%s\033[0m%s%s%s", name_sgr,
		 "close", open, SGR("35", "-1"), close);
	expect_color("close(-1)", call,
		     SGR("31", "-1 EBADF (Bad file descriptor)"));
	return 0;
}

/* -N: each argument shows as NAME=VALUE with the man page's names; an
 * argument the call leaves out (open's mode without O_CREAT, fcntl's arg
 * for F_GETFD, the high word of a split offset) has no name either. */
static int argnames(void)
{
	char path[] = "/tmp/abt-N.XXXXXX", line[256], ret[32], buf[4];
	int fd, fl;

	fd = mkstemp(path);
	if (fd < 0 || write(fd, "abcd", 4) != 4)
		return 1;
	close(fd);
	fd = (int)syscall(SYS_openat, AT_FDCWD, path, O_RDONLY);
	snprintf(line, sizeof(line), "openat(dirfd=AT_FDCWD, "
		 "pathname=\"%s\", flags=O_RDONLY)", path);
	snprintf(ret, sizeof(ret), "%d", fd);
	expect(line, ret);
	syscall(SYS_pread64, fd, buf, 2, (off_t)1);
	snprintf(line, sizeof(line), "pread64(fd=%d, buf=\"bc\", count=2, "
		 "offset=1)", fd);
	expect(line, "2");
	fl = (int)syscall(SYS_fcntl, fd, F_GETFD);
	snprintf(line, sizeof(line), "fcntl(fd=%d, cmd=F_GETFD)", fd);
	snprintf(ret, sizeof(ret), "%s", fl & FD_CLOEXEC ? "0x1 (flags "
		 "FD_CLOEXEC)" : "0");
	expect(line, ret);
	/* flock's second argument is "op" (strace 7.2; the man page's
	 * later spelling) */
	syscall(SYS_flock, fd, LOCK_SH);
	snprintf(line, sizeof(line), "flock(fd=%d, op=LOCK_SH)", fd);
	expect(line, "0");
	syscall(SYS_close, fd);
	snprintf(line, sizeof(line), "close(fd=%d)", fd);
	expect(line, "0");
	fd = (int)syscall(SYS_openat, AT_FDCWD, path, O_WRONLY | O_CREAT |
			  O_TRUNC, 0640);
	snprintf(line, sizeof(line), "openat(dirfd=AT_FDCWD, pathname=\"%s\","
		 " flags=O_WRONLY|O_CREAT|O_TRUNC, mode=0640)", path);
	snprintf(ret, sizeof(ret), "%d", fd);
	expect(line, ret);
	syscall(SYS_close, fd);
	snprintf(line, sizeof(line), "close(fd=%d)", fd);
	expect(line, "0");
	syscall(SYS_close, -1);
	expect("close(fd=-1)", "-1 EBADF (Bad file descriptor)");
	unlink(path);
	return 0;
}

/* -y: a descriptor prints with its path. */
static int fds(void)
{
	char dir[] = "/tmp/abt-y.XXXXXX", path[PATH_MAX], cwd[PATH_MAX];
	char line[PATH_MAX * 2], ret[PATH_MAX + 16];
	int fd;

	if (!mkdtemp(dir) || !getcwd(cwd, sizeof(cwd)))
		return 1;
	snprintf(path, sizeof(path), "%s/q\"b", dir);
	fd = (int)syscall(SYS_openat, AT_FDCWD, path, O_RDWR | O_CREAT, 0600);
	snprintf(line, sizeof(line),
		 "openat(AT_FDCWD<%s>, \"%s/q\\\"b\", O_RDWR|O_CREAT, 0600)",
		 cwd, dir);
	snprintf(ret, sizeof(ret), "%d<%s/q\\\"b>", fd, dir);
	expect(line, ret);
	syscall(SYS_close, fd);
	snprintf(line, sizeof(line), "close(%d<%s/q\\\"b>)", fd, dir);
	expect(line, "0");
	unlink(path);
	rmdir(dir);
	return 0;
}

static void on_signal(int sig)
{
	(void)sig;
}

static int signals(void)
{
	signal(SIGUSR1, on_signal);
	signal(SIGUSR2, on_signal);
	raise(SIGUSR1);
	raise(SIGUSR2);
	return 0;
}

/* The child says which pid it has, so -ff tests find its file. */
static int forks(void)
{
	pid_t pid = fork();
	int st;

	if (pid == 0) {
		printf("child %d\n", (int)getpid());
		fflush(stdout);
		syscall(SYS_getppid);
		_exit(3);
	}
	waitpid(pid, &st, 0);
	printf("parent %d\n", (int)getpid());
	return 0;
}

/* -f and notes: a child and its parent each make a call that is noted
 * (munmap of 0 bytes, zero-length), the child while the parent waits
 * for it, the parent after; each says its pid. The child also locks a
 * range that is not page-aligned (range-expanded, which has a picture). */
static int forknotes(void)
{
	void *p = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS,
		       -1, 0);
	pid_t pid;
	int st;

	if (p == MAP_FAILED)
		return 1;
	pid = fork();
	if (pid == 0) {
		printf("noted %d\n", (int)getpid());
		fflush(stdout);
		syscall(SYS_munmap, p, 0);
		/* range-expanded, with a picture under --pictures */
		syscall(SYS_mlock, (char *)p + 16, 100);
		_exit(0);
	}
	waitpid(pid, &st, 0);
	printf("noted %d\n", (int)getpid());
	syscall(SYS_munmap, p, 0);
	return 0;
}

/* Bytes 0x00-0xff, quotes, backslashes and invalid UTF-8 in buffers
 * and in paths. */
static int hostile(void)
{
	static const char *const paths[] = {
		"/nonexistent/\"quoted\"", "/nonexistent/back\\slash",
		"/nonexistent/\xff\xfe\xc3\x28", "/nonexistent/new\nline\t",
		"/nonexistent/\xe2\x82\xac euro", "/nonexistent/\x7f\x1b[31m",
	};
	unsigned char all[256];
	int fd = open("/dev/null", O_WRONLY);

	for (int i = 0; i < 256; i++)
		all[i] = (unsigned char)i;
	for (size_t i = 0; i < sizeof(paths) / sizeof(paths[0]); i++)
		syscall(SYS_openat, AT_FDCWD, paths[i], O_RDONLY);
	for (int i = 0; i < 256; i += 16)
		syscall(SYS_write, fd, all + i, 16);
	syscall(SYS_write, fd, all, sizeof(all));
	syscall(SYS_write, fd, "\"\\\xc0\xaf\xed\xa0\x80", 7);
	syscall(SYS_close, fd);
	return 0;
}

/* Calls getpid every 10 ms for argv[2] iterations (for -p). */
static int loop(int n)
{
	for (int i = 0; i < n; i++) {
		syscall(SYS_getpid);
		usleep(10000);
	}
	return 0;
}

/* Prints what -E and -u changed. */
static int who(void)
{
	const char *v = getenv("ABT_VAR");
	gid_t groups[64];
	int n = getgroups(64, groups);

	printf("ABT_VAR=%s\n", v ? v : "(unset)");
	printf("HOME=%s\n", getenv("HOME") ? "(set)" : "(unset)");
	printf("uid=%d gid=%d groups=", (int)getuid(), (int)getgid());
	for (int i = 0; i < n; i++)
		printf("%s%d", i ? "," : "", (int)groups[i]);
	printf("\n");
	return 0;
}

/* vfork: the parent's call returns only after the child is gone, so
 * the child's calls all come before it. One child makes a call first,
 * the other only exits. Says how many children it made. */
static int vforks(void)
{
	pid_t pid;
	int n = 0;

	pid = vfork();
	if (pid == 0) {
		syscall(SYS_getppid);
		_exit(0);
	}
	n += pid > 0;
	waitpid(pid, NULL, 0);
	pid = vfork();
	if (pid == 0)
		_exit(0);
	n += pid > 0;
	waitpid(pid, NULL, 0);
	printf("children %d\n", n);
	return 0;
}

/* A number no table has (the kernel says ENOSYS): says the line it
 * expects, which -e trace= cannot hide. Also a getpid, which it can. */
static int unknown(void)
{
	long nr = 4000, r = syscall(nr, 1, 2, 3, 4, 5, 6);
	int err = errno;

	syscall(SYS_getpid);
	printf("unknown: syscall_%#lx(0x1, 0x2, 0x3, 0x4, 0x5, 0x6) = %ld%s%s\n",
	       nr, r, r < 0 ? " " : "", r < 0 ? strerrorname_np(err) : "");
	return 0;
}

/* One call of each stat-like family the classes sort (their results do
 * not matter: a bad descriptor or device fails, and is still shown):
 * statx is in %fstat, ustat in %%statfs only, as for strace 7.2. */
static int statlike(void)
{
	struct stat st;

	syscall(SYS_fstat, -1, &st);
#ifdef SYS_statx
	syscall(SYS_statx, -1, "", 0, 0, NULL);
	printf("has: statx\n");
#endif
	syscall(SYS_fstatfs, -1, NULL);
#ifdef SYS_ustat
	syscall(SYS_ustat, 0xffffffffUL, NULL);
	printf("has: ustat\n");
#endif
	syscall(SYS_getpid);
	return 0;
}

/* For -p: says its pid and the numbers of nanosleep and
 * restart_syscall, then sleeps in nanosleep until killed, so that the
 * attach interrupts that call and the kernel resumes it with
 * restart_syscall. */
static int sleeper(void)
{
	struct timespec ts = { 3600, 0 };

	printf("nr: nanosleep %d restart_syscall %d\nready %d\n",
	       (int)SYS_nanosleep, (int)SYS_restart_syscall, (int)getpid());
	syscall(SYS_nanosleep, &ts, NULL);
	return 1;
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "calls";

	setvbuf(stdout, NULL, _IONBF, 0);
	if (!strcmp(mode, "calls"))
		return calls();
	if (!strcmp(mode, "colors-env") && argc > 3)
		return colors_env(argv[2], argv[3], argc > 4 ? argv[4] : NULL);
	if (!strcmp(mode, "colors"))
		return colors(argc > 2 && !strcmp(argv[2], "-N"));
	if (!strcmp(mode, "forknotes"))
		return forknotes();
	if (!strcmp(mode, "argnames"))
		return argnames();
	if (!strcmp(mode, "fds"))
		return fds();
	if (!strcmp(mode, "signals"))
		return signals();
	if (!strcmp(mode, "forks"))
		return forks();
	if (!strcmp(mode, "vforks"))
		return vforks();
	if (!strcmp(mode, "unknown"))
		return unknown();
	if (!strcmp(mode, "sleeper"))
		return sleeper();
	if (!strcmp(mode, "statlike"))
		return statlike();
	if (!strcmp(mode, "hostile"))
		return hostile();
	if (!strcmp(mode, "loop"))
		return loop(argc > 2 ? atoi(argv[2]) : 100);
	if (!strcmp(mode, "who"))
		return who();
	if (!strcmp(mode, "abort"))
		abort();
	return 2;
}
