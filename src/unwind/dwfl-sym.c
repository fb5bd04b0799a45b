/*
 * Symbolisation through libdwfl. modoff is pc minus the module's load
 * bias, i.e. the address as the ELF file sees it: the number to give to
 * addr2line -e module, for PIE and non-PIE objects alike. Strings belong
 * to dwfl, but for source paths joined to their unit's directory, which
 * are kept here (interned) for the life of abitrace.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dwarf.h>
#include "dwfl-sym.h"
#include "libs.h"

/* Joined source paths, kept for the life of abitrace: a frame's strings
 * must outlive the walk, and a program has a bounded set of sources. */
static char **interned;
static size_t ninterned, cap_interned;	/* cap: a power of two, or 0 */

static uint32_t path_hash(const char *s)
{
	uint32_t h = 2166136261u;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

static const char *intern(const char *s)
{
	size_t i;

	if (2 * (ninterned + 1) > cap_interned) {
		size_t ncap = cap_interned ? 2 * cap_interned : 64;
		char **t = calloc(ncap, sizeof(*t));

		if (!t)
			return NULL;
		for (size_t k = 0; k < cap_interned; k++) {
			if (!interned[k])
				continue;
			for (i = path_hash(interned[k]) & (ncap - 1); t[i];
			     i = (i + 1) & (ncap - 1))
				;
			t[i] = interned[k];
		}
		free(interned);
		interned = t;
		cap_interned = ncap;
	}
	for (i = path_hash(s) & (cap_interned - 1); interned[i];
	     i = (i + 1) & (cap_interned - 1))
		if (!strcmp(interned[i], s))
			return interned[i];
	interned[i] = strdup(s);
	if (!interned[i])
		return NULL;
	ninterned++;
	return interned[i];
}

/* A line table's file name can be relative (DWARF 5: a directory entry
 * "src" below the unit's directory, when the compiler was given
 * src/foo.c): relative to the unit's DW_AT_comp_dir, where the compiler
 * ran, not to abitrace's or the program's directory. */
static const char *unit_path(Dwarf_Die *cu, const char *file)
{
	Dwarf_Attribute attr;
	const char *dir;
	char buf[4096];
	int n;

	if (!file || file[0] == '/' || !cu ||
	    !dwarf_attr(cu, DW_AT_comp_dir, &attr) ||
	    !(dir = dwarf_formstring(&attr)) || dir[0] != '/')
		return file;
	n = snprintf(buf, sizeof(buf), "%s/%s", dir, file);
	if (n < 0 || (size_t)n >= sizeof(buf))
		return file;
	dir = intern(buf);
	return dir ? dir : file;
}

static Dwarf_Addr lookup_pc(const struct unwind_frame *f, bool activation)
{
	return activation ? f->pc : f->pc - 1;
}

static void fill_module(Dwfl_Module *mod, struct unwind_frame *f)
{
	Dwarf_Addr start = 0;
	Dwarf_Addr bias;

	f->module = dwfl_module_info(mod, NULL, &start, NULL, NULL, NULL,
				     NULL, NULL);
	if (dwfl_module_getelf(mod, &bias))
		f->modoff = f->pc - bias;
	else
		f->modoff = f->pc - start;
}

static void fill_func(Dwfl_Module *mod, bool activation,
		      struct unwind_frame *f)
{
	Dwarf_Addr addr = lookup_pc(f, activation);
	GElf_Off off;
	GElf_Sym sym;
	const char *name;

	name = dwfl_module_addrinfo(mod, addr, &off, &sym, NULL, NULL, NULL);
	if (!name)
		return;
	f->func = name;
	f->funcoff = off + (f->pc - addr);
}

/*
 * Clang gives line 0 to code it cannot tie to one statement: at -O2
 * the argument set-up and the call of an inlined function often carry
 * it. For a call site, the statement is the last row before the pc
 * that has a line, in the same sequence and the same function (a row
 * of the function before would name the wrong code).
 */
static bool line_before(Dwarf_Die *cu, Dwarf_Addr addr, Dwarf_Addr lowest,
			struct unwind_frame *f)
{
	Dwarf_Lines *lines;
	Dwarf_Line *best = NULL;
	size_t n;
	int lineno = 0;
	const char *file;

	if (dwarf_getsrclines(cu, &lines, &n) != 0)
		return false;
	for (size_t i = 0; i < n; i++) {
		Dwarf_Line *l = dwarf_onesrcline(lines, i);
		Dwarf_Addr a;
		bool end = false;

		if (!l || dwarf_lineaddr(l, &a) != 0)
			continue;
		if (a > addr)
			break;
		if (dwarf_lineendsequence(l, &end) == 0 && end) {
			best = NULL;
			continue;
		}
		if (a >= lowest && dwarf_lineno(l, &lineno) == 0 && lineno > 0)
			best = l;
	}
	if (!best || dwarf_lineno(best, &lineno) != 0)
		return false;
	file = dwarf_linesrc(best, NULL, NULL);
	if (!file)
		return false;
	f->file = unit_path(cu, file);
	f->line = lineno;
	return true;
}

/* dwfl_module_getsrc() finds the compile unit through .debug_aranges,
 * which clang leaves out unless given -gdwarf-aranges: without it, the
 * units are searched by their own address ranges. Also the way to a
 * line-0 row's statement (line_before), which needs the unit. */
static void fill_line_by_cu(Dwfl_Module *mod, Dwarf_Addr pc,
			    struct unwind_frame *f)
{
	Dwarf_Die *cu = NULL;
	Dwarf_Addr bias;
	/* The symbol's start, when known: line_before stays inside it. */
	Dwarf_Addr func_start = f->func ? f->pc - f->funcoff : 0;

	while ((cu = dwfl_module_nextcu(mod, cu, &bias))) {
		Dwarf_Line *l;
		const char *file;
		int lineno = 0;

		if (dwarf_haspc(cu, pc - bias) <= 0)
			continue;
		l = dwarf_getsrc_die(cu, pc - bias);
		file = l ? dwarf_linesrc(l, NULL, NULL) : NULL;
		if (!file || dwarf_lineno(l, &lineno) != 0)
			return;
		if (lineno == 0) {
			line_before(cu, pc - bias,
				    func_start > bias ? func_start - bias : 0, f);
			return;
		}
		f->file = unit_path(cu, file);
		f->line = lineno;
		return;
	}
}

void dwfl_sym_fill_line(Dwfl_Module *mod, bool activation,
			struct unwind_frame *f)
{
	Dwfl_Line *line = dwfl_module_getsrc(mod, lookup_pc(f, activation));
	const char *file;
	int lineno = 0;

	if (!line) {
		fill_line_by_cu(mod, lookup_pc(f, activation), f);
		return;
	}
	file = dwfl_lineinfo(line, NULL, &lineno, NULL, NULL, NULL);
	if (!file)
		return;
	if (lineno == 0) {
		fill_line_by_cu(mod, lookup_pc(f, activation), f);
		return;
	}
	f->file = unit_path(dwfl_linecu(line), file);
	f->line = lineno;
}

bool dwfl_sym_fill(Dwfl *dwfl, bool activation, struct unwind_frame *f)
{
	Dwfl_Module *mod = dwfl_addrmodule(dwfl, lookup_pc(f, activation));

	if (!mod)
		return true;
	fill_module(mod, f);
	fill_func(mod, activation, f);
	/* Line tables of system libraries come from their (compressed)
	 * debug info: decompressing libc's costs tens of milliseconds per
	 * process. A call-site search needs lines of user code only. */
	if (unwind_user_lines_only && !unwind_module_is_user(f->module))
		return false;
	dwfl_sym_fill_line(mod, activation, f);
	return true;
}
