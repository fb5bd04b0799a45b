/* Output backends: every format is one file with one struct backend,
 * listed once in output.c. Several are active at once (the trace, and
 * beside it e.g. a timeline file); the dispatcher calls each for each
 * event. Nothing outside a backend asks which format is on.
 *
 * A backend reads what the layers below it prepared: the call's line
 * and nodes (tcp->out: struct out_line below; view.h), its notes and stack
 * (struct call_extra), the summary and the report as data. It calls
 * nothing above the output layer. */
#ifndef ABT_OUTPUT_OUTPUT_H
#define ABT_OUTPUT_OUTPUT_H

#include "output/view.h"

#include <limits.h>

struct backend {
	const char *name;
	/* Its place among the backends: in -h and in option parsing. The
	 * lowest is the default trace, used when no main_trace backend was
	 * asked for. */
	unsigned rank;
	/* The option that turns it on: a long name, a short letter (0 for
	 * none), whether it takes an argument (as getopt_long's has_arg)
	 * and a line for -h (NULL: the main usage text already has it). */
	const char *long_opt;
	int short_opt;
	int has_arg;
	const char *help;
	/* Replaces the text trace on stderr / -o (--json) rather than
	 * writing a file of its own beside it. */
	bool main_trace;
	/* Without -o, writes to stdout rather than stderr (a format read
	 * by programs: abitrace --json PROG | jq). */
	bool to_stdout;
	/* Wants the typed nodes of every call (view.h). */
	bool wants_nodes;
	/* Wants the ABI report of the run (report_view.abi), even without
	 * --lint or --abi-report: the calls are then counted. */
	bool wants_abi;
	/* Is made of the calls themselves: -c alone, which decodes and
	 * hands out none, would leave it empty. */
	bool needs_calls;

	/* All optional. arg is the option's argument, or NULL. */
	void (*enable)(const char *arg);
	void (*init)(void);
	void (*syscall_entry)(const struct tcb *tcp);
	/* status: STATUS_SUCCESSFUL, _FAILED, _UNFINISHED (filter.h). */
	void (*syscall_exit)(const struct tcb *tcp, unsigned status,
			     const struct call_extra *x);
	void (*syscall_abandon)(const struct tcb *tcp);	/* detached mid-call */
	void (*signal)(const struct tcb *tcp, const struct signal_view *sv);
	/* status: the waitpid status */
	void (*exited)(const struct tcb *tcp, int status);
	void (*message)(const struct tcb *tcp, const char *text);
	void (*report)(const struct report_view *r);	/* --lint */
	/* Notes counted, not shown one by one: the loader's (view.h). */
	void (*notes_summary)(const struct notes_summary_view *s);
	/* Notes a suppressions file matched, counted (view.h). */
	void (*notes_suppressed)(const struct suppressed_view *s);
	void (*summary)(const struct summary_view *s);	/* -c, -C */
	void (*flush)(void);
	/* -1 when what it wrote is incomplete (a write failed). */
	int (*finish)(void);
	void (*close_for)(const struct tcb *tcp);	/* -ff: the process is gone */
	/* An execve by a thread took over the leader's TID. */
	void (*reassign)(const struct tcb *from, const struct tcb *to);
	/* tcp's execve (it is not the leader) will end under tid. */
	void (*pid_changed)(const struct tcb *tcp, pid_t tid);
	/* parent's fork, vfork or clone made child; parent is stopped in
	 * that call (the fork event), child may not have run yet. */
	void (*forked)(const struct tcb *parent,
		       const struct tcb *child);
};

/* A backend is one file: its struct backend, then OUTPUT_BACKEND(its
 * name). The macro puts a pointer to it in the abt_backends section,
 * where output.c finds it; src/output/gen-backends.sh finds the files
 * that use it and adds them to the build (src/output/backends.am). */
#define OUTPUT_BACKEND(b)						\
	static const struct backend *const b##_entry			\
		__attribute__((used, section("abt_backends"))) = &(b)


/* ---- for main: options and setup --------------------------------- */

/* The options of all backends, to add to getopt's tables. */
unsigned out_backend_count(void);
/* The current call as a line (tcb.out), made with the thread: what the
 * decoders write and the backends read.
 *
 * Text of the current line: "name(arg, arg" rendered at entry, then
 * the exit-phase arguments and ")" from exit_start, then the return
 * value from ret_start. Argument i spans [arg_start[i], arg_end[i])
 * unless bit i of shown is clear. The printers write it (through
 * view.h), the backends read it. Output's own state of the thread (its
 * -ff stream, the open line) is behind own, defined in output/task.h
 * for the output layer alone. */
struct out_line {
	struct strbuf line;
	/* Offsets in line, 32 bits: a line is far shorter, and 64 bytes a
	 * thread count with thousands of threads. */
	uint32_t exit_start, ret_start, ret_end;
	uint32_t arg_start[MAX_ARGS], arg_end[MAX_ARGS];
	unsigned char shown;		/* bit i: argument i was printed */
	struct view *view;	/* typed nodes of the line, when recorded */
	struct out_task *own;		/* output's own (output/task.h) */
};

/* The tracer makes the record (with its struct out_task, own) in the
 * thread's one allocation; this frees what hangs off it. */
void out_task_release(struct out_line *t);

const struct backend *out_backend(unsigned i);
/* Turns the backend on (its option was given). */
void out_enable(const struct backend *b, const char *arg);
/* What the backends ask of the traced threads: the tracer's answers,
 * handed in at init so that output calls nothing above it. */
struct out_threads {
	unsigned (*shown)(void);	/* threads whose events are shown */
	void (*each)(void (*fn)(struct tcb *, void *), void *data);
};
/* After the options: the text trace unless a main_trace backend
 * replaces it; opens outputs. cfg (the options, read-only) and threads
 * stay the backends' as out_cfg and out_thr. */
void out_init(const struct options *cfg, const struct out_threads *threads);
extern const struct options *out_cfg;
extern const struct out_threads *out_thr;
/* Whether some active backend records nodes. */
extern bool out_wants_nodes;
/* Whether some backend turned on so far wants the ABI report. */
bool out_wants_abi(void);
/* The option of a backend turned on that is made of the calls, or NULL. */
const char *out_needs_calls(void);

/* ---- events (trace and decode call these) ------------------------- */

void out_syscall_entry(struct tcb *tcp);
void out_syscall_exit(struct tcb *tcp, const struct call_extra *x);
void out_syscall_abandon(struct tcb *tcp);
void out_signal(struct tcb *tcp, const struct signal_view *sv);
void out_exited(struct tcb *tcp, int status);
void out_message(struct tcb *tcp, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void out_report(const struct report_view *r);
void out_notes_summary(const struct notes_summary_view *s);
void out_notes_suppressed(const struct suppressed_view *s);
void out_summary(const struct summary_view *s);
void out_flush(void);
/* A fatal signal (SIGINT, SIGTERM, SIGHUP) ended the run before the
 * program did: said before out_finish, so that the outputs written at
 * the end say they were cut short. out_cut_by is the signal, or 0. */
void out_cut_short(int sig);
extern int out_cut_by;
int out_finish(void);
void out_close_for(struct tcb *tcp);
void out_take_over(struct tcb *from, struct tcb *to);
void out_pid_changed(struct tcb *tcp, pid_t tid);
void out_forked(struct tcb *parent, struct tcb *child);

/* ---- -c (summary.c): counted at each exit, handed out at the end --- */

void count_syscall(struct tcb *tcp);
void count_report(void);
/* -S: whether KEY is a sort key of the -c table. */
bool count_sort_valid(const char *key);
/* -U: the columns of the -c table. */
void count_set_columns(const char *spec);

/* ---- the HTML pages (html.c; diffpage.c's too) -------------------- */

/* Text into a page: markup characters as entities, control and
 * non-ASCII bytes as \xNN. */
void html_escape(FILE *f, const char *s, size_t n);
extern const char html_style[];

/* ---- for the backends (output.c) ---------------------------------- */

/* How a call ended (a STATUS_* bit), in words: "successful", ... */
const char *out_status_name(unsigned status);
/* How long the call took, exit less entry (-T). */
struct timespec out_call_duration(const struct tcb *tcp);

/* ---- -o FILE (outfile.c) ------------------------------------------ */

/* -o FILE and -ff's FILE.PID (predictable), never following what others
 * planted or could plant on the way (outfile.c says what is checked);
 * dies with one line naming the component when it refuses. */
FILE *outfile_open(const char *path, bool predictable);
/* A backend's own file (--report, --timeline, --seccomp-profile): the
 * same, and "-" is standard output. Opened before the program starts
 * and kept until the end: so /dev/stdout and a FIFO are ours while the
 * tracer's own fd 1 is let go of. */
FILE *outfile_open_own(const char *path);
/* A backend's own file (--report, --timeline, ...) at the end: closes
 * it; -1, said in one line, when a write (failed) or the close failed. */
int outfile_close(FILE *f, const char *path, bool failed);
/* After a failed write to the shared trace stream f: true when its
 * reader is gone (said once on stderr; the rest goes to /dev/null). */
bool outfile_check_closed(FILE *f, const char *name);
/* Whether that happened: the tracer then lets its tracees go. */
bool outfile_reader_gone(void);

/* ---- shared by the backends that write the trace (sink.c) -------- */

/* The trace's destination: stderr, -o FILE, -o |CMD, or with -ff one
 * FILE.PID per process. */
void sink_init(bool to_stdout);
FILE *sink_file_for(const struct tcb *tcp);
/* The file the -c table and the --lint report go to. */
FILE *sink_summary_file(void);
bool sink_holds_lines(FILE *f);
bool sink_is_shared(FILE *f);
/* Whether the trace or the table goes to standard output. */
bool sink_uses_stdout(void);
/* Notes the first failed write of a trace file, after a line. */
void sink_check_written(FILE *f, const struct tcb *tcp);
void sink_flush(void);
int sink_finish(void);
void sink_close_for(struct tcb *tcp);

/* -Y: "<comm>" after a thread's id in the line prefix (pidinfo.c). */
void print_tid_comm(struct strbuf *sb, pid_t tid);
/* Reads a thread's name while /proc has it (attach, fork, exec), for
 * the lines written after it is gone. */
void note_tid_comm(pid_t tid);
/* Our level in the NSpid lists of /proc (0 unless as above). */
unsigned pid_our_level(void);
/* --decode-pids: what follows a process id (pidinfo.c); kind is what
 * the id names (PID_*: a thread, a process, a group, a session). */
void pid_decorate(struct strbuf *sb, struct tcb *tcp, int pid, unsigned kind);
/* The same with the printer's options' DECODE_PID_* set. */
void pid_decorate_as(struct strbuf *sb, struct tcb *tcp, int pid,
		     unsigned kind, unsigned decode);

/* ---- --decode-fds (fdpath.c, sockinfo.c) -------------------------- */

/* The link a descriptor's decoration was made from; len is the length
 * of the path shown (0: none), kept as the node's raw bytes. */
struct fd_target {
	char path[PATH_MAX];
	size_t len;
};
/* Appends to sb what decode (DECODE_FD_*) tells of tcp's descriptor fd:
 * <path>, <path<char 1:3>>, <pid:N>, <TCP:[...]>. */
void fd_decorate(struct strbuf *sb, struct tcb *tcp, int fd, unsigned decode,
		 struct fd_target *t);
/* The same for descriptor fd of another process, tid (an id in our
 * namespace): its path (or device) alone. */
void fd_decorate_of(struct strbuf *sb, struct tcb *tcp, pid_t tid, int fd,
		    unsigned decode, struct fd_target *t);
/* AT_FDCWD's <path>: the working directory. */
void cwd_decorate(struct strbuf *sb, struct tcb *tcp, unsigned decode,
		  struct fd_target *t);
/* <PROTO:[addresses]> of a socket, from sock_diag; false when its
 * protocol is unknown. */
bool socket_decorate(struct strbuf *sb, struct tcb *tcp, int fd,
		     unsigned long inode);

/* Appends s (n bytes, any values) as a JSON string literal. */
void json_string(struct strbuf *sb, const char *s, size_t n);

#endif
