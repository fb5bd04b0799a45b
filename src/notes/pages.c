/* The page size of the memory a call acts on: the one source every kind
 * asks, so that no note assumes 4096-byte pages.
 *
 * A mapping's pages are the process's base page (page_size(), eval.c), or
 * larger: a hugetlb mapping (MAP_HUGETLB, SHM_HUGETLB, a file on
 * hugetlbfs) has the huge page size it was made with, and the kernel
 * rounds its lengths to it and refuses to cut one of its pages. For a
 * mapping being made, the call's flags and file say which; for an
 * existing one, its VMA's page size does (PROCMAP_QUERY's
 * vma_page_size, KernelPageSize in /proc/PID/smaps).
 * Transparent huge pages are not a page size the program sees: they
 * show as the base page there, and nothing changes.
 *
 * Everything here reads /proc or the tracee's file: the kinds call it
 * only on the paths where a note is about to be made. */
#include "notes/engine.h"
#include "notes/procmem.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/vfs.h>
#include <linux/fs.h>

/* include/uapi/linux/magic.h */
#define PAGES_HUGETLBFS_MAGIC 0x958458f6
/* Bits 26..31 of MAP_HUGETLB's, SHM_HUGETLB's and MFD_HUGETLB's flags
 * hold log2 of the huge page size (0: the default one); the same on
 * every architecture (uapi asm-generic/hugetlb_encode.h). */
#define PAGES_HUGE_SHIFT 26
#define PAGES_HUGE_MASK 0x3fu

/* Hugepagesize of /proc/meminfo, fixed at boot (default_hugepagesz=);
 * 0 when the kernel has no huge pages. */
uint64_t huge_default_size(void)
{
	static bool read;
	static uint64_t size;
	char line[128];
	unsigned long long kb;
	FILE *f;

	if (read)
		return size;
	read = true;
	f = fopen("/proc/meminfo", "re");
	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "Hugepagesize: %llu kB", &kb) == 1)
			size = (uint64_t)kb * 1024;
	fclose(f);
	return size;
}

uint64_t huge_size_of_flags(uint64_t flags)
{
	unsigned log = (unsigned)(flags >> PAGES_HUGE_SHIFT) & PAGES_HUGE_MASK;

	return log ? (uint64_t)1 << log : huge_default_size();
}

/*
 * The hugetlbfs page size of each mount seen, by its unique id (statx's
 * STATX_MNT_ID_UNIQUE, Linux 6.8), which no other mount ever gets: a
 * mount's filesystem, and a hugetlbfs mount's page size (its hstate,
 * fixed when the superblock is made), never change, so the answer is
 * true as long as the tracer runs. The device number is no key: after
 * an unmount another filesystem can get it. Without the unique id,
 * statfs each time. 0: not hugetlbfs (the base page).
 */
enum { MNT_PS_MAX = 16 };
static struct {
	uint64_t mnt;
	uint64_t ps;
} mnt_ps[MNT_PS_MAX];
static unsigned mnt_ps_n, mnt_ps_next;

static uint64_t statfs_huge(const char *path, bool *ok)
{
	struct statfs sf;

	*ok = statfs(path, &sf) == 0;
	if (!*ok || (unsigned long)sf.f_type != PAGES_HUGETLBFS_MAGIC ||
	    sf.f_bsize <= 0 || ((uint64_t)sf.f_bsize & ((uint64_t)sf.f_bsize - 1)))
		return 0;
	return (uint64_t)sf.f_bsize;
}

static uint64_t mount_huge(const char *path, uint64_t mnt)
{
	uint64_t ps;
	bool ok;

	for (unsigned i = 0; i < mnt_ps_n; i++)
		if (mnt_ps[i].mnt == mnt)
			return mnt_ps[i].ps;
	ps = statfs_huge(path, &ok);
	if (!ok)
		return 0;
	mnt_ps[mnt_ps_next].mnt = mnt;
	mnt_ps[mnt_ps_next].ps = ps;
	mnt_ps_next = (mnt_ps_next + 1) % MNT_PS_MAX;
	if (mnt_ps_n < MNT_PS_MAX)
		mnt_ps_n++;
	return ps;
}

/*
 * Several rules of one mmap ask (the range, MAP_FIXED and page-size
 * rules), at its entry and again at its exit: the answers are kept for
 * the whole call of that thread, which halves the statfs of /proc per
 * program that ld.so loads. Between a call's entry and its exit the
 * file the kernel maps is the one the call took at its start: the entry's
 * answer stays the right one even if another thread reuses the
 * descriptor meanwhile. The thread's next call, a new task of the same
 * id or an execve forgets it (fd_page_size_forget). One statx gives
 * the file's inode and its mount; the mount's filesystem comes from
 * mnt_ps, statfs only for a mount not seen before.
 */
static struct {
	pid_t tid;	/* 0: empty */
	int64_t fd;
	bool file;	/* the stat worked: dev, ino */
	unsigned major, minor;
	uint64_t ino;
	uint64_t huge;	/* hugetlbfs page size, 0 none */
} fd_last;

#ifndef STATX_MNT_ID_UNIQUE
#define STATX_MNT_ID_UNIQUE 0x00004000U
#endif

/* The file of the tracee's descriptor: its device, inode and, when it
 * is on hugetlbfs, the page size (f_bsize: a mount's pagesize=,
 * memfd's MFD_HUGE_* bits). */
static void fd_file_read(struct tcb *tcp, int64_t fd)
{
	static bool no_statx;
	char path[64];
	struct statx stx;
	struct stat st;
	bool ok;

	fd_last.tid = tcp->tid;
	fd_last.fd = fd;
	fd_last.file = false;
	fd_last.huge = 0;
	/* The calling thread's table: /proc/TID (unshare(CLONE_FILES)). */
	snprintf(path, sizeof(path), "/proc/%d/fd/%d", tcp->tid, (int)fd);
	if (!no_statx) {
		if (statx(AT_FDCWD, path, 0, STATX_INO | STATX_MNT_ID_UNIQUE,
			  &stx) == 0) {
			fd_last.file = true;
			fd_last.major = stx.stx_dev_major;
			fd_last.minor = stx.stx_dev_minor;
			fd_last.ino = stx.stx_ino;
			fd_last.huge = stx.stx_mask & STATX_MNT_ID_UNIQUE ?
				       mount_huge(path, stx.stx_mnt_id) :
				       statfs_huge(path, &ok);
			return;
		}
		if (errno != ENOSYS)
			return;
		no_statx = true;
	}
	if (stat(path, &st) == 0) {
		fd_last.file = true;
		fd_last.major = major(st.st_dev);
		fd_last.minor = minor(st.st_dev);
		fd_last.ino = st.st_ino;
	}
	fd_last.huge = statfs_huge(path, &ok);
}

void fd_page_size_forget(pid_t tid)
{
	if (fd_last.tid == tid)
		fd_last.tid = 0;
}

static void fd_file(struct tcb *tcp, int64_t fd)
{
	if (fd_last.tid != tcp->tid || fd_last.fd != fd)
		fd_file_read(tcp, fd);
}

uint64_t fd_page_size(struct tcb *tcp, int64_t fd)
{
	if (fd < 0 || fd > INT32_MAX)
		return page_size(tcp);
	fd_file(tcp, fd);
	return fd_last.huge ? fd_last.huge : page_size(tcp);
}

bool fd_file_id(struct tcb *tcp, int64_t fd, unsigned *major,
		unsigned *minor, uint64_t *ino)
{
	if (fd < 0 || fd > INT32_MAX)
		return false;
	fd_file(tcp, fd);
	*major = fd_last.major;
	*minor = fd_last.minor;
	*ino = fd_last.ino;
	return fd_last.file;
}

uint64_t new_map_page_size(struct tcb *tcp, const struct newmap *m)
{
	uint64_t flags, fd, size;

	if (m->flags.kind == OP_NONE || !opnd_value(tcp, &m->flags, &flags))
		return page_size(tcp);
	flags = opnd_int(tcp, &m->flags, flags);
	/* A file decides, whatever the flags say: mmap takes a hugetlbfs
	 * file's page size (and refuses MAP_HUGETLB on another file). */
	if (m->fd.kind != OP_NONE && !(flags & m->anon_bit))
		return opnd_value(tcp, &m->fd, &fd) ?
		       fd_page_size(tcp, (int32_t)fd) : page_size(tcp);
	if (!(flags & m->huge_bit))
		return page_size(tcp);
	size = huge_size_of_flags(flags);
	/* A size the kernel lacks fails the call: nothing to say. */
	return size ? size : page_size(tcp);
}

/* One VMA line of maps or smaps: "LO-HI PERMS ..." */
static bool vma_header(const char *line, uint64_t *lo, uint64_t *hi)
{
	unsigned long long a, b;
	const char *sp = strchr(line, ' '), *dash = strchr(line, '-');

	if (!sp || !dash || dash > sp ||
	    sscanf(line, "%llx-%llx", &a, &b) != 2 || a >= b)
		return false;
	*lo = a;
	*hi = b;
	return true;
}

static void span_add(struct span *sp, uint64_t s, uint64_t e,
		     const struct vma_info *v)
{
	if (v->hi <= s || v->lo >= e)
		return;
	if (v->lo <= s && s < v->hi)
		sp->at_s = *v, sp->has_s = true;
	if (v->lo < e && e <= v->hi)
		sp->at_e = *v, sp->has_e = true;
	if (v->lo == s && v->hi == e)
		sp->whole = true;
	if (!sp->min_ps || v->ps < sp->min_ps)
		sp->min_ps = v->ps;
	if (v->ps > sp->max_ps)
		sp->max_ps = v->ps;
	sp->covered += (v->hi < e ? v->hi : e) - (v->lo > s ? v->lo : s);
	sp->nvma++;
}

#ifdef PROCMAP_QUERY
/* Below this the text and the queries show the same VMAs: above the
 * user half the text also has the [vsyscall] gate, which PROCMAP_QUERY
 * does not show. */
#define SPAN_QUERY_TOP 0x0100000000000000ULL

/*
 * The VMAs over [s, e) asked of the kernel one at a time (PROCMAP_QUERY,
 * Linux 6.11): a range is one to three VMAs, where the text is every
 * VMA of the process, and smaps' text costs the kernel a walk of each
 * one's page tables (ld.so's mprotect and munmap of each library asked
 * for it). vma_page_size is smaps' KernelPageSize (vma_kernel_pagesize
 * both), and each answer is the mappings as they are at the query, at
 * this stop: only the descriptor is kept (nproc_maps_fd, until the
 * exec). 1 done, 0 the process is gone, -1 ask the text (no
 * PROCMAP_QUERY, or a query it refused).
 */
static int span_query(struct tcb *tcp, uint64_t s, uint64_t e, bool sizes,
		      struct span *sp)
{
	uint64_t base = page_size(tcp), addr = s;
	struct procmap_query q;
	int fd, got = 0;

	/* An empty [s, s) still meets the text's VMA around s (span_add):
	 * the text answers it, as it did. */
	if (e > SPAN_QUERY_TOP || e <= s)
		return -1;
	fd = vma_query_open(tcp);
	if (fd < 0)
		return fd == -1 ? 0 : -1;
	while (addr < e && (got = vma_query_next(tcp, fd, addr, e, NULL, 0, &q)) > 0) {
		struct vma_info v = { q.vma_start, q.vma_end, base };

		if (sizes && q.vma_page_size &&
		    !(q.vma_page_size & (q.vma_page_size - 1)))
			v.ps = q.vma_page_size;
		if (v.hi > sp->top)
			sp->top = v.hi;
		span_add(sp, s, e, &v);
		addr = q.vma_end;
	}
	/* refused: the text says what it says */
	return got < 0 ? -1 : 1;
}
#else
static int span_query(struct tcb *tcp, uint64_t s, uint64_t e, bool sizes,
		      struct span *sp)
{
	(void)tcp;
	(void)s;
	(void)e;
	(void)sizes;
	(void)sp;
	return -1;
}
#endif

bool span_of(struct tcb *tcp, uint64_t s, uint64_t e, unsigned how,
	     struct span *sp)
{
	bool sizes = how & SPAN_SIZES, full = how & SPAN_TOP;
	struct vma_info v = { 0, 0, 0 };
	uint64_t base = page_size(tcp);
	char path[64], *line = NULL;
	/* /proc says a 1 KiB block size, and stdio reads that much at a
	 * time: smaps is ~1.2 KiB a VMA, a dozen reads for a small
	 * program. seq_file fills a bigger buffer in one read. */
	char iobuf[32768];
	size_t cap = 0;
	bool in = false;
	FILE *f;

	memset(sp, 0, sizeof(*sp));
	/* SPAN_TOP wants every VMA: the text is one read of them all. */
	if (!full) {
		int q = span_query(tcp, s, e, sizes, sp);

		if (q >= 0)
			return q;
		memset(sp, 0, sizeof(*sp));
	}
	snprintf(path, sizeof(path), "/proc/%d/%s", tcp->pid,
		 sizes ? "smaps" : "maps");
	f = fopen(path, "re");
	if (!f)
		return false;
	setvbuf(f, iobuf, _IOFBF, sizeof(iobuf));
	/* getline: a whole line each time, so that a long file name in
	 * one (the tracee chooses it) can never pass for a VMA line. */
	while (getline(&line, &cap, f) > 0) {
		unsigned long long kb;
		uint64_t lo, hi;

		if (vma_header(line, &lo, &hi)) {
			if (in)
				span_add(sp, s, e, &v);
			in = false;
			if (lo >= e && !full)
				break;
			in = true;
			v.lo = lo;
			v.hi = hi;
			v.ps = base;
			if (!strstr(line, "[vsyscall]") && hi > sp->top)
				sp->top = hi;
			continue;
		}
		/* smaps has ~20 lines a VMA: only one is wanted */
		if (in && !strncmp(line, "KernelPageSize:", 15) &&
		    sscanf(line, "KernelPageSize: %llu kB", &kb) == 1 &&
		    kb && !((kb * 1024) & (kb * 1024 - 1)))
			v.ps = (uint64_t)kb * 1024;
	}
	if (in)
		span_add(sp, s, e, &v);
	free(line);
	fclose(f);
	return true;
}

uint64_t mapping_page_size(struct tcb *tcp, uint64_t addr)
{
	struct span sp;

	if (!span_of(tcp, addr, addr + 1, SPAN_SIZES, &sp) || !sp.has_s)
		return page_size(tcp);
	return sp.at_s.ps;
}

void page_size_str(char *buf, size_t size, uint64_t ps)
{
	static const char *const unit[] = { "KiB", "MiB", "GiB", "TiB" };
	unsigned u = 0;

	if (ps < 1024 || ps % 1024) {
		snprintf(buf, size, "%llu bytes", (unsigned long long)ps);
		return;
	}
	ps /= 1024;
	while (u + 1 < ARRAY_SIZE(unit) && ps >= 1024 &&
	       ps % 1024 == 0) {
		ps /= 1024;
		u++;
	}
	snprintf(buf, size, "%llu %s", (unsigned long long)ps, unit[u]);
}
