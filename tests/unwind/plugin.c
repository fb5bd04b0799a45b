/* A dlopen'ed library for tracee: its frames must be found and named. */
#include <unistd.h>
#include "tracee.h"

void plugin_call(expect_fn expect);

static void __attribute__((noinline)) plugin_inner(expect_fn expect)
{
	expect("plugin", __FILE__, __func__, __LINE__ + 1);
	getppid();
}

void plugin_call(expect_fn expect)
{
	plugin_inner(expect);
}

#ifdef PLUGIN_PAD
/* unwind/callsite-remap.test's second library: its plugin_trap at another
 * offset and line than the first's, where a stale module would put
 * the first's name and line. */
int plugin_pad(int x);

int plugin_pad(int x)
{
	volatile int v[64];

	for (int i = 0; i < 64; i++)
		v[i] = x * i;
	return v[x & 63] + v[(x + 7) & 63];
}
#endif

/* For sites: a second close of fd, which the caller already closed. */
void plugin_trap(expect_fn expect, int fd);

void plugin_trap(expect_fn expect, int fd)
{
#ifdef PLUGIN_PAD
	expect("plugin", __FILE__, __func__, __LINE__ + 2);
	plugin_pad(fd);
	close(fd);
#else
	expect("plugin", __FILE__, __func__, __LINE__ + 1);
	close(fd);
#endif
}
