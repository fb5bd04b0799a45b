/* inject.c - make a call fail on purpose and watch the program cope.
 * run: abitrace -e trace=mlock -e inject=mlock:error=ENOMEM:when=2 ./inject
 * Each "expect:" line is what the program predicts abitrace will say. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>

static char keys[3][4096] __attribute__((aligned(4096)));

int main(void)
{
	for (int i = 0; i < 3; i++) {
		/* when=2: only the second mlock of this thread fails. */
		if (i == 1) {
			printf("expect: mlock( ... ) ... = -1 ENOMEM (Cannot "
			       "allocate memory) (INJECTED)\n");
			printf("expect: note[injected-call]: abitrace kept the "
			       "kernel from running it and made it fail with "
			       "ENOMEM ... mlock number 2 of this thread\n");
		} else {
			printf("expect: mlock( ... , 4096) ... = 0\n");
		}
		fflush(stdout);
		if (mlock(keys[i], sizeof(keys[i])) == 0) {
			printf("key %d locked in RAM\n", i);
			continue;
		}
		/* The error path nobody tests: wipe the key, go on. */
		printf("key %d: mlock: %s; wiping it after use\n", i,
		       strerror(errno));
		memset(keys[i], 0, sizeof(keys[i]));
	}
	return 0;
}
