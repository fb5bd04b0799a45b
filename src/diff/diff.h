/* abitrace diff: two --json traces compared by meaning.
 *
 * The layer reads traces, not tracees: it uses the core (strings,
 * constant sets), the syscall tables (which argument is a path, which
 * is written by the kernel) and the output layer's colours, never the
 * tracer. Every byte of a trace is untrusted input. */
#ifndef ABT_DIFF_H
#define ABT_DIFF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/core.h"

/* The exit statuses of `abitrace diff`. */
enum { DIFF_SAME = 0, DIFF_DIFFERENT = 1, DIFF_TROUBLE = 2 };

/* Prints "abitrace diff: MSG" and exits with DIFF_TROUBLE. */
void diff_fail(const char *fmt, ...)
	__attribute__((format(printf, 1, 2), noreturn));

/* ---- jsonr.c: a bounded reader of one JSON value ------------------- */

enum jr_type { JR_NULL, JR_FALSE, JR_TRUE, JR_NUM, JR_STR, JR_ARR, JR_OBJ };

/* Limits: a hostile trace gets an error, never a deep stack or an
 * unbounded allocation. */
#define JR_MAX_DEPTH	64
#define JR_MAX_NODES	(1u << 20)

struct jr_node {
	unsigned char type;
	int next;		/* the next sibling, or -1 */
	int child;		/* the first member or item, or -1 */
	size_t key, klen;	/* member name: offset into jr.str */
	size_t val, vlen;	/* string bytes or number text */
};

struct jr {
	struct jr_node *n;
	unsigned nn, cap;
	struct strbuf str;	/* decoded names and strings */
	char err[128];
};

/* Parses s[0..len) as one JSON value; the root's index, or -1 with
 * j->err set ("column N: what"). */
int jr_parse(struct jr *j, const char *s, size_t len);
/* The member KEY of object o, or -1. */
int jr_get(const struct jr *j, int o, const char *key);
/* A string or number's bytes (NUL-terminated in j->str), or NULL when
 * i is not one. */
const char *jr_sval(const struct jr *j, int i, size_t *len);
/* A member's string, or NULL. */
const char *jr_gets(const struct jr *j, int o, const char *key);
/* A number member as an integer; false when absent or not a number. */
bool jr_geti(const struct jr *j, int o, const char *key, int64_t *v);
const char *jr_key(const struct jr *j, int i);

/* ---- intern.c: one id per distinct string, shared by both traces ---- */
uint32_t intern(const char *s, size_t n);
const char *interned(uint32_t id);
uint32_t interned_count(void);
#define NO_STR 0	/* the id of "" */

/* ---- load.c: a trace as tasks and their calls ---------------------- */

struct dcall {
	uint32_t key;		/* canonical name and stable arguments */
	uint32_t disp;		/* the real name and every argument shown,
				 * separated by \x1f, as the key's */
	uint32_t name;		/* canonical name (open for openat(AT_FDCWD)) */
	uint32_t rname;		/* the name in the trace (openat) */
	uint32_t res;		/* "0", "-1 ENOENT", "_" when not comparable */
	uint32_t notes;		/* sorted note ids, blank-separated */
	uint32_t line;		/* its line in the trace */
	float dur;		/* -T's duration, or -1 */
	bool injected;		/* -e inject= made its result, not the
				 * kernel */
};

struct dtask {
	int tid;
	int parent;		/* the task that created it, or -1 */
	uint32_t born;		/* the index of that call in the parent */
	struct dcall *c;
	uint32_t n, cap;
	uint32_t exit;		/* "exited 0", "killed SIGSEGV", or NO_STR */
	uint32_t idx;		/* its place among its siblings, from 1 */
	uint32_t kfirst, nkids;	/* its children: kids[kfirst..+nkids) */
};

struct dtrace {
	const char *file;
	struct dtask *t;
	unsigned nt, cap;
	unsigned *kids;		/* task indexes by parent, then birth */
	unsigned *roots, nroots;	/* the tasks no task made */
	/* From the header record (doc/json-schema.md), or NULL: the
	 * kernel release, the machine, the ABI, abitrace's version and the
	 * -e inject= rules, "; "-separated ("" for none). */
	char *kernel, *machine, *abi, *version, *inject;
	bool header;		/* the trace has one */
	bool maps;		/* and a maps record (an execve's mappings) */
	uint64_t calls;
	/* load_pair's loader units: how many, and the calls they hold. */
	unsigned loader_units;
	uint64_t loader_calls;
};

/* --loader=: ld.so's start as one call or call by call; by default one
 * call when the traces' ABIs differ. */
enum { LOADER_AUTO, LOADER_UNIT, LOADER_CALLS };

struct diff_opts {
	bool data;		/* --data: buffers and output arguments too */
	double times;		/* --times=THRESHOLD in seconds; <0: off */
	bool json;
	int color;		/* COLOR_* */
	const char *page;	/* --report=FILE.html, or NULL */
	bool no_maps;		/* load_trace: skip the maps records */
	int loader;		/* LOADER_*: --loader=, loader_units() */
};

/* The man page's name of argument i of canonical call NAME, or NULL. */
const char *diff_arg_name(uint32_t name, unsigned i);
void load_trace(struct dtrace *t, const char *file,
		const struct diff_opts *o);
/* Both traces. When only one has maps records (the other was written
 * before them, or with -p), that one is read again without them: an
 * address one trace can name and the other cannot would otherwise be a
 * difference in every call that has one. */
void load_pair(struct dtrace *a, const char *fa, struct dtrace *b,
	       const char *fb, const struct diff_opts *o);
/* The dynamic loader's start of each program (from the call after a
 * successful execve to ld.so's munmap of ld.so.cache, its last call
 * before the program's own code runs), made one call
 * "ld.so(LIB, LIB...) = 0": the libraries it opened. load_pair does
 * this when the traces' ABIs differ, where the loader's calls differ
 * by nature (arch_prctl on x86_64; arm64's aligned reservations and the
 * munmaps of their slack) and what it loaded is what compares. */
void loader_units(struct dtrace *t);
/* Frees what load_trace allocated for T (the interned strings stay). */
void dtrace_free(struct dtrace *t);
/* Task i's place in the fork tree, "1.2": its root's place, then its
 * place among each parent's children. In a static buffer. */
const char *task_pos(const struct dtrace *t, unsigned i);

/* ---- maps.c: addresses as their mapping, per process --------------- */

/* Forgets every process's mappings (one trace's, before the next). */
void maps_reset_all(void);
void maps_fork(int pid, int child);
void maps_exec(int pid);
/* A line of the "maps" record: what the kernel mapped at the execve. */
void maps_initial(int pid, const char *file, uint64_t start, uint64_t end,
		  uint64_t off, const char *path);
/* Address A of process PID as "libc.so.6+0x10", "mmap #3", "[heap]",
 * "[stack]", "NULL", or "_" when no mapping the trace knows holds it;
 * BRK_ARG: A is brk's argument, which may lie beyond the heap's end. */
void maps_name(int pid, uint64_t a, bool brk_arg, struct strbuf *sb);
/* What a successful call did to the mappings. PATH: the file an mmap
 * mapped (its descriptor's, from -y), or NULL. */
void maps_mmap(int pid, const char *file, uint64_t ret, uint64_t len,
	       uint64_t off, const char *path);
void maps_munmap(int pid, const char *file, uint64_t a, uint64_t len);
void maps_mremap(int pid, const char *file, uint64_t old, uint64_t olen,
		 uint64_t ret, uint64_t nlen);
void maps_brk(int pid, uint64_t ret);
/* Whether "mmap #N" counts from ld.so's munmap of ld.so.cache, its
 * last call, rather than from the execve: for traces of two ABIs, whose
 * loaders make other numbers of mmaps (arm64's reservations). */
void maps_count_after_loader(bool on);

/* ---- defer.c: a child's records held until its parent's fork -------- */

/* Forgets what one trace held (before the next, and after it). */
void defer_reset(void);
/* A header: the next process not yet seen is a root, not held. */
void defer_root(void);
/* Whether the record LINE (LEN bytes, line LINENO) of process PID must
 * wait for the fork that makes PID; then a copy of it is kept. */
bool defer_keep(int pid, const char *line, size_t len, uint32_t lineno);
/* A fork record returned CHILD: its held records are handed back. */
void defer_born(int child);
/* Process PID exited: a later process with its pid waits for its fork. */
void defer_gone(int pid);
/* The next record handed back, in the order the trace had them;
 * false when there is none. */
bool defer_next(const char **line, size_t *len, uint32_t *lineno);
/* When too much is held (ALL: whenever anything is), the process held
 * longest is taken as a root and handed back; false when nothing was. */
bool defer_flush(bool all);

/* ---- equiv.c: calls one ABI lacks, in the other's words ------------ */

/* The canonical name of call NAME when its arguments' texts are ARGS
 * (n of them): NAME itself, or the older call it stands for
 * (openat(AT_FDCWD, ...) for open); *drop gets the bit mask of the
 * arguments the older call lacks. */
const char *equiv_canon(const char *name, const char *const *args,
			unsigned n, unsigned *drop);
/* Whether some equiv line has NAME as its newer call. */
bool equiv_has(const char *name);
/* Whether a call's result is not comparable between runs (a time, a
 * pid), and whether its argument i is (a pid). */
bool equiv_volatile_ret(const char *name);
bool equiv_volatile_arg(const char *name, unsigned i);
/* Whether argument i is a descriptor the call itself makes (dup2's
 * newfd): compared as its number; what it refers to is the result's. */
bool equiv_fd_number(const char *name, unsigned i);

/* ---- myers.c: the shortest edit script, in linear space ------------ */

enum { ED_EQ, ED_DEL, ED_INS };
struct edit {
	unsigned char op;
	uint32_t a, b;		/* indexes: a for EQ/DEL, b for EQ/INS */
};
struct edits {
	struct edit *e;
	size_t n, cap;
};
void myers(const struct dcall *a, uint32_t n, const struct dcall *b,
	   uint32_t m, struct edits *out);

/* ---- diff.c: `abitrace diff ARGS...`, argv[0] "diff" ---------------- */
int diff_main(int argc, char **argv);

/* ---- report.c ------------------------------------------------------ */
int diff_report(const struct dtrace *a, const struct dtrace *b,
		const struct diff_opts *o);

/* ---- page.c: --report=FILE.html ------------------------------------ */
/* Writes the differences as a page to o->page, which diffpage_open()
 * opened; the report's status, or DIFF_TROUBLE when the page could not
 * be written. */
int diff_page(const struct dtrace *a, const struct dtrace *b,
	      const struct diff_opts *o);

#endif
