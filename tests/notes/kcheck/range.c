/* range.c - which bytes do the memory calls really act on?
 *
 * For each call we use an offset pair like the talk's mlock(4000, 6000),
 * but relative to a page-aligned base B of a private anonymous mapping
 * (address 0 itself cannot be mapped).  The effective range is read back
 * from /proc/self/smaps (Locked:/VmFlags), /proc/self/maps (protection,
 * presence), page contents (madvise DONTNEED, remap_file_pages) or the
 * bytes mincore writes.
 * Rules checked: range-expanded, range-shrunk, misaligned-address,
 * zero-length behaviour (munmap/mmap EINVAL, others no-op). */
#include "kcheck.h"
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/syscall.h>

#define P 4096UL
#define NPAGES 16

static char *B;

static char *fresh(int prot)
{
	if (B)
		munmap(B, NPAGES * P);
	B = mmap(NULL, NPAGES * P, prot, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (B == MAP_FAILED) { perror("mmap"); exit(2); }
	memset(B, 'x', NPAGES * P);
	return B;
}

/* Find the extent (as page offsets from B) of VMAs inside [B, B+NPAGES*P)
 * that satisfy pred(line-of-maps, smaps-block).  Returns -1 if none,
 * otherwise first page index in *lo and one-past-last in *hi (must be
 * contiguous). */
enum what { LOCKED, PROT_RO, PRESENT };

static int extent(enum what w, long *lo, long *hi)
{
	FILE *f = fopen(w == LOCKED ? "/proc/self/smaps" : "/proc/self/maps", "r");
	char line[512];
	unsigned long s = 0, e = 0;
	int in = 0, found = 0;
	unsigned long base = (unsigned long)B, top = base + NPAGES * P;

	*lo = *hi = -1;
	while (fgets(line, sizeof line, f)) {
		unsigned long a, b;
		char perms[8];
		if (sscanf(line, "%lx-%lx %7s", &a, &b, perms) == 3 && strchr(line, '-') < strchr(line, ' ')) {
			s = a; e = b;
			in = (a >= base && b <= top);
			if (in && w == PROT_RO && strncmp(perms, "r--", 3) == 0)
				goto hit;
			if (in && w == PRESENT)
				goto hit;
			continue;
		}
		if (w == LOCKED && in && strncmp(line, "VmFlags:", 8) == 0 && strstr(line, " lo"))
			goto hit;
		continue;
hit:
		if (!found) { *lo = (s - base) / P; *hi = (e - base) / P; found = 1; }
		else if ((long)((s - base) / P) == *hi) *hi = (e - base) / P;
		else if ((long)((e - base) / P) > *hi) *hi = (e - base) / P; /* non-contiguous: report hull */
	}
	fclose(f);
	return found ? 0 : -1;
}

static void want_extent(const char *what, enum what w, long lo, long hi)
{
	long a, b;
	extent(w, &a, &b);
	kc_report(a == lo && b == hi, what, "acted on pages [%ld, %ld) of B (bytes [%#lx, %#lx)), rule says [%ld, %ld)",
		  a, b, a * P, b * P, lo, hi);
}

/* length in bytes of the VMA that starts exactly at addr (0 if none) */
static unsigned long vma_len_at(const void *addr)
{
	FILE *f = fopen("/proc/self/maps", "r");
	char line[512];
	unsigned long s, e, len = 0;
	while (fgets(line, sizeof line, f))
		if (sscanf(line, "%lx-%lx", &s, &e) == 2 && s == (unsigned long)addr)
			len = e - s;
	fclose(f);
	return len;
}

int main(void)
{
	long a, b;

	/* --- mlock family: start rounded down, end rounded up ------------ */
	fresh(PROT_READ | PROT_WRITE);
	if (mlock(B + 4000, 6000) == 0)
		want_extent("mlock(B+4000, 6000) range-expanded", LOCKED, 0, 3);
	else
		kc_report(0, "mlock(B+4000, 6000)", "failed: %m");
	fresh(PROT_READ | PROT_WRITE);
	if (syscall(SYS_mlock2, B + P + 4000, 6000, 0) == 0)
		want_extent("mlock2(B+P+4000, 6000, 0) range-expanded", LOCKED, 1, 4);
	else
		kc_report(0, "mlock2", "failed: %m");
	fresh(PROT_READ | PROT_WRITE);
	mlock(B, NPAGES * P);
	munlock(B + 4000, 6000);		/* unlocks pages 0..2 */
	want_extent("munlock(B+4000, 6000) range-expanded", LOCKED, 3, NPAGES);
	munlock(B, NPAGES * P);
	KC_EXPECT("mlock(B, 0) is a no-op", mlock(B, 0), 0);

	/* --- mprotect: addr must be aligned, len rounded up -------------- */
	fresh(PROT_READ | PROT_WRITE);
	KC_EXPECT("mprotect(B+4000, 6000) misaligned-address", mprotect(B + 4000, 6000, PROT_READ), EINVAL);
	mprotect(B + P, 6000, PROT_READ);
	want_extent("mprotect(B+P, 6000) range-expanded", PROT_RO, 1, 3);
	KC_EXPECT("mprotect(B, 0) is a no-op", mprotect(B, 0, PROT_READ), 0);
	fresh(PROT_READ | PROT_WRITE);
	if (syscall(SYS_pkey_mprotect, B + P, 6000, PROT_READ, -1) == 0)
		want_extent("pkey_mprotect(B+P, 6000, R, -1) range-expanded", PROT_RO, 1, 3);
	else if (errno == ENOSYS)
		kc_skip("pkey_mprotect(pkey=-1)", "not on this kernel (ENOSYS)");
	else
		kc_report(0, "pkey_mprotect(pkey=-1)", "failed: %m");
	KC_EXPECT("pkey_mprotect(B+4000, ...) misaligned-address", syscall(SYS_pkey_mprotect, B + 4000, 6000, PROT_READ, -1), EINVAL);

	/* --- madvise: aligned addr, len rounded up ------------------------ */
	fresh(PROT_READ | PROT_WRITE);
	KC_EXPECT("madvise(B+4000, 6000) misaligned-address", madvise(B + 4000, 6000, MADV_DONTNEED), EINVAL);
	madvise(B + P, 6000, MADV_DONTNEED);	/* zaps pages 1 and 2 */
	{
		int z1 = B[P] == 0, z2 = B[2 * P + 4095] == 0, z3 = B[3 * P] == 0, z0 = B[P - 1] == 0;
		kc_report(!z0 && z1 && z2 && !z3, "madvise(B+P, 6000, DONTNEED) range-expanded",
			  "pages zeroed: 0:%d 1:%d 2:%d 3:%d (rule: only 1 and 2)", z0, z1, z2, z3);
	}
	KC_EXPECT("madvise(B, 0) is a no-op", madvise(B, 0, MADV_DONTNEED), 0);

	/* --- munmap: aligned addr, len rounded up, len 0 EINVAL ------------ */
	fresh(PROT_READ | PROT_WRITE);
	KC_EXPECT("munmap(B+4000, 6000) misaligned-address", munmap(B + 4000, 6000), EINVAL);
	KC_EXPECT("munmap(B, 0) zero length", munmap(B, 0), EINVAL);
	munmap(B + P, 6000);
	{
		unsigned char v;
		int gone1 = mincore(B + P, P, &v) == -1 && errno == ENOMEM;
		int gone2 = mincore(B + 2 * P, P, &v) == -1 && errno == ENOMEM;
		int here3 = mincore(B + 3 * P, P, &v) == 0;
		kc_report(gone1 && gone2 && here3, "munmap(B+P, 6000) range-expanded",
			  "page1 unmapped:%d page2 unmapped:%d page3 still mapped:%d", gone1, gone2, here3);
	}

	/* --- mmap: length rounded up; len 0 EINVAL; offset must be aligned --- */
	{
		/* inside a PROT_NONE reservation, so no neighbour can merge */
		char *r = mmap(NULL, 8 * P, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		char *m = mmap(r + P, 6000, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
		kc_report(m == r + P && vma_len_at(m) == 2 * P, "mmap(.., 6000, ..) range-expanded",
			  "new mapping is %lu bytes (rule: 8192)", vma_len_at(m));
		munmap(r, 8 * P);
		KC_EXPECT("mmap(NULL, 0) zero length", mmap(NULL, 0, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), EINVAL);
		int fd = open("/proc/self/exe", O_RDONLY);
		KC_EXPECT("mmap(file, offset 100) misaligned-address", mmap(NULL, P, PROT_READ, MAP_PRIVATE, fd, 100), EINVAL);
		KC_EXPECT("mmap(B+100, MAP_FIXED) misaligned-address",
			  mmap(B + 3 * P + 100, P, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0), EINVAL);
		close(fd);
	}

	/* --- msync: aligned addr, len rounded up (hole detection) ----------- */
	fresh(PROT_READ | PROT_WRITE);
	munmap(B + P, P);				/* hole at page 1 */
	KC_EXPECT("msync(B+100, 10) misaligned-address", msync(B + 100, 10, MS_SYNC), EINVAL);
	KC_EXPECT("msync(B, 4096) stays inside page 0", msync(B, P, MS_SYNC), 0);
	KC_EXPECT("msync(B, 4097) reaches the hole at page 1 (range-expanded)", msync(B, P + 1, MS_SYNC), ENOMEM);
	KC_EXPECT("msync(B, 0) is a no-op", msync(B, 0, MS_SYNC), 0);

	/* --- mincore: aligned addr, len rounded up (bytes written to vec) --- */
	fresh(PROT_READ | PROT_WRITE);
	{
		unsigned char v[4] = {0xaa, 0xaa, 0xaa, 0xaa};
		KC_EXPECT("mincore(B+4000, ...) misaligned-address", mincore(B + 4000, 6000, v), EINVAL);
		mincore(B, 6000, v);
		kc_report(v[0] != 0xaa && v[1] != 0xaa && v[2] == 0xaa, "mincore(B, 6000) range-expanded",
			  "vec bytes written: %d %d %d (rule: 2 pages)", v[0] != 0xaa, v[1] != 0xaa, v[2] != 0xaa);
	}

	/* --- mremap: old and new lengths rounded up ------------------------- */
	fresh(PROT_READ | PROT_WRITE);
	KC_EXPECT("mremap(B+4000, ...) misaligned-address", mremap(B + 4000, 6000, 10000, MREMAP_MAYMOVE), EINVAL);
	mprotect(B + 4 * P, 2 * P, PROT_READ);	/* own VMA; page 6 blocks growth in place */
	{
		char *n = mremap(B + 4 * P, 6000, 10000, MREMAP_MAYMOVE);
		unsigned char v;
		int oldgone = mincore(B + 4 * P, 2 * P, &v) == -1;
		int kept = n != MAP_FAILED && n[P + 4095] == 'x';
		kc_report(n != MAP_FAILED && oldgone && kept && vma_len_at(n) == 3 * P,
			  "mremap(B+4P, 6000 -> 10000) range-expanded",
			  "moved both old pages (%d, old range gone: %d); new mapping is %lu bytes (rule: 12288)",
			  kept, oldgone, n != MAP_FAILED ? vma_len_at(n) : 0);
		if (n != MAP_FAILED)
			munmap(n, 3 * P);
	}

	/* --- mbind: aligned addr, len rounded up ---------------------------- */
	fresh(PROT_READ | PROT_WRITE);
	{
		unsigned long mask = 1;	/* node 0 */
		KC_EXPECT("mbind(B+4000, ...) misaligned-address",
			  syscall(SYS_mbind, B + 4000, 6000, 2 /*MPOL_BIND*/, &mask, 64, 0), EINVAL);
		if (syscall(SYS_mbind, B + P, 6000, 2, &mask, 64, 0) == 0) {
			FILE *f = fopen("/proc/self/numa_maps", "r");
			char line[512];
			long lo = -1, hi = -1;
			unsigned long base = (unsigned long)B;
			while (fgets(line, sizeof line, f)) {
				unsigned long s = strtoul(line, NULL, 16);
				if (s >= base && s < base + NPAGES * P && strstr(line, " bind:")) {
					lo = (s - base) / P;
				}
			}
			fclose(f);
			/* the bound VMA starts at page 1; its end is the next VMA start */
			extent(PRESENT, &a, &b);
			(void)a;
			/* find where the next VMA begins: use maps directly */
			f = fopen("/proc/self/maps", "r");
			while (fgets(line, sizeof line, f)) {
				unsigned long s, e;
				sscanf(line, "%lx-%lx", &s, &e);
				if (s == base + P)
					hi = (e - base) / P;
			}
			fclose(f);
			kc_report(lo == 1 && hi == 3, "mbind(B+P, 6000, MPOL_BIND) range-expanded",
				  "policy VMA is pages [%ld, %ld) (rule [1, 3))", lo, hi);
		} else
			kc_skip("mbind", strerror(errno));
	}

	/* --- remap_file_pages: start AND size rounded down ------------------ */
	{
		char path[] = "/tmp/kcheck-rfp-XXXXXX";
		int fd = mkstemp(path);
		char page[P];
		unlink(path);
		for (int i = 0; i < 4; i++) {
			memset(page, 'A' + i, P);
			if (write(fd, page, P) != P) { perror("write"); return 2; }
		}
		char *m = mmap(NULL, 4 * P, PROT_READ, MAP_SHARED, fd, 0);
		/* ask for [m+4000, m+10000) to show file page 2 */
		long r = syscall(SYS_remap_file_pages, m + 4000, 6000, 0, 2, 0);
		kc_report(r == 0 && m[0] == 'C' && m[P] == 'B' && m[2 * P] == 'C',
			  "remap_file_pages(m+4000, 6000, pgoff 2) range-shrunk",
			  "returned %ld; page0 shows '%c' page1 shows '%c' (rule: only page 0 remapped -> 'C','B')",
			  r, m[0], m[P]);
		KC_EXPECT("remap_file_pages(m+100, 4000) size rounds to 0",
			  syscall(SYS_remap_file_pages, m + 100, 4000, 0, 1, 0), EINVAL);
		munmap(m, 4 * P);
		close(fd);
	}
	/* --- lengths whose page rounding wraps (64-bit) ------------------ */
	if (sizeof(long) == 8) {
		size_t huge = (size_t)-1;
		unsigned char vec[NPAGES];

		fresh(PROT_READ | PROT_WRITE);
		KC_EXPECT("msync(B, SIZE_MAX) wraps to 0: no-op", msync(B, huge, MS_ASYNC), 0);
		KC_EXPECT("mlock(B, SIZE_MAX) wraps to 0: no-op", mlock(B, huge), 0);
		KC_EXPECT("mlock(B+1, SIZE_MAX) wraps to 0: no-op", mlock(B + 1, huge), 0);
		{
			long a, b;
			int none = extent(LOCKED, &a, &b) < 0;

			kc_report(none, "mlock(B, SIZE_MAX) locked nothing",
				  "locked pages [%ld, %ld) of B", a, b);
		}
		KC_EXPECT("munlock(B, SIZE_MAX) wraps to 0: no-op", munlock(B, huge), 0);
		KC_EXPECT("mlock2(B, SIZE_MAX) wraps to 0: no-op", syscall(SYS_mlock2, B, huge, 0), 0);
		KC_EXPECT("mbind(B, SIZE_MAX, MPOL_DEFAULT) wraps to 0: no-op", syscall(SYS_mbind, B, huge, 0, NULL, 0, 0), 0);
		KC_EXPECT("madvise(B, SIZE_MAX) refused", madvise(B, huge, MADV_NORMAL), EINVAL);
		KC_EXPECT("mprotect(B, SIZE_MAX) refused", mprotect(B, huge, PROT_READ), ENOMEM);
		KC_EXPECT("mincore(B, SIZE_MAX) refused", mincore(B, huge, vec), ENOMEM);
		KC_EXPECT("munmap(B, SIZE_MAX) refused", munmap(B, huge), EINVAL);
		KC_EXPECT("msync(B, SIZE_MAX-2P+1): no wrap, end past the top", msync(B, huge - 2 * P + 1, MS_ASYNC), ENOMEM);
	}
	return kc_exit();
}
