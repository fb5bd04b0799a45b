/* --abi-report=verify: the minimum kernel from evidence. The run's
 * calls newer than their ABI set its minimum, but a program may only
 * use them if present (glibc falls back from clone3 to clone, from
 * faccessat2 to faccessat). An older kernel answers such a call with
 * ENOSYS; so the program is run again under abitrace once per call,
 * with -e inject=CALL:error=ENOSYS, and the run that ends as this one
 * did proves the call optional. Its ABI report says what the thread
 * called next (the fallback, if it has one). A flag newer than its call
 * is tried the same way, where the kernel refuses flags it does not
 * know (memfd_create(2) ERRORS: EINVAL for unknown bits in flags): each
 * call passing it fails with that errno (-e inject=CALL:error=EINVAL:
 * bits=@argN=FLAG), and a program that retries without it (glibc and
 * chromium with MFD_NOEXEC_SEAL) uses it if present. Each run gets the
 * same argv and environment, /dev/null for its standard streams, and a
 * minute. */
#include "abitrace.h"
#include "trace/trace.h"
#include "notes/notes.h"
#include "core/since.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define VERIFY_MAX_CALLS 16
#define VERIFY_SECONDS 60
#define VERIFY_MAX_LINES 100000

/* Runs argv with its standard streams on /dev/null; its wait status,
 * or -1 when it did not end in time (it is then killed). */
static int verify_run(char *const *argv)
{
	struct timespec tick = { 0, 10 * 1000 * 1000 };
	int status, fd;
	pid_t pid = fork();

	if (pid < 0)
		return -1;
	if (pid == 0) {
		fd = open("/dev/null", O_RDWR | O_CLOEXEC);
		if (fd < 0 || dup2(fd, 0) < 0 || dup2(fd, 1) < 0 ||
		    dup2(fd, 2) < 0)
			_exit(127);
		execv("/proc/self/exe", argv);
		_exit(127);
	}
	for (long i = 0; i < VERIFY_SECONDS * 100L; i++) {
		pid_t r = waitpid(pid, &status, WNOHANG);

		if (r == pid)
			return status;
		if (r < 0 && errno != EINTR)
			return -1;
		if (trace.interrupted)
			break;
		nanosleep(&tick, NULL);
	}
	kill(pid, SIGKILL);
	waitpid(pid, &status, 0);
	return -1;
}

/* The fallback the re-run's report names on the probe line of what
 * t tried ("  Linux 5.3: clone3 failed with ENOSYS x1, then clone",
 * "  Linux 6.3: MFD_NOEXEC_SEAL of memfd_create failed with EINVAL x1,
 * then memfd_create"): only report lines, which start with two blanks
 * and "Linux", are read; the name is checked against the syscall
 * tables. */
static const char *verify_fallback(const char *path,
				   const struct abi_verify_try *t)
{
	char line[1024], pat[192], name[64];
	const char *found = NULL;
	FILE *f = fopen(path, "re");
	unsigned n = 0;

	if (!f)
		return NULL;
	if (t->constant)
		snprintf(pat, sizeof(pat), ": %s of %s failed with %s x",
			 t->constant, t->call, errno_name(t->err));
	else
		snprintf(pat, sizeof(pat), ": %s failed with ENOSYS x",
			 t->call);
	while (!found && n++ < VERIFY_MAX_LINES && fgets(line, sizeof(line), f)) {
		const char *fb;
		const struct sys_since *sys;

		if (strncmp(line, "  Linux ", 8) || !strstr(line, pat))
			continue;
		fb = strstr(line, ", then ");
		if (!fb || sscanf(fb + 7, "%63[a-z0-9_]", name) != 1)
			continue;
		sys = since_sys(name);
		found = sys ? sys->name : NULL;
	}
	fclose(f);
	return found;
}

void trace_verify(int status)
{
	struct abi_verify_try tries[VERIFY_MAX_CALLS];
	char dir[] = "/tmp/abitrace-verify.XXXXXX", out[64];
	char set[80], inject[160];
	unsigned n = abi_verify_tries(tries, VERIFY_MAX_CALLS), nprog = 0;
	char **argv;

	if (!n)
		return;
	if (!mkdtemp(dir)) {
		warnx_("--abi-report=verify: cannot make a directory in /tmp: "
		       "%s", strerror(errno));
		return;
	}
	snprintf(out, sizeof(out), "%s/report", dir);
	while (trace.cfg->prog[nprog])
		nprog++;
	argv = xcalloc(nprog + 12, sizeof(*argv));
	for (unsigned i = 0; i < n && !trace.interrupted; i++) {
		unsigned k = 0;
		int st;

		const struct abi_verify_try *t = &tries[i];

		snprintf(set, sizeof(set), "trace=%s", t->call);
		if (t->constant)
			snprintf(inject, sizeof(inject),
				 "inject=%s:error=%s:%s=@arg%u=%#llx",
				 t->call, errno_name(t->err),
				 t->equal ? "value" : "bits", t->arg,
				 (unsigned long long)t->bits);
		else
			snprintf(inject, sizeof(inject),
				 "inject=%s:error=ENOSYS", t->call);
		argv[k++] = (char *)"abitrace";
		argv[k++] = (char *)"-f";
		argv[k++] = (char *)"-qq";
		argv[k++] = (char *)"-o";
		argv[k++] = out;
		argv[k++] = (char *)"-e";
		argv[k++] = set;
		argv[k++] = (char *)"-e";
		argv[k++] = inject;
		argv[k++] = (char *)"--abi-report";
		argv[k++] = (char *)"--";
		for (unsigned j = 0; j < nprog; j++)
			argv[k++] = trace.cfg->prog[j];
		argv[k] = NULL;
		st = verify_run(argv);
		abi_verify_result(t, st != -1 && st == status, st,
				  st == -1 ? NULL : verify_fallback(out, t));
		unlink(out);
	}
	free(argv);
	rmdir(dir);
}
