/* A tracee for the options strace users bring along (-a, -X, -e raw=,
 * -e verbose=, -P, -e read=, -e write=, ...). argv[1] picks what it
 * does; it prints "expect: LINE" for exact lines of the trace and
 * "expect-re: RE" for lines given as an extended regular expression,
 * and "nexpect-re: RE" for lines the trace must not have. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/ioctl.h>
#include <sys/uio.h>
#include <unistd.h>

static int column = 40;

/* CALL padded to the column, then "= RET". */
static void expect(const char *call, const char *ret)
{
	printf("expect: %-*s = %s\n", column > 0 ? column - 1 : 0, call, ret);
}

/* -X STYLE (argv[2]), -a COLUMN (argv[3]): an open with flags abitrace
 * knows and one it does not, and an lseek with a known whence. */
static int xlat(const char *style)
{
	static const struct { const char *style, *open1, *open2, *seek; } t[] = {
		{ "abbrev",
		  "openat(AT_FDCWD, \"/nonexistent/abt\", O_RDONLY|O_CLOEXEC)",
		  "openat(AT_FDCWD, \"/nonexistent/abt\", "
		  "O_WRONLY|O_CREAT|0x40000000, 0600)",
		  "lseek(-1, 0, SEEK_END)" },
		{ "raw",
		  "openat(-100, \"/nonexistent/abt\", 0x80000)",
		  "openat(-100, \"/nonexistent/abt\", 0x40000041, 0600)",
		  "lseek(-1, 0, 0x2)" },
		{ "verbose",
		  "openat(-100 /* AT_FDCWD */, \"/nonexistent/abt\", "
		  "0x80000 /* O_RDONLY|O_CLOEXEC */)",
		  "openat(-100 /* AT_FDCWD */, \"/nonexistent/abt\", "
		  "0x40000041 /* O_WRONLY|O_CREAT|0x40000000 */, 0600)",
		  "lseek(-1, 0, 0x2 /* SEEK_END */)" },
	};

	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		if (strcmp(style, t[i].style))
			continue;
		syscall(SYS_openat, AT_FDCWD, "/nonexistent/abt",
			O_RDONLY | O_CLOEXEC);
		expect(t[i].open1, "-1 ENOENT (No such file or directory)");
		syscall(SYS_openat, AT_FDCWD, "/nonexistent/abt",
			O_WRONLY | O_CREAT | 0x40000000, 0600);
		expect(t[i].open2, "-1 ENOENT (No such file or directory)");
		syscall(SYS_lseek, -1, 0, SEEK_END);
		expect(t[i].seek, "-1 EBADF (Bad file descriptor)");
		return 0;
	}
	return 2;
}

static void on_usr1(int sig)
{
	(void)sig;
}

/* -X STYLE for the constants printed their own way: a signal (decimal
 * numbers), its si_code, and a file mode (octal). */
static int xlat2(const char *style)
{
	char call[128], mode[64], num[32];
	struct stat st;
	int pid = getpid();
	bool raw = !strcmp(style, "raw"), verbose = !strcmp(style, "verbose");

	signal(SIGUSR1, on_usr1);
	syscall(SYS_kill, pid, SIGUSR1);
	snprintf(call, sizeof(call), "kill(%d, %s)", pid, raw ? "10" :
		 verbose ? "10 /* SIGUSR1 */" : "SIGUSR1");
	expect(call, "0");
	printf("expect-re: ^--- SIGUSR1 \\{si_signo=%s, si_code=%s, "
	       "si_pid=%d, si_uid=[0-9]+\\} ---$\n",
	       raw ? "10" : verbose ? "10 /\\* SIGUSR1 \\*/" : "SIGUSR1",
	       raw ? "0" : verbose ? "0 /\\* SI_USER \\*/" : "SI_USER", pid);
	if (stat("/", &st))
		return 2;
	snprintf(num, sizeof(num), "%#o", (unsigned)st.st_mode);
	snprintf(mode, sizeof(mode), "S_IFDIR|%#03o",
		 (unsigned)(st.st_mode & 07777));
	printf("expect-re: ^newfstatat\\(.*st_mode=%s%s%s%s,\n",
	       raw || verbose ? num : "", verbose ? " /\\* " : "",
	       raw ? "" : mode, verbose ? " \\*/" : "");
	syscall(SYS_newfstatat, AT_FDCWD, "/", &st, 0);
	return 0;
}

/* -e raw=close,getpid: numbers only, the result in hex. */
static int raw(void)
{
	char buf[64];
	long pid;

	syscall(SYS_close, -1L);
	expect("close(0xffffffffffffffff)", "-1 EBADF (Bad file descriptor)");
	pid = syscall(SYS_getpid);
	snprintf(buf, sizeof(buf), "%#lx", pid);
	expect("getpid()", buf);
	syscall(SYS_openat, AT_FDCWD, "/nonexistent/abt", O_RDONLY);
	expect("openat(AT_FDCWD, \"/nonexistent/abt\", O_RDONLY)",
	       "-1 ENOENT (No such file or directory)");
	return 0;
}

/* -e verbose=!fstat: fstat's structure is an address; newfstatat's is
 * shown; a string still is. */
static int verbose(void)
{
	struct stat st;
	char re[256];

	syscall(SYS_fstat, 0, &st);
	snprintf(re, sizeof(re), "^fstat\\(0, %p\\) += 0$", (void *)&st);
	printf("expect-re: %s\n", re);
	syscall(SYS_newfstatat, AT_FDCWD, "/", &st, 0);
	printf("expect-re: ^newfstatat\\(AT_FDCWD, \"/\", \\{st_mode=S_IFDIR"
	       "\\|.*\\}, 0\\) += 0$\n");
	/* A buffer is data, not a structure: shown either way. */
	{
		int fd = open("/dev/null", O_WRONLY);

		syscall(SYS_write, fd, "abc", 3);
		printf("expect-re: ^write\\(%d, \"abc\", 3\\) += 3$\n", fd);
	}
	return 0;
}

/* -P DIR/f (argv[2] is DIR): the calls on the file, by name or by a
 * descriptor open on it, and no others. */
static int path(const char *dir)
{
	char f[PATH_MAX], other[PATH_MAX], call[PATH_MAX + 64], ret[32];
	int fd, fd2;

	snprintf(f, sizeof(f), "%s/f", dir);
	snprintf(other, sizeof(other), "%s/g", dir);
	fd = (int)syscall(SYS_openat, AT_FDCWD, f, O_RDWR | O_CREAT, 0600);
	snprintf(call, sizeof(call),
		 "openat(AT_FDCWD, \"%s\", O_RDWR|O_CREAT, 0600)", f);
	snprintf(ret, sizeof(ret), "%d", fd);
	expect(call, ret);
	fd2 = (int)syscall(SYS_openat, AT_FDCWD, other, O_RDWR | O_CREAT,
			   0600);
	snprintf(call, sizeof(call), "^openat\\(AT_FDCWD, \"%s\"", other);
	printf("nexpect-re: %s\n", call);
	syscall(SYS_write, fd, "x", 1);
	snprintf(call, sizeof(call), "write(%d, \"x\", 1)", fd);
	expect(call, "1");
	syscall(SYS_write, fd2, "y", 1);
	printf("nexpect-re: ^write\\(%d,\n", fd2);
	/* dup3: arm64 and riscv64 have no dup2. */
	syscall(SYS_dup3, fd, 100, 0);
	snprintf(call, sizeof(call), "dup3(%d, 100, 0)", fd);
	expect(call, "100");
	syscall(SYS_close, 100);
	expect("close(100)", "0");
	syscall(SYS_close, fd);
	snprintf(call, sizeof(call), "close(%d)", fd);
	expect(call, "0");
	syscall(SYS_close, fd2);
	printf("nexpect-re: ^close\\(%d\\)\n", fd2);
	syscall(SYS_unlinkat, AT_FDCWD, f, 0);
	snprintf(call, sizeof(call), "unlinkat(AT_FDCWD, \"%s\", 0)", f);
	expect(call, "0");
	unlink(other);
	return 0;
}

/* One line of a dump, as the man page describes it: " | ", the offset
 * in five hex digits, two blanks, sixteen "xx " columns with one more
 * blank after the eighth and the sixteenth, the bytes as text ('.'
 * for the others), " |". */
static void dump_line(const char *data, size_t n, unsigned off)
{
	char hex[64] = "", text[17];
	size_t p = 0;

	for (size_t i = 0; i < 16; i++) {
		unsigned char c = (unsigned char)data[i];

		if (i < n)
			p += (size_t)sprintf(hex + p, "%02x ", c);
		else
			p += (size_t)sprintf(hex + p, "   ");
		if (i == 7 || i == 15)
			hex[p++] = ' ';
		text[i] = i >= n ? ' ' : c >= 0x20 && c < 0x7f ? (char)c : '.';
	}
	hex[p] = '\0';
	text[16] = '\0';
	printf("expect:  | %05x  %s%s |\n", off, hex, text);
}

static void dump_all(const char *data, size_t n)
{
	for (size_t off = 0; off < n; off += 16)
		dump_line(data + off, n - off < 16 ? n - off : 16,
			  (unsigned)off);
}

/* -e write=6 -e read=5 over a pipe (5 its read end, 6 its write end,
 * away from the descriptor the dynamic loader reads libc from): the
 * dumps follow the lines. */
static int dump(void)
{
	static const char msg[] = "hello, abitrace\n12";
	char buf[64];
	struct iovec iov[2] = {
		{ (void *)"ab", 2 }, { (void *)"cde", 3 },
	};
	int p[2];

	if (pipe(p) < 0 || dup2(p[0], 5) != 5 || dup2(p[1], 6) != 6)
		return 2;
	close(p[0]);
	close(p[1]);
	syscall(SYS_write, 6, msg, sizeof(msg) - 1);
	expect("write(6, \"hello, abitrace\\n12\", 18)", "18");
	dump_all(msg, sizeof(msg) - 1);
	syscall(SYS_read, 5, buf, sizeof(buf));
	expect("read(5, \"hello, abitrace\\n12\", 64)", "18");
	dump_all(msg, sizeof(msg) - 1);
	syscall(SYS_writev, 6, iov, 2);
	printf("expect:  * 2 bytes in buffer 0\n");
	dump_all("ab", 2);
	printf("expect:  * 3 bytes in buffer 1\n");
	dump_all("cde", 3);
	syscall(SYS_close, 6);
	syscall(SYS_read, 5, buf, sizeof(buf));
	return 0;
}

/* --decode-fds=socket,dev,pidfd: what each kind of descriptor is,
 * from what the tracee can find out itself (addresses, inodes, device
 * numbers, its pid). The descriptors are closed with close(2), whose
 * line shows them. */
/* A pty master closed: its path as the kernel links it, its numbers
 * and, where its fdinfo has "tty-index:" (the kernel's), its slave by
 * TIOCGPTN. Into call; false without a /dev/ptmx. */
static bool ptmx_line(char *call, size_t size)
{
	char link[64], path[256], at[32] = "", line[128];
	unsigned int n;
	struct stat st;
	ssize_t len;
	FILE *f;
	int fd = open("/dev/ptmx", O_RDWR | O_NOCTTY);

	if (fd < 0)
		return false;
	snprintf(link, sizeof(link), "/proc/self/fd/%d", fd);
	len = readlink(link, path, sizeof(path) - 1);
	if (len <= 0 || fstat(fd, &st) || ioctl(fd, TIOCGPTN, &n)) {
		close(fd);
		return false;
	}
	path[len] = '\0';
	snprintf(link, sizeof(link), "/proc/self/fdinfo/%d", fd);
	f = fopen(link, "r");
	while (f && fgets(line, sizeof(line), f))
		if (!strncmp(line, "tty-index:", 10))
			snprintf(at, sizeof(at), " @/dev/pts/%u", n);
	if (f)
		fclose(f);
	syscall(SYS_close, fd);
	snprintf(call, size, "close(%d<%s<char %u:%u%s>>)", fd, path,
		 major(st.st_rdev), minor(st.st_rdev), at);
	return true;
}

static int fdkinds(void)
{
	struct sockaddr_in a = { .sin_family = AF_INET }, b;
	socklen_t len = sizeof(a);
	char call[256];
	struct stat st;
	int s, c, d, sv[2], z, pf;

	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	s = socket(AF_INET, SOCK_STREAM, 0);
	if (bind(s, (struct sockaddr *)&a, sizeof(a)) || listen(s, 1) ||
	    getsockname(s, (struct sockaddr *)&a, &len))
		return 2;
	c = socket(AF_INET, SOCK_STREAM, 0);
	if (connect(c, (struct sockaddr *)&a, sizeof(a)))
		return 2;
	d = accept(s, NULL, NULL);
	len = sizeof(b);
	if (d < 0 || getsockname(c, (struct sockaddr *)&b, &len))
		return 2;
	syscall(SYS_close, d);
	snprintf(call, sizeof(call), "close(%d<TCP:[127.0.0.1:%u->"
		 "127.0.0.1:%u]>)", d, ntohs(a.sin_port), ntohs(b.sin_port));
	expect(call, "0");
	syscall(SYS_close, c);
	syscall(SYS_close, s);
	snprintf(call, sizeof(call), "close(%d<TCP:[127.0.0.1:%u]>)", s,
		 ntohs(a.sin_port));
	expect(call, "0");

	if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) || fstat(sv[0], &st))
		return 2;
	{
		struct stat peer;

		if (fstat(sv[1], &peer))
			return 2;
		syscall(SYS_close, sv[0]);
		snprintf(call, sizeof(call), "close(%d<UNIX-STREAM:[%lu->%lu]>)",
			 sv[0], (unsigned long)st.st_ino,
			 (unsigned long)peer.st_ino);
		expect(call, "0");
		syscall(SYS_close, sv[1]);
		snprintf(call, sizeof(call), "close(%d<UNIX-STREAM:[%lu]>)",
			 sv[1], (unsigned long)peer.st_ino);
		expect(call, "0");
	}

	z = open("/dev/null", O_RDONLY);
	if (z < 0 || fstat(z, &st))
		return 2;
	syscall(SYS_close, z);
	snprintf(call, sizeof(call), "close(%d</dev/null<char %u:%u>>)", z,
		 major(st.st_rdev), minor(st.st_rdev));
	expect(call, "0");

	if (ptmx_line(call, sizeof(call)))
		expect(call, "0");

	pf = (int)syscall(SYS_pidfd_open, getpid(), 0);
	if (pf >= 0) {
		syscall(SYS_close, pf);
		snprintf(call, sizeof(call), "close(%d<pid:%d>)", pf,
			 (int)getpid());
		expect(call, "0");
	}
	return 0;
}

/* getpid and the exit, for the options of the line prefix. */
static int pid(void)
{
	printf("pid %ld\n", (long)syscall(SYS_getpid));
	return 0;
}

/* -b execve: the trace stops at the program's own exec. */
static int exec_true(void)
{
	char buf[64];

	snprintf(buf, sizeof(buf), "%ld", (long)syscall(SYS_getppid));
	expect("getppid()", buf);
	execlp("true", "true", (char *)NULL);
	return 2;
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc > 3)
		column = atoi(argv[3]);
	if (argc > 2 && !strcmp(argv[1], "xlat"))
		return xlat(argv[2]);
	if (argc > 2 && !strcmp(argv[1], "xlat2"))
		return xlat2(argv[2]);
	if (argc > 1 && !strcmp(argv[1], "raw"))
		return raw();
	if (argc > 1 && !strcmp(argv[1], "verbose"))
		return verbose();
	if (argc > 2 && !strcmp(argv[1], "path"))
		return path(argv[2]);
	if (argc > 1 && !strcmp(argv[1], "dump"))
		return dump();
	if (argc > 1 && !strcmp(argv[1], "pid"))
		return pid();
	if (argc > 1 && !strcmp(argv[1], "exec"))
		return exec_true();
	if (argc > 1 && !strcmp(argv[1], "fdkinds"))
		return fdkinds();
	fprintf(stderr, "usage: opt-more MODE [ARG [COLUMN]]\n");
	return 2;
}
