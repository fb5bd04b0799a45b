/* 32-bit differential tracee: threads (clone3 with a TLS descriptor,
 * futexes, robust lists). */
#include <pthread.h>
#include <stdio.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int counter;

static void *run(void *arg)
{
	for (int i = 0; i < 3; i++) {
		pthread_mutex_lock(&lock);
		counter++;
		pthread_mutex_unlock(&lock);
	}
	return arg;
}

int main(void)
{
	pthread_t t;

	for (int i = 0; i < 2; i++) {
		if (pthread_create(&t, NULL, run, NULL))
			return 1;
		pthread_join(t, NULL);
	}
	printf("%d\n", counter);
	return 0;
}
