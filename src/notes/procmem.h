/* The traced process's memory as /proc shows it, read at a call's exit
 * by the notes that explain a failure: its mappings (/proc/PID/maps),
 * the locked part of a range (/proc/PID/smaps). */
#ifndef ABT_NOTES_PROCMEM_H
#define ABT_NOTES_PROCMEM_H

#include "abitrace.h"

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

struct pm_map {
	uint64_t start, end;	/* [start, end) */
	char perms[5];		/* "rw-p" */
};

/* The mappings in address order, and how many lines maps had: at most
 * PM_MAX_MAPS are kept (a larger process is not read through), so a
 * range past the last one kept is not known. */
struct pm_maps {
	struct pm_map *m;
	size_t n;
	bool cut;		/* more lines than were kept */
	uint64_t vmas;		/* lines, less the [vsyscall] gate */
	/* pm_open_query: m is empty; pm_bad asks the kernel for the
	 * mappings of each range (PROCMAP_QUERY) through qfd */
	bool query;
	int qfd;
	bool borrowed;		/* qfd is the unwinder's: not closed */
	struct tcb *tcp;
};

enum { PM_MAX_MAPS = 1 << 20 };

/*
 * A range's VMAs one at a time, asked of the kernel (PROCMAP_QUERY,
 * Linux 6.11) through a descriptor of /proc/PID/maps, by the notes
 * that want one to three VMAs where the text is every VMA of the
 * process. Each answer is the mappings at the query: nothing is kept.
 * vma_query_open gives the descriptor, kept open for the process's
 * image (nproc_maps_fd: never closed by the caller), -1 when the
 * process is gone, -2 when the kernel is known to have no such query
 * (read the text). vma_query_next puts the first VMA that ends past
 * addr in *q (its name in name[size], when name is given): 1 when it
 * starts below end, 0 when no VMA does, -1 when the kernel refused
 * (read the text; the kept descriptor is dropped).
 */
struct procmap_query;
int vma_query_open(struct tcb *tcp);
int vma_query_next(struct tcb *tcp, int fd, uint64_t addr, uint64_t end,
		   char *name, size_t size, struct procmap_query *q);

bool pm_read(struct tcb *tcp, struct pm_maps *pm);
/* For pm_bad only: the mappings of the ranges asked about, from the
 * kernel one at a time instead of the whole text (whose read costs a
 * d_path per mapped file); pm_read's when the kernel cannot. */
bool pm_open_query(struct tcb *tcp, struct pm_maps *pm);
void pm_free(struct pm_maps *pm);

/* The index of the first mapping that ends past a (pm->n when none
 * does): the maps are sorted, so a bisection. */
size_t pm_first_past(const struct pm_maps *pm, uint64_t a);

/* Access a range needs: the kernel reads it, writes it, or only needs
 * it mapped (mprotect, mlock). */
enum { PM_MAPPED = 0, PM_READ = 1, PM_WRITE = 2 };

/* What is wrong with [start, start + len) for access want: false when
 * nothing is (or the range goes past what pm knows, *unknown then);
 * else the first bad part [*bs, *be), its mapping's permissions in
 * perms ("" when it is a hole). A range that wraps past the top of the
 * address space is bad from the top. */
bool pm_bad(const struct pm_maps *pm, uint64_t start, uint64_t len,
	    unsigned want, uint64_t *bs, uint64_t *be, char perms[5],
	    bool *unknown);

/* Bytes of [s, e) already mapped. */
uint64_t pm_mapped_in(const struct pm_maps *pm, uint64_t s, uint64_t e);

/* Bytes of [s, e) in VMAs with VM_LOCKED ("lo" in smaps' VmFlags): what
 * mm/mlock.c count_mm_mlocked_page_nr() takes off the pages to lock. */
bool pm_locked_in(struct tcb *tcp, uint64_t s, uint64_t e, uint64_t *n);

/* A kB field of /proc/PID/status (VmLck, VmSize) in bytes. */
bool pm_status_kb(struct tcb *tcp, const char *key, uint64_t *v);

/* Soft and hard limit of resource res (RLIMIT_*) from
 * /proc/PID/limits; UINT64_MAX is unlimited. */
bool pm_rlimit(pid_t pid, uint64_t res, uint64_t *soft, uint64_t *hard);

#endif
