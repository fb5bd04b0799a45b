/* Output's own state of a thread (tcb.out->own): no layer but output
 * sees its definition (tests/tree/task-state.test), so a decoder cannot
 * reach the -ff stream or the open line. */
#ifndef ABT_OUTPUT_TASK_H
#define ABT_OUTPUT_TASK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <time.h>

struct out_task {
	size_t open_col;		/* output column of its open line */
	bool line_open;			/* entry part printed, exit pending */
	FILE *outf;			/* -ff: per-process output */
	struct timespec stamp;		/* wall clock at entry (JSON -t/-r) */
};

#endif
