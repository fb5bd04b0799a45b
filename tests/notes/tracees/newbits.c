/* newbits.c - flag bits of the rules' sets up to Linux 7.2 (issue 23.4):
 * each is decoded by name, and the flags notes say "this kernel does not
 * define" only of a bit the running kernel lacks, naming its release.
 * The tracee first finds out what the kernel does with each bit:
 *   MAP_ABOVE4G (x86, 6.6): MAP_SHARED_VALIDATE refuses an unknown bit
 *     with EOPNOTSUPP, so a validated mapping with it proves it known;
 *   MAP_DROPPABLE (6.11): a mapping type; an unknown type is EINVAL;
 *   O_EMPTYPATH (7.2): openat(dirfd, "") opens dirfd with it, and is
 *     ENOENT where the kernel ignores the bit;
 *   OPENAT2_REGULAR (7.2), CLONE_NNP (7.1): openat2 and clone3 refuse
 *     an unknown bit with EINVAL;
 *   PROT_BTI (arm64, 5.8): known, whatever the CPU (EINVAL without BTI
 *     is not "undefined").
 * It prints
 *   expect: REGEX      a line abitrace must print, in order
 *   count: ID N        how many ID notes the whole trace must hold */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "note-expect.h"

#define ABOVE4G 0x80
#define DROPPABLE 0x08
#define EMPTYPATH 0x4000000
#define REGULAR (1ULL << 32)
#define NNP (1ULL << 35)
#define NO_CLONE_BIT (1ULL << 40)	/* no kernel has it */

static int ignored, rejected;

/* "-1 EINVAL" or "@X@" for an address: the result as abitrace shows it. */
static const char *shown(void *p)
{
	static char buf[64];

	if (p != MAP_FAILED)
		return "@X@";
	snprintf(buf, sizeof(buf), "-1 %s", errno == EINVAL ? "EINVAL" :
		 errno == EOPNOTSUPP ? "EOPNOTSUPP" : "E");
	return buf;
}

static void droppable(void)
{
	void *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
		       DROPPABLE | MAP_ANONYMOUS, -1, 0);

	/* A type, not a flag: no flags note either way. */
	expect_line("mmap(NULL, 4096, PROT_READ|PROT_WRITE, "
	       "MAP_DROPPABLE|MAP_ANONYMOUS, -1, 0) = %s", shown(p));
}

static void above4g(void)
{
#if defined(__x86_64__) || defined(__i386__)
	int fd = open("/proc/self/exe", O_RDONLY);
	void *v, *p;
	int known;

	if (fd < 0)
		return;
	v = mmap(NULL, 4096, PROT_READ, MAP_SHARED_VALIDATE | ABOVE4G, fd, 0);
	known = v != MAP_FAILED;
	expect_line("mmap(NULL, 4096, PROT_READ, MAP_SHARED_VALIDATE|MAP_ABOVE4G, "
	       "%d, 0) = %s", fd, shown(v));
	if (!known && errno == EOPNOTSUPP) {
		expect_line("  ^ note[unknown-flags-rejected]: mmap failed with "
		       "EOPNOTSUPP because flags has bits 0x80 this kernel does "
		       "not define (known: @X@); MAP_ABOVE4G came in Linux 6.6");
		rejected++;
	}
	close(fd);
	p = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | ABOVE4G,
		 -1, 0);
	expect_line("mmap(NULL, 4096, PROT_READ, "
	       "MAP_PRIVATE|MAP_ANONYMOUS|MAP_ABOVE4G, -1, 0) = %s", shown(p));
	if (!known && p != MAP_FAILED) {
		expect_line("  ^ note[unknown-flags-ignored]: mmap: flags has bits "
		       "0x80 this kernel does not define (known: @X@); the call "
		       "succeeded as if they were not there; MAP_ABOVE4G came "
		       "in Linux 6.6");
		ignored++;
	}
#endif
}

static void emptypath(void)
{
	int dir = open("/tmp", O_RDONLY | O_DIRECTORY), fd;

	if (dir < 0)
		return;
	/* The probe: with the bit known, "" is the directory itself. */
	fd = openat(dir, "", O_RDONLY | EMPTYPATH);
	if (fd >= 0) {
		expect_line("openat(%d, \"\", O_RDONLY|O_EMPTYPATH) = %d", dir, fd);
		close(fd);
	} else {
		expect_line("openat(%d, \"\", O_RDONLY|O_EMPTYPATH) = -1 %s", dir,
		       errno == ENOENT ? "ENOENT" : "E");
	}
	int known = fd >= 0;

	fd = openat(dir, ".", O_RDONLY | EMPTYPATH);
	if (fd < 0)
		return;
	expect_line("openat(%d, \".\", O_RDONLY|O_EMPTYPATH) = %d", dir, fd);
	if (!known) {
		expect_line("  ^ note[unknown-flags-ignored]: openat: flags has bits "
		       "0x4000000 this kernel does not define (known: @X@); the "
		       "call succeeded as if they were not there; O_EMPTYPATH "
		       "came in Linux 7.2");
		ignored++;
	}
	close(fd);
	close(dir);
}

struct how { uint64_t flags, mode, resolve; };

static void regular(void)
{
	struct how h = { .flags = O_RDONLY | REGULAR };
	long fd = syscall(SYS_openat2, AT_FDCWD, "/proc/self/exe", &h,
			  sizeof(h));

	if (fd < 0 && errno == ENOSYS)
		return;
	if (fd >= 0) {
		expect_line("openat2(AT_FDCWD, \"/proc/self/exe\", "
		       "{flags=O_RDONLY|OPENAT2_REGULAR, resolve=0}, 24) = %ld", fd);
		close(fd);
		return;
	}
	expect_line("openat2(AT_FDCWD, \"/proc/self/exe\", "
	       "{flags=O_RDONLY|OPENAT2_REGULAR, resolve=0}, 24) = -1 %s",
	       errno == EINVAL ? "EINVAL" : "E");
	if (errno != EINVAL)
		return;
	expect_line("  ^ note[unknown-flags-rejected]: openat2 failed with EINVAL "
	       "because how.flags has bits 0x100000000 this kernel does not "
	       "define (known: @X@); OPENAT2_REGULAR came in Linux 7.2");
	rejected++;
}

struct cargs {
	uint64_t flags, pidfd, child_tid, parent_tid, exit_signal;
	uint64_t stack, stack_size, tls;
};

/* clone3 with FLAGS and SIGCHLD; a child that was made exits at once. */
static long clone3_with(uint64_t flags)
{
	struct cargs a = { .flags = flags, .exit_signal = SIGCHLD };
	long r = syscall(SYS_clone3, &a, sizeof(a));

	if (r == 0)
		_exit(0);
	if (r > 0)
		waitpid(r, NULL, 0);
	return r;
}

static void nnp(void)
{
	long r = clone3_with(NNP);

	if (r < 0 && errno == ENOSYS)
		return;
	if (r > 0) {
		expect_line("clone3({flags=CLONE_NNP, exit_signal=SIGCHLD, "
		       "stack=NULL, stack_size=0}, 64) = %ld", r);
		return;
	}
	expect_line("clone3({flags=CLONE_NNP, exit_signal=SIGCHLD, stack=NULL, "
	       "stack_size=0}, 64) = -1 EINVAL");
	expect_line("  ^ note[unknown-flags-rejected]: clone3 failed with EINVAL "
	       "because flags has bits 0x800000000 this kernel does not "
	       "define (known: @X@); CLONE_NNP came in Linux 7.1");
	rejected++;
	/* A bit of no release: the note, naming none. */
	if (clone3_with(NO_CLONE_BIT) != -1 || errno != EINVAL)
		return;
	expect_line("clone3({flags=0x10000000000 /* CLONE_??? */, "
	       "exit_signal=SIGCHLD, stack=NULL, stack_size=0}, 64) = -1 EINVAL");
	expect_line_end("  ^ note[unknown-flags-rejected]: clone3 failed with "
		   "EINVAL because flags has bits 0x10000000000 this kernel "
		   "does not define (known: @X@)");
	rejected++;
}

static void bti(void)
{
#ifdef __aarch64__
	void *p = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS,
		       -1, 0);
	int r;

	if (p == MAP_FAILED)
		return;
	/* 0x10 is PROT_BTI: EINVAL on a CPU without BTI, but known. */
	r = mprotect(p, 4096, PROT_READ | PROT_EXEC | 0x10);
	expect_line("mprotect(@X@, 4096, PROT_READ|PROT_EXEC|PROT_BTI) = %s",
	       r == 0 ? "0" : errno == EINVAL ? "-1 EINVAL" : "-1 E");
#endif
}

int main(void)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	droppable();
	above4g();
	emptypath();
	regular();
	nnp();
	bti();
	printf("count: unknown-flags-ignored %d\n", ignored);
	printf("count: unknown-flags-rejected %d\n", rejected);
	return 0;
}
