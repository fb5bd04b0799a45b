/* abi-verify.c - for --abi-report=verify (issue 29.2).
 *   threads: starts a thread and joins it. glibc makes its thread with
 *     clone3 and, where the kernel answers ENOSYS, with clone: the run
 *     ends the same way either way.
 *   needs: calls close_range (Linux 5.9) and fails, exit status 3, when
 *     it is missing: a call the program cannot do without.
 *   probes: feature checks and a flag it can do without. It asks which
 *     flag bits memfd_create and mmap know by passing every bit (~0,
 *     refused on every kernel), then makes a memfd with MFD_NOEXEC_SEAL
 *     (Linux 6.3) and, where the kernel refuses that flag with EINVAL
 *     (memfd_create(2) ERRORS: unknown bits in flags), again without it,
 *     as glibc and chromium do. Prints "have-noexec-seal: 0|1", whether
 *     this kernel took the flag. Then an enumerated value the same way:
 *     madvise(MADV_WIPEONFORK) (Linux 4.14), MADV_DONTFORK where it is
 *     refused (madvise(2) ERRORS: EINVAL, advice is not valid); prints
 *     "have-wipeonfork: 0|1".
 *   needs-flag: a memfd with MFD_NOEXEC_SEAL or exit status 3: a flag
 *     the program cannot do without.
 * Each prints "expect-status: N", the exit status it ends with when all
 * goes well. */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Linux 6.3's value (uapi/linux/memfd.h): Debian 12's headers may not
 * have the name. */
#define NOEXEC_SEAL 0x0008U
/* Linux 4.14's (uapi/asm-generic/mman-common.h). */
#define WIPEONFORK 18

static void *run(void *arg)
{
	return arg;
}

int main(int argc, char **argv)
{
	pthread_t t;

	if (argc > 1 && !strcmp(argv[1], "threads")) {
		if (pthread_create(&t, NULL, run, NULL) ||
		    pthread_join(t, NULL))
			return 1;
		printf("expect-status: 0\n");
		return 0;
	}
#ifdef SYS_memfd_create
	if (argc > 1 && !strcmp(argv[1], "probes")) {
		long fd;
		int seal, wipe;
		void *p;

		/* Which bits does this kernel know? Every bit set is never
		 * valid, so the answer is the refusal itself. */
		if (syscall(SYS_memfd_create, "check", ~0U) >= 0 ||
		    errno != EINVAL)
			return 1;
		if (mmap(NULL, 0, PROT_NONE, ~0, -1, 0) != MAP_FAILED)
			return 1;
		fd = syscall(SYS_memfd_create, "sealed",
			     MFD_CLOEXEC | NOEXEC_SEAL);
		seal = fd >= 0;
		/* The retry is the thread's next call, as in glibc. */
		if (fd < 0 && errno == EINVAL)
			fd = syscall(SYS_memfd_create, "sealed", MFD_CLOEXEC);
		if (fd < 0)
			return 1;
		p = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (p == MAP_FAILED)
			return 1;
		wipe = !madvise(p, 4096, WIPEONFORK);
		if (!wipe && (errno != EINVAL ||
			      madvise(p, 4096, MADV_DONTFORK)))
			return 1;
		printf("have-noexec-seal: %d\n", seal);
		printf("have-wipeonfork: %d\n", wipe);
		printf("expect-status: 0\n");
		return 0;
	}
	if (argc > 1 && !strcmp(argv[1], "needs-flag")) {
		if (syscall(SYS_memfd_create, "sealed",
			    MFD_CLOEXEC | NOEXEC_SEAL) < 0) {
			fprintf(stderr, "memfd_create: %s\n", strerror(errno));
			return 3;
		}
		printf("expect-status: 0\n");
		return 0;
	}
#endif
#ifdef SYS_close_range
	if (argc > 1 && !strcmp(argv[1], "needs")) {
		if (syscall(SYS_close_range, 1000, 1000, 0) < 0 &&
		    errno == ENOSYS) {
			fprintf(stderr, "close_range: %s\n", strerror(errno));
			return 3;
		}
		printf("expect-status: 0\n");
		return 0;
	}
#endif
	printf("skip: no such mode here\n");
	return 77;
}
