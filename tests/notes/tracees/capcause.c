/* capcause.c - failures a capability rule must not claim, for
 * notes/cap-cause.test: the kernel gave the errno from a check it makes
 * before the capability one (or never asked for the capability).
 *
 *   capcause probe   with CAP_SYS_RESOURCE and CAP_IPC_LOCK (root,
 *                    untraced): proves that the earlier checks refuse
 *                    whatever the capabilities, in a child
 *   capcause [earlier|decided|lower]  as uid 65534 without capabilities
 *                    (lower: with fs.nr_open below the hard limit):
 *                    the calls an earlier check refuses, or those the
 *                    capability does; makes each call
 *                    and prints what it measured and
 *     expect: REGEX  a capability-required note abitrace must print
 *     reject: REGEX  a note the trace must not have
 *     count: N       how many capability-required notes in all
 * The test runs the second form untraced first and compares the
 * "measured:" lines with the traced run's. */
#define _GNU_SOURCE
#include <errno.h>
#include <grp.h>
#include <sched.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "note-expect.h"

static int notes;

/* An expected capability-required note, counted. */
#define expect_msg(...) \
	(note_expect("capability-required", __VA_ARGS__), notes++)

static long nr_open(void)
{
	FILE *f = fopen("/proc/sys/fs/nr_open", "r");
	long v = -1;

	if (f) {
		if (fscanf(f, "%ld", &v) != 1)
			v = -1;
		fclose(f);
	}
	return v;
}

/* setrlimit itself: the C library's setrlimit() is prlimit64. */
static int set_rlimit(int res, const struct rlimit *rl)
{
	return (int)syscall(SYS_setrlimit, res, rl);
}

static const char *err_of(int r)
{
	return r == 0 ? "works" : strerrorname_np(errno);
}

/* Three pages with the middle one unmapped. */
static char *holed(long page)
{
	char *p = mmap(NULL, 3 * page, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED || munmap(p + page, page) < 0) {
		printf("kernel: cannot make a hole: %s\n", strerror(errno));
		exit(2);
	}
	return p;
}

/* Whether capability cap is in this thread's effective set. */
static int has_cap(int cap)
{
	FILE *f = fopen("/proc/self/status", "r");
	unsigned long long eff = 0;
	char line[256];

	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "CapEff: %llx", &eff) == 1)
			break;
	if (f)
		fclose(f);
	return (int)(eff >> cap & 1);
}

/* With the capabilities (root, untraced): a hard limit above fs.nr_open
 * and mlock over a hole still fail, while one more than the old hard
 * limit and mlock of mapped pages work, so neither error is the
 * capability's. A capability this root lacks (a container's bounding
 * set) is said, and that proof left out. */
static int probe(long page)
{
	int st;
	pid_t c;

	fflush(stdout);
	c = fork();
	if (c == 0) {
		struct rlimit rl, old;
		char *p = holed(page);
		int r;

		printf("probe: CAP_SYS_RESOURCE %s, CAP_IPC_LOCK %s\n",
		       has_cap(24) ? "yes" : "no", has_cap(14) ? "yes" : "no");
		getrlimit(RLIMIT_NOFILE, &old);
		rl = old;
		rl.rlim_max = (rlim_t)nr_open() + 1;
		if (rl.rlim_cur > rl.rlim_max)
			rl.rlim_cur = rl.rlim_max;
		r = set_rlimit(RLIMIT_NOFILE, &rl);
		printf("probe: setrlimit(NOFILE, hard nr_open+1): %s\n", err_of(r));
		if (old.rlim_max != RLIM_INFINITY && (long)old.rlim_max < nr_open()) {
			rl = old;
			rl.rlim_max = old.rlim_max + 1;
			r = set_rlimit(RLIMIT_NOFILE, &rl);
			printf("probe: setrlimit(NOFILE, hard old+1 <= nr_open): %s\n", err_of(r));
		}
		r = mlock(p, 3 * page);
		printf("probe: mlock over a hole: %s\n", err_of(r));
		r = mlock(p, page);
		printf("probe: mlock of its mapped first page: %s\n", err_of(r));
		_exit(0);
	}
	waitpid(c, &st, 0);
	return WIFEXITED(st) ? WEXITSTATUS(st) : 2;
}

/* Failures an earlier check gave: no note. */
static void earlier(long page, long nro, struct rlimit old)
{
	struct rlimit rl;
	char *p;
	int r;

	/* A hard limit above fs.nr_open: EPERM from the sysctl check,
	 * before CAP_SYS_RESOURCE is looked at. No note. */
	rl = old;
	rl.rlim_max = (rlim_t)nro + 1;
	r = set_rlimit(RLIMIT_NOFILE, &rl);
	printf("measured: setrlimit(NOFILE, hard %ld = nr_open+1, old hard %lu): %s\n",
	       nro + 1, (unsigned long)old.rlim_max, err_of(r));
	printf("reject: note\\[capability-required\\]: setrlimit failed with EPERM\n");
	/* The same through prlimit64 with an unlimited hard limit. */
	rl.rlim_max = RLIM_INFINITY;
	r = prlimit(0, RLIMIT_NOFILE, &rl, NULL);
	printf("measured: prlimit(NOFILE, hard unlimited): %s\n", err_of(r));
	printf("reject: note\\[capability-required\\]: prlimit64 failed with EPERM\n");

	/* mlock over a hole, far below RLIMIT_MEMLOCK: ENOMEM from the
	 * hole. No note. */
	p = holed(page);
	getrlimit(RLIMIT_MEMLOCK, &rl);
	rl.rlim_cur = rl.rlim_max;	/* a limit of 0 would be EPERM first */
	setrlimit(RLIMIT_MEMLOCK, &rl);
	if (rl.rlim_cur < (rlim_t)(3 * page)) {
		printf("skip-part: mlock over a hole: RLIMIT_MEMLOCK's hard limit is below 3 pages\n");
	} else {
		r = mlock(p, 3 * page);
		printf("measured: mlock of 3 pages over a hole, RLIMIT_MEMLOCK %lu: %s\n",
		       (unsigned long)rl.rlim_cur, err_of(r));
		printf("reject: note\\[capability-required\\]: mlock failed with ENOMEM\n");
	}

	munmap(p, 3 * page);

	/* In a user namespace of its own, without a gid_map yet: CAP_SETGID
	 * (CapEff is full there) passes, and the missing gid_map refuses. */
	fflush(stdout);
	pid_t c = fork();
	if (c == 0) {
		if (unshare(CLONE_NEWUSER) < 0) {
			printf("measured: no user namespace: %s\n", strerrorname_np(errno));
			_exit(0);
		}
		r = setgroups(0, NULL);
		printf("measured: setgroups(0, NULL) in a new user namespace without gid_map: %s\n",
		       err_of(r));
		printf("reject: note\\[capability-required\\]: setgroups failed with EPERM\n");
		_exit(0);
	}
	waitpid(c, NULL, 0);
}

/* With fs.nr_open set below the hard limit (the test does, as root):
 * lowering the hard limit, which needs no capability, to a value still
 * above nr_open fails with EPERM, from the nr_open check alone. */
static void lower(long nro, struct rlimit old)
{
	struct rlimit rl = old;
	int r;

	if (old.rlim_max == RLIM_INFINITY || (long)old.rlim_max <= nro + 1) {
		printf("skip-part: lowering a hard limit above nr_open: hard %lu, nr_open %ld\n",
		       (unsigned long)old.rlim_max, nro);
		return;
	}
	rl.rlim_max = old.rlim_max - 1;
	if (rl.rlim_cur > rl.rlim_max)
		rl.rlim_cur = rl.rlim_max;
	r = set_rlimit(RLIMIT_NOFILE, &rl);
	printf("measured: setrlimit(NOFILE) lowering the hard limit by one, still above nr_open: %s\n",
	       err_of(r));
	printf("reject: note\\[capability-required\\]: setrlimit failed with EPERM\n");
	r = prlimit(0, RLIMIT_NOFILE, &rl, NULL);
	printf("measured: prlimit(NOFILE) lowering the hard limit by one, still above nr_open: %s\n",
	       err_of(r));
	printf("reject: note\\[capability-required\\]: prlimit64 failed with EPERM\n");
}

/* Where the capability decides, the note stays. */
static void decided(long page, long nro, struct rlimit old)
{
	struct rlimit rl;
	char *p;
	int r;

	/* raising the hard limit, still at most fs.nr_open */
	if (old.rlim_max != RLIM_INFINITY && (long)old.rlim_max < nro) {
		rl = old;
		rl.rlim_max = old.rlim_max + 1;
		r = set_rlimit(RLIMIT_NOFILE, &rl);
		printf("measured: setrlimit(NOFILE, hard %lu = old hard+1 <= nr_open): %s\n",
		       (unsigned long)rl.rlim_max, err_of(r));
		if (r < 0 && errno == EPERM)
			expect_msg("setrlimit failed with EPERM: the kernel checks CAP_SYS_RESOURCE here, and this thread did not have it in its effective set");
	}
	/* setgroups without CAP_SETGID (in the initial namespace) */
	r = setgroups(0, NULL);
	printf("measured: setgroups(0, NULL) as uid 65534: %s\n", err_of(r));
	if (r < 0 && errno == EPERM)
		expect_msg("setgroups failed with EPERM: the kernel checks CAP_SETGID here, and this thread did not have it in its effective set");
	/* mlock of mapped pages beyond RLIMIT_MEMLOCK: ENOMEM from the
	 * limit, which CAP_IPC_LOCK lifts. */
	p = mmap(NULL, 4 * page, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	getrlimit(RLIMIT_MEMLOCK, &rl);
	if (p != MAP_FAILED && rl.rlim_max >= (rlim_t)page) {
		rl.rlim_cur = (rlim_t)page;
		setrlimit(RLIMIT_MEMLOCK, &rl);
		r = mlock(p, 4 * page);
		printf("measured: mlock of 4 mapped pages, RLIMIT_MEMLOCK one page: %s\n",
		       err_of(r));
		if (r < 0 && errno == ENOMEM)
			expect_msg("mlock failed with ENOMEM: the kernel checks CAP_IPC_LOCK here, and this thread did not have it in its effective set");
		/* the same length wrapping to 0: locks nothing, works */
		r = mlock(p + 1, (size_t)-1);
		printf("measured: mlock(p+1, SIZE_MAX): %s\n", err_of(r));
	}
}

int main(int argc, char **argv)
{
	long page = sysconf(_SC_PAGESIZE), nro = nr_open();
	struct rlimit old;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc > 1 && !strcmp(argv[1], "probe"))
		return probe(page);
	if (geteuid() == 0) {
		printf("skip: run me without privileges\n");
		return 77;
	}
	if (nro < 0 || getrlimit(RLIMIT_NOFILE, &old) < 0) {
		printf("skip: cannot read fs.nr_open or RLIMIT_NOFILE\n");
		return 77;
	}

	if (argc > 1 && !strcmp(argv[1], "decided"))
		decided(page, nro, old);
	else if (argc > 1 && !strcmp(argv[1], "lower"))
		lower(nro, old);
	else
		earlier(page, nro, old);
	printf("count: %d\n", notes);
	return 0;
}
