/* probes.c - feature probes told from mistakes (issue 29.1): the calls
 * a C runtime or a browser makes to find out whether the kernel has a
 * flag, each followed by its fallback, and one refused flag with no
 * fallback.
 *   memfd_create(MFD_NOEXEC_SEAL), then without it (browsers);
 *   memfd_create(MFD_EXEC), then without it;
 *   memfd_create with a bit no kernel defines, then without it;
 *   openat2 with an unknown how.flags bit, then openat;
 *   clone3 with an unknown flag, then clone (glibc's pthread_create
 *     and fork do the same on ENOSYS);
 *   statx with an unknown flag, then newfstatat;
 *   close_range with an unknown flag, then a loop of close;
 *   faccessat2 with an unknown flag, then faccessat (glibc's
 *     faccessat does the same on ENOSYS);
 *   a mistake: memfd_create with an unknown bit, then another call;
 *   the same in one thread while another thread makes the call
 *     without the bit: not the refused thread's fallback.
 * The running kernel knows MFD_NOEXEC_SEAL and MFD_EXEC since 6.3: the tracee asks
 * it and expects a probe note only where it refused the bit; every
 * other probe uses a bit no kernel has, so it is refused everywhere.
 * Each refusal's errno is checked here, not assumed. Prints
 *   expect: REGEX      a line abitrace must print, in order
 *   count: ID N        how many ID notes the trace must hold */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "note-expect.h"

#define NOEXEC_SEAL 0x0008U
#define EXEC 0x0010U
#define CLOEXEC 0x0001U
#define NO_MFD_BIT 0x1000U		/* in no kernel's MFD_* */
#define NO_OPEN_BIT (1ULL << 60)	/* in no kernel's O_* */
#define NO_CLONE_BIT (1ULL << 40)	/* in no kernel's CLONE_* */
#define NO_STATX_BIT 0x10000000U	/* in no kernel's AT_* for statx */
#define NO_CLOSE_RANGE_BIT 0x100U	/* in no kernel's CLOSE_RANGE_* */
#define NO_FACCESSAT_BIT 0x10000000U	/* in no kernel's AT_* for faccessat2 */

static int probes, warned;

/* The probe note under the refused call, when the kernel refused it
 * with EINVAL (the errno its manual page gives for an unknown flag). */
static void expect_probe(long r, const char *call, const char *what,
			 const char *next, bool same)
{
	if (r != -1 || errno != EINVAL) {
		printf("note: %s was not refused (errno %d): no probe\n",
		       call, r == -1 ? errno : 0);
		return;
	}
	printf("expect: ^%s\\(.* += -1 EINVAL\n", call);
	note_expect("probe-fallback", "probe for %s: %s failed with EINVAL, "
		    "and the thread's next call, %s, %s", what, call, next,
		    same ? "is the same call without them" :
		    "is the older call it replaces");
	probes++;
}

static void memfd_probes(void)
{
	long r;
	int fd;

	/* A browser's sealed memfd: the older kernel says EINVAL. */
	r = syscall(SYS_memfd_create, "probe", CLOEXEC | NOEXEC_SEAL);
	if (r >= 0) {
		close((int)r);
	} else {
		expect_probe(r, "memfd_create", "MFD_NOEXEC_SEAL",
			     "memfd_create", true);
		fd = (int)syscall(SYS_memfd_create, "probe", CLOEXEC);
		if (fd >= 0)
			close(fd);
	}
	/* MFD_EXEC, its pair (a program that wants an executable memfd
	 * where vm.memfd_noexec could default to sealed): also 6.3. */
	r = syscall(SYS_memfd_create, "probe", CLOEXEC | EXEC);
	if (r >= 0) {
		close((int)r);
	} else {
		expect_probe(r, "memfd_create", "MFD_EXEC", "memfd_create",
			     true);
		fd = (int)syscall(SYS_memfd_create, "probe", CLOEXEC);
		if (fd >= 0)
			close(fd);
	}
	/* The same with a bit no kernel has, so every kernel refuses. */
	r = syscall(SYS_memfd_create, "probe", CLOEXEC | NO_MFD_BIT);
	expect_probe(r, "memfd_create", "0x1000", "memfd_create", true);
	fd = (int)syscall(SYS_memfd_create, "probe", CLOEXEC);
	if (fd >= 0)
		close(fd);
}

static void openat2_probe(void)
{
#ifdef SYS_openat2
	uint64_t how[3] = { O_RDONLY | O_CLOEXEC | NO_OPEN_BIT, 0, 0 };
	long r;
	int fd;

	r = syscall(SYS_openat2, AT_FDCWD, "/dev/null", how, sizeof(how));
	if (r == -1 && errno == ENOSYS) {
		printf("note: no openat2 on this kernel: no probe\n");
		return;
	}
	if (r >= 0)
		close((int)r);
	expect_probe(r, "openat2", "0x1000000000000000", "openat", false);
	fd = (int)syscall(SYS_openat, AT_FDCWD, "/dev/null",
			  O_RDONLY | O_CLOEXEC);
	if (fd >= 0)
		close(fd);
#endif
}

static void clone3_probe(void)
{
#if defined(SYS_clone3) && defined(SYS_clone)
	uint64_t args[11] = { 0 };
	long r;
	pid_t pid;

	args[0] = NO_CLONE_BIT;
	args[4] = SIGCHLD;	/* exit_signal */
	r = syscall(SYS_clone3, args, 88);
	if (r == 0)
		syscall(SYS_exit_group, 0);
	if (r > 0) {
		waitpid((pid_t)r, NULL, 0);
		printf("note: clone3 took bit 40: no probe\n");
		return;
	}
	if (errno == ENOSYS) {
		printf("note: no clone3 on this kernel: no probe\n");
		return;
	}
	expect_probe(r, "clone3", "0x10000000000", "clone", false);
	/* The fallback, as fork: a raw clone, whose child exits at once. */
	pid = (pid_t)syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0);
	if (pid == 0)
		syscall(SYS_exit_group, 0);
	if (pid > 0)
		waitpid(pid, NULL, 0);
#endif
}

static void statx_probe(void)
{
#if defined(SYS_statx) && defined(SYS_newfstatat)
	char buf[256];
	struct stat st;
	long r;

	r = syscall(SYS_statx, AT_FDCWD, "/", NO_STATX_BIT, 0x7ff, buf);
	if (r == -1 && errno == ENOSYS) {
		printf("note: no statx on this kernel: no probe\n");
		return;
	}
	expect_probe(r, "statx", "0x10000000", "newfstatat", false);
	syscall(SYS_newfstatat, AT_FDCWD, "/", &st, 0);
#endif
}

static void close_range_probe(void)
{
#ifdef SYS_close_range
	int a = open("/dev/null", O_RDONLY), b = open("/dev/null", O_RDONLY);
	int lo = a < b ? a : b, hi = a < b ? b : a;
	long r;

	if (a < 0 || b < 0 || hi != lo + 1) {
		printf("note: no two adjacent descriptors: no probe\n");
		return;
	}
	r = syscall(SYS_close_range, lo, hi, NO_CLOSE_RANGE_BIT);
	if (r == -1 && errno == ENOSYS) {
		printf("note: no close_range on this kernel: no probe\n");
		close(lo);
		close(hi);
		return;
	}
	expect_probe(r, "close_range", "0x100", "close", false);
	for (int fd = lo; fd <= hi; fd++)
		syscall(SYS_close, fd);
#endif
}

/* glibc's faccessat: faccessat2 first, faccessat where the kernel has no
 * faccessat2 (ENOSYS) or refuses the flags. */
static void faccessat2_probe(void)
{
#if defined(SYS_faccessat2) && defined(SYS_faccessat)
	long r;

	r = syscall(SYS_faccessat2, AT_FDCWD, "/", R_OK, NO_FACCESSAT_BIT);
	if (r == -1 && errno == ENOSYS) {
		printf("note: no faccessat2 on this kernel: no probe\n");
		return;
	}
	expect_probe(r, "faccessat2", "0x10000000", "faccessat", false);
	syscall(SYS_faccessat, AT_FDCWD, "/", R_OK);
#endif
}

/* Only the same thread's next call is its fallback: thread B makes
 * memfd_create without the bit while thread A, which was refused, spins
 * (no call) until B is done, then makes another call. A keeps its
 * warning. */
static atomic_int stage;

static void *other_thread(void *arg)
{
	int fd;

	while (atomic_load(&stage) != 1)
		;
	fd = (int)syscall(SYS_memfd_create, "other", CLOEXEC);
	if (fd >= 0)
		close(fd);
	atomic_store(&stage, 2);
	return arg;
}

static void other_thread_fallback(void)
{
	pthread_t t;
	long r;
	int err;

	if (pthread_create(&t, NULL, other_thread, NULL))
		return;
	r = syscall(SYS_memfd_create, "mine", NO_MFD_BIT);
	err = errno;
	atomic_store(&stage, 1);
	while (atomic_load(&stage) != 2)
		;
	syscall(SYS_getppid);
	pthread_join(t, NULL);
	if (r >= 0) {
		close((int)r);
		return;
	}
	if (err != EINVAL)
		return;
	/* Its end is held until its next call, so the other thread's
	 * lines come between: "<unfinished ...>", then "resumed". */
	printf("expect: ^memfd_create\\(\"mine\", \n");
	printf("expect: ^(<\\.\\.\\. memfd_create resumed>|memfd_create"
	       "\\(\"mine\", ).* += -1 EINVAL\n");
	note_expect("unknown-flags-rejected", "memfd_create failed with "
		    "EINVAL because flags has bits 0x1000 this kernel does "
		    "not define");
	warned++;
}

/* A refused bit and no fallback: still the warning. */
static void mistake(void)
{
	long r = syscall(SYS_memfd_create, "oops", NO_MFD_BIT);
	int err = errno;

	if (r >= 0) {
		close((int)r);
		printf("note: memfd_create took 0x1000: no warning\n");
		return;
	}
	syscall(SYS_getppid);
	if (err != EINVAL)
		return;
	printf("expect: ^memfd_create\\(\"oops\", .* += -1 EINVAL\n");
	note_expect("unknown-flags-rejected", "memfd_create failed with "
		    "EINVAL because flags has bits 0x1000 this kernel does "
		    "not define");
	printf("expect: ^getppid\\(\\)\n");
	warned++;
}

int main(void)
{
	/* stdio's first output makes calls of its own (fstat, brk): make
	 * them now, not between a probe and its fallback. */
	printf("note: probes of the running kernel\n");
	memfd_probes();
	openat2_probe();
	clone3_probe();
	statx_probe();
	close_range_probe();
	faccessat2_probe();
	mistake();
	other_thread_fallback();
	printf("count: probe-fallback %d\n", probes);
	printf("count: unknown-flags-rejected %d\n", warned);
	return 0;
}
