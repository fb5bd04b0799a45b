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

enum mem_type { MT_U16, MT_S16, MT_U32, MT_U64 };

/* aN, ret, P, a literal, *aN+OFF:T or *aN+OFF:T[aM,S] */
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

enum rule_kind {
	K_RANGE, K_ALIGN, K_FLAGS, K_DROPPED, K_LEGACY, K_IGNORED, K_ZEROLEN,
	K_DEPRECATED, K_MODE, K_CAPABILITY, K_CREDRULE, K_FDSTATE,
	K_MMAP_FIXED, K_RECVMMSG_TIMEOUT, K_INOTIFY_PAIRING, K_SETOWN,
	K_COUNT
};

/* rule.opt bits */
enum {
	R_START_DOWN = 1 << 0,	/* range: start rounded down */
	R_END_DOWN = 1 << 1,	/* range: size rounded down */
	R_ZERO_EINVAL = 1 << 2,	/* range: length 0 is EINVAL */
	R_BASE_RET = 1 << 3,	/* range: starts at the return value */
	R_REJECT = 1 << 4,	/* flags: unknown bits fail */
	R_ALWAYS = 1 << 5,	/* mode: no flags argument (creat) */
	R_TIME64 = 1 << 6,	/* recvmmsg-timeout: 64-bit timespec */
	FD_CLOSES = 1 << 0, FD_RANGE = 1 << 1, FD_REOPENS = 1 << 2,
	FD_USES = 1 << 3,
};

struct rule {
	const char *sys;	/* kernel name, "*" for every call */
	unsigned char kind;	/* enum rule_kind */
	unsigned char note;	/* index in note_defs[] */
	unsigned char opt;
	unsigned char ncond;
	struct operand a, b, c;	/* the kind's operands, in order */
	uint64_t mask;		/* mask=, keep=, create=, fixed= */
	int err;		/* errno=, 0 when none */
	int cap[2];		/* capability numbers, -1 when unused */
	const char *label;	/* what the operand is called in messages */
	const char *s[3];	/* kind strings: successor, since, adds... */
	const struct cond *when;
	const char *src;	/* man page reference */
	int line;		/* line in syscalls/rules.list */
};

enum severity { SEV_INFO, SEV_WARNING, SEV_ERROR, SEV_COUNT };

struct note_def {
	const char *id;
	unsigned char severity;	/* enum severity: the usual level */
	const char *summary;
	const char *message;	/* template with {placeholders} */
	const char *explanation;
};

/* Rules of one personality: those of syscall nr are
 * rules[refs[start[nr]] .. refs[start[nr + 1] - 1]]. */
struct rule_table {
	const char *pers;
	const unsigned short *start;
	unsigned nnr;		/* entries in start[] minus one */
	const unsigned short *refs;
	const unsigned short *any;	/* rules for every syscall */
	unsigned nany;
};

extern const struct rule rules[];
extern const unsigned rules_count;
extern const struct note_def note_defs[];
extern const unsigned note_defs_count;
extern const struct rule_table rule_tables[];
extern const unsigned rule_tables_count;

/* ---- evaluation ------------------------------------------------------ */

/* Values a message template can use: {name} or {name:#x}/{name:#o}. */
#define NOTE_MAX_VARS 14

struct note_var {
	const char *name;
	bool is_num;
	uint64_t num;
	char str[160];
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
bool conds_hold(struct tcb *tcp, const struct rule *r);
unsigned page_size(void);
const char *call_name(const struct tcb *tcp);
bool is_wordsize4(const struct tcb *tcp);

/* Adds a note to the current call of tcp from the rule's template. */
/* Returns the note, or NULL when it is not selected. */
struct note *note_emit(struct tcb *tcp, const struct rule *r, unsigned sev,
		       const struct note_vars *nv);

/* Kinds: each has an entry and/or exit function (kinds.c, state.c). */
struct kind_ops {
	void (*entry)(struct tcb *tcp, const struct rule *r);
	void (*exit)(struct tcb *tcp, const struct rule *r);
};
extern const struct kind_ops kind_ops[K_COUNT];

/* What kinds observe at entry and need at exit (one call at a time). */
struct kind_call {
	bool fixed_pending;		/* mmap-fixed */
	unsigned char fixed_sev;
	uint64_t fixed_start, fixed_end;
	char victims[200];
	bool timed;			/* recvmmsg-timeout */
	uint64_t timeout_ns;
	struct timespec t0;
	bool range_whole;		/* range: [s, e) was one whole VMA */
	int stale_fd;			/* fdstate: closed fd in use, or -1 */
	const char *stale_closer;
	bool bad_fd_done;
};

struct call_state;
struct call_state *call_of(struct tcb *tcp);
struct kind_call *kcall_of(struct tcb *tcp);
/* Escapes tracee bytes for a message: printable ASCII, \xHH otherwise. */
void escape_bytes(char *dst, size_t size, const unsigned char *s, size_t n);
/* Reads the value after "key:" in /proc/PID/task/TID/status (or
 * /proc/PID/status when tid is 0) into buf. */
bool proc_status_field(pid_t pid, pid_t tid, const char *key, char *buf,
		       size_t size);

/* Per-process trackers (state.c). */
struct notes_proc;
struct notes_proc *nproc_of(struct tcb *tcp);
void nproc_free(void *np);
void nproc_fork(struct tcb *parent, struct tcb *child);
void nproc_exec(struct tcb *tcp);
/* Runs at every exit, traced or not: fd table bookkeeping. */
void state_track_exit(struct tcb *tcp);
bool nproc_once(struct tcb *tcp, const struct rule *r);
/* Is [start, end) exactly one mapping of the process? */
bool vma_exact(pid_t pid, uint64_t start, uint64_t end);

/* The enabled notes and severities (catalog.c). */
bool note_selected(unsigned note, unsigned sev);
bool notes_enabled(void);
int note_find(const char *id);
extern const char *const severity_names[SEV_COUNT];

/* Lint report (report.c) */
void report_add(struct tcb *tcp, const struct note *n);

#endif
