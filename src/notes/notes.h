/* The ABI-notes engine: rules evaluated at syscall entry and exit.
 *
 * A note says what the kernel really did with a call where that differs
 * from what a reader of the call would assume. The rules are data
 * (syscalls/rules.list), the texts too (doc/notes/<id>.txt); both are
 * compiled in by syscalls/gen/genrules.awk. */
#ifndef ABT_NOTES_H
#define ABT_NOTES_H

#include "abitrace.h"
#include "output/view.h"

/* ---- hooks the tracing loop calls ----------------------------------- */

void notes_entry(struct tcb *tcp);
void notes_exit(struct tcb *tcp);
/* The thread died inside its current (shown) call, which has no exit:
 * status as waitpid gives it. Run before the line is completed. */
void notes_died(struct tcb *tcp, int status);
/* Calls that are filtered out still feed the stateful trackers. */
void notes_entry_hidden(struct tcb *tcp);
void notes_exit_hidden(struct tcb *tcp);
/* Whether a hidden call's exit must be read for the notes' trackers
 * and rules; when not, the tracer restarts it unread and calls
 * notes_exit_skipped instead of notes_exit_hidden. */
bool notes_exit_wanted(struct tcb *tcp);
void notes_exit_skipped(struct tcb *tcp);
/* Under abitrace's seccomp filter the calls outside the traced set
 * never stop: the trackers see only part of what the program did, and
 * a note must not conclude from what they did not see. */
void notes_calls_filtered(void);
bool notes_saw_every_call(void);
/* Process lifetime: fork copies the trackers, exec drops close-on-exec
 * descriptors. */
void notes_fork(struct tcb *parent, struct tcb *child);
void notes_exec(struct tcb *tcp);
/* A refused call whose note waits for the thread's next call (a
 * feature probe falls back there): the tracer holds the call's end
 * until then, and calls notes_next_call at that call's entry stop with
 * its number and arguments in tcp (next_call true), or before any other
 * event of the thread, its death or detach (false). No note is lost. */
bool notes_held(const struct tcb *tcp);
void notes_next_call(struct tcb *tcp, bool next_call);
/* Frees a thread's per-call notes (tcb_free calls it). */
void notes_free_call(struct note_task *call);

/* ---- the notes of the current call ---------------------------------- *
 *
 * Valid from notes_exit() until the thread's next syscall entry: an
 * array of struct note (output/view.h), handed to the backends with the
 * call. */
unsigned notes_count(const struct tcb *tcp);
const struct note *notes_of(const struct tcb *tcp);

/* ---- options --------------------------------------------------------- */

/* --notes=none|all|ID,...,!ID; dies with a one-line error on an unknown
 * id. Default: every note of severity warning and above. */
void notes_select(const char *spec);
/* --list-notes, --explain ID: print and return the exit status. */
int notes_list(FILE *f);
int notes_explain(FILE *f, const char *id);
/* --lint, --abi-report, --seccomp-profile: the report of the run,
 * handed to the backends at exit. */
void notes_report(void);
/* At the end of the run: the notes counted rather than shown (the
 * dynamic loader's own mapping calls), handed to the backends in one
 * summary when there were any. */
void notes_summary(void);
/* --suppress=FILE (repeatable; "none": not the per-user default
 * file): dies with "FILE:LINE: what" on a bad line. notes_suppress_ready
 * reads the default file, after the options, before tracing starts.
 * --gen-suppressions: entries for the notes shown, on stderr at the
 * end (suppress.c, doc/suppressions.md). */
void notes_suppress_option(const char *arg);
void notes_suppress_ready(void);
void notes_gen_suppressions(void);
/* Back to no suppressions (options_reset, for the options fuzzer). */
void notes_suppress_reset(void);
/* cfg: the options, read-only (--lint). */
void notes_init(const struct options *cfg);

/* ---- the ABI report of the run (abi.c) ------------------------------- */

/* Whether an option wants it: --abi-report, --lint, --seccomp-profile. */
bool abi_wanted(void);
/* Every call the program makes, shown or filtered out: its entry, and
 * its exit when it has one (after TCB_ABI_SEEN). */
void abi_entry(struct tcb *tcp);
void abi_exit(struct tcb *tcp);
struct abi_view;
const struct abi_view *abi_view(void);
/* --abi-report=verify: what to try. The calls of the run newer than
 * their ABI (the ones that set its minimum kernel), each failing with
 * ENOSYS; and the constants newer than their call that a kernel
 * without them refuses (a `reject` flags rule with versions= of the
 * constant's set: memfd_create's MFD_NOEXEC_SEAL, EINVAL), each call
 * passing one failing with that errno (-e inject=...:bits=@argN=MASK). */
struct abi_verify_try {
	const char *call;
	const char *constant;	/* NULL: the call itself, ENOSYS */
	unsigned arg;		/* 1..7: the argument holding the constant */
	uint64_t bits;		/* its value */
	bool equal;		/* an enumerated one: the argument is it */
	int err;		/* the errno to inject */
};
unsigned abi_verify_tries(struct abi_verify_try *t, unsigned max);
/* What a run with t injected did: same says it ended as this run did
 * (status: its exit status), fallback is the call its thread made
 * instead (a name of the syscall tables, or NULL). */
void abi_verify_result(const struct abi_verify_try *t, bool same,
		       int status, const char *fallback);

#endif
