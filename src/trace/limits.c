/* limits.c - the tracer's own descriptor limit, and the program's.
 *
 * The tracer keeps descriptors for each traced process: the unwinder's
 * /proc/PID/maps and its modules' files for call sites, the notes' kept
 * maps. A -f trace of a thousand live processes needs several thousand,
 * above the usual soft RLIMIT_NOFILE of 1,024: out of descriptors, call
 * sites and the notes that read /proc would go missing. So the tracer
 * takes its hard limit as its soft one, and the program it launches is
 * given back exactly the limit the tracer was given (a program may size
 * tables by it, or use select() below FD_SETSIZE).
 */
#include "trace/trace.h"

#include <stdbool.h>
#include <sys/resource.h>

static struct rlimit nofile_given;
static bool nofile_raised;

void trace_raise_nofile(void)
{
	struct rlimit rl;

	if (getrlimit(RLIMIT_NOFILE, &nofile_given) < 0)
		return;
	rl = nofile_given;
	if (rl.rlim_cur >= rl.rlim_max)
		return;
	rl.rlim_cur = rl.rlim_max;
	nofile_raised = setrlimit(RLIMIT_NOFILE, &rl) == 0;
}

void trace_restore_nofile(void)
{
	/* Lowering a soft limit is always allowed. */
	if (nofile_raised)
		setrlimit(RLIMIT_NOFILE, &nofile_given);
}
