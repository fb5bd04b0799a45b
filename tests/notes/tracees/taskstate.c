/* taskstate.c - what the notes kinds keep about a task follows what the
 * kernel shares: the address space (CLONE_VM) and open files (fork,
 * exec, dup). One scenario per argv[1], each measuring what the kernel
 * did and printing
 *   expect: REGEX      a note line abitrace must print, in order
 *   reject: REGEX      a note line abitrace must not print
 *   count: ID N        how many ID notes the whole trace must hold
 * as tests/notes/tracees/kinds.c does. Run with -f (the scenarios
 * make children or exec). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "need.h"
#include "note-expect.h"

static long page;
static char stack[256 * 1024] __attribute__((aligned(16)));

static void fail(const char *what)
{
	printf("FAIL: %s: %s\n", what, strerror(errno));
	exit(1);
}

/* Runs fn(arg) in a child made with clone(flags) and waits for it; a
 * child that failed fails the scenario. */
static pid_t run_child(int (*fn)(void *), void *arg, int flags)
{
	int status;
	pid_t pid = clone(fn, stack + sizeof(stack), flags | SIGCHLD, arg);

	if (pid < 0)
		fail("clone");
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) ||
	    WEXITSTATUS(status))
		fail("child");
	return pid;
}

/* How many VMAs start in [a, a + len): /proc/self/maps. */
static int vmas_in(const char *a, long len)
{
	unsigned long lo, hi;
	char line[512];
	FILE *f = fopen("/proc/self/maps", "re");
	int n = 0;

	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "%lx-%lx", &lo, &hi) == 2 &&
		    lo >= (unsigned long)a && lo < (unsigned long)a + len)
			n++;
	if (f)
		fclose(f);
	return n;
}

/* ---- vm: the extents of what each mmap made, per address space -------- */

struct vm_arg {
	char *p;
	size_t len;
	bool split;		/* mprotect its first page */
};

/* mmap(len) and, with split, mprotect of the first page: two VMAs. */
static int map_one(void *arg)
{
	struct vm_arg *a = arg;

	a->p = mmap(NULL, a->len, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (a->p == MAP_FAILED)
		return 1;
	if (a->split && mprotect(a->p, page, PROT_READ) < 0)
		return 1;
	return 0;
}

static int unmap_5000(void *arg)
{
	return munmap(((struct vm_arg *)arg)->p, 5000) < 0;
}

static int exec_nop(void *arg)
{
	(void)arg;
	execl("/proc/self/exe", "taskstate", "nop", (char *)NULL);
	return 127;
}

/* munmap(p, 5000) of exactly what one mmap(5000) made, split by an
 * mprotect: its own padding, info (hidden by default); rejected as a
 * warning. */
static void reject_whole(const char *p)
{
	printf("reject: note\\[range-expanded\\]: munmap acts on \\[%p,\n",
	       (const void *)p);
}

/* A child made with CLONE_VM|CLONE_VFORK (posix_spawn's clone) maps in
 * its parent's address space: the parent's munmap of exactly what the
 * child's mmap made is the whole mapping (info), and its munmap of part
 * of a 3-page mapping the child made is a warning. A fork child maps in
 * a copy: its munmap ends the extent in its copy only, and the parent's
 * later munmap of the same whole mapping is still info. A CLONE_VM
 * child that execs gets a new address space and leaves its parent's
 * extents alone. */
static void vm(void)
{
	struct vm_arg a = { NULL, 5000, true };

	/* CLONE_VM: the child's mmap(5000), split; the parent's munmap. */
	run_child(map_one, &a, CLONE_VM | CLONE_VFORK);
	printf("measured: the CLONE_VM child's mmap(5000) then mprotect: "
	       "%d VMAs in the parent\n", vmas_in(a.p, 2 * page));
	if (vmas_in(a.p, 2 * page) != 2)
		fail("the child's mapping is not two VMAs in the parent");
	if (munmap(a.p, 5000) < 0 || vmas_in(a.p, 2 * page))
		fail("munmap(p, 5000) of the child's mapping");
	reject_whole(a.p);

	/* CLONE_VM: part of a 3-page mapping the child made. */
	a.len = 3 * page;
	a.split = false;
	run_child(map_one, &a, CLONE_VM | CLONE_VFORK);
	if (munmap(a.p, 5000) < 0 || vmas_in(a.p, 3 * page) != 1)
		fail("munmap(q, 5000) of part of the child's 3 pages");
	note_expect("range-expanded", "munmap acts on [%p, %p), %ld bytes in "
		    "2 page(s), for the 5000 bytes asked: end rounded up by "
		    "%ld bytes", (void *)a.p, (void *)(a.p + 2 * page),
		    2 * page, 2 * page - 5000);
	munmap(a.p, 3 * page);

	/* fork: the child unmaps its copy; the parent's stays whole. */
	a.len = 5000;
	a.split = true;
	if (map_one(&a))
		fail("mmap(5000)");
	run_child(unmap_5000, &a, 0);
	if (vmas_in(a.p, 2 * page) != 2)
		fail("the fork child's munmap unmapped the parent's");
	if (munmap(a.p, 5000) < 0)
		fail("munmap(p, 5000) after the fork child's");
	reject_whole(a.p);

	/* CLONE_VM, then execve in the child: the parent's extent stays. */
	if (map_one(&a))
		fail("mmap(5000)");
	run_child(exec_nop, NULL, CLONE_VM | CLONE_VFORK);
	if (munmap(a.p, 5000) < 0)
		fail("munmap(p, 5000) after the child's exec");
	reject_whole(a.p);
	printf("count: range-expanded 1\n");
}

/* ---- inotify: cookies per open file ------------------------------------ */

#define UNPAIRED "inotify-rename-unpaired"

static char dir[] = "/tmp/abt-taskstate-XXXXXX";

static const char *in_dir(const char *name)
{
	static char path[2][300];
	static int i;

	i = !i;
	snprintf(path[i], sizeof(path[i]), "%s/%s", dir, name);
	return path[i];
}

/* An inotify descriptor (flags) watching DIR/w for renames, and the
 * file w/NAME made. */
static int watch(const char *name, int flags)
{
	int in = inotify_init1(flags), fd;

	if (in < 0 || (mkdir(in_dir("w"), 0700) < 0 && errno != EEXIST) ||
	    inotify_add_watch(in, in_dir("w"), IN_MOVED_FROM | IN_MOVED_TO) < 0)
		fail("inotify");
	if ((fd = open(in_dir(name), O_WRONLY | O_CREAT, 0600)) < 0)
		fail("open");
	close(fd);
	return in;
}

/* Reads one event with room for one only (a name of up to 15 bytes):
 * its mask must have want. */
static struct inotify_event *read_one(int in, uint32_t want, size_t room)
{
	static char buf[4096] __attribute__((aligned(8)));
	struct inotify_event *e = (struct inotify_event *)buf;
	ssize_t n = read(in, buf, room);

	if (n != (ssize_t)(sizeof(*e) + e->len) || !(e->mask & want))
		fail("the read is not the one event expected");
	return e;
}

#define ONE_EVENT (sizeof(struct inotify_event) + 16)

/* A plain file at number fd whose first 16 bytes look like an
 * IN_MOVED_FROM event {wd=1, cookie=1234, len=0}; read as one. */
static void read_fake_event(int fd)
{
	uint32_t ev[4] = { 1, IN_MOVED_FROM, 1234, 0 }, got[4];
	int ff = open(in_dir("data"), O_RDWR | O_CREAT | O_TRUNC, 0600);

	if (ff < 0 || write(ff, ev, sizeof(ev)) != sizeof(ev) ||
	    lseek(ff, 0, SEEK_SET) != 0)
		fail("the data file");
	if (ff != fd && (dup2(ff, fd) != fd || close(ff) < 0))
		fail("dup2 onto the old number");
	if (read(fd, got, sizeof(got)) != sizeof(got) || memcmp(ev, got, sizeof(ev)))
		fail("reading the data file");
	close(fd);
	unlink(in_dir("data"));
}

static void reject_fake(void)
{
	printf("reject: note\\[" UNPAIRED "\\]: IN_MOVED_FROM \"\" \\(cookie 1234\\)\n");
}

static void cleanup(void)
{
	static const char *const names[] = { "w/a", "w/b", "w/c", "out", "data" };

	for (unsigned i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		unlink(in_dir(names[i]));
	rmdir(in_dir("w"));
	rmdir(dir);
}

/* A fork child shares its parent's inotify instance: it reads the
 * IN_MOVED_FROM of its parent's rename within the watched directory
 * (one event's room: no IN_MOVED_TO in this read) and closes its copy,
 * which ends nothing (no note); the parent's read then gets the
 * IN_MOVED_TO. A child that renames a file out of the watched directory
 * and reads gets the note as a single process would; the parent's close
 * of the last descriptor, with nothing queued, says the file left. */
static void inotify_fork(void)
{
	uint32_t *shared = mmap(NULL, page, PROT_READ | PROT_WRITE,
				MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	struct inotify_event *e;
	int in, status, q = -1;

	need_pidfd_getfd();
	if (shared == MAP_FAILED || !mkdtemp(dir))
		fail("setup");
	in = watch("w/a", IN_NONBLOCK);
	if (rename(in_dir("w/a"), in_dir("w/b")) < 0)
		fail("rename");
	if (fork() == 0) {
		e = read_one(in, IN_MOVED_FROM, ONE_EVENT);
		note_expect(UNPAIRED, "IN_MOVED_FROM \"a\" (cookie %u) has no "
			    "IN_MOVED_TO in this read", e->cookie);
		_exit(close(in) < 0);
	}
	if (wait(&status) < 0 || !WIFEXITED(status) || WEXITSTATUS(status))
		fail("the child's read");
	e = read_one(in, IN_MOVED_TO, 4096);
	note_expect(UNPAIRED, "IN_MOVED_FROM \"a\" (cookie %u) from an earlier "
		    "read got its IN_MOVED_TO only in this read", e->cookie);
	close(in);

	in = watch("w/c", IN_NONBLOCK);
	if (fork() == 0) {
		if (rename(in_dir("w/c"), in_dir("out")) < 0)
			_exit(1);
		e = read_one(in, IN_MOVED_FROM, 4096);
		note_expect(UNPAIRED, "IN_MOVED_FROM \"c\" (cookie %u) has no "
			    "IN_MOVED_TO in this read", e->cookie);
		*shared = e->cookie;
		_exit(0);
	}
	if (wait(&status) < 0 || !WIFEXITED(status) || WEXITSTATUS(status))
		fail("the child's rename and read");
	if (ioctl(in, FIONREAD, &q) < 0 || q != 0)
		fail("FIONREAD: events queued after the child's read");
	note_expect(UNPAIRED, "IN_MOVED_FROM \"c\" (cookie %u) never got its "
		    "IN_MOVED_TO before the descriptor was closed: the file "
		    "left the watched directories", *shared);
	close(in);
	cleanup();
	printf("count: " UNPAIRED " 4\n");
}

/* execve keeps an inotify descriptor without close-on-exec, and its
 * queue: the new program's rename out of the watched directory and
 * read get the note, and its close says the file left. The number of
 * one with IN_CLOEXEC is closed by execve: a plain file there whose
 * bytes look like an IN_MOVED_FROM gets no note. */
static void inotify_exec(void)
{
	char a[16], b[16];
	int in, in2;

	if (!mkdtemp(dir))
		fail("mkdtemp");
	in = watch("w/a", IN_NONBLOCK);
	in2 = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
	if (in2 < 0 || inotify_add_watch(in2, in_dir("w"), IN_MOVED_FROM) < 0)
		fail("inotify IN_CLOEXEC");
	snprintf(a, sizeof(a), "%d", in);
	snprintf(b, sizeof(b), "%d", in2);
	execl("/proc/self/exe", "taskstate", "inotify-exec2", dir, a, b,
	      (char *)NULL);
	fail("execl");
}

static void inotify_exec2(char **argv)
{
	int in = atoi(argv[1]), in2 = atoi(argv[2]);
	struct inotify_event *e;

	snprintf(dir, sizeof(dir), "%s", argv[0]);
	if (fcntl(in, F_GETFD) != 0 || fcntl(in2, F_GETFD) >= 0 || errno != EBADF)
		fail("execve did not keep the one and close the other");
	if (rename(in_dir("w/a"), in_dir("out")) < 0)
		fail("rename");
	e = read_one(in, IN_MOVED_FROM, 4096);
	note_expect(UNPAIRED, "IN_MOVED_FROM \"a\" (cookie %u) has no "
		    "IN_MOVED_TO in this read", e->cookie);
	note_expect(UNPAIRED, "IN_MOVED_FROM \"a\" (cookie %u) never got its "
		    "IN_MOVED_TO before the descriptor was closed: the file "
		    "left the watched directories", e->cookie);
	close(in);
	read_fake_event(in2);
	reject_fake();
	cleanup();
	printf("count: " UNPAIRED " 2\n");
}

/* dup and fcntl(F_DUPFD) give the same instance another number: a read
 * through the copy gets the note, the close of the first number ends
 * nothing (no note), and a later read through the copy gets the
 * IN_MOVED_TO; the close of the last number says the file left. A
 * number that dup2 or close_range gave to a plain file is no inotify
 * descriptor: bytes there that look like an IN_MOVED_FROM get no note. */
static void inotify_dup(void)
{
	struct inotify_event *e;
	int in, d;

	if (!mkdtemp(dir))
		fail("mkdtemp");
	in = watch("w/a", IN_NONBLOCK);
	if ((d = dup(in)) < 0 || rename(in_dir("w/a"), in_dir("w/b")) < 0)
		fail("dup, rename");
	e = read_one(d, IN_MOVED_FROM, ONE_EVENT);
	note_expect(UNPAIRED, "IN_MOVED_FROM \"a\" (cookie %u) has no "
		    "IN_MOVED_TO in this read", e->cookie);
	close(in);
	e = read_one(d, IN_MOVED_TO, 4096);
	note_expect(UNPAIRED, "IN_MOVED_FROM \"a\" (cookie %u) from an earlier "
		    "read got its IN_MOVED_TO only in this read", e->cookie);
	close(d);

	in = watch("w/c", IN_NONBLOCK);
	if ((d = fcntl(in, F_DUPFD, 20)) < 20 || close(in) < 0 ||
	    rename(in_dir("w/c"), in_dir("out")) < 0)
		fail("F_DUPFD, rename");
	e = read_one(d, IN_MOVED_FROM, 4096);
	note_expect(UNPAIRED, "IN_MOVED_FROM \"c\" (cookie %u) has no "
		    "IN_MOVED_TO in this read", e->cookie);
	note_expect(UNPAIRED, "IN_MOVED_FROM \"c\" (cookie %u) never got its "
		    "IN_MOVED_TO before the descriptor was closed: the file "
		    "left the watched directories", e->cookie);
	close(d);

	/* dup2 of a plain file onto an inotify descriptor's number. */
	in = watch("w/a", IN_NONBLOCK);
	read_fake_event(in);
#ifdef SYS_close_range
	/* close_range, then the number handed out again. */
	in = watch("w/b", IN_NONBLOCK);
	if (syscall(SYS_close_range, in, in, 0) < 0)
		fail("close_range");
	read_fake_event(in);
#endif
	reject_fake();
	cleanup();
	printf("count: " UNPAIRED " 4\n");
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	page = sysconf(_SC_PAGESIZE);
	if (argc < 2)
		return 2;
	if (!strcmp(argv[1], "nop"))
		return 0;
	if (!strcmp(argv[1], "vm"))
		vm();
	else if (!strcmp(argv[1], "inotify-fork"))
		inotify_fork();
	else if (!strcmp(argv[1], "inotify-exec"))
		inotify_exec();
	else if (!strcmp(argv[1], "inotify-exec2") && argc == 5)
		inotify_exec2(argv + 2);
	else if (!strcmp(argv[1], "inotify-dup"))
		inotify_dup();
	else
		return 2;
	return 0;
}
