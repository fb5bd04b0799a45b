/* mapsfd.c - the descriptor of /proc/PID/maps the notes keep open for
 * PROCMAP_QUERY (nproc_maps_fd) describes the process's current image,
 * and only so many are kept.
 *
 * An open maps file holds the address space it was opened on. A vfork
 * child shares its parent's: a descriptor opened for the child while
 * it runs there, and kept after its execve, would show the parent's
 * mappings to the child's new image. The child here makes a MAP_FIXED
 * call in the shared space (the notes open the child's maps), execs
 * this program, and the new image maps FIXED_AT read-write, then
 * MAP_FIXED over it: the note must name what the new image had there
 * (rw-p), not the parent's read-only mapping at the same address.
 *
 * Then CHILDREN fork children each make a MAP_FIXED call (a query of
 * their maps for its note) and stay alive together: the tracer (our
 * parent) must not hold a maps descriptor for each of them.
 * Prints
 *   expect: REGEX      a line abitrace must print, in order
 *   maps-query: yes|no whether this kernel has PROCMAP_QUERY
 *   maps-fds: N        the tracer's descriptors of /proc/PID/maps
 *                      while the children were all alive */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "note-expect.h"

#ifndef MAP_FIXED_NOREPLACE
#define MAP_FIXED_NOREPLACE 0x100000
#endif

#define FIXED_AT 0x7a0000000000UL
enum { CHILDREN = 200 };

static long pg;

/* The new image, after the vfork child's execve: its own mapping at
 * FIXED_AT, replaced. */
static int new_image(void)
{
	char *p = mmap((void *)FIXED_AT, (size_t)pg, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE,
		       -1, 0);

	if (p != (char *)FIXED_AT) {
		printf("skip: no mapping at %#lx in the new image\n", FIXED_AT);
		return 77;
	}
	printf("expect: ^  \\^ note\\[mmap-fixed-replaced\\]: ");
	ere_put("mmap MAP_FIXED on ", NULL);
	printf("\\[%#lx, %#lx\\) silently unmapped what was there, in: "
	       "\\[%#lx, %#lx\\) rw-p anonymous( \\[at .*)?$\n", FIXED_AT,
	       FIXED_AT + pg, FIXED_AT, FIXED_AT + pg);
	fflush(stdout);
	if (mmap(p, (size_t)pg, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS |
		 MAP_FIXED, -1, 0) != p)
		return 1;
	return 0;
}

/* Whether this kernel answers PROCMAP_QUERY (Linux 6.11): without it
 * the notes read the maps' text and keep no descriptor. The request as
 * the uapi header defines it: _IOWR('f', 17, a 104-byte struct whose
 * first member is its size and third the address asked about). */
static int kernel_has_query(void)
{
	uint64_t q[13] = { sizeof(q) };
	int fd = open("/proc/self/maps", O_RDONLY | O_CLOEXEC), ok;

	if (fd < 0)
		return 0;
	q[2] = (uint64_t)(uintptr_t)&fd;	/* on our stack: mapped */
	ok = ioctl(fd, _IOWR('f', 17, uint64_t[13]), q) == 0 ||
	     (errno != ENOTTY && errno != EINVAL);
	close(fd);
	return ok;
}

/* The tracer's open descriptors of some /proc/PID/maps. */
static int tracer_maps_fds(void)
{
	char dir[64], path[384], link[128];
	struct dirent *d;
	int n = 0;
	DIR *dp;

	snprintf(dir, sizeof(dir), "/proc/%d/fd", (int)getppid());
	dp = opendir(dir);
	if (!dp)
		return -1;
	while ((d = readdir(dp))) {
		ssize_t len;
		int pid, end = 0;

		snprintf(path, sizeof(path), "%s/%s", dir, d->d_name);
		len = readlink(path, link, sizeof(link) - 1);
		if (len < 0)
			continue;
		link[len] = '\0';
		if (sscanf(link, "/proc/%d/maps%n", &pid, &end) == 1 &&
		    end == len)
			n++;
	}
	closedir(dp);
	return n;
}

static int many_children(char *resv)
{
	int ready[2], go[2], status, n;
	char c;

	if (pipe(ready) || pipe(go))
		return 1;
	for (int i = 0; i < CHILDREN; i++) {
		pid_t pid = fork();

		if (pid < 0)
			return 1;
		if (pid)
			continue;
		close(go[1]);
		close(ready[0]);
		/* Over the PROT_NONE reservation: an info note, not shown,
		 * so no call site (the unwinder keeps descriptors of its
		 * own), but the maps were queried for it. */
		mmap(resv, (size_t)pg, PROT_READ | PROT_WRITE, MAP_PRIVATE |
		     MAP_ANONYMOUS | MAP_FIXED, -1, 0);
		if (write(ready[1], "r", 1) != 1 || read(go[0], &c, 1) < 0)
			_exit(1);
		_exit(0);
	}
	close(ready[1]);
	close(go[0]);
	for (int i = 0; i < CHILDREN; i++)
		if (read(ready[0], &c, 1) != 1)
			return 1;
	n = tracer_maps_fds();
	printf("maps-query: %s\n", kernel_has_query() ? "yes" : "no");
	printf("maps-fds: %d\n", n);
	fflush(stdout);
	close(go[1]);
	for (int i = 0; i < CHILDREN; i++)
		if (wait(&status) < 0)
			return 1;
	return 0;
}

int main(int argc, char **argv)
{
	char *fixed, *scratch, *resv;
	int status;
	pid_t pid;

	pg = sysconf(_SC_PAGESIZE);
	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc > 1 && !strcmp(argv[1], "new-image"))
		return new_image();
	/* the parent's mapping at FIXED_AT: read-only */
	fixed = mmap((void *)FIXED_AT, (size_t)pg, PROT_READ, MAP_PRIVATE |
		     MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
	scratch = mmap(NULL, (size_t)pg, PROT_READ, MAP_PRIVATE |
		       MAP_ANONYMOUS, -1, 0);
	resv = mmap(NULL, (size_t)pg, PROT_NONE, MAP_PRIVATE |
		    MAP_ANONYMOUS, -1, 0);
	if (fixed != (char *)FIXED_AT || scratch == MAP_FAILED ||
	    resv == MAP_FAILED) {
		printf("skip: no mapping at %#lx\n", FIXED_AT);
		return 77;
	}
	pid = vfork();
	if (pid < 0)
		return 1;
	if (!pid) {
		/* in the parent's address space: the notes query it */
		mmap(scratch, (size_t)pg, PROT_READ, MAP_PRIVATE |
		     MAP_ANONYMOUS | MAP_FIXED, -1, 0);
		execl("/proc/self/exe", argv[0], "new-image", (char *)NULL);
		_exit(1);
	}
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) ||
	    WEXITSTATUS(status))
		return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
	return many_children(resv);
}
