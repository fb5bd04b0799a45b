/*
 * Whether the mapping under an address is still the one the unwinder
 * was told of, asked of the kernel one address at a time
 * (PROCMAP_QUERY, Linux 6.11) instead of reading all of /proc/PID/maps.
 */
#ifndef ABT_UNWIND_VMA_CHECK_H
#define ABT_UNWIND_VMA_CHECK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

struct vma_ent;

/* The mappings as last reported, and a descriptor of /proc/PID/maps
 * opened right after that text was read: it stays bound to that
 * address space (the kernel keeps the mm it was opened on), so an
 * execve makes its queries fail, never answer for the new program. */
struct vma_table {
	struct vma_ent *v;	/* sorted by start, as the text is */
	size_t n;
	int fd;			/* -1: not open */
};

enum vma_answer {
	VMA_SAME,		/* the same mapping of the same file */
	VMA_CHANGED,		/* another one, or none */
	VMA_UNKNOWN,		/* no PROCMAP_QUERY, or the mm is gone */
};

void vma_table_init(struct vma_table *t);
/* Take text (the maps that were just reported) as the reference and
 * open the query descriptor of pid. */
void vma_table_set(struct vma_table *t, pid_t pid, const char *text,
		   size_t len);
void vma_table_clear(struct vma_table *t);
enum vma_answer vma_check(struct vma_table *t, uint64_t addr);

#endif
