/*
 * libunwind's remote accessors, with the two that open files replaced.
 *
 * libunwind-ptrace's own find_proc_info and get_proc_name look a pc up
 * in /proc/PID/maps and then open the mapped file by its name, with
 * abitrace's rights and blocking: the traced program can have put a
 * FIFO, or a symlink to a file only root may read, where its library
 * was (a " (deleted)" mapping's name is any name it likes). They also
 * reread the whole maps file for each new pc, which is quadratic in the
 * number of mappings.
 *
 * Everything those two need is in the process's memory: the ELF header
 * and program headers at the module's load address, PT_GNU_EH_FRAME's
 * binary-search table, the vdso's symbol table. So both read memory
 * only (through the ptrace accessors), from the maps the backend has
 * already parsed. What only the file holds (.debug_frame without
 * .eh_frame_hdr, symbol names of a library) is not read here: names
 * come from the line session, which opens files through the door
 * (dwfl-door.c).
 */
#define _GNU_SOURCE
#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <gelf.h>
#include <libelf.h>
#include <libunwind-ptrace.h>
#include "upt-tables.h"
#include "libs.h"

/* libunwind's table search, exported but in no public header; its
 * libunwind-ptrace uses it the same way with a table it found. */
extern int UNW_OBJ(dwarf_search_unwind_table)(unw_addr_space_t as,
					      unw_word_t ip,
					      unw_dyn_info_t *di,
					      unw_proc_info_t *pi,
					      int need_unwind_info, void *arg);

/* A program header table larger than this is not a real module's. */
#define MAX_PHNUM 128
/* ... nor one that does not start in the first mapped pages. */
#define MAX_PHOFF (64 * 1024)
/* The vdso is a page or two; a bigger [vdso] mapping is not read. */
#define MAX_VDSO (64 * 1024)

/* DWARF exception-header pointer encodings (LSB, .eh_frame_hdr). */
#define PE_OMIT 0xff
#define PE_ABSPTR 0x00
#define PE_UDATA4 0x03
#define PE_SDATA4 0x0b
#define PE_UDATA8 0x04
#define PE_SDATA8 0x0c
#define PE_DATAREL 0x30

static struct upt_tables *cur;

void upt_tables_use(struct upt_tables *t, const struct proc_maps *maps)
{
	t->maps = maps;
	cur = t;
}

void upt_tables_clear(struct upt_tables *t)
{
	free(t->v);
	t->v = NULL;
	t->n = t->cap = 0;
}

/* len bytes of the tracee's memory, a word at a time through the ptrace
 * accessor (PTRACE_PEEKDATA): the sizes here are a few hundred bytes. */
static int read_mem(unw_addr_space_t as, void *arg, uint64_t addr,
		    void *buf, size_t len)
{
	unw_accessors_t *a = unw_get_accessors(as);
	unsigned char *out = buf;
	size_t done = 0;

	while (done < len) {
		uint64_t at = addr + done;
		uint64_t aligned = at & ~(uint64_t)(sizeof(unw_word_t) - 1);
		size_t skip = at - aligned, n;
		unw_word_t w;

		if (aligned + sizeof(w) < aligned)
			return -1;
		if (a->access_mem(as, aligned, &w, 0, arg) < 0)
			return -1;
		n = sizeof(w) - skip;
		if (n > len - done)
			n = len - done;
		memcpy(out + done, (unsigned char *)&w + skip, n);
		done += n;
	}
	return 0;
}

/* Bytes an encoded .eh_frame_hdr value takes, or 0 when not handled. */
static size_t enc_size(unsigned char enc)
{
	switch (enc & 0x0f) {
	case PE_ABSPTR:
		return sizeof(unw_word_t);
	case PE_UDATA4:
	case PE_SDATA4:
		return 4;
	case PE_UDATA8:
	case PE_SDATA8:
		return 8;
	}
	return 0;
}

/*
 * The module loaded at base: its extent from the PT_LOAD headers, and
 * its .eh_frame_hdr table. False when its memory does not hold a
 * 64-bit ELF with a sorted table libunwind can search.
 */
static bool module_table(unw_addr_space_t as, void *arg, uint64_t base,
			 unw_dyn_info_t *di)
{
	Elf64_Ehdr eh;
	Elf64_Phdr ph[MAX_PHNUM];
	uint64_t lo = UINT64_MAX, hi = 0, bias = 0, hdr = 0;
	unsigned char h[4];
	uint32_t count;
	size_t ptr_size, count_size;
	unsigned int i;

	if (read_mem(as, arg, base, &eh, sizeof(eh)) ||
	    memcmp(eh.e_ident, ELFMAG, SELFMAG) ||
	    eh.e_ident[EI_CLASS] != ELFCLASS64 ||
	    eh.e_phentsize != sizeof(Elf64_Phdr) ||
	    eh.e_phnum == 0 || eh.e_phnum > MAX_PHNUM ||
	    eh.e_phoff > MAX_PHOFF)
		return false;
	if (read_mem(as, arg, base + eh.e_phoff, ph,
		     eh.e_phnum * sizeof(ph[0])))
		return false;
	/* base is where file offset 0 is mapped, and a PT_LOAD's p_vaddr
	 * and p_offset agree modulo the page size (whatever size that
	 * is): the first one gives the load bias. */
	for (i = 0; i < eh.e_phnum; i++) {
		if (ph[i].p_type != PT_LOAD)
			continue;
		if (lo == UINT64_MAX)
			bias = base - (ph[i].p_vaddr - ph[i].p_offset);
		if (ph[i].p_vaddr < lo)
			lo = ph[i].p_vaddr;
		if (ph[i].p_vaddr + ph[i].p_memsz > hi)
			hi = ph[i].p_vaddr + ph[i].p_memsz;
	}
	if (lo >= hi)
		return false;
	for (i = 0; i < eh.e_phnum; i++) {
		if (ph[i].p_type == PT_GNU_EH_FRAME)
			hdr = bias + ph[i].p_vaddr;
	}
	if (!hdr || read_mem(as, arg, hdr, h, sizeof(h)))
		return false;
	/* version 1; the table: 4-byte offsets from the header itself,
	 * the only kind libunwind's binary search reads. */
	if (h[0] != 1 || h[2] == PE_OMIT || h[3] != (PE_DATAREL | PE_SDATA4))
		return false;
	ptr_size = enc_size(h[1]);
	count_size = enc_size(h[2]);
	if (!ptr_size || count_size != 4 ||
	    read_mem(as, arg, hdr + 4 + ptr_size, &count, sizeof(count)))
		return false;
	memset(di, 0, sizeof(*di));
	di->format = UNW_INFO_FORMAT_REMOTE_TABLE;
	di->start_ip = bias + lo;
	di->end_ip = bias + hi;
	di->u.rti.segbase = hdr;
	di->u.rti.table_data = hdr + 4 + ptr_size + count_size;
	/* Two 4-byte words per entry, counted in unw_word_t. */
	di->u.rti.table_len = (uint64_t)count * 8 / sizeof(unw_word_t);
	return true;
}

/* The table of the module loaded at base, found once per maps. */
static const unw_dyn_info_t *table_at(unw_addr_space_t as, void *arg,
				      uint64_t base)
{
	struct upt_table *t;
	size_t i;

	for (i = 0; i < cur->n; i++) {
		if (cur->v[i].base == base)
			return cur->v[i].ok ? &cur->v[i].di : NULL;
	}
	if (cur->n == cur->cap) {
		size_t ncap = cur->cap ? cur->cap * 2 : 16;
		struct upt_table *v = realloc(cur->v, ncap * sizeof(*v));

		if (!v)
			return NULL;
		cur->v = v;
		cur->cap = ncap;
	}
	t = &cur->v[cur->n++];
	t->base = base;
	t->ok = module_table(as, arg, base, &t->di);
	return t->ok ? &t->di : NULL;
}

static int find_proc_info(unw_addr_space_t as, unw_word_t ip,
			  unw_proc_info_t *pi, int need_unwind_info,
			  void *arg)
{
	const struct map_entry *m;
	const unw_dyn_info_t *di;
	unw_dyn_info_t copy;

	if (!cur || !cur->maps)
		return -UNW_ENOINFO;
	m = proc_maps_find(cur->maps, ip);
	if (!m)
		return -UNW_ENOINFO;
	di = table_at(as, arg, m->base);
	if (!di || ip < di->start_ip || ip >= di->end_ip)
		return -UNW_ENOINFO;
	copy = *di;	/* the search may write to it */
	return UNW_OBJ(dwarf_search_unwind_table)(as, ip, &copy, pi,
						  need_unwind_info, arg);
}

/* The nearest symbol at or below off in an in-memory ELF image. */
static bool image_symbol(Elf *elf, uint64_t off, char *buf, size_t len,
			 unw_word_t *symoff)
{
	Elf_Scn *scn = NULL;
	uint64_t best = 0;
	const char *name = NULL;

	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		Elf_Data *data;
		size_t i, n;

		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_DYNSYM ||
		    !sh.sh_entsize)
			continue;
		data = elf_getdata(scn, NULL);
		if (!data)
			continue;
		n = sh.sh_size / sh.sh_entsize;
		for (i = 0; i < n; i++) {
			GElf_Sym sym;
			const char *s;

			if (!gelf_getsym(data, i, &sym) ||
			    GELF_ST_TYPE(sym.st_info) != STT_FUNC ||
			    sym.st_value > off || sym.st_value < best ||
			    (sym.st_size && off >= sym.st_value + sym.st_size))
				continue;
			s = elf_strptr(elf, sh.sh_link, sym.st_name);
			if (!s || !*s)
				continue;
			best = sym.st_value;
			name = s;
		}
	}
	if (!name)
		return false;
	snprintf(buf, len, "%s", name);
	*symoff = off - best;
	return true;
}

/*
 * Names for code the line session has no file for: the vdso, read from
 * memory (its symbol values are offsets from its start). Nothing else:
 * a library's name comes from the line session or not at all.
 */
static int get_proc_name(unw_addr_space_t as, unw_word_t ip, char *buf,
			 size_t len, unw_word_t *offp, void *arg)
{
	const struct map_entry *m;
	unsigned char *image;
	uint64_t size;
	Elf *elf;
	bool found = false;

	if (!cur || !cur->maps || !len)
		return -UNW_ENOINFO;
	m = proc_maps_find(cur->maps, ip);
	if (!m || strcmp(m->path, "[vdso]"))
		return -UNW_ENOINFO;
	size = m->end - m->start;
	if (size > MAX_VDSO)
		return -UNW_ENOINFO;
	image = malloc(size);
	if (!image)
		return -UNW_ENOMEM;
	if (read_mem(as, arg, m->start, image, size) || unwind_libs_load()) {
		free(image);
		return -UNW_ENOINFO;
	}
	elf_version(EV_CURRENT);
	elf = elf_memory((char *)image, size);
	if (elf) {
		found = image_symbol(elf, ip - m->start, buf, len, offp);
		elf_end(elf);
	}
	free(image);
	return found ? 0 : -UNW_ENOINFO;
}

unw_accessors_t upt_tables_accessors(void)
{
	unw_accessors_t a = _UPT_accessors;

	a.find_proc_info = find_proc_info;
	a.get_proc_name = get_proc_name;
	return a;
}
