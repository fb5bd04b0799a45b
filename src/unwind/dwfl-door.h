/* libdwfl's file look-ups through abitrace's door (core/tfile.c): the
 * ELF files of the traced process's mappings and their separate debug
 * files are opened as that process could open them, regular files
 * only, never waiting. Used by both backends. */
#ifndef ABT_UNWIND_DWFL_DOOR_H
#define ABT_UNWIND_DWFL_DOOR_H

#include <sys/types.h>
#include <elfutils/libdwfl.h>

/* The process whose files the look-ups are for: each backend sets it
 * before it lets libdwfl work for a process. */
extern pid_t dwfl_door_pid;

/* find_elf for a live process: a path opened through the door; the
 * vdso and other [names] from its memory, as libdwfl does. */
int dwfl_door_find_elf(Dwfl_Module *mod, void **userdata, const char *name,
		       Dwarf_Addr base, char **file_name, Elf **elfp);

/* find_debuginfo: by build ID under /usr/lib/debug/.build-id, then by
 * .gnu_debuglink beside the file, in its .debug/ and under
 * /usr/lib/debug; the dwz file of .gnu_debugaltlink beside the debug
 * file. A candidate must carry the module's build ID, or else match
 * the debuglink's CRC. */
int dwfl_door_find_debuginfo(Dwfl_Module *mod, void **userdata,
			     const char *modname, GElf_Addr base,
			     const char *file_name, const char *debuglink,
			     GElf_Word crc, char **debuginfo_file_name);

/* An ELF file for dwfl_report_elf (the libunwind backend): its fd, or
 * -1 (said once when the door refused it). */
int dwfl_door_open_elf(const char *path);

#endif
