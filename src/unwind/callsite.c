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
 */
#include <stdbool.h>
#include <string.h>
#include "core/core.h"
#include "unwind.h"

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

static bool is_runtime_lib(const char *base)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(runtime_prefixes); i++) {
		if (has_prefix(base, runtime_prefixes[i]))
			return true;
	}
	return false;
}

static bool in_system_dir(const char *path)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(system_dirs); i++) {
		if (has_prefix(path, system_dirs[i]))
			return true;
	}
	return false;
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

struct site_search {
	struct unwind_frame *site;
	bool found;
	bool have_fallback;
	struct unwind_frame fallback;
};

static int site_cb(void *data, const struct unwind_frame *f)
{
	struct site_search *s = data;

	if (unwind_module_is_user(f->module)) {
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

int unwind_call_site(struct unwind_proc *up, pid_t tid,
		     struct unwind_frame *site)
{
	struct site_search s = { .site = site };
	int r;

	unwind_user_lines_only = true;
	r = unwind_walk(up, tid, CALL_SITE_MAX_FRAMES, site_cb, &s);
	unwind_user_lines_only = false;
	if (r < 0)
		return -1;
	if (s.found)
		return 0;
	if (!s.have_fallback)
		return -1;
	*site = s.fallback;
	return 0;
}
