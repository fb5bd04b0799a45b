/* The file mappings of a process, from /proc/PID/maps. */
#ifndef ABT_UNWIND_PROC_MAPS_H
#define ABT_UNWIND_PROC_MAPS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

struct map_entry {
	uint64_t start;
	uint64_t end;
	uint64_t offset;		/* file offset of start */
	/* Where the file's offset 0 is mapped: its load address. */
	uint64_t base;
	char *path;		/* file path, or "[vdso]" and the like */
};

struct proc_maps {
	struct map_entry *v;	/* sorted by start, as the kernel does */
	size_t n;
};

int proc_maps_read(pid_t pid, struct proc_maps *pm);
void proc_maps_free(struct proc_maps *pm);
/* Whether the same files are mapped at the same places in a and b. */
bool proc_maps_equal(const struct proc_maps *a, const struct proc_maps *b);
const struct map_entry *proc_maps_find(const struct proc_maps *pm,
				       uint64_t addr);

#endif
