/* One stack frame, as the unwinder finds it and the backends show it.
 * Self-contained: src/unwind/ is also built alone by its tests. */
#ifndef ABT_OUTPUT_FRAME_H
#define ABT_OUTPUT_FRAME_H

#include <stdint.h>

struct unwind_frame {
	uint64_t pc;		/* absolute address in the tracee */
	uint64_t modoff;	/* pc relative to the module's load base */
	const char *module;	/* path of the ELF object, or NULL */
	const char *func;	/* symbol name, or NULL */
	uint64_t funcoff;	/* pc - symbol start */
	const char *file;	/* source file from DWARF lines, or NULL */
	int line;		/* source line, 0 when unknown */
	/* -k: without a line, the module's GNU build ID in hex, or NULL
	 * (set by src/unwind/stacktrace.c, not by the unwinders) */
	const char *build_id;
};

#endif
