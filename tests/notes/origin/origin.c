/* Who made a noted memory call (tests/notes/call-origin.test):
 *   lib   a library's own munmap of part of a mapping, and the same
 *         call by the program: the first note names the library, the
 *         second names no one; both are warnings.
 *   thread  the same by a thread the library started, which has
 *         nothing of the program on its stack (as a JVM's threads):
 *         the library's call all the same, wherever it lives.
 *   libc  the C runtime's own munmap, in a thread that runs glibc's
 *         fclose() and nothing of the program: a FILE opened "rm"
 *         reads its file through mmap, and fclose unmaps it with the
 *         file's length.
 * Each case first measures what the kernel did (which pages the call
 * took, from mincore and /proc/self/maps) and prints the note it
 * expects as "expect: TEXT" (the note's message, without its site). */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

void *origin_lib_map(unsigned long len);
int origin_lib_unmap(void *p, unsigned long len);
char *origin_lib_thread(unsigned long map_len, unsigned long unmap_len);

static unsigned long pg;

static void die(const char *what)
{
	printf("error: %s: %s\n", what, strerror(errno));
	exit(1);
}

/* Whether the page at p is mapped: mincore fails with ENOMEM on a
 * hole. */
static int mapped(void *p)
{
	unsigned char v;

	return mincore(p, pg, &v) == 0;
}

/* munmap(p, pg + 904) of a three-page mapping by who(): the kernel
 * takes two whole pages and leaves the third. */
static void partial_unmap(const char *label, int (*who)(void *, unsigned long))
{
	unsigned long len = pg + 904;
	char *p = origin_lib_map(3 * pg);

	if (p == MAP_FAILED)
		die("mmap");
	if (who(p, len) < 0)
		die("munmap");
	if (mapped(p) || mapped(p + pg) || !mapped(p + 2 * pg)) {
		printf("error: munmap of %lu bytes did not take two pages\n",
		       len);
		exit(1);
	}
	printf("expect: %s munmap acts on [%p, %p), %lu bytes in 2 page(s), "
	       "for the %lu bytes asked: end rounded up by %lu bytes%s\n",
	       label, (void *)p, (void *)(p + 2 * pg), 2 * pg, len,
	       2 * pg - len,
	       who == origin_lib_unmap ? " (liborigin-soname.so.1's call)" :
	       "");
	munmap(p + 2 * pg, pg);
}

static void thread_unmap(void)
{
	unsigned long len = pg + 904;
	char *p = origin_lib_thread(3 * pg, len);

	if (p == MAP_FAILED)
		die("the library's thread");
	if (mapped(p) || mapped(p + pg) || !mapped(p + 2 * pg)) {
		printf("error: munmap of %lu bytes did not take two pages\n",
		       len);
		exit(1);
	}
	printf("expect: thread munmap acts on [%p, %p), %lu bytes in 2 "
	       "page(s), for the %lu bytes asked: end rounded up by %lu bytes "
	       "(liborigin-soname.so.1's call)\n", (void *)p,
	       (void *)(p + 2 * pg), 2 * pg, len, 2 * pg - len);
	munmap(p + 2 * pg, pg);
}

static int own_unmap(void *p, unsigned long len)
{
	return munmap(p, len);
}

/* The mapping of path in /proc/self/maps: its start, or 0. */
static unsigned long mapping_of(const char *path)
{
	char line[4096];
	unsigned long lo = 0, hi;
	FILE *f = fopen("/proc/self/maps", "re");

	if (!f)
		die("/proc/self/maps");
	while (fgets(line, sizeof(line), f)) {
		char *name = strchr(line, '/');

		if (name && !strncmp(name, path, strlen(path)) &&
		    name[strlen(path)] == '\n' &&
		    sscanf(line, "%lx-%lx", &lo, &hi) == 2)
			break;
		lo = 0;
	}
	fclose(f);
	return lo;
}

/* The thread runs fclose itself: no function of the program is on its
 * stack. fclose's int comes back where a pointer is expected, which
 * pthread_join is not asked for. */
typedef void *(*start_fn)(void *);
static void libc_unmap(const char *dir)
{
	char path[4096];
	unsigned long len = pg + 904, at;
	pthread_t t;
	FILE *f;

	snprintf(path, sizeof(path), "%s/origin-data", dir);
	f = fopen(path, "we");
	if (!f || fprintf(f, "%*s", (int)len, "x") < 0 || fclose(f))
		die(path);
	f = fopen(path, "rme");
	if (!f)
		die(path);
	if (fgetc(f) != ' ')
		die("fgetc");
	at = mapping_of(path);
	if (!at) {
		printf("skip: this C library does not read \"rm\" files "
		       "through mmap\n");
		exit(77);
	}
	if (pthread_create(&t, NULL, (start_fn)(void (*)(void))fclose, f))
		die("pthread_create");
	pthread_join(t, NULL);
	if (mapping_of(path)) {
		printf("error: fclose left the mapping of %s\n", path);
		exit(1);
	}
	printf("expect: libc munmap acts on [%#lx, %#lx), %lu bytes in 2 "
	       "page(s), for the %lu bytes asked: end rounded up by %lu bytes "
	       "(the C runtime's own call, not the program's)\n",
	       at, at + 2 * pg, 2 * pg, len, 2 * pg - len);
}

int main(int argc, char **argv)
{
	pg = (unsigned long)sysconf(_SC_PAGESIZE);
	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc > 1 && !strcmp(argv[1], "lib")) {
		partial_unmap("lib", origin_lib_unmap);
		partial_unmap("own", own_unmap);
		return 0;
	}
	if (argc > 1 && !strcmp(argv[1], "thread")) {
		thread_unmap();
		return 0;
	}
	if (argc > 2 && !strcmp(argv[1], "libc")) {
		libc_unmap(argv[2]);
		return 0;
	}
	fprintf(stderr, "usage: origin lib | thread | libc DIR\n");
	return 2;
}
