/* The ABI-notes engine: rules evaluated at syscall entry and exit.
 *
 * A note says what the kernel really did with a call where that differs
 * from what a reader of the call would assume. The rules are data
 * (syscalls/rules.list), the texts too (doc/notes/<id>.txt); both are
 * compiled in by syscalls/gen/genrules.awk. */
#ifndef ABT_NOTES_H
#define ABT_NOTES_H

#include "abitrace.h"

/* ---- hooks the tracing loop calls ----------------------------------- */

void notes_entry(struct tcb *tcp);
void notes_exit(struct tcb *tcp);
/* The thread died inside its current (shown) call, which has no exit:
 * status as waitpid gives it. Run before the line is completed. */
void notes_died(struct tcb *tcp, int status);
/* Calls that are filtered out still feed the stateful trackers. */
void notes_entry_hidden(struct tcb *tcp);
void notes_exit_hidden(struct tcb *tcp);
/* Prints the notes of the call that just completed (after its line). */
void notes_print(struct tcb *tcp);
/* Process lifetime: fork copies the trackers, exec drops close-on-exec
 * descriptors. */
void notes_fork(struct tcb *parent, struct tcb *child);
void notes_exec(struct tcb *tcp);
/* Frees a thread's per-call notes (tcb_free calls it). */
void notes_free_call(void *call);

/* ---- the notes of the current call, for output writers ------------- *
 *
 * Valid from notes_exit() (which runs before out_syscall_exit) until the
 * thread's next syscall entry. A JSON writer iterates:
 *
 *	for (unsigned i = 0; i < notes_count(tcp); i++) {
 *		const struct note *n = notes_get(tcp, i);
 *		... n->id, n->severity, n->message ...
 *	}
 *
 * All strings are NUL-terminated, printable ASCII (tracee bytes in them
 * are escaped) and owned by the engine. */
struct note {
	const char *id;		/* "range-expanded", ... (doc/notes/<id>.txt) */
	const char *severity;	/* "info", "warning" or "error" */
	const char *message;	/* one line, without the "note[id]: " prefix */
	const char *src;	/* man page reference, "mlock(2) NOTES" */
	bool has_range;		/* the memory range the kernel acted on */
	uint64_t start, end;	/* [start, end): end is exclusive */
	uint64_t req_start, req_len;	/* what the call asked for */
	uint64_t page_size;	/* the pages of the range (0: the base page) */
	bool has_bits;		/* the flag bits the note is about */
	uint64_t bits;
	uint64_t mask;		/* the bits that count (known, or can act) */
	const char *mask_label;	/* "known" or "allowed" (--pictures) */
	const char *bits_label;	/* "ignored", "rejected" or "dropped" */
	/* Call site: innermost frame outside libc/ld.so/system libraries;
	 * site_func/site_file NULL and site_line 0 when unknown. */
	const char *site_func, *site_file;
	int site_line;
	bool site_is_system;	/* only system libraries on the stack */
};

unsigned notes_count(const struct tcb *tcp);
const struct note *notes_get(const struct tcb *tcp, unsigned i);

/* ---- options --------------------------------------------------------- */

/* --notes=none|all|ID,...,!ID; dies with a one-line error on an unknown
 * id. Default: every note of severity warning and above. */
void notes_select(const char *spec);
/* --list-notes, --explain ID: print and return the exit status. */
int notes_list(FILE *f);
int notes_explain(FILE *f, const char *id);
/* --lint: the ABI report, printed at exit. */
void notes_report(FILE *f);

#endif
