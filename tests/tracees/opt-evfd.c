/* A tracee for --decode-fds=eventfd,signalfd (tests/decode/decode-fds-eventfd-signalfd.test): an
 * eventfd and a signalfd, each then passed to fchdir (which fails with
 * ENOTDIR) so that the descriptor is an argument too; every line is
 * announced as "expect: LINE", the details as the tracee reads them
 * from its own /proc/self/fdinfo.
 * usage: opt-evfd eventfd|signalfd|both|none */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/signalfd.h>
#include <sys/syscall.h>
#include <unistd.h>

static int ev, sg;

/* fdinfo's value for key, without blanks; NULL when it has none. */
static const char *fdinfo(int fd, const char *key)
{
	static char val[128];
	char path[64], line[256];
	const char *r = NULL;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/self/fdinfo/%d", fd);
	f = fopen(path, "r");
	if (!f)
		return NULL;
	while (!r && fgets(line, sizeof(line), f)) {
		char *v = line + strlen(key);

		if (strncmp(line, key, strlen(key)))
			continue;
		v += strspn(v, " \t");
		v[strcspn(v, "\n")] = '\0';
		snprintf(val, sizeof(val), "%s", v);
		r = val;
	}
	fclose(f);
	return r;
}

/* What follows the number of fd in the trace. */
static const char *deco(int fd, const char *mode)
{
	static char out[256];
	const char *v;

	out[0] = '\0';
	if (fd == ev && (!strcmp(mode, "eventfd") || !strcmp(mode, "both"))) {
		size_t n;

		v = fdinfo(fd, "eventfd-count:");
		if (!v)
			return "<anon_inode:[eventfd]>";
		n = (size_t)snprintf(out, sizeof(out),
				     "<{eventfd-count=%s%s", *v == '0' ? "" : "0x", v);
		v = fdinfo(fd, "eventfd-id:");
		if (v) {
			n += (size_t)snprintf(out + n, sizeof(out) - n,
					      ", eventfd-id=%s", v);
			v = fdinfo(fd, "eventfd-semaphore:");
			if (v)
				n += (size_t)snprintf(out + n, sizeof(out) - n,
						      ", eventfd-semaphore=%s", v);
		}
		snprintf(out + n, sizeof(out) - n, "}>");
	}
	/* The mask holds SIGUSR2 and SIGCHLD; fdinfo must say so. */
	if (fd == sg && (!strcmp(mode, "signalfd") || !strcmp(mode, "both"))) {
		v = fdinfo(fd, "sigmask:");
		if (!v || strtoull(v, NULL, 16) !=
		    ((1ULL << (SIGUSR2 - 1)) | (1ULL << (SIGCHLD - 1))))
			exit(4);
		snprintf(out, sizeof(out), "<signalfd:[USR2 CHLD]>");
	}
	return out;
}

static void expect(const char *mode, const char *fmt_call, int fd,
		   const char *ret)
{
	char call[512], d[256];

	snprintf(d, sizeof(d), "%s", deco(fd, mode));
	snprintf(call, sizeof(call), fmt_call, fd, d);
	printf("expect: %-39s = %s\n", call, ret);
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "none";
	char ret[512], e[128];
	uint64_t n;
	sigset_t set;

	setvbuf(stdout, NULL, _IOLBF, 0);
	snprintf(e, sizeof(e), "-1 ENOTDIR (%s)", strerror(ENOTDIR));

	ev = (int)syscall(SYS_eventfd2, 5, EFD_SEMAPHORE);
	if (ev < 0)
		return 3;
	snprintf(ret, sizeof(ret), "%d%s", ev, deco(ev, mode));
	printf("expect: %-39s = %s\n", "eventfd2(5, EFD_SEMAPHORE)", ret);
	if (read(ev, &n, sizeof(n)) != sizeof(n))
		return 3;
	if (fchdir(ev) == 0 || errno != ENOTDIR)
		return 3;
	expect(mode, "fchdir(%d%s)", ev, e);

	sigemptyset(&set);
	sigaddset(&set, SIGUSR2);
	sigaddset(&set, SIGCHLD);
	sg = signalfd(-1, &set, 0);
	if (sg < 0)
		return 3;
	if (fchdir(sg) == 0 || errno != ENOTDIR)
		return 3;
	expect(mode, "fchdir(%d%s)", sg, e);
	return 0;
}
