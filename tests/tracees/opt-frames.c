/* A tracee for --stack-trace-frame-limit (tests/unwind/frame-limit.test):
 * getppid at the bottom of DEPTH nested calls of one function, so that
 * the stack of that call is at least DEPTH frames deep.
 * usage: opt-frames DEPTH */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* noinline, and work after the call, so that no compiler folds the
 * recursion into a loop or a tail call. */
__attribute__((noinline)) static int down(int n)
{
	volatile int r;

	if (n <= 0)
		return (int)getppid();
	r = down(n - 1);
	return r + 1;
}

int main(int argc, char **argv)
{
	int depth = argc > 1 ? atoi(argv[1]) : 10;

	printf("depth: %d\n", depth);
	return down(depth) > 0 ? 0 : 1;
}
