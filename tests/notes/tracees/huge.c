/* huge.c - memory calls on huge page mappings, for notes/huge-pages.test.
 *
 * Each step makes a call, measures what the kernel did from
 * /proc/self/smaps (the VMA's bounds and KernelPageSize), the page
 * contents or errno, and prints
 *   expect: REGEX      a note line abitrace must print, in order
 *   reject: REGEX      a line the trace must not have (a false note)
 *   count: ID N        how many ID notes the whole trace must hold
 * The messages are built from what was measured. The huge page size is
 * the one the kernel gave the mapping (KernelPageSize), never assumed.
 * Needs two free huge pages of the default size (the test reserves
 * them); exits 77 without. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/mman.h>
#include <sys/shm.h>
#include <sys/syscall.h>
#include <sys/vfs.h>
#include <unistd.h>

#include "note-expect.h"

#ifndef MAP_HUGE_SHIFT
#define MAP_HUGE_SHIFT 26
#endif
#ifndef MFD_HUGETLB
#define MFD_HUGETLB 4U
#endif

static unsigned long page;
static int nsplit, nmisaligned, nshrunk;
/* What the C library calls mmap: mmap2 on 32-bit ABIs. */
static const char *mmap_name;

static void fail(const char *what)
{
	printf("kernel: %s: %s\n", what, strerror(errno));
	exit(2);
}

static unsigned long meminfo(const char *key)
{
	FILE *f = fopen("/proc/meminfo", "r");
	char line[256];
	size_t n = strlen(key);
	unsigned long v = 0;

	while (f && fgets(line, sizeof(line), f))
		if (!strncmp(line, key, n) && line[n] == ':')
			v = strtoul(line + n + 1, NULL, 10);
	if (f)
		fclose(f);
	return v;
}

struct vma {
	unsigned long lo, hi, kps, thp;
	char perms[8], path[256];
};

/* The VMA holding addr in /proc/self/smaps; 0 when none does. */
static int vma_at(const void *addr, struct vma *v)
{
	FILE *f = fopen("/proc/self/smaps", "r");
	unsigned long a = (unsigned long)addr, lo, hi, kb;
	char line[512];
	int in = 0, found = 0;

	memset(v, 0, sizeof(*v));
	while (f && fgets(line, sizeof(line), f)) {
		char perms[8], path[256] = "";

		if (sscanf(line, "%lx-%lx %7s %*s %*s %*s %255[^\n]", &lo, &hi,
			   perms, path) >= 3 && strchr(line, '-') < strchr(line, ' ')) {
			if (found)
				break;
			in = a >= lo && a < hi;
			if (in) {
				found = 1;
				v->lo = lo, v->hi = hi;
				memcpy(v->perms, perms, sizeof(perms));
				memcpy(v->path, path, sizeof(path));
			}
			continue;
		}
		if (in && sscanf(line, "KernelPageSize: %lu kB", &kb) == 1)
			v->kps = kb * 1024;
		if (in && sscanf(line, "AnonHugePages: %lu kB", &kb) == 1)
			v->thp = kb * 1024;
	}
	if (f)
		fclose(f);
	return found;
}

/* "2 MiB", as the note names a page size: the tracee's own words for
 * the size it measured. */
static const char *unit(unsigned long ps)
{
	static char buf[32];
	static const char *const u[] = { "KiB", "MiB", "GiB" };
	unsigned i = 0;

	ps /= 1024;
	while (i < 2 && ps >= 1024 && ps % 1024 == 0)
		ps /= 1024, i++;
	snprintf(buf, sizeof(buf), "%lu %s", ps, u[i]);
	return buf;
}

static unsigned long up(unsigned long a, unsigned long to)
{
	return (a + to - 1) / to * to;
}

/* The note for a call that cut a huge page, from the VMAs it measured:
 * [s, e) is the range with the end rounded to the base page. end_up: 0
 * the end can cut too, 1 the call rounds its length up to the huge page
 * (mremap), 2 it rounds the end down (MADV_DONTNEED): only the start
 * cuts, and the range that works ends on the huge page. */
static void expect_split(const char *call, const char *p, unsigned long len,
			 int end_up)
{
	unsigned long s = (unsigned long)p, e = up(s + len, page), ws, we;
	struct vma vs, ve;
	int cut_s, cut_e;

	if (!vma_at(p, &vs) || !vma_at((char *)e - 1, &ve))
		fail("no VMA for the range");
	cut_s = vs.lo < s && s % vs.kps;
	cut_e = !end_up && e < ve.hi && e % ve.kps;
	ws = cut_s ? s / vs.kps * vs.kps : s;
	we = cut_e ? up(e, ve.kps) : e;
	if (end_up == 1)
		we = ws + up(e - ws, vs.kps);
	if (end_up == 2)	/* MADV_DONTNEED: the end rounds down, never cuts */
		we = up(e, ve.kps);
	printf("measured: %s on [%#lx, %#lx) failed (%s); the VMA there is [%#lx, %#lx) of %lu-byte pages\n",
	       call, s, e, strerrorname_np(errno), vs.lo, vs.hi, vs.kps);
	note_expect("huge-page-split", "%s failed with EINVAL because [%#lx, %#lx) %s a %s page of a huge page mapping, and the kernel never splits one: there addresses and lengths must be multiples of %s; [%#lx, %#lx) would work",
	       call, s, e, cut_s && cut_e ? "starts and ends inside" :
	       cut_s ? "starts inside" : "ends inside", unit(cut_s ? vs.kps : ve.kps),
	       unit(cut_s ? vs.kps : ve.kps), ws, we);
	nsplit++;
}

static void expect_range(const char *call, unsigned long s, unsigned long e,
			 unsigned long ps, unsigned long len, unsigned long dend)
{
	char pages[64];

	if (ps == page)
		snprintf(pages, sizeof(pages), "%lu page(s)", (e - s) / ps);
	else
		snprintf(pages, sizeof(pages), "%lu page(s) of %s", (e - s) / ps,
			 unit(ps));
	note_expect("range-expanded", "%s acts on [%#lx, %#lx), %lu bytes in %s, for the %lu bytes asked: end rounded up by %lu bytes",
	       call, s, e, e - s, pages, len, dend);
}

/* MADV_DONTNEED on a huge page mapping: the end rounded down to the
 * huge page ([s, e) of what was freed, measured by the caller). */
static void expect_shrunk(const char *call, unsigned long s, unsigned long e,
			  unsigned long ps, unsigned long len)
{
	char pages[64];

	snprintf(pages, sizeof(pages), "%lu page(s) of %s", (e - s) / ps, unit(ps));
	note_expect("range-shrunk", "%s acts on [%#lx, %#lx), %lu bytes in %s, for the %lu bytes asked: end rounded down to the %s page of the huge page mapping by %lu bytes%s; the last %lu bytes asked for are left alone",
	       call, s, e, e - s, pages, len, unit(ps), s + len - e,
	       e == s ? ", so the call did nothing" : "", s + len - e);
	nshrunk++;
}

/* mmap(NULL, 5000, MAP_HUGETLB): one huge page; the calls that would cut
 * it fail, those on the whole page work, mlock and MADV_DONTNEED of part
 * of it draw no range note (mlock leaves it alone, MADV_DONTNEED rounds
 * the end down), mincore counts base pages. */
static void anonymous(void)
{
	char *p = mmap(NULL, 5000, PROT_READ | PROT_WRITE, MAP_PRIVATE |
		       MAP_ANONYMOUS | MAP_HUGETLB, -1, 0);
	unsigned char vec[4] = { 0xaa, 0xaa, 0xaa, 0xaa };
	unsigned long h, s = (unsigned long)p;
	struct vma v;
	int n;

	if (p == MAP_FAILED)
		fail("mmap(MAP_HUGETLB)");
	if (!vma_at(p, &v))
		fail("no VMA at the mapping");
	h = v.kps;
	printf("measured: mmap(5000, MAP_HUGETLB) made [%#lx, %#lx), KernelPageSize %lu\n",
	       v.lo, v.hi, v.kps);
	expect_range(mmap_name, s, v.hi, h, 5000, v.hi - s - 5000);
	/* --pictures: a ruler of one page of the mapping's size */
	printf("expect: ^  \\|  +0  +%lu  from %#lx$\n", v.hi - s, s);
	memset(p, 'x', h);

	if (munmap(p, 5000) == 0 || errno != EINVAL)
		fail("munmap of part of a huge page worked");
	expect_split("munmap", p, 5000, 0);
	if (mprotect(p + page, page, PROT_READ) == 0 || errno != EINVAL)
		fail("mprotect of part of a huge page worked");
	expect_split("mprotect", p + page, page, 0);
	if (madvise(p, 5000, MADV_DONTFORK) == 0 || errno != EINVAL)
		fail("madvise(MADV_DONTFORK) of part of a huge page worked");
	expect_split("madvise", p, 5000, 0);
	if (madvise(p + page, page, MADV_DONTNEED) == 0 || errno != EINVAL)
		fail("madvise(MADV_DONTNEED) inside a huge page worked");
	expect_split("madvise", p + page, page, 2);
	if (mremap(p + page, page, 2 * page, MREMAP_MAYMOVE) != MAP_FAILED ||
	    errno != EINVAL)
		fail("mremap from inside a huge page worked");
	expect_split("mremap", p + page, page, 1);
	/* MADV_FREE fails on hugetlb whatever the range: no split note
	 * (the count below holds only the ones expected) */
	if (madvise(p, 5000, MADV_FREE) == 0)
		fail("madvise(MADV_FREE) on hugetlb worked");
	printf("measured: madvise(MADV_FREE) failed with %s\n", strerrorname_np(errno));

	if (madvise(p, 5000, MADV_DONTNEED) < 0)
		fail("madvise(MADV_DONTNEED)");
	printf("measured: madvise(p, 5000, MADV_DONTNEED) left p[0] = '%c' (zapped nothing)\n", p[0]);
	if (p[0] == 'x') {
		printf("reject: note\\[range-expanded\\]: madvise acts on\n");
		expect_shrunk("madvise", s, s, h, 5000);
	}
	/* MADV_NORMAL on part of it changes no flag: 0, nothing split */
	printf("measured: madvise(p, 5000, MADV_NORMAL) = %s\n",
	       madvise(p, 5000, MADV_NORMAL) == 0 ? "0" : strerrorname_np(errno));
	if (mlock(p + 4000, 6000) < 0)
		fail("mlock");
	vma_at(p, &v);
	printf("measured: mlock(p+4000, 6000) left the VMA [%#lx, %#lx) whole\n", v.lo, v.hi);
	if (v.lo == s && v.hi == s + h)
		printf("reject: note\\[range-expanded\\]: mlock acts on\n");
	munlock(p, h);

	n = mincore(p, 5000, vec);
	printf("measured: mincore(p, 5000) = %d wrote %d bytes\n", n,
	       (vec[0] != 0xaa) + (vec[1] != 0xaa) + (vec[2] != 0xaa));
	if (n == 0 && vec[1] != 0xaa && vec[2] == 0xaa)
		expect_range("mincore", s, s + 2 * page, page, 5000, 2 * page - 5000);

	if (mprotect(p, h - 100, PROT_READ) < 0)
		fail("mprotect of a whole huge page");
	vma_at(p, &v);
	printf("measured: mprotect(p, %lu) made [%#lx, %#lx) %s\n", h - 100, v.lo, v.hi, v.perms);
	expect_range("mprotect", s, v.hi, h, h - 100, v.hi - s - (h - 100));
	/* the range the split notes named works */
	if (munmap(p, h) < 0)
		fail("munmap of the whole huge page");
	printf("measured: munmap(p, %lu) = 0\n", h);
}

/* MADV_DONTNEED of one huge page and 5000 bytes of the next: the first
 * is freed (reads 0 again), the second kept whole. */
static void dontneed(unsigned long h)
{
	char *p = mmap(NULL, 2 * h, PROT_READ | PROT_WRITE, MAP_PRIVATE |
		       MAP_ANONYMOUS | MAP_HUGETLB, -1, 0);
	unsigned long s = (unsigned long)p;

	if (p == MAP_FAILED)
		fail("mmap(2 huge pages)");
	memset(p, 'x', 2 * h);
	if (madvise(p, h + 5000, MADV_DONTNEED) < 0)
		fail("madvise(MADV_DONTNEED) of H+5000");
	printf("measured: madvise(p, H+5000, MADV_DONTNEED): p[0] = %d, p[H] = '%c', p[H+4999] = '%c'\n",
	       p[0], p[h], p[h + 4999]);
	if (p[0] == 0 && p[h] == 'x' && p[h + 4999] == 'x')
		expect_shrunk("madvise", s, s + h, h, h + 5000);
	/* a whole number of huge pages: nothing rounded, no note */
	if (madvise(p, h, MADV_DONTNEED) < 0)
		fail("madvise(MADV_DONTNEED) of H");
	printf("reject: note\\[range-shrunk\\]: madvise acts on \\[%#lx, %#lx\\), %lu bytes in 1 page\\(s\\) of [^,]*, for the %lu bytes\n",
	       s, s + h, h, h);
	munmap(p, 2 * h);
}

/* The MAP_HUGE_SHIFT bits; the offset of a huge page mapping. */
static void sized(unsigned long h)
{
	unsigned flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_HUGETLB |
			 (unsigned)__builtin_ctzl(h) << MAP_HUGE_SHIFT;
	char *p = mmap(NULL, h + 1, PROT_READ, flags, -1, 0);
	struct vma v;

	if (p == MAP_FAILED)
		fail("mmap(MAP_HUGETLB | size bits)");
	vma_at(p, &v);
	printf("measured: mmap(H+1, size bits) made [%#lx, %#lx), KernelPageSize %lu\n",
	       v.lo, v.hi, v.kps);
	expect_range(mmap_name, (unsigned long)p, v.hi, v.kps, h + 1,
		     v.hi - (unsigned long)p - (h + 1));
	munmap(p, 2 * h);
	p = mmap(NULL, h, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_HUGETLB,
		 -1, (off_t)page);
	if (p != MAP_FAILED || errno != EINVAL)
		fail("mmap(MAP_HUGETLB) at offset page worked");
	p = mmap(NULL, h, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_HUGETLB,
		 -1, (off_t)h);
	printf("measured: MAP_HUGETLB offset %lu: EINVAL, offset %lu: %s\n", page, h,
	       p == MAP_FAILED ? strerror(errno) : "works");
	if (p == MAP_FAILED)
		fail("mmap(MAP_HUGETLB) at offset H");
	/* mmap2's offset counts 4096-byte units: no alignment note (yet) */
	if (sizeof(long) == 8) {
		note_expect("misaligned-address", "mmap failed with EINVAL because offset %#lx is not a multiple of the page size (%lu, the %s huge page of the mapping)",
		       page, h, unit(h));
		nmisaligned++;
	}
	munmap(p, h);
}

/* A file on hugetlbfs (memfd's own mount): its filesystem's page. */
static void file(unsigned long h)
{
	int fd = (int)syscall(SYS_memfd_create, "abt-huge", MFD_HUGETLB);
	struct statfs sf;
	struct vma v;
	char *p;

	if (fd < 0)
		fail("memfd_create(MFD_HUGETLB)");
	if (fstatfs(fd, &sf) < 0 || ftruncate(fd, (off_t)(2 * h)) < 0)
		fail("fstatfs/ftruncate");
	printf("measured: the memfd's filesystem: f_type %#lx, f_bsize %lu\n",
	       (unsigned long)sf.f_type, (unsigned long)sf.f_bsize);
	p = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	if (p == MAP_FAILED)
		fail("mmap of the hugetlbfs file");
	vma_at(p, &v);
	printf("measured: mmap(file, 4096) made [%#lx, %#lx), KernelPageSize %lu\n",
	       v.lo, v.hi, v.kps);
	expect_range(mmap_name, (unsigned long)p, v.hi, v.kps, 4096,
		     v.hi - (unsigned long)p - 4096);
	munmap(p, h);
	if (mmap(NULL, h, PROT_READ, MAP_SHARED, fd, (off_t)page) != MAP_FAILED ||
	    errno != EINVAL)
		fail("mmap of the hugetlbfs file at offset page worked");
	if (sizeof(long) == 8) {
		note_expect("misaligned-address", "mmap failed with EINVAL because offset %#lx is not a multiple of the page size (%lu, the %s huge page of the mapping)",
		       page, (unsigned long)sf.f_bsize, unit((unsigned long)sf.f_bsize));
		nmisaligned++;
	}
	close(fd);
}

/* MAP_FIXED|MAP_HUGETLB over ordinary memory replaces a whole huge
 * page, not just the 5000 bytes rounded to the base page. */
static void fixed(unsigned long h)
{
	char *r = mmap(NULL, 4 * h, PROT_READ | PROT_WRITE, MAP_PRIVATE |
		       MAP_ANONYMOUS, -1, 0), *a, *p;
	char victims[300];
	struct vma v;

	if (r == MAP_FAILED)
		fail("mmap");
	a = (char *)up((unsigned long)r, h);
	memset(r, 'a', 4 * h);
	vma_at(a, &v);
	snprintf(victims, sizeof(victims), "[%#lx, %#lx) %s anonymous",
		 v.lo, v.hi, v.perms);
	p = mmap(a, 5000, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS |
		 MAP_HUGETLB | MAP_FIXED, -1, 0);
	if (p != a)
		fail("mmap(MAP_FIXED|MAP_HUGETLB)");
	vma_at(a, &v);
	printf("measured: MAP_FIXED|MAP_HUGETLB made [%#lx, %#lx); byte H-1 reads %d, byte H '%c'\n",
	       v.lo, v.hi, a[h - 1], a[h]);
	expect_range(mmap_name, (unsigned long)a, v.hi, v.kps, 5000,
		     v.hi - (unsigned long)a - 5000);
	note_expect("mmap-fixed-replaced", "%s MAP_FIXED on [%#lx, %#lx) silently unmapped what was there, in: %s",
	       mmap_name, (unsigned long)a, v.hi, victims);
	munmap(r, 4 * h);
}

/* shmget(SHM_HUGETLB): the segment is a whole huge page. */
static void shm(void)
{
	int id = shmget(IPC_PRIVATE, 5000, IPC_CREAT | SHM_HUGETLB | 0600);
	struct shmid_ds ds;
	struct vma v;
	void *p;

	if (id < 0)
		fail("shmget(SHM_HUGETLB)");
	p = shmat(id, NULL, 0);
	if (p == (void *)-1 || !vma_at(p, &v))
		fail("shmat");
	shmctl(id, IPC_STAT, &ds);
	printf("measured: shmat maps [%#lx, %#lx), KernelPageSize %lu; shm_segsz %lu\n",
	       v.lo, v.hi, v.kps, (unsigned long)ds.shm_segsz);
	note_expect("segment-rounded", "shmget made a segment of %lu bytes, %lu page(s) of %s, for the 5000 bytes asked: shmat maps all of it, while IPC_STAT's shm_segsz says %lu",
	       v.hi - v.lo, (v.hi - v.lo) / v.kps, unit(v.kps),
	       (unsigned long)ds.shm_segsz);
	shmdt(p);
	shmctl(id, IPC_RMID, NULL);
}

/* munmap of a huge page and the hole after it: no page is cut, the
 * range is rounded to the base page and counted in base pages. */
static void hole(unsigned long h)
{
	char *r = mmap(NULL, 4 * h, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS |
		       MAP_NORESERVE, -1, 0), *a;
	struct vma v;

	if (r == MAP_FAILED)
		fail("mmap");
	a = (char *)up((unsigned long)r, h);
	if (mmap(a, h, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_HUGETLB |
		 MAP_FIXED, -1, 0) != a || munmap(a + h, h) < 0)
		fail("a huge page before a hole");
	if (munmap(a, h + 5000) < 0)
		fail("munmap of a huge page and a hole");
	printf("measured: munmap(a, H+5000) over [a, a+H) and a hole: %s\n",
	       vma_at(a, &v) ? "still mapped" : "gone");
	if (!vma_at(a, &v))
		expect_range("munmap", (unsigned long)a, up((unsigned long)a + h + 5000, page),
			     page, h + 5000, up(h + 5000, page) - (h + 5000));
	munmap(r, 4 * h);
}

/* Transparent huge pages: the same calls act on base pages. */
static void thp(unsigned long h)
{
	char *r = mmap(NULL, 4 * h, PROT_READ | PROT_WRITE, MAP_PRIVATE |
		       MAP_ANONYMOUS, -1, 0), *a;
	unsigned long thp;
	struct vma v;

	if (r == MAP_FAILED)
		fail("mmap");
	a = (char *)up((unsigned long)r, h);
	madvise(a, 2 * h, MADV_HUGEPAGE);
	memset(a, 'x', 2 * h);
	vma_at(a, &v);
	thp = v.thp;
	if (munmap(a + page, 5000) < 0)
		fail("munmap in THP memory");
	vma_at(a, &v);
	printf("measured: %lu bytes of THP; munmap(a+P, 5000) left [%#lx, %#lx), KernelPageSize %lu\n",
	       thp, v.lo, v.hi, v.kps);
	if (vma_at(a + page + 2 * page, &v) && v.lo == (unsigned long)a + 3 * page)
		expect_range("munmap", (unsigned long)a + page,
			     (unsigned long)a + 3 * page, page, 5000, 2 * page - 5000);
	munmap(r, 4 * h);
}

int main(void)
{
	unsigned long h;

	setvbuf(stdout, NULL, _IOLBF, 0);
	page = (unsigned long)sysconf(_SC_PAGESIZE);
	mmap_name = sizeof(long) == 4 ? "mmap2" : "mmap";
	h = meminfo("Hugepagesize") * 1024;
	if (!h || meminfo("HugePages_Free") < 2) {
		printf("skip: fewer than 2 free huge pages of the default size\n");
		return 77;
	}
	anonymous();
	dontneed(h);
	sized(h);
	file(h);
	fixed(h);
	shm();
	hole(h);
	thp(h);
	printf("count: huge-page-split %d\n", nsplit);
	printf("count: misaligned-address %d\n", nmisaligned);
	printf("count: segment-rounded 1\n");
	printf("count: range-shrunk %d\n", nshrunk);
	return 0;
}
