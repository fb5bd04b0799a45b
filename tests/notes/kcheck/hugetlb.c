/* hugetlb.c - what the memory calls do on a hugetlb mapping, whose page
 * is H bytes (the default huge page size, Hugepagesize in /proc/meminfo)
 * instead of the base page P.
 *
 * Every range is read back from /proc/self/smaps (the VMA's bounds and
 * KernelPageSize, VmFlags), page contents or the bytes mincore writes.
 * Needs free huge pages (tests/notes/hugepages.sh reserves them when run
 * by run.sh as root); without them every check is skipped.
 * Rules checked: range-expanded (huge= of the range lines), huge-page-
 * split, misaligned-address (offset and MAP_FIXED of a hugetlb mmap),
 * segment-rounded, mmap-fixed-replaced (the end rounded to H), and that
 * transparent huge pages change nothing a program sees. */
#include "kcheck.h"
#include <fcntl.h>
#include <sys/ipc.h>
#include <sys/mman.h>
#include <sys/shm.h>
#include <sys/syscall.h>
#include <sys/vfs.h>

#ifndef MAP_HUGE_SHIFT
#define MAP_HUGE_SHIFT 26
#endif
#ifndef MFD_HUGETLB
#define MFD_HUGETLB 4U
#endif
#ifndef MADV_DONTNEED_LOCKED
#define MADV_DONTNEED_LOCKED 24
#endif
#define HUGETLBFS_MAGIC 0x958458f6

static unsigned long P, H;
static char *R;			/* a PROT_NONE reservation of 8H, H-aligned at A */
static char *A;

struct vma {
	unsigned long lo, hi, kps;	/* bounds, KernelPageSize in bytes */
	unsigned long thp;		/* AnonHugePages in bytes */
	char perms[8];
	int locked;			/* "lo" in VmFlags */
};

/* The VMA that contains addr, from /proc/self/smaps. */
static int vma_at(const void *addr, struct vma *v)
{
	FILE *f = fopen("/proc/self/smaps", "r");
	unsigned long a = (unsigned long)addr, lo, hi, kb;
	char line[512], perms[8];
	int in = 0, found = 0;

	memset(v, 0, sizeof(*v));
	while (f && fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%lx-%lx %7s", &lo, &hi, perms) == 3 &&
		    strchr(line, '-') < strchr(line, ' ')) {
			if (found)
				break;
			in = a >= lo && a < hi;
			if (in) {
				found = 1;
				v->lo = lo, v->hi = hi;
				memcpy(v->perms, perms, sizeof(perms));
			}
			continue;
		}
		if (in && sscanf(line, "KernelPageSize: %lu kB", &kb) == 1)
			v->kps = kb * 1024;
		if (in && sscanf(line, "AnonHugePages: %lu kB", &kb) == 1)
			v->thp = kb * 1024;
		if (in && !strncmp(line, "VmFlags:", 8))
			v->locked = strstr(line, " lo") != NULL;
	}
	if (f)
		fclose(f);
	return found;
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

static int log2ul(unsigned long x)
{
	int l = 0;

	while (x >>= 1)
		l++;
	return l;
}

/* A fresh hugetlb mapping of n huge pages at A, every byte 'x'. */
static char *huge(unsigned long n)
{
	char *p = mmap(A, n * H, PROT_READ | PROT_WRITE, MAP_PRIVATE |
		       MAP_ANONYMOUS | MAP_HUGETLB | MAP_FIXED, -1, 0);

	if (p == MAP_FAILED) {
		printf("FAIL hugetlb mmap of %lu pages: %s\n", n, strerror(errno));
		exit(1);
	}
	memset(p, 'x', n * H);
	return p;
}

/* Gives the range back to the PROT_NONE reservation. */
static void unhuge(void)
{
	mmap(A, 4 * H, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED |
	     MAP_NORESERVE, -1, 0);
}

static void want_vma(const char *what, const void *at, unsigned long lo,
		     unsigned long hi, unsigned long kps)
{
	struct vma v;
	int ok = vma_at(at, &v);

	kc_report(ok && v.lo == lo && v.hi == hi && v.kps == kps, what,
		  "VMA [%#lx, %#lx) %s KernelPageSize %lu (rule: [%#lx, %#lx), %lu)",
		  v.lo, v.hi, v.perms, v.kps, lo, hi, kps);
}

static void check_mmap(void)
{
	unsigned long a = (unsigned long)A;
	struct statfs sf;
	char *p;
	int fd;

	/* length rounded up to the huge page, default size */
	p = mmap(A, 5000, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS |
		 MAP_HUGETLB | MAP_FIXED, -1, 0);
	want_vma("mmap(5000, MAP_HUGETLB) range-expanded to the huge page",
		 p, a, a + H, H);
	unhuge();
	/* the size named in the MAP_HUGE_SHIFT bits */
	p = mmap(A, 5000, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_HUGETLB |
		 MAP_FIXED | (unsigned)log2ul(H) << MAP_HUGE_SHIFT, -1, 0);
	want_vma("mmap(5000, MAP_HUGETLB|log2(H) << MAP_HUGE_SHIFT) range-expanded",
		 p, a, a + H, H);
	unhuge();
	/* the offset of an anonymous huge page mapping counts too */
	KC_EXPECT("mmap(MAP_HUGETLB, offset P) misaligned-address (offset % H)",
		  mmap(NULL, H, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS |
		       MAP_HUGETLB, -1, (off_t)P), EINVAL);
	p = mmap(A, H, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_HUGETLB |
		 MAP_FIXED, -1, (off_t)H);
	kc_report(p == A, "mmap(MAP_HUGETLB, offset H)", "returned %p", (void *)p);
	unhuge();
	/* a size the kernel does not have */
	KC_EXPECT("mmap(MAP_HUGETLB|13 << MAP_HUGE_SHIFT): no such huge page size",
		  mmap(NULL, 5000, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS |
		       MAP_HUGETLB | 13U << MAP_HUGE_SHIFT, -1, 0), EINVAL);
	/* a file on hugetlbfs (memfd's own mount): its filesystem's page */
	fd = (int)syscall(SYS_memfd_create, "kcheck-huge", MFD_HUGETLB);
	if (fd < 0) {
		kc_skip("memfd_create(MFD_HUGETLB)", strerror(errno));
		return;
	}
	memset(&sf, 0, sizeof(sf));
	fstatfs(fd, &sf);
	kc_report((unsigned long)sf.f_type == HUGETLBFS_MAGIC && (unsigned long)sf.f_bsize == H,
		  "fstatfs of a hugetlbfs file",
		  "f_type %#lx f_bsize %lu (rule: %#x, %lu)",
		  (unsigned long)sf.f_type, (unsigned long)sf.f_bsize,
		  HUGETLBFS_MAGIC, H);
	if (ftruncate(fd, (off_t)(2 * H)) < 0)
		kc_report(0, "ftruncate of the hugetlbfs file", "%s", strerror(errno));
	p = mmap(A, 4096, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, fd, 0);
	want_vma("mmap(hugetlbfs file, 4096) range-expanded to the huge page",
		 p, a, a + H, H);
	unhuge();
	KC_EXPECT("mmap(hugetlbfs file, offset P) misaligned-address (offset % H)",
		  mmap(NULL, H, PROT_READ, MAP_SHARED, fd, (off_t)P), EINVAL);
	KC_EXPECT("mmap(hugetlbfs file, offset H)",
		  mmap(A, H, PROT_READ, MAP_SHARED | MAP_FIXED, fd, (off_t)H), 0);
	unhuge();
	KC_EXPECT("mmap(A+P, MAP_FIXED|MAP_HUGETLB) misaligned-address (addr % H)",
		  mmap(A + P, H, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS |
		       MAP_HUGETLB | MAP_FIXED, -1, 0), EINVAL);
	close(fd);

	/* MAP_FIXED over a base-page mapping replaces [A, A+H), not just
	 * [A, A+8192): the end is rounded to the huge page too. */
	p = mmap(A, 4 * H, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS |
		 MAP_FIXED, -1, 0);
	memset(p, 'a', 4 * H);
	mmap(A, 5000, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS |
	     MAP_HUGETLB | MAP_FIXED, -1, 0);
	{
		struct vma v;

		vma_at(A + H, &v);
		kc_report(A[H - 1] == 0 && A[H] == 'a' && v.lo == a + H && v.kps == P,
			  "mmap(A, 5000, MAP_FIXED|MAP_HUGETLB) mmap-fixed-replaced [A, A+H)",
			  "byte H-1 now %d (was 'a'), byte H still '%c', next VMA at %#lx (rule: %#lx)",
			  A[H - 1], A[H], v.lo, a + H);
	}
	unhuge();
}

/* Calls that cut a huge page fail with EINVAL; the same calls on whole
 * huge pages work, the end rounded up to the base page only. */
static void check_split(void)
{
	unsigned long a = (unsigned long)A;
	unsigned long mask = 1;	/* node 0 */
	char *p;

	p = huge(2);
	KC_EXPECT("munmap(p, 5000) huge-page-split", munmap(p, 5000), EINVAL);
	KC_EXPECT("munmap(p+P, H-P) huge-page-split", munmap(p + P, H - P), EINVAL);
	KC_EXPECT("munmap(p, H+5000) huge-page-split (the end cuts page 2)",
		  munmap(p, H + 5000), EINVAL);
	KC_EXPECT("mprotect(p, 5000) huge-page-split", mprotect(p, 5000, PROT_READ), EINVAL);
	KC_EXPECT("mprotect(p+H-P, 2P) huge-page-split",
		  mprotect(p + H - P, 2 * P, PROT_READ), EINVAL);
	KC_EXPECT("pkey_mprotect(p, 5000, R, -1) huge-page-split",
		  syscall(SYS_pkey_mprotect, p, 5000, PROT_READ, -1), EINVAL);
	KC_EXPECT("mbind(p, 5000, MPOL_BIND) huge-page-split",
		  syscall(SYS_mbind, p, 5000, 2, &mask, 64, 0), EINVAL);
	KC_EXPECT("mremap(p+P, P, 2P, MAYMOVE) huge-page-split (old address)",
		  mremap(p + P, P, 2 * P, MREMAP_MAYMOVE), EINVAL);
	KC_EXPECT("mremap(p, 2H, 3H, MAYMOVE): a hugetlb mapping cannot grow",
		  mremap(p, 2 * H, 3 * H, MREMAP_MAYMOVE), EINVAL);

	/* whole huge pages: the end rounded up to P lands on H */
	KC_EXPECT("mprotect(p, H-100, R) on whole huge pages",
		  mprotect(p, H - 100, PROT_READ), 0);
	want_vma("mprotect(p, H-100, R) range-expanded: acts on [p, p+H)",
		 p, a, a + H, H);
	KC_EXPECT("mbind(p+H, H-100, MPOL_BIND)",
		  syscall(SYS_mbind, p + H, H - 100, 2, &mask, 64, 0), 0);
	KC_EXPECT("munmap(p+H, H-100) on a whole huge page", munmap(p + H, H - 100), 0);
	{
		struct vma v;
		int mapped = vma_at(p + H, &v);

		kc_report(!mapped || v.kps == P,
			  "munmap(p+H, H-100) range-expanded: [p+H, p+2H) gone",
			  "VMA at p+H: [%#lx, %#lx) KernelPageSize %lu", v.lo, v.hi, v.kps);
	}
	unhuge();

	/* mremap: both lengths rounded up to H */
	p = huge(2);
	{
		char *n = mremap(p, 2 * H, 5000, 0);

		kc_report(n == p, "mremap(p, 2H, 5000) shrinks", "returned %p", (void *)n);
		want_vma("mremap(p, 2H, 5000) range-expanded: new length rounded to H",
			 p, a, a + H, H);
		n = mremap(p, 5000, 4096, 0);
		kc_report(n == p, "mremap(p, 5000, 4096): old and new length both H, a no-op",
			  "returned %p", (void *)n);
		want_vma("mremap(p, 5000, 4096) leaves [p, p+H)", p, a, a + H, H);
	}
	unhuge();
}

/* madvise: advices that change the VMA's flags split it, and a cut
 * huge page is EINVAL; MADV_DONTNEED wants a huge-aligned start and
 * rounds the end down to H (it does not zap a partial huge page). */
static void check_madvise(void)
{
	static const struct { int adv, pre; const char *name; } split[] = {
		{ MADV_DONTFORK, -1, "MADV_DONTFORK" },
		{ MADV_DOFORK, MADV_DONTFORK, "MADV_DOFORK" },
		{ MADV_DONTDUMP, -1, "MADV_DONTDUMP" },
		{ MADV_DODUMP, MADV_DONTDUMP, "MADV_DODUMP" },
		{ MADV_RANDOM, -1, "MADV_RANDOM" },
		{ MADV_SEQUENTIAL, -1, "MADV_SEQUENTIAL" },
		{ MADV_NORMAL, MADV_RANDOM, "MADV_NORMAL" },
	};
	char what[128], *p;

	for (size_t i = 0; i < sizeof(split) / sizeof(split[0]); i++) {
		p = huge(1);
		if (split[i].pre >= 0)
			madvise(p, H, split[i].pre);
		snprintf(what, sizeof(what), "madvise(p, 5000, %s) huge-page-split",
			 split[i].name);
		KC_EXPECT(what, madvise(p, 5000, split[i].adv), EINVAL);
		snprintf(what, sizeof(what), "madvise(p, H, %s) on the whole page",
			 split[i].name);
		KC_EXPECT(what, madvise(p, H, split[i].adv), 0);
		unhuge();
	}
	p = huge(1);
	KC_EXPECT("madvise(p, 5000, MADV_NORMAL) that changes nothing does not split",
		  madvise(p, 5000, MADV_NORMAL), 0);
	KC_EXPECT("madvise(p+P, P, MADV_DONTNEED): start must be huge-aligned",
		  madvise(p + P, P, MADV_DONTNEED), EINVAL);
	KC_EXPECT("madvise(p+P, P, MADV_DONTNEED_LOCKED): start must be huge-aligned",
		  madvise(p + P, P, MADV_DONTNEED_LOCKED), EINVAL);
	/* other causes of EINVAL on hugetlb: not split notes */
	KC_EXPECT("madvise(p, H, MADV_FREE) on hugetlb: EINVAL, whole page too",
		  madvise(p, H, MADV_FREE), EINVAL);
	KC_EXPECT("madvise(p, H, MADV_WIPEONFORK) on hugetlb: EINVAL, whole page too",
		  madvise(p, H, MADV_WIPEONFORK), EINVAL);
	unhuge();
	p = huge(2);
	KC_EXPECT("madvise(p, 5000, MADV_DONTNEED)", madvise(p, 5000, MADV_DONTNEED), 0);
	kc_report(p[0] == 'x' && p[8191] == 'x',
		  "madvise(p, 5000, MADV_DONTNEED) zaps nothing (no range-expanded note)",
		  "p[0] '%c', p[8191] '%c' (a base mapping would read 0)", p[0], p[8191]);
	madvise(p, H + 4096, MADV_DONTNEED);
	kc_report(p[0] == 0 && p[H - 1] == 0 && p[H] == 'x',
		  "madvise(p, H+4096, MADV_DONTNEED) zaps only [p, p+H): end rounded down",
		  "p[0] %d, p[H-1] %d, p[H] '%c'", p[0], p[H - 1], p[H]);
	unhuge();
}

/* mlock leaves hugetlb VMAs alone; msync and mincore count base pages. */
static void check_base_calls(void)
{
	unsigned long a = (unsigned long)A;
	unsigned char vec[4] = { 0xaa, 0xaa, 0xaa, 0xaa };
	struct vma v;
	char *p = huge(1);

	KC_EXPECT("mlock(p+4000, 6000) on hugetlb", mlock(p + 4000, 6000), 0);
	vma_at(p, &v);
	kc_report(!v.locked && v.lo == a && v.hi == a + H,
		  "mlock on hugetlb neither marks nor splits the VMA (no range note)",
		  "VMA [%#lx, %#lx) locked %d", v.lo, v.hi, v.locked);
	munlock(p, H);
	KC_EXPECT("mincore(p, 5000) on hugetlb", mincore(p, 5000, vec), 0);
	kc_report(vec[0] != 0xaa && vec[1] != 0xaa && vec[2] == 0xaa,
		  "mincore(p, 5000) writes one byte per base page (range-expanded in P)",
		  "bytes written %d %d %d", vec[0] != 0xaa, vec[1] != 0xaa, vec[2] != 0xaa);
	KC_EXPECT("msync(p+P, 5000, MS_SYNC) on hugetlb: base-page start is enough",
		  msync(p + P, 5000, MS_SYNC), 0);
	unhuge();
}

static unsigned long shm_vma(int id, struct shmid_ds *ds)
{
	struct vma v;
	void *p = shmat(id, NULL, 0);
	unsigned long len = 0;

	if (p != (void *)-1 && vma_at(p, &v))
		len = v.hi - v.lo;
	if (p != (void *)-1)
		shmdt(p);
	shmctl(id, IPC_STAT, ds);
	shmctl(id, IPC_RMID, NULL);
	return len;
}

static void check_shm(void)
{
	struct shmid_ds ds;
	unsigned long len;
	int id;

	id = shmget(IPC_PRIVATE, 5000, IPC_CREAT | SHM_HUGETLB | 0600);
	if (id < 0) {
		kc_skip("shmget(SHM_HUGETLB)", strerror(errno));
	} else {
		len = shm_vma(id, &ds);
		kc_report(len == H && ds.shm_segsz == 5000,
			  "shmget(5000, SHM_HUGETLB) segment-rounded",
			  "shmat maps %lu bytes, shm_segsz %lu (rule: %lu, 5000)",
			  len, (unsigned long)ds.shm_segsz, H);
	}
	id = shmget(IPC_PRIVATE, 5000, IPC_CREAT | SHM_HUGETLB |
		    (unsigned)log2ul(H) << MAP_HUGE_SHIFT | 0600);
	if (id >= 0) {
		len = shm_vma(id, &ds);
		kc_report(len == H, "shmget(5000, SHM_HUGETLB|log2(H) << SHM_HUGE_SHIFT) segment-rounded",
			  "shmat maps %lu bytes (rule: %lu)", len, H);
	} else {
		kc_report(0, "shmget with SHM_HUGE_SHIFT bits", "%s", strerror(errno));
	}
	id = shmget(IPC_PRIVATE, 5000, IPC_CREAT | 0600);
	len = id >= 0 ? shm_vma(id, &ds) : 0;
	kc_report(len == 2 * P, "shmget(5000) segment-rounded to base pages",
		  "shmat maps %lu bytes (rule: %lu)", len, 2 * P);
}

/* Transparent huge pages: a THP-backed range is split by the kernel as
 * needed; the program sees base pages (KernelPageSize P, base rounding). */
static void check_thp(void)
{
	char *p = mmap(A, 4 * H, PROT_READ | PROT_WRITE, MAP_PRIVATE |
		       MAP_ANONYMOUS | MAP_FIXED, -1, 0);
	unsigned long thp;
	struct vma v;

	madvise(p, 4 * H, MADV_HUGEPAGE);
	memset(p, 'x', 4 * H);
	vma_at(p, &v);
	thp = v.thp;
	if (!thp) {
		kc_skip("THP", "no transparent huge page backs the range "
			"(/sys/kernel/mm/transparent_hugepage/enabled)");
		unhuge();
		return;
	}
	KC_EXPECT("munmap(p+P, 5000) inside a THP-backed range", munmap(p + P, 5000), 0);
	vma_at(p, &v);
	kc_report(v.hi == (unsigned long)p + P && v.kps == P && p[3 * P] == 'x',
		  "THP: munmap(p+P, 5000) removes 2 base pages, KernelPageSize P (no huge note)",
		  "first VMA [%#lx, %#lx) KernelPageSize %lu; %lu bytes of THP before",
		  v.lo, v.hi, v.kps, thp);
	unhuge();
}

int main(void)
{
	P = (unsigned long)sysconf(_SC_PAGESIZE);
	H = meminfo("Hugepagesize") * 1024;
	if (!H) {
		kc_skip("hugetlb", "no Hugepagesize in /proc/meminfo");
		return kc_exit();
	}
	if (meminfo("HugePages_Free") < 2) {
		kc_skip("hugetlb", "fewer than 2 free huge pages (vm.nr_hugepages; "
			"run.sh reserves them as root)");
		return kc_exit();
	}
	R = mmap(NULL, 9 * H, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS |
		 MAP_NORESERVE, -1, 0);
	if (R == MAP_FAILED) {
		perror("mmap");
		return 2;
	}
	A = (char *)(((unsigned long)R + H - 1) & ~(H - 1));
	check_mmap();
	check_split();
	check_madvise();
	check_base_calls();
	check_shm();
	check_thp();
	return kc_exit();
}
