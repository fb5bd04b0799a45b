/* Per-process state, shared by a process's threads: what the notes
 * engine tracks (descriptor table, watches) and the unwinder's caches.
 * Found by thread group id; made on first use; freed with the last
 * thread. */
#include "abitrace.h"

#include <elf.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define NBUCKETS 256

static struct proc *buckets[NBUCKETS];

void (*proc_free_notes)(struct notes_proc *notes);
void (*proc_free_unwind)(struct unwind_proc *up);

static unsigned bucket_of(pid_t pid)
{
	return ((uint32_t)pid * 2654435761u) >> 24;
}

struct proc *proc_of(struct tcb *tcp)
{
	struct proc *p;
	unsigned b;

	if (tcp->proc && tcp->proc->pid == tcp->pid)
		return tcp->proc;
	if (tcp->proc)
		proc_release(tcp);
	b = bucket_of(tcp->pid);
	for (p = buckets[b]; p; p = p->hash_next)
		if (p->pid == tcp->pid)
			break;
	if (!p) {
		p = xcalloc(1, sizeof(*p));
		p->pid = tcp->pid;
		p->hash_next = buckets[b];
		buckets[b] = p;
	}
	p->refs++;
	tcp->proc = p;
	return p;
}

static void proc_free(struct proc *p)
{
	struct proc **pp = &buckets[bucket_of(p->pid)];

	for (; *pp; pp = &(*pp)->hash_next) {
		if (*pp == p) {
			*pp = p->hash_next;
			break;
		}
	}
	if (p->notes && proc_free_notes)
		proc_free_notes(p->notes);
	if (p->unwind && proc_free_unwind)
		proc_free_unwind(p->unwind);
	free(p);
}

void proc_release(struct tcb *tcp)
{
	struct proc *p = tcp->proc;

	if (!p)
		return;
	tcp->proc = NULL;
	if (--p->refs == 0)
		proc_free(p);
}

static bool is_loader_path(const char *path)
{
	const char *base = strrchr(path, '/');

	base = base ? base + 1 : path;
	return !strncmp(base, "ld-linux", 8) || !strncmp(base, "ld64.so", 7) ||
	       !strncmp(base, "ld-musl", 7) || !strncmp(base, "ld.so", 5);
}

/* Finds the executable mapping of ld.so in /proc/PID/maps. */
static void scan_maps_for_loader(struct proc *p)
{
	char path[64], line[4352];
	FILE *f;

	p->ldso_state = 2;
	snprintf(path, sizeof(path), "/proc/%d/maps", p->pid);
	f = fopen(path, "re");
	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		unsigned long long lo, hi;
		char perms[8], file[4096];

		file[0] = '\0';
		if (sscanf(line, "%llx-%llx %7s %*s %*s %*s %4095s", &lo, &hi,
			   perms, file) < 3 || perms[2] != 'x' || !file[0])
			continue;
		if (!is_loader_path(file))
			continue;
		p->ldso_lo = lo;
		p->ldso_hi = hi;
		p->ldso_state = 1;
		break;
	}
	fclose(f);
}

static uint64_t word_at(const unsigned char *b, unsigned wordsize)
{
	uint32_t w32;
	uint64_t w64;

	if (wordsize == 4) {
		memcpy(&w32, b, 4);
		return w32;
	}
	memcpy(&w64, b, 8);
	return w64;
}

/*
 * The two entries of the tracee's auxiliary vector we use, in the
 * program's word size (0 when missing or unreadable): one read of
 * /proc/PID/auxv per program image, kept with the process (proc_exec
 * forgets them). The kernel writes the vector at the execve, and what
 * is kept of it (the loader's place, the page size) was already kept
 * for the image.
 */
static void auxv_read(struct proc *p, unsigned wordsize)
{
	unsigned char buf[1024];
	char path[64];
	ssize_t n;
	int fd;

	p->auxv_read = true;
	snprintf(path, sizeof(path), "/proc/%d/auxv", p->pid);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return;
	n = read(fd, buf, sizeof(buf));
	close(fd);
	for (ssize_t i = 0; i + 2 * wordsize <= n; i += 2 * wordsize) {
		uint64_t type = word_at(buf + i, wordsize);

		if (type == AT_NULL)
			break;
		if (type == AT_BASE)
			p->at_base = word_at(buf + i + wordsize, wordsize);
		else if (type == AT_PAGESZ)
			p->at_pagesz = word_at(buf + i + wordsize, wordsize);
	}
}

static uint64_t auxv_entry(struct proc *p, unsigned wordsize, uint64_t want)
{
	if (!p->auxv_read)
		auxv_read(p, wordsize);
	return want == AT_BASE ? p->at_base : p->at_pagesz;
}

/* Where the kernel loaded the program's interpreter: AT_BASE. */
static uint64_t interp_base(struct proc *p, unsigned wordsize)
{
	return auxv_entry(p, wordsize, AT_BASE);
}

/* On arm64 the kernel may run 4K, 16K or 64K pages, and what the kernel
 * rounds to is the page size it gave the program in AT_PAGESZ. */
unsigned proc_page_size(struct tcb *tcp)
{
	const struct personality *pers = pers_of(tcp);
	struct proc *p;
	uint64_t v;

	if (pers->fixed_page_size)
		return pers->fixed_page_size;
	p = proc_of(tcp);
	if (p->page_size)
		return p->page_size;
	v = auxv_entry(p, pers->wordsize, AT_PAGESZ);
	/* A power of two, or the tracer's own (the same kernel's). */
	if (!v || (v & (v - 1)) || v > (1u << 30))
		v = (uint64_t)sysconf(_SC_PAGESIZE);
	p->page_size = (unsigned)v;
	return p->page_size;
}

/* The executable segment of the ELF image mapped at base, read from its
 * program headers in the tracee; false when base holds no such image. */
static bool exec_segment(struct tcb *tcp, uint64_t base, uint64_t *lo,
			 uint64_t *hi)
{
	Elf64_Ehdr eh;
	unsigned char ph[32 * sizeof(Elf64_Phdr)];
	bool is64;
	uint64_t phoff;
	unsigned phnum, phsize;

	if (umoven(tcp, base, sizeof(eh), &eh) < 0 ||
	    memcmp(eh.e_ident, ELFMAG, SELFMAG))
		return false;
	is64 = eh.e_ident[EI_CLASS] == ELFCLASS64;
	if (is64) {
		phoff = eh.e_phoff;
		phnum = eh.e_phnum;
		phsize = sizeof(Elf64_Phdr);
	} else {
		const Elf32_Ehdr *e32 = (const Elf32_Ehdr *)&eh;

		phoff = e32->e_phoff;
		phnum = e32->e_phnum;
		phsize = sizeof(Elf32_Phdr);
	}
	if (!phnum || phnum * phsize > sizeof(ph) ||
	    umoven(tcp, base + phoff, phnum * phsize, ph) < 0)
		return false;
	for (unsigned i = 0; i < phnum; i++) {
		uint64_t va, sz;
		uint32_t type, flags;

		if (is64) {
			Elf64_Phdr h;

			memcpy(&h, ph + i * phsize, sizeof(h));
			type = h.p_type, flags = h.p_flags;
			va = h.p_vaddr, sz = h.p_memsz;
		} else {
			Elf32_Phdr h;

			memcpy(&h, ph + i * phsize, sizeof(h));
			type = h.p_type, flags = h.p_flags;
			va = h.p_vaddr, sz = h.p_memsz;
		}
		if (type != PT_LOAD || !(flags & PF_X))
			continue;
		*lo = base + (va & ~4095ull);
		*hi = base + ((va + sz + 4095) & ~4095ull);
		return true;
	}
	return false;
}

/* ld.so's code range, once per program image. Reading /proc/PID/maps
 * costs ~50 us of kernel and parsing time in a new process, about as
 * much as the rest of what -f spends on it; the auxiliary vector and
 * two reads of the loader's own headers cost a fifth of that. The maps
 * scan stays for what the short way cannot tell: a program run without
 * an interpreter (static, or ld.so started as the program). */
static void find_loader(struct tcb *tcp, struct proc *p)
{
	uint64_t base = interp_base(p, personalities[tcp->pers].wordsize);

	if (base && exec_segment(tcp, base, &p->ldso_lo, &p->ldso_hi)) {
		p->ldso_state = 1;
		return;
	}
	scan_maps_for_loader(p);
}

/* Calls made from ld.so's own code are the loader's work (mapping a
 * program's libraries, dlopen): the notes engine uses this to tell the
 * runtime's habits from the program's choices without a stack walk. */
bool proc_ip_in_loader(struct tcb *tcp)
{
	struct proc *p = proc_of(tcp);

	if (!p->ldso_state)
		find_loader(tcp, p);
	return p->ldso_state == 1 && tcp->regs.ip >= p->ldso_lo &&
	       tcp->regs.ip < p->ldso_hi;
}

void proc_exec(struct tcb *tcp)
{
	struct proc *p = proc_of(tcp);

	p->ldso_state = 0;
	p->page_size = 0;
	p->auxv_read = false;
	p->at_base = p->at_pagesz = 0;
}
