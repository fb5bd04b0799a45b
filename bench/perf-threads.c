/* Per-syscall tracer cost with many threads: THREADS threads block in
 * read() on a pipe while the main thread makes ROUNDS rounds of
 * getppid + write to /dev/null, then all are released.
 * Usage: perf-threads THREADS [ROUNDS] (default 20000). */
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

static int p[2];

static void *idle(void *arg)
{
	char c;

	(void)arg;
	read(p[0], &c, 1);
	return NULL;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1;
	long rounds = argc > 2 ? atol(argv[2]) : 20000;
	int null = open("/dev/null", O_WRONLY);
	pthread_attr_t a;
	pthread_t *t = calloc((size_t)n, sizeof(*t));

	pipe(p);
	pthread_attr_init(&a);
	pthread_attr_setstacksize(&a, 65536);
	for (int i = 0; i < n; i++)
		pthread_create(&t[i], &a, idle, NULL);
	for (long i = 0; i < rounds; i++) {
		getppid();
		write(null, "x", 1);
	}
	close(p[1]);
	for (int i = 0; i < n; i++)
		pthread_join(t[i], NULL);
	return 0;
}
