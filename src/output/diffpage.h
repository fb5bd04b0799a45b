/* The page of `abitrace diff --report=FILE.html A B`: the differences
 * of two traces side by side (diffpage.c). The diff layer hands it the
 * records of its --json output, one call per record, in their order;
 * every string is the traces' (untrusted) and is escaped here. */
#ifndef ABT_DIFFPAGE_H
#define ABT_DIFFPAGE_H

#include <stdint.h>

/* One run's side of a difference; call is NULL when the run has none. */
struct diffpage_side {
	const char *call, *result;
	int64_t line;
};

/* Opens FILE (outfile_open_own: "-" is stdout) and writes the head. */
void diffpage_open(const char *path);
/* diff_input: trace A or B, where it ran, how many calls. */
void diffpage_input(char which, const char *file, const char *kernel,
		    const char *machine, const char *abi, int64_t calls);
/* environment: a header field that differs (a or b NULL: not there). */
void diffpage_env(const char *field, const char *a, const char *b);
/* A difference: kind "changed", "only_a", "only_b", "exit",
 * "process_only_a"/"_b"; the process's place in the fork tree. */
void diffpage_item(const char *kind, const char *process,
		   const struct diffpage_side *a, const struct diffpage_side *b,
		   const char *const *details, unsigned ndetails);
/* count: calls of one name in each run. */
void diffpage_count(const char *name, int64_t a, int64_t b);
/* Writes the end; -1 when the file could not be written. */
int diffpage_close(uint64_t total);

#endif
