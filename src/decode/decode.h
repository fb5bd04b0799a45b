/* The decoders as the tracer (trace/) and main.c see them: a call's
 * entry and exit, the filters of -e, the signal line and the -e
 * read=/write= dumps. The printers' own interface is printers.h. */
#ifndef ABITRACE_DECODE_H
#define ABITRACE_DECODE_H

#include "abitrace.h"
#include "decode/ioctl_state.h"

struct pctx;

/* What a call's printers keep from its entry for its exit or for its
 * return value's printer (dec_task.ret_data, zeroed at each entry):
 * one member for each decoder that keeps something, so each says what
 * it stores. A call uses one member. */
union dec_ret_data {
	/* poll, ppoll (desc.c): the pollfd array and its count; ppoll's
	 * timeout, shown after the result when timed is set. */
	struct { uint64_t fds, nfds, timed, timeout; } poll;
	/* select, pselect6 (select.c): the in, out and except sets, the
	 * timeout and its layout (TO_*), nfds. */
	struct { uint64_t set[3], timeout, layout, nfds; } select;
	uint64_t thread_area;	/* set_thread_area: the user_desc (process.c) */
	uint64_t shmat_raddr;	/* ipc(SHMAT): where the address goes (ipc.c) */
	uint64_t ptrace_len;	/* the length the entry passed (ptrace.c) */
	/* bpf (ebpf.c): the log or info length the entry passed, and
	 * whether it was read; open: the entry left the attribute's
	 * struct open for the fields the kernel writes (FOUT). */
	struct { uint64_t len, known, open; } bpf;
	/* recvmsg (net.c): msg_namelen at entry plus one, 0 when
	 * unreadable: the kernel overwrites it. */
	uint64_t namelen1;
	/* io_uring (io_uring.c): the entry showed the argument whole. */
	uint64_t uring_shown;
	/* ioctl: a member for each request family, and whether the exit
	 * half is wanted (ioctl_state.h). */
	struct ioctl_state ioctl;
};

/* How a thread's current call is being decoded (tcb.dec): made with the
 * thread, reset at each call's entry. Only decode/ and the tracer's
 * bookkeeping (an execve's take-over) touch it. */
struct dec_task {
	unsigned char style;		/* STYLE_* of the current call */
	unsigned char nprinted;		/* arguments printed so far */
	unsigned char first_out;	/* index of first exit-phase argument */
	bool sep_done;			/* ", " before first_out due: decode_exit writes it */
	/* Set by an entry printer when the return value has a meaning of
	 * its own (fcntl(F_GETFL) flags, poll's revents): prints the
	 * successful return value instead of the plain number, with the
	 * words the printers left in ret_data (decode/printers.h). */
	int (*ret_fn)(const struct pctx *c, int64_t rval,
		      const union dec_ret_data *d);
	union dec_ret_data ret_data;
	/* Input arguments that follow an output one, rendered at entry
	 * (the kernel may change what they point to) and copied into the
	 * line at exit: bit i of pre_mask, text in pre. */
	struct strbuf pre;
	uint32_t pre_start[MAX_ARGS], pre_end[MAX_ARGS];
	unsigned char pre_mask, pre_skip;
	/* The word an output argument points to, read at entry (bit i of
	 * peeked: argument i), for value-result arguments printed at exit
	 * as "[in => out]". */
	uint32_t peek[MAX_ARGS];
	unsigned char peeked;
	/* ipc() shown as the call it carries (TCB_DEMUXED): its number. */
	unsigned char demux_call;
	/* The last call that failed with ERESTART_RESTARTBLOCK, set by
	 * trace/loop.c: the one a restart_syscall resumes. */
	const struct sysdesc *interrupted_sd;
};

/* The tracer makes the record, zeroed, with the thread's; this frees
 * what hangs off it. */
void dec_task_release(struct dec_task *d);

/* i386's socketcall: the call it stands for, with that call's
 * arguments read from the tracee in place of the multiplexer's. */
void decode_demux(struct tcb *tcp);
/* Whether a multiplexer (socketcall, ipc) carries a call that -e trace=
 * shows: seccomp must then stop on the multiplexer. */
bool demux_traced(const struct sysdesc *mux);
const struct sysdesc *sysdesc_by_name(const char *name);
void decode_entry(struct tcb *tcp);
void decode_exit(struct tcb *tcp);
void decode_noreturn(struct tcb *tcp);
/* The same for the leader's call when another thread's execve replaced
 * it: strace shows " <unfinished ...>) = ?" when output arguments were
 * still to come. */
void decode_superseded(struct tcb *tcp);
bool syscall_is_traced(const struct tcb *tcp);
/* -e read=SET, -e write=SET (which: 'r', 'w'): the hex dumps. */
void dump_parse(int which, const char *spec);
/* At a call's exit: the hex dump lines of the data it read or wrote,
 * when asked for (NULL: none); *len gets their length. */
const char *dump_io(struct tcb *tcp, size_t *len);
bool signal_is_traced(int sig);
/* A signal stop, "--- SIGCHLD {...} ---" (syscall.c). */
void print_signal(struct tcb *tcp, const siginfo_t *si);
/* The printers follow cfg (-s, -v, -x, ...). */
void decode_init(const struct options *cfg);

#endif
