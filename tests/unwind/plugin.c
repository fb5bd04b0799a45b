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
