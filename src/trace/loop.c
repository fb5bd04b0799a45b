/* The ptrace event loop: wait for a stop, decide what kind it is, act,
 * restart the tracee.
 *
 * Every tracee is seized (PTRACE_SEIZE), which gives us PTRACE_LISTEN
 * for group-stops and PTRACE_INTERRUPT for detaching a running thread.
 * Syscall stops are read with one PTRACE_GET_SYSCALL_INFO call, which
 * also says whether the stop is an entry or an exit and which ABI the
 * call used; older kernels fall back to reading registers. The exit of
 * a hidden call that nothing reads is not read at all (exit_unread). */
#include "abitrace.h"
#include "trace/task.h"
#include "trace/trace.h"
#include "trace/ownfilter.h"
#include "core/bpf.h"
#include "trace/seccomp.h"
#include "notes/notes.h"
#include "output/output.h"
#include "unwind/stacktrace.h"
#include "decode/filter.h"
#include "trace/inject.h"
#include "trace/pathtrace.h"
#include "decode/decode.h"
#include "arch/arch.h"

#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/wait.h>
#include <unistd.h>


struct trace_state trace;

static bool have_syscall_info = true;

/* Hidden switches that force the fallback paths, so that the test suite
 * exercises them on kernels where the fast paths work. */
void trace_init(const struct options *cfg, void (*child_setup)(void))
{
	const char *e = getenv("ABITRACE_NO_SYSCALL_INFO");

	if (e && *e && strcmp(e, "0"))
		have_syscall_info = false;
	trace.cfg = cfg;
	trace.child_setup = child_setup;
	trace_raise_nofile();
	mem_init();
	startmain_init(cfg);
	sc_chain_hook = ownfilter_chain;
#ifdef ENABLE_STACKTRACE
	proc_free_unwind = unwind_proc_free;
#endif
}

/* How a tracee continues after a stop: PTRACE_SYSCALL to see the next
 * syscall, or PTRACE_CONT when a seccomp filter tells us which syscalls
 * to stop at and the thread is not inside one we trace. The filter is
 * per thread (-p tracees have none), and a thread counts as filtered
 * from its first seccomp stop on, or from its creation by a filtered
 * parent: until then PTRACE_SYSCALL is always correct, only slower.
 * The launched child, if its filter was refused, never has a seccomp
 * stop and is traced with PTRACE_SYSCALL throughout. */
static int restart_request(const struct tcb *tcp)
{
	if (tcp->tr->silent)
		return PTRACE_CONT;
	if ((tcp->flags & TCB_SECCOMP) && !(tcp->flags & TCB_INSYSCALL))
		return PTRACE_CONT;
	return PTRACE_SYSCALL;
}

void trace_restart(struct tcb *tcp, int sig)
{
	mem_cache_drop();
	if (ptrace(restart_request(tcp), tcp->tid, 0, sig) < 0 &&
	    errno != ESRCH)
		warnx_("cannot restart %d: %s", tcp->tid, strerror(errno));
}

static bool is_exec_name(const struct sysdesc *sd)
{
	return sd_traits(sd) & SDT_EXEC;
}

/* caller calls ptrace(req, pid) without -f, under our filter (which
 * sends ptrace to us for this): a PTRACE_TRACEME of a task we follow
 * silently, or an attach to one, fails with EPERM only because we hold
 * the target. Letting it go is no way out: it keeps our filter, whose
 * calls fail with ENOSYS under a tracer that did not ask for seccomp
 * stops (PTRACE_O_TRACESECCOMP), as under none. The program that calls
 * ptrace() itself is traced without the filter (seccomp.c); this is
 * for one that only gets there later (a script running a debugger, a
 * static program without symbols): say it, once, on stderr. */
static void ptrace_conflict(struct tcb *caller, uint64_t req, uint64_t pid)
{
	static bool said;
	struct tcb *target;
	const char *what;

	switch ((uint32_t)req) {
	case PTRACE_TRACEME:
		target = caller;
		what = "PTRACE_TRACEME";
		break;
	case PTRACE_ATTACH:
	case PTRACE_SEIZE:
		target = tcb_lookup((pid_t)pid);
		what = (uint32_t)req == PTRACE_ATTACH ? "PTRACE_ATTACH" :
			"PTRACE_SEIZE";
		break;
	default:
		return;
	}
	if (said || !target || !target->tr->silent)
		return;
	said = true;
	if (target == caller)
		fprintf(stderr, "%s: pid %d: ptrace(%s) fails (EPERM): "
			"abitrace follows it for its seccomp filter, which "
			"children inherit without -f; run with "
			"--no-silent-follow\n", progname, caller->tid, what);
	else
		fprintf(stderr, "%s: pid %d: ptrace(%s, %d) fails (EPERM): "
			"abitrace follows pid %d for its seccomp filter, "
			"which children inherit without -f; run with "
			"--no-silent-follow\n", progname, caller->tid, what,
			target->tid, target->tid);
}

/* A stop of a silent tracee (trace_task.silent): it is there only so
 * that the calls our filter sends to a tracer run, so it goes on as it
 * would untraced. Its signals are delivered and its group-stops kept
 * (PTRACE_LISTEN, as for shown tracees); its children are followed
 * silently too; its execve by a thread that is not the leader takes
 * the leader's id, and the thread's own is gone. Nothing is shown,
 * counted or noted. */
static void note_personality(struct tcb *tcp)
{
	if (tcp->pers == tcp->tr->last_pers)
		return;
	tcp->tr->last_pers = tcp->pers;
	if (trace.cfg->quiet & QUIET_PERSONALITY)
		return;
	out_message(tcp, "[ Process PID=%d runs in %s mode. ]", tcp->tid,
		    pers_of(tcp)->mode);
}

/* The call's end, with what the layers above the line add to it: its
 * notes and its stack. after_line: its exit stop, where the text shows
 * them under the line (not a thread that died in the call); died_notes:
 * the thread died in the call and its death made notes, shown too. */
static void show_exit(struct tcb *tcp, bool after_line, bool died_notes)
{
	struct call_extra x = { 0 };

	x.nnotes = notes_count(tcp);
	x.notes = x.nnotes ? notes_of(tcp) : NULL;
	if (trace.cfg->stacktrace) {
		x.has_stack = true;
		x.frames = stack_frames(tcp, &x.nframes, &x.stack_error);
		x.stack_cut = stack_cut(tcp);
	}
	x.after_line = after_line;
	x.died_notes = died_notes;
	/* The tracee's page size (its AT_PAGESZ), for --pictures. */
	if (x.nnotes)
		x.page_size = proc_page_size(tcp);
	if (after_line)
		x.dump = dump_io(tcp, &x.dump_len);
	out_syscall_exit(tcp, &x);
}

/* Swaps the registers of the held call with the thread's current ones. */
static void swap_held(struct tcb *tcp)
{
	uint64_t args[MAX_ARGS], scno = tcp->call.scno;
	uint64_t ip = tcp->regs.ip, sp = tcp->regs.sp;
	unsigned char pers = tcp->pers;
	struct held_regs *h = tcp->tr->held;

	/* Either way, regs are then not both the thread's now. */
	tcp->flags &= ~TCB_REGS_NOW;
	memcpy(args, tcp->call.args, sizeof(args));
	memcpy(tcp->call.args, h->args, sizeof(args));
	tcp->call.scno = h->scno;
	tcp->regs.ip = h->ip;
	tcp->regs.sp = h->sp;
	tcp->pers = h->pers;
	memcpy(h->args, args, sizeof(args));
	h->scno = scno;
	h->ip = ip;
	h->sp = sp;
	h->pers = pers;
}

/* A call whose note waits for the thread's next call (a feature probe,
 * src/notes/probe.c): its end is shown when that call comes. */
static void hold_exit(struct tcb *tcp)
{
	struct held_regs *h = tcp->tr->held;

	if (!h)
		h = tcp->tr->held = xmalloc(sizeof(*h));
	tcp->flags |= TCB_EXIT_HELD;
	memcpy(h->args, tcp->call.args, sizeof(tcp->call.args));
	h->scno = tcp->call.scno;
	h->ip = tcp->regs.ip;
	h->sp = tcp->regs.sp;
	h->pers = tcp->pers;
}

/* Shows the held call's end. next_call: the thread is at its next
 * call's entry, whose number and arguments are in tcp (the notes judge
 * it); else another event came first, and the note stays a warning.
 * Every event of the thread comes here first: no call is hidden. */
void trace_release_exit(struct tcb *tcp, bool next_call)
{
	if (!(tcp->flags & TCB_EXIT_HELD))
		return;
	tcp->flags &= ~TCB_EXIT_HELD;
	notes_next_call(tcp, next_call);
	if (trace.cfg->count == 1)
		return;
	swap_held(tcp);
	show_exit(tcp, true, false);
	swap_held(tcp);
}

/* exit and exit_group never come back: their line is completed with
 * "= ?" at once, as strace does, instead of staying open until the
 * thread's death is reported. The rest of the call is then hidden. */
static void finish_noreturn(struct tcb *tcp)
{
	if (trace.cfg->count && trace.cfg->count != 2)
		return;
	decode_noreturn(tcp);
	show_exit(tcp, false, false);
	tcp->flags |= TCB_HIDDEN;
}

/* -e status=: whether a finished call is one of the statuses asked for
 * (successful, failed); the others are neither shown nor counted. */
static bool status_wanted(const struct tcb *tcp)
{
	unsigned st = tcp->call.err ? STATUS_FAILED : STATUS_SUCCESSFUL;

	return !trace.cfg->status_mask || (trace.cfg->status_mask & st);
}

/* -e status=, -z, -Z: a filter that leaves some statuses out. */
static bool status_filtered(void)
{
	unsigned m = trace.cfg->status_mask;

	return m && (m & STATUS_ALL) != STATUS_ALL;
}

/* --syscall-limit counts the calls the filters let through: the trace
 * set and -P (hidden calls never come here) and --status, -z, -Z. At
 * the limit, trace_run lets every tracee go. */
static void limit_count(const struct tcb *tcp)
{
	if (!trace.cfg->syscall_limit || !status_wanted(tcp))
		return;
	if (++trace.ncaptured >= trace.cfg->syscall_limit)
		trace.limit_reached = true;
}

/* -c's table counts the calls that -e status= lets through, as strace
 * has done since 6.3: with --status=failed, the failed calls only. */
static void count_if_wanted(struct tcb *tcp)
{
	if (status_wanted(tcp))
		count_syscall(tcp);
}

/* -c alone prints only the table: no line to decode, no note to show. */
static bool count_only(void)
{
	return trace.cfg->count == 1 && !trace.cfg->lint;
}

/* -e verbose=: the structures of a call outside the set are not read
 * (src/core/mem.c reads none for the printers), so they show as
 * addresses. -e abbrev= and raw= the printers take from tcp->dec->style. */
static void apply_style(struct tcb *tcp)
{
	mem_structs_hidden = !(tcp->dec->style & STYLE_VERBOSE);
}

static void end_style(void)
{
	mem_structs_hidden = false;
}

/* -b execve: the program's own exec lets it go. */
static void detach_at_exec(struct tcb *tcp)
{
	if (ptrace(PTRACE_DETACH, tcp->tid, 0, 0) < 0 && errno != ESRCH)
		warnx_("cannot detach from %d: %s", tcp->tid,
		       strerror(errno));
	if (!(trace.cfg->quiet & QUIET_ATTACH))
		fprintf(stderr, "%s: Process %d detached\n", progname,
			tcp->tid);
	if (tcp->tid == trace.main_pid)
		trace.main_pid = 0;
	process_exited(tcp);
	tcb_free(tcp);
}

/* Returns false when the thread is gone (-b execve). */
static bool syscall_enter(struct tcb *tcp)
{
	tcp->flags |= TCB_INSYSCALL;
	tcp->flags &= ~TCB_HIDDEN;
	tcp->call.inj.how = 0;
	tcp->call.inj.rule = -1;
	tcp->call.sd = syscall_desc(tcp->pers, tcp->call.scno);
	/* -d: a number no table names (shown as syscall_0x...), in the
	 * words strace -d uses, which its tests (nsyscalls-d) match. */
	if (!tcp->call.sd)
		debug_msg("pid %d invalid syscall %#llx", tcp->tid,
			  (unsigned long long)tcp->call.scno);
	tcp->flags &= ~TCB_DEMUXED;
	decode_demux(tcp);

	/* The launched child runs a few calls of ours before its execve;
	 * the trace starts at that execve, as users expect. */
	bool first_exec = false;

	if (tcp->flags & TCB_SKIP_FIRST_EXEC) {
		if (!is_exec_name(tcp->call.sd)) {
			tcp->flags |= TCB_HIDDEN;
			return true;
		}
		tcp->flags &= ~TCB_SKIP_FIRST_EXEC;
		first_exec = true;
	} else if (trace.cfg->detach_on_execve && is_exec_name(tcp->call.sd)) {
		/* The execve is shown, cut where we let go: "execve(...,
		 * NULL <detached ...>", as strace shows it. */
		if (syscall_is_traced(tcp) && pathtrace_match(tcp) &&
		    !count_only() && trace.cfg->count != 1) {
			tcp->dec->style = (unsigned char)filter_call_style(tcp);
			apply_style(tcp);
			decode_entry(tcp);
			end_style();
			out_syscall_entry(tcp);
			out_syscall_abandon(tcp);
		}
		detach_at_exec(tcp);
		return false;
	}
	/* The ABI report and the seccomp profile count every call the
	 * program makes, whatever the trace shows. */
	if (abi_wanted())
		abi_entry(tcp);
	/* A filter of the program's own changes how it must be traced,
	 * whether the call is shown or not. */
	if (sd_traits(tcp->call.sd) & (SDT_SECCOMP | SDT_PRCTL))
		ownfilter_entry(tcp);
	if (trace.silent_follow && seccomp_is_ptrace(tcp->call.sd))
		ptrace_conflict(tcp, tcp->call.args[0], tcp->call.args[1]);
	if (!syscall_is_traced(tcp) || !pathtrace_match(tcp)) {
		tcp->flags |= TCB_HIDDEN;
		notes_entry_hidden(tcp);
		return true;
	}
	/* --start-at=main: hidden like a call outside the trace set until
	 * main is on the stack (the execve that starts the program is not
	 * yet the program's, and is not walked). */
	if (startmain_pending() && (first_exec || !startmain_reached(tcp))) {
		tcp->flags |= TCB_HIDDEN;
		notes_entry_hidden(tcp);
		return true;
	}
	/* Only shown calls announce a change of personality, so that
	 * the trace does not depend on which hidden calls stopped (with
	 * a seccomp filter, none do). */
	note_personality(tcp);
	/* The execve that starts the program is ours, not the program's:
	 * -e inject=all must not keep it from starting. */
	if (!first_exec)
		inject_entry(tcp);
	if (trace.cfg->Tflag || trace.cfg->count)
		clock_gettime(CLOCK_MONOTONIC, &tcp->call.times.entry_ts);
	tcp->call.times.entry_stime_ns = trace.event_stime_ns;
	if (count_only())
		return true;
	tcp->dec->style = (unsigned char)filter_call_style(tcp);
	apply_style(tcp);
	decode_entry(tcp);
	end_style();
	if (trace.cfg->stacktrace)
		stack_capture(tcp);
	notes_entry(tcp);
	if (trace.cfg->count != 1)
		out_syscall_entry(tcp);
	/* An injected error makes even exit_group return. */
	if (tcp->call.sd && tcp->call.sd->ret == RET_NONE &&
	    !(tcp->call.inj.how & INJ_RETURN))
		finish_noreturn(tcp);
	return true;
}

/* Without -f and without the filter, the children the program made
 * with CLONE_PARENT, which are ours but not traced: their ends are
 * told as an unknown pid's (on_exited). The tracer's other children
 * (an -o pipe's command) are not in it. Silent ones are marked
 * instead (trace_task.our_child). */
static pid_t parent_children[64];
static unsigned nparent_children;
/* A child can end before its parent's clone returns to us: the last
 * few ends of pids we did not know, or of silent tasks not yet
 * marked, to match with the clone then. */
static pid_t gone[16];
static unsigned ngone;

static void exit_of_unknown(pid_t tid);

static void note_gone(pid_t tid)
{
	gone[ngone++ % ARRAY_SIZE(gone)] = tid;
}

static bool take_gone(pid_t tid)
{
	for (unsigned i = 0; i < ARRAY_SIZE(gone) && i < ngone; i++) {
		if (gone[i] == tid) {
			gone[i] = 0;
			return true;
		}
	}
	return false;
}

static void note_clone_parent(struct tcb *tcp)
{
	pid_t child;

	if (trace.cfg->follow_forks || trace.silent_follow || tcp->call.err ||
	    (int64_t)tcp->call.rval <= 0 ||
	    !(sd_traits(tcp->call.sd) & (SDT_CLONE | SDT_CLONE3)) ||
	    (parent_clone_flags(tcp) & (CLONE_PARENT | CLONE_THREAD)) !=
	    CLONE_PARENT)
		return;
	child = (pid_t)tcp->call.rval;
	if (take_gone(child))
		exit_of_unknown(child);
	else if (nparent_children < ARRAY_SIZE(parent_children))
		parent_children[nparent_children++] = child;
}

/* Whether tid is one of those, forgotten now. */
static bool take_parent_child(pid_t tid)
{
	for (unsigned i = 0; i < nparent_children; i++) {
		if (parent_children[i] != tid)
			continue;
		parent_children[i] = parent_children[--nparent_children];
		return true;
	}
	return false;
}

/* The first stop of a thread we attached to (-p) in a call that the
 * attach interrupted comes before the kernel turns the call into
 * restart_syscall: its number is still in the registers, with
 * ERESTART_RESTARTBLOCK as its result, so restart_syscall can name the
 * call it resumes. Nothing else of the reading is kept. */
static void note_interrupted_at_attach(struct tcb *tcp)
{
	unsigned char pers = tcp->pers;

	if (arch_get_syscall_entry(tcp) == 0 &&
	    arch_get_syscall_exit(tcp) == 0 && tcp->call.err == 516 &&
	    (int64_t)tcp->call.scno >= 0)
		tcp->dec->interrupted_sd = syscall_desc(tcp->pers,
							 tcp->call.scno);
	tcp->pers = pers;
	tcp->call.err = 0;
	tcp->call.rval = 0;
}

static void syscall_exit(struct tcb *tcp)
{
	struct tcb_times *t;

	note_clone_parent(tcp);
	tcp->flags &= ~TCB_INSYSCALL;
	/* ERESTART_RESTARTBLOCK: the kernel resumes the call after the
	 * signal handler with restart_syscall, which names it; a
	 * restart_syscall interrupted in turn still resumes that call. */
	if (tcp->call.err == 516 && !(sd_traits(tcp->call.sd) & SDT_RESTART))
		tcp->dec->interrupted_sd = tcp->call.sd;
	if (ownfilter_installing(tcp))
		ownfilter_exit(tcp);
	if ((tcp->flags & (TCB_ABI_SEEN | TCB_HIDDEN)) ==
	    (TCB_ABI_SEEN | TCB_HIDDEN))
		abi_exit(tcp);
	if (tcp->flags & TCB_HIDDEN) {
		notes_exit_hidden(tcp);
		after_syscall_hooks(tcp);
		return;
	}
	if (trace.cfg->Tflag || trace.cfg->count)
		clock_gettime(CLOCK_MONOTONIC, &tcp->call.times.exit_ts);
	t = &tcp->call.times;
	t->call_stime_ns = trace.event_stime_ns > t->entry_stime_ns ?
		trace.event_stime_ns - t->entry_stime_ns : 0;
	inject_exit(tcp);
	/* The ABI report sees the result the program saw: an injected
	 * EINVAL is a refused flag (--abi-report=verify's runs), not the
	 * ENOSYS of the number -1 that stood in for the call. */
	if (tcp->flags & TCB_ABI_SEEN)
		abi_exit(tcp);
	if (count_only()) {
		count_if_wanted(tcp);
		limit_count(tcp);
		after_syscall_hooks(tcp);
		return;
	}
	apply_style(tcp);
	decode_exit(tcp);
	end_style();
	if (trace.cfg->count)
		count_if_wanted(tcp);
	notes_exit(tcp);
	if (notes_held(tcp))
		hold_exit(tcp);
	else if (trace.cfg->count != 1)
		show_exit(tcp, true, false);
	tcp->tr->exit_held = false;
	limit_count(tcp);
	after_syscall_hooks(tcp);
}

static bool read_syscall_info(struct tcb *tcp, bool *entering)
{
	struct __ptrace_syscall_info si;
	long r;

	tcp->flags &= ~TCB_REGS_NOW;
	if (!have_syscall_info)
		goto fallback;
	trace.nregreads++;
	r = ptrace(PTRACE_GET_SYSCALL_INFO, tcp->tid, sizeof(si), &si);
	if (r < 0) {
		if (errno == ESRCH)
			return false;
		debug_msg("PTRACE_GET_SYSCALL_INFO fails (%s): reading "
			  "registers", strerror(errno));
		have_syscall_info = false;
		goto fallback;
	}
	switch (si.op) {
	case PTRACE_SYSCALL_INFO_ENTRY:
	case PTRACE_SYSCALL_INFO_SECCOMP:
		*entering = true;
		tcp->call.scno = si.entry.nr;
		tcp->pers = (unsigned char)arch_personality(si.arch,
							     &tcp->call.scno);
		for (int i = 0; i < MAX_ARGS; i++)
			tcp->call.args[i] = si.entry.args[i];
		tcp->regs.ip = si.instruction_pointer;
		tcp->regs.sp = si.stack_pointer;
		tcp->flags |= TCB_REGS_NOW;
		return true;
	case PTRACE_SYSCALL_INFO_EXIT:
		*entering = false;
		/* regs keep the entry's (-i, the held call's); they are
		 * this stop's too unless the call moved them (execve,
		 * rt_sigreturn). */
		if (si.instruction_pointer == tcp->regs.ip &&
		    si.stack_pointer == tcp->regs.sp)
			tcp->flags |= TCB_REGS_NOW;
		tcp->call.rval = si.exit.rval;
		tcp->call.err = si.exit.is_error ? (int)-si.exit.rval : 0;
		return true;
	default:
		return false;
	}
fallback:
	trace.nregreads++;
	*entering = !(tcp->flags & TCB_INSYSCALL);
	if (*entering)
		return arch_get_syscall_entry(tcp) == 0;
	return arch_get_syscall_exit(tcp) == 0;
}

/* Whether the exit of the hidden call tcp just entered can go unread:
 * nothing of syscall_exit's hidden path or its hooks needs its result.
 * Readers: the ABI report, the program's own filter installs, clone
 * results without -f (note_clone_parent), exec, -k's cache, the call a
 * shown restart_syscall resumes (err 516), and the notes' trackers and
 * rules. Hidden calls are not counted, injected or limited. */
static bool exit_unread(struct tcb *tcp)
{
	static const struct sysdesc *restart_sd;
	const struct sysdesc *sd = tcp->call.sd;

	if (!sd || (tcp->flags & TCB_ABI_SEEN) || ownfilter_installing(tcp))
		return false;
	if (sd_traits(sd) & (SDT_CLONE | SDT_CLONE3 | SDT_EXEC | SDT_RESTART))
		return false;
	if (stacktrace_needs_syscall(sd))
		return false;
	if (!restart_sd)
		restart_sd = sysdesc_by_name("restart_syscall");
	if (!restart_sd || filter_desc_traced(restart_sd))
		return false;
	return !notes_exit_wanted(tcp);
}

/* The exit of such a call: what syscall_exit does for it without a
 * read (the entry/exit state comes from TCB_INSYSCALL). */
static void exit_skipped(struct tcb *tcp)
{
	tcp->flags &= ~TCB_INSYSCALL;
	tcp->call.err = 0;
	tcp->call.rval = 0;
	notes_exit_skipped(tcp);
}

/* seccomp_stop: a PTRACE_EVENT_SECCOMP stop. The kernel reports it
 * after the syscall-entry stop of the same call when the thread was
 * restarted with PTRACE_SYSCALL (before its first seccomp stop, or
 * when a signal or event stop came before the call), and alone after
 * PTRACE_CONT. In the first case the call was handled at its entry
 * stop; PTRACE_SYSCALL from here leads to its exit stop either way. */
static void on_syscall_stop(struct tcb *tcp, bool seccomp_stop,
			    bool quiet_exit)
{
	bool entering;

	/* Only a syscall stop right after the hidden entry (no signal,
	 * event or group-stop between, trace_dispatch) is its exit. */
	if (quiet_exit && !seccomp_stop &&
	    (tcp->flags & (TCB_INSYSCALL | TCB_HIDDEN)) ==
	    (TCB_INSYSCALL | TCB_HIDDEN)) {
		exit_skipped(tcp);
		goto restart;
	}
	if (seccomp_stop && (tcp->flags & TCB_INSYSCALL)) {
		if (tcp->tr->filters)
			ownfilter_trace_stop(tcp);
		trace_restart(tcp, 0);
		return;
	}
	if (!read_syscall_info(tcp, &entering)) {
		trace_restart(tcp, 0);
		return;
	}
	/* Seen an exit without its entry (we attached mid-call): the
	 * first full call starts at the next entry. */
	if (!entering && !(tcp->flags & TCB_INSYSCALL)) {
		trace_restart(tcp, 0);
		return;
	}
	if (entering && (tcp->flags & TCB_INSYSCALL) &&
	    !(tcp->flags & TCB_HIDDEN)) {
		/* An entry while we thought the thread was inside a call
		 * (its exit stop was lost): keep the first one. */
		trace_restart(tcp, 0);
		return;
	}
	if (entering) {
		/* Under our seccomp filter the thread ran free since its
		 * last exit: calls outside the traced set may have come
		 * between, so this entry is not known to be its next call
		 * (a refused call followed by its fallback, for the notes'
		 * probes, cannot be told from one followed by others). */
		trace_release_exit(tcp, !(tcp->flags & TCB_SECCOMP));
		if (!syscall_enter(tcp))
			return;
		if ((tcp->flags & TCB_HIDDEN) && exit_unread(tcp))
			tcp->tr->quiet_exit = true;
	} else {
		syscall_exit(tcp);
	}
restart:
	/* A TSYNC install waits at its entry for the other threads of
	 * its process to stop (ownfilter.c restarts it). */
	if (ownfilter_waiting(tcp))
		return;
	/* delay_enter=, delay_exit=: the thread stays in its stop until
	 * its time comes (src/trace/inject.c restarts it). */
	if (inject_holds(tcp))
		return;
	trace_restart(tcp, inject_take_signal(tcp));
}

static void on_signal_stop(struct tcb *tcp, int sig)
{
	siginfo_t si;

	if (ptrace(PTRACE_GETSIGINFO, tcp->tid, 0, &si) < 0) {
		/* No siginfo: a group-stop seen without PTRACE_EVENT_STOP
		 * (cannot happen with SEIZE, kept for safety). */
		trace_restart(tcp, 0);
		return;
	}
	if (trace.cfg->iflag)
		arch_get_ip(tcp);
	if (signal_is_traced(sig) && trace.cfg->count != 1)
		print_signal(tcp, &si);
	trace_restart(tcp, sig);
}

static void on_group_stop(struct tcb *tcp, int sig)
{
	if (signal_is_traced(sig) && trace.cfg->count != 1)
		out_message(tcp, "--- stopped by %s ---", signal_name(sig));
	/* LISTEN keeps the thread stopped, like an untraced process,
	 * while still reporting the SIGCONT that ends the stop. */
	if (ptrace(PTRACE_LISTEN, tcp->tid, 0, 0) < 0 && errno != ESRCH)
		trace_restart(tcp, 0);
}

static void on_new_child(struct tcb *parent, int event)
{
	unsigned long msg = 0;
	struct tcb *child;

	if (ptrace(PTRACE_GETEVENTMSG, parent->tid, 0, &msg) < 0)
		return;
	child = tcb_lookup((pid_t)msg);
	/* Without -f every thread and child but the program's first is
	 * followed only for our filter's sake. CLONE_PARENT makes the
	 * program's child ours: without the filter nobody would trace it
	 * and its end would come to us as an unknown pid's (on_exited).
	 * A child may have ended already. */
	if (trace.silent_follow) {
		bool ours = !parent->tr->silent &&
			    (parent_clone_flags(parent) &
			     (CLONE_PARENT | CLONE_THREAD)) == CLONE_PARENT;

		if (!child && take_gone((pid_t)msg)) {
			if (ours)
				exit_of_unknown((pid_t)msg);
			return;
		}
		if (!child)
			child = tcb_new((pid_t)msg);
		tcb_set_silent(child);
		child->tr->our_child = ours;
		return;
	}
	if (!child)
		child = tcb_new((pid_t)msg);
	child->pers = child->tr->last_pers = parent->pers;
	/* Children of a process we attached to are let go with it. */
	child->flags |= parent->flags & TCB_ATTACHED;
	/* Filters are inherited by every child, ours and the program's. */
	child->flags |= parent->flags & (TCB_SECCOMP | TCB_SC_STEP);
	ownfilter_fork(parent, child);
	child->pid = event == PTRACE_EVENT_CLONE ?
		child_tgid(parent, child->tid) : child->tid;
	process_forked(parent, child);
}

/* The leader's pending call never returns when another thread's execve
 * replaces it: close its line with "= ?" and say why it is gone. The
 * caller's execve line, when still open (the leader printed nothing),
 * says first which id it comes back under, as strace does. */
static void supersede_leader(struct tcb *leader, struct tcb *from, pid_t by)
{
	trace_release_exit(leader, false);
	if (trace.cfg->count)
		return;
	if ((leader->flags & TCB_INSYSCALL) && !(leader->flags & TCB_HIDDEN)) {
		decode_superseded(leader);
		show_exit(leader, false, false);
	}
	out_pid_changed(from, leader->tid);
	leader->tr->exit_held = status_filtered();
	if (!(trace.cfg->quiet & QUIET_THREAD_EXECVE))
		out_message(leader, "+++ superseded by execve in pid %d +++",
			    by);
}

/* execve from a thread that is not the leader: the kernel gives the
 * calling thread the leader's TID and the old leader vanishes. */
static void on_exec(struct tcb *tcp)
{
	unsigned long old = 0;
	struct tcb *from;

	if (ptrace(PTRACE_GETEVENTMSG, tcp->tid, 0, &old) < 0)
		goto done;
	if ((pid_t)old == tcp->tid)
		goto done;
	from = tcb_lookup((pid_t)old);
	if (!from)
		goto done;
	/* A thread followed silently replaced the program: without our
	 * filter nobody would trace what it runs, and the program's
	 * trace would just end with its exit. */
	if (from->tr->silent) {
		tcb_free(from);
		tcp->tr->silent = SILENT_PROGRAM;
		return;
	}
	supersede_leader(tcp, from, (pid_t)old);
	tcb_take_over(tcp, from);
done:
	process_exec(tcp);
}

/* A process we are the parent of but do not show ended: a child the
 * program made with CLONE_PARENT (we are its parent then), which we
 * reap. */
static void exit_of_unknown(pid_t tid)
{
	if (trace.cfg->quiet & QUIET_EXIT)
		return;
	fprintf(stderr, "%s: Exit of unknown pid %d ignored\n", progname,
		tid);
}

static void on_exited(pid_t tid, int status)
{
	struct tcb *tcp = tcb_lookup(tid);

	if (!tcp) {
		if (take_parent_child(tid))
			exit_of_unknown(tid);
		else
			note_gone(tid);
		return;
	}
	if (tcp->tr->silent == SILENT_TASK) {
		if (tcp->tr->our_child)
			exit_of_unknown(tid);
		else
			note_gone(tid);
		tcb_free(tcp);
		return;
	}
	trace_release_exit(tcp, false);
	if ((tcp->flags & TCB_INSYSCALL) && !(tcp->flags & TCB_HIDDEN) &&
	    trace.cfg->count != 1) {
		unsigned had = notes_count(tcp);

		/* What killed it inside the call (its seccomp filter). */
		notes_died(tcp, status);
		decode_noreturn(tcp);
		show_exit(tcp, false, notes_count(tcp) > had);
	}
	if (tid == trace.main_pid)
		trace.main_status = status;
	if (trace.cfg->count != 1 && !(trace.cfg->quiet & QUIET_EXIT) &&
	    !(tcp->tr->exit_held &&
	      !(trace.cfg->status_mask & STATUS_DETACHED)))
		out_exited(tcp, status);
	process_exited(tcp);
	tcb_free(tcp);
}

/* Without -f the only tracees we did not start or attach to are
 * children the program made with CLONE_PTRACE, which the kernel hands
 * to its tracer: let them go at once (their first stop is the SIGSTOP
 * of that attach, which is dropped), as strace does. */
static void let_go_unknown(pid_t tid)
{
	ptrace(PTRACE_DETACH, tid, 0, 0);
	if (!(trace.cfg->quiet & QUIET_ATTACH))
		fprintf(stderr, "%s: Detached unknown pid %d\n", progname,
			tid);
}

/* A silent task's seccomp stop: only its ptrace calls matter. */
static void silent_call(struct tcb *tcp)
{
	bool entering;

	if (!read_syscall_info(tcp, &entering) || !entering)
		return;
	if (seccomp_is_ptrace(syscall_desc(tcp->pers, tcp->call.scno)))
		ptrace_conflict(tcp, tcp->call.args[0], tcp->call.args[1]);
}

static void silent_stop(struct tcb *tcp, int status)
{
	int sig = WSTOPSIG(status), event = (unsigned)status >> 16;
	unsigned long old = 0;
	struct tcb *from;

	switch (event) {
	case 0:
		/* A syscall stop cannot come (PTRACE_CONT only). */
		trace_restart(tcp, sig == (SIGTRAP | 0x80) ? 0 : sig);
		return;
	case PTRACE_EVENT_STOP:
		if (sig != SIGTRAP &&
		    ptrace(PTRACE_LISTEN, tcp->tid, 0, 0) == 0)
			return;
		break;
	case PTRACE_EVENT_FORK:
	case PTRACE_EVENT_VFORK:
	case PTRACE_EVENT_CLONE:
		on_new_child(tcp, event);
		break;
	case PTRACE_EVENT_EXEC:
		if (ptrace(PTRACE_GETEVENTMSG, tcp->tid, 0, &old) == 0 &&
		    (pid_t)old != tcp->tid && (from = tcb_lookup((pid_t)old)))
			tcb_free(from);
		break;
	default:	/* PTRACE_EVENT_SECCOMP: the call runs */
		silent_call(tcp);
		break;
	}
	trace_restart(tcp, 0);
}

/* -d: each event in the terms of wait(2) and ptrace(2). */
static void debug_event(pid_t tid, int status)
{
	if (WIFEXITED(status))
		debug_msg("pid %d exited with %d", tid, WEXITSTATUS(status));
	else if (WIFSIGNALED(status))
		debug_msg("pid %d killed by signal %d", tid, WTERMSIG(status));
	else if (WIFSTOPPED(status))
		debug_msg("pid %d stopped: signal %d%s, event %d", tid,
			  WSTOPSIG(status) & 0x7f,
			  WSTOPSIG(status) & 0x80 ? " (syscall stop)" : "",
			  (unsigned)status >> 16);
}

void trace_dispatch(pid_t tid, int status)
{
	struct tcb *tcp;
	int sig, event;
	bool quiet_exit;

	if (trace.cfg->debug)
		debug_event(tid, status);
	/* Tracees ran since the last event. */
	mem_cache_drop();

	if (WIFEXITED(status) || WIFSIGNALED(status)) {
		on_exited(tid, status);
		return;
	}
	if (!WIFSTOPPED(status))
		return;
	tcp = tcb_lookup(tid);
	if (!tcp && trace.silent_follow) {
		/* A new child's first stop, before its parent's fork
		 * event. */
		tcp = tcb_new(tid);
		tcb_set_silent(tcp);
	}
	if (tcp)
		tcp->flags &= ~TCB_REGS_NOW;	/* read_syscall_info's */
	if (tcp && tcp->tr->silent) {
		silent_stop(tcp, status);
		return;
	}
	if (!tcp) {
		if (!trace.cfg->follow_forks) {
			let_go_unknown(tid);
			return;
		}
		/* A new child reported its first stop before its parent
		 * reported the fork event. */
		tcp = tcb_new(tid);
	}
	sig = WSTOPSIG(status);
	event = (unsigned)status >> 16;
	tcp->flags &= ~TCB_SECCOMP_STOP;
	quiet_exit = tcp->tr->quiet_exit;
	tcp->tr->quiet_exit = false;
	/* Any stop but a syscall stop ends a held call's wait. */
	if (sig != (SIGTRAP | 0x80) && event != PTRACE_EVENT_SECCOMP)
		trace_release_exit(tcp, false);

	if (tcp->flags & (TCB_SC_FETCH | TCB_SC_SYNC))
		ownfilter_stop(tcp);
	if (sig == (SIGTRAP | 0x80)) {
		tcp->flags &= ~TCB_STARTUP;
		on_syscall_stop(tcp, false, quiet_exit);
		return;
	}
	switch (event) {
	case 0:
		tcp->flags &= ~TCB_STARTUP;
		on_signal_stop(tcp, sig);
		return;
	case PTRACE_EVENT_STOP:
		if ((tcp->flags & (TCB_STARTUP | TCB_ATTACHED)) ==
		    (TCB_STARTUP | TCB_ATTACHED))
			note_interrupted_at_attach(tcp);
		tcp->flags &= ~TCB_STARTUP;
		/* SIGTRAP: our PTRACE_INTERRUPT or a new child's first
		 * stop. Any other signal is a group-stop, also when we
		 * just attached to a process that was already stopped:
		 * it must stay stopped. */
		if (sig == SIGTRAP) {
			trace_restart(tcp, 0);
			return;
		}
		on_group_stop(tcp, sig);
		return;
	case PTRACE_EVENT_FORK:
	case PTRACE_EVENT_VFORK:
	case PTRACE_EVENT_CLONE:
		on_new_child(tcp, event);
		break;
	case PTRACE_EVENT_EXEC:
		on_exec(tcp);
		break;
	case PTRACE_EVENT_SECCOMP:
		/* The first seccomp stop of the program we started
		 * proves that our filter is in place (its execve always
		 * stops). Elsewhere a stop may come from a filter of the
		 * program's own, which says nothing about the calls it
		 * lets through; and once the program has a filter of its
		 * own, its threads are stepped (ownfilter.c). */
		if (trace.seccomp_active && tcp->pid == trace.main_pid &&
		    !(tcp->flags & TCB_SC_STEP))
			tcp->flags |= TCB_SECCOMP;
		tcp->flags |= TCB_SECCOMP_STOP;
		on_syscall_stop(tcp, true, false);
		return;
	default:
		break;
	}
	trace_restart(tcp, 0);
}
