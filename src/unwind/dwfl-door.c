/*
 * libdwfl's callbacks that open files, through the door.
 *
 * libdwfl's own (dwfl_linux_proc_find_elf, dwfl_standard_find_debuginfo)
 * open whatever the traced program names, with a blocking open(), as
 * whoever runs abitrace: a .gnu_debuglink naming a FIFO hung the tracer
 * at the first note; a mapped file renamed over with a root-only one
 * was read as root. Here every such file goes through tfile_open().
 *
 * A callback that fails must leave the file name it was given unset:
 * libdwfl opens a name left behind on its own, with a plain open().
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <elfutils/libdwelf.h>
#include "core/core.h"
#include "dwfl-door.h"
#include "libs.h"

#define DEBUG_ROOT "/usr/lib/debug"

pid_t dwfl_door_pid;

/* ---- saying a refusal once ---------------------------------------- */

#define MAX_SAID 64
static char *said[MAX_SAID];
static unsigned nsaid;

/* A refusal (not a file that is just missing) is worth one line: the
 * notes lose their call sites, or -k its names, and the user should
 * know why. */
static void say_refused(const char *path)
{
	const char *why = tfile_refused();
	char esc[512];

	/* The program's user may not read it: expected (-u, a root-only
	 * debug file), worth a line under -d only. */
	if (!why && (errno == EACCES || errno == EPERM)) {
		escape_to(esc, sizeof(esc), path);
		debug_msg("not reading %s, named by the traced program: "
			  "its user may not read it", esc);
	}
	if (!why)
		return;
	for (unsigned i = 0; i < nsaid; i++)
		if (!strcmp(said[i], path))
			return;
	if (nsaid < MAX_SAID)
		said[nsaid++] = xstrdup(path);
	escape_to(esc, sizeof(esc), path);
	warnx_("not reading %s, named by the traced program: %s", esc, why);
}

static int door(const char *path)
{
	int fd = tfile_open(dwfl_door_pid, AT_FDCWD, path, TFILE_ELF_MAX);

	if (fd < 0)
		say_refused(path);
	return fd;
}

int dwfl_door_open_elf(const char *path)
{
	return door(path);
}

/* ---- the main ELF file ------------------------------------------ */

int dwfl_door_find_elf(Dwfl_Module *mod, void **userdata, const char *name,
		       Dwarf_Addr base, char **file_name, Elf **elfp)
{
	int fd;

	/* [vdso] and the like: libdwfl reads them from the process'
	 * memory and opens no file for them. */
	if (name[0] != '/')
		return dwfl_linux_proc_find_elf(mod, userdata, name, base,
						file_name, elfp);
	/* A " (deleted)" name is not the mapped file (if it is anything):
	 * libdwfl would look for it in memory after a stat() that races
	 * with whoever made the name; we do without it. */
	fd = door(name);
	if (fd < 0)
		return -1;
	/* ELF_C_READ, not a map: a file the program truncates while we
	 * hold it must give a read error, not SIGBUS in abitrace. */
	*elfp = elf_begin(fd, ELF_C_READ, NULL);
	if (!*elfp) {
		close(fd);
		return -1;
	}
	*file_name = strdup(name);
	return fd;
}

/* ---- separate debug files ----------------------------------------- */

static uint32_t crc_table[256];

static void crc_init(void)
{
	for (uint32_t i = 0; i < 256; i++) {
		uint32_t c = i;

		for (int k = 0; k < 8; k++)
			c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
		crc_table[i] = c;
	}
}

/* The CRC-32 that .gnu_debuglink carries, of the whole file. */
static bool file_crc(int fd, uint32_t *crc)
{
	unsigned char buf[65536];
	uint32_t c = 0xffffffffu;
	off_t off = 0;
	ssize_t n;

	if (!crc_table[1])
		crc_init();
	while ((n = pread(fd, buf, sizeof(buf), off)) > 0) {
		for (ssize_t i = 0; i < n; i++)
			c = crc_table[(c ^ buf[i]) & 0xff] ^ (c >> 8);
		off += n;
	}
	if (n < 0)
		return false;
	*crc = c ^ 0xffffffffu;
	return true;
}

/* Whether the file in fd carries this build ID. */
static int build_id_cmp(int fd, const unsigned char *id, int len)
{
	Elf *elf = elf_begin(fd, ELF_C_READ, NULL);
	const void *got;
	ssize_t n;
	int r;

	if (!elf)
		return -1;
	n = dwelf_elf_gnu_build_id(elf, &got);
	if (n <= 0)
		r = -1;		/* none: cannot tell */
	else
		r = n == len && !memcmp(got, id, (size_t)len) ? 0 : 1;
	elf_end(elf);
	return r;
}

struct want {
	const unsigned char *id;	/* the module's build ID, or NULL */
	int id_len;
	GElf_Word crc;			/* the debuglink's, when no ID */
	bool any;			/* a dwz file: the name alone */
	const char *self;		/* the module's own file */
};

/* Opens candidate path; the fd when it is the debug file wanted. */
static int try_path(const char *path, const struct want *w)
{
	uint32_t crc;
	int fd, cmp;

	if (w->self && !strcmp(path, w->self))
		return -1;
	fd = door(path);
	if (fd < 0 || w->any)
		return fd;
	cmp = w->id ? build_id_cmp(fd, w->id, w->id_len) : -1;
	if (cmp == 0)
		return fd;
	if (cmp < 0 && w->crc && file_crc(fd, &crc) && crc == w->crc)
		return fd;
	close(fd);
	return -1;
}

static int by_build_id(const struct want *w, char *path, size_t size)
{
	int n;

	if (!w->id || w->id_len < 2)
		return -1;
	n = snprintf(path, size, DEBUG_ROOT "/.build-id/%02x/", w->id[0]);
	for (int i = 1; i < w->id_len && (size_t)n + 3 < size; i++)
		n += snprintf(path + n, size - (size_t)n, "%02x", w->id[i]);
	if ((size_t)n + 7 >= size)
		return -1;
	strcpy(path + n, ".debug");
	return try_path(path, w);
}

/* The directory part of file ("" when none, else ending in '/'). */
static void dir_of(const char *file, char *dir, size_t size)
{
	const char *slash = file ? strrchr(file, '/') : NULL;

	if (!slash) {
		dir[0] = '\0';
		return;
	}
	snprintf(dir, size, "%.*s/", (int)(slash - file), file);
}

static int by_debuglink(const char *file, const char *link,
			const struct want *w, char *path, size_t size)
{
	char dir[4096];
	int fd;

	if (link[0] == '/') {
		snprintf(path, size, "%s", link);
		return try_path(path, w);
	}
	dir_of(file, dir, sizeof(dir));
	snprintf(path, size, "%s%s", dir, link);
	if ((fd = try_path(path, w)) >= 0)
		return fd;
	if (w->any)
		return -1;	/* dwz names are relative to the file */
	snprintf(path, size, "%s.debug/%s", dir, link);
	if ((fd = try_path(path, w)) >= 0)
		return fd;
	if (dir[0] != '/')
		return -1;
	snprintf(path, size, DEBUG_ROOT "%s%s", dir, link);
	return try_path(path, w);
}

int dwfl_door_find_debuginfo(Dwfl_Module *mod, void **userdata,
			     const char *modname, GElf_Addr base,
			     const char *file_name, const char *debuglink,
			     GElf_Word crc, char **debuginfo_file_name)
{
	struct want w = { .crc = crc, .self = file_name };
	char path[4096 + 512];
	GElf_Addr vaddr;
	int fd = -1;

	(void)userdata;
	(void)modname;
	(void)base;
	if (!mod)
		return -1;
	/* libdwfl asks for the dwz file of .gnu_debugaltlink with a CRC
	 * of 0 (a real debuglink's CRC is 0 once in 2^32). */
	if (debuglink && !crc) {
		w.any = true;
		w.self = NULL;
		fd = by_debuglink(file_name, debuglink, &w, path,
				  sizeof(path));
	} else {
		w.id_len = dwfl_module_build_id(mod, &w.id, &vaddr);
		if (w.id_len <= 0)
			w.id = NULL;
		fd = by_build_id(&w, path, sizeof(path));
		if (fd < 0 && debuglink)
			fd = by_debuglink(file_name, debuglink, &w, path,
					  sizeof(path));
	}
	if (fd < 0) {
		errno = ENOENT;
		return -1;
	}
	*debuginfo_file_name = strdup(path);
	return fd;
}
