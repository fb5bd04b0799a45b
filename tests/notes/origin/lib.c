/* A library for tests/notes/call-origin.test: its own memory calls, which
 * the notes must call its own ("liborigin-soname.so.1's call"), at the
 * level the program's own would have. The test links it under a file
 * name that is not its soname: the name shown is read from the file. */
#include <pthread.h>
#include <stddef.h>
#include <sys/mman.h>

void *origin_lib_map(unsigned long len);
int origin_lib_unmap(void *p, unsigned long len);
char *origin_lib_thread(unsigned long map_len, unsigned long unmap_len);

void *origin_lib_map(unsigned long len)
{
	return mmap(NULL, len, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
}

int origin_lib_unmap(void *p, unsigned long len)
{
	return munmap(p, len);
}

/* A thread of the library's own, like a JVM's: nothing of the program
 * is on its stack, only the library's function and the C runtime's
 * thread start. */
struct origin_job {
	unsigned long map_len, unmap_len;
	char *p;
};

static void *origin_lib_worker(void *arg)
{
	struct origin_job *j = arg;

	j->p = origin_lib_map(j->map_len);
	if (j->p != MAP_FAILED && origin_lib_unmap(j->p, j->unmap_len) < 0)
		j->p = MAP_FAILED;
	return NULL;
}

/* Maps map_len bytes and unmaps the first unmap_len of them in a new
 * thread; the mapping's address, or MAP_FAILED. */
char *origin_lib_thread(unsigned long map_len, unsigned long unmap_len)
{
	struct origin_job j = { map_len, unmap_len, MAP_FAILED };
	pthread_t t;

	if (pthread_create(&t, NULL, origin_lib_worker, &j))
		return MAP_FAILED;
	pthread_join(t, NULL);
	return j.p;
}
