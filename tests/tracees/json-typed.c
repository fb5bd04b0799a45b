/* Calls whose typed JSON arguments (doc/json-schema.md) the test checks
 * against what this program knows it passed and got back: the path and
 * flags it opened with, the descriptor it got, the bytes it wrote, the
 * size fstat reported, the pipe's descriptors, a signal set, a timeout,
 * a socket address and a value-result length.
 *
 * Each fact is one line on stdout:
 *   want {"call":NAME,"where":[PATH,VALUE],"path":PATH,"op":OP,"value":V}
 * meaning: in the first syscall object named NAME whose PATH (jq-like,
 * "args[1].value") equals VALUE, the value at "path" compares with V by
 * OP ("==", or "set": the same elements in any order). */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

/* The JSON text of n bytes, as abitrace writes strings: ASCII, every
 * byte outside 0x20..0x7e as \u00XX (but \n, \t, \r, \", \\). */
static const char *js(const void *p, size_t n)
{
	static char out[4][1024];
	static int k;
	const unsigned char *b = p;
	char *o = out[k++ % 4], *e = o;

	*e++ = '"';
	for (size_t i = 0; i < n && e - o < 1000; i++) {
		switch (b[i]) {
		case '"': e += sprintf(e, "\\\""); continue;
		case '\\': e += sprintf(e, "\\\\"); continue;
		case '\n': e += sprintf(e, "\\n"); continue;
		case '\t': e += sprintf(e, "\\t"); continue;
		case '\r': e += sprintf(e, "\\r"); continue;
		}
		if (b[i] >= 0x20 && b[i] < 0x7f)
			*e++ = (char)b[i];
		else
			e += sprintf(e, "\\u%04x", b[i]);
	}
	*e++ = '"';
	*e = '\0';
	return o;
}

static const char *jss(const char *s)
{
	return js(s, strlen(s));
}

static void want(const char *call, const char *wpath, const char *wvalue,
		 const char *path, const char *op, const char *value)
{
	printf("want {\"call\":\"%s\",\"where\":[\"%s\",%s],\"path\":\"%s\","
	       "\"op\":\"%s\",\"value\":%s}\n", call, wpath, wvalue, path, op,
	       value);
}

static void on_usr2(int sig)
{
	(void)sig;
}

int main(void)
{
	char dir[] = "/tmp/abt-json.XXXXXX", path[128], sock[128];
	char num[64], num2[64], num3[64], big[100];
	int fd, p[2], s, flags = O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC;
	struct sockaddr_un sun;
	socklen_t len;
	struct stat st;
	struct timespec ts = { 0, 1000 };
	sigset_t set;

	/* Nothing is written to stdout before the end: the facts are
	 * printed last, so no write of ours comes between the calls. */
	setvbuf(stdout, NULL, _IOFBF, 1 << 16);
	if (!mkdtemp(dir))
		return 1;
	/* A name with a quote and a byte that is not UTF-8. */
	snprintf(path, sizeof(path), "%s/f\"\xff", dir);
	fd = (int)syscall(SYS_openat, AT_FDCWD, path, flags, 0640);
	if (fd < 0)
		return 1;
	want("openat", "args[1].value", jss(path), "args[1].type", "==",
	     "\"str\"");
	want("openat", "args[1].value", jss(path), "args[1].truncated", "==",
	     "false");
	snprintf(num, sizeof(num), "%d", flags);
	want("openat", "args[1].value", jss(path), "args[2].value", "==", num);
	want("openat", "args[1].value", jss(path), "args[2].names", "set",
	     "[\"O_WRONLY\",\"O_CREAT\",\"O_TRUNC\",\"O_CLOEXEC\"]");
	want("openat", "args[1].value", jss(path), "args[2].unknown", "==",
	     "0");
	want("openat", "args[1].value", jss(path), "args[3].value", "==",
	     "416");
	want("openat", "args[1].value", jss(path), "args[0].name", "==",
	     "\"AT_FDCWD\"");
	snprintf(num, sizeof(num), "%d", fd);
	want("openat", "args[1].value", jss(path), "ret", "==", num);
	want("openat", "args[1].value", jss(path), "retval.type", "==",
	     "\"fd\"");
	want("openat", "args[1].value", jss(path), "retval.value", "==", num);
	/* With -y (the test runs both ways), the descriptor's path. */
	printf("path-of-fd %d %s\n", fd, jss(path));

	syscall(SYS_write, fd, "a\0\377", 3);
	want("write", "args[0].value", num, "args[0].type", "==", "\"fd\"");
	want("write", "args[0].value", num, "args[1].value", "==",
	     js("a\0\377", 3));
	want("write", "args[0].value", num, "args[2].value", "==", "3");
	memset(big, 'z', sizeof(big));
	syscall(SYS_write, fd, big, sizeof(big));
	snprintf(num2, sizeof(num2), "%zu", sizeof(big));
	want("write", "args[2].value", num2, "args[1].truncated", "==",
	     "true");
	want("write", "args[2].value", num2, "args[1].value", "==",
	     js(big, 32));

	syscall(SYS_fstat, fd, &st);
	want("fstat", "args[0].value", num, "args[1].type", "==",
	     "\"struct\"");
	snprintf(num2, sizeof(num2), "%lld", (long long)st.st_size);
	want("fstat", "args[0].value", num, "args[1].fields.st_size.value",
	     "==", num2);
	want("fstat", "args[0].value", num, "args[1].fields.st_mode.names",
	     "==", "[\"S_IFREG\"]");
	snprintf(num2, sizeof(num2), "%u", (unsigned)(st.st_mode & 07777));
	want("fstat", "args[0].value", num, "args[1].fields.st_mode.perm",
	     "==", num2);
	want("fstat", "args[0].value", num, "args[1].truncated", "==", "true");

	syscall(SYS_pipe2, p, O_NONBLOCK);
	snprintf(num2, sizeof(num2), "%d", p[0]);
	snprintf(num3, sizeof(num3), "%d", p[1]);
	want("pipe2", "args[1].names", "[\"O_NONBLOCK\"]", "args[0].items[0].value",
	     "==", num2);
	want("pipe2", "args[1].names", "[\"O_NONBLOCK\"]", "args[0].items[1].value",
	     "==", num3);

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigaddset(&set, SIGTERM);
	syscall(SYS_rt_sigprocmask, SIG_BLOCK, &set, NULL, 8);
	want("rt_sigprocmask", "args[0].name", "\"SIG_BLOCK\"",
	     "args[1].items[*].name", "set", "[\"SIGUSR1\",\"SIGTERM\"]");
	want("rt_sigprocmask", "args[0].name", "\"SIG_BLOCK\"",
	     "args[2].value", "==", "\"0x0\"");

	syscall(SYS_nanosleep, &ts, NULL);
	want("nanosleep", "args[0].fields.tv_nsec.value", "1000",
	     "args[0].fields.tv_sec.value", "==", "0");

	/* A socket bound to a path: getsockname's length is value-result. */
	s = (int)syscall(SYS_socket, AF_UNIX, SOCK_STREAM, 0);
	memset(&sun, 0, sizeof(sun));
	sun.sun_family = AF_UNIX;
	snprintf(sock, sizeof(sock), "%s/s", dir);
	strcpy(sun.sun_path, sock);
	syscall(SYS_bind, s, &sun, sizeof(sun));
	want("bind", "args[1].fields.sun_path.value", jss(sock),
	     "args[1].fields.sa_family.name", "==", "\"AF_UNIX\"");
	len = sizeof(sun);
	syscall(SYS_getsockname, s, &sun, &len);
	snprintf(num, sizeof(num), "%d", s);
	want("getsockname", "args[0].value", num, "args[1].fields.sun_path.value",
	     "==", jss(sock));
	want("getsockname", "args[0].value", num, "args[2].items[0].type",
	     "==", "\"inout\"");
	snprintf(num2, sizeof(num2), "%zu", sizeof(sun));
	want("getsockname", "args[0].value", num, "args[2].items[0].in.value",
	     "==", num2);
	snprintf(num2, sizeof(num2), "%u", (unsigned)len);
	want("getsockname", "args[0].value", num, "args[2].items[0].out.value",
	     "==", num2);

	/* A failed call: the return value and errno. */
	syscall(SYS_openat, AT_FDCWD, sock, O_RDONLY | O_DIRECTORY);
	want("openat", "args[1].value", jss(sock), "errno", "==",
	     "\"ENOTDIR\"");
	want("openat", "args[1].value", jss(sock), "ret", "==", "-1");

	/* A signal, for the signal objects. */
	signal(SIGUSR2, on_usr2);
	raise(SIGUSR2);

	unlink(sock);
	unlink(path);
	rmdir(dir);
	return 0;
}
