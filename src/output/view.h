/* The structured view of a call: its strace text, and beside it, when an
 * output backend asks for them, typed nodes recorded by the primitives
 * that wrote the text (an "annotated line").
 *
 * Printers write only through the v_* primitives below. Each primitive
 * appends strace's text for its value and, when recording, a node that
 * keeps the value, its kind, its field name, its constant set and the
 * span of its text in the line. So there is one renderer: the text
 * backend prints the line, the JSON backend walks the nodes, and both
 * always agree.
 *
 * Recording is off unless an active backend wants nodes (o->view is
 * NULL): then a primitive costs one predictable branch more than the
 * text it writes. Nodes and raw bytes live in per-thread arrays that
 * grow and never shrink, so the steady state allocates nothing.
 *
 * This header is the output layer's data: decode fills views, notes
 * fill struct note, trace hands them to output; output reads them and
 * calls nothing above it. */
#ifndef ABT_OUTPUT_VIEW_H
#define ABT_OUTPUT_VIEW_H

#include "abitrace.h"
#include "output/frame.h"
#include "output/abiview.h"

/* ---- nodes -------------------------------------------------------- */

enum vkind {
	VK_RAW,		/* only text: a field whose value is not typed */
	VK_INT,		/* signed number */
	VK_UINT,	/* unsigned number, in decimal, hex or octal */
	VK_ADDR,	/* an address: NULL or 0x... */
	VK_STR,		/* bytes from the tracee (raw bytes kept) */
	VK_FLAGS,	/* a bit set: VK_NAME children, unknown bits in aux */
	VK_ENUM,	/* one value of a set; label is its name */
	VK_FD,		/* a descriptor; with -y its path in the raw bytes */
	VK_MODE,	/* a file mode: VK_NAME children, permissions in aux */
	VK_STRUCT,	/* named children */
	VK_ARRAY,	/* children */
	VK_NAME,	/* one constant's name inside a flags/mode node */
	VK_COUNT
};

enum {
	VF_TRUNC = 1 << 0,	/* a string cut at -s, a struct or array "..." */
	VF_KNOWN = 1 << 1,	/* an enum value with a name */
	VF_AFTER = 1 << 2,	/* the value after " => " (value-result) */
	VF_INVERTED = 1 << 3,	/* a signal set shown as what it lacks: ~[] */
	VF_RAWBYTES = 1 << 4,	/* raw/rawlen hold bytes (str, fd path,
				 * a flag name the text does not show) */
};

struct vnode {
	uint64_t val;		/* the number, the flags, the fd, the address */
	uint64_t aux;		/* flags: unknown bits; mode: permissions */
	const char *name;	/* field name in a struct, or NULL */
	const char *label;	/* enum: the constant's name, or NULL */
	const struct xlat *set;	/* the constant set, or NULL */
	uint32_t start, end;	/* text span in the line */
	uint32_t raw, rawlen;	/* bytes in view->raw (VF_RAWBYTES) */
	int32_t child, next;	/* first child, next sibling; -1: none */
	unsigned char kind, flags;
};

/* The nodes of one rendering (a call's line, a signal's siginfo). The
 * roots of argument i are first[i] .. (linked by next); the return
 * value's are first[MAX_ARGS]. */
#define VIEW_RET MAX_ARGS
struct view {
	struct vnode *n;
	unsigned nn, cap;
	struct strbuf raw;
	int32_t first[MAX_ARGS + 1], last[MAX_ARGS + 1];
	/* Nodes of an input argument rendered ahead into another buffer
	 * (decode/syscall.c: prerender_inputs), moved with its text. */
	unsigned pre_lo[MAX_ARGS], pre_hi[MAX_ARGS];
};

void view_reset(struct view *v);
void view_free(struct view *v);
/* Moves the spans of nodes lo..hi-1 by delta (text copied elsewhere). */
void view_shift(struct view *v, unsigned lo, unsigned hi, long delta);

/* ---- the writer ---------------------------------------------------- */

/* How deep containers nest: IORING_REGISTER_QUERY's chain of headers,
 * each inside the one before it, nests up to 32 links and a struct. */
#define VDEPTH 40

/* -X raw|verbose around a constant (v_style_begin/end): where its text
 * starts, the first node it records, and whether it is restyled. */
struct vstyle {
	size_t mark;
	unsigned nodes;
	bool on;
};

struct vlevel {
	int32_t node;		/* the open container, -1 when not recording */
	int32_t last;		/* its last child */
	unsigned count;		/* items written (for separators) */
	const char *sep;	/* between items: ", ", " ", "|" */
	const char *name;	/* field name for the next node */
	size_t slot_start;	/* text of an open field/element slot */
	bool slot;		/* a slot is open and no node filled it yet */
	bool after;		/* the next node follows a " => " */
	struct vstyle style;	/* a flags level restyled for -X */
	uint64_t node_val;	/* its value */
};

/* Where printers write: the text buffer, and the nodes when recording.
 * One writer serves one rendering at a time. */
struct vout {
	struct strbuf *sb;
	struct view *view;	/* NULL: text only */
	int root;		/* which root list of the view (argument index) */
	unsigned depth, overflow;
	unsigned styling;	/* -X regions open: inner ones keep names */
	struct vlevel lv[VDEPTH];
};

/* Starts writing to sb (and recording into view, when not NULL) the
 * roots of list root (an argument index, or VIEW_RET). Inline: it runs
 * for every argument of every call. */
static inline void vout_start(struct vout *o, struct strbuf *sb,
			      struct view *view, int root)
{
	o->sb = sb;
	o->view = view;
	o->root = root;
	o->depth = 0;
	o->overflow = 0;
	o->lv[0].count = 0;
	o->lv[0].sep = ", ";
	o->lv[0].last = -1;
	o->lv[0].node = -1;
	o->lv[0].name = NULL;
	o->lv[0].slot = false;
	o->lv[0].after = false;
	o->lv[0].style.on = false;
	o->styling = 0;
}

void vout_finish_slow(struct vout *o);
/* Closes what a printer left open (an early return inside a struct). */
static inline void vout_finish(struct vout *o)
{
	if (o->depth || o->overflow || (o->view && o->lv[0].slot))
		vout_finish_slow(o);
}

/* ---- the printer context ----------------------------------------- */

struct personality;

/* Everything a printer needs besides its value: the thread (to read its
 * memory and, with -y, its descriptors), the writer, the personality and
 * the options. A printer never looks at the call's other arguments: the
 * generator passes what it needs as parameters (syscalls/types.list). */
struct pctx {
	/* The task: its memory (umoven), its decoder state (tcp->dec). */
	struct tcb *tcp;
	/* The call, read-only: &tcp->call. */
	const struct call_view *call;
	struct vout *o;
	const struct personality *pers;
	const struct options *opt;
	bool compat;		/* words and longs are 32-bit */
	bool exiting;		/* the exit half: the kernel has run */
};

/* What the printer returns: PRINT_OK, or PRINT_SKIP to leave the
 * argument out of the line (fcntl's third argument for F_GETFD). */

/* ---- primitives: text, and a node when recording ------------------ */

/* Decorations that are not a value: comments, "=>", the text of a
 * composite the JSON backend rebuilds from nodes. */
int v_text(const struct pctx *c, const char *s);
int v_textf(const struct pctx *c, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void v_putc(const struct pctx *c, char ch);

int v_int(const struct pctx *c, int64_t v);	/* decimal */
int v_uint(const struct pctx *c, uint64_t v);	/* decimal */
int v_hex(const struct pctx *c, uint64_t v);	/* %#llx */
int v_oct(const struct pctx *c, uint64_t v);	/* %#03llo */
/* A number in a format of the caller's ("%#08x", "%lld*1024"). */
int v_numf(const struct pctx *c, unsigned kind, uint64_t v,
	   const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* A constant the caller names in its own words ("-ENOSR", "__NR_gettid"):
 * -X raw shows v alone, -X verbose v and the name in a comment; style is
 * how v is written (VS_HEX, VS_DEC, VS_OCT, VS_UDEC). */
int v_namef(const struct pctx *c, int style, uint64_t v, const char *fmt,
	    ...) __attribute__((format(printf, 4, 5)));
int v_addr(const struct pctx *c, uint64_t addr);	/* NULL or 0x... */

/* n bytes quoted the strace way, with "..." when cut. */
int v_str(const struct pctx *c, const void *bytes, size_t n, bool cut);
/* The same, every byte as \xNN (binary payloads: netlink). */
int v_hexstr(const struct pctx *c, const void *bytes, size_t n, bool cut);
/* The NUL-terminated string at addr, at most limit bytes ("..." when
 * longer); the address when it cannot be read. */
int v_str_at(const struct pctx *c, uint64_t addr, size_t limit);
/* len bytes at addr, cut at -s. */
int v_buf_at(const struct pctx *c, uint64_t addr, uint64_t len);
/* The same, every byte as \xNN (a device's raw data). */
int v_hexbuf_at(const struct pctx *c, uint64_t addr, uint64_t len);

/* Known bits by name, the rest in hex: A|B|0x40; 0 is the set's zero
 * name or "0"; with nothing known, "0x40 / * dflt * /" (dflt may be
 * NULL). */
int v_flags(const struct pctx *c, const struct xlat *set, uint64_t v,
	    const char *dflt);
/* The name, or "0x5 / * dflt * /". Returns whether it had a name. */
bool v_enum(const struct pctx *c, const struct xlat *set, uint64_t v,
	    const char *dflt);
/* A constant whose name the caller knows (or NULL: then the text the
 * caller writes between begin and end). */
int v_const(const struct pctx *c, uint64_t v, const char *label);
int v_fd(const struct pctx *c, int fd);		/* 3, 3</path> with -y */
/* A descriptor of another process: thread tid, an id in our namespace
 * (pidfd_getfd's target). */
int v_fd_of(const struct pctx *c, pid_t tid, int fd);
/* A descriptor number where strace shows no path even with -y (inside
 * pollfd, pipe's result). */
int v_fd_plain(const struct pctx *c, int fd);
int v_dirfd(const struct pctx *c, int fd);	/* AT_FDCWD or an fd */
/* A process id; --decode-pids adds "<comm>" or its id in our PID
 * namespace (pidinfo.c). */
int v_pid(const struct pctx *c, int pid);
/* The kinds of ids --pidns-translation tells apart: each is looked up
 * in its own NS* line of /proc/PID/status. */
enum { PID_TID, PID_TGID, PID_PGID, PID_SID, PID_KINDS };
/* The process of the tracee's pidfd fd (its id in our namespace), -1
 * when fd is no pidfd (fdpath.c). */
int pidfd_target(struct tcb *tcp, int fd);
/* The name in /proc of the thread whose id in our namespace is tid: tid
 * itself, unless abitrace runs in a child pid namespace of /proc's
 * (unshare -p without a /proc of its own); -1 when it is not there
 * (pidinfo.c). */
int proc_tid(pid_t tid);
/* The name under our /proc of the thread the tracee tcp calls tid (in
 * its own pid namespace); -1 when there is none. */
int proc_tid_of(struct tcb *tcp, int tid);
/* Whether pid, as the tracee sees ids, is the tracee's own process. */
bool pid_is_tracee(struct tcb *tcp, int pid);
/* An id of that kind (v_pid is PID_TGID). */
int v_pid_kind(const struct pctx *c, int pid, unsigned kind);
int v_mode(const struct pctx *c, unsigned mode); /* S_IFREG|S_ISUID|0644 */
int v_sig(const struct pctx *c, int sig);	/* SIGxxx, SIGRT_n, n */
/* Inside a signal set: "INT", "RT_3" (the node keeps "SIGINT"). */
void v_sig_short(const struct pctx *c, int sig, bool prefix);
/* SIGxxx, SIGRTMIN, SIGRT_n, or NULL: how strace names signals. */
const char *sig_label(int sig);

/* -X raw|verbose: the text a printer writes between v_style_begin and
 * v_style_end (a constant it names its own way: makedev(...), si_code)
 * becomes the number alone (raw) or the number with the text in a
 * comment (verbose); a text that already is the number stays. The
 * primitives that print constants (v_flags, v_flags_begin/end, v_enum,
 * v_const-free names like AT_FDCWD, v_mode, v_sig) do it themselves;
 * inside a restyled region nothing is restyled again. kind: how the
 * number is written. */
enum { VS_HEX, VS_DEC, VS_OCT, VS_UDEC };	/* VS_UDEC: unsigned */
void v_style_begin(const struct pctx *c, struct vstyle *st);
void v_style_end(const struct pctx *c, struct vstyle *st, uint64_t v,
		 int kind);

/* Composite bit sets: begin, then names and leftover bits in order
 * ("|" between them), then end. */
void v_flags_begin(const struct pctx *c, uint64_t v, const struct xlat *set);
void v_flag_name(const struct pctx *c, const char *name);
/* The names of v's bits known to set, in table order; returns the bits
 * left over. */
uint64_t v_flag_names(const struct pctx *c, const struct xlat *set,
		      uint64_t v);
void v_flag_bits(const struct pctx *c, uint64_t bits);	/* 0x40 */
/* A name made of two parts (FUTEX_WAIT + _PRIVATE). */
void v_flag_name2(const struct pctx *c, const char *a, const char *b);
/* A name of the set that the text does not show (a set written as
 * what it lacks, --short-caps): a node only, so JSON's names stay the
 * whole set; the name is kept in the view's raw bytes. */
void v_flag_name_unshown(const struct pctx *c, const char *name);
/* Records unknown bits whose text the caller wrote (v_flag_text). */
void v_flag_unknown(const struct pctx *c, uint64_t bits);
/* A part of the text that is neither a name nor unknown bits
 * ("21<<MAP_HUGE_SHIFT", "1<<CAP_KILL" is a name). */
void v_flag_text(const struct pctx *c, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void v_flags_end(const struct pctx *c);

/* {a=1, b=2, ...}: v_field writes the separator and "name=", then the
 * value's primitive records it under that name. */
void v_struct_begin(const struct pctx *c);
void v_field(const struct pctx *c, const char *name);
/* A member shown without "name=" (sin6's inet_pton(...)): the
 * separator, and the name for the node that follows. */
void v_item(const struct pctx *c, const char *name);
void v_struct_end(const struct pctx *c);
/* ", ..." (or "..." first): the rest is not shown. */
void v_more(const struct pctx *c);
/* [a, b]: v_elem before each element. */
void v_array_begin(const struct pctx *c);
void v_array_begin_sep(const struct pctx *c, const char *open,
		       const char *sep);
void v_elem(const struct pctx *c);
void v_array_end(const struct pctx *c);
/* A container or a leaf with the caller's own text around it:
 * "makedev(" ... ")" as a struct, "htons(" ... ")" as a number. */
void v_open(const struct pctx *c, unsigned kind, uint64_t val,
	    const char *text);
void v_close(const struct pctx *c, const char *text);
/* The next node's field name, with no text (inside v_open). */
void v_name(const struct pctx *c, const char *name);
/* " => ": the next value is what the kernel wrote back. */
void v_changed(const struct pctx *c);
/* Sets VF_* bits on the open container (VF_INVERTED). */
void v_mark(const struct pctx *c, unsigned flags);
/* Attaches bytes to the open v_open leaf (the JSON value of a VK_STR
 * whose text the caller wrote). */
void v_bytes(const struct pctx *c, const void *bytes, size_t n);

/* ---- notes: filled by the notes engine, shown by the backends ----- */

/* All strings are NUL-terminated printable ASCII (tracee bytes in them
 * are escaped) and owned by the engine until the thread's next call. */
struct note {
	const char *id;		/* "range-expanded", ... (doc/notes/<id>.txt) */
	const char *severity;	/* "info", "warning" or "error" */
	const char *message;	/* one line, without the "note[id]: " prefix */
	const char *src;	/* man page reference, "mlock(2) NOTES" */
	const char *summary;	/* the note's one-line summary (--list-notes) */
	const char *explanation;	/* its --explain text */
	bool has_range;		/* the memory range the kernel acted on */
	uint64_t start, end;	/* [start, end): end is exclusive */
	uint64_t req_start, req_len;	/* what the call asked for */
	uint64_t page_size;	/* the pages of the range (0: the base page) */
	bool has_bits;		/* the flag bits the note is about */
	uint64_t bits;
	uint64_t mask;		/* the bits that count (known, or can act) */
	const char *mask_label;	/* "known" or "allowed" (--pictures) */
	const char *bits_label;	/* "ignored", "rejected" or "dropped" */
	/* failure-cause's evidence (JSON "arg", "path", "component",
	 * "limit"): the argument at fault, the path as resolved in the
	 * process's root, the part of it at fault (both escaped), the
	 * limit a length went over; NULL / false when the note has none. */
	bool has_arg, has_limit;
	unsigned char arg;
	const char *path, *component;
	uint64_t limit;
	/* failure-cause on memory (JSON "range"): the bytes at fault,
	 * [fault_start, fault_end) (fault_end 0: to the top of the address
	 * space, a range that wraps). */
	bool has_fault;
	uint64_t fault_start, fault_end;
	/* failure-cause of a capability check (JSON "creds"): the
	 * capability, why the thread lacked it ("effective", "bounding",
	 * "no-new-privs", "nosuid", "user-namespace"; NULL when none is
	 * proven) and the sets of /proc/PID/status it was read from. */
	bool has_creds;
	const char *cred_cap, *cred_cause;
	uint64_t cap_eff, cap_prm, cap_bnd;
	bool no_new_privs;
	/* failure-cause of an argument rule (JSON "rule"): its line,
	 * "rules.list:147"; NULL otherwise. */
	const char *rule;
	/* Call site: innermost frame outside libc/ld.so/system libraries;
	 * site_func/site_file NULL and site_line 0 when unknown. */
	const char *site_func, *site_file;
	int site_line;
	/* Without a line (no -g): "FILE+0xOFF", the return address in the
	 * module, for addr2line; NULL otherwise. */
	const char *site_module;
	/* With site_module: the GNU build ID of its file, hex, or NULL. */
	const char *site_build_id;
	bool site_is_system;	/* only the C runtime on the stack */
};

/* ---- what the backends get ---------------------------------------- */

/* How a call ended; -e status= takes a mask of them (options.status_mask,
 * 0 for no filter). */
enum {
	STATUS_SUCCESSFUL = 1 << 0,
	STATUS_FAILED = 1 << 1,
	STATUS_UNFINISHED = 1 << 2,	/* the call never returned */
	STATUS_UNAVAILABLE = 1 << 3,	/* returned, result unreadable */
	STATUS_DETACHED = 1 << 4,	/* we detached during the call */
	STATUS_ALL = (1 << 5) - 1,
	STATUS_NONE = 1 << 5,		/* a filter that shows nothing */
};

/* The parts of a call that the layers above the line add: its notes,
 * its stack and its data dumps. The trace layer fills them before the exit event. */
struct call_extra {
	const struct note *notes;
	unsigned nnotes;
	const struct unwind_frame *frames;	/* -k, innermost first */
	unsigned nframes;
	const char *stack_error;	/* why there are no frames, or NULL */
	bool has_stack;			/* -k is on */
	/* More frames than --stack-trace-frame-limit: the text says so
	 * under the last, in strace's words. */
	bool stack_cut;
	/* The call's exit stop (not a thread that died in the call): the
	 * text shows the stack and the notes under the line. */
	bool after_line;
	/* A thread that died in the call, and its death made notes (its
	 * seccomp filter killed it): the text shows the notes. */
	bool died_notes;
	/* The tracee's base page, for --pictures of a note whose
	 * page_size is 0. */
	uint64_t page_size;
	/* -e read=, -e write=: hex dump lines of the call's data, shown
	 * under its line (NULL: none). */
	const char *dump;
	size_t dump_len;
};

/* A signal delivery: "SIGxxx {si_signo=...}" in text, the siginfo's
 * nodes in view (roots of list 0) when recording. */
struct signal_view {
	int signo, code;
	const char *text;	/* name and siginfo, as the text line shows */
	const struct view *view;	/* NULL when not recording */
	size_t info_start;	/* where the siginfo starts in text */
};

/* -c: one row per syscall, in the -S order, then the total, and the
 * columns -U asks the table to show, in order. */
enum summary_col {
	COL_NONE, COL_PERCENT, COL_TOTAL, COL_MIN, COL_MAX, COL_AVG,
	COL_CALLS, COL_ERRORS, COL_NAME,
	/* Wall-clock time from entry to exit whatever -w says, so that
	 * it can stand beside the system time (strace 7.1). */
	COL_WTOTAL, COL_WMIN, COL_WMAX, COL_WAVG, NCOLS,
};
struct summary_row {
	const char *name;
	double percent;
	uint64_t ns, calls, errors;
	uint64_t min_ns, max_ns, avg_ns;
	uint64_t wall_ns, wall_min_ns, wall_max_ns, wall_avg_ns;
};
struct summary_view {
	const struct summary_row *rows;
	unsigned nrows;
	struct summary_row total;
	unsigned char columns[NCOLS];	/* enum summary_col */
	unsigned ncolumns;
};

/* --lint: one entry per note id that fired. */
#define REPORT_MAX_PIDS 16
#define REPORT_MAX_SITES 16
struct report_site {
	char func[128], file[256];	/* func "" when unknown */
	int line;
	char module[160];	/* "FILE+0xOFF" without a line, or "" */
	bool is_system;
	unsigned count;
};
struct report_entry {
	const char *id, *summary;	/* the note's id and one-line summary */
	const char *severity;		/* the highest severity seen */
	unsigned count;
	char first[600];		/* "name(args) = ret" of the first call */
	pid_t first_pid;
	pid_t pids[REPORT_MAX_PIDS];
	unsigned npids;
	bool more_pids;
	struct report_site sites[REPORT_MAX_SITES];
	unsigned nsites, other_sites, no_site;
};
/* Notes counted rather than shown, handed out once at the end of the
 * run: those the dynamic loader's own mapping calls drew (mapping each
 * library, with lengths that are not page multiples and MAP_FIXED over
 * its own reservation), unless --notes=all asked for each. */
struct notes_tally {
	const char *id;		/* the note's id */
	unsigned long count;
};
struct notes_summary_view {
	const char *source;	/* "loader" */
	const char *what;	/* "the dynamic loader's own mapping calls" */
	unsigned long total;	/* notes over all kinds */
	unsigned long calls;	/* the calls that drew them */
	unsigned long procs;	/* the program images they came from */
	const struct notes_tally *kinds;	/* in catalog order */
	unsigned nkinds;
};

/* Notes matched by a suppressions file (--suppress): not shown, but
 * counted, per entry, so a suppression is never silent. */
struct suppressed_by {
	const char *file;	/* as given, escaped */
	unsigned line;
	unsigned long count;
};
struct suppressed_view {
	unsigned long total;
	const struct suppressed_by *by;	/* entries that matched */
	unsigned nby;
};

struct report_view {
	bool show_notes;	/* --lint: the notes that fired */
	const struct report_entry *const *entries;
	unsigned nentries;
	unsigned total;		/* notes over all entries */
	unsigned long suppressed;	/* notes --suppress left out */
	/* The ABI report of the run (abiview.h): shown with --lint and
	 * --abi-report; the seccomp profile is made from it. */
	bool show_abi;
	const struct abi_view *abi;
};

#endif
