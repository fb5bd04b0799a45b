/* libdw and libelf on first use: see libs.h. */
#include "config.h"

#define UNWIND_LIBS_NO_REDIRECT
#include "libs.h"

#include <stddef.h>

#ifdef LAZY_LIBS

#include <dlfcn.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "../core/core.h"

struct unwind_libs unwind_libs;

/* The library configure found with pkg-config, by the path in its
 * libdir, then by its soname alone (the package's libraries moved,
 * or the binary was copied to a system that keeps them elsewhere). */
static void *open_lib(const char *path, const char *soname)
{
	void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);

	return h ? h : dlopen(soname, RTLD_NOW | RTLD_LOCAL);
}

static char why[256];

static int load(void)
{
	void *dw, *elf;

	/* libdw's DT_NEEDED brings libelf, libz, ... in the same go. */
	dw = open_lib(LIBDW_PATH, LIBDW_SONAME);
	elf = dw ? open_lib(LIBELF_PATH, LIBELF_SONAME) : NULL;
	if (!dw || !elf) {
		snprintf(why, sizeof(why), "%s", dlerror());
		return -1;
	}
#define SONAME_dw LIBDW_SONAME
#define SONAME_elf LIBELF_SONAME
#define UNWIND_LIB_SYM(lib, name)					\
	unwind_libs.name = (__typeof__(unwind_libs.name))dlsym(lib, #name); \
	if (!unwind_libs.name) {					\
		snprintf(why, sizeof(why), "%s: no %s", SONAME_##lib, #name); \
		return -1;						\
	}
	UNWIND_LIB_FUNCS(UNWIND_LIB_SYM)
#undef UNWIND_LIB_SYM
	return 0;
}

const char *unwind_libs_why(void)
{
	static int state;	/* 0 not tried, 1 loaded, -1 failed */

	if (!state)
		state = load() ? -1 : 1;
	return state > 0 ? NULL : why;
}

int unwind_libs_load(void)
{
	static bool said;
	const char *w = unwind_libs_why();

	if (w && !said) {
		said = true;
		warnx_("%s: call sites and stack traces are off", w);
	}
	return w ? -1 : 0;
}

#else

const char *unwind_libs_why(void)
{
	return NULL;
}

int unwind_libs_load(void)
{
	return 0;
}

#endif
