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

/* For sites: a second close of fd, which the caller already closed. */
void plugin_trap(expect_fn expect, int fd);

void plugin_trap(expect_fn expect, int fd)
{
	expect("plugin", __FILE__, __func__, __LINE__ + 1);
	close(fd);
}
