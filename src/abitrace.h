/* abitrace: shared declarations of the tracer core. */
#ifndef ABT_ABITRACE_H
#define ABT_ABITRACE_H

#include "config.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>
#include <time.h>

#include "core/core.h"

#define MAX_ARGS 6

/* ---- generated tables (syscalls/) --------------------------------- */

struct tcb;
struct argdesc;
struct pctx;

/* Prints argument i of the current syscall: the generated adapter of the
 * argument's type (syscalls/types.list) passes its value and parameters
 * to the type's printer. Returns PRINT_OK, or PRINT_SKIP when the
 * argument is not shown at all (fcntl's third argument for F_GETFD,
 * open's mode without O_CREAT). */
typedef int (*arg_adapter)(const struct pctx *c, const struct argdesc *ad,
			   unsigned i);
enum { PRINT_OK = 0, PRINT_SKIP = 1 };

/* When an argument is printed. ARG_BOTH printers run at entry and again
 * at exit (clone3's struct gains " => {parent_tid=[N]}" when the kernel
 * has filled it); every argument after one of them waits for the exit. */
enum { ARG_IN = 0, ARG_OUT = 1, ARG_BOTH = 2 };

/* Argument traits, from types.list. */
enum {
	AT_FD = 1 << 0,		/* a file descriptor */
	AT_PEEK = 1 << 1,	/* value-result: its word is read at entry */
	AT_PATH = 1 << 2,	/* a path (-P matches it) */
	AT_FDSET = 1 << 3,	/* select's fd_set, nfds in param */
	AT_POLLFD = 1 << 4,	/* poll's array, its length in param */
	AT_PEEK4 = 1 << 5,	/* value-result: the word at +4 is read at
				 * entry (a struct's size field) */
	AT_LONG = 1 << 6,	/* the kernel reads an unsigned long: the
				 * whole register of a 64-bit ABI */
	AT_DIRFD = 1 << 7,	/* the directory the path argument after
				 * it is relative to (AT_FDCWD: the cwd) */
	AT_PTR = 1 << 8,	/* an address the kernel reads or writes
				 * through (KIND addr of types.list) */
	AT_STRVEC = 1 << 9,	/* a NULL-terminated array of strings
				 * (execve's argv, envp) */
};

/* How far the kernel reads or writes through a pointer argument
 * (types.list's bytes, iov and struct= traits): the failure-cause note
 * checks that range on EFAULT. */
enum {
	SPAN_NONE,	/* unknown: its first byte only */
	SPAN_BYTES,	/* bytes, as many as argument param says (the
			 * next one when param is -1) */
	SPAN_IOV,	/* an iovec array, its count the same */
	SPAN_STRUCT,	/* layout_size(pers, lstruct) bytes */
};

/* The size of struct ls (enum layout_struct of structs.list) on the
 * ABI of personality pers (generated in structs_gen.c). */
unsigned layout_size(unsigned pers, unsigned ls);

struct argdesc {
	arg_adapter fn;
	const struct xlat *set;	/* flags:SET / enum:SET */
	int param;		/* argument index parameter, or -1 */
	unsigned char out;	/* ARG_IN, ARG_OUT or ARG_BOTH */
	unsigned short traits;	/* AT_* */
	const char *name;	/* the man page's name (-N), or NULL */
	unsigned char span;	/* SPAN_* */
	unsigned short lstruct;	/* SPAN_STRUCT: its enum layout_struct */
};

/* enum ret_type, RET_NAME for each ret:NAME row of
 * syscalls/types.list, generated with its printers. */
#include "rettypes_gen.h"

enum sys_class {
	CLS_FILE = 1 << 0, CLS_DESC = 1 << 1, CLS_PROCESS = 1 << 2,
	CLS_NETWORK = 1 << 3, CLS_SIGNAL = 1 << 4, CLS_IPC = 1 << 5,
	CLS_MEMORY = 1 << 6, CLS_CREDS = 1 << 7, CLS_CLOCK = 1 << 8,
	CLS_STAT = 1 << 9, CLS_LSTAT = 1 << 10, CLS_FSTAT = 1 << 11,
	CLS_STATFS = 1 << 12, CLS_FSTATFS = 1 << 13, CLS_PURE = 1 << 14,
	/* in %%statfs only, neither %statfs nor %fstatfs: ustat */
	CLS_STATFS_LIKE = 1 << 15,
};

struct sysdesc {
	const char *name;
	unsigned classes;
	unsigned traits;	/* SDT_*, from the +words of syscalls.list */
	unsigned char ret;	/* enum ret_type */
	const struct xlat *retset;
	unsigned char nargs;
	const struct argdesc *args;
};

struct sysent_table {
	const char *arch;
	const struct sysdesc *const *ent;
	unsigned size;
};

extern const struct sysdesc sysdescs[];
extern const unsigned sysdescs_count;
extern const struct sysent_table sysent_tables[];
extern const unsigned sysent_tables_count;
extern const struct xlat *const xlat_all[];
extern const char *const xlat_headers[];
extern const char *const xlat_nocheck[];

/* ---- personalities (src/arch/) ------------------------------------ */

/* What the tracer, the decoders and the notes need to know about one ABI
 * of the host. Everything that differs between ABIs is a field here, so
 * that no code outside src/arch/ asks which ABI it is by its name. */
struct personality {
	const char *name;	/* "x86_64", "i386", "x32", "aarch64", "arm" */
	/* "[ Process PID=N runs in MODE mode. ]" */
	const char *mode;	/* "64 bit", "32 bit", "x32" */
	uint32_t audit_arch;	/* AUDIT_ARCH_* */
	uint64_t nr_bit;	/* bit that marks the ABI in the number */
	unsigned char wordsize;	/* 8 or 4: longs and pointers */
	/* 64-bit arguments come in two registers (i386, arm; not x32,
	 * whose registers are 64-bit). */
	bool split64;
	/* Alignment of a 64-bit integer inside a struct: 4 on i386, whose
	 * struct stat64 and flock64 are packed by it; 8 elsewhere. */
	unsigned char align64;
	/* struct epoll_event is packed (12 bytes): x86 only. */
	bool epoll_packed;
	/* clone(flags, stack, ptid, tls, ctid) (CONFIG_CLONE_BACKWARDS)
	 * instead of x86_64's clone(flags, stack, ptid, ctid, tls). */
	bool clone_tls_first;
	/* The TLS argument of clone is a struct user_desc (i386). */
	bool tls_user_desc;
	/* Offsets from the stack pointer at (rt_)sigreturn to the signal
	 * mask being restored; 0 when not known. sigframe_mask_hi is set
	 * when the old frame keeps signals 33-64 apart (i386). */
	unsigned short rt_sigframe_mask;
	unsigned short sigframe_mask, sigframe_mask_hi;
	/* Page size of the ABI when fixed (4096 on x86); 0: the kernel's,
	 * read from the tracee's AT_PAGESZ (4K, 16K or 64K on arm64). */
	unsigned fixed_page_size;
	/* After a seccomp TRAP or kill the kernel puts the registers back
	 * as they were at the call: the return register then holds the
	 * call's number on x86 (orig_rax), its first argument on arm64
	 * and arm (orig_x0: the first argument's register is the return
	 * register there). */
	bool rollback_arg0;
	const struct sysent_table *table;
};

extern const struct personality personalities[];
extern const unsigned npersonalities;

/* The host's register access: arch/arch.h. */

/* ---- options ------------------------------------------------------ */

/* --quiet=SET (-q attach,personality; -qq and exit; -qqq all). */
enum {
	QUIET_ATTACH = 1 << 0,		/* "Process N attached/detached" */
	QUIET_EXIT = 1 << 1,		/* "+++ exited with N +++" */
	QUIET_PATH_RESOLUTION = 1 << 2,	/* -P: "Requested path resolved" */
	QUIET_PERSONALITY = 1 << 3,	/* "runs in 32 bit mode" */
	QUIET_THREAD_EXECVE = 1 << 4,	/* "superseded by execve" */
	QUIET_ALL = (1 << 5) - 1,
};

/* --decode-fds=SET (-y path, -yy all). */
enum {
	DECODE_FD_PATH = 1 << 0,
	DECODE_FD_SOCKET = 1 << 1,
	DECODE_FD_DEV = 1 << 2,
	DECODE_FD_PIDFD = 1 << 3,
	DECODE_FD_EVENTFD = 1 << 4,
	DECODE_FD_SIGNALFD = 1 << 5,
	DECODE_FD_ALL = (1 << 6) - 1,
};

/* --decode-pids=SET (--pidns-translation, -Y). */
enum { DECODE_PID_NS = 1 << 0, DECODE_PID_COMM = 1 << 1 };

/* -X: how named constants print. */
enum { XLAT_ABBREV = 0, XLAT_RAW = 1, XLAT_VERBOSE = 2 };

/* The command line's choices. main owns the one instance (main.h) and
 * hands a const pointer to each layer's init; no other layer writes it. */
struct options {
	bool follow_forks;	/* -f */
	int output_separately;	/* -ff */
	const char *outfile;	/* -o */
	bool append;		/* -A: -o appends */
	int string_limit;	/* -s, default 32 */
	int xflag;		/* -x (1) / -xx (2) */
	bool hex_escapes;	/* --strings-in-hex=non-ascii-chars */
	int tflag;		/* -t, -tt, -ttt */
	int t_digits;		/* digits after the second of -t (0-9) */
	bool rflag;		/* -r */
	int r_digits;		/* of -r (default 6) */
	bool Tflag;		/* -T */
	int T_digits;		/* of -T (default 6) */
	int acolumn;		/* -a: column of " = " (default 40) */
	bool iflag;		/* -i: instruction pointer */
	int yflag;		/* -y: decode_fds != 0 */
	unsigned decode_fds;	/* DECODE_FD_* */
	unsigned decode_pids;	/* DECODE_PID_* */
	bool namespace_new;	/* -e namespace=new */
	unsigned char kvm_vcpu;	/* -e kvm=vcpu (1): KVM_RUN's exit reason;
				 * vcpu+ (2): its struct kvm_run too */
	/* --decode-events: read() on an inotify descriptor as its events
	 * (abitrace's own: strace shows the bytes) */
	bool decode_events;
	/* --short-caps: a capability set of capget/capset with most of the
	 * kernel's capabilities as what it lacks, or "all" (abitrace's
	 * own: strace names every one) */
	bool short_caps;
	bool start_main;	/* --start-at=main: nothing shown before main */
	int xlat_style;		/* -X: XLAT_* */
	int qflag;		/* -q, -qq: quiet != 0 */
	unsigned quiet;		/* QUIET_* */
	bool verbose;		/* -v */
	bool nflag;		/* -n: syscall numbers */
	bool arg_names;		/* -N: name=value arguments */
	int color;		/* --color: COLOR_AUTO, _NEVER, _ALWAYS */
	char *const *prog;	/* PROG [ARGS], NULL with -p only */
	int count;		/* -c (1), -C (2) */
	const char *sortby;	/* -S */
	int64_t overhead_ns;	/* -O: subtracted from each call (-1 unset) */
	bool wallclock;		/* -w (the table always is) */
	bool only_successful;	/* -z */
	bool only_failed;	/* -Z */
	unsigned status_mask;	/* -e status= */
	bool stacktrace;	/* -k */
	unsigned stack_frame_limit;	/* --stack-trace-frame-limit: 0 = 256 */
	bool lint;		/* --lint */
	bool pictures;		/* --pictures: diagrams under notes */
	bool quiet_personality;	/* no "runs in 32 bit mode" lines */
	int seccomp;		/* --seccomp-bpf: -1 never, 0 auto, 1 always */
	bool no_silent_follow;	/* --no-silent-follow: no filter without -f */
	bool detach_on_execve;	/* -b execve */
	bool pid_prefix;	/* -o: "PID " on every line (-f, several -p) */
	bool always_show_pid;	/* --always-show-pid: the prefix for one too */
	const char *argv0;	/* --argv0: PROG's argv[0] */
	bool kill_on_exit;	/* --kill-on-exit: tracees die with us */
	unsigned long syscall_limit;	/* --syscall-limit: 0 = none */
	bool debug;		/* -d */
	int daemonize;		/* -D, -DD, -DDD */
	int interruptible;	/* -I: 1 anywhere .. 4 never_tstp */
	bool abi_report;	/* --abi-report */
	bool abi_verify;	/* --abi-report=verify: prove each newer call */
	/* A backend wants the ABI report's data (--seccomp-profile). */
	bool abi_data;
	/* --seccomp-profile-args: the profile also filters flag arguments
	 * on the values the run used. */
	bool seccomp_profile_args;
	/* -e inject=/-e fault= as given ("inject=statx:error=ENOSYS"), in
	 * order: the JSON header names them, for a run they changed is not
	 * the kernel's word. */
	const char *const *inject_rules;
	unsigned ninject;
};

/* ---- per-thread state --------------------------------------------- */

enum {
	TCB_INSYSCALL = 1 << 0,	/* between syscall entry and exit */
	TCB_STARTUP = 1 << 1,	/* not yet seen its first stop */
	TCB_IGNORE_ONE_SIGSTOP = 1 << 2,
	TCB_HIDDEN = 1 << 3,	/* current syscall is filtered out */
	TCB_ATTACHED = 1 << 4,	/* attached with -p: detach at exit */
	TCB_EXITING = 1 << 5,	/* saw PTRACE_EVENT_EXIT */
	TCB_SKIP_FIRST_EXEC = 1 << 6,
	TCB_GROUPSTOP = 1 << 7,
	TCB_SECCOMP = 1 << 9,	/* runs under our seccomp filter */
	TCB_SECCOMP_STOP = 1 << 11,	/* this stop is PTRACE_EVENT_SECCOMP */
	/* Its own seccomp filters (trace/ownfilter.c): */
	TCB_SC_FETCH = 1 << 12,	/* read them at its next stop (-p) */
	TCB_SC_SYNC = 1 << 13,	/* another thread waits for its next stop */
	TCB_SC_STEP = 1 << 14,	/* stepped, never PTRACE_CONT again */
	TCB_ABI_SEEN = 1 << 15,	/* the ABI report saw this call's entry */
	TCB_EXIT_HELD = 1 << 16,	/* its last call's end waits (held) */
	/* i386 socketcall/ipc shown as the call it carries (raw_args). */
	TCB_DEMUXED = 1 << 17,
	/* regs.ip and regs.sp are the thread's registers at this stop
	 * (read with it; cleared at every other stop): a note's walk
	 * need not read them again (unwind_stop_regs). */
	TCB_REGS_NOW = 1 << 18,
};

/* What -e inject= did to the current call (tcb.inj.how). */
enum {
	INJ_RETURN = 1 << 0,	/* the return value is ours (INJECTED) */
	INJ_NOFAIL = 1 << 1,	/* syscall= ran instead: it must succeed */
	INJ_POKED = 1 << 2,	/* memory of an argument was written */
	INJ_DELAYED = 1 << 3,	/* held back at entry or exit (DELAYED) */
	INJ_POKE_EXIT = 1 << 4,	/* a poke_exit is due */
	INJ_DELAY_EXIT = 1 << 5,	/* a delay_exit is due */
	INJ_HELD = 1 << 6,	/* held back until its delay ends */
};

struct note_task;	/* notes/notes.c */
struct notes_proc;	/* notes/engine.h */
struct trace_task;
struct out_line;
struct dec_task;
struct unwind_task;

/* What -e inject= did to the current call: the tracer's own act, which
 * the printers (INJECTED), the notes and JSON show. */
struct inj_call {
	unsigned short how;		/* INJ_* */
	short rule;			/* the rule that fired, -1: none */
	uint32_t nth;			/* this call's number in the thread */
	const char *what;		/* what the rule does, in words */
};

/* The times of the current call: -T, -c and the summary's. */
struct tcb_times {
	struct timespec entry_ts;	/* -T */
	struct timespec exit_ts;
	uint64_t entry_stime_ns;	/* -c: system time at entry */
	uint64_t call_stime_ns;		/* -c: system time of the call */
};

/* The current call as the tracer stopped it (tcb.call): its number,
 * arguments, result and what -e inject= did to it. The tracer fills
 * it; decoders (pctx.call) and the notes and backends read it, as a
 * const struct call_view * where they need nothing else of the task. */
struct call_view {
	uint64_t scno;		/* syscall number, ABI bit stripped */
	uint64_t args[MAX_ARGS];
	/* i386 socketcall is shown as the call it carries: decode_demux
	 * replaces sd and args, sets TCB_DEMUXED and keeps the registers
	 * here. */
	uint64_t raw_args[MAX_ARGS];
	int64_t rval;		/* raw return value */
	int err;		/* errno when the call failed, else 0 */
	const struct sysdesc *sd;
	struct tcb_times times;
	/* -e inject= (src/trace/inject.c): what was done to the current
	 * call, which printers, notes and JSON show. */
	struct inj_call inj;
};

/* What the tracer knows of a stopped task. Each layer's own per-task
 * state is behind that layer's handle (out, dec, unwind, notes, tr), so
 * a change to one layer's state does not reach the others; keep this
 * at 20 fields or fewer (tests/tree/layering.test counts them). */
struct tcb {
	pid_t tid;
	pid_t pid;		/* thread group id */
	unsigned flags;		/* TCB_* */
	unsigned char pers;	/* index in personalities[] */
	struct call_view call;	/* the current call */
	struct {
		uint64_t ip, sp;
	} regs;
	struct proc *proc;	/* shared by the threads of a process */

	/* The rendered line of the current call, its spans and nodes, and
	 * the -ff stream: output's own (struct out_line, output/output.h,
	 * and behind it struct out_task, output/task.h). */
	struct out_line *out;
	/* How the current call is being decoded: decode's own (struct
	 * dec_task, decode/decode.h), made with the thread. */
	struct dec_task *dec;
	/* -k: the frames of the current call, unwind's own (struct
	 * unwind_task, unwind/stacktrace.c), made at its first walk. */
	struct unwind_task *unwind;
	/* The notes of the current call: the notes engine's own (struct
	 * note_task, notes/notes.c), made at its first note. */
	struct note_task *notes;
	/* The tracer's bookkeeping (struct trace_task, trace/task.h):
	 * hash chain, wait passes, held registers, inject's and
	 * ownfilter's per-thread state. Made with the tcb. */
	struct trace_task *tr;
};

/* State shared by all threads of one process (thread group). */
struct proc {
	pid_t pid;
	unsigned refs;		/* threads pointing here */
	struct proc *hash_next;
	struct notes_proc *notes;	/* the notes engine's trackers */
	struct unwind_proc *unwind;	/* -k and call sites */
	/* The dynamic loader's code, read from /proc once per exec. */
	unsigned char ldso_state;	/* 0 unknown, 1 known, 2 none */
	uint64_t ldso_lo, ldso_hi;
	unsigned page_size;		/* AT_PAGESZ; 0 until read */
	/* /proc/PID/auxv's entries, read once per exec (core/proc.c) */
	bool auxv_read;
	uint64_t at_base, at_pagesz;
};

static inline const struct personality *pers_of(const struct tcb *tcp)
{
	return &personalities[tcp->pers];
}

/* The set x as the current call's ABI defines it. */
static inline const struct xlat *xlat_for(const struct xlat *x,
					  const struct tcb *tcp)
{
	return x->abi ? x->abi[tcp->pers] : x;
}

/* src/core/proc.c */
struct proc *proc_of(struct tcb *tcp);	/* finds or makes it */
void proc_release(struct tcb *tcp);	/* the thread is going away */
/* The page size of the tracee's kernel, from its AT_PAGESZ unless the
 * ABI fixes it; read once per program image. */
unsigned proc_page_size(struct tcb *tcp);
/* Whether the current syscall was made by the dynamic loader's code. */
bool proc_ip_in_loader(struct tcb *tcp);
void proc_exec(struct tcb *tcp);	/* a new program image */
/* Hooks to free per-process state when the last thread is gone, set
 * by the layers above that own it (core calls no layer above it). */
extern void (*proc_free_notes)(struct notes_proc *notes);
extern void (*proc_free_unwind)(struct unwind_proc *up);

/* src/trace/tcb.c */
struct tcb *tcb_lookup(pid_t tid);
struct tcb *tcb_new(pid_t tid);
void tcb_free(struct tcb *tcp);
unsigned tcb_count(void);
/* The threads the trace shows: all but the ones followed silently
 * (trace/task.h), whose number alone must not change the output. */
unsigned tcb_shown_count(void);
void tcb_foreach(void (*fn)(struct tcb *, void *), void *data);

/* src/core/mem.c: reading tracee memory. All return -1 on failure. */
void mem_init(void);	/* reads ABITRACE_NO_VM_READV once */
/* Forget the block of tracee memory kept from the last reads: the
 * tracee may have run since. */
void mem_cache_drop(void);
/* Goes up at each mem_cache_drop: what was read of the tracees (their
 * memory, a /proc answer) under one value was read in one stop. */
extern unsigned long mem_generation;
/* Reads of tracee memory made (process_vm_readv calls and PEEKDATA
 * words), for ABITRACE_DEBUG_STOPS's costs line. */
extern unsigned long mem_nreads;
int umoven(struct tcb *tcp, uint64_t addr, size_t len, void *buf);
/* Reads a NUL-terminated string of at most len bytes (NUL included).
 * Returns the length without NUL when a NUL was found, len when the
 * string was cut, -1 on error. */
ssize_t umovestr(struct tcb *tcp, uint64_t addr, size_t len, char *buf);
/* Test hook, NULL in abitrace: when set, umoven (and so umovestr) read
 * from it instead of the tracee, after the same address checks; it
 * returns 0, or -1 for a fault. A struct-decoder harness sets it to read
 * a fake memory image made from the fuzzer's bytes (tests/fuzz/README). */
extern int (*mem_read_hook)(uint64_t addr, size_t len, void *buf);
/* -e verbose=: while set, umoven fails, so that printers show the
 * address of a structure instead of its fields (strings still read). */
extern bool mem_structs_hidden;
/* umoven for the bytes of a buffer (read's, write's), which -e verbose=
 * does not hide. */
int umoven_data(struct tcb *tcp, uint64_t addr, size_t len, void *buf);
/* Writes len bytes at addr; returns how many the tracee got (0 when
 * none). -e inject=...:poke_enter/poke_exit only. */
size_t upoken(struct tcb *tcp, uint64_t addr, size_t len, const void *buf);

/* The string buffer and quoting: core/core.h. The events and the
 * backends: output/output.h. */

/* ---- syscall decoding (src/decode/) ------------------------------- */

const struct sysdesc *syscall_desc(unsigned pers, uint64_t nr);

/* What the tracer and the notes engine need to know about a call, from
 * the +words of its line in syscalls.list (and makes_fd from an fd
 * return type). Hot paths test these bits instead of names. */
enum {
	SDT_EXEC = 1u << 0,		/* execve, execveat */
	SDT_CLONE = 1u << 1,		/* clone */
	SDT_CLONE3 = 1u << 2,		/* clone3 */
	SDT_CLOSE = 1u << 3,		/* close */
	SDT_PIPE = 1u << 4,		/* pipe, pipe2 */
	SDT_SOCKETPAIR = 1u << 5,	/* socketpair */
	SDT_FCNTL = 1u << 6,		/* fcntl */
	SDT_FCNTL64 = 1u << 7,		/* fcntl64 */
	SDT_INOTIFY_INIT = 1u << 8,	/* inotify_init, inotify_init1 */
	SDT_MAKES_FD = 1u << 9,		/* returns a new descriptor */
	SDT_FORK = 1u << 10,		/* makes a process or thread */
	SDT_SOCKETCALL = 1u << 11,	/* i386 socketcall multiplexer */
	SDT_IPC = 1u << 12,		/* i386 ipc multiplexer */
	/* may install a seccomp filter or strict mode */
	SDT_SECCOMP = 1u << 13,		/* seccomp */
	SDT_PRCTL = 1u << 14,		/* prctl */
	SDT_UNSHARE = 1u << 15,		/* unshare */
	SDT_SOCKET = 1u << 16,		/* its first descriptor must be a socket */
	SDT_RESTART = 1u << 17,		/* restart_syscall */
};
/* The SDT_* bits of sd; 0 for NULL. */
static inline unsigned sd_traits(const struct sysdesc *sd)
{
	return sd ? sd->traits : 0;
}
/* What the tracer asks of the decoders: decode/decode.h. */

#endif
