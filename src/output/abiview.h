/* The ABI report of a run as data (--abi-report, the --lint report's
 * ABI section, --seccomp-profile): src/notes/abi.c fills it at exit from
 * what it saw, the output writers render it. Every string is printable
 * ASCII: the tracee's names in it (functions, files, modules) were
 * escaped when they were recorded. */
#ifndef ABT_OUTPUT_ABIVIEW_H
#define ABT_OUTPUT_ABIVIEW_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

/* Where a call was made: the innermost frame of the program's own code
 * (func, file and line empty/0 when unknown). */
struct abi_site {
	char func[128];
	char file[256];
	int line;
	char module[128];	/* its module's file name, "" when unknown */
	/* Without a line (no -g, stripped): the return address in the
	 * module, for addr2line, and the module's GNU build ID in hex
	 * ("" when none), the build the offset is of. */
	bool has_modoff;
	uint64_t modoff;
	char build_id[132];
	bool is_system;		/* no frame of the program: only libraries */
};

/* Who made the syscall instruction run. */
enum abi_origin {
	ORIGIN_UNKNOWN,		/* no stack (no unwinder, or it failed) */
	ORIGIN_RUNTIME,		/* a C runtime wrapper, which each ABI's
				 * runtime maps to that ABI's calls */
	ORIGIN_SYSCALL,		/* the program, through syscall(): the
				 * number is the program's choice */
	ORIGIN_DIRECT,		/* the program's own syscall instruction */
};

/* A kernel version the run needs, or a feature probe: a call or a
 * constant newer than its call. */
struct abi_need {
	const char *abi;	/* "x86_64" */
	const char *call;
	const char *constant;	/* NULL: the call itself */
	uint64_t const_val;	/* the constant's value */
	const char *const_set;	/* and its set's name */
	/* A feature check: every bit of the flag argument set (~0), to
	 * learn which bits the kernel knows. One entry per call, under
	 * the probes whatever the answer: never a need. */
	bool all_bits;
	const char *ver;	/* "5.9" */
	uint32_t ver_num;	/* KV() */
	const char *src;	/* where the version comes from */
	/* The call is as old as its ABI: every kernel that runs the ABI
	 * has it (the text report counts these instead of listing them). */
	bool baseline;
	/* A probe: it failed with this errno (ENOSYS for a call, EINVAL
	 * for a constant), so the run does not need it. */
	const char *probe_err;
	/* A probe's fallback: the thread's next call after it, or NULL. */
	const char *fallback;
	/* --abi-report=verify: what the run did when this call failed
	 * with ENOSYS, or this constant's call with verify_err, the
	 * kernel's answer to a flag it does not know (trace/verify.c
	 * re-ran it so). */
	enum { VERIFY_NONE, VERIFY_OPTIONAL, VERIFY_NEEDED } verified;
	const char *verify_err;	/* "ENOSYS", "EINVAL" */
	int verify_status;	/* its exit status then (-1: unknown) */
	unsigned count;
	pid_t pid;
	struct abi_site site;
};

/* A call that has no number on some other ABI. */
struct abi_port {
	const char *abi;	/* where the run made it */
	const char *call;
	char missing[64];	/* "aarch64, riscv64" */
	const char *missing_on[6];	/* the same, one name each */
	unsigned nmissing;
	const char *successor;	/* what to call there; NULL when none */
	const char *successor_src;
	enum abi_origin origin;
	unsigned count;
	struct abi_site site;
};

/* A call that a capability (or a credential rule) guards, by outcome. */
struct abi_priv {
	const char *call;
	char cap[64];		/* "CAP_SYS_ADMIN", "CAP_SYS_ADMIN or ..." */
	bool held;		/* the thread had it */
	bool refused;		/* the call failed with the check's errno */
	const char *err;	/* that errno's name when refused */
	bool own_filter;	/* refused by the process's own seccomp filter */
	const char *src;	/* the rule's man page */
	unsigned count;
	struct abi_site site;
};

/* A value a call's flag argument was seen with (--seccomp-profile-args):
 * the profile allows call when (arg[index] & mask) == value, or when
 * arg[index] == value for a mask of 0. */
struct abi_argval {
	const char *call;
	unsigned index;
	uint64_t mask;
	uint64_t value;
};

/* The calls made on one ABI, for a seccomp profile. */
struct abi_calls {
	const char *abi;	/* "x86_64" */
	const char *scmp_arch;	/* "SCMP_ARCH_X86_64" */
	const char **names;	/* sorted, each once */
	unsigned n;
	/* The values of the calls whose arguments a profile filters on;
	 * a call seen with too many values is not among them. */
	const struct abi_argval *args;
	unsigned nargs;
};

struct abi_view {
	/* Minimum kernel: the highest version among needs (0: none), but
	 * for the calls --abi-report=verify proved the run can do without
	 * (needs[i].verified). */
	uint32_t min_ver;
	const char *min_str;
	unsigned min_need;	/* the need that sets it */
	unsigned nverified;	/* needs that --abi-report=verify tried */
	const struct abi_need *needs;	/* highest version first */
	unsigned nneeds, nbaseline;
	const struct abi_need *probes;
	unsigned nprobes;
	const struct abi_port *ports;
	unsigned nports;
	const struct abi_priv *privs;
	unsigned nprivs;
	const struct abi_calls *calls;
	unsigned ncalls;
};

/* ---- for the backends ---------------------------------------------- */

/* The text of the report (output/abitext.c). */
void abi_text_report(FILE *f, const struct abi_view *v);
/* One site as the text report writes it: " at FUNC (FILE:LINE)",
 * " at FUNC (MODULE+0xOFF)", " at MODULE+0xOFF", " in the C runtime",
 * or "" when unknown. */
void abi_site_text(char *buf, size_t size, const struct abi_site *s);
const char *abi_origin_name(enum abi_origin o);

#endif
