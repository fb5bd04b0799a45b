/* mmap-fixed: a MAP_FIXED mapping that replaced mappings the process
 * had in that range (looked up at entry: PROCMAP_QUERY, or the text of
 * /proc/PID/maps). */
#include "notes/engine.h"
#include "notes/procmem.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include <linux/fs.h>

#define MMAP_FIXED_ANONYMOUS 0x20u

struct mmap_fixed_call {
	bool pending;
	bool reserved;	/* inside the program's own reservation */
	bool bss;	/* ld.so's .bss inside a library's own span */
	unsigned char sev;
	uint64_t start, end;
	char victims[200];
};

struct fixed_scan {
	uint64_t start, end;
	bool have_file;
	unsigned file_major, file_minor;
	uint64_t file_ino;
	/* the descriptor's link, read when a VMA's inode is not its own */
	pid_t file_tid;
	int file_fd;
	bool path_read;
	char file_path[256];
	unsigned nvict;
	bool all_reserved;	/* PROT_NONE or the same file */
	bool in_file;		/* one file mapping holds the whole range */
	char *out;
	size_t size, len;
};

/* The LO-HI that starts a maps line, without sscanf; false when the
 * line does not start so (it then gets the full parse). */
static bool line_range(const char *line, uint64_t *lo, uint64_t *hi)
{
	char *end;
	const char *h;

	*lo = strtoull(line, &end, 16);
	if (end == line || *end != '-')
		return false;
	h = end + 1;
	*hi = strtoull(h, &end, 16);
	return end != h && *end == ' ';
}

/* The mapped file's name, /proc/TID/fd/N's link, read once and only
 * when an inode in the range is not the file's (ld.so maps a library
 * over its own span: the inode says "same" without it). */
static const char *fixed_path(struct fixed_scan *fs)
{
	char path[64];
	ssize_t n;

	if (fs->path_read)
		return fs->file_path;
	fs->path_read = true;
	snprintf(path, sizeof(path), "/proc/%d/fd/%d", fs->file_tid,
		 fs->file_fd);
	n = readlink(path, fs->file_path, sizeof(fs->file_path) - 1);
	fs->file_path[n > 0 ? n : 0] = '\0';
	return fs->file_path;
}

static void scan_line(struct fixed_scan *fs, const char *line)
{
	unsigned long long lo, hi, off, ino;
	unsigned maj, min;
	char perms[8], path[256];
	uint64_t qlo, qhi;
	bool same;

	/* Most lines are far from the range: their addresses say so
	 * without the full parse (sscanf of every line of maps at every
	 * MAP_FIXED was most of what ld.so's loading cost the tracer). */
	if (line_range(line, &qlo, &qhi) &&
	    (qhi <= fs->start || qlo >= fs->end))
		return;
	path[0] = '\0';
	if (sscanf(line, "%llx-%llx %7s %llx %x:%x %llu %255[^\n]", &lo, &hi,
		   perms, &off, &maj, &min, &ino, path) < 7)
		return;
	if (hi <= fs->start || lo >= fs->end)
		return;
	/* overlayfs shows the lower inode in maps: the path decides too */
	same = fs->have_file && ((ino == fs->file_ino &&
		maj == fs->file_major && min == fs->file_minor) ||
		!strcmp(path, fixed_path(fs)));
	if (strncmp(perms, "---", 3) && !same)
		fs->all_reserved = false;
	fs->in_file = path[0] == '/' && lo <= fs->start && hi >= fs->end;
	if (fs->nvict++ < 3 && fs->len + 4 < fs->size) {
		char clean[120];

		escape_bytes(clean, sizeof(clean), (const unsigned char *)
			     (path[0] ? path : "anonymous"),
			     strlen(path[0] ? path : "anonymous"));
		fs->len += (size_t)snprintf(fs->out + fs->len,
			fs->size - fs->len, "%s[%#llx, %#llx) %s %s",
			fs->nvict > 1 ? ", " : "", lo, hi, perms, clean);
	}
}

static void fixed_file(struct tcb *tcp, struct fixed_scan *fs, int fd)
{
	uint64_t ino;
	unsigned maj, min;

	/* The calling thread's table (fd_file_id: /proc/TID/fd). */
	if (!fd_file_id(tcp, fd, &maj, &min, &ino))
		return;
	fs->have_file = true;
	fs->file_tid = tcp->tid;
	fs->file_fd = fd;
	fs->file_major = maj;
	fs->file_minor = min;
	fs->file_ino = ino;
}

/* Each line of the process's maps through scan_line. The text of this
 * stop, which the other rules of the call read too (one read of /proc
 * instead of a stdio pass of 1 KiB reads per MAP_FIXED), is cut into
 * whole lines: a long file name (the tracee chooses it) is cut short,
 * never taken for a line of its own. */
static bool fixed_scan_maps(struct tcb *tcp, struct fixed_scan *fs)
{
	const char *text, *p, *end, *nl;
	char line[512];
	size_t len, n;

	text = proc_maps_text(tcp->pid, &len);
	if (!text)
		return false;
	for (p = text, end = text + len; p < end; p = nl + 1) {
		nl = memchr(p, '\n', (size_t)(end - p));
		if (!nl)
			nl = end;
		n = (size_t)(nl - p);
		if (n >= sizeof(line))
			n = sizeof(line) - 1;
		memcpy(line, p, n);
		line[n] = '\0';
		scan_line(fs, line);
	}
	return true;
}

#ifdef PROCMAP_QUERY
/* Below this the text and the queries show the same VMAs (the text
 * also has the [vsyscall] gate above the user half). */
#define FIXED_QUERY_TOP 0x0100000000000000ULL

/* The name of a VMA as maps' text has it: seq_path() there writes a
 * newline of a file's name as \012, where the query hands d_path()'s
 * bytes as they are. */
static void maps_name(char *out, size_t size, const char *name, size_t n)
{
	size_t o = 0;

	for (size_t i = 0; i < n && name[i]; i++) {
		const char *b = name[i] == '\n' ? "\\012" : &name[i];
		size_t k = name[i] == '\n' ? 4 : 1;

		for (size_t j = 0; j < k && o + 1 < size; j++)
			out[o++] = b[j];
	}
	out[o] = '\0';
}

/*
 * The VMAs over [start, end) asked of the kernel one at a time
 * (PROCMAP_QUERY, Linux 6.11), each made into the line maps' text has
 * for it and handed to scan_line: ld.so's MAP_FIXED replaces one to
 * three VMAs, where the text is every VMA of the process, each file's
 * name a d_path() in the kernel. The answers are the mappings at the
 * query, at this stop: only the descriptor is kept (nproc_maps_fd,
 * until the exec). 1 done, 0 no answer, -1 ask the text (a kernel
 * without PROCMAP_QUERY, or a query it refused).
 */
static int fixed_scan_query(struct tcb *tcp, struct fixed_scan *fs)
{
	uint64_t addr = fs->start;
	char name[4096], line[512 + 64];
	struct procmap_query q;
	int fd, got = 0;

	/* a range that wrapped or is empty: the text's answer, as before */
	if (fs->end > FIXED_QUERY_TOP || fs->end <= fs->start)
		return -1;
	fd = vma_query_open(tcp);
	if (fd < 0)
		return fd == -1 ? 0 : -1;
	while (addr < fs->end &&
	       (got = vma_query_next(tcp, fd, addr, fs->end, name, sizeof(name),
				     &q)) > 0) {
		char clean[256];

		clean[0] = '\0';
		if (q.vma_name_size)
			maps_name(clean, sizeof(clean), name, q.vma_name_size);
		snprintf(line, sizeof(line), "%llx-%llx %c%c%c%c %08llx "
			 "%02x:%02x %llu %s",
			 (unsigned long long)q.vma_start,
			 (unsigned long long)q.vma_end,
			 q.vma_flags & PROCMAP_QUERY_VMA_READABLE ? 'r' : '-',
			 q.vma_flags & PROCMAP_QUERY_VMA_WRITABLE ? 'w' : '-',
			 q.vma_flags & PROCMAP_QUERY_VMA_EXECUTABLE ? 'x' : '-',
			 q.vma_flags & PROCMAP_QUERY_VMA_SHARED ? 's' : 'p',
			 (unsigned long long)q.vma_offset, q.dev_major,
			 q.dev_minor, (unsigned long long)q.inode, clean);
		scan_line(fs, line);
		addr = q.vma_end;
	}
	/* refused: the text says what it says */
	return got < 0 ? -1 : 1;
}
#else
static int fixed_scan_query(struct tcb *tcp, struct fixed_scan *fs)
{
	(void)tcp;
	(void)fs;
	return -1;
}
#endif

void kind_mmap_fixed_entry(struct tcb *tcp, const struct rule *r)
{
	const struct mmap_fixed_params *p = &r->p.mmap_fixed;
	struct fixed_scan fs = { .all_reserved = true };
	struct newmap m = { p->flags, p->hfd, p->hbit, p->hanon };
	uint64_t addr, len, flags, fd = tcp->call.args[4], pg = page_size(tcp);
	char victims[200] = "";
	struct mmap_fixed_call *k;

	if (!opnd_value(tcp, &p->addr, &addr) || !opnd_value(tcp, &p->len, &len) ||
	    !opnd_value(tcp, &p->flags, &flags) || !(flags & p->fixed) || !len)
		return;
	/* A huge page mapping replaces whole huge pages. */
	if (p->huge == MMAP_FIXED_HUGE_MMAP)
		pg = new_map_page_size(tcp, &m);
	if (p->hfd.kind != OP_NONE && !opnd_value(tcp, &p->hfd, &fd))
		fd = (uint64_t)-1;
	fs.start = addr;
	fs.end = (addr + len + pg - 1) & ~(pg - 1);
	fs.out = victims;
	fs.size = sizeof(victims);
	if (!(flags & MMAP_FIXED_ANONYMOUS))
		fixed_file(tcp, &fs, (int)fd);
	switch (fixed_scan_query(tcp, &fs)) {
	case 0:
		return;
	case -1:
		if (!fixed_scan_maps(tcp, &fs))
			return;
	}
	if (!fs.nvict)
		return;
	if (fs.nvict > 3)
		snprintf(victims + fs.len, sizeof(victims) - fs.len,
			 " and %u more", fs.nvict - 3);
	k = kind_call_data(tcp, K_MMAP_FIXED, sizeof(*k));
	memcpy(k->victims, victims, sizeof(victims));
	k->pending = true;
	k->start = fs.start;
	k->end = fs.end;
	/* Mapping into your own PROT_NONE reservation, or over another
	 * part of the same file (how ld.so maps segments), is the safe
	 * MAP_FIXED pattern; so is mapping anywhere inside a range the
	 * program reserved with PROT_NONE, even over pages of it that it
	 * made accessible since (an allocator's decommit and recommit):
	 * nothing but its own mappings can be there. */
	/* ld.so maps a library's whole span from the file, then its
	 * segments over it, the last of them (.bss, zero-filled) anonymous:
	 * from the loader, an anonymous map inside one file mapping is
	 * that, over the tail of the library's own span. It is checked
	 * first because it is the more exact reason: where segments are
	 * aligned above the page size (arm64's 64 KiB), ld.so reserves
	 * the span PROT_NONE before mapping the file, so the reservation
	 * test below holds as well. */
	k->bss = !fs.all_reserved &&
		 (flags & MMAP_FIXED_ANONYMOUS) && fs.nvict == 1 &&
		 fs.in_file && proc_ip_in_loader(tcp);
	k->reserved = !fs.all_reserved && !k->bss &&
		      kind_range_reserved(tcp, fs.start, fs.end);
	k->sev = fs.all_reserved || k->reserved || k->bss ? SEV_INFO :
		 note_defs[r->note].severity;
}

void kind_mmap_fixed_exit(struct tcb *tcp, const struct rule *r)
{
	const struct mmap_fixed_call *k = kind_call_peek(tcp, K_MMAP_FIXED);
	struct note_vars nv;
	struct note *n;

	if (!k || !k->pending || ret_word(tcp) != k->start)
		return;
	nv.n = 0;
	var_str(&nv, "call", "%s", call_name(tcp));
	var_num(&nv, "start", k->start);
	var_num(&nv, "end", k->end);
	var_str(&nv, "victims", "%s", k->victims);
	var_str(&nv, "safe", "%s", k->reserved ? "; all inside a PROT_NONE "
		"reservation this address space made: the safe pattern, as "
		"allocators use it" : k->bss ? "; ld.so's zero-filled .bss, "
		"over the rest of the span it mapped for this library: the "
		"safe pattern" : k->sev == SEV_INFO ? "; it was the "
		"same file or a PROT_NONE reservation: the safe pattern, as "
		"ld.so uses it" : "");
	n = note_emit(tcp, r, k->sev, &nv);
	if (!n)
		return;
	n->has_range = true;
	n->start = k->start;
	n->end = k->end;
}
