/*
 * The call site of a syscall: where the user's code called into the
 * system libraries. Shared by the libdw and libunwind backends.
 *
 * A frame is the user's when its module is known and is not a system
 * library. System libraries are:
 *  - the C runtime by name, wherever it lives (libc, ld.so, libpthread,
 *    libm, libdl, librt, libgcc_s): also catches a custom toolchain's
 *    copies in /opt;
 *  - any shared object (".so" in the name) under /lib*, /usr/lib*: so
 *    libstdc++ or libglib count as system too;
 *  - pseudo modules such as [vdso].
 * An executable installed under /usr/lib (a helper in /usr/lib/foo/) is
 * the user's code; so is anything in /usr/local.
 *
 * When no frame qualifies, the outermost frame that has a function name
 * is returned: it is the closest the walk got to whatever started the
 * call chain. The two cases where this happens are an unwind that stops
 * inside libc for lack of CFI, where that frame is the best guess at the
 * caller, and syscalls the dynamic loader makes before main (mapping the
 * libraries), where it is the loader's entry point, which is honest:
 * there is no user code on the stack. Such a site has a system module,
 * which a note can show as it is. A walk that found no frame with a
 * function name returns -1.
 *
 * Who made the call is another question (unwind_call_site_by): the
 * innermost frame outside the C runtime. The C runtime is glibc's and
 * musl's libraries by their DT_SONAME (libc, libpthread, ld.so, libm,
 * libdl, librt, libresolv, libutil, libanl, ...), not every shared
 * object of the system directories: libjvm.so mapping over its own
 * thread stacks is libjvm.so's call, not the C runtime's. The soname is
 * read from the file the mapping names, which the traced program
 * chose: through tfile_open (its credentials, a regular file, never
 * waiting) and a few bounded reads; a file that cannot be read is
 * known by its base name.
 */
#include <elf.h>
#include <gelf.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "core/core.h"
#include "unwind.h"
#include "libs.h"

#define CALL_SITE_MAX_FRAMES 64

bool unwind_user_lines_only;

static const char *const runtime_prefixes[] = {
	"libc.so", "libc-", "ld-linux", "ld64.so", "ld.so", "libpthread",
	"libm.so", "libm-", "libdl.so", "libdl-", "librt.so", "librt-",
	"libgcc_s", "libmvec",
};

static const char *const system_dirs[] = {
	"/lib/", "/lib64/", "/lib32/", "/libx32/",
	"/usr/lib/", "/usr/lib64/", "/usr/lib32/", "/usr/libx32/",
};

static bool has_prefix(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

static bool has_any_prefix(const char *s, const char *const *prefixes,
			   size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (has_prefix(s, prefixes[i]))
			return true;
	}
	return false;
}

static bool is_runtime_lib(const char *base)
{
	return has_any_prefix(base, runtime_prefixes,
			      ARRAY_SIZE(runtime_prefixes));
}

static bool in_system_dir(const char *path)
{
	return has_any_prefix(path, system_dirs, ARRAY_SIZE(system_dirs));
}

bool unwind_module_is_user(const char *path)
{
	const char *base;

	if (!path || path[0] == '[')
		return false;
	base = strrchr(path, '/');
	base = base ? base + 1 : path;
	if (is_runtime_lib(base))
		return false;
	return !(in_system_dir(path) && strstr(base, ".so"));
}

/* ---- the C runtime by soname ----------------------------------------- */

/* glibc's libraries (and musl's libc.so) by the stem of their soname:
 * "libc" matches libc.so.6, musl's libc.so and glibc's older file names
 * libc-2.31.so. The NSS modules glibc ships load into every program
 * that looks up a user or a host. */
static const char *const runtime_stems[] = {
	"libc", "libpthread", "libm", "libdl", "librt", "libresolv",
	"libutil", "libanl", "libmvec", "libnss_files", "libnss_dns",
	"libnss_compat", "libc_malloc_debug", "libBrokenLocale",
};

/* The dynamic loader: ld-linux*.so.N (glibc on most ports),
 * ld64.so.N and ld.so.N (ppc64, s390x, mips), ld-musl-ARCH.so.1,
 * and glibc's older file name ld-2.31.so; and musl's libc as Alpine
 * names it, libc.musl-ARCH.so.1 (its loader is the same file). */
static const char *const loader_prefixes[] = {
	"ld-linux", "ld64.so.", "ld.so.", "ld-musl-", "libc.musl-",
};

static bool stem_matches(const char *name, const char *stem)
{
	size_t n = strlen(stem);

	if (strncmp(name, stem, n))
		return false;
	name += n;
	if (!strncmp(name, ".so", 3))
		return name[3] == '\0' || name[3] == '.';
	return name[0] == '-' && name[1] >= '0' && name[1] <= '9';
}

static bool runtime_name(const char *name)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(runtime_stems); i++) {
		if (stem_matches(name, runtime_stems[i]))
			return true;
	}
	for (i = 0; i < ARRAY_SIZE(loader_prefixes); i++) {
		if (has_prefix(name, loader_prefixes[i]))
			return true;
	}
	return !strncmp(name, "ld-", 3) && name[3] >= '0' && name[3] <= '9';
}

/* What the file of a mapping says of itself. */
/* A build ID is 20 bytes (SHA-1) with ld's default, 16 with md5. */
#define ELF_MAX_BUILD_ID 64
/* What is read of one PT_NOTE segment at most. */
#define ELF_MAX_NOTES 4096

struct elf_id {
	bool read;		/* it was read as ELF */
	bool program;		/* ET_EXEC, PT_INTERP or DF_1_PIE */
	char soname[64];	/* DT_SONAME, "" when none */
	/* NT_GNU_BUILD_ID in hex, "" when none: which build a module+offset
	 * site is of (debuginfod, a debug package) */
	char build_id[2 * ELF_MAX_BUILD_ID + 1];
};

#ifndef DF_1_PIE
#define DF_1_PIE 0x08000000
#endif

/* Bounds on what is read of a file the program chose. */
#define ELF_MAX_PHDRS 128
#define ELF_MAX_LOADS 16
#define ELF_MAX_DYN 16384

/* An unsigned integer of n bytes at p, in the file's byte order. */
static uint64_t elf_get(const unsigned char *p, size_t n, bool be)
{
	uint64_t v = 0;

	for (size_t i = 0; i < n; i++)
		v |= (uint64_t)p[be ? i : n - 1 - i] << (8 * (n - 1 - i));
	return v;
}

#define ELF_FIELD(buf, type, member, be)				\
	elf_get((const unsigned char *)(buf) + offsetof(type, member),	\
		sizeof(((type *)0)->member), be)

static bool elf_pread(int fd, void *buf, size_t n, uint64_t off)
{
	return off < (uint64_t)1 << 62 &&
	       pread(fd, buf, n, (off_t)off) == (ssize_t)n;
}

struct elf_load {
	uint64_t va, off, filesz;
};

/* The file offset of virtual address va, through the PT_LOAD segments. */
static bool elf_va_off(const struct elf_load *l, unsigned n, uint64_t va,
		       uint64_t *off)
{
	for (unsigned i = 0; i < n; i++) {
		if (va >= l[i].va && va - l[i].va < l[i].filesz) {
			*off = l[i].off + (va - l[i].va);
			return true;
		}
	}
	return false;
}

/* The GNU build ID among the notes at [off, off+size), in hex. Notes are
 * namesz, descsz and type (4 bytes each), then the name and the
 * descriptor, each padded to 4 bytes. */
static void elf_build_id(int fd, struct elf_id *id, bool be, uint64_t off,
			 uint64_t size)
{
	unsigned char *b;
	size_t n = size < ELF_MAX_NOTES ? (size_t)size : ELF_MAX_NOTES;
	size_t at = 0;

	if (n < 12)
		return;
	b = xmalloc(n);
	if (!elf_pread(fd, b, n, off)) {
		free(b);
		return;
	}
	while (n - at >= 12) {
		uint64_t namesz = elf_get(b + at, 4, be);
		uint64_t descsz = elf_get(b + at + 4, 4, be);
		uint64_t type = elf_get(b + at + 8, 4, be);
		uint64_t name_end = 12 + ((namesz + 3) & ~(uint64_t)3);
		uint64_t end = name_end + ((descsz + 3) & ~(uint64_t)3);

		if (end > n - at)
			break;
		if (type == NT_GNU_BUILD_ID && namesz == 4 &&
		    !memcmp(b + at + 12, "GNU", 4) && descsz &&
		    descsz <= ELF_MAX_BUILD_ID) {
			for (uint64_t i = 0; i < descsz; i++)
				snprintf(id->build_id + 2 * i, 3, "%02x",
					 b[at + name_end + i]);
			break;
		}
		at += end;
	}
	free(b);
}

/* DT_SONAME and DT_FLAGS_1 of the dynamic section at [off, off+size). */
static void elf_dynamic(int fd, struct elf_id *id, bool is64, bool be,
			uint64_t off, uint64_t size,
			const struct elf_load *loads, unsigned nloads)
{
	size_t esz = is64 ? sizeof(Elf64_Dyn) : sizeof(Elf32_Dyn);
	unsigned char *dyn, name[sizeof(id->soname)];
	uint64_t strtab = 0, soname = 0, stroff;
	bool have_strtab = false, have_soname = false;

	if (size > ELF_MAX_DYN)
		size = ELF_MAX_DYN;
	size -= size % esz;
	if (!size)
		return;
	dyn = xmalloc(size);
	if (!elf_pread(fd, dyn, size, off)) {
		free(dyn);
		return;
	}
	for (size_t i = 0; i + esz <= size; i += esz) {
		uint64_t tag = is64 ? ELF_FIELD(dyn + i, Elf64_Dyn, d_tag, be) :
				      ELF_FIELD(dyn + i, Elf32_Dyn, d_tag, be);
		uint64_t val = is64 ?
			ELF_FIELD(dyn + i, Elf64_Dyn, d_un.d_val, be) :
			ELF_FIELD(dyn + i, Elf32_Dyn, d_un.d_val, be);

		if (tag == DT_NULL)
			break;
		if (tag == DT_SONAME) {
			soname = val;
			have_soname = true;
		} else if (tag == DT_STRTAB) {
			strtab = val;
			have_strtab = true;
		} else if (tag == DT_FLAGS_1 && (val & DF_1_PIE)) {
			id->program = true;
		}
	}
	free(dyn);
	if (!have_soname || !have_strtab ||
	    !elf_va_off(loads, nloads, strtab, &stroff))
		return;
	/* A name cut by the end of the file is no name. */
	memset(name, 0, sizeof(name));
	if (pread(fd, name, sizeof(name) - 1, (off_t)(stroff + soname)) <= 0 ||
	    !memchr(name, '\0', sizeof(name) - 1))
		return;
	memcpy(id->soname, name, sizeof(id->soname));
}

static void elf_read_id(int fd, struct elf_id *id)
{
	unsigned char eh[sizeof(Elf64_Ehdr)], *ph;
	struct elf_load loads[ELF_MAX_LOADS];
	unsigned nloads = 0, phnum, phentsize, type;
	uint64_t phoff, dyn_off = 0, dyn_size = 0;
	bool is64, be;

	if (!elf_pread(fd, eh, sizeof(Elf32_Ehdr), 0) ||
	    memcmp(eh, ELFMAG, SELFMAG))
		return;
	is64 = eh[EI_CLASS] == ELFCLASS64;
	be = eh[EI_DATA] == ELFDATA2MSB;
	if (is64 && !elf_pread(fd, eh, sizeof(Elf64_Ehdr), 0))
		return;
	type = (unsigned)ELF_FIELD(eh, Elf64_Ehdr, e_type, be);
	if (is64) {
		phoff = ELF_FIELD(eh, Elf64_Ehdr, e_phoff, be);
		phentsize = (unsigned)ELF_FIELD(eh, Elf64_Ehdr, e_phentsize, be);
		phnum = (unsigned)ELF_FIELD(eh, Elf64_Ehdr, e_phnum, be);
	} else {
		phoff = ELF_FIELD(eh, Elf32_Ehdr, e_phoff, be);
		phentsize = (unsigned)ELF_FIELD(eh, Elf32_Ehdr, e_phentsize, be);
		phnum = (unsigned)ELF_FIELD(eh, Elf32_Ehdr, e_phnum, be);
	}
	id->read = true;
	id->program = type == ET_EXEC;
	if (phentsize < (is64 ? sizeof(Elf64_Phdr) : sizeof(Elf32_Phdr)) ||
	    phentsize > 256 || !phnum || phnum > ELF_MAX_PHDRS)
		return;
	ph = xmalloc((size_t)phnum * phentsize);
	if (!elf_pread(fd, ph, (size_t)phnum * phentsize, phoff)) {
		free(ph);
		return;
	}
	for (unsigned i = 0; i < phnum; i++) {
		const unsigned char *h = ph + (size_t)i * phentsize;
		uint64_t pt, off, va, filesz;

		if (is64) {
			pt = ELF_FIELD(h, Elf64_Phdr, p_type, be);
			off = ELF_FIELD(h, Elf64_Phdr, p_offset, be);
			va = ELF_FIELD(h, Elf64_Phdr, p_vaddr, be);
			filesz = ELF_FIELD(h, Elf64_Phdr, p_filesz, be);
		} else {
			pt = ELF_FIELD(h, Elf32_Phdr, p_type, be);
			off = ELF_FIELD(h, Elf32_Phdr, p_offset, be);
			va = ELF_FIELD(h, Elf32_Phdr, p_vaddr, be);
			filesz = ELF_FIELD(h, Elf32_Phdr, p_filesz, be);
		}
		if (pt == PT_INTERP) {
			id->program = true;
		} else if (pt == PT_DYNAMIC) {
			dyn_off = off;
			dyn_size = filesz;
		} else if (pt == PT_NOTE && !id->build_id[0]) {
			elf_build_id(fd, id, be, off, filesz);
		} else if (pt == PT_LOAD && nloads < ELF_MAX_LOADS) {
			loads[nloads].va = va;
			loads[nloads].off = off;
			loads[nloads].filesz = filesz;
			nloads++;
		}
	}
	free(ph);
	if (dyn_size)
		elf_dynamic(fd, id, is64, be, dyn_off, dyn_size, loads, nloads);
}

/* Each path is read once a run: a few entries cover the libraries a
 * program's notes come from. */
#define ID_CACHE 32

struct id_cache_entry {
	char *path;
	struct elf_id id;
	/* unwind_module_role's answer for path, once asked: a call site
	 * asks it of every frame of every walk */
	bool have_role;
	bool user;		/* unwind_module_is_user(path) */
	int role;
	char role_name[256];
};

static struct id_cache_entry id_cache[ID_CACHE];
static unsigned id_cache_next;

static struct id_cache_entry *module_entry(pid_t tid, const char *path)
{
	struct id_cache_entry *e;
	int fd;

	for (unsigned i = 0; i < ID_CACHE; i++) {
		if (id_cache[i].path && !strcmp(id_cache[i].path, path))
			return &id_cache[i];
	}
	e = &id_cache[id_cache_next++ % ID_CACHE];
	free(e->path);
	e->path = xstrdup(path);
	memset(&e->id, 0, sizeof(e->id));
	e->have_role = false;
	fd = tfile_open((int)tid, AT_FDCWD, path, TFILE_ELF_MAX);
	if (fd < 0)
		return e;
	elf_read_id(fd, &e->id);
	close(fd);
	return e;
}

static const struct elf_id *module_id(pid_t tid, const char *path)
{
	return &module_entry(tid, path)->id;
}

static int module_role(const struct elf_id *id, const char *path,
		       char *name, size_t size)
{
	const char *base = strrchr(path, '/');

	base = base ? base + 1 : path;
	if (!id->read) {
		/* Unreadable (another user's, gone): its base name says. */
		if (runtime_name(base))
			return MODULE_RUNTIME;
		if (!strstr(base, ".so"))
			return MODULE_PROGRAM;
		snprintf(name, size, "%s", base);
		return MODULE_LIBRARY;
	}
	if (id->soname[0] ? runtime_name(id->soname) : runtime_name(base))
		return MODULE_RUNTIME;
	if (id->program)
		return MODULE_PROGRAM;
	snprintf(name, size, "%s", id->soname[0] ? id->soname : base);
	return MODULE_LIBRARY;
}

/* The entry of a real module's path with its role known, or NULL. */
static const struct id_cache_entry *role_entry(pid_t tid, const char *path)
{
	struct id_cache_entry *e;

	if (!path || path[0] == '[')
		return NULL;
	e = module_entry(tid, path);
	if (!e->have_role) {
		e->role_name[0] = '\0';
		e->role = module_role(&e->id, path, e->role_name,
				      sizeof(e->role_name));
		e->user = unwind_module_is_user(path);
		e->have_role = true;
	}
	return e;
}

int unwind_module_role(pid_t tid, const char *path, char *name, size_t size)
{
	const struct id_cache_entry *e = role_entry(tid, path);
	size_t n;

	if (size)
		name[0] = '\0';
	if (!e)
		return MODULE_OTHER;
	n = strlen(e->role_name);
	if (size) {
		n = n < size ? n : size - 1;
		memcpy(name, e->role_name, n);
		name[n] = '\0';
	}
	return e->role;
}

const char *unwind_module_build_id(pid_t tid, const char *path)
{
	const struct elf_id *id;

	if (!path || path[0] == '[')
		return NULL;
	id = module_id(tid, path);
	return id->build_id[0] ? id->build_id : NULL;
}

struct site_search {
	struct unwind_frame *site;
	bool found;
	bool have_fallback;
	struct unwind_frame fallback;
	/* unwind_call_site_by: the innermost frame outside the C runtime */
	pid_t tid;
	struct call_by *by;
	bool by_found;
	struct unwind_frame by_frame;
};

static int site_cb(void *data, const struct unwind_frame *f)
{
	struct site_search *s = data;
	const struct id_cache_entry *e;

	if (s->by && !s->by_found) {
		int role = unwind_module_role(s->tid, f->module, s->by->name,
					      sizeof(s->by->name));

		if (role == MODULE_PROGRAM || role == MODULE_LIBRARY) {
			s->by->role = role;
			s->by_found = true;
			s->by_frame = *f;
		}
	}
	e = role_entry(s->tid, f->module);
	if (e && e->user) {
		*s->site = *f;
		s->found = true;
		return 1;
	}
	if (f->func) {
		s->fallback = *f;
		s->have_fallback = true;
	}
	return 0;
}

int unwind_call_site_by(struct unwind_proc *up, pid_t tid,
			struct unwind_frame *site, struct call_by *by)
{
	struct site_search s = { .site = site, .tid = tid, .by = by };
	int r;

	if (by) {
		by->role = MODULE_RUNTIME;
		by->name[0] = '\0';
	}
	unwind_user_lines_only = true;
	r = unwind_walk(up, tid, CALL_SITE_MAX_FRAMES, site_cb, &s);
	unwind_user_lines_only = false;
	if (r < 0)
		return -1;
	if (s.found)
		return 0;
	/* No program frame: a library outside the C runtime (libjvm.so's
	 * own threads) is a better site than the C runtime's thread
	 * start. */
	if (s.by_found) {
		*site = s.by_frame;
		return 0;
	}
	if (!s.have_fallback)
		return -1;
	*site = s.fallback;
	return 0;
}

int unwind_call_site(struct unwind_proc *up, pid_t tid,
		     struct unwind_frame *site)
{
	return unwind_call_site_by(up, tid, site, NULL);
}

/* The file is the traced program's choice: libelf checks each index and
 * string offset against the sections it read; one pass over the
 * symbols, no more. */
static bool elf_defines(Elf *elf, const char *name)
{
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		Elf_Data *d;
		size_t n;

		if (!gelf_getshdr(scn, &sh) ||
		    (sh.sh_type != SHT_SYMTAB && sh.sh_type != SHT_DYNSYM) ||
		    !sh.sh_entsize || !(d = elf_getdata(scn, NULL)))
			continue;
		n = sh.sh_size / sh.sh_entsize;
		for (size_t i = 0; i < n; i++) {
			GElf_Sym sym;
			const char *s;

			if (!gelf_getsym(d, (int)i, &sym))
				break;
			if (GELF_ST_TYPE(sym.st_info) != STT_FUNC ||
			    sym.st_shndx == SHN_UNDEF)
				continue;
			s = elf_strptr(elf, sh.sh_link, sym.st_name);
			if (s && !strcmp(s, name))
				return true;
		}
	}
	return false;
}

int unwind_module_defines(pid_t tid, const char *path, const char *name)
{
	int fd, r = -1;
	Elf *elf;

	if (unwind_libs_load())
		return -1;
	fd = tfile_open((int)tid, AT_FDCWD, path, TFILE_ELF_MAX);
	if (fd < 0)
		return -1;
	elf_version(EV_CURRENT);
	elf = elf_begin(fd, ELF_C_READ, NULL);
	if (elf && elf_kind(elf) == ELF_K_ELF)
		r = elf_defines(elf, name);
	elf_end(elf);
	close(fd);
	return r;
}

struct func_search {
	pid_t tid;
	const char *name;
	const char *caller;
	bool found;
};

static int func_cb(void *data, const struct unwind_frame *f)
{
	struct func_search *s = data;

	if (!f->func)
		return 0;
	/* The caller's frame, in whatever module: an unwinder can lose
	 * the frame of a function built without unwind tables (libunwind
	 * in a static program goes from syscall() straight to main's
	 * caller). */
	if (s->caller && !strcmp(f->func, s->caller)) {
		s->found = true;
		return 1;
	}
	if (strcmp(f->func, s->name) ||
	    unwind_module_role(s->tid, f->module, NULL, 0) != MODULE_PROGRAM)
		return 0;
	s->found = true;
	return 1;
}

/* main is the outermost frame but for the C runtime's start: a call
 * made deeper than this above it is taken as not yet from main. */
#define FUNC_SEARCH_MAX_FRAMES 1024

int unwind_stack_has_program_func(struct unwind_proc *up, pid_t tid,
				  const char *name, const char *caller)
{
	struct func_search s = { .tid = tid, .name = name, .caller = caller };

	if (unwind_walk(up, tid, FUNC_SEARCH_MAX_FRAMES, func_cb, &s) < 0)
		return -1;
	return s.found;
}
