/* Whether a program file names a function in its symbol tables: the
 * tracer asks, before it installs its seccomp filter without -f,
 * whether the program calls ptrace() (seccomp.c). A dynamic program
 * imports it (an undefined symbol of .dynsym); a static one that was
 * not stripped has it in .symtab. The file is the user's, not the
 * tracee's, but it is still read as untrusted: every offset and size
 * is checked against the file, symbols are read a bounded piece at a
 * time and a string table of at most 64 MiB at once. No libelf: only section headers and symbols are needed. */
#include "abitrace.h"
#include "trace/trace.h"

#include <elf.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAX_SHNUM 4096		/* more sections than any real program */
#define SYM_CHUNK 256		/* symbols read at once */
#define MAX_STRTAB (64u << 20)	/* a larger string table: not read */

struct elf_file {
	int fd;
	uint64_t size;
	bool is64;
};

/* One section header, either class, widened. */
struct shdr {
	uint32_t type, link;
	uint64_t offset, size, entsize;
};

static bool read_at(const struct elf_file *f, void *buf, size_t len,
		    uint64_t off)
{
	ssize_t n;

	if (off > f->size || len > f->size - off)
		return false;
	n = pread(f->fd, buf, len, (off_t)off);
	return n == (ssize_t)len;
}

static bool read_shdr(const struct elf_file *f, uint64_t shoff,
		      unsigned i, struct shdr *s)
{
	if (f->is64) {
		Elf64_Shdr h;

		if (!read_at(f, &h, sizeof(h), shoff + (uint64_t)i * sizeof(h)))
			return false;
		*s = (struct shdr){ h.sh_type, h.sh_link, h.sh_offset,
				    h.sh_size, h.sh_entsize };
	} else {
		Elf32_Shdr h;

		if (!read_at(f, &h, sizeof(h), shoff + (uint64_t)i * sizeof(h)))
			return false;
		*s = (struct shdr){ h.sh_type, h.sh_link, h.sh_offset,
				    h.sh_size, h.sh_entsize };
	}
	return true;
}

/* Whether the string at off of the string table str (len bytes) is
 * name. */
static bool str_is(const char *str, uint64_t len, uint32_t off,
		   const char *name)
{
	size_t n = strlen(name) + 1;

	return off < len && n <= len - off && !memcmp(str + off, name, n);
}

/* A symbol table's function or untyped symbol called name, defined or
 * not (an import is untyped until it is bound). */
static bool table_names(const struct elf_file *f, const struct shdr *tab,
			const struct shdr *strtab, const char *name)
{
	size_t esz = f->is64 ? sizeof(Elf64_Sym) : sizeof(Elf32_Sym);
	unsigned char buf[SYM_CHUNK * sizeof(Elf64_Sym)];
	uint64_t n, i = 0;
	bool found = false;
	char *str;

	/* The string table in one piece: one read, not one a symbol. */
	if (tab->entsize != esz || !strtab->size || strtab->size > MAX_STRTAB ||
	    strtab->size > f->size)
		return false;
	str = xmalloc((size_t)strtab->size);
	if (!read_at(f, str, (size_t)strtab->size, strtab->offset)) {
		free(str);
		return false;
	}
	n = tab->size / esz;
	while (i < n) {
		uint64_t k = n - i < SYM_CHUNK ? n - i : SYM_CHUNK;

		if (!read_at(f, buf, (size_t)(k * esz), tab->offset + i * esz))
			break;
		for (uint64_t j = 0; j < k && !found; j++) {
			uint32_t st_name;
			unsigned type;

			if (f->is64) {
				Elf64_Sym s;

				memcpy(&s, buf + j * esz, sizeof(s));
				st_name = s.st_name;
				type = ELF64_ST_TYPE(s.st_info);
			} else {
				Elf32_Sym s;

				memcpy(&s, buf + j * esz, sizeof(s));
				st_name = s.st_name;
				type = ELF32_ST_TYPE(s.st_info);
			}
			found = (type == STT_FUNC || type == STT_NOTYPE) &&
				st_name &&
				str_is(str, strtab->size, st_name, name);
		}
		if (found)
			break;
		i += k;
	}
	free(str);
	return found;
}

int elf_names_function(const char *path, const char *name)
{
	unsigned char ident[EI_NIDENT];
	struct elf_file f;
	struct stat st;
	uint64_t shoff;
	unsigned shnum, shentsize;
	int r = 0;

	f.fd = open(path, O_RDONLY | O_CLOEXEC);
	if (f.fd < 0)
		return -1;
	if (fstat(f.fd, &st) < 0 || !S_ISREG(st.st_mode))
		goto bad;
	f.size = (uint64_t)st.st_size;
	if (!read_at(&f, ident, sizeof(ident), 0) ||
	    memcmp(ident, ELFMAG, SELFMAG) ||
	    (ident[EI_CLASS] != ELFCLASS32 && ident[EI_CLASS] != ELFCLASS64))
		goto bad;
	/* Our byte order only: a program of another cannot run here. */
	if (ident[EI_DATA] != (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ ?
			       ELFDATA2LSB : ELFDATA2MSB))
		goto bad;
	f.is64 = ident[EI_CLASS] == ELFCLASS64;
	if (f.is64) {
		Elf64_Ehdr eh;

		if (!read_at(&f, &eh, sizeof(eh), 0))
			goto bad;
		shoff = eh.e_shoff;
		shnum = eh.e_shnum;
		shentsize = eh.e_shentsize;
	} else {
		Elf32_Ehdr eh;

		if (!read_at(&f, &eh, sizeof(eh), 0))
			goto bad;
		shoff = eh.e_shoff;
		shnum = eh.e_shnum;
		shentsize = eh.e_shentsize;
	}
	if (shentsize != (f.is64 ? sizeof(Elf64_Shdr) : sizeof(Elf32_Shdr)) ||
	    shnum > MAX_SHNUM)
		goto bad;
	for (unsigned i = 0; i < shnum && !r; i++) {
		struct shdr tab, strtab;

		if (!read_shdr(&f, shoff, i, &tab))
			goto bad;
		if (tab.type != SHT_DYNSYM && tab.type != SHT_SYMTAB)
			continue;
		if (tab.link >= shnum || !read_shdr(&f, shoff, tab.link, &strtab) ||
		    strtab.type != SHT_STRTAB)
			continue;
		r = table_names(&f, &tab, &strtab, name);
	}
	close(f.fd);
	return r;
bad:
	close(f.fd);
	return -1;
}
