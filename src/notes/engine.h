/* The notes engine's internal types: the shape of the tables that
 * syscalls/gen/genrules.awk makes from syscalls/rules.list and
 * doc/notes/ID.txt, and what the kind implementations share. */
#ifndef ABT_NOTES_ENGINE_H
#define ABT_NOTES_ENGINE_H

#include "abitrace.h"
#include "notes/notes.h"

/* ---- generated data ------------------------------------------------ */

enum opnd_kind {
	OP_NONE, OP_ARG, OP_RET, OP_MEM, OP_ARRAY, OP_PAGE, OP_CONST,
};

enum mem_type { MT_U8, MT_S8, MT_U16, MT_S16, MT_U32, MT_S32, MT_U64 };

/* aN, ret, P, a constant, a struct field or *aN+OFF:T, an array of
 * them (*aN+OFF:T[aM,S]): offsets and constants are resolved per ABI by
 * the generator. */
struct operand {
	unsigned char kind;
	unsigned char arg;	/* aN */
	unsigned char type;	/* enum mem_type */
	unsigned char count_arg;	/* aM of an array */
	unsigned short off, stride;
	int64_t val;		/* OP_CONST */
};

enum cond_op {
	C_ANY,		/* X&M */
	C_NONE,		/* !X&M */
	C_EQ, C_NE, C_LT, C_GT,
	C_MEQ, C_MNE,	/* X&M==V, X&M!=V */
	C_UNALIGNED,	/* X%P */
};

struct cond {
	unsigned char op;
	struct operand x, v;
	uint64_t mask;
};

/* A when= parameter: all of n conditions (none: always true). */
struct conds {
	const struct cond *c;
	unsigned n;
};

/* A sysctl= parameter: /proc/sys/PATH compared with val ('=' equal,
 * '!' not equal, '>' above); path NULL when the line has none. */
struct sysctl_cond {
	const char *path;
	char op;
	long val;
};

struct rule;

/* enum rule_kind, struct KIND_params, the word values and the hooks of
 * every kind, from syscalls/rule-kinds.list. */
#include "rules_gen.h"

/* One rules.list line as it reads on one ABI (a line whose constants or
 * offsets differ between the personalities has one rule per meaning). */
struct rule {
	const char *sys;	/* kernel name, "*" for every call */
	unsigned char kind;	/* enum rule_kind */
	unsigned char note;	/* index in note_defs[] */
	int err;		/* errno=, 0 when none */
	const char *src;	/* man page reference */
	int line;		/* line in syscalls/rules.list */
	union rule_params p;	/* p.KIND: the kind's parameters */
	unsigned short idx;	/* its index: rule_at(idx) is this rule */
};

/* The generated rules hold no pointer (a pointer in a table is written
 * by the dynamic loader at start, which makes every page of the table
 * resident; a trace reads a few rules).  rule_rows[i] is rule i with
 * each string an offset into rule_strs[] and a when='s conditions an
 * index into rule_conds[]: the members rule_fixes[rule_fix_start[i] ..
 * rule_fix_start[i + 1] - 1] name them, besides sys and src, which every
 * rule has.  rule_at() gives the rule itself. */
enum { FIX_STR, FIX_COND };

struct rule_fix {
	unsigned short off;	/* offsetof(struct rule, ...) */
	unsigned char what;	/* FIX_* */
};

/* Every line of rules.list (--explain lists them by note). */
struct rule_line {
	const char *sys;
	unsigned char note;
	const char *src;
};

/* kind_def.policy: what the engine does around a kind's hooks. */
enum {
	POL_SUCCESS = 1 << 0,	/* exit only when the call succeeded */
	POL_ERRNO = 1 << 1,	/* exit only when it failed with err */
	POL_ONCE = 1 << 2,	/* exit once per process and rule */
	POL_RUNTIME_INFO = 1 << 3,	/* the C runtime's own calls: info */
	/* kind_proc_data() is the descriptor table's (state.c) */
	POL_FD_TABLE = 1 << 4,
	/* kind_proc_data() is the address space's (state.c) */
	POL_MM = 1 << 5,
	POL_FAILURE = 1 << 6,	/* exit only when the call failed */
};

/* A kind: its hooks (NULL when it has not that phase) and policies. */
struct kind_def {
	const char *name;
	void (*entry)(struct tcb *tcp, const struct rule *r);
	void (*exit)(struct tcb *tcp, const struct rule *r);
	void (*track)(struct tcb *tcp);	/* every successful exit */
	void (*fork)(struct tcb *parent, struct tcb *child);
	void (*exec)(struct tcb *tcp);
	/* the thread died inside the call: no exit, status as waitpid's */
	void (*died)(struct tcb *tcp, const struct rule *r, int status);
	unsigned char policy;
};

enum severity { SEV_INFO, SEV_WARNING, SEV_ERROR, SEV_COUNT };

struct note_def {
	const char *id;
	unsigned char severity;	/* enum severity: the usual level */
	const char *summary;
	const char *message;	/* template with {placeholders} */
	const char *explanation;
	bool shown;		/* "default: shown": selected without
				 * --notes at its own level, info too */
};

/* Rules of one personality: those of syscall nr are
 * rule_at(refs[k]) for k in [start[nr], start[nr + 1]). */
struct rule_table {
	const char *pers;
	const unsigned short *start;
	unsigned nnr;		/* entries in start[] minus one */
	const unsigned short *refs;
	const unsigned short *any;	/* rules for every syscall */
	unsigned nany;
};

extern const struct rule rule_rows[];
extern const unsigned rules_count;
extern const struct rule_fix rule_fixes[];
/* What the phase tables need of rule i, apart from its row. */
struct rule_brief {
	unsigned char kind;	/* enum rule_kind */
	unsigned char err;	/* errno= given */
};
extern const struct rule_brief rule_briefs[];
extern const unsigned short rule_fix_start[];
extern const char rule_strs[];
extern const struct cond rule_conds[];

/* Rule i (i < rules_count), made from its row on first use and kept:
 * rules_made[i] once made (rules_made NULL before the first). Inline,
 * as &rules[i] was: it runs for every rule at every stop. */
extern struct rule **rules_made;
const struct rule *rule_make(unsigned i);

static inline const struct rule *rule_at(unsigned i)
{
	if (rules_made && rules_made[i])
		return rules_made[i];
	return rule_make(i);
}

/* The call of rule i, without making the rule. */
static inline const char *rule_sys_at(unsigned i)
{
	return rule_strs + (uintptr_t)rule_rows[i].sys;
}
extern const struct rule_line rule_lines[];
extern const unsigned rule_lines_count;
extern const struct kind_def kind_defs[K_COUNT];
/* The kinds that have a track hook, in registry order. */
extern const unsigned char kinds_tracking[];
extern const unsigned kinds_tracking_count;
/* The calls whose successful exit they read (and nproc_track's
 * unshare), rule-kinds.list's %track line: any of these SDT_* traits,
 * any of these CLS_* classes, or one of these names (NULL-ended). */
extern const unsigned track_traits;
extern const unsigned track_classes;
extern const char *const track_calls[];
extern const struct note_def note_defs[];
extern const unsigned note_defs_count;
extern const struct rule_table rule_tables[];
extern const unsigned rule_tables_count;

/* The rules keyed by tcp's call number, as the range [*i, *end) of its
 * ABI's refs[] (rule_at(refs[k]) is one); false when it has none. */
static inline bool call_rules(const struct tcb *tcp, const struct rule_table **tp,
			      unsigned *i, unsigned *end)
{
	const struct rule_table *t;

	if (tcp->pers >= rule_tables_count)
		return false;
	t = &rule_tables[tcp->pers];
	if (tcp->call.scno >= t->nnr)
		return false;
	*tp = t;
	*i = t->start[tcp->call.scno];
	*end = t->start[tcp->call.scno + 1];
	return true;
}

/* ---- evaluation ------------------------------------------------------ */

/* Values a message template can use: {name} or {name:#x}/{name:#o}. */
#define NOTE_MAX_VARS 14

struct note_var {
	const char *name;
	bool is_num;
	uint64_t num;
	char str[600];	/* failure-cause's words with two paths */
};

struct note_vars {
	unsigned n;
	struct note_var v[NOTE_MAX_VARS];
};

void var_num(struct note_vars *nv, const char *name, uint64_t val);
void var_str(struct note_vars *nv, const char *name, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Operand value. Returns false when it cannot be known (memory that
 * does not read, ret of a failed call, an array operand). */
bool opnd_value(struct tcb *tcp, const struct operand *o, uint64_t *v);
/* A register operand as the kernel sees an int argument: flags are int
 * in the kernel, whatever the upper half of the register holds. */
uint64_t opnd_int(struct tcb *tcp, const struct operand *o, uint64_t v);
bool conds_hold(struct tcb *tcp, const struct conds *w);
unsigned page_size(struct tcb *tcp);
const char *call_name(const struct tcb *tcp);
bool is_wordsize4(const struct tcb *tcp);
uint64_t ret_word(const struct tcb *tcp);

/* Adds a note to the current call of tcp from the rule's template. */
/* Returns the note, or NULL when it is not selected. */
struct note *note_emit(struct tcb *tcp, const struct rule *r, unsigned sev,
		       const struct note_vars *nv);

/* As note_emit, for a note a feature probe may explain (a flag the
 * kernel refused): it is held until the thread's next call
 * (notes_next_call), which keeps it or turns it into probe-fallback. */
struct note *note_emit_held(struct tcb *tcp, const struct rule *r,
			    unsigned sev, const struct note_vars *nv,
			    uint64_t bits);

/* ---- suppressions (suppress.c) --------------------------------------- */
/* Whether an entry of the suppressions files matches note n of call
 * (its name), made by library by ("" or NULL: none) from module (the
 * site frame's ELF path, or NULL); counts it if so. A note that is not
 * suppressed is remembered for --gen-suppressions. */
bool note_suppressed(const struct note *n, const char *call,
		     const char *by, const char *module);
unsigned long notes_suppressed_count(void);
/* At the end (notes_summary): the count line and generated entries. */
void suppress_summary(void);

/* ---- feature probes (probe.c) ---------------------------------------- */

/* What a held note needs to judge the thread's next call. */
struct probe_hold {
	bool active;
	unsigned index;			/* the note in the call's notes */
	const struct rule *rule;	/* the rule that refused the bits */
	uint64_t bits;			/* the bits it refused */
	uint64_t scno;
	unsigned char pers;
	bool demuxed;
	int err;
	const char *call;		/* the held call's name */
};
/* Fills h for note index of rule r, which refused bits, on tcp's current (failed) call. */
void probe_hold(struct tcb *tcp, struct probe_hold *h, const struct rule *r,
		unsigned index, uint64_t bits);
/* Whether tcp's next call (its number and arguments in tcp) is the
 * held call's fallback; if so, nv gets the probe-fallback note's
 * variables. */
bool probe_fell_back(struct tcb *tcp, const struct probe_hold *h,
		     struct note_vars *nv);
/* flags.c: whether the flags operand of rule r, read from tcp's
 * current arguments, has none of bits; names bits in buf (the rule's
 * versions= set, else hex). */
bool kind_flags_without(struct tcb *tcp, const struct rule *r, uint64_t bits);
void kind_flags_name(struct tcb *tcp, const struct rule *r, uint64_t bits,
		     char *buf, size_t size);

/* range.c: [s, e) lies inside one PROT_NONE reservation the address
 * space's own mmap made and no munmap or mremap has ended. */
bool kind_range_reserved(struct tcb *tcp, uint64_t s, uint64_t e);

/* A kind's scratch for the current call of a thread, size bytes: zeroed
 * the first time the kind asks for it in a call, kept until the next
 * call's entry. _peek returns NULL when the kind did not ask this call. */
void *kind_call_data(struct tcb *tcp, unsigned kind, size_t size);
/* The same, not zeroed at the call's first use (only when made): for
 * a record whose every field is written before it is read, where the
 * clearing would cost more than the use (failure-cause's 2 kB). */
void *kind_call_buf(struct tcb *tcp, unsigned kind, size_t size);
void *kind_call_peek(const struct tcb *tcp, unsigned kind);

/* A kind's state in a process (or, by policy, in its descriptor table
 * or address space), size bytes, zeroed when made; freed with the
 * process. _peek returns NULL when there is none yet. Threads share it. */
void *kind_proc_data(struct tcb *tcp, unsigned kind, size_t size);
void *kind_proc_peek(const struct tcb *tcp, unsigned kind);
/* A kind with policy fd-table keeps its kind_proc_data() in the
 * descriptor table instead, as the kernel keeps a task's descriptors:
 * shared by the tasks a clone with CLONE_FILES made (threads, as a
 * rule), copied by fork and by clone without CLONE_FILES, made private
 * by unshare(CLONE_FILES), close_range(CLOSE_RANGE_UNSHARE) and
 * execve. A plain memory copy: such state holds no pointers.
 * A kind with policy address-space keeps it in the address space: shared
 * by the processes a clone with CLONE_VM made (vfork, posix_spawn's
 * clone), copied by fork and clone without CLONE_VM, a new empty one at
 * execve. */
void nproc_unshare_files(struct tcb *tcp);
/* Whether another process than tcp's shares tcp's descriptor table. */
bool files_shared_with(const struct tcb *tcp, pid_t pid);
/* A kind's state of one thread, size bytes, zeroed when made, kept
 * until the thread is gone (the calls it made last, say). */
void *kind_thread_data(struct tcb *tcp, unsigned kind, size_t size);

/* Escapes tracee bytes for a message: printable ASCII, \xHH otherwise. */
void escape_bytes(char *dst, size_t size, const unsigned char *s, size_t n);
/* Reads the value after "key:" in /proc/PID/task/TID/status (or
 * /proc/PID/status when tid is 0) into buf. */
bool proc_status_field(pid_t pid, pid_t tid, const char *key, char *buf,
		       size_t size);
/* That file's text, read once a stop (proc_stop_gen); NULL if unread.
 * Valid until the next call. */
const char *proc_status_text(pid_t pid, pid_t tid);
/* The line at *pos copied into line (its newline kept, cut to size),
 * *pos moved past it; false at the end of the text. */
bool text_line(const char **pos, char *line, size_t size);
/* text_line of the next line that starts with one of the characters of
 * firsts; the lines before it are passed over, not copied (a failing
 * call's /proc/PID/status: a few of its ~60 lines are wanted). */
bool text_line_of(const char **pos, const char *firsts, char *line,
		  size_t size);

/* ---- page sizes (pages.c) ------------------------------------------- */

/* Hugepagesize of /proc/meminfo; 0 when the kernel has no huge pages. */
uint64_t huge_default_size(void);
/* The huge page size that bits 26..31 of MAP_HUGETLB/SHM_HUGETLB flags
 * name (the default one for 0); 0 when unknown. */
uint64_t huge_size_of_flags(uint64_t flags);
/* The page size of a file of the tracee: its hugetlbfs mount's, or the
 * base page. */
uint64_t fd_page_size(struct tcb *tcp, int64_t fd);
/* The device and inode of the same file (stat of /proc/TID/fd/FD),
 * false when fd names none; read once a call with fd_page_size's. */
bool fd_file_id(struct tcb *tcp, int64_t fd, unsigned *major,
		unsigned *minor, uint64_t *ino);
/* Drops what fd_page_size and fd_file_id keep for thread tid's current
 * call: at its next call's entry, at a new task of that id, at execve. */
void fd_page_size_forget(pid_t tid);

/* A mapping being made (mmap, shmget): a file (fd, when given and flags
 * has not anon_bit) has its filesystem's page size; otherwise flags with
 * huge_bit name a huge page size. From a line's hflags=, hbit=, hanon=
 * and hfd= words. */
struct newmap {
	struct operand flags, fd;
	uint64_t huge_bit, anon_bit;
};
uint64_t new_map_page_size(struct tcb *tcp, const struct newmap *m);

/* The VMAs of the process that an existing range [s, e) touches, from
 * /proc/PID/maps, or /proc/PID/smaps with SPAN_SIZES (KernelPageSize;
 * base pages otherwise). SPAN_TOP reads every VMA to find top. */
enum { SPAN_SIZES = 1, SPAN_TOP = 2 };

struct vma_info {
	uint64_t lo, hi;	/* [lo, hi) */
	uint64_t ps;		/* its page size */
};

struct span {
	bool whole;		/* [s, e) is exactly one VMA */
	bool has_s, has_e;	/* at_s, at_e are set */
	struct vma_info at_s;	/* the VMA holding s */
	struct vma_info at_e;	/* the VMA holding e - 1 */
	uint64_t min_ps, max_ps;	/* over the VMAs in [s, e); 0: none */
	unsigned nvma;		/* VMAs that overlap [s, e) */
	uint64_t covered;	/* bytes of [s, e) they cover */
	uint64_t top;		/* highest VMA end ([vsyscall] aside) */
};
bool span_of(struct tcb *tcp, uint64_t s, uint64_t e, unsigned how,
	     struct span *sp);
/* KernelPageSize of the VMA holding addr, or the base page. */
uint64_t mapping_page_size(struct tcb *tcp, uint64_t addr);
/* "4 KiB", "2 MiB", "1 GiB" (bytes when not a multiple of 1024). */
void page_size_str(char *buf, size_t size, uint64_t ps);

/* The site of the current call as one line of text, escaped: "main
 * (prog.c:12)", "main (prog+0x1154)" without -g, "prog+0x1154" without
 * symbols. Walks the stack: for a kind that keeps where something
 * happened (fdstate: who closed a descriptor). False when unknown. */
bool note_call_site(struct tcb *tcp, char *buf, size_t size);
/* Whether -k asked for every call's stack. */
bool notes_stacktrace(void);

/* ---- what several kinds share (common.c) ---------------------------- */

/* {call} and, for a failed call, {errno}. */
void base_vars(struct tcb *tcp, struct note_vars *nv);
/* The running kernel's release (uname -r), read once: it cannot change
 * under a run. NULL when uname fails. */
const char *kernel_release(void);
/* A rule's label=, or dflt. */
static inline const char *label_or(const char *label, const char *dflt)
{
	return label ? label : dflt;
}
/* "CAP_SYS_ADMIN", or "a capability" for one this file does not name. */
const char *cap_name(int cap);
/* The thread's effective capability set, from /proc. */
bool cap_eff(struct tcb *tcp, uint64_t *eff);
/* Up to n decimal numbers of s, blanks before each, as sscanf's
 * "%lu %lu ..." reads a /proc/PID/status line (at a tenth of its cost);
 * how many were read. */
unsigned status_ulongs(const char *s, unsigned long *v, unsigned n);
/* {cap} and {had}: which of cap[0] (and cap[1] when >= 0) eff holds. */
void cap_vars(struct note_vars *nv, const int cap[2], uint64_t eff);

/* Whether its own seccomp filter (trace/ownfilter.c reads them,
 * bpf.c's sc_call_verdict runs them), rather than the kernel, gave the
 * call its error: OWN_NO, OWN_YES (SECCOMP_RET_ERRNO with exactly that errno),
 * OWN_MAYBE (filters it cannot read, or a user-space supervisor that
 * SECCOMP_RET_USER_NOTIF handed the call to). */
enum { OWN_NO, OWN_YES, OWN_MAYBE };
int own_filter_refused(struct tcb *tcp);
/* For a call that failed although the thread had the capability: what
 * else may have refused it, as "; so ..." for a message's {rule}. */
void refused_elsewhere(struct tcb *tcp, char *buf, size_t size);
/* What own_filter_refused says for a thread that lacked the
 * capability: "" or "; its own seccomp filters ... may have refused
 * it first". */
void maybe_own_filter(struct tcb *tcp, char *buf, size_t size);

/* For the ABI report's privilege map: whether the current call meets
 * the capability check of rule r (a capability or credrule line whose
 * conditions hold), and which capabilities pass it (caps[1] -1 when
 * one does). kinds/capability.c, kinds/credrule.c. */
bool kind_capability_guards(struct tcb *tcp, const struct rule *r,
			    int caps[2]);
bool kind_credrule_guards(struct tcb *tcp, const struct rule *r,
			  int caps[2]);

/* failure-cause of an EPERM/EACCES that a capability line of the call
 * explains (kinds/capability.c): which capability, and why the thread
 * lacked it or why having it did not count, from /proc/PID/status
 * (CapEff, CapPrm, CapBnd, NoNewPrivs) and the thread's user namespace.
 * cause: "effective", "bounding", "no-new-privs", "nosuid",
 * "user-namespace", or NULL when none is proven (why then says what
 * was checked). False when no capability line of the call applies, or
 * its own seccomp filter gave the errno. */
struct cap_cause {
	char cap[64];
	const char *cause;
	uint64_t eff, prm, bnd;
	long euid;
	bool nnp;
	bool needs;	/* the capability check decided: "CALL needs CAP" */
	char why[600];
};
bool kind_capability_cause(struct tcb *tcp, struct cap_cause *cc);
/* credrule.c: the uid rule of credrule line r that applies to the
 * failed call, as "; without it ..." into why, and its capability. */
bool kind_credrule_cause(struct tcb *tcp, const struct rule *r, int *cap,
			 char *why, size_t size);

/* failure-cause of an EINVAL: whether argument rule r (align, flags
 * reject, zerolen, unknown-value reject) of the current call explains it, in words into
 * why; *arg the argument it is about (-1 unknown). */
bool kind_align_cause(struct tcb *tcp, const struct rule *r, int *arg,
		      char *why, size_t size);
bool kind_flags_cause(struct tcb *tcp, const struct rule *r, int *arg,
		      char *why, size_t size);
bool kind_zerolen_cause(struct tcb *tcp, const struct rule *r, int *arg,
			char *why, size_t size);
bool kind_unknown_value_cause(struct tcb *tcp, const struct rule *r,
			      int *arg, char *why, size_t size);

/* Who made the current call, from its stack (innermost frame first):
 * the program's own code (inline or its own syscall instruction), the
 * C runtime's syscall() on the program's behalf, or one of the C
 * runtime's wrappers (sigaction(), mmap(): the wrapper built the
 * arguments the kernel got). CALL_BY_UNKNOWN without an unwinder or a
 * stack. When fn is given, *fn_seen says whether a C runtime frame of
 * that function (leading underscores aside) is on the stack. */
enum { CALL_BY_UNKNOWN, CALL_BY_PROGRAM, CALL_BY_SYSCALL, CALL_BY_RUNTIME };
int call_origin(struct tcb *tcp, const char *fn, bool *fn_seen);

/* ---- per-process state (state.c) ------------------------------------ */

void nproc_free(struct notes_proc *np);
/* A descriptor of the process's /proc/PID/maps, kept open until its
 * execve or end (or until others push it out): not to be closed by the
 * caller; -1 when it cannot be opened. _drop closes it when fd is
 * it (a query it refused). */
int nproc_maps_fd(struct tcb *tcp);
void nproc_maps_fd_drop(struct tcb *tcp, int fd);
/* Descriptor tables: a thread's (NULL: it has not one of its own and
 * uses its process's), and their references. */
struct notes_files;
struct notes_files *thread_files(const struct tcb *tcp);
void thread_files_set(struct tcb *tcp, struct notes_files *f);
void files_put(struct notes_files *f);
/* The kinds' fork, exec and track hooks. */
void nproc_fork(struct tcb *parent, struct tcb *child);
void nproc_exec(struct tcb *tcp);
void nproc_track(struct tcb *tcp);
/* True the first time a POL_ONCE rule asks in this process image. */
bool nproc_once(struct tcb *tcp, const struct rule *r);

/* The enabled notes and severities (catalog.c). */
bool note_selected(unsigned note, unsigned sev);
void notes_lint_defaults(void);
bool notes_enabled(void);
/* --notes=all was given: the loader's own mapping calls show each note
 * rather than a count at the end. */
bool notes_all_asked(void);
/* Whether a kind should look (its /proc reads) for rule r's note at
 * sev: it is selected, or it is being counted (the loader's calls). */
bool note_wanted(const struct rule *r, unsigned sev);
int note_find(const char *id);
extern const char *const severity_names[SEV_COUNT];

/* Lint report (report.c) */
void report_add(struct tcb *tcp, const struct note *n);

#endif
