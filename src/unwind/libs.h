/*
 * libdw and libelf, loaded on first use (--enable-lazy-libs, the
 * default for a dynamic build): a trace that never asks for a call
 * site or a stack maps neither, nor libz, libbz2 and liblzma behind
 * them (~500 kB resident at start, issue 25's W4 memory row).
 *
 * Every file of unwind/ that calls them includes this header after
 * the libraries' own: each function below then names a pointer of
 * `unwind_libs`, of the very type the library's header declares
 * (__typeof__), so that a call reads as before. A static build
 * (LDFLAGS=-static, or --disable-lazy-libs) links them as usual and
 * this header changes nothing.
 *
 * unwind_libs_load() must have answered 0 before any of them is called:
 * the entry points of the layer ask it (unwind_proc_new, the module
 * readers of callsite.c), and a missing library turns off call sites
 * and stacks with one line on stderr, never a crash.
 */
#ifndef ABT_UNWIND_LIBS_H
#define ABT_UNWIND_LIBS_H

#include "config.h"

/* Loads the libraries once; 0 when their functions can be called.
 * The first failure says why on stderr, once. */
int unwind_libs_load(void);

/* The same without a word: NULL when loaded, else why not. */
const char *unwind_libs_why(void);

#ifdef LAZY_LIBS

#include <gelf.h>
#include <libelf.h>
#include <elfutils/libdw.h>
#include <elfutils/libdwfl.h>
#include <elfutils/libdwelf.h>

/* The functions abitrace calls, by library (dw: libdw, elf: libelf).
 * A function added here also needs its #define below; one missing
 * there is a link error (the libraries are not linked), one missing
 * here a compile error. */
#define UNWIND_LIB_FUNCS(X) \
	X(dw, dwarf_attr) \
	X(dw, dwarf_cfi_addrframe) \
	X(dw, dwarf_formstring) \
	X(dw, dwarf_frame_cfa) \
	X(dw, dwarf_frame_info) \
	X(dw, dwarf_frame_register) \
	X(dw, dwarf_getsrc_die) \
	X(dw, dwarf_getsrclines) \
	X(dw, dwarf_haspc) \
	X(dw, dwarf_lineaddr) \
	X(dw, dwarf_lineendsequence) \
	X(dw, dwarf_lineno) \
	X(dw, dwarf_linesrc) \
	X(dw, dwarf_onesrcline) \
	X(dw, dwelf_elf_gnu_build_id) \
	X(dw, dwfl_addrmodule) \
	X(dw, dwfl_begin) \
	X(dw, dwfl_end) \
	X(dw, dwfl_frame_pc) \
	X(dw, dwfl_getmodules) \
	X(dw, dwfl_getthread_frames) \
	X(dw, dwfl_linecu) \
	X(dw, dwfl_lineinfo) \
	X(dw, dwfl_linux_proc_attach) \
	X(dw, dwfl_linux_proc_find_elf) \
	X(dw, dwfl_linux_proc_report) \
	X(dw, dwfl_module_addrinfo) \
	X(dw, dwfl_module_build_id) \
	X(dw, dwfl_module_eh_cfi) \
	X(dw, dwfl_module_getelf) \
	X(dw, dwfl_module_getsrc) \
	X(dw, dwfl_module_info) \
	X(dw, dwfl_module_nextcu) \
	X(dw, dwfl_offline_section_address) \
	X(dw, dwfl_report_begin) \
	X(dw, dwfl_report_begin_add) \
	X(dw, dwfl_report_elf) \
	X(dw, dwfl_report_end) \
	X(elf, elf_begin) \
	X(elf, elf_end) \
	X(elf, elf_getdata) \
	X(elf, elf_kind) \
	X(elf, elf_memory) \
	X(elf, elf_nextscn) \
	X(elf, elf_strptr) \
	X(elf, elf_version) \
	X(elf, gelf_getehdr) \
	X(elf, gelf_getshdr) \
	X(elf, gelf_getsym)

struct unwind_libs {
#define UNWIND_LIB_PTR(lib, name) __typeof__(name) *name;
	UNWIND_LIB_FUNCS(UNWIND_LIB_PTR)
#undef UNWIND_LIB_PTR
};
extern struct unwind_libs unwind_libs;

#ifndef UNWIND_LIBS_NO_REDIRECT
#define dwarf_attr (*unwind_libs.dwarf_attr)
#define dwarf_cfi_addrframe (*unwind_libs.dwarf_cfi_addrframe)
#define dwarf_formstring (*unwind_libs.dwarf_formstring)
#define dwarf_frame_cfa (*unwind_libs.dwarf_frame_cfa)
#define dwarf_frame_info (*unwind_libs.dwarf_frame_info)
#define dwarf_frame_register (*unwind_libs.dwarf_frame_register)
#define dwarf_getsrc_die (*unwind_libs.dwarf_getsrc_die)
#define dwarf_getsrclines (*unwind_libs.dwarf_getsrclines)
#define dwarf_haspc (*unwind_libs.dwarf_haspc)
#define dwarf_lineaddr (*unwind_libs.dwarf_lineaddr)
#define dwarf_lineendsequence (*unwind_libs.dwarf_lineendsequence)
#define dwarf_lineno (*unwind_libs.dwarf_lineno)
#define dwarf_linesrc (*unwind_libs.dwarf_linesrc)
#define dwarf_onesrcline (*unwind_libs.dwarf_onesrcline)
#define dwelf_elf_gnu_build_id (*unwind_libs.dwelf_elf_gnu_build_id)
#define dwfl_addrmodule (*unwind_libs.dwfl_addrmodule)
#define dwfl_begin (*unwind_libs.dwfl_begin)
#define dwfl_end (*unwind_libs.dwfl_end)
#define dwfl_frame_pc (*unwind_libs.dwfl_frame_pc)
#define dwfl_getmodules (*unwind_libs.dwfl_getmodules)
#define dwfl_getthread_frames (*unwind_libs.dwfl_getthread_frames)
#define dwfl_linecu (*unwind_libs.dwfl_linecu)
#define dwfl_lineinfo (*unwind_libs.dwfl_lineinfo)
#define dwfl_linux_proc_attach (*unwind_libs.dwfl_linux_proc_attach)
#define dwfl_linux_proc_find_elf (*unwind_libs.dwfl_linux_proc_find_elf)
#define dwfl_linux_proc_report (*unwind_libs.dwfl_linux_proc_report)
#define dwfl_module_addrinfo (*unwind_libs.dwfl_module_addrinfo)
#define dwfl_module_build_id (*unwind_libs.dwfl_module_build_id)
#define dwfl_module_eh_cfi (*unwind_libs.dwfl_module_eh_cfi)
#define dwfl_module_getelf (*unwind_libs.dwfl_module_getelf)
#define dwfl_module_getsrc (*unwind_libs.dwfl_module_getsrc)
#define dwfl_module_info (*unwind_libs.dwfl_module_info)
#define dwfl_module_nextcu (*unwind_libs.dwfl_module_nextcu)
#define dwfl_offline_section_address (*unwind_libs.dwfl_offline_section_address)
#define dwfl_report_begin (*unwind_libs.dwfl_report_begin)
#define dwfl_report_begin_add (*unwind_libs.dwfl_report_begin_add)
#define dwfl_report_elf (*unwind_libs.dwfl_report_elf)
#define dwfl_report_end (*unwind_libs.dwfl_report_end)
#define elf_begin (*unwind_libs.elf_begin)
#define elf_end (*unwind_libs.elf_end)
#define elf_getdata (*unwind_libs.elf_getdata)
#define elf_kind (*unwind_libs.elf_kind)
#define elf_memory (*unwind_libs.elf_memory)
#define elf_nextscn (*unwind_libs.elf_nextscn)
#define elf_strptr (*unwind_libs.elf_strptr)
#define elf_version (*unwind_libs.elf_version)
#define gelf_getehdr (*unwind_libs.gelf_getehdr)
#define gelf_getshdr (*unwind_libs.gelf_getshdr)
#define gelf_getsym (*unwind_libs.gelf_getsym)
#endif /* UNWIND_LIBS_NO_REDIRECT */

#endif /* LAZY_LIBS */
#endif
